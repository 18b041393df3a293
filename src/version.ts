// The package version, read once from package.json, and the version of a
// saved symbol index (CACHE_VERSION): the package version and, in a build,
// the hash of what it was built from (scripts/build.ts), so that a cache
// saved by another build of the same package version is not read.
import { readFileSync } from "node:fs";
import { packageFile } from "./package-files.js";

export const VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(packageFile("package.json"), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
})();

/** Defined by scripts/build.ts (esbuild `define`); absent when the sources run directly (tests, tsx). */
declare const __YX_BUILD__: string | undefined;

export const CACHE_VERSION: string = typeof __YX_BUILD__ === "string" ? `${VERSION}+${__YX_BUILD__}` : VERSION;

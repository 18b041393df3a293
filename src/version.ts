// The package version, read once from package.json (one level above both
// src/ and dist/, so this works from sources under tsx and from the build).
import { readFileSync } from "node:fs";

export const VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
})();

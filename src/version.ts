// The package version, read once from package.json.
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

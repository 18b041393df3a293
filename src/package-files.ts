// Files shipped beside the code: the grammar wasm, the queries, package.json,
// src/*.json. This module sits directly in src/, and bundled it sits directly
// in dist/ (scripts/build.ts emits every entry and chunk there), so the package
// root is one level up in both layouts: from sources (tsx, vitest) and from
// the bundle. Modules deeper in src/ locate files through here, never relative
// to themselves (the build refuses that).
import { fileURLToPath } from "node:url";

/** Absolute path of `relative` (`/`-separated) under the package root. */
export function packageFile(relative: string): string {
  return fileURLToPath(new URL(`../${relative}`, import.meta.url));
}

// Paths of the shared corpus (../shared/corpus from the repository root) and
// of the repository's own sample workspaces, for the formatter tests. Tests
// that use the shared corpus skip with a reason when it is absent
// (test/helpers/shared.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { findFiles } from "../../src/syntax/conformance.js";
import { SHARED_DIR } from "../helpers/shared.js";

export const REPO = fileURLToPath(new URL("../../", import.meta.url));
export const SHARED_CORPUS = join(SHARED_DIR, "corpus");
export const FORMAT_VECTORS = join(SHARED_CORPUS, "format");
export const SHARED_YX = join(SHARED_CORPUS, "yx");
export const REPO_CORPUS = join(REPO, "corpus");

export function read(path: string): string {
  return readFileSync(path, "utf8");
}

export function readJsonLines<T>(path: string): T[] {
  return read(path)
    .split("\n")
    .filter(line => line.trim() !== "")
    .map(line => JSON.parse(line) as T);
}

/** Every `.yx` file under `dir` (recursively), sorted; none when `dir` is absent. */
export function yxFiles(dir: string): string[] {
  return existsSync(dir) ? findFiles(dir, ".yx") : [];
}

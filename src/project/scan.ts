// Finds the files that form the workspace (modules-and-workspace.md §2.5):
// every `*.yx` below the root, skipping `.git`, `.yaoxiang`, `target`,
// `node_modules` and hidden directories. Synchronous on purpose: a few hundred
// readdir/stat calls finish in milliseconds, far less than the promise overhead
// of doing them one by one, and the result must be consistent for one call.
import { readdirSync, realpathSync, statSync, type Dirent } from "node:fs";
import path from "node:path";
import { isInside } from "./paths.js";

const SKIPPED_DIRS = new Set([".git", ".yaoxiang", "target", "node_modules"]);

export interface FileStamp {
  abs: string;
  /** Relative to the root, `/`-separated. */
  rel: string;
  mtimeMs: number;
  ctimeMs: number;
  size: number;
}

/** Files larger than this are not indexed (generated or binary data, not source). */
export const MAX_SOURCE_BYTES = 4 * 1024 * 1024;

/** Every workspace source file under `root` (a realpath), sorted by `rel`. */
export function scanSources(root: string): FileStamp[] {
  const found: FileStamp[] = [];
  const walk = (dir: string, relDir: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // unreadable or vanished between listing and reading: not part of the workspace
    }
    for (const entry of entries) {
      const name = entry.name;
      const abs = path.join(dir, name);
      const rel = relDir === "" ? name : `${relDir}/${name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(name) && !name.startsWith(".")) walk(abs, rel);
        continue;
      }
      if (!name.endsWith(".yx")) continue;
      // Symlinked directories are never followed (cycles); a symlinked file
      // counts only when its target is inside the root.
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      const stamp = stampOf(root, abs, rel, entry.isSymbolicLink());
      if (stamp) found.push(stamp);
    }
  };
  walk(root, "");
  return found.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

function stampOf(root: string, abs: string, rel: string, isLink: boolean): FileStamp | undefined {
  try {
    const stats = statSync(abs);
    if (!stats.isFile() || stats.size > MAX_SOURCE_BYTES) return undefined;
    if (isLink) {
      if (!isInside(root, realpathSync.native(abs))) return undefined;
    }
    return { abs, rel, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, size: stats.size };
  } catch {
    return undefined;
  }
}

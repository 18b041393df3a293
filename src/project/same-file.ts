// Workspace paths that name one file on disk: a symlinked `.yx` inside the
// root (it counts as a module of its own, README "Workspace") or a hard link.
// Each path is its own module, but a write to one changes the text of every
// other, so a tool that edits one file edits several modules at once.
import type { FileStamp } from "./safe-read.js";

/**
 * For each path that shares its file (device and inode) with another path
 * of `files`, the other paths, sorted; paths of a file of their own are
 * absent.
 */
export function pathsOfSameFile(files: readonly { readonly path: string; readonly stamp: Readonly<FileStamp> }[]): ReadonlyMap<string, readonly string[]> {
  const byFile = new Map<string, string[]>();
  for (const f of files) {
    const key = `${f.stamp.dev}:${f.stamp.ino}`;
    const paths = byFile.get(key);
    if (paths) paths.push(f.path);
    else byFile.set(key, [f.path]);
  }
  const others = new Map<string, readonly string[]>();
  for (const paths of byFile.values()) {
    if (paths.length < 2) continue;
    for (const p of paths) others.set(p, paths.filter((q) => q !== p).sort());
  }
  return others;
}

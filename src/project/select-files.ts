// The files a `file_paths` argument names (typecheck, format_source): each
// entry is a .yx file, a folder (every workspace file below it) or a glob
// (`src/**/*.yx`, `{a,b}/*.yx`, matched with picomatch against the workspace
// files' root-relative paths). A folder or glob that names no workspace file
// is MCP-FILE-NOT-FOUND rather than an empty (and so "clean") answer; a glob
// whose fixed part lies outside the root is MCP-PATH-OUTSIDE-PROJECT.
import picomatch from "picomatch";
import { ProjectError } from "./errors.js";
import { resolveInsideRoot } from "./paths.js";
import { isUnderWalkedDirs } from "./scan.js";
import type { WorkspaceFile, WorkspaceView } from "./workspace.js";

/** The workspace files `patterns` name, sorted by path, each once. */
export function selectFiles(view: WorkspaceView, patterns: readonly string[]): WorkspaceFile[] {
  const byPath = new Map<string, WorkspaceFile>();
  for (const pattern of patterns) {
    for (const file of filesOf(view, pattern)) byPath.set(file.path, file);
  }
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * `files` with each file on disk once: a symlinked source inside the project
 * reaches its target (the same device and inode), and what rewrites files
 * (format_source) must take that file once, under the target's path; the
 * first path when every one is a link. Order kept.
 */
export function oncePerFileOnDisk(files: readonly WorkspaceFile[]): WorkspaceFile[] {
  const byInode = new Map<string, WorkspaceFile>();
  for (const file of files) {
    const key = `${file.stamp.dev}:${file.stamp.ino}`;
    const kept = byInode.get(key);
    if (!kept || (kept.stamp.link && !file.stamp.link)) byInode.set(key, file);
  }
  const chosen = new Set(byInode.values());
  return files.filter((f) => chosen.has(f));
}

function filesOf(view: WorkspaceView, pattern: string): WorkspaceFile[] {
  if (pattern.trim() === "") throw new ProjectError("MCP-INVALID-INPUT", "a file path is empty");
  const resolved = resolveInsideRoot(view.root, pattern);
  // An existing path is taken literally, even when its name holds glob characters.
  if (resolved.stats?.isDirectory()) return nonEmpty(underFolder(view, resolved.rel), emptyFolderMessage(pattern, resolved.rel));
  const scan = picomatch.scan(pattern);
  if (resolved.stats || !scan.isGlob) return [view.resolveFile(pattern)];
  const base = resolveInsideRoot(view.root, scan.base === "" ? "." : scan.base).rel;
  const matches = globMatcher(base === "" ? scan.glob : `${base}/${scan.glob}`, pattern);
  return nonEmpty(
    view.files.filter((f) => matches(f.path)),
    `no .yx file of the workspace matches '${pattern}' (globs match paths relative to the project root)`,
  );
}

/**
 * The matcher of a glob over root-relative paths. With the regex `u` flag, `?` and `[…]` take one
 * character, as in a shell, not one UTF-16 unit (`src/?.yx` matches `src/𝄞.yx`; 87b D1). A glob
 * whose regex does not compile is the caller's mistake.
 */
function globMatcher(glob: string, written: string): (path: string) => boolean {
  try {
    return picomatch(glob, { flags: "u" });
  } catch {
    throw new ProjectError("MCP-INVALID-INPUT", `'${written}' is no valid glob`);
  }
}

function underFolder(view: WorkspaceView, rel: string): WorkspaceFile[] {
  if (rel === "") return [...view.files];
  const prefix = `${rel}/`;
  return view.files.filter((f) => f.path.startsWith(prefix));
}

/** Why a folder gives no file: none there, or a folder the walk does not enter (97a D2: it said "holds no .yx file"). */
function emptyFolderMessage(written: string, rel: string): string {
  if (rel === "" || isUnderWalkedDirs(`${rel}/x.yx`)) return `folder '${written}' holds no .yx file of the workspace`;
  return `folder '${written}' is not part of the workspace: it leaves out \`target\`, \`node_modules\`, \`.git\`, \`.yaoxiang\` and hidden directories (typecheck and format_source still take a file there named one by one)`;
}

function nonEmpty(files: WorkspaceFile[], message: string): WorkspaceFile[] {
  if (files.length === 0) throw new ProjectError("MCP-FILE-NOT-FOUND", message);
  return files;
}

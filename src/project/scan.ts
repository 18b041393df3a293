// Finds the files that form the workspace (modules-and-workspace.md §2.5):
// every `*.yx` below the root, skipping `.git`, `.yaoxiang`, `target`,
// `node_modules` and hidden directories. Synchronous on purpose: a few hundred
// readdir/stat calls finish in milliseconds, far less than the promise overhead
// of doing them one by one, and the result must be consistent for one call.
//
// Containment while walking: a directory is opened once without following a
// link (O_NOFOLLOW | O_DIRECTORY), its real path is checked through that
// descriptor and, on Linux, it is listed through the descriptor too
// (/proc/self/fd/N), so a directory swapped for a symlink to elsewhere is
// never listed. Symlinked directories are never followed (cycles, and
// containment); a symlinked file counts only when it resolves inside the root.
// Nothing here reads a file's content: the Workspace does, through
// safe-read.ts, which checks again through the descriptor it reads from.
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats } from "node:fs";
import path from "node:path";
import { isInside } from "./paths.js";
import { describeType, MAX_SOURCE_BYTES, type FileStamp, type SkipReason } from "./safe-read.js";

const SKIPPED_DIRS = new Set([".git", ".yaoxiang", "target", "node_modules"]);

export { MAX_SOURCE_BYTES, type FileStamp } from "./safe-read.js";

/** A source file found but left out of the workspace, and why. */
export interface SkippedSource {
  rel: string;
  reason: SkipReason;
}

export interface ScanResult {
  /** Workspace source files, sorted by `rel`. */
  files: FileStamp[];
  /** `.yx` entries that are not readable sources (too large, a FIFO, a link leading outside, ...). */
  skipped: SkippedSource[];
  /** Every directory walked, root-relative ("" for the root). */
  dirs: string[];
}

/**
 * Called for each directory before it is listed, with a path that names that
 * very directory (on Linux its descriptor's /proc entry) and its device.
 */
export type BeforeList = (rel: string, handle: string, dev: number) => void;

/** Does the workspace walk into a directory of this name? */
export function isWalkedDirName(name: string): boolean {
  return !SKIPPED_DIRS.has(name) && !name.startsWith(".");
}

/** True when every directory of `rel` is one the walk enters (the file itself may be hidden). */
export function isUnderWalkedDirs(rel: string): boolean {
  const parts = rel.split("/");
  parts.pop();
  return parts.every(isWalkedDirName);
}

/** Every workspace source file under `root` (a realpath), sorted by `rel`. */
export function scanSources(root: string): FileStamp[] {
  return scanTree(root).files;
}

/**
 * Walks `root` (a realpath) from the directory `startRel` ("" = the root).
 * `beforeList` lets the watcher watch a directory before it is listed, so
 * that nothing created in between goes unseen. With `holds`, only the
 * regular files it holds are stat'ed (to compare their stamps); the others
 * come unstamped (newSource).
 */
export function scanTree(root: string, startRel = "", beforeList?: BeforeList, holds?: (rel: string) => boolean): ScanResult {
  const result: ScanResult = { files: [], skipped: [], dirs: [] };
  const walk = (relDir: string): void => {
    const abs = relDir === "" ? root : path.join(root, ...relDir.split("/"));
    const entries = listDirectory(root, abs, relDir, beforeList);
    // A directory the server may not list (97a D3): its sources are unknown, which is said.
    if (entries instanceof DeniedListing) {
      if (relDir !== "") result.skipped.push({ rel: relDir, reason: { kind: "unlistable", code: entries.code } });
      return;
    }
    if (!entries) return; // vanished, or no longer a directory inside the root
    result.dirs.push(relDir);
    for (const entry of entries) {
      const rel = relDir === "" ? entry.name : `${relDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (isWalkedDirName(entry.name)) walk(rel);
        continue;
      }
      const found = holds && entry.isFile() && !holds(rel) ? newSource(root, rel) : classifySource(root, rel, entry);
      if (found?.kind === "file") result.files.push(found.stamp);
      else if (found?.kind === "skipped") result.skipped.push({ rel, reason: found.reason });
    }
  };
  walk(startRel);
  result.files.sort((a, b) => compare(a.rel, b.rel));
  result.skipped.sort((a, b) => compare(a.rel, b.rel));
  return result;
}

export type SourceState =
  | { kind: "file"; stamp: FileStamp }
  | { kind: "skipped"; reason: SkipReason }
  | { kind: "directory" }
  | undefined;

/**
 * What is at `rel` now, for the workspace: a source file (with its stamp), a
 * `.yx` entry that is skipped, a real directory, or nothing of interest.
 */
export function classifyPath(root: string, rel: string): SourceState {
  const abs = path.join(root, ...rel.split("/"));
  let stats: Stats;
  try {
    stats = lstatSync(abs);
  } catch {
    return undefined;
  }
  if (stats.isDirectory()) return { kind: "directory" };
  return classifySource(root, rel, stats);
}

/**
 * A regular `.yx` file the caller does not hold yet, not stat'ed: the caller
 * reads it anyway (safe-read.ts checks its type, size and place through the
 * descriptor it reads from), and that read's fstat gives its stamp. The
 * stamp here matches no other (NaN), so it is never taken for unchanged.
 * One lstat fewer per file at a first scan (10,000 at a warm start).
 */
function newSource(root: string, rel: string): SourceState {
  if (!rel.endsWith(".yx")) return undefined;
  return { kind: "file", stamp: { abs: path.join(root, ...rel.split("/")), rel, link: false, mtimeMs: NaN, ctimeMs: NaN, size: NaN, dev: NaN, ino: NaN } };
}

/** Classifies a non-directory entry named `rel` from its lstat-like type. */
function classifySource(root: string, rel: string, type: Dirent | Stats): SourceState {
  if (!rel.endsWith(".yx")) return undefined;
  const abs = path.join(root, ...rel.split("/"));
  const link = type.isSymbolicLink();
  let stats: Stats;
  try {
    stats = link ? statSync(abs) : lstatSync(abs);
  } catch {
    return undefined; // vanished, or a dangling link: not a file
  }
  if (link && !isInside(root, realpathOrEmpty(abs))) return { kind: "skipped", reason: { kind: "outside" } };
  if (!stats.isFile()) return { kind: "skipped", reason: { kind: "not-regular", what: describeType(stats) } };
  if (stats.size > MAX_SOURCE_BYTES) {
    return { kind: "skipped", reason: { kind: "too-large", size: stats.size, limit: MAX_SOURCE_BYTES } };
  }
  return { kind: "file", stamp: stampOf(abs, rel, stats, link) };
}

export function stampOf(abs: string, rel: string, stats: Stats, link: boolean): FileStamp {
  return { abs, rel, link, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, size: stats.size, dev: stats.dev, ino: stats.ino };
}

export function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.size === b.size && a.ino === b.ino && a.dev === b.dev;
}

let procFd: boolean | undefined;

/** A directory the server's user may not open or list (EACCES, EPERM). */
class DeniedListing {
  constructor(readonly code: string) {}
}

/** The error's code when it denies access, else undefined. */
function denied(error: unknown): DeniedListing | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "EACCES" || code === "EPERM" ? new DeniedListing(code) : undefined;
}

/**
 * The entries of directory `abs`, or undefined when it is not (any more) a
 * real directory inside the root. Opened without following a final link and
 * checked through the descriptor; listed through it where /proc allows.
 */
function listDirectory(root: string, abs: string, rel: string, beforeList?: BeforeList): Dirent[] | DeniedListing | undefined {
  if (process.platform === "win32") return listByName(root, abs, rel, beforeList); // directories cannot be opened there
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (rel === "" ? 0 : (constants.O_NOFOLLOW ?? 0)));
  } catch (error) {
    return denied(error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isDirectory()) return undefined;
    const handle = directoryHandle(fd, abs);
    if (handle === undefined || !isInside(root, handle.real)) return undefined;
    beforeList?.(rel, handle.path, stats.dev);
    return readdirSync(handle.path, { withFileTypes: true });
  } catch (error) {
    return denied(error);
  } finally {
    closeSync(fd);
  }
}

/** The portable listing: the name is checked, then listed. */
function listByName(root: string, abs: string, rel: string, beforeList?: BeforeList): Dirent[] | DeniedListing | undefined {
  const real = realpathOrEmpty(abs);
  if (real === "" || !isInside(root, real)) return undefined;
  try {
    const stats = lstatSync(abs);
    if (!stats.isDirectory()) return undefined;
    beforeList?.(rel, abs, stats.dev);
    return readdirSync(abs, { withFileTypes: true });
  } catch (error) {
    return denied(error);
  }
}

/** A path naming the directory open as `fd`, and its real path. */
function directoryHandle(fd: number, abs: string): { path: string; real: string } | undefined {
  if (procFd !== false) {
    const magic = `/proc/self/fd/${fd}`;
    try {
      const real = readlinkSync(magic);
      procFd = true;
      return { path: magic, real };
    } catch {
      if (procFd === true) return undefined;
      procFd = false;
    }
  }
  // No /proc: the name is checked instead; a swap right after this check can
  // make the listing show another directory's names, never its contents.
  const real = realpathOrEmpty(abs);
  if (real !== "" && lstatSync(abs).isSymbolicLink()) return undefined;
  return real === "" ? undefined : { path: abs, real };
}

/** The real path of `abs`, or "" when it has none (vanished, a dangling link). */
export function realpathOrEmpty(abs: string): string {
  try {
    return realpathSync.native(abs);
  } catch {
    return "";
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

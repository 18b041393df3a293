// Writing a set of files as one change: what a tool called with `apply: true`
// does (format_source now, the workspace rename later). The guarantees:
//
//   * only existing regular files inside the project root are written (a
//     symlink inside the root is followed to its target, which must be inside
//     too, and the link stays a link);
//   * a file is written only if its text on disk is still `expectedText`, the
//     text the edits were computed from; otherwise MCP-FILE-CHANGED and
//     nothing at all is written;
//   * each file is replaced atomically: the new text goes to a temporary file
//     in the same folder, is flushed to disk (fsync), then renamed over the
//     file, so a reader sees the old text or the new one, never a mix;
//   * a call stopped (cancelled, out of time) while the new texts are
//     staged stops between two files and removes what it staged; once the
//     renames begin it is not stopped, and its answer says what it wrote;
//   * all files or none: before the first rename every original is kept
//     under a second name (a hard link, else a copy); if a rename fails half
//     way, the files already replaced are renamed back from those, and the
//     call fails with MCP-WRITE-FAILED;
//   * what a write killed half way (SIGKILL) left beside the files is removed
//     by the next write there, as far as nothing is lost (removeLeftovers).
//
// The file-system calls go through `WriteIo` so tests can make one fail;
// `readText` is the one place the on-disk text is read for the check.
import { accessSync, closeSync, constants, fchmodSync, fsyncSync, linkSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { throwIfCancelled, uninterruptibly } from "../syntax/cancellation.js";
import { ProjectError } from "./errors.js";
import { resolveInsideRoot } from "./paths.js";

/** One file of the set: its path (relative to the root) and the text before and after. */
export interface FileEdit {
  file: string;
  /** The text the new text was computed from; the file must still hold exactly this. */
  expectedText: string;
  newText: string;
}

export interface WriteSetResult {
  /** Files whose text was replaced, relative to the root, in the order given. */
  written: string[];
  /** Files whose new text equals the old one (not touched). */
  unchanged: string[];
}

/** The file-system calls of a write set (synchronous: a set is written in one go). */
export interface WriteIo {
  /** The file's text on disk, for the "still unchanged" check; undefined when it cannot be read. */
  readText(abs: string): string | undefined;
  /** Creates `abs` (which must not exist) with `text` and permission bits `mode`, flushed to disk. */
  writeNew(abs: string, text: string, mode: number): void;
  rename(from: string, to: string): void;
  link(existing: string, alias: string): void;
  unlink(abs: string): void;
  /** Whether the file, with permission bits `mode`, may be written: not read-only, and writable by this process. */
  writable(abs: string, mode: number): boolean;
  /** The names in a folder ([] when it cannot be read). */
  list(dir: string): string[];
  /** Whether a process with this id is running. */
  alive(pid: number): boolean;
  /** Whether two paths name one file (one inode): false when either is missing. */
  sameFile(a: string, b: string): boolean;
  /** How many names (hard links) the file has. */
  names(abs: string): number;
}

export const nodeWriteIo: WriteIo = {
  readText: readDiskText,
  writeNew(abs, text, mode) {
    const fd = openSync(abs, "wx", mode);
    try {
      fchmodSync(fd, mode); // exactly the original's bits, whatever the umask
      const bytes = Buffer.from(text, "utf8");
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
  rename: renameSync,
  link: linkSync,
  unlink: unlinkSync,
  writable(abs, mode) {
    // No write bit for anyone is read-only even to root (whom access() lets write anything).
    if ((mode & 0o222) === 0) return false;
    try {
      accessSync(abs, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  },
  list(dir) {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  },
  alive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it runs, as another user.
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  },
  sameFile(a, b) {
    try {
      const x = statSync(a);
      const y = statSync(b);
      return x.ino === y.ino && x.dev === y.dev;
    } catch {
      return false;
    }
  },
  names: (abs) => statSync(abs).nlink,
};

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The text of a file as UTF-8, or undefined when it is missing, unreadable or not UTF-8. */
export function readDiskText(abs: string): string | undefined {
  try {
    return utf8.decode(readFileSync(abs));
  } catch {
    return undefined;
  }
}

interface Target extends FileEdit {
  abs: string;
  mode: number;
  /** How many names (hard links) the file has. */
  names: number;
  staged?: string;
  backup?: string;
}

/**
 * Writes every changed file of `edits` under `root` (a realpath), all or
 * none. Throws ProjectError: MCP-PATH-OUTSIDE-PROJECT, MCP-FILE-NOT-FOUND,
 * MCP-INVALID-INPUT (a file named twice), MCP-FILE-CHANGED (nothing written),
 * MCP-WRITE-FAILED (a read-only file: nothing written; a failed write:
 * nothing written, or everything restored; the message
 * names any file that could not be restored).
 */
export function applyWriteSet(root: string, edits: readonly FileEdit[], overrides: Partial<WriteIo> = {}): WriteSetResult {
  const io: WriteIo = { ...nodeWriteIo, ...overrides };
  const targets = resolveTargets(root, edits);
  // What a write of a server that was killed left beside these files goes first: its second names of the
  // originals would make them look hard-linked (120a F1, F3).
  if (removeLeftovers(targets.map((t) => path.dirname(t.abs)), io)) for (const t of targets) t.names = io.names(t.abs);
  const changed = targets.filter((t) => t.newText !== t.expectedText);
  const result = { written: changed.map((t) => t.file), unchanged: targets.filter((t) => t.newText === t.expectedText).map((t) => t.file) };
  if (changed.length === 0) return result;
  // A file made read-only is kept so on purpose (generated, vendored, locked): the atomic rename would replace it
  // all the same (it needs the folder's permission only), so it is refused, and nothing is written (73a D1).
  const readOnly = changed.filter((t) => !io.writable(t.abs, t.mode));
  if (readOnly.length > 0) {
    const names = someOf(readOnly.map((t) => t.file));
    throw writeFailed(`${names} ${readOnly.length === 1 ? "is" : "are"} read-only (no write permission): nothing was written. Make ${readOnly.length === 1 ? "it" : "them"} writable (chmod u+w) and call again`);
  }
  // The atomic rename puts a new file under one name: a hard-linked file's other names would keep the old
  // text (107a L1: `real.yx` kept `use util.{base}` after `base` was renamed through `b_hard.yx`). Refused.
  const hardLinked = changed.filter((t) => t.names > 1);
  // The other name a write still running keeps of the file (another server's: ours are gone by now; 123a R4).
  const busy = hardLinked.map((t) => ({ t, pid: writerOf(t.abs, io) })).find((w) => w.pid !== undefined);
  if (busy) throw writeFailed(`${busy.t.file} is being written by another process (${busy.pid}) right now; nothing was written. Call again once it is done`);
  if (hardLinked.length > 0) {
    const names = someOf(hardLinked.map((t) => t.file));
    throw writeFailed(
      `${names} ${hardLinked.length === 1 ? "has" : "have"} other names on disk (a hard link): replacing ${hardLinked.length === 1 ? "it" : "them"} atomically would leave those names with the old text, so nothing was written. Replace the hard link with a copy or a \`use\` of the module it mirrors, then call again`,
    );
  }
  try {
    // A call stopped while it stages (cancelled, out of time) stops between two files, leaving nothing behind.
    stage(changed, io);
    // Checked after staging, so the window between the check and the renames is as short as possible.
    const stale = changed.filter((t) => io.readText(t.abs) !== t.expectedText);
    if (stale.length > 0) {
      throw new ProjectError(
        "MCP-FILE-CHANGED",
        `${someOf(stale.map((t) => t.file))} changed on disk since the edits were computed; nothing was written. Call again to compute the edits from the current text.`,
      );
    }
    // From here every file is replaced, or none: a stop waits for the renames, so the answer says they were made (95b D1).
    uninterruptibly(() => {
      keepOriginals(changed, io);
      commit(changed, io);
    });
  } finally {
    for (const t of changed) {
      removeQuietly(io, t.staged);
      removeQuietly(io, t.backup);
    }
  }
  return result;
}

function resolveTargets(root: string, edits: readonly FileEdit[]): Target[] {
  const seen = new Set<string>();
  return edits.map((edit) => {
    const resolved = resolveInsideRoot(root, edit.file);
    if (!resolved.stats?.isFile()) throw new ProjectError("MCP-FILE-NOT-FOUND", `no such file: ${resolved.rel || edit.file}`);
    if (seen.has(resolved.abs)) throw new ProjectError("MCP-INVALID-INPUT", `${resolved.rel} is named twice in one write`);
    seen.add(resolved.abs);
    return { ...edit, abs: resolved.abs, mode: resolved.stats.mode & 0o7777, names: resolved.stats.nlink };
  });
}

let counter = 0;

/** A fresh name in the file's own folder (a rename across file systems is not atomic). */
function siblingName(abs: string, purpose: string): string {
  counter = (counter + 1) % 1_000_000;
  return path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}-${counter}.${purpose}.yaoxiang-tmp`);
}

function stage(targets: Target[], io: WriteIo): void {
  for (const t of targets) {
    throwIfCancelled();
    const staged = siblingName(t.abs, "new");
    try {
      io.writeNew(staged, t.newText, t.mode);
    } catch (error) {
      removeQuietly(io, staged);
      throw writeFailed(`cannot write a temporary file next to ${t.file} (${messageOf(error)}); nothing was written`);
    }
    t.staged = staged;
  }
}

/** A second name for each original (a hard link costs no space; a copy where links are not supported). */
function keepOriginals(targets: Target[], io: WriteIo): void {
  for (const t of targets) {
    const backup = siblingName(t.abs, "old");
    try {
      io.link(t.abs, backup);
    } catch {
      try {
        io.writeNew(backup, t.expectedText, t.mode);
      } catch (error) {
        removeQuietly(io, backup);
        throw writeFailed(`cannot keep a copy of ${t.file} (${messageOf(error)}); nothing was written`);
      }
    }
    t.backup = backup;
  }
}

function commit(targets: Target[], io: WriteIo): void {
  const done: Target[] = [];
  for (const t of targets) {
    try {
      io.rename(t.staged!, t.abs);
    } catch (error) {
      const lost = restore(done, io);
      const state =
        lost.length === 0
          ? "every file was restored; nothing was changed"
          : `could not restore ${lost.map((t) => t.file).join(", ")} (the new text is in place; the old one is kept beside it as ${lost.map((t) => path.basename(t.backup!)).join(", ")}); the other files were restored`;
      throw writeFailed(`cannot replace ${t.file} (${messageOf(error)}); ${state}`);
    }
    t.staged = undefined;
    done.push(t);
  }
}

/**
 * Puts the originals back, last written first. Returns the files that could
 * not be restored; their copies of the original stay on disk (not removed).
 */
function restore(done: Target[], io: WriteIo): Target[] {
  const lost: Target[] = [];
  for (const t of [...done].reverse()) {
    try {
      io.rename(t.backup!, t.abs);
    } catch {
      lost.push({ ...t });
    }
    t.backup = undefined;
  }
  return lost;
}

/** `.<name>.<pid>-<n>.<new|old>.yaoxiang-tmp`: a staged text or a kept original (siblingName). */
const LEFTOVER = /^\.(.+)\.(\d+)-\d+\.(new|old)\.yaoxiang-tmp$/;

/**
 * Removes, in `dirs`, the temporary files of writes whose process is gone (a
 * server killed while it wrote: a signal it could not catch): a staged text,
 * which never replaced its file, and a kept original that is a second name of
 * the file as it is (its rename never came). A kept original whose file was
 * replaced since is that file's only old text: it stays for the user.
 * Whether any was removed.
 */
function removeLeftovers(dirs: readonly string[], io: WriteIo): boolean {
  let removed = false;
  for (const dir of new Set(dirs)) {
    for (const name of io.list(dir)) {
      const found = LEFTOVER.exec(name);
      if (!found) continue;
      const pid = Number(found[2]);
      if (pid === process.pid || io.alive(pid)) continue;
      const abs = path.join(dir, name);
      if (found[3] === "old" && !io.sameFile(abs, path.join(dir, found[1]!))) continue;
      removeQuietly(io, abs);
      removed = true;
    }
  }
  return removed;
}

/** The process whose write keeps a second name of `abs` beside it (a running one: see removeLeftovers), if any. */
function writerOf(abs: string, io: WriteIo): number | undefined {
  const dir = path.dirname(abs);
  for (const name of io.list(dir)) {
    const found = LEFTOVER.exec(name);
    if (found?.[3] === "old" && found[1] === path.basename(abs) && io.sameFile(path.join(dir, name), abs)) return Number(found[2]);
  }
  return undefined;
}

/** At most the first five names of a list, with how many more there are: a message stays short (120a F4). */
function someOf(names: readonly string[]): string {
  const shown = 5;
  return names.length <= shown ? names.join(", ") : `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
}

function removeQuietly(io: WriteIo, abs: string | undefined): void {
  if (abs === undefined) return;
  try {
    io.unlink(abs);
  } catch {
    // already gone (renamed into place, or never created)
  }
}

function writeFailed(message: string): ProjectError {
  return new ProjectError("MCP-WRITE-FAILED", message);
}

function messageOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

// Reading a file of the project without trusting its path twice
// (issue 18, findings 1 and 2). A path can be swapped for a symlink, a FIFO
// or a huge file between any check and any use, so the file is opened ONCE
// and everything is decided through that descriptor:
//
//   open(O_RDONLY | O_NONBLOCK | O_NOCTTY [| O_NOFOLLOW])
//     O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer;
//     O_NOFOLLOW: where the caller knows the name is not a link, a swap to one fails;
//   fstat: a regular file, and not over the size cap;
//   the real path of the descriptor (Linux: readlink /proc/self/fd/N; elsewhere
//     realpath of the name, accepted only when it is the very file we hold,
//     same device and inode): inside the root;
//   read at most cap + 1 bytes from the descriptor.
//
// What cannot be told apart this way: a hard link inside the root to a file
// outside it is a file inside the root (README, "Security").
import { isUtf8 } from "node:buffer";
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, openSync, readlinkSync, readSync, realpathSync, statSync, type Stats } from "node:fs";
import { isInside } from "./paths.js";

/** Code of the warning for a file that was not read (not a regular file, outside the root, too large). */
export const FILE_SKIPPED_CODE = "MCP-FILE-SKIPPED";

/** Files larger than this are not part of the workspace (generated or binary data, not source). */
export const MAX_SOURCE_BYTES = 4 * 1024 * 1024;
/** A yaoxiang.toml larger than this is not read. */
export const MAX_MANIFEST_BYTES = 64 * 1024;

/** What the workspace knows about a file between reads: enough to tell whether it changed. */
export interface FileStamp {
  abs: string;
  /** Relative to the root, `/`-separated. */
  rel: string;
  mtimeMs: number;
  ctimeMs: number;
  size: number;
  /** Device and inode: a file replaced by another one (or by a link to one) changes them. */
  dev: number;
  ino: number;
  /** The name is a symbolic link (to a file inside the root). */
  link: boolean;
}

export type SkipReason =
  | { kind: "not-regular"; what: string }
  | { kind: "outside" }
  | { kind: "too-large"; size: number; limit: number }
  | { kind: "unreadable"; code: string }
  /** A directory the server may not list: whatever sources it holds are unknown. */
  | { kind: "unlistable"; code: string }
  /** Not UTF-8 (syntax.md §1.1: the compiler reads UTF-8 only); where the first invalid byte is. */
  | { kind: "not-utf8"; line: number; offset: number };

export type SafeRead =
  | {
      ok: true;
      text: string;
      stats: Stats;
      /** SHA-256 (hex) of the bytes read, when asked for (`hash`). */
      hash?: string;
    }
  | { ok: false; reason: SkipReason }
  /** Nothing there (any more): not a problem of the file, it is simply gone. */
  | { ok: false; reason: undefined };

export interface SafeReadOptions {
  /** Size cap in bytes. */
  maxBytes: number;
  /** The name itself must not be a symlink (the caller saw a regular file there). */
  noFollow: boolean;
  /** Also hash the bytes (SHA-256): hashing the bytes is several times cheaper than hashing the decoded text. */
  hash?: boolean;
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * Reads `abs` as UTF-8 if, through the one descriptor opened for it, it is a
 * regular file whose real path lies inside `root` (a realpath) and whose size
 * is at most `maxBytes`. Never throws for a problem of the file.
 */
export function readInsideRoot(root: string, abs: string, options: SafeReadOptions): SafeRead {
  let fd: number;
  try {
    fd = openSync(abs, OPEN_FLAGS | (options.noFollow ? NO_FOLLOW : 0));
  } catch (error) {
    return failedOpen(error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { ok: false, reason: { kind: "not-regular", what: describeType(stats) } };
    const real = realPathOf(fd, abs, stats);
    if (real === undefined) return { ok: false, reason: undefined };
    if (!isInside(root, real)) return { ok: false, reason: { kind: "outside" } };
    if (stats.size > options.maxBytes) {
      return { ok: false, reason: { kind: "too-large", size: stats.size, limit: options.maxBytes } };
    }
    const bytes = readAtMost(fd, options.maxBytes + 1, stats.size);
    if (bytes.length > options.maxBytes) {
      // It grew after fstat: the cap holds for what is there, not what was.
      return { ok: false, reason: { kind: "too-large", size: bytes.length, limit: options.maxBytes } };
    }
    // Decoding would replace invalid bytes with U+FFFD: a text the file does not hold, so never written back.
    if (!isUtf8(bytes)) return { ok: false, reason: invalidUtf8(bytes) };
    const text = bytes.toString("utf8");
    return options.hash ? { ok: true, text, stats, hash: createHash("sha256").update(bytes).digest("hex") } : { ok: true, text, stats };
  } catch (error) {
    return { ok: false, reason: { kind: "unreadable", code: errorCode(error) } };
  } finally {
    closeSync(fd);
  }
}

/** One sentence for a diagnostic: why `rel` was not read. */
export function describeSkip(rel: string, reason: SkipReason): string {
  switch (reason.kind) {
    case "not-regular":
      return `${rel} is ${reason.what}, not a regular file; it was not read`;
    case "outside":
      return `${rel} resolves to a file outside the project root; it was not read`;
    case "too-large":
      return `${rel} is ${formatBytes(reason.size)}, over the ${formatBytes(reason.limit)} limit; it was not read`;
    case "unreadable":
      return `${rel} could not be read (${reason.code})`;
    case "unlistable":
      return `the directory ${rel} could not be listed (${reason.code}), so the sources in it were not read`;
    case "not-utf8":
      return `${rel} is not UTF-8 text (an invalid byte on line ${reason.line}, at byte offset ${reason.offset}); it was not read`;
  }
}

/** Where the first byte that is not part of a well-formed UTF-8 sequence is (the Unicode definition: no overlongs, surrogates or code points past U+10FFFF). */
function invalidUtf8(bytes: Buffer): { kind: "not-utf8"; line: number; offset: number } {
  let line = 1;
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length === 0) break;
    if (bytes[i] === 0x0a) line++;
    i += length;
  }
  return { kind: "not-utf8", line, offset: i };
}

/** The length of the well-formed UTF-8 sequence at `i`, or 0. */
function sequenceLength(bytes: Buffer, i: number): number {
  const b = bytes[i]!;
  if (b < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < bytes.length && bytes[i + k]! >= lo && bytes[i + k]! <= hi;
  if (b >= 0xc2 && b <= 0xdf) return cont(1) ? 2 : 0;
  if (b >= 0xe0 && b <= 0xef) {
    const lo = b === 0xe0 ? 0xa0 : 0x80;
    const hi = b === 0xed ? 0x9f : 0xbf;
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (b >= 0xf0 && b <= 0xf4) {
    const lo = b === 0xf0 ? 0x90 : 0x80;
    const hi = b === 0xf4 ? 0x8f : 0xbf;
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

let procFdWorks: boolean | undefined;

/**
 * The real path of the file behind `fd`, or undefined when it vanished or was
 * replaced while we looked (the caller treats that like a missing file; the
 * next refresh sees what is there then).
 */
function realPathOf(fd: number, abs: string, stats: Stats): string | undefined {
  if (procFdWorks !== false) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      procFdWorks = true;
      // An unlinked file reads as "<path> (deleted)": gone, not outside.
      return target.endsWith(" (deleted)") ? undefined : target;
    } catch {
      if (procFdWorks === true) return undefined;
      procFdWorks = false; // no /proc (not Linux, or not mounted): the portable check from now on
    }
  }
  try {
    const real = realpathSync.native(abs);
    const now = statSync(real);
    return now.dev === stats.dev && now.ino === stats.ino ? real : undefined;
  } catch {
    return undefined;
  }
}

/** Reads up to `limit` bytes from the start of `fd` (the file may have changed size since fstat). */
function readAtMost(fd: number, limit: number, expected: number): Buffer {
  let buffer = Buffer.allocUnsafe(Math.min(limit, Math.max(expected, 0) + 1));
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length >= limit) break;
      const bigger = Buffer.allocUnsafe(Math.min(limit, buffer.length * 2));
      buffer.copy(bigger, 0, 0, length);
      buffer = bigger;
    }
    const asked = buffer.length - length;
    const n = readSync(fd, buffer, length, asked, length);
    length += n;
    // A regular file (the only kind read here) gives less than asked only at its end: no
    // second read to hear it (one read per file, not two: 10,000 fewer calls at a warm start).
    if (n < asked) break;
  }
  return buffer.subarray(0, length);
}

function failedOpen(error: unknown): SafeRead {
  const code = errorCode(error);
  if (code === "ENOENT" || code === "ENOTDIR") return { ok: false, reason: undefined };
  // O_NOFOLLOW on a symlink: the regular file the caller saw was swapped for a
  // link. Not read now; the next refresh sees a link there and reads it as one.
  if (code === "ELOOP" || code === "EMLINK") return { ok: false, reason: undefined };
  // Opening a socket fails with ENXIO; a FIFO or device opens (O_NONBLOCK) and fstat tells.
  if (code === "ENXIO") return { ok: false, reason: { kind: "not-regular", what: "a socket" } };
  return { ok: false, reason: { kind: "unreadable", code } };
}

/** "a FIFO", "a directory", ...: what a non-regular file is, for messages. */
export function describeType(stats: Stats): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a regular file";
}

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" ? code : "error";
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${n} bytes`;
}

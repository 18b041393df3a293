// The persistent index's file: one per project root, in the cache directory
// (`$XDG_CACHE_HOME/yaoxiang-mcp/`, `~/.cache/yaoxiang-mcp/`, or --cache-dir),
// never inside the project. Its name is a hash of the root's real path.
// Layout (binary, so that a large index is read back by copying, not
// parsing): MAGIC; the header's length (u32 LE) and the header (JSON: root,
// server version, record format, number of frames, payload bytes); the
// payload, frames each preceded by its length (u32 LE) and padded to a
// multiple of 4 bytes, so that every frame starts 4-aligned (a frame of
// Int32 values is read as a view of the file); SHA-256 of all that (32
// bytes). A file whose header is not exactly this server's for this root
// (another version, another format, another root), that is shorter or longer
// than its header says (truncated), or whose checksum does not match
// (damaged) is ignored - the index is then built from the sources and the
// file replaced. A large file is read and checked on a thread of its own
// while the workspace's first scan runs (prefetch()). What the frames hold
// is the symbol index's business (analysis/symbols/snapshot.ts): here they
// are opaque, and checked there, record by record.
// Writes go to a temporary file in the same directory, then rename(2): a
// reader sees the old file or the new one, never half of one; two servers on
// the same root just replace each other's file. Directory 0700, file 0600:
// the records hold names and doc comments of the project's code.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { open, readdir, rename, rm } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import path from "node:path";
import { isInside } from "./paths.js";

/** What the cache did, for the server's log. */
export type IndexCacheEvent =
  | { kind: "loaded"; file: string; bytes: number; ms: number; ahead: boolean }
  | { kind: "ignored"; file: string; reason: string }
  | { kind: "saved"; file: string; bytes: number; ms: number }
  | { kind: "save-failed"; file: string; reason: string }
  | { kind: "restored"; file: string; files: number; reused: number; stale: number; relinked: number }
  | { kind: "refused"; reason: string };

export interface IndexCacheSettings {
  /** The cache directory (absolute). */
  dir: string;
  /** The server's version: a cache of another version is ignored. */
  version: string;
  onEvent?: (event: IndexCacheEvent) => void;
  /** Smallest file prefetch() reads ahead (default PREFETCH_MIN_BYTES; tests lower it). */
  prefetchMinBytes?: number;
}

interface Header {
  version: string;
  format: number;
  root: string;
  /** Number of frames and bytes of the payload (frames with their lengths). */
  frames: number;
  bytes: number;
}

const MAGIC = Buffer.from("yaoxiang-mcp symbol index\n");
/**
 * Smallest cache file prefetch() reads on a thread of its own. Reading and
 * hashing cost ~7 ms per MB; starting the thread ~50-100 ms of a core that
 * start-up is using too: at 1,015 files (9 MB) the warm first answer came
 * about 0.15 s later with it, at 10,005 files (86 MB) 0.3-0.4 s sooner
 * (medians of 10 starts each way, alternately).
 */
const PREFETCH_MIN_BYTES = 32 * 1024 * 1024;
const DIGEST_BYTES = 32;
/** Frames written (and hashed) per write while saving: a few milliseconds of the thread at a time. */
const FRAMES_PER_WRITE = 256;

/** The cache file read ahead (prefetch()): its bytes and the SHA-256 of all but their last DIGEST_BYTES, or why it could not be read. */
type Prefetched = { bytes: Buffer; digest: Buffer } | { error: unknown };

export class IndexCache {
  readonly file: string;
  /** Where the JSON cache of earlier versions was (removed by the next save). */
  private readonly legacyFile: string;
  private readonly root: string;
  private saving: Promise<void> | undefined;
  private prefetching: Promise<void> | undefined;
  private prefetched: Prefetched | undefined;

  private constructor(
    root: string,
    private readonly settings: IndexCacheSettings,
  ) {
    this.root = root;
    const key = createHash("sha256").update(root).digest("hex").slice(0, 32);
    this.file = path.join(settings.dir, `${key}.index`);
    this.legacyFile = path.join(settings.dir, `${key}.json`);
  }

  /**
   * The cache of the project at `root`, or a reason there is none: the
   * directory is inside the project (the cache must never be written there).
   */
  static for(root: string, settings: IndexCacheSettings): IndexCache | { refused: string } {
    const realRoot = realpathOr(root);
    const dir = realpathOr(settings.dir);
    if (isInside(realRoot, dir)) return { refused: `the cache directory ${settings.dir} is inside the project ${root}` };
    return new IndexCache(realRoot, { ...settings, dir: path.resolve(settings.dir) });
  }

  /**
   * Starts reading the cache file and checking its checksum on a thread of
   * its own, for a load() that comes later: a first refresh overlaps it with
   * its scan of the workspace, on a core the scan leaves idle (at 10,005
   * files, 0.7 s of reading 90 MB and hashing them). Only for a large file
   * (PREFETCH_MIN_BYTES). The bytes are kept for one load() or until
   * dropPrefetched().
   */
  prefetch(): Promise<void> {
    if (this.prefetching) return this.prefetching;
    if (!worthReadingAhead(this.file, this.settings.prefetchMinBytes ?? PREFETCH_MIN_BYTES)) return Promise.resolve();
    const prefetching = readAhead(this.file).then((result) => {
      if (this.prefetching === prefetching) this.prefetched = result;
    });
    this.prefetching = prefetching;
    return prefetching;
  }

  /** Forgets what prefetch() read (the next load() reads the file again). */
  dropPrefetched(): void {
    this.prefetching = undefined;
    this.prefetched = undefined;
  }

  /** The frames saved with `format` for this root and version, or undefined (none, or not usable). */
  load(format: number): Buffer[] | undefined {
    const started = performance.now();
    const ahead = this.prefetched;
    this.dropPrefetched();
    let bytes: Buffer;
    try {
      if (ahead && "error" in ahead) throw ahead.error;
      bytes = ahead ? ahead.bytes : readFileSync(this.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") this.emit({ kind: "ignored", file: this.file, reason: describe(error) });
      return undefined;
    }
    const read = this.read(bytes, format, ahead && "bytes" in ahead ? ahead.digest : undefined);
    if (typeof read === "string") {
      this.emit({ kind: "ignored", file: this.file, reason: read });
      return undefined;
    }
    this.emit({ kind: "loaded", file: this.file, bytes: bytes.length, ms: Math.round(performance.now() - started), ahead: ahead !== undefined });
    return read;
  }

  /** The frames of a cache file's bytes, or why they are not usable (`digest`: of all but the last DIGEST_BYTES, made by prefetch()). */
  private read(bytes: Buffer, format: number, digest?: Buffer): Buffer[] | string {
    const headerAt = MAGIC.length + 4;
    if (bytes.length < headerAt || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return "not a symbol index cache";
    const payloadAt = headerAt + bytes.readUInt32LE(MAGIC.length);
    let header: Partial<Header>;
    try {
      if (payloadAt > bytes.length) throw new Error("truncated");
      header = JSON.parse(bytes.toString("utf8", headerAt, payloadAt)) as Partial<Header>;
    } catch {
      return "its header is damaged or truncated";
    }
    const problem =
      header.version !== this.settings.version
        ? `made by version ${String(header.version)}`
        : header.format !== format
          ? `record format ${String(header.format)}`
          : header.root !== this.root
            ? `made for another root (${String(header.root)})`
            : undefined;
    if (problem) return problem;
    const expected = payloadAt + Number(header.bytes) + DIGEST_BYTES;
    if (!Number.isInteger(expected) || bytes.length !== expected) return bytes.length < expected ? `truncated (${bytes.length} of ${expected} bytes)` : "damaged (not the length its header says)";
    // (The length is the header's now, so a digest made ahead covers the same bytes.)
    const made = digest ?? createHash("sha256").update(bytes.subarray(0, expected - DIGEST_BYTES)).digest();
    if (!made.equals(bytes.subarray(expected - DIGEST_BYTES))) return "damaged (its checksum does not match)";
    const frames: Buffer[] = [];
    for (let at = payloadAt; at < expected - DIGEST_BYTES; ) {
      const end = at + 4 + bytes.readUInt32LE(at);
      if (end > expected - DIGEST_BYTES) return "damaged (its frames overrun the payload)";
      frames.push(bytes.subarray(at + 4, end));
      at = end + padding(end);
    }
    return frames.length === header.frames ? frames : "damaged (not the frames its header says)";
  }

  /** Notes that the records just loaded did not fit the workspace (the index is rebuilt and saved again). */
  reject(reason: string): void {
    this.emit({ kind: "ignored", file: this.file, reason });
  }

  /** Notes how much of the workspace the records served. */
  restored(stats: { files: number; reused: number; stale: number; relinked: number }): void {
    this.emit({ kind: "restored", file: this.file, ...stats });
  }

  /**
   * Saves the index (`frames`, made with `format`) atomically, in the
   * background: the writing is awaited by no call, and it holds the thread a
   * few frames at a time. A save still writing is awaited first, so saves
   * land in order.
   */
  save(format: number, frames: readonly Buffer[]): Promise<void> {
    const started = performance.now();
    const previous = this.saving ?? Promise.resolve();
    const saving = previous.then(() => this.write(format, frames, started));
    this.saving = saving;
    void saving.finally(() => {
      if (this.saving === saving) this.saving = undefined;
    });
    return saving;
  }

  /** Resolves once no save is writing (a closing server waits for it, so no temporary file is left). */
  settled(): Promise<void> {
    return (this.saving ?? Promise.resolve()).catch(() => undefined);
  }

  private async write(format: number, frames: readonly Buffer[], started: number): Promise<void> {
    const temp = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    let handle: Awaited<ReturnType<typeof open>> | undefined;
    try {
      mkdirSync(this.settings.dir, { recursive: true, mode: 0o700 });
      handle = await open(temp, "wx", 0o600);
      const payloadBytes = frames.reduce((sum, f) => sum + 4 + f.length + padding(f.length), 0);
      const header: Header = { version: this.settings.version, format, root: this.root, frames: frames.length, bytes: payloadBytes };
      const json = JSON.stringify(header);
      // Spaces after the JSON make the payload start 4-aligned.
      const headerText = Buffer.from(json + " ".repeat(padding(MAGIC.length + 4 + Buffer.byteLength(json))));
      const digest = createHash("sha256");
      let written = 0;
      const put = async (chunk: Buffer) => {
        digest.update(chunk);
        await handle!.write(chunk);
        written += chunk.length;
      };
      await put(Buffer.concat([MAGIC, u32(headerText.length), headerText]));
      for (let at = 0; at < frames.length; at += FRAMES_PER_WRITE) {
        await put(Buffer.concat(frames.slice(at, at + FRAMES_PER_WRITE).flatMap((f) => [u32(f.length), f, PADDING.subarray(0, padding(f.length))])));
      }
      await handle.write(digest.digest());
      await handle.close();
      handle = undefined;
      await rename(temp, this.file);
      await rm(this.legacyFile, { force: true });
      await this.removeOrphanedTemps();
      this.emit({ kind: "saved", file: this.file, bytes: written + DIGEST_BYTES, ms: Math.round(performance.now() - started) });
    } catch (error) {
      await handle?.close().catch(() => undefined);
      await rm(temp, { force: true }).catch(() => undefined);
      this.emit({ kind: "save-failed", file: this.file, reason: describe(error) });
    }
  }

  /**
   * Temporary files of this project's cache left by a server that was killed while saving (81a: a
   * 0-byte `….index.<pid>.….tmp`): those whose writer's process is gone. A live server's (another
   * server on the same project saving now) is left alone.
   */
  private async removeOrphanedTemps(): Promise<void> {
    const prefix = `${path.basename(this.file)}.`;
    const names = await readdir(this.settings.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.startsWith(prefix) || !name.endsWith(".tmp")) continue;
      const pid = Number(name.slice(prefix.length).split(".")[0]);
      if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || processAlive(pid)) continue;
      await rm(path.join(this.settings.dir, name), { force: true }).catch(() => undefined);
    }
  }

  private emit(event: IndexCacheEvent): void {
    this.settings.onEvent?.(event);
  }
}

/**
 * The reading thread of prefetch(). A thread, not the promise API: the
 * caller's thread is busy with a synchronous scan meanwhile, and a chain of
 * asynchronous steps (open, read a chunk, read the next …) only advances
 * when that thread turns its event loop, so it would start after the scan.
 * A plain script (no module to load): it reads the file and hashes all but
 * its last DIGEST_BYTES; read() compares that digest as it would its own.
 * The bytes come back transferred, not copied.
 */
const READER = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const { createHash } = require("node:crypto");
try {
  const bytes = readFileSync(workerData.file);
  const digest = createHash("sha256").update(bytes.subarray(0, Math.max(0, bytes.length - ${DIGEST_BYTES}))).digest();
  const whole = bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  parentPort.postMessage({ buffer: whole, digest }, [whole]);
} catch (error) {
  parentPort.postMessage({ error: { message: String(error && error.message), code: error && error.code } });
}`;

function worthReadingAhead(file: string, minBytes: number): boolean {
  try {
    const stats = statSync(file);
    return stats.isFile() && stats.size >= minBytes; // (a FIFO would hold the reader, and the refresh that waits for it)
  } catch {
    return false; // none yet: load() says so
  }
}

function readAhead(file: string): Promise<Prefetched> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(READER, { eval: true, workerData: { file }, stdout: true, stderr: true });
    } catch (error) {
      resolve({ error });
      return;
    }
    type Reply = { buffer: ArrayBuffer; digest: Uint8Array } | { error: { message: string; code?: string } };
    worker.once("message", (reply: Reply) => {
      if ("error" in reply) resolve({ error: Object.assign(new Error(reply.error.message), { code: reply.error.code }) });
      else resolve({ bytes: Buffer.from(reply.buffer), digest: Buffer.from(reply.digest) });
      void worker.terminate();
    });
    worker.once("error", (error) => resolve({ error }));
    worker.once("exit", () => resolve({ error: new Error("the cache reader ended without an answer") }));
  });
}

/** Whether process `pid` exists (signal 0 tests without sending; EPERM: it exists, another user's). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The real path of `p`, or `p` resolved when it does not exist (yet). */
function realpathOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    const parent = path.dirname(path.resolve(p));
    return parent === path.resolve(p) ? parent : path.join(realpathOr(parent), path.basename(p));
  }
}

const PADDING = Buffer.alloc(4);

/** Bytes to add after `length` bytes to reach a multiple of 4. */
function padding(length: number): number {
  return (4 - (length % 4)) % 4;
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// A workspace's first symbol index, built by several threads at once. The
// first index of a large workspace (no saved one to restore) costs a
// semantic model per file, single-threaded seconds per hundred thousand
// lines; the machine has more cores. So the files are cut into contiguous
// slices in path order (a project's files, which import each other, stay
// together) of about equal text size, and each slice goes to a builder
// thread (parallel-build-worker.ts, dist/index-builder.js) that makes the
// slice's records - exactly those the persistent index saves - with the whole
// file set as its imports' context. The index then restores them
// (SymbolIndex.restoreParts): every file checked against its text's hash,
// served from its record, parsed again only when something needs its tree.
// A slice whose builder failed, or records that no longer fit the
// workspace (a file added or removed meanwhile), make the index build the
// usual way: the parallel build can only save time, never change an answer.
//
// Tool calls are synchronous, so the waiting thread blocks on shared memory
// between the builders' replies, a few milliseconds at a time, checking
// whether its call must stop: a stopped call leaves the builders working,
// and the next call takes up the wait where it stopped.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import type { IndexBuilders } from "../../project/workspace.js";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import type { IndexSnapshot } from "./snapshot.js";
import { hashOf, type IndexedFile } from "./workspace-index.js";

/** What a builder is given (workerData). */
export interface BuilderInput {
  readonly files: readonly BuilderFile[];
  /** The paths of its slice, in path order. */
  readonly part: readonly string[];
  /** Where it replies. */
  readonly port: MessagePort;
  /** Int32 counter the builder bumps (and notifies) after replying. */
  readonly replied: SharedArrayBuffer;
}

export interface BuilderFile {
  readonly path: string;
  readonly text: string;
  readonly size: number;
  readonly mtimeMs: number;
  /** SHA-256 (hex) of text. */
  readonly hash: string;
}

export type BuilderReply = { readonly kind: "records"; readonly snapshot: IndexSnapshot } | { readonly kind: "failed"; readonly message: string };

/** Fewer files than this are indexed by the calling thread alone: a builder's start-up would cost more than it saves. */
export const PARALLEL_MIN_FILES = 200;
/** Each builder holds a wasm heap and the models of its slice: more threads than this cost memory for little time. */
const MAX_THREADS = 4;
/** Longest the waiting thread sleeps before it looks at its call's stop flag again. */
const WAIT_SLICE_MS = 25;
/** Builders' young generation (see worker-engine.ts: indexing allocates short-lived objects by the megabyte). */
const YOUNG_GENERATION_MB = 96;

export class ParallelBuild {
  private readonly replies: (BuilderReply | undefined)[];
  private readonly replied: Int32Array;
  private failure: string | undefined;
  private readonly started = performance.now();

  private constructor(
    private readonly workers: readonly Worker[],
    private readonly ports: readonly MessagePort[],
    replied: SharedArrayBuffer,
  ) {
    this.replies = workers.map(() => undefined);
    this.replied = new Int32Array(replied);
    for (const worker of workers) {
      // Seen between calls (events need the event loop): a builder that died without replying fails the build.
      worker.on("error", (error) => (this.failure ??= error.message));
      worker.on("exit", (code) => {
        if (code !== 0) this.failure ??= `a builder thread exited with code ${String(code)}`;
      });
    }
  }

  /** How many builders `files` are worth (1: build in the calling thread). */
  static threadsFor(files: readonly IndexedFile[], builders: IndexBuilders): number {
    const wanted = Math.min(builders.threads ?? defaultThreads(), MAX_THREADS);
    return Math.max(1, Math.min(wanted, Math.floor(files.length / (PARALLEL_MIN_FILES / 2))));
  }

  /** Starts the builders, or returns undefined when the files are too few to be worth it. */
  static start(files: readonly IndexedFile[], builders: IndexBuilders): ParallelBuild | undefined {
    if (files.length < PARALLEL_MIN_FILES) return undefined;
    const threads = ParallelBuild.threadsFor(files, builders);
    if (threads < 2 || files.some((f) => f.text === undefined)) return undefined;
    // A missing entry would only be reported as an event, which a waiting thread never sees.
    if (builders.workerUrl.protocol === "file:" && !existsSync(fileURLToPath(builders.workerUrl))) return undefined;
    const shipped = files.map(builderFile);
    const replied = new SharedArrayBuffer(4);
    const workers: Worker[] = [];
    const ports: MessagePort[] = [];
    for (const part of slices(shipped, threads)) {
      const { port1, port2 } = new MessageChannel();
      const input: BuilderInput = { files: shipped, part, port: port2, replied };
      const worker = new Worker(builders.workerUrl, {
        workerData: input,
        transferList: [port2],
        // stdout belongs to the protocol: whatever a builder prints goes to stderr.
        stdout: true,
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
      worker.stdout.pipe(process.stderr, { end: false });
      workers.push(worker);
      ports.push(port1);
    }
    return new ParallelBuild(workers, ports, replied);
  }

  /**
   * Blocks until every builder replied; their snapshots, or undefined when
   * one failed. Throws OperationCancelledError when the current call must
   * stop (the builders go on; wait() again later).
   */
  wait(): readonly IndexSnapshot[] | undefined {
    for (;;) {
      const seen = Atomics.load(this.replied, 0);
      this.collect();
      if (this.failure !== undefined || this.replies.some((r) => r?.kind === "failed")) return undefined;
      if (this.replies.every((r) => r !== undefined)) return this.replies.map((r) => (r as { snapshot: IndexSnapshot }).snapshot);
      throwIfCancelled();
      Atomics.wait(this.replied, 0, seen, WAIT_SLICE_MS);
    }
  }

  get threads(): number {
    return this.workers.length;
  }

  /** Since the builders were started. */
  get elapsedMs(): number {
    return performance.now() - this.started;
  }

  /** Why the build failed, once wait() returned undefined. */
  get failed(): string | undefined {
    return this.failure ?? this.replies.find((r): r is { kind: "failed"; message: string } => r?.kind === "failed")?.message;
  }

  /** Stops the builders (they are done, or not wanted any more). */
  dispose(): void {
    for (const port of this.ports) port.close();
    for (const worker of this.workers) void worker.terminate();
  }

  private collect(): void {
    this.ports.forEach((port, i) => {
      if (this.replies[i] !== undefined) return;
      const message = receiveMessageOnPort(port);
      if (message) this.replies[i] = message.message as BuilderReply;
    });
  }
}

/**
 * Half the machine's cores: one thread that indexes keeps about one and a half
 * cores busy (V8 compiles and collects garbage on background threads:
 * measured 7.6 s of CPU in 5.2 s on the 1,015-file bench), so on two cores
 * two builders finished no sooner than one (5.4 s against 5.6 s, idle machine).
 */
function defaultThreads(): number {
  return Math.floor(availableParallelism() / 2);
}

function builderFile(file: IndexedFile): BuilderFile {
  const text = file.text!;
  return { path: file.path, text, size: file.stamp?.size ?? Buffer.byteLength(text), mtimeMs: file.stamp?.mtimeMs ?? 0, hash: hashOf(file) };
}

/** `count` contiguous slices of the paths, of about equal text length. */
export function slices(files: readonly { readonly path: string; readonly text: string }[], count: number): string[][] {
  const total = files.reduce((sum, f) => sum + f.text.length, 0);
  const out: string[][] = [[]];
  let done = 0;
  for (const file of files) {
    const current = out[out.length - 1]!;
    if (current.length > 0 && out.length < count && done >= (total * out.length) / count) out.push([file.path]);
    else current.push(file.path);
    done += file.text.length;
  }
  return out;
}

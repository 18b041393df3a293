// One engine worker seen from the main thread: spawns it, hands it one call
// at a time, relays the call's log records and progress, and watches it:
//   - a call that must stop (cancel, deadline) gets the shared stop flag and
//     a "stop" message; a worker still busy with it after the grace period
//     is terminated (a workspace worker's index is then rebuilt by the next
//     call that needs it);
//   - a worker that dies (uncaught exception, out of memory) fails its call
//     with an internal error;
//   - a worker that holds far more memory after a call than it did at rest
//     is retired (memory.ts), and so is one whose call trapped in wasm
//     (outcome `damaged`: its syntax library's memory may be corrupt).
// The lane that owns it learns of every change through `onChange` and
// replaces threads that are gone.
import { Worker, type ResourceLimits } from "node:worker_threads";
import type { ProjectRoot } from "../../project/root.js";
import type { Logger, LogLevel } from "../logger.js";
import type { CallHooks, CallOutcome, ToolCall } from "./engine.js";
import { stopReasonOf } from "./engine.js";
import { footprintBytes, megabytes, RestLevel } from "./memory.js";
import { FILES_SLOT, FLAG_SLOTS, LINKED_SLOT, LINKING_SLOT, STOP_SLOT, UNINTERRUPTIBLE_SLOT, type Footprint, type FromWorker, type ProjectSettings, type ToWorker, type WireOutcome, type WorkerRole, type WorkerSetup } from "./messages.js";

/** How long a closing server waits for a call it stops to wind down (stdin closed: the server exits within a second). */
const CLOSE_WAIT_MS = 500;
/**
 * Encoding time a closing workspace worker may spend saving its symbol index
 * (flushSaves), and how long the server waits for the save to be written: an
 * SDK client ends stdin and waits 2 s before SIGTERM.
 */
const FLUSH_BUDGET_MS = 1_000;
const FLUSH_WAIT_MS = 1_500;
/** Grace periods added for a call replacing files (see armGrace). */
const MAX_GRACE_EXTENSIONS = 3;

export interface ThreadOptions {
  role: WorkerRole;
  workerUrl: URL;
  root: ProjectRoot;
  logLevel: LogLevel;
  settings: ProjectSettings;
  /** The engine's own logger (stderr). */
  log: Logger;
  /** How long a call that must stop may take to notice before its worker is terminated. */
  graceMs: number;
  resourceLimits?: ResourceLimits;
}

export type ThreadState = "starting" | "idle" | "busy" | "gone";

interface Running {
  id: number;
  hooks: CallHooks;
  settle(outcome: CallOutcome): void;
  /** Resolved once the call has its outcome. */
  settled: Promise<CallOutcome>;
  graceTimer?: NodeJS.Timeout;
}

export class EngineThread {
  state: ThreadState = "starting";
  /** Why the worker ended before it was ready (for the lane's start-up error). */
  startError: string | undefined;
  private readonly worker: Worker;
  private readonly stopFlags = new Int32Array(new SharedArrayBuffer(FLAG_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  private running: Running | undefined;
  /** Footprint at rest (memory.ts). */
  private readonly rest: RestLevel;
  /** Why this side ended the worker (then its exit is no crash). */
  private ending: "stopped" | "recycled" | "closed" | undefined;
  private crash: Error | undefined;
  /** Resolves the wait of terminate() for the worker's "flushed". */
  private flushed: (() => void) | undefined;
  /** True after a call whose footprint looked grown, while the worker measures what is live. */
  private measuringLive = false;

  constructor(
    private readonly options: ThreadOptions,
    private readonly onChange: (thread: EngineThread) => void,
  ) {
    this.rest = new RestLevel(options.role);
    const setup: WorkerSetup = {
      role: options.role,
      root: options.root.root,
      rootSource: options.root.source,
      logLevel: options.logLevel,
      settings: options.settings,
      stopFlags: this.stopFlags.buffer as SharedArrayBuffer,
    };
    this.worker = new Worker(options.workerUrl, {
      workerData: setup,
      // stdout belongs to the protocol: whatever a worker prints goes to stderr.
      stdout: true,
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
    this.worker.stdout.pipe(process.stderr, { end: false });
    this.worker.on("message", (message: FromWorker) => this.onMessage(message));
    this.worker.on("error", (error) => {
      this.crash = error;
    });
    this.worker.on("exit", (code) => this.onExit(code));
  }

  get role(): WorkerRole {
    return this.options.role;
  }

  /** Runs a call; the thread must be idle. Never rejects. */
  run(id: number, call: ToolCall, hooks: CallHooks): Promise<CallOutcome> {
    if (this.state !== "idle") throw new Error(`engine thread is ${this.state}, not idle`);
    this.state = "busy";
    let resolve!: (outcome: CallOutcome) => void;
    const settled = new Promise<CallOutcome>((r) => (resolve = r));
    const running: Running = {
      id,
      hooks,
      settled,
      settle: (outcome) => {
        clearTimeout(running.graceTimer);
        hooks.signal.removeEventListener("abort", onAbort);
        if (this.running === running) this.running = undefined;
        resolve(outcome);
      },
    };
    const onAbort = () => this.stop(running);
    this.running = running;
    if (hooks.stopper) hooks.stopper.requestStop = () => this.requestStop(running);
    hooks.signal.addEventListener("abort", onAbort, { once: true });
    const message: ToWorker = {
      type: "call",
      id,
      tool: call.tool.name,
      args: call.args,
      maxChars: call.maxChars,
      wantsProgress: hooks.progress !== undefined,
      deadline: hooks.deadline,
    };
    this.worker.postMessage(message);
    if (hooks.signal.aborted) this.stop(running);
    return settled;
  }

  /**
   * Ends the worker; a call it was running ends as "stopped". Such a call is
   * asked to stop first and given the grace period (longer while it replaces
   * files), so that one writing files leaves neither half a change nor its
   * temporary files behind (95b D2).
   */
  async terminate(): Promise<void> {
    this.ending ??= "closed";
    const running = this.running;
    if (running) {
      // Settled by its answer, or (the grace period over) by the worker's exit; a server that is closing waits
      // for it only briefly, unless it is replacing files (the grace timer bounds even that).
      this.stop(running);
      await Promise.race([running.settled, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      if (this.running === running && Atomics.load(this.stopFlags, UNINTERRUPTIBLE_SLOT) === running.id) await running.settled;
    } else if (this.options.role === "workspace" && this.state === "idle") await this.flush();
    await this.worker.terminate();
  }

  /** Lets an idle workspace worker save its symbol index before it ends (bounded: FLUSH_WAIT_MS). */
  private async flush(): Promise<void> {
    const done = new Promise<void>((resolve) => (this.flushed = resolve));
    const message: ToWorker = { type: "flush", budgetMs: FLUSH_BUDGET_MS };
    this.worker.postMessage(message);
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS).unref())]);
    this.flushed = undefined;
  }

  /**
   * Sets the call's stop flag, then reads whether its work is replacing files: "finishing" then
   * (its outcome must be awaited; the worker marks that section before it reads the stop flag, so
   * one of the two always sees the other: worker-main.ts enterUninterruptible).
   */
  private requestStop(running: Running): "stopping" | "finishing" {
    Atomics.store(this.stopFlags, STOP_SLOT, running.id);
    return Atomics.load(this.stopFlags, UNINTERRUPTIBLE_SLOT) === running.id ? "finishing" : "stopping";
  }

  private stop(running: Running): void {
    const reason = stopReasonOf(running.hooks.signal);
    this.requestStop(running);
    this.noteStop(running);
    this.worker.postMessage({ type: "stop", id: running.id, reason } satisfies ToWorker);
    this.armGrace(running);
  }

  /**
   * Ends the worker if the call is still running after the grace period, unless it is replacing files
   * then (renames take milliseconds each: a few more periods at most, after which it is ended all the same).
   */
  private armGrace(running: Running, extensions = MAX_GRACE_EXTENSIONS): void {
    clearTimeout(running.graceTimer);
    running.graceTimer = setTimeout(() => {
      if (this.running !== running) return;
      if (extensions > 0 && Atomics.load(this.stopFlags, UNINTERRUPTIBLE_SLOT) === running.id) return this.armGrace(running, extensions - 1);
      this.options.log.warn("engine worker did not stop within the grace period; replacing it", {
        role: this.role,
        graceMs: this.options.graceMs,
        ...(this.role === "workspace" ? { lost: "workspace index (rebuilt by the next call that needs it)" } : {}),
      });
      this.ending = "stopped";
      void this.worker.terminate();
    }, this.options.graceMs);
    running.graceTimer.unref();
  }

  /**
   * Tells the call's hooks what its work was doing as it stopped: linking
   * the index, and how far (shared slots: the worker may be deep in a file).
   * Both when this side stops it and when the worker saw its deadline first.
   */
  private noteStop(running: Running): void {
    if (Atomics.load(this.stopFlags, LINKING_SLOT) !== running.id) return;
    const linked = Atomics.load(this.stopFlags, LINKED_SLOT);
    const files = Atomics.load(this.stopFlags, FILES_SLOT);
    running.hooks.noteStop?.({ linking: { linked, files, goesOn: this.options.settings.indexAtStart === true } });
  }

  private onMessage(message: FromWorker): void {
    switch (message.type) {
      case "ready":
        this.rest.ready(message.footprint);
        this.state = "idle";
        this.onChange(this);
        return;
      case "flushed":
        this.flushed?.();
        return;
      case "log": {
        const running = this.running;
        if (running?.id === message.id) running.hooks.log.log(message.level, message.msg, message.fields);
        return;
      }
      case "progress": {
        const running = this.running;
        if (running?.id === message.id && !running.hooks.signal.aborted) {
          running.hooks.progress?.(message.done, message.total, message.message);
        }
        return;
      }
      case "done": {
        const running = this.running;
        if (running?.id !== message.id) return;
        // The mark of a call that replaced files stays until its answer is here (worker-main.ts leaveUninterruptible).
        Atomics.compareExchange(this.stopFlags, UNINTERRUPTIBLE_SLOT, running.id, 0);
        if (message.outcome.kind === "stopped") this.noteStop(running);
        running.settle(message.outcome);
        if (this.damaged(message.outcome)) return this.recycle();
        if (this.rest.outgrown(message.footprint, message.workspaceLoaded, message.indexBuilds)) {
          // The workspace worker's index costs seconds to rebuild: what looked grown may be a big call's
          // garbage, so it measures what is live first (the answer is out; it takes no call meanwhile).
          if (this.role === "workspace") {
            this.measuringLive = true;
            this.worker.postMessage({ type: "settle" } satisfies ToWorker);
            return;
          }
          return this.recycle(message.footprint);
        }
        this.becomeIdle();
        return;
      }
      case "settled": {
        if (!this.measuringLive) return;
        this.measuringLive = false;
        this.options.log.debug("engine worker measured what is live after a call that looked grown", {
          role: this.role,
          liveMB: megabytes(footprintBytes(message.footprint)),
          restMB: megabytes(this.rest.bytes ?? 0),
        });
        if (this.rest.exceeded(message.footprint)) return this.recycle(message.footprint);
        this.becomeIdle();
        return;
      }
    }
  }

  /** Whether the call trapped in wasm, which may have left the worker's syntax library corrupt. */
  private damaged(outcome: WireOutcome): boolean {
    if (outcome.kind !== "error" || outcome.damaged !== true) return false;
    this.options.log.warn("engine worker recycled: its syntax library trapped", {
      role: this.role,
      ...(this.role === "workspace" ? { lost: "workspace index (rebuilt by the next call that needs it)" } : {}),
    });
    return true;
  }

  /** Whether the worker holds far more than at rest (RestLevel); logs why it is recycled. */
  /** Ends the worker after its call: its wasm library may be corrupt, or (with `footprint`) it kept far more memory than at rest. */
  private recycle(footprint?: Footprint): void {
    if (footprint) {
      this.options.log.info("engine worker recycled: it kept much more memory than at rest", {
        role: this.role,
        footprintMB: megabytes(footprintBytes(footprint)),
        restMB: megabytes(this.rest.bytes ?? 0),
        ...(this.role === "workspace" ? { lost: "workspace index (rebuilt by the next call that needs it)" } : {}),
      });
    }
    this.ending = "recycled";
    void this.worker.terminate();
  }

  private becomeIdle(): void {
    this.state = "idle";
    this.onChange(this);
  }

  private onExit(code: number): void {
    const wasStarting = this.state === "starting";
    this.state = "gone";
    const running = this.running;
    if (this.ending === undefined) {
      const why = describeCrash(this.crash, code);
      this.options.log.error("engine worker stopped unexpectedly", { role: this.role, exitCode: code, error: this.crash });
      if (wasStarting) this.startError = why;
      running?.settle({ kind: "internal", message: `the engine worker stopped unexpectedly (${why}); the server goes on with a fresh one` });
    } else if (running) {
      running.settle({ kind: "stopped", reason: stopReasonOf(running.hooks.signal) });
    }
    this.onChange(this);
  }
}

function describeCrash(error: Error | undefined, code: number): string {
  if ((error as { code?: string } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY") return "out of memory";
  return error ? error.message : `exit code ${code}`;
}

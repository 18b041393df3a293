// A lane: the engine threads of one role and the calls waiting for them.
// Calls are served in arrival order, each by the first idle thread; a lane
// keeps `min` threads alive, starts more (up to `max`) while calls wait, and
// lets the extra ones go after a while without work. A call that is
// cancelled or runs out of time while it waits leaves the queue at once.
import type { CallHooks, CallOutcome, ToolCall } from "./engine.js";
import { stopReasonOf } from "./engine.js";
import type { EngineThread } from "./engine-thread.js";

export interface LaneOptions {
  min: number;
  max: number;
  /** A new thread that reports its changes (ready, done, gone) to `onChange`. */
  spawn(onChange: (thread: EngineThread) => void): EngineThread;
  /** Threads beyond `min` that stay idle this long are ended. */
  idleRetireMs: number;
}

interface Waiting {
  id: number;
  call: ToolCall;
  hooks: CallHooks;
  resolve(outcome: CallOutcome): void;
}

export class Lane {
  private readonly threads = new Set<EngineThread>();
  private readonly queue: Waiting[] = [];
  private readonly retireTimers = new Map<EngineThread, NodeJS.Timeout>();
  private closed = false;
  private startFailed = false;

  constructor(private readonly options: LaneOptions) {}

  /** Starts the lane's resident threads (in the background). */
  start(): void {
    this.fill();
  }

  run(id: number, call: ToolCall, hooks: CallHooks): Promise<CallOutcome> {
    if (this.closed) return Promise.resolve({ kind: "stopped", reason: "cancelled" });
    return new Promise((resolve) => {
      const waiting: Waiting = { id, call, hooks, resolve };
      const leave = () => {
        const at = this.queue.indexOf(waiting);
        if (at === -1) return;
        this.queue.splice(at, 1);
        resolve({ kind: "stopped", reason: stopReasonOf(hooks.signal) });
      };
      if (hooks.signal.aborted) return leave();
      hooks.signal.addEventListener("abort", leave, { once: true });
      waiting.resolve = (outcome) => {
        hooks.signal.removeEventListener("abort", leave);
        resolve(outcome);
      };
      this.queue.push(waiting);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.resolve({ kind: "stopped", reason: "cancelled" });
    for (const timer of this.retireTimers.values()) clearTimeout(timer);
    this.retireTimers.clear();
    await Promise.all([...this.threads].map((thread) => thread.terminate()));
    this.threads.clear();
  }

  private readonly onChange = (thread: EngineThread): void => {
    if (thread.state === "idle") this.startFailed = false;
    if (thread.state === "gone") {
      this.threads.delete(thread);
      this.clearRetire(thread);
      if (thread.startError !== undefined) this.failWaiting(thread.startError);
    }
    this.pump();
  };

  /** Hands waiting calls to idle threads and starts threads as needed. */
  private pump(): void {
    if (this.closed) return;
    for (const thread of this.threads) {
      if (this.queue.length === 0) break;
      if (thread.state !== "idle") continue;
      this.clearRetire(thread);
      const next = this.queue.shift()!;
      void thread.run(next.id, next.call, next.hooks).then(next.resolve);
    }
    this.fill();
    if (this.queue.length === 0) for (const thread of this.threads) if (thread.state === "idle") this.scheduleRetire(thread);
  }

  /** Keeps `min` threads, and starts more while calls wait for none starting. */
  private fill(): void {
    // After a failed start only a new call tries again: no restart loop.
    if (this.closed || (this.startFailed && this.queue.length === 0)) return;
    const starting = [...this.threads].filter((t) => t.state === "starting").length;
    const wanted = Math.max(this.options.min, Math.min(this.options.max, this.threads.size + this.queue.length - starting));
    while (this.threads.size < wanted) this.threads.add(this.options.spawn(this.onChange));
  }

  /** A thread that could not even start: the calls waiting would wait forever. */
  private failWaiting(reason: string): void {
    this.startFailed = true;
    for (const waiting of this.queue.splice(0)) {
      waiting.resolve({ kind: "internal", message: `the engine worker could not start (${reason})` });
    }
  }

  private scheduleRetire(thread: EngineThread): void {
    if (this.threads.size <= this.options.min || this.retireTimers.has(thread)) return;
    const timer = setTimeout(() => {
      this.retireTimers.delete(thread);
      if (thread.state === "idle" && this.threads.size > this.options.min) {
        this.threads.delete(thread);
        void thread.terminate();
      }
    }, this.options.idleRetireMs);
    timer.unref();
    this.retireTimers.set(thread, timer);
  }

  private clearRetire(thread: EngineThread): void {
    clearTimeout(this.retireTimers.get(thread));
    this.retireTimers.delete(thread);
  }
}

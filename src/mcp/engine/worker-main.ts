// The inside of an engine worker (entry: src/engine-worker.ts). A workspace
// worker holds the ProjectService - workspaces, documents, symbol indexes -
// and serves the calls that need it; a source worker serves calls on a
// source text alone. Calls come one at a time; each runs under a token that
// reads the shared stop flag and the call's deadline, so a pass stops within
// milliseconds of a cancel even when it never yields to the event loop.
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { buildInBackground, flushSaves, incompleteIndexRoots, observeLinking, symbolIndexBuilds, symbolIndexesSettled } from "../../analysis/symbols/index.js";
import type { IndexBuildEvent, IndexBuilders } from "../../project/index.js";
import { ProjectService } from "../../project/service.js";
import type { CancellationToken } from "../../syntax/cancellation.js";
import { runtimeModule } from "../../syntax/language.js";
import { parseCount } from "../../syntax/parse-tree.js";
import { Logger, stderrOutput } from "../logger.js";
import { guardStdout } from "../stdout-guard.js";
import { TOOLS } from "../tools/index.js";
import { wallClock } from "./engine.js";
import { executeTool, type ToolHost } from "./execute.js";
import { heapGrowthCap } from "./heap-tuning.js";
import { footprintBytes } from "./memory.js";
import { liveFootprint, settledFootprint } from "./settled-footprint.js";
import { IdleCollection } from "./idle-collection.js";
import { FILES_SLOT, LINKED_SLOT, LINKING_SLOT, STOP_SLOT, UNINTERRUPTIBLE_SLOT, type Footprint, type FromWorker, type ProjectSettings, type ToWorker, type WireOutcome, type WorkerSetup } from "./messages.js";
import { injectedFault, injectedWriteIo, withInjectedTrap } from "./test-faults.js";

type CallMessage = Extract<ToWorker, { type: "call" }>;

export async function runEngineWorker(): Promise<void> {
  if (!parentPort) throw new Error("engine-worker.js runs as a worker thread of yaoxiang-mcp");
  guardStdout();
  const worker = new EngineWorker(parentPort, workerData as WorkerSetup);
  await worker.start();
}

/** The heap-growth cap of this worker's process (heap-tuning.ts), applied at the first large workspace. */
const capHeapGrowthFor = heapGrowthCap();

class EngineWorker {
  private readonly project: ProjectService;
  private readonly host: ToolHost;
  private readonly tools = new Map(TOOLS.map((tool) => [tool.name, tool]));
  private readonly stopFlags: Int32Array;
  /** Signals of the calls running, for handlers that wait on something. */
  private readonly running = new Map<number, AbortController>();
  private workspaceLoaded = false;
  private readonly allowWrites: boolean;
  private readonly log: Logger;
  /** Calls received so far (a background index build stops at the first). */
  private calls = 0;
  /** The footprint when the worker was ready (settledFootprint compares against it). */
  private readyBytes: number | undefined;
  /** A background build is linking what focused calls left (see linkTheRest). */
  private linkingTheRest = false;
  /** The garbage of an index build or a cache save, collected between calls (idle-collection.ts). */
  private readonly idleCollection = new IdleCollection(
    () => this.running.size === 0 && !this.linkingTheRest,
    (record) => this.log.debug("heap collected between calls", record),
  );
  /** The id of the call running (0: none), which the index's link progress is shared under. */
  private callRunning = 0;

  constructor(
    private readonly port: MessagePort,
    private readonly setup: WorkerSetup,
  ) {
    // Records of no particular call go straight to stderr (Node forwards a worker's stderr to the process's).
    const log = new Logger(stderrOutput(setup.logLevel));
    this.log = log;
    const writeIo = injectedWriteIo();
    this.project = new ProjectService(
      { root: setup.root, source: setup.rootSource },
      {
        watch: setup.settings.watch,
        onRefresh: (dir, stats) => {
          log.debug("workspace refreshed", { root: dir, ...stats });
          if (capHeapGrowthFor(stats.files)) log.debug("large workspace: heaps grow by at most 2x between full collections", { root: dir, files: stats.files });
        },
        onWatch: (dir, event) => {
          if (event.kind === "fallback") log.warn("not watching files; re-scanning at every call", { root: dir, reason: event.reason });
          else if (event.kind === "rescan") log.info("file event burst; re-scanned the workspace", { root: dir, events: event.events });
          else log.debug("watching files", { root: dir, directories: event.directories });
        },
        ...(setup.settings.cacheDir === null ? {} : { cacheDir: setup.settings.cacheDir }),
        ...(writeIo ? { writeIo } : {}),
        ...indexBuilders(setup.settings, (event) => {
          const { kind, ...fields } = event;
          if (kind === "failed") log.warn("parallel symbol index build failed; building it in the workspace thread", fields);
          else log.debug("symbol index built in parallel", fields);
        }),
        onIndexCache: (dir, event) => {
          const { kind, ...fields } = event;
          if (kind === "ignored" || kind === "save-failed" || kind === "refused") log.warn(`symbol index cache ${kind}`, { root: dir, ...fields });
          // The parses so far: a restored index answers without parsing the unchanged files.
          else log.debug(`symbol index cache ${kind}`, { root: dir, ...fields, ...(kind === "restored" ? { parses: parseCount() } : {}) });
          if (kind === "saved") this.idleCollection.soon();
        },
      },
    );
    this.allowWrites = setup.settings.allowWrites;
    this.host = this.hostFor(setup);
    this.stopFlags = new Int32Array(setup.stopFlags);
    // How far an index sync got, for the main thread's MCP-TIMEOUT message (engine-thread.ts stop).
    observeLinking({
      linked: (linked, files) => {
        Atomics.store(this.stopFlags, LINKED_SLOT, linked);
        Atomics.store(this.stopFlags, FILES_SLOT, files);
        Atomics.store(this.stopFlags, LINKING_SLOT, this.callRunning);
      },
      finished: () => Atomics.store(this.stopFlags, LINKING_SLOT, 0),
    });
  }

  async start(): Promise<void> {
    this.port.on("message", (message: ToWorker) => {
      if (message.type === "stop") {
        this.running.get(message.id)?.abort(message.reason);
        return;
      }
      if (message.type === "settle") {
        this.post({ type: "settled", footprint: liveFootprint(footprint()) });
        return;
      }
      if (message.type === "flush") {
        void this.flush(message.budgetMs)
          .catch((error: unknown) => this.log.warn("saving the symbol index at exit failed", { reason: error instanceof Error ? error.message : String(error) }))
          .finally(() => this.post({ type: "flushed" }));
        return;
      }
      injectedFault(message.tool);
      this.calls++;
      void this.call(message);
    });
    await this.project.warmUp();
    const ready = footprint();
    this.readyBytes = footprintBytes(ready);
    this.post({ type: "ready", footprint: ready });
    if (this.setup.role === "workspace" && this.setup.settings.indexAtStart === true && this.setup.rootSource !== "FallbackCwd") void this.indexAtStart();
  }

  /**
   * Builds the project's symbol index before any call asks for it, so that an
   * agent's first question about symbols is answered at once (agents start a
   * server, then think before they call). It yields to calls between slices
   * and stops at the first call, which finishes the build if it needs it.
   */
  private async indexAtStart(): Promise<void> {
    const started = performance.now();
    try {
      const view = await this.project.view();
      if (this.calls > 0) return;
      this.workspaceLoaded = true;
      const outcome = await buildInBackground(view, () => this.calls === 0);
      if (outcome === "built") this.idleCollection.soon();
      this.log.debug(outcome === "built" ? "symbol index built at start" : "symbol index at start left to the first call", {
        root: view.root,
        files: view.files.length,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      // The first call that needs the index builds it and reports what went wrong.
      this.log.warn("symbol index at start failed; the first call that needs it builds it", { reason: error instanceof Error ? error.message : String(error) });
    }
  }

  /**
   * The server is closing: the index a focused query left partial is
   * finished (when the server builds its index in the background at all) and
   * every index not saved yet is saved, within `budgetMs`, so that the next
   * server on this project starts warm (97a D4).
   */
  private async flush(budgetMs: number): Promise<void> {
    const deadline = performance.now() + budgetMs;
    if (this.setup.role === "workspace" && this.setup.settings.indexAtStart === true) {
      for (const root of incompleteIndexRoots()) {
        const view = await this.project.view(root);
        if ((await buildInBackground(view, () => performance.now() < deadline)) === "stopped") break;
      }
    }
    await flushSaves(Math.max(0, deadline - performance.now()));
  }

  /**
   * A lookup or reference query links only the files that mention its names
   * (analysis/symbols/focus.ts): the rest of the index is built here between
   * calls, a slice at a time, as at start (and only when the server builds
   * its index at start: `--no-index-at-start` leaves it to the next call
   * that needs the whole index).
   */
  private linkTheRest(): void {
    if (this.linkingTheRest || this.setup.role !== "workspace" || this.setup.settings.indexAtStart !== true) return;
    const roots = incompleteIndexRoots();
    if (roots.length === 0) return;
    this.linkingTheRest = true;
    void (async () => {
      const started = performance.now();
      let stopped = false;
      try {
        for (const root of roots) {
          const view = await this.project.view(root);
          const outcome = await buildInBackground(view, () => this.running.size === 0);
          if (outcome === "stopped") {
            stopped = true;
            break;
          }
          this.log.debug("symbol index completed between calls", { root: view.root, files: view.files.length, ms: Math.round(performance.now() - started) });
          this.idleCollection.soon();
        }
      } catch (error) {
        this.log.warn("completing the symbol index between calls failed; the next call that needs it builds it", { reason: error instanceof Error ? error.message : String(error) });
      } finally {
        this.linkingTheRest = false;
      }
      // Stopped for a call that has ended meanwhile (its own end found this build still running): go on.
      if (stopped && this.running.size === 0) this.linkTheRest();
    })();
  }

  private hostFor(setup: WorkerSetup): ToolHost {
    const config = () => this.project.config();
    if (setup.role === "source") {
      const misdeclared = () => new Error("this tool declares usesWorkspace: false but asked for the workspace");
      return {
        view: () => Promise.reject(misdeclared()),
        config,
        writeFiles: () => {
          throw misdeclared();
        },
      };
    }
    return {
      view: (rootArg) => {
        this.workspaceLoaded = true;
        return this.project.view(rootArg);
      },
      config,
      writeFiles: (edits, rootArg) => this.project.writeFiles(edits, rootArg),
    };
  }

  private async call(message: CallMessage): Promise<void> {
    const { id } = message;
    const controller = new AbortController();
    this.running.set(id, controller);
    this.callRunning = id;
    const outcome = await this.execute(message, controller.signal);
    this.callRunning = 0;
    this.running.delete(id);
    this.linkTheRest();
    // Loaded: a workspace was read, and its symbol index has entered what its restore put off (it
    // grows by that in the background after the first answer; the memory guard must not take the
    // growth for a leak and end the worker).
    // A source worker's garbage is not memory it keeps (settled-footprint.ts); the workspace worker's baseline is its index.
    const after = this.setup.role === "source" && this.readyBytes !== undefined ? settledFootprint(footprint(), this.readyBytes) : footprint();
    this.post({ type: "done", id, outcome, footprint: after, workspaceLoaded: this.workspaceLoaded && symbolIndexesSettled(), indexBuilds: symbolIndexBuilds() });
  }

  private async execute(message: CallMessage, signal: AbortSignal): Promise<WireOutcome> {
    const { id } = message;
    const known = this.tools.get(message.tool);
    if (!known) return { kind: "internal", message: `the engine has no tool '${message.tool}'` };
    const tool = withInjectedTrap(known);
    const flags = this.stopFlags;
    // Files replaced (an uninterruptible section done): the call goes on to the answer that says so, and the mark
    // stays until the main thread has that answer (engine-thread.ts clears it), so it waits for it rather than
    // answering "stopped".
    let committed = false;
    const stopReason = () => (committed ? undefined : Atomics.load(flags, STOP_SLOT) === id ? "cancelled" : wallClock() > message.deadline ? "timeout" : undefined);
    const token: CancellationToken = {
      stopReason,
      // Marked before the stop flag is read, as the main thread sets the stop flag before it reads the mark
      // (engine-thread.ts requestStop): either this sees the stop, or the main thread sees the mark and waits.
      enterUninterruptible: () => {
        Atomics.store(flags, UNINTERRUPTIBLE_SLOT, id);
        if (stopReason() === undefined) return true;
        Atomics.store(flags, UNINTERRUPTIBLE_SLOT, 0);
        return false;
      },
      leaveUninterruptible: (done) => {
        if (done) committed = true;
        else Atomics.store(flags, UNINTERRUPTIBLE_SLOT, 0);
      },
    };
    // The call's records go to its session's logger on the main thread (stderr, and the client per its level).
    const log = new Logger({ level: "error", write: () => {} }, (record) => this.post({ type: "log", id, ...record }));
    const progress = (done: number, total: number, text?: string) => this.post({ type: "progress", id, done, total, ...(text ? { message: text } : {}) });
    const result = await executeTool(tool, message.args, message.maxChars, {
      host: this.host,
      token,
      signal,
      log,
      allowWrites: this.allowWrites,
      ...(message.wantsProgress ? { progress } : {}),
    });
    // The parsed payload stays here: its JSON text is all the main thread needs.
    return result.kind === "ok" ? { kind: "ok", json: result.json } : result;
  }

  private post(message: FromWorker): void {
    try {
      this.port.postMessage(message);
    } catch {
      // A log field that cannot be cloned: send it as JSON text instead.
      this.port.postMessage(JSON.parse(JSON.stringify(message)) as FromWorker);
    }
  }
}

/** What this worker holds now (see memory.ts). */
function footprint(): Footprint {
  const heap = getHeapStatistics();
  const memory = runtimeModule()?.HEAP8 as Int8Array | undefined;
  return { wasmBytes: memory?.buffer.byteLength ?? 0, heapBytes: heap.total_heap_size };
}

/** The builder threads of a first symbol index, unless there are none (no entry, or --index-threads 1). */
function indexBuilders(settings: ProjectSettings, onEvent: (event: IndexBuildEvent) => void): { indexBuilders: IndexBuilders } | Record<string, never> {
  if (settings.indexBuilderUrl === null || settings.indexThreads === 1) return {};
  const workerUrl = new URL(settings.indexBuilderUrl);
  return { indexBuilders: settings.indexThreads === undefined ? { workerUrl, onEvent } : { workerUrl, threads: settings.indexThreads, onEvent } };
}

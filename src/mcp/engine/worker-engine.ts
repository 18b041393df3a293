// The CLI's engine: tool calls run in worker threads, so the main thread -
// transports, protocol, validation, deadlines - is never busy for long and
// answers ping and tools/list within milliseconds whatever a tool does.
//
// Two lanes (see README "No request starves another"):
//   workspace - ONE worker holding the project (workspaces, documents, symbol
//     indexes): every call that needs the workspace, served one at a time.
//     One, not two: a second copy of a 1,000,000-line workspace would double
//     the memory (the whole process must stay under 2 GB) and re-index
//     everything twice.
//   source - a pool of up to `sourceWorkers` (default 2) workers for calls on
//     a source text alone (parse_source, format_source, rename_symbol,
//     explain_diagnostic): they never wait for a workspace call, nor for each
//     other while a worker is free; one stays resident, the others end after
//     a minute without work.
import type { ResourceLimits } from "node:worker_threads";
import type { ProjectRoot } from "../../project/root.js";
import type { Logger, LogLevel } from "../logger.js";
import type { CallHooks, CallOutcome, Engine, ToolCall } from "./engine.js";
import { EngineThread } from "./engine-thread.js";
import { Lane } from "./lane.js";
import type { ProjectSettings, WorkerRole } from "./messages.js";

export interface WorkerEngineOptions {
  /** The worker entry: dist/engine-worker.js (see src/engine-worker.ts). */
  workerUrl: URL;
  root: ProjectRoot;
  logLevel: LogLevel;
  log: Logger;
  settings: ProjectSettings;
  /** Most source-only calls run at once (default 2). */
  sourceWorkers?: number;
  /** How long a call that must stop may take to notice before its worker is replaced (default 2 s). */
  graceMs?: number;
}

export const DEFAULT_SOURCE_WORKERS = 2;
// Long enough for a cooperative stop on a busy machine (the passes check the flag
// every top-level statement, but 2 cores shared by other work stretch that).
export const DEFAULT_GRACE_MS = 5_000;
const IDLE_RETIRE_MS = 60_000;
/** After start-up, when the resident source worker starts if no call started it before (see start()). */
const SOURCE_START_DELAY_MS = 2_000;

/**
 * A source worker's young generation: 96 MB is semi-spaces of 32 MB, twice V8's
 * default. Formatting, checking and indexing allocate short-lived objects by
 * the megabyte while a large tree stays live; with the default, scavenges
 * took 15 % of a format_source call on 5,000 lines (most of it copying the
 * live tree), with this about 7 % (bench:format). The space is committed
 * only as it is used.
 */
const YOUNG_GENERATION_MB = 96;

/**
 * A source worker's JavaScript heap is capped: a hostile source that would
 * need more ends that worker (its call fails, the server goes on) instead of
 * the process. Its input is at most 2,000,000 characters; ordinary calls
 * need a small fraction of this. The workspace worker is not capped: its
 * heap grows with the workspace.
 */
const SOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 2048, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };

/**
 * The workspace worker's young generation is half that (semi-spaces of 16
 * MB): it holds the index, whose live heap is most of the server's memory,
 * and the larger one kept up to twice as much garbage beside it. On the
 * 1,015-file bench the server's peak fell from 446-513 MB to 414-427 MB, its
 * cold first answer, lookups and re-index no slower than the noise.
 */
const WORKSPACE_YOUNG_GENERATION_MB = 48;
const WORKSPACE_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: WORKSPACE_YOUNG_GENERATION_MB };

export class WorkerEngine implements Engine {
  readonly root: string;
  private readonly lanes: Record<WorkerRole, Lane>;
  private nextId = 0;
  private sourceStart: NodeJS.Timeout | undefined;

  constructor(options: WorkerEngineOptions) {
    this.root = options.root.root;
    const spawn = (role: WorkerRole, resourceLimits?: ResourceLimits) => (onChange: (thread: EngineThread) => void) =>
      new EngineThread(
        {
          role,
          workerUrl: options.workerUrl,
          root: options.root,
          logLevel: options.logLevel,
          settings: options.settings,
          log: options.log,
          graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
          ...(resourceLimits ? { resourceLimits } : {}),
        },
        onChange,
      );
    this.lanes = {
      workspace: new Lane({ min: 1, max: 1, spawn: spawn("workspace", WORKSPACE_LIMITS), idleRetireMs: IDLE_RETIRE_MS }),
      source: new Lane({ min: 1, max: Math.max(1, options.sourceWorkers ?? DEFAULT_SOURCE_WORKERS), spawn: spawn("source", SOURCE_LIMITS), idleRetireMs: IDLE_RETIRE_MS }),
    };
  }

  /**
   * Starts the resident workers in the background; calls made before they
   * are ready wait for them. The source worker starts SOURCE_START_DELAY_MS
   * later, or at the first call that needs it: on two cores, a third thread
   * compiling its modules during the handshake slowed start-up (spawn →
   * tools/list, bench:server) to 0.93-1.00× the bare SDK server, against
   * 0.89-0.94× without it.
   */
  start(): void {
    this.lanes.workspace.start();
    this.sourceStart = setTimeout(() => this.lanes.source.start(), SOURCE_START_DELAY_MS);
    this.sourceStart.unref();
  }

  run(call: ToolCall, hooks: CallHooks): Promise<CallOutcome> {
    // Ids identify a call to its worker's stop flag (an Int32 slot).
    this.nextId = (this.nextId % 0x7fffffff) + 1;
    const lane = call.tool.usesWorkspace(call.args) ? this.lanes.workspace : this.lanes.source;
    return lane.run(this.nextId, call, hooks);
  }

  async close(): Promise<void> {
    clearTimeout(this.sourceStart);
    await Promise.all([this.lanes.workspace.close(), this.lanes.source.close()]);
  }
}

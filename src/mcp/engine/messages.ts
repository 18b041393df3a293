// What the main thread and an engine worker say to each other. Everything
// here is plain data (structured clone); a result travels as the serialized
// payload, one string, which is the cheapest thing to copy between threads.
import type { RootSource } from "../../project/root.js";
import type { StopReason } from "../../syntax/cancellation.js";
import type { LogLevel } from "../logger.js";
import type { CallOutcome } from "./engine.js";

/**
 * workspace: holds the project (workspaces, indexes) and serves the calls
 *   that need it, one at a time;
 * source: serves calls on a source text alone; holds no workspace.
 */
export type WorkerRole = "workspace" | "source";

/** `workerData` of an engine worker. */
export interface WorkerSetup {
  role: WorkerRole;
  root: string;
  rootSource: RootSource;
  /** Level of the worker's own records on stderr (a call's records go to its session's logger). */
  logLevel: LogLevel;
  /** How the project is served: watched or rescanned (--no-watch), writable (--allow-writes). */
  settings: ProjectSettings;
  /**
   * Int32Array view of FLAG_SLOTS slots: STOP_SLOT holds the id of the call
   * to stop; LINKING_SLOT the id of the call whose index sync is linking
   * files (0: none), LINKED_SLOT and FILES_SLOT how far it got,
   * UNINTERRUPTIBLE_SLOT the id of the call replacing files. Shared
   * memory, so a pass that never yields to the event loop still sees the
   * stop, and the main thread reads how far a call got the moment it runs
   * out of time.
   */
  stopFlags: SharedArrayBuffer;
}

export interface ProjectSettings {
  watch: boolean;
  allowWrites: boolean;
  /** Where symbol indexes are saved between runs; null: --no-cache. */
  cacheDir: string | null;
  /** The first symbol index of a large workspace is built by threads started from this entry (dist/index-builder.js); null: none. */
  indexBuilderUrl: string | null;
  /** Most such threads (undefined: half the machine's cores, at most 4; 1: none). */
  indexThreads: number | undefined;
  /**
   * The workspace worker builds the project's symbol index in the background
   * once it is ready (buildInBackground), unless the root is only the working
   * directory; a call that comes in takes over what is left.
   */
  indexAtStart?: boolean;
}

export const STOP_SLOT = 0;
export const LINKING_SLOT = 1;
export const LINKED_SLOT = 2;
export const FILES_SLOT = 3;
/** The id of the call whose work may not be stopped now (it is replacing files: write-set.ts), else 0. */
export const UNINTERRUPTIBLE_SLOT = 4;
export const FLAG_SLOTS = 5;

/** Memory a worker holds: its wasm heap (which never shrinks) and its JavaScript heap. */
export interface Footprint {
  wasmBytes: number;
  heapBytes: number;
}

export type ToWorker =
  | {
      type: "call";
      id: number;
      tool: string;
      args: Record<string, unknown>;
      maxChars: number;
      wantsProgress: boolean;
      /** Wall-clock ms (see engine.ts wallClock). */
      deadline: number;
    }
  | { type: "stop"; id: number; reason: StopReason }
  /** The server is closing: save the symbol indexes not saved yet, within `budgetMs` of encoding, then say "flushed". */
  | { type: "flush"; budgetMs: number }
  /** The footprint after a call looked grown: measure what is live after a full collection, then say "settled". */
  | { type: "settle" };

/** A CallOutcome as it travels: the payload only as its JSON text. */
export type WireOutcome = Exclude<CallOutcome, { kind: "ok" }> | { kind: "ok"; json: string };

export type FromWorker =
  | { type: "ready"; footprint: Footprint }
  | { type: "flushed" }
  | { type: "settled"; footprint: Footprint }
  | { type: "log"; id: number; level: LogLevel; msg: string; fields: Record<string, unknown> }
  | { type: "progress"; id: number; done: number; total: number; message?: string }
  | {
      type: "done";
      id: number;
      outcome: WireOutcome;
      footprint: Footprint;
      workspaceLoaded: boolean;
      /** Symbol indexes the worker has finished building so far (symbolIndexBuilds): a new one is a new level at rest. */
      indexBuilds: number;
    };

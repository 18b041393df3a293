// An Engine runs a validated tool call against the project and returns its
// outcome. The MCP layer (register.ts) owns the protocol side of a call -
// argument validation, the deadline, the client's cancel, turning the outcome
// into a CallToolResult - and hands the work itself to an engine:
//   - in-process.ts runs it on the calling thread (tests, embedders);
//   - worker-engine.ts runs it in worker threads (the CLI), so that the
//     thread serving the transports answers ping and tools/list at once
//     whatever a tool is doing, and a call can be stopped for good.
import type { ToolErrorCode } from "../errors.js";
import type { Logger } from "../logger.js";
import type { StopReason } from "../../syntax/cancellation.js";
import type { Tool } from "../tool.js";

/** One call, its arguments already validated against the tool's input schema. */
export interface ToolCall {
  readonly tool: Tool;
  readonly args: Record<string, unknown>;
  /** Output budget in characters (max_chars or the default). */
  readonly maxChars: number;
}

export interface CallHooks {
  /** Aborted when the work is no longer wanted (client cancel, client gone, deadline). */
  readonly signal: AbortSignal;
  /** When the call runs out of time: a wall-clock time in ms (`performance.timeOrigin + performance.now()`). */
  readonly deadline: number;
  /** The session's logger (stderr and the client's logging/setLevel). */
  readonly log: Logger;
  /** Progress notifications, when the client asked for them. */
  readonly progress?: (done: number, total: number, message?: string) => void;
  /** Told, when the call is stopped, what its work was doing then (for the MCP-TIMEOUT message). */
  readonly noteStop?: (note: StopNote) => void;
  /**
   * Filled in by an engine whose work runs apart from the caller (a worker): asks the work to stop
   * and says whether it cannot yet, being in an uninterruptible section (replacing files): then the
   * caller waits for its outcome instead of answering "stopped" at once.
   */
  readonly stopper?: { requestStop?: () => "stopping" | "finishing" };
}

/** What a call's work was doing when it was stopped, where the engine can tell. */
export interface StopNote {
  /** It was linking the workspace's symbol index: `linked` of `files` were linked; `goesOn`: the server links the rest between calls. */
  readonly linking?: { readonly linked: number; readonly files: number; readonly goesOn: boolean };
}

/**
 * What came of a call, as plain data (it crosses threads):
 *   ok       - the validated payload, serialized (the text item and, parsed, structuredContent)
 *   error    - a call problem, an MCP-* tool error; `damaged` when the
 *              syntax library trapped (a WebAssembly.RuntimeError): its
 *              memory may be corrupt, so the thread that ran it is retired
 *   internal - a bug or a crash: JSON-RPC error -32603 for this request only
 *   stopped  - the work stopped because it was cancelled or ran out of time
 */
export type CallOutcome =
  | { readonly kind: "ok"; readonly json: string; readonly value?: Record<string, unknown> }
  | { readonly kind: "error"; readonly code: ToolErrorCode; readonly message: string; readonly damaged?: true }
  | { readonly kind: "internal"; readonly message: string }
  | { readonly kind: "stopped"; readonly reason: StopReason };

export interface Engine {
  /** The project root (absolute) the calls run against. */
  readonly root: string;
  /** Runs `call`; never rejects (every failure is an outcome). */
  run(call: ToolCall, hooks: CallHooks): Promise<CallOutcome>;
  /** Stops every thread and frees the project; pending calls end as "stopped". */
  close(): Promise<void>;
}

/** Now, on the clock `CallHooks.deadline` uses (comparable across threads). */
export function wallClock(): number {
  return TIME_ORIGIN + performance.now();
}

/** Read once: the getter is not free, and a call checks the clock in every loop of its passes. */
const TIME_ORIGIN = performance.timeOrigin;

/** Why a call's signal was aborted (dispatch.ts aborts it with a StopReason). */
export function stopReasonOf(signal: AbortSignal): StopReason {
  return signal.reason === "timeout" ? "timeout" : "cancelled";
}

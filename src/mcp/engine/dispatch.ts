// The protocol side of running a call: every call gets a deadline (the
// server's --call-timeout), the client's cancel and the deadline abort the
// same signal, which the engine turns into a stop of the work; the answer
// does not wait for the work to wind down, unless it is replacing files
// (then its outcome, the files written, is the answer). The outcome becomes the
// CallToolResult of the result contract.
import { ErrorCode, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { StopReason } from "../../syntax/cancellation.js";
import { errorResult, serializedResult, successResult, type StructuredPayload } from "../envelope.js";
import type { Logger } from "../logger.js";
import { stopReasonOf, wallClock, type CallHooks, type CallOutcome, type Engine, type StopNote, type ToolCall } from "./engine.js";

/** Default time a call may take (--call-timeout). */
export const DEFAULT_CALL_TIMEOUT_MS = 30_000;

export interface DispatchOptions {
  /** Aborted by the client (notifications/cancelled, or it went away). */
  signal: AbortSignal;
  timeoutMs: number;
  log: Logger;
  progress?: (done: number, total: number, message?: string) => void;
  /** What the client may see of an error message (register.ts: redact.ts); as is when absent. */
  clean?: (message: string) => string;
}

export async function dispatchCall(engine: Engine, call: ToolCall, options: DispatchOptions): Promise<CallToolResult> {
  let note: StopNote = {};
  const outcome = await runWithDeadline(engine, call, options, (told) => (note = told));
  return resultOf(call, outcome, { timeoutMs: options.timeoutMs, note }, options.clean ?? ((message) => message));
}

async function runWithDeadline(engine: Engine, call: ToolCall, options: DispatchOptions, noteStop: (note: StopNote) => void): Promise<CallOutcome> {
  const controller = new AbortController();
  const stop = (reason: StopReason) => () => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const onCancel = stop("cancelled");
  options.signal.addEventListener("abort", onCancel, { once: true });
  if (options.signal.aborted) onCancel();
  const timer = setTimeout(stop("timeout"), options.timeoutMs);
  const stopper: NonNullable<CallHooks["stopper"]> = {};
  const stopped = new Promise<CallOutcome>((resolve) => {
    // Work replacing files is not stopped half way: its outcome, files written or not, is the answer (95b D1).
    const settle = () => {
      if (stopper.requestStop?.() !== "finishing") resolve({ kind: "stopped", reason: stopReasonOf(controller.signal) });
    };
    if (controller.signal.aborted) settle();
    else controller.signal.addEventListener("abort", settle, { once: true });
  });
  try {
    const work = engine.run(call, {
      signal: controller.signal,
      deadline: wallClock() + options.timeoutMs,
      log: options.log,
      noteStop,
      stopper,
      ...(options.progress ? { progress: options.progress } : {}),
    });
    return await Promise.race([work, stopped]);
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener("abort", onCancel);
  }
}

function resultOf(call: ToolCall, outcome: CallOutcome, stop: { timeoutMs: number; note: StopNote }, clean: (message: string) => string): CallToolResult {
  switch (outcome.kind) {
    case "ok":
      return outcome.value ? successResult(outcome.value as StructuredPayload, outcome.json) : serializedResult(outcome.json);
    case "error":
      return errorResult(outcome.code, clean(outcome.message));
    case "internal":
      throw new McpError(ErrorCode.InternalError, `Internal error in ${call.tool.name}: ${clean(outcome.message)}`);
    case "stopped":
      if (outcome.reason === "timeout") return errorResult("MCP-TIMEOUT", timeoutMessage(stop.timeoutMs, stop.note));
      // The client cancelled: the SDK sends no answer for this request.
      throw new McpError(ErrorCode.RequestTimeout, "Request was cancelled");
  }
}

function timeoutMessage(timeoutMs: number, note: StopNote = {}): string {
  const seconds = Number((timeoutMs / 1000).toFixed(3));
  const stopped = `the call did not finish within ${seconds} s, the server's limit per call (--call-timeout), and its work was stopped.`;
  const { linking } = note;
  // Not the query's size: the index was being built, and what was linked stays linked.
  if (linking) {
    const count = (n: number) => n.toLocaleString("en-US");
    return (
      `${stopped} It was building the workspace's symbol index (${count(linking.linked)} of ${count(linking.files)} files linked). ` +
      "What it linked is kept" +
      (linking.goesOn ? ", and the server links the rest between calls: call again in a while." : ": the next call that needs the index goes on from there, so call again.")
    );
  }
  return `${stopped} Ask for less: a smaller source, fewer files, a narrower query.`;
}

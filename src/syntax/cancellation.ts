// Cooperative cancellation of long passes. The server runs every tool call
// under a token (its deadline, the client's cancel); the long loops below
// the MCP layer (workspace indexing per file, the checker per top-level
// statement, the formatter, rename, references) call `throwIfCancelled()`
// once per iteration, and tree-sitter asks `stopCallback()` while it parses
// or runs a query, so a call nobody waits for stops within milliseconds.
// The token is ambient (AsyncLocalStorage): passes take no extra parameter,
// and calls interleaved on one thread each see their own. Outside a token
// every check is a no-op, so library users and benchmarks pay nothing.
// It lives this low so that analysis/, check/ and format/ can use it
// without knowing anything about MCP.
import { AsyncLocalStorage } from "node:async_hooks";

/** Why work stops: the caller went away or cancelled, or the deadline passed. */
export type StopReason = "cancelled" | "timeout";

export interface CancellationToken {
  /** Undefined while the work may go on. Called often: must be cheap. */
  stopReason(): StopReason | undefined;
  /**
   * Marks the start of work that must not be stopped half way (see
   * `uninterruptibly`); false when the call must stop instead. A token whose
   * holder answers a stop without waiting (the engine's main thread) learns
   * from it that this call's outcome must be awaited from now on.
   */
  enterUninterruptible?(): boolean;
  /**
   * Marks its end. `done`: it ran to its end, so what it did stands and the
   * call is not stopped any more (its answer must say what it did); else it
   * failed (and undid itself), and the call may be stopped again.
   */
  leaveUninterruptible?(done: boolean): void;
}

/** Thrown by a check when the current call should stop; never a result. */
export class OperationCancelledError extends Error {
  constructor(readonly reason: StopReason) {
    super(reason === "timeout" ? "the call ran out of time" : "the call was cancelled");
    this.name = "OperationCancelledError";
  }
}

const ambient = new AsyncLocalStorage<CancellationToken>();

/** Runs `work` (and everything it awaits) under `token`. */
export function runCancellable<T>(token: CancellationToken, work: () => T): T {
  return ambient.run(token, work);
}

/** Throws OperationCancelledError when the current call should stop. */
export function throwIfCancelled(): void {
  const reason = ambient.getStore()?.stopReason();
  if (reason !== undefined) throw new OperationCancelledError(reason);
}

/**
 * Runs `work`, which must not be stopped half way (the renames of a write
 * set: some files replaced, others not). Throws OperationCancelledError,
 * without running it, when the current call must stop; once it runs, a stop
 * waits for it (the token's holder is told), and once it has run the call
 * goes on to its answer, which says what it did.
 */
export function uninterruptibly<T>(work: () => T): T {
  const token = ambient.getStore();
  if (!token) return work();
  const entered = token.enterUninterruptible ? token.enterUninterruptible() : token.stopReason() === undefined;
  if (!entered) throw new OperationCancelledError(token.stopReason() ?? "cancelled");
  let done = false;
  try {
    const result = work();
    done = true;
    return result;
  } finally {
    token.leaveUninterruptible?.(done);
  }
}

/**
 * A `progressCallback` for tree-sitter's parse and query options that halts
 * them when the current call should stop; undefined outside a token (then
 * tree-sitter runs without a callback, at full speed). A halted query
 * returns partial matches: call `throwIfCancelled()` after it.
 */
export function stopCallback(): (() => boolean) | undefined {
  const token = ambient.getStore();
  return token ? () => token.stopReason() !== undefined : undefined;
}

// Fault injection for the engine's own tests, read from the environment of
// the server process: YAOXIANG_MCP_TEST_FAULT=crash:<tool> makes the worker
// serving a call of <tool> die of an uncaught exception, hang:<tool> makes it
// spin without ever checking for cancellation (what a pass with no
// cancellation point in its loop would do), so that crash recovery and the
// grace-period termination can be tested through the real server. Unset in
// normal use: then this is a no-op.
const FAULT = process.env.YAOXIANG_MCP_TEST_FAULT ?? "";

export function injectedFault(tool: string): void {
  if (FAULT === `crash:${tool}`) {
    throw new Error(`injected crash (YAOXIANG_MCP_TEST_FAULT=${FAULT})`);
  } else if (FAULT === `hang:${tool}`) {
    for (;;) {
      // spins until the thread is terminated
    }
  }
}

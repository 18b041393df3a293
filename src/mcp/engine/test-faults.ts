// Fault injection for the engine's own tests, read from the environment of
// the server process: YAOXIANG_MCP_TEST_FAULT=crash:<tool> makes the worker
// serving a call of <tool> die of an uncaught exception, hang:<tool> makes it
// spin without ever checking for cancellation (what a pass with no
// cancellation point in its loop would do), so that crash recovery and the
// grace-period termination can be tested through the real server, and
// trap:<tool> makes the call throw a WebAssembly.RuntimeError, as a trap in
// the syntax library would, so that the retirement of a worker whose wasm
// may be corrupt can be (a real input that traps is a bug to fix);
// slow-write:<ms> makes every temporary file and every rename of a write set
// take that long more, so that a stop in the middle of an apply can be;
// garbage:<tool> makes the worker allocate 400 MB it drops before the call
// runs (what a whole-workspace typecheck leaves behind), so that the memory
// guard's measure of what is live can be. Unset in normal use: then these
// are no-ops.
import { nodeWriteIo, type WriteIo } from "../../project/index.js";

const FAULT = process.env.YAOXIANG_MCP_TEST_FAULT ?? "";

export function injectedFault(tool: string): void {
  if (FAULT === `crash:${tool}`) {
    throw new Error(`injected crash (YAOXIANG_MCP_TEST_FAULT=${FAULT})`);
  } else if (FAULT === `garbage:${tool}`) {
    // Held until every array is made, so that they outlive the young generation and grow the old one.
    const held: number[][] = [];
    for (let i = 0; i < 400; i++) held.push(new Array<number>(131_072).fill(i + 0.5));
    if (held.length !== 400) throw new Error("unreachable");
  } else if (FAULT === `hang:${tool}`) {
    for (;;) {
      // spins until the thread is terminated
    }
  }
}

/** `tool`, or a copy whose handler traps when YAOXIANG_MCP_TEST_FAULT=trap:<its name>. */
export function withInjectedTrap<T extends { name: string; handler: unknown }>(tool: T): T {
  if (FAULT !== `trap:${tool.name}`) return tool;
  const runtimeError = (globalThis as { WebAssembly?: { RuntimeError?: new (message: string) => Error } }).WebAssembly?.RuntimeError ?? Error;
  const handler = () => {
    throw new runtimeError(`injected trap (YAOXIANG_MCP_TEST_FAULT=${FAULT})`);
  };
  return { ...tool, handler };
}

/** File-system calls of a write set slowed by YAOXIANG_MCP_TEST_FAULT=slow-write:<ms>, or undefined. */
export function injectedWriteIo(): Partial<WriteIo> | undefined {
  const ms = /^slow-write:(\d+)$/.exec(FAULT)?.[1];
  if (ms === undefined) return undefined;
  const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(ms));
  return {
    writeNew(abs, text, mode) {
      pause();
      nodeWriteIo.writeNew(abs, text, mode);
    },
    rename(from, to) {
      pause();
      nodeWriteIo.rename(from, to);
    },
  };
}

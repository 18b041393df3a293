// The inside of an engine worker (entry: src/engine-worker.ts). A workspace
// worker holds the ProjectService - workspaces, documents, symbol indexes -
// and serves the calls that need it; a source worker serves calls on a
// source text alone. Calls come one at a time; each runs under a token that
// reads the shared stop flag and the call's deadline, so a pass stops within
// milliseconds of a cancel even when it never yields to the event loop.
import { parentPort, workerData } from "node:worker_threads";
import { getHeapStatistics } from "node:v8";
import { ProjectService } from "../../project/service.js";
import type { CancellationToken } from "../../syntax/cancellation.js";
import { runtimeModule } from "../../syntax/language.js";
import { Logger, stderrOutput, type LogRecord } from "../logger.js";
import { guardStdout } from "../stdout-guard.js";
import { TOOLS } from "../tools/index.js";
import { wallClock } from "./engine.js";
import { executeTool, type ToolHost } from "./execute.js";
import { STOP_SLOT, type Footprint, type FromWorker, type ToWorker, type WireOutcome, type WorkerSetup } from "./messages.js";
import { injectedFault } from "./test-faults.js";

export async function runEngineWorker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("engine-worker.js runs as a worker thread of yaoxiang-mcp");
  guardStdout();
  const setup = workerData as WorkerSetup;
  const post = (message: FromWorker): void => {
    try {
      port.postMessage(message);
    } catch {
      // A log field that cannot be cloned: send it as JSON text instead.
      port.postMessage(JSON.parse(JSON.stringify(message)) as FromWorker);
    }
  };
  // Records of no particular call go straight to stderr (Node forwards a worker's stderr to the process's).
  const baseLog = new Logger(stderrOutput(setup.logLevel));
  const project = new ProjectService(
    { root: setup.root, source: setup.rootSource },
    { onRefresh: (dir, stats) => baseLog.debug("workspace refreshed", { root: dir, ...stats }) },
  );
  let workspaceLoaded = false;
  const host: ToolHost =
    setup.role === "workspace"
      ? {
          view: (rootArg) => {
            workspaceLoaded = true;
            return project.view(rootArg);
          },
          config: () => project.config(),
        }
      : {
          view: () => Promise.reject(new Error("this tool declares usesWorkspace: false but asked for the workspace")),
          config: () => project.config(),
        };
  const tools = new Map(TOOLS.map((tool) => [tool.name, tool]));
  const stopFlags = new Int32Array(setup.stopFlags);
  const running = new Map<number, AbortController>();

  const call = async (message: Extract<ToWorker, { type: "call" }>): Promise<void> => {
    const { id } = message;
    const controller = new AbortController();
    running.set(id, controller);
    let outcome: WireOutcome;
    const tool = tools.get(message.tool);
    if (!tool) {
      outcome = { kind: "internal", message: `the engine has no tool '${message.tool}'` };
    } else {
      const token: CancellationToken = {
        stopReason: () => (Atomics.load(stopFlags, STOP_SLOT) === id ? "cancelled" : wallClock() > message.deadline ? "timeout" : undefined),
      };
      const log = new Logger({ level: "error", write: () => {} }, (record: LogRecord) => post({ type: "log", id, ...record }));
      const result = await executeTool(tool, message.args, message.maxChars, {
        host,
        token,
        signal: controller.signal,
        log,
        ...(message.wantsProgress
          ? { progress: (done: number, total: number, text?: string) => post({ type: "progress", id, done, total, ...(text ? { message: text } : {}) }) }
          : {}),
      });
      // The parsed payload stays here: the JSON text is all the main thread needs.
      outcome = result.kind === "ok" ? { kind: "ok", json: result.json } : result;
    }
    running.delete(id);
    post({ type: "done", id, outcome, footprint: footprint(), workspaceLoaded });
  };

  port.on("message", (message: ToWorker) => {
    if (message.type === "call") {
      injectedFault(message.tool);
      void call(message);
    }
    else running.get(message.id)?.abort(message.reason);
  });
  await project.warmUp();
  post({ type: "ready", footprint: footprint() });
}

/** What this worker holds now (see memory.ts). */
function footprint(): Footprint {
  const heap = getHeapStatistics();
  const memory = runtimeModule()?.HEAP8 as Int8Array | undefined;
  return { wasmBytes: memory?.buffer.byteLength ?? 0, heapBytes: heap.total_heap_size };
}

// Entry of the engine's worker threads (dist/engine-worker.js), spawned by
// the CLI through src/mcp/engine/worker-engine.ts; see worker-main.ts.
import "./mcp/install-stdout-guard.js";
import { runEngineWorker } from "./mcp/engine/worker-main.js";

await runEngineWorker();

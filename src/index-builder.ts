// Entry of the threads that build a workspace's first symbol index in
// parallel (dist/index-builder.js), spawned by the workspace worker through
// src/analysis/symbols/parallel-build.ts; see parallel-build-worker.ts.
import "./mcp/install-stdout-guard.js";
import { runIndexBuilder } from "./analysis/symbols/parallel-build-worker.js";

await runIndexBuilder();

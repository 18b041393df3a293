#!/usr/bin/env node
// Runs the bundled CLI, dist/cli.js. In a clone of the repository `npm run build`
// makes it (npm start and npm test build first); the package ships it built.
import { existsSync } from "node:fs";
import module from "node:module";
import v8 from "node:v8";

// Each thread's heap may grow by 40 % between full collections, not by V8's
// dynamic factor (up to 4×): indexing a workspace makes garbage by
// the gigabyte, and V8 otherwise lets it pile up (peak RSS of a first index
// of 10,005 files 1.09 GB with this, 1.78-2.76 GB without; 1,015 files
// 383-399 MB against 467-473 MB), at no cost in time that the benchmarks
// could tell from noise. Set before any worker thread exists: their heaps
// read it when they are made.
v8.setFlagsFromString("--heap-growing-percent=40");

// Node ≥ 22.1 keeps the compiled bundle on disk between runs (Node 20: absent).
module.enableCompileCache?.();

const cli = new URL("../dist/cli.js", import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write("yaoxiang-mcp: dist/cli.js is missing; in a clone of the repository, run `npm run build` first.\n");
  process.exit(1);
}
// Console output goes to stderr before any module of the bundle runs: stdout carries protocol frames only.
await import(new URL("../dist/stdout-guard.js", import.meta.url).href);
const { main } = await import(cli.href);
main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`yaoxiang-mcp: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);

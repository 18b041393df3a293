#!/usr/bin/env node
// Runs the bundled CLI, dist/cli.js. In a clone of the repository `npm run build`
// makes it (npm start and npm test build first); the package ships it built.
import { existsSync } from "node:fs";
import module from "node:module";

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

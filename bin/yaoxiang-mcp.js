#!/usr/bin/env node
// Runs the compiled CLI (dist/ is built by `npm run build`, `prepare` and `pretest`).
import { main } from "../dist/cli.js";

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`yaoxiang-mcp: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);

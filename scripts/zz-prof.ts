import { Workspace } from "../src/project/workspace.js";
import { SymbolIndex } from "../src/analysis/symbols/index.js";
import { createParser } from "../src/syntax/language.js";
import { generate, copiesFor } from "./bench-workspace-generate.js";
import { existsSync, mkdirSync } from "node:fs";
const root = process.argv[2] ?? "/work/scratch/ws1k";
if (!existsSync(root)) { mkdirSync(root, { recursive: true }); generate(root, copiesFor(1000, 100000)); }
const ws = new Workspace(root, createParser, { watch: false });
await ws.refresh();
const files = ws.view().files;
const t = performance.now();
new SymbolIndex().sync(files);
console.log("index ms", (performance.now() - t).toFixed(0), "files", files.length);
ws.dispose();

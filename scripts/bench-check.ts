// npm run bench:check [-- --json] [--runs N]
//
// Checker speed, in one process, medians after warm-up:
//  (a) checking a 5,000-line file (whole .yx files of corpus/, repeated) versus
//      parsing it: target <= 5x the parse;
//  (b) re-checking it after a one-line edit (incremental re-parse included)
//      versus a full parse: target <= 1x;
//  (c) a workspace of >= 1,000 files and >= 100,000 lines (copies of the
//      corpus/ sample workspaces in one temporary root): scan, parse and check
//      every file: target < 5 s;
//  (d) a file of 4,000 statements that do not parse (`g1 = { x = (1 + }`, a
//      paste gone wrong) versus parsing it: target, no more than (a)'s ratio
//      (broken statements cost what clean ones do; each once saved every
//      binding of the module: 26 s, 96b D1).
// Prints the figures with PASS/MISS; always exits 0.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { documentsHost } from "../src/semantic/modules/host.js";
import { checkDocument, checkFiles } from "../src/check/index.js";
import { findProjectRoot } from "../src/project/root.js";
import { ProjectService } from "../src/project/service.js";
import { Document } from "../src/syntax/document.js";
import { sharedParser } from "../src/syntax/shared-parser.js";
import { findFiles } from "../src/syntax/conformance.js";

const CORPUS = fileURLToPath(new URL("../corpus", import.meta.url));
const args = process.argv.slice(2);
const json = args.includes("--json");
const runsArg = args.indexOf("--runs");
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 9;


function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const parser = await sharedParser();
const sources = findFiles(CORPUS).map((f) => readFileSync(f, "utf8"));

// (a) and (b): one 5,000-line file.
let big = "";
for (let i = 0; big.split("\n").length < 5000; i++) big += `${sources[i % sources.length]}\n`;
const lines = big.split("\n");
const editLine = Math.floor(lines.length / 2);
const parseMs: number[] = [];
const checkMs: number[] = [];
const recheckMs: number[] = [];
for (let run = 0; run < RUNS + 2; run++) {
  const t0 = performance.now();
  const doc = new Document(parser, big);
  const t1 = performance.now();
  const host = documentsHost(new Map([["big.yx", doc]]));
  checkDocument(host, "big.yx", doc);
  const t2 = performance.now();
  const edited = [...lines];
  edited[editLine] = `${edited[editLine]} `;
  // Making the new text is the editor's work, not the re-check's.
  const editedText = edited.join("\n");
  const t3 = performance.now();
  doc.update(editedText);
  checkDocument(host, "big.yx", doc);
  const t4 = performance.now();
  doc.dispose();
  if (run < 2) continue; // warm-up
  parseMs.push(t1 - t0);
  checkMs.push(t2 - t1);
  recheckMs.push(t4 - t3);
}

// (d): 4,000 broken statements.
const broken = Array.from({ length: 4000 }, (_, i) => `g${i} = { x = (1 + }`).join("\n") + "\n";
const brokenParseMs: number[] = [];
const brokenCheckMs: number[] = [];
for (let run = 0; run < Math.max(3, Math.ceil(RUNS / 3)) + 1; run++) {
  const t0 = performance.now();
  const doc = new Document(parser, broken);
  const t1 = performance.now();
  checkDocument(documentsHost(new Map([["broken.yx", doc]])), "broken.yx", doc);
  const t2 = performance.now();
  doc.dispose();
  if (run < 1) continue; // warm-up
  brokenParseMs.push(t1 - t0);
  brokenCheckMs.push(t2 - t1);
}

// (c): >= 1,000 files, >= 100,000 lines.
const root = mkdtempSync(path.join(tmpdir(), "yx-bench-check-"));
let files = 0;
let totalLines = 0;
const perCopyFiles = findFiles(CORPUS).length;
const perCopyLines = sources.reduce((n, s) => n + s.split("\n").length, 0);
const copies = Math.max(Math.ceil(1000 / perCopyFiles), Math.ceil(100_000 / perCopyLines));
for (let c = 0; c < copies; c++) {
  for (const ws of readdirSync(CORPUS)) {
    if (statSync(path.join(CORPUS, ws)).isDirectory()) cpSync(path.join(CORPUS, ws, "src"), path.join(root, `copy${c}`, ws), { recursive: true });
  }
  files += perCopyFiles;
  totalLines += perCopyLines;
}
const w0 = performance.now();
const project = new ProjectService(findProjectRoot({ cliRoot: root }));
const view = await project.view();
const result = checkFiles({ view, files: view.files });
const workspaceMs = performance.now() - w0;
project.dispose();
rmSync(root, { recursive: true, force: true });

const parse = median(parseMs);
const check = median(checkMs);
const recheck = median(recheckMs);
const figures = {
  file: { lines: lines.length, parseMs: round(parse), checkMs: round(check), checkRatio: round(check / parse), recheckMs: round(recheck), recheckRatio: round(recheck / parse) },
  workspace: { files, lines: totalLines, checked: result.summary.files, errors: result.summary.errors, ms: Math.round(workspaceMs) },
  broken: { statements: 4000, parseMs: round(median(brokenParseMs)), checkMs: round(median(brokenCheckMs)), checkRatio: round(median(brokenCheckMs) / median(brokenParseMs)) },
  targets: { checkRatio: 5, recheckRatio: 1, workspaceMs: 5000, brokenCheckRatio: round(check / parse) },
};
if (json) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
  console.log(`${lines.length}-line file: parse ${round(parse)} ms`);
  console.log(`  check            ${round(check)} ms = ${round(check / parse)}x parse  (target <= 5x)  ${mark(check <= 5 * parse)}`);
  console.log(`  re-check (1 line) ${round(recheck)} ms = ${round(recheck / parse)}x parse  (target <= 1x)  ${mark(recheck <= parse)}`);
  console.log(`workspace: ${files} files, ${totalLines} lines: scan+parse+check ${Math.round(workspaceMs)} ms (target < 5000 ms)  ${mark(workspaceMs < 5000)}  [${result.summary.errors} errors]`);
  const b = figures.broken;
  console.log(`4,000 broken statements: parse ${b.parseMs} ms, check ${b.checkMs} ms = ${b.checkRatio}x parse  (target <= the ${round(check / parse)}x above)  ${mark(b.checkRatio <= check / parse)}`);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

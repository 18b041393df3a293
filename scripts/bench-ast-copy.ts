// [AST_BASELINE=path/to/old-ast.ts] npx tsx --expose-gc scripts/bench-ast-copy.ts [--runs N] [--copies N] [--count]
//
// Times copyTree (src/syntax/ast/ast.ts) over the trees of the workspace
// benchmark: every corpus/ file, 35 times (each file is parsed once and its
// tree copied 35 times: the copy's cost does not depend on which tree object
// it reads), every copy kept alive as the symbol index keeps them. Prints
// medians over the runs (the first run only warms up) of: wall and CPU time
// of the copy, GC time during it, heap growth during it (all it allocates
// when no GC ran: add the node flag --max-semi-space-size=1024), and the
// heap the live copies hold after a forced GC. With --count, also the number
// of TreeCursor calls by kind (slower).
//
// AST_BASELINE: a copy of another version of ast.ts (placed under scripts/
// so that its imports resolve) whose copyTree is timed too, alternating runs
// with the current one. The machine may be shared: compare CPU times and
// medians of several runs.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PerformanceObserver } from "node:perf_hooks";
import { TreeCursor, type Tree } from "web-tree-sitter";
import { copyTree as currentCopyTree, type AstNode } from "../src/syntax/ast/ast.js";
import { createParser } from "../src/syntax/language.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const CORPUS = path.join(REPO, "corpus");

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const runs = arg("--runs", 5);
// AST_BASELINE=path: also time the copyTree of another version of ast.ts,
// alternating runs with the current one (the machine is shared: alternating
// spreads the noise over both).
const baseline: typeof currentCopyTree | undefined = process.env.AST_BASELINE
  ? ((await import(path.resolve(process.env.AST_BASELINE))) as { copyTree: typeof currentCopyTree }).copyTree
  : undefined;
const copies = arg("--copies", 35);
const count = process.argv.includes("--count");
const maybeGc = (globalThis as { gc?: () => void }).gc;
if (!maybeGc) throw new Error("run with node --expose-gc (npx tsx --expose-gc …)");
const gc: () => void = maybeGc;

const counts = new Map<string, number>();
if (count) {
  const proto = TreeCursor.prototype as unknown as Record<string, unknown>;
  for (const name of ["gotoFirstChild", "gotoNextSibling", "gotoParent"]) {
    const f = proto[name] as (this: TreeCursor) => boolean;
    proto[name] = function (this: TreeCursor) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return f.call(this);
    };
  }
  for (const name of ["nodeTypeId", "startIndex", "endIndex", "currentFieldId", "nodeIsMissing"]) {
    const d = Object.getOwnPropertyDescriptor(TreeCursor.prototype, name) as PropertyDescriptor;
    const get = d.get as (this: TreeCursor) => unknown;
    Object.defineProperty(TreeCursor.prototype, name, {
      get(this: TreeCursor) {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        return get.call(this);
      },
    });
  }
}

const files = (readdirSync(CORPUS, { recursive: true, encoding: "utf8" }) as string[]).filter((f) => f.endsWith(".yx")).sort();
const parser = await createParser();
const trees: { tree: Tree; text: string }[] = files.map((f) => {
  const text = readFileSync(path.join(CORPUS, f), "utf8");
  return { tree: parser.parse(text) as Tree, text };
});

function nodes(root: AstNode): number {
  let n = 0;
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as AstNode;
    n++;
    for (const c of node.children) stack.push(c);
  }
  return n;
}

const gcEntries: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcEntries.push({ start: e.startTime, duration: e.duration });
}).observe({ entryTypes: ["gc"] });
const tick = () => new Promise((resolve) => setImmediate(resolve));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

interface Result {
  times: number[];
  cpuTimes: number[];
  grown: number[];
  /** [start, end] of each measured copy, to attribute GC entries (delivered later). */
  windows: [number, number][];
  retained: number[];
  copied: number;
}

async function run(copyTree: typeof currentCopyTree, result: Result, keep: boolean): Promise<void> {
  counts.clear();
  gc();
  await tick();
  const before = process.memoryUsage().heapUsed;
  const kept: AstNode[] = [];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let c = 0; c < copies; c++) for (const { tree, text } of trees) kept.push(copyTree(tree, text));
  const cpu = process.cpuUsage(cpu0);
  const ms = performance.now() - t0;
  const grown = process.memoryUsage().heapUsed - before;
  await tick();
  gc();
  const held = process.memoryUsage().heapUsed - before;
  result.copied = kept.reduce((n, r) => n + nodes(r), 0);
  // Async frames keep locals alive: drop this run's copies now.
  kept.length = 0;
  if (keep) {
    result.times.push(ms);
    result.cpuTimes.push((cpu.user + cpu.system) / 1000);
    result.retained.push(held);
    result.windows.push([t0, t0 + ms]);
    result.grown.push(grown);
  }
}

function report(name: string, r: Result): void {
  console.log(`${name}: ${trees.length * copies} trees, ${r.copied} copied nodes (comments dropped)`);
  console.log(`  copy: median ${median(r.times).toFixed(0)} ms  (runs: ${r.times.map((t) => t.toFixed(0)).join(", ")})`);
  console.log(`  CPU time (user+system, all threads): median ${median(r.cpuTimes).toFixed(0)} ms`);
  const gcTimes = r.windows.map(([a, b]) => gcEntries.filter((e) => e.start >= a && e.start < b).reduce((n, e) => n + e.duration, 0));
  console.log(`  GC during the copy: median ${median(gcTimes).toFixed(0)} ms`);
  console.log(`  heap growth during the copy: median ${(median(r.grown) / 2 ** 20).toFixed(1)} MB (all allocation when no GC ran)`);
  console.log(`  heap held by the copies: median ${(median(r.retained) / 2 ** 20).toFixed(1)} MB`);
}

const current: Result = { times: [], cpuTimes: [], grown: [], windows: [], retained: [], copied: 0 };
const base: Result = { times: [], cpuTimes: [], grown: [], windows: [], retained: [], copied: 0 };
// The first run of each warms up the JIT.
for (let i = 0; i < runs + 1; i++) {
  if (baseline) await run(baseline, base, i > 0);
  await run(currentCopyTree, current, i > 0);
}
// GC entries arrive asynchronously.
await new Promise((resolve) => setTimeout(resolve, 100));
if (baseline) report("baseline", base);
report("current", current);
if (count) {
  let total = 0;
  for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${k.padEnd(16)} ${v}`);
    total += v;
  }
  console.log(`  ${"total".padEnd(16)} ${total}`);
}
for (const { tree } of trees) tree.delete();
parser.delete();

// npm run bench:workspace [-- --json] [--strict] [--copies N | --files N] [--keep] [--breakdown] [--index-threads N]
// npm run bench:workspace -- --protocol [--files N] [--json] [--strict] [--keep] [--bin PATH]
//
// --protocol: through the protocol, against the real server (see
// bench-workspace-protocol.ts). Otherwise in process, as follows.
// The symbol index on a large workspace: the projects of corpus/ copied N
// times into a temporary directory (copyNN/<project>/src/…, so every module
// path is new and every `use` still resolves from the importing file's
// directory) until there are >= 1,000 files and >= 100,000 lines. Measures,
// in one process, through the real Workspace and SymbolIndex:
//   * initial index: parse every file + semantic models + cross-file links
//     (the disk scan is reported separately), as the server builds it: by
//     builder threads (dist/index-builder.js, so the build runs first;
//     --index-threads N as the server's flag), then, if builders made it,
//     again by this thread alone (--index-threads 1) for comparison;
//   * lookup_symbol p50/p99 over a mix of exact, prefix, fuzzy and
//     qualified queries;
//   * find_references p50/p99 over names and qualified names;
//   * re-index after one edit (incremental re-parse + sync): median of 5 per
//     edit (a GC pause in one sample does not decide it), the worst of
//     several edits of files that others import;
//   * the per-call refresh (what every tool call pays before its work when
//     nothing changed): the stat scan (--no-watch) against the file watcher,
//     measured alternately in one run;
//   * peak memory (rss).
// --breakdown then re-indexes a fresh copy stage by stage and prints where
// the initial index time goes.
// Prints the figures with PASS/FAIL per target. Exits 0 unless --strict and a
// target is missed. BENCH_MEMORY_TRACE=1 prints rss and heap after each phase.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { astOf } from "../src/syntax/doc-cache.js";
import { moduleExports } from "../src/semantic/modules/exports.js";
import { semanticModel } from "../src/semantic/index.js";
import { workspaceHost } from "../src/semantic/modules/host.js";
import { runLocals } from "../src/semantic/model/locals-query.js";
import { findReferences, lookupSymbols, SymbolIndex, symbolIndexFor } from "../src/analysis/symbols/index.js";
import { useStatements } from "../src/semantic/modules/use-syntax.js";
import { Workspace, type IndexBuildEvent } from "../src/project/workspace.js";
import { createParser } from "../src/syntax/language.js";
import { copiesFor, generate, queryMix } from "./bench-workspace-generate.js";
import { protocolBench } from "./bench-workspace-protocol.js";

const BUILDER_URL = new URL("../dist/index-builder.js", import.meta.url);
const TARGETS = { indexMs: 3000, lookupP99Ms: 5, referencesP99Ms: 50, reindexMs: 20, peakMB: 500 };
const MIN_FILES = 1000;
const MIN_LINES = 100_000;
const REINDEX_REPEATS = 5;

interface Options {
  breakdown: boolean;
  json: boolean;
  strict: boolean;
  copies: number | undefined;
  keep: boolean;
  protocol: boolean;
  files: number | undefined;
  bin: string | undefined;
  indexThreads: number | undefined;
}

function options(argv: string[]): Options {
  const o: Options = { breakdown: false, json: false, strict: false, copies: undefined, keep: false, protocol: false, files: undefined, bin: undefined, indexThreads: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--json") o.json = true;
    else if (a === "--strict") o.strict = true;
    else if (a === "--keep") o.keep = true;
    else if (a === "--breakdown") o.breakdown = true;
    else if (a === "--copies") o.copies = Number(argv[++i]);
    else if (a === "--files") o.files = Number(argv[++i]);
    else if (a === "--protocol") o.protocol = true;
    else if (a === "--bin") o.bin = argv[++i];
    else if (a === "--index-threads") o.indexThreads = Number(argv[++i]);
    else throw new Error(`usage: npm run bench:workspace -- [--protocol] [--json] [--strict] [--copies N | --files N] [--keep] [--breakdown] [--bin PATH] [--index-threads N] (unknown ${a})`);
  }
  return o;
}

/**
 * Where the initial index time goes, measured on a second, fresh workspace
 * stage by stage (after the figures above, so they stay undisturbed):
 * parsing, the shared plain-JavaScript tree copy the analyses read
 * (src/syntax/ast/ast.ts), exports and `use` syntax, the locals.scm query, the
 * semantic models (the walk, with imports and locals.scm again), and
 * cross-file linking.
 */
async function stageBreakdown(root: string): Promise<Record<string, number>> {
  const workspace = new Workspace(root, createParser);
  await workspace.refresh();
  const files = workspace.view().files;
  const out: Record<string, number> = {};
  const stage = (name: string, run: () => void) => {
    const t = performance.now();
    run();
    out[name] = performance.now() - t;
  };
  stage("parse", () => files.forEach((f) => f.document()));
  stage("tree copy", () => files.forEach((f) => astOf(f.document())));
  stage("exports+uses", () => files.forEach((f) => (moduleExports(f.document()), useStatements(f.document()))));
  stage("locals.scm", () => files.forEach((f) => runLocals(f.document().tree.rootNode, f.document().text)));
  const host = workspaceHost(workspace.view());
  stage("semantic models (incl. locals.scm again)", () => files.forEach((f) => semanticModel(host, f.path, f.document())));
  stage("link", () => new SymbolIndex().sync(files));
  workspace.dispose();
  return out;
}

/**
 * What a tool call pays to bring the workspace up to date when nothing (or one
 * file) changed: a refresh + view of a workspace that keeps up by the stat scan
 * against one that keeps up by the watcher, on the same tree, alternated call
 * by call so that machine noise hits both alike.
 */
async function perCallRefresh(root: string) {
  const scanning = new Workspace(root, createParser, { watch: false });
  const watching = new Workspace(root, createParser, { watch: true });
  await scanning.refresh();
  await watching.refresh();
  if (!watching.watching) throw new Error("the watcher could not start; the comparison would be meaningless");
  const calls = 200;
  const scan: number[] = [];
  const watch: number[] = [];
  for (let i = 0; i < calls; i++) {
    for (const [ws, out] of [[scanning, scan], [watching, watch]] as const) {
      const t = performance.now();
      await ws.refresh();
      ws.view();
      out.push(performance.now() - t);
    }
  }
  // One edit between calls: the watcher re-reads that file only.
  const file = watching.view().files[0]!;
  const afterEdit: number[] = [];
  for (let i = 0; i < 20; i++) {
    writeFileSync(file.absPath, `${file.text}\n// edit ${i}\n`);
    const t = performance.now();
    await watching.refresh();
    watching.view();
    afterEdit.push(performance.now() - t);
  }
  writeFileSync(file.absPath, file.text);
  scanning.dispose();
  watching.dispose();
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  return { calls, scan: stats(scan), watch: stats(watch), watchAfterEdit: stats(afterEdit) };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function timeEach<T>(items: readonly T[], run: (item: T) => void): { p50: number; p99: number; max: number } {
  const times = items.map((item) => {
    const t = performance.now();
    run(item);
    return performance.now() - t;
  });
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] ?? 0 };
}

let peakRss = 0;
const memoryTrace = process.env.BENCH_MEMORY_TRACE === "1";
function sampleMemory(where = ""): void {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  if (memoryTrace) console.log(`memory ${where}: rss ${(m.rss / 1e6).toFixed(0)} MB, heap ${(m.heapUsed / 1e6).toFixed(0)}/${(m.heapTotal / 1e6).toFixed(0)} MB, external ${(m.external / 1e6).toFixed(0)} MB`);
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  if (o.protocol) {
    await protocolBench({ files: o.files ?? MIN_FILES, json: o.json, strict: o.strict, keep: o.keep, bin: o.bin });
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), "yx-bench-workspace-"));
  try {
    const generated = generate(root, o.copies ?? (o.files !== undefined ? copiesFor(o.files) : copiesFor(MIN_FILES, MIN_LINES)));
    sampleMemory("generated");

    let builtBy = "this thread alone";
    const onEvent = (event: IndexBuildEvent) => {
      builtBy = event.kind === "built" ? `${event.threads} builder threads` : `this thread alone (the parallel build failed: ${event.reason})`;
    };
    const threads = o.indexThreads === undefined ? {} : { threads: o.indexThreads };
    const workspace = new Workspace(root, createParser, o.indexThreads === 1 ? {} : { indexBuilders: { workerUrl: BUILDER_URL, onEvent, ...threads } });
    let t = performance.now();
    await workspace.refresh();
    const scanMs = performance.now() - t;
    const view = workspace.view();
    sampleMemory("scanned");

    t = performance.now();
    const { index } = symbolIndexFor(view);
    const indexMs = performance.now() - t;
    sampleMemory("indexed");
    // When builder threads made it: the same files again by this thread alone, for comparison,
    // from a workspace of its own (no parse, tree copy or model of the first index reused).
    let singleThreadMs: number | undefined;
    if (builtBy.includes("builder")) {
      const again = new Workspace(root, createParser, { watch: false });
      await again.refresh();
      t = performance.now();
      new SymbolIndex().sync(again.view().files);
      singleThreadMs = performance.now() - t;
      again.dispose();
      sampleMemory("indexed by one thread");
    }


    const { names, lookups, references: refQueries } = queryMix(index);
    lookups.push({ query: "Vec2.dot" }, { query: "ptNorm" }, { query: "copy07.geometry.src.linalg.vector.Vec2" });
    // One untimed pass first: the figures are for a warm server (JIT-compiled paths).
    for (const q of lookups) lookupSymbols(index, q);
    const lookup = timeEach(lookups, (q) => lookupSymbols(index, q));
    sampleMemory("lookups");

    for (const q of refQueries) findReferences(index, { query: q });
    const references = timeEach(refQueries, (q) => findReferences(index, { query: q }));
    sampleMemory("references");

    // Re-index after one edit: files other modules import (their dependents re-link too).
    // Each edit (and the edit back) is timed REINDEX_REPEATS times and its median
    // kept, so that a garbage-collector pause landing in one sample does not
    // decide the figure; the worst edit's median is the result, and the single
    // slowest sample is printed too.
    const edited = view.files.filter((f) => /(linalg\/vector|pricing\/mod|lexer\/mod|pool\/mod|model)\.yx$/.test(f.path)).slice(0, 12);
    const reindex: { path: string; edit: string; parseMs: number; syncMs: number; relinked: number; slowestSampleMs: number }[] = [];
    for (const file of edited) {
      const doc = file.document();
      const original = doc.text;
      const firstLine = original.indexOf("\n") + 1;
      // A new top-level name (importers re-link) and an edit inside a body (they do not).
      const interfaceEdit = `${original.slice(0, firstLine)}bench_marker_value = 1\n${original.slice(firstLine)}`;
      const lastBrace = original.lastIndexOf("}");
      const bodyEdit = lastBrace > 0 ? `${original.slice(0, lastBrace)}    bench_local = 1\n${original.slice(lastBrace)}` : interfaceEdit;
      const steps = [
        { edit: "new top-level name", text: interfaceEdit },
        { edit: "undo", text: original },
        { edit: "edit in a body", text: bodyEdit },
        { edit: "undo", text: original },
      ];
      const samples = steps.map(() => [] as { parseMs: number; syncMs: number; relinked: number }[]);
      for (let r = 0; r < REINDEX_REPEATS; r++) {
        steps.forEach((step, i) => {
          let t0 = performance.now();
          doc.update(step.text);
          const parseMs = performance.now() - t0;
          t0 = performance.now();
          const stats = index.sync(view.files);
          samples[i]!.push({ parseMs, syncMs: performance.now() - t0, relinked: stats.relinked });
        });
      }
      steps.forEach((step, i) => {
        const byTotal = [...samples[i]!].sort((a, b) => a.parseMs + a.syncMs - (b.parseMs + b.syncMs));
        const middle = byTotal[Math.floor(byTotal.length / 2)]!;
        const slowest = byTotal[byTotal.length - 1]!;
        reindex.push({ path: file.path, edit: step.edit, ...middle, slowestSampleMs: slowest.parseMs + slowest.syncMs });
      });
    }
    const worstReindex = reindex.reduce((a, b) => (b.parseMs + b.syncMs > a.parseMs + a.syncMs ? b : a), reindex[0]!);
    sampleMemory("re-indexed");

    const refresh = await perCallRefresh(root);
    sampleMemory("refresh");

    const figures = {
      workspace: { files: view.files.length, lines: generated.lines, copies: generated.copies, symbols: names.length },
      scanMs,
      indexMs,
      indexBuiltBy: builtBy,
      singleThreadIndexMs: singleThreadMs,
      lookup,
      references,
      reindex: { worstMs: worstReindex.parseMs + worstReindex.syncMs, ...worstReindex },
      refresh,
      peakMB: peakRss / 1e6,
    };
    const checks = [
      { what: `initial index (${figures.workspace.files} files, ${figures.workspace.lines} lines)`, value: indexMs, target: TARGETS.indexMs, unit: "ms" },
      { what: "lookup_symbol p99", value: lookup.p99, target: TARGETS.lookupP99Ms, unit: "ms" },
      { what: "find_references p99", value: references.p99, target: TARGETS.referencesP99Ms, unit: "ms" },
      { what: `re-index after one edit (worst edit, median of ${REINDEX_REPEATS})`, value: figures.reindex.worstMs, target: TARGETS.reindexMs, unit: "ms" },
      { what: "peak memory (rss)", value: figures.peakMB, target: TARGETS.peakMB, unit: "MB" },
    ];
    const failed = checks.filter((c) => c.value >= c.target);
    if (o.json) {
      console.log(JSON.stringify({ figures, checks: checks.map((c) => ({ ...c, pass: c.value < c.target })) }, null, 2));
    } else {
      console.log(`workspace: ${figures.workspace.files} files, ${figures.workspace.lines} lines (${generated.copies} copies of corpus/), ${names.length} distinct names`);
      console.log(`disk scan + read (not part of the index): ${scanMs.toFixed(0)} ms`);
      const alone = singleThreadMs === undefined ? "" : `; by this thread alone (--index-threads 1): ${singleThreadMs.toFixed(0)} ms`;
      console.log(`initial index built by ${builtBy}: ${indexMs.toFixed(0)} ms${alone}`);
      console.log(`lookup_symbol   p50 ${lookup.p50.toFixed(3)} ms, p99 ${lookup.p99.toFixed(3)} ms, max ${lookup.max.toFixed(2)} ms (${lookups.length} queries)`);
      console.log(`find_references p50 ${references.p50.toFixed(3)} ms, p99 ${references.p99.toFixed(3)} ms, max ${references.max.toFixed(2)} ms (${refQueries.length} queries)`);
      console.log(
        `re-index, worst edit (median of ${REINDEX_REPEATS}): ${worstReindex.path} (${worstReindex.edit}): re-parse ${worstReindex.parseMs.toFixed(2)} ms + sync ${worstReindex.syncMs.toFixed(2)} ms (${worstReindex.relinked} files re-linked); slowest single sample of all edits ${Math.max(...reindex.map((r) => r.slowestSampleMs)).toFixed(2)} ms`,
      );
      console.log(
        `per-call refresh, nothing changed: stat scan p50 ${refresh.scan.p50.toFixed(3)} ms, p99 ${refresh.scan.p99.toFixed(3)} ms; ` +
          `watcher p50 ${refresh.watch.p50.toFixed(3)} ms, p99 ${refresh.watch.p99.toFixed(3)} ms (${refresh.calls} calls each, alternated); ` +
          `after one edit: watcher ${refresh.watchAfterEdit.p50.toFixed(3)} ms p50`,
      );
      for (const c of checks) {
        console.log(`${c.value < c.target ? "PASS" : "FAIL"}  ${c.what}: ${c.value.toFixed(c.unit === "MB" ? 0 : 2)} ${c.unit} (target < ${c.target} ${c.unit})`);
      }
    }
    workspace.dispose();
    if (o.breakdown && !o.json) {
      const breakdown = await stageBreakdown(root);
      console.log(`index breakdown (fresh workspace): ${Object.entries(breakdown).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(", ")}`);
    }
    if (o.strict && failed.length > 0) process.exitCode = 1;
  } finally {
    if (!o.keep) rmSync(root, { recursive: true, force: true });
    else console.log(`workspace kept at ${root}`);
  }
}

await main();

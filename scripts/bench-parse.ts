// npm run bench:parse [-- --json] [--strict] [--runs N] [--wasm FILE] [--input DIR] [--ext .yx] [--js-wasm FILE]
//
// Parser benchmarks, in one process:
//  (a) full parse of >= 1 MB of YaoXiang (the .yx files of corpus/, repeated;
//      ../shared/corpus/yx/programs when corpus/ has none): MB/s, median of
//      the runs after warm-up;
//  (b) the same for >= 1 MB of JavaScript with tree-sitter-javascript's wasm
//      (whole files from vite's/vitest's dist), and the ratio (a)/(b), target >= 0.8;
//      (a) and (b) are interleaved run by run so machine load affects both alike;
//  (c) incremental re-parse (Document.update) after a one-character edit in a
//      10,000-line file, median, versus a full parse: target < 5 %; also shown
//      for three other kinds of one-character edit (not a target);
//  (d) memory after 100 and after 1,000 parses (trees deleted): rss and
//      web-tree-sitter's wasm heap; target: growth < 5 MB.
// Prints a table with PASS/FAIL per target (--json: machine-readable). Exits 0
// regardless, unless --strict and a target is missed.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Parser, type Language } from "web-tree-sitter";
import { findFiles } from "../src/syntax/conformance.js";
import { Document, computeEdit } from "../src/syntax/document.js";
import { GRAMMAR_WASM_PATH, loadLanguageFrom, loadYaoXiang } from "../src/syntax/language.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const MB = 1_000_000;
const USAGE =
  "usage: npm run bench:parse -- [--json] [--strict] [--runs N] [--wasm FILE] [--input DIR] [--ext .yx] [--js-wasm FILE]";

const TARGETS = { ratio: 0.8, incremental: 0.05, memoryGrowthMB: 5 };

interface Options {
  json: boolean;
  strict: boolean;
  runs: number;
  warmup: number;
  wasm: string;
  input?: string;
  ext: string;
  jsWasm: string;
}

function fromUserCwd(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    json: false,
    strict: false,
    runs: 10,
    warmup: 3,
    wasm: GRAMMAR_WASM_PATH,
    ext: ".yx",
    jsWasm: resolve(REPO, "node_modules/tree-sitter-javascript/tree-sitter-javascript.wasm"),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    const value = (): string => argv[++i] ?? fail(`${a} needs a value\n${USAGE}`);
    if (a === "--json") o.json = true;
    else if (a === "--strict") o.strict = true;
    else if (a === "--runs") o.runs = Math.max(1, Number.parseInt(value(), 10) || fail(`bad --runs\n${USAGE}`));
    else if (a === "--wasm") o.wasm = fromUserCwd(value());
    else if (a === "--input") o.input = fromUserCwd(value());
    else if (a === "--ext") o.ext = value();
    else if (a === "--js-wasm") o.jsWasm = fromUserCwd(value());
    else if (a === "-h" || a === "--help") {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown argument ${a}\n${USAGE}`);
  }
  return o;
}

// ---------------------------------------------------------------------------
// Inputs

interface Source {
  /** Where the files came from (for the report). */
  origin: string;
  files: string[];
  texts: string[];
}

function yaoxiangSources(o: Options): Source {
  const candidates = o.input ? [o.input] : [resolve(REPO, "corpus"), resolve(REPO, "../shared/corpus/yx/programs")];
  for (const dir of candidates) {
    if (!existsSync(dir)) continue;
    const files = findFiles(dir, o.ext);
    if (files.length > 0) return { origin: dir, files, texts: files.map((f) => readFileSync(f, "utf8")) };
  }
  return fail(`bench-parse: no ${o.ext} files in ${candidates.join(" or ")}`);
}

/** Whole files repeated (in order) until the text has at least `minBytes` bytes / `minLines` lines. */
function repeatUntil(texts: string[], minBytes: number, minLines = 0): string {
  const parts: string[] = [];
  let bytes = 0;
  let lines = 0;
  for (let i = 0; bytes < minBytes || lines < minLines; i++) {
    const t = texts[i % texts.length] ?? "";
    const part = t.endsWith("\n") ? t : `${t}\n`;
    parts.push(part);
    bytes += Buffer.byteLength(part) + 1;
    lines += countLines(part) + 1;
    if (parts.length > 1e6) break;
  }
  return parts.join("\n");
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

function jsFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...jsFilesIn(p));
    else if (/\.(m?js)$/.test(e.name) && statSync(p).size > 2_000) out.push(p);
  }
  return out.sort();
}

/**
 * >= 1 MB of real JavaScript made of whole files from well-known packages;
 * files over 512 kB are used only when the smaller ones do not add up to 1 MB.
 */
function javascriptInput(): { origin: string; text: string } {
  const dirs = ["node_modules/vite/dist", "node_modules/vitest/dist", "node_modules/typescript/lib"].map((d) => resolve(REPO, d));
  const parts: string[] = [];
  const used = new Set<string>();
  let bytes = 0;
  for (const maxSize of [512_000, Number.POSITIVE_INFINITY]) {
    for (const dir of dirs) {
      for (const file of jsFilesIn(dir)) {
        if (bytes >= MB) break;
        if (used.has(file) || statSync(file).size > maxSize) continue;
        const text = readFileSync(file, "utf8");
        used.add(file);
        if (text.startsWith("#!")) continue;
        parts.push(text);
        bytes += Buffer.byteLength(text) + 1;
      }
    }
  }
  if (bytes < MB) fail("bench-parse: not enough JavaScript in node_modules (vite, vitest, typescript) for the baseline");
  const origins = [...new Set([...used].map((f) => relative(REPO, dirs.find((d) => f.startsWith(d)) ?? f)))];
  return { origin: `${parts.length} files from ${origins.join(", ")}`, text: parts.join("\n") };
}

// ---------------------------------------------------------------------------
// Measurement helpers

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function timeParse(parser: Parser, text: string): number {
  const t0 = performance.now();
  const tree = parser.parse(text);
  const ms = performance.now() - t0;
  if (!tree) throw new Error("no tree");
  tree.delete();
  return ms;
}

function parserFor(language: Language): Parser {
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

function hasErrors(parser: Parser, text: string): boolean {
  const tree = parser.parse(text);
  const result = tree?.rootNode.hasError ?? true;
  tree?.delete();
  return result;
}

/** web-tree-sitter does not expose its memory; remember the WebAssembly.Memory it creates. */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
type WasmMemoryConstructor = new (descriptor: unknown) => WasmMemory;
const memories: WasmMemory[] = [];
function watchWasmMemories(): () => void {
  const wasm = (globalThis as unknown as { WebAssembly: { Memory: WasmMemoryConstructor } }).WebAssembly;
  const Original = wasm.Memory;
  wasm.Memory = class extends Original {
    constructor(descriptor: unknown) {
      super(descriptor);
      memories.push(this);
    }
  };
  return () => {
    wasm.Memory = Original;
  };
}

function wasmHeapBytes(): number | undefined {
  if (memories.length === 0) return undefined;
  return memories.reduce((n, m) => n + m.buffer.byteLength, 0);
}

function exposeGc(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (() => void) | undefined;
  return gc ?? (() => undefined);
}

/** A one-character edit that keeps the text valid: a digit near the middle becomes another digit. */
function oneCharacterEdit(text: string): { edited: string; index: number; from: string; to: string } {
  const middle = Math.floor(text.length / 2);
  const search = (accept: (i: number) => boolean): number => {
    for (let d = 0; d < text.length; d++) {
      for (const i of [middle + d, middle - d]) if (i >= 0 && i < text.length && accept(i)) return i;
    }
    return -1;
  };
  let index = search((i) => /[0-9]/.test(text[i] ?? ""));
  let to: string;
  if (index !== -1) to = text[index] === "7" ? "3" : "7";
  else {
    // No digit anywhere: change a letter inside a long word (unlikely to be a keyword).
    index = search((i) => /[a-z]/.test(text[i] ?? "") && /^[A-Za-z_]{5}$/.test(text.slice(i - 2, i + 3)));
    if (index === -1) fail("bench-parse: found no place for a harmless one-character edit");
    to = text[index] === "q" ? "z" : "q";
  }
  const from = text[index] ?? "";
  return { edited: text.slice(0, index) + to + text.slice(index + 1), index, from, to };
}

/**
 * Other kinds of one-character edit near the middle, to show the figure does
 * not depend on which edit (c) makes: a letter typed inside a function body,
 * in a comment, and at the start of a top-level declaration's name.
 */
function otherOneCharacterEdits(text: string): { name: string; edited: string }[] {
  const middle = Math.floor(text.length / 2);
  const after = (pattern: RegExp, offset: number, name: string): { name: string; edited: string }[] => {
    const re = new RegExp(pattern.source, "g");
    re.lastIndex = middle;
    const match = re.exec(text);
    if (!match) return [];
    const i = match.index + offset;
    return [{ name, edited: text.slice(0, i) + "q" + text.slice(i) }];
  };
  return [
    ...after(/\n {4}[a-z]/, 5, "letter typed in a function body"),
    ...after(/\/\/ [A-Za-z]/, 3, "letter typed in a comment"),
    ...after(/\n[a-z_]+:/, 1, "letter typed before a declaration's name"),
  ];
}

// ---------------------------------------------------------------------------

interface Result {
  wasm: string;
  runtime: string;
  node: string;
  yaoxiang: { origin: string; files: number; excludedWithErrors: string[]; bytes: number; hasError: boolean; mbPerSecond: number; medianMs: number };
  javascript: { origin: string; wasm: string; bytes: number; hasError: boolean; mbPerSecond: number; medianMs: number };
  ratio: { value: number; target: number; pass: boolean };
  incremental: {
    lines: number;
    bytes: number;
    edit: string;
    fullMs: number;
    incrementalMs: number;
    fraction: number;
    target: number;
    sameTreeAsFullParse: boolean;
    /** The same measurement for other kinds of one-character edit (informational). */
    otherEdits: { name: string; incrementalMs: number; fraction: number }[];
    computeEditMs: number;
    parseOnlyMs: number;
    topLevelNodes: number;
    microsPerTopLevelNode: number;
    /** tree-sitter-javascript, flat file with as many top-level statements: its per-node cost. */
    javascriptPerNode: { topLevelNodes: number; incrementalMs: number; microsPerTopLevelNode: number };
    pass: boolean;
  };
  memory: {
    inputBytes: number;
    after100: { rssMB: number; heapUsedMB: number; wasmHeapMB?: number };
    after1000: { rssMB: number; heapUsedMB: number; wasmHeapMB?: number };
    rssGrowthMB: number;
    wasmHeapGrowthMB?: number;
    targetMB: number;
    pass: boolean;
  };
  pass: boolean;
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  if (!existsSync(o.wasm)) fail(`bench-parse: ${o.wasm} not found; build it with: npm run build:wasm`);
  if (!existsSync(o.jsWasm)) fail(`bench-parse: ${o.jsWasm} not found (devDependency tree-sitter-javascript; npm ci)`);
  const gc = exposeGc();
  const log = (message: string): void => {
    if (!o.json) process.stderr.write(`${message}\n`);
  };

  const restore = watchWasmMemories();
  const yxLanguage = await loadYaoXiang(o.wasm);
  restore();
  const jsLanguage = await loadLanguageFrom(o.jsWasm);
  const yx = parserFor(yxLanguage);
  const js = parserFor(jsLanguage);

  // (a) + (b), interleaved.
  // Files that do not parse cleanly on their own (e.g. the reference's own
  // syntax-error tests) are left out: error recovery is not what we measure.
  const allSources = yaoxiangSources(o);
  const sources: Source = { origin: allSources.origin, files: [], texts: [] };
  const excluded: string[] = [];
  allSources.texts.forEach((text, i) => {
    const file = allSources.files[i] ?? "";
    if (hasErrors(yx, text)) excluded.push(relative(allSources.origin, file));
    else {
      sources.files.push(file);
      sources.texts.push(text);
    }
  });
  if (sources.texts.length === 0) fail(`bench-parse: none of the ${allSources.files.length} files in ${allSources.origin} parses cleanly`);
  if (excluded.length > 0) log(`left out ${excluded.length} file(s) with syntax errors: ${excluded.join(", ")}`);
  const yxText = repeatUntil(sources.texts, MB);
  const jsInput = javascriptInput();
  const yxBytes = Buffer.byteLength(yxText);
  const jsBytes = Buffer.byteLength(jsInput.text);
  log(`(a, b) parsing ${(yxBytes / MB).toFixed(2)} MB of YaoXiang and ${(jsBytes / MB).toFixed(2)} MB of JavaScript, ${o.warmup} + ${o.runs} runs each...`);
  const yxTimes: number[] = [];
  const jsTimes: number[] = [];
  for (let r = 0; r < o.warmup + o.runs; r++) {
    const a = timeParse(yx, yxText);
    const b = timeParse(js, jsInput.text);
    if (r >= o.warmup) {
      yxTimes.push(a);
      jsTimes.push(b);
    }
  }
  const yxMs = median(yxTimes);
  const jsMs = median(jsTimes);
  const yxRate = yxBytes / MB / (yxMs / 1000);
  const jsRate = jsBytes / MB / (jsMs / 1000);
  const ratio = yxRate / jsRate;

  // (c) incremental re-parse in a >= 10,000-line file.
  const big = repeatUntil(sources.texts, 0, 10_000);
  const bigLines = countLines(big) + (big.endsWith("\n") ? 0 : 1);
  const edit = oneCharacterEdit(big);
  log(`(c) incremental re-parse of a ${bigLines}-line file, one-character edit at offset ${edit.index}...`);
  const fullTimes: number[] = [];
  for (let r = 0; r < o.warmup + o.runs; r++) {
    const ms = timeParse(yx, big);
    if (r >= o.warmup) fullTimes.push(ms);
  }
  const updates = Math.max(20, 4 * o.runs);
  const fullMs = median(fullTimes);
  const incTimes = documentUpdateTimes(yx, big, edit.edited, o.warmup, updates);
  const otherEdits = otherOneCharacterEdits(big).map(({ name, edited }) => {
    const ms = median(documentUpdateTimes(yx, big, edited, o.warmup, updates));
    return { name, incrementalMs: ms, fraction: ms / fullMs };
  });
  const doc = new Document(yx, big);
  // The incremental tree must be the tree a full parse gives.
  doc.update(edit.edited);
  const fresh = yx.parse(edit.edited);
  const sameTree = fresh !== null && fresh.rootNode.toString() === doc.tree.rootNode.toString();
  fresh?.delete();
  doc.dispose();
  // Where the time goes: computing the edit (O(length) string scans) and the
  // incremental parse itself; plus how flat the tree is (top-level nodes, which
  // every re-parse shifts again, each whole).
  const editTimes: number[] = [];
  const parseOnlyTimes: number[] = [];
  const forward = computeEdit(big, edit.edited);
  const backward = computeEdit(edit.edited, big);
  let tree = yx.parse(big);
  if (!tree) throw new Error("no tree");
  const topLevelNodes = tree.rootNode.childCount;
  for (let r = 0; r < o.warmup + updates; r++) {
    const toEdited = r % 2 === 0;
    let t0 = performance.now();
    computeEdit(toEdited ? big : edit.edited, toEdited ? edit.edited : big);
    const editMs = performance.now() - t0;
    tree.edit(toEdited ? forward : backward);
    t0 = performance.now();
    const next = yx.parse(toEdited ? edit.edited : big, tree);
    const parseMs = performance.now() - t0;
    if (!next) throw new Error("no tree");
    tree.delete();
    tree = next;
    if (r >= o.warmup) {
      editTimes.push(editMs);
      parseOnlyTimes.push(parseMs);
    }
  }
  tree.delete();
  const incMs = median(incTimes);
  const fraction = incMs / fullMs;
  // Per top-level node: after any edit tree-sitter rebuilds the file's
  // top-level repetition (its nodes are always "fragile") and shifts every
  // top-level statement again, reused whole thanks to the grammar's statement
  // markers (grammar.js, `_statement_item`). The same measurement for
  // tree-sitter-javascript on a flat file with as many `;`-terminated
  // statements shows what the runtime needs per node there.
  const jsFlat = Array.from({ length: topLevelNodes }, (_, i) => `let value${i} = ${i} + base;\n`).join("");
  const jsPerNode = incrementalParseOnly(js, jsFlat, oneCharacterEdit(jsFlat), o.warmup, updates);

  // (d) memory after 100 and 1,000 parses of a mid-sized file, trees deleted.
  const memText = repeatUntil(sources.texts, 50_000);
  log(`(d) memory: 1,000 parses of ${(Buffer.byteLength(memText) / 1000).toFixed(0)} kB...`);
  const sample = () => {
    gc();
    gc();
    const m = process.memoryUsage();
    const heap = wasmHeapBytes();
    return {
      rssMB: m.rss / MB,
      heapUsedMB: m.heapUsed / MB,
      ...(heap === undefined ? {} : { wasmHeapMB: heap / MB }),
    };
  };
  for (let i = 0; i < 100; i++) timeParse(yx, memText);
  const after100 = sample();
  for (let i = 100; i < 1000; i++) timeParse(yx, memText);
  const after1000 = sample();
  const rssGrowth = after1000.rssMB - after100.rssMB;
  const wasmGrowth =
    after1000.wasmHeapMB !== undefined && after100.wasmHeapMB !== undefined ? after1000.wasmHeapMB - after100.wasmHeapMB : undefined;

  yx.delete();
  js.delete();

  const memoryPass = rssGrowth < TARGETS.memoryGrowthMB && (wasmGrowth ?? 0) < TARGETS.memoryGrowthMB;
  const result: Result = {
    wasm: o.wasm,
    runtime: `web-tree-sitter ${readRuntimeVersion()}`,
    node: process.version,
    yaoxiang: {
      origin: sources.origin,
      files: sources.files.length,
      excludedWithErrors: excluded,
      bytes: yxBytes, hasError: hasErrorsOnce(yxLanguage, yxText), mbPerSecond: yxRate, medianMs: yxMs },
    javascript: {
      origin: jsInput.origin,
      wasm: o.jsWasm,
      bytes: jsBytes,
      hasError: hasErrorsOnce(jsLanguage, jsInput.text),
      mbPerSecond: jsRate,
      medianMs: jsMs,
    },
    ratio: { value: ratio, target: TARGETS.ratio, pass: ratio >= TARGETS.ratio },
    incremental: {
      lines: bigLines,
      bytes: Buffer.byteLength(big),
      edit: `offset ${edit.index}: ${JSON.stringify(edit.from)} → ${JSON.stringify(edit.to)}`,
      fullMs,
      incrementalMs: incMs,
      fraction,
      target: TARGETS.incremental,
      sameTreeAsFullParse: sameTree,
      otherEdits,
      computeEditMs: median(editTimes),
      parseOnlyMs: median(parseOnlyTimes),
      topLevelNodes,
      microsPerTopLevelNode: (1000 * median(parseOnlyTimes)) / topLevelNodes,
      javascriptPerNode: {
        topLevelNodes,
        incrementalMs: jsPerNode,
        microsPerTopLevelNode: (1000 * jsPerNode) / topLevelNodes,
      },
      pass: fraction < TARGETS.incremental && sameTree,
    },
    memory: {
      inputBytes: Buffer.byteLength(memText),
      after100,
      after1000,
      rssGrowthMB: rssGrowth,
      ...(wasmGrowth === undefined ? {} : { wasmHeapGrowthMB: wasmGrowth }),
      targetMB: TARGETS.memoryGrowthMB,
      pass: memoryPass,
    },
    pass: false,
  };
  result.pass = result.ratio.pass && result.incremental.pass && result.memory.pass;

  if (o.json) console.log(JSON.stringify(result, null, 2));
  else printTable(result);
  process.exitCode = o.strict && !result.pass ? 1 : 0;
}

/** `Document.update` times, alternating between the text and its edited version. */
function documentUpdateTimes(parser: Parser, text: string, edited: string, warmup: number, updates: number): number[] {
  const doc = new Document(parser, text);
  const times: number[] = [];
  try {
    for (let r = 0; r < warmup + updates; r++) {
      const t0 = performance.now();
      doc.update(r % 2 === 0 ? edited : text);
      const ms = performance.now() - t0;
      if (r >= warmup) times.push(ms);
    }
  } finally {
    doc.dispose();
  }
  return times;
}

/** Median incremental parse time (tree.edit + parse with the old tree) of `edit`, back and forth. */
function incrementalParseOnly(
  parser: Parser,
  text: string,
  edit: { edited: string },
  warmup: number,
  runs: number,
): number {
  const forward = computeEdit(text, edit.edited);
  const backward = computeEdit(edit.edited, text);
  let tree = parser.parse(text);
  if (!tree) throw new Error("no tree");
  const times: number[] = [];
  for (let r = 0; r < warmup + runs; r++) {
    const toEdited = r % 2 === 0;
    tree.edit(toEdited ? forward : backward);
    const t0 = performance.now();
    const next = parser.parse(toEdited ? edit.edited : text, tree);
    const ms = performance.now() - t0;
    if (!next) throw new Error("no tree");
    tree.delete();
    tree = next;
    if (r >= warmup) times.push(ms);
  }
  tree.delete();
  return median(times);
}

function hasErrorsOnce(language: Language, text: string): boolean {
  const p = parserFor(language);
  try {
    return hasErrors(p, text);
  } finally {
    p.delete();
  }
}

function readRuntimeVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(resolve(REPO, "node_modules/web-tree-sitter/package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "?";
  } catch {
    return "?";
  }
}

function printTable(r: Result): void {
  const mb = (n: number): string => `${n.toFixed(1)} MB`;
  const verdict = (pass: boolean): string => (pass ? "PASS" : "FAIL");
  const rows: string[][] = [
    ["", "measure", "value", "target", "result"],
    [
      "(a)",
      `YaoXiang full parse, ${(r.yaoxiang.bytes / MB).toFixed(2)} MB${r.yaoxiang.hasError ? " (input has syntax errors!)" : ""}`,
      `${r.yaoxiang.mbPerSecond.toFixed(2)} MB/s (${r.yaoxiang.medianMs.toFixed(0)} ms)`,
      "",
      "",
    ],
    [
      "(b)",
      `JavaScript full parse, ${(r.javascript.bytes / MB).toFixed(2)} MB${r.javascript.hasError ? " (input has syntax errors)" : ""}`,
      `${r.javascript.mbPerSecond.toFixed(2)} MB/s (${r.javascript.medianMs.toFixed(0)} ms)`,
      "",
      "",
    ],
    ["", "ratio YaoXiang / JavaScript", r.ratio.value.toFixed(2), `≥ ${r.ratio.target}`, verdict(r.ratio.pass)],
    [
      "(c)",
      `incremental re-parse, ${r.incremental.lines} lines, 1-char edit`,
      `${r.incremental.incrementalMs.toFixed(2)} ms vs ${r.incremental.fullMs.toFixed(1)} ms full = ${(100 * r.incremental.fraction).toFixed(1)} %`,
      `< ${100 * r.incremental.target} %`,
      verdict(r.incremental.pass),
    ],
  ];
  const inc = r.incremental;
  rows.push([
    "",
    `  of which computeEdit / incremental parse (${inc.topLevelNodes} top-level nodes)`,
    `${inc.computeEditMs.toFixed(2)} ms / ${inc.parseOnlyMs.toFixed(2)} ms = ${((100 * inc.parseOnlyMs) / inc.fullMs).toFixed(1)} %`,
    "",
    "",
  ]);
  rows.push([
    "",
    "  per top-level node: µs, YaoXiang / tree-sitter-javascript (flat file, same count)",
    `${inc.microsPerTopLevelNode.toFixed(2)} / ${inc.javascriptPerNode.microsPerTopLevelNode.toFixed(2)} µs`,
    "",
    "",
  ]);
  for (const other of inc.otherEdits) {
    rows.push(["", `  other edit: ${other.name}`, `${other.incrementalMs.toFixed(2)} ms = ${(100 * other.fraction).toFixed(1)} %`, "", ""]);
  }
  if (!r.incremental.sameTreeAsFullParse) rows.push(["", "  incremental tree differs from a full parse!", "", "", "FAIL"]);
  const m = r.memory;
  const heap = (s: { wasmHeapMB?: number }): string => (s.wasmHeapMB === undefined ? "" : `, wasm heap ${mb(s.wasmHeapMB)}`);
  rows.push(
    ["(d)", `memory after 100 parses of ${(m.inputBytes / 1000).toFixed(0)} kB`, `rss ${mb(m.after100.rssMB)}${heap(m.after100)}`, "", ""],
    ["", "memory after 1,000 parses", `rss ${mb(m.after1000.rssMB)}${heap(m.after1000)}`, "", ""],
    [
      "",
      "growth 100 → 1,000 parses",
      `rss ${m.rssGrowthMB >= 0 ? "+" : ""}${m.rssGrowthMB.toFixed(1)} MB${
        m.wasmHeapGrowthMB === undefined ? "" : `, wasm heap +${m.wasmHeapGrowthMB.toFixed(1)} MB`
      }`,
      `< ${m.targetMB} MB`,
      verdict(m.pass),
    ],
  );
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? "").length)));
  const show = (p: string): string => {
    const rel = relative(process.cwd(), p);
    return rel === "" || rel.startsWith(`..${sep}..`) ? p : rel;
  };
  console.log(`parse benchmark: ${show(r.wasm)}, ${r.runtime}, node ${r.node}`);
  const left = r.yaoxiang.excludedWithErrors.length;
  console.log(
    `YaoXiang input: ${r.yaoxiang.files} files from ${show(r.yaoxiang.origin)}` +
      `${left > 0 ? ` (${left} left out: syntax errors)` : ""}; JavaScript: ${r.javascript.origin}`,
  );
  console.log("");
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join("  ").trimEnd());
  console.log("");
  console.log(`overall: ${verdict(r.pass)}`);
}

await main();

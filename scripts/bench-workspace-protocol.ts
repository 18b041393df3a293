// npm run bench:workspace -- --protocol [--files N] [--json] [--strict] [--keep] [--bin PATH]
//
// The workspace as an agent pays for it (issue 15 item 4): corpus/ copied
// until there are N files (default 1,000 ≈ 117,000 lines; 10,000 ≈ 1.17
// million), served by the real binary (bin/ → dist/) over stdio, asked with the
// MCP SDK client:
//   * first answer from spawn, cold: spawn → initialize → the first
//     lookup_symbol answer, with an empty cache directory (the index is built);
//   * lookup_symbol p50/p99 and find_references p50/p99 over a mix of exact,
//     prefix, fuzzy, qualified and local queries;
//   * re-index after an edit: a file others import gets a new top-level name,
//     then lookup_symbol is asked for it until the answer has it (write →
//     answer), 10 edits, median and worst;
//   * first answer from spawn, warm: a second server on the unchanged
//     workspace with the cache the first one saved; the server's debug record
//     says how many files it reused and how many texts it had parsed by then;
//   * peak RSS of each server (VmHWM of its process and any children, /proc);
//   * beside the lookup figures, for reading them: the part spent inside the
//     server (its debug record of each call, from request to response), and
//     the round trip of a bare SDK server's echo tool (scripts/bare-sdk-server.js)
//     asked as often in the same run, the transport's floor on this machine.
// Each figure is printed beside its goal (the 1,000-file goals, or the
// million-line ones from 5,000 files on). --bin runs another build of the
// server (e.g. /work/main/bin/yaoxiang-mcp.js) the same way, without cache
// flags, for an A/B comparison. Exits 0 unless --strict and a goal is missed.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { lookupSymbols, SymbolIndex } from "../src/analysis/symbols/index.js";
import { Document } from "../src/syntax/document.js";
import { findFiles } from "../src/syntax/conformance.js";
import { sharedParser } from "../src/syntax/shared-parser.js";
import { copiesFor, copyDir, generate, queryMix } from "./bench-workspace-generate.js";

const OUR_BIN = fileURLToPath(new URL("../bin/yaoxiang-mcp.js", import.meta.url));
const BARE_SERVER = fileURLToPath(new URL("./bare-sdk-server.js", import.meta.url));

export interface ProtocolOptions {
  files: number;
  json: boolean;
  strict: boolean;
  keep: boolean;
  /** Another build of the server to measure (no cache flags are passed to it). */
  bin: string | undefined;
}

interface Goals {
  coldMs: number;
  warmMs: number;
  lookupP99Ms: number;
  referencesP99Ms: number;
  reindexMs: number;
  peakMB: number;
}

const SMALL_GOALS: Goals = { coldMs: 2500, warmMs: 1000, lookupP99Ms: 5, referencesP99Ms: 20, reindexMs: 20, peakMB: 500 };
const MILLION_GOALS: Goals = { coldMs: 20_000, warmMs: 3000, lookupP99Ms: 10, referencesP99Ms: 50, reindexMs: 30, peakMB: 2000 };
const EDITS = 10;
/** Long enough for the cold index of a million lines on a loaded machine. */
const CALL_TIMEOUT_MS = 600_000;
const EDITED_FILE = "geometry/src/linalg/vector.yx";

interface Server {
  client: Client;
  pid: number;
  stderr(): string;
  close(): Promise<void>;
}

async function startServer(bin: string, root: string, cacheDir: string | undefined): Promise<Server> {
  const args = [bin, "--project-root", root, "--log-level", "debug", "--call-timeout", String(CALL_TIMEOUT_MS / 1000)];
  if (cacheDir !== undefined) args.push("--cache-dir", cacheDir);
  return connect(args);
}

async function connect(args: string[]): Promise<Server> {
  const transport = new StdioClientTransport({ command: process.execPath, args, stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const client = new Client({ name: "bench-workspace-protocol", version: "1.0.0" });
  await client.connect(transport);
  return { client, pid: transport.pid ?? 0, stderr: () => stderr, close: () => client.close() };
}

type ToolResult = { structuredContent?: Record<string, unknown>; isError?: boolean };

async function call(server: Server, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = (await server.client.callTool({ name, arguments: args }, undefined, { timeout: CALL_TIMEOUT_MS })) as ToolResult;
  if (result.isError) throw new Error(`${name} ${JSON.stringify(args)} failed: ${JSON.stringify(result.structuredContent)}`);
  return result.structuredContent ?? {};
}

const lookup = (server: Server, query: string, extra: Record<string, unknown> = {}) => call(server, "lookup_symbol", { query, ...extra });

/** Peak resident set of a process and its descendants, MB (VmHWM from /proc; 0 where /proc is absent). */
function peakRssMB(pid: number): number {
  let kB = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    kB += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(/\s+/) : []) kB += peakRssMB(Number(child)) * 1024;
    }
  } catch {
    // gone, or no /proc
  }
  return kB / 1024;
}

/** A debug record of the server's stderr, by message. */
function logRecord(server: Server, msg: string): Record<string, unknown> | undefined {
  return logRecords(server, msg)[0];
}

/** Every debug record of the server's stderr with this message, in order. */
function logRecords(server: Server, msg: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const line of server.stderr().split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const record = JSON.parse(line) as Record<string, unknown>;
      if (record.msg === msg) out.push(record);
    } catch {
      // not a record
    }
  }
  return out;
}

/** p50 / p99 of the server's own time (its "tool call" records) for the last `count` calls of `tool`. */
function serverSideTimes(server: Server, tool: string, count: number): { p50: number; p99: number } {
  const times = logRecords(server, "tool call")
    .filter((r) => r.tool === tool)
    .slice(-count)
    .map((r) => Number(r.ms))
    .sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The round trip of a bare SDK server's echo tool, asked `count` times after a warm-up. */
async function transportFloor(count: number): Promise<{ p50: number; p99: number; max: number }> {
  const bare = await connect([BARE_SERVER]);
  try {
    const texts = Array.from({ length: count }, (_, i) => `query ${i}`);
    return await timeEach(texts, (text) => bare.client.callTool({ name: "echo", arguments: { text } }));
  } finally {
    await bare.close();
  }
}

async function until<T>(check: () => T | undefined, what: string, timeoutMs = CALL_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeEach<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<{ p50: number; p99: number; max: number }> {
  for (const item of items.slice(0, 20)) await run(item); // warm-up: JIT-compiled paths, as a long session has them
  const times: number[] = [];
  for (const item of items) {
    const t = performance.now();
    await run(item);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] ?? 0 };
}

/**
 * Queries like the in-process bench's, from the names of the first copy
 * (every copy has the same names; ids carry the copy's directory).
 */
async function queries(root: string): Promise<Pick<ReturnType<typeof queryMix>, "lookups" | "references">> {
  const parser = await sharedParser();
  const first = path.join(root, copyDir(0));
  const files = findFiles(first, ".yx").map((abs) => {
    const doc = new Document(parser, readFileSync(abs, "utf8"));
    return { path: path.relative(root, abs).split(path.sep).join("/"), document: () => doc };
  });
  const index = new SymbolIndex();
  index.sync(files);
  const { lookups, references } = queryMix(index);
  if (lookupSymbols(index, { query: "Vec2" }).symbols.length === 0) throw new Error("corpus/ changed: no Vec2 to look up");
  for (const doc of files) doc.document().dispose();
  return { lookups, references };
}

/** Write → the first lookup_symbol answer that has the new name, per edit (and the undo after it). */
async function reindexTimes(server: Server, root: string): Promise<number[]> {
  const file = path.join(root, copyDir(0), EDITED_FILE);
  const original = readFileSync(file, "utf8");
  const times: number[] = [];
  try {
    for (let i = 0; i < EDITS; i++) {
      const name = `bench_marker_${i}`;
      writeFileSync(file, `${original}\n${name}: Int = ${i}\n`);
      const t = performance.now();
      for (;;) {
        const found = (await lookup(server, name)).symbols as { name: string }[];
        if (found.some((s) => s.name === name)) break;
      }
      times.push(performance.now() - t);
    }
  } finally {
    writeFileSync(file, original);
  }
  // The undo is seen before the server is closed (its cache then matches the disk again).
  for (;;) {
    const found = (await lookup(server, `bench_marker_${EDITS - 1}`)).symbols as { name: string }[];
    if (!found.some((s) => s.name === `bench_marker_${EDITS - 1}`)) break;
  }
  return times;
}

export async function protocolBench(o: ProtocolOptions): Promise<void> {
  const bin = o.bin ?? OUR_BIN;
  if (!existsSync(bin)) throw new Error(`${bin} is missing (npm run build)`);
  const withCache = o.bin === undefined;
  const root = mkdtempSync(path.join(tmpdir(), "yx-bench-protocol-"));
  const workspace = path.join(root, "workspace");
  const cacheDir = path.join(root, "cache");
  try {
    const generated = generate(workspace, copiesFor(o.files));
    const goals = generated.files >= 5000 ? MILLION_GOALS : SMALL_GOALS;
    const { lookups, references } = await queries(workspace);

    // Cold: an empty cache directory.
    let t = performance.now();
    const cold = await startServer(bin, workspace, withCache ? cacheDir : undefined);
    await lookup(cold, "Vec2");
    const coldMs = performance.now() - t;
    const saved = withCache ? await until(() => logRecord(cold, "symbol index cache saved"), "the cache to be saved") : undefined;
    const lookup99 = await timeEach(lookups, (q) => lookup(cold, q.query, q.kind ? { kind: q.kind } : {}));
    // The stderr of the calls just timed reaches us a little after their answers.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lookupInside = serverSideTimes(cold, "lookup_symbol", lookups.length);
    const references99 = await timeEach(references, (q) => call(cold, "find_references", { query: q }));
    const reindex = (await reindexTimes(cold, workspace)).sort((a, b) => a - b);
    const coldPeakMB = peakRssMB(cold.pid);
    await cold.close();
    const floor = await transportFloor(lookups.length);

    // Warm: a second server on the unchanged workspace, with the saved cache.
    t = performance.now();
    const warm = await startServer(bin, workspace, withCache ? cacheDir : undefined);
    await lookup(warm, "Vec2");
    const warmMs = performance.now() - t;
    // The worker's stderr reaches us a little after the answer may have.
    const restored = withCache ? await until(() => logRecord(warm, "symbol index cache restored"), "the warm server's restore record", 10_000).catch(() => undefined) : undefined;
    const warmPeakMB = peakRssMB(warm.pid);
    await warm.close();

    const reindexMedian = percentile(reindex, 50);
    const peakMB = Math.max(coldPeakMB, warmPeakMB);
    const checks = [
      { what: "first answer from spawn, cold (no cache)", value: coldMs, goal: goals.coldMs, unit: "ms" },
      { what: `first answer from spawn, warm (${withCache ? "cache" : "no cache: --bin"})`, value: warmMs, goal: goals.warmMs, unit: "ms" },
      { what: `lookup_symbol p99 (${lookups.length} queries)`, value: lookup99.p99, goal: goals.lookupP99Ms, unit: "ms" },
      { what: `find_references p99 (${references.length} queries)`, value: references99.p99, goal: goals.referencesP99Ms, unit: "ms" },
      { what: `re-index after an edit, write → answer (median of ${EDITS})`, value: reindexMedian, goal: goals.reindexMs, unit: "ms" },
      { what: "peak RSS of the server", value: peakMB, goal: goals.peakMB, unit: "MB" },
    ];
    const figures = {
      bin,
      workspace: generated,
      coldMs,
      warmMs,
      restored: restored && { reused: restored.reused, stale: restored.stale, parses: restored.parses },
      cache: saved && { bytes: Number(saved.bytes), saveMs: Number(saved.ms), loadMs: Number(logRecord(warm, "symbol index cache loaded")?.ms ?? NaN) },
      lookup: { ...lookup99, insideServer: lookupInside },
      transportFloor: floor,
      references: references99,
      reindex: { median: reindexMedian, max: reindex[reindex.length - 1] ?? 0, samples: reindex },
      peakMB: { cold: coldPeakMB, warm: warmPeakMB },
    };
    if (o.json) {
      console.log(JSON.stringify({ figures, checks: checks.map((c) => ({ ...c, pass: c.value < c.goal })) }, null, 2));
    } else {
      console.log(`protocol bench: ${bin}`);
      console.log(`workspace: ${generated.files} files, ${generated.lines} lines (${generated.copies} copies of corpus/)`);
      if (restored) console.log(`warm start: ${String(restored.reused)} files reused from the cache, ${String(restored.stale)} re-indexed, ${String(restored.parses)} texts parsed by the first answer`);
      if (figures.cache) console.log(`cache file: ${(figures.cache.bytes / 2 ** 20).toFixed(1)} MB, written in ${figures.cache.saveMs} ms (encoded a few ms at a time between calls before that), loaded by the warm server in ${figures.cache.loadMs} ms`);
      console.log(`lookup_symbol   p50 ${lookup99.p50.toFixed(2)} ms, p99 ${lookup99.p99.toFixed(2)} ms, max ${lookup99.max.toFixed(2)} ms (inside the server: p50 ${lookupInside.p50.toFixed(1)} ms, p99 ${lookupInside.p99.toFixed(1)} ms)`);
      console.log(`transport floor: a bare SDK server's echo round trip, p50 ${floor.p50.toFixed(2)} ms, p99 ${floor.p99.toFixed(2)} ms, max ${floor.max.toFixed(2)} ms (${lookups.length} calls, same run)`);
      console.log(`find_references p50 ${references99.p50.toFixed(2)} ms, p99 ${references99.p99.toFixed(2)} ms, max ${references99.max.toFixed(2)} ms`);
      console.log(`re-index after an edit: median ${reindexMedian.toFixed(1)} ms, worst ${figures.reindex.max.toFixed(1)} ms`);
      console.log(`peak RSS: cold server ${coldPeakMB.toFixed(0)} MB, warm server ${warmPeakMB.toFixed(0)} MB`);
      for (const c of checks) {
        console.log(`${c.value < c.goal ? "PASS" : "FAIL"}  ${c.what}: ${c.value.toFixed(c.unit === "MB" ? 0 : 2)} ${c.unit} (goal < ${c.goal} ${c.unit})`);
      }
    }
    if (o.strict && checks.some((c) => c.value >= c.goal)) process.exitCode = 1;
  } finally {
    if (!o.keep) rmSync(root, { recursive: true, force: true });
    else console.log(`workspace kept at ${root}`);
  }
}

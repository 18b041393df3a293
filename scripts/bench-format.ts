// npm run bench:format [-- --json] [--strict] [--runs N] [--lines N] [--against DIR]
//
// Formatter cost against parse cost: a file of at least 5,000 lines built from
// the error-free .yx files of corpus/ and ../shared/corpus/yx (programs,
// benches, std), repeated as needed. Measures, after warm-up, the median of
// `parser.parse` and of `formatSource` (which includes its own parse, the
// syntax check, printing and the comment self-check) on that file, runs
// interleaved so that load from other processes affects both alike, and the
// same with `verify` (the output re-parsed and compared with the input as a
// program, as format_source does for every result). The best run of each is
// printed too. Target: median format, verified or not, ≤ 5 × median parse.
//
// Then the same through the protocol, as an agent pays it: the built server
// (bin/ → dist/, so `npm run bench:format` builds first) on a temporary
// project holding that file, `format_source {file_paths}` (which also
// verifies the result and computes the hunks) timed alternately with the
// in-process parse. Target (issue 13): median round trip ≤ 5 × median parse.
// With --against DIR, the server of another built checkout (e.g. main) is
// called in the same runs, by turns before and after this one: an A/B ratio
// under the same load.
// Exits 1 with --strict when a target is missed.
import { mkdtempSync, rmSync, writeFileSync, existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { formatSource } from "../src/format/index.js";
import { findFiles } from "../src/syntax/conformance.js";
import { sharedParser } from "../src/syntax/shared-parser.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const BIN = fileURLToPath(new URL("../bin/yaoxiang-mcp.js", import.meta.url));
const TARGET_RATIO = 5;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function buildInput(minLines: number): Promise<{ text: string; files: number }> {
  const roots = [`${REPO}corpus`, `${REPO}../shared/corpus/yx/programs`, `${REPO}../shared/corpus/yx/benches`, `${REPO}../shared/corpus/yx/std`];
  const parser = await sharedParser();
  const pieces: string[] = [];
  for (const root of roots.filter(r => existsSync(r))) {
    for (const file of findFiles(root)) {
      const text = readFileSync(file, "utf8");
      const tree = parser.parse(text);
      if (tree && !tree.rootNode.hasError) pieces.push(text.endsWith("\n") ? text : text + "\n");
      tree?.delete();
    }
  }
  if (pieces.length === 0) throw new Error("no error-free .yx files found under corpus/ or ../shared/corpus/yx");
  const parts: string[] = [];
  let lines = 0;
  for (let i = 0; lines < minLines; i++) {
    const piece = pieces[i % pieces.length]!;
    parts.push(piece);
    lines += piece.split("\n").length - 1;
  }
  return { text: parts.join("\n"), files: pieces.length };
}

interface ProtocolFigures {
  parseMs: number;
  roundTripMs: number;
  ratio: number;
  chars: number;
  /** With --against: the same call to the other build's server, in the same runs. */
  baseline?: { roundTripMs: number; ratio: number };
}

async function connect(bin: string, dir: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, "--project-root", dir, "--log-level", "error"],
    stderr: "ignore",
  });
  const client = new Client({ name: "bench-format", version: "1.0.0" });
  await client.connect(transport);
  await client.listTools();
  return client;
}

async function formatOverProtocol(client: Client): Promise<{ ms: number; chars: number }> {
  const start = performance.now();
  const result = await client.callTool({ name: "format_source", arguments: { file_paths: ["big.yx"] } });
  const ms = performance.now() - start;
  if (result.isError) throw new Error(`format_source failed: ${JSON.stringify(result.content)}`);
  // A refused result (E8001: the verification found another program) would time the wrong thing.
  const content = result.structuredContent as { summary?: { changed?: number; with_errors?: number } } | undefined;
  if (content?.summary?.with_errors !== 0 || content.summary.changed !== 1) {
    throw new Error(`format_source did not format the file: ${JSON.stringify(result.structuredContent).slice(0, 500)}`);
  }
  return { ms, chars: JSON.stringify(result.structuredContent).length };
}

/**
 * Median format_source {file_paths} round trip over stdio and median parse,
 * alternately; with `baselineBin` (--against DIR: another checkout's built
 * server) its round trip too, first or second by turns, for an A/B ratio
 * under the same load.
 */
async function overProtocol(text: string, runs: number, baselineBin?: string): Promise<ProtocolFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), "yx-bench-format-"));
  writeFileSync(path.join(dir, "big.yx"), text);
  const client = await connect(BIN, dir);
  const baseline = baselineBin ? await connect(baselineBin, dir) : undefined;
  try {
    const parser = await sharedParser();
    const parseTimes: number[] = [];
    const tripTimes: number[] = [];
    const baselineTimes: number[] = [];
    let chars = 0;
    for (let run = 0; run < runs + 3; run++) {
      const start = performance.now();
      parser.parse(text)?.delete();
      const parseMs = performance.now() - start;
      let baselineMs = 0;
      if (baseline && run % 2 === 1) baselineMs = (await formatOverProtocol(baseline)).ms;
      const trip = await formatOverProtocol(client);
      if (baseline && run % 2 === 0) baselineMs = (await formatOverProtocol(baseline)).ms;
      chars = trip.chars;
      if (run >= 3) {
        parseTimes.push(parseMs);
        tripTimes.push(trip.ms);
        baselineTimes.push(baselineMs);
      }
    }
    const parseMs = median(parseTimes);
    const roundTripMs = median(tripTimes);
    const figures: ProtocolFigures = { parseMs, roundTripMs, ratio: roundTripMs / parseMs, chars };
    if (baseline) figures.baseline = { roundTripMs: median(baselineTimes), ratio: median(baselineTimes) / parseMs };
    return figures;
  } finally {
    await client.close();
    await baseline?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function againstBin(): string | undefined {
  const i = process.argv.indexOf("--against");
  if (i < 0) return undefined;
  const bin = path.resolve(process.argv[i + 1] ?? "", "bin/yaoxiang-mcp.js");
  if (!existsSync(bin)) throw new Error(`--against: no ${bin} (build that checkout first)`);
  return bin;
}

async function main(): Promise<void> {
  const runs = option("--runs", 25);
  const minLines = option("--lines", 5000);
  const { text, files } = await buildInput(minLines);
  const parser = await sharedParser();
  const parseTimes: number[] = [];
  const formatTimes: number[] = [];
  const verifiedTimes: number[] = [];
  let changed = false;
  const timeFormat = async (verify: boolean): Promise<number> => {
    const start = performance.now();
    const result = await formatSource(text, { verify });
    const ms = performance.now() - start;
    changed = result.changed;
    if (result.diagnostics.length > 0) throw new Error(`unexpected diagnostics: ${result.diagnostics[0]!.message}`);
    return ms;
  };
  for (let run = 0; run < runs + 5; run++) {
    const start = performance.now();
    const tree = parser.parse(text);
    const parseMs = performance.now() - start;
    tree?.delete();
    // Verified and unverified by turns, so that neither always follows the parse.
    const first = await timeFormat(run % 2 === 0);
    const second = await timeFormat(run % 2 !== 0);
    if (run >= 5) {
      parseTimes.push(parseMs);
      formatTimes.push(run % 2 === 0 ? second : first);
      verifiedTimes.push(run % 2 === 0 ? first : second);
    }
  }
  const parse = median(parseTimes);
  const format = median(formatTimes);
  const verified = median(verifiedTimes);
  const ratio = format / parse;
  const verifiedRatio = verified / parse;
  const bestRatio = Math.min(...formatTimes) / Math.min(...parseTimes);
  const bestVerifiedRatio = Math.min(...verifiedTimes) / Math.min(...parseTimes);
  const baselineBin = againstBin();
  const protocol = await overProtocol(text, Math.max(5, Math.round(runs / 2)), baselineBin);
  const figures = {
    lines: text.split("\n").length,
    bytes: Buffer.byteLength(text),
    sourceFiles: files,
    runs,
    parseMs: Number(parse.toFixed(2)),
    formatMs: Number(format.toFixed(2)),
    ratio: Number(ratio.toFixed(2)),
    verifiedFormatMs: Number(verified.toFixed(2)),
    verifiedRatio: Number(verifiedRatio.toFixed(2)),
    bestParseMs: Number(Math.min(...parseTimes).toFixed(2)),
    bestFormatMs: Number(Math.min(...formatTimes).toFixed(2)),
    bestRatio: Number(bestRatio.toFixed(2)),
    bestVerifiedFormatMs: Number(Math.min(...verifiedTimes).toFixed(2)),
    bestVerifiedRatio: Number(bestVerifiedRatio.toFixed(2)),
    target: TARGET_RATIO,
    protocolParseMs: Number(protocol.parseMs.toFixed(2)),
    protocolRoundTripMs: Number(protocol.roundTripMs.toFixed(2)),
    protocolRatio: Number(protocol.ratio.toFixed(2)),
    protocolResultChars: protocol.chars,
    ...(protocol.baseline
      ? { baselineRoundTripMs: Number(protocol.baseline.roundTripMs.toFixed(2)), baselineRatio: Number(protocol.baseline.ratio.toFixed(2)) }
      : {}),
    // The verified call's target is what an agent pays: the protocol figure (the server's workers
    // run with a larger young generation than this process); in process it is shown for comparison.
    pass: ratio <= TARGET_RATIO && protocol.ratio <= TARGET_RATIO,
    changed,
  };
  const verdict = (r: number): string => (r <= TARGET_RATIO ? "PASS" : "FAIL");
  if (process.argv.includes("--json")) console.log(JSON.stringify(figures));
  else {
    console.log(`input: ${figures.lines} lines, ${figures.bytes} bytes (from ${files} files)`);
    console.log(`parse:  ${figures.parseMs} ms median, ${figures.bestParseMs} ms best (${runs} runs)`);
    console.log(`format: ${figures.formatMs} ms median, ${figures.bestFormatMs} ms best (parse + check + print + self-check)`);
    console.log(`ratio:  ${figures.ratio} median, ${figures.bestRatio} best (target ≤ ${TARGET_RATIO}) ${verdict(ratio)}`);
    console.log(
      `format + verify: ${figures.verifiedFormatMs} ms median, ${figures.bestVerifiedFormatMs} ms best = ` +
        `${figures.verifiedRatio}× median, ${figures.bestVerifiedRatio}× best (in process, for comparison; the target is the server's figure below)`,
    );
    console.log(
      `format_source {file_paths} over stdio: ${figures.protocolRoundTripMs} ms median vs parse ${figures.protocolParseMs} ms ` +
        `(alternately) = ${figures.protocolRatio}× (target ≤ ${TARGET_RATIO}) ${verdict(protocol.ratio)}; result ${protocol.chars} chars`,
    );
    if (protocol.baseline) {
      console.log(
        `  baseline (--against ${baselineBin}), same runs: ${figures.baselineRoundTripMs} ms = ${figures.baselineRatio}× ` +
          `(A/B ${(protocol.roundTripMs / protocol.baseline.roundTripMs).toFixed(2)})`,
      );
    }
  }
  if (process.argv.includes("--strict") && !figures.pass) process.exit(1);
}

await main();

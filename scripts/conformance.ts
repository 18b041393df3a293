// npm run conformance -- DIR [--json] [--no-fail] [--all-clean] [--wasm FILE] [--ext .yx]
//
// Parses every .yx file under DIR with the committed grammar wasm. Files listed
// in a manifest.json (in DIR or an ancestor, like ../shared/corpus/yx) are
// compared with the reference compiler's verdicts, per group (first folder:
// programs, docs, benches, std, ...):
//   - files whose reference verdict is not `syntax-error` must parse without
//     ERROR/MISSING nodes: 100 % for programs/benches/std, >= 97 % for groups
//     of doc snippets;
//   - files the reference rejects (`syntax-error`) must be rejected too: >= 90 %.
// Every disagreement is listed. Exit code 1 when a target is missed (--no-fail:
// always 0). Files no manifest lists are printed one per line as clean/error;
// with --all-clean, any error among them also makes the exit code 1.
// The logic lives in src/syntax/conformance.ts.
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { Parser } from "web-tree-sitter";
import {
  checkDirectory,
  formatDisagreement,
  formatProblem,
  type DirectoryReport,
  type Ratio,
  hasSyntaxError,
} from "../src/syntax/conformance.js";
import { GRAMMAR_WASM_PATH, loadYaoXiang } from "../src/syntax/language.js";

const USAGE = "usage: npm run conformance -- DIR [--json] [--no-fail] [--all-clean] [--wasm FILE] [--ext .yx]";

interface Options {
  dir: string;
  json: boolean;
  noFail: boolean;
  allClean: boolean;
  wasm: string;
  ext: string;
}

/** Relative paths are taken from where the user ran npm (INIT_CWD), not the package root. */
function fromUserCwd(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function parseArgs(argv: string[]): Options {
  const options: Options = { dir: "", json: false, noFail: false, allClean: false, wasm: GRAMMAR_WASM_PATH, ext: ".yx" };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) fail(`${arg} needs a value\n${USAGE}`);
      return v;
    };
    if (arg === "--json") options.json = true;
    else if (arg === "--no-fail") options.noFail = true;
    else if (arg === "--all-clean") options.allClean = true;
    else if (arg === "--wasm") options.wasm = fromUserCwd(value());
    else if (arg === "--ext") options.ext = value();
    else if (arg === "-h" || arg === "--help") {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith("-")) fail(`unknown option ${arg}\n${USAGE}`);
    else if (options.dir) fail(`only one DIR please\n${USAGE}`);
    else options.dir = fromUserCwd(arg);
  }
  if (!options.dir) fail(USAGE);
  return options;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function pct(r: Ratio): string {
  return r.total === 0 ? "-" : `${(100 * r.rate).toFixed(1)} %`;
}

function frac(r: Ratio): string {
  return `${r.count}/${r.total}`;
}

function printHuman(report: DirectoryReport, options: Options, failures: string[]): void {
  const rel = (p: string): string => {
    const r = relative(process.env.INIT_CWD ?? process.cwd(), p) || ".";
    return r.startsWith("..") && r.split(/[\\/]/).filter((x) => x === "..").length > 1 ? p : r;
  };
  console.log(`conformance of ${rel(report.root)}: ${report.files.length} files, grammar ${rel(options.wasm)}`);
  for (const m of report.manifests) console.log(`manifest: ${rel(m)}`);
  const summary = report.summary;
  if (summary) {
    const both = (r: Ratio): string => (r.total === 0 ? "-" : `${frac(r)} (${pct(r)})`);
    const rows: string[][] = [["group", "kind", "files", "valid syntax → clean", "target", "", "syntax-error → rejected"]];
    for (const g of summary.groups) {
      const counted = g.cleanExpected.total > 0;
      rows.push([
        g.group,
        g.kind,
        String(g.files),
        both(g.cleanExpected),
        !counted ? "" : g.cleanTarget === 1 ? "100 %" : `≥ ${Math.round(100 * g.cleanTarget)} %`,
        !counted ? "" : g.cleanPass ? "PASS" : "FAIL",
        both(g.rejectExpected),
      ]);
    }
    rows.push([
      "all",
      "",
      String(summary.files),
      "",
      "",
      "",
      `${both(summary.rejected)}  target ≥ ${Math.round(100 * summary.rejectedTarget)} %  ${summary.rejectedPass ? "PASS" : "FAIL"}`,
    ]);
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
    console.log("");
    for (const r of rows) {
      console.log(r.map((cell, c) => (c === 2 ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join("  ").trimEnd());
    }
    const uncounted = summary.groups.reduce((n, g) => n + g.uncounted, 0);
    if (uncounted > 0) console.log(`(${uncounted} listed files have no usable reference verdict and are not counted)`);

    console.log("");
    if (summary.disagreements.length === 0) console.log("no disagreements with the reference");
    else {
      console.log(`${summary.disagreements.length} disagreement(s) with the reference:`);
      const byFile = new Map(report.files.map((f) => [f.comparison, f.relativePath] as const));
      for (const d of summary.disagreements) console.log(`  ${formatDisagreement(d, byFile.get(d) ?? d.file)}`);
    }
  }
  const unlisted = report.files.filter((f) => !f.comparison);
  if (unlisted.length > 0) {
    if (summary) console.log(`\n${unlisted.length} file(s) not listed in a manifest:`);
    for (const f of unlisted) {
      const p = f.classification.firstProblem;
      console.log(hasSyntaxError(f.classification) ? `  error  ${f.relativePath}${p ? `:${formatProblem(p)}` : ""}` : `  clean  ${f.relativePath}`);
    }
    const errors = unlisted.filter((f) => hasSyntaxError(f.classification)).length;
    console.log(`${unlisted.length} file(s): ${unlisted.length - errors} clean, ${errors} with syntax errors`);
  }
  for (const m of report.missingFiles) console.log(`warning: listed in the manifest but missing: ${m}`);
  console.log("");
  console.log(failures.length === 0 ? "result: PASS" : `result: FAIL (${failures.join("; ")})`);
}

function jsonReport(report: DirectoryReport, options: Options, failures: string[]): unknown {
  const s = report.summary;
  return {
    root: report.root,
    wasm: options.wasm,
    manifests: report.manifests,
    pass: failures.length === 0,
    failures,
    summary: s && {
      files: s.files,
      groups: s.groups,
      rejected: s.rejected,
      rejectedTarget: s.rejectedTarget,
      rejectedPass: s.rejectedPass,
      pass: s.pass,
    },
    disagreements: (s?.disagreements ?? []).map((d) => ({
      file: d.file,
      group: d.group,
      outcome: d.outcome,
      firstProblem: d.classification.firstProblem,
      referenceError: d.referenceError,
    })),
    missingFiles: report.missingFiles,
    files: report.files.map((f) => ({
      file: f.relativePath,
      bytes: f.bytes,
      hasError: hasSyntaxError(f.classification),
      errorNodes: f.classification.errorNodes,
      missingNodes: f.classification.missingNodes,
      firstProblem: f.classification.firstProblem,
      group: f.comparison?.group,
      expect: f.comparison?.expect,
      expected: f.comparison?.expected,
      outcome: f.comparison?.outcome,
    })),
  };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(options.dir)) fail(`conformance: ${options.dir} does not exist`);
  if (!existsSync(options.wasm)) fail(`conformance: ${options.wasm} not found; build it with: npm run build:wasm`);
  const language = await loadYaoXiang(options.wasm);
  const parser = new Parser();
  parser.setLanguage(language);
  const report = checkDirectory(parser, options.dir, { extension: options.ext });
  parser.delete();

  const failures: string[] = [];
  const s = report.summary;
  if (s) {
    for (const g of s.groups) {
      if (!g.cleanPass) failures.push(`${g.group}: ${pct(g.cleanExpected)} of valid files parse cleanly, target ${Math.round(100 * g.cleanTarget)} %`);
    }
    if (!s.rejectedPass) failures.push(`${pct(s.rejected)} of syntax-error files rejected, target ${Math.round(100 * s.rejectedTarget)} %`);
  }
  if (options.allClean) {
    const bad = report.files.filter((f) => !f.comparison && hasSyntaxError(f.classification)).length;
    if (bad > 0) failures.push(`${bad} unlisted file(s) with syntax errors (--all-clean)`);
  }
  if (report.files.length === 0) console.error(`conformance: no ${options.ext} files under ${options.dir}`);

  if (options.json) console.log(JSON.stringify(jsonReport(report, options, failures), null, 2));
  else printHuman(report, options, failures);
  process.exitCode = failures.length > 0 && !options.noFail ? 1 : 0;
}

await main();

// tsx scripts/compare-query-captures.ts [--base REV] [--broken N] [QUERY_FILE ...] [-- DIR_OR_FILE ...]
//
// Checks that rewritten query files capture exactly what they captured
// before: for every query file (default: every .scm under queries/,
// editors/zed/languages/yaoxiang/ and editors/neovim/queries/yaoxiang/ that
// also exists at REV) and every input of scripts/grammar-inputs.ts (plus the
// extra DIR_OR_FILE after `--`), the captures of the file as it is now, run
// over trees of the grammar as it is now (wasm/tree-sitter-yaoxiang.wasm),
// must equal the captures of the file at REV over trees of the wasm at REV:
// the same capture names on the same ranges with the same `#set!`
// properties, in the same order (an editor lets the later of two captures of
// one node win, so the order is part of the result).
// REV defaults to HEAD, i.e. the uncommitted changes are checked.
// --broken N adds N broken variants of every input (a random span of up to
// 40 characters deleted, seeded, so a run is reproducible): the captures on
// error trees must be the same too.
// Exit code 0 when everything matches, 1 on any difference, 2 on bad usage.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Parser, Query, type Language, type QueryCapture } from "web-tree-sitter";
import type { TestCaseInput } from "../src/syntax/test-cases.js";
import { GRAMMAR_WASM_PATH, loadLanguageFrom } from "../src/syntax/language.js";
import { random } from "../test/helpers/random.js";
import { grammarInputs, REPO } from "./grammar-inputs.js";

const USAGE = "usage: tsx scripts/compare-query-captures.ts [--base REV] [--broken N] [QUERY_FILE ...] [-- DIR_OR_FILE ...]";
const QUERY_DIRS = ["queries", "editors/zed/languages/yaoxiang", "editors/neovim/queries/yaoxiang"];

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** A file as committed at `rev`, or undefined when it did not exist there. */
function atRevision(rev: string, path: string): Buffer | undefined {
  try {
    return execFileSync("git", ["show", `${rev}:${path}`], { cwd: REPO, maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return undefined;
  }
}

function describeCapture(c: QueryCapture): string {
  const s = c.node.startPosition;
  const e = c.node.endPosition;
  const props = c.setProperties ? ` ${JSON.stringify(c.setProperties)}` : "";
  return `@${c.name} ${c.node.type} [${s.row}:${s.column}-${e.row}:${e.column}]${props}`;
}

function captureLists(language: Language, querySource: string, trees: Parser, texts: string[]): string[][] {
  const query = new Query(language, querySource);
  try {
    return texts.map((text) => {
      const tree = trees.parse(text);
      if (!tree) throw new Error("parse failed");
      try {
        return query.captures(tree.rootNode).map(describeCapture);
      } finally {
        tree.delete();
      }
    });
  } finally {
    query.delete();
  }
}

/** The inputs, each followed by `count` copies with a random span deleted. */
function withBrokenVariants(inputs: TestCaseInput[], count: number): TestCaseInput[] {
  if (!Number.isInteger(count) || count < 0) fail(`--broken needs a count\n${USAGE}`);
  const next = random(17);
  return inputs.flatMap((input) => {
    const variants = [input];
    for (let k = 0; k < count && input.text.length > 0; k++) {
      const start = Math.floor(next() * input.text.length);
      const end = Math.min(input.text.length, start + 1 + Math.floor(next() * 40));
      variants.push({ name: `${input.name} (broken ${k + 1})`, text: input.text.slice(0, start) + input.text.slice(end) });
    }
    return variants;
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let base = "HEAD";
  let broken = 0;
  const files: string[] = [];
  const extra: string[] = [];
  let afterDashes = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? "";
    if (afterDashes) extra.push(resolve(process.env.INIT_CWD ?? process.cwd(), a));
    else if (a === "--") afterDashes = true;
    else if (a === "--base") base = args[++i] ?? fail(USAGE);
    else if (a === "--broken") broken = Number(args[++i] ?? fail(USAGE));
    else if (a === "-h" || a === "--help") {
      console.log(USAGE);
      return;
    } else if (a.startsWith("-")) fail(`unknown option ${a}\n${USAGE}`);
    else files.push(a);
  }
  if (files.length === 0) {
    for (const dir of QUERY_DIRS) {
      if (!existsSync(resolve(REPO, dir))) continue;
      for (const f of readdirSync(resolve(REPO, dir)).sort()) if (f.endsWith(".scm")) files.push(`${dir}/${f}`);
    }
  }

  const baseWasm = atRevision(base, "wasm/tree-sitter-yaoxiang.wasm") ?? fail(`no wasm/tree-sitter-yaoxiang.wasm at ${base}`);
  const tmp = mkdtempSync(join(tmpdir(), "compare-captures-"));
  const baseWasmPath = join(tmp, "base.wasm");
  writeFileSync(baseWasmPath, baseWasm);
  const baseLanguage = await loadLanguageFrom(baseWasmPath);
  const currentLanguage = await loadLanguageFrom(GRAMMAR_WASM_PATH);
  rmSync(tmp, { recursive: true, force: true });
  const baseParser = new Parser();
  baseParser.setLanguage(baseLanguage);
  const currentParser = new Parser();
  currentParser.setLanguage(currentLanguage);

  const inputs = withBrokenVariants(grammarInputs(extra), broken);
  const texts = inputs.map((i) => i.text);
  let differences = 0;
  let compared = 0;
  for (const file of files) {
    const before = atRevision(base, file)?.toString("utf8");
    if (before === undefined) {
      console.log(`(new)      ${file}: not at ${base}, skipped`);
      continue;
    }
    const after = readFileSync(resolve(REPO, file), "utf8");
    const old = captureLists(baseLanguage, before, baseParser, texts);
    const now = captureLists(currentLanguage, after, currentParser, texts);
    let captures = 0;
    let fileDifferences = 0;
    for (let i = 0; i < inputs.length; i++) {
      const a = old[i] ?? [];
      const b = now[i] ?? [];
      captures += a.length;
      const at = a.findIndex((line, k) => line !== b[k]);
      const index = at >= 0 ? at : a.length !== b.length ? Math.min(a.length, b.length) : -1;
      if (index < 0) continue;
      fileDifferences++;
      if (fileDifferences <= 5) {
        console.log(`DIFFERENT  ${file} on ${inputs[i]?.name}, capture ${index}:`);
        console.log(`    before: ${a[index] ?? "(end)"}\n    after:  ${b[index] ?? "(end)"}`);
      }
    }
    compared++;
    differences += fileDifferences;
    console.log(`${fileDifferences === 0 ? "same      " : "DIFFERENT "} ${file}: ${captures} captures over ${inputs.length} inputs${fileDifferences ? `, ${fileDifferences} input(s) differ` : ""}`);
  }
  baseParser.delete();
  currentParser.delete();
  if (differences === 0) console.log(`compare-query-captures: ${compared} query file(s) capture exactly as at ${base}`);
  else {
    console.log(`compare-query-captures: ${differences} input(s) with different captures (base ${base})`);
    process.exitCode = 1;
  }
}

await main();

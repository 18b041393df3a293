// tsx scripts/compare-wasm.ts OTHER.wasm [--base FILE.wasm] [DIR_OR_FILE ...]
//
// Checks that OTHER.wasm (e.g. a fresh `build-wasm.sh -o /tmp/x.wasm`) parses
// exactly like the committed wasm/tree-sitter-yaoxiang.wasm (or --base): same
// node types and fields, and for every input the same tree — node types, field
// names, MISSING flags and ranges, i.e. the S-expression plus positions.
// Inputs: those of scripts/grammar-inputs.ts (corpus/, test/, the tree-sitter
// test cases, ../shared's reference programs and formatter vectors when they
// exist) and any extra DIR_OR_FILE given (.yx files, or test-case .txt).
// Exit code 0 when everything matches, 1 on any difference, 2 on bad usage.
import { existsSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { Parser, type Language, type Tree } from "web-tree-sitter";
import { GRAMMAR_WASM_PATH, loadLanguageFrom } from "../src/syntax/language.js";
import { grammarInputs } from "./grammar-inputs.js";

const USAGE = "usage: tsx scripts/compare-wasm.ts OTHER.wasm [--base FILE.wasm] [DIR_OR_FILE ...]";

function fromUserCwd(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** One line per node: depth, field, type, MISSING/ERROR flags and range. */
function dump(tree: Tree): string[] {
  const lines: string[] = [];
  const cursor = tree.walk();
  let depth = 0;
  for (;;) {
    const node = cursor.currentNode;
    const field = cursor.currentFieldName;
    const flags = `${node.isMissing ? " MISSING" : ""}${node.isNamed ? "" : " anon"}`;
    const s = node.startPosition;
    const e = node.endPosition;
    lines.push(
      `${"  ".repeat(depth)}${field ? `${field}: ` : ""}${JSON.stringify(node.type)}${flags} ` +
        `[${s.row}:${s.column}-${e.row}:${e.column}]`,
    );
    if (cursor.gotoFirstChild()) {
      depth++;
      continue;
    }
    let moved = false;
    while (!(moved = cursor.gotoNextSibling())) {
      if (!cursor.gotoParent()) break;
      depth--;
    }
    if (!moved) break;
  }
  cursor.delete();
  return lines;
}

function languageShape(language: Language): string[] {
  const shape = [`abi ${language.abiVersion}`, `states ${language.stateCount}`];
  for (let i = 0; i < language.nodeTypeCount; i++) {
    shape.push(`type ${i} ${language.nodeTypeForId(i)} ${language.nodeTypeIsNamed(i) ? "named" : "anon"}`);
  }
  for (let i = 1; i <= language.fieldCount; i++) shape.push(`field ${i} ${language.fieldNameForId(i)}`);
  return shape;
}

function firstDifference(a: string[], b: string[]): { index: number; a: string; b: string } | undefined {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return { index: i, a: a[i] ?? "(end)", b: b[i] ?? "(end)" };
  }
  return undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let base = GRAMMAR_WASM_PATH;
  let other: string | undefined;
  const extra: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? "";
    if (a === "--base") base = fromUserCwd(args[++i] ?? fail(USAGE));
    else if (a === "-h" || a === "--help") {
      console.log(USAGE);
      return;
    } else if (a.startsWith("-")) fail(`unknown option ${a}\n${USAGE}`);
    else if (other === undefined) other = fromUserCwd(a);
    else extra.push(fromUserCwd(a));
  }
  if (other === undefined) fail(USAGE);
  for (const f of [base, other]) if (!existsSync(f)) fail(`compare-wasm: ${f} not found`);

  const baseLanguage = await loadLanguageFrom(base);
  const otherLanguage = await loadLanguageFrom(other);
  let failures = 0;
  const shapeDiff = firstDifference(languageShape(baseLanguage), languageShape(otherLanguage));
  if (shapeDiff) {
    failures++;
    console.log(`languages differ: base has "${shapeDiff.a}", other has "${shapeDiff.b}"`);
  }

  const baseParser = new Parser();
  baseParser.setLanguage(baseLanguage);
  const otherParser = new Parser();
  otherParser.setLanguage(otherLanguage);
  for (const p of extra) if (!existsSync(p)) fail(`compare-wasm: ${p} does not exist`);
  const inputs = grammarInputs(extra);
  let nodes = 0;
  for (const input of inputs) {
    const t1 = baseParser.parse(input.text);
    const t2 = otherParser.parse(input.text);
    if (!t1 || !t2) throw new Error(`no tree for ${input.name}`);
    const d1 = dump(t1);
    const d2 = dump(t2);
    const sameSexp = t1.rootNode.toString() === t2.rootNode.toString();
    t1.delete();
    t2.delete();
    nodes += d1.length;
    const diff = firstDifference(d1, d2);
    if (diff || !sameSexp) {
      failures++;
      console.log(`DIFFERENT  ${input.name}`);
      if (diff) console.log(`  node ${diff.index}:\n    base:  ${diff.a.trim()}\n    other: ${diff.b.trim()}`);
    }
  }
  baseParser.delete();
  otherParser.delete();
  const what = `${inputs.length} inputs (${nodes} nodes)`;
  const show = (p: string): string => {
    const r = relative(process.cwd(), p);
    return r === "" || r.startsWith(`..${sep}..`) ? p : r;
  };
  if (failures === 0) {
    console.log(`compare-wasm: ${show(other)} parses ${what} exactly like ${show(base)}`);
  } else {
    console.log(`compare-wasm: ${failures} difference(s) over ${what} between ${show(base)} and ${show(other)}`);
    process.exitCode = 1;
  }
}

await main();

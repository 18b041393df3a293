// On an error-free tree, modelling the reference parser one top-level
// statement at a time (clean-tree-model.ts) must give exactly the syntax
// diagnostics that modelling the whole file gives. Checked on every corpus
// file, on the format vectors' inputs, and on crafted files where the
// reference-only errors sit in the middle of other statements.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Parser, Tree } from "web-tree-sitter";
import { cleanTreeModel } from "../../src/syntax/clean-tree-model.js";
import { LineIndex } from "../../src/syntax/line-index.js";
import { referenceParseErrors } from "../../src/syntax/reference-parser.js";
import { referenceOnly } from "../../src/syntax/syntax-diagnostics.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { REPO_CORPUS, SHARED_CORPUS, SHARED_YX, read, yxFiles } from "../format/shared-corpus.js";

let parser: Parser;
beforeAll(async () => {
  parser = await sharedParser();
});

// Error-free trees on which the reference parser reports errors in the middle
// of other statements (every one of them must give reference-only errors), and
// one that the reference accepts.
const crafted = [
  "use std.io\n\nr = match v {\n    Some(x) => x,\n    _ => 0\n}\n\nf: (x: Int) -> Int = (y) => y\n",
  "a = 1; b = match a { Some(x) => x, _ => 0 }; c = 2\n",
  "AsString: (T: Type) -> Type = match T {\n    Int => String,\n    _ => String\n}\n// after\nmain = {\n    x: Type[Int] = 1\n}\n",
  "s = \"é😀\"; t = match s { Some(x) => x, _ => 0 }\n",
  "Grid: Type[T] = List(T)\nk = 1\n",
  "main = () => {\n    v = match o {\n        Some(x) => x,\n        _ => 0\n    }\n    v\n}\nw = 2\n",
];
const acceptedByReference = "/* lead */ p = match q {\n    (Some(x)) => x,\n    _ => 0\n}\n";

function formatInputs(): string[] {
  const out: string[] = [];
  const dir = join(SHARED_CORPUS, "format");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".jsonl"));
  } catch {
    return out;
  }
  for (const name of names) {
    for (const line of readFileSync(join(dir, name), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const record = JSON.parse(line) as { input?: unknown };
      if (typeof record.input === "string") out.push(record.input);
    }
  }
  return out;
}

/** The model's errors as comparable strings (what referenceOnly sees). */
function describeErrors(errors: ReturnType<typeof referenceParseErrors>): string[] | null {
  return errors === null ? null : errors.map((e) => `${e.code} ${e.start.row}:${e.start.column}-${e.end.row}:${e.end.column} ${e.legacy ? "L" : ""}${e.accepted ? "A" : ""} ${e.message}`);
}

/** The errors a clean tree reports (syntax-diagnostics.ts referenceOnly), comparable. */
function reportable(tree: Tree, errors: ReturnType<typeof referenceParseErrors>): string[] | null {
  if (errors === null) return null;
  const kept = referenceOnly(tree, errors, true);
  return describeErrors(errors.filter((_, i) => kept.has(i)));
}

describe("cleanTreeModel", () => {
  it("reports what modelling the whole file reports, on every error-free corpus tree", () => {
    const sources = [...crafted, acceptedByReference, ...[...yxFiles(REPO_CORPUS), ...yxFiles(SHARED_YX), ...yxFiles(join(SHARED_CORPUS, "format"))].map(read), ...formatInputs()];
    let compared = 0;
    let craftedWithErrors = 0;
    for (const source of sources) {
      const tree = parser.parse(source) as Tree;
      try {
        if (tree.rootNode.hasError) continue;
        const wholeErrors = referenceParseErrors(source);
        // The reference lexer rejects the whole file (a byte-order mark, `&&`, …): the
        // syntax diagnostics report that E0001 and model nothing either way.
        if (wholeErrors === null) continue;
        const whole = reportable(tree, wholeErrors);
        const perStatement = reportable(tree, cleanTreeModel(tree, source, new LineIndex(source)));
        expect(perStatement, source.slice(0, 120)).toEqual(whole);
        compared++;
        if (crafted.includes(source) && whole && whole.length > 0) craftedWithErrors++;
      } finally {
        tree.delete();
      }
    }
    // Without ../shared: the crafted inputs and the 29 files of corpus/.
    expect(compared).toBeGreaterThanOrEqual(crafted.length + 1 + 29);
    // Every crafted input has an error-free tree and reference-only errors to model.
    expect(craftedWithErrors).toBe(crafted.length);
  });
});

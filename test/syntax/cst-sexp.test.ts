// treeToSexp: exactly tree-sitter's Node.toString() when nothing is cut, on
// every corpus file and test-case input (error trees included); positions in
// the span convention; cuts by depth, node count and size, each reported.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { Parser } from "web-tree-sitter";
import { treeToSexp, type SexpOptions } from "../../src/syntax/cst-sexp.js";
import { createParser } from "../../src/syntax/language.js";
import { LineIndex } from "../../src/syntax/line-index.js";
import { testCaseInputs } from "../../src/syntax/test-cases.js";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

let parser: Parser;
beforeAll(async () => {
  parser = await createParser();
});

/** treeToSexp of `source`, and tree-sitter's own string (which recurses in wasm: not for deep trees). */
function sexpOf(source: string, options: SexpOptions = {}, withExpected = true) {
  const tree = parser.parse(source)!;
  try {
    return { ...treeToSexp(tree, new LineIndex(source), options), expected: withExpected ? tree.rootNode.toString() : undefined };
  } finally {
    tree.delete();
  }
}

function inputs(): string[] {
  const corpus = (readdirSync(path.join(REPO, "corpus"), { recursive: true, encoding: "utf8" }) as string[]).filter((f) => f.endsWith(".yx"));
  const cases = readdirSync(path.join(REPO, "test/corpus")).flatMap((f) =>
    testCaseInputs(f, readFileSync(path.join(REPO, "test/corpus", f), "utf8")).map((input) => input.text),
  );
  return [...corpus.map((f) => readFileSync(path.join(REPO, "corpus", f), "utf8")), ...cases, "名 = 1\n", "x = '\\n\n", 'd = "abc\n', ""];
}

describe("treeToSexp", () => {
  it("is tree-sitter's Node.toString() on every corpus file and test-case input", () => {
    const all = inputs();
    expect(all.length).toBeGreaterThan(500);
    let sourceChars = 0;
    let sexpChars = 0;
    for (const source of all) {
      const { sexp, expected, cutBy } = sexpOf(source);
      expect(sexp, source.slice(0, 200)).toBe(expected);
      expect(cutBy).toEqual([]);
      sourceChars += source.length;
      sexpChars += sexp.length;
    }
    // A few times the source's size (the JSON tree is 10–28 times).
    expect(sexpChars / sourceChars).toBeLessThan(4);
  });

  it("adds positions in the span convention (1-based, code points, end exclusive)", () => {
    const { sexp } = sexpOf('s = "😀"\nf(a)\n', { positions: true });
    expect(sexp).toBe(
      "(source_file [1, 1] - [3, 1] (binding [1, 1] - [1, 8] target: (identifier [1, 1] - [1, 2]) value: (string_literal [1, 5] - [1, 8] (string_content [1, 6] - [1, 7])))" +
        " (expression_statement [2, 1] - [2, 5] (call_expression [2, 1] - [2, 5] function: (identifier [2, 1] - [2, 2]) arguments: (argument_list [2, 2] - [2, 5] (identifier [2, 3] - [2, 4])))))",
    );
    expect(sexpOf("f(\n", { positions: true }).sexp).toContain('(MISSING ")" [1, 3] - [1, 3])');
  });

  it("cuts at max_depth and max_nodes, marking the children not shown", () => {
    const source = "a = f(1, 2)\nb = 2\n";
    expect(sexpOf(source, { maxDepth: 0 })).toMatchObject({ sexp: "(source_file …2)", cutBy: ["max_depth"] });
    expect(sexpOf(source, { maxDepth: 1 })).toMatchObject({ sexp: "(source_file (binding …2) (binding …2))", cutBy: ["max_depth"] });
    expect(sexpOf(source, { maxNodes: 3 })).toMatchObject({ sexp: "(source_file (binding target: (identifier) …1) …1)", cutBy: ["max_nodes"], nodeCount: 3 });
  });

  it("stays within maxChars as a JSON string, closing every parenthesis", () => {
    const source = Array.from({ length: 2_000 }, (_, i) => `x${i} = f(${i}, "s") + 1`).join("\n");
    const whole = sexpOf(source);
    expect(whole.sexp).toBe(whole.expected);
    for (const maxChars of [200, 5_000, 50_000]) {
      const { sexp, cutBy } = sexpOf(source, { maxChars });
      expect(cutBy).toEqual(["max_chars"]);
      expect(JSON.stringify(sexp).length).toBeLessThanOrEqual(maxChars);
      expect(JSON.stringify(sexp).length).toBeGreaterThan(maxChars * 0.75);
      expect(sexp.split("(").length).toBe(sexp.split(")").length);
      expect(whole.sexp.startsWith(sexp.slice(0, sexp.indexOf("…")).trimEnd())).toBe(true);
    }
  });

  it("walks a tree thousands of levels deep without recursion", () => {
    const source = `x = ${"(".repeat(5_000)}1${")".repeat(5_000)}\n`;
    const { sexp, cutBy } = sexpOf(source, {}, false);
    expect(cutBy).toEqual([]);
    expect(sexp.split("parenthesized_expression").length - 1).toBe(5_000);
  });
});

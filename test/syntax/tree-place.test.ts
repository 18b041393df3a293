// tree-place.ts: a node's parent and neighbours read from a cursor's stack.
// On ordinary trees they are what the Node API says; on trees a few hundred
// levels deep, where Node.parent / nextSibling / previousSibling trap in
// web-tree-sitter (issue 18: 500 lines of `+`, 1 KB), the syntax
// diagnostics that need them still come out right.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Node } from "web-tree-sitter";
import { describe, expect, it } from "vitest";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { syntaxDiagnostics } from "../../src/syntax/syntax-diagnostics.js";
import { nodeAndAncestors, walkPlaces } from "../../src/syntax/tree-place.js";

const parser = await sharedParser();

/** The Node API's answers (what syntax-diagnostics.ts used before): safe on these shallow trees. */
function nodeNextLeaf(node: Node): Node | null {
  for (let current: Node | null = node; current; current = current.parent) {
    let sibling = current.nextSibling;
    if (sibling) {
      while (sibling.childCount > 0 && sibling.firstChild) sibling = sibling.firstChild;
      return sibling;
    }
  }
  return null;
}

function nodePreviousLeaf(node: Node): Node | null {
  for (let current: Node | null = node; current; current = current.parent) {
    let sibling = current.previousSibling;
    while (sibling && sibling.isExtra) sibling = sibling.previousSibling;
    if (sibling) {
      while (sibling.childCount > 0 && sibling.lastChild) sibling = sibling.lastChild;
      return sibling;
    }
  }
  return null;
}

const idOf = (node: Node | null | undefined) => node?.id ?? null;

/** A broken source too: error recovery makes the ERROR and MISSING nodes the diagnostics walk over. */
const SOURCES = [
  ...readdirSync("corpus/geometry/src").filter((f) => f.endsWith(".yx")).map((f) => readFileSync(path.join("corpus/geometry/src", f), "utf8")),
  "use a as x, y\nf = (a: Int) -> Int => {\n    // note\n    b = (1 + \n    ref c = 2\n    [1, 2\n}\n",
];

describe("TreePlace", () => {
  it.each(SOURCES.map((source, i) => [i, source]))("agrees with the Node API on every node of source %i", (_i, source) => {
    const tree = parser.parse(source)!;
    let visited = 0;
    walkPlaces(tree, (place) => {
      const node = place.node;
      visited++;
      expect(idOf(place.parent())).toBe(idOf(node.parent));
      expect(place.parentType).toBe(node.parent?.type);
      expect(idOf(place.previousSibling())).toBe(idOf(node.previousSibling));
      expect(idOf(place.nextLeaf())).toBe(idOf(nodeNextLeaf(node)));
      expect(idOf(place.previousLeaf())).toBe(idOf(nodePreviousLeaf(node)));
      const ancestors: Node[] = [];
      for (let p = node.parent; p; p = p.parent) ancestors.push(p);
      expect(place.ancestors(() => true).map(idOf)).toEqual(ancestors.map(idOf));
      expect(nodeAndAncestors(tree, node, 3).map(idOf)).toEqual([node, ...ancestors.slice(0, 3)].map(idOf));
      return "descend";
    });
    expect(visited).toBeGreaterThan(20);
    tree.delete();
  });
});

describe("syntax diagnostics of trees hundreds of levels deep (issue 18)", () => {
  // Each of these trapped ("memory access out of bounds") in Node.parent or
  // nextSibling at the bottom of the chain; the trap left the wasm memory corrupt.
  it.each([
    ["+", "+\n"],
    ["-", "-\n"],
  ])("500 lines of `%s`: one E0010 after the last operator", async (_shape, line) => {
    // Deeper than the reference-parser model goes (MAX_DEPTH 300): the CST's
    // own reading answers, at the MISSING operand (the model, on 3 lines,
    // points at the end of the file instead: same code and message).
    const source = line.repeat(500);
    const tree = parser.parse(source)!;
    expect(tree.rootNode.descendantForIndex(source.length - 2)?.type).toBe(line[0]);
    const diagnostics = syntaxDiagnostics(tree, source);
    expect(diagnostics.map(({ code, message, span }) => ({ code, message, span }))).toEqual([
      { code: "E0010", message: "expected a name or expression, found end of file", span: [500, 2, 500, 2] },
    ]);
    tree.delete();
    // The runtime is still sound: the next parse works.
    expect(parser.parse("x = 1\n")!.rootNode.hasError).toBe(false);
  });

  it("a 500-deep `&&` chain: one E0001 per operator", () => {
    const source = `x = ${"a && ".repeat(500)}a\n`;
    const tree = parser.parse(source)!;
    const diagnostics = syntaxDiagnostics(tree, source);
    expect(diagnostics).toHaveLength(500);
    expect(new Set(diagnostics.map((d) => `${d.code} ${d.message}`))).toEqual(new Set(["E0001 expected an operator, found `&&`, which YaoXiang does not have"]));
    expect(diagnostics[0]!.span).toEqual([1, 7, 1, 9]);
    tree.delete();
  });

  it("`ref` starting a statement 500 blocks deep: E0018", () => {
    const source = `f = () => ${"{\n".repeat(500)}ref x\n${"}\n".repeat(500)}`;
    const tree = parser.parse(source)!;
    const codes = syntaxDiagnostics(tree, source).map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`);
    expect(codes).toContain("E0018 501:1");
    tree.delete();
  });
});

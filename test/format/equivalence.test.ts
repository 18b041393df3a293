// The check behind every format_source result (equivalence.ts): the input's
// shape tree (built during the formatter's own walk, as formatSource builds
// it) against the output's. For each normalisation the formatter relies on,
// a rewrite it makes is accepted and a wrong "formatted" text next to it (a
// token changed, a parenthesis that matters dropped, an import dropped, ...)
// is caught. Every verdict is also checked against the text form of the
// shapes, so the streaming comparison is exactly as strict as comparing texts.
import { beforeAll, describe, expect, it } from "vitest";
import type { Parser } from "web-tree-sitter";
import { buildCst } from "../../src/format/cst.js";
import { programShape, sameProgram, type ShapeOptions } from "../../src/format/equivalence.js";
import { ShapeTreeBuilder, shapeTreeOf, type ShapeTree } from "../../src/format/shape-tree.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { REPO_CORPUS, SHARED_YX, read, yxFiles } from "./shared-corpus.js";

let parser: Parser;
beforeAll(async () => {
  parser = await sharedParser();
});

/** The shape tree of an error-free text (or one with `errors`), built as formatSource builds its input's. */
function inputShapes(text: string, errors = false): ShapeTree {
  const tree = parser.parse(text)!;
  try {
    expect(tree.rootNode.hasError, `parses: ${text}`).toBe(errors);
    const shapes = new ShapeTreeBuilder(tree, text);
    buildCst(tree, text, shapes);
    return shapes.shapes;
  } finally {
    tree.delete();
  }
}

/** The shape tree of an error-free text (or one with `errors`), as formatSource builds its output's. */
function outputShapes(text: string, errors = false): ShapeTree {
  const tree = parser.parse(text)!;
  try {
    expect(tree.rootNode.hasError, `parses: ${text}`).toBe(errors);
    return shapeTreeOf(tree, text);
  } finally {
    tree.delete();
  }
}

function same(input: string, output: string, options: ShapeOptions = { sortImports: true }, errors = false): boolean {
  const a = inputShapes(input, errors);
  const b = outputShapes(output, errors);
  const verdict = sameProgram(a, b, options);
  expect(verdict, `streamed verdict equals the text comparison for ${JSON.stringify(output)}`).toBe(
    programShape(a, options) === programShape(b, options),
  );
  return verdict;
}

interface Family {
  name: string;
  input: string;
  /** Rewrites the formatter makes: the same program. */
  accepted: string[];
  /** Wrong "formatted" texts: another program. */
  rejected: string[];
  options?: ShapeOptions;
}

const FAMILIES: Family[] = [
  {
    name: "tokens and names",
    input: 'x = a * b\ny = f(a, "ab")\n',
    accepted: ['x = a*b\ny = f(a,"ab")\n'],
    rejected: ['x = a / b\ny = f(a, "ab")\n', 'x = a * c\ny = f(a, "ab")\n', 'x = a * b\ny = f(a, "ac")\n', 'x = a * b\ny = f("ab", a)\n', 'x = a * b\n'],
  },
  {
    name: "literal spellings",
    input: "x = 0xFF\ny = 1.50\nz = 1_000\nw = 1e3\n",
    accepted: ["x = 255\ny = 1.5\nz = 1000\nw = 1000.0\n"],
    rejected: ["x = 256\ny = 1.5\nz = 1000\nw = 1000.0\n", "x = 255\ny = 1.6\nz = 1000\nw = 1000.0\n", "x = 255\ny = 1.5\nz = 100\nw = 1000.0\n"],
  },
  {
    // Booleans are a node above their keyword token; characters and strings are compared by value.
    name: "Booleans, characters, strings and types",
    input: "b = true\nc = 'a'\ns = \"a\\tb\"\nt: Int = 1\n",
    accepted: ["b = true\nc = 'a'\ns = \"a\\tb\"\nt : Int = 1\n"],
    rejected: [
      "b = false\nc = 'a'\ns = \"a\\tb\"\nt: Int = 1\n",
      "b = true\nc = 'b'\ns = \"a\\tb\"\nt: Int = 1\n",
      "b = true\nc = 'a'\ns = \"a\\nb\"\nt: Int = 1\n",
      "b = true\nc = 'a'\ns = \"a\\tb\"\nt: Float = 1\n",
    ],
  },
  {
    // An f-string's text is compared by its value (71a D3), interpolations and specs as nodes.
    name: "f-string text by its value",
    input: 's = f"\\u{4F60}\\x41{x:>3}\\x7B\\t}"\n',
    accepted: ['s = f"你A{x:>3}{{\\t}}"\n', 's = f"\\u{4F60}A{x:>3}\\u{7B}\\x09}}"\n'],
    rejected: [
      's = f"你B{x:>3}{{\\t}}"\n',
      's = f"你A{y:>3}{{\\t}}"\n',
      's = f"你A{x:<3}{{\\t}}"\n',
      's = f"你A{x:>3}{{\\n}}"\n',
      's = f"你A{{x:>3}}{{\\t}}"\n',
      's = f"你A{x:>3}{{\\t"\n',
    ],
  },
  {
    // The parser skips a `pub` before an imported item (syntax.md §3.10, 71a D4).
    name: "`pub` inside import braces",
    input: "use std.{pub io, os as o}\n",
    accepted: ["use std.{ io, os as o }\n"],
    rejected: ["use std.{ os, os as o }\n", "use std.{ io, os }\n", "use std.{ io as io, os as o }\n"],
  },
  {
    name: "grouping parentheses",
    input: "x = (a * b) + c\ny = (1 + 2) * 3\nz = -(1 + 2)\n",
    accepted: ["x = a * b + c\ny = (1 + 2) * 3\nz = -(1 + 2)\n"],
    rejected: ["x = a * b + c\ny = 1 + 2 * 3\nz = -(1 + 2)\n", "x = a * b + c\ny = (1 + 2) * 3\nz = -1 + 2\n", "x = a * (b + c)\ny = (1 + 2) * 3\nz = -(1 + 2)\n"],
  },
  {
    name: "braces added to lambda and match-arm bodies",
    input: 'f = (x) => x + 1\nmain = { r = match x { 1 => "one", _ => "other" } }\n',
    accepted: ['f = (x) => { x + 1 }\nmain = { r = match x { 1 => { "one" }, _ => { "other" } } }\n'],
    rejected: [
      'f = (x) => { x + 2 }\nmain = { r = match x { 1 => { "one" }, _ => { "other" } } }\n',
      'f = (y) => { x + 1 }\nmain = { r = match x { 1 => { "one" }, _ => { "other" } } }\n',
      'f = (x) => { x + 1 }\nmain = { r = match x { 1 => { "two" }, _ => { "other" } } }\n',
      'f = (x) => { x + 1 }\nmain = { r = match x { 2 => { "one" }, _ => { "other" } } }\n',
    ],
  },
  {
    name: "function forms of bindings (formatting.md §5.1)",
    input: "f = () => 1\ng: () -> Int = () => 2\nh: (x: Int) -> Int = x + 1\n",
    accepted: ["f = { 1 }\ng: () -> Int = { 2 }\nh: (x: Int) -> Int = (x: Int) => { x + 1 }\n"],
    rejected: [
      "f = { 3 }\ng: () -> Int = { 2 }\nh: (x: Int) -> Int = (x: Int) => { x + 1 }\n",
      "f = { 1 }\ng: () -> Int = { 3 }\nh: (x: Int) -> Int = (x: Int) => { x + 1 }\n",
      "f = { 1 }\ng: () -> Int = { 2 }\nh: (x: Int) -> Int = (y: Int) => { x + 1 }\n",
      "f = { 1 }\ng: () -> Int = { 2 }\nh: (x: Int) -> Float = (x: Int) => { x + 1 }\n",
    ],
  },
  {
    name: "signature types copied into the lambda",
    input: "add: (a: Int, b: Int) -> Int = (a, b) => a + b\n",
    accepted: ["add: (a: Int, b: Int) -> Int = (a: Int, b: Int) => a + b\n"],
    rejected: ["add: (a: Int, b: Float) -> Int = (a: Int, b: Float) => a + b\n", "add: (a: Int, b: Int) -> Int = (b: Int, a: Int) => a + b\n"],
  },
  {
    name: "the parenthesised curried result (vector 019)",
    input: "map: (T: Type) -> ((x: Int) -> Int) = (x) => x\n",
    accepted: ["map: (T: Type) -> (Int) -> Int = (x) => x\n"],
    rejected: ["map: (T: Type) -> (Float) -> Int = (x) => x\n", "map: (T: Type) -> (Int) -> Float = (x) => x\n"],
  },
  {
    name: "named arguments after positional ones",
    input: "f(x=1, 2, y = 3, 4)\n",
    accepted: ["f(2, 4, x=1, y=3)\n"],
    rejected: ["f(4, 2, x=1, y=3)\n", "f(2, 4, x=3, y=1)\n", "f(2, 4, x=1)\n"],
  },
  {
    name: "braces around braceless loop and else bodies",
    input: "main = {\n  while n > 0 step(n)\n  for x in xs print(x)\n  if a { b } else c\n}\n",
    accepted: ["main = {\n    while n > 0 { step(n) }\n    for x in xs { print(x) }\n    if a { b } else { c }\n}\n"],
    rejected: [
      "main = {\n    while n > 0 { step(m) }\n    for x in xs { print(x) }\n    if a { b } else { c }\n}\n",
      "main = {\n    while n > 0 { step(n) }\n    for x in ys { print(x) }\n    if a { b } else { c }\n}\n",
      "main = {\n    while n > 0 { step(n) }\n    for x in xs { print(x) }\n    if a { b } else { d }\n}\n",
      "main = {\n    while n > 0 { step(n) }\n    for x in xs { print(x) }\n    if a { b }\n}\n",
    ],
  },
  {
    name: "import order",
    input: "use std.io\nuse std.assert\nx = 1\n",
    accepted: ["use std.assert\nuse std.io\nx = 1\n"],
    rejected: ["use std.io\nx = 1\n", "use std.assert\nuse std.iox\nx = 1\n", "use std.assert\nx = 1\nuse std.io\ny = 2\n"],
  },
  {
    name: "import order without sorting",
    input: "use std.io\nuse std.assert\nx = 1\n",
    accepted: ["use std.io\nuse std.assert\nx = 1\n"],
    rejected: ["use std.assert\nuse std.io\nx = 1\n"],
    options: { sortImports: false },
  },
  {
    name: "comments and one-element tuples",
    input: "x = 1 // one\np: (Int,) = (1,)\n",
    accepted: ["x = 1\np: (Int,) = (1,)\n"],
    rejected: ["x = 1 // one\np: (Int) = (1,)\n", "x = 1 // one\np: (Int,) = (1)\n"],
  },
];

describe("sameProgram", () => {
  for (const family of FAMILIES) {
    it(`${family.name}: accepts the rewrite, catches each wrong text`, () => {
      for (const text of [family.input, ...family.accepted]) expect(same(family.input, text, family.options), text).toBe(true);
      for (const text of family.rejected) expect(same(family.input, text, family.options), text).toBe(false);
    });
  }

  it("reads a braceless assignment body as the statement braces make of it, and nothing else (76c D3)", () => {
    // The reference reads a braceless body as a block and prints `while COND BLOCK` (formatting.md §5).
    expect(same("main = {\n  mut n = 3\n  while n > 0 n = n - 1\n}\n", "main = {\n    mut n = 3\n    while n > 0 { n = n - 1 }\n}\n")).toBe(true);
    expect(same("main = {\n  for x in xs p.x = x\n}\n", "main = {\n    for x in xs { p.x = x }\n}\n")).toBe(true);
    // Another target or value is another program.
    expect(same("main = {\n  while n > 0 n = n - 1\n}\n", "main = {\n    while n > 0 { m = n - 1 }\n}\n")).toBe(false);
    expect(same("main = {\n  while n > 0 n = n - 1\n}\n", "main = {\n    while n > 0 { n - 1 }\n}\n")).toBe(false);
  });

  it("compares an interpolation our grammar reads only in part as written (it may be text to the compiler)", () => {
    const input = 'x = f"{pick(1, \\"Ana\\")} {t.0} {a b}"\n';
    expect(same(input, input.replace("x = ", "x  =  "), undefined, true)).toBe(true);
    // What a reprint of the parsed part made of it before: another text at run time.
    expect(same(input, input.replace('\\"Ana\\"', '\\", Ana, \\"'), undefined, true)).toBe(false);
    expect(same(input, input.replace("t.0", "t.1"), undefined, true)).toBe(false);
    expect(same(input, input.replace("a b", "a c"), undefined, true)).toBe(false);
  });

  it("stops at the first difference and at a shorter or longer program", () => {
    expect(same("x = 1\ny = 2\n", "x = 1\n")).toBe(false);
    expect(same("x = 1\n", "x = 1\ny = 2\n")).toBe(false);
    expect(same("x = 1\ny = 2\n", "x = 2\ny = 2\n")).toBe(false);
    expect(same("", "")).toBe(true);
  });
});

describe("shape trees", () => {
  it("built during buildCst's walk have the shapes of the ones read straight from tree-sitter", () => {
    const files = [...yxFiles(REPO_CORPUS), ...yxFiles(SHARED_YX)];
    const samples = ["", "// only a comment\n", "x = 1 // c\r\n/* a */ y = f(a, /* in */ b)?\n", ...files.map(read)];
    for (const text of samples) {
      const tree = parser.parse(text)!;
      try {
        const during = new ShapeTreeBuilder(tree, text);
        buildCst(tree, text, during);
        // shapeTreeOf reads ranges of TEXT_LEAVES alone and holds them as leaves: the same shape.
        const read = shapeTreeOf(tree, text);
        for (const sortImports of [true, false]) {
          expect(programShape(read, { sortImports }), text.slice(0, 60)).toBe(programShape(during.shapes, { sortImports }));
        }
      } finally {
        tree.delete();
      }
    }
  }, 60_000);
});

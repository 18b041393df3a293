// Re-checking after an edit reuses what the previous check computed (the AST
// copy per top-level statement, per-statement analyses, the semantic walk's
// per-statement results, src/check/memo.ts). Property: after any sequence of
// one-line edits, the incremental result is exactly the result of checking
// the same documents from scratch.
//
// Two copies of each workspace get the same edits (so their trees are the
// same: tree-sitter's incremental re-parse may recover from errors unlike a
// fresh parse, which is not what is tested here). Copy A is checked after
// every edit and keeps all its caches; copy B forgets everything before each
// check.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { astOf } from "../../src/syntax/doc-cache.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { copyTree, type AstNode } from "../../src/syntax/ast/ast.js";
import { checkDocument, forgetCheckResults } from "../../src/check/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { findFiles } from "../../src/syntax/conformance.js";

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const CORPUS = here("../../corpus");
const FIXTURES = here("../fixtures/workspaces");


function workspaces(): string[] {
  const dirs = (root: string) => readdirSync(root).map((d) => path.join(root, d)).filter((d) => statSync(d).isDirectory());
  return [...dirs(CORPUS), ...dirs(FIXTURES)].filter((d) => findFiles(d).length > 0);
}

/** A small deterministic generator (tests must not flake). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const TOKENS = ["x", "y", "print", "mut ", "1", '"s"', "io", "main", "Point", "(", ")", "{", "}", " = ", "return ", "&", "&mut ", "[", "]", ".", ",", "if ", "for i in ", "?", "use std.io", "# note"];

/** One random one-line edit of `text`; `lines` are lines of the whole workspace to paste. */
function edit(text: string, lines: readonly string[], random: () => number): string {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const own = text.split("\n");
  const i = Math.floor(random() * own.length);
  const r = random();
  if (r < 0.12) own.splice(i, 1);
  else if (r < 0.24) own.splice(i, 0, pick(own));
  else if (r < 0.34) own[i] = pick(own);
  else if (r < 0.44) own.splice(i, 0, pick(lines));
  else if (r < 0.52) own[i] = `${own[i]} `;
  else {
    const line = own[i] as string;
    const names = [...line.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)];
    if (names.length > 0 && random() < 0.5) {
      const name = pick(names);
      const start = name.index ?? 0;
      own[i] = line.slice(0, start) + (random() < 0.5 ? pick(names)[0] : `${name[0]}2`) + line.slice(start + name[0].length);
    } else {
      const at = Math.floor(random() * (line.length + 1));
      own[i] = line.slice(0, at) + pick(TOKENS) + line.slice(at + (random() < 0.5 ? 0 : Math.floor(random() * 5)));
    }
  }
  return own.join("\n");
}

/** Structure, text and offsets of two AST copies, or the first difference. */
function sameAst(a: AstNode, b: AstNode): string | null {
  const stack: [AstNode, AstNode][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop() as [AstNode, AstNode];
    if (
      x.type !== y.type ||
      x.named !== y.named ||
      x.field !== y.field ||
      x.missing !== y.missing ||
      x.start !== y.start ||
      x.end !== y.end ||
      x.leafText !== y.leafText ||
      x.children.length !== y.children.length
    ) {
      return `${x.type}@${x.start}-${x.end} vs ${y.type}@${y.start}-${y.end}`;
    }
    x.children.forEach((child, i) => {
      if (child.parent !== x) throw new Error(`bad parent link under ${x.type}@${x.start}`);
      stack.push([child, y.children[i] as AstNode]);
    });
  }
  return null;
}

describe("incremental re-check", () => {
  it("gives exactly the result of a check from scratch after random one-line edits", async () => {
    const parser = await sharedParser();
    const random = generator(20_240_611);
    let compared = 0;
    for (const root of workspaces()) {
      const texts = new Map(findFiles(root).map((f) => [path.relative(root, f).split(path.sep).join("/"), readFileSync(f, "utf8")]));
      const a = new Map([...texts].map(([rel, text]) => [rel, new Document(parser, text)]));
      const b = new Map([...texts].map(([rel, text]) => [rel, new Document(parser, text)]));
      const hostA = documentsHost(a);
      const hostB = documentsHost(b);
      const lines = [...texts.values()].flatMap((t) => t.split("\n"));
      const files = [...texts.keys()];
      try {
        for (const file of files) checkDocument(hostA, file, a.get(file) as Document);
        for (let step = 0; step < 12; step++) {
          const changed = files[Math.floor(random() * files.length)] as string;
          const text = edit(texts.get(changed) as string, lines, random);
          texts.set(changed, text);
          a.get(changed)?.update(text);
          b.get(changed)?.update(text);
          const doc = a.get(changed) as Document;
          expect(sameAst(astOf(doc), copyTree(doc.tree, doc.text)), `AST of ${changed} after step ${step}`).toBeNull();
          for (const file of files) {
            const incremental = checkDocument(hostA, file, a.get(file) as Document);
            for (const d of b.values()) forgetCheckResults(d);
            const fresh = checkDocument(hostB, file, b.get(file) as Document);
            expect(incremental, `${path.basename(root)}/${file} after editing ${changed} (step ${step}):\n${texts.get(changed)}`).toEqual(fresh);
            compared++;
          }
        }
      } finally {
        for (const d of [...a.values(), ...b.values()]) d.dispose();
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);

  it("follows what one statement changes for the next ones (module values, types, signatures, imports)", async () => {
    const main = [
      'use shapes.{Box, area}',
      'names = ["a", "b"]',
      "mut count = 0",
      "",
      "consume: (xs: List(String)) -> Int = (xs) => {",
      "    0",
      "}",
      "",
      "e = () => {",
      "    print(names)",
      "    print(inner)",
      "}",
      "",
      "f = () => {",
      "    print(names)",
      "}",
      "",
      "g = () => {",
      "    print(names)",
      "    count = count + 1",
      "    b = Box(1, 2)",
      "    print(area(b))",
      "    consume(names)",
      "}",
      "",
      "{",
      "    inner = 1",
      "}",
      "",
      "h = () => {",
      "    print(count)",
      "}",
      "",
      "k = () => {",
      "    print(names)",
      "    print(inner)",
      "}",
      "",
    ].join("\n");
    const shapes = ["Box: Type = { w: Int, h: Int }", "", "area: (b: Box) -> Int = (b) => {", "    b.w * b.h", "}", ""].join("\n");
    // Each step replaces the first occurrence of a text in one file.
    const steps: [file: string, from: string, to: string][] = [
      ["main.yx", "f = () => {\n    print(names)", "f = () => {\n    consume(names)"],
      ["main.yx", "{\n    inner = 1\n}", "{\n    inner = 2\n}"],
      ["main.yx", "    print(1)", "    print(2)"],
      ["main.yx", "f = () => {\n    consume(names)", "f = () => {\n    print(names)"],
      ["main.yx", "mut count = 0", "count = 0"],
      ["main.yx", "count = 0", "mut count = 0"],
      ["main.yx", "consume: (xs: List(String)) -> Int", "consume: (xs: List(String), n: Int) -> Int"],
      ["main.yx", "(xs) => {\n    0", "(xs, n) => {\n    0"],
      ["shapes.yx", "Box: Type = { w: Int, h: Int }", "Box: Type = { w: Int, h: Int, d: Int }"],
      ["shapes.yx", "area: (b: Box) -> Int", "area: (b: Box, k: Int) -> Int"],
      ["main.yx", "h = () => {\n    print(count)", "h = () => {\n    print(inner)"],
      ["main.yx", "{\n    inner = 1\n}", "{\n    other = 1\n}"],
      ["main.yx", "g = () => {\n", "g = () => {\n    use shapes.{area}\n"],
      ["main.yx", "names = [\"a\", \"b\"]", "names = [\"a\", \"b\"]\nr = &mut names"],
      ["shapes.yx", "area: (b: Box, k: Int) -> Int", "area: (b: Box) -> Int"],
      ["main.yx", "use shapes.{Box, area}", "use shapes.{Box}"],
      ["main.yx", "{\n    other = 1\n}", "{\n    inner = 1\n}"],
      ["main.yx", "{\n    inner = 1\n}", "{\n    other = 1\n}"],
    ];
    await expectSameAsFresh(
      new Map([
        ["main.yx", main],
        ["shapes.yx", shapes],
      ]),
      steps,
    );
  });

  it("follows names released by module-level blocks", async () => {
    const main = ["e = () => {", "    print(inner)", "}", "", "{", "    other = 1", "}", "", "k = () => {", "    print(inner)", "}", ""].join("\n");
    await expectSameAsFresh(new Map([["main.yx", main]]), [
      ["main.yx", "other = 1", "inner = 1"],
      ["main.yx", "inner = 1", "other = 1"],
      ["main.yx", "inner = 1", "inner = 2"],
    ]);
  });

  it("keeps the nodes of unchanged top-level statements and moves them", async () => {
    const parser = await sharedParser();
    const text = "a = 1\n\nf: (x: Int) -> Int = (x) => {\n    x + 1\n}\n\ng = () => {\n    f(2)\n}\n";
    const doc = new Document(parser, text);
    try {
      const before = [...astOf(doc).children];
      doc.update(text.replace("a = 1", "a = 100"));
      const after = astOf(doc).children;
      expect(after).toHaveLength(3);
      expect(after[0]).not.toBe(before[0]);
      expect(after[1]).toBe(before[1]);
      expect(after[2]).toBe(before[2]);
      expect(sameAst(astOf(doc), copyTree(doc.tree, doc.text))).toBeNull();
    } finally {
      doc.dispose();
    }
  });
});

/**
 * Applies `steps` (replace the first `from` by `to` in `file`, or append `to`)
 * to two copies of the workspace `texts`, checking every file after each
 * step: incrementally in one copy, from scratch in the other.
 */
async function expectSameAsFresh(texts: Map<string, string>, steps: readonly (readonly [file: string, from: string, to: string])[]): Promise<void> {
  const parser = await sharedParser();
  const a = new Map([...texts].map(([rel, text]) => [rel, new Document(parser, text)]));
  const b = new Map([...texts].map(([rel, text]) => [rel, new Document(parser, text)]));
  const hostA = documentsHost(a);
  const hostB = documentsHost(b);
  try {
    for (const file of texts.keys()) checkDocument(hostA, file, a.get(file) as Document);
    for (const [file, from, to] of steps) {
      const before = texts.get(file) as string;
      const text = before.includes(from) ? before.replace(from, to) : `${before}\n${to}`;
      texts.set(file, text);
      a.get(file)?.update(text);
      b.get(file)?.update(text);
      for (const checked of texts.keys()) {
        const incremental = checkDocument(hostA, checked, a.get(checked) as Document);
        for (const d of b.values()) forgetCheckResults(d);
        expect(incremental, `${checked} after ${file}: ${from} -> ${to}`).toEqual(checkDocument(hostB, checked, b.get(checked) as Document));
      }
    }
  } finally {
    for (const d of [...a.values(), ...b.values()]) d.dispose();
  }
}

// Re-checking after an edit reuses what the previous check computed (the AST
// copy per top-level statement, per-statement analyses, the semantic walk's
// per-statement results, src/check/memo.ts). Property: after any sequence of
// one-line edits, the incremental result is exactly the result of checking
// the same documents from scratch (random-recheck.ts).
import { describe, expect, it } from "vitest";
import { astOf } from "../../src/syntax/doc-cache.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { copyTree } from "../../src/syntax/ast/ast.js";
import { checkDocument, forgetCheckResults } from "../../src/check/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { recheckAgrees, sameAst } from "./random-recheck.js";

describe("incremental re-check", () => {
  it("gives exactly the result of a check from scratch after random one-line edits (seeded sample: 3 per workspace)", async () => {
    // incremental.long.test.ts makes 24 edits per workspace.
    expect(await recheckAgrees(3, 20_240_611)).toBeGreaterThan(75);
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

  it("follows the overloads of a function (each call typed by the one its arity selects) as they change", async () => {
    const main = ["area: (w: Float) -> Float = (w) => w * w", "", "area: (w: Float, h: Float) -> Float = (w, h) => w * h", "", "main = {", "    a: String = area(2.0, 3.0)", "    b = area(\"x\")", "}", ""].join("\n");
    await expectSameAsFresh(new Map([["main.yx", main]]), [
      ["main.yx", "(w: Float, h: Float) -> Float = (w, h)", "(w: Float, h: Float) -> String = (w, h)"],
      ["main.yx", "area: (w: Float) -> Float = (w) => w * w", "area: (w: String) -> Float = (w) => 1.0"],
      ["main.yx", "area: (w: Float, h: Float) -> String", "area: (w: Float, h: Float, d: Float) -> String"],
      ["main.yx", "area: (w: Float, h: Float, d: Float) -> String", "area: (w: Float, h: Float) -> Float"],
    ]);
  });

  it("follows names released by module-level blocks", async () => {
    const main = ["e = () => {", "    print(inner)", "}", "", "{", "    other = 1", "}", "", "k = () => {", "    print(inner)", "}", ""].join("\n");
    await expectSameAsFresh(new Map([["main.yx", main]]), [
      ["main.yx", "other = 1", "inner = 1"],
      ["main.yx", "inner = 1", "other = 1"],
      ["main.yx", "inner = 1", "inner = 2"],
    ]);
  });

  it("follows a method declared apart from its type, in a module reached through another, as it comes and goes", async () => {
    const texts = new Map([
      ["species.yx", "Plant: Type = { water: Float }\n"],
      ["care.yx", "use species.{Plant}\nuse alias\n\nPlant.dry: (self: &Plant) -> Bool = self.water < 1.0\n"],
      ["alias.yx", "use species.{Plant as Crop}\n\nCrop.shade: (self: &Crop) -> Float = 0.5\n"],
      ["main.yx", "use species.{Plant}\nuse care\n\nmain = {\n    p = Plant(2.0)\n    d = p.dry()\n    t = p.thirst()\n}\n"],
    ]);
    const parser = await sharedParser();
    const main = new Document(parser, texts.get("main.yx")!);
    const docs = new Map([...texts].map(([rel, text]) => [rel, rel === "main.yx" ? main : new Document(parser, text)]));
    try {
      // Not declared anywhere yet: E1042 on `thirst` only.
      expect(checkDocument(documentsHost(docs), "main.yx", main).map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1042 7"]);
      // `use care` serves only to reach `alias`, which declares the method used: it is used (no W1003).
      main.update("use species.{Plant}\nuse care\n\nmain = {\n    p = Plant(2.0)\n    s = p.shade()\n}\n");
      expect(checkDocument(documentsHost(docs), "main.yx", main)).toEqual([]);
    } finally {
      for (const d of docs.values()) d.dispose();
    }
    await expectSameAsFresh(texts, [
      ["alias.yx", "Crop.shade", "Crop.thirst"],
      ["alias.yx", "Crop.thirst", "Crop.shade"],
      ["care.yx", "use alias", "use species"],
      ["alias.yx", "Crop.shade", "Crop.thirst"],
      ["care.yx", "use species\n", "use alias\n"],
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

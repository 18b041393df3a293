// find_references answers what an agent tried by a local's bare name, a
// wrong separator, or a std name the workspace shadows with a local (tester
// round 64a D1, D2): the forms that exist, as lookup_symbol's hint gives
// them, instead of only "no symbol" or an empty std answer.
import { describe, expect, it } from "vitest";
import { findReferences, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

const SOURCE = [
  "join: (xs: List(String)) -> String = (xs) => {",
  "    mut acc = \"\"",
  "    mut first = true",
  "    for x in xs {",
  "        if first {",
  "            acc = x",
  "            first = false",
  "        } else {",
  "            acc = acc + \",\" + x",
  "        }",
  "    }",
  "    return acc",
  "}",
  "",
].join("\n");

describe("find_references hints (64a D1, D2)", async () => {
  const doc = new Document(await sharedParser(), SOURCE);
  const index = new SymbolIndex();
  index.sync([{ path: "a.yx", document: () => doc }]);

  it("name a local asked for by its bare name or with a dot", () => {
    for (const query of ["acc", "join.acc"]) {
      const found = findReferences(index, { query });
      expect(found.locations).toEqual([]);
      expect(found.hint).toContain("'acc' is a local or parameter: query 'join#acc'.");
    }
    expect(findReferences(index, { query: "join#acc" }).locations.map((l) => l.span[0])).toEqual([2, 6, 9, 9, 12]);
  });

  it("say that a std name the workspace never uses is also a local there", () => {
    const found = findReferences(index, { query: "first" });
    expect(found.locations).toEqual([]);
    expect(found.hint).toMatch(/^No workspace file uses std\.[a-z]+\.first\. 'first' is a local or parameter: query 'join#first'\.$/);
    // Under a kind filter the empty list may be the filter's doing: no such claim.
    expect(findReferences(index, { query: "first", kinds: ["write"] }).hint).toBeUndefined();
  });

  it("say so of a std name the workspace never uses where no local has it either (99c D3)", () => {
    const found = findReferences(index, { query: "std.list.last" });
    expect([found.locations, found.hint]).toEqual([[], "No workspace file uses std.list.last."]);
  });
});

describe("the forms of a name asked for with a wrong separator (64a D4)", async () => {
  const doc = new Document(await sharedParser(), "alpha = {\n    acc = 1\n    print(acc)\n}\nzeta = {\n    acc = 2\n    print(acc)\n}\n");
  const index = new SymbolIndex();
  index.sync([{ path: "a.yx", document: () => doc }]);

  it("put the container the agent typed first", () => {
    expect(findReferences(index, { query: "zeta.acc" }).hint).toContain("query 'zeta#acc', 'alpha#acc'.");
    expect(findReferences(index, { query: "alpha.acc" }).hint).toContain("query 'alpha#acc', 'zeta#acc'.");
    expect(findReferences(index, { query: "acc" }).hint).toContain("query 'alpha#acc', 'zeta#acc'.");
  });
});

// A name of tens of thousands of characters (generated code) is answered
// about like any other: its hints quote it shortened, so the answer is not
// cut to "0 of 0 items shown" (101a D7).
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const NAME = "n".repeat(40_000);
const TYPE = `T${"b".repeat(40_000)}`;
const project = servedProject("yx-long-names-", {
  "long.yx": `main = {\n    x = ${NAME}\n}\n`,
  "type_long.yx": `${TYPE}: Type = { x: Int }\n\nmake: (v: Int) -> ${TYPE} = ${TYPE}(v)\n`,
  "doc_long.yx": `/// ${"D".repeat(40_000)}\nfirst: Int = 1\n\nsecond: Int = 2\n\nthird: Int = 3\n`,
  "fn_long.yx": `/// ${"word ".repeat(9_000)}\n${NAME}f: (x: Int) -> Int = (x) => x + 1\n\nuse_it: Int = ${NAME}f(1) + ${NAME}f(2)\n`,
});

describe("a name of 40,000 characters", () => {
  it.each(["lookup_symbol", "find_references"])("%s at it says there is no symbol, quoting the name shortened", async (tool) => {
    const result = await project.call(tool, { file_path: "long.yx", line: 2, column: 10 });
    const data = result.structuredContent as { truncated: boolean; hint: string };
    expect(data.truncated).toBe(false);
    expect(data.hint).toMatch(/^No symbol at long\.yx:2:10: the name `n{200}… \(40000 characters\)`, which no visible binding defines/);
    expect(data.hint.length).toBeLessThan(1_000);
  });
});

describe("a symbol with a 40,000-character name or doc", () => {
  it("is shown with its texts shortened, within the budget (101c N1)", async () => {
    const found = await project.call("lookup_symbol", { file_path: "type_long.yx", line: 1, column: 1 });
    const data = found.structuredContent as { symbols: { name: string; kind: string }[]; hint: string };
    expect(JSON.stringify(data).length).toBeLessThanOrEqual(20_000);
    expect(data.symbols.map((s) => s.kind)).toEqual(["type"]);
    expect(data.symbols[0]!.name).toMatch(/^Tb+… \(40001 characters\)$/);
    expect(data.hint).toContain("shortened");
    const references = await project.call("find_references", { file_path: "type_long.yx", line: 1, column: 1 });
    const refs = references.structuredContent as { locations: unknown[] };
    expect(JSON.stringify(refs).length).toBeLessThanOrEqual(20_000);
    expect(refs.locations.length).toBe(3); // its definition, make's result type, the constructor call
  });

  it("stays within the least budget, 1,000 characters, its name, id and doc shortened further (101d D6: 1,094)", async () => {
    for (const tool of ["find_references", "lookup_symbol"]) {
      const result = await project.call(tool, { file_path: "fn_long.yx", line: 2, column: 1, max_chars: 1_000 });
      const data = result.structuredContent as { symbol?: { name: string }; symbols?: { name: string }[]; truncated: boolean; hint: string };
      expect(JSON.stringify(data).length).toBeLessThanOrEqual(1_000);
      expect((data.symbol ?? data.symbols![0]!).name).toMatch(/^n+… \(40001 characters\)$/);
      expect(data.truncated).toBe(true);
      expect(data.hint).toMatch(/Texts over (200|60) characters shortened\./);
    }
  });

  it("shows no fewer items at a larger budget: texts are shortened further rather than items left out (102a D5)", async () => {
    const shown: number[] = [];
    for (const max_chars of [1_000, 1_500, 2_000, 3_000, 5_000]) {
      const data = (await project.call("find_references", { file_path: "fn_long.yx", line: 2, column: 1, max_chars })).structuredContent as { locations: unknown[] };
      expect(JSON.stringify(data).length).toBeLessThanOrEqual(max_chars);
      shown.push(data.locations.length);
    }
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.slice(1)).toEqual([3, 3, 3, 3]);
  });

  it("keeps a file's whole outline, the long doc shortened (101c N2: no symbol was shown)", async () => {
    const outline = (await project.call("list_symbols", { file_path: "doc_long.yx" })).structuredContent as { symbols: { name: string; doc?: string }[] };
    expect(outline.symbols.map((s) => s.name)).toEqual(["first", "second", "third"]);
    expect(outline.symbols[0]!.doc).toMatch(/… \(40000 characters\)$/);
  });
});

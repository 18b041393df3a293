// parseSource with a character budget: the serialized tree and diagnostics
// fit it, and the cut is reported.
import { describe, expect, it } from "vitest";
import { formatSource } from "../../src/format/index.js";
import { parseSource } from "../../src/syntax/parse-source.js";

const size = (r: { ast?: unknown; diagnostics: unknown }) => JSON.stringify(r.ast).length + JSON.stringify(r.diagnostics).length;

describe("parseSource budget", () => {
  it("keeps a small tree whole", async () => {
    const r = await parseSource("x = 1\n", { maxChars: 5_000 });
    expect(r.truncated).toBe(false);
    expect(r.ast?.children?.length).toBe(1);
  });

  it("cuts a large tree to the budget", async () => {
    const source = Array.from({ length: 1500 }, (_, i) => `x${i} = f(${i}, "s") + 1`).join("\n");
    for (const maxChars of [2_000, 10_000, 40_000]) {
      const r = await parseSource(source, { maxChars });
      expect(r.truncated).toBe(true);
      expect(size(r)).toBeLessThanOrEqual(maxChars);
      expect(size(r)).toBeGreaterThan(maxChars / 3);
    }
  });

  it("gives diagnostics at most half the budget and says so when it cuts them", async () => {
    const source = Array.from({ length: 400 }, (_, i) => `a${i} = # ${i}`).join("\n");
    const full = await parseSource(source);
    expect(full.diagnostics.length).toBe(400);
    const r = await parseSource(source, { maxChars: 8_000 });
    expect(r.truncated).toBe(true);
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.length).toBeLessThan(400);
    expect(JSON.stringify(r.diagnostics).length).toBeLessThanOrEqual(4_000);
    expect(size(r)).toBeLessThanOrEqual(8_000);
  });
});

describe("parseSource literals", () => {
  it("gives a `\"\"\"` string and a character literal their text next to their escapes", async () => {
    const r = await parseSource("s = \"\"\"a\\tb \\q\"\"\"\nc = '\\n'\n", { namedOnly: true });
    const values = r.ast?.children?.map((b) => b.children?.find((c) => c.field === "value"));
    expect(values?.map((v) => [v?.type, v?.text, v?.children?.map((c) => `${c.type} ${c.text}`)])).toEqual([
      ["multiline_string", '"""a\\tb \\q"""', ["escape_sequence \\t"]],
      ["char_literal", "'\\n'", ["escape_sequence \\n"]],
    ]);
  });
});

describe("a line comment holding a NUL (68a D1)", () => {
  // syntax.md §1.3: a line comment runs to the line break, whatever it holds; tree-sitter's generated lexer stops at U+0000.
  it("runs to the line break: no ERROR, the next line is a statement, the formatter keeps it", async () => {
    const r = await parseSource("x = 1 // a\u0000b\ny  =  2\n", { format: "sexp", positions: true });
    expect(r.sexp).toBe("(source_file [1, 1] - [3, 1] (binding [1, 1] - [1, 6] target: (identifier [1, 1] - [1, 2]) value: (integer_literal [1, 5] - [1, 6])) (line_comment [1, 7] - [1, 13]) (binding [2, 1] - [2, 8] target: (identifier [2, 1] - [2, 2]) value: (integer_literal [2, 7] - [2, 8])))");
    expect(r.diagnostics).toEqual([]);
    const formatted = await formatSource("x = 1 // a\u0000b\ny  =  2\n");
    expect(formatted.formatted).toBe("x = 1 // a\u0000b\ny = 2\n");
    expect(formatted.diagnostics).toEqual([]);
  });
});

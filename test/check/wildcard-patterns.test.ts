// Arm patterns the compiler converts to `_` without a word (syntax.md §7.2):
// the tree has no ERROR node for them, the walker binds nothing for them,
// and MCP-PATTERN-WILDCARD says what the compiler does (85a D10: the grammar
// read `(Color.green(v))` only in part).
import { describe, expect, it } from "vitest";
import { explainCheckCode } from "../../src/check/code-explanations.js";
import { WILDCARD_PATTERN_CODE } from "../../src/check/wildcard-patterns.js";
import { parseSource } from "../../src/syntax/parse-source.js";
import { formatSource } from "../../src/format/format-source.js";
import { check } from "./helpers.js";
import { analyse } from "../../src/semantic/index.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";

const COLOR = "Color: Type = { red: () -> Color, green: (v: Int) -> Color }\n";

describe("patterns the compiler reads as `_`", () => {
  it("parses a dotted constructor with a payload without an ERROR node, binds nothing, and warns", async () => {
    const source = `${COLOR}shade = (c: Color) => match c {\n    (Color.green(v)) => v\n    _ => 0\n}\n`;
    const parsed = await parseSource(source, { format: "sexp" });
    expect(parsed.sexp).not.toContain("ERROR");
    expect(parsed.sexp).toContain("(constructor_pattern constructor: (pattern_path (identifier) (identifier)) (identifier))");
    expect(parsed.diagnostics).toEqual([]);
    const found = await check(source);
    expect(found.map((d) => [d.code, d.severity, d.span.join(":")])).toEqual([
      [WILDCARD_PATTERN_CODE, "warning", "3:6:3:20"],
      ["E1001", "error", "3:25:3:26"],
    ]);
    expect(found[0]!.message).toBe(
      "the compiler reads this pattern as `_`: a call whose callee is not a plain name (`Color.green`) is no constructor pattern, so it matches every value and binds nothing",
    );
    expect(found[0]!.help).toBe("name the variant alone: `(green(…))`");
  });

  it("warns on a list, an f-string and a parenthesised negative number, nested or not, and not on the forms that work", async () => {
    const source =
      `${COLOR}kind = (n: Int, c: Color) => match n {\n    (-1) => "minus one"\n    [1, 2] => "list"\n    (0, f"{n}") => "f-string"\n    (2, -3) => "pair"\n    _ => "other"\n}\n` +
      `name = (c: Color) => match c {\n    (green(w)) => w\n    (red) => 0\n    _ => 1\n}\n`;
    const found = await check(source);
    const warnings = found.filter((d) => d.code === WILDCARD_PATTERN_CODE);
    expect(warnings.map((d) => [d.span.join(":"), d.message.split(": ")[1]!.split(",")[0]])).toEqual([
      ["3:6:3:8", "a negative number (`-1`) is a unary expression"],
      ["4:5:4:11", "a list is no pattern"],
      ["5:9:5:15", "an f-string is no pattern"],
      ["6:9:6:11", "a negative number (`-3`) is a unary expression"],
    ]);
    expect(found.filter((d) => d.code !== WILDCARD_PATTERN_CODE)).toEqual([]);
  });

  it("parses an operation in parentheses without an ERROR node, binds nothing for it, warns, and formats it spaced", async () => {
    const source = `${COLOR}kind = (n: Int, a: Int, ok: Bool) => match n {\n    (a + 1) => "sum"\n    (!ok) => "not"\n    (green(a*2), b) => "twice"\n    _ => "other"\n}\n`;
    const parsed = await parseSource(source, { format: "sexp" });
    expect(parsed.sexp).not.toContain("ERROR");
    expect(parsed.diagnostics).toEqual([]);
    const found = await check(source);
    expect(found.map((d) => [d.code, d.span.join(":"), d.message.split(": ")[1]!.split(",")[0]])).toEqual([
      [WILDCARD_PATTERN_CODE, "3:6:3:11", "an operation (`+`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "4:6:4:9", "an operation (`!`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "5:12:5:15", "an operation (`*`) is no pattern"],
    ]);
    // `b` beside it is a binding as any: the element in parentheses takes nothing apart.
    expect((await formatSource(source)).formatted).toContain('    (green(a * 2), b) => { "twice" },\n');
  });

  it("parses a range, a cast, an index, a `?`, and a call or a field of a call's result in parentheses without an ERROR node, warns on each, and formats them", async () => {
    const source = `kind = (n: Int, xs: List(Int)) => match n {\n    (1..5) => "range"\n    (n as Float) => "cast"\n    (xs[0], xs[1,2]) => "index"\n    (g(1)( 2 )) => "call"\n    (n?, g(1).x) => "try"\n    (Some(v)) => "some"\n    _ => "other"\n}\n`;
    const parsed = await parseSource(source, { format: "sexp" });
    expect(parsed.sexp).not.toContain("ERROR");
    expect(parsed.diagnostics).toEqual([]);
    const found = await check(source);
    expect(found.map((d) => [d.code, d.span.join(":"), d.message.split(": ")[1]!.split(",")[0]])).toEqual([
      [WILDCARD_PATTERN_CODE, "2:6:2:10", "a range (`..`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "3:6:3:16", "a cast (`as`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "4:6:4:11", "an index (`[…]`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "4:13:4:20", "an index (`[…]`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "5:6:5:15", "a call of a call's result is no constructor pattern"],
      [WILDCARD_PATTERN_CODE, "6:6:6:8", "a `?` is no pattern"],
      [WILDCARD_PATTERN_CODE, "6:10:6:16", "a field of a computed value (not a dotted name) is no pattern"],
    ]);
    const formatted = (await formatSource(source)).formatted;
    for (const arm of ["(1 .. 5)", "(n as Float)", "(xs[0], xs[1, 2])", "(g(1)(2))", "(n?, g(1).x)", "(Some(v))"]) expect(formatted).toContain(`    ${arm} `);
  });

  it("parses a field of an index, a `?`, a call or parentheses, and a sign before a name, without an ERROR node: the rest of the function is checked (121a F1, F2)", async () => {
    const source = `Pt: Type = { x: Int, y: Int }\nf: (n: Int, k: Int, pts: List(Pt)) -> Int = {\n    bad: String = 5\n    return match n {\n        (pts[0].x) => 1\n        (g(1)(2).x, (1, 2).x) => 2\n        (-k, +n, -n as Int) => 3\n        (-1) => 4\n        _ => 0\n    }\n}\n`;
    const parsed = await parseSource(source, { format: "sexp" });
    expect(parsed.sexp).not.toContain("ERROR");
    const found = await check(source);
    expect(found.map((d) => [d.code, d.span.slice(0, 2).join(":"), d.message.split(": ")[1]?.split(",")[0] ?? d.message])).toEqual([
      ["E1002", "3:5", "'bad' is declared as String, but the value is Int"],
      [WILDCARD_PATTERN_CODE, "5:10", "a field of a computed value (not a dotted name) is no pattern"],
      [WILDCARD_PATTERN_CODE, "6:10", "a field of a computed value (not a dotted name) is no pattern"],
      [WILDCARD_PATTERN_CODE, "6:21", "a field of a computed value (not a dotted name) is no pattern"],
      [WILDCARD_PATTERN_CODE, "7:10", "an operation (`-`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "7:14", "an operation (`+`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "7:18", "a cast (`as`) is no pattern"],
      [WILDCARD_PATTERN_CODE, "8:10", "a negative number (`-1`) is a unary expression"],
    ]);
    expect((await formatSource(source)).formatted).toContain("        (g(1)(2).x, (1, 2).x) => { 2 },\n        (-k, +n, -n as Int)   => { 3 },\n");
  });

  it("parses a borrow, a dereference and `ref` in parentheses as operations too, and formats them apart from their operand (123a R3)", async () => {
    const source = `f: (n: Int, k: Int) -> Int = {\n    bad: String = 5\n    return match n {\n        (&k, &mut k) => 1\n        (ref k, *k, & &k) => 2\n        _ => 0\n    }\n}\n`;
    expect((await parseSource(source, { format: "sexp" })).sexp).not.toContain("ERROR");
    const found = await check(source);
    expect(found.map((d) => `${d.code} ${d.span.slice(0, 2).join(":")}`)).toEqual([
      "E1002 2:5",
      `${WILDCARD_PATTERN_CODE} 4:10`,
      `${WILDCARD_PATTERN_CODE} 4:14`,
      `${WILDCARD_PATTERN_CODE} 5:10`,
      `${WILDCARD_PATTERN_CODE} 5:17`,
      `${WILDCARD_PATTERN_CODE} 5:21`,
    ]);
    expect((await formatSource(source)).formatted).toContain("        (&k, &mut k)      => { 1 },\n        (ref k, *k, & &k) => { 2 },\n");
  });

  it("binds nothing for the symbol tools inside an operation, as the checker does, and binds a constructor's name beside it", async () => {
    const source = `kind = (n: Int) => match n {\n    (g(v)(2)) => v\n    (Some(w) + 1, (a, b) * 2) => w\n    (Some(u)) => u\n    _ => 0\n}\n`;
    const doc = new Document(await sharedParser(), source);
    try {
      const { model } = analyse(documentsHost(new Map([["main.yx", doc]])), "main.yx", doc);
      const at = (name: string, nth = 0) => source.split(name).slice(0, nth + 1).join(name).length;
      for (const [name, offset] of [["v", at("g(v") + 2], ["w", at("(w)") + 1], ["a", at("(a,") + 1], ["b", at(" b)") + 1]] as const) {
        expect(source[offset], name).toBe(name);
        expect(model.definitionAt(offset), name).toBeUndefined();
      }
      // The uses in the arms' bodies resolve to nothing, as the checker's E1001 says.
      expect(model.referenceAt(at("=> v") + 3)?.resolution.kind).not.toBe("definition");
      expect(model.definitionAt(at("(u)") + 1)?.name).toBe("u");
      expect(model.referenceAt(at("=> u") + 3)?.resolution.kind).toBe("definition");
    } finally {
      doc.dispose();
    }
    expect((await check(source)).filter((d) => d.code === "E1001").map((d) => d.span.slice(0, 2).join(":"))).toEqual(["2:18", "3:34"]);
  });

  it("leaves `Color.green(v) =>` at the top of an arm to the compiler's syntax error, and `-1 =>` to the superset", async () => {
    const found = await check(`${COLOR}f = (n: Int) => match n {\n    -1 => 0\n    _ => 1\n}\ng = (c: Color) => match c {\n    Color.green(v) => v\n    _ => 1\n}\n`);
    expect(found.filter((d) => d.code === WILDCARD_PATTERN_CODE)).toEqual([]);
    expect(found.filter((d) => d.code.startsWith("E0")).map((d) => d.span[0])[0]).toBe(7);
  });

  it("is explained in English and Chinese with an example that gets it", async () => {
    const entry = explainCheckCode("mcp-pattern-wildcard");
    expect(entry?.severity).toBe("warning");
    expect(entry?.zh?.title).toContain("`_`");
    const found = await check(entry!.example);
    expect(found.map((d) => d.code)).toContain(WILDCARD_PATTERN_CODE);
  });
});

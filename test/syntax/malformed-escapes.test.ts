// A `\x` escape without exactly two hex digits, or a `\u{…}` that is not
// closed or not a Unicode scalar value, is a lexical error (syntax.md §1.9),
// where the compiler's lexer stops: E0001 at the escape, and format_source
// leaves such a file as it is (tester round 38, 53a D1: the grammar's tokens
// hid some of these, and the formatter rewrote or dropped the string).
import { describe, expect, it } from "vitest";
import { check } from "../check/helpers.js";
import { formatSource } from "../../src/format/index.js";

const CASES: readonly [string, string, string][] = [
  ['s = "caf\\x4G ok"\n', "`\\x4G`", "1:9:1:13"],
  ['s = "\\x4"\n', "`\\x4\"`", "1:6:1:10"],
  ['s = "\\u{41"\n', "`\\u{41`", "1:6:1:11"],
  ['s = "\\u{110000}"\n', "`\\u{110000}`", "1:6:1:16"],
  ['s = "\\u{D800}"\n', "`\\u{D800}`", "1:6:1:14"],
  ['s = f"n = {1} \\x4G"\n', "`\\x4G`", "1:15:1:19"],
];

describe("malformed escapes", () => {
  it.each(CASES)("%j is E0001 at the escape, and format_source leaves it", async (source, written, span) => {
    const found = await check(source);
    expect(found.map((d) => [d.code, d.span.join(":")])).toEqual([["E0001", span]]);
    expect(found[0]!.message).toContain(`malformed escape ${written}`);
    const formatted = await formatSource(source);
    expect(formatted.formatted).toBe(source);
    expect(formatted.diagnostics.map((d) => d.code)).toEqual(["E0001"]);
  });

  it("well-formed ones are no error, in strings and f-strings", async () => {
    expect(await check('a = "caf\\xE9 \\u{1F600} \\u{10FFFF} \\x41"\nb = f"{a} \\x41"\nc = """raw \\x4G kept"""\n')).toEqual([]);
  });
});

describe("other lexical errors the grammar reads into ordinary nodes (53a D2)", () => {
  it.each([
    ["a `#` line", "# settings\nx   =   1\n"],
    ["a trailing `#`", "x   =   1 # trailing\n"],
    ["an integer over 128 bits", "big   = 999999999999999999999999999999999999999999\n"],
  ])("format_source leaves a file with %s as it is, with the E0001", async (_what, source) => {
    const formatted = await formatSource(source);
    expect(formatted.formatted).toBe(source);
    expect(formatted.diagnostics.map((d) => d.code)).toEqual(["E0001"]);
  });
});

describe("an unknown escape in a string (62b D4)", () => {
  it("is one E0001 at the escape: the string's closing quote opens no unterminated one", async () => {
    const found = await check('main = {\n    s = "bad \\q escape"\n}\n');
    expect(found.map((d) => [d.code, d.span.join(":")])).toEqual([["E0001", "2:14:2:16"]]);
  });

  it("a string left open after a complete one on its line is still unterminated", async () => {
    const found = await check("main = {\n    s = \"ok \\\" \" + 'a' + \"open\n}\n");
    expect(found.some((d) => d.code === "E0001" && /unterminated string literal/.test(d.message))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { formatChar, formatFloat, formatInteger, formatStringText, multilineStringValue, quote } from "../../src/format/literals.js";

describe("literal normalisation (formatting.md §7.1)", () => {
  it("prints integers in decimal", () => {
    expect(formatInteger("0xFF")).toBe("255");
    expect(formatInteger("0b1010")).toBe("10");
    expect(formatInteger("0o17")).toBe("15");
    expect(formatInteger("1_000")).toBe("1000");
    expect(formatInteger("007")).toBe("7");
    expect(formatInteger("170141183460469231731687303715884105727")).toBe("170141183460469231731687303715884105727");
  });

  it("prints floats with the shortest round-trip digits, a decimal point and no exponent", () => {
    expect(formatFloat("1.50")).toBe("1.5");
    expect(formatFloat("1e3")).toBe("1000.0");
    expect(formatFloat("3.0")).toBe("3.0");
    expect(formatFloat("1e20")).toBe("100000000000000000000.0");
    expect(formatFloat("1e21")).toBe("1000000000000000000000.0");
    expect(formatFloat("1.5e22")).toBe("15000000000000000000000.0");
    expect(formatFloat("0.0000001")).toBe("0.0000001");
    expect(formatFloat("2.5e-8")).toBe("0.000000025");
    expect(formatFloat(".5")).toBe("0.5");
    expect(formatFloat("1_000.000_1")).toBe("1000.0001");
    expect(formatFloat("9.99")).toBe("9.99");
  });

  it("escapes only backslash, LF, CR, tab, NUL and the quote", () => {
    expect(quote('a\\b\n\r\t\0"\'你', '"')).toBe('"a\\\\b\\n\\r\\t\\0\\"\'你"');
  });

  it("writes f-string text as a string's value, each `{` doubled, a lone `}` once (71a D3, 76c D4)", () => {
    expect(formatStringText('a\\b\n\r\t\0"\'你{}')).toBe('a\\\\b\\n\\r\t\\0\\"\'你{{}}');
    expect(formatStringText("a } b }} c")).toBe("a } b }}}} c");
    // A `{{` written in one run of text is closed by a `}}` in a later one.
    const braces = { open: 0 };
    expect([formatStringText("{", braces), formatStringText("} }", braces)]).toEqual(["{{", "}} }"]);
  });

  it("decodes triple-quoted strings: only \\\\ \\\" \\' \\n \\t \\r are escapes", () => {
    expect(multilineStringValue('"""a\\nb\\q\nc"""')).toBe("a\nb\\q\nc");
  });

  it("canonicalises one-character char literals and keeps longer ones as written", () => {
    expect(formatChar("'\\u{4F60}'")).toBe("'你'");
    expect(formatChar("'\\''")).toBe("'\\''");
    expect(formatChar("'\\x41'")).toBe("'A'");
    expect(formatChar("'single'")).toBe("'single'");
  });
});

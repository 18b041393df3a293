// Whole-word search without regular expressions made from names (101a D1:
// V8 refuses a pattern past about 32,000 characters).
import { describe, expect, it } from "vitest";
import { allWords, mentionsAny, mentionsWord, nextWord, wordStarts } from "../../src/syntax/words.js";

describe("whole words", () => {
  it("finds a name only where no name character touches it", () => {
    expect(wordStarts("x = total + subtotal + total_2 + total", "total")).toEqual([4, 33]);
    expect(mentionsWord("a.total(1)", "total")).toBe(true);
    expect(mentionsWord("totals", "total")).toBe(false);
    expect(nextWord("total total", "total", 1)).toBe(6);
    expect(nextWord("anything", "")).toBe(-1);
  });

  it("reads the characters around a name as code points under the Unicode boundary", () => {
    // 𠀀 (U+20000, a surrogate pair) is a letter: 数据 inside 𠀀数据 is part of a longer name.
    expect(mentionsWord("𠀀数据", "数据", "unicode")).toBe(false);
    expect(mentionsWord("(数据)", "数据", "unicode")).toBe(true);
    expect(mentionsWord("数据库", "数据", "unicode")).toBe(false);
    // Under the ASCII boundary a CJK neighbour does not continue the name (the filters it serves stay wide).
    expect(mentionsWord("数据x", "数据")).toBe(false);
    expect(mentionsWord("库数据", "数据")).toBe(true);
  });

  it("takes names of any length", () => {
    const long = "ab".repeat(20_000);
    expect(wordStarts(`x ${long} ${long}b ${long}`, long)).toEqual([2, 2 + 2 * (long.length + 1) + 1]);
    const mentions = mentionsAny(new Set([long, "short"]))!;
    expect(mentions(`f(${long})`)).toBe(true);
    expect(mentions(`${long}x`)).toBe(false);
  });

  it("looks for any of many words, whatever characters they have", () => {
    const mentions = mentionsAny(new Set(["moved-in0", "a.b", "c+d", "数据"]))!;
    expect(["x moved-in0 y", "(a.b)", "c+d", "use 数据.{x}"].map(mentions)).toEqual([true, true, true, true]);
    expect(["moved-in01", "xa.b", "数据库"].map(mentions)).toEqual([false, false, false]);
    expect(mentionsAny(new Set())).toBeUndefined();
    // More words than one pattern takes (a checkout's every method name): each is still found.
    const many = Array.from({ length: 5_000 }, (_, i) => `method_${i}`);
    const anyOf = mentionsAny(new Set(many))!;
    expect(anyOf("v.method_0()")).toBe(true);
    expect(anyOf("v.method_4999()")).toBe(true);
    expect(anyOf("v.method_5000()")).toBe(false);
  });

  it("lists a text's words", () => {
    expect([...allWords("use 数据.{x as y} // y")]).toEqual(["use", "数据", "x", "as", "y"]);
  });
});

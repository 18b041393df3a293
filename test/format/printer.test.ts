// The Doc printer's reference semantics (formatting.md §3.1, §9): groups are
// decided bottom-up at their own level, measured in UTF-8 bytes including
// line breaks, never counting text before them on the line.
import { describe, expect, it } from "vitest";
import { commentHardline, contLine, contSoftline, group, hardline, ifBreak, indent, line, softline, type Doc } from "../../src/format/doc.js";
import { printDoc } from "../../src/format/printer.js";

const print = (doc: Doc, lineWidth = 10, indentWidth = 4, useTabs = false): string =>
  printDoc(doc, { lineWidth, indentWidth, useTabs });

const list = (...items: string[]): Doc =>
  group(["[", contSoftline, items.flatMap((item, i) => (i > 0 ? [",", contLine, item] : [item])), ifBreak(","), softline, "]"]);

describe("printDoc", () => {
  it("keeps a group flat when level × indent + width fits", () => {
    expect(print(list("aa", "bb"))).toBe("[aa, bb]");
    expect(print(["x = ", list("aa", "bb")], 8)).toBe("x = [aa, bb]");
  });

  it("breaks to continuation lines with a trailing comma", () => {
    expect(print(list("aaaa", "bbbb"))).toBe("[\n    aaaa,\n    bbbb,\n]");
  });

  it("measures UTF-8 bytes, not characters", () => {
    expect(print(list("你好"), 8)).toBe("[你好]");
    expect(print(list("你好", "x"), 10)).toBe("[\n    你好,\n    x,\n]");
  });

  it("breaks a breakOnCommentLine group when its first line break ends a `//` comment, not a later one", () => {
    const block = (statement: Doc): Doc => group(["{", indent([line, statement]), line, "}"], { breakOnCommentLine: true });
    expect(print(block(["r // c", commentHardline, "1"]), 40)).toBe("{\n    r // c\n        1\n}");
    expect(print(block(["r", hardline, "s // c", commentHardline, "1"]), 40)).toBe("{ r\n    s // c\n        1 }");
    expect(print(block("r"), 40)).toBe("{ r }");
  });

  it("counts the level, not the column", () => {
    const doc = ["{", indent([hardline, "long prefix = ", list("aa", "bb")]), hardline, "}"];
    expect(print(doc, 12)).toBe("{\n    long prefix = [aa, bb]\n}");
    expect(print(doc, 11)).toBe("{\n    long prefix = [\n        aa,\n        bb,\n    ]\n}");
  });

  it("keeps continuation indentation absolute: nested broken lists do not indent further", () => {
    expect(print(list(print(list("aaaa", "bbbb")), "c") as string, 10)).toContain("\n    [\n    aaaa,");
    const nested = group(["[", contSoftline, list("aaaa", "bbbb"), ",", contLine, "c", ifBreak(","), softline, "]"]);
    expect(print(nested)).toBe("[\n    [\n    aaaa,\n    bbbb,\n],\n    c,\n]");
  });

  it("uses tabs for levels and spaces for the continuation", () => {
    const doc = ["{", indent([hardline, list("aaaa", "bbbb")]), hardline, "}"];
    expect(print(doc, 10, 4, true)).toBe("{\n\t[\n\t    aaaa,\n\t    bbbb,\n\t]\n}");
  });

  it("decides inner groups first; a broken inner group breaks the outer one", () => {
    const inner = group(["a", contLine, "+ b"], { adjust: -1 });
    expect(print(group([inner, contLine, "+ ccccccc"], { adjust: -1 }))).toBe("a + b\n    + ccccccc");
  });

  it("lets a group with a hard line stay flat when its total width fits", () => {
    const block = ["{", indent([hardline, "x"]), hardline, "}"];
    expect(print(group(["f(", block, ")"]), 40)).toBe("f({\n    x\n})");
  });

  it("honours forceBreak and line", () => {
    expect(print(group(["a", line, "b"], { forceBreak: true }))).toBe("a\nb");
    expect(print(group(["a", line, "b"]))).toBe("a b");
  });
});

import { applyPatch, structuredPatch } from "diff";
import { describe, expect, it } from "vitest";
import { diffHunks } from "../../src/format/index.js";
import { random } from "../helpers/random.js";

describe("diffHunks", () => {
  it("is empty for equal texts", () => {
    expect(diffHunks("a\nb\n", "a\nb\n")).toEqual([]);
  });

  it("gives old and new line ranges with unified-diff lines", () => {
    const lines = Array.from({ length: 12 }, (_, i) => `l${i + 1}`);
    const old = lines.join("\n") + "\n";
    const now = lines.map(l => (l === "l2" ? "L2" : l === "l11" ? "L11a\nL11b" : l)).join("\n") + "\n";
    expect(diffHunks(old, now)).toEqual([
      { oldStart: 1, oldLines: 5, newStart: 1, newLines: 5, lines: [" l1", "-l2", "+L2", " l3", " l4", " l5"] },
      { oldStart: 8, oldLines: 5, newStart: 8, newLines: 6, lines: [" l8", " l9", " l10", "-l11", "+L11a", "+L11b", " l12"] },
    ]);
  });

  it("marks a missing final newline", () => {
    const hunks = diffHunks("x=1", "x = 1\n");
    expect(hunks).toHaveLength(1);
    expect(hunks[0]!.lines).toEqual(["-x=1", "\\ No newline at end of file", "+x = 1"]);
  });

  it("handles an empty side", () => {
    expect(diffHunks("", "x = 1\n")[0]).toMatchObject({ oldLines: 0, newStart: 1, newLines: 1, lines: ["+x = 1"] });
    expect(diffHunks("  \n", "")[0]).toMatchObject({ oldStart: 1, oldLines: 1, newLines: 0 });
  });
});

describe("diffHunks on large and random inputs", () => {
  const apply = (old: string, hunks: ReturnType<typeof diffHunks>) =>
    applyPatch(old, { oldFileName: "old", newFileName: "new", oldHeader: "", newHeader: "", hunks });
  const changedLines = (hunks: ReturnType<typeof diffHunks>) =>
    hunks.reduce((n, h) => n + h.lines.filter((l) => l.startsWith("-") || l.startsWith("+")).length, 0);

  it("gives exactly the diff package's hunks where Myers is cheap (seeded random edits)", () => {
    const next = random(0xd1ff);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    for (let round = 0; round < 300; round++) {
      const old = Array.from({ length: Math.floor(next() * 40) }, () => pick(["a", "b", "c", "x = 1", "", "}"]));
      const now = [...old];
      for (let edits = Math.floor(next() * 6); edits > 0; edits--) {
        const at = Math.floor(next() * (now.length + 1));
        if (next() < 0.5) now.splice(at, 1);
        else now.splice(at, 0, pick(["a", "d", "y = 2", ""]));
      }
      const [oldText, newText] = [old.join("\n") + (next() < 0.8 ? "\n" : ""), now.join("\n") + (next() < 0.8 ? "\n" : "")];
      const expected = oldText === newText ? [] : structuredPatch("old", "new", oldText, newText, "", "", { context: 3 }).hunks;
      expect(diffHunks(oldText, newText), JSON.stringify([oldText, newText])).toEqual(expected);
    }
  });

  it("reorders 20,000 lines without quadratic work, with a patch that applies", () => {
    // Every line moves: Myers needs 40,000 edits over 40,000 lines (137 s through format_source before).
    const old = Array.from({ length: 20_000 }, (_, i) => `use m${20_000 - i}\n`).join("");
    const now = Array.from({ length: 20_000 }, (_, i) => `use m${i + 1}\n`).join("");
    const started = performance.now();
    const hunks = diffHunks(old, now);
    expect(performance.now() - started).toBeLessThan(10_000); // a hang guard, not a benchmark
    expect(apply(old, hunks)).toBe(now);
  });

  it("keeps the hunks of a large file with scattered changes small", () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `x${i} = ${i}`);
    const old = lines.join("\n") + "\n";
    const now = lines.map((l, i) => (i % 500 === 7 ? `${l} + 1` : l)).join("\n") + "\n";
    const hunks = diffHunks(old, now);
    expect(apply(old, hunks)).toBe(now);
    expect(hunks).toHaveLength(40);
    expect(changedLines(hunks)).toBe(80); // each changed line: one removed, one added
  });

  it("stays valid when no line is unique (patience has nothing to hold on to)", () => {
    const old = "x = 1\n".repeat(30_000);
    const now = old.split("\n").map((l, i) => (i % 97 === 0 && l ? "y = 2" : l)).join("\n");
    expect(apply(old, diffHunks(old, now))).toBe(now);
  });
});

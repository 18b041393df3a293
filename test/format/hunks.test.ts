import { describe, expect, it } from "vitest";
import { diffHunks } from "../../src/format/index.js";

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

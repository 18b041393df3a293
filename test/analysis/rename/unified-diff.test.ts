// The rename's unified diff is computed from its edits (linear); it must be
// exactly what `createPatch` prints for the same change, and stay linear on
// a huge file (issue 18: 20,000 lines with 5,000 renamed tokens took createPatch
// 15 s; the whole rename must now fit the default per-test timeout).
import { applyPatch, createPatch } from "diff";
import { describe, expect, it } from "vitest";
import { applyEdits, renameSymbol, type RenameEdit } from "../../../src/analysis/rename/index.js";
import { unifiedDiff } from "../../../src/analysis/rename/unified-diff.js";
import { random } from "../../helpers/random.js";

/** Edits replacing random `x` tokens of `text` by `yy` or by nothing. */
function randomEdits(text: string, next: () => number): RenameEdit[] {
  const edits: RenameEdit[] = [];
  for (let at = text.indexOf("x"); at >= 0; at = text.indexOf("x", at + 1)) {
    if (next() < 0.3) edits.push({ start: at, end: at + 1, span: [1, 1, 1, 1], old_text: "x", new_text: next() < 0.5 ? "yy" : "" });
  }
  return edits;
}

describe("unifiedDiff", () => {
  it("prints what createPatch prints (or, where a renamed line equals an old one, an equally valid patch), for random texts and edits (seeded)", () => {
    const next = random(1313);
    let compared = 0;
    for (let round = 0; round < 400; round++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 40) }, (_, i) => (next() < 0.4 ? `a x ${next() < 0.8 ? i : 0} x` : `b ${Math.floor(next() * 3)}`));
      const ending = next() < 0.3 ? "" : next() < 0.5 ? "\r\n" : "\n";
      const text = lines.join(ending === "\r\n" ? "\r\n" : "\n") + ending;
      const edits = randomEdits(text, next);
      const renamed = applyEdits(text, edits);
      const diff = unifiedDiff("f.yx", text, edits);
      expect(applyPatch(text, diff), `round ${round}`).toBe(renamed);
      // createPatch may pair a changed line with an equal line nearby; otherwise the two are identical.
      const before = text.split("\n");
      const after = renamed.split("\n");
      const ambiguous = after.some((line, i) => line !== before[i] && (before.includes(line) || after.includes(before[i]!)));
      if (!ambiguous) {
        expect(diff, `round ${round}`).toBe(createPatch("f.yx", text, renamed));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it("renames 5,000 uses in a 20,000-line file, with a diff of exactly the changed lines", async () => {
    const lines = ["counter: (n: Int) -> Int = (n) => n + 1", "", "main = {"];
    let uses = 0;
    while (lines.length < 20_000) {
      if (uses < 4_999 && lines.length % 4 === 0) {
        lines.push(`    a${lines.length} = counter(${lines.length})`);
        uses++;
      } else lines.push(`    b${lines.length} = ${lines.length} + 1`);
    }
    lines.push("}");
    const source = lines.join("\n") + "\n";
    const result = await renameSymbol({ source, oldName: "counter", newName: "tally" });
    expect(result.diagnostics).toEqual([]);
    expect(result.edits).toHaveLength(5_000);
    expect(result.source).toBe(source.replaceAll("counter", "tally"));
    const diffLines = result.diff.split("\n");
    expect(diffLines.filter((l) => l.startsWith("-") && !l.startsWith("---"))).toHaveLength(5_000);
    expect(diffLines.filter((l) => l.startsWith("+") && !l.startsWith("+++")).every((l) => l.includes("tally"))).toBe(true);
    // Changed lines at most 8 lines apart share a hunk: one hunk, from line 1 to 4 lines past the last use.
    const lastUse = lines.length - [...lines].reverse().findIndex((l) => l.includes("counter("));
    expect(diffLines.filter((l) => l.startsWith("@@"))).toEqual([`@@ -1,${lastUse + 4} +1,${lastUse + 4} @@`]);
  });
});

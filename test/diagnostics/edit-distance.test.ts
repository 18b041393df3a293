// The capped edit distance of "did you mean" hints computes only the cells
// near the diagonal (101c N4: two 40,000-character names took minutes): the
// same distances as the whole table, within the cap.
import { describe, expect, it } from "vitest";
import { editDistance, nearestName } from "../../src/diagnostics/edit-distance.js";
import { random } from "../helpers/random.js";

/** Optimal string alignment over the whole table. */
function wholeTable(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe("editDistance", () => {
  it("agrees with the whole table within its cap, and says over it otherwise", () => {
    const next = random(20261206);
    const word = () => Array.from({ length: Math.floor(next() * 12) }, () => "abc"[Math.floor(next() * 3)]).join("");
    for (let n = 0; n < 3_000; n++) {
      const [a, b, cap] = [word(), word(), 1 + Math.floor(next() * 6)];
      const exact = wholeTable(a, b);
      expect(editDistance(a, b, cap), `${a} ${b} cap ${cap}`).toBe(exact <= cap ? exact : cap + 1);
    }
  });

  it("is quick on names of tens of thousands of characters", () => {
    const long = "ab".repeat(20_000);
    expect(editDistance(long, `${long}x`, 8)).toBe(1);
    expect(nearestName(`${long}x`, [long, "other"])).toBe(long);
    expect(nearestName(`${long}xyzwvutsrq`, [long])).toBeUndefined();
  });
});

// definitionBefore: the definition a position follows, by binary search over
// a link's definitions in order of their ends, as the scan it replaced chose
// it (the greatest end at or before the position; of equal ends the first).
import { describe, expect, it } from "vitest";
import { definitionBefore } from "../../../src/analysis/symbols/definition-before.js";
import type { FileLink } from "../../../src/analysis/symbols/link.js";
import type { Occurrence } from "../../../src/analysis/symbols/model.js";
import { random } from "../../helpers/random.js";

const occurrence = (symbol: string, start: number, end: number, role: Occurrence["role"] = "definition") => ({ symbol, file: "a.yx", start, end, role }) as unknown as Occurrence;
const linkOf = (occurrences: Occurrence[]) => ({ occurrences }) as unknown as FileLink;

/** The linear scan boundMethodIds made before. */
function scanned(occurrences: readonly Occurrence[], offset: number): Occurrence | undefined {
  let named: Occurrence | undefined;
  for (const d of occurrences) if (d.role === "definition" && d.end <= offset && (named === undefined || d.end > named.end)) named = d;
  return named;
}

describe("definitionBefore", () => {
  it("finds the definition ending last at or before a position, the first of equal ends, none before the first", () => {
    const occurrences = [occurrence("a", 0, 4), occurrence("r", 5, 9, "reference"), occurrence("b", 10, 14), occurrence("c", 12, 14), occurrence("d", 20, 22)];
    const link = linkOf(occurrences);
    expect(definitionBefore(link, 3)).toBeUndefined();
    expect(definitionBefore(link, 4)?.symbol).toBe("a");
    expect(definitionBefore(link, 9)?.symbol).toBe("a"); // a reference is no definition
    expect(definitionBefore(link, 14)?.symbol).toBe("b");
    expect(definitionBefore(link, 100)?.symbol).toBe("d");
  });

  it("agrees with the scan on 500 random files", () => {
    const next = random(7);
    for (let c = 0; c < 500; c++) {
      const occurrences = Array.from({ length: Math.floor(next() * 40) }, (_, i) => {
        const start = Math.floor(next() * 200);
        return occurrence(`s${i}`, start, start + 1 + Math.floor(next() * 6), next() < 0.7 ? "definition" : "reference");
      });
      const link = linkOf(occurrences);
      for (let k = 0; k < 20; k++) {
        const offset = Math.floor(next() * 220);
        expect(definitionBefore(link, offset)).toBe(scanned(occurrences, offset));
      }
    }
  });
});

// Scores of modules-and-workspace.md §5.2 (by characters, §5.7): 0 exact, 1
// equal ignoring case, 2 prefix, 3 substring, 4 any other subsequence. The
// word-start rule (a query's words each starting a word of the name ranks as
// a substring) is for qualified queries only.
import { describe, expect, it } from "vitest";
import { prepareQuery, score } from "../../../src/analysis/symbols/match.js";

describe("lookup scores", () => {
  it("score a bare name by characters only: item_29 is a plain subsequence of item_209 and of item_029 alike", () => {
    const cases: [string, string, number | undefined][] = [
      ["Point", "Point", 0],
      ["point", "Point", 1],
      ["poi", "Point", 2],
      ["oin", "Point", 3],
      ["pnt", "Point", 4],
      ["item_29", "item_209", 4],
      ["item_29", "item_029", 4],
      ["alpha_be", "alpha_bxeta", 4],
      ["fid", "find_by_id", 4],
      ["zz", "Point", undefined],
    ];
    for (const [query, name, expected] of cases) expect(score(prepareQuery(query), name), `${query} → ${name}`).toBe(expected);
  });

  it("rank a qualified query whose words each start a word of the id as a substring", () => {
    expect(score(prepareQuery("vec.dot"), "linalg.vector.dot")).toBe(3);
    expect(score(prepareQuery("v.d"), "linalg.vector.dot")).toBe(3);
  });
});

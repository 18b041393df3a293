// The workspace rename's property (workspace-rename-property.ts) on every
// top-level symbol and member of every corpus/ workspace (`npm run test:long`).
import { describe, it } from "vitest";
import { baseOf, candidates, checkSymbol, expectFewRefusals, PROJECTS, projectTexts, type Tally } from "./workspace-rename-property.js";

const tally: Tally = { cases: 0, refused: [], oneWay: [] };

describe("workspace rename: round trip, unchanged diagnostics, find_references' locations (every symbol)", () => {
  for (const project of PROJECTS) {
    it(`corpus/${project}`, async () => {
      const base = await baseOf(`corpus/${project}`, projectTexts(project));
      for (const symbol of candidates(base.index)) await checkSymbol(base, symbol.id, tally);
    });
  }

  it("refuses fewer than 5 % of the renames", () => {
    expectFewRefusals(tally);
  });
});

// The workspace rename's property (workspace-rename-property.ts) on every
// top-level symbol and member of every corpus/ workspace (`npm run test:long`).
import { describe, it } from "vitest";
import { indexOf } from "../symbols/workspace.js";
import { candidates, checkSymbol, expectFewRefusals, PROJECTS, projectTexts, type Tally } from "./workspace-rename-property.js";

const tally: Tally = { cases: 0, refused: [], oneWay: [] };

describe("workspace rename: round trip, unchanged diagnostics, find_references' locations (every symbol)", () => {
  for (const project of PROJECTS) {
    it(`corpus/${project}`, async () => {
      const texts = projectTexts(project);
      const { index } = await indexOf(texts);
      for (const symbol of candidates(index)) await checkSymbol(texts, symbol.id, tally, `corpus/${project}`);
    });
  }

  it("refuses fewer than 5 % of the renames", () => {
    expectFewRefusals(tally);
  });
});

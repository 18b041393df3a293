// The workspace rename's property (workspace-rename-property.ts) on a seeded
// sample of each corpus/ workspace's top-level symbols and members, the same
// on every run. The full run is workspace-rename.long.test.ts.
import { describe, it } from "vitest";
import { seededSample } from "../../helpers/random.js";
import { baseOf, candidates, checkSymbol, expectFewRefusals, PROJECTS, projectTexts, type Tally } from "./workspace-rename-property.js";

const SEED = 13;
const PER_PROJECT = 2;
const tally: Tally = { cases: 0, refused: [], oneWay: [] };

describe("workspace rename: round trip, unchanged diagnostics, find_references' locations (a seeded sample)", () => {
  for (const project of PROJECTS) {
    it(`corpus/${project}`, async () => {
      const base = await baseOf(`corpus/${project}`, projectTexts(project));
      for (const symbol of seededSample(candidates(base.index), PER_PROJECT, SEED)) await checkSymbol(base, symbol.id, tally);
    }, 60_000);
  }

  it("refuses fewer than 5 % of the renames", () => {
    expectFewRefusals(tally);
  });
});

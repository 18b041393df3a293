// The workspace rename's property (workspace-rename-property.ts) on every
// top-level symbol and member of every corpus/ workspace and of the multi-file
// programs of test/fixtures/programs (`npm run test:long`).
import { describe, it } from "vitest";
import { programWorkspaces } from "../symbols/workspace.js";
import { baseOf, candidates, checkSymbol, expectFewRefusals, PROJECTS, projectTexts, type Tally } from "./workspace-rename-property.js";

const tally: Tally = { cases: 0, refused: [], oneWay: [] };

describe("workspace rename: round trip, unchanged diagnostics, find_references' locations (every symbol)", () => {
  for (const project of PROJECTS) {
    it(`corpus/${project}`, async () => {
      const base = await baseOf(`corpus/${project}`, projectTexts(project));
      for (const symbol of candidates(base.index)) await checkSymbol(base, symbol.id, tally);
    });
  }

  for (const workspace of programWorkspaces().filter((w) => w.files.size > 1)) {
    it(`programs/${workspace.label}`, async () => {
      const base = await baseOf(`programs/${workspace.label}`, workspace.files);
      for (const symbol of candidates(base.index)) await checkSymbol(base, symbol.id, tally);
    });
  }

  it("refuses fewer than 5 % of the renames", () => {
    expectFewRefusals(tally);
  });
});

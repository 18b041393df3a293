// The rename property of issue 11 (rename-property.ts) for EVERY symbol of
// every clean program of ../shared/corpus/yx (skipped with a message when
// absent) and of corpus/: long, so `npm run test:long` runs it and `npm
// test` runs a seeded sample of it (rename-properties.test.ts).
import { describe, it } from "vitest";
import { checkWorkspace, expectFewRefusals, workspaces, type Tally } from "./rename-property.js";

const all = workspaces();
const tally: Tally = { cases: 0, refused: [] };

describe("rename round trip, typecheck and find_references agree on every symbol of real programs", () => {
  it.each(all.map((w) => [w.label, w] as const))("%s", async (_label, workspace) => {
    await checkWorkspace(workspace, tally);
  }, 600_000);

  it("refuses fewer than 5 % of the renames", () => {
    expectFewRefusals(tally);
  });
});

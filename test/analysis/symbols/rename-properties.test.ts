// The rename property of issue 11 (rename-property.ts) on a seeded sample of
// the symbols of the clean programs of ../shared/corpus/yx and corpus/: a
// few per workspace, the same on every run. The exhaustive run is
// rename-properties.long.test.ts (`npm run test:long`).
import { describe, it } from "vitest";
import { random } from "../../helpers/random.js";
import { checkWorkspace, expectFewRefusals, workspaces, type Case, type Tally } from "./rename-property.js";

const SEED = 11;
/** Cases per workspace. */
const SAMPLE = 3;

const all = workspaces();
const tally: Tally = { cases: 0, refused: [] };

function sample(seed: number): (cases: Case[]) => Case[] {
  const next = random(seed);
  return (cases) => {
    const picked = [...cases];
    for (let i = picked.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [picked[i], picked[j]] = [picked[j]!, picked[i]!];
    }
    return picked.slice(0, SAMPLE);
  };
}

describe("rename round trip, typecheck and find_references agree (a seeded sample)", () => {
  it("on a sample of every workspace's symbols", async () => {
    let seed = SEED;
    for (const workspace of all) await checkWorkspace(workspace, tally, sample(seed++));
  }, 120_000);

  it("refuses fewer than 5 % of the renames", () => {
    expectFewRefusals(tally);
  });
});

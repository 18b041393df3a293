// The rename property of issue 11 (rename-property.ts) on a seeded sample:
// every corpus/ project and some of the clean programs of ../shared/corpus/yx,
// a few symbols of each, the same on every run. The exhaustive run is
// rename-properties.long.test.ts (`npm run test:long`).
import { describe, it } from "vitest";
import { random } from "../../helpers/random.js";
import { checkWorkspace, expectFewRefusals, workspaces, type Tally, type Workspace } from "./rename-property.js";

const SEED = 11;
/** Cases per workspace. */
const SAMPLE = 2;
/** Programs of ../shared/corpus/yx in the sample (besides the corpus/ projects). */
const PROGRAMS = 16;

const all = sampleWorkspaces(workspaces());
const tally: Tally = { cases: 0, refused: [] };

function sampleWorkspaces(list: Workspace[]): Workspace[] {
  const projects = list.filter((w) => w.label.startsWith("corpus/"));
  const programs = sample(SEED, PROGRAMS)(list.filter((w) => !w.label.startsWith("corpus/")));
  return [...projects, ...programs];
}

function sample(seed: number, size = SAMPLE): <T>(items: T[]) => T[] {
  const next = random(seed);
  return (items) => {
    const picked = [...items];
    for (let i = picked.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [picked[i], picked[j]] = [picked[j]!, picked[i]!];
    }
    return picked.slice(0, size);
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

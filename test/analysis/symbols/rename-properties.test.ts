// The rename round trip and find_references agreement of rename-round-trip.ts
// on a seeded sample: 6 bindings per file of every corpus/ workspace, and 6
// reference programs of ../shared/corpus/yx/programs (when present).
// rename-properties.long.test.ts checks every binding of every program.
import { describe, it } from "vitest";
import { noteIfAbsent, shared } from "../../helpers/shared.js";
import { seededSample } from "../../helpers/random.js";
import { checkRenameRoundTrips, renameWorkspaces } from "./rename-round-trip.js";

const SEED = 2027;
const { corpus, programs } = renameWorkspaces();

describe("rename round trip and find_references agree on real programs (seeded sample)", () => {
  it.each(corpus.map((w) => [w.label, w] as const))("%s", async (_label, workspace) => {
    await checkRenameRoundTrips(workspace, 6, SEED);
  }, 60_000);
  noteIfAbsent(shared("corpus/yx/programs"), "reference programs");
  it.each(seededSample(programs, 6, SEED).map((w) => [w.label, w] as const))("%s", async (_label, workspace) => {
    await checkRenameRoundTrips(workspace, 6, SEED);
  }, 60_000);
});

// rename-properties.test.ts at full strength: every binding of every file of
// the corpus/ workspaces and of every reference program in
// ../shared/corpus/yx/programs (when present).
import { describe, it } from "vitest";
import { noteIfAbsent, shared } from "../../helpers/shared.js";
import { checkRenameRoundTrips, renameWorkspaces } from "./rename-round-trip.js";

const { corpus, programs } = renameWorkspaces();

describe("rename round trip and find_references agree on real programs (every binding)", () => {
  it.each([...corpus, ...programs].map((w) => [w.label, w] as const))("%s", async (_label, workspace) => {
    await checkRenameRoundTrips(workspace);
  });
  noteIfAbsent(shared("corpus/yx/programs"), "reference programs");
});

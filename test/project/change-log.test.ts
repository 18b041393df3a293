// The log behind WorkspaceView.changedSince: what changed after a revision,
// each item once, and "unknown" once the changes asked about were dropped.
import { describe, expect, it } from "vitest";
import { ChangeLog } from "../../src/project/change-log.js";

describe("ChangeLog", () => {
  it("lists the items changed after a revision, each once", () => {
    const log = new ChangeLog<string>();
    log.note(1, "a");
    log.note(2, "b");
    log.note(3, "a");
    expect(log.since(0)!.sort()).toEqual(["a", "b"]);
    expect(log.since(1)!.sort()).toEqual(["a", "b"]);
    expect(log.since(2)).toEqual(["a"]);
    expect(log.since(3)).toEqual([]);
  });

  it("answers undefined for a revision whose later changes were dropped, and keeps answering for recent ones", () => {
    const log = new ChangeLog<number>();
    for (let revision = 1; revision <= 5000; revision++) log.note(revision, revision);
    expect(log.since(0)).toBeUndefined();
    expect(log.since(4000)).toBeUndefined(); // changes after 4000 were partly dropped
    expect(log.since(4990)!.sort((a, b) => a - b)).toEqual([4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999, 5000]);
  });

  it("cleared at a revision: older revisions are unknown, later ones still answered", () => {
    const log = new ChangeLog<string>();
    log.note(1, "a");
    log.note(2, "b");
    log.clear(2);
    expect(log.since(1)).toBeUndefined();
    expect(log.since(2)).toEqual([]);
    log.note(3, "c");
    expect(log.since(2)).toEqual(["c"]);
  });
});

// The random-edit property of incremental.test.ts at full strength: 24
// one-line edits per workspace, every file re-checked after each.
import { describe, expect, it } from "vitest";
import { recheckAgrees } from "./random-recheck.js";

describe("incremental re-check (long)", () => {
  it("gives exactly the result of a check from scratch after 24 random one-line edits per workspace", async () => {
    expect(await recheckAgrees(24, 20_240_611)).toBeGreaterThan(600);
  });
});

// The random-edit property of incremental-reuse.test.ts at full strength:
// 3,000 edits of every corpus file (and ../shared/corpus/yx when present).
import { describe, expect, it } from "vitest";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { randomEditsAgree } from "./reparse.js";

describe("incremental re-parse (long)", () => {
  it("agrees with a full parse after 3,000 random edits, error recovery included", async () => {
    const errorTrees = randomEditsAgree(await sharedParser(), 3_000, 2026);
    expect(errorTrees).toBeGreaterThan(500);
  });
});

// The random-edit property of incremental-reuse.test.ts at full strength:
// 600 edits of the corpus files (and of ../shared/corpus/yx when present).
// (Continued to 3,000 edits with the shared corpus, edit 1320 finds an error
// recovery that differs: ":" typed into `n = n + 1` inside a while body of
// tutorial_basics_control-flow_while-4.yx; see the README, "The grammar".)
import { describe, expect, it } from "vitest";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { randomEditsAgree } from "./reparse.js";

describe("incremental re-parse (long)", () => {
  it("agrees with a full parse after 600 random edits, error recovery included", async () => {
    const errorTrees = randomEditsAgree(await sharedParser(), 600, 2026);
    expect(errorTrees).toBeGreaterThan(100);
  });
});

// lookup_symbol past its 256-symbol cap: the best ones, `truncated`, and a
// hint that tells the agent how to narrow the query (an answer cut without a
// word leaves it guessing whether what it wants exists).
import { describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

describe("lookup_symbol past 256 matches", () => {
  it("lists the best 256, sets truncated and says how to narrow the query", async () => {
    const parser = await sharedParser();
    const text = Array.from({ length: 300 }, (_, i) => `step_${String(i).padStart(3, "0")} = ${i}`).join("\n") + "\n";
    const doc = new Document(parser, text);
    const index = new SymbolIndex();
    index.sync([{ path: "steps.yx", text, document: () => doc }]);
    const result = lookupSymbols(index, { query: "step_" });
    expect(result.symbols).toHaveLength(256);
    expect(result.symbols[0]!.name).toBe("step_000");
    expect(result.truncated).toBe(true);
    // Not "the best 256 are listed": the output budget may show fewer of them (101c N6).
    expect(result.hint).toBe("More than 256 symbols match 'step_' (the best come first): narrow the query (more of the name, Type.member, module.name) or pass kind.");
    // An answer that fits has no hint.
    expect(lookupSymbols(index, { query: "step_123" }).hint).toBeUndefined();
    // A list the caller's limit cut says so (82a D9).
    expect(lookupSymbols(index, { query: "step_", limit: 1 }).hint).toBe("More symbols match 'step_' than the limit of 1: the best one is listed; raise limit (at most 256) for more.");
    expect(lookupSymbols(index, { query: "step_", limit: 5 }).hint).toBe("More symbols match 'step_' than the limit of 5: the best 5 are listed; raise limit (at most 256) for more.");
    // At the most a limit may be, only narrowing helps (101a D6: "raise limit (at most 256)" beside limit 256).
    expect(lookupSymbols(index, { query: "step_", limit: 256 }).hint).toMatch(/^More than 256 symbols match 'step_'.*narrow the query/);
    doc.dispose();
  });
});

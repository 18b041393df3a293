// Incremental re-parsing reuses whole top-level statements. The scanner's
// zero-width `_statement_end` / `_statement_start` markers (grammar.js,
// `_statement_item`) exist for this: without them tree-sitter re-lexed the
// first token of every statement and every comment of the file after any
// edit. These tests count what the parser does (its log), never time it, and
// check that the markers make incremental and full parses agree, error
// recovery included.
import { describe, expect, it } from "vitest";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { corpusTexts, randomEditsAgree, reparse } from "./reparse.js";

describe("incremental re-parse", () => {
  it("re-lexes only around a one-character edit and reuses every other top-level statement", async () => {
    const parser = await sharedParser();
    // The whole corpus twice: thousands of lines, about a thousand top-level statements.
    const text = [...corpusTexts, ...corpusTexts].join("\n");
    const tree = parser.parse(text)!;
    const statements = tree.rootNode.namedChildren.filter((n) => n && !n.type.endsWith("comment")).length;
    expect(tree.rootNode.hasError).toBe(false);
    tree.delete();
    expect(statements).toBeGreaterThan(1000);

    let at = Math.floor(text.length / 2);
    while (!/[0-9]/.test(text[at] ?? "")) at++;
    const edited = text.slice(0, at) + (text[at] === "7" ? "3" : "7") + text.slice(at + 1);
    const { log, incremental, fresh } = reparse(parser, text, edited);

    expect(incremental).toBe(fresh);
    // Before the markers: one lexed token per statement and per comment (about 4,800 here).
    expect(log.lexed).toBeLessThan(20);
    // Every statement but the edited one comes back whole (one shift each).
    expect(log.reusedStatements).toBeGreaterThanOrEqual(statements - 3);
  });

  it("an edit that joins two statements re-lexes the join and still agrees with a full parse", async () => {
    const parser = await sharedParser();
    const text = "a = 1\nb = 2\nc = 3\n// note\nd = 4\ne = 5\n";
    // `c = 3` followed by a line starting with `+` is one statement.
    const edited = text.replace("// note\nd", "// note\n+ d");
    const { incremental, fresh } = reparse(parser, text, edited);
    expect(incremental).toBe(fresh);
    const tree = parser.parse(edited)!;
    try {
      expect(tree.rootNode.namedChildren.map((n) => n?.type)).toEqual(["binding", "binding", "binding", "binding"]);
    } finally {
      tree.delete();
    }
  });

  it("agrees with a full parse after random edits, error recovery included (seeded sample of 100 edits)", async () => {
    // incremental-reuse.long.test.ts runs 600.
    const errorTrees = randomEditsAgree(await sharedParser(), 100, 2026);
    // The edits did exercise error recovery.
    expect(errorTrees).toBeGreaterThan(15);
  });
});

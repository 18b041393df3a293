// Incremental re-parsing reuses whole top-level statements. The scanner's
// zero-width `_statement_end` / `_statement_start` markers (grammar.js,
// `_statement_item`) exist for this: without them tree-sitter re-lexed the
// first token of every statement and every comment of the file after any
// edit. These tests count what the parser does (its log), never time it, and
// check that the markers make incremental and full parses agree, error
// recovery included.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Node, Parser } from "web-tree-sitter";
import { describe, expect, it } from "vitest";
import { findFiles } from "../../src/syntax/conformance.js";
import { computeEdit } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { random } from "../helpers/random.js";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const SHARED_CORPUS = resolve(REPO, "../shared/corpus/yx");

const corpusTexts = findFiles(resolve(REPO, "corpus"), ".yx").map((f) => readFileSync(f, "utf8"));

/** Every node with its kind, MISSING flag and range: stricter than toString(). */
function shape(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node): void => {
    parts.push(`${n.type}${n.isMissing ? "!" : ""}@${n.startIndex}-${n.endIndex}`);
    for (const child of n.children) if (child) walk(child);
  };
  walk(node);
  return parts.join(" ");
}

interface ReparseLog {
  /** Tokens the lexer produced (re-lexed text). */
  lexed: number;
  /** Whole top-level statements taken over from the old tree. */
  reusedStatements: number;
}

/** Parses `edited` incrementally from `text`'s tree, counting what the parser logs. */
function reparse(parser: Parser, text: string, edited: string): { log: ReparseLog; incremental: string; fresh: string } {
  const old = parser.parse(text)!;
  const log: ReparseLog = { lexed: 0, reusedStatements: 0 };
  try {
    old.edit(computeEdit(text, edited));
    parser.setLogger((message) => {
      if (message.startsWith("lexed_lookahead")) log.lexed++;
      else if (message === "reuse_node symbol:_statement_item") log.reusedStatements++;
    });
    const incremental = parser.parse(edited, old)!;
    parser.setLogger(null);
    const fresh = parser.parse(edited)!;
    try {
      return { log, incremental: shape(incremental.rootNode), fresh: shape(fresh.rootNode) };
    } finally {
      incremental.delete();
      fresh.delete();
    }
  } finally {
    parser.setLogger(null);
    old.delete();
  }
}

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

  it("agrees with a full parse after random edits, error recovery included (600 edits)", async () => {
    const parser = await sharedParser();
    const texts = [...corpusTexts];
    if (existsSync(SHARED_CORPUS)) texts.push(...findFiles(SHARED_CORPUS, ".yx").map((f) => readFileSync(f, "utf8")));
    // Edits aimed at the markers: line breaks, continuation words, braces,
    // comments, strings, `return` (whose operand may start on the next line).
    const inserts = ["", "\n", " ", "x", "1", "(", ")", "{", "}", "and ", "\nelse ", "\nin ", "-", ".", "//c\n", "/*", "*/", '"', '"""', "return\n", ";", "\n+ 2", "if a {", ",", ":"];
    const next = random(2026);
    const pick = (n: number): number => Math.floor(next() * n);
    let errorTrees = 0;
    for (let i = 0; i < 600; i++) {
      const text = texts[pick(texts.length)] ?? "";
      const at = pick(text.length + 1);
      const removed = pick(4) === 0 ? pick(20) : pick(2);
      const edited = text.slice(0, at) + (inserts[pick(inserts.length)] ?? "") + text.slice(at + removed);
      const { incremental, fresh } = reparse(parser, text, edited);
      expect(incremental, `edit ${i} at ${at}`).toBe(fresh);
      if (fresh.includes("ERROR") || fresh.includes("!@")) errorTrees++;
    }
    // The edits did exercise error recovery.
    expect(errorTrees).toBeGreaterThan(100);
  });
});

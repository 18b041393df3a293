// Incremental re-parsing checked against full parses: what the parser logs
// while re-parsing an edit, and the random-edit properties that
// incremental-reuse.test.ts and document.test.ts run on a seeded sample and
// their .long.test.ts siblings at full strength.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Node, Parser } from "web-tree-sitter";
import { expect } from "vitest";
import { findFiles } from "../../src/syntax/conformance.js";
import { Document, computeEdit } from "../../src/syntax/document.js";
import { random } from "../helpers/random.js";
import { shared } from "../helpers/shared.js";
import { yxFiles } from "../format/shared-corpus.js";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

/** The sample workspaces' sources (corpus/). */
export const corpusTexts = findFiles(resolve(REPO, "corpus"), ".yx").map((f) => readFileSync(f, "utf8"));

/** Every node with its kind, MISSING flag and range: stricter than toString(). */
export function shape(node: Node): string {
  // A cursor walk: materialising every node's `children` costs seconds on the
  // larger inputs.
  const parts: string[] = [];
  const cursor = node.walk();
  try {
    for (;;) {
      parts.push(`${cursor.nodeType}${cursor.nodeIsMissing ? "!" : ""}@${cursor.startIndex}-${cursor.endIndex}`);
      if (cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return parts.join(" ");
      }
    }
  } finally {
    cursor.delete();
  }
}

export interface ReparseLog {
  /** Tokens the lexer produced (re-lexed text). */
  lexed: number;
  /** Whole top-level statements taken over from the old tree. */
  reusedStatements: number;
}

/** Parses `edited` incrementally from `text`'s tree, counting what the parser logs. */
export function reparse(parser: Parser, text: string, edited: string): { log: ReparseLog; incremental: string; fresh: string } {
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

// Edits aimed at the markers: line breaks, continuation words, braces,
// comments, strings, `return` (whose operand may start on the next line).
const INSERTS = ["", "\n", " ", "x", "1", "(", ")", "{", "}", "and ", "\nelse ", "\nin ", "-", ".", "//c\n", "/*", "*/", '"', '"""', "return\n", ";", "\n+ 2", "if a {", ",", ":"];

/**
 * `count` random edits (from `seed`) of the corpus files and, when present, of
 * ../shared/corpus/yx: each incremental re-parse must give the full parse's
 * tree. Returns how many edited trees had errors (error recovery exercised).
 */
export function randomEditsAgree(parser: Parser, count: number, seed: number): number {
  const texts = [...corpusTexts, ...yxFiles(shared("corpus/yx").path).map((f) => readFileSync(f, "utf8"))];
  const next = random(seed);
  const pick = (n: number): number => Math.floor(next() * n);
  let errorTrees = 0;
  for (let i = 0; i < count; i++) {
    const text = texts[pick(texts.length)] ?? "";
    const at = pick(text.length + 1);
    const removed = pick(4) === 0 ? pick(20) : pick(2);
    const edited = text.slice(0, at) + (INSERTS[pick(INSERTS.length)] ?? "") + text.slice(at + removed);
    const { incremental, fresh } = reparse(parser, text, edited);
    expect(incremental, `edit ${i} (seed ${seed}) at ${at}`).toBe(fresh);
    if (fresh.includes("ERROR") || fresh.includes("!@")) errorTrees++;
  }
  return errorTrees;
}

const DOCUMENT_INSERTS = ["x", "1", "\n", " + 2", "(", "}", "f\"{a}\"", "😀", "/* c */", "use std.io\n", ""];

/**
 * `count` random edits (from `seed`) applied one after another to a Document
 * holding a corpus file (inserts, deletes, replacements, line breaks, astral
 * characters): after each, its tree must be the tree a fresh parse gives.
 */
export function documentEditsAgree(parser: Parser, count: number, seed: number): void {
  const sample = readFileSync(findFiles(resolve(REPO, "corpus/geometry/src"), ".yx")[0]!, "utf8");
  const next = random(seed);
  const doc = new Document(parser, sample);
  let text = sample;
  try {
    for (let i = 0; i < count; i++) {
      const at = Math.floor(next() * text.length);
      const remove = Math.floor(next() * 6);
      const insert = DOCUMENT_INSERTS[Math.floor(next() * DOCUMENT_INSERTS.length)] ?? "";
      const edited = text.slice(0, at) + insert + text.slice(at + remove);
      expect(doc.update(edited), `edit ${i} (seed ${seed})`).toBe(edited !== text);
      text = edited;
      const fresh = parser.parse(text)!;
      try {
        expect(doc.tree.rootNode.toString(), `edit ${i} (seed ${seed})`).toBe(fresh.rootNode.toString());
      } finally {
        fresh.delete();
      }
    }
  } finally {
    doc.dispose();
  }
}

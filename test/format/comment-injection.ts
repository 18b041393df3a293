// Comments in unusual places, generated (comment-injection.test.ts runs a
// seeded sample of the files, comment-injection.long.test.ts all of them):
// every error-free corpus file is
// re-written, one variant at a time, with a block comment after every third
// token, a line comment at the end of every line, a line comment (and so a
// line break) after every fourth token, a block comment and a line break after
// every second token, and a line comment after every single token; then
// formatted (verified, as format_source does) with the defaults and with a
// narrow width and tabs. Each comment must
// come out exactly once and in order, the output must be idempotent and it
// must be the same program as the commented input. This exercises the comment
// placement of every construct the corpus contains, not only the places
// people usually comment.
import { beforeAll, describe, expect, it } from "vitest";
import { relative } from "node:path";
import type { Parser } from "web-tree-sitter";
import { formatSource } from "../../src/format/index.js";
import { buildCst, type CstNode } from "../../src/format/cst.js";
import { programShape } from "../../src/format/equivalence.js";
import { shapeTreeOf } from "../../src/format/shape-tree.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { syntaxDiagnostics } from "../../src/syntax/syntax-diagnostics.js";
import { REPO, read } from "./shared-corpus.js";

let parser: Parser;
beforeAll(async () => {
  parser = await sharedParser();
});

/** Token ends where a comment may go: outside string-like literals. */
function tokenEnds(root: CstNode): { end: number; row: number }[] {
  const ends: { end: number; row: number }[] = [];
  const visit = (node: CstNode): void => {
    if (["string_literal", "format_string", "multiline_string", "char_literal"].includes(node.type)) {
      ends.push({ end: node.end, row: node.endRow });
      return;
    }
    if (node.children.length === 0) {
      ends.push({ end: node.end, row: node.endRow });
      return;
    }
    node.children.forEach(visit);
  };
  visit(root);
  return ends;
}

function inject(source: string, at: number[], text: (i: number) => string): string {
  let out = "";
  let last = 0;
  at.forEach((offset, i) => {
    out += source.slice(last, offset) + text(i);
    last = offset;
  });
  return out + source.slice(last);
}

function variants(source: string): { name: string; text: string }[] {
  const tree = parser.parse(source)!;
  try {
    // Files with a syntax error (including forms only the reference parser rejects) are not formatted.
    if (syntaxDiagnostics(tree, source).some((d) => d.severity === "error")) return [];
    const ends = tokenEnds(buildCst(tree, source).root);
    const blockAt = ends.filter((_, i) => i % 3 === 2).map(e => e.end);
    // The last token of each line: a `//` comment there cannot swallow code.
    const lineAt = ends.filter((e, i) => ends[i + 1] === undefined || ends[i + 1]!.row > e.row).map(e => e.end);
    const every = (n: number, offset: number): number[] => ends.filter((_, i) => i % n === offset).map(e => e.end);
    return [
      { name: "block comments", text: inject(source, blockAt, i => ` /* b${i} */`) },
      { name: "line comments", text: inject(source, lineAt, i => ` // l${i}`) },
      { name: "line breaks by comments", text: inject(source, every(4, 1), i => ` // m${i}\n`) },
      { name: "block comments on their own lines", text: inject(source, every(2, 0), i => ` /* n${i} */\n`) },
      { name: "a comment after every token", text: inject(source, every(1, 0), i => ` // e${i}\n`) },
    ];
  } finally {
    tree.delete();
  }
}

function facts(text: string): { shape: string; comments: string[]; hasError: boolean } {
  const tree = parser.parse(text)!;
  try {
    const cst = buildCst(tree, text);
    return {
      shape: programShape(shapeTreeOf(tree, text), { sortImports: false }),
      comments: cst.comments.map(c => c.text),
      // Also what the compiler's parser rejects although the tree is clean.
      hasError: tree.rootNode.hasError || syntaxDiagnostics(tree, text).some((d) => d.severity === "error"),
    };
  } finally {
    tree.delete();
  }
}

/** Registers one test per file of `files`. */
export function commentInjectionTests(files: readonly string[]): void {
  describe("comments injected everywhere", () => {
    if (files.length === 0) it.skip("skipped: no .yx files in corpus/ or ../shared/corpus/yx", () => {});
    for (const path of files) {
      it(relative(REPO, path), async () => {
        for (const variant of variants(read(path))) {
          const input = facts(variant.text);
          // A comment can change the parse (`f /* c */ (x)` is no call; a line
          // break before `.sqrt()` after `(a + b)` ends the statement for the
          // compiler): such variants are skipped.
          if (input.hasError) continue;
          for (const options of [{ sort_imports: false, verify: true }, { sort_imports: false, line_width: 20, use_tabs: true, verify: true }]) {
            const label = `${variant.name} ${JSON.stringify(options)}`;
            const first = await formatSource(variant.text, options);
            expect(first.diagnostics, label).toEqual([]);
            const output = facts(first.formatted);
            expect(output.hasError, `${label}: output parses`).toBe(false);
            expect(output.comments, `${label}: every comment once, in order`).toEqual(input.comments);
            expect(output.shape, `${label}: same program`).toBe(input.shape);
            const second = await formatSource(first.formatted, options);
            expect(second.formatted, `${label}: idempotent`).toBe(first.formatted);
          }
        }
      });
    }
  });
}

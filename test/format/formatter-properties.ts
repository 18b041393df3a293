// The formatter's properties, checked on real files (properties.test.ts runs
// every corpus/ file and a seeded sample of ../shared/corpus/yx,
// properties.long.test.ts every file of both):
//  - formatting is idempotent;
//  - every comment of the input appears exactly once in the output, in order
//    (with sort_imports off; with it on, the same comments, since moving an
//    import moves its comments);
//  - the output has no syntax error and is the same program: its tree has
//    the input's shape once what the formatter rewrites on purpose is
//    normalised (src/format/equivalence.ts), so parentheses that matter are
//    kept and meaning never changes.
// Each with the defaults, without import sorting, and with narrow widths,
// tabs and other indents (which exercise every breaking rule), each result
// verified as format_source verifies it (a correct result the verification
// refuses with E8001 fails). Files with syntax errors are returned
// unchanged, so they are only checked for that.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relative } from "node:path";
import type { Parser } from "web-tree-sitter";
import { formatSource, type FormatOptions } from "../../src/format/index.js";
import { buildCst } from "../../src/format/cst.js";
import { programShape } from "../../src/format/equivalence.js";
import { shapeTreeOf } from "../../src/format/shape-tree.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { noteIfAbsent, shared } from "../helpers/shared.js";
import { REPO, REPO_CORPUS, read } from "./shared-corpus.js";

let parser: Parser;
beforeAll(async () => {
  parser = await sharedParser();
});

interface Parsed {
  shape: string;
  comments: string[];
  hasError: boolean;
}

function parse(text: string, sortImports: boolean): Parsed {
  const tree = parser.parse(text)!;
  try {
    const cst = buildCst(tree, text);
    return {
      shape: programShape(shapeTreeOf(tree, text), { sortImports }),
      comments: cst.comments.map(c => c.text),
      hasError: tree.rootNode.hasError,
    };
  } finally {
    tree.delete();
  }
}

// Verified as format_source verifies every result: a verification that
// refuses a correct result (E8001) fails the test below.
const OPTION_SETS: FormatOptions[] = [
  {},
  { sort_imports: false },
  { line_width: 40 },
  { line_width: 20, use_tabs: true, indent_width: 2 },
  { line_width: 1, indent_width: 8 },
].map(options => ({ ...options, verify: true }));

const stats = { files: 0, formatted: 0, refused: 0 };

function checkFile(path: string): void {
  it(relative(REPO, path), async () => {
    const source = read(path);
    stats.files++;
    for (const options of OPTION_SETS) {
      const sortImports = options.sort_imports !== false;
      const first = await formatSource(source, options);
      if (first.diagnostics.some(d => d.severity === "error")) {
        // Refused (syntax error): returned unchanged with its diagnostics.
        expect(first.diagnostics.filter(d => d.code === "E8001"), `refused only for syntax errors ${JSON.stringify(options)}`).toEqual([]);
        expect(first.formatted).toBe(source);
        expect(first.changed).toBe(false);
        if (options === OPTION_SETS[0]) stats.refused++;
        continue;
      }
      if (options === OPTION_SETS[0]) stats.formatted++;
      const second = await formatSource(first.formatted, options);
      const label = JSON.stringify(options);
      expect(second.formatted, `idempotent ${label}`).toBe(first.formatted);

      const input = parse(source, sortImports);
      const output = parse(first.formatted, sortImports);
      expect(output.hasError, `output parses without errors ${label}`).toBe(false);
      expect(output.shape, `same program ${label}`).toBe(input.shape);
      if (sortImports) expect([...output.comments].sort(), `same comments ${label}`).toEqual([...input.comments].sort());
      else expect(output.comments, `every comment once, in order ${label}`).toEqual(input.comments);
    }
  });
}

/**
 * Registers the property tests: one per file of `corpus` (the repository's
 * sample workspaces) and one per file of `reference` (../shared/corpus/yx, or
 * a sample of it), and prints the counts at the end.
 */
export function formatterPropertyTests(corpus: readonly string[], reference: readonly string[]): void {
  describe("formatter properties: corpus/ (sample workspaces)", () => {
    if (corpus.length === 0) it.skip(`skipped: no .yx files under ${REPO_CORPUS}`, () => {});
    for (const file of corpus) checkFile(file);
  });

  describe("formatter properties: ../shared/corpus/yx", () => {
    noteIfAbsent(shared("corpus/yx"), "format every reference program");
    for (const file of reference) checkFile(file);
  });

  afterAll(() => {
    console.log(
      `format properties: ${stats.files} files, ${stats.formatted} formatted and checked, ${stats.refused} refused (syntax errors)`,
    );
  });
}

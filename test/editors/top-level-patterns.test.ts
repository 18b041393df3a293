// The editor queries say "a top-level statement" as
// `(_top_level_statement/binding …)` (a hidden supertype of the grammar,
// rooted at the statement) instead of `(source_file (binding …))`, which makes
// every range-limited query walk the whole file (scripts/bench-queries.ts).
// The two must select the same nodes: checked for every statement kind on
// every input the grammar scripts use (corpus/, test/, the tree-sitter test
// cases, and ../shared's programs and formatter vectors when present).
import { beforeAll, describe, expect, it } from "vitest";
import { Query, type Language, type Parser } from "web-tree-sitter";
import { grammarInputs } from "../../scripts/grammar-inputs.js";
import { createParser, loadYaoXiang } from "../../src/syntax/language.js";

const STATEMENT_KINDS = [
  "use_declaration",
  "type_definition",
  "generic_type_definition",
  "binding",
  "destructuring",
  "expression_statement",
  "empty_statement",
];

/** Each test parses every input (about a thousand): seconds, more on a busy machine. */
const INPUTS_TIMEOUT_MS = 60_000;

let language: Language;
let parser: Parser;

beforeAll(async () => {
  language = await loadYaoXiang();
  parser = await createParser();
});

function ranges(query: Query, text: string): string[] {
  const tree = parser.parse(text);
  if (!tree) throw new Error("parse failed");
  try {
    return query.captures(tree.rootNode).map((c) => `${c.node.type} ${c.node.startIndex}-${c.node.endIndex}`);
  } finally {
    tree.delete();
  }
}

describe("(_top_level_statement/KIND) selects what (source_file (KIND)) selects", () => {
  const inputs = grammarInputs();

  it("has inputs", () => {
    expect(inputs.length).toBeGreaterThan(500);
  });

  it.each(STATEMENT_KINDS)("%s", (kind) => {
    const byStatement = new Query(language, `(_top_level_statement/${kind}) @s`);
    const byFile = new Query(language, `(source_file (${kind}) @s)`);
    let selected = 0;
    try {
      for (const input of inputs) {
        const expected = ranges(byFile, input.text);
        selected += expected.length;
        expect(ranges(byStatement, input.text), input.name).toEqual(expected);
      }
    } finally {
      byStatement.delete();
      byFile.delete();
    }
    if (kind !== "generic_type_definition" && kind !== "empty_statement") expect(selected).toBeGreaterThan(0);
  }, INPUTS_TIMEOUT_MS);
});

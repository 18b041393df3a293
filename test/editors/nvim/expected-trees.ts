// tsx test/editors/nvim/expected-trees.ts OUT.json
//
// Writes every input of scripts/grammar-inputs.ts with the S-expression of its
// tree as the default build (wasm/tree-sitter-yaoxiang.wasm) parses it and
// whether that tree has errors, for
// the headless Neovim test (editor-test.lua) to compare the parser that
// editors/neovim/install.sh built with.
import { writeFileSync } from "node:fs";
import { grammarInputs } from "../../../scripts/grammar-inputs.js";
import { createParser } from "../../../src/syntax/language.js";

const out = process.argv[2];
if (!out) {
  console.error("usage: tsx test/editors/nvim/expected-trees.ts OUT.json");
  process.exit(2);
}
const parser = await createParser();
const trees = grammarInputs().map((input) => {
  const tree = parser.parse(input.text);
  if (!tree) throw new Error(`no tree for ${input.name}`);
  const sexp = tree.rootNode.toString();
  const broken = tree.rootNode.hasError;
  tree.delete();
  return { name: input.name, text: input.text, sexp, broken };
});
writeFileSync(out, JSON.stringify(trees));
console.log(`${trees.length} expected trees written to ${out}`);

// The places a name is written as a name (never in a comment or a string)
// that no record of the model covers: in a tree the parser read only in part
// (syntax errors, or a form the compiler reads that the grammar does not,
// `f"{a b}"`), what they name is not known. find_references lists them under
// `possible` (workspace-index.ts unattributedNames) and a rename leaves them
// with a warning (rename.ts, workspace.ts).
import type { Tree } from "web-tree-sitter";
import { wordStarts } from "../../syntax/words.js";
import { leafStartsOfTypes } from "../../syntax/tokens-at.js";

const NAME_TOKENS: ReadonlySet<string> = new Set(["identifier", "type_identifier"]);

/** Offsets where `name` is written as a name in `text` (parsed as `tree`), but for those in `covered`. */
export function uncoveredNameStarts(tree: Tree, text: string, name: string, covered: ReadonlySet<number>): number[] {
  const starts = wordStarts(text, name).filter((start) => !covered.has(start));
  // Names only (one walk of the tree for all of them).
  const names = leafStartsOfTypes(tree, starts, NAME_TOKENS);
  return starts.filter((start) => names.has(start));
}

// The grammar's comment node types (extras): analyses that skip comments use
// this set. `hash_comment` (`# …`) is no comment of the language: the syntax
// diagnostics report it (E0001), and everything else skips it like one.
export const COMMENT_TYPES: ReadonlySet<string> = new Set(["line_comment", "block_comment", "hash_comment"]);

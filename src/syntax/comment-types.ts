// The grammar's comment node types (extras): analyses that skip comments use this set.
export const COMMENT_TYPES: ReadonlySet<string> = new Set(["line_comment", "block_comment"]);

// Literals that every reader takes whole, by their text: `"""` strings and
// character literals. Their only child nodes are their escapes (grammar.js:
// the scanner reads them in pieces so that editors can highlight escapes),
// and their text runs past the last of them, so the plain copies of the tree
// (the checker's, the formatter's) keep them as leaves, and parse_source's
// JSON gives them their text as well as their escapes.
export const WHOLE_LITERAL_TYPES: ReadonlySet<string> = new Set(["multiline_string", "char_literal"]);

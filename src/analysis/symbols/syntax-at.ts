// What is at an offset that names no symbol, in words an agent can act on
// (`the keyword \`match\``, `a string literal`, `a comment`, `whitespace`),
// read from the file's syntax tree. The symbol index releases the trees of
// the files it read; a tree parsed again here is released again after.
import { COMMENT_TYPES } from "../../syntax/comment-types.js";
import { KEYWORDS } from "../../semantic/model/builtins.js";
import type { Document } from "../../syntax/document.js";
import { nodeAndAncestors } from "../../syntax/tree-place.js";

const STRING_TYPES = new Set(["string_literal", "multiline_string", "format_string", "string_content", "escape_sequence", "format_spec", "brace_escape"]);
const LITERAL_TYPES: Record<string, string> = {
  char_literal: "a character literal",
  integer_literal: "an integer literal",
  float_literal: "a float literal",
  boolean_literal: "a boolean literal",
  void_literal: "the literal `void`",
};

export function describeSyntaxAt(doc: Document, offset: number): string {
  const text = doc.text;
  if (offset >= text.length || /\s/.test(text[offset]!)) {
    // A cursor right after a token (end of a word, before a space) describes that token.
    if (offset > 0 && !/\s/.test(text[offset - 1] ?? " ")) return describeNode(doc, offset - 1);
    return offset >= text.length ? "the end of the file" : "whitespace";
  }
  return describeNode(doc, offset);
}

/**
 * The range of the `Type` keyword at (or right before) `offset`: the type
 * of types (`Point: Type = …`, `T: Type`), a built-in type that the grammar
 * spells as a keyword, so that no name occurrence stands for it.
 */
export function typeKeywordAt(doc: Document, offset: number): { start: number; end: number } | undefined {
  const hadTree = doc.hasTree;
  try {
    // The character at the cursor, or the one before it when the cursor is on whitespace or at the end (as describeSyntaxAt).
    const text = doc.text;
    const at = offset < text.length && !/\s/.test(text[offset]!) ? offset : offset - 1;
    if (at < 0 || /\s/.test(text[at] ?? " ")) return undefined;
    const node = doc.tree.rootNode.descendantForIndex(at, at + 1);
    return node && !node.isNamed && node.type === "Type" ? { start: node.startIndex, end: node.endIndex } : undefined;
  } finally {
    if (!hadTree) doc.releaseTree();
  }
}

function describeNode(doc: Document, offset: number): string {
  const hadTree = doc.hasTree;
  try {
    // The range of the character at offset: an empty one at the start of a token (column 1) gives its parent.
    const node = doc.tree.rootNode.descendantForIndex(offset, offset + 1);
    if (!node) return "no name";
    // The token and its three nearest ancestors (not through Node.parent, which traps on deep nodes).
    const chain = nodeAndAncestors(doc.tree, node, 3);
    for (const [i, around] of chain.entries()) {
      // An escape belongs to its literal, which may be a character literal.
      if (around.type === "escape_sequence" && chain[i + 1]?.type === "char_literal") continue;
      if (around.type === "hash_comment") return "a `#` line, which YaoXiang does not read as a comment (typecheck reports E0001: comments start with `//`)";
      if (COMMENT_TYPES.has(around.type)) return "a comment";
      if (STRING_TYPES.has(around.type)) return "a string literal";
      const literal = LITERAL_TYPES[around.type];
      if (literal) return literal;
      if (around.type === "ERROR") return "a syntax error";
    }
    if (node.childCount === 0 && KEYWORDS.has(node.text)) return `the keyword \`${node.text}\``;
    if (node.type === "identifier" || node.type === "type_identifier") return `the name \`${node.text}\``;
    if (!node.isNamed) return /^[a-z_]+$/.test(node.type) ? `the keyword \`${node.type}\`` : `the \`${node.type}\` token`;
    return `no name (inside ${article(node.type.replace(/_/g, " "))})`;
  } finally {
    if (!hadTree) doc.releaseTree();
  }
}

function article(words: string): string {
  return /^[aeiou]/.test(words) ? `an ${words}` : `a ${words}`;
}

/**
 * The number of arguments of the call whose callee is the name at `offset` (`wrap(1, 2)`, `c.put(2)`:
 * the name, or the member after `.`) and the names its named arguments give, or undefined when the
 * name is not called there.
 */
export function callArityAt(doc: Document, offset: number): { readonly count: number; readonly named: readonly string[] } | undefined {
  const hadTree = doc.hasTree;
  try {
    const node = doc.tree.rootNode.descendantForIndex(offset, offset + 1);
    if (!node) return undefined;
    // The name, its `a.name` access, the call (not through Node.parent, which traps on deep nodes).
    const [name, access, call] = nodeAndAncestors(doc.tree, node, 3);
    const callee = access?.type === "field_expression" ? access : name;
    const around = callee === access ? call : access;
    if (around?.type !== "call_expression" || around.childForFieldName("function")?.id !== callee?.id) return undefined;
    const args = around.childForFieldName("arguments");
    if (!args) return undefined;
    const written = args.namedChildren.filter((c) => c !== null && !COMMENT_TYPES.has(c.type));
    const named = written.flatMap((c) => (c!.type === "named_argument" ? [c!.childForFieldName("name")?.text ?? ""] : []));
    return { count: written.length, named };
  } finally {
    if (!hadTree) doc.releaseTree();
  }
}

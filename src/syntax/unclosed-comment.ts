// A block comment left open (syntax.md §1.2: block comments nest): it runs to
// the end of the file, which the compiler accepts without a word, so
// whatever follows it is no code. Found by the checker (a warning, see
// src/check/unclosed-comment.ts) and by the outline (a caveat).
import type { Document } from "./document.js";

/** The offset of the `/*` that leaves the rest of `doc` commented out, if one does (its tree's last node is that comment). */
export function unclosedCommentOf(doc: Document): number | undefined {
  const last = doc.tree.rootNode.lastChild;
  return last?.type === "block_comment" && last.endIndex === doc.text.length ? unclosedCommentStart(doc.text, last.startIndex) : undefined;
}

// The offset of the opening of a block comment the text from `from` on leaves open, if one does
// (line comments are skipped; nested openings and closings are balanced).
export function unclosedCommentStart(text: string, from: number): number | undefined {
  let depth = 0;
  let outer = -1;
  for (let i = from; i + 1 < text.length; i++) {
    const pair = text[i]! + text[i + 1]!;
    if (depth === 0 && pair === "//") {
      const newline = text.indexOf("\n", i);
      if (newline < 0) return undefined;
      i = newline;
    } else if (pair === "/*") {
      if (depth++ === 0) outer = i;
      i++;
    } else if (pair === "*/" && depth > 0) {
      depth--;
      i++;
    }
  }
  return depth > 0 ? outer : undefined;
}

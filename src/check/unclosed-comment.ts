// `/* …` never closed (syntax.md §1.2): block comments nest, and one left
// open silently swallows the rest of the file, which the compiler accepts
// without a word (no error). What follows it is no code: its declarations
// are missing from the outline and its errors are not reported. A warning
// at the `/*` says so. Only the text after the file's last statement can
// hold such a comment (one inside a body leaves that body's `}` unclosed: a
// syntax error already), and that text is comments and blank space only.
import { unclosedCommentStart } from "../syntax/unclosed-comment.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const UNCLOSED_COMMENT_CODE = "MCP-UNCLOSED-COMMENT";

/** Reports a block comment left open in `text` from `from` (the end of the last statement) on. */
export function unclosedCommentRule(sink: Sink, text: string, from: number): void {
  const open = unclosedCommentStart(text, from);
  if (open === undefined) return;
  sink.report(UNCLOSED_COMMENT_CODE, { start: open, end: open + 2 }, "this block comment is never closed: everything after it, to the end of the file, is part of the comment", {
    phase: "syntax",
    severity: "warning",
    help: "close it with `*/` where the comment ends (block comments nest: each `/*` inside needs its own `*/`)",
  });
}

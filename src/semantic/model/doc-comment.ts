// The comment block right above a declaration (`doc` of lookup_symbol):
// consecutive `//` lines, or one `/* … */` block, ending on the line just
// before the declaration, markers stripped. Either must start its line: a
// comment after code (`v = 1 /* tail */`) is that code's, not a doc. Read from the text on demand (a
// declaration that does not start its line has no doc: the comment above
// belongs to whatever does).
import { collapseWhitespace } from "../modules/nodes.js";

export function docCommentAt(text: string, declStart: number): string | null {
  const lineStart = text.lastIndexOf("\n", declStart - 1) + 1;
  if (text.slice(lineStart, declStart).trim() !== "") return null;
  const lines: string[] = [];
  let end = lineStart - 1; // the newline ending the previous line
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end).trim();
    if (line.startsWith("//")) {
      lines.unshift(line.replace(/^\/\/\/?\s?/, "").trimEnd());
      end = start - 1;
      continue;
    }
    if (lines.length === 0 && line.endsWith("*/")) {
      const open = text.lastIndexOf("/*", end);
      if (open >= 0 && startsLine(text, open)) return blockText(text.slice(open, end));
    }
    break;
  }
  return lines.length > 0 ? lines.join("\n") : null;
}

/** Only whitespace before `offset` on its line. */
function startsLine(text: string, offset: number): boolean {
  return text.slice(text.lastIndexOf("\n", offset - 1) + 1, offset).trim() === "";
}

function blockText(comment: string): string {
  return comment
    .replace(/^\/\*+\s?/, "")
    .replace(/\s*\*+\/$/, "")
    .split("\n")
    .map((l) => l.replace(/^\s*\*\s?/, "").trimEnd())
    .join("\n")
    .trim();
}

/** The declared type text of a declaration, whitespace collapsed. */
export function signatureAt(text: string, start: number, end: number): string {
  return collapseWhitespace(text.slice(start, end));
}

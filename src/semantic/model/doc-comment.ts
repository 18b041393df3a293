// The comment block right above a declaration (`doc` of lookup_symbol):
// consecutive `//` lines, or one `/* … */` block, ending on the line just
// before the declaration (or, as the formatter lays a top-level statement
// out, blank lines before it, after another statement; `///` lines also
// as the first statement's header), markers stripped. Either must start its line: a
// comment after code (`v = 1 /* tail */`) is that code's, not a doc. Read from the text on demand (a
// declaration that does not start its line has no doc: the comment above
// belongs to whatever does).

export function docCommentAt(text: string, declStart: number): string | null {
  const lineStart = text.lastIndexOf("\n", declStart - 1) + 1;
  if (text.slice(lineStart, declStart).trim() !== "") return null;
  const above = commentEndingAt(text, lineStart - 1);
  // Right above the first statement, with only comments above them, the lines before a first `///` line are the
  // file's header, as the formatter's layout has them (formatting.md §10.2, below): `// File header` then
  // `/// A counter.` above `Counter` gives "A counter." before formatting and after.
  if (above) return (onlyCommentsBefore(text, above.start) && linesFromFirstTripleSlash(text, lineStart - 1)) || above.doc;
  // The formatter's layout (formatting.md §3.3): comments between two top-level statements, then
  // the one blank line, then the statement they precede. Not a file's header comments (no code above).
  if (lineStart !== declStart || lineStart < 2) return null;
  // One blank line, or several: format_source makes a run of them one (formatting.md §10.3).
  let blankStart = text.lastIndexOf("\n", lineStart - 2) + 1;
  if (text.slice(blankStart, lineStart - 1).trim() !== "") return null;
  while (blankStart >= 2) {
    const above = text.lastIndexOf("\n", blankStart - 2) + 1;
    if (text.slice(above, blankStart - 1).trim() !== "") break;
    blankStart = above;
  }
  const separated = commentEndingAt(text, blankStart - 1);
  if (!separated) return null;
  // `///` lines there are written for the declaration below, also at the top of the file, where the
  // formatter makes every comment above the first statement a header, then a blank line (formatting.md §10.2):
  // the block from its first `///` line on (`/// Doc.` then `// more` directly above the declaration is that
  // declaration's doc before formatting, and stays it after).
  const marked = linesFromFirstTripleSlash(text, blankStart - 1);
  if (marked) return marked;
  if (separated.start < 2) return null;
  const before = text.slice(text.lastIndexOf("\n", separated.start - 2) + 1, separated.start - 1).trim();
  return before !== "" && !before.startsWith("//") && !before.endsWith("*/") ? separated.doc : null;
}

/** The comment block whose last line ends at `end` (the newline after it): its text, markers stripped, and its first line's start. */
function commentEndingAt(text: string, end: number): { doc: string; start: number } | null {
  const lines: string[] = [];
  let first = -1;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end).trim();
    if (line.startsWith("//")) {
      lines.unshift(withoutMarker(line));
      first = start;
      end = start - 1;
      continue;
    }
    if (lines.length === 0 && line.endsWith("*/")) {
      const open = blockCommentOpen(text, text.lastIndexOf("*/", end));
      if (open >= 0 && startsLine(text, open)) return { doc: blockText(text.slice(open, end)), start: text.lastIndexOf("\n", open - 1) + 1 };
    }
    break;
  }
  return lines.length > 0 ? { doc: lines.join("\n"), start: first } : null;
}

/** Of the consecutive `//` lines whose last ends at `end`, those from the first `///` line on, markers stripped; null without a `///` line. */
function linesFromFirstTripleSlash(text: string, end: number): string | null {
  const lines: string[] = [];
  let fromTripleSlash = 0;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end).trim();
    if (!line.startsWith("//")) break;
    lines.unshift(withoutMarker(line));
    if (line.startsWith("///")) fromTripleSlash = lines.length;
    end = start - 1;
  }
  return fromTripleSlash > 0 ? lines.slice(lines.length - fromTripleSlash).join("\n") : null;
}

/** A `//` line's text: `//`, `///` or `//!` and one space taken off (syntax.md §1.3: all three are ordinary comments). */
function withoutMarker(line: string): string {
  return line.replace(/^\/\/[/!]?\s?/, "").trimEnd();
}

/** Only blank lines and comments before the line starting at `lineStart`: nothing above it is code. */
function onlyCommentsBefore(text: string, lineStart: number): boolean {
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end).trim();
    if (line === "" || line.startsWith("//")) {
      end = start - 1;
      continue;
    }
    const open = line.endsWith("*/") ? blockCommentOpen(text, text.lastIndexOf("*/", end)) : -1;
    if (open < 0 || !startsLine(text, open)) return false;
    end = text.lastIndexOf("\n", open - 1);
  }
  return true;
}

// The opening of the block comment whose closing marker is at `close`: block comments nest, so the
// opening is the one that balances the markers between (a nested block above a declaration is its doc).
function blockCommentOpen(text: string, close: number): number {
  let depth = 1;
  for (let i = close - 1; i > 0; i--) {
    if (text[i - 1] === "*" && text[i] === "/") {
      depth++;
      i--;
    } else if (text[i - 1] === "/" && text[i] === "*") {
      if (--depth === 0) return i - 1;
      i--;
    }
  }
  return -1;
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

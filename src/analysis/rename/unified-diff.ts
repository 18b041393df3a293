// The unified diff of a rename, computed from its edits in time linear in
// the text (a general diff of two huge texts is quadratic at worst: a
// 20,000-line file with thousands of renamed tokens took seconds). A rename
// replaces tokens within their lines and never adds or removes a line, so
// the changed lines are exactly the lines holding an edit, and line i of the
// old text is line i of the new one. The output is the one `createPatch`
// of the `diff` package prints for such a change (same header, 4 lines of
// context, hunks merged when at most 8 unchanged lines lie between them,
// `\ No newline at end of file` markers; only where a renamed line equals an
// old line nearby may createPatch pair the lines otherwise, equally validly).
import type { RenameEdit } from "./model.js";

const CONTEXT = 4;

/** `createPatch(fileName, text, applyEdits(text, edits))` for edits that keep the line structure (sorted, non-overlapping, no line breaks). */
export function unifiedDiff(fileName: string, text: string, edits: readonly RenameEdit[]): string {
  const header = `Index: ${fileName}\n${"=".repeat(67)}\n--- ${fileName}\n+++ ${fileName}\n`;
  if (edits.length === 0) return header;
  const lineStarts = lineStartsOf(text);
  const lineCount = lineStarts.length - (text.endsWith("\n") ? 1 : 0);
  const changed = changedLines(lineStarts, edits);
  let out = header;
  // The next changed line to print (hunks come in order and hold every changed line).
  let edit = 0;
  for (const [first, last] of hunkRanges(changed, lineCount)) {
    const count = last - first + 1;
    out += `@@ -${first + 1},${count} +${first + 1},${count} @@\n`;
    let line = first;
    while (line <= last) {
      const run = changed[edit];
      if (run && run.line === line) {
        // A run of consecutive changed lines: all removed lines, then all added ones.
        let end = edit;
        while (end + 1 < changed.length && changed[end + 1]!.line === changed[end]!.line + 1) end++;
        const runs = changed.slice(edit, end + 1);
        for (const c of runs) out += `-${lineText(text, lineStarts, c.line)}\n${noNewlineMark(text, c.line, lineCount)}`;
        for (const c of runs) out += `+${renamedLine(text, lineStarts, c)}\n${noNewlineMark(text, c.line, lineCount)}`;
        line = changed[end]!.line + 1;
        edit = end + 1;
      } else {
        out += ` ${lineText(text, lineStarts, line)}\n${noNewlineMark(text, line, lineCount)}`;
        line++;
      }
    }
  }
  return out;
}

interface ChangedLine {
  readonly line: number;
  /** The edits on that line. */
  readonly edits: readonly RenameEdit[];
}

/** Offsets where each line starts (a last entry past a final newline). */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return starts;
}

function changedLines(lineStarts: readonly number[], edits: readonly RenameEdit[]): ChangedLine[] {
  const out: { line: number; edits: RenameEdit[] }[] = [];
  let line = 0;
  for (const edit of edits) {
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= edit.start) line++;
    const last = out[out.length - 1];
    if (last?.line === line) last.edits.push(edit);
    else out.push({ line, edits: [edit] });
  }
  return out;
}

/** [first, last] line of each hunk: changed lines with their context, merged when the contexts touch. */
function hunkRanges(changed: readonly ChangedLine[], lineCount: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (const { line } of changed) {
    const first = Math.max(0, line - CONTEXT);
    const last = Math.min(lineCount - 1, line + CONTEXT);
    const previous = ranges[ranges.length - 1];
    if (previous && first <= previous[1] + 1) previous[1] = last;
    else ranges.push([first, last]);
  }
  return ranges;
}

function lineText(text: string, lineStarts: readonly number[], line: number): string {
  const end = line + 1 < lineStarts.length ? lineStarts[line + 1]! - 1 : text.length;
  return text.slice(lineStarts[line], end);
}

function renamedLine(text: string, lineStarts: readonly number[], changed: ChangedLine): string {
  const start = lineStarts[changed.line]!;
  const end = changed.line + 1 < lineStarts.length ? lineStarts[changed.line + 1]! - 1 : text.length;
  let out = "";
  let at = start;
  for (const e of changed.edits) {
    out += text.slice(at, e.start) + e.new_text;
    at = e.end;
  }
  return out + text.slice(at, end);
}

function noNewlineMark(text: string, line: number, lineCount: number): string {
  return line === lineCount - 1 && !text.endsWith("\n") ? "\\ No newline at end of file\n" : "";
}

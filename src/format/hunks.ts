// Line hunks between two texts, for the `diff` of the format_source tool, in
// the shape and with the conventions of the `diff` package's structuredPatch
// (1-based starts, `context` lines around each change, hunks closer than
// 2 × context merged, `\ No newline at end of file` after a last line without
// one). The line diff itself is line-diff.ts: exact where it is cheap, never
// quadratic.
import { lineDiff, splitLines, type LineOp } from "./line-diff.js";

export interface DiffHunk {
  /** 1-based first line of the hunk in the old text (as the `diff` package reports it). */
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Unified-diff lines: ` ` context, `-` removed, `+` added (and `\ No newline at end of file`). */
  lines: string[];
}

export function diffHunks(oldText: string, newText: string, context = 3): DiffHunk[] {
  if (oldText === newText) return [];
  const hunks = toHunks(lineDiff(splitLines(oldText), splitLines(newText)), context);
  for (const hunk of hunks) hunk.lines = withoutLineEnds(hunk.lines);
  return hunks;
}

function toHunks(ops: readonly LineOp[], context: number): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  let oldLine = 1;
  let newLine = 1;
  let open: { oldStart: number; newStart: number; lines: string[] } | undefined;
  const all = [...ops, { kind: " ", lines: [] } as LineOp]; // closes the last hunk
  for (let i = 0; i < all.length; i++) {
    const op = all[i]!;
    if (op.kind !== " ") {
      if (!open) {
        const before = context > 0 ? (all[i - 1]?.lines.slice(-context) ?? []) : [];
        open = { oldStart: oldLine - before.length, newStart: newLine - before.length, lines: before.map((l) => " " + l) };
      }
      for (const line of op.lines) open.lines.push(op.kind + line);
      if (op.kind === "+") newLine += op.lines.length;
      else oldLine += op.lines.length;
      continue;
    }
    if (open) {
      if (op.lines.length <= context * 2 && i < all.length - 2) {
        for (const line of op.lines) open.lines.push(" " + line);
      } else {
        const after = Math.min(op.lines.length, context);
        for (const line of op.lines.slice(0, after)) open.lines.push(" " + line);
        hunks.push({
          oldStart: open.oldStart,
          oldLines: oldLine - open.oldStart + after,
          newStart: open.newStart,
          newLines: newLine - open.newStart + after,
          lines: open.lines,
        });
        open = undefined;
      }
    }
    oldLine += op.lines.length;
    newLine += op.lines.length;
  }
  return hunks;
}

/** Hunk lines without their `\n`; a line that had none is followed by the marker. */
function withoutLineEnds(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.endsWith("\n")) out.push(line.slice(0, -1));
    else out.push(line, "\\ No newline at end of file");
  }
  return out;
}

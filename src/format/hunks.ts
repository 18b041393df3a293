// Line hunks between two texts, for the `diff` of the format_source tool.
import { structuredPatch } from "diff";

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
  const patch = structuredPatch("old", "new", oldText, newText, "", "", { context });
  return patch.hunks.map(h => ({
    oldStart: h.oldStart,
    oldLines: h.oldLines,
    newStart: h.newStart,
    newLines: h.newLines,
    lines: h.lines,
  }));
}

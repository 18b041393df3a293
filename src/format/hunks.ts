// Line hunks between two texts, for the `diff` of the format_source tool.
//
// A file that was never formatted may differ from its formatted text on
// nearly every line; a plain Myers diff (the `diff` package's) costs
// O(N·D) there: seconds for 5,000 lines. So the lines that occur exactly once
// in each text, in the same order, are matched first (the anchors of
// `git diff --patience`), recursively within the gaps between them; what is
// left is diffed with the `diff` package, and a gap still too different for
// a bounded diff is diffed in proportional slices (a correct diff, local like
// the formatter's changes, not always a minimal one).
import { diffArrays } from "diff";

export interface DiffHunk {
  /** 1-based first line of the hunk in the old text (for a pure insertion: the line it goes before). */
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Unified-diff lines: ` ` context, `-` removed, `+` added (and `\ No newline at end of file`). */
  lines: string[];
}

const NO_NEWLINE = "\\ No newline at end of file";

/** Edit distance past which a gap without anchors is diffed in slices. */
const MAX_GAP_EDITS = 200;
/** Lines of the longer side in one slice. */
const CHUNK_LINES = 64;
/** Nesting of anchor searches (each finds anchors within the gaps of the previous one). */
const MAX_ANCHOR_DEPTH = 32;

/** One line of the edit script: its unified-diff mark; `a` indexes the old lines, `b` the new ones (-1 where absent). */
interface Op {
  kind: " " | "-" | "+";
  a: number;
  b: number;
}

export function diffHunks(oldText: string, newText: string, context = 3): DiffHunk[] {
  if (oldText === newText) return [];
  const a = linesOf(oldText);
  const b = linesOf(newText);
  const ops: Op[] = [];
  diffRange(a, b, 0, a.length, 0, b.length, ops, 0);
  return hunksOf(ops, a, b, context);
}

/**
 * The same changes without context lines: each run of removed and added
 * lines becomes its own hunk (smaller, and a list that can be cut).
 */
export function withoutContext(hunks: readonly DiffHunk[]): DiffHunk[] {
  const out: DiffHunk[] = [];
  for (const hunk of hunks) {
    let oldLine = hunk.oldStart;
    let newLine = hunk.newStart;
    let current: DiffHunk | undefined;
    for (const line of hunk.lines) {
      const mark = line[0];
      if (mark === "\\") {
        current?.lines.push(line);
        continue;
      }
      if (mark === " ") {
        current = undefined;
        oldLine++;
        newLine++;
        continue;
      }
      if (!current) {
        current = { oldStart: oldLine, oldLines: 0, newStart: newLine, newLines: 0, lines: [] };
        out.push(current);
      }
      current.lines.push(line);
      if (mark === "-") {
        current.oldLines++;
        oldLine++;
      } else {
        current.newLines++;
        newLine++;
      }
    }
  }
  return out;
}

/** The lines of a text, each with its newline (the last one without, when the text does not end with one). */
function linesOf(text: string): string[] {
  if (text === "") return [];
  const parts = text.split("\n");
  const lines = parts.slice(0, -1).map((line) => `${line}\n`);
  const last = parts[parts.length - 1]!;
  if (last !== "") lines.push(last);
  return lines;
}

function diffRange(a: string[], b: string[], aLo: number, aHi: number, bLo: number, bHi: number, ops: Op[], depth: number): void {
  while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) ops.push({ kind: " ", a: aLo++, b: bLo++ });
  let tail = 0;
  while (aHi - tail > aLo && bHi - tail > bLo && a[aHi - tail - 1] === b[bHi - tail - 1]) tail++;
  aHi -= tail;
  bHi -= tail;
  if (aLo === aHi || bLo === bHi) {
    replaced(aLo, aHi, bLo, bHi, ops);
  } else {
    const anchors = depth < MAX_ANCHOR_DEPTH ? uniqueAnchors(a, b, aLo, aHi, bLo, bHi) : [];
    if (anchors.length === 0) {
      myers(a, b, aLo, aHi, bLo, bHi, ops);
    } else {
      for (const [i, j] of anchors) {
        diffRange(a, b, aLo, i, bLo, j, ops, depth + 1);
        ops.push({ kind: " ", a: i, b: j });
        aLo = i + 1;
        bLo = j + 1;
      }
      diffRange(a, b, aLo, aHi, bLo, bHi, ops, depth + 1);
    }
  }
  for (let k = 0; k < tail; k++) ops.push({ kind: " ", a: aHi + k, b: bHi + k });
}

function replaced(aLo: number, aHi: number, bLo: number, bHi: number, ops: Op[]): void {
  for (let i = aLo; i < aHi; i++) ops.push({ kind: "-", a: i, b: -1 });
  for (let j = bLo; j < bHi; j++) ops.push({ kind: "+", a: -1, b: j });
}

/**
 * Lines found exactly once in a[aLo, aHi) and once in b[bLo, bHi), the
 * longest run of them in the same order in both (patience sorting).
 */
function uniqueAnchors(a: string[], b: string[], aLo: number, aHi: number, bLo: number, bHi: number): [number, number][] {
  const seen = new Map<string, { inA: number; inB: number; at: number; bAt: number }>();
  for (let i = aLo; i < aHi; i++) {
    const entry = seen.get(a[i]!);
    if (entry) entry.inA++;
    else seen.set(a[i]!, { inA: 1, inB: 0, at: i, bAt: -1 });
  }
  for (let j = bLo; j < bHi; j++) {
    const entry = seen.get(b[j]!);
    if (!entry) continue;
    entry.inB++;
    entry.bAt = j;
  }
  const pairs: [number, number][] = [];
  for (const entry of seen.values()) if (entry.inA === 1 && entry.inB === 1) pairs.push([entry.at, entry.bAt]);
  if (pairs.length === 0) return [];
  pairs.sort((x, y) => x[0] - y[0]);
  return longestIncreasing(pairs);
}

/** The longest subsequence of `pairs` (sorted by their first element) whose second elements increase. */
function longestIncreasing(pairs: [number, number][]): [number, number][] {
  const tops: number[] = []; // index into pairs of the smallest tail of each pile
  const previous = new Array<number>(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const value = pairs[k]![1];
    let lo = 0;
    let hi = tops.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tops[mid]!]![1] < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[k] = tops[lo - 1]!;
    tops[lo] = k;
  }
  const out: [number, number][] = [];
  for (let k = tops[tops.length - 1]!; k >= 0; k = previous[k]!) out.push(pairs[k]!);
  return out.reverse();
}

function myers(a: string[], b: string[], aLo: number, aHi: number, bLo: number, bHi: number, ops: Op[]): void {
  const changes = diffArrays(a.slice(aLo, aHi), b.slice(bLo, bHi), { maxEditLength: MAX_GAP_EDITS });
  if (changes) push(changes, aLo, bLo, ops);
  else inSlices(a, b, aLo, aHi, bLo, bHi, ops);
}

function exact(a: string[], b: string[], aLo: number, aHi: number, bLo: number, bHi: number, ops: Op[]): void {
  push(diffArrays(a.slice(aLo, aHi), b.slice(bLo, bHi)), aLo, bLo, ops);
}

function push(changes: readonly { count: number; added: boolean; removed: boolean }[], aLo: number, bLo: number, ops: Op[]): void {
  let i = aLo;
  let j = bLo;
  for (const change of changes) {
    for (let k = 0; k < change.count; k++) {
      if (change.removed) ops.push({ kind: "-", a: i++, b: -1 });
      else if (change.added) ops.push({ kind: "+", a: -1, b: j++ });
      else ops.push({ kind: " ", a: i++, b: j++ });
    }
  }
}

/**
 * A gap too different for a bounded diff: cut both sides into the same
 * number of proportional slices of at most CHUNK_LINES lines and diff each
 * pair exactly. The formatter's changes are local, so the slices stay aligned
 * with each other.
 */
function inSlices(a: string[], b: string[], aLo: number, aHi: number, bLo: number, bHi: number, ops: Op[]): void {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const slices = Math.ceil(Math.max(n, m) / CHUNK_LINES);
  for (let k = 0; k < slices; k++) {
    const a0 = aLo + Math.floor((n * k) / slices);
    const b0 = bLo + Math.floor((m * k) / slices);
    exact(a, b, a0, aLo + Math.floor((n * (k + 1)) / slices), b0, bLo + Math.floor((m * (k + 1)) / slices), ops);
  }
}

function hunksOf(ops: Op[], a: string[], b: string[], context: number): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  let k = 0;
  while (k < ops.length) {
    if (ops[k]!.kind === " ") {
      k++;
      continue;
    }
    // ops[k] is the first change of a hunk; take the context before it, then
    // changes until `2 * context` unchanged lines in a row separate the next.
    let start = k;
    while (start > 0 && k - start < context && ops[start - 1]!.kind === " ") start--;
    let end = k;
    for (;;) {
      while (end < ops.length && ops[end]!.kind !== " ") end++;
      let same = end;
      while (same < ops.length && ops[same]!.kind === " ") same++;
      if (same < ops.length && same - end <= 2 * context) end = same;
      else {
        end = Math.min(same, end + context);
        break;
      }
    }
    hunks.push(hunkOf(ops, start, end, a, b));
    k = end;
  }
  return hunks;
}

function hunkOf(ops: Op[], start: number, end: number, a: string[], b: string[]): DiffHunk {
  const lines: string[] = [];
  let oldLines = 0;
  let newLines = 0;
  let firstOld = -1;
  let firstNew = -1;
  for (let k = start; k < end; k++) {
    const op = ops[k]!;
    const text = op.kind === "+" ? b[op.b]! : a[op.a]!;
    lines.push(op.kind + (text.endsWith("\n") ? text.slice(0, -1) : text));
    if (!text.endsWith("\n")) lines.push(NO_NEWLINE);
    if (op.kind !== "+") {
      if (firstOld < 0) firstOld = op.a;
      oldLines++;
    }
    if (op.kind !== "-") {
      if (firstNew < 0) firstNew = op.b;
      newLines++;
    }
  }
  return {
    oldStart: (oldLines > 0 ? firstOld : linesBefore(ops, start, "a")) + 1,
    oldLines,
    newStart: (newLines > 0 ? firstNew : linesBefore(ops, start, "b")) + 1,
    newLines,
    lines,
  };
}

/** Lines of one side before ops[start] (where a hunk with no line of that side goes). */
function linesBefore(ops: Op[], start: number, side: "a" | "b"): number {
  for (let k = start - 1; k >= 0; k--) {
    const index = ops[k]![side];
    if (index >= 0) return index + 1;
  }
  return 0;
}

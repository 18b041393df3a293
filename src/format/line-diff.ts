// Which lines of one text to keep, remove and add to get another, in
// O(n log n) time whatever the texts.
//
// Myers' algorithm (the `diff` package) finds a shortest edit script in
// O((N + M) · D) for D changed lines: fast when little changes, quadratic when
// most lines change (a formatter reordering 20,000 `use` lines took 137 s). So:
//   1. The whole texts are diffed exactly, with Myers, while that stays within
//      WORK_BUDGET steps: every small text and every large text with few
//      changes gets exactly the diff the `diff` package gives.
//   2. Otherwise lines equal at both ends are matched, then the lines that
//      occur exactly once on each side are matched in order (the longest
//      increasing subsequence of their positions: patience diff), and each gap
//      between two matched lines is diffed the same way, with Myers while the
//      remaining budget allows, down to MAX_DEPTH levels; a gap with nothing
//      left to match is one replacement.
// The script is then valid (it turns the old text into the new one) and close
// to the shortest; each level costs O(n log n), and Myers' steps are bounded by
// the budget plus MIN_EDITS per line.
import { diffArrays } from "diff";

export type LineOp = { kind: " " | "-" | "+"; lines: string[] };

/** Myers steps (lines × edit length) spent on exact diffs before falling back to patience. */
const WORK_BUDGET = 2_000_000;
/** Edit length every gap may still try once the budget is spent. */
const MIN_EDITS = 4;
/** Levels of patience matching inside gaps. */
const MAX_DEPTH = 4;

/** Lines with their line ends (`\n` or `\r\n`), as the `diff` package splits them. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/** Operations turning the lines `a` into the lines `b`, in order. */
export function lineDiff(a: readonly string[], b: readonly string[]): LineOp[] {
  const exact = myers(a, 0, a.length, b, 0, b.length, { work: WORK_BUDGET });
  if (exact) return exact;
  // The gaps get a budget of their own: the whole-text attempt spent the first one.
  const out = new Ops();
  diffRange(a, 0, a.length, b, 0, b.length, 0, { work: WORK_BUDGET }, out);
  return out.list;
}

function diffRange(
  a: readonly string[], aLo: number, aHi: number,
  b: readonly string[], bLo: number, bHi: number,
  depth: number, budget: { work: number }, out: Ops,
): void {
  let head = 0;
  while (aLo + head < aHi && bLo + head < bHi && a[aLo + head] === b[bLo + head]) head++;
  out.push(" ", a, aLo, aLo + head);
  aLo += head;
  bLo += head;
  let tail = 0;
  while (aHi - tail > aLo && bHi - tail > bLo && a[aHi - tail - 1] === b[bHi - tail - 1]) tail++;
  aHi -= tail;
  bHi -= tail;

  // The whole texts were tried with Myers already (lineDiff).
  const exact = aLo === aHi || bLo === bHi || depth === 0 ? undefined : myers(a, aLo, aHi, b, bLo, bHi, budget);
  if (aLo === aHi || bLo === bHi) {
    out.push("-", a, aLo, aHi);
    out.push("+", b, bLo, bHi);
  } else if (exact) {
    for (const op of exact) out.push(op.kind, op.lines, 0, op.lines.length);
  } else {
    const anchors = depth < MAX_DEPTH ? uniqueAnchors(a, aLo, aHi, b, bLo, bHi) : [];
    let i = aLo;
    let j = bLo;
    for (const [ai, bj] of anchors) {
      diffRange(a, i, ai, b, j, bj, depth + 1, budget, out);
      out.push(" ", a, ai, ai + 1);
      i = ai + 1;
      j = bj + 1;
    }
    if (anchors.length > 0) diffRange(a, i, aHi, b, j, bHi, depth + 1, budget, out);
    else {
      out.push("-", a, aLo, aHi);
      out.push("+", b, bLo, bHi);
    }
  }
  out.push(" ", a, aHi, aHi + tail);
}

/**
 * Myers' diff of a[aLo, aHi) and b[bLo, bHi) if it needs at most the edit
 * length the budget affords; the attempt is paid for either way.
 */
function myers(
  a: readonly string[], aLo: number, aHi: number,
  b: readonly string[], bLo: number, bHi: number,
  budget: { work: number },
): LineOp[] | undefined {
  const size = aHi - aLo + (bHi - bLo);
  const maxEditLength = Math.max(MIN_EDITS, Math.floor(budget.work / Math.max(1, size)));
  budget.work = Math.max(0, budget.work - maxEditLength * size);
  const changes = diffArrays(a.slice(aLo, aHi), b.slice(bLo, bHi), { maxEditLength });
  if (!changes) return undefined;
  return changes.map((c) => ({ kind: c.added ? "+" : c.removed ? "-" : " ", lines: c.value }));
}

/**
 * Pairs [i, j] of equal lines that occur exactly once in a[aLo, aHi) and
 * once in b[bLo, bHi), with both positions increasing: the longest such chain
 * (patience sorting, O(u log u) for u unique pairs).
 */
function uniqueAnchors(
  a: readonly string[], aLo: number, aHi: number,
  b: readonly string[], bLo: number, bHi: number,
): Array<[number, number]> {
  const counts = new Map<string, { inA: number; inB: number; atB: number }>();
  for (let i = aLo; i < aHi; i++) {
    const entry = counts.get(a[i]!);
    if (entry) entry.inA++;
    else counts.set(a[i]!, { inA: 1, inB: 0, atB: -1 });
  }
  for (let j = bLo; j < bHi; j++) {
    const entry = counts.get(b[j]!);
    if (entry) {
      entry.inB++;
      entry.atB = j;
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let i = aLo; i < aHi; i++) {
    const entry = counts.get(a[i]!)!;
    if (entry.inA === 1 && entry.inB === 1) pairs.push([i, entry.atB]);
  }
  return longestIncreasing(pairs);
}

/** The longest subsequence of `pairs` (sorted by [0]) whose [1] increases. */
function longestIncreasing(pairs: ReadonlyArray<[number, number]>): Array<[number, number]> {
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
  const chain: Array<[number, number]> = [];
  for (let k = tops.length > 0 ? tops[tops.length - 1]! : -1; k !== -1; k = previous[k]!) chain.push(pairs[k]!);
  return chain.reverse();
}

/** An op list that merges consecutive ops of one kind. */
class Ops {
  readonly list: LineOp[] = [];

  push(kind: LineOp["kind"], from: readonly string[], lo: number, hi: number): void {
    if (hi <= lo) return;
    const last = this.list[this.list.length - 1];
    if (last?.kind === kind) {
      for (let i = lo; i < hi; i++) last.lines.push(from[i]!);
    } else {
      this.list.push({ kind, lines: from.slice(lo, hi) });
    }
  }
}

// Output budget shared by every tool. An agent pays for every character a tool
// returns, so results stay under DEFAULT_MAX_CHARS unless the caller asks for
// more (never above HARD_MAX_CHARS). A result is never refused for its size:
// tools that return lists or trees give a smaller form (shorter lists, texts
// left out) and say so with `truncated: true` and a `hint` naming the
// parameter that narrows or widens the request; the size counted is the
// serialized structured payload (the text item carries exactly the same JSON).
import * as z from "zod";
import { jsonLength, jsonStringLength } from "./json-length.js";
import { shorten } from "./redact.js";

export const DEFAULT_MAX_CHARS = 20_000;
export const HARD_MAX_CHARS = 80_000;
const MIN_MAX_CHARS = 1_000;

/** Input field added to every tool that declares a budget. */
export const maxCharsInput = z
  .number()
  .int()
  .min(MIN_MAX_CHARS)
  .max(HARD_MAX_CHARS)
  .optional()
  .describe(`Max chars (${DEFAULT_MAX_CHARS})`);

/** Output fields added to every tool that declares a budget. */
export const truncationOutput = {
  truncated: z.boolean().describe("Cut (see hint)"),
  hint: z.string().optional().describe("What to pass"),
};

/** A smaller form of a result, for when the whole one is over the budget. */
export interface ShrinkStep {
  /** The smaller form, or undefined when this step changes nothing for `data`. */
  shrink(data: Record<string, unknown>): Record<string, unknown> | undefined;
  /** What was left out and which parameter brings it back. */
  hint: string;
  /**
   * Taken only when its form fits: otherwise the later steps and the list cut start from the form
   * before it (a source's hunks as line ranges are worth it when every hunk is then named; when the
   * list is cut anyway, the hunks kept keep their lines).
   */
  onlyIfFits?: boolean;
  /**
   * The notes of earlier steps this one's form undoes (a folder's members left out: "Members cut to
   * each symbol's first 10" no longer says what is shown; 106e X6), dropped from the hint when it is taken.
   */
  supersedes?: (note: string) => boolean;
  /**
   * A step made item by item (a file's hunks): the form in which the first `kept` items keep what
   * `shrink` takes from all (undefined when that changes nothing), and how many items there are.
   * When the whole step fits, the most items that can keep theirs do (82a D1: every file lost its
   * hunks at once, however large the budget).
   */
  graded?: {
    readonly items: (data: Record<string, unknown>) => number;
    readonly keeping: (data: Record<string, unknown>, kept: number) => Record<string, unknown> | undefined;
    /** The hint of a form in which `kept` of `total` items keep theirs. */
    readonly hint: (kept: number, total: number) => string;
  };
}

/** Longest text (a name, signature, doc, message) a result keeps whole once it is over its budget. */
const LONG_TEXT_CHARS = 500;

/**
 * The step that shortens every string longer than `max` under `keys` (a
 * 40,000-character name, type or doc: 101c N1, N2, 101a D7), tried before a
 * list is cut, so that an item is shown shortened rather than left out with
 * all after it; `… (N characters)` says what was cut.
 */
export function longTextsShortened(keys: readonly string[], max = LONG_TEXT_CHARS): ShrinkStep {
  return {
    shrink: (data) => {
      let out: Record<string, unknown> | undefined;
      for (const key of keys) {
        const value = data[key];
        const short = shortenedTexts(value, max);
        if (short !== value) (out ??= { ...data })[key] = short;
      }
      return out;
    },
    hint: `Texts over ${max} characters shortened.`,
  };
}

/** Whether `value` shows a text of LONG_TEXT_CHARS or more: one the budget shortened to that, or would. */
export function showsLongTexts(value: unknown): boolean {
  return shortenedTexts(value, LONG_TEXT_CHARS - 1) !== value;
}

/**
 * `value` with every string longer than `max` in it shortened; the same value when none is.
 * Nothing is allocated for what it leaves as it is: it walks every result over its budget.
 */
export function shortenedTexts(value: unknown, max: number): unknown {
  if (typeof value === "string") return value.length > max ? shorten(value, max) : value;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const short = shortenedTexts(item, max);
      if (short !== item) (out ??= headCopy(value))[i] = short;
    }
    return out ?? value;
  }
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const item = record[key];
    const short = shortenedTexts(item, max);
    if (short !== item) (out ??= { ...record })[key] = short;
  }
  return out ?? value;
}

export interface Budget {
  /** Top-level arrays that may be cut, last resort (their order is kept, the head survives). */
  lists: readonly string[];
  /** How to ask for less. */
  hint: string;
  /** Smaller forms tried in order before the lists are cut; each applies to the previous form. */
  shrink?: readonly ShrinkStep[];
  /**
   * Lists kept whole while the others are cut, when that fits (a rename's
   * warnings that it may miss uses weigh more than its edits, which
   * `summary` counts anyway); cut with the others only when it does not.
   */
  keep?: readonly string[];
}

/** Lengths of whole lists a tool made only the head of (headOfList): fitLists' hint counts every item. */
const wholeLengths = new WeakMap<readonly unknown[], number>();

/** A copy of `list` that stands for the same whole list as `list` does. */
function headCopy<T>(list: readonly T[]): T[] {
  const copy = list.slice();
  const total = wholeLengths.get(list);
  if (total !== undefined) wholeLengths.set(copy, total);
  return copy;
}

/**
 * Per list, the serialized lengths of its first items (index i: the first i
 * together, commas apart), as far as they stay within the limit they were
 * measured for: each item of a result is serialized once however many forms
 * of it are measured (a result is immutable once made).
 */
const measuredPrefixes = new WeakMap<readonly unknown[], { limit: number; sums: number[] }>();

function prefixLengths(items: readonly unknown[], limit: number): number[] {
  const known = measuredPrefixes.get(items);
  if (known && known.limit === limit) return known.sums;
  // Each item takes at least two characters ("1," or "{}"), so no more than
  // limit / 2 of them can fit: a huge list is never measured whole.
  const most = Math.min(items.length, Math.floor(limit / 2));
  const sums = [0];
  for (let i = 0; i < most && sums[i]! <= limit; i++) sums.push(sums[i]! + jsonLength(items[i]));
  measuredPrefixes.set(items, { limit, sums });
  return sums;
}

/** The named top-level arrays of `data`, each once. */
function listsOf(data: Record<string, unknown>, lists: readonly string[]): { key: string; items: unknown[] }[] {
  return [...new Set(lists)].filter((key) => Array.isArray(data[key])).map((key) => ({ key, items: data[key] as unknown[] }));
}

/**
 * JSON.stringify(form) when it is within `limit` characters, else undefined,
 * found without serializing a form far over the limit (a lookup made 90,000
 * characters for a budget of 20,000): the length of `form` is that of its
 * shell, its lists empty, plus their items' and commas', each item measured
 * until its list alone is over the limit. A list that is the head of a
 * longer one is never whole.
 */
function jsonWithin(form: Record<string, unknown>, lists: readonly string[], limit: number): string | undefined {
  const cut = listsOf(form, lists);
  if (cut.some(({ items }) => wholeLengths.has(items))) return undefined;
  if (cut.length > 0) {
    const shell: Record<string, unknown> = { ...form };
    for (const { key } of cut) shell[key] = [];
    let length = jsonLength(shell);
    for (const { items } of cut) {
      const sums = prefixLengths(items, limit);
      if (sums.length <= items.length) return undefined; // not every item measured: over the limit
      if (items.length > 0) length += sums[items.length]! + items.length - 1;
    }
    if (length > limit) return undefined;
  }
  const json = JSON.stringify(form);
  return json.length <= limit ? json : undefined;
}

/**
 * The first items of a long list whose items are costly to make, as many as
 * could fit `limit` characters if each took only `minItemChars` (the least
 * one can take), plus one so that the head is still over the limit: the
 * tool makes only those, fitLists cuts them further as it would the whole.
 */
export function headOfList<T>(items: readonly T[], limit: number, minItemChars: number): readonly T[] {
  const most = Math.floor(limit / minItemChars) + 1;
  return items.length <= most ? items : items.slice(0, most);
}

/**
 * `make` of the first items of `items`, in order, as many as could fit `limit` characters
 * (each measured as the budget measures it: its texts past LONG_TEXT_CHARS shortened), plus
 * one so that the head is still over the limit: a tool whose items cost something to make
 * (a lookup's up to 256 symbols, each with its overloads and implementations, shown in 20,000
 * characters) makes those only. The head stands for the whole list (standsFor), and each item
 * is measured once: fitLists reads the lengths measured here.
 */
export function madeWithin<T>(items: readonly T[], make: (item: T) => unknown, limit: number): unknown[] {
  const made: unknown[] = [];
  // As prefixLengths measures a list: until the items so far are over the limit, at most limit / 2 of them.
  const most = Math.min(items.length, Math.floor(limit / 2));
  const sums = [0];
  let exact = true;
  for (let i = 0; i < most && sums[i]! <= limit; i++) {
    const value = make(items[i]!);
    made.push(value);
    const measured = shortenedTexts(value, LONG_TEXT_CHARS);
    exact &&= measured === value;
    sums.push(sums[i]! + jsonLength(measured));
  }
  // The very lengths prefixLengths would measure, when no text was shortened for them.
  if (exact) measuredPrefixes.set(made, { limit, sums });
  return standsFor(made, items.length);
}

/** `made`, made from the head of a list `total` items long, stands for that list in fitLists' hint. */
export function standsFor<T>(made: T[], total: number): T[] {
  if (total > made.length) wholeLengths.set(made, total);
  return made;
}

export interface Fitted<T> {
  value: T;
  json: string;
  fits: boolean;
}

/**
 * Largest `n` in [lo, hi] whose form measures within `limit`, by binary
 * search (`length(n)`, the serialized length of the form with n, must grow
 * with n: list length, tree depth). Gives lo with fits=false when even that
 * is too large.
 */
export function fitBySearch(limit: number, lo: number, hi: number, length: (n: number) => number): { n: number; length: number; fits: boolean } {
  let best: { n: number; length: number } | undefined;
  let low = lo;
  let high = hi;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const measured = length(mid);
    if (measured <= limit) {
      best = { n: mid, length: measured };
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return best ? { ...best, fits: true } : { n: lo, length: length(lo), fits: false };
}

/**
 * Cuts the named top-level arrays of `data` to a common maximum length so the
 * whole payload fits `limit`, keeping each list's order (lists are sorted by
 * relevance or position, so the head is what matters). Adds `truncated` and,
 * when something was cut, a `hint` built from `narrowHint`. `wholeJson`, when
 * the caller has it, is JSON.stringify of `data` with `truncated` added.
 * Each item is serialized once, and only until its list alone is over the
 * limit: the length of a form is that of its shell (the lists empty) plus
 * its items' lengths and commas, so the work is bounded by the limit, not by
 * the size of the result, and only the form chosen is serialized whole.
 */
export function fitLists<T extends Record<string, unknown>>(
  data: T,
  lists: readonly string[],
  limit: number,
  narrowHint: string,
  wholeJson?: string,
): Fitted<T & { truncated: boolean; hint?: string }> {
  const whole = { ...data, truncated: (data as { truncated?: boolean }).truncated === true };
  const cutLists = listsOf(data, lists);
  // A list that is the head of a longer one (headOfList) is cut already: never passed off as whole.
  const headsOnly = cutLists.some(({ items }) => wholeLengths.has(items));
  if (wholeJson !== undefined && wholeJson.length <= limit && !headsOnly) return { value: whole, json: wholeJson, fits: true };

  const most = Math.floor(limit / 2);
  const measured = cutLists.map(({ items }) => prefixLengths(items, limit));
  /** Length of the form with `shell`'s lists holding their first n items (Infinity: surely over the limit). */
  const lengthOf = (shell: Record<string, unknown>, n: number) => lengthWith(jsonLength(shell), n);
  /** The same from the length of the shell, its lists empty. */
  const lengthWith = (shellLength: number, n: number) => {
    let length = shellLength;
    for (let i = 0; i < cutLists.length; i++) {
      const shown = Math.min(n, cutLists[i]!.items.length);
      if (shown >= measured[i]!.length) return Infinity; // not measured: past the limit already
      if (shown > 0) length += measured[i]![shown]! + shown - 1; // items and the commas between them
    }
    return length;
  };
  const longest = Math.max(0, ...cutLists.map((list) => list.items.length));
  if (wholeJson === undefined && !headsOnly) {
    const emptied: Record<string, unknown> = { ...whole };
    for (const { key } of cutLists) emptied[key] = [];
    if (lengthOf(emptied, longest) <= limit) {
      const json = JSON.stringify(whole);
      if (json.length <= limit) return { value: whole, json, fits: true };
    }
  }

  const total = cutLists.reduce((sum, list) => sum + (wholeLengths.get(list.items) ?? list.items.length), 0);
  const hintOf = (n: number) => {
    const shown = cutLists.reduce((sum, { items }) => sum + Math.min(n, items.length), 0);
    return (
      `Output cut to fit ${limit} characters: ${shown} of ${total} items shown. ` +
      // At the most a call may ask for, only narrowing helps (82a D6: the hint offered 80000 to a call that passed it).
      (limit < HARD_MAX_CHARS ? `${narrowHint} Or pass max_chars (up to ${HARD_MAX_CHARS}).` : `${narrowHint} (max_chars is at its most, ${HARD_MAX_CHARS}.)`)
    );
  };
  const build = (n: number, withItems: boolean, hint = hintOf(n)) => {
    const cut: Record<string, unknown> = { ...data };
    for (const { key, items } of cutLists) cut[key] = withItems ? items.slice(0, n) : [];
    return { ...(cut as T), truncated: true, hint };
  };
  // The shell (lists empty, an empty hint) is measured once: only the hint's count changes with n, and a
  // list kept whole in it (find_references' groups of hundreds of symbols) was measured again at each step.
  const emptyHintShell = jsonLength(build(0, false, "")) - jsonStringLength("");
  const chosen = fitBySearch(limit, 0, Math.min(longest, most), (n) => lengthWith(emptyHintShell + jsonStringLength(hintOf(n)), n));
  const value = build(chosen.n, true);
  const json = JSON.stringify(value);
  // The lengths add up exactly; a difference is a bug here, and an answer over the budget its symptom.
  if (chosen.fits && json.length !== chosen.length) throw new Error(`fitLists measured ${chosen.length} characters, serialized ${json.length}`);
  return { value, json, fits: chosen.fits };
}

/**
 * The largest form of `data` within `limit`: the whole result; else each
 * shrink step in turn; else the last form with its lists cut. `fits` is false
 * only when even empty lists are over the limit (the smallest form is
 * returned then: a result is never withheld for its size).
 */
export function fitResult<T extends Record<string, unknown>>(data: T, budget: Budget, limit: number): Fitted<Record<string, unknown>> {
  const given = (data as { hint?: unknown }).hint;
  const own: string[] = typeof given === "string" ? [given] : [];
  let form: Record<string, unknown> = { ...data, truncated: (data as { truncated?: unknown }).truncated === true };
  // Without smaller forms, the lists are cut at once: fitLists tells a whole that fits without serializing a large one.
  if (!budget.shrink?.length && !budget.keep?.length) return fitLists(form, budget.lists, limit, [...own, budget.hint].join(" "));
  const json = jsonWithin(form, budget.lists, limit);
  if (json !== undefined) return { value: form, json, fits: true };
  let notes = own;
  for (const step of budget.shrink ?? []) {
    const smaller = step.shrink(form);
    if (!smaller) continue;
    const supersedes = step.supersedes;
    const before = supersedes ? notes.filter((note) => !supersedes(note)) : notes;
    const whole = { ...smaller, truncated: true, hint: [...before, step.hint].join(" ") };
    const wholeJson = jsonWithin(whole, budget.lists, limit);
    if (wholeJson !== undefined) return step.graded ? gradedForm(form, step.graded, before, limit, whole, wholeJson) : { value: whole, json: wholeJson, fits: true };
    if (step.onlyIfFits) continue;
    notes = [...before, step.hint];
    form = whole;
  }
  return cutLists(form, budget, limit, [...notes, budget.hint].join(" "));
}

/**
 * A graded step whose whole form fits (`whole`, `wholeJson`): the form in which the most items keep what
 * the step takes, found by a search over their count (the head of the list first).
 */
function gradedForm(
  form: Record<string, unknown>,
  graded: NonNullable<ShrinkStep["graded"]>,
  notes: readonly string[],
  limit: number,
  whole: Record<string, unknown>,
  wholeJson: string,
): Fitted<Record<string, unknown>> {
  const total = graded.items(form);
  const build = (kept: number) => {
    const partial = graded.keeping(form, kept);
    return partial ? { ...partial, truncated: true, hint: [...notes, graded.hint(kept, total)].join(" ") } : undefined;
  };
  const chosen = fitBySearch(limit, 0, Math.max(0, total - 1), (kept) => {
    const built = build(kept);
    return built ? JSON.stringify(built).length : Infinity;
  });
  const best = chosen.fits && chosen.n > 0 ? build(chosen.n) : undefined;
  if (!best) return { value: whole, json: wholeJson, fits: true };
  return { value: best, json: JSON.stringify(best), fits: true };
}

/** fitLists over the budget's lists, those it keeps whole left out of the cut when the rest fits without them. */
function cutLists(form: Record<string, unknown>, budget: Budget, limit: number, hint: string): Fitted<Record<string, unknown>> {
  const keep = (budget.keep ?? []).filter((key) => Array.isArray(form[key]) && (form[key] as unknown[]).length > 0);
  if (keep.length > 0) {
    const others = budget.lists.filter((key) => !keep.includes(key));
    const kept = fitLists(form, others, limit, `${keep.join(" and ")} shown whole. ${hint}`);
    if (kept.fits) return kept;
  }
  return fitLists(form, budget.lists, limit, hint);
}

/** The effective limit for a call: the caller's max_chars, else the default. */
export function effectiveLimit(requested: unknown): number {
  return typeof requested === "number" && Number.isFinite(requested)
    ? Math.min(HARD_MAX_CHARS, Math.max(MIN_MAX_CHARS, Math.floor(requested)))
    : DEFAULT_MAX_CHARS;
}

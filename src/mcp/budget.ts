// Output budget shared by every tool. An agent pays for every character a tool
// returns, so results stay under DEFAULT_MAX_CHARS unless the caller asks for
// more (never above HARD_MAX_CHARS). A result is never refused for its size:
// tools that return lists or trees give a smaller form (shorter lists, texts
// left out) and say so with `truncated: true` and a `hint` naming the
// parameter that narrows or widens the request; the size counted is the
// serialized structured payload (the text item carries exactly the same JSON).
import * as z from "zod";

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
}

export interface Budget {
  /** Top-level arrays that may be cut, last resort (their order is kept, the head survives). */
  lists: readonly string[];
  /** How to ask for less. */
  hint: string;
  /** Smaller forms tried in order before the lists are cut; each applies to the previous form. */
  shrink?: readonly ShrinkStep[];
}

export interface Fitted<T> {
  value: T;
  json: string;
  fits: boolean;
}

/**
 * Largest `n` in [lo, hi] whose `build(n)` serializes within `limit`, found by
 * binary search (build must grow monotonically with n: list length, tree depth).
 * Returns build(lo) with fits=false when even that is too large.
 */
export function fitBySearch<T>(limit: number, lo: number, hi: number, build: (n: number) => T): Fitted<T> & { n: number } {
  let best: (Fitted<T> & { n: number }) | undefined;
  let low = lo;
  let high = hi;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const value = build(mid);
    const json = JSON.stringify(value);
    if (json.length <= limit) {
      best = { value, json, fits: true, n: mid };
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (best) return best;
  const value = build(lo);
  return { value, json: JSON.stringify(value), fits: false, n: lo };
}

/**
 * Cuts the named top-level arrays of `data` to a common maximum length so the
 * whole payload fits `limit`, keeping each list's order (lists are sorted by
 * relevance or position, so the head is what matters). Adds `truncated` and,
 * when something was cut, a `hint` built from `narrowHint`.
 */
export function fitLists<T extends Record<string, unknown>>(
  data: T,
  lists: readonly string[],
  limit: number,
  narrowHint: string,
): Fitted<T & { truncated: boolean; hint?: string }> {
  const whole = { ...data, truncated: (data as { truncated?: boolean }).truncated === true };
  const json = JSON.stringify(whole);
  if (json.length <= limit) return { value: whole, json, fits: true };

  const lengths = lists.map((key) => (Array.isArray(data[key]) ? (data[key] as unknown[]).length : 0));
  const longest = Math.max(0, ...lengths);
  const total = lengths.reduce((a, b) => a + b, 0);
  const build = (n: number) => {
    const cut: Record<string, unknown> = { ...data };
    let shown = 0;
    for (const key of lists) {
      const list = data[key];
      if (!Array.isArray(list)) continue;
      cut[key] = list.slice(0, n);
      shown += Math.min(n, list.length);
    }
    const hint =
      `Output cut to fit ${limit} characters: ${shown} of ${total} items shown. ` +
      `${narrowHint} Or pass max_chars (up to ${HARD_MAX_CHARS}).`;
    return { ...(cut as T), truncated: true, hint };
  };
  // Each item takes at least two characters ("1," or "{}"), so no more than
  // limit / 2 of them can fit: the search never serializes a huge list whole.
  return fitBySearch(limit, 0, Math.min(longest, Math.floor(limit / 2)), build);
}

/**
 * The largest form of `data` within `limit`: the whole result; else each
 * shrink step in turn; else the last form with its lists cut. `fits` is false
 * only when even empty lists are over the limit (the smallest form is
 * returned then: a result is never withheld for its size).
 */
export function fitResult<T extends Record<string, unknown>>(data: T, budget: Budget, limit: number): Fitted<Record<string, unknown>> {
  const own = (data as { hint?: unknown }).hint;
  const notes: string[] = typeof own === "string" ? [own] : [];
  let form: Record<string, unknown> = { ...data, truncated: (data as { truncated?: unknown }).truncated === true };
  let json = JSON.stringify(form);
  if (json.length <= limit) return { value: form, json, fits: true };
  for (const step of budget.shrink ?? []) {
    const smaller = step.shrink(form);
    if (!smaller) continue;
    notes.push(step.hint);
    form = { ...smaller, truncated: true, hint: notes.join(" ") };
    json = JSON.stringify(form);
    if (json.length <= limit) return { value: form, json, fits: true };
  }
  return fitLists(form, budget.lists, limit, [...notes, budget.hint].join(" "));
}

/** The effective limit for a call: the caller's max_chars, else the default. */
export function effectiveLimit(requested: unknown): number {
  return typeof requested === "number" && Number.isFinite(requested)
    ? Math.min(HARD_MAX_CHARS, Math.max(MIN_MAX_CHARS, Math.floor(requested)))
    : DEFAULT_MAX_CHARS;
}

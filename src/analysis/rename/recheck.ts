// A rename must not produce code that no longer type-checks: the errors of
// the renamed text are compared with those of the original. A rename edits
// identifiers only, within their lines, so an error keeps its line: any
// (code, line) the renamed text has more often than the original is new.
import type { Diagnostic } from "../../diagnostics/diagnostic.js";

/** The errors of `after` that `before` does not have (by code and line, counted). */
export function newErrors(before: readonly Diagnostic[], after: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Map<string, number>();
  const key = (d: Diagnostic) => `${d.code}@${d.span[0]}`;
  for (const d of before) if (d.severity === "error") seen.set(key(d), (seen.get(key(d)) ?? 0) + 1);
  const out: Diagnostic[] = [];
  for (const d of after) {
    if (d.severity !== "error") continue;
    const left = seen.get(key(d)) ?? 0;
    if (left > 0) seen.set(key(d), left - 1);
    else out.push(d);
  }
  return out;
}

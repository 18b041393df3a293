// How the reference's normal mode differs from our collect-all default
// (diagnostics.md §1.5, §6.2): it stops each top-level item at its first
// statement/body-pass error, and a binding whose initialiser failed is not
// bound (later reads are E1001 again). Our tool does neither by default
// ("do not cascade"); the conformance comparison turns this mode on so that
// its disagreements show real gaps rather than these documented differences.
/** Codes of the reference's statement/body pass (pass 3). */
export const PASS3 = new Set([
  "E1001", "E1002", "E1010", "E1041", "E1042", "E1050", "E1051", "E1052", "E1053", "E1054",
  "E1081", "E1082", "E1083", "E2002", "E2010", "E2013", "E1062",
]);

/** Keeps, per top-level item, only the first pass-3 diagnostic (in emission order). */
export function firstPerItem<T extends { readonly code: string }>(diagnostics: readonly T[], items: ReadonlyMap<T, number>): T[] {
  const stopped = new Set<number>();
  return diagnostics.filter((d) => {
    if (!PASS3.has(d.code)) return true;
    const item = items.get(d) ?? -1;
    if (stopped.has(item)) return false;
    stopped.add(item);
    return true;
  });
}

// Every symbol of a symbol index with its occurrences, in a stable order:
// what tests compare when an index built one way must equal one built another
// (incrementally, in slices, from scratch).
import type { SymbolIndex } from "../../src/analysis/symbols/index.js";

export function dumpIndex(index: SymbolIndex): string[] {
  const lines: string[] = [];
  for (const locals of [false, true]) {
    for (const [, symbols] of index.names(locals)) {
      for (const s of symbols) {
        const uses = index.occurrencesOf(s.id).map((o) => `${o.file}:${o.start}-${o.end}:${o.role}`);
        lines.push(`${s.id} ${s.kind} ${s.file ?? ""} ${JSON.stringify(s.span)} ${s.signature ?? ""} | ${uses.join(" ")}`);
      }
    }
  }
  return lines.sort();
}

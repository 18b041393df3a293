// Files whose `use` of a symbol's module fails (E5002): the module has
// syntax errors, or its path means another file elsewhere in the program
// (modules-and-workspace.md §3.3 rule 4). Their names from that `use` are
// unresolved, so uses of the symbol there are not known: neither listed by
// find_references nor renamed. The tools say so instead of answering as if
// there were none.
import type { Span } from "../../diagnostics/diagnostic.js";
import { wordPattern } from "../../semantic/model/deep-statements.js";
import type { SymbolInfo } from "./model.js";
import { compareText } from "./ranking.js";
import type { SymbolIndex } from "./workspace-index.js";

export interface FailedImporter {
  readonly file: string;
  /** The failing `use` statement's path. */
  readonly span: Span;
  /** The E5002 message there. */
  readonly why: string;
}

/** The files importing `symbol`'s file by a failing `use` whose text mentions the symbol's name, in path order. */
export function failedImporters(index: SymbolIndex, symbol: SymbolInfo): FailedImporter[] {
  if (symbol.file === null || symbol.origin !== "workspace") return [];
  const name = wordPattern(symbol.name);
  const out: FailedImporter[] = [];
  for (const file of [...index.dependentsOf(symbol.file)].sort(compareText)) {
    if (file === symbol.file) continue;
    const text = index.textLines(file)?.text;
    if (text === undefined || !name.test(text)) continue;
    for (const record of index.model(file)?.imports ?? []) {
      if (record.sourceFile !== symbol.file || record.moduleResolved) continue;
      const failure = record.diagnostics.find((d) => d.code === "E5002");
      if (failure) out.push({ file, span: record.pathSpan, why: failure.message });
    }
  }
  return out;
}

// Files whose `use` of a symbol's module fails (E5002): the module has
// syntax errors, or its path means another file elsewhere in the program
// (modules-and-workspace.md §3.3 rule 4). Their names from that `use` are
// unresolved, so uses of the symbol there are not known: neither listed by
// find_references nor renamed. The tools say so instead of answering as if
// there were none.
import type { Span } from "../../diagnostics/diagnostic.js";
import { mentionsWord } from "../../syntax/words.js";
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

/**
 * The files importing `symbol`'s file by a failing `use` whose text mentions
 * the symbol's name, in path order: read off their links (link.ts
 * FailedImport, kept in the saved index too), so no file is parsed.
 */
export function failedImporters(index: SymbolIndex, symbol: SymbolInfo): FailedImporter[] {
  if (symbol.file === null || symbol.origin !== "workspace") return [];
  const out: FailedImporter[] = [];
  for (const file of [...index.dependentsOf(symbol.file)].sort(compareText)) {
    if (file === symbol.file) continue;
    const failed = (index.link(file)?.failedImports ?? []).filter((f) => f.sourceFile === symbol.file);
    if (failed.length === 0) continue;
    const text = index.textLines(file)?.text;
    if (text === undefined || !mentionsWord(text, symbol.name)) continue;
    for (const f of failed) out.push({ file, span: f.source.span(f.start, f.end), why: f.why });
  }
  return out;
}

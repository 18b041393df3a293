// The one diagnostic shape every tool returns (architecture.md "Diagnostics",
// diagnostics.md §3.7).
import type { Severity } from "./types.js";

/** `[startLine, startCol, endLine, endCol]`: 1-based, columns in Unicode code points, end exclusive. */
export type Span = [number, number, number, number];

export type RelatedInformation = {
  message: string;
  span: Span;
  file?: string;
};

// A type alias rather than an interface: aliases get an implicit index
// signature, so a Diagnostic is assignable to the open ("loose") zod object
// that tool output schemas publish for it.
export type Diagnostic = {
  code: string;
  severity: Severity;
  message: string;
  span: Span;
  /** Which stage produced it: lexer, parser, names, types, refinement, ownership, modules. */
  phase?: string;
  file?: string;
  help?: string;
  related?: RelatedInformation[];
};

/**
 * Sort by file, syntax errors (E0xxx) before the others (issue 12: what the
 * parser rejects comes first), then position, then code (syntax errors at one
 * place in the order they were found); drop exact
 * duplicates (same code and span; for syntax errors, same message too).
 */
export function normalizeDiagnostics<T extends Diagnostic>(diagnostics: readonly T[]): T[] {
  // Per code and place: where it stands in `unique`, and the messages it says.
  const seen = new Map<string, { readonly at: number; readonly messages: Set<string> }>();
  const unique: T[] = [];
  for (const d of diagnostics) {
    // Two syntax errors may end at one place (`{` opened at line 4 and at line 6, both unclosed at the end of the file): each is its own.
    const key = `${d.file ?? ""}|${d.code}|${d.span.join(",")}${isSyntax(d) ? `|${d.message}` : ""}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, { at: unique.length, messages: new Set([d.message]) });
      unique.push(d);
    } else if (d.code === "E1002" && !first.messages.has(d.message)) {
      // Two arguments of one call are both wrong, each an E1002 at its `(`: one diagnostic there (diagnostics.md §3.7:
      // one per code and span) that says both (90a D4: the second was dropped; 114a F3, 116a F3: two at one span).
      first.messages.add(d.message);
      unique[first.at] = withAlso(unique[first.at]!, d);
    }
  }
  return unique.sort(compareDiagnostics);
}

/** `first` also saying what `next`, at its place with its code, says. */
function withAlso<T extends Diagnostic>(first: T, next: T): T {
  const help = [first.help, next.help].filter((h, i, all): h is string => h !== undefined && all.indexOf(h) === i).join(" ");
  return { ...first, message: `${first.message}; ${next.message}`, ...(help ? { help } : {}) };
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.file ?? "").localeCompare(b.file ?? "") ||
    Number(!isSyntax(a)) - Number(!isSyntax(b)) ||
    a.span[0] - b.span[0] ||
    a.span[1] - b.span[1] ||
    // Syntax errors at one place keep the parser's order: the first is what to fix (`spawn 5`: E0016, then E0012).
    (isSyntax(a) && isSyntax(b) ? 0 : a.code.localeCompare(b.code))
  );
}

function isSyntax(d: Diagnostic): boolean {
  return d.code.startsWith("E0");
}

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
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const d of diagnostics) {
    // Two syntax errors may end at one place (`{` opened at line 4 and at line 6, both unclosed at the end of the file): each is its own.
    // So may two arguments of one call, whose E1002s are both at its `(` (90a D4: only the first was kept).
    const key = `${d.file ?? ""}|${d.code}|${d.span.join(",")}${isSyntax(d) || d.code === "E1002" ? `|${d.message}` : ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(d);
  }
  return unique.sort(compareDiagnostics);
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

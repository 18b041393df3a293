// Checks one file of a workspace: syntax (E0xxx and the SYN checks), imports
// (the imports engineer's E5xxx/W1003), and the semantic walk (names, types,
// ownership). Re-checking after an edit only pays for what changed: the AST
// copy is updated per top-level statement (doc-cache.ts astOf), the analyses
// cache what each statement contributes on its AST node, and the semantic
// walk reuses the previous result of every statement whose inputs are the
// same (memo.ts). test/check/incremental.test.ts holds this to "the same
// result as a check from scratch".
import { astOf, positionsOf, syntaxDiagnosticsOf } from "../syntax/doc-cache.js";
import type { ModuleHost } from "../semantic/modules/host.js";
import { withUses, type ImportRecord } from "../semantic/modules/imports.js";
import { importUses } from "../semantic/imports.js";
import { analyse, forgetAnalysis } from "../semantic/analyse.js";
import { normalizeDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.js";
import { OperationCancelledError } from "../syntax/cancellation.js";
import type { Document } from "../syntax/document.js";
import { toDiagnostic, type RawDiagnostic } from "./context.js";
import { interpolationRanges } from "../semantic/walk/fstrings.js";
import { CheckRules } from "./rules.js";
import { firstPerItem } from "./reference-mode.js";
import { readInPartWarnings } from "./read-in-part.js";
import { syntaxPass } from "./syntax-pass.js";
import { topLevelNames } from "./top-level-names.js";
import { declarationsOfDocument } from "../semantic/walk/context.js";

export { astOf };

export interface CheckOptions {
  /**
   * Report what the reference's normal mode reports: it stops checking each
   * top-level item at its first type-check error (diagnostics.md §1.5), while
   * our default is collect-all like the LSP (§3.7). Used by the conformance
   * comparison only.
   */
  referenceMode?: boolean;
}

/** Forgets every result cached for `doc`, so that its next check starts from scratch (for tests). */
export function forgetCheckResults(doc: Document): void {
  forgetAnalysis(doc);
}

/**
 * Every diagnostic of `file` (its parsed `doc`), checked with `host` as the
 * rest of the workspace. The passes recurse along the tree (operator chains
 * excepted): a file nested thousands of levels deep exhausts the stack, and
 * then gets one E8001 saying it was not checked, never a clean answer.
 */
export function checkDocument(host: ModuleHost, file: string, doc: Document, options: CheckOptions = {}): Diagnostic[] {
  try {
    return checkDocumentOnce(host, file, doc, options);
  } catch (error) {
    // A half-finished walk may have left partial results in the per-document caches.
    if (error instanceof OperationCancelledError) forgetCheckResults(doc);
    if (!(error instanceof RangeError)) throw error;
    forgetCheckResults(doc);
    let syntax: readonly Diagnostic[] = [];
    try {
      syntax = syntaxDiagnosticsOf(doc);
    } catch (inner) {
      if (!(inner instanceof RangeError)) throw inner;
    }
    return normalizeDiagnostics([...syntax.map((d) => ({ ...d, file })), notChecked(file)]);
  }
}

function notChecked(file: string): Diagnostic {
  return {
    code: "E8001",
    severity: "error",
    phase: "internal",
    file,
    message: "internal error: the file is nested too deeply for the checker (thousands of levels of parentheses, blocks or calls); it was not type-checked",
    span: [1, 1, 1, 1],
    help: "split the deepest expression into named parts; the rest of the file is not known to be correct",
  };
}

function checkDocumentOnce(host: ModuleHost, file: string, doc: Document, options: CheckOptions): Diagnostic[] {
  const root = astOf(doc);
  const syntax = syntaxDiagnosticsOf(doc);
  const positions = positionsOf(doc);
  // Only the reference's view skips the type check of a file its parser rejects.
  const referenceMode = options.referenceMode === true;
  const walk = !referenceMode || !syntax.some((d) => d.severity === "error");
  const rules = new CheckRules(file);
  const analysis = analyse(host, file, doc, { checks: walk ? rules : null, referenceMode });
  if (analysis.overflowed) throw new RangeError("a statement is nested too deeply for the walk");
  // Syntax errors do not stop checking (modules-and-workspace.md §5
  // `typecheck`), but nothing is reported inside a statement they break,
  // and what it declares is not reported missing (semantic/walk/broken-statements.ts).
  const { brokenStatements: broken, brokenImports } = analysis;
  const checked = (d: Diagnostic): boolean => !broken?.holds(d.span);
  const diagnostics: Diagnostic[] = syntax.map((d) => ({ ...d, file }));
  for (const d of syntaxPass(file, root, doc.text)) {
    const diagnostic = toDiagnostic(d, positions);
    if (checked(diagnostic)) diagnostics.push(diagnostic);
  }
  // W1003 from the model's uses of each import (the records the walk used, now with their uses).
  const imports = withUses(analysis.imports, importUses(analysis.model));
  const dropped = new Set<Diagnostic>();
  for (const record of brokenImports.keys()) for (const d of record.diagnostics) dropped.add(d);
  for (const d of imports.diagnostics) if (!dropped.has(d) && !isIn(d, brokenImports.keys()) && checked(d)) diagnostics.push({ ...d, file });
  // Only where the tree has an ERROR or MISSING node (tree-sitter's hasError: no walk otherwise), or may have
  // what an f-string's interpolation ignores (an interpolation_rest, no error for tree-sitter: a file with
  // nothing else wrong had no warning there).
  if (!referenceMode && (doc.tree.rootNode.hasError || doc.text.includes('f"'))) diagnostics.push(...readInPartWarnings(file, root, doc.text, diagnostics, positions));
  if (walk && !referenceMode) {
    for (const d of topLevelNames(file, root, declarationsOfDocument(file, doc))) {
      const diagnostic = toDiagnostic(d, positions);
      if (checked(diagnostic)) diagnostics.push(diagnostic);
    }
  }
  if (walk) {
    const semantic = rules.sink.raw.filter((d) => !(d.code === "E1042" && broken?.methods.has(nameAt(d))));
    if (referenceMode) {
      const ranges = interpolationRanges(root, doc.text);
      // IR generation (E3004) runs only on a program the checker passed (diagnostics.md §1.5 step 5).
      const checkedClean = !semantic.some((d) => d.code !== "E3004" && d.severity === "error") && !diagnostics.some((d) => d.severity === "error");
      const reported = checkedClean ? semantic : semantic.filter((d) => d.code !== "E3004");
      for (const d of firstPerItem(reported, rules.sink.items)) diagnostics.push(referencePosition(toDiagnostic(d, positions), d, ranges, doc.text));
    } else {
      for (const d of semantic) diagnostics.push(toDiagnostic(d, positions));
    }
  }
  return normalizeDiagnostics(diagnostics);
}

/** The name a diagnostic points at (a member name for E1042). */
function nameAt(d: RawDiagnostic): string {
  return "leafText" in d.at ? d.at.leafText : "";
}

/**
 * In the reference's view, a diagnostic inside an f-string interpolation has
 * the position the reference's separate parse of that text gives it: line 1,
 * column 1 at the start of the trimmed expression (fstrings.ts).
 */
function referencePosition(d: Diagnostic, raw: RawDiagnostic, ranges: readonly { exprStart: number; end: number }[], text: string): Diagnostic {
  const at = raw.at.start;
  const range = ranges.find((r) => r.exprStart <= at && at < r.end);
  if (!range) return d;
  const before = text.slice(range.exprStart, at);
  const lines = before.split("\n");
  const line = lines.length;
  const column = [...(lines[lines.length - 1] as string)].length + 1;
  const width = d.span[2] === d.span[0] ? d.span[3] - d.span[1] : 1;
  return { ...d, span: [line, column, line, column + width] };
}

/** True when `d` lies inside one of `records`' statements (a copy of a record's own diagnostic). */
function isIn(d: Diagnostic, records: Iterable<ImportRecord>): boolean {
  for (const r of records) {
    const [sl, sc, el, ec] = r.span;
    const [l, c] = d.span;
    if ((l > sl || (l === sl && c >= sc)) && (l < el || (l === el && c < ec))) return true;
  }
  return false;
}

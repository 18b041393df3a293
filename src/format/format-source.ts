// formatSource: the canonical layout of a YaoXiang file (formatting.md).
// Input with syntax errors is returned unchanged with its diagnostics, as the
// reference refuses it too (it also refuses type errors, which need a checker;
// formatting.md §15). After printing, every comment must have been printed
// exactly once; if not, the source is returned unchanged with an E8001
// diagnostic rather than losing a comment. With `verify` the result is also
// re-parsed and compared with the input as a program (equivalence.ts).
import type { Parser, Tree } from "web-tree-sitter";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { sharedParser } from "../syntax/shared-parser.js";
import { mayHaveReferenceOnlyErrors } from "../syntax/clean-tree-model.js";
import { parseTree } from "../syntax/parse-tree.js";
import { syntaxDiagnostics } from "../syntax/syntax-diagnostics.js";
import { BlankLines } from "./blank-lines.js";
import { assignComments } from "./comments.js";
import { PrintContext } from "./context.js";
import { buildCst, type Cst } from "./cst.js";
import { ShapeTreeBuilder, shapeTreeOf, type ShapeTree } from "./shape-tree.js";
import { sameProgram } from "./equivalence.js";
import { resolveFormatOptions, type FormatOptions, type ResolvedFormatOptions } from "./options.js";
import { printProgram } from "./print-program.js";
import { mayHaveLexicalErrors } from "./syntax-check.js";

export interface FormatResult {
  formatted: string;
  changed: boolean;
  diagnostics: Diagnostic[];
}

export async function formatSource(source: string, options: FormatOptions = {}): Promise<FormatResult> {
  const resolved = resolveFormatOptions(options);
  // tree-sitter skips a leading byte-order mark; the reference lexer rejects it (o063).
  if (source.startsWith("\uFEFF")) return unchanged(source, [byteOrderMark()]);
  const parser = await sharedParser();
  const tree = parseTree(parser, source);
  let printed: Printed;
  try {
    printed = printTree(tree, source, resolved);
  } finally {
    tree.delete();
  }
  if ("unchanged" in printed) return printed.unchanged;
  const { formatted, diagnostics, input, readInPart } = printed;
  if (input && formatted !== source && !sameProgramAs(parser, input, formatted, resolved)) {
    // Code the grammar reads only in part, which no syntax error reports (a form the compiler's parser is
    // taken to accept, `add: (a: Int) Int = a`): a limit of the formatter's, not a bug to report (85c D1).
    const problem =
      readInPart === undefined
        ? internalProblem("the formatted text would not be the same program")
        : leftUnchanged(
            `line ${readInPart} holds code the parser reads only in part (an ERROR node in parse_source's tree, which no syntax error reports), which it cannot lay out`,
            "if that line has a mistake (a missing `->` in a signature, `==` for `=`), fix it; otherwise format the rest without that statement",
          );
    return unchanged(source, [...diagnostics, problem]);
  }
  return { formatted, changed: formatted !== source, diagnostics };
}

/** The formatted text (with the input's shape tree when verifying), or the result that leaves the source as it is. */
type Printed = { formatted: string; diagnostics: Diagnostic[]; input?: ShapeTree; readInPart?: number } | { unchanged: FormatResult };

/**
 * Everything up to the formatted text. The plain tree lives only in here: by
 * the time the result is verified it is garbage, so the garbage collector
 * need not move it again while the verification allocates.
 */
function printTree(tree: Tree, source: string, options: ResolvedFormatOptions): Printed {
  const shapes = options.verify ? new ShapeTreeBuilder(tree, source) : undefined;
  const cst = buildCst(tree, source, shapes);
  // The text test first: when it holds (most real files), the diagnostics run anyway and the tree walk is saved.
  // (A `"""` nothing closes may parse clean, as `""` and a one-line string: 83a D3.)
  const check = tree.rootNode.hasError || mayHaveReferenceOnlyErrors(source) || source.includes('"""') || mayHaveLexicalErrors(cst.root);
  const diagnostics = check ? syntaxDiagnostics(tree, source) : [];
  if (diagnostics.some(d => d.severity === "error")) return { unchanged: unchanged(source, diagnostics) };
  let formatted: string | undefined;
  try {
    formatted = formatCst(cst, source, options);
  } catch (error) {
    // The printers recurse along the tree: thousands of nesting levels exhaust the stack.
    if (!(error instanceof RangeError)) throw error;
    return { unchanged: unchanged(source, [...diagnostics, internalProblem("the code is nested too deeply to format", "split the deepest expression into named parts, then format again")]) };
  }
  if (formatted === undefined) return { unchanged: unchanged(source, [...diagnostics, internalProblem("a comment could not be placed")]) };
  const partial = tree.rootNode.hasError ? firstErrorLine(tree) : undefined;
  return { formatted, diagnostics, ...(shapes ? { input: shapes.shapes } : {}), ...(partial !== undefined ? { readInPart: partial } : {}) };
}

/** The 1-based line of the tree's first ERROR or MISSING node, if any. */
function firstErrorLine(tree: Tree): number | undefined {
  const cursor = tree.walk();
  try {
    for (;;) {
      const node = cursor.currentNode;
      if (node.isError || node.isMissing) return node.startPosition.row + 1;
      if (node.hasError && cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return undefined;
    }
  } finally {
    cursor.delete();
  }
}

/** The formatted text parses without errors to the same program as the input (equivalence.ts). */
function sameProgramAs(parser: Parser, input: ShapeTree, formatted: string, options: ResolvedFormatOptions): boolean {
  const output = parseTree(parser, formatted);
  try {
    // Errors, unless they are the documented supersets the input had too (`f"x{ }y"`: an empty interpolation).
    if (output.rootNode.hasError && syntaxDiagnostics(output, formatted).some((d) => d.severity === "error")) return false;
    return sameProgram(input, shapeTreeOf(output, formatted), { sortImports: options.sort_imports });
  } catch (error) {
    if (error instanceof RangeError) return false; // too deep to compare: do not claim it is the same
    throw error;
  } finally {
    output.delete();
  }
}

/** Formats an error-free tree; undefined when a comment would be lost or duplicated. */
function formatCst(cst: Cst, source: string, options: ResolvedFormatOptions): string | undefined {
  const comments = assignComments(cst.root, cst.comments);
  const ctx = new PrintContext(options, comments, source);
  const text = printProgram(cst.root, ctx, new BlankLines(source));
  return comments.allEmittedOnce() ? text : undefined;
}

function unchanged(source: string, diagnostics: Diagnostic[]): FormatResult {
  return { formatted: source, changed: false, diagnostics };
}

function byteOrderMark(): Diagnostic {
  return {
    code: "E0001",
    severity: "error",
    phase: "lexer",
    message: "byte-order mark at the start of the file",
    span: [1, 1, 1, 2],
    help: "save the file as UTF-8 without BOM",
  };
}

/** A formatter bug (the reference reports these as "internal error, please report", §2), or a limit of the formatter's (`help` says what to do then). */
function internalProblem(reason: string, help = "please report the file that triggers this"): Diagnostic {
  return { ...leftUnchanged(reason, help), message: `internal compiler error: ${reason}; the formatter left the file unchanged` };
}

/** A file the formatter leaves as it is for `reason`, which is no bug of its own (E8001, `help` says what to do). */
function leftUnchanged(reason: string, help: string): Diagnostic {
  return { code: "E8001", severity: "error", phase: "internal", message: `the formatter left the file unchanged: ${reason}`, span: [1, 1, 1, 1], help };
}

// formatSource: the canonical layout of a YaoXiang file (formatting.md).
// Input with syntax errors is returned unchanged with its diagnostics, as the
// reference refuses it too (it also refuses type errors, which need a checker;
// formatting.md §15). After printing, every comment must have been printed
// exactly once; if not, the source is returned unchanged with an E8001
// diagnostic rather than losing a comment. With `verify` the result is also
// re-parsed and compared with the input as a program (equivalence.ts).
import type { Parser } from "web-tree-sitter";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { sharedParser } from "../syntax/shared-parser.js";
import { mayHaveReferenceOnlyErrors } from "../syntax/clean-tree-model.js";
import { parseTree } from "../syntax/parse-tree.js";
import { syntaxDiagnostics } from "../syntax/syntax-diagnostics.js";
import { BlankLines } from "./blank-lines.js";
import { assignComments } from "./comments.js";
import { PrintContext } from "./context.js";
import { buildCst, type Cst } from "./cst.js";
import { programShape } from "./equivalence.js";
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
  try {
    const cst = buildCst(tree, source);
    const check = tree.rootNode.hasError || mayHaveLexicalErrors(cst.root) || mayHaveReferenceOnlyErrors(source);
    const diagnostics = check ? syntaxDiagnostics(tree, source) : [];
    if (diagnostics.some(d => d.severity === "error")) return unchanged(source, diagnostics);
    let formatted: string | undefined;
    try {
      formatted = formatCst(cst, source, resolved);
    } catch (error) {
      // The printers recurse along the tree: thousands of nesting levels exhaust the stack.
      if (!(error instanceof RangeError)) throw error;
      return unchanged(source, [...diagnostics, internalProblem("the code is nested too deeply to format")]);
    }
    if (formatted === undefined) {
      return unchanged(source, [...diagnostics, internalProblem("a comment could not be placed")]);
    }
    if (resolved.verify && formatted !== source && !samePrograms(parser, cst, formatted, resolved)) {
      return unchanged(source, [...diagnostics, internalProblem("the formatted text would not be the same program")]);
    }
    return { formatted, changed: formatted !== source, diagnostics };
  } finally {
    tree.delete();
  }
}

/** The input's CST (already built) and the formatted text's are the same program (equivalence.ts). */
function samePrograms(parser: Parser, input: Cst, formatted: string, options: ResolvedFormatOptions): boolean {
  const output = parseTree(parser, formatted);
  try {
    if (output.rootNode.hasError) return false;
    const shape = (root: Cst["root"]): string => programShape(root, { sortImports: options.sort_imports });
    return shape(input.root) === shape(buildCst(output, formatted).root);
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

/** A formatter bug (the reference reports these as "internal error, please report", §2). */
function internalProblem(reason: string): Diagnostic {
  return {
    code: "E8001",
    severity: "error",
    phase: "internal",
    message: `internal compiler error: ${reason}; the formatter left the file unchanged`,
    span: [1, 1, 1, 1],
    help: "please report the file that triggers this",
  };
}

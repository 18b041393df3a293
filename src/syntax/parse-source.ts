// `parse_source` as a pure function: source text in, CST JSON and syntax
// diagnostics out. The tree never leaves this module.
import type { Diagnostic, Span } from "../diagnostics/diagnostic.js";
import { treeToJson, type CstNode, type CstOptions } from "./cst-json.js";
import { LineIndex } from "./line-index.js";
import { sharedParser } from "./shared-parser.js";
import { syntaxDiagnostics } from "./syntax-diagnostics.js";

export interface ParseSourceOptions extends CstOptions {
  /**
   * Tab width for display columns. Spans always count a tab as one column;
   * with a tab size each diagnostic also gets `displaySpan` with tabs expanded.
   */
  tabSize?: number;
}

export type SourceDiagnostic = Diagnostic & {
  displaySpan?: Span;
};

export interface ParseSourceResult {
  ast: CstNode;
  diagnostics: SourceDiagnostic[];
  truncated: boolean;
  nodeCount: number;
}

export async function parseSource(source: string, options: ParseSourceOptions = {}): Promise<ParseSourceResult> {
  const parser = await sharedParser();
  const tree = parser.parse(source);
  if (!tree) throw new Error("the parser produced no tree");
  try {
    const index = new LineIndex(source);
    const diagnostics: SourceDiagnostic[] = syntaxDiagnostics(tree, source, index);
    const { tabSize } = options;
    if (tabSize !== undefined) {
      for (const d of diagnostics) d.displaySpan = displaySpan(d.span, index, tabSize);
    }
    const { ast, truncated, nodeCount } = treeToJson(tree, source, index, options);
    return { ast, diagnostics, truncated, nodeCount };
  } finally {
    tree.delete();
  }
}

function displaySpan(span: Span, index: LineIndex, tabSize: number): Span {
  const [startLine, startCol, endLine, endCol] = span;
  return [
    startLine,
    index.displayColumn(startLine, startCol, tabSize),
    endLine,
    index.displayColumn(endLine, endCol, tabSize),
  ];
}

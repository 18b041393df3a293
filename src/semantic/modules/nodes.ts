// Small helpers over tree-sitter nodes shared by the analyses.
import type { Node } from "web-tree-sitter";
import type { Span } from "../../diagnostics/diagnostic.js";
import type { LineIndex } from "../../syntax/line-index.js";

/** The project span of a node (1-based, code-point columns, end exclusive). */
export function spanOf(index: LineIndex, node: Node): Span {
  return index.span(node.startPosition, node.endPosition);
}

/** Text with every run of whitespace collapsed to one space (signature display). */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Named children that are not comments. */
export function statementsOf(node: Node): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < node.namedChildCount; i++) {
    const child = node.namedChild(i);
    if (child && child.type !== "line_comment" && child.type !== "block_comment") out.push(child);
  }
  return out;
}

/**
 * The qualified name of a binding target: `name` for an identifier,
 * `Type.method` for a one-level field expression; undefined otherwise.
 */
export function targetName(target: Node | null): string | undefined {
  if (!target) return undefined;
  if (target.type === "identifier") return target.text;
  if (target.type === "field_expression") {
    const object = target.childForFieldName("object");
    const field = target.childForFieldName("field");
    if (object?.type === "identifier" && field) return `${object.text}.${field.text}`;
  }
  return undefined;
}

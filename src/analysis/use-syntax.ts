// The `use` statements of one file as plain data, in source order, top-level
// and nested alike (modules-and-workspace.md §3.1, §3.7). Purely syntactic:
// no resolution here. Cached per document version.
//
// A statement the parser could not make sense of up to its path (a relative
// `use .shapes`, a `use` without a path) is left out: the reference rejects
// it as a whole (E0011) and it binds nothing. Items that did parse are kept
// even when a later part of the statement is broken.
import type { Node } from "web-tree-sitter";
import type { Span } from "../diagnostics/diagnostic.js";
import type { Document } from "../syntax/document.js";
import { lineIndexOf, perVersion } from "./doc-cache.js";
import { spanOf, statementsOf, targetName } from "./nodes.js";

export type UseForm = "module" | "module-alias" | "items";

export interface NameToken {
  readonly name: string;
  readonly span: Span;
  /** UTF-16 offset of the token (a stable key within one document version). */
  readonly start: number;
}

export interface UseItemSyntax {
  /** The exported name requested. */
  readonly name: NameToken;
  /** `as` alias, if any. */
  readonly alias: NameToken | null;
  /** The name bound locally: the alias when present, else the item name. */
  readonly local: NameToken;
}

/** Where a `use` binds its names: the file's top level, or one block. */
export interface UseScope {
  /** -1 for the top level, else the UTF-16 start offset of the block. */
  readonly id: number;
  readonly start: number;
  readonly end: number;
}

export interface UseStatement {
  /** Position in the file's list of `use` statements. */
  readonly ordinal: number;
  /** The path as written, `.`-joined: `std.io`, `math.vector`. */
  readonly module: string;
  readonly segments: readonly NameToken[];
  /** The whole statement (without a trailing `;`). */
  readonly span: Span;
  readonly pathSpan: Span;
  readonly form: UseForm;
  /** Module aliases after `as` (more than one is a syntax error, E0012; the first counts). */
  readonly aliases: readonly NameToken[];
  /** The item list (empty for the module forms). */
  readonly items: readonly UseItemSyntax[];
  /** Namespace binding of the module forms (alias, else last segment); null for `items`. */
  readonly namespace: NameToken | null;
  /** Qualified name of the enclosing top-level function or method (`helper`, `Point.norm`); null at top level. */
  readonly enclosing: string | null;
  readonly scope: UseScope;
  readonly start: number;
  readonly end: number;
}

/** A statement-level binding of a block that holds a `use` (for E5006 within the block). */
export interface BlockBinding {
  readonly name: NameToken;
  readonly statementSpan: Span;
}

export interface FileUseSyntax {
  readonly version: number;
  readonly statements: readonly UseStatement[];
  /** For every block that holds a `use`: the names its own binding statements bind. */
  readonly blockBindings: ReadonlyMap<number, readonly BlockBinding[]>;
}

export const TOP_LEVEL_SCOPE_ID = -1;

/** Every `use` statement of the file, in source order (cached per version). */
export function useStatements(doc: Document): FileUseSyntax {
  return perVersion(doc, "useStatements", computeUses);
}

function computeUses(doc: Document): FileUseSyntax {
  const index = lineIndexOf(doc);
  const root = doc.tree.rootNode;
  const statements: UseStatement[] = [];
  const blockBindings = new Map<number, BlockBinding[]>();
  const token = (node: Node): NameToken => ({ name: node.text, span: spanOf(index, node), start: node.startIndex });

  const uses = root.descendantsOfType("use_declaration").filter((n): n is Node => n !== null);
  uses.sort((a, b) => a.startIndex - b.startIndex);
  for (const use of uses) {
    const path = use.childForFieldName("path");
    if (!path || path.hasError || path.isMissing) continue;
    if (errorBefore(use, path.startIndex)) continue;
    const segmentNodes = path.namedChildren.filter((n): n is Node => n?.type === "identifier" && !n.isMissing);
    if (segmentNodes.length === 0) continue;
    const segments = segmentNodes.map(token);

    const itemsNode = use.childForFieldName("items");
    const items: UseItemSyntax[] = [];
    if (itemsNode) {
      for (const item of itemsNode.namedChildren) {
        if (item?.type !== "use_item") continue;
        const name = item.childForFieldName("name");
        if (!name || name.isMissing) continue;
        const aliasNode = item.childForFieldName("alias");
        const alias = aliasNode && !aliasNode.isMissing ? token(aliasNode) : null;
        const nameToken = token(name);
        items.push({ name: nameToken, alias, local: alias ?? nameToken });
      }
    }
    const aliases = itemsNode ? [] : use.childrenForFieldName("alias").filter((a) => !a.isMissing).map(token);
    const form: UseForm = itemsNode ? "items" : aliases.length > 0 ? "module-alias" : "module";
    const namespace = form === "items" ? null : (aliases[0] ?? segments[segments.length - 1]!);

    const parent = scopeNodeOf(use);
    let scope: UseScope;
    if (!parent || parent.type === "source_file") {
      scope = { id: TOP_LEVEL_SCOPE_ID, start: 0, end: doc.text.length };
    } else {
      scope = { id: parent.startIndex, start: parent.startIndex, end: parent.endIndex };
      if (!blockBindings.has(scope.id)) blockBindings.set(scope.id, bindingsOfBlock(parent, token, index));
    }

    statements.push({
      ordinal: statements.length,
      module: segments.map((s) => s.name).join("."),
      segments,
      span: spanOf(index, use),
      pathSpan: spanOf(index, path),
      form,
      aliases,
      items,
      namespace,
      enclosing: scope.id === TOP_LEVEL_SCOPE_ID ? null : enclosingName(use),
      scope,
      start: use.startIndex,
      end: use.endIndex,
    });
  }
  return { version: doc.version, statements, blockBindings };
}

/** The block (or the source file) whose statements a `use` belongs to. */
function scopeNodeOf(use: Node): Node | null {
  let current = use.parent;
  while (current && current.type !== "block" && current.type !== "source_file") current = current.parent;
  return current;
}

/** True when an ERROR node inside `use` starts before `offset` (e.g. the `.` of `use .shapes`). */
function errorBefore(use: Node, offset: number): boolean {
  for (const child of use.children) {
    if (!child || child.startIndex >= offset) break;
    if (child.isError) return true;
  }
  return false;
}

/** Qualified name of the top-level binding that contains `node`, or null. */
function enclosingName(node: Node): string | null {
  let current: Node | null = node;
  while (current?.parent && current.parent.type !== "source_file") current = current.parent;
  if (!current || current.type !== "binding") return null;
  return targetName(current.childForFieldName("target")) ?? null;
}

function bindingsOfBlock(
  block: Node,
  token: (node: Node) => NameToken,
  index: ReturnType<typeof lineIndexOf>,
): BlockBinding[] {
  const out: BlockBinding[] = [];
  for (const statement of statementsOf(block)) {
    if (statement.type === "binding") {
      const target = statement.childForFieldName("target");
      if (target?.type === "identifier" && !target.isMissing) {
        out.push({ name: token(target), statementSpan: spanOf(index, statement) });
      }
    } else if (statement.type === "destructuring") {
      for (const name of statement.childrenForFieldName("name")) {
        if (!name.isMissing) out.push({ name: token(name), statementSpan: spanOf(index, statement) });
      }
    }
  }
  return out;
}

// The `use` statements of one file as plain data, in source order, top-level
// and nested alike (modules-and-workspace.md §3.1, §3.7). Purely syntactic:
// no resolution here. Cached per document version.
//
// A statement the parser could not make sense of up to its path (a relative
// `use .shapes`, a `use` without a path) is left out: the reference rejects
// it as a whole (E0011) and it binds nothing. Items that did parse are kept
// even when a later part of the statement is broken.
import { dataOf, textOf, type AstNode } from "../../syntax/ast/ast.js";
import type { Span } from "../../diagnostics/diagnostic.js";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import type { Document } from "../../syntax/document.js";
import { astOf, perVersion, positionsOf } from "../../syntax/doc-cache.js";

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

/**
 * A token or node of a top-level statement: offsets relative to the
 * statement's start (its nodes move together, src/syntax/ast/ast.ts) and the
 * text. What is cached on a statement holds no tree node: a WeakMap value
 * that reaches its key's tree keeps the whole tree copy alive through every
 * young-generation GC until the next full one.
 */
interface Rel {
  readonly from: number;
  readonly to: number;
}

interface RelToken extends Rel {
  readonly text: string;
}

/** A `use` statement's syntax (no positions); cached with its top-level statement. */
interface UseShape {
  readonly use: Rel;
  readonly path: Rel;
  readonly segments: readonly RelToken[];
  readonly items: readonly { readonly name: RelToken; readonly alias: RelToken | null }[] | null;
  readonly aliases: readonly RelToken[];
  /** The enclosing block and its binding statements' names, or null at the top level. */
  readonly block: { readonly at: Rel; readonly names: readonly { readonly name: RelToken; readonly statement: Rel }[] } | null;
  readonly enclosing: string | null;
}

// Read off the document's AST copy (plain objects, no calls into wasm). What
// each statement says is cached on its node, which an incremental re-copy
// keeps while the statement is unchanged; only positions are made anew.
function computeUses(doc: Document): FileUseSyntax {
  const positions = positionsOf(doc);
  const text = doc.text;
  const root = astOf(doc);
  const statements: UseStatement[] = [];
  const blockBindings = new Map<number, BlockBinding[]>();

  for (const item of root.children) {
    throwIfCancelled();
    const shapes = shapesOf(item, text);
    if (shapes.length === 0) continue;
    const base = item.start;
    const span = (r: Rel): Span => positions.span(base + r.from, base + r.to);
    const token = (t: RelToken): NameToken => ({ name: t.text, span: span(t), start: base + t.from });
    for (const shape of shapes) {
      const segments = shape.segments.map(token);
      const items: UseItemSyntax[] = [];
      for (const entry of shape.items ?? []) {
        const alias = entry.alias ? token(entry.alias) : null;
        const nameToken = token(entry.name);
        items.push({ name: nameToken, alias, local: alias ?? nameToken });
      }
      const aliases = shape.aliases.map(token);
      const form: UseForm = shape.items ? "items" : aliases.length > 0 ? "module-alias" : "module";
      const namespace = form === "items" ? null : (aliases[0] ?? segments[segments.length - 1]!);

      const block = shape.block;
      let scope: UseScope;
      if (!block) {
        scope = { id: TOP_LEVEL_SCOPE_ID, start: 0, end: text.length };
      } else {
        scope = { id: base + block.at.from, start: base + block.at.from, end: base + block.at.to };
        if (!blockBindings.has(scope.id)) {
          blockBindings.set(
            scope.id,
            block.names.map(({ name, statement }) => ({ name: token(name), statementSpan: span(statement) })),
          );
        }
      }

      statements.push({
        ordinal: statements.length,
        module: segments.map((s) => s.name).join("."),
        segments,
        span: span(shape.use),
        pathSpan: span(shape.path),
        form,
        aliases,
        items,
        namespace,
        enclosing: shape.enclosing,
        scope,
        start: base + shape.use.from,
        end: base + shape.use.to,
      });
    }
  }
  return { version: doc.version, statements, blockBindings };
}

const NO_SHAPES: readonly UseShape[] = [];

/** The `use` statements in one top-level statement that are not left out, in source order (cached on it). */
function shapesOf(item: AstNode, text: string): readonly UseShape[] {
  const data = dataOf(item);
  let shapes = data.useNodes as readonly UseShape[] | undefined;
  if (!shapes) {
    const found: UseShape[] = [];
    for (const use of useNodesOf(item)) {
      const shape = useShape(use, item, text);
      if (shape) found.push(shape);
    }
    shapes = found.length > 0 ? found : NO_SHAPES;
    data.useNodes = shapes;
  }
  return shapes;
}

function rel(node: AstNode, base: number): Rel {
  return { from: node.start - base, to: node.end - base };
}

function relToken(node: AstNode, base: number, text: string): RelToken {
  return { from: node.start - base, to: node.end - base, text: textOf(node, text) };
}

function useShape(use: AstNode, item: AstNode, text: string): UseShape | null {
  const base = item.start;
  const path = use.get("path");
  if (!path || hasError(path) || path.missing) return null;
  if (errorBefore(use, path.start)) return null;
  const segments = path.children.filter((n) => n.named && n.type === "identifier" && !n.missing);
  if (segments.length === 0) return null;
  const itemsNode = use.get("items");
  let items: { name: RelToken; alias: RelToken | null }[] | null = null;
  if (itemsNode) {
    items = [];
    let member = false;
    for (const entry of itemsNode.children) {
      // `{Point.norm}`: the parser stops at the dot (E0010); `norm` is a member of the item before it, no import of its own.
      const afterDot = member;
      member = entry.type === "ERROR" && textOf(entry, text).trimEnd().endsWith(".");
      if (!entry.named || entry.type !== "use_item" || afterDot) continue;
      const name = entry.get("name");
      if (!name || name.missing) continue;
      const alias = entry.get("alias");
      items.push({ name: relToken(name, base, text), alias: alias && !alias.missing ? relToken(alias, base, text) : null });
    }
  }
  const aliases = itemsNode ? [] : use.all("alias").filter((a) => !a.missing);
  const parent = scopeNodeOf(use);
  const block = !parent || parent.type === "source_file" ? null : parent;
  return {
    use: rel(use, base),
    path: rel(path, base),
    segments: segments.map((n) => relToken(n, base, text)),
    items,
    aliases: aliases.map((n) => relToken(n, base, text)),
    block: block ? { at: rel(block, base), names: namesOfBlock(block).map(({ name, statement }) => ({ name: relToken(name, base, text), statement: rel(statement, base) })) } : null,
    enclosing: block ? enclosingName(use, text) : null,
  };
}

function namesOfBlock(block: AstNode): { name: AstNode; statement: AstNode }[] {
  const out: { name: AstNode; statement: AstNode }[] = [];
  for (const statement of block.children) {
    if (!statement.named) continue;
    if (statement.type === "binding") {
      const target = statement.get("target");
      if (target?.type === "identifier" && !target.missing) out.push({ name: target, statement });
    } else if (statement.type === "destructuring") {
      for (const name of statement.all("name")) if (!name.missing) out.push({ name, statement });
    }
  }
  return out;
}

/** The `use_declaration` nodes in one top-level statement, in source order. */
function useNodesOf(item: AstNode): AstNode[] {
  const found: AstNode[] = [];
  const stack = [item];
  while (stack.length > 0) {
    const node = stack.pop() as AstNode;
    if (node.type === "use_declaration") found.push(node);
    const kids = node.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      const kid = kids[i] as AstNode;
      if (kid.children.length > 0) stack.push(kid);
    }
  }
  return found;
}

/** Tree-sitter's `hasError`: an ERROR or MISSING node anywhere in the subtree. */
function hasError(node: AstNode): boolean {
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop() as AstNode;
    if (n.isError || n.missing) return true;
    for (const c of n.children) stack.push(c);
  }
  return false;
}

/** The block (or the source file) whose statements a `use` belongs to. */
function scopeNodeOf(use: AstNode): AstNode | null {
  let current = use.parent;
  while (current && current.type !== "block" && current.type !== "source_file") current = current.parent;
  return current;
}

/** True when an ERROR node inside `use` starts before `offset` (e.g. the `.` of `use .shapes`). */
function errorBefore(use: AstNode, offset: number): boolean {
  for (const child of use.children) {
    if (child.start >= offset) break;
    if (child.isError) return true;
  }
  return false;
}

/** Qualified name of the top-level binding that contains `node`, or null. */
function enclosingName(node: AstNode, text: string): string | null {
  let current: AstNode | null = node;
  while (current?.parent && current.parent.type !== "source_file") current = current.parent;
  if (!current || current.type !== "binding") return null;
  const target = current.get("target");
  if (!target) return null;
  if (target.type === "identifier") return textOf(target, text);
  if (target.type === "field_expression") {
    const object = target.get("object");
    const field = target.get("field");
    if (object?.type === "identifier" && field) return `${textOf(object, text)}.${textOf(field, text)}`;
  }
  return null;
}

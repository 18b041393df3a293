// Runs queries/locals.scm - the same file the editors use - and returns its
// captures in document order as plain positions (the builder works on the
// plain-JavaScript copy of the tree, src/syntax/ast/ast.ts, so no tree node is
// kept). The query is compiled once per Language (compiling costs far more
// than running it).
//
// locals.scm conventions (see its header): definitions carry their kind in
// `(#set! local.kind "…")`; `(#set! local.scope "parent")` marks a name that
// belongs to the scope around the one it sits in.
import { readFileSync } from "node:fs";
import { Query, type Language, type Node } from "web-tree-sitter";
import { packageFile } from "../../package-files.js";
import { stopCallback, throwIfCancelled } from "../../syntax/cancellation.js";
import { forEachMatch } from "../../syntax/fast-query.js";

export const LOCALS_QUERY_PATH = packageFile("queries/locals.scm");

/** Definition kinds locals.scm assigns. */
export type LocalsKind = "var" | "parameter" | "function" | "method" | "field" | "type" | "import" | "namespace";

export type LocalsCapture =
  | { readonly capture: "scope"; readonly start: number; readonly end: number; readonly type: string }
  | {
      readonly capture: "definition";
      readonly start: number;
      readonly end: number;
      readonly kind: LocalsKind;
      /** The name belongs to the scope around its innermost scope node. */
      readonly parentScope: boolean;
    }
  | { readonly capture: "reference"; readonly start: number; readonly end: number };

export interface LocalsCaptures {
  /** Document order; a scope before the nodes inside it. */
  readonly ordered: readonly LocalsCapture[];
  /** scopeKey(start, type) of every node captured as @local.scope. */
  readonly scopes: ReadonlySet<number>;
  /** Identifier start offset → its definition kind. */
  readonly definitions: ReadonlyMap<number, LocalsKind>;
}

const compiled = new WeakMap<Language, Query>();

export function localsQuery(language: Language): Query {
  let query = compiled.get(language);
  if (!query) {
    query = new Query(language, readFileSync(LOCALS_QUERY_PATH, "utf8"));
    compiled.set(language, query);
  }
  return query;
}

/** Small codes of node types, for numeric scope keys (a handful of types are ever scopes). */
const typeCodes = new Map<string, number>();

/** The key of a scope node in `LocalsCaptures.scopes`: its start and type as one number (no string per node). */
export function scopeKey(start: number, type: string): number {
  let code = typeCodes.get(type);
  if (code === undefined) {
    code = typeCodes.size;
    typeCodes.set(type, code);
  }
  return start * 1024 + code;
}

/**
 * `text` is the tree's source text: it saves asking wasm for the end of every
 * captured name (locals.scm captures only identifiers and type identifiers,
 * `[A-Za-z_][A-Za-z0-9_]*`, whose end is where that run of characters stops;
 * a MISSING one, of width 0, then gets the end of the characters after it;
 * only the order of captures at one start depends on it), and the query's
 * `#match?` predicates read it.
 * `range` (UTF-16 offsets) limits the query to the nodes it intersects.
 */
export function runLocals(root: Node, text: string, range?: { startIndex: number; endIndex: number }): LocalsCaptures {
  // Nodes report UTF-16 offsets; a query range is in bytes of the UTF-16 text the parser read.
  const bytes = range && { startIndex: range.startIndex * 2, endIndex: range.endIndex * 2 };
  const ordered: LocalsCapture[] = [];
  const scopes = new Set<number>();
  const definitions = new Map<number, LocalsKind>();
  /** Starts of the names a pattern inside an arm's pattern binds (locals.scm `local.pattern`). */
  const nested: number[] = [];
  // A halted query returns partial matches: stop the call rather than use them.
  const stop = stopCallback();
  forEachMatch(localsQuery(root.tree.language), root, text, { ...bytes, ...(stop ? { progressCallback: stop } : {}) }, (_pattern, captures, properties) => {
    for (let i = 0; i < captures.count; i++) {
      const name = captures.name(i);
      const start = captures.start(i);
      if (name === "local.scope") {
        const type = captures.type(i);
        const key = scopeKey(start, type);
        if (scopes.has(key)) continue;
        scopes.add(key);
        ordered.push({ capture: "scope", start, end: captures.end(i), type });
      } else if (name === "local.definition") {
        const kind = (properties?.["local.kind"] ?? "var") as LocalsKind;
        definitions.set(start, kind);
        if (properties?.["local.pattern"] === "nested") nested.push(start);
        ordered.push({ capture: "definition", start, end: identifierEnd(text, captures.start(i)), kind, parentScope: properties?.["local.scope"] === "parent" });
      } else if (name === "local.reference") {
        ordered.push({ capture: "reference", start, end: identifierEnd(text, captures.start(i)) });
      }
    }
  });
  throwIfCancelled();
  if (nested.length > 0) dropOperationOperands(root, nested, definitions, ordered);
  // Outer nodes first at one position, so a scope is open before its contents.
  ordered.sort((a, b) => a.start - b.start || b.end - a.end);
  return { ordered, scopes, definitions };
}

/** The nodes a name in an arm pattern can stand in (an operation's postfix forms are pattern_operation nodes too). */
const PATTERN_NODES = new Set(["tuple_pattern", "constructor_pattern", "struct_pattern", "pattern_operation"]);

/**
 * Drops the definitions of `starts` that stand inside an operation of an arm
 * pattern (`(Some(v) + 1)`, `(g(v)(2))`): the compiler reads the whole as a
 * silent `_` and binds nothing (syntax.md §7.2), as the checker does.
 */
function dropOperationOperands(root: Node, starts: readonly number[], definitions: Map<number, LocalsKind>, ordered: LocalsCapture[]): void {
  const dropped = new Set<number>();
  for (const start of starts) {
    // Up through the patterns around the name only (a `for`'s tuple is left at once, not walked to the root).
    for (let node = root.descendantForIndex(start)?.parent ?? null; node && PATTERN_NODES.has(node.type); node = node.parent) {
      if (node.type !== "pattern_operation") continue;
      dropped.add(start);
      break;
    }
  }
  if (dropped.size === 0) return;
  for (const start of dropped) definitions.delete(start);
  for (let i = ordered.length - 1; i >= 0; i--) {
    const capture = ordered[i]!;
    if (capture.capture === "definition" && dropped.has(capture.start)) ordered.splice(i, 1);
  }
}

function identifierEnd(text: string, start: number): number {
  let i = start;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95)) break;
  }
  return i;
}

// How often each name bound by a `use` is referenced in its file (for W1003,
// modules-and-workspace.md §3.9). Scope-aware in the ways that matter:
//
//   * top-level imports are visible in the whole file; a nested `use` from its
//     statement to the end of its block (§3.7);
//   * parameters (lambda heads, and function-type annotations of bindings
//     without a lambda head), generic parameters, `for` and comprehension
//     variables, match-arm pattern bindings and explicit local declarations
//     (`mut x = …`, `x: T = …`) hide an imported name where they are in scope;
//   * a plain `x = v` does not: with `x` imported it assigns to the import
//     (§3.2, §4.4 R7), so it neither hides it nor counts as a read;
//   * not references: the member after `.`, named-argument names, field and
//     method names in type bodies, parameter names, binding targets, `use`
//     paths and items, loop labels.
//   * references: identifiers in expressions (f-string interpolations too),
//     type names in annotations and type bodies, the `T` of a `T.m` method
//     target, constructor names in patterns, the function of `m = f[0]`.
// A bare identifier pattern that names a visible import counts as a reference
// (a constructor) rather than a new binding; this errs towards "used".
//
// Cached per document version; keys are the UTF-16 start offsets of the
// binding identifiers (item name or alias, namespace alias or last segment).
// Computed over the document's AST copy, one top-level statement at a time.
import { dataOf, textOf, type AstNode } from "../../syntax/ast/ast.js";
import type { Document } from "../../syntax/document.js";
import { astOf, perVersion } from "../../syntax/doc-cache.js";
import { TOP_LEVEL_SCOPE_ID, useStatements, type NameToken, type UseStatement } from "./use-syntax.js";

/** Binding key (start offset of the local name token) → number of references. */
export type ImportUsage = ReadonlyMap<number, number>;

export function importUsage(doc: Document): ImportUsage {
  return perVersion(doc, "importUsage", computeUsage);
}

/** The local name tokens a statement binds (items' local names, or the namespace name). */
export function localBindings(statement: UseStatement): NameToken[] {
  if (statement.form === "items") return statement.items.map((i) => i.local);
  return statement.namespace ? [statement.namespace] : [];
}

class Scope {
  private readonly names = new Map<string, number[] | null>();
  constructor(readonly parent: Scope | null) {}

  /** Binds `name` here: a binding key for an import, null for anything else. */
  declare(name: string, key: number | null): void {
    const existing = this.names.get(name);
    // Every import of one name at one level shares its uses: which of them
    // "keeps" the name (the first, unless it failed and binds nothing) is
    // decided after resolution, in imports.ts.
    if (key !== null && existing) existing.push(key);
    else this.names.set(name, key === null ? null : [key]);
  }

  /** The import keys `name` resolves to (empty: a non-import binding or nothing). */
  lookup(name: string): readonly number[] {
    for (let scope: Scope | null = this; scope; scope = scope.parent) {
      if (scope.names.has(name)) return scope.names.get(name) ?? NONE;
    }
    return NONE;
  }
}

const NONE: readonly number[] = [];

type Work = { node: AstNode; scope: Scope } | { declare: string; key: number | null; scope: Scope };

/** Stands for every top-level import of a name while counting one statement on its own. */
const TOP = -1;

/** Per top-level statement without a nested `use` (cached on its node): references to top-level names, by name. */
interface FreeReferences {
  readonly imports: string;
  readonly counts: ReadonlyMap<string, number>;
}

const NO_REFERENCES: ReadonlyMap<string, number> = new Map();

// Top-level statements never declare anything in the top-level scope (a
// top-level binding is not a local declaration), so each one can be counted
// on its own. The count of a statement without a nested `use` depends only on
// its syntax and on the names the top-level imports bind; it is remembered on
// the statement's AST node, which an incremental re-copy keeps while the
// statement is unchanged.
function computeUsage(doc: Document): ImportUsage {
  const { statements } = useStatements(doc);
  const counts = new Map<number, number>();
  if (statements.length === 0) return counts;

  const interesting = new Set<string>();
  const nestedByStart = new Map<number, UseStatement>();
  const top = new Scope(null);
  const topNames = new Set<string>();
  for (const statement of statements) {
    for (const local of localBindings(statement)) {
      interesting.add(local.name);
      counts.set(local.start, 0);
      if (statement.scope.id === TOP_LEVEL_SCOPE_ID) {
        top.declare(local.name, local.start);
        topNames.add(local.name);
      }
    }
    if (statement.scope.id !== TOP_LEVEL_SCOPE_ID) nestedByStart.set(statement.start, statement);
  }
  const imports = [...topNames].sort().join("\n");
  const text = doc.text;
  const add = (key: number): void => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };

  const nestedStarts = [...nestedByStart.keys()].sort((a, b) => a - b);
  let next = 0;
  // Stands for `top` while one statement is counted on its own (no statement declares into it).
  let alone: Scope | undefined;
  for (const item of astOf(doc).children) {
    if (!item.named) continue;
    // A statement that holds a nested `use` binds keys of its own: counted in full.
    let hasNested = false;
    while (next < nestedStarts.length && (nestedStarts[next] as number) < item.end) {
      if ((nestedStarts[next] as number) >= item.start) hasNested = true;
      next++;
    }
    if (hasNested) {
      countReferences(item, top, text, interesting, nestedByStart, add);
      continue;
    }
    const data = dataOf(item);
    let cached = data.usage as FreeReferences | undefined;
    if (!cached || cached.imports !== imports) {
      const free = new Map<string, number>();
      if (!alone) {
        alone = new Scope(null);
        for (const name of topNames) alone.declare(name, TOP);
      }
      countReferences(item, alone, text, topNames, nestedByStart, (_key, name) => free.set(name, (free.get(name) ?? 0) + 1));
      cached = { imports, counts: free.size > 0 ? free : NO_REFERENCES };
      data.usage = cached;
    }
    for (const [name, n] of cached.counts) {
      for (const key of top.lookup(name)) counts.set(key, (counts.get(key) ?? 0) + n);
    }
  }
  return counts;
}

/** Counts the references in `start` (a top-level statement) to the import keys visible through `top`. */
function countReferences(
  start: AstNode,
  top: Scope,
  text: string,
  interesting: ReadonlySet<string>,
  nestedByStart: ReadonlyMap<number, UseStatement>,
  count: (key: number, name: string) => void,
): void {
  const textOfNode = (node: AstNode): string => textOf(node, text);
  const reference = (node: AstNode, scope: Scope): void => {
    const name = textOfNode(node);
    if (!interesting.has(name)) return;
    for (const key of scope.lookup(name)) count(key, name);
  };

  const stack: Work[] = [];
  const push = (node: AstNode | null, scope: Scope): void => {
    if (node) stack.push({ node, scope });
  };
  /** Pushes named children so that they are processed in source order. */
  const pushChildren = (node: AstNode, scope: Scope, skip?: (child: AstNode) => boolean): void => {
    const kids = node.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      const child = kids[i] as AstNode;
      if (!child.named) continue;
      if (skip?.(child)) continue;
      stack.push({ node: child, scope });
    }
  };
  const named = (node: AstNode): AstNode[] => node.children.filter((c) => c.named);
  const declarePattern = (pattern: AstNode, scope: Scope, armScope: Scope): void => {
    // Walk the pattern: binders go into the arm's scope, constructors are references.
    const todo: AstNode[] = [pattern];
    while (todo.length > 0) {
      const p = todo.pop()!;
      switch (p.type) {
        case "identifier": {
          const name = textOfNode(p);
          if (interesting.has(name) && scope.lookup(name).length > 0) reference(p, scope);
          else armScope.declare(name, null);
          break;
        }
        case "constructor_pattern": {
          const constructor = p.get("constructor");
          if (constructor) reference(constructor, scope);
          for (const child of named(p)) if (child !== constructor) todo.push(child);
          break;
        }
        case "struct_pattern":
          for (const child of named(p)) if (child.type === "identifier") armScope.declare(textOfNode(child), null);
          break;
        default:
          for (const child of named(p)) todo.push(child);
      }
    }
  };
  /** All parameter names of a (curried) function type, declared in `scope`. */
  const declareSignatureParameters = (fn: AstNode, scope: Scope): void => {
    for (let level: AstNode | null = fn; level?.type === "function_type"; level = level.get("result")) {
      const list = level.get("parameters");
      for (const param of list ? named(list) : []) {
        const name = param.type === "parameter" ? param.get("name") : null;
        if (name) scope.declare(textOfNode(name), null);
      }
    }
  };

  push(start, top);
  while (stack.length > 0) {
    const work = stack.pop()!;
    if ("declare" in work) {
      work.scope.declare(work.declare, work.key);
      continue;
    }
    const { node, scope } = work;
    switch (node.type) {
      case "identifier":
      case "type_identifier":
        reference(node, scope);
        break;
      case "use_declaration": {
        const statement = nestedByStart.get(node.start);
        if (statement) for (const local of localBindings(statement)) scope.declare(local.name, local.start);
        break;
      }
      case "block": {
        pushChildren(node, new Scope(scope));
        break;
      }
      case "binding": {
        const target = node.get("target");
        const type = node.get("type");
        const value = node.get("value");
        const explicit =
          scope !== top &&
          target?.type === "identifier" &&
          (type !== null || node.children.some((c) => c.named && c.type === "mutable_specifier"));
        if (explicit) stack.push({ declare: textOfNode(target), key: null, scope });
        let inner = scope;
        if (type?.type === "function_type") {
          inner = new Scope(scope);
          declareSignatureParameters(type, inner);
        }
        push(value, inner);
        push(type, inner);
        if (target?.type === "field_expression") push(target.get("object"), scope);
        else if (target && target.type !== "identifier") push(target, scope);
        break;
      }
      case "lambda": {
        const inner = new Scope(scope);
        const params = node.get("parameters");
        const list = params?.type === "lambda_parameters" ? named(params) : params ? [params] : [];
        for (const param of list) {
          const name = param.get("name");
          if (name?.type === "identifier") inner.declare(textOfNode(name), null);
        }
        push(node.get("body"), inner);
        for (const param of list) push(param.get("type"), scope);
        break;
      }
      case "for_expression":
      case "spawn_for_expression":
      case "list_comprehension": {
        const inner = new Scope(scope);
        const variable = node.get("variable");
        if (variable) inner.declare(textOfNode(variable), null);
        push(node.get(node.type === "list_comprehension" ? "element" : "body"), inner);
        push(node.get("iterable"), scope);
        break;
      }
      case "match_arm": {
        const inner = new Scope(scope);
        const pattern = node.get("pattern");
        if (pattern) declarePattern(pattern, scope, inner);
        push(node.get("value"), inner);
        break;
      }
      case "generic_type_definition": {
        const inner = new Scope(scope);
        const params = node.get("parameters");
        for (const param of params ? named(params) : []) {
          const name = param.type === "parameter" ? param.get("name") : null;
          if (name) inner.declare(textOfNode(name), null);
        }
        push(node.get("body"), inner);
        push(params, inner);
        break;
      }
      case "type_definition":
        push(node.get("value"), scope);
        break;
      case "destructuring":
        push(node.get("value"), scope);
        break;
      case "field_expression":
        push(node.get("object"), scope);
        break;
      case "named_argument":
        push(node.get("value"), scope);
        break;
      case "parameter":
      case "lambda_parameter":
        push(node.get("type"), scope);
        break;
      case "field_declaration":
        pushChildren(node, scope, (child) => child.field === "name");
        break;
      case "method_binding":
        push(node.get("function"), scope);
        break;
      case "assignment_expression": {
        const left = node.get("left");
        push(node.get("right"), scope);
        // `x = v` inside an expression writes x; only a compound target reads.
        if (left && left.type !== "identifier") push(left, scope);
        break;
      }
      case "break_expression":
      case "continue_expression":
        break;
      default:
        pushChildren(node, scope);
    }
  }
}

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
import type { Node } from "web-tree-sitter";
import type { Document } from "../syntax/document.js";
import { perVersion } from "./doc-cache.js";
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

type Work = { node: Node; scope: Scope } | { declare: string; key: number | null; scope: Scope };

function computeUsage(doc: Document): ImportUsage {
  const { statements } = useStatements(doc);
  const counts = new Map<number, number>();
  if (statements.length === 0) return counts;

  const interesting = new Set<string>();
  const nestedByStart = new Map<number, UseStatement>();
  const top = new Scope(null);
  for (const statement of statements) {
    for (const local of localBindings(statement)) {
      interesting.add(local.name);
      counts.set(local.start, 0);
      if (statement.scope.id === TOP_LEVEL_SCOPE_ID) top.declare(local.name, local.start);
    }
    if (statement.scope.id !== TOP_LEVEL_SCOPE_ID) nestedByStart.set(statement.start, statement);
  }

  const reference = (node: Node, scope: Scope): void => {
    const name = node.text;
    if (!interesting.has(name)) return;
    for (const key of scope.lookup(name)) counts.set(key, (counts.get(key) ?? 0) + 1);
  };

  const stack: Work[] = [];
  const push = (node: Node | null, scope: Scope): void => {
    if (node) stack.push({ node, scope });
  };
  /** Pushes children so that they are processed in source order. */
  const pushChildren = (node: Node, scope: Scope, skip?: (child: Node, field: string | null) => boolean): void => {
    for (let i = node.childCount - 1; i >= 0; i--) {
      const child = node.child(i);
      if (!child || !child.isNamed) continue;
      if (skip?.(child, node.fieldNameForChild(i))) continue;
      stack.push({ node: child, scope });
    }
  };
  const declarePattern = (pattern: Node, scope: Scope, armScope: Scope): void => {
    // Walk the pattern: binders go into the arm's scope, constructors are references.
    const todo: Node[] = [pattern];
    while (todo.length > 0) {
      const p = todo.pop()!;
      switch (p.type) {
        case "identifier":
          if (interesting.has(p.text) && scope.lookup(p.text).length > 0) reference(p, scope);
          else armScope.declare(p.text, null);
          break;
        case "constructor_pattern": {
          const constructor = p.childForFieldName("constructor");
          if (constructor) reference(constructor, scope);
          for (const child of p.namedChildren) if (child && child.id !== constructor?.id) todo.push(child);
          break;
        }
        case "struct_pattern":
          for (const child of p.namedChildren) if (child?.type === "identifier") armScope.declare(child.text, null);
          break;
        default:
          for (const child of p.namedChildren) if (child) todo.push(child);
      }
    }
  };
  /** All parameter names of a (curried) function type, declared in `scope`. */
  const declareSignatureParameters = (fn: Node, scope: Scope): void => {
    for (let level: Node | null = fn; level?.type === "function_type"; level = level.childForFieldName("result")) {
      const list = level.childForFieldName("parameters");
      for (const param of list?.namedChildren ?? []) {
        const name = param?.type === "parameter" ? param.childForFieldName("name") : null;
        if (name) scope.declare(name.text, null);
      }
    }
  };

  push(doc.tree.rootNode, top);
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
        const statement = nestedByStart.get(node.startIndex);
        if (statement) for (const local of localBindings(statement)) scope.declare(local.name, local.start);
        break;
      }
      case "block": {
        pushChildren(node, new Scope(scope));
        break;
      }
      case "binding": {
        const target = node.childForFieldName("target");
        const type = node.childForFieldName("type");
        const value = node.childForFieldName("value");
        const explicit =
          scope !== top &&
          target?.type === "identifier" &&
          (type !== null || node.namedChildren.some((c) => c?.type === "mutable_specifier"));
        if (explicit) stack.push({ declare: target.text, key: null, scope });
        let inner = scope;
        if (type?.type === "function_type") {
          inner = new Scope(scope);
          declareSignatureParameters(type, inner);
        }
        push(value, inner);
        push(type, inner);
        if (target?.type === "field_expression") push(target.childForFieldName("object"), scope);
        else if (target && target.type !== "identifier") push(target, scope);
        break;
      }
      case "lambda": {
        const inner = new Scope(scope);
        const params = node.childForFieldName("parameters");
        const list = params?.type === "lambda_parameters" ? params.namedChildren : params ? [params] : [];
        for (const param of list) {
          const name = param?.childForFieldName("name");
          if (name?.type === "identifier") inner.declare(name.text, null);
        }
        push(node.childForFieldName("body"), inner);
        for (const param of list) push(param?.childForFieldName("type") ?? null, scope);
        break;
      }
      case "for_expression":
      case "spawn_for_expression":
      case "list_comprehension": {
        const inner = new Scope(scope);
        const variable = node.childForFieldName("variable");
        if (variable) inner.declare(variable.text, null);
        push(node.childForFieldName(node.type === "list_comprehension" ? "element" : "body"), inner);
        push(node.childForFieldName("iterable"), scope);
        break;
      }
      case "match_arm": {
        const inner = new Scope(scope);
        const pattern = node.childForFieldName("pattern");
        if (pattern) declarePattern(pattern, scope, inner);
        push(node.childForFieldName("value"), inner);
        break;
      }
      case "generic_type_definition": {
        const inner = new Scope(scope);
        const params = node.childForFieldName("parameters");
        for (const param of params?.namedChildren ?? []) {
          const name = param?.type === "parameter" ? param.childForFieldName("name") : null;
          if (name) inner.declare(name.text, null);
        }
        push(node.childForFieldName("body"), inner);
        push(params, inner);
        break;
      }
      case "type_definition":
        push(node.childForFieldName("value"), scope);
        break;
      case "destructuring":
        push(node.childForFieldName("value"), scope);
        break;
      case "field_expression":
        push(node.childForFieldName("object"), scope);
        break;
      case "named_argument":
        push(node.childForFieldName("value"), scope);
        break;
      case "parameter":
      case "lambda_parameter":
        push(node.childForFieldName("type"), scope);
        break;
      case "field_declaration":
        pushChildren(node, scope, (_child, field) => field === "name");
        break;
      case "method_binding":
        push(node.childForFieldName("function"), scope);
        break;
      case "assignment_expression": {
        const left = node.childForFieldName("left");
        push(node.childForFieldName("right"), scope);
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
  return counts;
}

// Which logical scope a locals.scm scope node opens. A function's signature
// parameters, its lambda head and its body block are ONE scope for the
// R-rules ("the parameters of a function or lambda belong to the body
// block", §4.4), so those nested scope nodes merge into their parent; so do
// the body blocks of `for` loops and match arms (their variables belong to
// the body).
import type { AstNode as Node } from "../../syntax/ast/ast.js";
import type { ScopeKind } from "../../semantic/model/model.js";

export type ScopeOpening =
  /** Reuse the current scope. */
  | { readonly merge: true }
  /** A new scope; `owner` set when it starts a named top-level function or method. */
  | { readonly merge: false; readonly kind: ScopeKind; readonly owner?: string };

const MERGE: ScopeOpening = { merge: true };

/**
 * How `node` (captured as @local.scope) opens a scope. `isScope` tells
 * whether a node was captured as @local.scope too (for the parent checks).
 */
export function scopeOpening(node: Node, isScope: (n: Node) => boolean): ScopeOpening {
  const parent = node.parent;
  switch (node.type) {
    case "source_file":
      return { merge: false, kind: "module" };
    case "binding":
      // A function binding (signature parameters) or a method binding.
      return functionScope(node);
    case "lambda":
      // A lambda under a binding can only be its value.
      if (parent?.type === "binding") {
        if (isScope(parent)) return MERGE;
        return functionScope(parent);
      }
      return { merge: false, kind: "lambda" };
    case "block":
      return blockOpening(node, parent, isScope);
    case "for_expression":
    case "spawn_for_expression":
      return { merge: false, kind: "for" };
    case "list_comprehension":
      return { merge: false, kind: "comprehension" };
    case "match_arm":
      return { merge: false, kind: "match-arm" };
    case "record_type":
      return { merge: false, kind: "type" };
    case "generic_type_definition": {
      // Its generic parameters are named after the type: `Pair#T` (§4.3).
      const name = node.get("name")?.leafText;
      return name ? { merge: false, kind: "type", owner: name } : { merge: false, kind: "type" };
    }
    default:
      return { merge: false, kind: "block" };
  }
}

// Field names are told apart by position (cheaper than asking the tree): a
// block under a lambda, a binding or a match arm can only be the body /
// value; a loop's body is its last child.
function blockOpening(node: Node, parent: Node | null, isScope: (n: Node) => boolean): ScopeOpening {
  if (!parent) return { merge: false, kind: "block" };
  const last = node.end === parent.end;
  switch (parent.type) {
    case "lambda":
      return MERGE;
    case "binding":
      if (isScope(parent)) return MERGE;
      // `main = { … }` at the top level is a function body; inside a block it is a value.
      if (parent.parent?.type === "source_file") return functionScope(parent);
      return { merge: false, kind: "block" };
    case "for_expression":
    case "spawn_for_expression":
      return last ? MERGE : { merge: false, kind: "block" };
    case "match_arm":
      return MERGE;
    case "if_expression":
    case "else_clause":
      return { merge: false, kind: "if" };
    case "while_expression":
      return last ? { merge: false, kind: "while" } : { merge: false, kind: "block" };
    case "expression_statement":
    case "spawn_expression":
    case "unsafe_expression":
      return { merge: false, kind: "bare" };
    default:
      return { merge: false, kind: "block" };
  }
}

/** A named function: `function` with an owner at the top level, `lambda` when local. */
function functionScope(binding: Node): ScopeOpening {
  if (binding.parent?.type !== "source_file") return { merge: false, kind: "lambda" };
  const owner = targetName(binding.get("target"));
  return owner === undefined ? { merge: false, kind: "function" } : { merge: false, kind: "function", owner };
}

/** `name` for an identifier target, `Type.method` for `Type.method`; undefined otherwise. */
function targetName(target: Node | null): string | undefined {
  if (!target) return undefined;
  if (target.type === "identifier") return target.leafText;
  if (target.type === "field_expression") {
    const object = target.get("object");
    const field = target.get("field");
    if (object?.type === "identifier" && field) return `${object.leafText}.${field.leafText}`;
  }
  return undefined;
}

// The occurrences of a top-level statement that the walk does not resolve
// itself, found through locals.scm's captures and resolved lexically over
// the scopes and definitions the walk recorded for the statement (and the
// module's names): names in type positions (the checker reads annotations
// by type name, not by scope: `T` in `(T: Type, x: T) -> T` is the generic
// parameter here), the `T` of a method target `T.m`, the function of a
// method binding `m = f[0]`, and anything the walk skips (broken code).
// A definition the query captures and the walk did not make is kept as a
// local of its scope.
import type { AstNode } from "../../syntax/ast/ast.js";
import { BUILTIN_TYPES, isPreludeValue } from "./builtins.js";
import type { LocalsKind } from "./locals-query.js";
import type { DefinitionKind } from "./model.js";
import { localName } from "./qualified-names.js";
import type { DefDraft, Fragment, RefTarget, ScopeDraft } from "./recorder.js";
import { roleOf } from "./roles.js";
import { UNKNOWN } from "../types/types.js";

/** Primitive type names that also denote types in expression position (diagnostics.md §7.2). */
const VALUE_TYPES = new Set(["Int", "Float", "Bool", "String", "Char", "Void", "Never", "Type", "int", "float", "bool", "string", "char", "void", "never"]);

export interface ModuleNames {
  /** The name token of the module-level binding of `name` visible now, if any. */
  lookup(name: string): AstNode | undefined;
  /** True when a module-level definition (declared before the statements) starts at `offset`. */
  declaredAt(offset: number): boolean;
}

/** Where the walk's unrecorded names get their locals.scm kinds (captures.ts). */
export interface CapturedKinds {
  /** The kinds locals.scm captures `leaves` (leaves of top-level `statement`, document order) as, by start offset; a leaf it does not capture is absent. */
  kindsOf(statement: AstNode, leaves: readonly AstNode[]): ReadonlyMap<number, LocalsKind | "reference">;
}

export function resolveLexically(statement: AstNode, fragment: Fragment, captures: CapturedKinds, module: ModuleNames): void {
  const recorded = new Set<number>();
  for (const d of fragment.definitions) {
    recorded.add(d.name.start);
    if (d.signatureName) recorded.add(d.signatureName.start);
  }
  for (const r of fragment.references) recorded.add(r.node.start);
  // A variant in a match pattern the walk attributed to the matched type (`(ok(def))` on a user `Parsed`).
  for (const m of fragment.members) recorded.add(m.node.start);
  const isText = (start: number) => fragment.text.some((t) => t.start <= start && start < t.end);
  const unrecorded = nameLeaves(statement, (start) => !recorded.has(start) && !module.declaredAt(start) && !isText(start));
  if (unrecorded.length === 0) return;
  const kinds = captures.kindsOf(statement, unrecorded);
  if (kinds.size === 0) return;
  const scopes = new Scopes(fragment);
  for (const node of unrecorded) {
    const kind = kinds.get(node.start);
    if (kind === undefined) continue;
    const scope = scopes.innermost(node.start);
    if (kind === "reference") {
      fragment.references.push({ node, role: roleOf(node), scope, target: scopes.resolve(node, scope, module), type: UNKNOWN });
    } else {
      const draft = fallbackDefinition(node, kind, scope, statement);
      if (draft) {
        fragment.definitions.push(draft);
        scopes.add(draft);
      }
    }
  }
}

/** The scopes the walk opened in the statement, and the definitions in each. */
class Scopes {
  private readonly byScope = new Map<ScopeDraft | null, DefDraft[]>();

  constructor(private readonly fragment: Fragment) {
    for (const d of fragment.definitions) this.add(d);
  }

  add(d: DefDraft): void {
    if (d.member) return;
    const list = this.byScope.get(d.scope);
    if (list) list.push(d);
    else this.byScope.set(d.scope, [d]);
  }

  /** The innermost scope of the statement containing `offset` (null: the module). */
  innermost(offset: number): ScopeDraft | null {
    let best: ScopeDraft | null = null;
    for (const s of this.fragment.scopes) {
      if (s.from.start <= offset && offset < s.to.end && (best === null || s.to.end - s.from.start <= best.to.end - best.from.start)) best = s;
    }
    return best;
  }

  resolve(node: AstNode, scope: ScopeDraft | null, module: ModuleNames): RefTarget {
    const name = node.leafText;
    const offset = node.start;
    for (let s: ScopeDraft | null = scope; ; s = s.parent) {
      const found = latestVisible(this.byScope.get(s), name, offset);
      if (found) return { kind: "binding", decl: found.name };
      if (s === null) break;
    }
    const decl = module.lookup(name);
    if (decl) return { kind: "binding", decl };
    if (node.type === "type_identifier") return BUILTIN_TYPES.has(name) ? { kind: "builtin-type", name } : { kind: "unresolved" };
    if (isPreludeValue(name)) return { kind: "prelude", name };
    if (VALUE_TYPES.has(name)) return { kind: "builtin-type", name };
    return { kind: "unresolved" };
  }
}

function latestVisible(defs: readonly DefDraft[] | undefined, name: string, offset: number): DefDraft | undefined {
  if (!defs) return undefined;
  let best: DefDraft | undefined;
  for (const d of defs) {
    if (d.name.leafText !== name) continue;
    const from = d.visible === null ? 0 : d.visible.edge === "start" ? d.visible.node.start : d.visible.node.end;
    if (from <= offset && (!best || d.name.start > best.name.start)) best = d;
  }
  return best;
}

/** The identifier and type-identifier leaves of `statement` (not of width 0) whose start `wanted` accepts, in document order. */
function nameLeaves(statement: AstNode, wanted: (start: number) => boolean): AstNode[] {
  const out: AstNode[] = [];
  const stack: AstNode[] = [statement];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.end <= node.start && node.children.length === 0) continue;
    if (node.type === "identifier" || node.type === "type_identifier") {
      if (wanted(node.start)) out.push(node);
      continue;
    }
    const kids = node.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      const kid = kids[i]!;
      if (kid.children.length > 0 || kid.type === "identifier" || kid.type === "type_identifier") stack.push(kid);
    }
  }
  return out;
}

/** A definition the walk did not make (broken code): a lexical name of its innermost scope. */
function fallbackDefinition(name: AstNode, kind: LocalsKind, scope: ScopeDraft | null, statement: AstNode): DefDraft | null {
  const topLevel = scope === null;
  const model: DefinitionKind | null =
    kind === "var" ? (topLevel ? "variable" : "local")
    : kind === "parameter" ? "parameter"
    : kind === "type" ? (topLevel ? "type" : "generic_parameter")
    : kind === "function" ? (topLevel ? "function" : "local")
    : kind === "import" || kind === "namespace" ? kind
    : null;
  if (model === null || name.leafText === "") return null;
  return {
    name,
    kind: model,
    scope,
    decl: name.parent ?? statement,
    visible: { node: name, edge: "end" },
    mutable: false,
    form: "declaration",
    container: topLevel ? null : scope.owner,
    qualifiedName: topLevel ? name.leafText : localName(scope.owner, name.leafText),
    annotation: null,
    documented: topLevel || model === "local" && kind === "function",
    useOrdinal: null,
    importedName: null,
    signatureName: null,
    type: UNKNOWN,
    member: false,
  };
}

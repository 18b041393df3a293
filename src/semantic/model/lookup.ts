// Name lookup over the model's scope tree: innermost scope first, and within
// a scope the latest binding that is already visible at the offset (R1:
// hoisted top-level names are visible from offset 0, values from the end of
// their statement, locals from their binding statement on). The walk
// resolves names as it goes (../walk/names.ts); this is for what it does not
// walk (names in type positions, broken code: lexical.ts), for the R1/R2
// hints of unresolved names, and for a name asked about at any offset.
import { BUILTIN_TYPES, isPreludeValue } from "./builtins.js";
import type { Resolution } from "./model.js";

export interface LookupScope {
  readonly parent: number | null;
  readonly kind: string;
  readonly start: number;
  readonly end: number;
  /** Lexical names bound here → definition ids in creation order (null: none). */
  readonly names: ReadonlyMap<string, readonly number[]> | null;
}

export interface LookupDefinition {
  readonly visibleFrom: number;
  readonly scope: number;
}

/** Primitive type names that also denote types in expression position (diagnostics.md §7.2). */
const VALUE_TYPES = new Set(["Int", "Float", "Bool", "String", "Char", "Void", "Never", "Type", "int", "float", "bool", "string", "char", "void", "never"]);

/** The visible lexical definition of `name` at `offset` from `scope`, or undefined. */
export function lookupLexical(
  scopes: readonly LookupScope[],
  defs: readonly LookupDefinition[],
  name: string,
  scope: number,
  offset: number,
): number | undefined {
  for (let s: number | null = scope; s !== null; s = scopes[s]!.parent) {
    const ids = scopes[s]!.names?.get(name);
    if (!ids) continue;
    for (let i = ids.length - 1; i >= 0; i--) {
      const id = ids[i]!;
      if (defs[id]!.visibleFrom <= offset) return id;
    }
  }
  return undefined;
}

/** Full resolution: lexical, then prelude / built-in, else unresolved with R1/R2 hints. */
export function resolveName(
  scopes: readonly LookupScope[],
  defs: readonly LookupDefinition[],
  name: string,
  scope: number,
  offset: number,
  typePosition: boolean,
): Resolution {
  const found = lookupLexical(scopes, defs, name, scope, offset);
  if (found !== undefined) return { kind: "definition", definition: found };
  if (typePosition) {
    // Unknown type names are opaque types, never reported (§3.9): no R1/R2 hints needed.
    return BUILTIN_TYPES.has(name) ? { kind: "builtin-type", name } : { kind: "unresolved", closed: null, later: null };
  } else {
    if (isPreludeValue(name)) return { kind: "prelude", name };
    if (VALUE_TYPES.has(name)) return { kind: "builtin-type", name };
  }
  return { kind: "unresolved", closed: closedDefinition(scopes, defs, name, scope, offset), later: laterTopLevel(scopes, defs, name, offset) };
}

/**
 * R2: a definition of `name` in a block that closed before `offset`, inside
 * the function body the reference sits in (the latest such block).
 */
export function closedDefinition(
  scopes: readonly LookupScope[],
  defs: readonly LookupDefinition[],
  name: string,
  scope: number,
  offset: number,
): number | null {
  let body = scope;
  while (scopes[body]!.parent !== null && scopes[body]!.kind !== "function" && scopes[body]!.kind !== "lambda") {
    body = scopes[body]!.parent!;
  }
  const chain = new Set<number>();
  for (let s: number | null = scope; s !== null; s = scopes[s]!.parent) chain.add(s);
  let best: number | null = null;
  for (let s = 0; s < scopes.length; s++) {
    const sc = scopes[s]!;
    if (chain.has(s) || sc.end > offset || !within(scopes, s, body)) continue;
    const ids = sc.names?.get(name);
    if (!ids) continue;
    const last = ids[ids.length - 1]!;
    if (best === null || defs[last]!.visibleFrom > defs[best]!.visibleFrom) best = last;
  }
  return best;
}

function within(scopes: readonly LookupScope[], s: number, ancestor: number): boolean {
  for (let p: number | null = scopes[s]!.parent; p !== null; p = scopes[p]!.parent) if (p === ancestor) return true;
  return false;
}

/** R1: a top-level value called `name` that becomes visible only after `offset`. */
export function laterTopLevel(scopes: readonly LookupScope[], defs: readonly LookupDefinition[], name: string, offset: number): number | null {
  const ids = scopes[0]?.names?.get(name);
  if (!ids) return null;
  for (const id of ids) if (defs[id]!.visibleFrom > offset) return id;
  return null;
}

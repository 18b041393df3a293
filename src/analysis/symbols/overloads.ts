// The declarations of a function or method declared more than once
// (overloads, syntax.md §3.3), each with its signature: what lookup_symbol
// lists under `overloads`, by query (an exact match) or at a name that
// chooses none of them (an import of it: 104d K1).
import type { SymbolInfo } from "./model.js";
import type { SymbolIndex } from "./workspace-index.js";

/** One declaration of a function or method declared more than once. */
export interface Overload {
  readonly file: string;
  readonly span: readonly number[];
  readonly signature: string | null;
  /** The whole declaring statement (its text is the `body` include_body adds). */
  readonly decl_span: readonly number[] | null;
  readonly doc: string | null;
}

/** Most declarations listed under `overloads`. */
export const MAX_OVERLOADS = 16;

/**
 * Every declaration of `s` (the first MAX_OVERLOADS: a generated file may
 * declare thousands) and how many there are, when it is a workspace
 * function or method declared more than once; else undefined.
 */
export function overloadsOf(index: SymbolIndex, s: Pick<SymbolInfo, "id" | "kind" | "origin">): { readonly overloads: readonly Overload[]; readonly count: number } | undefined {
  if (s.origin !== "workspace" || (s.kind !== "function" && s.kind !== "method")) return undefined;
  const definitions = index.definitionsOf(s.id);
  if (definitions.length < 2) return undefined;
  const overloads = definitions.slice(0, MAX_OVERLOADS).map((o): Overload => {
    const definition = index.model(o.file)?.definitionAt(o.start);
    return { file: o.file, span: o.span, signature: definition?.signature ?? null, decl_span: definition?.declSpan ?? null, doc: definition?.doc ?? null };
  });
  return { overloads, count: definitions.length };
}

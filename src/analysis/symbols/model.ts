// Workspace symbols and their occurrences (modules-and-workspace.md §4.2-§4.5,
// §5.7). Plain data, serialisable as tool output.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { DefinitionKind } from "../../semantic/model/model.js";

/** §4.2 kinds: a file's definition kinds without the import bindings, plus modules. */
export type SymbolKind = "module" | Exclude<DefinitionKind, "import" | "namespace">;

export const SYMBOL_KINDS: readonly SymbolKind[] = [
  "module", "type", "interface", "field", "variant", "method", "function", "variable", "parameter", "generic_parameter", "local",
];

export const LOCAL_KINDS: ReadonlySet<SymbolKind> = new Set(["parameter", "generic_parameter", "local"]);

export type SymbolScope = "top-level" | "member" | "local";
export type SymbolOrigin = "workspace" | "std" | "builtin";

export interface SymbolInfo {
  /** Bare identifier (`norm`); the last path segment for a module. */
  readonly name: string;
  readonly kind: SymbolKind;
  readonly scope: SymbolScope;
  /** `Point.norm`, `distance`, `distance#dx`; the module path for a module. */
  readonly qualified_name: string;
  /** Globally unique: `geometry.Point.norm`, `geometry.distance#dx@7:5`, `math.vector`. */
  readonly id: string;
  /** Canonical module path of the defining file (`std.io` for std). */
  readonly module: string;
  /** Type for members, enclosing function for locals, null for top-level symbols. */
  readonly container: string | null;
  /** Root-relative path; null for std and built-in symbols. */
  readonly file: string | null;
  /** The name token ([1,1,1,1] for a module); null without a file. */
  readonly span: Span | null;
  /** The whole declaration. */
  readonly decl_span: Span | null;
  /** Declared type text, whitespace collapsed, or null. */
  readonly signature: string | null;
  /** Comment block above the declaration, or null. */
  readonly doc: string | null;
  readonly origin: SymbolOrigin;
}

/** §4.5 roles, and `implementation`: the definition of a member that implements the interface member asked about. */
export type OccurrenceRole = "definition" | "signature" | "import" | "alias" | "reference" | "write" | "implementation";

/** The coarser kind of the issue's contract (definition | read | write | call | import | type | implementation), and §4.5's `signature`. */
export type OccurrenceKind = "definition" | "signature" | "read" | "write" | "call" | "argument" | "import" | "type" | "implementation";

export interface Occurrence {
  readonly file: string;
  readonly span: Span;
  /** UTF-16 offset of the token in the file (for edits and sorting). */
  readonly start: number;
  readonly end: number;
  /** Symbol id. */
  readonly symbol: string;
  readonly role: OccurrenceRole;
  readonly kind: OccurrenceKind;
  /** The local name used when it differs from the symbol's (an import alias, a namespace alias). */
  readonly via?: string;
}

/** A member that implements an interface member: where it is declared. */
export interface ImplementationInfo {
  readonly qualified_name: string;
  readonly id: string;
  readonly file: string;
  readonly span: Span;
}

/** A member use that may be a use of the symbol asked about: its receiver's type is not known. */
export interface PossibleLocation {
  readonly file: string;
  readonly span: Span;
  /** Why it could not be attributed. */
  readonly why: string;
}

/** A plain copy of a symbol (workspace symbols compute their spans on demand). */
export function symbolJson(s: SymbolInfo): SymbolInfo {
  return {
    name: s.name,
    kind: s.kind,
    scope: s.scope,
    qualified_name: s.qualified_name,
    id: s.id,
    module: s.module,
    container: s.container,
    file: s.file,
    span: s.span,
    decl_span: s.decl_span,
    signature: s.signature,
    doc: s.doc,
    origin: s.origin,
  };
}

/** A plain copy of an occurrence, without its offsets (the wire shape). */
export function occurrenceJson(o: Occurrence): Omit<Occurrence, "start" | "end"> {
  return o.via === undefined
    ? { file: o.file, span: o.span, symbol: o.symbol, role: o.role, kind: o.kind }
    : { file: o.file, span: o.span, symbol: o.symbol, role: o.role, kind: o.kind, via: o.via };
}

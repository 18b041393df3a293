// The per-file scope graph: plain data (no tree nodes), one per document
// version. See index.ts for the contract; build.ts for how it is computed.
import type { Span } from "../../diagnostics/diagnostic.js";

/**
 * What opened a scope. The R-rules of modules-and-workspace.md §4.4 depend on
 * it: `bare` and `while` decide E2020 (R2) and E2002-instead-of-E2010/E2013
 * (R7, R8, only `bare`); `type` and `method` scopes hold members, never
 * lexical names.
 */
export type ScopeKind =
  /** The file's top level. */
  | "module"
  /** Body of a named function or method binding (parameters included). */
  | "function"
  /** Body of a lambda that is not itself a named function's value (parameters included). */
  | "lambda"
  /** `if` consequence or `else` branch. */
  | "if"
  /** `while` body. */
  | "while"
  /** `for` / `spawn for` body (holds the loop variable). */
  | "for"
  /** One `match` arm (holds its pattern bindings). */
  | "match-arm"
  /** `[e for x in xs]`. */
  | "comprehension"
  /** A `{ … }` statement, `spawn { … }` or `unsafe { … }` block (§4.4 "bare block"). */
  | "bare"
  /** Any other block (a block used as a value: `x = { … }` inside a function). */
  | "block"
  /** A record / interface body or a generic type definition (members, generic parameters). */
  | "type";

export interface Scope {
  /** Index in `ScopeGraph.scopes`; 0 is the module scope. */
  readonly id: number;
  readonly kind: ScopeKind;
  /** Enclosing scope, null for the module. */
  readonly parent: number | null;
  /** UTF-16 offsets of the scope's extent in the document text. */
  readonly start: number;
  readonly end: number;
  readonly span: Span;
  /**
   * Qualified name of the enclosing top-level function or method
   * (`distance`, `Point.norm`), null at the top level and in type bodies.
   * Lambdas are transparent (§4.3).
   */
  readonly owner: string | null;
  /** Definitions bound directly in this scope, in source order. */
  readonly definitions: readonly number[];
}

/**
 * Symbol kinds of §4.2 plus the two kinds of import bindings. `import` is a
 * name bound by `use m.{x}` / `use m.{x as y}` (an occurrence of the imported
 * symbol, not a symbol of its own); `namespace` is the name bound by
 * `use p` / `use p as a` (its uses are occurrences of the module).
 */
export type DefinitionKind =
  | "type"
  | "interface"
  | "field"
  | "variant"
  | "method"
  | "function"
  | "variable"
  | "parameter"
  | "generic_parameter"
  | "local"
  | "import"
  | "namespace";

/** §4.2 scope of a symbol. */
export type SymbolScope = "top-level" | "member" | "local";

/** How the binding site was written (decides R3-R9). */
export type BindingForm =
  /** `x = v`: declare-or-assign (assignment-first rule). */
  | "plain"
  /** `mut x = v`, `mut x`, `x: T = v`, `x: T`: explicit declarations (R8). */
  | "explicit"
  /** A name of `a, b = v` / `(a, b) = v`. */
  | "destructuring"
  /** `for x in …`, `spawn for x in …`, `[e for x in …]` (R9). */
  | "loop"
  /** A function / method / lambda parameter, or a generic parameter (R10). */
  | "parameter"
  /** A match-arm pattern binding (R10). */
  | "pattern"
  /** A `use` binding. */
  | "import"
  /** A type definition, a `T.m` method, a record entry. */
  | "declaration";

export interface Definition {
  /** Index in `ScopeGraph.definitions`. */
  readonly id: number;
  readonly name: string;
  readonly kind: DefinitionKind;
  readonly symbolScope: SymbolScope;
  /** The scope the name is bound in (for members: the type body scope). */
  readonly scope: number;
  /** The name token (for a parameter with a lambda head: the lambda binder). */
  readonly span: Span;
  /** UTF-16 offsets of the name token. */
  readonly start: number;
  readonly end: number;
  /** The whole declaring statement / parameter / pattern. */
  readonly declSpan: Span;
  readonly declStart: number;
  readonly declEnd: number;
  /** First UTF-16 offset where a lexical reference can see it (R1: scope start when hoisted). */
  readonly visibleFrom: number;
  /** Declared `mut` (binding, loop variable or parameter). */
  readonly mutable: boolean;
  readonly form: BindingForm;
  /**
   * `Point.norm` for a method, `Point.x` for a field, `distance` for a
   * top-level name, `distance#dx` for a local / parameter (§4.3).
   */
  readonly qualifiedName: string;
  /** Type name for members; enclosing top-level function / method for locals; null for top-level. */
  readonly container: string | null;
  /** Annotation text, whitespace collapsed, or null. */
  readonly signature: string | null;
  /** The comment block right above the declaration (top-level and members), or null. */
  readonly doc: string | null;
  /**
   * A parameter written both in the function's type annotation and in its
   * lambda head: the annotation name (role `signature`, §4.5). Null otherwise.
   */
  readonly signatureSpan: Span | null;
  readonly signatureStart: number | null;
  /** For `import` / `namespace` bindings: which `use` statement (its `ordinal` in use-syntax.ts). */
  readonly useOrdinal: number | null;
  /** For `import` bindings: the exported name requested (`distance` in `distance as dist`). */
  readonly importedName: string | null;
}

/**
 * Role of an occurrence of a name. `read`, `call` and `type` are references
 * (§4.5 role `reference`); `write` is a same-block re-binding or an
 * assignment; `import` the item name inside `use … .{ }` (or the path of a
 * module `use`).
 */
export type ReferenceRole = "read" | "write" | "call" | "type" | "import";

export type Resolution =
  /** A definition of this file (`ScopeGraph.definitions[definition]`). */
  | { readonly kind: "definition"; readonly definition: number }
  /** A std prelude short name or a built-in constructor/value (`println`, `some`, `none`, `Native`). */
  | { readonly kind: "prelude"; readonly name: string }
  /** A built-in type name (`Int`, `List`, `Option`…). */
  | { readonly kind: "builtin-type"; readonly name: string }
  /**
   * Nothing visible. `closed` is a definition in an already-closed block
   * that would have matched (R2: E2020 when that block is `bare`/`while`,
   * E1001 otherwise); `later` a top-level value defined after this point (R1).
   */
  | { readonly kind: "unresolved"; readonly closed: number | null; readonly later: number | null };

export interface Reference {
  readonly name: string;
  readonly role: ReferenceRole;
  readonly span: Span;
  readonly start: number;
  readonly end: number;
  /** Innermost scope containing the occurrence. */
  readonly scope: number;
  readonly resolution: Resolution;
  /** True for identifiers in type positions (never reported as E1001, §3.9). */
  readonly typePosition: boolean;
}

/**
 * One binding site classified by the assignment-first rules R3-R9 (§4.4).
 * Every definition site gets one event; so does every statement `x = v`
 * and every `x = v` inside an expression.
 */
export type BindingOutcome =
  /** A new binding (R3, a non-clashing explicit declaration, a parameter, a pattern, an import). */
  | "declare"
  /** `x = v` re-binding a name of the same block (R4; `write` of that definition). */
  | "rebind"
  /** `x = v` assigning an enclosing `mut` binding (R5). */
  | "assign"
  /** `x = v` hitting an immutable, live enclosing binding (R7: E2010, E2002 from a `bare` scope). */
  | "assign-immutable"
  /** Explicit declaration of a name already bound in the same block (R8: E2002). */
  | "redeclare"
  /** Explicit declaration or loop variable hiding a visible enclosing binding (R8/R9: E2013, E2002 from `bare`). */
  | "shadow";

export interface BindingEvent {
  readonly name: string;
  readonly form: BindingForm;
  readonly outcome: BindingOutcome;
  /** The name token. */
  readonly span: Span;
  readonly start: number;
  /** The whole statement (for R7/R8 positions). */
  readonly statementSpan: Span;
  readonly statementStart: number;
  readonly statementEnd: number;
  /** Scope the statement stands in. */
  readonly scope: number;
  /** The definition this site binds or writes. */
  readonly definition: number;
  /** The earlier binding concerned (same-block or enclosing), for `related`; null for a plain declare. */
  readonly previous: number | null;
  /** An assignment written inside a larger expression (R12). */
  readonly inExpression: boolean;
  /** The assigned value of an assignment inside an expression (R12's span); null for statements. */
  readonly valueSpan: Span | null;
}

/**
 * `recv.member`: the member token and what is statically known about the
 * receiver (resolved by the symbol layer, which can see other files).
 */
export interface MemberAccess {
  readonly member: string;
  readonly span: Span;
  readonly start: number;
  readonly end: number;
  /** True when this is the callee of a call (`p.norm()`). */
  readonly call: boolean;
  readonly receiver: ReceiverHint;
  /** True for the target of a statement `recv.m = v` (a write). */
  readonly write: boolean;
}

/** Static knowledge about an expression's type, to be resolved across files. */
export type ReceiverHint =
  /** The receiver is a name (its reference is at `referenceStart` in `references`). */
  | { readonly kind: "name"; readonly referenceStart: number }
  /** The receiver is a call of a name `f(…)` (constructor or function with a declared result). */
  | { readonly kind: "call"; readonly referenceStart: number }
  /** The receiver is itself a member access (`a.b.c`: the `b` access starts at `memberStart`). */
  | { readonly kind: "member"; readonly memberStart: number; readonly call: boolean }
  /** Anything else (literals, operators…): unknown. */
  | { readonly kind: "unknown" };

/**
 * The declared type of a definition, as far as the file alone can tell:
 * the annotation's type name (`&T`/`&mut T` → `T`, `Pair(T)` → `Pair`), the
 * result type name of a function annotation, or the initialiser.
 */
export type TypeHint =
  | { readonly kind: "named"; readonly name: string; readonly referenceStart: number | null }
  | { readonly kind: "call"; readonly referenceStart: number }
  | { readonly kind: "member-call"; readonly memberStart: number }
  | { readonly kind: "name"; readonly referenceStart: number }
  | { readonly kind: "unknown" };

export interface ScopeGraph {
  /** Document version this graph describes. */
  readonly version: number;
  /** scopes[0] is the module scope. */
  readonly scopes: readonly Scope[];
  /** Source order. */
  readonly definitions: readonly Definition[];
  /** Every lexical name occurrence that is not a definition site, in source order. */
  readonly references: readonly Reference[];
  /** Binding sites classified by R3-R9, in source order. */
  readonly bindings: readonly BindingEvent[];
  /** `recv.member` occurrences, in source order. */
  readonly members: readonly MemberAccess[];
  /** Definition id → declared / inferred type, when the file alone can say. */
  readonly types: ReadonlyMap<number, TypeHint>;
  /** Declared result type of each function / method definition with a function-type annotation. */
  readonly results: ReadonlyMap<number, TypeHint>;
  /**
   * Top-level statements nested too deeply to analyse (deep-statements.ts):
   * their top-level names are defined, but no occurrence inside them is in
   * `references`. Usually empty.
   */
  readonly unanalysed: readonly { readonly start: number; readonly end: number }[];
  /** The definition whose name token (or signature name token) starts at `offset`. */
  definitionAt(offset: number): Definition | undefined;
  /** The reference starting at `offset`. */
  referenceAt(offset: number): Reference | undefined;
  /**
   * What `name` means at `offset` in scope `scope` (the visible binding,
   * else prelude / built-in / unresolved), exactly as a reference there.
   */
  resolve(name: string, scope: number, offset: number): Resolution;
  /** The innermost scope containing `offset`. */
  scopeAt(offset: number): number;
  /** The span of an offset range of the document. */
  spanOf(start: number, end: number): Span;
}

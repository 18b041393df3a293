// The semantic model of one file version: plain data (offsets, no tree
// nodes), built by the one semantic walk (../walk/walker.ts) and read by
// every tool. See ../index.ts for the contract.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { ImportRecord } from "../modules/imports.js";
import type { Type } from "../types/types.js";

/**
 * What opened a scope. The R-rules of diagnostics.md §6.2 depend on it:
 * `bare` and `while` decide E2020 (R2) and E2002-instead-of-E2010/E2013
 * (R7, R8, only `bare`); `type` scopes hold members and generic parameters.
 */
export type ScopeKind =
  /** The file's top level. */
  | "module"
  /** Body of a named top-level function or method binding (parameters included). */
  | "function"
  /** Body of a lambda or of a function bound inside a block (parameters included). */
  | "lambda"
  /** `if` consequence or `else` branch (statement or expression form). */
  | "if"
  /** `while` body. */
  | "while"
  /** `for` / `spawn for` body (holds the loop variable). */
  | "for"
  /** One `match` arm (holds its pattern bindings). */
  | "match-arm"
  /** `[e for x in xs]`. */
  | "comprehension"
  /** A `{ … }` statement, `spawn { … }` or `unsafe { … }` block (§6.2 "bare block"). */
  | "bare"
  /** Any other block (a block used as a value: `x = { … }` inside a function). */
  | "block"
  /** A record / interface body or a generic type definition (members, generic parameters). */
  | "type";

export interface Scope {
  /** Index in `SemanticModel.scopes`; 0 is the module scope. */
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
   * (`distance`, `Point.norm`), or of the generic type whose parameters it
   * holds; null at the top level and in record bodies. Lambdas are
   * transparent (§4.3).
   */
  readonly owner: string | null;
  /** Definitions bound directly in this scope, in source order. */
  readonly definitions: readonly number[];
}

/**
 * Symbol kinds of modules-and-workspace.md §4.2 plus the two kinds of import
 * bindings. `import` is a name bound by `use m.{x}` / `use m.{x as y}` (an
 * occurrence of the imported symbol, not a symbol of its own); `namespace`
 * is the name bound by `use p` / `use p as a` (its uses are occurrences of
 * the module).
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
  /** A type definition, a `T.m` method, a record entry, a top-level function. */
  | "declaration";

export interface Definition {
  /** Index in `SemanticModel.definitions`. */
  readonly id: number;
  readonly name: string;
  readonly kind: DefinitionKind;
  readonly symbolScope: SymbolScope;
  /** The scope the name is bound in (for members: the type body scope, or the module for `T.m`). */
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
  /** First UTF-16 offset where a lexical reference can see it (R1: 0 when hoisted). */
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
  /**
   * The type the checker gave the binding when it was declared (unknown
   * when it could not tell); for a type definition, the type it declares.
   */
  readonly type: Type;
  /**
   * A field's default value as written (`3` of `retries: Int = 3`), its
   * line breaks joined; null for every other definition. A field with a
   * default may be left out of a constructor call.
   */
  readonly defaultValue: string | null;
}

/**
 * Role of an occurrence of a name. `read`, `call` and `type` are references
 * (§4.5 role `reference`); `write` is a same-block re-binding or an
 * assignment; `lend` lends the binding for writing (`note(&mut g)`: the
 * callee may change it); `argument` is a named argument's name (`grow(by = 2)`,
 * a local function's parameter); `import` the item name inside `use … .{ }`.
 */
export type ReferenceRole = "read" | "write" | "lend" | "argument" | "call" | "type" | "import";

/**
 * `call` for `p.norm()`, `write` for `p.x = v` (or `&mut p.x`), `argument`
 * for a named argument's name (`Point(x = 1)`, `grow(b, by = 2)`: it gives
 * the field or parameter its value), else `read`.
 */
export type MemberRole = "read" | "write" | "call" | "argument";

export type Resolution =
  /** A definition of this file (`SemanticModel.definitions[definition]`). */
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
  /** The type of the name at this occurrence (unknown when the checker could not tell). */
  readonly type: Type;
}

/** A user type: its name and the file that declares it. */
export interface TypeRef {
  readonly name: string;
  readonly file: string;
}

/** Why a member use could not be attributed to any symbol. */
export type UnknownMember =
  /** The receiver's type is not known: any type's member of that name may be meant. */
  | "receiver"
  /** The receiver is a record that implements interfaces and does not declare the member itself. */
  | "interface"
  /** A method every value has through a built-in interface (`clone`, `to_string`…). */
  | "builtin"
  /** A std or undeclared (opaque) type, a module that did not resolve, or a value whose members are not modelled. */
  | "opaque"
  /** A type declared in a file with syntax errors that has no such member there: it may be in what the error broke. */
  | "broken";

/** What `receiver.name` (or a named constructor argument `T(name = …)`) denotes. */
export type MemberResolution =
  /** A field, variant or method of a record or interface. `file` declares it (a method may be declared apart from its type). */
  | { readonly kind: "member"; readonly owner: TypeRef; readonly file: string; readonly name: string }
  /** A top-level function of `file` called method-style (`p.distance(q)`). */
  | { readonly kind: "function"; readonly file: string; readonly name: string }
  /** An export of a workspace module (`geo.distance`). */
  | { readonly kind: "module-export"; readonly file: string; readonly name: string }
  /**
   * The parameter `name` of the top-level function `fn` of `file`, named by a call's named argument (`report(pen = p)`).
   * `overload`: the offsets of the binding statement that declares it, when `fn` has overloads (syntax.md §3.3).
   */
  | { readonly kind: "parameter"; readonly file: string; readonly fn: string; readonly name: string; readonly overload?: readonly [number, number] }
  /** A named argument of a call that several overloads of `fn` of `file` with a parameter `name` could take (or none): which one is not known. */
  | { readonly kind: "overloaded-parameter"; readonly file: string; readonly fn: string; readonly name: string }
  /**
   * A named argument of a call of method `method` on a receiver of unknown type (`p.grow(by = 2)`): a parameter `name` of any method so named may be meant.
   * `owner`: the receiver's type is known, but declares `method` by a type that names no parameters of its own (`run: Handler`,
   * an alias of a function type): whose parameter the call names is not known. (A function type written in the type's
   * body names them: `s.scaled(factor = k)` with `s: Shape` is a `parameter` use of `Shape.scaled#factor`.)
   * `unlisted`: the receiver's type `owner` declares `method`, but no declaration of it the calling file sees (its file,
   * the type's, those its imports reach) has a parameter `name`: an overload another workspace file declares may.
   * `unchosen`: `owner`'s `method` is declared more than once, one of them (in any file) has a parameter `name`, and
   * the call chooses none of them (`Room.sc(k = 1, j = 2)`, the receiver missing: 102c N6, 103c E5).
   */
  | { readonly kind: "unknown-method-argument"; readonly method: string; readonly name: string; readonly owner?: string; readonly unlisted?: true; readonly unchosen?: true }
  /**
   * A named argument of a call of a value whose declaration is not known (`g = scale` then `g(factor = 2)`, `mk = Dog`
   * then `mk(name = "x")`, `make()(n = 1)`): a parameter or field `name` of any function or type may be meant.
   * The use's `receiver` is the called expression.
   */
  | { readonly kind: "value-call-argument"; readonly name: string }
  /** A std module through `use std` (`std.io`). */
  | { readonly kind: "std-module"; readonly module: string }
  /** An export of a std module (`io.println`). */
  | { readonly kind: "std-export"; readonly module: string; readonly name: string }
  /**
   * A known receiver without that member (E1042 / E1053): no symbol. `unimportedModule`: the receiver names a
   * std module the file does not import (`string.upper(s)` without `use std.string`: E1001 at the receiver).
   */
  | { readonly kind: "missing"; readonly unimportedModule?: string }
  | { readonly kind: "unknown"; readonly why: UnknownMember };

export interface MemberUse {
  /** The member name. */
  readonly member: string;
  readonly span: Span;
  readonly start: number;
  readonly end: number;
  readonly role: MemberRole;
  readonly resolution: MemberResolution;
  /** A named constructor argument (`Point(x = 1)`). */
  readonly named: boolean;
  /** The type of the access (unknown when the checker could not tell). */
  readonly type: Type;
  /** The receiver's source text, shortened (what `possible` uses explain), or null for named arguments. */
  readonly receiver: string | null;
  /**
   * Named through its type, not read off a value (`Point.norm(p)`, through an alias of the type or its
   * module, `Form.area`, `lib.Shape.area`): a method's receiver is then its first argument.
   */
  readonly throughType: boolean;
}

/**
 * One binding site classified by the assignment-first rules R3-R9 (§6.2).
 * Every definition site of a name gets one event; so does every statement
 * `x = v` and every `x = v` inside an expression.
 */
export type BindingOutcome =
  /** A new binding (R3, R6, a non-clashing explicit declaration, a parameter, a pattern, an import). */
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

/** Whatever names something at an offset: a definition, a reference or a member use. */
export type Occurrence =
  | { readonly kind: "definition"; readonly definition: Definition }
  | { readonly kind: "reference"; readonly reference: Reference }
  | { readonly kind: "member"; readonly member: MemberUse };

export interface SemanticModel {
  /** Root-relative path the model was built for. */
  readonly file: string;
  /** Document version this model describes. */
  readonly version: number;
  /** scopes[0] is the module scope; parents come before their children. */
  readonly scopes: readonly Scope[];
  /** Source order. */
  readonly definitions: readonly Definition[];
  /** Every lexical name occurrence that is not a definition site, in source order. */
  readonly references: readonly Reference[];
  /** Every `.member` occurrence and named constructor argument, in source order. */
  readonly members: readonly MemberUse[];
  /** Binding sites classified by R3-R9, in source order. */
  readonly bindings: readonly BindingEvent[];
  /**
   * Top-level statements that could not be analysed (nested too deeply,
   * deep-statements.ts): their top-level names are defined, but no
   * occurrence inside them is listed. Usually empty.
   */
  readonly unanalysed: readonly { readonly start: number; readonly end: number }[];
  /**
   * Interfaces the file's record types list in their bodies (`Vec2: Type = {
   * x: Float, Shape }`): the record's definition and the start of the
   * interface's name there (a `type` reference, resolved like any other).
   */
  readonly interfaces: readonly { readonly type: number; readonly interfaceStart: number }[];
  /** The file's `use` statements, resolved (what its import and namespace definitions stand for), by `useOrdinal`. */
  readonly imports: readonly ImportRecord[];
  /**
   * Imported files through which a method used here was found, declared in
   * them or in a file they reach, apart from its type (walk/members.ts): the
   * `use` of such a file is used, though no name of it is.
   */
  readonly methodModules: ReadonlySet<string>;
  /** The definition whose name token (or signature name token) starts at `offset`. */
  definitionAt(offset: number): Definition | undefined;
  /** The reference starting at `offset`. */
  referenceAt(offset: number): Reference | undefined;
  /** The member use whose name token starts at `offset`. */
  memberAt(offset: number): MemberUse | undefined;
  /** The definition, reference or member use whose token contains `offset` (the cursor may be inside the name). */
  occurrenceAt(offset: number): Occurrence | undefined;
  /**
   * What `name` means at `offset` in scope `scope` (the visible binding,
   * else prelude / built-in / unresolved), as a reference there would.
   */
  resolve(name: string, scope: number, offset: number): Resolution;
  /** The innermost scope containing `offset`. */
  scopeAt(offset: number): number;
  /** The members (fields, variants, methods) this file declares for the type named `container`. */
  membersOf(container: string): readonly Definition[];
  /** The span of an offset range of the document. */
  spanOf(start: number, end: number): Span;
}

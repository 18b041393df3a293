// What the semantic walk tells the diagnostic rules (src/check/), at the
// point of the walk where each fact is established, in source order. The
// walk itself decides nothing about diagnostics: it infers types, resolves
// names and members, classifies bindings and tracks ownership, and hands
// each fact a rule may judge to these hooks. Without hooks (the symbol
// tools), the same walk builds the same model and reports nothing.
//
// Findings are opaque to the walk: it only groups them per top-level
// statement, so that the memo (memo.ts) can keep and replay a statement's
// findings together with its part of the model.
import type { AstNode } from "../../syntax/ast/ast.js";
import type { Binding, Scope } from "./scope.js";
import type { Site } from "./context.js";
import type { MemberResolution } from "./members.js";
import type { InterfaceDecl, RecordDecl } from "../types/declarations.js";
import type { Param, Signature, Type } from "../types/types.js";
import type { Walker } from "./walker.js";

/** How a binding site was classified (diagnostics.md §6.2, R3-R12). */
export type BindingOutcome =
  /** A new binding (R3, R6, a non-clashing explicit declaration or loop variable). */
  | "declare"
  /** `x = v` re-binding a name of the same block (R4; an assignment when `mut`). */
  | "rebind"
  /** `x = v` assigning an enclosing `mut` binding (R5). */
  | "assign"
  /** `x = v` hitting an immutable, live enclosing binding (R7). */
  | "assign-immutable"
  /** Explicit declaration of a name already bound in the same block (R8). */
  | "redeclare"
  /** Explicit declaration or loop variable hiding a visible enclosing binding (R8, R9). */
  | "shadow";

export interface BindingFacts {
  readonly outcome: BindingOutcome;
  /** `plain` (`x = v`), `explicit` (`mut x = v`, `x: T = v`), `loop` (`for x in …`), `expression` (an assignment inside an expression, R12). */
  readonly form: "plain" | "explicit" | "loop" | "expression";
  /** The statement (or assignment expression). */
  readonly statement: AstNode;
  /** The name token. */
  readonly target: AstNode;
  /** The assigned value of an assignment inside an expression (R12's span). */
  readonly value: AstNode | null;
  /** The block the statement stands in. */
  readonly scope: Scope;
  /** The earlier binding concerned: the one re-bound, assigned, re-declared or hidden. */
  readonly previous: Binding | null;
}

export type Callee =
  | {
      readonly kind: "fn";
      readonly name: string;
      readonly sig: Signature | null;
      readonly std: boolean;
      /** A std function imported under another name: its own (`println` of `say`). */
      readonly stdName?: string;
      readonly checkTypes: boolean;
      /** The workspace's top-level function called: its file and its name there (for named arguments). */
      readonly declared?: { readonly file: string; readonly name: string };
      /** A function a local of a body declares (`f = (a: Int, b: Int) => …`, not `g = scale`): its parameters' names are known, as a top-level function's. */
      readonly local?: true;
      /** A later group of a curried function (no signature): the call's type (its declared result once every group is applied). */
      readonly curriedResult?: Type;
      /** An overloaded function none of whose overloads takes as many positional arguments: the counts they take. */
      readonly overloadArities?: readonly number[];
      /** A generic function's call: the type its context expects of the value (Walker.expectValue), for the type parameters its arguments leave unknown. */
      readonly expected?: Type;
      /** `Pot.mk(Int)(x = 1)`: the method whose value group the type application gave (its parameters, for the named arguments). */
      readonly method?: MethodParameters;
      /** A parameter whose declared function type names every parameter (`f: (v: Int) -> Int`): a name it lacks is E1002 (104e M3). */
      readonly namedByType?: true;
    }
  /**
   * `expected`: the instance the call's context expects (Walker.expectValue), for the type arguments its fields leave unknown.
   * `explicit`: the instance an explicit instantiation fixed (`Box(Int)(1)`: the outer call constructs a `Box(Int)`).
   */
  | { readonly kind: "record"; readonly decl: RecordDecl; readonly file: string; readonly expected?: Type; readonly explicit?: Extract<Type, { k: "record" }> }
  /** `Esc(text = (s) => s)`: a value of a type whose body declares only functions (an interface, spec §3.5), built from them. */
  | { readonly kind: "interface"; readonly decl: InterfaceDecl; readonly file: string }
  | {
      readonly kind: "unknown";
      readonly result: Type;
      /** A method called (`t.add(…)`): its qualified name, file and value parameters (for named arguments). */
      readonly method?: MethodParameters;
      /** A method called with positional arguments only: the parameters they fill, when its type is known (lambda arguments' types). */
      readonly params?: readonly Param[];
      /** A method called with named arguments whose declaration is not known (see UnresolvedMethod): the names are possible uses of its parameters. */
      readonly unresolved?: UnresolvedMethod;
      /** A method with type parameters of its own: what its arguments instantiate (GenericCall). */
      readonly generic?: Signature;
      readonly genericThroughType?: boolean;
      readonly genericReceiver?: Type;
      /** A method called with positional arguments: every workspace file's declarations taking as many (the arguments' types choose when they fit none the call sees). */
      readonly elsewhere?: () => readonly Signature[];
      /** A method declared several times with as many parameters as the call passes: its overloads (the arguments' types choose). */
      readonly overloads?: readonly Signature[];
      /** A method declared several times, called with named arguments that more than one overload takes: the arguments' types choose. */
      readonly namedOverloads?: readonly NamedOverload[];
      /**
       * A method called with named arguments: the declaration the call was read with (`read`, when one), and every
       * workspace file's declarations its names and count fit (`all`), which its arguments' types choose from when
       * they fit none the call sees.
       */
      readonly namedElsewhere?: { readonly read?: Signature; readonly all: () => readonly NamedOverload[] };
      /** A method call whose arguments can be checked (CheckedMethod): what it is checked against (not in the reference's view). */
      readonly checkedMethod?: CheckedMethod;
      /** `Option.some(s)`, `Shape.label(v)`: a variant's constructor, whose parameters take their arguments by value (moved, §6.7 rule 1). */
      readonly variant?: readonly Param[];
      /** `Maybe.just(v = 3)`: a variant of a set with type parameters, which its arguments instantiate. */
      readonly genericVariant?: { readonly owner: RecordDecl; readonly file: string; readonly name: string };
    };

/** A method with type parameters of its own (`Bag.map_to: (U: Type) -> (self: &Bag(T), …) -> Bag(U)`): what its call's arguments instantiate. */
export interface GenericCall {
  /** Its signature, receiver first, whose result the arguments instantiate. */
  readonly generic?: Signature;
  /** It is called through its type (`Box.get(bx)`): its receiver is the first argument. */
  readonly genericThroughType?: boolean;
  /** It is called on a value: the value's type, which fills the receiver's parameter (`b` of `b.with("s")`). */
  readonly genericReceiver?: Type;
}

/** One declaration of a method called with named arguments (its parameters, its signature as the call has it, how a generic one is instantiated). */
export interface NamedOverload {
  readonly method: MethodParameters;
  readonly sig: Signature;
  readonly genericCall?: GenericCall;
}

/**
 * `p.shift(1, 2)` of `Point.shift: (self: &mut Point, d: Int) -> Void` (a `T.m` method with `self`
 * first, on a record without type parameters: a generic record's methods take its parameters, fixed
 * per receiver), of an interface's function, or of a field holding a function (by its declared type):
 * `takes`, the counts of arguments its declarations take besides the receiver, when none takes as
 * many as the call passes; else `params`, the parameters the arguments fill (by position, or by
 * name with `byName`).
 */
export interface CheckedMethod {
  readonly name: string;
  /** The receiver is its `self` (a method, an interface's function), not an argument (a field holding a function). */
  readonly receiver: boolean;
  /** The receiver's parameter when it is not `self`: an attached function's first one (`m` of `pub bump_by: (m: &mut Meter, …)`); through the type, the receiver's name whatever it is (none for a static function). */
  readonly receiverName?: string;
  readonly takes?: readonly number[];
  /** With `takes`, of a method declared once: its parameters after the receiver (the E1010 help names those missing). */
  readonly declaredParams?: readonly Param[];
  readonly params?: readonly Param[];
  /** Called with named arguments: `params` are matched by name (an unknown name is E1002), the count is not checked. */
  readonly byName?: boolean;
  /** A variant's constructor called through its type (`Tok.num(7)`). */
  readonly variant?: boolean;
  /** A method or static function called through its type (`Counter.plus(c, 5)`): its receiver, if any, is the first argument. */
  readonly throughType?: boolean;
  /** Asked before an error is reported: false when another workspace file declares more of it (its calls are then not checked). */
  readonly confirmed: () => boolean;
}

/**
 * A method called with named arguments whose parameters are not known: on a
 * receiver of unknown type, or (`owner`) one whose type declares the method by
 * its type alone (an interface's method, a field of function type).
 */
export interface UnresolvedMethod {
  readonly method: string;
  readonly receiver: AstNode;
  /** The receiver's type, when it is known. */
  readonly owner?: string;
}

/** The parameters of a method, for the named arguments of its calls. */
export interface MethodParameters {
  /** `Table.add`: as the method's file names it (the container of its parameters). */
  readonly fn: string;
  readonly file: string;
  readonly names: ReadonlySet<string>;
  /** The declaring statement's offsets when the method is declared more than once (which overload's parameters). */
  readonly overload?: readonly [number, number];
  /**
   * A call no declaration takes by its names and count, of a method the calling file sees declared more than
   * once: the parameter names of those declarations. A name one of them has is a possible use of each such
   * parameter (which declaration the call means is not known), not a name no declaration has.
   */
  readonly overloadNames?: ReadonlySet<string>;
}

export interface CallFacts {
  readonly node: AstNode;
  /** The argument list (where arity and argument errors point). */
  readonly args: AstNode;
  readonly callee: Callee;
  readonly positional: readonly AstNode[];
  readonly named: readonly AstNode[];
  /** Types of the positional arguments. */
  readonly argTypes: readonly Type[];
  /** Types of the named arguments' values. */
  readonly namedTypes: readonly Type[];
  /** A function's parameters the positional arguments fill (those no named argument names); null when a named argument names none. */
  readonly params: readonly Param[] | null;
  /** The scope of the call (the names visible there). */
  readonly scope: Scope;
}

export interface OperandFacts {
  readonly node: AstNode | null;
  readonly type: Type;
}

export type OwnershipFinding =
  /** A read of a binding whose value was moved away (at `binding.moved`). */
  | { readonly kind: "moved-read"; readonly node: AstNode; readonly binding: Binding }
  /** The same movable binding passed by value twice in one call (`f(p, p)`): moved by the argument at `first`. */
  | { readonly kind: "moved-twice"; readonly node: AstNode; readonly binding: Binding; readonly first: AstNode }
  /** A binding holding a `&mut` borrow is copied to another name. */
  | { readonly kind: "linear-copy"; readonly node: AstNode; readonly binding: Binding }
  /** `&e` / `&mut e` whose base is a value binding. */
  | { readonly kind: "borrow"; readonly operand: AstNode; readonly binding: Binding; readonly write: boolean }
  /** A borrow taken while a conflicting one of the same binding is alive. */
  | { readonly kind: "borrow-conflict"; readonly at: AstNode; readonly binding: Binding; readonly write: boolean; readonly other: { readonly at: AstNode; readonly write: boolean; /** Bound to a name (alive to the end of its block), not a temporary of the statement. */ readonly named: boolean } };

export interface Checks {
  /** Findings from now on belong to top-level statement `index`. */
  item(index: number): void;
  /** The number of findings so far. */
  mark(): number;
  /** The findings since `mark` (kept by the memo with the statement). */
  since(mark: number): readonly unknown[];
  /** Findings of an earlier walk of an unchanged statement, in their order. */
  replay(findings: readonly unknown[]): void;
  /**
   * The reference's view only (reference-mode.ts): true when the value of
   * the binding walked since `mark` failed, so that the binding is dropped.
   */
  dropsBinding(mark: number): boolean;

  /** A name read that resolves to nothing visible in `scope`; `released` when a closed bare/while block declared it (R2). */
  unresolvedName(w: Walker, node: AstNode, released: Binding | null, scope: Scope): void;
  /** Every classified binding site but plain declarations. */
  binding(w: Walker, facts: BindingFacts): void;
  /** The annotation of a binding (refinement types). */
  annotation(w: Walker, type: AstNode): void;
  /** A value of type `actual` given where `expected` is required (`what` starts the message). */
  assignment(w: Walker, actual: Type, expected: Type, value: AstNode, at: Site, what: string): void;
  /** A call, after its arguments were walked. */
  call(w: Walker, facts: CallFacts): void;
  /** `receiver.name`, as resolved. */
  member(w: Walker, field: AstNode, receiver: Type, resolution: MemberResolution): void;
  /** A literal index into a tuple of `arity` elements. */
  tupleIndex(w: Walker, index: AstNode, arity: number, at: bigint): void;
  /** A unary or binary operator with its operands' types. */
  operator(w: Walker, node: AstNode, op: string, operands: readonly OperandFacts[]): void;
  /** The condition of an `if` (statement or expression form) or a `while`. */
  condition(w: Walker, node: AstNode, condition: AstNode, type: Type, form: "if-statement" | "if-expression" | "while"): void;
  /** What a `for` or `spawn for` loops over, with its type. */
  iterable(w: Walker, iterable: AstNode, type: Type): void;
  /** `operand?` in a function whose declared result is not `Result(T, E)` (reported before the operand is walked). */
  tryOutsideResult(w: Walker, question: AstNode): void;
  /** A `return` without a value in a function whose declared result is `result`, not Void. */
  bareReturn(w: Walker, node: AstNode, result: Type): void;
  /** A function declared to return `result` (not Void) whose body can end without a value; `close`: the body's `}`. */
  endsWithoutValue(w: Walker, close: AstNode, result: Type): void;
  /** `operand?` in a function returning `Result(T, E)`, with the operand's type and the function's error type. */
  tryOperand(w: Walker, question: AstNode, operand: Type, errorType: Type | null): void;
  /** `(a, b) = value` where the value is a tuple of `length` elements. */
  destructuring(w: Walker, node: AstNode, length: number, names: number): void;
  /** What the ownership analysis found. */
  ownership(w: Walker, finding: OwnershipFinding): void;
  /** `{{…}}` in an f-string, which the compiler reads as an interpolation of `expression` (walked since `mark`). */
  bracesInterpolated(w: Walker, content: AstNode, expression: AstNode, mark: number): void;
}

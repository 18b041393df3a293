// Type annotations (CST type nodes) to checker types (diagnostics.md §6.5
// "Type names in annotations", §7.2). Unknown names are opaque in the
// reference; we read them as `unknown` so that nothing is ever reported
// against them (no E1003, §6.2 import rule).
import type { AstNode } from "../../syntax/ast/ast.js";
import type { ProofDecl, TypeDecl } from "./declarations.js";
import { BUILTIN_TYPES } from "../model/builtins.js";
import { isBundle, isGenericInterface, isInterfaceLike, isTypeParameterType } from "./declarations.js";
import { groupedType, withoutGrouping } from "./grouping.js";
import { agreed, firstConflict, unify, type Inferred } from "./instantiate.js";
import { type ConstValue, evaluate } from "./const-eval.js";
import { builtinGeneric, display, prim, UNKNOWN, type Param, type ParamConflict, type PrimName, type Signature, type Type } from "./types.js";

/** Where annotation names are looked up. */
export interface TypeScope {
  /** A user type visible under `name`, with the file that declares it. */
  lookupType(name: string): { decl: TypeDecl; file: string } | undefined;
  /** The file whose names these are. */
  readonly file?: string;
  /** Annotations read in another file's scope: a type alias declared there names what its own file sees. */
  annotationsIn?(file: string): Annotations;
  /** `name` is bound by an import that failed: unknown, not opaque (its uses are not reported again, §6.2). */
  failedImport?(name: string): boolean;
}

const PRIMITIVE_NAMES: Record<string, PrimName> = {
  Int: "Int",
  Int64: "Int",
  int: "Int",
  int64: "Int",
  i64: "Int",
  Int32: "Int32",
  int32: "Int32",
  i32: "Int32",
  Int16: "Int16",
  int16: "Int16",
  i16: "Int16",
  Int8: "Int8",
  int8: "Int8",
  i8: "Int8",
  Float: "Float",
  Float64: "Float",
  float: "Float",
  float64: "Float",
  f64: "Float",
  Float32: "Float32",
  float32: "Float32",
  f32: "Float32",
  Bool: "Bool",
  bool: "Bool",
  Char: "Char",
  char: "Char",
  String: "String",
  string: "String",
  str: "String",
  Bytes: "Bytes",
  bytes: "Bytes",
  Void: "Void",
  void: "Void",
  Never: "Never",
  never: "Never",
};

export function primitiveNamed(name: string): PrimName | undefined {
  return Object.prototype.hasOwnProperty.call(PRIMITIVE_NAMES, name) ? PRIMITIVE_NAMES[name] : undefined;
}

/** Built-in type names that are not user-definable values (E1092 "type expression" arguments). */
export const BUILTIN_TYPE_NAMES = new Set([
  ...Object.keys(PRIMITIVE_NAMES),
  "Type",
  "List",
  "Dict",
  "Set",
  "Option",
  "Result",
  "Array",
  "Arc",
  "Weak",
  "Any",
]);

/** Names that never become opaque types (unchecked, generic-looking or built-in without a model). */
const OPAQUE_EXCLUDED = new Set([
  "Any", "Self", "T", "U", "K", "V", "E", "R", "Set", "Option", "Result", "Arc", "Weak", "Tuple",
  "Clone", "Dup", "Equal", "Debug", "Iterator", "Resource", "Formatter", "IsTrue", "Assert",
]);

/** Type-argument counts of the built-in generic types (§7.2): `[min, max]`. */
const GENERIC_ARITY: Record<string, readonly [number, number]> = {
  List: [1, 1],
  Set: [1, 1],
  Dict: [2, 2],
  Option: [1, 1],
  Result: [2, 2],
  Arc: [1, 1],
  Weak: [1, 1],
  Array: [1, 2],
};

const ARITY_HINT: Record<string, string> = {
  Dict: " (key and value: `Dict(String, Int)`)",
  Result: " (value and error: `Result(Int, String)`)",
  Array: " (element type, and optionally a length: `Array(Int, 4)`)",
};

export interface SignatureOptions {
  /** `(Int) -> Rarity` in a type body: a bare name is a parameter's type, not its name (§6.3). */
  readonly bareNamesAreTypes?: boolean;
  /**
   * A binding signature's later group (`(k: Int) -> (Float) -> Float`): a bare
   * name is a parameter's type, as in any type position, and calls are checked
   * as with named parameters (it is format_source's form of `-> ((x: Float) -> Float)`).
   */
  readonly laterGroup?: boolean;
}

export class Annotations {
  /**
   * The signatures read so far, by function type and form: a walk asks again for the same
   * declaration at each call of it (a method's overloads at every method call), and a signature
   * is a function of the node and these annotations alone.
   */
  private readonly signatures = new Map<AstNode, Signature>();
  private readonly typeBodySignatures = new Map<AstNode, Signature>();

  constructor(
    private readonly scope: TypeScope,
    /** Type parameters in scope: they stay unknown (named, with their interface bounds). */
    private readonly generics: ReadonlyMap<string, Type> = new Map(),
    /**
     * False for another file's annotations: its own imports are not resolved
     * here, so a name it does not declare is unknown rather than opaque.
     */
    private readonly opaqueNames = true,
    /** Type parameters bound to types: a generic record's arguments, a call's inferred ones. */
    private readonly bindings: ReadonlyMap<string, Type> = new Map(),
  ) {}

  /** These annotations with `types` visible too, before the others (the types a `use` inside a block imports, there). */
  withTypes(types: ReadonlyMap<string, { decl: TypeDecl; file: string }>): Annotations {
    const outer = this.scope;
    const scope: TypeScope = {
      ...(outer.file !== undefined ? { file: outer.file } : {}),
      ...(outer.annotationsIn ? { annotationsIn: (f: string) => outer.annotationsIn!(f) } : {}),
      ...(outer.failedImport ? { failedImport: (name: string) => outer.failedImport!(name) } : {}),
      lookupType: (name) => types.get(name) ?? outer.lookupType(name),
    };
    return new Annotations(scope, this.generics, this.opaqueNames, this.bindings);
  }

  /**
   * The type of a field or variant written in a type body, or of a
   * parameter: a function type's bare names are types there (§3.3, §6.3).
   */
  memberType(node: AstNode | null): Type {
    return node?.type === "function_type" ? { k: "fn", sig: this.signature(node, { bareNamesAreTypes: true }) } : this.type(node);
  }

  /**
   * A curried signature's next group, as its calls take it: the first group's
   * names are unknown types there (`(N: Int) -> (n: N) -> Int`: `N` is a
   * constant, no type one can check a value against).
   */
  private laterGroupSignature(inner: Annotations, first: readonly Param[], group: AstNode): Signature {
    return inner.withGenerics(first.map((p) => p.name).filter((n) => n !== "")).signature(group, { laterGroup: true });
  }

  /** The type declared under `name` where these annotations are read (this file's, an import's). */
  lookupTypeDecl(name: string): { decl: TypeDecl; file: string } | undefined {
    return this.scope.lookupType(name);
  }

  /** These annotations with type parameters of the given types in scope (each named, bounded as given). */
  withGenericTypes(types: ReadonlyMap<string, Type>): Annotations {
    return new Annotations(this.scope, new Map([...this.generics, ...types]), this.opaqueNames, this.bindings);
  }

  /** The type parameter a group entry declares (`P: Planner`: unknown, bounded by `Planner` as seen here), or undefined. */
  typeParameter(entry: AstNode): Type | undefined {
    const { annotations, names } = this.withTypeParameters([entry]);
    return names.length === 1 ? annotations.generics.get(names[0]!) : undefined;
  }

  withGenerics(names: Iterable<string>): Annotations {
    const all = new Map(this.generics);
    for (const name of names) all.set(name, { k: "unknown", param: { name, bounds: [] } });
    return new Annotations(this.scope, all, this.opaqueNames, this.bindings);
  }

  /**
   * These annotations with the type parameters among `entries` (the entries
   * of a parameter group: `T: Type`, `T: Show + Ord`, `T: Show`) in scope,
   * each bound by the user interfaces its type names; and their names.
   */
  withTypeParameters(entries: readonly AstNode[]): { readonly annotations: Annotations; readonly names: string[] } {
    const params = entries.filter((e) => e.type === "parameter" && isGenericParam(e, this.scope));
    if (params.length === 0) return { annotations: this, names: [] };
    const all = new Map(this.generics);
    const names: string[] = [];
    for (const param of params) {
      const name = param.get("name")?.leafText ?? "";
      const type = param.get("type");
      const boundNodes = type?.type === "type_bounds" ? type.namedChildren : type?.type === "type_identifier" || type?.type === "generic_type" ? [type] : [];
      const bounds = boundNodes.flatMap((b) => this.boundInterfaces(b));
      all.set(name, { k: "unknown", param: { name, bounds } });
      names.push(name);
    }
    return { annotations: new Annotations(this.scope, all, this.opaqueNames, this.bindings), names };
  }

  /**
   * The user interfaces a bound names: an interface, or those a bundle
   * (`Both: Type = { Named, Sized }`) lists that are visible here.
   */
  private boundInterfaces(bound: AstNode): Type[] {
    const type = this.type(bound);
    if (type.k === "iface") return [type];
    // A generic interface (`Iter(T)`), which the checker reads as a record of its entries: its members are the bound's.
    if (type.k === "record" && isGenericInterface(this.scope.lookupType(type.name)?.decl)) return [type];
    const found = bound.type === "type_identifier" ? this.scope.lookupType(bound.leafText) : undefined;
    if (found?.decl.kind !== "record" || !isBundle(found.decl)) return [];
    return found.decl.interfaces.flatMap((name) => {
      const listed = this.scope.lookupType(name);
      return listed?.decl.kind === "iface" ? [{ k: "iface" as const, name: listed.decl.name, file: listed.file }] : [];
    });
  }

  /** These annotations with type parameters bound (`T` read as `Int`); the others stay as they are. */
  withBindings(bindings: ReadonlyMap<string, Type>): Annotations {
    if (bindings.size === 0) return this;
    return new Annotations(this.scope, this.generics, this.opaqueNames, new Map([...this.bindings, ...bindings]));
  }

  type(node: AstNode | null, depth = 0): Type {
    if (!node || depth > 20) return UNKNOWN;
    switch (node.type) {
      case "type_identifier":
        return this.named(node.leafText, depth);
      case "meta_type":
        return { k: "meta" };
      case "generic_type":
        return this.generic(node, depth);
      case "tuple_type": {
        // `((x: Int) -> Int)`, `(Int)`: parentheses group (syntax.md §6.1), they make no new type.
        const grouped = groupedType(node);
        if (grouped) return this.type(grouped, depth + 1);
        const elems = node.namedChildren.map((c) => this.type(c, depth + 1));
        return elems.length === 0 ? prim("Void") : { k: "tuple", elems };
      }
      case "function_type":
        // Only a binding's own annotation reads bare names as parameter names (syntax.md §3.3); inside another
        // type (`List((Int) -> Int)`, `&(Int) -> Int`) a function type is an ordinary one.
        return { k: "fn", sig: this.signature(node, depth > 0 ? { bareNamesAreTypes: true } : {}) };
      case "reference_type":
        return { k: "ref", mut: isMutReference(node), inner: this.type(node.get("type"), depth + 1) };
      case "pointer_type":
        return { k: "ptr", inner: this.type(node.get("type"), depth + 1) };
      default:
        return UNKNOWN;
    }
  }

  /**
   * An argument of a generic record instantiated by a call (`SafeArray(Int, 3)`, diagnostics.md §6.6), as
   * the annotation `SafeArray(Int, 3)` reads it: for a type parameter, the type an identifier names (other
   * forms unknown); for a constant, its value, shown as written.
   */
  instantiationArgument(node: AstNode, isType: boolean): Type {
    if (isType) return node.type === "identifier" || node.type === "type_identifier" ? this.named(node.leafText, 0) : UNKNOWN;
    if (node.type === "identifier") return constantArgument(node);
    const value = evaluate(node, new Map());
    return value === undefined ? UNKNOWN : literalConstant(value);
  }

  private named(name: string, depth: number): Type {
    const bound = this.bindings.get(name);
    if (bound) return bound;
    const parameter = this.generics.get(name);
    if (parameter) return parameter;
    const p = primitiveNamed(name);
    if (p) return prim(p);
    if (name === "Type") return { k: "meta" };
    const found = this.scope.lookupType(name);
    if (!found) {
      switch (name) {
        case "List":
          return { k: "list", elem: UNKNOWN };
        case "Array":
          return { k: "list", elem: UNKNOWN, array: {} };
        case "Dict":
          return { k: "dict", key: UNKNOWN, value: UNKNOWN };
        default:
          // `Any` is unchecked; built-in names without a model and names a failed import binds stay unknown; other names are opaque.
          return !this.opaqueNames || OPAQUE_EXCLUDED.has(name) || this.scope.failedImport?.(name) ? UNKNOWN : { k: "opaque", name };
      }
    }
    const { decl, file } = found;
    switch (decl.kind) {
      case "record":
        // A generic record named without its arguments (`self: &Shelf` in a method of `Shelf(T)`): the record,
        // its arguments not known, as with the wrong number of them (119a F1: its fields and methods were `?`).
        return { k: "record", name: decl.name, file };
      case "iface":
        return { k: "iface", name: decl.name, file };
      case "alias": {
        // `Alias: Type = Thing` of another file names that file's `Thing`, which this one may not see.
        const home = file !== this.scope.file && this.scope.file !== undefined ? this.scope.annotationsIn?.(file) : undefined;
        return (home ?? this).type(decl.typeNode, depth + 1);
      }
      default:
        return UNKNOWN;
    }
  }

  private generic(node: AstNode, depth: number): Type {
    const name = node.get("name")?.leafText ?? "";
    const args = node.get("arguments")?.namedChildren ?? [];
    const arg = (i: number): Type => this.type(args[i] ?? null, depth + 1);
    if (this.generics.has(name) || this.bindings.has(name)) return UNKNOWN;
    const user = this.scope.lookupType(name);
    if (user) {
      if (user.decl.kind === "proof") return proofBase(user.decl);
      if (user.decl.kind !== "record") return UNKNOWN;
      const params = user.decl.params;
      // `Pair(String, Vec2)`: the arguments, one per parameter (a constant's is not a type).
      if (!params || params.length !== args.length) return { k: "record", name: user.decl.name, file: user.file };
      return { k: "record", name: user.decl.name, file: user.file, args: params.map((p, i) => (p.isType ? arg(i) : constantArgument(args[i]!))) };
    }
    const arity = GENERIC_ARITY[name];
    if (arity && (args.length < arity[0] || args.length > arity[1])) {
      const takes = arity[0] === arity[1] ? `${arity[0]}` : `${arity[0]} or ${arity[1]}`;
      return { k: "opaque", name: `${name}(${args.map((_, i) => display(arg(i))).join(", ")})`, malformed: `${name} takes ${takes} type argument${arity[1] === 1 ? "" : "s"}${ARITY_HINT[name] ?? ""}, not ${args.length}` };
    }
    // `Array(T, N)`: only its element type is read (N is a constant, shown as written).
    if (name === "Array") return { k: "list", elem: arg(0), array: args[1] ? { size: display(constantArgument(args[1])) } : {} };
    const builtin = builtinGeneric(name, args.map((_, i) => arg(i)));
    if (builtin) return builtin;
    // `Vec(Int)`, `HashMap(String, Int)`: a name nothing declares is as opaque applied as bare (§6.5).
    const known = BUILTIN_TYPES.has(name) || OPAQUE_EXCLUDED.has(name) || this.scope.failedImport?.(name);
    if (!this.opaqueNames || known) return UNKNOWN;
    // Shown as written: a constant argument (`Foo(3)`) by its value, a type by its type.
    const shown = args.map((a, i) => {
      const value = evaluate(a, new Map());
      return value === undefined ? display(arg(i)) : typeof value === "string" ? JSON.stringify(value) : String(value);
    });
    return { k: "opaque", name, applied: `${name}(${shown.join(", ")})` };
  }

  /**
   * A function type as a callable signature (§6.4). Calls are checked only
   * for a single parameter group whose every parameter is named and typed
   * and none is a type parameter.
   */
  signature(fnType: AstNode, options: SignatureOptions = {}): Signature {
    if (options.laterGroup === true) return this.readSignature(fnType, options);
    const cache = options.bareNamesAreTypes === true ? this.typeBodySignatures : this.signatures;
    let sig = cache.get(fnType);
    if (!sig) cache.set(fnType, (sig = this.readSignature(fnType, options)));
    return sig;
  }

  private readSignature(fnType: AstNode, options: SignatureOptions): Signature {
    const list = fnType.get("parameters");
    const resultNode = fnType.get("result");
    const entries = list?.namedChildren ?? [];
    const { annotations: inner, names: generics } = this.withTypeParameters(entries);
    // `(T: Type) -> ((x: T) -> T)`: a group of type parameters only, whose
    // result is the function itself (§6.1, §6.4): its value parameters are
    // those of the inner group, the type parameters are inferred at the call.
    const innerFunction = generics.length > 0 && generics.length === entries.length ? parenthesisedFunction(resultNode) : null;
    // Argument shapes are checked, and their count (§6.4: the value parameters after the leading type parameters).
    if (innerFunction) {
      const own = inner.signature(innerFunction);
      return {
        ...own,
        checkArity: countable(own.params) && parenthesisedFunction(innerFunction.get("result")) === null && innerFunction.get("result")?.type !== "function_type",
        generic: true,
        instantiate: inner.instantiation(innerFunction, generics),
        expects: inner.expectation(innerFunction, generics),
        conflict: conflictOf(innerFunction, generics),
      };
    }
    let untyped = false;
    const params: Param[] = [];
    for (const entry of entries) {
      if (entry.type === "parameter") {
        const typeNode = entry.get("type");
        const name = entry.get("name")?.leafText ?? "";
        if (generics.includes(name)) continue;
        // A parameter's type is a type position: `(f: (Int) -> Int)` is an ordinary function type (§3.3).
        params.push({ name, type: inner.memberType(typeNode), typed: typeNode !== null, borrow: borrowOf(typeNode) });
      } else {
        // `(Int, Int) -> Int`: the reference reads bare names as untyped parameters in a binding's
        // signature, and its calls are not checked; in a type body they are the parameters' types
        // (§6.3), shown as such, its calls still unchecked.
        const asType = options.bareNamesAreTypes === true || options.laterGroup === true;
        untyped ||= options.laterGroup !== true;
        // (Read as inside another type: `((Int) -> Bool) -> Msg`'s parameter is the function type `(Int) -> Bool`.)
        const type = asType ? inner.type(entry, 1) : UNKNOWN;
        // `(&Reading) -> Bool`: an unnamed `&` parameter borrows its argument as a named one does (format_source
        // writes a parenthesised result's parameters so: `-> ((r: &Reading) -> Bool)` becomes `-> (&Reading) -> Bool`).
        params.push({ name: asType ? "" : entry.leafText, type, typed: options.laterGroup === true, borrow: borrowOf(entry) });
      }
    }
    // Several parameter groups (`(T: Type) -> (x: T) -> T`, `(N: Int) -> (s: String) -> String`)
    // are called curried or with inferred type arguments: not checked, result unknown.
    const curried = resultNode?.type === "function_type";
    // A group that mixes type and value parameters (`(T: Type, x: T) -> T`,
    // `(x: Type) -> Int`) is not checked: the reference accepts `show(Int)`
    // for `show: (x: Type) -> Int` (probe N08).
    const checkable = !untyped && generics.length === 0 && !curried;
    // A type function (`Table: (V: Type) -> Type = Dict(String, V)`) gives a type whatever its parameters are.
    const typeResult = resultNode?.type === "meta_type";
    const result: Type = typeResult ? { k: "meta" } : resultNode && !curried && generics.length === 0 ? inner.type(resultNode) : UNKNOWN;
    // `(A: Type, B: Type) -> (xs: &List(A), ys: &List(B)) -> List(Pair(A, B))`, called `zip(names, areas)`:
    // the arguments fill the value group, whose result is instantiated with the types they give.
    const valueGroup = generics.length > 0 && generics.length === entries.length && resultNode?.type === "function_type" ? resultNode : null;
    if (valueGroup) {
      // Its value parameters and result as the inner group declares them (type parameters unknown), for display,
      // ownership and its lambda's parameters; calls stay unchecked. Only a binding's own first group reads bare
      // names as names: `(T: Type) -> (Int) -> Int` (format_source's form of `-> ((x: Int) -> Int)`, vector 019)
      // takes an `Int`.
      const group = inner.signature(valueGroup, { laterGroup: true });
      return {
        ...group,
        applied: (types) => {
          const bound = inner.withBindings(new Map(generics.map((name, i) => [name, types[i] ?? UNKNOWN])));
          const own = bound.signature(valueGroup, { laterGroup: true });
          return { ...own, checkArity: countable(own.params) && valueGroup.get("result")?.type !== "function_type", checkTypes: true };
        },
        // Counted as a one-group function's (§6.4: after stripping the type parameters), unless it is curried on.
        checkArity: countable(group.params) && valueGroup.get("result")?.type !== "function_type",
        checkTypes: false,
        generic: true,
        instantiate: inner.instantiation(valueGroup, generics),
        expects: inner.expectation(valueGroup, generics),
        conflict: conflictOf(valueGroup, generics),
      };
    }
    // `describe: (t: Type, n: Int) -> String`, `show: (x: Type) -> Int`: type parameters leading the values' group
    // (or alone in it). Calls pass them (`describe(Int, 3)`; the reference accepts `show(Int)`, probe N08) or leave
    // them inferred (`describe(3)`, §6.6): not counted as declared, the count tells the two forms apart (calledForm).
    const leading = generics.length > 0 && !curried && !untyped && entries.slice(0, generics.length).every((e) => generics.includes(e.get("name")?.leafText ?? ""));
    if (leading) {
      const declared: Signature = {
        params,
        // The result a type parameter does not make unknown (`describe(Int, 3)` is a String; 103c E3).
        result: typeResult ? { k: "meta" } : resultNode ? inner.type(resultNode) : UNKNOWN,
        checkArity: false,
        checkTypes: false,
        generic: true,
        instantiate: inner.instantiation(fnType, generics),
        expects: inner.expectation(fnType, generics),
        conflict: conflictOf(fnType, generics),
        typeArguments: { count: generics.length, names: generics, explicit: (types) => ({ ...inner.explicitForm(entries, resultNode, generics, types), explicitOf: declared }) },
      };
      return declared;
    }
    const firstGroup = curried && !untyped && generics.length === 0 && params.every((p) => p.typed);
    return { params, result, checkArity: checkable, checkTypes: checkable, ...(curried && resultNode ? { curried: this.laterGroupSignature(inner, params, resultNode) } : {}), ...(firstGroup ? { checkFirstGroup: true } : {}) };
  }

  /**
   * A group led by type parameters (`(t: Type, n: Int) -> String`) as a call passing them takes it: each
   * type parameter a `Type` value, bound to the type given in its place (`describe(Int, 3)`) for the
   * values' types and the result; counted and checked as a plain signature.
   */
  private explicitForm(entries: readonly AstNode[], resultNode: AstNode | null, generics: readonly string[], types: readonly Type[]): Signature {
    const bound = this.withBindings(new Map(generics.map((name, i) => [name, types[i] ?? UNKNOWN])));
    const params: Param[] = entries.map((entry) => {
      const name = entry.get("name")?.leafText ?? "";
      const typeNode = entry.get("type");
      return { name, type: generics.includes(name) ? { k: "meta" } : bound.memberType(typeNode), typed: true, borrow: borrowOf(typeNode) };
    });
    const result: Type = resultNode?.type === "meta_type" ? { k: "meta" } : resultNode ? bound.type(resultNode) : UNKNOWN;
    return { params, result, checkArity: countable(params), checkTypes: true };
  }

  /**
   * The result of a call of `fn` (the value group of a generic function whose
   * type parameters are `generics`) for its arguments' types (instantiate.ts),
   * those they leave unknown by the result `expected` of it, when given.
   */
  private instantiation(fn: AstNode, generics: readonly string[]): (argTypes: readonly Type[], expected?: Type) => Type {
    const valueParams = valueParameters(fn, generics);
    const resultNode = fn.get("result");
    return (argTypes, expected) => {
      // `g(Int)`: type arguments passed explicitly (then called again with the values): not inferred here.
      if (!resultNode || argTypes.some((t) => t.k === "meta")) return UNKNOWN;
      return this.boundBy(valueParams, argTypes, generics, expected ? { node: resultNode, type: expected } : undefined).type(resultNode);
    };
  }

  /**
   * The type of positional parameter `index` of `fn` (the value group of a
   * generic function whose type parameters are `generics`) once the
   * parameters before it are unified with the arguments' types `before`.
   */
  private expectation(fn: AstNode, generics: readonly string[]): (index: number, before: readonly Type[], result?: Type) => Type {
    const valueParams = valueParameters(fn, generics);
    const resultNode = fn.get("result");
    return (index, before, result) => {
      const wanted = valueParams[index]?.get("type");
      if (!wanted || before.some((t) => t.k === "meta")) return UNKNOWN;
      // Read as the signature reads its parameters' types (a function type there takes bare names as types: `f: (T) -> T`).
      return this.boundBy(valueParams, before, generics, result && resultNode ? { node: resultNode, type: result } : undefined).memberType(wanted);
    };
  }

  /**
   * These annotations with the type parameters `generics` bound by unifying the parameters' types with the
   * arguments' (instantiate.ts); those no argument fixes, by unifying the declared result with `expected`.
   */
  private boundBy(valueParams: readonly AstNode[], argTypes: readonly Type[], generics: readonly string[], expected?: { readonly node: AstNode; readonly type: Type }): Annotations {
    const params = new Set(generics);
    const inferred: Inferred = new Map();
    argTypes.forEach((actual, i) => unify(valueParams[i]?.get("type") ?? null, actual, params, inferred));
    // A type parameter no argument fixes is not known (`last_of(xs)` with `xs` untyped is no `T`); one
    // bounded by interfaces stays itself (its members are the bounds').
    const bindings = agreed(inferred);
    if (expected) {
      const fromContext: Inferred = new Map();
      unify(expected.node, expected.type, params, fromContext);
      for (const [name, type] of agreed(fromContext)) if ((bindings.get(name) ?? UNKNOWN).k === "unknown" && type.k !== "unknown") bindings.set(name, type);
    }
    for (const name of generics) {
      const parameter = this.generics.get(name);
      if (!bindings.has(name) && !(parameter?.k === "unknown" && parameter.param && parameter.param.bounds.length > 0)) bindings.set(name, UNKNOWN);
    }
    return this.withBindings(bindings);
  }
}

/** The conflict finder of a call of `fn` (a generic function's value group; instantiate.ts). */
function conflictOf(fn: AstNode, generics: readonly string[]): (argTypes: readonly Type[]) => ParamConflict | null {
  const valueParams = valueParameters(fn, generics);
  const params = new Set(generics);
  return (argTypes) => (argTypes.some((t) => t.k === "meta") ? null : firstConflict(valueParams, argTypes, params));
}

/** The value parameters of `fn`'s group: its parameters but the type parameters `generics` when they lead it (`(T: Type, xs: List(T))`). */
function valueParameters(fn: AstNode, generics: readonly string[]): AstNode[] {
  return (fn.get("parameters")?.namedChildren ?? []).filter((e) => e.type === "parameter" && !generics.includes(e.get("name")?.leafText ?? ""));
}

/** `((x: T) -> T)`: a function type in parentheses, else null. */
function parenthesisedFunction(node: AstNode | null): AstNode | null {
  const inner = functionTypeIn(node);
  return inner !== node ? inner : null;
}

/** The function type `node` is, bare or in parentheses (`((a: Account) -> Float)`), else null. */
/**
 * A constant argument of a generic record (`8` of `Ring(String, 8)`, `N` where `N: Int` is a
 * parameter around it): unknown to every rule, as a constant is no type, but shown as written, so
 * that the instance displays as `Ring(String, 8)` rather than `Ring`.
 */
function constantArgument(node: AstNode): Type {
  if (node.type === "type_identifier" || node.type === "identifier") return { k: "unknown", param: { name: node.leafText, bounds: [] } };
  // `Flag(true)`: a Bool constant, compared as an Int one is (99g D5: it was unknown, so never compared).
  const value = node.type === "literal_type" || node.type === "boolean_literal" ? evaluate(node, new Map()) : undefined;
  return value === undefined ? UNKNOWN : literalConstant(value);
}

/** A constant argument known by its value (`3`): shown as written, and instances are compared by it. */
function literalConstant(value: ConstValue): Type {
  return { k: "unknown", param: { name: typeof value === "string" ? JSON.stringify(value) : String(value), bounds: [], literal: true } };
}

/**
 * The function type a type-body entry names its parameters in
 * (queries/locals.scm captures the same): its annotation, or, with positions,
 * the one they bind (`fee: ((a: Account) -> Float)[0]`); else null.
 */
export function entryFunctionType(annotation: AstNode | null, hasPositions: boolean): AstNode | null {
  if (annotation?.type === "function_type") return annotation;
  const grouped = annotation?.type === "tuple_type" && hasPositions ? annotation.namedChildren : [];
  return grouped.length === 1 && grouped[0]!.type === "function_type" ? grouped[0]! : null;
}

export function functionTypeIn(node: AstNode | null): AstNode | null {
  const current = withoutGrouping(node);
  return current?.type === "function_type" ? current : null;
}

/** `T: Type`, `T: Ord + Show`, or `T: SomeInterface` (§6.6): inferred at the call, not passed. */
function isGenericParam(param: AstNode, scope: TypeScope): boolean {
  const type = param.get("type");
  if (isTypeParameterType(type)) return true;
  // `T: Show` names a type; `self: Sensor` or `item: Show` is a value of the interface (a receiver, dynamic dispatch).
  if (type?.type === "type_identifier" && /^[A-Z]/.test(param.get("name")?.leafText ?? "")) {
    const decl = scope.lookupType(type.leafText)?.decl;
    // An interface, or a bundle of interfaces (a body that only lists them).
    if (isInterfaceLike(decl)) return true;
    // Bound by a name whose import failed (reported there, E5001/E5003): most likely the interface it was meant to be,
    // so `P` stays a type parameter rather than an undeclared type whose members are all missing (58a friction).
    if (!decl && scope.failedImport?.(type.leafText)) return true;
    return ["Clone", "Dup", "Equal", "Debug", "Iterator", "Resource", "Ord", "Show", "Eq", "Hash"].includes(type.leafText);
  }
  // `I: Iter(T)`: bound by a generic interface applied (or the std `Iterator(T)` of the docs' `collect`; 88b D2).
  if (type?.type === "generic_type" && /^[A-Z]/.test(param.get("name")?.leafText ?? "")) {
    const name = type.get("name")?.leafText ?? "";
    return isGenericInterface(scope.lookupType(name)?.decl) || name === "Iterator";
  }
  return false;
}

export function isMutReference(node: AstNode): boolean {
  return node.children.some((c) => !c.named && (c.type === "&mut" || c.type === "mut"));
}

export function borrowOf(type: AstNode | null): "none" | "read" | "write" {
  if (type?.type !== "reference_type") return "none";
  return isMutReference(type) ? "write" : "read";
}

/**
 * `Percent(50)` of `Percent: (v: Int) -> Type = { v >= 0 and v <= 100 }`: a
 * refinement of its value parameters' built-in type (a value of it is an
 * `Int` whose predicate holds, syntax.md §6; the predicate is checked by
 * check/refinements.ts), so hover shows `Int` and arithmetic on it is typed.
 * `InRange: (lo: Int, hi: Int) -> Type` refines `Int` as well: every
 * parameter has that one built-in type. Any other proof type (parameters of
 * different or declared types) stays unknown: which of them the value is
 * would be a guess.
 */
function proofBase(decl: ProofDecl): Type {
  const params = decl.node.get("parameters")?.children.filter((p) => p.type === "parameter") ?? [];
  const bases = new Set(params.map((param) => {
    const typeNode = param.get("type");
    return typeNode?.type === "type_identifier" ? primitiveNamed(typeNode.leafText) : undefined;
  }));
  const [base] = bases;
  return bases.size === 1 && base ? prim(base) : UNKNOWN;
}

/** A value group whose arguments can be counted: every parameter named and typed, none variadic. */
function countable(params: readonly Param[]): boolean {
  return params.every((p) => p.typed && p.name !== "" && !p.variadic);
}

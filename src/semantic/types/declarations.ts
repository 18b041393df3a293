// The top-level declarations of one file (diagnostics.md §6.0 step 2): record
// types, interfaces, aliases, generic records with their `Assert` fields,
// proof functions (refinement predicates), functions with their signature
// nodes, methods and top-level values. Plain data over the AST; the type
// pass turns annotation nodes into types lazily (see annotations.ts).
import { dataOf, type AstNode } from "../../syntax/ast/ast.js";
import { memberKinds } from "../model/member-kinds.js";
import { constructsType } from "../modules/type-body.js";
import { withoutGrouping } from "./grouping.js";

export interface FieldDecl {
  readonly name: string;
  readonly typeNode: AstNode | null;
  readonly hasDefault: boolean;
  /** `fee: ((a: Account) -> Float)[0] = …`: the positions the receiver fills when the field is called as a method (empty: none). */
  readonly positions: readonly number[];
}

export interface RecordDecl {
  readonly kind: "record";
  readonly name: string;
  readonly file: string;
  readonly node: AstNode;
  readonly fields: readonly FieldDecl[];
  /** Every member name the body declares (fields, method bindings, constructors). */
  readonly members: ReadonlySet<string>;
  /** `deposit = add_funds[0]` in the body: method name → the function it binds, at which positions. */
  readonly bindings: ReadonlyMap<string, BoundMethod>;
  /** The entries that are variants (model/member-kinds.ts: a variant set's constructors). */
  readonly variants: ReadonlySet<string>;
  /** Bare type names listed in the body: implemented interfaces. */
  readonly interfaces: readonly string[];
  /** Parameters of a generic record (`(T: Type, N: Int) -> Type`), else null. */
  readonly params: readonly GenericParam[] | null;
  /** Predicates of `Assert(…)` / `IsTrue(…)` fields (E1062). */
  readonly asserts: readonly AstNode[];
}

/** A method bound to a function by position (syntax.md §3.7: `deposit = add_funds[0]`). */
export interface BoundMethod {
  /** The function bound. */
  readonly fn: string;
  /** The parameter positions the receiver fills (0-based); empty when not written as integers. */
  readonly positions: readonly number[];
  /** The module the function is named through (`Account.fee = m.fee_of[0]` with `use model as m`: `m`). */
  readonly module?: string;
}

export interface GenericParam {
  readonly name: string;
  /** True for a type parameter (`T: Type`, a bound list, or an interface: `P: Planner`), false for a constant (`N: Int`). */
  readonly isType: boolean;
  /** The `parameter` node (`P: Planner`): its bounds are read with the scope (Annotations.withTypeParameters). */
  readonly node: AstNode;
}

export interface ProofDecl {
  readonly kind: "proof";
  readonly name: string;
  /** The declaring statement. */
  readonly node: AstNode;
  readonly params: readonly string[];
  /** Its items, each a predicate (`{ v >= 0, v <= 100 }`: both must hold). */
  readonly predicates: readonly AstNode[];
}

export interface AliasDecl {
  readonly kind: "alias";
  readonly name: string;
  /** The declaring statement. */
  readonly node: AstNode;
  readonly typeNode: AstNode;
}

export interface InterfaceDecl {
  readonly kind: "iface";
  readonly name: string;
  /** The declaring statement. */
  readonly node: AstNode;
  readonly members: ReadonlySet<string>;
  /** Each member's declared (function) type. */
  readonly memberTypes: ReadonlyMap<string, AstNode | null>;
  /** Members declared with a default (`attr: (s: String) -> String = (s) => s`): optional when the type is built. */
  readonly defaults: ReadonlySet<string>;
  /** Bare type names listed in the body: the interfaces it extends. */
  readonly listed: readonly string[];
}

export type TypeDecl = RecordDecl | ProofDecl | AliasDecl | InterfaceDecl;

export interface FnDecl {
  readonly name: string;
  /** The binding statement. */
  readonly node: AstNode;
  /** The annotation when it is a function type, else null. */
  readonly typeNode: AstNode | null;
  /** The value when it is a lambda, else null. */
  readonly lambda: AstNode | null;
  /** A method `T.m` declared more than once (overloads, syntax.md §3.3): every declaration, this one first. */
  readonly overloads?: readonly FnDecl[];
}

export interface Declarations {
  readonly file: string;
  readonly types: ReadonlyMap<string, TypeDecl>;
  /** Functions by name (several bindings of one name are overloads). */
  readonly functions: ReadonlyMap<string, readonly FnDecl[]>;
  /** `T.m` methods: type name → method name → declaration. */
  readonly methods: ReadonlyMap<string, ReadonlyMap<string, FnDecl>>;
  /** Top-level values (not functions): name → first binding statement. */
  readonly values: ReadonlyMap<string, AstNode>;
}

export function collectDeclarations(file: string, root: AstNode): Declarations {
  const types = new Map<string, TypeDecl>();
  const functions = new Map<string, FnDecl[]>();
  const methods = new Map<string, Map<string, FnDecl>>();
  const values = new Map<string, AstNode>();
  for (const statement of root.children) {
    const own = statementDeclarations(file, statement);
    if (!own) continue;
    // The first declaration of a name wins, as if the statements were read in order.
    if (own.types) for (const [name, decl] of own.types) if (!types.has(name)) types.set(name, decl);
    if (own.functions) {
      for (const [name, list] of own.functions) {
        const all = functions.get(name);
        if (all) all.push(...list);
        else functions.set(name, [...list]);
      }
    }
    if (own.methods) {
      for (const [owner, table] of own.methods) {
        let all = methods.get(owner);
        if (!all) methods.set(owner, (all = new Map()));
        for (const [name, decl] of table) {
          const first = all.get(name);
          // A method declared again is an overload (§3.3): the first declaration stands, with all of them.
          all.set(name, first ? { ...first, overloads: [...(first.overloads ?? [first]), decl] } : decl);
        }
      }
    }
    if (own.values) for (const [name, node] of own.values) if (!values.has(name)) values.set(name, node);
  }
  return { file, types, functions, methods, values };
}

/**
 * The name of the type `fn` is attached to as a method, as written: a `pub`
 * function whose first parameter is of that type (`pub widen: (b: &Box, k:
 * Int) -> Box`), callable as `b.widen(3)` where the type has no member of
 * that name (modules-and-workspace.md §3.4, §4.5); a type of its own file
 * only. Undefined for any other function.
 */
export function attachedTypeName(fn: FnDecl): string | undefined {
  if (!fn.node.children.some((c) => c.type === "visibility_modifier") || fn.typeNode?.type !== "function_type") return undefined;
  const first = firstParameterType(valueGroup(fn.typeNode));
  const named = first?.type === "generic_type" ? first.get("name") : first;
  return named?.type === "type_identifier" ? named.leafText : undefined;
}

/**
 * The group of a function type that takes values: after a group of type parameters only
 * (`(T: Type) -> (b: &Box(T)) -> T`, syntax.md §3.4), the function that follows it.
 */
function valueGroup(fnType: AstNode): AstNode {
  const params = fnType.get("parameters")?.namedChildren.filter((p) => p.type === "parameter") ?? [];
  if (params.length === 0 || !params.every((p) => isTypeParameterType(p.get("type")))) return fnType;
  const result = withoutGrouping(fnType.get("result"));
  return result?.type === "function_type" ? result : fnType;
}

/** The declared type of a function type's first parameter, a reference's target for `&T` / `&mut T`. */
export function firstParameterType(fnType: AstNode): AstNode | null {
  const first = fnType.get("parameters")?.namedChildren.find((p) => p.type === "parameter")?.get("type") ?? null;
  return first?.type === "reference_type" ? first.get("type") : first;
}

/** Overload lists searched often enough to keep a set of their statements (a name can have thousands of overloads). */
const overloadSets = new WeakMap<readonly FnDecl[], ReadonlySet<AstNode>>();

/**
 * Whether `statement` declares one of `overloads` (a list of
 * `Declarations.functions`, complete once collected). Constant time for a
 * long list: the walk asks this for every statement of the file, and
 * scanning the list made a file of N bindings of one name cost N².
 */
export function isOverload(overloads: readonly FnDecl[], statement: AstNode): boolean {
  if (overloads.length <= 8) return overloads.some((f) => f.node === statement);
  let set = overloadSets.get(overloads);
  if (!set) overloadSets.set(overloads, (set = new Set(overloads.map((f) => f.node))));
  return set.has(statement);
}

/** What one top-level statement declares (absent kinds are null). */
interface StatementDeclarations {
  readonly file: string;
  readonly types: ReadonlyMap<string, TypeDecl> | null;
  readonly functions: ReadonlyMap<string, readonly FnDecl[]> | null;
  readonly methods: ReadonlyMap<string, ReadonlyMap<string, FnDecl>> | null;
  readonly values: ReadonlyMap<string, AstNode> | null;
}

/**
 * What one top-level statement declares, cached on its AST node (which an
 * incremental re-copy keeps while the statement is unchanged): the
 * declarations keep their identity from one check to the next.
 */
function statementDeclarations(file: string, statement: AstNode): StatementDeclarations | null {
  if (statement.type !== "type_definition" && statement.type !== "generic_type_definition" && statement.type !== "binding" && statement.type !== "destructuring") {
    return null;
  }
  const data = dataOf(statement);
  const cached = data.declarations as StatementDeclarations | null | undefined;
  if (cached !== undefined && (cached === null || cached.file === file)) return cached;
  const types = new Map<string, TypeDecl>();
  const functions = new Map<string, FnDecl[]>();
  const methods = new Map<string, Map<string, FnDecl>>();
  const values = new Map<string, AstNode>();
  switch (statement.type) {
    case "type_definition":
      typeDefinition(file, statement, types);
      break;
    case "generic_type_definition":
      genericDefinition(file, statement, types);
      break;
    case "binding":
      binding(statement, functions, methods, values);
      break;
    default:
      for (const name of statement.all("name")) if (!values.has(name.leafText)) values.set(name.leafText, statement);
      break;
  }
  const result =
    types.size + functions.size + methods.size + values.size > 0
      ? {
          file,
          types: types.size > 0 ? types : null,
          functions: functions.size > 0 ? functions : null,
          methods: methods.size > 0 ? methods : null,
          values: values.size > 0 ? values : null,
        }
      : null;
  data.declarations = result;
  return result;
}

function typeDefinition(file: string, statement: AstNode, types: Map<string, TypeDecl>): void {
  const name = statement.get("name");
  const value = statement.get("value");
  if (!name || !value || name.missing || types.has(name.leafText)) return;
  if (value.type !== "record_type") {
    types.set(name.leafText, { kind: "alias", name: name.leafText, node: statement, typeNode: value });
    return;
  }
  if (isInterfaceBody(name.leafText, value)) {
    types.set(name.leafText, { kind: "iface", name: name.leafText, node: statement, members: memberNames(value), memberTypes: memberTypes(value), defaults: defaultedMembers(value), listed: listedNames(value) });
    return;
  }
  types.set(name.leafText, recordDecl(file, name.leafText, statement, value, null));
}

function genericDefinition(file: string, statement: AstNode, types: Map<string, TypeDecl>): void {
  const name = statement.get("name");
  const body = statement.get("body");
  const params = statement.get("parameters");
  if (!name || !body || !params || name.missing || types.has(name.leafText)) return;
  const generic = params.children
    .filter((p) => p.type === "parameter")
    .map((p) => ({ name: p.get("name")?.leafText ?? "", isType: isTypeParameterType(p.get("type")) || isBoundedTypeParameter(p), node: p }));
  // `Small: (n: Int) -> Type = { n < 10 }`: a body holding only predicates is a proof function; several
  // (`{ v >= 0, v <= 100 }`, syntax.md §3.7's items) must all hold (88b D4: such a type was a record).
  const items = body.namedChildren;
  if (items.length > 0 && items.every((item) => item.type === "binary_expression")) {
    types.set(name.leafText, { kind: "proof", name: name.leafText, node: statement, params: generic.map((g) => g.name), predicates: items });
    return;
  }
  types.set(name.leafText, recordDecl(file, name.leafText, statement, body, generic));
}

function recordDecl(file: string, name: string, node: AstNode, body: AstNode, params: GenericParam[] | null): RecordDecl {
  const fields: FieldDecl[] = [];
  const interfaces: string[] = [];
  const asserts: AstNode[] = [];
  for (const item of body.namedChildren) {
    if (item.type === "field_declaration") {
      const fieldName = item.get("name");
      const type = item.get("type");
      if (!fieldName) continue;
      const assert = assertPredicate(type);
      if (assert) {
        asserts.push(assert);
        continue;
      }
      fields.push({ name: fieldName.leafText, typeNode: type, hasDefault: item.get("default") !== null, positions: bindingPositions(item.get("positions")) });
    } else if (item.type === "type_identifier") {
      interfaces.push(item.leafText);
    } else if (item.type === "generic_type") {
      const predicate = assertPredicate(item);
      if (predicate) asserts.push(predicate);
      else interfaces.push(item.get("name")?.leafText ?? "");
    }
  }
  return { kind: "record", name, file, node, fields, members: memberNames(body), bindings: methodBindings(body), variants: variantNames(body, name), interfaces, params, asserts };
}

/** The predicate of an `Assert(p)` / `IsTrue(p)` type, or null. */
export function assertPredicate(type: AstNode | null): AstNode | null {
  if (type?.type !== "generic_type") return null;
  const name = type.get("name")?.leafText;
  if (name !== "Assert" && name !== "IsTrue") return null;
  const args = type.get("arguments")?.namedChildren ?? [];
  return args.length === 1 ? (args[0] as AstNode) : null;
}

function memberTypes(body: AstNode): Map<string, AstNode | null> {
  const types = new Map<string, AstNode | null>();
  for (const item of body.namedChildren) {
    const n = item.type === "field_declaration" ? item.get("name") : null;
    if (n && !types.has(n.leafText)) types.set(n.leafText, item.get("type"));
  }
  return types;
}

function defaultedMembers(body: AstNode): Set<string> {
  const names = new Set<string>();
  for (const item of body.namedChildren) {
    const n = item.type === "field_declaration" && item.get("default") ? item.get("name") : null;
    if (n) names.add(n.leafText);
  }
  return names;
}

function variantNames(body: AstNode, typeName: string): Set<string> {
  const kinds = memberKinds(body, typeName);
  const names = new Set<string>();
  for (const item of body.namedChildren) {
    const entry = item.type === "field_declaration" ? item.get("name") : null;
    if (entry && kinds.get(entry.start) === "variant") names.add(entry.leafText);
  }
  return names;
}

function methodBindings(body: AstNode): Map<string, BoundMethod> {
  const bindings = new Map<string, BoundMethod>();
  for (const item of body.namedChildren) {
    if (item.type !== "method_binding") continue;
    const name = item.get("name")?.leafText;
    const fn = item.get("function")?.leafText;
    if (name && fn && !bindings.has(name)) bindings.set(name, { fn, positions: bindingPositions(item.get("positions")) });
  }
  return bindings;
}

/**
 * The integer positions of `[0]` / `[0, 2]` / `[-1]` (a `binding_positions`
 * node, or the index of `Vec2.dot = dot[0]`); a negative one counts from
 * the end (syntax.md §3.8: `mirror[-1]`, the last parameter). Empty when any
 * is not an integer (then which parameters remain is not known).
 */
export function bindingPositions(node: AstNode | null): number[] {
  if (!node) return [];
  const items = node.type === "binding_positions" ? node.namedChildren : [node];
  const positions = items.map(positionValue);
  return positions.every((n) => Number.isInteger(n)) ? positions : [];
}

/** `0`, `-1` (a `position`, an integer literal, or its negation); NaN for anything else. */
function positionValue(node: AstNode): number {
  if (node.type === "integer_literal") return Number(node.leafText);
  if (node.type !== "position" && node.type !== "unary_expression") return NaN;
  const literal = node.namedChildren[0];
  const negated = node.children[0]?.type === "-";
  if (literal?.type !== "integer_literal" || (node.type === "unary_expression" && !negated)) return NaN;
  return (negated ? -1 : 1) * Number(literal.leafText);
}

function memberNames(body: AstNode): Set<string> {
  const names = new Set<string>();
  for (const item of body.namedChildren) {
    if (item.type === "field_declaration" || item.type === "method_binding") {
      const n = item.get("name");
      if (n) names.add(n.leafText);
    }
  }
  return names;
}

/**
 * The names `listed` (bare type names of a type body, read in the file of
 * `decls`) and, through each interface (or bundle) among them that file
 * declares, the names it lists in turn: each once, depth first, with its declaration there
 * (undefined when the file does not declare it: an import, perhaps aliased).
 */
export function* listedTypes(decls: Declarations, listed: readonly string[], seen: Set<string> = new Set()): Generator<{ readonly name: string; readonly decl: TypeDecl | undefined }> {
  for (const name of listed) {
    if (seen.has(name)) continue;
    seen.add(name);
    const decl = decls.types.get(name);
    yield { name, decl };
    if (isInterfaceLike(decl)) yield* listedTypes(decls, decl.kind === "iface" ? decl.listed : decl.interfaces, seen);
  }
}

/**
 * `Sellable: Type = { Priced, Named }`: a body that only lists types. Read as
 * a record without fields, it is also the interface those types make
 * together (the spec does not say which): a type listing it lists them.
 */
export function isBundle(decl: RecordDecl): boolean {
  return decl.fields.length === 0 && decl.members.size === 0 && decl.params === null && decl.interfaces.length > 0;
}

/** An interface or a bundle: a type whose listers implement what it declares and lists. */
export function isInterfaceLike(decl: TypeDecl | undefined): decl is InterfaceDecl | RecordDecl {
  return decl?.kind === "iface" || (decl?.kind === "record" && isBundle(decl));
}

/**
 * A generic type whose body is an interface's (`Sink: (T: Type) -> Type = {
 * take: (self: &mut Sink(T), item: T) -> Int }`). The checker reads it as a
 * record (README, Typecheck notes), yet a record listing it implements its
 * methods: the symbol tools link them as a family.
 */
export function isGenericInterface(decl: TypeDecl | undefined): boolean {
  const body = decl?.kind === "record" && decl.params !== null ? decl.node.get("body") : null;
  return body !== null && body !== undefined && isInterfaceBody(decl!.name, body);
}

/**
 * `f[0]` / `f[0, 2]` as a binding's value (`Vec2.dot = dot_product[0]`): the
 * function bound as a method and the positions the receiver fills; undefined
 * for another value. Also a function named through a module (`m.fee_of[0]`)
 * and one without positions (`Account.fee = fee_of`, the default binding, as
 * `fits = fits_seat` in a type body: 112a F5); a name that is no function
 * binds nothing (boundFunction finds none).
 */
export function boundMethodIn(value: AstNode | null): BoundMethod | undefined {
  const indexed = value?.type === "index_expression";
  const fn = indexed ? value.get("object") : value;
  const positions = indexed ? bindingPositions(value.get("index")) : [];
  if (fn?.type === "identifier") return { fn: fn.leafText, positions };
  const module = fn?.type === "field_expression" ? fn.get("object") : null;
  const name = module?.type === "identifier" ? fn!.get("field") : null;
  return name ? { fn: name.leafText, positions, module: module!.leafText } : undefined;
}

/**
 * The methods `decls` binds to the function its file knows as `fn`: in type
 * bodies (`moved = fn[0]`, `fits = fn`) and as `T.m = fn[0]`.
 */
export function methodsBoundTo(decls: Declarations, fn: string): string[] {
  const names: string[] = [];
  for (const decl of decls.types.values()) {
    if (decl.kind !== "record") continue;
    for (const [method, bound] of decl.bindings) if (bound.fn === fn) names.push(method);
  }
  for (const methods of decls.methods.values()) {
    for (const [method, f] of methods) {
      const bound = boundMethodIn(f.node.get("value"));
      if (bound?.fn === fn && bound.module === undefined) names.push(method);
    }
  }
  return names;
}

/** The bare type names a type body lists (`Show`, `Container(T)` → `Container`), `Assert(…)` predicates aside. */
function listedNames(body: AstNode): string[] {
  const out: string[] = [];
  for (const item of body.namedChildren) {
    if (item.type === "type_identifier") out.push(item.leafText);
    else if (item.type === "generic_type" && !assertPredicate(item)) out.push(item.get("name")?.leafText ?? "");
  }
  return out;
}

/**
 * modules-and-workspace.md §4.2: an interface body holds only function-typed
 * entries and at least one does not construct the type (when all do, it is a
 * variant set, i.e. a record of constructors; modules/type-body.ts).
 */
function isInterfaceBody(name: string, body: AstNode): boolean {
  let entries = 0;
  let allReturnSelf = true;
  for (const item of body.namedChildren) {
    if (item.type === "type_identifier" || item.type === "generic_type") continue;
    entries++;
    if (item.type !== "field_declaration") return false;
    const type = item.get("type");
    if (type?.type !== "function_type") return false;
    if (!constructsType(type, name)) allReturnSelf = false;
  }
  return entries > 0 && !allReturnSelf;
}

/**
 * A generic type's `P: Planner` or `T: Clone`: a capitalised name bounded by
 * a type that is no constant's (an interface, a bundle, a built-in interface).
 * Decided without the scope, as a type's declaration is read on its own: a
 * constant parameter has a scalar type (`N: Int`, syntax.md §3.6).
 */
function isBoundedTypeParameter(param: AstNode): boolean {
  const type = param.get("type");
  return /^[A-Z]/.test(param.get("name")?.leafText ?? "") && type?.type === "type_identifier" && !CONSTANT_TYPES.has(type.leafText);
}

/** The types a generic type's constant parameter may have. */
const CONSTANT_TYPES = new Set(["Int", "Int8", "Int16", "Int32", "Int64", "int", "i64", "Float", "Float32", "Float64", "float", "f64", "Bool", "bool", "Char", "char", "String", "string", "str"]);

/** `T: Type` or `T: Ord + Show`: a type parameter (interface-typed ones are decided with the scope, annotations.ts). */
export function isTypeParameterType(type: AstNode | null): boolean {
  if (!type) return false;
  if (type.type === "meta_type" || type.type === "type_bounds") return true;
  return false;
}

function binding(
  statement: AstNode,
  functions: Map<string, FnDecl[]>,
  methods: Map<string, Map<string, FnDecl>>,
  values: Map<string, AstNode>,
): void {
  const target = statement.get("target");
  if (!target) return;
  const type = statement.get("type");
  const value = statement.get("value");
  const decl = (name: string): FnDecl => ({
    name,
    node: statement,
    typeNode: type?.type === "function_type" ? type : null,
    lambda: value?.type === "lambda" ? value : null,
  });
  if (target.type === "identifier") {
    const name = target.leafText;
    if (isFunctionBinding(statement)) {
      let list = functions.get(name);
      if (!list) functions.set(name, (list = []));
      list.push(decl(name));
    } else if (!values.has(name)) {
      values.set(name, statement);
    }
  } else if (target.type === "field_expression") {
    const object = target.get("object");
    const field = target.get("field");
    if (object?.type !== "identifier" || !field) return;
    let table = methods.get(object.leafText);
    if (!table) methods.set(object.leafText, (table = new Map()));
    if (!table.has(field.leafText)) table.set(field.leafText, decl(field.leafText));
  }
}

/**
 * R1 of §6.2: a binding is a function (visible in the whole file) when its
 * value is a lambda or a non-empty block, or its annotation is a function type.
 */
export function isFunctionBinding(statement: AstNode): boolean {
  const type = statement.get("type");
  const value = statement.get("value");
  if (type?.type === "function_type") return true;
  if (value?.type === "lambda") return true;
  return value?.type === "block" && value.namedChildren.length > 0;
}

/** A lambda's parameter nodes (`x => …` has one, `(a, b) => …` a list). */
export function lambdaParams(lambda: AstNode): AstNode[] {
  const params = lambda.get("parameters");
  if (!params) return [];
  return params.type === "lambda_parameter" ? [params] : params.namedChildren.filter((c) => c.type === "lambda_parameter");
}

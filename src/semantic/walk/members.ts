// Member access and indexing (diagnostics.md §6.5): what `alias.member` of a
// std or workspace module and `value.member` of a typed value resolve to,
// and their types. Every access gets a MemberResolution: the member of a
// record or interface, an export of a module, a top-level function called
// method-style, missing from a known type (the rules report E1042 / E1053
// there), or unknown, with the reason. The model records the resolution of
// every `.member` occurrence; the symbol tools report the unknown ones whose
// receiver type is not known as `possible` uses instead of guessing.
import type { AstNode } from "../../syntax/ast/ast.js";
import { submoduleFile } from "../modules/imports.js";
import { stdModule } from "../modules/std-library.js";
import { parseInteger } from "../types/const-eval.js";
import { attachedTypeName, boundMethodIn, firstParameterType, isInterfaceLike, isTypeParameterType, listedTypes, type BoundMethod, type Declarations, type FieldDecl, type FnDecl, type InterfaceDecl, type RecordDecl, type TypeDecl } from "../types/declarations.js";
import { stdMember, stdValueType } from "../types/std-signatures.js";
import { agreed, unify, type Inferred } from "../types/instantiate.js";
import { deref, fullyKnown, UNKNOWN, withoutReceiver, type Signature, type Type } from "../types/types.js";
import type { MemberResolution as ModelMemberResolution, TypeRef, UnknownMember } from "../model/model.js";
import { recordReference } from "./occurrences.js";
import type { Binding, Scope } from "./scope.js";
import { BUILTIN_TYPE_NAMES, functionTypeIn, primitiveNamed, type Annotations } from "../types/annotations.js";
import type { Walker } from "./walker.js";

/** Methods every value may have through built-in interfaces (never reported as missing). */
export const BUILTIN_METHODS = new Set(["clone", "equal", "debug", "to_string", "next", "eq", "hash", "drop", "fmt", "show"]);

/** Opaque types of the std signatures and resources (§7.2): their members are not modelled. */
export const STD_OPAQUE = new Set(["File", "DateTime", "Error", "FilePath", "HttpUrl", "DBUrl", "Console", "LibraryRef", "ExternRef", "Formatter"]);

/**
 * A member resolution as the walk makes it: the model's (../model/model.ts),
 * with what a missing member is missing from, for the rules' messages.
 */
export type MemberResolution =
  | Exclude<ModelMemberResolution, { kind: "missing" }>
  | {
      readonly kind: "missing";
      /**
       * What has no such member: `std`, a std module, a workspace module, a
       * record, a value of a built-in type, an undeclared type name, a
       * function, the prelude function or built-in type a std module shares
       * its name with (`assert.assert` without `use std.assert`), or a type
       * name used as a value.
       */
      readonly owner: "std" | "std-module" | "module" | "record" | "interface" | "value" | "opaque" | "function" | "unimported-module" | "type-value";
      /** The module path (std and module owners), the receiver's name (unimported-module, type-value), else the type's name. */
      readonly where: string;
      readonly record?: RecordDecl;
      /** An interface's methods. */
      readonly members?: readonly string[];
      /** A top-level function of that name is visible (not attached to the type: called as `f(x)`). */
      readonly functionNamed?: boolean;
      /** The record's own file (not this one) declares a function of that name, not attached to the type: that file. */
      readonly functionInTypeFile?: string;
      /** A module owner: the file of its submodule of that name (`core/member.yx` for `desk.member` with `use core as desk`). */
      readonly submodule?: string;
      /** What the owner does have, for the help: a workspace module's top-level names, a record's methods declared as `T.m` in its file or this one. */
      readonly available?: readonly string[];
      /** An unimported-module owner whose std module the file imports under another name (`l` of `use std.list as l`). */
      readonly importedAs?: string;
    };

export interface MemberResult {
  readonly type: Type;
  readonly resolution: MemberResolution;
}

const unknown = (why: UnknownMember): MemberResult => ({ type: UNKNOWN, resolution: { kind: "unknown", why } });

/** `object.field` in expression position. */
export function inferField(w: Walker, node: AstNode, scope: Scope): Type {
  const object = node.get("object");
  const field = node.get("field");
  if (!object || !field || object.type === "generic_type" || field.missing) {
    if (object && object.type !== "generic_type") w.expr(object, scope);
    return UNKNOWN;
  }
  const moduleType = moduleOf(w, object, scope);
  if (moduleType) return w.resolvedMember(field, object, moduleType, moduleMember(w, moduleType, field.leafText));
  return memberOfExpression(w, object, field, scope);
}

/** `object.field` where `object` is not a module alias: the member's type (its resolution recorded). */
export function memberOfExpression(w: Walker, object: AstNode, field: AstNode, scope: Scope): Type {
  const { type, receiver, resolution } = memberAccess(w, object, field, scope);
  // A method declared more than once, not called: which overload it stands for is not known (`g = a.get`, 59a D2), as
  // for an overloaded function read as a value; nor is the member's own type there (not the first overload's, 65a D2).
  if (resolution.kind === "member" && type.k === "fn" && ((declarationsFor(w, resolution.file)?.methods.get(resolution.owner.name)?.get(resolution.name)?.overloads?.length ?? 0) > 1 || methodOverloadSet(w, resolution))) {
    w.recorder.retypeMember(field, UNKNOWN);
    return UNKNOWN;
  }
  // `h = t.add` of a value: the method bound to it, without the receiver it fills, `self` or another name
  // (`h(3.0)`, as `t.add(3.0)`; 58a D4, 78c D2). Through the type (`Till.add`) it takes the receiver as its first argument.
  if (resolution.kind === "member" && receiver.k !== "meta") return withoutReceiver(type, resolution.owner);
  return type;
}

/** `object.field` where `object` is not a module alias: the member and its type (its resolution recorded). */
export function memberAccess(w: Walker, object: AstNode, field: AstNode, scope: Scope): MemberResult & { readonly receiver: Type } {
  const result = memberAccessResult(w, object, field, scope);
  w.resolvedMember(field, object, result.receiver, result);
  return result;
}

function memberAccessResult(w: Walker, object: AstNode, field: AstNode, scope: Scope): MemberResult & { readonly receiver: Type } {
  const receiver = w.expr(object, scope);
  const name = object.type === "identifier" ? object.leafText : null;
  const unbound = name !== null && !scope.lookup(name);
  // `assert.assert(…)`, `string.len(s)` without their `use`: the name is the
  // prelude function or the built-in type, which have no members.
  if (unbound && (receiver.k === "fn" || receiver.k === "meta") && stdModule(`std.${name}`)) {
    // `list.push(…)` with `use std.list as l` (98a D5): the help names `l`.
    const aliased = w.imports.stdModuleAlias(name);
    return { receiver, type: UNKNOWN, resolution: { kind: "missing", owner: "unimported-module", where: name, ...(aliased ? { importedAs: aliased } : {}) } };
  }
  if (unbound && receiver.k === "meta") {
    return { receiver, type: UNKNOWN, resolution: { kind: "missing", owner: "type-value", where: name } };
  }
  const named = receiver.k === "meta" ? namedType(w, object, scope) : undefined;
  const declared = named ? (typeMember(w, named, field.leafText) ?? missingTypeMember(w, named, field.leafText)) : undefined;
  const found = declared ?? memberOf(w, receiver, field.leafText);
  return { receiver, ...found, ...(receiver.k === "meta" ? { type: asNamedThroughType(found.type) } : {}) };
}

/**
 * `Light.purple()` where the record (a variant set) `Light` has no member of
 * that name: missing as it would be from one of its values (no field,
 * variant, method, attached or method-style function, interface or built-in
 * method could be meant), else undefined.
 */
function missingTypeMember(w: Walker, found: { readonly decl: TypeDecl; readonly file: string }, name: string): MemberResult | undefined {
  if (found.decl.kind !== "record") return undefined;
  const asValue = memberOf(w, { k: "record", name: found.decl.name, file: found.file }, name);
  return asValue.resolution.kind === "missing" ? asValue : undefined;
}


/**
 * The type declaration `name` names where `binding` is what it means: a type
 * imported by a `use` inside a block is known only through its binding; the
 * file's own types and its top-level imports through the context.
 */
export function typeNamed(w: Walker, name: string, binding: Binding | undefined): { readonly decl: TypeDecl; readonly file: string } | undefined {
  const imported = binding?.kind === "type" ? binding.importedType : undefined;
  const decl = imported ? declarationsFor(w, imported.file)?.types.get(imported.name) : undefined;
  return decl && imported ? { decl, file: imported.file } : w.context.lookupType(name);
}

/** `{ functionNamed: true }` when a top-level function `name` of the file, or one it imports, is in scope. */
function functionNamed(w: Walker, name: string): { functionNamed?: true } {
  const b = w.module.lookup(name);
  return w.context.declarations.functions.has(name) || b?.kind === "function" || (b?.kind === "import" && b.type.k === "fn") ? { functionNamed: true } : {};
}

/**
 * `Option.some(1)`, `shapes.Signal.red()`: a call of a variant of a variant set named through its
 * type, generic sets included (whose values the walk leaves untyped): a value of the set.
 */
export function constructsVariant(w: Walker, call: AstNode, scope: Scope): boolean {
  const fn = call.get("function");
  const object = fn?.type === "field_expression" ? fn.get("object") : null;
  const name = fn?.get("field")?.leafText;
  if (!object || !name) return false;
  const found = namedType(w, object, scope);
  return found?.decl.kind === "record" && found.decl.variants.has(name);
}

/** The type declaration an expression names: `Signal`, or `shapes.Signal` through a module or its alias. */
function namedType(w: Walker, object: AstNode, scope: Scope): { readonly decl: TypeDecl; readonly file: string } | undefined {
  if (object.type === "identifier") return throughAliases(w, typeNamed(w, object.leafText, scope.lookup(object.leafText)));
  const inner = object.type === "field_expression" ? object.get("object") : null;
  const typeName = object.get("field")?.leafText;
  const module = inner && typeName ? moduleOf(w, inner, scope, false) : null;
  const decl = module?.file && typeName ? declarationsFor(w, module.file)?.types.get(typeName) : undefined;
  return throughAliases(w, decl && module?.file ? { decl, file: module.file } : undefined);
}

/** Most aliases followed from one name (`A: Type = B`, `B: Type = C`, …; a cycle stops there). */
const MAX_ALIAS_HOPS = 8;

/**
 * The type an alias names, followed to a declaration (`Alias: Type = Tok`:
 * `Alias.num(1)` is `Tok.num`; `MaybeInt: Type = Maybe(Int)`: `Maybe.just`),
 * each name read in the alias's own file; the alias itself when it names no
 * declared type by name.
 */
export function throughAliases(w: Walker, found: { readonly decl: TypeDecl; readonly file: string } | undefined): { readonly decl: TypeDecl; readonly file: string } | undefined {
  let current = found;
  for (let hop = 0; hop < MAX_ALIAS_HOPS && current?.decl.kind === "alias"; hop++) {
    const target = current.decl.typeNode;
    // `MaybeInt: Type = Maybe(Int)`: members and constructor of the generic type it instantiates.
    const named = target.type === "type_identifier" ? target.leafText : target.type === "generic_type" ? target.get("name")?.leafText : undefined;
    if (named === undefined) return current;
    const next = current.file === w.context.file ? w.context.lookupType(named) : w.typeIn(current.file, named);
    if (!next) return current;
    current = next;
  }
  return current;
}

/**
 * `Signal.red()`, `shapes.Signal.red()`, `Point.norm(p)`: a member named
 * through its record's type (a variant set's constructor, a method called as
 * a function) is that member, for the symbol tools. A variant's constructor
 * has its declared type (its call makes a value of the set); anything else
 * named this way stays unknown: how the reference types such a use is not
 * specified, so nothing is checked against it.
 */
function typeMember(w: Walker, found: { readonly decl: TypeDecl; readonly file: string }, name: string): MemberResult | undefined {
  if (found.decl.kind === "iface") return interfaceTypeMember(w, found.decl, found.file, name);
  if (found.decl.kind !== "record") return undefined;
  const decl = found.decl;
  const owner: TypeRef = { name: decl.name, file: found.file };
  const field = decl.fields.find((f) => f.name === name);
  if (field) {
    // A variant's constructor (`Signal.red()`) makes a value of its set; a function-typed field bound by position
    // (`bump: ((s: Square, d: Float) -> Square)[0] = …`, a method: syntax.md §3.7) is its function, receiver
    // included, as a method bound to a declared function is (114a F1/F4: it was unknown); another field named
    // through the type stays unknown.
    const record = { k: "record" as const, name: decl.name, file: found.file };
    const type = decl.params ? UNKNOWN : decl.variants.has(name) ? asVariant(fieldType(w, record, decl, field.typeNode)) : field.positions.length > 0 ? fieldType(w, record, decl, field.typeNode) : UNKNOWN;
    return { type, resolution: { kind: "member", owner, file: found.file, name } };
  }
  // A method named through its type (`Counter.make(3)`, `Acct.get(&a)`): its function, the receiver its first argument (79a D6: untyped, so its result was too).
  const method = methodOf(w, decl.name, found.file, name);
  if (method) return { type: method.type, resolution: { kind: "member", owner, file: method.file, name } };
  // A method bound in the type's body (`deposit = credit[0]`), as read off a value (it was no member through the type).
  if (decl.members.has(name)) return boundInBody(w, decl, owner, name);
  // One declared in a file no import reaches, as read off a value (§3.2; 102c N3: `Point.third(&p)` was no symbol).
  const apart = BUILTIN_METHODS.has(name) ? undefined : methodInWorkspace(w, decl.name, found.file, name);
  if (apart) return { type: apart.type, resolution: { kind: "member", owner, file: apart.file, name } };
  return undefined;
}

/** Member `name` of `decl` (its type `owner`), a method its body binds (`deposit = credit[0]`, `take = take_cash`). */
function boundInBody(w: Walker, decl: RecordDecl, owner: TypeRef, name: string): MemberResult {
  const bound = decl.bindings.get(name);
  return { type: bound === undefined ? UNKNOWN : boundFunctionType(w, owner.file, bound, owner.name), resolution: { kind: "member", owner, file: owner.file, name } };
}

/**
 * `Shape.area(sq, 2)`: an interface's entry named through the interface (81c D2), its
 * declared function whose receiver, if any, is the first argument; or a method declared
 * on the interface type itself (`Shape.describe`), or a member of an interface it lists.
 * Other names stay unknown, as before.
 */
function interfaceTypeMember(w: Walker, decl: InterfaceDecl, file: string, name: string): MemberResult | undefined {
  const owner: TypeRef = { name: decl.name, file };
  if (decl.members.has(name)) return { type: interfaceMemberType(w, decl, file, name), resolution: { kind: "member", owner, file, name } };
  const method = methodOf(w, decl.name, file, name);
  if (method) return { type: method.type, resolution: { kind: "member", owner, file: method.file, name } };
  // A member of an interface it lists (`Shape.title(sq)` with `Shape` listing `Named`: `Named.title`; 85a D3).
  return interfaceMember(w, decl.listed, file, name, new Set([decl.name]));
}

/**
 * The module a receiver names (`io`, `std`, `std.io`, a workspace alias), or
 * null; `record`: the alias is recorded as a reference (once per occurrence).
 */
export function moduleOf(w: Walker, object: AstNode, scope: Scope, record = true): Extract<Type, { k: "module" }> | null {
  if (object.type === "identifier") {
    const b = scope.lookup(object.leafText);
    if (!b?.module) return null;
    w.ownership.read(object, b, scope);
    const type: Extract<Type, { k: "module" }> = { k: "module", module: b.module.path, std: b.module.std, file: b.module.file };
    if (record) recordReference(w, object, scope, b, type);
    return type;
  }
  if (object.type === "field_expression") {
    // `std.io` through `use std`.
    const inner = object.get("object");
    const name = object.get("field");
    if (!inner || !name) return null;
    const parent = moduleOf(w, inner, scope, record);
    if (parent?.std && stdModule(`${parent.module}.${name.leafText}`)) {
      return { k: "module", module: `${parent.module}.${name.leafText}`, std: true, file: null };
    }
  }
  return null;
}

/** Member `name` of a module. */
export function moduleMember(w: Walker, module: Extract<Type, { k: "module" }>, name: string): MemberResult {
  if (module.std) {
    if (module.module === "std") {
      const path = `std.${name}`;
      if (stdModule(path)) return { type: { k: "module", module: path, std: true, file: null }, resolution: { kind: "std-module", module: path } };
      return { type: UNKNOWN, resolution: { kind: "missing", owner: "std", where: "std" } };
    }
    const e = stdMember(module.module, name);
    if (e) return { type: stdValueType(e), resolution: { kind: "std-export", module: module.module, name } };
    return { type: UNKNOWN, resolution: { kind: "missing", owner: "std-module", where: module.module } };
  }
  if (!module.file) return unknown("opaque");
  const decls = w.context.declarationsOf(module.file);
  if (!decls) return unknown("opaque");
  if (!w.context.exportOf(module.file, name)) {
    const submodule = submoduleFile(w.context.listing, module.file, name);
    const available = [...decls.types.keys(), ...decls.functions.keys(), ...decls.values.keys()];
    return { type: UNKNOWN, resolution: { kind: "missing", owner: "module", where: module.module, available, ...(submodule ? { submodule } : {}) } };
  }
  return { type: exportedType(w, module.file, decls, name), resolution: { kind: "module-export", file: module.file, name } };
}

/**
 * The type of the top-level name `name` of `file` (its `decls`) as an
 * importer sees it, through the module or imported by item (§3.2: the same
 * entity): a function's declared signature (unknown for overloads; without
 * an annotation, as that file's walk typed it), a type's `meta`, a value's
 * declared type (`LIMIT: Int = 10`; unknown without an annotation).
 */
export function exportedType(w: Walker, file: string, decls: Declarations, name: string): Type {
  const fns = decls.functions.get(name);
  if (fns) {
    if (fns.length !== 1) return UNKNOWN;
    const typeNode = fns[0]!.typeNode;
    if (typeNode) return { k: "fn", sig: w.foreignAnnotations(file).signature(typeNode) };
    // Without an annotation: as that file's walk typed it (parameters' inline types, the result its body gives).
    return w.context.walkedTopLevelType(file, name) ?? UNKNOWN;
  }
  if (decls.types.has(name)) return { k: "meta" };
  const value = decls.values.get(name);
  if (!value) return UNKNOWN;
  const typeNode = value.get("type");
  // Without an annotation: the type of what that file's walk bound it to (`origin = Point(0.0, 0.0)`).
  return typeNode ? w.foreignAnnotations(file).type(typeNode) : (w.context.walkedTopLevelType(file, name) ?? UNKNOWN);
}

/** Member `name` of a value of type `receiver`. */
export function memberOf(w: Walker, receiver: Type, name: string): MemberResult {
  const t = deref(receiver);
  switch (t.k) {
    case "record": {
      const decls = declarationsFor(w, t.file);
      const decl = decls?.types.get(t.name);
      if (!decl || decl.kind !== "record") return unknown("opaque");
      const owner: TypeRef = { name: t.name, file: t.file };
      const f = decl.fields.find((x) => x.name === name);
      if (f) {
        const type = receiverBound(fieldType(w, t, decl, f.typeNode), f.positions);
        return { type: decl.variants.has(name) ? asVariant(type) : type, resolution: { kind: "member", owner, file: t.file, name } };
      }
      const method = methodOf(w, t.name, t.file, name);
      if (method) return { type: (t.args && instanceMethodType(w, t, method)) || method.type, resolution: { kind: "member", owner, file: method.file, name } };
      if (decl.members.has(name)) return boundInBody(w, decl, owner, name);
      const attached = attachedFunction(w, t, name, t);
      if (attached) return { type: attached, resolution: { kind: "function", file: t.file, name } };
      const apart = BUILTIN_METHODS.has(name) ? undefined : methodInWorkspace(w, t.name, t.file, name);
      if (apart) return { type: (t.args && instanceMethodType(w, t, apart)) || apart.type, resolution: { kind: "member", owner, file: apart.file, name } };
      // A method the record gets from an interface it lists (declared on the interface type, `Shape.describe`).
      const inherited = BUILTIN_METHODS.has(name) ? undefined : interfaceMember(w, decl.interfaces, t.file, name, new Set());
      if (inherited) return inherited;
      // `p.clone()` (every record may be cloned, §6.5) is another value of its type.
      if (name === "clone") return { ...unknown("builtin"), type: { k: "fn", sig: { params: [], result: t, checkArity: false, checkTypes: false } } };
      if (BUILTIN_METHODS.has(name)) return unknown("builtin");
      const onListed = decl.interfaces.length > 0 ? onListedInterfaces(w, decl.interfaces, t.file, name) : undefined;
      if (onListed) return onListed;
      // The type's file has syntax errors that may hide the member (no error here, a possible use).
      if (w.mayHideMember(t.file, decl, name)) return unknown("broken");
      const named = functionNamed(w, name);
      // `b.shifted(1.0)` where `shifted` is a function of the type's module that is not `pub`, and not imported here.
      const inTypeFile = !named.functionNamed && t.file !== w.context.file && declarationsFor(w, t.file)?.functions.has(name) ? { functionInTypeFile: t.file } : {};
      return { type: UNKNOWN, resolution: { kind: "missing", owner: "record", where: t.name, record: decl, available: declaredMethods(w, t.name, t.file), ...named, ...inTypeFile } };
    }
    case "prim":
    case "list":
    case "dict":
    case "set":
    case "tuple":
    case "range":
      if (!fullyKnown(t) && t.k !== "list" && t.k !== "dict") return unknown("receiver");
      if (t.k === "prim" && (t.name === "Never" || t.name === "Void")) return unknown("receiver");
      return { type: UNKNOWN, resolution: { kind: "missing", owner: "value", where: "" } };
    case "opaque":
      // A type name nothing declares (`p: Point` with no `Point` anywhere) is
      // not a record, so it has no members: the reference reports E1053 for
      // its fields and methods alike. Std opaque types (`File`, `DateTime`),
      // names an import binds (a failed workspace import included) and the
      // built-in interface methods every value may have are not reported.
      if (t.malformed !== undefined || STD_OPAQUE.has(t.name)) return unknown("opaque");
      if (BUILTIN_METHODS.has(name)) return unknown("builtin");
      // A type an import binds whose declaration is not at hand (its module did not resolve, e.g. a
      // text renamed on its own): which type's member this is, is not known.
      if (w.module.lookup(t.name) !== undefined) return unknown("receiver");
      return { type: UNKNOWN, resolution: { kind: "missing", owner: "opaque", where: t.name } };
    case "iface": {
      // A method of the interface (which implementing type's is not known statically), typed as the interface declares it.
      const decl = declarationsFor(w, t.file)?.types.get(t.name);
      if (decl?.kind === "iface" && decl.members.has(name)) {
        const type = interfaceMemberType(w, decl, t.file, name);
        return { type, resolution: { kind: "member", owner: { name: t.name, file: t.file }, file: t.file, name } };
      }
      if (decl?.kind !== "iface") return unknown("interface");
      // A method declared on the interface type itself (`Shape.describe: (self: &Shape) -> String`).
      const method = methodOf(w, t.name, t.file, name);
      if (method) return { type: method.type, resolution: { kind: "member", owner: { name: t.name, file: t.file }, file: method.file, name } };
      // A `pub` function of the interface's file whose first parameter is the interface (§3.4), as on a record.
      const attached = attachedFunction(w, t, name, t);
      if (attached) return { type: attached, resolution: { kind: "function", file: t.file, name } };
      // A member of an interface it lists (`Shape` lists `Named`: `s.title()` is `Named.title`), a
      // built-in method's name included (`Named` lists `Shown`: `n.show()` is `Shown.show`, 67b D2).
      const inherited = interfaceMember(w, decl.listed, t.file, name, new Set([t.name]));
      if (inherited) return inherited;
      // Every value has the built-in methods; the interfaces it extends may declare it when one is not known.
      if (BUILTIN_METHODS.has(name)) return unknown("interface");
      const onListed = decl.listed.length > 0 ? onListedInterfaces(w, decl.listed, t.file, name) : undefined;
      if (onListed) return onListed;
      // Otherwise a value of an interface has only the interface's methods (unless its file's syntax errors hide some).
      if (w.mayHideMember(t.file, decl, name)) return unknown("broken");
      // Its own methods and those of the interfaces it lists (the help names them all; 58b D3).
      const members = [...new Set([...decl.members, ...interfaceMemberNames(w, decl.listed, t.file, new Set([t.name]))])];
      return { type: UNKNOWN, resolution: { kind: "missing", owner: "interface", where: t.name, members, ...functionNamed(w, name) } };
    }
    case "arc": {
      // `ref e` is a shared handle to the value: its members are the value's. A member it lacks is not
      // reported (whether the compiler reads members through a handle is not specified).
      const inner = memberOf(w, t.inner, name);
      return inner.resolution.kind === "missing" ? unknown("opaque") : inner;
    }
    case "fn":
      return { type: UNKNOWN, resolution: { kind: "missing", owner: "function", where: "" } };
    case "unknown":
      return t.param ? boundMember(w, t.param.bounds, name) : unknown("receiver");
    default:
      return unknown("opaque");
  }
}

/**
 * Member `name` as one of the interfaces `listed` (names read in `file`)
 * declares it, or a method declared on one of those interface types
 * (`Shape.describe: (self: &Shape) -> String`), searched through the
 * interfaces they list in turn, also those another file declares and
 * `file` imports (read in their own file); undefined when none does (then
 * the caller does not guess).
 */
function interfaceMember(w: Walker, listed: readonly string[], file: string, name: string, seen: Set<string>, depth = 0): MemberResult | undefined {
  const decls = declarationsFor(w, file);
  if (!decls || depth > MAX_INTERFACE_FILES) return undefined;
  for (const { name: entry, decl: iface } of listedTypes(decls, listed, seen)) {
    if (!iface) {
      // Declared in another file, which `file` imports it from (perhaps under an alias): read there.
      const found = w.typeIn(file, entry);
      if (found && found.file !== file && isInterfaceLike(found.decl)) {
        const hit = interfaceMember(w, [found.decl.name], found.file, name, new Set(), depth + 1);
        if (hit) return hit;
      }
      continue;
    }
    // An interface, or a bundle of interfaces (whose own methods, `Sellable.tag`, are members too).
    if (!isInterfaceLike(iface)) continue;
    const owner: TypeRef = { name: entry, file };
    if (iface.kind === "iface" && iface.members.has(name)) {
      return { type: interfaceMemberType(w, iface, file, name), resolution: { kind: "member", owner, file, name } };
    }
    const method = methodOf(w, entry, file, name);
    if (method) return { type: method.type, resolution: { kind: "member", owner, file: method.file, name } };
  }
  return undefined;
}

/** The method names of the interfaces `listed` in `file` (and those they list, read where declared), for a help text. */
function interfaceMemberNames(w: Walker, listed: readonly string[], file: string, seen: Set<string>, depth = 0): string[] {
  const decls = declarationsFor(w, file);
  if (!decls || depth > MAX_INTERFACE_FILES) return [];
  const out: string[] = [];
  for (const { name: entry, decl: iface } of listedTypes(decls, listed, seen)) {
    if (!iface) {
      const found = w.typeIn(file, entry);
      if (found && found.file !== file && isInterfaceLike(found.decl)) out.push(...interfaceMemberNames(w, [found.decl.name], found.file, new Set(), depth + 1));
      continue;
    }
    if (iface.kind === "iface") out.push(...iface.members);
  }
  return out;
}

/**
 * Member `name` that no interface a type lists (`listed`, in `file`) declares
 * (interfaceMember found none): a method some module declares on one of them
 * (`Named.shout` apart from `Named`), unknown when one of them is not known
 * to be an interface (it may declare it), else undefined: the member is
 * missing.
 */
function onListedInterfaces(w: Walker, listed: readonly string[], file: string, name: string): MemberResult | undefined {
  const known = knownInterfaces(w, listed, file);
  if (!known) return unknown("interface");
  for (const i of known) {
    const onInterface = methodInWorkspace(w, i.name, i.file, name);
    if (onInterface) return { type: onInterface.type, resolution: { kind: "member", owner: i, file: onInterface.file, name } };
    // A `pub` function attached to the interface (§3.4) is a method of the types listing it too.
    const attached = attachedFunction(w, i, name);
    if (attached) return { type: attached, resolution: { kind: "function", file: i.file, name } };
  }
  return undefined;
}

/** Built-in interfaces (diagnostics.md §7.2) whose methods are all in BUILTIN_METHODS. */
const BUILTIN_INTERFACES = new Set(["Clone", "Dup", "Equal", "Debug", "Iterator"]);

/** Whether `name`, listed in a type body of `file`, is a built-in interface (no type of that name is visible there). */
export function isBuiltinInterface(w: Walker, file: string, name: string): boolean {
  return BUILTIN_INTERFACES.has(name) && !w.typeIn(file, name);
}

/**
 * The interfaces (and bundles) a type body lists, and those they list in
 * turn, through other files too; undefined when one of them is not known to
 * be an interface (an undeclared or unresolved name, a record standing for a
 * generic "interface", `Resource`): then what the type gets from it is not
 * known either.
 */
function knownInterfaces(w: Walker, listed: readonly string[], file: string, depth = 0, out: TypeRef[] = []): TypeRef[] | undefined {
  const decls = declarationsFor(w, file);
  if (!decls || depth > MAX_INTERFACE_FILES) return undefined;
  for (const { name: entry, decl } of listedTypes(decls, listed)) {
    if (decl) {
      if (!isInterfaceLike(decl)) return undefined;
      out.push({ name: entry, file });
      continue;
    }
    const found = w.typeIn(file, entry);
    if (found && found.file !== file && isInterfaceLike(found.decl)) {
      if (!knownInterfaces(w, [found.decl.name], found.file, depth + 1, out)) return undefined;
    } else if (!isBuiltinInterface(w, file, entry)) {
      return undefined;
    }
  }
  return out;
}

/** How many files a chain of interfaces listing interfaces is followed through (a cycle of imports ends there). */
const MAX_INTERFACE_FILES = 8;

/**
 * Member `name` of a value of a type parameter (`x.show()` for `x: &T`, `T:
 * Show`): the method of the one interface among its bounds that declares it,
 * whatever type the call gives `T`. None or several: not known.
 */
function boundMember(w: Walker, bounds: readonly Type[], name: string): MemberResult {
  const declaring = bounds.map((bound) => memberOf(w, bound, name)).filter((m) => m.resolution.kind === "member");
  return declaring.length === 1 ? declaring[0]! : unknown("receiver");
}

/**
 * A field's declared type, read where the record is declared; in a generic
 * record its type parameters are the instance's arguments (`Pair(String,
 * Vec2)`: `right: B` is a Vec2), unknown where those are not known.
 */
function fieldType(w: Walker, record: Extract<Type, { k: "record" }>, decl: RecordDecl, typeNode: AstNode | null): Type {
  return instanceAnnotations(w, record, decl).memberType(typeNode);
}

/** A variant's function type, marked so that its first parameter is never taken for a receiver (withoutReceiver). */
function asVariant(type: Type): Type {
  return type.k === "fn" ? { k: "fn", sig: { ...type.sig, variant: true } } : type;
}

/** A function-typed field bound by position (`fee: ((a: Account) -> Float)[0]`) read off a value: the receiver fills those positions. */
function receiverBound(type: Type, positions: readonly number[]): Type {
  return positions.length === 0 || type.k !== "fn" ? type : { k: "fn", sig: receiverFilled(type.sig, positions) };
}

/** `sig` without the parameters the receiver fills at `positions` (syntax.md §3.7); not checked (method calls are not). */
function receiverFilled(sig: Signature, positions: readonly number[]): Signature {
  const filled = filledPositions(sig, positions);
  return { params: sig.params.filter((_, i) => !filled.includes(i)), result: sig.result, checkArity: false, checkTypes: false, receiverFilled: true, boundParams: sig.params };
}

/**
 * A member named through its type (`Room.total(r, 2)`): a method bound by position is the function it
 * binds, receiver included, in that function's order (101b D7: it showed `(Int) -> Int`, the method as
 * called on a value; 112a F1: `credit = credit_to[1]` took the receiver first).
 */
function asNamedThroughType(type: Type): Type {
  if (type.k !== "fn" || !type.sig.receiverFilled || !type.sig.boundParams) return type;
  const { boundParams, receiverFilled: _filled, ...rest } = type.sig;
  return { k: "fn", sig: { ...rest, params: boundParams } };
}

/**
 * The declared type of a field (a constructor argument's context, calls.ts);
 * of a generic record, in `instance` (its type parameters the arguments
 * before fixed; the others unknown).
 */
export function declaredFieldType(w: Walker, decl: RecordDecl, file: string, field: FieldDecl | undefined, instance?: Type): Type {
  if (!field?.typeNode) return UNKNOWN;
  if (!decl.params) return fieldType(w, { k: "record", name: decl.name, file }, decl, field.typeNode);
  // Without known arguments (`Box(item = x, handles = (t) => …)` with `x: T` of the caller) the type
  // parameters stay unknown: a field that does not use them still has its declared type.
  const args = instance?.k === "record" && instance.args ? instance.args : decl.params.map(() => UNKNOWN);
  return fieldType(w, { k: "record", name: decl.name, file, args }, decl, field.typeNode);
}

/** Annotations read where `record` is declared, its type parameters bound to the instance's known arguments (the others unknown). */
function instanceAnnotations(w: Walker, record: Extract<Type, { k: "record" }>, decl: RecordDecl): Annotations {
  const annotations = annotationsOf(w, record.file);
  if (!decl.params) return annotations;
  const params = decl.params;
  const args = record.args;
  const bindings = new Map<string, Type>();
  // A type parameter of the caller counts as known when bounded (`self: &Team(P)` with `P: Planner`: `self.lead` is a `P`, whose members are `Planner`'s).
  const known = (t: Type) => t.k !== "unknown" || (t.param !== undefined && t.param.bounds.length > 0);
  if (args && args.length === params.length) params.forEach((p, i) => p.isType && known(args[i]!) && bindings.set(p.name, args[i]!));
  // An instance whose argument is not known (`q = Queue([], 0)`) has fields of unknown type there, not of the
  // parameter's name (`List(?)`, not `List(T)`, 57b D3); the caller's own type parameter (`self: &Queue(T)` in a
  // method) stays itself, and a bounded one keeps its bounds (its members are theirs).
  params.forEach((p, i) => {
    const arg = args?.length === params.length ? args[i] : undefined;
    if (!p.isType || bindings.has(p.name) || (arg?.k === "unknown" && arg.param) || !isTypeParameterType(p.node.get("type"))) return;
    bindings.set(p.name, UNKNOWN);
  });
  return annotations.withGenerics(params.map((p) => p.name)).withBindings(bindings);
}

/** `(Pos(a, b))` against a `Pos`: the types of its first `count` fields in order, when it has that many (not variants). */
export function recordFieldTypes(w: Walker, record: Extract<Type, { k: "record" }>, count: number): readonly Type[] | undefined {
  const decl = declarationsFor(w, record.file)?.types.get(record.name);
  if (decl?.kind !== "record" || decl.variants.size > 0 || decl.fields.length !== count) return undefined;
  return decl.fields.map((f) => memberOf(w, record, f.name).type);
}

/**
 * The payloads of variant `name` of a variant set (`some` of a user
 * `Option: (T: Type) -> Type = { some: (T) -> Option(T), … }`, `capture` of
 * `{ capture: (by: Piece, victim: Piece) -> Outcome, … }`) matched as
 * `some(x)` / `capture(a, b)` against a value of type `record`: the
 * constructor's parameter types, each written `T` or `name: T`, when it has
 * `count` of them; else none.
 */
export function variantPayloads(w: Walker, record: Extract<Type, { k: "record" }>, name: string, count: number): readonly Type[] | undefined {
  const decl = declarationsFor(w, record.file)?.types.get(record.name);
  if (decl?.kind !== "record") return undefined;
  const constructor = decl.fields.find((f) => f.name === name)?.typeNode;
  if (constructor?.type !== "function_type") return undefined;
  const entries = constructor.get("parameters")?.namedChildren ?? [];
  if (entries.length !== count) return undefined;
  const annotations = instanceAnnotations(w, record, decl);
  // `(T)`: the reference reads a bare name as an untyped parameter; here it says the payload's type.
  return entries.map((entry) => annotations.type(entry.type === "parameter" ? entry.get("type") : entry));
}

/** A method's type as declared in `f`. */
function methodFound(w: Walker, f: string, decl: FnDecl): { type: Type; file: string; decl: FnDecl } {
  if (!decl.typeNode) {
    // `Vec2.dot = dot_product[0]`: a function bound as the method.
    const bound = boundMethodIn(decl.node.get("value"));
    const record = decl.node.get("target")?.get("object")?.leafText ?? "";
    return { type: bound ? boundFunctionType(w, f, bound, record) : UNKNOWN, file: f, decl };
  }
  return { type: { k: "fn", sig: annotationsOf(w, f).signature(decl.typeNode) }, file: f, decl };
}

/**
 * The method `name` of record `record` (declared in `file`): its type and
 * declaring file. Looked for in this file, the type's file and the files
 * this one's imports reach: a method may be declared apart from its type,
 * and the compiler makes every loaded module's methods visible in every file
 * (modules-and-workspace.md §3.2), so one declared there is no E1042. A
 * method belongs to its type, whatever name the declaring file gives the
 * type (`use book.{Book as Volume}` then `Volume.mark: …`, §7.1 D8).
 */
function methodOf(w: Walker, record: string, file: string, name: string): { type: Type; file: string; decl: FnDecl } | undefined {
  const found = (f: string, decl: FnDecl) => methodFound(w, f, decl);
  for (const f of new Set([w.context.file, file])) {
    const decl = methodIn(w, f, record, file, name);
    if (decl) return found(f, decl);
  }
  // Only then the modules the imports reach. What the search read, reachableFiles() reads again.
  const hit = searchedMethod(w, w.reachableMethods, w.reachableFiles(), new Set([w.context.file, file]), record, file, name);
  if (!hit) return undefined;
  w.foundMethodIn(hit.file);
  return found(hit.file, hit.decl);
}

/**
 * The first of `files` (but `skip`) declaring method `name` of `record`
 * (declared in `file`), searched once per walk and method (`cache`): a
 * missed `p.clone()` would otherwise scan them all at every use.
 */
function searchedMethod(
  w: Walker,
  cache: Map<string, { readonly file: string; readonly decl: FnDecl } | null>,
  files: readonly string[],
  skip: ReadonlySet<string>,
  record: string,
  file: string,
  name: string,
): { readonly file: string; readonly decl: FnDecl } | null {
  const key = `${file}\u0000${record}\u0000${name}`;
  let hit = cache.get(key);
  if (hit !== undefined) return hit;
  hit = null;
  for (const f of files) {
    if (skip.has(f)) continue;
    const decl = methodIn(w, f, record, file, name);
    if (decl) {
      hit = { file: f, decl };
      break;
    }
  }
  cache.set(key, hit);
  return hit;
}

/**
 * A method declared in a workspace file this file's imports do not reach
 * (`Item.cost` in pricing.yx, called in item.yx, which declares `Item`):
 * the reference injects every module's method table into every file
 * (modules-and-workspace.md §3.2), so a program that loads that file has
 * it. Looked for only where the type would otherwise have no such member,
 * once per walk and name, in the files whose text mentions `.name`.
 */
function methodInWorkspace(w: Walker, record: string, file: string, name: string): { type: Type; file: string; decl: FnDecl } | undefined {
  const skip = new Set([w.context.file, file, ...w.reachableFiles()]);
  const hit = searchedMethod(w, w.workspaceMethods, w.context.listing.files ?? [], skip, record, file, name);
  return hit ? methodFound(w, hit.file, hit.decl) : undefined;
}

/**
 * Every declaration of method `name` of `record` (declared in `file`) in the files a call in this
 * walk sees for certain: this file, the type's, the one the resolution found it in, and those its
 * imports reach (each with the file declaring it); `everywhere()` adds those of every other
 * workspace file, after them (the reference gives every file every module's methods, §3.2): a scan
 * of the workspace, asked only when none of the first takes a call, or before an error is reported.
 */
export function methodDeclarations(
  w: Walker,
  record: string,
  file: string,
  name: string,
  found: string,
): { readonly decls: readonly { readonly file: string; readonly decl: FnDecl }[]; everywhere(): readonly { readonly file: string; readonly decl: FnDecl }[] } {
  const seen = new Set([w.context.file, file, ...w.reachableFiles()]);
  const decls: { file: string; decl: FnDecl }[] = [];
  const add = (f: string, decl: FnDecl | undefined) => {
    for (const one of decl ? (decl.overloads ?? [decl]) : []) decls.push({ file: f, decl: one });
  };
  for (const f of seen) add(f, methodIn(w, f, record, file, name));
  if (!seen.has(found)) {
    // Found in a file no import reaches (methodInWorkspace): every module's methods are every file's
    // (§3.2), so each workspace file declaring it adds its overloads, and there is none elsewhere
    // (100c: `Room.cost(self)` in one file and `Room.cost(self, n)` in another, the call chose the first by path).
    for (const hit of workspaceDeclarations(w, record, file, name)) if (!seen.has(hit.file)) add(hit.file, hit.decl);
    return { decls, everywhere: () => decls };
  }
  const known = new Set([...seen, found]);
  const elsewhere = () => searchedMethod(w, w.otherMethodFiles, w.context.listing.files ?? [], known, record, file, name) !== null;
  const everywhere = () => {
    // (The first other file declaring it is looked for first: a scan that stops there, kept per walk.)
    if (!elsewhere()) return decls;
    const all = [...decls];
    for (const hit of workspaceDeclarations(w, record, file, name)) {
      if (known.has(hit.file)) continue;
      for (const one of hit.decl.overloads ?? [hit.decl]) all.push({ file: hit.file, decl: one });
    }
    return all;
  };
  return { decls, everywhere };
}

/** Every workspace file's declaration of method `name` of `record` (declared in `file`), in path order, searched once per walk. */
function workspaceDeclarations(w: Walker, record: string, file: string, name: string): readonly { readonly file: string; readonly decl: FnDecl }[] {
  const key = `${file}\u0000${record}\u0000${name}`;
  let hits = w.workspaceOverloads.get(key);
  if (hits === undefined) {
    const found: { file: string; decl: FnDecl }[] = [];
    for (const f of w.context.listing.files ?? []) {
      const decl = methodIn(w, f, record, file, name);
      if (decl) found.push({ file: f, decl });
    }
    hits = found;
    w.workspaceOverloads.set(key, hits);
  }
  return hits;
}

/**
 * The declarations of a method declared more than once, with the file and
 * the name each file writes it under (`P.scaled` with the type, another
 * `P.scaled` apart, in a file this one imports): the overloads a call
 * chooses from (methodDeclarations' files); undefined for one declared once.
 */
export function methodOverloadSet(w: Walker, resolution: MemberResolution): { readonly file: string; readonly decl: FnDecl; readonly qualified: string }[] | undefined {
  if (resolution.kind === "function") return attachedOverloads(w, resolution);
  if (resolution.kind !== "member") return undefined;
  const { decls } = methodDeclarations(w, resolution.owner.name, resolution.owner.file, resolution.name, resolution.file);
  if (decls.length < 2) return undefined;
  // Each module adding an overload the call sees is used through its import (80a D7: `use more` for `Pt.shift`'s second overload was W1003).
  for (const { file } of decls) w.foundMethodIn(file);
  return decls.map(({ file, decl }) => ({ file, decl, qualified: `${decl.node.get("target")?.get("object")?.leafText ?? resolution.owner.name}.${resolution.name}` }));
}

/**
 * The declaration of the method a member resolution names (`Table.add`,
 * declared with its type or apart), with the name its file writes it under
 * (`Crop.thirst` for a method of `Plant` declared through an alias): the
 * container of its parameters.
 */
export function methodDeclared(w: Walker, resolution: MemberResolution): { readonly file: string; readonly decl: FnDecl; readonly qualified: string } | undefined {
  if (resolution.kind !== "member") return undefined;
  const found = methodOf(w, resolution.owner.name, resolution.owner.file, resolution.name) ?? methodInWorkspace(w, resolution.owner.name, resolution.owner.file, resolution.name);
  const target = found?.decl.node.get("target");
  const owner = target?.get("object");
  return found && owner ? { file: found.file, decl: found.decl, qualified: `${owner.leafText}.${resolution.name}` } : undefined;
}

/**
 * A method of a generic record called on an instance with known arguments:
 * `Stack.top: (self: &Stack(T)) -> T` on a `Stack(Item)` returns an `Item`.
 * The type names the method's `self` parameter gives as the record's
 * arguments are bound to the receiver's (unified, instantiate.ts).
 */
export function instanceMethodType(w: Walker, record: Extract<Type, { k: "record" }>, method: { readonly file: string; readonly decl: FnDecl }): Type | undefined {
  const typeNode = method.decl.typeNode;
  if (typeNode?.type !== "function_type") return undefined;
  // `Bag.map_to: (U: Type) -> (self: &Bag(T), f: (x: T) -> U) -> Bag(U)`: a method with type parameters of
  // its own has its receiver in the group after them (they are inferred at the call, as a function's are).
  const self = firstParameterType(methodValueGroup(typeNode) ?? typeNode);
  // `B.peek: (self: &B(T)) -> T` with `use model.{Box as B}`: the record under the name its file imports it as (101d D2).
  if (self?.type !== "generic_type") return undefined;
  const selfName = self.get("name")?.leafText;
  if (selfName === undefined || (selfName !== record.name && w.typeIn(method.file, selfName)?.decl.name !== record.name)) return undefined;
  // Its type parameters: the names it gives as arguments that are no types (`Bag(Int)` names none: 102c N5, `Int`
  // was bound to the receiver's `String`, and a method declared for `Bag(Int)` returned a `String`).
  const names = (self.get("arguments")?.namedChildren ?? []).filter((a) => a.type === "type_identifier" && !namesType(w, method.file, a.leafText)).map((a) => a.leafText);
  const inferred: Inferred = new Map();
  unify(self, selfName === record.name ? record : { ...record, name: selfName }, new Set(names), inferred);
  const annotations = annotationsOf(w, method.file);
  return { k: "fn", sig: annotations.withGenerics(names).withBindings(agreed(inferred)).signature(typeNode) };
}

/**
 * Whether `name`, written as a type argument of a method's receiver in `file`
 * (`self: &Bag(Int)`, `self: &Bag(T)`), is a type there rather than a name
 * the method gives the type's parameter (a primitive, a built-in type, a type
 * the file declares or imports).
 */
export function namesType(w: Walker, file: string, name: string): boolean {
  return primitiveNamed(name) !== undefined || BUILTIN_TYPE_NAMES.has(name) || w.typeIn(file, name) !== undefined;
}

/** The value group after a leading group of type parameters only (`(U: Type) -> (self: …) -> …`), else null. */
export function methodValueGroup(typeNode: AstNode): AstNode | null {
  const entries = typeNode.get("parameters")?.namedChildren.filter((p) => p.type === "parameter") ?? [];
  if (entries.length === 0 || !entries.every((p) => isTypeParameterType(p.get("type")))) return null;
  return functionTypeIn(typeNode.get("result"));
}

/**
 * A generic set's variant called through its type (`Maybe.just(v = 3)` of
 * `just: (v: T) -> Maybe(T)`): its type with the set's type parameters the
 * arguments fix (`(v: Int) -> Maybe(Int)`), else the context's value
 * (`m: Maybe(Int) = Maybe.nothing()`), as a generic record's constructor
 * (calls.ts genericInstance), from the types of the arguments passed by
 * position and by name. Undefined when nothing fixes them.
 */
export function variantInstance(w: Walker, owner: RecordDecl, file: string, variant: string, positional: readonly Type[], named: ReadonlyMap<string, Type>, expected: Type | undefined): Type | undefined {
  const field = owner.fields.find((f) => f.name === variant);
  const typeNode = functionTypeIn(field?.typeNode ?? null);
  const params = owner.params ?? [];
  const typeParams = new Set(params.filter((p) => p.isType).map((p) => p.name));
  if (typeNode?.type !== "function_type" || typeParams.size === 0) return undefined;
  const inferred: Inferred = new Map();
  // Entries named (`(v: T)`) or bare (`(T)`, a type body's function type names types).
  // Positional arguments fill the entries no named one names, in order.
  let next = 0;
  for (const entry of typeNode.get("parameters")?.namedChildren ?? []) {
    const name = entry.type === "parameter" ? (entry.get("name")?.leafText ?? "") : "";
    const actual = named.get(name) ?? positional[next++] ?? UNKNOWN;
    unify(entry.type === "parameter" ? entry.get("type") : entry, actual, typeParams, inferred);
  }
  const bindings = agreed(inferred);
  // The rest from the context: `Maybe(Int)` expected binds `T` to `Int`.
  const context = expected?.k === "record" && expected.name === owner.name && expected.file === file && expected.args?.length === params.length ? expected.args : undefined;
  // (Nothing binds them, `Maybe.none()`: still a `Maybe`, its arguments unknown; 93e D2.)
  const instance: Type = { k: "record", name: owner.name, file, args: params.map((p, i) => (p.isType ? bindings.get(p.name) ?? context?.[i] ?? UNKNOWN : UNKNOWN)) };
  return declaredFieldType(w, owner, file, field, instance);
}

/**
 * `m.shift(by = 1)` of a `pub` function attached to a type and declared more
 * than once (§3.3, §3.4): each overload, named as a plain call names it
 * (its parameters are `shift#by` of that overload), for the named arguments
 * to choose among (74b D2: with two, none was a use of either).
 */
function attachedOverloads(w: Walker, resolution: Extract<MemberResolution, { kind: "function" }>): { readonly file: string; readonly decl: FnDecl; readonly qualified: string }[] | undefined {
  const attached = attachedDeclarations(w, resolution);
  return attached.length < 2 ? undefined : attached.map((decl) => ({ file: resolution.file, decl, qualified: resolution.name }));
}

/** The declarations of the function an attached-function resolution names that are attached to a type of their file. */
function attachedDeclarations(w: Walker, resolution: Extract<MemberResolution, { kind: "function" }>): readonly FnDecl[] {
  const declarations = declarationsFor(w, resolution.file);
  return (
    declarations?.functions.get(resolution.name)?.filter((d) => {
      const type = attachedTypeName(d);
      return type !== undefined && declarations.types.has(type);
    }) ?? []
  );
}

/**
 * The declaration a call `m.bump_by(…)` resolved to an attached function
 * (resolution kind `function`, §3.4) runs: the function of that name in
 * that file attached to one of its types (undefined when several are, one
 * per type: which one is the receiver's type's to say, and the resolution
 * does not carry it).
 */
export function attachedDeclaration(w: Walker, resolution: MemberResolution): { readonly file: string; readonly decl: FnDecl } | undefined {
  if (resolution.kind !== "function") return undefined;
  const attached = attachedDeclarations(w, resolution);
  return attached.length === 1 ? { file: resolution.file, decl: attached[0]! } : undefined;
}

/**
 * `b.widen(3)` with `pub widen: (b: &Box, k: Int) -> Box` declared in Box's
 * file: a `pub` function whose first parameter is of the type is attached to
 * it as a method (modules-and-workspace.md §3.4, §4.5): its type without the
 * receiver, or undefined when there is no such function.
 */
function attachedFunction(w: Walker, record: { readonly name: string; readonly file: string }, name: string, receiver?: Type): Type | undefined {
  const decl = declarationsFor(w, record.file)?.functions.get(name)?.find((d) => attachedTypeName(d) === record.name);
  if (!decl?.typeNode) return undefined;
  const annotations = annotationsOf(w, record.file);
  const sig = annotations.signature(decl.typeNode);
  // A generic one (`pub unbox: (T: Type) -> (b: &Box(T)) -> T` called `b.unbox()`): its type parameters as the receiver fixes them.
  const result = sig.instantiate && receiver ? sig.instantiate([receiver]) : sig.result;
  return { k: "fn", sig: { ...sig, params: sig.params.slice(1), result, checkArity: false, checkTypes: false } };
}

/**
 * A method bound to the function `fn` of file `f` (`deposit = add_funds[0]`,
 * `Vec2.dot = dot_product[0]`): the function's parameters but those the
 * receiver fills at `positions` (syntax.md §3.7), and its result. Without
 * positions (`fits = fits_seat`, the default binding), the receiver fills
 * the first parameter of the method's type `record`; when none is, which
 * parameters remain is not known: the result only. Not checked (method
 * calls are not).
 */
export function boundFunctionType(w: Walker, f: string, bound: BoundMethod, record: string): Type {
  const fn = boundFunction(w, f, bound);
  const decl = fn?.decls.find((d) => d.typeNode !== null);
  if (!fn || !decl?.typeNode) return UNKNOWN;
  const sig = annotationsOf(w, fn.file).signature(decl.typeNode);
  const positions = bound.positions.length > 0 ? bound.positions : defaultPosition(sig, record);
  return { k: "fn", sig: positions.length > 0 ? receiverFilled(sig, positions) : { params: [], result: sig.result, checkArity: false, checkTypes: false, receiverFilled: true } };
}

/**
 * The type a method bound in a type body has where it is declared: the bound function's, receiver
 * included, as the signature shown there (108f P2: `area = sq_area[0]` was `() -> Float`, the
 * method as read off a value).
 */
export function boundFunctionDeclaredType(w: Walker, f: string, bound: BoundMethod): Type {
  const fn = boundFunction(w, f, bound);
  const decl = fn?.decls.find((d) => d.typeNode !== null);
  return fn && decl?.typeNode ? { k: "fn", sig: annotationsOf(w, fn.file).signature(decl.typeNode) } : UNKNOWN;
}

/**
 * The annotation a method bound by position shows as its signature: the bound function's, receiver
 * included, as a method declared apart shows its own (`loan_days = days_for_dvd[0]` shows
 * `(d: &Dvd) -> Int`). Only a function of file `f` itself: a signature is read from its file's text.
 */
export function boundFunctionAnnotation(w: Walker, f: string, bound: BoundMethod): AstNode | null {
  const fn = boundFunction(w, f, bound);
  return fn?.file === f ? (fn.decls.find((d) => d.typeNode !== null)?.typeNode ?? null) : null;
}

/** The default binding's receiver position (syntax.md §3.7: the first parameter whose type is the record, or a borrow of it). */
export function defaultPosition(sig: Signature, record: string): number[] {
  const at = sig.params.findIndex((p) => {
    const t = deref(p.type);
    return t.k === "record" && t.name === record;
  });
  return at < 0 ? [] : [at];
}

/** The parameters a receiver bound at `positions` fills; a negative position counts from the end (`mirror[-1]`: the last; syntax.md §3.8). */
export function filledPositions(sig: Signature, positions: readonly number[]): number[] {
  return positions.map((p) => (p < 0 ? sig.params.length + p : p));
}

/**
 * The function a method binding of file `f` binds (`raise = raise_reserve[0]`):
 * declared in `f`, or imported there (`use ledger.{raise_reserve}`), or named
 * through a module `f` imports (`ledger.raise_reserve[0]`), with the file that
 * declares it.
 */
export function boundFunction(w: Walker, f: string, bound: BoundMethod): { readonly file: string; readonly name: string; readonly decls: readonly FnDecl[] } | undefined {
  if (bound.module !== undefined) {
    // `Account.fee = m.fee_of[0]`: the function of the module `use model as m` names.
    const file = w.importedModule(f, bound.module);
    const decls = file !== undefined ? declarationsFor(w, file)?.functions.get(bound.fn) : undefined;
    return file !== undefined && decls ? { file, name: bound.fn, decls } : undefined;
  }
  const own = declarationsFor(w, f)?.functions.get(bound.fn);
  if (own) return { file: f, name: bound.fn, decls: own };
  const imported = w.importedName(f, bound.fn);
  const decls = imported && declarationsFor(w, imported.file)?.functions.get(imported.name);
  return imported && decls ? { file: imported.file, name: imported.name, decls } : undefined;
}

/**
 * The function behind a method bound by position (`raise = raise_reserve[0]`
 * in the type's body, or `Lot.premium = premium_on[1]`) a member resolution
 * names, with the positions its receiver fills.
 */
export function boundMethodFunction(w: Walker, resolution: MemberResolution): { readonly file: string; readonly name: string; readonly decls: readonly FnDecl[]; readonly positions: readonly number[] } | undefined {
  if (resolution.kind !== "member") return undefined;
  const { owner, name } = resolution;
  const record = declarationsFor(w, owner.file)?.types.get(owner.name);
  let bound = record?.kind === "record" ? record.bindings.get(name) : undefined;
  let file = owner.file;
  if (!bound) {
    const method = methodOf(w, owner.name, owner.file, name) ?? methodInWorkspace(w, owner.name, owner.file, name);
    bound = method && !method.decl.typeNode ? boundMethodIn(method.decl.node.get("value")) : undefined;
    file = method?.file ?? file;
  }
  const fn = bound && boundFunction(w, file, bound);
  return fn && bound ? { ...fn, positions: bound.positions } : undefined;
}

/** File `f`'s declaration of method `name` of the record `record` of `file`, under the type's name or another name `f` gives it. */
function methodIn(w: Walker, f: string, record: string, file: string, name: string): FnDecl | undefined {
  // Through an alias too: `P2.norm` with `P2: Type = Point` is a method of `Point` (81c D1: a false E1042 at every call).
  const isRecord = (seen: { decl: TypeDecl; file: string } | undefined): boolean => {
    const type = seen?.decl.kind === "alias" ? throughAliases(w, seen) : seen;
    return type !== undefined && type.decl.name === record && type.file === file;
  };
  const isTheType = (key: string): boolean => isRecord(f === w.context.file ? w.context.lookupType(key) : w.typeIn(f, key));
  if (f !== w.context.file && f !== file) {
    // A third file gives the type a method only under a name that is not its own type (an import of
    // it): the names it declares `name` under so are known per version, without its declarations
    // (every file's walk asks this of every file its imports reach, for every method it calls).
    const keys = w.context.apartMethodKeys(f, name);
    if (keys.length === 0) return undefined;
    const methods = declarationsFor(w, f)?.methods;
    // Under the type's own name first, as below.
    for (const key of keys.includes(record) ? [record, ...keys.filter((k) => k !== record)] : keys) {
      const decl = methods?.get(key)?.get(name);
      if (decl && isTheType(key)) return decl;
    }
    return undefined;
  }
  const methods = declarationsFor(w, f)?.methods;
  if (!methods) return undefined;
  // Under the type's own name: the type's file's, and this file's unless the name is another type here
  // (a `Point.flip` of this file is its own `Point`'s when it declares one: 78c, two files' `Point`s).
  const own = methods.get(record)?.get(name);
  if (own && f === file) return own;
  if (own) {
    const here = w.context.lookupType(record);
    if (here === undefined || isRecord(here)) return own;
  }
  for (const [key, table] of methods) {
    const decl = key === record ? undefined : table.get(name);
    if (decl && isTheType(key)) return decl;
  }
  return undefined;
}

/**
 * A record value handed where an interface is required (`bill(Apple(250))`
 * with `bill: (a: &Priced) -> Int`): its methods implementing the
 * interface's are looked up, so that the modules declaring them apart count
 * as used (`use prices` for `Apple.price` is no unused import: dispatch
 * through `Priced` needs it).
 */
export function implementingMethodsUsed(w: Walker, actual: Type, expected: Type): void {
  const value = deref(actual);
  const required = deref(expected);
  if (value.k !== "record" || required.k !== "iface") return;
  const iface = declarationsFor(w, required.file)?.types.get(required.name);
  if (iface?.kind !== "iface") return;
  for (const member of iface.members) methodOf(w, value.name, value.file, member);
}

/** The declared type of member `name` of an interface declared in `file` (unknown when it declares none). */
export function interfaceMemberType(w: Walker, decl: InterfaceDecl, file: string, name: string | undefined): Type {
  const typeNode = name === undefined ? null : (decl.memberTypes.get(name) ?? null);
  // In a type body a bare name is the parameter's type (`color: (Int) -> String`, §6.3), as in a record field's.
  return typeNode?.type === "function_type" ? { k: "fn", sig: annotationsOf(w, file).signature(typeNode, { bareNamesAreTypes: true }) } : UNKNOWN;
}

/** Annotations read as in `file` (this file's own, or another's). */
function annotationsOf(w: Walker, file: string): Annotations {
  return file === w.context.file ? w.annotations : w.foreignAnnotations(file);
}


/** The declarations of `file`: this file's own, or another's. */
export function declarationsFor(w: Walker, file: string): Declarations | undefined {
  return file === w.context.file ? w.context.declarations : w.context.declarationsOf(file);
}

/** `object[index]`. */
export function inferIndex(w: Walker, node: AstNode, scope: Scope): Type {
  const object = node.get("object");
  const indices = node.all("index");
  const t = object && object.type !== "generic_type" ? w.expr(object, scope) : UNKNOWN;
  const indexTypes = indices.map((i) => (i.type !== "generic_type" ? w.expr(i, scope) : UNKNOWN));
  const d = deref(t);
  if (indices.length !== 1) return UNKNOWN;
  const index = indices[0] as AstNode;
  // `nums[1..3]`: a range picks a slice (syntax.md §5.4), of a type the spec does not give: not an element (74b D1).
  if (index.type === "range_expression" || deref(indexTypes[0] ?? UNKNOWN).k === "range") return UNKNOWN;
  switch (d.k) {
    case "list":
      return d.elem;
    case "dict":
      return d.value;
    case "tuple": {
      if (index.type !== "integer_literal") return UNKNOWN;
      const n = parseInteger(index.leafText);
      if (n === undefined) return UNKNOWN;
      if (n >= BigInt(d.elems.length)) {
        w.checks?.tupleIndex(w, index, d.elems.length, n);
        return UNKNOWN;
      }
      return d.elems[Number(n)] ?? UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

/** The `T.m` methods of record `name` (of `file`) declared in its file and in the file being walked. */
function declaredMethods(w: Walker, name: string, file: string): string[] {
  const own = declarationsFor(w, file)?.methods.get(name)?.keys() ?? [];
  const here = file === w.context.file ? [] : (w.context.declarations.methods.get(name)?.keys() ?? []);
  return [...new Set([...own, ...here])];
}

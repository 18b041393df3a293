// Member access and indexing (diagnostics.md §6.5): `alias.member` of a std
// or workspace module and `record.member` must exist (E1042, at the member);
// a member of a known non-record value is E1053; a literal index outside a
// tuple is E1041.
import { moduleExports } from "../semantic/modules/exports.js";
import { stdModule } from "../semantic/modules/std-library.js";
import type { AstNode } from "../syntax/ast/ast.js";
import type { Declarations, RecordDecl } from "../semantic/types/declarations.js";
import { parseInteger } from "../semantic/types/const-eval.js";
import type { Scope } from "../semantic/walk/scope.js";
import { stdMember, stdValueType } from "../semantic/types/std-signatures.js";
import { deref, display, fullyKnown, UNKNOWN, type Type } from "../semantic/types/types.js";
import type { Walker } from "../semantic/walk/walker.js";

/** Methods every value may have through built-in interfaces (never reported as missing). */
const BUILTIN_METHODS = new Set(["clone", "equal", "debug", "to_string", "next", "eq", "hash", "drop", "fmt", "show"]);

export function checkField(w: Walker, node: AstNode, scope: Scope): Type {
  const object = node.get("object");
  const field = node.get("field");
  if (!object || !field || object.type === "generic_type" || field.missing) {
    if (object && object.type !== "generic_type") w.expr(object, scope);
    return UNKNOWN;
  }
  const moduleType = moduleOf(w, object, scope);
  if (moduleType) return moduleMember(w, moduleType, field);
  const receiver = w.expr(object, scope);
  return memberOf(w, receiver, field);
}

/** The module a receiver names (`io`, `std`, `std.io`, a workspace alias), or null. */
export function moduleOf(w: Walker, object: AstNode, scope: Scope): Extract<Type, { k: "module" }> | null {
  if (object.type === "identifier") {
    const b = scope.lookup(object.leafText);
    if (!b?.module) return null;
    w.ownership.read(object, b, scope);
    return { k: "module", module: b.module.path, std: b.module.std, file: b.module.file };
  }
  if (object.type === "field_expression") {
    // `std.io` through `use std`.
    const inner = object.get("object");
    const name = object.get("field");
    if (!inner || !name) return null;
    const parent = moduleOf(w, inner, scope);
    if (parent?.std && stdModule(`${parent.module}.${name.leafText}`)) {
      return { k: "module", module: `${parent.module}.${name.leafText}`, std: true, file: null };
    }
  }
  return null;
}

function moduleMember(w: Walker, module: Extract<Type, { k: "module" }>, field: AstNode): Type {
  const name = field.leafText;
  if (module.std) {
    if (module.module === "std") {
      if (stdModule(`std.${name}`)) return { k: "module", module: `std.${name}`, std: true, file: null };
      reportMissing(w, field, name, "std", "std has no module");
      return UNKNOWN;
    }
    const e = stdMember(module.module, name);
    if (e) return stdValueType(e);
    reportMissing(w, field, name, module.module, `module ${module.module} does not export`);
    return UNKNOWN;
  }
  if (!module.file) return UNKNOWN;
  const decls = w.context.declarationsOf(module.file);
  const doc = decls ? w.context.documentOf(module.file) : undefined;
  if (!decls || !doc) return UNKNOWN;
  if (!moduleExports(doc).get(name)) {
    reportMissing(w, field, name, module.module, `module '${module.module}' does not export`);
    return UNKNOWN;
  }
  const fns = decls.functions.get(name);
  if (fns && fns.length === 1 && fns[0]?.typeNode) {
    return { k: "fn", sig: w.foreignAnnotations(module.file).signature(fns[0].typeNode) };
  }
  if (decls.types.has(name)) return { k: "meta" };
  return UNKNOWN;
}

function reportMissing(w: Walker, field: AstNode, name: string, owner: string, what: string): void {
  w.sink.report("E1042", field, `${what} '${name}'`, { phase: "types", help: `check the spelling against what '${owner}' provides` });
}

/** The type of `receiver.field`, reporting E1042/E1053. */
export function memberOf(w: Walker, receiver: Type, field: AstNode): Type {
  const t = deref(receiver);
  const name = field.leafText;
  switch (t.k) {
    case "record": {
      const decls = declarationsFor(w, t.file);
      const decl = decls?.types.get(t.name);
      if (!decl || decl.kind !== "record") return UNKNOWN;
      const f = decl.fields.find((x) => x.name === name);
      if (f) return decl.params || t.file !== w.context.file ? UNKNOWN : w.annotations.type(f.typeNode);
      const method = methodOf(w, t.name, t.file, name);
      if (method !== undefined) return method;
      if (decl.members.has(name) || decl.interfaces.length > 0 || BUILTIN_METHODS.has(name)) return UNKNOWN;
      // A top-level function may be called method-style (`p1.distance(p2)`): the reference binds it.
      if (w.context.declarations.functions.has(name) || declarationsFor(w, t.file)?.functions.has(name)) return UNKNOWN;
      w.sink.report("E1042", field, `record '${t.name}' has no field or method '${name}'`, {
        phase: "types",
        help: `'${t.name}' has ${decl.fields.length > 0 ? `the fields ${decl.fields.map((x) => x.name).join(", ")}` : "no fields"}; declare a method with \`${t.name}.${name}: (self: &${t.name}, …) -> … = …\` if one is missing`,
      });
      return UNKNOWN;
    }
    case "prim":
    case "list":
    case "dict":
    case "set":
    case "tuple":
    case "range":
      if (!fullyKnown(t) && t.k !== "list" && t.k !== "dict") return UNKNOWN;
      if (t.k === "prim" && (t.name === "Never" || t.name === "Void")) return UNKNOWN;
      w.sink.report("E1053", field, `a value of type ${display(t)} has no field or method '${name}'`, { phase: "types" });
      return UNKNOWN;
    case "opaque": {
      // A type name nothing declares (`p: Point` with no `Point` anywhere) is
      // not a record, so it has no members: the reference reports E1053 for
      // its fields and methods alike. Std opaque types (`File`, `DateTime`),
      // names an import binds (a failed workspace import included) and the
      // built-in interface methods every value may have are not reported.
      if (t.malformed !== undefined || STD_OPAQUE.has(t.name) || BUILTIN_METHODS.has(name) || w.module.lookup(t.name) !== undefined) return UNKNOWN;
      w.sink.report("E1053", field, `'${t.name}' is not a declared type, so a value of that type has no field or method '${name}'`, {
        phase: "types",
        help: `declare it (\`${t.name}: Type = { ${name}: … }\`) or import it with \`use\``,
      });
      return UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

/** Opaque types of the std signatures and resources (§7.2): their members are not modelled. */
const STD_OPAQUE = new Set(["File", "DateTime", "Error", "FilePath", "HttpUrl", "DBUrl", "Console", "LibraryRef", "ExternRef", "Formatter"]);

/** The type of method `name` of record `record` (declared in its own file or in this one), or undefined. */
function methodOf(w: Walker, record: string, file: string, name: string): Type | undefined {
  for (const f of new Set([w.context.file, file])) {
    const decl = declarationsFor(w, f)?.methods.get(record)?.get(name);
    if (!decl) continue;
    if (decl.typeNode && f === w.context.file) return { k: "fn", sig: w.annotations.signature(decl.typeNode) };
    return UNKNOWN;
  }
  return undefined;
}

function declarationsFor(w: Walker, file: string): Declarations | undefined {
  return file === w.context.file ? w.context.declarations : w.context.declarationsOf(file);
}

export function checkIndex(w: Walker, node: AstNode, scope: Scope): Type {
  const object = node.get("object");
  const indices = node.all("index");
  const t = object && object.type !== "generic_type" ? w.expr(object, scope) : UNKNOWN;
  for (const i of indices) if (i.type !== "generic_type") w.expr(i, scope);
  const d = deref(t);
  if (indices.length !== 1) return UNKNOWN;
  const index = indices[0] as AstNode;
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
        w.sink.report("E1041", index, `index ${n} is outside the tuple, which has ${d.elems.length} element(s) (indices 0 to ${d.elems.length - 1})`, {
          phase: "types",
        });
        return UNKNOWN;
      }
      return d.elems[Number(n)] ?? UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

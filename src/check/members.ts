// Member access and indexing (diagnostics.md §6.5): `alias.member` of a std
// or workspace module and `record.member` must exist (E1042, at the member);
// a member of a known non-record value is E1053 (a function, a module's
// function or constant included: `assert.assert(…)` without `use std.assert`
// reads a member of the prelude function `assert`, and `Int.max` one of a
// type), but a built-in type name that is also a std module is that module
// without its `use`, E1001 at the name (`string.len(s)` without `use
// std.string`); a literal index outside a tuple is E1041. The walk
// resolves every member (src/semantic/walk/members.ts); these rules report
// the ones missing from a known receiver.
import type { AstNode } from "../syntax/ast/ast.js";
import type { MemberResolution } from "../semantic/walk/members.js";
import { deref, display, type Type } from "../semantic/types/types.js";
import { notItsValueHelp } from "./assignments.js";
import type { Sink } from "./context.js";
import { nearestName } from "../diagnostics/edit-distance.js";
import { renderTemplate } from "../diagnostics/registry.js";
import { stdMember } from "../semantic/types/std-signatures.js";
import { STD_MODULES, stdImportableNames } from "../semantic/modules/std-library.js";
import { canonicalModulePath } from "../semantic/modules/module-path.js";
import { foreignMethodHelp } from "./unknown-names.js";

/** E1042 / E1053 for a member missing from a known receiver; `text` is the file's source (another language's header may name the member). */
export function memberRules(sink: Sink, field: AstNode, receiver: Type, resolution: MemberResolution, text: string): void {
  if (resolution.kind !== "missing") return;
  const name = field.leafText;
  switch (resolution.owner) {
    case "std":
      reportMissing(sink, field, name, "std", "std has no module", STD_MODULES.map((m) => m.name));
      return;
    case "std-module":
      reportMissing(sink, field, name, resolution.where, `module ${resolution.where} does not export`, stdImportableNames(resolution.where));
      return;
    case "module":
      if (resolution.submodule !== undefined) {
        // `use core as desk` brings in core's own names, not its submodules (modules-and-workspace.md §3).
        sink.report("E1042", field, `module '${resolution.where}' does not export '${name}': '${name}' is its submodule (${resolution.submodule}), which a \`use\` of '${resolution.where}' does not bring in`, {
          phase: "types",
          help: `import the submodule itself: \`use ${resolution.where}.${name}\` (then \`${name}.…\`), or its items: \`use ${resolution.where}.${name}.{…}\``,
        });
        return;
      }
      reportMissing(sink, field, name, resolution.where, `module '${resolution.where}' does not export`, resolution.available ?? []);
      return;
    case "record": {
      const decl = resolution.record;
      const fields = decl?.fields ?? [];
      // A variant set (`Side: Type = { left: () -> Side, … }`) is told as one: its members are variants.
      const variantSet = decl !== undefined && decl.variants.size > 0 && decl.fields.every((f) => decl.variants.has(f.name));
      const methods = [...new Set([...(decl?.members ?? []), ...(resolution.available ?? [])])].filter((m) => !fields.some((f) => f.name === m));
      const near = nearestName(name, [...fields.map((x) => x.name), ...methods]);
      const has = `'${resolution.where}' has ${memberList(fields.map((x) => x.name), decl?.variants, methods)}`;
      // A near name is what was meant: declaring a second, misspelt member is not the fix then.
      const declare = variantSet
        ? `add the variant to its body (\`${name}: (…) -> ${resolution.where}\`) if one is missing`
        : `declare a method with \`${resolution.where}.${name}: (self: &${resolution.where}, …) -> … = …\` if one is missing`;
      sink.report("E1042", field, variantSet ? `type '${resolution.where}' has no variant or method '${name}'` : `record '${resolution.where}' has no field or method '${name}'`, {
        phase: "types",
        help: resolution.functionNamed
          ? attachHelp(name, resolution.where)
          : (foreignMethodHelp(text, name) ??
            (resolution.functionInTypeFile !== undefined
            ? importHelp(name, resolution.where, resolution.functionInTypeFile)
            : near
              ? `did you mean '${near}'? ${has}`
              : resolution.where === "Result" || resolution.where === "Option"
                ? // `parse("1").unwrap()` (105b P9): adding a variant is never the fix.
                  `${notItsValueHelp(resolution.where === "Result" ? "result" : "option")} (${has})`
                : `${has}; ${declare}`)),
      });
      return;
    }
    case "interface": {
      // Its own methods and those of the interfaces it lists.
      const methods = resolution.members ?? [];
      const near = nearestName(name, methods);
      const has = `a value of an interface has only its methods (${methods.length > 0 ? methods.join(", ") : "none"})`;
      sink.report("E1042", field, `interface '${resolution.where}' has no method '${name}'`, {
        phase: "types",
        help: resolution.functionNamed
          ? attachHelp(name, resolution.where)
          : near
            ? `did you mean '${near}'? ${has}`
            : `${has}; add '${name}' to '${resolution.where}' or use the record's own type`,
      });
      return;
    }
    case "value": {
      const t = deref(receiver);
      // `x.abs()` on a Float: std.math's Float forms are `fabs`, `fmax`, `fmin` (diagnostics.md §7.5; 54a F1).
      const floatForm = t.k === "prim" && t.name === "Float" && FLOAT_FORMS.has(name) && stdMember("std.math", `f${name}`) !== undefined ? `f${name}` : undefined;
      const module = floatForm ? "math" : stdModuleFor(t, name);
      const fn = floatForm ?? name;
      sink.report("E1053", field, `a value of type ${display(t)} has no field or method '${name}'`, {
        phase: "types",
        // `s.upper()`: std functions are not methods.
        ...(module ? { help: `'${fn}' is a function of std.${module}, not a method: call \`${module}.${fn}(…)\` with the value as its first argument (after \`use std.${module}\`)` } : {}),
      });
      return;
    }
    case "function":
      sink.report("E1053", field, `a function (${display(deref(receiver))}) has no field or method '${name}'`, {
        phase: "types",
        help: "call the function first if the member belongs to its result: `f().field`",
      });
      return;
    case "unimported-module": {
      const module = resolution.where;
      const help = resolution.importedAs
        ? `std.${module} is imported here as \`${resolution.importedAs}\`: write \`${resolution.importedAs}.${name}(…)\`, or import it as \`use std.${module}\``
        : `import the module first: \`use std.${module}\``;
      // `string.len(s)` without `use std.string`: a module used without its `use`, E1001 at its
      // name (diagnostics.md §6.2, probe N02), though the built-in type `string` is bound.
      if (receiver.k === "meta") {
        sink.report("E1001", field.parent?.get("object") ?? field, `'${module}' is not defined here: the module std.${module} is not imported, and the built-in type '${module}' has no members`, {
          phase: "names",
          help,
        });
        return;
      }
      // `assert.assert(…)` without `use std.assert`: the prelude function `assert`, a value with no members.
      sink.report("E1053", field, `'${module}' here is the std function '${module}', not the module std.${module}, so it has no member '${name}'`, {
        phase: "types",
        help,
      });
      return;
    }
    case "type-value":
      sink.report("E1053", field, `'${resolution.where}' is a type, and a type used as a value has no field or method '${name}'`, { phase: "types" });
      return;
    case "opaque":
      sink.report("E1053", field, renderTemplate(UNDECLARED_TYPE, { name: resolution.where, member: name }), {
        phase: "types",
        // A type moved to another module is the common case: the import first (import-hints.ts names the module; 96a D2).
        help: `import it with \`use\` from the module that declares it, or declare it (\`${resolution.where}: Type = { ${name}: … }\`)`,
      });
      return;
  }
}

/** The E1053 of a member of a value whose type nothing declares here (import-hints.ts reads the name back). */
export const UNDECLARED_TYPE = "'{name}' is not a declared type, so a value of that type has no field or method '{member}'";

/** A function called method-style that is not attached to the receiver's type. */
function attachHelp(name: string, type: string): string {
  return `'${name}' is a function, not a method of '${type}': call it as \`${name}(…)\` with the value as its first argument; a function is a method only when it is \`pub\` and its first parameter is of a type declared in the same file`;
}

/** `b.shifted(1.0)` where `shifted` is a function of the type's file that is not attached to it (not `pub`). */
function importHelp(name: string, type: string, file: string): string {
  const module = canonicalModulePath(file);
  return `'${name}' is a function of module '${module}', not a method of '${type}': import it (\`use ${module}.{${name}}\`) and call it as \`${name}(…)\` with the value as its first argument, or make it \`pub\` in '${file}' (a \`pub\` function whose first parameter is of a type declared in its file is a method of that type)`;
}

/** "the fields x, y", "the variants red, green", "the variants … and the fields … and the methods …" or "no fields". */
function memberList(names: readonly string[], variants: ReadonlySet<string> | undefined, methods: readonly string[] = []): string {
  const variantNames = names.filter((n) => variants?.has(n));
  const fieldNames = names.filter((n) => !variants?.has(n));
  const parts = [
    variantNames.length > 0 ? `the variants ${variantNames.join(", ")}` : "",
    fieldNames.length > 0 ? `the fields ${fieldNames.join(", ")}` : "",
    methods.length > 0 ? `the methods ${methods.join(", ")}` : "",
  ].filter((p) => p !== "");
  return parts.length > 0 ? parts.join(" and ") : "no fields";
}

/** Most names a module's E1042 lists (as E5003's message does). */
const MAX_LISTED = 40;

/** E1042 for a name a module (or `std`) lacks: the nearest of its names, and what it has (modules-and-workspace.md §3.9). */
function reportMissing(sink: Sink, field: AstNode, name: string, owner: string, what: string, available: readonly string[]): void {
  const near = nearestName(name, available);
  const listed = available.length === 0 ? "nothing" : available.slice(0, MAX_LISTED).join(", ") + (available.length > MAX_LISTED ? ", …" : "");
  sink.report("E1042", field, `${what} '${name}'`, {
    phase: "types",
    help: `${near ? `did you mean '${near}'? ` : ""}'${owner}' provides ${listed}`,
  });
}

/** E1041: a literal index outside a tuple. */
export function tupleIndexRule(sink: Sink, index: AstNode, arity: number, at: bigint): void {
  sink.report("E1041", index, `index ${at} is outside the tuple, which has ${arity} element(s) (indices 0 to ${arity - 1})`, { phase: "types" });
}

/** The std module whose function `name` takes a value of `type` first (`string` for `upper` on a String), if there is one. */
/** std.math functions whose Float form is `f` + the name. */
const FLOAT_FORMS = new Set(["abs", "max", "min"]);

function stdModuleFor(type: Type, name: string): string | undefined {
  const candidates = type.k === "prim" && type.name === "String" ? ["string"] : type.k === "list" ? ["list"] : type.k === "dict" ? ["dict"] : type.k === "set" ? ["set"] : type.k === "prim" ? ["math"] : [];
  return candidates.find((module) => stdMember(`std.${module}`, name) !== undefined);
}

// Step 3 of rename_symbol: which definitions `old_name` (and `scope`) names.
//
//   module         a top-level definition, an item-import alias or a
//                  namespace binding; `Type.member` for members (bare names
//                  never pick members), with the members of the same name of
//                  the interfaces it implements and their implementations
//   function:f     every parameter, generic parameter and local called
//                  old_name declared inside f (`Type.method` for methods),
//                  nested blocks and lambdas included
//   (none)         module if that finds something, else the one function
//                  declaring the name (several → AMBIGUOUS); `f#x` is
//                  `x` with function:f
//
// Refusals: IMPORTED for an item imported from another module (rename its
// alias, or rename it where it is defined), STD-SYMBOL for names that only
// resolve to the std prelude / built-ins, NOT-FOUND otherwise.
import type { Span } from "../../diagnostics/diagnostic.js";
import { isPreludeValue, BUILTIN_TYPES } from "../../semantic/model/builtins.js";
import type { Definition, SemanticModel } from "../../semantic/index.js";
import type { UseItemSyntax } from "../../semantic/modules/use-syntax.js";
import { ownerAsWritten, type OwnerOf } from "./alias-owner.js";
import { RenameRefusal, type RenameScope } from "./model.js";

const LOCAL_KINDS = new Set(["local", "parameter", "generic_parameter"]);
const MEMBER_KINDS = new Set(["field", "variant", "method"]);
const START: Span = [1, 1, 1, 1];

/**
 * Whether listing the type `def` makes the lister implement it (an interface; the caller may know more:
 * a bundle or a generic interface, which the model reads as a type, semantic/interface-like.ts).
 */
export type Listable = (def: Definition) => boolean;

const INTERFACES_ONLY: Listable = (def) => def.kind === "interface";

export function findTargets(model: SemanticModel, oldName: string, scope: RenameScope | undefined, listable: Listable = INTERFACES_ONLY, ownerOf: OwnerOf = ownerAsWritten): Definition[] {
  // `describe#limit`, `Point.shift#d`: a function's local as the workspace form and find_references name it (§4.3).
  const hash = oldName.lastIndexOf("#");
  if (hash > 0 && scope === undefined) return functionTargets(model, oldName.slice(hash + 1), oldName.slice(0, hash));
  if (oldName.includes(".")) {
    if (scope?.kind === "function") throw notFound(oldName, scope);
    return memberTargets(model, oldName, listable, ownerOf);
  }
  if (scope?.kind === "function") return functionTargets(model, oldName, scope.name);
  const module = moduleTargets(model, oldName);
  if (module.length > 0 || scope?.kind === "module") {
    if (module.length === 0) throw notFound(oldName, scope);
    return module;
  }
  const byFunction = new Map<string, Definition[]>();
  for (const def of model.definitions) {
    if (def.name !== oldName || !isFunctionLocal(model, def) || def.container === null) continue;
    const list = byFunction.get(def.container);
    if (list) list.push(def);
    else byFunction.set(def.container, [def]);
  }
  if (byFunction.size === 1) return [...byFunction.values()][0]!;
  if (byFunction.size > 1) {
    const candidates = [...byFunction.keys()].map((f) => `function:${f}`);
    const first = [...byFunction.values()][0]![0]!;
    // A member of that name is renamed by `Type.member` (bare names never pick members): say so too (51a F2).
    const members = [...new Set(model.definitions.filter((d) => MEMBER_KINDS.has(d.kind) && d.name === oldName && d.container !== null).map((d) => `${d.container}.${d.name}`))];
    const orMember = members.length > 0 ? `, or old_name ${members.map((m) => `"${m}"`).join(" / ")} for the ${members.length === 1 ? "member" : "members"}` : "";
    throw new RenameRefusal("MCP-RENAME-AMBIGUOUS", `'${oldName}' is declared in several functions: ${candidates.join(", ")}; pass one of them as scope${orMember}`, first.span, {
      candidates,
      help: `pass scope: "${candidates[0]}" (or another candidate)${orMember}`,
    });
  }
  throw notFound(oldName, scope);
}

function moduleTargets(model: SemanticModel, name: string): Definition[] {
  const top = model.definitions.filter((d) => d.name === name && d.symbolScope === "top-level");
  const own = top.filter((d) => d.kind !== "import" && d.kind !== "namespace");
  if (own.length > 0) return own;
  // Every `use` that binds the name: two binding one module (`use std.{io}` and `use std.io`, §3.9) are one name,
  // and a rename that left the second would leave it binding the old one (99d D1).
  const bindings = top.filter((d) => isUseBinding(model, d));
  if (bindings.length > 0) return bindings;
  const imported = model.definitions.find((d) => d.kind === "import" && d.importedName === name);
  if (imported) {
    throw new RenameRefusal(
      "MCP-RENAME-IMPORTED",
      `'${name}' is imported from another module: rename it where it is defined, or give it an alias here (\`{${name} as …}\`) and rename the alias`,
      imported.kind === "import" && imported.importedName !== imported.name ? importNameSpan(model, imported) : imported.span,
    );
  }
  return [];
}

/**
 * A name a `use` binds that is not the original's: a namespace binding, an alias (`a as b`, and `a as a`,
 * whose alias is written), a module bound as an item (`use std.{io}`: a namespace binding, §3.1).
 */
function isUseBinding(model: SemanticModel, d: Definition): boolean {
  return d.kind === "namespace" || (d.kind === "import" && (d.importedName !== d.name || importItem(model, d)?.alias != null || importsModule(model, d)));
}

/** What a function declares that a rename scoped to it may rename: parameters, locals, and the aliases of a `use` in its body. */
function isFunctionLocal(model: SemanticModel, d: Definition): boolean {
  return LOCAL_KINDS.has(d.kind) || (d.symbolScope === "local" && isUseBinding(model, d));
}

function functionTargets(model: SemanticModel, name: string, fn: string): Definition[] {
  const exists = model.scopes.some((s) => s.owner === fn);
  const defs = model.definitions.filter((d) => d.name === name && d.container === fn && isFunctionLocal(model, d));
  if (!exists || defs.length === 0) {
    throw new RenameRefusal(
      "MCP-RENAME-NOT-FOUND",
      exists ? `no parameter or local '${name}' is declared in '${fn}'` : `no function or method '${fn}' in the source`,
      START,
    );
  }
  return defs;
}

function memberTargets(model: SemanticModel, qualified: string, listable: Listable, ownerOf: OwnerOf): Definition[] {
  // As declared (`P2.norm`), or by the type its container names (`Point.norm` with `P2: Type = Point`), or
  // by any alias of that type (`P2.norm` declared as `P3.norm`, with `P3: Type = P2`; 85a D11).
  const dot = qualified.lastIndexOf(".");
  const [container, name] = [qualified.slice(0, dot), qualified.slice(dot + 1)];
  const owner = ownerOf(container);
  const named = (d: Definition) => d.qualifiedName === qualified || (d.container !== null && d.name === name && ownerOf(d.container) === owner);
  const defs = model.definitions.filter((d) => MEMBER_KINDS.has(d.kind) && named(d));
  if (defs.length === 0) throw notFound(qualified, undefined);
  // A method declared twice: both declarations are renamed.
  return [...defs, ...memberFamily(model, defs[0]!, listable, ownerOf).filter((d) => !defs.includes(d))];
}

/**
 * A member with the members it must keep the name of: an interface's member
 * and the members of that name of every type implementing the interface (in
 * this source), whichever of them is renamed. Renaming one alone would
 * leave a type that no longer provides what its interface declares.
 */
function memberFamily(model: SemanticModel, member: Definition, listable: Listable, ownerOf: OwnerOf): Definition[] {
  // A type's members of the name, whether declared under its name or an alias of it (`P2.area` is `Point`'s; 85a D2).
  const byOwner = new Map<string, Definition[]>();
  for (const d of model.definitions) {
    if (!MEMBER_KINDS.has(d.kind) || d.container === null || d.name !== member.name) continue;
    const owner = ownerOf(d.container);
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), d]);
  }
  const membersOf = (type: string) => byOwner.get(type) ?? [];
  // Interface name → the types listing it; type name → the interfaces it lists.
  const implementers = new Map<string, Set<string>>();
  const interfacesOf = new Map<string, Set<string>>();
  for (const { type, interfaceStart } of model.interfaces) {
    const ref = model.referenceAt(interfaceStart);
    const iface = ref?.resolution.kind === "definition" ? model.definitions[ref.resolution.definition] : undefined;
    if (!iface || !listable(iface)) continue;
    const typeName = model.definitions[type]!.name;
    add(implementers, iface.name, typeName);
    add(interfacesOf, typeName, iface.name);
  }
  const containers = new Set([ownerOf(member.container ?? "")]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of [...containers]) {
      for (const next of [...(implementers.get(c) ?? []), ...(interfacesOf.get(c) ?? [])]) {
        if (containers.has(next) || membersOf(next).length === 0) continue;
        containers.add(next);
        changed = true;
      }
    }
  }
  const family = [member];
  for (const c of containers) for (const d of membersOf(c)) if (d !== member && !family.some((f) => f.container === d.container)) family.push(d);
  return family;
}

function add(table: Map<string, Set<string>>, key: string, value: string): void {
  const set = table.get(key);
  if (set) set.add(value);
  else table.set(key, new Set([value]));
}

function notFound(name: string, scope: RenameScope | undefined): RenameRefusal {
  const where = scope?.kind === "function" ? ` in '${scope.name}'` : scope?.kind === "module" ? " at the top level" : "";
  return new RenameRefusal("MCP-RENAME-NOT-FOUND", `nothing called '${name}' is declared${where}`, START);
}

/** STD-SYMBOL when `name` is only ever a prelude / std / built-in name in the source. */
export function stdRefusal(model: SemanticModel, name: string): RenameRefusal | null {
  const ref = model.references.find((r) => r.name === name && (r.resolution.kind === "prelude" || r.resolution.kind === "builtin-type"));
  const member = model.members.find((m) => m.member === name && (m.resolution.kind === "std-export" || m.resolution.kind === "std-module"));
  if (ref || member || isPreludeValue(name) || BUILTIN_TYPES.has(name)) {
    return new RenameRefusal("MCP-RENAME-STD-SYMBOL", `'${name}' is a standard-library or built-in name; it cannot be renamed`, ref?.span ?? member?.span ?? START);
  }
  return null;
}

/** The span of the item name in `use m.{name as alias}` (the import-role reference to the alias). */
function importNameSpan(model: SemanticModel, alias: Definition): Span {
  const ref = model.references.find((r) => r.role === "import" && r.resolution.kind === "definition" && r.resolution.definition === alias.id);
  return ref?.span ?? alias.span;
}

/** The item of its `use` statement an import definition binds. */
export function importItem(model: SemanticModel, def: Definition): UseItemSyntax | undefined {
  if (def.useOrdinal === null) return undefined;
  return model.imports[def.useOrdinal]?.statement.items.find((item) => item.local.start === def.start);
}

/** Whether an import definition binds a module (`io` of `use std.{io}`). */
export function importsModule(model: SemanticModel, def: Definition): boolean {
  if (def.useOrdinal === null) return false;
  const record = model.imports[def.useOrdinal];
  const i = record?.statement.items.findIndex((item) => item.local.start === def.start) ?? -1;
  return i >= 0 && record!.bindings[i]?.kind === "module";
}

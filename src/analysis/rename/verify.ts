// Step 4 of rename_symbol: refuse a rename that would change what any name
// means. Two layers:
//
// 1. Direct clashes (clear messages): another member of the same type, a
//    top-level definition or import (module scope), a parameter or local of
//    the function (function scope) already called new_name.
// 2. Re-resolution: the renamed text is parsed and its semantic model
//    compared with the original, position by position. Every definition must
//    still be a definition, every reference must resolve to the same binding
//    (or the same prelude / built-in / nothing), and every member use that
//    resolved to a member must resolve to the same member. This catches
//    every capture the assignment-first rule makes possible: an inner
//    binding capturing a reference to the target, the renamed binding
//    capturing a reference to an existing name (including prelude names),
//    and a nested `new_name = …` turning from a declaration into an
//    assignment.
import type { Definition, Resolution, SemanticModel } from "../../semantic/index.js";
import { BUILTIN_METHODS } from "../../semantic/index.js";
import { ownerAsWritten, type OwnerOf } from "./alias-owner.js";
import { offsetMapper } from "./occurrences.js";
import { RenameRefusal, type RenameEdit } from "./model.js";

const MEMBER_KINDS = new Set(["field", "variant", "method"]);
const LOCAL_KINDS = new Set(["local", "parameter", "generic_parameter", "import", "namespace"]);
/** Binding forms that may reuse a visible name (R10). */
const SHADOWING_FORMS = new Set(["parameter", "pattern"]);

export function directClash(model: SemanticModel, targets: readonly Definition[], newName: string, ownerOf: OwnerOf = ownerAsWritten): RenameRefusal | null {
  const targetIds = new Set(targets.map((t) => t.id));
  const first = targets[0]!;
  let clash: Definition | undefined;
  if (MEMBER_KINDS.has(first.kind)) {
    // Members of one type, whether declared under its name or an alias of it (`P2.x` is `Point.x`).
    const owner = (d: Definition) => ownerOf(d.container ?? "");
    for (const target of targets) {
      clash = model.definitions.find((d) => MEMBER_KINDS.has(d.kind) && owner(d) === owner(target) && d.name === newName);
      if (clash) return refusal(clash, `'${owner(target)}' already has a ${clash.kind} '${newName}'`);
    }
    return null;
  }
  if (first.symbolScope === "top-level") {
    clash = model.definitions.find((d) => d.symbolScope === "top-level" && d.name === newName && !targetIds.has(d.id));
    if (clash) return refusal(clash, `'${newName}' is already bound at the top level (${describe(clash)})`);
    return null;
  }
  const fn = first.container;
  // R10: a parameter or a pattern binding may hide any visible name inside its body, and be hidden so:
  // a name in another scope is then no clash by itself; the re-resolution below refuses a real capture.
  const hides = (d: Definition) => targets.every((t) => t.scope !== d.scope && (SHADOWING_FORMS.has(t.form) || SHADOWING_FORMS.has(d.form)));
  // R10: sibling blocks (`if` and `else`, two arms) may each declare the name: neither scope sees the other's.
  const apart = (d: Definition) => targets.every((t) => !encloses(model, t.scope, d.scope) && !encloses(model, d.scope, t.scope));
  // A name declared after the other's scope has ended (`for b in xs { … }` then `b = 10`): neither sees the other.
  const visibleFrom = (d: Definition) => ({ start: d.start, end: model.scopes[d.scope]?.end ?? Number.MAX_SAFE_INTEGER });
  const disjoint = (d: Definition) =>
    targets.every((t) => {
      const [a, b] = [visibleFrom(t), visibleFrom(d)];
      return a.end <= b.start || b.end <= a.start;
    });
  clash = model.definitions.find((d) => d.name === newName && d.container === fn && LOCAL_KINDS.has(d.kind) && !targetIds.has(d.id) && !hides(d) && !apart(d) && !disjoint(d));
  if (clash) return refusal(clash, `'${fn}' already declares '${newName}' (${describe(clash)})`);
  return null;
}

/** Whether scope `outer` is scope `inner` or one of its ancestors. */
function encloses(model: SemanticModel, outer: number, inner: number): boolean {
  for (let s: number | null = inner; s !== null; s = model.scopes[s]?.parent ?? null) if (s === outer) return true;
  return false;
}

/** Compares `after` (the model of the renamed text) with `model` (of the original): every binding must keep its meaning. */
export function bindingChange(
  model: SemanticModel,
  after: SemanticModel,
  targets: readonly Definition[],
  edits: readonly RenameEdit[],
  oldName: string,
  newName: string,
  /**
   * The types renamed (a member's owner among them is named newName
   * afterwards): names (one text: every type is the file's), or typeKey()s
   * (a workspace: another module's type of that name is not renamed);
   * default: the type targets' names.
   */
  renamedTypes: ReadonlySet<string> = new Set(targets.filter((t) => t.kind === "type" || t.kind === "interface").map((t) => t.name)),
): RenameRefusal | null {
  const targetIds = new Set(targets.map((t) => t.id));
  const map = offsetMapper(edits);
  // Where each original definition must be found afterwards.
  const expected = new Map<number, number>();
  const back = new Map<number, Definition>();
  for (const def of model.definitions) {
    const renamedUse = (def.kind === "namespace" || def.kind === "import") && targetIds.has(def.id);
    const insertion = renamedUse ? edits.find((e) => e.start === e.end && e.start === def.end) : undefined;
    // ` as <alias>` removed (an alias renamed to the name it aliases): the binding is that name now.
    const removal = renamedUse ? edits.find((e) => e.new_text === "" && e.start < def.start && def.start < e.end) : undefined;
    const at = insertion ? map(insertion.start) + " as ".length : removal ? map(removal.start) - newName.length : map(def.start);
    expected.set(def.id, at);
    back.set(at, def);
  }
  for (const def of model.definitions) {
    const now = after.definitionAt(expected.get(def.id)!);
    if (now) continue;
    if (targetIds.has(def.id)) {
      // A pattern name that names something (a variant, a visible binding) is a reference to it, not a binder.
      const why = def.form === "pattern" ? `the pattern would read '${newName}' as the existing '${newName}', not bind a new name` : `'${newName} = …' there would assign to an existing '${newName}'`;
      return refusal(def, `after the rename, ${describe(def)} would stop being a declaration: ${why}`);
    }
    if (def.kind === "method") {
      return refusal(def, `after the rename, ${describe(def)} would stop being a method: \`T.m = f[…]\` declares a method only when T is capitalised`);
    }
    if (def.form === "pattern") {
      return refusal(def, `after the rename, ${describe(def)} would stop being a binding: the pattern would read '${def.name}' as the renamed '${newName}' (a name in a pattern that names something is a reference to it)`);
    }
    return refusal(def, `after the rename, ${describe(def)} would stop being a declaration: '${def.name} = …' there would assign to the renamed '${newName}' (the assignment-first rule)`);
  }
  for (const ref of model.references) {
    if (ref.role === "import") continue;
    const now = after.referenceAt(map(ref.start));
    const wanted = ref.resolution;
    if (now && sameMeaning(wanted, now.resolution, expected, after)) continue;
    const resolvedTo = now?.resolution.kind === "definition" ? back.get(after.definitions[now.resolution.definition]!.start) : undefined;
    const isTargetRef = wanted.kind === "definition" && targetIds.has(wanted.definition);
    if (isTargetRef && resolvedTo) {
      return refusal(resolvedTo, `the reference to '${oldName}' at ${at(ref.span)} would be captured by ${describe(resolvedTo)}`);
    }
    const what = wanted.kind === "definition" ? describe(model.definitions[wanted.definition]!) : wanted.kind === "prelude" ? "the std prelude name" : wanted.kind === "builtin-type" ? "the built-in" : "an unresolved name";
    return new RenameRefusal("MCP-RENAME-COLLISION", `the reference to '${ref.name}' at ${at(ref.span)} (${what}) would be captured by the renamed binding`, ref.span);
  }
  const renamedAt = new Set(edits.map((e) => e.start));
  // A member use whose receiver's type is no longer known (105d R8: `Result` renamed, so `?` fails and `first.prio`'s
  // receiver is untyped) follows from a type error: the first is kept, any other change of meaning is said first.
  let typeLost: RenameRefusal | null = null;
  for (const use of model.members) {
    const before = use.resolution;
    const r = after.memberAt(map(use.start))?.resolution;
    const name = renamedAt.has(use.start) ? newName : use.member;
    if (before.kind === "function") {
      // A function attached to the receiver's type (§4.5): a member of that name would now win the call.
      if (r?.kind === "function" && r.file === before.file && r.name === name) continue;
      return new RenameRefusal("MCP-RENAME-COLLISION", `after the rename, '${use.member}' at ${at(use.span)} would no longer call the function '${before.name}' attached to its receiver's type`, use.span);
    }
    if (before.kind !== "member") continue;
    const owner = renamedTypes.has(before.owner.name) || renamedTypes.has(typeKey(before.owner)) ? newName : before.owner.name;
    if (r?.kind === "member" && r.owner.name === owner && r.owner.file === before.owner.file && r.name === name) continue;
    if (r?.kind === "unknown") {
      typeLost ??= new RenameRefusal("MCP-RENAME-COLLISION", `after the rename, the type of \`${use.receiver ?? "?"}\` would no longer be known, so '${use.member}' at ${at(use.span)} would no longer be the member '${before.owner.name}.${before.name}'`, use.span, { typeLost: true });
      continue;
    }
    // `show`, `clone`, `fmt`…: every value may have a built-in method of that name, so a call of it is not known to be the renamed one (58b D2).
    if (name === newName && BUILTIN_METHODS.has(newName)) {
      return new RenameRefusal("MCP-RENAME-COLLISION", `'${newName}' is the name of a built-in method (${[...BUILTIN_METHODS].join(", ")}): after the rename, '${newName}' at ${at(use.span)} could call that one rather than '${before.owner.name}.${newName}', which cannot be told apart; choose another name`, use.span);
    }
    return new RenameRefusal("MCP-RENAME-COLLISION", `after the rename, '${use.member}' at ${at(use.span)} would no longer be the member '${before.owner.name}.${before.name}'`, use.span);
  }
  return typeLost;
}

function sameMeaning(before: Resolution, after: Resolution, expected: ReadonlyMap<number, number>, model: SemanticModel): boolean {
  if (before.kind === "definition") {
    return after.kind === "definition" && model.definitions[after.definition]!.start === expected.get(before.definition);
  }
  if (before.kind === "unresolved") return after.kind === "unresolved";
  return after.kind === before.kind && after.name === before.name;
}

function refusal(def: Definition, message: string): RenameRefusal {
  return new RenameRefusal("MCP-RENAME-COLLISION", message, def.span);
}

function describe(def: Definition): string {
  const kind = def.kind === "import" ? "imported name" : def.kind === "namespace" ? "namespace binding" : def.kind.replace("_", " ");
  const where = def.container && def.symbolScope === "local" ? ` of '${def.container}'` : "";
  return `the ${kind} '${def.name}'${where} at ${at(def.span)}`;
}

function at(span: readonly number[]): string {
  return `${span[0]}:${span[1]}`;
}

/** A type by its file and name (`renamedTypes` of a workspace rename). */
export function typeKey(type: { readonly name: string; readonly file: string }): string {
  return `${type.file}\u0000${type.name}`;
}

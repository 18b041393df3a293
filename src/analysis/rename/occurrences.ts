// Step 5 of rename_symbol: every token to rewrite, read off the file's
// semantic model. Lexical targets: the definition (and its signature name),
// every reference and write that resolves to it - f-string interpolations
// included, since they are ordinary expressions - but never the item name
// of `use m.{x as y}` when `y` is renamed. Members: the declaration and
// every member use the model resolves to that member of that type
// (`recv.member` whatever the receiver, named constructor arguments); a
// function's parameter: the named arguments of its calls (of an overloaded
// function: of the calls that take that overload); a function attached
// to a type: its method-style calls (`x.f(…)`). A
// namespace binding that is the last segment of its `use` path gets
// ` as <new>` inserted instead of an edit of the path. Member uses of the
// same name whose receiver's type is not known, and named arguments that
// may name the parameter of several overloads, are not edited: they are
// returned as `unresolved`, for the caller to report.
import type { Span } from "../../diagnostics/diagnostic.js";
import type { Definition, MemberUse, SemanticModel } from "../../semantic/index.js";
import { ownerAsWritten, type OwnerOf } from "./alias-owner.js";
import type { RenameEdit } from "./model.js";
import { patternLocalAt, usesOf } from "./pattern-fields.js";
import { importItem, importsModule } from "./targets.js";

export interface RenamePlan {
  readonly edits: RenameEdit[];
  /** Uses of the member's name that could be a use of it but whose receiver's type is not known, and named arguments several overloads could take (left unchanged). */
  readonly unresolved: readonly MemberUse[];
  /** Uses of the locals a renamed field's `{ x }` patterns bind, renamed with it (beyond the field's own places). */
  readonly patternUses: readonly Span[];
}

/** The edits renaming `targets` (definitions of the model of `text`, of one name) to `newName`. Pure. */
export function planRename(model: SemanticModel, text: string, targets: readonly Definition[], newName: string, ownerOf: OwnerOf = ownerAsWritten): RenamePlan {
  const edits = new Map<number, RenameEdit>();
  const replace = (start: number, end: number, span: Span) => {
    if (!edits.has(start)) edits.set(start, { span, start, end, old_text: text.slice(start, end), new_text: newName });
  };
  const ids = new Set(targets.map((t) => t.id));
  for (const def of targets) {
    const pathEnd = def.kind === "namespace" ? pathEndIfUnaliased(model, def) : def.kind === "import" ? moduleItemEnd(model, def) : null;
    const dropped = aliasDropped(model, def, newName);
    if (dropped) {
      edits.set(dropped.start, { span: dropped.span, start: dropped.start, end: dropped.end, old_text: text.slice(dropped.start, dropped.end), new_text: "" });
    } else if (pathEnd) {
      edits.set(pathEnd.offset, { span: pathEnd.span, start: pathEnd.offset, end: pathEnd.offset, old_text: "", new_text: ` as ${newName}` });
    } else {
      replace(def.start, def.end, def.span);
    }
    if (def.signatureStart !== null && def.signatureSpan) replace(def.signatureStart, def.signatureStart + def.name.length, def.signatureSpan);
  }
  for (const ref of model.references) {
    if (ref.role === "import") continue;
    if (ref.resolution.kind === "definition" && ids.has(ref.resolution.definition)) replace(ref.start, ref.end, ref.span);
  }
  // A parameter of a top-level function: the named arguments of its calls (`f(k = 2)`, `g(1)(x = 5.0)`);
  // of an overloaded one, those of the calls that take its overload (the others that may are left unresolved).
  const unresolved: MemberUse[] = [];
  const parameters = targets.filter((t) => t.kind === "parameter");
  if (parameters.length > 0) {
    for (const use of model.members) {
      const r = use.resolution;
      if (r.kind !== "parameter" && r.kind !== "overloaded-parameter") continue;
      if (r.file !== model.file) continue;
      const named = parameters.filter((t) => t.container === r.fn && t.name === r.name);
      if (r.kind === "overloaded-parameter") {
        // Renamed in every overload that declares it: whichever the call takes, the name is renamed.
        const declaring = model.definitions.filter((d) => d.kind === "parameter" && d.container === r.fn && d.name === r.name);
        if (declaring.every((d) => ids.has(d.id))) replace(use.start, use.end, use.span);
        else if (named.length > 0) unresolved.push(use);
      } else if (named.some((t) => !r.overload || (t.start >= r.overload[0] && t.start < r.overload[1]))) {
        replace(use.start, use.end, use.span);
      }
    }
  }
  // A top-level function called method-style through the type it is attached to (`sword.bonus(20)`, §4.5).
  const functions = new Set(targets.filter((t) => t.kind === "function" && t.symbolScope !== "local").map((t) => t.name));
  if (functions.size > 0) {
    for (const use of model.members) {
      const r = use.resolution;
      if (r.kind === "function" && r.file === model.file && functions.has(r.name)) replace(use.start, use.end, use.span);
    }
  }
  const members = targets.filter((t) => t.symbolScope === "member");
  if (members.length > 0) {
    // A member declared under an alias (`P2.norm`) is used as the member of the type it names (`Point.norm`).
    const wanted = new Set(members.map((m) => `${ownerOf(m.container ?? "")}.${m.name}`));
    const names = new Set(members.map((m) => m.name));
    for (const use of model.members) {
      const r = use.resolution;
      if (r.kind === "member" && r.owner.file === model.file && wanted.has(`${r.owner.name}.${r.name}`)) replace(use.start, use.end, use.span);
      else if (r.kind === "unknown" && (r.why === "receiver" || r.why === "broken") && names.has(use.member)) unresolved.push(use);
    }
  }
  // A parameter's or field's name as a named argument of a call through a value (`g(factor = 2)` with `g = scale`):
  // whose it is is not known, so it is left, and said.
  const argumentNames = new Set(targets.filter((t) => t.kind === "parameter" || t.kind === "field").map((t) => t.name));
  if (argumentNames.size > 0) {
    for (const use of model.members) if (use.resolution.kind === "value-call-argument" && argumentNames.has(use.resolution.name)) unresolved.push(use);
  }
  // A renamed field's `{ x }` patterns bind a local of its name: its uses follow (pattern-fields.ts).
  const patternUses: Span[] = [];
  if (members.some((m) => m.kind === "field")) {
    for (const start of [...edits.keys()]) {
      const local = patternLocalAt(model, start);
      for (const r of local ? usesOf(model, local) : []) {
        if (!edits.has(r.start)) patternUses.push(r.span);
        replace(r.start, r.end, r.span);
      }
    }
  }
  return { edits: [...edits.values()].sort((a, b) => a.start - b.start), unresolved, patternUses };
}

/** Applies edits (sorted, non-overlapping, against `text`). */
export function applyEdits(text: string, edits: readonly RenameEdit[]): string {
  let out = "";
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.start) + e.new_text;
    at = e.end;
  }
  return out + text.slice(at);
}

/** Maps an offset of the original text to the text with `edits` (sorted, non-overlapping) applied. */
export function offsetMapper(edits: readonly RenameEdit[]): (offset: number) => number {
  // shift[i]: how far text after edit i-1 has moved (the sum of the length changes before edit i).
  const shift: number[] = [0];
  for (const e of edits) shift.push(shift[shift.length - 1]! + e.new_text.length - (e.end - e.start));
  return (offset) => {
    // The edits that start before `offset` (an insertion at `offset` does not move it).
    let lo = 0;
    let hi = edits.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const e = edits[mid]!;
      if (e.start < offset || (e.start === offset && e.end > e.start)) lo = mid + 1;
      else hi = mid;
    }
    const last = edits[lo - 1];
    // Inside a replaced token: its start.
    if (last && offset < last.end) return last.start + shift[lo - 1]!;
    return offset + shift[lo]!;
  };
}

/**
 * A module's alias renamed to the module's name (`use std.{io as out}` or
 * `use shapes as geo` renamed back): ` as …` is removed rather than leaving
 * `io as io`, so a rename and its undo give back the text (a module bound
 * under its own name is renamed by inserting ` as …` again). The range to
 * remove.
 */
function aliasDropped(model: SemanticModel, def: Definition, newName: string): { start: number; end: number; span: Span } | null {
  // Only a module's alias: an item imported under its own name is the item itself (a rename there renames
  // the declaration), so `use m.{f as f}` stays for the undo to rename the alias again.
  if (def.kind !== "namespace" && !(def.kind === "import" && importsModule(model, def))) return null;
  const item = def.kind === "import" ? importItem(model, def) : undefined;
  const statement = def.useOrdinal === null ? undefined : model.imports[def.useOrdinal]?.statement;
  const named = item?.alias ? item.name : statement?.form === "module-alias" && statement.aliases.length === 1 ? statement.segments[statement.segments.length - 1] : undefined;
  const alias = item?.alias ?? (statement?.form === "module-alias" ? statement.aliases[0] : undefined);
  if (!named || !alias || alias.start !== def.start || named.name !== newName) return null;
  const end = alias.start + alias.name.length;
  return { start: named.start + named.name.length, end, span: [named.span[2], named.span[3], alias.span[2], alias.span[3]] };
}

/** For `use std.{io}` (a module bound as an item, no alias) the binding is the item: insert ` as <new>` after it. */
function moduleItemEnd(model: SemanticModel, def: Definition): { offset: number; span: Span } | null {
  if (!importsModule(model, def) || importItem(model, def)?.alias != null) return null;
  return { offset: def.end, span: [def.span[2], def.span[3], def.span[2], def.span[3]] };
}

/** For `use p` (no alias) the binding is the last path segment: insert after the path. */
function pathEndIfUnaliased(model: SemanticModel, def: Definition): { offset: number; span: Span } | null {
  if (def.useOrdinal === null) return null;
  const statement = model.imports[def.useOrdinal]?.statement;
  if (!statement || statement.form !== "module") return null;
  const last = statement.segments[statement.segments.length - 1];
  if (!last) return null;
  return { offset: last.start + last.name.length, span: [last.span[2], last.span[3], last.span[2], last.span[3]] };
}

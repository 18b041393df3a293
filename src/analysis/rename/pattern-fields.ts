// `{ x }` record patterns (syntax.md §7.2): one token names the field `x` of
// the matched record and binds a local `x` holding it. YaoXiang has no
// `{ field: name }` form, so the local's name is the field's: a rename of the
// field renames the locals such patterns bind (and their uses) with it, and a
// rename of such a local alone cannot be written.
import type { Definition, SemanticModel } from "../../semantic/index.js";
import { RenameRefusal } from "./model.js";

/** The local a `{ x }` pattern binds at `start`, when the token there is also a use of a field. */
export function patternLocalAt(model: SemanticModel, start: number): Definition | undefined {
  const def = model.definitionAt(start);
  if (def?.form !== "pattern" || def.start !== start) return undefined;
  return namesField(model, def) ? def : undefined;
}

/** Whether the pattern binding `def` is `{ x }`'s: its token names a field of the matched record. */
function namesField(model: SemanticModel, def: Definition): boolean {
  // A field of a known record, or of a value whose type is not known (any record's field of that name).
  const use = def.form === "pattern" ? model.memberAt(def.start) : undefined;
  return use !== undefined && (use.resolution.kind === "member" || use.resolution.kind === "unknown");
}

/** The references to `def` in its file (its uses; the definition itself not included). */
export function usesOf(model: SemanticModel, def: Definition): SemanticModel["references"] {
  return model.references.filter((r) => r.role !== "import" && r.resolution.kind === "definition" && r.resolution.definition === def.id);
}

/** The refusal of a rename of `local` alone when a `{ x }` pattern binds it (its span: the pattern's name), else null. */
export function patternFieldRefusal(model: SemanticModel, local: Definition): RenameRefusal | null {
  if (!namesField(model, local)) return null;
  const resolution = model.memberAt(local.start)!.resolution;
  // Unknown: the matched value's type is not known, so neither is the record whose field it takes.
  const field = resolution.kind === "member" ? `${resolution.owner.name}.${resolution.name}` : local.name;
  const message = `'${local.name}' is bound by the record pattern \`{ ${local.name} }\`, which takes the field '${field}' apart under the field's own name: a pattern has no \`{ field: name }\` form, so the local cannot have another name`;
  const help = `rename the field '${field}' (its patterns' locals follow), or match the whole value (\`v => … v.${local.name} …\`) and bind what you need under any name`;
  return new RenameRefusal("MCP-RENAME-PATTERN-FIELD", message, local.span, { help });
}

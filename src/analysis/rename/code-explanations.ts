// What each diagnostic rename_symbol answers with means (explain_diagnostic
// explains them as it does the compiler's codes): the refusals (errors, no
// edits), the warning listing member uses left unchanged and the note naming
// an interface family renamed together.
import { ownCodeLookup, type OwnCodeEntry, type OwnCodeExplanation } from "../../diagnostics/own-codes.js";
import { FAMILY_CODE, UNRESOLVED_CODE, type RenameCode } from "./model.js";

type Entry = OwnCodeEntry;

export type RenameCodeExplanation = OwnCodeExplanation<"Rename">;

const REFUSALS: Record<RenameCode, Entry> = {
  "MCP-RENAME-PARSE-ERROR": { severity: "error", title: "A renamed file has syntax errors, or a source could not be read", description: "The rename would edit a file whose text does not parse, so what its names denote is not known; or a source file of the workspace was skipped (not UTF-8, over 4 MB, …: MCP-FILE-SKIPPED), so its uses of the name can be neither known nor renamed. Nothing was changed.", help: "Fix the syntax errors (typecheck lists them) or the skipped file, then rename again; with force: true a skipped file only gives a warning." },
  "MCP-RENAME-INVALID-NAME": { severity: "error", title: "The new name is not an identifier", description: "A name starts with a letter or `_`, followed by letters, digits or `_`; a lone `_` is not a name.", help: "Pass another new_name." },
  "MCP-RENAME-RESERVED": { severity: "error", title: "The new name is reserved", description: "The new name is `Type`, a built-in type name (a type may take `Option` or `Result`: a program may declare its own), or (for a symbol a match pattern binds) `ok`, `err`, `some` or `none`, which a pattern reads as the built-in constructor.", help: "Pass another new_name." },
  "MCP-RENAME-NOT-FOUND": { severity: "error", title: "No symbol to rename", description: "The query or position names no symbol of the workspace (or text), or names a module, whose name is its file's path.", help: "Look the name up with lookup_symbol and pass its qualified name or a position of it." },
  "MCP-RENAME-AMBIGUOUS": { severity: "error", title: "The query names several symbols", description: "Several symbols match the name; the refusal lists their ids.", help: "Pass one of the ids (a qualified name such as module.name or Type.member), or a position." },
  "MCP-RENAME-IMPORTED": { severity: "error", title: "The name is imported", description: "In one text, the name comes from another module: it is renamed where it is defined.", help: "Rename it in its module (the workspace form renames its imports too), or give it an alias here and rename the alias." },
  "MCP-RENAME-STD-SYMBOL": { severity: "error", title: "A standard-library or built-in name", description: "Names of std modules and built-ins are not the project's to rename.", help: "Rename your own binding instead, or import the std name under an alias." },
  "MCP-RENAME-COLLISION": { severity: "error", title: "The new name would clash or capture", description: "In some affected file the new name is already declared where the renamed symbol is visible, or would hide (or be hidden by) another binding, so a use would change what it names; `related` and `file` say where.", help: "Pass another new_name, or rename the other binding first." },
  "MCP-RENAME-TOO-DEEP": { severity: "error", title: "A use may be in a statement too deep to analyse", description: "A statement nested too deeply for the analysis mentions the name, so its uses there cannot be known.", help: "Split that expression into named parts, then rename." },
  "MCP-RENAME-PATTERN-FIELD": { severity: "error", title: "The local is a record pattern's field", description: "A match arm's record pattern `{ x }` takes the field `x` of the matched record apart into a local of the same name; a pattern has no `{ field: name }` form, so that local cannot be renamed alone. Renaming the field renames such locals and their uses with it.", help: "Rename the field instead, or match the whole value and read its field." },
  "MCP-RENAME-BREAKS": { severity: "error", title: "The renamed code would not type-check", description: "The renamed files and those depending on them were type-checked in memory and have errors the originals do not; `related` lists them. With force: true the edits are returned with this as a warning.", help: "Look at the new errors; pass force: true only if they are expected." },
};

const OTHERS: Record<string, Entry> = {
  [UNRESOLVED_CODE]: { severity: "warning", title: "Member uses left unchanged", description: "Uses of a member of the same name whose receiver's type is not known, and named arguments of calls whose callee is not known (several overloads fit, the receiver's type is not known, or it declares the method through an alias of a function type), were not renamed: they may or may not be the symbol's. `related` gives each place and why.", help: "Check each place; annotating the receiver's type lets the next rename include it." },
  [FAMILY_CODE]: { severity: "note", title: "An interface family renamed together", description: "An interface's method and the methods implementing it share one name: renaming one renamed them all; the note names the others and where each is declared.", help: "Nothing to do: a family shares one name, so its members are renamed together." },
};

/** The explanation of a code rename_symbol answers with, or undefined. Case-insensitive. */
export const explainRenameCode: (code: string) => RenameCodeExplanation | undefined = ownCodeLookup("Rename", { ...REFUSALS, ...OTHERS });

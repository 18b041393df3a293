// rename_symbol over one source text (modules-and-workspace.md §5.7), and
// its core for any caller that renames per file: `findTargets` (what a name
// denotes in a file's model), `planRename` (the edits, and the member uses
// left unchanged because their receiver's type is not known), `applyEdits`,
// `bindingChange` (every name keeps its meaning) and `newErrors` (the type
// errors a rename would add).
export { renameSymbol, SOURCE_PATH, type RenameRequest } from "./rename.js";
// The workspace rename: `renameTargetOf` (the one symbol a query names) and
// `renameInWorkspace` (every file referring to a symbol, validated per file
// and type-checked in memory).
export { refusedRename, renameInWorkspace, renameTargetFound, renameTargetOf, type FileRename, type WorkspaceRenameRequest, type WorkspaceRenameResult } from "./workspace.js";
// A name `use` binds in one file (an alias, a module's namespace name), renamed there.
export { aliasBinding, bindingAt, renameBindingInFile, renameNamed, type BindingRenameRequest } from "./binding.js";
export { checkNewName, parseScope, type NameProblem } from "./validate.js";
export { findTargets } from "./targets.js";
export { applyEdits, planRename, type RenamePlan } from "./occurrences.js";
export { bindingChange, directClash } from "./verify.js";
export { newErrors } from "./recheck.js";
export { RenameRefusal, UNRESOLVED_CODE, type RenameCode, type RenameEdit, type RenameResult, type RenameScope, type FileCheck } from "./model.js";
export { explainRenameCode, type RenameCodeExplanation } from "./code-explanations.js";

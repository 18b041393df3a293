// rename_symbol over one source text (modules-and-workspace.md §5.7).
export { renameSymbol, type RenameRequest } from "./rename.js";
export { checkNewName, parseScope, type NameProblem } from "./validate.js";
export { RenameRefusal, type RenameCode, type RenameEdit, type RenameResult, type RenameScope } from "./model.js";

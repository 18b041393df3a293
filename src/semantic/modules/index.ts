// Module-level analysis over parsed Documents (no MCP here): canonical module
// paths, `use` resolution, the std table, exports, imports and their
// diagnostics. See each file for the rules it implements. How often each
// import is used (W1003) comes from the semantic model: ../imports.ts.
export { canonicalModulePath, isImportableModulePath, isModuleSegment, SOURCE_DIR } from "./module-path.js";
export {
  candidateFiles,
  directoryOf,
  diskListing,
  listingFromPaths,
  resolveModulePath,
  type ModuleResolution,
  type SearchBase,
  type SourceListing,
} from "./resolve-module.js";
export {
  isStdPath,
  PLANNED_STD_MODULES,
  preludeEntry,
  STD_MODULES,
  STD_ROOT,
  stdExport,
  stdImportableNames,
  stdModule,
  stdModulesDefining,
  type StdExport,
  type StdExportKind,
  type StdModule,
} from "./std-library.js";
export {
  bindingKind,
  moduleExports,
  type DeclarationNode,
  type ExportSymbol,
  type MethodSymbol,
  type ModuleExports,
  type TopLevelKind,
} from "./exports.js";
export {
  TOP_LEVEL_SCOPE_ID,
  useStatements,
  type BlockBinding,
  type FileUseSyntax,
  type NameToken,
  type UseForm,
  type UseItemSyntax,
  type UseScope,
  type UseStatement,
} from "./use-syntax.js";
export {
  resolveImports,
  type FileImports,
  type ImportAnalysisOptions,
  type ImportedBinding,
  type ImportedKind,
  type ImportOrigin,
  type ImportRecord,
  type ImportTarget,
  type NamespaceBinding,
} from "./imports.js";
export { programAmbiguities, programOf, type Program, type ProgramConflict, type ProgramEdge } from "./program.js";
export { documentsHost, workspaceHost, type ModuleHost } from "./host.js";
export { hasSyntaxErrors, lineIndexOf, perVersion, syntaxDiagnosticsOf } from "../../syntax/doc-cache.js";

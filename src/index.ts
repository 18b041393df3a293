// The library entry (package.json "exports" → dist/index.js, types in
// dist/types/index.d.ts): what another tool needs to embed YaoXiang code
// intelligence in its own process — parsing, the type checker, the formatter,
// the workspace and its symbol index, and the MCP server itself. Every result
// uses the conventions of the MCP tools (1-based, end-exclusive spans in code
// points; diagnostics with codes that explainDiagnostic explains).
//
//   import { ProjectService, findProjectRoot, checkFiles } from "yaoxiang-mcp";
//   const project = new ProjectService(findProjectRoot({ cliRoot: "path/to/project" }));
//   const view = await project.view();
//   const { diagnostics } = checkFiles({ view, files: view.files });
export { VERSION } from "./version.js";

// Parsing: the tree-sitter grammar (wasm) and its syntax diagnostics.
export { parseSource, type ParseSourceOptions, type ParseSourceResult } from "./syntax/parse-source.js";
export { createParser, loadYaoXiang, GRAMMAR_WASM_PATH } from "./syntax/language.js";
export { sharedParser } from "./syntax/shared-parser.js";
export { Document } from "./syntax/document.js";
export { syntaxDiagnostics } from "./syntax/syntax-diagnostics.js";
export type { Diagnostic, Span } from "./diagnostics/diagnostic.js";
export { explainDiagnostic, type Explanation } from "./diagnostics/explain.js";

// The type checker.
export { checkFiles, checkFilesAsync, type CheckRequest, type CheckResult, type CheckSummary } from "./check/index.js";

// The formatter.
export {
  DEFAULT_FORMAT_OPTIONS,
  diffHunks,
  formatSource,
  resolveFormatOptions,
  type DiffHunk,
  type FormatOptions,
  type FormatResult,
  type ResolvedFormatOptions,
} from "./format/index.js";

// The workspace (a project root's .yx files, kept true to the disk) and its symbol index.
export {
  findProjectRoot,
  ProjectError,
  ProjectService,
  type ProjectRoot,
  type WorkspaceFile,
  type WorkspaceView,
} from "./project/index.js";
export {
  findReferences,
  lookupSymbols,
  symbolIndexFor,
  SymbolIndex,
  type FoundSymbol,
  type LookupOptions,
  type LookupResult,
  type ReferencesOptions,
  type ReferencesResult,
} from "./analysis/symbols/index.js";

// The MCP server: createServer({ project, logger }) gives an SDK Server with
// every tool; connect it to any transport (serveStdio does stdio).
export { createServer, SERVER_NAME, type ServerDeps } from "./mcp/server.js";
export { TOOLS } from "./mcp/tools/index.js";
export type { Tool } from "./mcp/tool.js";
export { Logger, stderrOutput, type LogLevel } from "./mcp/logger.js";
export { serveStdio } from "./mcp/transports/stdio.js";

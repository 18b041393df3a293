// Every tool the server offers, in the order tools/list shows them.
// To add a tool: write src/mcp/tools/<tool_name>.ts exporting `defineTool({...})`
// (contract and example in ../tool.ts), import it here and append it to TOOLS.
// The test in test/mcp/tools-list.test.ts then checks its listing (title,
// description, object outputSchema, readOnlyHint) and the 12,000-character cap
// on the whole tools/list answer, so keep descriptions short and precise.
import type { Tool } from "../tool.js";
import { explainDiagnosticTool } from "./explain_diagnostic.js";
import { findReferencesTool } from "./find_references.js";
import { formatSourceTool } from "./format_source.js";
import { listImportsTool } from "./list_imports.js";
import { listSymbolsTool } from "./list_symbols.js";
import { lookupSymbolTool } from "./lookup_symbol.js";
import { parseSourceTool } from "./parse_source.js";
import { renameSymbolTool } from "./rename_symbol.js";
import { typecheckTool } from "./typecheck.js";

export const TOOLS: readonly Tool[] = [parseSourceTool, explainDiagnosticTool, formatSourceTool, listImportsTool, typecheckTool, listSymbolsTool, lookupSymbolTool, findReferencesTool, renameSymbolTool];

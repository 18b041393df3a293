// zod fragments shared by tool files, so the same thing is described the same
// way in every tool (and tools/list stays short and consistent). The shapes
// match src/diagnostics/diagnostic.ts and the conventions of
// modules-and-workspace.md §0 (1-based spans, code-point columns, end exclusive).
import { z } from "zod";

// Kept terse on purpose: these fragments recur in most tools' schemas, and
// the whole tools/list answer must stay under 10,000 characters.
export const spanSchema = z
  .tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()])
  .describe("[line,col,endLine,endCol] 1-based");

/**
 * The published shape names the four fields every diagnostic has; the
 * optional ones are listed in the description and still pass validation.
 */
export const diagnosticSchema = z
  .looseObject({
    code: z.string().describe("E/W code; see explain_diagnostic"),
    severity: z.enum(["error", "warning", "note"]).describe("Severity"),
    message: z.string().describe("What is wrong"),
    span: spanSchema,
  })
  .describe("Also: file, help, related [{message, span, file}], phase");

export const diagnosticsSchema = z.array(diagnosticSchema).describe("Problems in the code (not call errors)");

/** Input fields for a per-call root (modules-and-workspace.md §1.5 Rule 2). */
export const projectRootInput = z
  .string()
  .optional()
  .describe("Project dir inside the server root (default: it)");

export const filePathInput = z.string().min(1).describe(".yx file, relative to the project root");

/** Largest source text a tool accepts (characters); larger inputs are MCP-INVALID-INPUT. */
export const MAX_SOURCE_CHARS = 2_000_000;

export const sourceInput = z
  .string()
  .max(MAX_SOURCE_CHARS, `source is larger than ${MAX_SOURCE_CHARS} characters`)
  .describe(`YaoXiang source (max ${MAX_SOURCE_CHARS} chars)`);

// zod fragments shared by tool files, so the same thing is described the same
// way in every tool (and tools/list stays short and consistent). The shapes
// match src/diagnostics/diagnostic.ts and the conventions of
// modules-and-workspace.md §0 (1-based spans, code-point columns, end exclusive).
import * as z from "zod";
import { pathInput } from "./limits.js";

// Kept terse on purpose: these fragments recur in most tools' schemas, and
// the whole tools/list answer must stay under 12,000 characters.
/** The span convention, for tool descriptions (spans inside nested results are not described in tools/list). */
export const SPANS = "Spans [line,col,endLine,endCol] 1-based, code points, end-exclusive.";

export const spanSchema = z
  .tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()])
  .describe("[line,col,endLine,endCol] 1-based");

/**
 * One diagnostic. Loose: tools may add fields (displaySpan). Published in
 * tools/list as a field list (see json-schema.ts), so these descriptions
 * document the shape for readers of the code and of validation errors.
 */
export const diagnosticSchema = z.looseObject({
  code: z.string().describe("E/W code; see explain_diagnostic"),
  severity: z.enum(["error", "warning", "note"]).describe("Severity"),
  message: z.string().describe("What is wrong"),
  span: spanSchema,
  file: z.string().optional().describe("Path relative to the project root"),
  help: z.string().optional().describe("How to fix it"),
  phase: z.string().optional().describe("Stage that found it"),
  related: z
    .array(z.looseObject({ message: z.string().describe("Note"), span: spanSchema, file: z.string().optional().describe("Path") }))
    .optional()
    .describe("Related locations"),
});

export const diagnosticsSchema = z.array(diagnosticSchema).describe("Code problems");

/** Input fields for a per-call root (modules-and-workspace.md §1.5 Rule 2). */
export const projectRootInput = pathInput.optional().describe("Project dir");

export const filePathInput = pathInput.min(1).describe(".yx file");

export { MAX_SOURCE_CHARS, sourceInput } from "./limits.js";

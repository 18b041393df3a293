// format_source: the canonical layout of YaoXiang code (formatting.md), as
// `yaoxiang format` prints it but keeping every comment and every parenthesis
// that matters. A thin shell around src/format: options come from the call,
// else from the [fmt] table of the server root's yaoxiang.toml, else the
// defaults; the result is verified (re-parsed and compared with the input as
// a program) before it is returned.
import { z } from "zod";
import { diffHunks, formatSource, resolveFormatOptions } from "../../format/index.js";
import { diagnosticsSchema, sourceInput } from "../schemas.js";
import { defineTool } from "../tool.js";

const width = (what: string, max: number) => z.number().int().min(1).max(max).optional().describe(what);
const line = (what: string) => z.number().int().describe(what);

const hunkSchema = z.object({
  oldStart: line("First input line (1-based)."),
  oldLines: line("Input lines."),
  newStart: line("First output line."),
  newLines: line("Output lines."),
  lines: z.array(z.string()).describe("' ' kept, '-' removed, '+' added."),
});

export const formatSourceTool = defineTool({
  name: "format_source",
  title: "Format YaoXiang source",
  description:
    "Format YaoXiang code as `yaoxiang format` does, never losing a comment or changing meaning. " +
    "Code with syntax errors is returned unchanged. Defaults: yaoxiang.toml [fmt].",
  input: {
    source: sourceInput,
    indent_width: width("Indent (default 4)", 16),
    tab_size: width("= indent_width", 16),
    line_width: width("Line width, bytes (120)", 1000),
    use_tabs: z.boolean().optional().describe("Indent with tabs"),
    sort_imports: z.boolean().optional().describe("Sort imports (default true)"),
  },
  output: {
    formatted: z.string().describe("Formatted code"),
    changed: z.boolean().describe("Differs from the input"),
    diff: z.array(hunkSchema).describe("Changed line ranges"),
    diagnostics: diagnosticsSchema,
  },
  budget: { lists: ["diff"], hint: "Format a smaller part of the source." },
  usesWorkspace: false,
  handler: async ({ source, indent_width, tab_size, line_width, use_tabs, sort_imports }, ctx) => {
    const options = resolveFormatOptions({ indent_width, tab_size, line_width, use_tabs, sort_imports }, (await ctx.config()).fmt);
    const result = await formatSource(source, { ...options, verify: true });
    return {
      formatted: result.formatted,
      changed: result.changed,
      diff: diffHunks(source, result.formatted),
      diagnostics: result.diagnostics,
    };
  },
});

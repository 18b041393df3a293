// parse_source: the concrete syntax tree of a YaoXiang snippet as JSON, with
// its syntax diagnostics. A thin shell around src/syntax/parse-source.ts; the
// tree is shrunk (depth first, then node count) until it fits the budget.
import { z } from "zod";
import type { CstNode } from "../../syntax/cst-json.js";
import { parseSource } from "../../syntax/parse-source.js";
import { HARD_MAX_CHARS, maxCharsInput } from "../budget.js";
import { diagnosticsSchema, sourceInput, spanSchema } from "../schemas.js";
import { defineTool } from "../tool.js";

// Descriptions are terse: tools/list carries this schema on every agent turn.
const cstNodeSchema: z.ZodType<CstNode> = z.object({
  type: z.string().describe("Node type"),
  field: z.string().optional().describe("Field in parent"),
  span: spanSchema,
  text: z.string().optional().describe("Leaf text"),
  named: z.boolean().describe("False: punctuation/keyword"),
  missing: z.literal(true).optional().describe("MISSING node"),
  error: z.literal(true).optional().describe("ERROR node"),
  get children() {
    return z.array(cstNodeSchema).optional().describe("Children");
  },
  omittedChildren: z.number().int().optional().describe("Children cut by a limit"),
});

/** Room kept for the envelope and the hint when fitting tree and diagnostics. */
const RESERVE_CHARS = 600;

export const parseSourceTool = defineTool({
  name: "parse_source",
  title: "Parse YaoXiang source",
  description:
    "Syntax tree (JSON) and syntax errors (E0xxx) of YaoXiang source. " +
    "named_only and max_depth keep big trees short.",
  input: {
    source: sourceInput,
    tab_size: z.number().int().min(1).max(16).optional().describe("Adds displaySpan, tabs expanded"),
    named_only: z.boolean().optional().describe("Omit punctuation/keyword nodes"),
    max_depth: z.number().int().min(0).optional().describe("Deepest level shown (root 0)"),
    max_nodes: z.number().int().min(1).optional().describe("Node limit"),
    max_chars: maxCharsInput,
  },
  output: {
    ast: cstNodeSchema.describe("Syntax tree (columns in code points)"),
    diagnostics: diagnosticsSchema,
    truncated: z.boolean().describe("Tree cut by a limit"),
    hint: z.string().optional().describe("How to see more"),
  },
  usesWorkspace: false,
  handler: async ({ source, tab_size, named_only, max_depth, max_nodes }, ctx) => {
    const { ast, diagnostics, truncated } = await parseSource(source, {
      tabSize: tab_size,
      namedOnly: named_only,
      maxDepth: max_depth,
      maxNodes: max_nodes,
      maxChars: ctx.maxChars - RESERVE_CHARS,
    });
    return {
      ast,
      diagnostics,
      truncated,
      ...(truncated ? { hint: truncationHint(named_only, ctx.maxChars) } : {}),
    };
  },
});

function truncationHint(namedOnly: boolean | undefined, maxChars: number): string {
  const steps = [
    namedOnly ? undefined : "pass named_only: true",
    "lower max_depth",
    "parse a smaller part of the source",
    maxChars < HARD_MAX_CHARS ? `raise max_chars (up to ${HARD_MAX_CHARS})` : undefined,
  ].filter(Boolean);
  return `Tree cut to fit the output budget; nodes with omittedChildren have more. To see more: ${steps.join(", ")}.`;
}

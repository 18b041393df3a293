// parse_source: the concrete syntax tree of a YaoXiang snippet as JSON, with
// its syntax diagnostics. A thin shell around src/syntax/parse-source.ts; the
// tree is shrunk (depth first, then node count) until it fits the budget.
import { z } from "zod";
import type { CstNode } from "../../syntax/cst-json.js";
import { parseSource, type ParseSourceResult } from "../../syntax/parse-source.js";
import { HARD_MAX_CHARS, fitBySearch, maxCharsInput } from "../budget.js";
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

/** Room kept for diagnostics and the envelope when fitting the tree. */
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
  handler: async ({ source, tab_size, named_only, max_depth, max_nodes }, ctx) => {
    const options = { tabSize: tab_size, namedOnly: named_only, maxDepth: max_depth, maxNodes: max_nodes };
    const first = await parseSource(source, { ...options, maxChars: ctx.maxChars - RESERVE_CHARS });
    const result = fitsBudget(first, ctx.maxChars) ? first : await shrinkToBudget(source, options, first, ctx.maxChars);
    const { ast, diagnostics, truncated } = result;
    return {
      ast,
      diagnostics,
      truncated,
      ...(truncated ? { hint: truncationHint(named_only, ctx.maxChars) } : {}),
    };
  },
});

function fitsBudget(result: ParseSourceResult, maxChars: number): boolean {
  return JSON.stringify(result).length + RESERVE_CHARS <= maxChars;
}

/**
 * The size estimate of the first pass was off (or diagnostics are many):
 * keep at most half the budget of diagnostics, then binary-search the
 * largest node count whose tree fits the rest.
 */
async function shrinkToBudget(
  source: string,
  options: Parameters<typeof parseSource>[1],
  first: ParseSourceResult,
  maxChars: number,
): Promise<ParseSourceResult> {
  const diagnostics = fitDiagnostics(first.diagnostics, maxChars);
  const treeBudget = Math.max(0, maxChars - RESERVE_CHARS - JSON.stringify(diagnostics).length);
  let low = 1;
  let high = first.nodeCount;
  let best: ParseSourceResult | undefined;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const candidate = await parseSource(source, { ...options, maxNodes: mid });
    if (JSON.stringify(candidate.ast).length <= treeBudget) {
      best = candidate;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  const fitted = best ?? (await parseSource(source, { ...options, maxNodes: 1 }));
  return { ...fitted, truncated: true, diagnostics };
}

function fitDiagnostics(diagnostics: ParseSourceResult["diagnostics"], maxChars: number) {
  return fitBySearch(Math.floor(maxChars / 2), 0, diagnostics.length, (n) => diagnostics.slice(0, n)).value;
}

function truncationHint(namedOnly: boolean | undefined, maxChars: number): string {
  const steps = [
    namedOnly ? undefined : "pass named_only: true",
    "lower max_depth",
    "parse a smaller part of the source",
    maxChars < HARD_MAX_CHARS ? `raise max_chars (up to ${HARD_MAX_CHARS})` : undefined,
  ].filter(Boolean);
  return `Tree cut to fit the output budget; nodes with omittedChildren have more. To see more: ${steps.join(", ")}.`;
}

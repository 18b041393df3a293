// parse_source: the concrete syntax tree of a YaoXiang snippet, as JSON nodes
// or as tree-sitter's S-expression (about 3.5× the source, for reading), with
// its syntax diagnostics. A thin shell around src/syntax/parse-source.ts; the
// tree is cut to the caller's max_depth / max_nodes and to the output budget,
// and the hint says which limit cut it and what to pass to see more.
import * as z from "zod";
import type { CstNode } from "../../syntax/cst-json.js";
import type { CutBy } from "../../syntax/cst-sexp.js";
import { parseSource } from "../../syntax/parse-source.js";
import { HARD_MAX_CHARS, maxCharsInput } from "../budget.js";
import { diagnosticsSchema, SPANS, sourceInput, spanSchema } from "../schemas.js";
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
  description: `Syntax tree (JSON, or compact sexp) and syntax errors (E0xxx) of YaoXiang source. ${SPANS}`,
  input: {
    source: sourceInput,
    format: z.enum(["json", "sexp"]).optional().describe("json (default) or sexp"),
    positions: z.boolean().optional().describe("sexp: node spans"),
    tab_size: z.number().int().min(1).max(16).optional().describe("Adds displaySpan, tabs expanded"),
    named_only: z.boolean().optional().describe("json: omit punctuation/keywords"),
    max_depth: z.number().int().min(0).optional().describe("Deepest level shown (root 0)"),
    max_nodes: z.number().int().min(1).optional().describe("Node limit"),
    max_chars: maxCharsInput,
  },
  output: {
    ast: cstNodeSchema.optional().describe("json: syntax tree"),
    sexp: z.string().optional().describe("sexp: the tree; …N = N children cut"),
    diagnostics: diagnosticsSchema,
    truncated: z.boolean().describe("Tree cut by a limit"),
    hint: z.string().optional().describe("Which limit cut it, what to pass"),
  },
  usesWorkspace: false,
  handler: async ({ source, format, positions, tab_size, named_only, max_depth, max_nodes }, ctx) => {
    const result = await parseSource(source, {
      format,
      positions,
      tabSize: tab_size,
      namedOnly: named_only,
      maxDepth: max_depth,
      maxNodes: max_nodes,
      maxChars: ctx.maxChars - RESERVE_CHARS,
    });
    return {
      ...(result.sexp !== undefined ? { sexp: result.sexp } : { ast: result.ast }),
      diagnostics: result.diagnostics,
      truncated: result.truncated,
      ...(result.truncated ? { hint: truncationHint(result.cutBy, format ?? "json", named_only, ctx.maxChars) } : {}),
    };
  },
});

function truncationHint(cutBy: readonly CutBy[], format: "json" | "sexp", namedOnly: boolean | undefined, maxChars: number): string {
  const marker = format === "sexp" ? "`…N` marks N children not shown" : "nodes with omittedChildren have more";
  const causes: string[] = [];
  if (cutBy.includes("max_depth")) causes.push("cut at max_depth: raise max_depth to see deeper levels");
  if (cutBy.includes("max_nodes")) causes.push("cut at max_nodes: raise max_nodes to see more nodes");
  if (cutBy.includes("max_chars")) {
    const steps = [
      format === "json" ? 'pass format: "sexp" (several times smaller)' : undefined,
      format === "json" && !namedOnly ? "named_only: true" : undefined,
      maxChars < HARD_MAX_CHARS ? `raise max_chars (up to ${HARD_MAX_CHARS})` : undefined,
      "lower max_depth to see the top levels whole",
      "or parse a smaller part of the source",
    ].filter(Boolean);
    causes.push(`cut to fit the output budget (max_chars ${maxChars}): ${steps.join(", ")}`);
  }
  return `Tree ${causes.join("; ")}. ${marker[0]!.toUpperCase()}${marker.slice(1)}.`;
}

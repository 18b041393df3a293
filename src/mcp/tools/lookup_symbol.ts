// lookup_symbol: find symbols of the workspace by name, qualified name or
// fuzzy fragment (modules-and-workspace.md §5.7). A thin shell around
// src/analysis/symbols/lookup.ts over the per-root incremental index.
import * as z from "zod";
import { lookupSymbols, MAX_LOOKUP_RESULTS, SYMBOL_KINDS, symbolIndexFor } from "../../analysis/symbols/index.js";
import { invalidInput } from "../errors.js";
import { listInput, MAX_NAMES, nameInput } from "../limits.js";
import { quote } from "../redact.js";
import { projectRootInput } from "../schemas.js";
import { defineTool } from "../tool.js";

const SYMBOLS_DESCRIPTION = "Best first: name, kind, scope, qualified_name, id, file, span, signature, doc, score, match, implementations…";

export const lookupSymbolTool = defineTool({
  name: "lookup_symbol",
  title: "Look up symbols",
  description: "Find YaoXiang definitions by name, Type.member, f#x or fragment; a hint explains empty answers.",
  input: {
    query: nameInput.describe("Name or fragment."),
    workspace_root: projectRootInput,
    kind: listInput(nameInput, MAX_NAMES).optional().describe("function, type, local…"),
    include_locals: z.boolean().optional().describe("Also locals."),
    include_std: z.boolean().optional().describe("Also std names."),
    limit: z.number().int().min(1).max(MAX_LOOKUP_RESULTS).optional().describe("Most results."),
  },
  output: {
    symbols: z.array(z.looseObject({})).describe(SYMBOLS_DESCRIPTION),
  },
  budget: { lists: ["symbols"], hint: "Pass a longer query, a kind filter or a limit." },
  handler: async ({ query, workspace_root, kind, include_locals, include_std, limit }, ctx) => {
    // The kind list is checked here, not in the published schema (tools/list stays short).
    const unknown = (kind ?? []).filter((k) => !(SYMBOL_KINDS as readonly string[]).includes(k));
    if (unknown.length > 0) throw invalidInput(`unknown kind ${unknown.map((k) => quote(k)).join(", ")}; kinds: ${SYMBOL_KINDS.join(", ")}`);
    const view = await ctx.workspace(workspace_root);
    const { index } = symbolIndexFor(view);
    const result = lookupSymbols(index, {
      query,
      kind: kind as never,
      includeLocals: include_locals,
      includeStd: include_std,
      limit,
    });
    return {
      symbols: result.symbols.map((symbol) => ({ ...symbol })), // already plain copies
      truncated: result.truncated,
      ...(result.hint ? { hint: result.hint } : {}),
    };
  },
});

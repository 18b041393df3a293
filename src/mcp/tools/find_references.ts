// find_references: every occurrence of a symbol across the workspace,
// scope-aware and linked through `use` (modules-and-workspace.md §5.7), the
// members implementing an interface member (kind `implementation`), and the
// member uses that may be uses of it (`possible`: receiver type not known). A
// thin shell around src/analysis/symbols/references.ts.
import * as z from "zod";
import { findReferences, occurrenceJson, symbolIndexFor, symbolJson } from "../../analysis/symbols/index.js";
import { nameInput } from "../limits.js";
import { projectRootInput } from "../schemas.js";
import { defineTool } from "../tool.js";

const LOCATIONS_DESCRIPTION = "file, span, kind, role, symbol, via.";

export const findReferencesTool = defineTool({
  name: "find_references",
  title: "Find references",
  description: "Definitions and uses of a YaoXiang symbol (name, Type.member, mod.name, f#x) in all files.",
  input: {
    query: nameInput.min(1).describe("Exact (qualified) name."),
    workspace_root: projectRootInput,
    include_declaration: z.boolean().optional().describe("Default true."),
  },
  output: {
    symbol: z.looseObject({}).optional().describe("The symbol if only one matched."),
    groups: z.array(z.looseObject({})).describe("{symbol, count} per match."),
    locations: z.array(z.looseObject({})).describe(LOCATIONS_DESCRIPTION),
    possible: z.array(z.looseObject({})).describe("Maybe uses: file, span, why."),
  },
  budget: { lists: ["locations", "possible", "groups"], hint: "Query a qualified name (module.name, Type.member) to get one symbol." },
  handler: async ({ query, workspace_root, include_declaration }, ctx) => {
    const view = await ctx.workspace(workspace_root);
    const { index } = symbolIndexFor(view);
    const result = findReferences(index, { query, includeDeclaration: include_declaration });
    const groups = result.symbols.map((symbol) => ({ symbol: { ...symbolJson(symbol) }, count: result.locations.filter((l) => l.symbol === symbol.id).length }));
    return {
      ...(result.symbols.length === 1 ? { symbol: { ...symbolJson(result.symbols[0]!) } } : {}),
      groups,
      locations: result.locations.map((location) => ({ ...occurrenceJson(location) })),
      possible: result.possible.map((p) => ({ ...p })),
      truncated: false,
      ...(result.hint ? { hint: result.hint } : {}),
    };
  },
});

// find_references: every occurrence of a symbol across the workspace,
// scope-aware and linked through `use` (modules-and-workspace.md §5.7), the
// members implementing an interface member (kind `implementation`), and the
// member uses that may be uses of it (`possible`: receiver type not known).
// The symbol is named by a query or by a position (the occurrence there).
// Each location carries its source line. A thin shell around
// src/analysis/symbols/ (references.ts, position.ts, wire.ts).
import * as z from "zod";
import { answerFromIndex, exactFocus, findReferences, locationsWire, possibleWire, referencesOf, symbolWire, type OccurrenceKind, type ReferencesResult, type SymbolIndex } from "../../analysis/symbols/index.js";
import { headOfList, longTextsShortened, standsFor } from "../budget.js";
import { invalidInput } from "../errors.js";
import { listInput, nameInput } from "../limits.js";
import { positionInput, symbolAtFocused, symbolRequest } from "../position.js";
import { quote } from "../redact.js";
import { projectRootInput, SPANS } from "../schemas.js";
import { defineTool } from "../tool.js";

const KINDS: readonly OccurrenceKind[] = ["definition", "signature", "read", "write", "call", "argument", "type", "import", "implementation"];
const LOCATIONS_DESCRIPTION = "file, span, kind, line_text, via, symbol?";

export const findReferencesTool = defineTool({
  name: "find_references",
  title: "Find references",
  description: `All uses of a YaoXiang symbol (name, Type.member, mod.name, f#x, or at file_path+line+column). ${SPANS}`,
  input: {
    query: nameInput.min(1).optional().describe("Exact (qualified) name"),
    ...positionInput,
    workspace_root: projectRootInput,
    include_declaration: z.boolean().optional().describe("Default true"),
    kind: listInput(nameInput, KINDS.length).optional().describe("call, write, argument…"),
  },
  output: {
    symbol: z.looseObject({}).optional().describe("The one symbol"),
    groups: z.array(z.looseObject({})).optional().describe("Or: {symbol, count} each"),
    locations: z.array(z.looseObject({})).describe(LOCATIONS_DESCRIPTION),
    possible: z.array(z.looseObject({})).describe("Maybe uses: locations + why"),
  },
  // The groups name the symbols the hint says to query one by one: kept whole while locations are cut (82a D5).
  budget: { lists: ["locations", "possible", "groups"], keep: ["groups"], shrink: [longTextsShortened(["symbol", "groups", "locations", "possible"])], hint: "Query a qualified name (module.name, Type.member) to get one symbol, or pass kind." },
  handler: async (args, ctx) => {
    const request = symbolRequest(args);
    const unknown = (args.kind ?? []).filter((k) => !(KINDS as readonly string[]).includes(k));
    if (unknown.length > 0) throw invalidInput(`unknown kind ${unknown.map((k) => quote(k)).join(", ")}; kinds: ${KINDS.join(", ")}`);
    const options = { includeDeclaration: args.include_declaration, kinds: args.kind as OccurrenceKind[] | undefined };
    const view = await ctx.workspace(args.workspace_root);
    let index: SymbolIndex;
    let result: ReferencesResult;
    if (request.form === "position") {
      const at = symbolAtFocused(view, request);
      const found = at.found;
      index = at.index;
      if (!found.found) return { locations: [], possible: [], truncated: false, hint: `No symbol at ${at.place}: ${found.what}.` };
      result = referencesOf(index, [found.symbol], options);
    } else {
      // The files that spell the query's names first; a query that names nothing (its hint reads every file) from the whole index.
      const query = request.query;
      ({ index, result } = answerFromIndex(view, exactFocus(query), (index) => ({ index, result: findReferences(index, { query, ...options }) }), (r) => r.result.symbols.length > 0, (r) => r.result.symbols));
    }
    const only = result.symbols.length === 1 ? result.symbols[0]! : undefined;
    const counts = new Map<string, number>();
    for (const l of result.locations) counts.set(l.symbol, (counts.get(l.symbol) ?? 0) + 1);
    const groups = result.symbols.length > 1 ? result.symbols.map((symbol) => ({ symbol: symbolWire(symbol), count: counts.get(symbol.id) ?? 0 })) : undefined;
    return {
      ...(only ? { symbol: symbolWire(only) } : {}),
      ...(groups ? { groups } : {}),
      // A location takes at least MIN_LOCATION_CHARS: the ones past what could fit are not made (each carries its line's text).
      locations: standsFor(locationsWire(index, headOfList(result.locations, ctx.maxChars, MIN_LOCATION_CHARS), only), result.locations.length),
      possible: possibleWire(index, result.possible),
      truncated: false,
      ...(result.hint ? { hint: result.hint } : {}),
    };
  },
});

/** Less than the shortest location's JSON, `{"file":"a.yx","span":[0,0,0,0],"kind":"read","line_text":""}` (61). */
const MIN_LOCATION_CHARS = 50;

// lookup_symbol: find symbols of the workspace by name, qualified name or
// fuzzy fragment (modules-and-workspace.md §5.7), or the symbol named at a
// position with its type there (hover, go-to-definition). A thin shell
// around src/analysis/symbols/ (lookup.ts, position.ts, wire.ts).
import * as z from "zod";
import { answerFromIndex, bodyOf, declarationText, foundSymbolWire, implementationsAtPosition, implementationsWire, overloadsWire, foundOf, lookupFocus, lookupRanked, MAX_LOOKUP_RESULTS, SYMBOL_KINDS, symbolWire, type FoundSymbol, type RankedSymbol, type SymbolIndex, type SymbolInfo } from "../../analysis/symbols/index.js";
import { HARD_MAX_CHARS, longTextsShortened, madeWithin, standsFor } from "../budget.js";
import { jsonLength, jsonStringLength } from "../json-length.js";
import { invalidInput } from "../errors.js";
import { listInput, MAX_NAMES, nameInput } from "../limits.js";
import { positionInput, symbolAtFocused, symbolRequest } from "../position.js";
import { quote } from "../redact.js";
import { projectRootInput, SPANS } from "../schemas.js";
import { defineTool } from "../tool.js";

const SYMBOLS_DESCRIPTION = "Best first: name, kind, id, file, span, signature, doc, via, overloads, body…";

export const lookupSymbolTool = defineTool({
  name: "lookup_symbol",
  title: "Look up symbols",
  description: `YaoXiang symbols by name, Type.member, f#x, fragment, or at file_path+line+column (with type). ${SPANS}`,
  input: {
    query: nameInput.optional().describe("Name or fragment"),
    ...positionInput,
    workspace_root: projectRootInput,
    kind: listInput(nameInput, MAX_NAMES).optional().describe("function, type, local…"),
    include_locals: z.boolean().optional().describe("Also locals"),
    include_std: z.boolean().optional().describe("Also std names"),
    include_body: z.boolean().optional().describe("Add each definition's text"),
    limit: z.number().int().min(1).max(MAX_LOOKUP_RESULTS).optional().describe("Most results"),
  },
  output: {
    symbols: z.array(z.looseObject({})).describe(SYMBOLS_DESCRIPTION),
    type: z.string().optional().describe("Type at the position"),
  },
  budget: { lists: ["symbols"], hint: "Pass a longer query, a kind filter or a limit.", shrink: [longTextsShortened(["symbols", "type"])] },
  handler: async (args, ctx) => {
    const request = symbolRequest(args);
    // The kind list is checked here, not in the published schema (tools/list stays short).
    const unknown = (args.kind ?? []).filter((k) => !(SYMBOL_KINDS as readonly string[]).includes(k));
    if (unknown.length > 0) throw invalidInput(`unknown kind ${unknown.map((k) => quote(k)).join(", ")}; kinds: ${SYMBOL_KINDS.join(", ")}`);
    const view = await ctx.workspace(args.workspace_root);
    if (request.form === "position") {
      const { index, found, place } = symbolAtFocused(view, request);
      if (!found.found) return { symbols: [], truncated: false, hint: `No symbol at ${place}: ${found.what}.` };
      // An interface's or interface member's implementations, as by query (known once the index is whole).
      const { implementations, unknown } = implementationsAtPosition(index, found.symbol);
      const symbol = {
        ...symbolWire(found.symbol),
        ...(found.via ? { via: { alias: found.via, file: found.occurrence.file } } : {}),
        ...(implementations ? { implementations: implementationsWire(implementations) } : {}),
        ...(found.overloads ? { overloads: overloadsWire(found.overloads, args.include_body === true) } : {}),
      };
      const fitted = withBodies(index, [found.symbol], 1, [symbol], args.include_body === true, ctx.maxChars);
      const hint = [found.caveat, unknown ? IMPLEMENTATIONS_NOT_YET : undefined, fitted.hint].filter((h) => h !== undefined).join(" ");
      return { symbols: fitted.symbols, ...(found.type ? { type: found.type } : {}), truncated: fitted.truncated, ...(hint ? { hint } : {}) };
    }
    const options = { query: request.query, kind: args.kind as never, includeLocals: args.include_locals, includeStd: args.include_std, limit: args.limit };
    // The files that mention a matching name first; an empty answer (its hint reads every file) from the whole index.
    const { index, result } = answerFromIndex(view, lookupFocus(options), (index) => ({ index, result: lookupRanked(index, options) }), (r) => r.result.ranked.length > 0, (r) => r.result.ranked.map((s) => s.symbol));
    // Up to 256 symbols match, of which the budget shows what fits: the others are not made (madeWithin).
    // Each made with its overloads and implementations (foundOf) only then, kept for the bodies.
    const made: FoundSymbol[] = [];
    const make = (r: RankedSymbol) => {
      const found = foundOf(index, r);
      made.push(found);
      return foundSymbolWire(found, args.include_body === true);
    };
    const wire = madeWithin(result.ranked, make, ctx.maxChars) as Record<string, unknown>[];
    const fitted = withBodies(index, made, result.ranked.length, wire, args.include_body === true, ctx.maxChars);
    const hint = [result.hint, fitted.hint].filter((h) => h !== undefined).join(" ");
    return { symbols: fitted.symbols, truncated: result.truncated || fitted.truncated, ...(hint ? { hint } : {}) };
  },
});

/** Said at an interface (member) found by position before the index is whole (its implementations may be in files not linked yet). */
const IMPLEMENTATIONS_NOT_YET = "Its implementations are listed once the workspace's symbol index is whole (it is being built between calls): ask again, or look it up by name (query), which waits for it.";

/**
 * Each symbol's definition text (`body`) when asked for, and each other
 * declaration's of an overloaded name (under `overloads`), as many as fit
 * the budget, best match first: a body that does not fit is left out (said
 * in the hint) and the next, smaller ones may still fit. Linear: each
 * body's share of the JSON is counted once. `wire` (the wire forms of
 * `symbols`) may be the head of a list `total` long (madeWithin).
 */
function withBodies(
  index: SymbolIndex,
  symbols: readonly SymbolInfo[],
  total: number,
  wire: Record<string, unknown>[],
  include: boolean,
  limit: number,
): { symbols: Record<string, unknown>[]; truncated: boolean; hint?: string } {
  if (!include) return { symbols: wire, truncated: false };
  // Room for the envelope, `type`, `truncated` and the hint around the list.
  let room = limit - BODY_MARGIN - jsonLength(wire);
  let left = 0;
  // Bodies go to the best matches first: after one that does not fit, none does (82a D3: the third
  // match kept a short body the second, longer, lost).
  let full = false;
  /** The text, when it fits what is left of the budget (counted), else undefined (counted as left out). */
  const fitting = (body: string | undefined): string | undefined => {
    if (body === undefined) return undefined;
    const cost = jsonStringLength(body) + ',"body":'.length;
    if (full || cost > room) {
      full = true;
      left++;
      return undefined;
    }
    room -= cost;
    return body;
  };
  const out = wire.map((w, i) => {
    const symbol = symbols[i]! as FoundSymbol;
    const body = fitting(bodyOf(index, symbol));
    // Each other declaration of an overloaded name with its own text (the symbol's `body` is its first's).
    const overloads = symbol.overloads && Array.isArray(w.overloads) ? (w.overloads as Record<string, unknown>[]) : undefined;
    const withOverloadBodies = overloads?.map((o, k) => {
      const declared = symbol.overloads![k]!;
      const own = declared.file === symbol.file && declared.span.join() === symbol.span?.join();
      const text = own || declared.decl_span === null ? undefined : fitting(declarationText(index, declared.file, declared.decl_span));
      return text === undefined ? o : { ...o, body: text };
    });
    return { ...w, ...(body !== undefined ? { body } : {}), ...(withOverloadBodies ? { overloads: withOverloadBodies } : {}) };
  });
  // The head of a longer list stays one (madeWithin): the budget's hint counts every symbol.
  standsFor(out, total);
  if (left === 0) return { symbols: out, truncated: false };
  return {
    symbols: out,
    truncated: true,
    hint: `${left} bod${left === 1 ? "y" : "ies"} left out (over max_chars): pass a narrower query, a limit, or max_chars (up to ${HARD_MAX_CHARS}).`,
  };
}

/** Characters kept free for what surrounds the symbols (schemaVersion, type, truncated, hint). */
const BODY_MARGIN = 600;

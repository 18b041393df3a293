// rename_symbol: rename one binding in a source text, safely
// (modules-and-workspace.md §5.7). A thin shell around src/analysis/rename/.
// Refusals (collision, not found, std name…) are MCP-RENAME-* diagnostics
// with the source unchanged; a new_name that is not an identifier or is a
// keyword, and a malformed scope, are MCP-INVALID-INPUT tool errors. Over the
// output budget the new source and the diff are left out: the edits (spans
// in the original text) are enough to apply the rename.
import * as z from "zod";
import { checkNewName, parseScope, renameSymbol, SOURCE_PATH } from "../../analysis/rename/index.js";
import { sharedParser } from "../../syntax/shared-parser.js";
import { invalidInput } from "../errors.js";
import { MAX_NAME_CHARS, nameInput } from "../limits.js";
import { quote } from "../redact.js";
import { SPANS, sourceInput } from "../schemas.js";
import { defineTool } from "../tool.js";

/** `function:` and a name. */
const MAX_SCOPE_CHARS = "function:".length + MAX_NAME_CHARS;

export const renameSymbolTool = defineTool({
  name: "rename_symbol",
  title: "Rename a symbol",
  description: `Rename a binding in one YaoXiang source text where it resolves; refuses captures (MCP-RENAME-*). Edit ${SPANS.replace("Spans", "spans")}`,
  input: {
    source: sourceInput,
    old_name: nameInput.min(1).describe("Name or Type.member."),
    new_name: nameInput.min(1).describe("New identifier."),
    scope: z.string().max(MAX_SCOPE_CHARS).optional().describe("module | function:NAME"),
  },
  output: {
    source: z.string().optional().describe("New source."),
    edits: z.array(z.looseObject({})).describe("{span, old, new} (also old_text, new_text)."),
    diff: z.string().optional().describe("Unified diff."),
    diagnostics: z.array(z.looseObject({})).describe("Refusal, or unchanged .x uses."),
  },
  budget: {
    lists: ["edits", "diagnostics"],
    hint: "Pass scope to rename fewer bindings.",
    shrink: [
      {
        shrink: ({ source: _source, diff: _diff, ...edits }) => edits,
        hint: "source and diff left out (over max_chars): apply the edits, whose spans are in the original text, or raise max_chars (up to 80000).",
      },
    ],
  },
  usesWorkspace: false,
  handler: async ({ source, old_name, new_name, scope }) => {
    const parsedScope = scope === undefined ? undefined : parseScope(scope);
    if (parsedScope === null) throw invalidInput(`scope must be "module" or "function:NAME" (NAME or Type.method), got ${quote(scope ?? "")}`);
    const problem = checkNewName(new_name);
    if (problem?.malformed) throw invalidInput(`new_name: ${problem.message} (${problem.code})`);
    // The checker loads on first use (start-up compiles only what every call needs).
    const { textChecker } = await import("../../check/index.js");
    const check = textChecker(await sharedParser(), SOURCE_PATH);
    const result = await renameSymbol({ source, oldName: old_name, newName: new_name, scope: parsedScope, check });
    return {
      source: result.source,
      edits: result.edits.map((e) => ({ span: e.span, old: e.old_text, new: e.new_text, old_text: e.old_text, new_text: e.new_text })),
      diff: result.diff,
      diagnostics: result.diagnostics.map((d) => ({ ...d })),
    };
  },
});

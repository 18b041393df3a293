// rename_symbol: rename a binding safely (modules-and-workspace.md §5.7). A
// thin shell around src/analysis/rename/. Two forms:
//
// * `source` + `old_name`: one text, as before (never writes). Over the
//   output budget the new source and the diff are left out: the edits (spans
//   in the original text) are enough to apply the rename.
// * `query` (as find_references), or `file_path` + `line` + `column` (the
//   symbol at that position, as lookup_symbol resolves it): the symbol across the workspace, every
//   file referring to it, type-checked in memory; with `apply: true` on a
//   server started with --allow-writes, the files are written, all or none,
//   each only if it still holds the text the edits were computed from. Over
//   the budget the per-file diffs go first, then a warning's places past
//   the first five, then each file's edits (its edit_count stays), then
//   files are cut.
//
// Refusals (collision, not found, std name, a new_name that is no
// identifier or a keyword: §5.7 S32) are MCP-RENAME-* diagnostics with
// nothing changed; an empty name, a malformed scope and a wrong combination
// of inputs are MCP-INVALID-INPUT tool errors.
import * as z from "zod";
import {
  bindingAt,
  parseScope,
  refusedRename,
  RenameRefusal,
  renameNamed,
  renameSymbol,
  renameTargetFound,
  renameTargetOf,
  type FileCheck,
  type WorkspaceRenameResult,
} from "../../analysis/rename/index.js";
import { symbolIndexFor, type Occurrence, type SymbolIndex, type SymbolInfo } from "../../analysis/symbols/index.js";
import { changeDigest } from "../../project/change-digest.js";
import { pathsOfSameFile } from "../../project/same-file.js";
import type { WorkspaceView } from "../../project/workspace.js";
import { sharedParser } from "../../syntax/shared-parser.js";
import { invalidInput } from "../errors.js";
import { MAX_NAME_CHARS, nameInput } from "../limits.js";
import { positionInput, symbolAt, symbolRequest, type SymbolRequest } from "../position.js";
import { quote } from "../redact.js";
import { SPANS, sourceInput } from "../schemas.js";
import { checkDigestArgument } from "../writes.js";
import { defineTool, type ToolContext } from "../tool.js";

/** `function:` and a name (longer is malformed; checked in the handler, which keeps tools/list small). */
const MAX_SCOPE_CHARS = "function:".length + MAX_NAME_CHARS;

type Data = Record<string, unknown>;

/** A warning's places kept when they are cut to fit the budget. */
const KEPT_RELATED = 5;

export const renameSymbolTool = defineTool({
  name: "rename_symbol",
  title: "Rename a symbol",
  description: `Rename a YaoXiang symbol in all files (query) or a text (source). Edit ${SPANS.replace("Spans", "spans")}`,
  input: {
    query: nameInput.optional().describe("As find_references"),
    ...positionInput,
    source: sourceInput.optional().describe("Or: a text"),
    old_name: nameInput.optional().describe("With source: name, Type.member"),
    new_name: nameInput.describe("New name"),
    scope: z.string().optional().describe("With source: module | function:F"),
    force: z.boolean().optional().describe("Allow type breaks"),
  },
  output: {
    source: z.string().optional().describe("Renamed"),
    edits: z.array(z.looseObject({})).optional().describe("{span, old, new}"),
    diff: z.string().optional().describe("Unified diff"),
    files: z.array(z.looseObject({})).optional().describe("{file, edits, diff}"),
    summary: z.looseObject({}).optional().describe("{files, edits, digest}"),
    check: z.looseObject({}).optional().describe("{errors_before, errors_after}"),
    written: z.array(z.string()).optional().describe("Files written"),
    diagnostics: z.array(z.looseObject({})).describe("Refusal, warnings"),
  },
  writes: { idempotent: true },
  usesWorkspace: (args) => args.source === undefined,
  budget: {
    lists: ["edits", "files", "diagnostics"],
    keep: ["diagnostics"],
    hint: "The edits left out are part of the rename all the same.",
    shrink: [
      {
        shrink: (data) => (typeof data.source === "string" ? withoutKeys(data, ["source", "diff"]) : undefined),
        hint: "source and diff left out (over max_chars): apply the edits, whose spans are in the original text, or raise max_chars (up to 80000).",
      },
      {
        shrink: (data) => (Array.isArray(data.files) && data.files.some((f: Data) => "diff" in f) ? { ...data, files: data.files.map((f: Data) => withoutKeys(f, ["diff"])) } : undefined),
        hint: "Diffs left out.",
      },
      {
        // A warning's places (every use left unchanged) may outweigh the rest: the first ones stay, the warning stays
        // whole in what it says (75a D1: 60 places made it, and with it the only file, drop out of the answer).
        shrink: (data) => {
          const diagnostics = Array.isArray(data.diagnostics) ? (data.diagnostics as Data[]) : [];
          if (!diagnostics.some((d) => Array.isArray(d.related) && d.related.length > KEPT_RELATED)) return undefined;
          return { ...data, diagnostics: diagnostics.map(withFirstRelated) };
        },
        hint: `A warning's places are cut to the first ${KEPT_RELATED} (its message counts them all).`,
      },
      {
        // Every changed file still named, with how many edits it gets (73a D2: a big rename named none).
        shrink: (data) =>
          Array.isArray(data.files) && data.files.some((f: Data) => Array.isArray(f.edits))
            ? { ...data, files: data.files.map((f: Data) => (Array.isArray(f.edits) ? { ...withoutKeys(f, ["edits"]), edit_count: f.edits.length } : f)) }
            : undefined,
        hint: "Edits left out: each file is named with its edit_count, and the rename changes them all (an apply writes them all).",
      },
    ],
  },
  handler: async (args, ctx) => {
    const { query, source, old_name, new_name, scope, force, apply } = args;
    checkDigestArgument(args.digest, apply);
    const workspaceForm = query !== undefined || args.file_path !== undefined || args.line !== undefined || args.column !== undefined;
    if (workspaceForm === (source !== undefined)) throw invalidInput("pass either query or file_path + line + column (a workspace symbol), or source with old_name (one text)");
    for (const [field, value] of [["query", query], ["old_name", old_name], ["new_name", new_name]] as const) {
      if (value === "") throw invalidInput(`${field} is empty`);
    }
    if (workspaceForm) {
      if (old_name !== undefined || scope !== undefined) throw invalidInput("old_name and scope go with source; in the workspace form, query or the position names the symbol");
      return renameWorkspace(symbolRequest(args), new_name, force === true, { apply: apply === true, digest: args.digest }, ctx);
    }
    if (old_name === undefined) throw invalidInput("source needs old_name (the name to rename in it)");
    if (apply) throw invalidInput("apply writes files: name the symbol with query (a source is not a file)");
    if (force !== undefined) throw invalidInput("force goes with query (the workspace rename)");
    const parsedScope = scope === undefined ? undefined : scope.length > MAX_SCOPE_CHARS ? null : parseScope(scope);
    if (parsedScope === null) throw invalidInput(`scope must be "module" or "function:NAME" (NAME or Type.method), got ${quote(scope ?? "")}`);
    // The checker loads on first use (start-up compiles only what every call needs).
    const { checkDocument } = await import("../../check/index.js");
    const check: FileCheck = (host, file, doc) => checkDocument(host, file, doc);
    const result = await renameSymbol({ source: source!, oldName: old_name, newName: new_name, scope: parsedScope, check });
    return {
      source: result.source,
      edits: result.edits.map((e) => ({ span: e.span, old: e.old_text, new: e.new_text })),
      diff: result.diff,
      diagnostics: result.diagnostics.map((d) => ({ ...d })),
      ...(old_name.split(/[.#]/).pop() === new_name ? { hint: "new_name is the name old_name already has: there is nothing to change." } : {}),
    };
  },
});

async function renameWorkspace(request: SymbolRequest, newName: string, force: boolean, write: { apply: boolean; digest?: string }, ctx: ToolContext) {
  const view = await ctx.workspace();
  const { index } = symbolIndexFor(view);
  const target = request.form === "query" ? targetNamed(index, request.query) : targetAt(view, index, request);
  const { checkDocument } = await import("../../check/index.js");
  const check: FileCheck = (host, file, doc) => checkDocument(host, file, doc);
  const result: WorkspaceRenameResult =
    target instanceof RenameRefusal
      ? refusedRename(target)
      : renameNamed({ index, newName, force, parser: await sharedParser(), check, unreadable: view.skipped, sameFile: pathsOfSameFile(view.files), links: new Set(view.files.filter((f) => f.stamp.link).map((f) => f.path)) }, target, request.form === "query" ? request.query : undefined);
  const refused = result.diagnostics.some((d) => d.severity === "error");
  const changes = result.files.map((f) => ({ file: f.file, expectedText: f.text, newText: f.renamed }));
  // A cancelled call writes nothing.
  const written = write.apply && !refused && !ctx.signal.aborted ? ctx.writeFiles(changes, { digest: write.digest }).written : undefined;
  return {
    files: result.files.map((f) => ({ file: f.file, edits: f.edits.map((e) => ({ span: e.span, old: e.old_text, new: e.new_text })), diff: f.diff })),
    summary: { files: result.files.length, edits: result.files.reduce((n, f) => n + f.edits.length, 0), ...(changes.length > 0 && !refused ? { digest: changeDigest(changes) } : {}) },
    ...(result.check ? { check: result.check } : {}),
    ...(written ? { written } : {}),
    diagnostics: result.diagnostics.map((d) => ({ ...d })),
    ...(!(target instanceof RenameRefusal) && target.symbol.name === newName ? { hint: SAME_NAME_HINT } : {}),
  };
}

/** No edit because there is nothing to change, not because the symbol has no uses (99a D2). */
const SAME_NAME_HINT = "new_name is already the symbol's name: there is nothing to change.";

/** The symbol a query names, or the refusal saying why there is none. */
function targetNamed(index: SymbolIndex, query: string): { symbol: SymbolInfo; occurrence?: Occurrence } | RenameRefusal {
  const symbol = renameTargetOf(index, query);
  return symbol instanceof RenameRefusal ? symbol : { symbol };
}

/** The symbol at a position (with the occurrence there), or the refusal that says what is there instead. */
function targetAt(view: WorkspaceView, index: SymbolIndex, request: Extract<SymbolRequest, { form: "position" }>): { symbol: SymbolInfo; occurrence?: Occurrence } | RenameRefusal {
  // The file relative to the root, however the request wrote it (106c V2: an absolute path came back).
  const file = view.resolveFile(request.file_path).path;
  const place = `${file}:${request.line}:${request.column}`;
  const found = symbolAt(view, index, request);
  if (!found.found) return new RenameRefusal("MCP-RENAME-NOT-FOUND", `no symbol at ${place}: ${found.what}`, [request.line, request.column, request.line, request.column], { file });
  // A name the file binds to a std symbol (`io` of `use std.io`, `root` of `use std.math.{sqrt as root}`) is the file's own: renamed as a workspace alias is.
  if (bindingAt(index, found.occurrence, found.symbol)) return { symbol: found.symbol, occurrence: found.occurrence };
  const symbol = renameTargetFound(found.symbol, found.symbol.name);
  return symbol instanceof RenameRefusal ? symbol : { symbol, occurrence: found.occurrence };
}

/** `d` with its first KEPT_RELATED related places, its message saying how many there are. */
function withFirstRelated(d: Data): Data {
  const related = Array.isArray(d.related) ? d.related : [];
  if (related.length <= KEPT_RELATED) return d;
  return { ...d, message: `${String(d.message)} (${related.length} places; the first ${KEPT_RELATED} are in related, raise max_chars for all)`, related: related.slice(0, KEPT_RELATED) };
}

function withoutKeys(data: Data, keys: readonly string[]): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(data)) if (!keys.includes(key)) out[key] = value;
  return out;
}

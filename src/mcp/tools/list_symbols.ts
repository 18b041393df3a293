// list_symbols: a file's outline (types with their fields and methods,
// functions with their signatures, values with their types) or a folder's
// top-level symbols per file, read from the files' semantic models. A thin
// shell around src/analysis/symbols/outline.ts.
import { fileOutline, folderOutline, indexForOutline, outlineCaveat } from "../../analysis/symbols/index.js";
import { selectFiles } from "../../project/select-files.js";
import { longTextsShortened } from "../budget.js";
import { ToolError } from "../errors.js";
import { pathInput } from "../limits.js";
import { projectRootInput, SPANS } from "../schemas.js";
import { defineTool } from "../tool.js";
import * as z from "zod";

/** Symbols a folder's file keeps when its outline is still over the budget without signatures; members a symbol keeps. */
const FIRST_SYMBOLS = 10;

export const listSymbolsTool = defineTool({
  name: "list_symbols",
  title: "List a file's symbols",
  description: `Outline of a YaoXiang file (types with members, signatures) or of a folder. ${SPANS}`,
  input: {
    file_path: pathInput.min(1).optional().describe(".yx file"),
    path: pathInput.optional().describe("Folder (\"\" or \".\": the root)"),
    workspace_root: projectRootInput,
  },
  output: {
    symbols: z.array(z.looseObject({})).optional().describe("name, kind, span, signature, doc, children…"),
    files: z.array(z.looseObject({})).optional().describe("Folder: {file, symbols}"),
  },
  budget: {
    lists: ["symbols", "files"],
    hint: "For a folder, pass a smaller one or one of its files (file_path); a file's outline keeps its first symbols.",
    // A folder's files stay named before any is left out (101a D8: a file whose outline alone was over
    // the budget ended the list there, whatever max_chars was).
    shrink: [
      longTextsShortened(["symbols", "files"]),
      {
        // A file's symbols stay listed before any is left out (101d D5: a record of 4,000 fields hid the 32 symbols after it).
        shrink: (data) => mapEach(data, "symbols", (symbol) => firstOf(symbol, "children", "child_count")) ?? mapEach(data, "files", (file) => mapEach(file, "symbols", (symbol) => firstOf(symbol, "children", "child_count")) ?? file),
        hint: `Members cut to each symbol's first ${FIRST_SYMBOLS} (child_count says how many it has).`,
      },
      {
        // A folder's types keep their names before its signatures go (106a T4).
        shrink: (data) => mapEach(data, "files", (file) => mapEach(file, "symbols", membersCounted) ?? file),
        hint: "Members left out of a folder's outline (child_count says how many a type has): pass a file (file_path) for its members.",
        supersedes: (note) => note.startsWith("Members cut to each symbol's first"),
      },
      {
        // So do a file's symbols (107a L13: 4 types of 40 members, max_chars 1,200, showed none of them).
        shrink: (data) => mapEach(data, "symbols", membersCounted),
        hint: "Members left out of the outline (child_count says how many a type has): pass a larger max_chars for them.",
        supersedes: (note) => note.startsWith("Members cut to each symbol's first"),
      },
      {
        shrink: (data) => mapEach(data, "files", namesOnly),
        hint: "Outlines cut to name, kind and span (no signature, decl_span or doc): pass a file (file_path) for its whole outline.",
        graded: {
          items: folderFileCount,
          keeping: (data, kept) => mapEach(data, "files", (f, i) => (i < kept ? f : namesOnly(f))),
          hint: (kept, total) => `Outlines cut to name, kind and span after the first ${kept} of ${total} files: pass a file (file_path) for its whole outline.`,
        },
      },
      {
        shrink: (data) => mapEach(data, "files", (f) => firstOf(namesOnly(f), "symbols", "symbol_count")),
        hint: `Each file lists its first ${FIRST_SYMBOLS} symbols (symbol_count says how many it has).`,
      },
    ],
  },
  handler: async ({ file_path, path, workspace_root }, ctx) => {
    if (file_path !== undefined && path !== undefined) throw new ToolError("MCP-INVALID-INPUT", "pass either file_path or path, not both");
    const view = await ctx.workspace(workspace_root);
    const folder = path === undefined || path.trim() === "" ? "." : path;
    const files = file_path !== undefined ? [view.resolveFile(file_path)] : selectFiles(view, [folder]);
    // The files outlined (and what their outlines name), not the whole index.
    const index = indexForOutline(view, files.map((f) => f.path));
    if (file_path !== undefined || (files.length === 1 && files[0]!.path === folder.replace(/^\.\//, ""))) {
      const file = files[0]!;
      const symbols = fileOutline(index, file.path);
      if (!symbols) throw new ToolError("MCP-FILE-NOT-FOUND", `'${file.path}' is not a .yx file the workspace indexes (hidden or skipped)`);
      const hint = outlineCaveat(index, [file.path]);
      return { symbols, truncated: false, ...(hint ? { hint } : {}) };
    }
    const paths = files.map((f) => f.path);
    const hint = outlineCaveat(index, paths);
    return { files: folderOutline(index, paths), truncated: false, ...(hint ? { hint } : {}) };
  },
});

type Data = Record<string, unknown>;

function folderFileCount(data: Data): number {
  return Array.isArray(data.files) ? data.files.length : 0;
}

/** `data` with each item of its list `key` `change`d (undefined when there is no such list, or nothing changes). */
function mapEach(data: Data, key: "files" | "symbols", change: (item: Data, i: number) => Data): Data | undefined {
  const items = data[key];
  if (!Array.isArray(items)) return undefined;
  const out = (items as Data[]).map(change);
  return out.some((item, i) => item !== items[i]) ? { ...data, [key]: out } : undefined;
}

/** A symbol without its members, child_count saying how many it has. */
function membersCounted(symbol: Data): Data {
  const children = symbol.children as Data[] | undefined;
  if (!children) return symbol;
  const { children: _children, ...rest } = symbol;
  return { ...rest, child_count: (symbol.child_count as number | undefined) ?? children.length };
}

/** A file's outline with each symbol's name, kind and span only. */
function namesOnly(file: Data): Data {
  const symbols = file.symbols as Data[] | undefined;
  if (!symbols?.some((s) => Object.keys(s).some((k) => !BRIEF_KEYS.has(k)))) return file;
  return { ...file, symbols: symbols.map((s) => ({ name: s.name, kind: s.kind, span: s.span, ...(s.child_count !== undefined ? { child_count: s.child_count } : {}) })) };
}

const BRIEF_KEYS: ReadonlySet<string> = new Set(["name", "kind", "span", "child_count"]);

/** `item` with its list `key` cut to the first FIRST_SYMBOLS, `countKey` saying how many there are. */
function firstOf(item: Data, key: "symbols" | "children", countKey: "symbol_count" | "child_count"): Data {
  const list = item[key] as Data[] | undefined;
  if (!list || list.length <= FIRST_SYMBOLS) return item;
  return { ...item, [key]: list.slice(0, FIRST_SYMBOLS), [countKey]: list.length };
}

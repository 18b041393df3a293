// list_symbols: a file's outline (types with their fields and methods,
// functions with their signatures, values with their types) or a folder's
// top-level symbols per file, read from the files' semantic models. A thin
// shell around src/analysis/symbols/outline.ts.
import { fileOutline, folderOutline, indexForOutline, outlineCaveat } from "../../analysis/symbols/index.js";
import { selectFiles } from "../../project/select-files.js";
import { ToolError } from "../errors.js";
import { pathInput } from "../limits.js";
import { projectRootInput, SPANS } from "../schemas.js";
import { defineTool } from "../tool.js";
import * as z from "zod";

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
  budget: { lists: ["symbols", "files"], hint: "For a folder, pass a smaller one or one of its files (file_path); a file's outline keeps its first symbols." },
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

// typecheck: what the YaoXiang compiler would report for files of the
// project, for the whole workspace, or for unsaved text, before running them.
// A thin shell around src/check/: the requested files are checked with the
// whole workspace as context for their imports; diagnostics are data, never
// tool errors.
//
// Unsaved text: `source` with `file_path` is checked as the content of that
// workspace file (its imports resolve from its real folder; the file need not
// exist yet); files named in `file_paths` are checked too and see the unsaved
// declarations, so "does my edit break its importers?" is one call. `source`
// alone is a snippet checked as a file at the project root.
import * as z from "zod";
import { resolveSourcePath } from "../../project/paths.js";
import { selectFiles } from "../../project/select-files.js";
import { Document } from "../../syntax/document.js";
import { sharedParser } from "../../syntax/shared-parser.js";
import { longTextsShortened } from "../budget.js";
import { invalidInput } from "../errors.js";
import { listInput, MAX_PATHS, pathInput } from "../limits.js";
import { diagnosticsSchema, projectRootInput, SPANS, sourceInput } from "../schemas.js";
import { defineTool } from "../tool.js";

/** Name an unsaved snippet is checked under (a file at the project root). */
const SNIPPET_PATH = "<source>.yx";

/** From this many files on, a client that sent a progress token gets notifications. */
const PROGRESS_MIN_FILES = 10;

export const typecheckTool = defineTool({
  name: "typecheck",
  title: "Type-check YaoXiang files",
  description: `Type errors of YaoXiang files, folders, globs, the workspace, or unsaved source. ${SPANS}`,
  input: {
    file_paths: listInput(pathInput, MAX_PATHS).optional().describe("Files, folders, globs (default: all)"),
    source: sourceInput.optional().describe("Or: unsaved source"),
    file_path: pathInput.optional().describe("The file source stands for"),
    project_root: projectRootInput,
  },
  output: {
    diagnostics: diagnosticsSchema.describe("Sorted by file and position"),
    summary: z
      .object({
        errors: z.number().int().describe("Errors"),
        warnings: z.number().int().describe("Warnings"),
        notes: z.number().int().describe("Notes"),
        files: z.number().int().describe("Files checked (and unreadable ones)"),
        files_with_errors: z.number().int().describe("Files with errors"),
      })
      .describe("Counts of all"),
  },
  budget: {
    lists: ["diagnostics"],
    hint: "Check fewer files (a file, folder or glob in file_paths), or a shorter source.",
    shrink: [longTextsShortened(["diagnostics"])],
  },
  handler: async ({ file_paths, source, file_path, project_root }, ctx) => {
    if (file_paths?.length === 0) throw invalidInput("file_paths must name at least one file, folder or glob (leave it out to check the whole workspace)");
    if (source !== undefined && file_path === undefined && file_paths !== undefined) {
      throw invalidInput("source without file_path is a snippet at the project root; pass file_path to check it as that file together with file_paths");
    }
    const view = await ctx.workspace(project_root);
    const overlayPath = source === undefined ? undefined : file_path === undefined ? SNIPPET_PATH : resolveSourcePath(view.root, file_path).rel;
    // Resolve every path first: a bad path fails the call before any work.
    const named = [...(file_paths ?? []), ...(source === undefined && file_path !== undefined ? [file_path] : [])];
    const files = named.length > 0 ? selectFiles(view, named) : source === undefined ? view.files : [];
    // Loaded on first use: start-up does not pay for the checker (a chunk of its own in dist/).
    const { checkFilesAsync } = await import("../../check/index.js");
    const document = source === undefined ? undefined : new Document(await sharedParser(), source);
    try {
      const total = files.length + (document ? 1 : 0);
      const report = ctx.wantsProgress && total >= PROGRESS_MIN_FILES;
      const result = await checkFilesAsync({
        view,
        files,
        overlay: document && overlayPath ? { path: overlayPath, document } : undefined,
        signal: ctx.signal,
        onFile: report ? (done, all) => ctx.progress(done, all, `checked ${done} of ${all} files`) : undefined,
      });
      return { diagnostics: result.diagnostics as z.input<typeof diagnosticsSchema>, summary: result.summary };
    } finally {
      document?.dispose();
    }
  },
});

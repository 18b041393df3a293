// typecheck: what the YaoXiang compiler would report for some files of the
// project (or an unsaved snippet), before running them. A thin shell around
// src/check/: the requested files are checked with the whole workspace as
// context for their imports; diagnostics are data, never tool errors.
import { z } from "zod";
import { checkFiles, checkFilesAsync } from "../../check/index.js";
import { Document } from "../../syntax/document.js";
import { sharedParser } from "../../syntax/shared-parser.js";
import { ToolError } from "../errors.js";
import { listInput, MAX_PATHS, pathInput } from "../limits.js";
import { diagnosticsSchema, projectRootInput, sourceInput } from "../schemas.js";
import { defineTool } from "../tool.js";

/** Name an unsaved snippet is checked under (a file at the project root). */
const SNIPPET_PATH = "<source>.yx";

/** From this many files on, a client that sent a progress token gets notifications. */
const PROGRESS_MIN_FILES = 10;

export const typecheckTool = defineTool({
  name: "typecheck",
  title: "Type-check YaoXiang files",
  description:
    "What the YaoXiang compiler reports (codes, lines) for file_paths, or for an unsaved source. " +
    "No errors = clean.",
  input: {
    file_paths: listInput(pathInput.min(1), MAX_PATHS).optional().describe("Files to check"),
    project_root: projectRootInput,
    source: sourceInput.optional().describe("Or: unsaved source"),
  },
  output: {
    diagnostics: diagnosticsSchema,
    summary: z
      .object({
        errors: z.number().int().describe("Errors"),
        warnings: z.number().int().describe("Warnings"),
        notes: z.number().int().describe("Notes"),
        files: z.number().int().describe("Files checked"),
      })
      .describe("Diagnostic and file counts"),
  },
  budget: { lists: ["diagnostics"], hint: "Check fewer files." },
  handler: async ({ file_paths, project_root, source }, ctx) => {
    if (source !== undefined && file_paths !== undefined) {
      throw new ToolError("MCP-INVALID-INPUT", "pass either file_paths or source, not both");
    }
    if (source === undefined && (file_paths === undefined || file_paths.length === 0)) {
      throw new ToolError("MCP-INVALID-INPUT", "file_paths must name at least one file (or pass source)");
    }
    const view = await ctx.workspace(project_root);
    if (source !== undefined) {
      const document = new Document(await sharedParser(), source);
      try {
        const result = checkFiles({ view, snippet: { path: SNIPPET_PATH, document } });
        return { diagnostics: result.diagnostics as z.input<typeof diagnosticsSchema>, summary: result.summary };
      } finally {
        document.dispose();
      }
    }
    // Resolve every path first: a bad path fails the call before any work.
    const seen = new Set<string>();
    const files = (file_paths ?? []).map((p) => view.resolveFile(p)).filter((f) => !seen.has(f.path) && seen.add(f.path));
    const report = ctx.wantsProgress && files.length >= PROGRESS_MIN_FILES;
    const result = await checkFilesAsync({
      view,
      files,
      signal: ctx.signal,
      onFile: report ? (done, total) => ctx.progress(done, total, `checked ${done} of ${total} files`) : undefined,
    });
    return { diagnostics: result.diagnostics as z.input<typeof diagnosticsSchema>, summary: result.summary };
  },
});

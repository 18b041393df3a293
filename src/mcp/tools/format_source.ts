// format_source: the canonical layout of YaoXiang code (formatting.md), as
// `yaoxiang format` prints it but keeping every comment and every parenthesis
// that matters. A thin shell around src/format: options come from the call,
// else from the [fmt] table of the server root's yaoxiang.toml, else the
// defaults; every result is verified (re-parsed and compared with the input
// as a program) before it is returned or written.
//
// Two forms: `source` (a text: formatted text plus hunks) and `file_paths`
// (files, folders, globs of the workspace: hunks per file; with `apply: true`
// on a server started with --allow-writes, the changed files are written, all
// or none, each only if it still holds the text that was formatted).
import * as z from "zod";
import type { FormattedFile } from "../../format/format-files.js";
import { withoutContext, type DiffHunk } from "../../format/hunks.js";
import { oncePerFileOnDisk, selectFiles } from "../../project/select-files.js";
import { changeDigest } from "../../project/change-digest.js";
import { invalidInput } from "../errors.js";
import { listInput, MAX_PATHS, pathInput } from "../limits.js";
import { diagnosticsSchema, sourceInput } from "../schemas.js";
import { checkDigestArgument } from "../writes.js";
import { defineTool } from "../tool.js";

const width = (what: string, max: number) => z.number().int().min(1).max(max).optional().describe(what);
const line = (what: string) => z.number().int().describe(what);

const hunkSchema = z.object({
  oldStart: line("First input line (1-based)."),
  oldLines: line("Input lines."),
  newStart: line("First output line."),
  newLines: line("Output lines."),
  lines: z.array(z.string()).optional().describe("' ' kept, '-' removed, '+' added"),
});

const fileSchema = z.object({
  file: z.string().describe("Relative to the root"),
  changed: z.boolean().describe("Formatting changes it."),
  hunks: z.array(hunkSchema).describe("Changed line ranges."),
  formatted: z.string().optional().describe("Formatted text (one file, no apply)"),
});

const TEXT_LEFT_OUT =
  "Formatted text left out (over max_chars); a file's hunks, where shown, hold every changed line. Raise max_chars (up to 80000), or pass file_paths with apply: true to write it (needs --allow-writes).";

/** From this many files on, a client that sent a progress token gets notifications. */
const PROGRESS_MIN_FILES = 10;

type Data = Record<string, unknown>;
type FileEntry = z.input<typeof fileSchema>;

/** Applies `change` to every entry of `files` (with its index); undefined when there is no `files` list or nothing changes. */
function mapFiles(data: Data, change: (file: FileEntry, index: number) => FileEntry | undefined): Data | undefined {
  if (!Array.isArray(data.files)) return undefined;
  let changedAny = false;
  const files = (data.files as FileEntry[]).flatMap((file, index) => {
    const next = change(file, index);
    if (next !== file) changedAny = true;
    return next ? [next] : [];
  });
  return changedAny ? { ...data, files } : undefined;
}

function fileCount(data: Data): number {
  return Array.isArray(data.files) ? data.files.length : 0;
}

/** A file's hunks as line ranges only. */
function withoutHunkLines(file: FileEntry): FileEntry {
  return file.hunks.some((h) => h.lines) ? { ...file, hunks: file.hunks.map(({ lines: _lines, ...range }) => range) } : file;
}

/** A source's diff with the lines of the hunks `keeps` refuses left out (undefined when that changes nothing). */
function mapSourceHunks(data: Data, keeps: (index: number) => boolean): Data | undefined {
  if (!Array.isArray(data.diff)) return undefined;
  const hunks = data.diff as Partial<DiffHunk>[];
  if (!hunks.some((h, i) => h.lines !== undefined && !keeps(i))) return undefined;
  return { ...data, diff: hunks.map((h, i) => (keeps(i) ? h : (({ lines: _lines, ...range }) => range)(h))) };
}

/** A changed file named without its hunks. */
function withoutHunks(file: FileEntry): FileEntry {
  return file.hunks.length > 0 ? { ...file, hunks: [] } : file;
}

export const formatSourceTool = defineTool({
  name: "format_source",
  title: "Format YaoXiang source",
  description:
    "Format YaoXiang source or files (file_paths; apply writes), keeping comments; " +
    "code with syntax errors is left as is. Hunk lines 1-based.",
  input: {
    source: sourceInput.optional().describe("YaoXiang source"),
    file_paths: listInput(pathInput, MAX_PATHS).optional().describe("Or: files, folders, globs"),
    indent_width: width("Indent (default 4)", 16),
    tab_size: width("= indent_width", 16),
    line_width: width("Line width, bytes (120)", 1000),
    use_tabs: z.boolean().optional().describe("Indent with tabs"),
    sort_imports: z.boolean().optional().describe("Sort imports (default true)"),
  },
  output: {
    formatted: z.string().optional().describe("source: formatted code"),
    changed: z.boolean().optional().describe("source: it changes"),
    diff: z.array(hunkSchema).optional().describe("source: hunks"),
    files: z.array(fileSchema).optional().describe("file_paths: per file"),
    summary: z
      .object({
        files: z.number().int().describe("Files formatted"),
        changed: z.number().int().describe("Files that change"),
        with_errors: z.number().int().describe("Unchanged: syntax errors"),
        digest: z.string().optional().describe("Of the changes"),
      })
      .optional()
      .describe("file_paths: counts"),
    written: z.array(z.string()).optional().describe("apply: files written"),
    diagnostics: diagnosticsSchema,
  },
  writes: { idempotent: true },
  // A source alone runs beside the workspace's calls; files need the workspace.
  usesWorkspace: (args) => args.file_paths !== undefined,
  budget: {
    lists: ["diff", "files", "diagnostics", "written"],
    hint: "Name fewer files in file_paths, or pass a shorter source, to see the rest.",
    shrink: [
      {
        shrink: (data) => {
          if (typeof data.formatted === "string") {
            const { formatted: _formatted, ...rest } = data;
            return rest;
          }
          return mapFiles(data, (f) => {
            if (f.formatted === undefined) return f;
            const { formatted: _formatted, ...rest } = f;
            return rest;
          });
        },
        hint: TEXT_LEFT_OUT,
      },
      { shrink: (data) => mapFiles(data, (f) => (f.changed ? f : undefined)), hint: "Unchanged files left out (counted in summary)." },
      {
        shrink: (data) => {
          if (Array.isArray(data.diff)) return hasContext(data.diff as DiffHunk[]) ? { ...data, diff: withoutContext(data.diff as DiffHunk[]) } : undefined;
          return mapFiles(data, (f) => (hasContext(f.hunks as DiffHunk[]) ? { ...f, hunks: withoutContext(f.hunks as DiffHunk[]) } : f));
        },
        hint: "Context lines left out: each hunk holds only removed and added lines.",
      },
      {
        // A source's hunks keep their lines as far as the budget goes, the others as line ranges
        // (101a D8: one hunk over the budget ended the list there, whatever max_chars was).
        shrink: (data) => mapSourceHunks(data, () => false),
        hint: "Hunk lines left out: line ranges only. Raise max_chars to see them.",
        onlyIfFits: true,
        graded: {
          items: (data) => (Array.isArray(data.diff) ? data.diff.length : 0),
          keeping: (data, kept) => mapSourceHunks(data, (i) => i < kept),
          hint: (kept, total) => `Hunk lines left out after the first ${kept} of ${total} hunks: line ranges only there. Raise max_chars to see them.`,
        },
      },
      {
        shrink: (data) => mapFiles(data, withoutHunkLines),
        hint: "Hunk lines left out: line ranges only.",
        // The first files keep their lines as far as the budget goes (82a D1).
        graded: {
          items: fileCount,
          keeping: (data, kept) => mapFiles(data, (f, i) => (i < kept ? f : withoutHunkLines(f))),
          hint: (kept, total) => `Hunk lines left out after the first ${kept} of ${total} files: line ranges only there. Name fewer files or raise max_chars to see them.`,
        },
      },
      {
        // Still over: every changed file is still named (53a friction: an answer of `files: []` named none).
        shrink: (data) => mapFiles(data, withoutHunks),
        hint: "Hunks left out: changed files are named (changed: true) without their line ranges. Name fewer files or raise max_chars to see them.",
        graded: {
          items: fileCount,
          keeping: (data, kept) => mapFiles(data, (f, i) => (i < kept ? f : withoutHunks(f))),
          hint: (kept, total) => `Hunks left out after the first ${kept} of ${total} files: changed files are named (changed: true) without their line ranges there. Name fewer files or raise max_chars to see them.`,
        },
      },
      {
        // An apply names each file it wrote in `written`: once is enough (68a D5).
        shrink: (data) => {
          if (!Array.isArray(data.written)) return undefined;
          const written = new Set(data.written as string[]);
          return mapFiles(data, (f) => (written.has(f.file) ? undefined : f));
        },
        hint: "Files written are named in written only.",
      },
    ],
  },
  handler: async (args, ctx) => {
    const { source, file_paths, apply, indent_width, tab_size, line_width, use_tabs, sort_imports } = args;
    if (source !== undefined && file_paths !== undefined) throw invalidInput("pass either source or file_paths, not both");
    if (source === undefined && file_paths === undefined) throw invalidInput("pass source (a text) or file_paths (files, folders, globs)");
    if (file_paths?.length === 0) throw invalidInput("file_paths must name at least one file, folder or glob");
    // tab_size is indent_width by another name: two different widths are contradictory, not one to drop (101a D3).
    if (indent_width !== undefined && tab_size !== undefined && indent_width !== tab_size) {
      throw invalidInput(`indent_width ${indent_width} and tab_size ${tab_size} differ: tab_size is another name for indent_width, pass one of them`);
    }
    if (apply && source !== undefined) throw invalidInput("apply writes files: name them in file_paths (a source is not a file)");
    checkDigestArgument(args.digest, apply);
    // Loaded on first use: start-up does not pay for the formatter (a chunk of its own in dist/).
    const { diffHunks, formatFiles, formatSource, resolveFormatOptions } = await import("../../format/index.js");
    // Every result is verified, previews too: an agent acts on a preview as on a write.
    const options = { ...resolveFormatOptions({ indent_width, tab_size, line_width, use_tabs, sort_imports }, (await ctx.config()).fmt), verify: true };

    if (source !== undefined) {
      const result = await formatSource(source, options);
      return { formatted: result.formatted, changed: result.changed, diff: diffHunks(source, result.formatted), diagnostics: result.diagnostics };
    }

    const view = await ctx.workspace();
    // A symlinked source and its target are one file to rewrite (53a D3).
    const selected = oncePerFileOnDisk(selectFiles(view, file_paths ?? []));
    const report = ctx.wantsProgress && selected.length >= PROGRESS_MIN_FILES;
    const results = await formatFiles(
      selected.map((f) => ({ path: f.path, text: f.text })),
      options,
      { signal: ctx.signal, onFile: report ? (done, total) => ctx.progress(done, total, `formatted ${done} of ${total} files`) : undefined },
    );
    const changed = results.filter((r) => r.changed);
    // The formatted text of a single file, unless it alone is over the budget (then the hunks say it all).
    const withText = results.length === 1 && !apply;
    const tooLong = withText && results[0]!.formatted.length >= ctx.maxChars;
    // A cancelled call writes nothing (its files were not all formatted).
    const changes = changed.map((r) => ({ file: r.file, expectedText: r.source, newText: r.formatted }));
    const written = apply && !ctx.signal.aborted ? ctx.writeFiles(changes, { digest: args.digest }).written : undefined;
    return {
      files: results.map((r) => fileEntry(r, withText && !tooLong)),
      summary: {
        files: results.length,
        changed: changed.length,
        with_errors: results.filter((r) => r.diagnostics.some((d) => d.severity === "error")).length,
        ...(changes.length > 0 ? { digest: changeDigest(changes) } : {}),
      },
      ...(written ? { written } : {}),
      diagnostics: results.flatMap((r) => r.diagnostics),
      ...(tooLong ? { truncated: true, hint: TEXT_LEFT_OUT } : {}),
    };
  },
});

function hasContext(hunks: readonly DiffHunk[]): boolean {
  return hunks.some((h) => (h.lines ?? []).some((l) => l[0] === " "));
}

function fileEntry(result: FormattedFile, withText: boolean): FileEntry {
  return {
    file: result.file,
    changed: result.changed,
    hunks: result.hunks,
    ...(withText ? { formatted: result.formatted } : {}),
  };
}

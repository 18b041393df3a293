// Formatting files of a workspace (format_source with file_paths): each file
// on its own, as formatSource does it, with the line hunks of its change. A
// file with syntax errors is left as it is; its diagnostics say why.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { formatSource } from "./format-source.js";
import { diffHunks, type DiffHunk } from "./hunks.js";
import type { FormatOptions } from "./options.js";

export interface SourceText {
  /** Path relative to the project root (reported as `file`). */
  path: string;
  text: string;
}

export interface FormattedFile {
  file: string;
  /** The text the result was computed from. */
  source: string;
  formatted: string;
  changed: boolean;
  hunks: DiffHunk[];
  /** Why the file was left unchanged (syntax errors, E8001), each with `file`. */
  diagnostics: Diagnostic[];
}

export interface FormatFilesHooks {
  /** Stops between files when aborted (the files done so far are returned). */
  signal?: AbortSignal;
  /** Called after each file (for progress notifications). */
  onFile?: (done: number, total: number) => void;
}

export async function formatFiles(files: readonly SourceText[], options: FormatOptions, hooks: FormatFilesHooks = {}): Promise<FormattedFile[]> {
  const results: FormattedFile[] = [];
  for (const { path, text } of files) {
    if (hooks.signal?.aborted) break;
    const result = await formatSource(text, options);
    results.push({
      file: path,
      source: text,
      formatted: result.formatted,
      changed: result.changed,
      hunks: diffHunks(text, result.formatted),
      diagnostics: result.diagnostics.map((d) => ({ ...d, file: path })),
    });
    hooks.onFile?.(results.length, files.length);
    // A turn for the event loop: progress and cancellation reach the client between files.
    if (files.length > 1) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return results;
}

// Checking a set of workspace files (the `typecheck` tool): each requested
// file is an entry checked with the whole workspace as context for its
// imports; diagnostics are reported for the requested files only.
import type { Parser } from "web-tree-sitter";
import { documentsHost, workspaceHost, type ModuleHost } from "../semantic/modules/host.js";
import { listingFromPaths } from "../semantic/modules/resolve-module.js";
import { normalizeDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { WorkspaceFile, WorkspaceView } from "../project/workspace.js";
import { Document } from "../syntax/document.js";
import { checkDocument, forgetCheckResults } from "./check-file.js";

export interface CheckSummary {
  files: number;
  errors: number;
  warnings: number;
  notes: number;
}

export interface CheckResult {
  diagnostics: Diagnostic[];
  summary: CheckSummary;
}

export interface CheckRequest {
  view: WorkspaceView;
  /** Resolved files to check. */
  files?: readonly WorkspaceFile[];
  /** An unsaved snippet, checked as the file `snippetPath` at the project root. */
  snippet?: { path: string; document: Document };
  /** Called after each file (for progress notifications). */
  onFile?: (done: number, total: number) => void;
  /** Stops between files when aborted. */
  signal?: AbortSignal;
}

export function checkFiles(request: CheckRequest): CheckResult {
  const base = workspaceHost(request.view);
  const diagnostics: Diagnostic[] = [];
  let checked = 0;
  if (request.snippet) {
    const { path, document } = request.snippet;
    const host = withExtraFile(base, request.view, path, document);
    diagnostics.push(...checkDocument(host, path, document));
    checked = 1;
  } else {
    const files = request.files ?? [];
    for (const file of files) {
      if (request.signal?.aborted) break;
      diagnostics.push(...checkDocument(base, file.path, file.document()));
      checked++;
      request.onFile?.(checked, files.length);
    }
  }
  const sorted = normalizeDiagnostics(diagnostics);
  return { diagnostics: sorted, summary: summarize(sorted, checked) };
}

function withExtraFile(base: ModuleHost, view: WorkspaceView, path: string, document: Document): ModuleHost {
  const paths = view.files.map((f) => f.path).filter((p) => p !== path);
  return {
    listing: listingFromPaths([...paths, path]),
    document: (rel) => (rel === path ? document : base.document(rel)),
  };
}

/**
 * The same as checkFiles, but gives the event loop a turn between files so
 * progress notifications and cancellation reach the client while a large set
 * is being checked.
 */
export async function checkFilesAsync(request: CheckRequest): Promise<CheckResult> {
  if (request.snippet || !request.files || request.files.length < 2) return checkFiles(request);
  const base = workspaceHost(request.view);
  const diagnostics: Diagnostic[] = [];
  let checked = 0;
  for (const file of request.files) {
    if (request.signal?.aborted) break;
    diagnostics.push(...checkDocument(base, file.path, file.document()));
    checked++;
    request.onFile?.(checked, request.files.length);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const sorted = normalizeDiagnostics(diagnostics);
  return { diagnostics: sorted, summary: summarize(sorted, checked) };
}

export function summarize(diagnostics: readonly Diagnostic[], files: number): CheckSummary {
  const count = (s: string) => diagnostics.filter((d) => d.severity === s).length;
  return { files, errors: count("error"), warnings: count("warning"), notes: count("note") };
}

/**
 * A checker of texts as the file `path` of a one-file workspace (what the
 * rename tool re-checks a renamed source with, src/analysis/rename/).
 */
export function textChecker(parser: Parser, path: string): (text: string) => Diagnostic[] {
  // The texts checked last, and their results: renames of one source check that source again and again.
  const recent = new Map<string, Diagnostic[]>();
  return (text) => {
    const known = recent.get(text);
    if (known) return known;
    const document = new Document(parser, text);
    try {
      const diagnostics = checkDocument(documentsHost(new Map([[path, document]])), path, document);
      if (recent.size >= 4) recent.delete(recent.keys().next().value as string);
      recent.set(text, diagnostics);
      return diagnostics;
    } finally {
      forgetCheckResults(document);
      document.dispose();
    }
  };
}

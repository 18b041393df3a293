// Checking a set of workspace files (the `typecheck` tool): each requested
// file is an entry checked with the whole workspace as context for its
// imports; diagnostics are reported for the requested files only. An
// `overlay` is unsaved text standing for one file: it is checked in that
// file's place (its imports resolve from its real folder), and every other
// file checked in the same request sees its declarations instead of the
// disk's.
import { workspaceHost, type ModuleHost } from "../semantic/modules/host.js";
import { listingFromPaths } from "../semantic/modules/resolve-module.js";
import { normalizeDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { WorkspaceFile, WorkspaceView } from "../project/workspace.js";
import { Document } from "../syntax/document.js";
import { checkDocument } from "./check-file.js";
import { withImportHints } from "./import-hints.js";

export interface CheckSummary {
  files: number;
  /** Files with at least one error. */
  files_with_errors: number;
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
  /** Unsaved text of the file `path` (root-relative; it need not exist on disk yet), checked too. */
  overlay?: { path: string; document: Document };
  /** Called after each file (for progress notifications). */
  onFile?: (done: number, total: number) => void;
  /** Stops between files when aborted. */
  signal?: AbortSignal;
}

export function checkFiles(request: CheckRequest): CheckResult {
  const steps = checking(request);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same as checkFiles, but gives the event loop a turn between files so
 * progress notifications and cancellation reach the client while a large set
 * is being checked.
 */
export async function checkFilesAsync(request: CheckRequest): Promise<CheckResult> {
  const steps = checking(request);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Checks one file per step. */
function* checking(request: CheckRequest): Generator<void, CheckResult> {
  const { overlay } = request;
  const host = overlay ? withOverlay(workspaceHost(request.view), request.view, overlay.path, overlay.document) : workspaceHost(request.view);
  const entries: { path: string; document: () => Document }[] = (request.files ?? [])
    .filter((file) => file.path !== overlay?.path)
    .map((file) => ({ path: file.path, document: () => file.document() }));
  if (overlay) entries.push({ path: overlay.path, document: () => overlay.document });
  const diagnostics: Diagnostic[] = [];
  let checked = 0;
  for (const entry of entries) {
    if (request.signal?.aborted) break;
    appendAll(diagnostics, checkDocument(host, entry.path, entry.document()));
    checked++;
    request.onFile?.(checked, entries.length);
    if (checked < entries.length) yield;
  }
  const sorted = normalizeDiagnostics(withImportHints(host, diagnostics));
  return { diagnostics: sorted, summary: summarize(sorted, checked) };
}

function withOverlay(base: ModuleHost, view: WorkspaceView, path: string, document: Document): ModuleHost {
  const paths = view.files.map((f) => f.path).filter((p) => p !== path);
  return {
    listing: listingFromPaths([...paths, path]),
    document: (rel) => (rel === path ? document : base.document(rel)),
    text: (rel) => (rel === path ? document.text : base.text?.(rel)),
  };
}

export function summarize(diagnostics: readonly Diagnostic[], files: number): CheckSummary {
  const count = (s: string) => diagnostics.filter((d) => d.severity === s).length;
  const withErrors = new Set(diagnostics.filter((d) => d.severity === "error").map((d) => d.file));
  return { files, files_with_errors: withErrors.size, errors: count("error"), warnings: count("warning"), notes: count("note") };
}

/**
 * `target.push(...items)` without the spread: a spread passes every item as an
 * argument on the stack, which overflows past about 100,000 items (a file with
 * 172,000 undefined names answered -32603 "Maximum call stack size exceeded").
 */
function appendAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}


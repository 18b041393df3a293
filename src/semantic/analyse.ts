// The semantic model of a file: one walk (walk/walker.ts) over the file's AST
// copy, with its imports resolved against the rest of the workspace, the
// memo of the file's previous walk (statements unchanged since, reading the
// same names, are not walked again) and the captures of locals.scm. Each
// result is cached per document, path and version, together with what it
// read from other files, so that a later request with the same workspace
// gets the same object.
import type { Document } from "../syntax/document.js";
import { astOf, forgetCached, lineIndexOf, releaseAst, releaseSlots, syntaxDiagnosticsOf } from "../syntax/doc-cache.js";
import type { ModuleHost } from "./modules/host.js";
import { resolveImports, type FileImports, type ImportRecord } from "./modules/imports.js";
import { resolveModulePath, type ModuleResolution, type SourceListing } from "./modules/resolve-module.js";
import { assembleModel } from "./model/assemble.js";
import { CaptureSource } from "./model/captures.js";
import type { SemanticModel } from "./model/model.js";
import { Positions } from "./model/positions.js";
import type { Checks } from "./walk/checks.js";
import { DECLARATIONS_SLOT, fileContext, type FileContext } from "./walk/context.js";
import { brokenUses, ImportBindings } from "./walk/import-bindings.js";
import { WalkMemo } from "./walk/memo.js";
import { Walker } from "./walk/walker.js";

export interface Analysis {
  readonly model: SemanticModel;
  /** The file's imports as resolved for the walk (with their diagnostics, W1003 aside: ./imports.ts). */
  readonly imports: FileImports;
  /** `use` statements whose path ran on past a line break (their diagnostics are moot, import-bindings.ts). */
  readonly broken: ReadonlyMap<ImportRecord, string>;
  readonly context: FileContext;
  /** Some top-level statement was nested too deeply for the walk: the model lists it as unanalysed. */
  readonly overflowed: boolean;
}

export interface AnalyseOptions {
  /** The diagnostic rules to tell about the walk's facts (src/check/), or none. */
  readonly checks?: Checks | null;
  /** The reference's cascades (src/check/reference-mode.ts): a throw-away walk, neither memoised nor cached. */
  readonly referenceMode?: boolean;
}

/** The memo of the latest walk of each document, per path (walk/memo.ts). */
const memos = new WeakMap<Document, Map<string, WalkMemo>>();

/** The latest model of each document, per path, with what it read from other files. */
const models = new WeakMap<Document, Map<string, CachedModel>>();

interface CachedModel {
  readonly version: number;
  readonly listing: SourceListing;
  /** Where each `use` path resolved (the listing matters only through these). */
  readonly resolutions: readonly string[];
  /** Other files read, with the document and version seen (undefined: the file did not exist). */
  readonly deps: ReadonlyMap<string, { readonly doc: Document | undefined; readonly version: number }>;
  readonly model: SemanticModel;
}

/** Walks `file` (its parsed `doc`) with `host` as the rest of the workspace. */
export function analyse(host: ModuleHost, file: string, doc: Document, options: AnalyseOptions = {}): Analysis {
  const referenceMode = options.referenceMode === true;
  const recording = recordingHost(host);
  const root = astOf(doc);
  // Rule 4 reads every file of the program: not a dependency of the model (a new ambiguity shows at the next walk).
  const imports = resolveImports(recording, file, doc, { programHost: host });
  const context = fileContext(recording, file, doc, root, imports);
  const broken = brokenUses(imports, syntaxDiagnosticsOf(doc));
  const walker = new Walker(
    context,
    new ImportBindings(imports, broken),
    options.checks ?? null,
    referenceMode,
    referenceMode ? undefined : memoOf(doc, file),
    referenceMode ? undefined : new CaptureSource(doc, root),
  );
  walker.run();
  const model = assembleModel(file, doc.version, root, walker.recorder, new Positions(doc.text, lineIndexOf(doc)), imports.imports);
  if (!referenceMode) cacheModel(doc, file, { version: doc.version, listing: host.listing, resolutions: pathResolutions(imports.imports), deps: recording.deps, model });
  return { model, imports, broken, context, overflowed: walker.overflowed };
}

/** The semantic model of `file` (its parsed `doc`) in the workspace `host`: cached while nothing it read changed. */
export function semanticModel(host: ModuleHost, file: string, doc: Document): SemanticModel {
  const cached = models.get(doc)?.get(file);
  if (cached && isCurrent(cached, host, file, doc)) return cached.model;
  return analyse(host, file, doc).model;
}

/** The cached model of `file`, if any, whatever changed since (the symbol index decides itself when to refresh). */
export function latestModel(doc: Document, file: string): SemanticModel | undefined {
  return models.get(doc)?.get(file)?.model;
}

/**
 * Drops everything that keeps the AST copy of `doc` alive (the copy, the
 * memo of its walk, its declarations), for a document not expected to
 * change: its models stay cached, and a later walk copies the tree again.
 * The symbol index does this for every file it has read (memory).
 */
export function releaseSyntaxCopy(doc: Document): void {
  memos.delete(doc);
  releaseAst(doc);
  releaseSlots(doc, DECLARATIONS_SLOT);
}

/** Forgets every result cached for `doc`, so that its next walk starts from scratch (for tests). */
export function forgetAnalysis(doc: Document): void {
  memos.delete(doc);
  models.delete(doc);
  forgetCached(doc);
}

function memoOf(doc: Document, file: string): WalkMemo {
  let byFile = memos.get(doc);
  if (!byFile) {
    byFile = new Map();
    memos.set(doc, byFile);
  }
  let memo = byFile.get(file);
  if (!memo) {
    memo = new WalkMemo();
    byFile.set(file, memo);
  }
  return memo;
}

function cacheModel(doc: Document, file: string, entry: CachedModel): void {
  let byFile = models.get(doc);
  if (!byFile) {
    byFile = new Map();
    models.set(doc, byFile);
  }
  byFile.set(file, entry);
}

function isCurrent(cached: CachedModel, host: ModuleHost, file: string, doc: Document): boolean {
  if (cached.version !== doc.version) return false;
  if (cached.listing !== host.listing && !sameResolutions(cached, host, file)) return false;
  for (const [path, seen] of cached.deps) {
    const now = host.document(path);
    if (now !== seen.doc || (now !== undefined && now.version !== seen.version)) return false;
  }
  return true;
}

/** Each `use` path's resolution as a string (what a new file listing could change). */
function pathResolutions(records: readonly ImportRecord[]): string[] {
  return records.map((r) => describeResolution(r.resolution));
}

function describeResolution(r: ModuleResolution): string {
  return r.kind === "file" ? `file:${r.file}:${r.ambiguousWith ?? ""}` : r.kind === "std" ? `std:${r.module.path}` : r.kind;
}

/**
 * True when every `use` of the cached model resolves as before under the
 * host's file listing. (Only the paths are compared: a new file that makes
 * two of the program's paths mean different files, E5002 Rule 4, is seen by
 * the next walk of the file, not here.)
 */
function sameResolutions(cached: CachedModel, host: ModuleHost, file: string): boolean {
  return cached.model.imports.every((r, i) => describeResolution(resolveModulePath(r.statement.segments.map((s) => s.name), file, host.listing)) === cached.resolutions[i]);
}

/** `host`, noting every other file read through it. */
function recordingHost(host: ModuleHost): ModuleHost & { readonly deps: Map<string, { doc: Document | undefined; version: number }> } {
  const deps = new Map<string, { doc: Document | undefined; version: number }>();
  return {
    listing: host.listing,
    deps,
    document(rel: string): Document | undefined {
      const doc = host.document(rel);
      if (!deps.has(rel)) deps.set(rel, { doc, version: doc?.version ?? -1 });
      return doc;
    },
  };
}

// The semantic model of a file: one walk (walk/walker.ts) over the file's AST
// copy, with its imports resolved against the rest of the workspace, the
// memo of the file's previous walk (statements unchanged since, reading the
// same names, are not walked again) and the captures of locals.scm. Each
// result is cached per document, path and version, together with what it
// read from other files (key by key, with a digest of what each named), so
// that a later request gets the same object unless an edit elsewhere changed
// something it read: an edit inside another file's function body, or a new
// name there that the file does not use, leaves it as it is.
import { throwIfCancelled } from "../syntax/cancellation.js";
import type { Document } from "../syntax/document.js";
import { astHasErrors, astOf, forgetCached, lineIndexOf, positionsOf, releaseAst, releaseSlots, syntaxDiagnosticsOf } from "../syntax/doc-cache.js";
import type { ModuleHost } from "./modules/host.js";
import { importsReach } from "./modules/import-cycles.js";
import { resolveImports, type FileImports, type ImportRecord } from "./modules/imports.js";
import type { SourceListing } from "./modules/resolve-module.js";
import { assembleModel } from "./model/assemble.js";
import { CaptureSource } from "./model/captures.js";
import type { SemanticModel } from "./model/model.js";
import type { Declarations } from "./types/declarations.js";
import type { Type } from "./types/types.js";
import { Positions } from "./model/positions.js";
import { brokenStatements, type BrokenStatements } from "./walk/broken-statements.js";
import type { Checks } from "./walk/checks.js";
import { DECLARATIONS_SLOT, declarationsOfDocument, fileContext, surfaceDigest, type ForeignReads } from "./walk/context.js";
import { brokenUses, ImportBindings } from "./walk/import-bindings.js";
import { WalkMemo } from "./walk/memo.js";
import { Walker } from "./walk/walker.js";

export interface Analysis {
  readonly model: SemanticModel;
  /** The file's imports as resolved for the walk (with their diagnostics, W1003 aside: ./imports.ts). */
  readonly imports: FileImports;
  /** `use` statements whose path ran on past a line break (their diagnostics are moot, import-bindings.ts). */
  readonly brokenImports: ReadonlyMap<ImportRecord, string>;
  /** Top-level statements a syntax error broke: not walked (walk/broken-statements.ts); null when none is. */
  readonly brokenStatements: BrokenStatements | null;
  /** Some top-level statement was nested too deeply for the walk: the model lists it as unanalysed. */
  readonly overflowed: boolean;
}

export interface AnalyseOptions {
  /** The diagnostic rules to tell about the walk's facts (src/check/), or none. */
  readonly checks?: Checks | null;
  /**
   * Keep what the next walk of the file can reuse (its memo) even at
   * version 1: for a file expected to be walked again soon (the symbol
   * index's files that import an edited one).
   */
  readonly keep?: boolean;
  /** The reference's cascades (src/check/reference-mode.ts): a throw-away walk, neither memoised nor cached. */
  readonly referenceMode?: boolean;
}

/** The memo of the latest walk of each document, per path (walk/memo.ts). */
const memos = new WeakMap<Document, Map<string, WalkMemo>>();

/** The latest model of each document, per path, with what it read from other files. */
const models = new WeakMap<Document, Map<string, CachedModel>>();

/**
 * The types the latest walk of each document (per path) gave its
 * unannotated top-level functions and values, with what that walk read: what other
 * files' walks ask of it (walkedTopLevelType). Kept when the model is let
 * go (releaseModel), so that a file importing them does not walk it again.
 */
const walkedTypes = new WeakMap<Document, Map<string, { readonly validity: Validity; readonly types: ReadonlyMap<string, Type> }>>();

/** What a walk's result depends on besides its document's text. */
interface Validity {
  readonly version: number;
  readonly listing: SourceListing;
  /** What the file's imports resolved to (what another file listing or an edit of an imported file could change). */
  readonly importsKey: string;
  /** Other files read: the document and version seen, and the keys read with their digests (walk/context.ts). */
  readonly deps: ReadonlyMap<string, Dependency>;
  /**
   * The walk looked through every file of the listing for a method (walk/members.ts: the reference gives
   * every file every module's methods): another listing may hold one it did not find.
   */
  readonly searchedListing: boolean;
  /** `methodsEpoch` when the model was made (compared when searchedListing). */
  readonly methodsEpoch: number;
}

/** Bumped whenever a file's set of declared methods changes (methodDeclarationsChanged). */
let methodsEpoch = 0;

/**
 * A file now declares methods it did not, or no longer declares some (an
 * edit, not only a file added or removed): every model whose walk searched
 * the workspace for a method is made again when next asked for, since the
 * search may now find one, or a different one (100a D1: `res.room.cost()` in
 * report.yx stayed unresolved after pricing.yx gained `Room.cost`).
 */
export function methodDeclarationsChanged(): void {
  methodsEpoch++;
}

/** Another file a walk read: its document and version then, and the keys read with their digests. */
interface Dependency {
  readonly doc: Document | undefined;
  readonly version: number;
  readonly keys: ReadonlyMap<string, string>;
  /** Some key is a walked function type (`r:`), which can change while the file's text does not. */
  readonly walked: boolean;
}

interface CachedModel extends Validity {
  readonly model: SemanticModel;
}

/**
 * Files whose walk (or the check that their cached model is current) is
 * under way further up the stack. A walk reads the models of the files it
 * imports unannotated functions or values from (walkedTopLevelType), never of a file
 * that imports it back (modules/import-cycles.ts); a file met again on the
 * way anyway is not walked again: what it gives is unknown there.
 */
const underWay = new Set<string>();

function whileUnderWay<T>(file: string, work: () => T): T {
  if (underWay.has(file)) return work();
  underWay.add(file);
  try {
    return work();
  } finally {
    underWay.delete(file);
  }
}

/**
 * The type the walk of `file` gave its top-level function or value `name`,
 * for the walk of `from`: for a function without an annotation, its
 * parameters' inline types and the result its body gives (walker.ts
 * inferredResult); for a value without one, the type of what it is bound to.
 * Undefined for a file that imports `from` (directly or not: imports in a
 * cycle), one under way, missing, or without such a function or value.
 */
export function walkedTopLevelType(host: ModuleHost, from: string, file: string, name: string): Type | undefined {
  // Not through imports that come back to `from`: its walk would wait on itself (and the answer depend on which file came first).
  if (underWay.has(file) || importsReach(host, file, from)) return undefined;
  const doc = host.document(file);
  if (!doc) return undefined;
  return whileUnderWay(file, () => {
    const saved = walkedTypes.get(doc)?.get(file);
    if (saved && isCurrent(saved.validity, host, file, doc)) return saved.types.get(name);
    return unannotatedTopLevelTypes(semanticModel(host, file, doc), declarationsOfDocument(file, doc)).get(name);
  });
}

/**
 * The types `model` gives the top-level functions `declarations` declares
 * once and without an annotation, and the values bound without one
 * (`origin = Point(0.0, 0.0)`): what an importing file knows them by.
 */
function unannotatedTopLevelTypes(model: SemanticModel, declarations: Declarations): Map<string, Type> {
  const types = new Map<string, Type>();
  for (const id of model.scopes[0]?.definitions ?? []) {
    const def = model.definitions[id]!;
    if (types.has(def.name)) continue;
    if (def.kind === "function" && def.type.k === "fn") {
      const fns = declarations.functions.get(def.name);
      if (fns?.length === 1 && !fns[0]!.typeNode) types.set(def.name, def.type);
    } else if (def.kind === "variable" && def.type.k !== "unknown") {
      const value = declarations.values.get(def.name);
      if (value && !value.get("type") && !declarations.functions.has(def.name)) types.set(def.name, def.type);
    }
  }
  return types;
}

/** Walks `file` (its parsed `doc`) with `host` as the rest of the workspace. */
export function analyse(host: ModuleHost, file: string, doc: Document, options: AnalyseOptions = {}): Analysis {
  return whileUnderWay(file, () => analyseNow(host, file, doc, options));
}

function analyseNow(host: ModuleHost, file: string, doc: Document, options: AnalyseOptions): Analysis {
  const referenceMode = options.referenceMode === true;
  // A cancelled call stops between the passes too (each is linear, but a file can be huge).
  const root = astOf(doc);
  throwIfCancelled();
  const imports = resolveImports(host, file, doc);
  const reads: ForeignReads = new Map();
  throwIfCancelled();
  const syntax = syntaxDiagnosticsOf(doc);
  throwIfCancelled();
  const statements = brokenStatements(root, doc.text, syntax, positionsOf(doc), astHasErrors(doc));
  throwIfCancelled();
  const context = fileContext(host, file, doc, root, imports, reads, statements, walkedTopLevelType);
  const brokenImports = brokenUses(imports, syntax);
  const walker = new Walker(
    context,
    new ImportBindings(imports, brokenImports),
    options.checks ?? null,
    referenceMode,
    // A document never edited (version 1) is walked without a memo: a memo pays only for walking a changed
    // version again, and it holds the tree copy (the symbol index reads a whole workspace of such files).
    referenceMode || (doc.version === 1 && !options.checks && !options.keep) ? undefined : memoOf(doc, file),
    referenceMode ? undefined : new CaptureSource(doc, root),
    statements,
  );
  walker.run();
  const model = assembleModel(file, doc.version, root, walker.recorder, new Positions(doc.text, lineIndexOf(doc)), imports.imports);
  if (!referenceMode) {
    const validity: Validity = {
      version: doc.version,
      listing: host.listing,
      importsKey: importsKey(imports.imports),
      deps: depsOf(host, imports.imports, reads),
      searchedListing: walker.workspaceMethods.size > 0 || walker.otherMethodFiles.size > 0 || walker.workspaceOverloads.size > 0,
      methodsEpoch,
    };
    cacheModel(doc, file, { ...validity, model });
    saveWalkedTypes(doc, file, validity, unannotatedTopLevelTypes(model, context.declarations));
  }
  return { model, imports, brokenImports, brokenStatements: statements, overflowed: walker.overflowed };
}

/** The semantic model of `file` (its parsed `doc`) in the workspace `host`: cached while nothing it read changed. */
export function semanticModel(host: ModuleHost, file: string, doc: Document, options: { readonly keep?: boolean } = {}): SemanticModel {
  return whileUnderWay(file, () => {
    const cached = models.get(doc)?.get(file);
    if (cached && isCurrent(cached, host, file, doc)) return cached.model;
    return analyse(host, file, doc, options).model;
  });
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

/**
 * Forgets the cached model of `doc` (every path): the symbol index keeps a
 * compact copy of what it read of a file and lets the model go (memory); a
 * later semanticModel walks the file again.
 */
export function releaseModel(doc: Document): void {
  models.delete(doc);
}

/** Forgets every result cached for `doc`, so that its next walk starts from scratch (for tests). */
export function forgetAnalysis(doc: Document): void {
  memos.delete(doc);
  models.delete(doc);
  walkedTypes.delete(doc);
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

function saveWalkedTypes(doc: Document, file: string, validity: Validity, types: ReadonlyMap<string, Type>): void {
  let byFile = walkedTypes.get(doc);
  if (types.size === 0) {
    byFile?.delete(file);
    return;
  }
  if (!byFile) {
    byFile = new Map();
    walkedTypes.set(doc, byFile);
  }
  byFile.set(file, { validity, types });
}

function cacheModel(doc: Document, file: string, entry: CachedModel): void {
  let byFile = models.get(doc);
  if (!byFile) {
    byFile = new Map();
    models.set(doc, byFile);
  }
  byFile.set(file, entry);
}

function isCurrent(cached: Validity, host: ModuleHost, file: string, doc: Document): boolean {
  if (cached.version !== doc.version) return false;
  let changed = cached.listing !== host.listing;
  // Another file set: a method declared in a file added since was not seen by a walk that searched the listing
  // (its callers' references missed it), and a file read may resolve its own `use` paths elsewhere now, so the
  // same text of it means other types (`List(Loan)` of desk.yx read by main.yx, loans/loan.yx gone and back).
  if (changed && (cached.searchedListing || cached.deps.size > 0)) return false;
  if (cached.searchedListing && cached.methodsEpoch !== methodsEpoch) return false;
  for (const [path, seen] of cached.deps) {
    const now = host.document(path);
    const same = now === seen.doc && (now === undefined || now.version === seen.version);
    if (!same) changed = true;
    else if (!seen.walked) continue;
    for (const [key, digest] of seen.keys) {
      // The type a file's walk gave a function can change with the files it imports, not only with its own text.
      if (same && !key.startsWith("r:")) continue;
      if (surfaceDigest(host, file, path, key, walkedTopLevelType) !== digest) return false;
    }
  }
  // The imports resolve as before (the listing, or an imported file's exports or syntax errors, may have changed).
  return !changed || importsKey(resolveImports(host, file, doc).imports) === cached.importsKey;
}

/** Every other file the model depends on: those it read, and those its imports name. */
function depsOf(host: ModuleHost, records: readonly ImportRecord[], reads: ForeignReads): CachedModel["deps"] {
  const deps = new Map<string, Dependency>();
  const add = (path: string, keys: ReadonlyMap<string, string>) => {
    const doc = host.document(path);
    deps.set(path, { doc, version: doc?.version ?? -1, keys, walked: [...keys.keys()].some((k) => k.startsWith("r:")) });
  };
  for (const [path, keys] of reads) add(path, keys);
  for (const record of records) if (record.sourceFile && !deps.has(record.sourceFile)) add(record.sourceFile, NO_KEYS);
  return deps;
}

const NO_KEYS: ReadonlyMap<string, string> = new Map();

/** What a file's imports resolved to, as a string: the module paths' resolutions and every binding's target. */
function importsKey(records: readonly ImportRecord[]): string {
  return records
    .map((r) => {
      const res = r.resolution;
      const where = res.kind === "file" ? `file:${res.file}:${res.ambiguousWith ?? ""}` : res.kind === "std" ? `std:${res.module.path}` : res.kind;
      const bindings = r.bindings.map((b) => `${b.local}=${b.resolved ? JSON.stringify(b.target) : "-"}`).join(",");
      const ns = r.namespace ? `${r.namespace.local}=${r.namespace.resolved ? JSON.stringify(r.namespace.target) : "-"}` : "";
      return `${where} ${r.moduleResolved} ${bindings} ${ns}`;
    })
    .join("\n");
}

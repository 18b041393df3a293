// The workspace symbol index: one FileLink per file, a name → symbol table
// for lookup_symbol and a symbol → files table for find_references, kept up
// to date incrementally. `sync(files)` compares each file's Document and
// version with what was linked; only changed files and the files whose links
// consulted them are re-linked. Adding or removing a file re-links the files
// whose links that can change (set-change.ts), or every file when many change.
// Every file is read through its semantic model (src/semantic/), built once
// per version with the rest of the workspace as its imports' context.
// A saved index (snapshot.ts) can be restored before the first sync: a file
// whose text is the one its record was made from is served from the record
// and parsed only when something needs its tree or model (a file importing it
// changed, or it changed itself).
import { createHash } from "node:crypto";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import type { Document } from "../../syntax/document.js";
import type { ModuleHost } from "../../semantic/modules/host.js";
import { listingFromPaths } from "../../semantic/modules/resolve-module.js";
import { declarationsOfDocument, methodDeclarationsChanged, methodsBoundTo, releaseModel, releaseSyntaxCopy, semanticModel, type Definition, type SemanticModel } from "../../semantic/index.js";
import type { WorkspaceFiles } from "./context.js";
import { treeHasErrors } from "./tree-errors.js";
import { uncoveredNameStarts } from "./uncovered-names.js";
import { astHasErrors, astOf, lineIndexOf, syntaxErrorsOf } from "../../syntax/doc-cache.js";
import type { Span } from "../../diagnostics/diagnostic.js";
import type { LineIndex } from "../../syntax/line-index.js";
import { rangesMentioning } from "../../semantic/model/deep-statements.js";
import { allWords, mentionsAny, mentionsWord } from "../../syntax/words.js";
import { interfaceFingerprint } from "./interface-fingerprint.js";
import { reportLinked, reportSyncFinished } from "./link-progress.js";
import { linkFile, parameterArgumentKeys, valueArgumentKey, type FileLink, type Implementation, type PossibleUse } from "./link.js";
import { LOCAL_KINDS, type Occurrence, type OccurrenceRole, type SymbolInfo } from "./model.js";
import { qualifiedNames, type QualifiedNames, type QualifiedTable } from "./qualified-match.js";
import { QualifiedFiles } from "./qualified-files.js";
import { nearestTextsOf } from "./hint.js";
import { charMask } from "./match.js";
import { occurrencesWithRole, readRecord, readSnapshot, RestoredLink, SnapshotJob, SnapshotWriter, TextSpans, unanalysedOf, type FileRecord, type IndexSnapshot, type RecordSource } from "./snapshot.js";
import { SymbolTable, type NameRow } from "./symbol-table.js";
import { declaredWords, FocusFilter, type IndexFocus } from "./focus.js";
import { definitionBefore } from "./definition-before.js";
import { declaredMethodNames, mayNameModule } from "./set-change.js";
import { syntaxErrorAnchor } from "../../syntax/unclosed-list-help.js";

/** A source file as the index sees it (WorkspaceFile satisfies this). */
export interface IndexedFile {
  readonly path: string;
  document(): Document;
  /** The current text (without parsing it): needed to restore a saved index. */
  readonly text?: string;
  /** SHA-256 (hex) of `text`, when the file keeps one. */
  contentHash?(): string;
  /** Size in bytes and mtime of the file on disk, when it came from there. */
  readonly stamp?: { readonly size: number; readonly mtimeMs: number };
}

export interface SyncStats {
  files: number;
  relinked: number;
  ms: number;
}

export interface RestoreStats {
  files: number;
  /** Files served from their record (not parsed). */
  reused: number;
  /** Files whose text changed since the record: parsed and linked by the next sync. */
  stale: number;
}

interface Entry {
  readonly path: string;
  /** Undefined for a file restored from a record that nothing has needed the tree or model of yet. */
  doc: Document | undefined;
  version: number;
  /** The file as the latest sync handed it (a restored file is parsed through it when needed). */
  file: IndexedFile;
  /** A restored file without a document: the text its record was made from (undefined: changed since). */
  restoredText: string | undefined;
  /** Spans of a restored file's offsets (from its text). */
  spans: TextSpans | undefined;
  /** The linked version's tree has ERROR or MISSING nodes. */
  broken: boolean;
  link: FileLink | undefined;
  /** The link's module path and symbols for qualified lookups (made by qualifiedTables()). */
  table: QualifiedTable | undefined;
  /** interfaceFingerprint of the linked version. */
  fingerprint: string | undefined;
  /** The model the file was linked with (undefined: to be made). */
  model: SemanticModel | undefined;
  /** The file listing (SymbolIndex.generation) the entry's version was analysed with. */
  generation: number;
  /** The listing `model` was made with. */
  modelGeneration?: number;
  /** False while fingerprint, unanalysed and broken are those of an older version (analysis put off to the re-link). */
  analysed?: boolean;
  /** Import aliases the linked version binds (`rect_area` of `use shapes.{area as rect_area}`, `geo` of `use shapes as geo`). */
  aliases?: readonly string[];
  /** Top-level statements of the linked version the walk could not analyse. */
  unanalysed?: readonly { readonly start: number; readonly end: number }[];
}

/** What comes between a method's name and the function bound as it: `=`, and the function's module if named through it (`V.dotm = ops.dot[0]`, 101d D4). */
const BOUND_BEFORE = /^\s*=\s*(?:[\p{L}\p{N}_]+\s*\.\s*)*$/u;

/** What follows a function bound as a method: its positions (`dot[0]`), or the end of a type body's entry (`fits = fn`). */
const BOUND_AFTER = /^[ \t]*(?:\[|,|\}|\r?\n|$)/;

/** A method a file declares for another file's type: its name, and its declarations' signatures (overloads share an id). */
interface DeclaredMethod {
  readonly name: string;
  readonly signatures: string;
}

/**
 * The methods a link's file declares for types of other files (set-change.ts
 * declaredMethodNames), by id: a method that moves to another type keeps its
 * name, not its id (100c D1); one whose signature changes keeps its id, not
 * its signatures (101b D2: a call choosing among overloads in files it does
 * not import kept the old one's type). Undefined: no link yet.
 */
function declaredMethods(link: FileLink | undefined): Map<string, DeclaredMethod> | undefined {
  if (link === undefined) return undefined;
  const signatures = new Map<string, { name: string; signatures: string[] }>();
  for (const symbol of link.symbols) {
    if (symbol.kind !== "method" || symbol.id === `${link.module}.${symbol.container}.${symbol.name}`) continue;
    let method = signatures.get(symbol.id);
    if (!method) signatures.set(symbol.id, (method = { name: symbol.name, signatures: [] }));
    method.signatures.push(symbol.signature ?? "");
  }
  return new Map([...signatures].map(([id, m]) => [id, { name: m.name, signatures: m.signatures.sort().join("\n") }]));
}

/** The items `step` gives along every id reachable from `start` (each id entered once), breadth first. */
function breadthFirst<T>(start: string, step: (id: string) => readonly { readonly next: string; readonly item: T }[]): T[] {
  const out: T[] = [];
  const seen = new Set([start]);
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    for (const { next, item } of step(queue[at]!)) {
      if (seen.has(next)) continue;
      seen.add(next);
      out.push(item);
      queue.push(next);
    }
  }
  return out;
}

/** Tree copies kept while the index reads a workspace: the files just read are the ones the next files import. */
const RECENT_COPIES = 8;
/**
 * Models kept of files whose link no longer refers to them (compacted links):
 * the latest made, which are the ones the next files import (files are
 * linked in path order). The others are made again when needed.
 */
const KEPT_MODELS = 256;
/** A change of more files than this (a checkout, a generated tree) re-links every file, as the first index does, a model at a time. */
const MAX_FILES_RELISTED_IN_PART = 64;
/** Method names looked for in every file's text, at most, for a change of the file set. */
const MAX_WORDS_RELISTED_IN_PART = 400;
/** Models kept after a focused sync (see sync()). */
const MODELS_KEPT_BY_FOCUS = 32;

export class SymbolIndex implements WorkspaceFiles {
  private readonly entries = new Map<string, Entry>();
  /** The paths of the workspace listing, and its generation (bumped when the file set changes). */
  private listed = new Set<string>();
  private generation = 0;
  /** The workspace as the files' models see it (a new listing when the file set changes). */
  private host: ModuleHost = { listing: listingFromPaths([]), document: (rel) => this.documentOf(rel) };
  /** The files of the sync in progress (a model may read one before its turn). */
  private syncing: ReadonlyMap<string, IndexedFile> | undefined;
  /** The list and revision of the latest sync that finished (see sync()). */
  private synced: { readonly files: readonly IndexedFile[]; readonly revision: number } | undefined;
  /** Unchanged documents whose tree copies are still kept, oldest first. */
  private readonly recent: Document[] = [];
  /** Documents edited, or importing an edited one: their trees and tree copies are kept for the next walk. */
  private readonly hot = new WeakSet<Document>();
  /** Syncs begun (restore and recordsOf need an index that has had none). */
  private syncs = 0;
  /** Bare name → non-local symbols (modules, top-level, members). */
  private readonly globalsByName = new SymbolTable();
  /** Bare name → locals, parameters, generic parameters. */
  private readonly localsByName = new SymbolTable();
  /** Symbol id → the file (most symbols occur in one) or files holding an occurrence of it. */
  private readonly filesBySymbol = new Map<string, string | Set<string>>();
  /** Qualified name → symbols (non-local / local), for qualified queries. */
  private readonly globalsByQualified = new SymbolTable();
  private readonly localsByQualified = new SymbolTable();
  /** Restored links whose locals, whose other symbols' qualified names, and whose ids are not in the tables yet (register's `defer`). */
  private unenteredLocals: { path: string; link: FileLink }[] = [];
  private unenteredQualified: { path: string; link: RestoredLink }[] = [];
  private unenteredIds: { path: string; link: FileLink }[] = [];
  /** File → files whose link consulted it. */
  private readonly dependents = new Map<string, Set<string>>();
  /** Member name → files with a use of that name whose receiver type is not known. */
  private readonly possibleByName = new Map<string, Set<string>>();
  /** Import alias name → files binding it. */
  private readonly aliasFiles = new Map<string, Set<string>>();
  /** Interface symbol id → files declaring a type that implements it. */
  private readonly implementers = new Map<string, Set<string>>();
  /**
   * Work a sync has still to do (left over when a cancelled call stopped
   * one): analysed files not linked yet, with the fingerprint of the version
   * linked before (undefined for new files); files to re-link; whether the
   * file set changed.
   */
  private readonly pending = {
    changed: new Map<string, string | undefined>(),
    relink: new Set<string>(),
    setChanged: false,
    /**
     * Files whose text changed, waiting among `relink` after the file set changed: a focused sync re-links them
     * whatever it needs, since their links are stale (90a D1: a declaration moved to a new file was still
     * listed in the old one, by the first lookup after the move).
     */
    edited: new Set<string>(),
    /** Files re-linked because the file set changed (updateListing): their links are kept compact, as a whole re-link keeps them. */
    relisted: new Set<string>(),
  };

  /** Bumped by every change a snapshot would show; `savedRevision`: the one the latest snapshot showed. */
  private revision = 0;
  private savedRevision = 0;
  /** Entries holding a model, least recently made first (see KEPT_MODELS). */
  private readonly models = new Set<Entry>();
  /** What focused syncs worked out of the files waiting for their link, while some are (focus.ts). */
  private focusFilter: FocusFilter | undefined;
  /** Symbol ids of the compacted links (each once). */
  private readonly strings = new SnapshotWriter();

  private documentOf(rel: string): Document | undefined {
    const syncing = this.syncing?.get(rel);
    if (syncing) return syncing.document();
    const entry = this.entries.get(rel);
    return entry && this.documentOfEntry(entry);
  }

  /** The entry's document; a restored file is parsed now (its record stays its link: same text). */
  private documentOfEntry(entry: Entry): Document {
    if (!entry.doc) {
      entry.doc = entry.file.document();
      entry.version = entry.doc.version;
      entry.restoredText = undefined;
    }
    return entry.doc;
  }

  /**
   * Before the first sync: takes the saved records (snapshot()) of the files
   * of `files`. A record is used only when the file set is the one recorded
   * (another set changes how `use` paths resolve) and the file's text is the
   * one recorded (same size, then same SHA-256); a file whose text differs is
   * parsed and linked by the next sync like an edited file, and the files
   * importing it re-link when what they see of it changed. Returns undefined,
   * taking nothing, when the records do not fit: another file set, a file
   * without its text, a record that is not what snapshot() writes.
   */
  restore(files: readonly IndexedFile[], saved: unknown): RestoreStats | undefined {
    return this.restoreParts(files, [saved], false);
  }

  /**
   * restore() from snapshots that each hold the records of some of the files
   * (a first index built in parallel: parallel-build.ts), together every file
   * once. `unsaved`: the records were not read from the cache, so the index
   * counts as changed (it is saved).
   */
  restoreParts(files: readonly IndexedFile[], parts: readonly unknown[], unsaved: boolean): RestoreStats | undefined {
    if (this.syncs > 0 || this.entries.size > 0) throw new Error("restore() comes before the first sync");
    const byPath = new Map<string, { raw: unknown; strings: string[] }>();
    for (const part of parts) {
      const snapshot = readSnapshot(part);
      if (!snapshot) return undefined;
      for (const raw of snapshot.files) {
        const path = (raw as { path?: unknown } | null)?.path;
        if (typeof path !== "string" || byPath.has(path)) return undefined;
        byPath.set(path, { raw, strings: snapshot.strings });
      }
    }
    if (byPath.size !== files.length) return undefined;
    const restored: { file: IndexedFile; record: FileRecord; strings: string[]; same: boolean }[] = [];
    for (const file of files) {
      const saved = byPath.get(file.path);
      if (saved === undefined || file.text === undefined) return undefined;
      const { raw, strings } = saved;
      const size = (raw as { size?: unknown }).size;
      const same = (file.stamp === undefined || file.stamp.size === size) && (raw as { hash?: unknown }).hash === hashOf(file);
      // A changed file's record is kept for its fingerprint only: its offsets are those of another text.
      const record = readRecord(raw, strings.length, same ? file.text.length : Number.MAX_SAFE_INTEGER);
      if (!record) return undefined;
      restored.push({ file, record, strings, same });
    }
    this.updateListing(files);
    this.pending.setChanged = false;
    let reused = 0;
    if (unsaved) this.revision++;
    for (const { file, record, strings, same } of restored) {
      const spans = same ? new TextSpans(file.text!) : undefined;
      this.entries.set(file.path, {
        path: file.path,
        doc: undefined,
        version: 0,
        file,
        restoredText: same ? file.text : undefined,
        spans,
        broken: record.broken,
        link: undefined,
        table: undefined,
        fingerprint: record.fingerprint,
        model: undefined,
        generation: this.generation,
        unanalysed: same ? unanalysedOf(record) : undefined,
      });
      if (!same) continue;
      this.register(file.path, new RestoredLink(record, strings, spans!), true);
      reused++;
    }
    return { files: files.length, reused, stale: files.length - reused };
  }

  /**
   * The index as saved (restore() takes it back): a job that encodes a few
   * files per step, so that saving a large workspace never holds the thread
   * long; undefined while nothing changed since the last snapshot, or a sync
   * has work left (a cancelled call stopped it).
   */
  snapshotJob(): SnapshotJob | undefined {
    const { changed, relink, setChanged } = this.pending;
    if (!this.hasUnsavedChanges || changed.size > 0 || relink.size > 0 || setChanged) return undefined;
    const revision = this.revision;
    return new SnapshotJob(
      [...this.entries.values()].map((entry) => () => this.recordSource(entry)),
      () => this.revision === revision,
      () => {
        this.savedRevision = revision;
      },
    );
  }

  /** snapshotJob() run to its end: the snapshot's frames (decodeSnapshot reads them back). */
  snapshot(): Buffer[] | undefined {
    const job = this.snapshotJob();
    if (!job) return undefined;
    while (!job.step(Infinity));
    return job.frames();
  }

  /**
   * What the entry's record is made from (undefined for a file not linked: no
   * snapshot then). A document changed since it was synced gets a record no
   * text matches, which the next server reads for its fingerprint only and
   * indexes the file again: the workspace updates a document in place when
   * its file changes (or a write replaced it), and until the next sync the
   * link is the old text's; a record pairing it with the new text's hash and
   * stamp gave the next server the old spans for the new text (99e D1).
   */
  private recordSource(entry: Entry): { link: FileLink; source: RecordSource } | undefined {
    if (!entry.link) return undefined;
    const changed = entry.doc !== undefined && entry.doc.version !== entry.version;
    return { link: entry.link, source: changed ? this.changedSource(entry) : this.sourceOf(entry) };
  }

  /** A record source no text matches (no hash, size 0): restore() keeps it for its fingerprint only. */
  private changedSource(entry: Entry): RecordSource {
    return { hash: "", size: 0, mtimeMs: 0, fingerprint: entry.fingerprint ?? "", broken: entry.broken, unanalysed: entry.unanalysed };
  }

  /** What a record of the entry's linked version is made from besides its link. */
  private sourceOf(entry: Entry): RecordSource {
    const text = textOf(entry);
    // The file may have changed since it was linked: then the record's size is its text's, and its hash will differ.
    const current = entry.file.text === text;
    const stamp = current ? entry.file.stamp : undefined;
    return {
      hash: current ? hashOf(entry.file) : sha256(text),
      size: stamp ? stamp.size : Buffer.byteLength(text),
      mtimeMs: stamp ? stamp.mtimeMs : 0,
      fingerprint: entry.fingerprint ?? "",
      broken: entry.broken,
      unanalysed: entry.unanalysed,
    };
  }

  /**
   * For a first index built in parallel (parallel-build.ts): the records of
   * the files of `part` only, made by a fresh index that knows every file of
   * `files` (a file outside the part is parsed and analysed only when a file
   * of the part imports it). restoreParts() takes them back. The records are
   * those a sync then snapshot() would make of these files; the index itself
   * is left holding no links (made to be thrown away).
   */
  recordsOf(files: readonly IndexedFile[], part: readonly string[]): IndexSnapshot {
    if (this.syncs > 0 || this.entries.size > 0) throw new Error("recordsOf() needs a fresh index");
    this.updateListing(files);
    this.pending.setChanged = false;
    for (const file of files) this.entries.set(file.path, unreadEntry(file, this.generation));
    const writer = new SnapshotWriter();
    const records: FileRecord[] = [];
    for (const path of part) {
      throwIfCancelled();
      const entry = this.entries.get(path);
      if (!entry) throw new Error(`recordsOf(): ${path} is not among the files`);
      this.prepare(entry);
      // Not registered: nothing queries this index, and a model whose file holds no link can be evicted (KEPT_MODELS).
      const link = linkFile(this, path, this.documentOfEntry(entry));
      entry.link = link;
      records.push(writer.record(link, this.sourceOf(entry)));
      entry.link = undefined;
    }
    return { strings: writer.strings, files: records };
  }

  /** Whether something changed since the last snapshot (a new one would differ). */
  get hasUnsavedChanges(): boolean {
    return this.revision !== this.savedRevision;
  }

  /**
   * Brings the index in line with `files` (the complete current file set).
   * A cancelled call (syntax/cancellation.ts) stops it between two files;
   * what was done is kept and what is left (files to analyse, to re-link) is
   * remembered, so the next sync carries on where this one stopped.
   * `revision`, when the caller has one (WorkspaceView.revision), changes
   * whenever a file is added, removed or changes text: the same list at the
   * same revision, after a sync that finished, is known unchanged without
   * comparing it file by file (every call of a session without edits).
   * `changedSince`, when the caller has it (WorkspaceView.changedSince),
   * names the files of the same list that changed after a revision: after
   * an edit only those are compared (one file rather than 10,000).
   * `focus` (focus.ts): of the files waiting for their link, only those the
   * focus needs are linked; the others stay pending (`complete` is false)
   * until a sync without a focus, or with one that needs them.
   */
  sync(files: readonly IndexedFile[], revision?: number, changedSince?: (revision: number) => readonly IndexedFile[] | undefined, focus?: IndexFocus): SyncStats {
    const started = performance.now();
    const pendingWork = this.pending.changed.size > 0 || this.pending.relink.size > 0 || this.pending.setChanged;
    const same = revision !== undefined && this.synced?.files === files ? this.synced : undefined;
    if (same !== undefined && same.revision === revision && !pendingWork) {
      return { files: this.entries.size, relinked: 0, ms: performance.now() - started };
    }
    // The same list (no file added or removed) since a sync that finished: its changed files are all that can differ.
    const changed = same && changedSince?.(same.revision);
    this.synced = undefined;
    this.syncs++;
    if (!changed) this.updateListing(files);
    const visited = changed ?? files;
    this.syncing = new Map(visited.map((f) => [f.path, f]));
    // Reading the files is building the index too: a call stopped here says so (link-progress.ts).
    this.reportLinked(files.length);
    try {
      for (const file of visited) {
        throwIfCancelled();
        const entry = this.entries.get(file.path);
        if (entry?.doc === undefined && entry?.restoredText !== undefined) {
          // Restored and not parsed since: unchanged while the text is the one recorded.
          entry.file = file;
          if (file.text === entry.restoredText && entry.generation === this.generation) continue;
        }
        if (entry?.doc === undefined && entry?.analysed === false && entry.generation === this.generation) {
          // Waiting for its re-link (a sync stopped before it), which parses its text as it is then.
          entry.file = file;
          continue;
        }
        if (!entry && this.pending.setChanged) {
          // Every file re-links: each is parsed and analysed right before its link, so few trees and models live at a time.
          this.entries.set(file.path, unreadEntry(file, this.generation));
          this.pending.changed.set(file.path, undefined);
          continue;
        }
        const doc = file.document();
        if (!entry) {
          const created: Entry = { path: file.path, doc, version: doc.version, file, restoredText: undefined, spans: undefined, broken: false, link: undefined, table: undefined, model: undefined, fingerprint: undefined, generation: this.generation, analysed: false };
          this.entries.set(file.path, created);
          this.pending.changed.set(file.path, undefined);
          if (!this.pending.setChanged) this.prepare(created);
        } else {
          entry.file = file;
          if (entry.doc === doc && entry.version === doc.version && entry.generation === this.generation) continue;
          // The fingerprint of the version last linked, kept across interrupted syncs.
          if (!this.pending.changed.has(file.path)) this.pending.changed.set(file.path, entry.fingerprint);
          const before = { doc: entry.doc, version: entry.version, generation: entry.generation, restoredText: entry.restoredText };
          // Another document (the workspace made a new one after a halted re-parse) may start at the same version: its model is not the old one's.
          if (entry.doc !== doc) this.dropModel(entry);
          Object.assign(entry, { doc, version: doc.version, generation: this.generation, restoredText: undefined, analysed: false });
          // Every file re-links when the file set changed: each is analysed right before its link, which keeps few models at a time.
          if (this.pending.setChanged) {
            this.dropModel(entry);
            continue;
          }
          try {
            this.prepare(entry);
          } catch (error) {
            Object.assign(entry, before); // seen as changed again by the next sync
            throw error;
          }
        }
      }
    } finally {
      this.syncing = undefined;
    }
    let relinked = 0;
    if (this.pending.changed.size > 0 || this.pending.relink.size > 0 || this.pending.setChanged) {
      this.revision++;
      this.reportLinked(); // linking starts: a call stopped inside its first file was linking too
    }
    if (this.pending.setChanged) {
      // New or vanished files change how `use` paths resolve: everything re-links.
      this.pending.relink = new Set(this.entries.keys());
      // (A new file has no link to be stale: the focus decides for it as for the others.)
      for (const path of this.pending.changed.keys()) if (this.entries.get(path)?.link !== undefined) this.pending.edited.add(path);
      this.pending.changed.clear();
      this.pending.relisted.clear();
      this.pending.setChanged = false;
    } else {
      // Changed files first; their importers only when what they see changed (their models then too).
      const changed = new Set(this.pending.changed.keys());
      for (const [path, fingerprint] of this.pending.changed) {
        throwIfCancelled();
        const methodsBefore = declaredMethods(this.entries.get(path)!.link);
        this.relink(path, this.pending.relisted.delete(path));
        relinked++;
        this.methodsChanged(methodsBefore, declaredMethods(this.entries.get(path)!.link) ?? new Map(), changed);
        this.pending.changed.delete(path);
        this.pending.relink.delete(path);
        this.reportLinked();
        if (this.entries.get(path)!.fingerprint === fingerprint) {
          // Its interface is the same, yet a parameter it moved is named by position elsewhere.
          for (const d of this.namingMovedLocals(path)) if (!changed.has(d)) this.relinkLater(d);
          continue;
        }
        for (const d of this.dependents.get(path) ?? []) if (!changed.has(d)) this.relinkLater(d);
      }
    }
    // A re-linked file's own interface may change too (a function without an annotation has the
    // result its body gives, which can be an imported one's): then its importers re-link as well, once.
    // With a focus, only the files it needs: the rest stays pending for a later sync.
    const needs = focus && this.pending.relink.size > 0 ? this.focusTest(focus) : undefined;
    const relinkedNow = new Set<string>();
    for (const path of this.pending.relink) {
      throwIfCancelled();
      // Told and linked one at a time: the tree read to tell serves the link.
      if (needs !== undefined && !needs(path) && !this.pending.edited.has(path)) continue;
      // Its methods can change with what it imports (`PA.third` for `PA: Type = PA0`, PA0 now another type in
      // the file it imports it from: 102c N4, the files calling it kept the old method's answers).
      const methodsBefore = declaredMethods(this.entries.get(path)!.link);
      this.relink(path, true);
      relinked++;
      relinkedNow.add(path);
      if (methodsBefore !== undefined) this.methodsChanged(methodsBefore, declaredMethods(this.entries.get(path)!.link) ?? new Map(), relinkedNow);
      this.pending.relink.delete(path);
      this.pending.edited.delete(path);
      this.reportLinked();
      if (!this.interfaceChanged(path)) continue;
      for (const d of this.dependents.get(path) ?? []) if (!relinkedNow.has(d)) this.relinkLater(d);
    }
    if (revision !== undefined) this.synced = { files, revision };
    if (this.complete) this.focusFilter = undefined;
    // Left incomplete by a focus: its files' models (scattered across the workspace) would be kept while a
    // background build makes the rest, each holding its tree copy; the build then peaked 40 MB higher.
    else this.evictModels(MODELS_KEPT_BY_FOCUS);
    reportSyncFinished();
    return { files: this.entries.size, relinked, ms: performance.now() - started };
  }

  /** Tells this thread's link observer (link-progress.ts) how many files are linked now, of `files` (those known so far when absent). */
  private reportLinked(files = this.entries.size): void {
    const waiting = this.pending.changed.size + this.pending.relink.size;
    reportLinked(this.entries.size - waiting, Math.max(files, this.entries.size));
  }

  /**
   * Whether every file is linked as it is now (no sync left work pending:
   * one stopped, or one with a focus that did not need every file).
   */
  get complete(): boolean {
    return this.pending.changed.size === 0 && this.pending.relink.size === 0 && !this.pending.setChanged;
  }

  /**
   * Whether `focus` needs a file waiting for its link (focus.ts). A file it
   * parses to tell, and does not need, has its tree released at once (wasm
   * memory never shrinks: a first query must not hold hundreds of trees).
   */
  private focusTest(focus: IndexFocus): (path: string) => boolean {
    const filter = (this.focusFilter ??= new FocusFilter());
    return (path) => {
      const entry = this.entries.get(path);
      if (!entry) return true;
      let read: Document | undefined;
      const needed = filter.needs(focus, path, entry.file.text ?? entry.doc?.text ?? entry.restoredText, () => {
        read = this.documentOfEntry(entry);
        // A syntax error can hide where a statement ends: such a file may declare any of its words.
        return astHasErrors(read) ? undefined : declaredWords(astOf(read));
      });
      if (!needed && read !== undefined) this.releaseUnlessHot(read);
      return needed;
    };
  }

  /** Queues `path` for re-linking in this sync (once): its model is made again now, and likely again after the next edit, so what that walk can reuse is kept. */
  private relinkLater(path: string): void {
    if (this.pending.relink.has(path)) return;
    const dependent = this.entries.get(path)!;
    this.dropModel(dependent);
    this.keepHot(this.documentOfEntry(dependent));
    this.pending.relink.add(path);
  }

  /**
   * The files depending on `path` that name a local of it that it no longer
   * has. Other files name a parameter by its id, which holds its position
   * (`lib.grow#by@1:42`: a named argument), so an edit that moves it (a line
   * added above) leaves their occurrences naming nothing, though the
   * interface fingerprint, which holds no positions, is unchanged.
   */
  private namingMovedLocals(path: string): string[] {
    const link = this.entries.get(path)?.link;
    const dependents = this.dependents.get(path);
    if (!link || !dependents) return [];
    const prefix = `${link.module}.`;
    let defined: Set<string> | undefined;
    const out: string[] = [];
    for (const dependent of dependents) {
      const named = this.entries.get(dependent)?.link;
      if (!named) continue;
      // Its own ids start with the prefix too when its module is inside this one's (`lib.sub` imports `lib`).
      const own = `${named.module}.`;
      for (const id of named instanceof RestoredLink ? named.foreignIds() : named.ids) {
        if (!id.startsWith(prefix) || !id.includes("@") || (own.length > prefix.length && id.startsWith(own))) continue;
        defined ??= new Set(link.symbols.map((s) => s.id));
        if (defined.has(id)) continue;
        out.push(dependent);
        break;
      }
    }
    return out;
  }

  /** Whether the interface of a file re-linked because of another's changed (its fingerprint is brought up to date). */
  private interfaceChanged(path: string): boolean {
    const entry = this.entries.get(path)!;
    const model = this.model(path);
    if (!model) return false;
    const fingerprint = interfaceFingerprint(model);
    if (fingerprint === entry.fingerprint) return false;
    entry.fingerprint = fingerprint;
    return true;
  }

  /**
   * A new file set changes how `use` paths resolve: a new listing (every
   * file is analysed again with it) and the files gone are dropped.
   */
  private updateListing(files: readonly IndexedFile[]): void {
    if (files.length === this.listed.size && files.every((f) => this.listed.has(f.path))) return;
    const listed = new Set(files.map((f) => f.path));
    const affected = this.affectedBySetChange(
      files.filter((f) => !this.listed.has(f.path)),
      [...this.listed].filter((path) => !listed.has(path)),
    );
    this.listed = listed;
    this.generation++;
    this.host = { listing: listingFromPaths(this.listed), document: (rel) => this.documentOf(rel) };
    for (const path of [...this.entries.keys()]) {
      if (this.listed.has(path)) continue;
      this.revision++;
      this.dropModel(this.entries.get(path)!);
      this.unlink(path);
      this.entries.delete(path);
      this.pending.changed.delete(path);
      this.pending.relink.delete(path);
      this.pending.edited.delete(path);
      this.pending.relisted.delete(path);
    }
    if (affected === undefined) {
      this.pending.setChanged = true;
      return;
    }
    // The others' links stand under the new listing; their models, made with the old one, are made again when asked for.
    for (const entry of this.entries.values()) {
      entry.generation = this.generation;
      if (!affected.has(entry.path)) continue;
      // Re-linked as after an edit (its importers too when its interface changes), analysed again with the new listing.
      if (!this.pending.changed.has(entry.path)) this.pending.changed.set(entry.path, entry.fingerprint);
      entry.analysed = false;
      this.dropModel(entry);
      this.pending.relisted.add(entry.path);
    }
  }

  /**
   * A re-linked file declares other methods than before (`Room.cost` added
   * to pricing.yx, a method moved from one type to another, or declared with
   * another signature): the files spelling a method name it gained, lost,
   * moved or changed are
   * re-linked too, whatever a focus needs (a walk finds such a method by
   * name in any file, §3.2: 100a D1), but for `skip` (re-linked anyway).
   * A file new to the index (nothing before) was handled with the file set
   * (updateListing).
   */
  private methodsChanged(before: ReadonlyMap<string, DeclaredMethod> | undefined, after: ReadonlyMap<string, DeclaredMethod>, skip: ReadonlySet<string>): void {
    if (before === undefined) return;
    // The names of the methods gained or lost, moved to another type (`Reservation.cost` → `Room.cost`), or declared anew.
    const names = new Set([...before, ...after].filter(([id]) => before.get(id)?.signatures !== after.get(id)?.signatures).map(([, m]) => m.name));
    const mentions = mentionsAny(names);
    if (mentions === undefined) return;
    methodDeclarationsChanged();
    for (const [path, entry] of this.entries) {
      if (skip.has(path) || this.pending.relink.has(path)) continue;
      const text = entry.file.text ?? entry.doc?.text ?? entry.restoredText;
      if (text !== undefined && !mentions(text)) continue;
      this.dropModel(entry);
      this.pending.relink.add(path);
      if (entry.link !== undefined) this.pending.edited.add(path);
    }
  }

  /**
   * The files whose links a change of the file set can change (set-change.ts),
   * or undefined when every file is to be re-linked: the first listing, a
   * file set changed while a sync was still re-linking every file, a change
   * of many files (a checkout), or a removed file never linked.
   */
  private affectedBySetChange(added: readonly IndexedFile[], removed: readonly string[]): Set<string> | undefined {
    if (this.entries.size === 0 || this.pending.setChanged || added.length + removed.length > MAX_FILES_RELISTED_IN_PART) return undefined;
    const modules = [...added.map((f) => f.path), ...removed].map(mayNameModule);
    const methods = new Set<string>();
    for (const file of added) {
      const doc = file.document();
      // A syntax error can hide where a statement ends: such a file may declare any of its words.
      for (const word of astHasErrors(doc) ? allWords(doc.text) : declaredMethodNames(astOf(doc))) methods.add(word);
    }
    const importing = new Set<string>();
    for (const path of removed) {
      const link = this.entries.get(path)?.link;
      if (!link) return undefined;
      for (const { name } of declaredMethods(link)!.values()) methods.add(name);
      for (const dependent of this.dependents.get(path) ?? []) importing.add(dependent);
    }
    if (methods.size > MAX_WORDS_RELISTED_IN_PART) return undefined;
    const callsMethod = mentionsAny(methods);
    const affected = new Set<string>();
    for (const [path, entry] of this.entries) {
      if (removed.includes(path)) continue;
      const text = entry.file.text ?? entry.doc?.text ?? entry.restoredText;
      if (text === undefined) return undefined;
      if (modules.some((mayName) => mayName(path, text))) importing.add(path);
      else if (callsMethod?.(text)) affected.add(path);
    }
    // A use path that means another file can change how a whole program reads its imports (§3.3 rule 4).
    const queue = [...importing];
    for (let at = 0; at < queue.length; at++) {
      const path = queue[at]!;
      if (this.entries.has(path) && !removed.includes(path)) affected.add(path);
      for (const dependent of this.dependents.get(path) ?? []) {
        if (importing.has(dependent)) continue;
        importing.add(dependent);
        queue.push(dependent);
      }
    }
    return affected;
  }

  // ───────────────────────── WorkspaceFiles ─────────────────────────

  listsFile(path: string): boolean {
    return this.listed.has(path);
  }

  document(path: string): Document | undefined {
    const entry = this.entries.get(path);
    return entry && this.documentOfEntry(entry);
  }

  /**
   * The file's model: the one it was linked with while neither it nor what
   * it sees of other files changed (fingerprints), else made again.
   */
  model(path: string): SemanticModel | undefined {
    const entry = this.entries.get(path);
    if (!entry) return undefined;
    const doc = this.documentOfEntry(entry);
    if (this.hasCurrentModel(entry)) return entry.model;
    const model = this.modelOf(entry);
    if (doc.version === 1) {
      treeHasErrors(doc); // remembered for prepare(), which comes after the tree is gone
      this.releaseUnlessHot(doc); // read for its model, like a file a sync reads
    }
    return model;
  }

  private hasCurrentModel(entry: Entry): entry is Entry & { model: SemanticModel } {
    return entry.model !== undefined && entry.model.version === entry.doc?.version && entry.modelGeneration === this.generation;
  }

  /** Makes the entry's model (and keeps it, see KEPT_MODELS). */
  private modelOf(entry: Entry): SemanticModel {
    const doc = this.documentOfEntry(entry);
    const model = semanticModel(this.host, entry.path, doc, { keep: this.hot.has(doc) });
    entry.model = model;
    entry.modelGeneration = this.generation;
    this.models.delete(entry);
    this.models.add(entry);
    if (this.models.size > KEPT_MODELS) this.evictModels();
    return model;
  }

  /** Forgets the oldest models nothing else refers to (a fresh link refers to its model: kept). */
  private evictModels(kept = KEPT_MODELS): void {
    for (const entry of this.models) {
      if (this.models.size <= kept) return;
      if (entry.link !== undefined && !(entry.link instanceof RestoredLink)) continue;
      if (entry.doc && this.hot.has(entry.doc)) continue;
      this.dropModel(entry);
      // The semantic layer's cache of it too: nothing else refers to it now.
      if (entry.doc) releaseModel(entry.doc);
    }
  }

  private dropModel(entry: Entry): void {
    entry.model = undefined;
    this.models.delete(entry);
  }

  // ───────────────────────────── queries ────────────────────────────

  /** The workspace as the files' models see it (the listing of the last sync, the indexed documents). */
  moduleHost(): ModuleHost {
    return this.host;
  }

  /** The files whose link consulted `path` (the files importing it, mostly). */
  dependentsOf(path: string): ReadonlySet<string> {
    return this.dependents.get(path) ?? new Set();
  }

  get size(): number {
    return this.entries.size;
  }

  paths(): IterableIterator<string> {
    return this.entries.keys();
  }

  hasFile(path: string): boolean {
    return this.entries.has(path);
  }

  /** Distinct bare names and their symbols (locals only when asked). */
  names(locals: boolean): IterableIterator<[string, SymbolInfo[]]> {
    return (locals ? this.locals(false) : this.globalsByName).entriesIterator();
  }

  symbolsNamed(name: string, locals: boolean): readonly SymbolInfo[] {
    return (locals ? this.locals(false) : this.globalsByName).get(name) ?? [];
  }

  /** Every occurrence of a symbol id, in file then position order. */
  occurrencesOf(id: string): Occurrence[] {
    return this.occurrencesWith(id, undefined);
  }

  /** The definitions of symbol `id`, as occurrencesOf(id) lists them, without making its other occurrences. */
  definitionsOf(id: string): Occurrence[] {
    let found = this.definitions.get(id);
    if (found === undefined) {
      found = this.occurrencesWith(id, "definition");
      this.definitions.set(id, found);
    }
    return [...found];
  }

  /**
   * definitionsOf's answers until a file is linked or unlinked: lookup_symbol
   * asks for the definitions of each of up to 256 results (their overloads),
   * which a file built by a builder thread decodes from its record at every
   * ask (45 ms a call for `Order.unit_count` at 10,005 files, 3 ms kept).
   */
  private readonly definitions = new Map<string, Occurrence[]>();

  /** The occurrences of `id` (with role `role`, when given) in file then position order. */
  private occurrencesWith(id: string, role: OccurrenceRole | undefined): Occurrence[] {
    // A file's occurrences are few hundred and sorted by position: filtering them beats a table per file.
    return this.holdersOf(id).flatMap((f) => {
      const link = this.entries.get(f)?.link;
      if (!link) return [];
      // A restored file decodes the occurrences asked for only.
      if (link instanceof RestoredLink) return link.occurrencesOf(id, role);
      return link.occurrences.filter((o) => o.symbol === id && (role === undefined || o.role === role));
    });
  }

  /** The files holding an occurrence of symbol `id`, in path order. */
  private holdersOf(id: string): string[] {
    if (this.unenteredIds.length > 0) this.enterDeferredIds();
    const holders = this.filesBySymbol.get(id);
    return holders === undefined ? [] : typeof holders === "string" ? [holders] : [...holders].sort(comparePaths);
  }

  /** Uses of a member called `name` whose receiver's type is not known (any type's member of that name may be meant). */
  /**
   * The keys of possibleUses() under which named arguments that may name
   * parameter `symbol` are kept (link.ts parameterArgumentKeys), the methods
   * its function is bound as in its own file included; for a field, those of
   * calls of a constructor held in a value (`mk(name = …)` with `mk = Dog`).
   */
  argumentKeysOf(symbol: SymbolInfo): string[] {
    if (symbol.kind === "field") return [valueArgumentKey(symbol.name)];
    if (symbol.kind !== "parameter" || symbol.file === null || symbol.container === null) return [];
    const { file, container } = symbol;
    const boundAs = container.includes(".") ? [] : this.methodsBoundTo(file, container);
    return parameterArgumentKeys(file, container, symbol.name, boundAs);
  }

  /**
   * The names of the methods the top-level function `fn` of `file` is bound
   * as (`moved = shift_pt[0]`), in its file and in the files importing it
   * (under its name or an alias, `use ops.{shift_pt as sp}` then `moved =
   * sp[0]`). A file's model is read only when its text binds something to
   * one of those names.
   */
  private methodsBoundTo(file: string, fn: string): string[] {
    const names: string[] = [];
    for (const path of [file, ...this.dependentsOf(file)]) {
      const entry = this.entries.get(path);
      // An importer that binds it names it (in its `use`, if under an alias).
      if (!entry || !textOf(entry).includes(fn)) continue;
      const doc = this.documentOfEntry(entry);
      // Its local names there: `fn` itself in its file; elsewhere the names imports of it from `file` bind.
      let locals = [fn];
      if (path !== file) {
        const model = this.model(path);
        const imported = (d: Definition) => d.kind === "import" && (d.importedName ?? d.name) === fn && d.useOrdinal !== null && model?.imports[d.useOrdinal]?.sourceFile === file;
        locals = model ? model.definitions.filter(imported).map((d) => d.name) : [];
      }
      const decls = declarationsOfDocument(path, doc);
      for (const local of locals) names.push(...methodsBoundTo(decls, local));
    }
    return [...new Set(names)];
  }

  /**
   * The ids of the methods the top-level function `fnId` is bound as
   * (`V.dotp = dot[0]`, or `dotp = dot[0]` in a type body), in any file
   * reading it (under an alias too): a call of one runs the function (96a D1:
   * find_references of `dot` left out every `a.dotp(b)`). Read off the
   * links, no file parsed: a read of the function followed by `[`, `,`, `}`
   * or the line's end, right after `name =` where `name` defines a method.
   */
  boundMethodIds(fnId: string, occurrences: readonly Occurrence[] = this.occurrencesOf(fnId)): string[] {
    const ids = new Set<string>();
    // The function's own occurrences (find_references has them already) give the candidates: no file's whole list is read for them.
    const readsByFile = new Map<string, Occurrence[]>();
    for (const o of occurrences) {
      if (o.role === "definition") continue;
      const entry = this.entries.get(o.file);
      if (!entry || !BOUND_AFTER.test(textOf(entry).slice(o.end, o.end + 32))) continue;
      const reads = readsByFile.get(o.file);
      if (reads) reads.push(o);
      else readsByFile.set(o.file, [o]);
    }
    for (const [path, reads] of readsByFile) {
      const entry = this.entries.get(path)!;
      const link = entry.link;
      if (!link) continue;
      const text = textOf(entry);
      for (const read of reads) {
        const named = definitionBefore(link, read.start);
        if (named === undefined || read.start - named.end > 64 || !BOUND_BEFORE.test(text.slice(named.end, read.start))) continue;
        const name = named.symbol.slice(named.symbol.lastIndexOf(".") + 1);
        if (this.symbolsNamed(name, false).some((s) => s.id === named!.symbol && s.kind === "method")) ids.add(named.symbol);
      }
    }
    return [...ids];
  }



  possibleUses(name: string): PossibleUse[] {
    const files = [...(this.possibleByName.get(name) ?? [])].sort(comparePaths);
    return files.flatMap((f) => this.entries.get(f)?.link?.possible.filter((u) => u.member === name) ?? []);
  }

  /**
   * The `alias` occurrences of import aliases called `name` (`use
   * shapes.{area as rect_area}`: its symbol is `shapes.area`), by file.
   */
  aliasesNamed(name: string): Occurrence[] {
    const files = [...(this.aliasFiles.get(name) ?? [])].sort(comparePaths);
    return files.flatMap((f) => {
      const entry = this.entries.get(f);
      if (!entry?.link) return [];
      const text = textOf(entry);
      return occurrencesWithRole(entry.link, "alias").filter((o) => text.slice(o.start, o.end) === name);
    });
  }

  /**
   * The types implementing interface `id` (symbol ids), with the files
   * declaring them: those that list it, and those that list an interface
   * listing it, transitively (a file records what it can see of the chain;
   * the links across files are joined here).
   */
  implementationsOf(id: string): Implementation[] {
    return breadthFirst(id, (iface) =>
      [...(this.implementers.get(iface) ?? [])]
        .sort(comparePaths)
        .flatMap((f) => this.entries.get(f)?.link?.implementations ?? [])
        .filter((i) => i.interface === iface)
        .map((i) => ({ next: i.type, item: i })),
    );
  }

  /**
   * The interfaces (symbol ids) the type `typeId` lists in its body, and
   * those they list in turn, across files (breadth first): the mirror of
   * implementationsOf.
   */
  interfacesOf(typeId: string): string[] {
    return breadthFirst(typeId, (type) =>
      [...new Set(this.definitionsOf(type).map((o) => o.file))]
        .flatMap((file) => this.link(file)?.implementations ?? [])
        .filter((i) => i.type === type)
        .map((i) => ({ next: i.interface, item: i.interface })),
    );
  }

  /**
   * The definitions of the types implementing the interface `id` (`geometry.Shape`): those listing it in
   * their body, or an interface that lists it (implementationsOf), one definition each.
   */
  implementingTypes(id: string): Occurrence[] {
    return this.implementationsOf(id).flatMap((i) => this.definitionsOf(i.type).slice(0, 1));
  }

  /**
   * The members implementing the interface member `id` (`geometry.Shape.area`):
   * the definitions of `area` of every type that lists `Shape` in its body.
   */
  implementingMembers(id: string): Occurrence[] {
    const dot = id.lastIndexOf(".");
    if (dot <= 0) return [];
    const types = this.implementationsOf(id.slice(0, dot));
    if (types.length === 0) return [];
    const name = id.slice(dot + 1);
    return types.flatMap((t) => this.definitionsOf(`${t.type}.${name}`));
  }

  /** The first lines of `file`'s top-level statements too deep to analyse (left out of its model). */
  unanalysedLines(file: string): number[] {
    const entry = this.entries.get(file);
    if (!entry?.unanalysed) return [];
    const lines = entry.doc ? lineIndexOf(entry.doc) : entry.spans!.lines;
    return entry.unanalysed.map((range) => lines.pointAt(range.start).row + 1);
  }

  /**
   * Where `name` occurs in a statement too deep to analyse (its uses there
   * are not among the occurrences): `file:line` of each such statement.
   */
  unanalysedMentions(name: string): string[] {
    const out: string[] = [];
    for (const entry of this.entries.values()) {
      if (!entry.unanalysed) continue;
      const text = textOf(entry);
      for (const range of rangesMentioning(text, entry.unanalysed, name)) {
        const lines = entry.doc ? lineIndexOf(entry.doc) : entry.spans!.lines;
        out.push(`${entry.path}:${lines.pointAt(range.start).row + 1}`);
      }
    }
    return out;
  }

  /**
   * Names spelled `name` in files with syntax errors (`within`: only those
   * files) that no occurrence and no possible use covers: the walk could not
   * tell what they name (a statement an unclosed call or block broke), so
   * they may be uses of any symbol of that name. Names only (identifier
   * tokens of the tree), never words in comments or strings.
   */
  unattributedNames(name: string, within?: ReadonlySet<string>): { file: string; start: number; end: number; span: Span; firstError: number }[] {
    const out: { file: string; start: number; end: number; span: Span; firstError: number }[] = [];
    for (const entry of this.entries.values()) {
      if (!entry.broken || !entry.link || (within && !within.has(entry.path))) continue;
      const text = textOf(entry);
      if (!mentionsWord(text, name)) continue;
      const covered = new Set<number>();
      for (const o of entry.link.occurrences) covered.add(o.start);
      for (const p of entry.link.possible) covered.add(p.start);
      const doc = this.documentOfEntry(entry);
      const hadTree = doc.hasTree;
      try {
        const first = syntaxErrorsOf(doc)[0];
        const firstError = first ? syntaxErrorAnchor(first)[0] : 1;
        for (const start of uncoveredNameStarts(doc.tree, text, name, covered)) {
          out.push({ file: entry.path, start, end: start + name.length, span: lineIndexOf(doc).offsetSpan(start, start + name.length), firstError });
        }
      } finally {
        if (!hadTree) doc.releaseTree();
      }
    }
    return out;
  }

  /** The text of the file's linked version and its line index, without parsing it (a restored file stays unparsed). */
  textLines(path: string): { text: string; lines: LineIndex } | undefined {
    const entry = this.entries.get(path);
    if (!entry) return undefined;
    if (entry.doc) return { text: entry.doc.text, lines: lineIndexOf(entry.doc) };
    return entry.spans && entry.restoredText !== undefined ? { text: entry.restoredText, lines: entry.spans.lines } : this.textLinesParsed(entry);
  }

  private textLinesParsed(entry: Entry): { text: string; lines: LineIndex } {
    const doc = this.documentOfEntry(entry);
    return { text: doc.text, lines: lineIndexOf(doc) };
  }

  /** Whether the file's tree (as linked) has ERROR or MISSING nodes. */
  hasSyntaxErrors(path: string): boolean {
    return this.entries.get(path)?.broken ?? false;
  }

  /** Distinct bare names with their lower-cased form and symbols, as an array (lookups scan it). */
  nameRows(locals: boolean): readonly NameRow[] {
    return (locals ? this.locals(false) : this.globalsByName).rows();
  }

  /** Like nameRows for qualified names; without module symbols, which qualifiedFiles() holds (byQualifiedName). */
  qualifiedRows(locals: boolean): readonly NameRow[] {
    return (locals ? this.locals(true) : this.globalsQualified()).rows();
  }

  private tables: QualifiedTable[] | undefined;

  /**
   * Every linked file's module path and symbols, for qualifiedFiles(). A
   * file's table is made here, for all files that lack one at once, not when
   * the file is linked (nothing but a qualified lookup reads them).
   */
  private qualifiedTables(): readonly QualifiedTable[] {
    if (!this.tables) {
      this.tables = [];
      for (const entry of this.entries.values()) {
        if (!entry.link) continue;
        entry.table ??= new LinkTable(entry.path, entry.link);
        this.tables.push(entry.table);
      }
    }
    return this.tables;
  }

  private files: QualifiedFiles | undefined;

  /** qualifiedTables() as the columns a qualified lookup reads (made again when a file is linked). */
  qualifiedFiles(): QualifiedFiles {
    const tables = this.qualifiedTables();
    if (this.files?.tables !== tables) this.files = new QualifiedFiles(tables);
    return this.files;
  }

  link(path: string): FileLink | undefined {
    return this.entries.get(path)?.link;
  }

  // ───────────────────────────── linking ────────────────────────────

  /**
   * A new or changed file's model, right when it is seen, and its
   * fingerprint. Linking reads only models, so the syntax tree of a file as
   * it was read is released at once (wasm memory: no file's tree outlives
   * its turn), and its tree copy (which the models of the files importing
   * it read) soon after: only the latest few are kept, and files are read
   * in path order, which keeps a project's files together. Document
   * re-parses on demand. A file that has been edited keeps both: it is
   * likely edited again, and then both are updated incrementally.
   */
  private prepare(entry: Entry): void {
    // Made already when a file read before it imports it.
    const model = this.hasCurrentModel(entry) ? entry.model : this.modelOf(entry);
    const doc = entry.doc!;
    entry.analysed = true;
    entry.fingerprint = interfaceFingerprint(model);
    entry.unanalysed = model.unanalysed.length > 0 ? model.unanalysed : undefined;
    entry.spans = undefined;
    entry.broken = treeHasErrors(doc);
    if (doc.version === 1) this.releaseUnlessHot(doc);
    else this.keepHot(doc);
  }

  /** Releases a document's tree now and its tree copy soon after (prepare), unless it is kept hot. */
  private releaseUnlessHot(doc: Document): void {
    if (this.hot.has(doc)) return;
    doc.releaseTree();
    if (this.recent.includes(doc)) return;
    this.recent.push(doc);
    if (this.recent.length > RECENT_COPIES) releaseSyntaxCopy(this.recent.shift()!);
  }

  /** Keeps `doc`'s tree and tree copy from now on (it has been edited, or imports a file that was). */
  private keepHot(doc: Document): void {
    this.hot.add(doc);
    const at = this.recent.indexOf(doc);
    if (at >= 0) this.recent.splice(at, 1);
  }

  /**
   * Links the file again. `compact`: unless the file is hot, its link is kept
   * in the compact form of a restored one (snapshot.ts), which refers to no
   * model, so that the models of a whole workspace are never all kept at once.
   */
  private relink(path: string, compact = false): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.unlink(path);
    if (entry.analysed === false) this.prepare(entry);
    const doc = this.documentOfEntry(entry);
    const link = linkFile(this, path, doc);
    this.register(path, compact && !this.hot.has(doc) ? RestoredLink.compact(link, this.strings, new TextSpans(doc.text)) : link);
  }

  /**
   * Makes `link` the file's link and enters it in the tables. `defer`
   * (restore): its locals are entered when the locals tables are first read,
   * the qualified names of its other symbols when the qualified table is
   * (a row per symbol: half of a restore's time in the tables, which a bare
   * name's lookup does not read), and the ids of its occurrences when the
   * files of an id are (most of a workspace's symbols are locals, and most
   * ids those of locals: a lookup_symbol reads neither).
   */
  private register(path: string, link: FileLink, defer = false): void {
    const entry = this.entries.get(path)!;
    entry.link = link;
    this.definitions.clear();
    entry.table = undefined; // made by qualifiedTables()
    this.tables = undefined;
    const restored = defer && link instanceof RestoredLink ? link : undefined;
    // What is put off is entered whenever first needed, after links registered since: no answer
    // depends on the order of a table's rows (lookups rank by score, scope, name and id; the files
    // of an id are a set), so a first edit after a restore does not pay for entering them.
    if (restored) {
      this.unenteredLocals.push({ path, link });
      this.unenteredQualified.push({ path, link: restored });
      this.unenteredIds.push({ path, link });
      for (const symbol of restored.nonLocalSymbols()) this.globalsByName.add(symbol.name, path, symbol);
    } else {
      for (const symbol of link.symbols) {
        const local = LOCAL_KINDS.has(symbol.kind);
        (local ? this.localsByName : this.globalsByName).add(symbol.name, path, symbol);
        if (byQualifiedName(symbol)) (local ? this.localsByQualified : this.globalsByQualified).add(symbol.qualified_name, path, symbol);
      }
    }
    if (!restored) this.enterIds(path, link.ids);
    for (const use of link.possible) addTo(this.possibleByName, use.member, path);
    for (const i of link.implementations) addTo(this.implementers, i.interface, path);
    const text = textOf(entry);
    const aliases = occurrencesWithRole(link, "alias").map((o) => text.slice(o.start, o.end));
    entry.aliases = aliases.length > 0 ? aliases : undefined;
    for (const alias of aliases) addTo(this.aliasFiles, alias, path);
    for (const dep of link.deps) {
      const set = this.dependents.get(dep);
      if (set) set.add(path);
      else this.dependents.set(dep, new Set([path]));
    }
  }

  /** The locals tables (by bare or by qualified name), with every registered link's locals in them. */
  private locals(byQualified: boolean): SymbolTable {
    if (this.unenteredLocals.length > 0) this.enterDeferredLocals();
    return byQualified ? this.localsByQualified : this.localsByName;
  }

  /** The non-locals table by qualified name, with every registered link's symbols in it. */
  private globalsQualified(): SymbolTable {
    if (this.unenteredQualified.length > 0) this.enterDeferredQualified();
    return this.globalsByQualified;
  }

  /**
   * Enters, until `deadline` (performance.now() time), what register() put
   * off for restored links: their ids, their qualified names, their locals
   * (each of these is otherwise entered whole by the first query that needs
   * it: at 10,005 files a first find_references or implementations lookup
   * paid 1.5 s for the ids, a first local lookup 0.6 s). At least one link
   * is entered per call. True when nothing is left.
   */
  enterDeferred(deadline: number): boolean {
    return this.enterDeferredIds(deadline) && this.enterDeferredQualified(deadline) && this.enterDeferredLocals(deadline) && this.prepareLookups(deadline);
  }

  /**
   * Restored links whose ids, qualified names or locals are not entered yet:
   * the index will still grow by what entering them makes (the engine's
   * memory guard waits for that before it takes the workspace's size at rest).
   */
  get hasPutOffTables(): boolean {
    return this.unenteredIds.length + this.unenteredQualified.length + this.unenteredLocals.length > 0;
  }

  /** Something is left for enterDeferred: put-off tables, or the lookups' tables not made once yet. */
  get hasDeferredWork(): boolean {
    return this.hasPutOffTables || !this.lookupsReady;
  }

  /** Enters the locals register() put off (of the restored links not unlinked since). */
  private enterDeferredLocals(deadline = Infinity): boolean {
    return this.enterSome(this.unenteredLocals, deadline, (rest) => (this.unenteredLocals = rest), (path, link) => {
      for (const symbol of link.symbols) {
        if (!LOCAL_KINDS.has(symbol.kind)) continue;
        this.localsByName.add(symbol.name, path, symbol);
        this.localsByQualified.add(symbol.qualified_name, path, symbol);
      }
    });
  }

  /** Enters the qualified names of the non-local symbols register() put off. */
  private enterDeferredQualified(deadline = Infinity): boolean {
    return this.enterSome(this.unenteredQualified, deadline, (rest) => (this.unenteredQualified = rest), (path, link) => {
      for (const symbol of link.nonLocalSymbols()) if (byQualifiedName(symbol)) this.globalsByQualified.add(symbol.qualified_name, path, symbol);
    });
  }

  /** Enters the ids register() put off. */
  private enterDeferredIds(deadline = Infinity): boolean {
    return this.enterSome(this.unenteredIds, deadline, (rest) => (this.unenteredIds = rest), (path, link) => this.enterIds(path, link.ids));
  }

  /**
   * Enters deferred links in their order until `deadline` (at least one),
   * skipping those unlinked since; `keep` gets what is left. True when none is.
   */
  private enterSome<L extends FileLink>(
    deferred: readonly { path: string; link: L }[],
    deadline: number,
    keep: (rest: { path: string; link: L }[]) => void,
    enter: (path: string, link: L) => void,
  ): boolean {
    let i = 0;
    while (i < deferred.length && (i === 0 || performance.now() < deadline)) {
      const { path, link } = deferred[i]!;
      if (this.entries.get(path)?.link === link) enter(path, link);
      i++;
    }
    keep(i === deferred.length ? [] : deferred.slice(i));
    return i === deferred.length;
  }

  /**
   * Whether prepareLookups has run through the tables once. Only the first
   * load makes them in bulk: after an edit, the few tables and rows it
   * changed are made by the next lookup that reads them.
   */
  private lookupsReady = false;
  /** How far prepareLookups got through its items (they may shift as tables change: an item missed is made by its first lookup). */
  private lookupsCursor = 0;

  /**
   * Makes, until `deadline`, what a lookup otherwise makes the first time it
   * reads it: each file's qualified names (QualifiedTable.names) and their
   * columns (QualifiedFiles), and each name row's buckets (SymbolTable), so
   * that no first query of a kind pays for all of them (a first lookup of
   * locals named like `a` made thousands of rows' buckets: 117 ms at 10,005
   * files).
   */
  private prepareLookups(deadline: number): boolean {
    if (this.lookupsReady) return true;
    const tables = this.qualifiedTables();
    const lists: readonly { readonly length: number; prepare(i: number): void }[] = [
      { length: tables.length, prepare: (i) => void tables[i]!.names(false) },
      // Once every table's names are made: their columns (one step).
      { length: 1, prepare: () => void this.qualifiedFiles().namesMasks(false) },
      ...[this.globalsByName, this.globalsQualified(), this.locals(false), this.locals(true)].map((table) => {
        const rows = table.rows();
        return { length: rows.length, prepare: (i: number) => void rows[i]!.buckets() };
      }),
      // A lookup that finds nothing names the nearest names, each row's first two texts (a local's
      // row can hold thousands of symbols: a first such hint took 70-110 ms at 10,005 files).
      ...[this.globalsByName, this.locals(false)].map((table) => {
        const rows = table.rows();
        return { length: rows.length, prepare: (i: number) => void nearestTextsOf(rows[i]!) };
      }),
    ];
    let offset = 0;
    for (const list of lists) {
      for (let i = Math.max(0, this.lookupsCursor - offset); i < list.length; i++) {
        list.prepare(i);
        this.lookupsCursor = offset + i + 1;
        if (this.lookupsCursor % 64 === 0 && performance.now() >= deadline) return false;
      }
      offset += list.length;
    }
    this.lookupsReady = true;
    this.lookupsCursor = 0;
    return true;
  }

  /** Notes that `path` has occurrences of `ids`. */
  private enterIds(path: string, ids: readonly string[]): void {
    for (const id of ids) {
      const holders = this.filesBySymbol.get(id);
      if (holders === undefined) this.filesBySymbol.set(id, path);
      else if (typeof holders === "string") {
        if (holders !== path) this.filesBySymbol.set(id, new Set([holders, path]));
      } else holders.add(path);
    }
  }

  private unlink(path: string): void {
    const entry = this.entries.get(path);
    const link = entry?.link;
    if (!entry || !link) return;
    for (const symbol of link.symbols) {
      const local = LOCAL_KINDS.has(symbol.kind);
      (local ? this.localsByName : this.globalsByName).remove(symbol.name, path);
      if (byQualifiedName(symbol)) (local ? this.localsByQualified : this.globalsByQualified).remove(symbol.qualified_name, path);
    }
    for (const id of link.ids) {
      const holders = this.filesBySymbol.get(id);
      if (holders === path) this.filesBySymbol.delete(id);
      else if (typeof holders === "object") {
        holders.delete(path);
        if (holders.size === 1) this.filesBySymbol.set(id, [...holders][0]!);
      }
    }
    for (const use of link.possible) this.possibleByName.get(use.member)?.delete(path);
    for (const i of link.implementations) this.implementers.get(i.interface)?.delete(path);
    for (const alias of entry.aliases ?? []) this.aliasFiles.get(alias)?.delete(path);
    entry.aliases = undefined;
    for (const dep of link.deps) this.dependents.get(dep)?.delete(path);
    entry.link = undefined;
    this.definitions.clear();
    entry.table = undefined;
    this.tables = undefined;
  }
}

/**
 * The file's module path and symbols for qualified lookups. A restored link
 * makes its symbols when first read: the tables read them when asked, and
 * without its locals when a query wants none.
 */
class LinkTable implements QualifiedTable {
  readonly moduleLower: string;
  readonly moduleMask: number;
  private nonLocal: readonly SymbolInfo[] | undefined;
  private nonLocalNames: QualifiedNames | undefined;
  private allNames: QualifiedNames | undefined;

  constructor(
    readonly file: string,
    private readonly link: FileLink,
  ) {
    this.moduleLower = link.module.toLowerCase();
    this.moduleMask = charMask(this.moduleLower);
  }

  get module(): string {
    return this.link.module;
  }

  get symbols(): readonly SymbolInfo[] {
    return this.link.symbols;
  }

  get nonLocalSymbols(): readonly SymbolInfo[] {
    if (this.link instanceof RestoredLink) return this.link.nonLocalSymbols();
    return (this.nonLocal ??= this.link.symbols.filter((s) => !LOCAL_KINDS.has(s.kind)));
  }

  names(locals: boolean): QualifiedNames {
    if (locals) return (this.allNames ??= qualifiedNames(this.symbols));
    return (this.nonLocalNames ??= qualifiedNames(this.nonLocalSymbols));
  }
}

/**
 * Whether `symbol` is entered in the tables by qualified name. A module's
 * qualified name is its module path, one per file: qualified lookups match
 * module paths through QualifiedFiles' columns (qualified-match.ts), and
 * 10,000 rows of module paths scanned at every qualified lookup were most of
 * its time at 10,000 files.
 */
function byQualifiedName(symbol: SymbolInfo): boolean {
  return symbol.kind !== "module";
}

/** An entry for a file not read yet: parsed and analysed right before its link. */
function unreadEntry(file: IndexedFile, generation: number): Entry {
  return { path: file.path, doc: undefined, version: 0, file, restoredText: undefined, spans: undefined, broken: false, link: undefined, table: undefined, model: undefined, fingerprint: undefined, generation, analysed: false };
}

function addTo(table: Map<string, Set<string>>, key: string, path: string): void {
  const set = table.get(key);
  if (set) set.add(path);
  else table.set(key, new Set([path]));
}

export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Tokens that name something (not keywords, literals, comments). */

/** The text of the entry's linked version (a restored file's is the one recorded). */
function textOf(entry: Entry): string {
  return entry.doc?.text ?? entry.restoredText ?? "";
}

/** SHA-256 (hex) of a file's text (the file's own when it keeps one). */
export function hashOf(file: IndexedFile): string {
  return file.contentHash?.() ?? sha256(file.text ?? "");
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

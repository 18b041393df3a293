// The workspace symbol index: one FileLink per file, a name → symbol table
// for lookup_symbol and a symbol → files table for find_references, kept up
// to date incrementally. `sync(files)` compares each file's Document and
// version with what was linked; only changed files and the files whose links
// consulted them are re-linked. Adding or removing a file changes how `use`
// paths resolve, so it re-links everything (rare; edits are the hot path).
// Every file is read through its semantic model (src/semantic/), built once
// per version with the rest of the workspace as its imports' context.
import { throwIfCancelled } from "../../syntax/cancellation.js";
import type { Document } from "../../syntax/document.js";
import type { ModuleHost } from "../../semantic/modules/host.js";
import { listingFromPaths } from "../../semantic/modules/resolve-module.js";
import { releaseSyntaxCopy, semanticModel, type SemanticModel } from "../../semantic/index.js";
import type { WorkspaceFiles } from "./context.js";
import { treeHasErrors } from "./tree-errors.js";
import { lineIndexOf } from "../../syntax/doc-cache.js";
import { rangesMentioning } from "../../semantic/model/deep-statements.js";
import { interfaceFingerprint } from "./interface-fingerprint.js";
import { linkFile, type FileLink, type Implementation, type PossibleUse } from "./link.js";
import { LOCAL_KINDS, type Occurrence, type SymbolInfo } from "./model.js";
import type { QualifiedTable } from "./qualified-match.js";
import { SymbolTable, type NameRow } from "./symbol-table.js";

/** A source file as the index sees it (WorkspaceFile satisfies this). */
export interface IndexedFile {
  readonly path: string;
  document(): Document;
}

export interface SyncStats {
  files: number;
  relinked: number;
  ms: number;
}

interface Entry {
  readonly path: string;
  doc: Document;
  version: number;
  link: FileLink | undefined;
  /** The link's module path and symbols for qualified lookups (moduleLower precomputed). */
  table: QualifiedTable | undefined;
  /** interfaceFingerprint of the linked version. */
  fingerprint: string | undefined;
  /** The sync that last saw the file. */
  seen: number;
  /** The model the file was linked with (undefined: to be made). */
  model: SemanticModel | undefined;
  /** The file listing (SymbolIndex.generation) the entry's version was analysed with. */
  generation: number;
  /** Import aliases the linked version binds (`rect_area` of `use shapes.{area as rect_area}`, `geo` of `use shapes as geo`). */
  aliases?: readonly string[];
  /** Top-level statements of the linked version the walk could not analyse. */
  unanalysed?: readonly { readonly start: number; readonly end: number }[];
}

/** Tree copies kept while the index reads a workspace: the files just read are the ones the next files import. */
const RECENT_COPIES = 8;

export class SymbolIndex implements WorkspaceFiles {
  private readonly entries = new Map<string, Entry>();
  /** The paths of the workspace listing, and its generation (bumped when the file set changes). */
  private listed = new Set<string>();
  private generation = 0;
  /** The workspace as the files' models see it (a new listing when the file set changes). */
  private host: ModuleHost = { listing: listingFromPaths([]), document: (rel) => this.documentOf(rel) };
  /** The files of the sync in progress (a model may read one before its turn). */
  private syncing: ReadonlyMap<string, IndexedFile> | undefined;
  /** Unchanged documents whose tree copies are still kept, oldest first. */
  private readonly recent: Document[] = [];
  /** Documents edited, or importing an edited one: their trees and tree copies are kept for the next walk. */
  private readonly hot = new WeakSet<Document>();
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
  };

  private documentOf(rel: string): Document | undefined {
    return this.syncing?.get(rel)?.document() ?? this.entries.get(rel)?.doc;
  }

  /**
   * Brings the index in line with `files` (the complete current file set).
   * A cancelled call (syntax/cancellation.ts) stops it between two files;
   * what was done is kept and what is left (files to analyse, to re-link) is
   * remembered, so the next sync carries on where this one stopped.
   */
  sync(files: readonly IndexedFile[]): SyncStats {
    const started = performance.now();
    // Entries are stamped when seen (no set of paths per sync: most syncs follow one edit).
    const stamp = ++this.syncs;
    this.updateListing(files);
    this.syncing = new Map(files.map((f) => [f.path, f]));
    try {
      for (const file of files) {
        throwIfCancelled();
        const doc = file.document();
        const entry = this.entries.get(file.path);
        if (!entry) {
          const created: Entry = { path: file.path, doc, version: doc.version, link: undefined, table: undefined, model: undefined, fingerprint: undefined, seen: stamp, generation: this.generation };
          this.prepare(created);
          this.entries.set(file.path, created);
          this.pending.changed.set(file.path, undefined);
        } else {
          entry.seen = stamp;
          if (entry.doc === doc && entry.version === doc.version && entry.generation === this.generation) continue;
          // The fingerprint of the version last linked, kept across interrupted syncs.
          if (!this.pending.changed.has(file.path)) this.pending.changed.set(file.path, entry.fingerprint);
          const before = { doc: entry.doc, version: entry.version, generation: entry.generation };
          Object.assign(entry, { doc, version: doc.version, generation: this.generation });
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
    if (this.pending.setChanged) {
      // New or vanished files change how `use` paths resolve: everything re-links.
      this.pending.relink = new Set(this.entries.keys());
      this.pending.changed.clear();
      this.pending.setChanged = false;
    } else {
      // Changed files first; their importers only when what they see changed (their models then too).
      const changed = new Set(this.pending.changed.keys());
      for (const [path, fingerprint] of this.pending.changed) {
        throwIfCancelled();
        this.relink(path);
        relinked++;
        this.pending.changed.delete(path);
        this.pending.relink.delete(path);
        if (this.entries.get(path)!.fingerprint === fingerprint) continue;
        for (const d of this.dependents.get(path) ?? []) {
          if (changed.has(d) || this.pending.relink.has(d)) continue;
          // Its model is made again now, and likely again after the next edit: keep what that walk can reuse.
          const dependent = this.entries.get(d)!;
          dependent.model = undefined;
          this.keepHot(dependent.doc);
          this.pending.relink.add(d);
        }
      }
    }
    for (const path of this.pending.relink) {
      throwIfCancelled();
      this.relink(path);
      relinked++;
      this.pending.relink.delete(path);
    }
    return { files: this.entries.size, relinked, ms: performance.now() - started };
  }

  /**
   * A new file set changes how `use` paths resolve: a new listing (every
   * file is analysed again with it) and the files gone are dropped.
   */
  private updateListing(files: readonly IndexedFile[]): void {
    if (files.length === this.listed.size && files.every((f) => this.listed.has(f.path))) return;
    this.listed = new Set(files.map((f) => f.path));
    this.generation++;
    this.host = { listing: listingFromPaths(this.listed), document: (rel) => this.documentOf(rel) };
    this.pending.setChanged = true;
    for (const path of [...this.entries.keys()]) {
      if (this.listed.has(path)) continue;
      this.unlink(path);
      this.entries.delete(path);
      this.pending.changed.delete(path);
      this.pending.relink.delete(path);
    }
  }

  // ───────────────────────── WorkspaceFiles ─────────────────────────

  document(path: string): Document | undefined {
    return this.entries.get(path)?.doc;
  }

  /**
   * The file's model: the one it was linked with while neither it nor what
   * it sees of other files changed (fingerprints), else made again.
   */
  model(path: string): SemanticModel | undefined {
    const entry = this.entries.get(path);
    if (!entry) return undefined;
    if (!entry.model || entry.model.version !== entry.doc.version) entry.model = this.modelOf(entry);
    return entry.model;
  }

  private modelOf(entry: Entry): SemanticModel {
    return semanticModel(this.host, entry.path, entry.doc, { keep: this.hot.has(entry.doc) });
  }

  // ───────────────────────────── queries ────────────────────────────

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
    return (locals ? this.localsByName : this.globalsByName).entriesIterator();
  }

  symbolsNamed(name: string, locals: boolean): readonly SymbolInfo[] {
    return (locals ? this.localsByName : this.globalsByName).get(name) ?? [];
  }

  /** Every occurrence of a symbol id, in file then position order. */
  occurrencesOf(id: string): Occurrence[] {
    const holders = this.filesBySymbol.get(id);
    const files = holders === undefined ? [] : typeof holders === "string" ? [holders] : [...holders].sort(comparePaths);
    // A file's occurrences are few hundred and sorted by position: filtering them beats a table per file.
    return files.flatMap((f) => this.entries.get(f)?.link?.occurrences.filter((o) => o.symbol === id) ?? []);
  }

  /** Uses of a member called `name` whose receiver's type is not known (any type's member of that name may be meant). */
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
      const text = entry?.doc.text ?? "";
      return entry?.link?.occurrences.filter((o) => o.role === "alias" && text.slice(o.start, o.end) === name) ?? [];
    });
  }

  /** The types implementing interface `id` (symbol ids), with the files declaring them. */
  implementationsOf(id: string): Implementation[] {
    const files = [...(this.implementers.get(id) ?? [])].sort(comparePaths);
    return files.flatMap((f) => this.entries.get(f)?.link?.implementations.filter((i) => i.interface === id) ?? []);
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
    return types.flatMap((t) => this.occurrencesOf(`${t.type}.${name}`).filter((o) => o.role === "definition"));
  }

  /**
   * Where `name` occurs in a statement too deep to analyse (its uses there
   * are not among the occurrences): `file:line` of each such statement.
   */
  unanalysedMentions(name: string): string[] {
    const out: string[] = [];
    for (const entry of this.entries.values()) {
      if (!entry.unanalysed) continue;
      for (const range of rangesMentioning(entry.doc.text, entry.unanalysed, name)) {
        out.push(`${entry.path}:${lineIndexOf(entry.doc).pointAt(range.start).row + 1}`);
      }
    }
    return out;
  }

  /** Distinct bare names with their lower-cased form and symbols, as an array (lookups scan it). */
  nameRows(locals: boolean): readonly NameRow[] {
    return (locals ? this.localsByName : this.globalsByName).rows();
  }

  /** Like nameRows for qualified names. */
  qualifiedRows(locals: boolean): readonly NameRow[] {
    return (locals ? this.localsByQualified : this.globalsByQualified).rows();
  }

  /** Distinct qualified names and their symbols (locals only when asked). */
  qualifiedNames(locals: boolean): IterableIterator<[string, SymbolInfo[]]> {
    return (locals ? this.localsByQualified : this.globalsByQualified).entriesIterator();
  }

  private tables: QualifiedTable[] | undefined;

  /** Every file's module path and symbols. */
  qualifiedTables(): readonly QualifiedTable[] {
    if (!this.tables) {
      this.tables = [];
      for (const entry of this.entries.values()) if (entry.table) this.tables.push(entry.table);
    }
    return this.tables;
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
    const model = this.modelOf(entry);
    entry.model = model;
    entry.fingerprint = interfaceFingerprint(model);
    entry.unanalysed = model.unanalysed.length > 0 ? model.unanalysed : undefined;
    treeHasErrors(entry.doc);
    if (entry.doc.version === 1 && !this.hot.has(entry.doc)) {
      entry.doc.releaseTree();
      this.recent.push(entry.doc);
      if (this.recent.length > RECENT_COPIES) releaseSyntaxCopy(this.recent.shift()!);
    } else {
      this.keepHot(entry.doc);
    }
  }

  /** Keeps `doc`'s tree and tree copy from now on (it has been edited, or imports a file that was). */
  private keepHot(doc: Document): void {
    this.hot.add(doc);
    const at = this.recent.indexOf(doc);
    if (at >= 0) this.recent.splice(at, 1);
  }

  private relink(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.unlink(path);
    const link = linkFile(this, path, entry.doc);
    entry.link = link;
    entry.table = { module: link.module, moduleLower: link.module.toLowerCase(), symbols: link.symbols };
    this.tables = undefined;
    for (const symbol of link.symbols) {
      const local = LOCAL_KINDS.has(symbol.kind);
      (local ? this.localsByName : this.globalsByName).add(symbol.name, path, symbol);
      (local ? this.localsByQualified : this.globalsByQualified).add(symbol.qualified_name, path, symbol);
    }
    for (const occurrence of link.occurrences) {
      const id = occurrence.symbol;
      const holders = this.filesBySymbol.get(id);
      if (holders === undefined) this.filesBySymbol.set(id, path);
      else if (typeof holders === "string") {
        if (holders !== path) this.filesBySymbol.set(id, new Set([holders, path]));
      } else holders.add(path);
    }
    for (const use of link.possible) addTo(this.possibleByName, use.member, path);
    for (const i of link.implementations) addTo(this.implementers, i.interface, path);
    const aliases = link.occurrences.filter((o) => o.role === "alias").map((o) => entry.doc.text.slice(o.start, o.end));
    entry.aliases = aliases.length > 0 ? aliases : undefined;
    for (const alias of aliases) addTo(this.aliasFiles, alias, path);
    for (const dep of link.deps) {
      const set = this.dependents.get(dep);
      if (set) set.add(path);
      else this.dependents.set(dep, new Set([path]));
    }
  }

  private unlink(path: string): void {
    const entry = this.entries.get(path);
    const link = entry?.link;
    if (!entry || !link) return;
    for (const symbol of link.symbols) {
      const local = LOCAL_KINDS.has(symbol.kind);
      (local ? this.localsByName : this.globalsByName).remove(symbol.name, path);
      (local ? this.localsByQualified : this.globalsByQualified).remove(symbol.qualified_name, path);
    }
    for (const occurrence of link.occurrences) {
      const id = occurrence.symbol;
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
    entry.table = undefined;
    this.tables = undefined;
  }
}

function addTo(table: Map<string, Set<string>>, key: string, path: string): void {
  const set = table.get(key);
  if (set) set.add(path);
  else table.set(key, new Set([path]));
}

export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

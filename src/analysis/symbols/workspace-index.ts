// The workspace symbol index: one FileLink per file, a name → symbols table
// for lookup_symbol and a symbol → files table for find_references, kept up
// to date incrementally. `sync(files)` compares each file's Document and
// version with what was linked; only changed files and the files whose links
// consulted them are re-linked. Adding or removing a file changes how `use`
// paths resolve, so it re-links everything (rare; edits are the hot path).
import type { Document } from "../../syntax/document.js";
import { listingFromPaths, type SourceListing } from "../../semantic/modules/resolve-module.js";
import type { WorkspaceFiles } from "./context.js";
import { resolveUses, treeHasErrors, type ResolvedUse } from "./import-targets.js";
import { buildScopeGraph } from "../scopes/index.js";
import { lineIndexOf, releaseAst } from "../../syntax/doc-cache.js";
import { rangesMentioning } from "../../semantic/model/deep-statements.js";
import { interfaceFingerprint } from "./interface-fingerprint.js";
import { linkFile, type FileLink } from "./link.js";
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
  imports: { version: number; generation: number; records: readonly ResolvedUse[] } | undefined;
  /** The sync that last saw the file. */
  seen: number;
  /** Top-level statements of the linked version too deep to analyse (scopes/deep-statements.ts). */
  unanalysed?: readonly { readonly start: number; readonly end: number }[];
}

export class SymbolIndex implements WorkspaceFiles {
  private readonly entries = new Map<string, Entry>();
  private listing: SourceListing = listingFromPaths([]);
  private generation = 0;
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

  private readonly documentOf = (rel: string): Document | undefined => this.entries.get(rel)?.doc;

  /** Brings the index in line with `files` (the complete current file set). */
  sync(files: readonly IndexedFile[]): SyncStats {
    const started = performance.now();
    // Entries are stamped when seen (no set of paths per sync: most syncs follow one edit).
    const stamp = ++this.syncs;
    let seen = 0;
    const changed = new Set<string>();
    /** Fingerprints of the changed files' previously linked versions. */
    const fingerprints = new Map<string, string | undefined>();
    let setChanged = false;
    for (const file of files) {
      const doc = file.document();
      const entry = this.entries.get(file.path);
      if (entry && entry.seen !== stamp) {
        entry.seen = stamp;
        seen++;
      }
      if (!entry) {
        const created: Entry = { path: file.path, doc, version: doc.version, link: undefined, table: undefined, imports: undefined, fingerprint: undefined, seen: stamp };
        this.entries.set(file.path, created);
        seen++;
        setChanged = true;
        changed.add(file.path);
        this.prepare(created);
      } else if (entry.doc !== doc || entry.version !== doc.version) {
        fingerprints.set(file.path, entry.fingerprint);
        entry.doc = doc;
        entry.version = doc.version;
        entry.imports = undefined;
        changed.add(file.path);
        this.prepare(entry);
      }
    }
    if (seen < this.entries.size) {
      for (const [path, entry] of [...this.entries]) {
        if (entry.seen === stamp) continue;
        this.unlink(path);
        this.entries.delete(path);
        setChanged = true;
      }
    }
    let relinked = 0;
    if (setChanged) {
      // New or vanished files change how `use` paths resolve: everything re-links.
      this.generation++;
      this.listing = listingFromPaths(this.entries.keys());
      for (const entry of this.entries.values()) entry.imports = undefined;
      for (const path of this.entries.keys()) this.relink(path);
      relinked = this.entries.size;
    } else if (changed.size > 0) {
      // Changed files first; their importers only when what they see changed.
      const dependents = new Set<string>();
      for (const path of changed) {
        this.relink(path);
        if (this.entries.get(path)!.fingerprint !== fingerprints.get(path)) for (const d of this.dependents.get(path) ?? []) dependents.add(d);
      }
      for (const path of changed) dependents.delete(path);
      // Import records of a re-linked file embed the exports of the files it imports.
      for (const path of dependents) this.entries.get(path)!.imports = undefined;
      for (const path of dependents) this.relink(path);
      relinked = changed.size + dependents.size;
    }
    return { files: this.entries.size, relinked, ms: performance.now() - started };
  }

  // ───────────────────────── WorkspaceFiles ─────────────────────────

  document(path: string): Document | undefined {
    return this.entries.get(path)?.doc;
  }

  imports(path: string): readonly ResolvedUse[] {
    const entry = this.entries.get(path);
    if (!entry) return [];
    const cached = entry.imports;
    if (cached && cached.version === entry.version && cached.generation === this.generation) return cached.records;
    const records = resolveUses(path, entry.doc, this.listing, this.documentOf);
    entry.imports = { version: entry.version, generation: this.generation, records };
    return records;
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
   * A new or changed file's own analyses, right when it is seen: its scope
   * graph (with exports and `use` syntax) and fingerprint. Linking reads
   * only these per-version results, so the tree copy and the syntax tree of
   * a file as it was read are released at once: no file's tree (wasm
   * memory) or tree copy (garbage the GC would promote) outlives its turn,
   * and imported files do not keep theirs until they are linked. Document
   * re-parses on demand. A file that has been edited keeps both: it is
   * likely edited again, and then both are updated incrementally.
   */
  private prepare(entry: Entry): void {
    const graph = buildScopeGraph(entry.doc);
    entry.fingerprint = interfaceFingerprint(graph);
    entry.unanalysed = graph.unanalysed.length > 0 ? graph.unanalysed : undefined;
    treeHasErrors(entry.doc);
    if (entry.doc.version === 1) {
      releaseAst(entry.doc);
      entry.doc.releaseTree();
    }
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
    for (const dep of link.deps) this.dependents.get(dep)?.delete(path);
    entry.link = undefined;
    entry.table = undefined;
    this.tables = undefined;
  }
}

export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

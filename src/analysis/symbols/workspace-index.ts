// The workspace symbol index: one FileLink per file, a name → symbols table
// for lookup_symbol and a symbol → files table for find_references, kept up
// to date incrementally. `sync(files)` compares each file's Document and
// version with what was linked; only changed files and the files whose links
// consulted them are re-linked. Adding or removing a file changes how `use`
// paths resolve, so it re-links everything (rare; edits are the hot path).
import type { Document } from "../../syntax/document.js";
import { listingFromPaths, type SourceListing } from "../resolve-module.js";
import type { WorkspaceFiles } from "./context.js";
import { resolveUses, type ResolvedUse } from "./import-targets.js";
import { buildScopeGraph } from "../scopes/index.js";
import { releaseAst } from "../doc-cache.js";
import { interfaceFingerprint } from "./interface-fingerprint.js";
import { linkFile, type FileLink } from "./link.js";
import { LOCAL_KINDS, type Occurrence, type SymbolInfo } from "./model.js";
import type { QualifiedTable } from "./qualified-match.js";

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
}

export class SymbolIndex implements WorkspaceFiles {
  private readonly entries = new Map<string, Entry>();
  private listing: SourceListing = listingFromPaths([]);
  private generation = 0;
  /** Bare name → non-local symbols (modules, top-level, members). */
  private readonly globalsByName = new Map<string, SymbolInfo[]>();
  /** Bare name → locals, parameters, generic parameters. */
  private readonly localsByName = new Map<string, SymbolInfo[]>();
  /** Symbol id → the file (most symbols occur in one) or files holding an occurrence of it. */
  private readonly filesBySymbol = new Map<string, string | Set<string>>();
  /** Per file: symbol id → its occurrences there. */
  private readonly occurrencesByFile = new Map<string, Map<string, Occurrence[]>>();
  /** Qualified name → symbols (non-local / local), for qualified queries. */
  private readonly globalsByQualified = new Map<string, SymbolInfo[]>();
  private readonly localsByQualified = new Map<string, SymbolInfo[]>();
  /** File → files whose link consulted it. */
  private readonly dependents = new Map<string, Set<string>>();

  private readonly documentOf = (rel: string): Document | undefined => this.entries.get(rel)?.doc;

  /** Brings the index in line with `files` (the complete current file set). */
  sync(files: readonly IndexedFile[]): SyncStats {
    const started = performance.now();
    const seen = new Set<string>();
    const changed = new Set<string>();
    let setChanged = false;
    for (const file of files) {
      seen.add(file.path);
      const doc = file.document();
      const entry = this.entries.get(file.path);
      if (!entry) {
        this.entries.set(file.path, { path: file.path, doc, version: doc.version, link: undefined, table: undefined, imports: undefined, fingerprint: undefined });
        setChanged = true;
        changed.add(file.path);
      } else if (entry.doc !== doc || entry.version !== doc.version) {
        entry.doc = doc;
        entry.version = doc.version;
        entry.imports = undefined;
        changed.add(file.path);
      }
    }
    for (const path of [...this.entries.keys()]) {
      if (seen.has(path)) continue;
      this.unlink(path);
      this.entries.delete(path);
      setChanged = true;
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
        const before = this.entries.get(path)!.fingerprint;
        this.relink(path);
        if (this.entries.get(path)!.fingerprint !== before) for (const d of this.dependents.get(path) ?? []) dependents.add(d);
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
    return (locals ? this.localsByName : this.globalsByName).entries();
  }

  symbolsNamed(name: string, locals: boolean): readonly SymbolInfo[] {
    return (locals ? this.localsByName : this.globalsByName).get(name) ?? [];
  }

  /** Every occurrence of a symbol id, in file then position order. */
  occurrencesOf(id: string): Occurrence[] {
    const holders = this.filesBySymbol.get(id);
    const files = holders === undefined ? [] : typeof holders === "string" ? [holders] : [...holders].sort(comparePaths);
    return files.flatMap((f) => this.occurrencesByFile.get(f)?.get(id) ?? []);
  }

  /** Distinct qualified names and their symbols (locals only when asked). */
  qualifiedNames(locals: boolean): IterableIterator<[string, SymbolInfo[]]> {
    return (locals ? this.localsByQualified : this.globalsByQualified).entries();
  }

  /** Every file's module path and symbols. */
  *qualifiedTables(): IterableIterator<QualifiedTable> {
    for (const entry of this.entries.values()) if (entry.table) yield entry.table;
  }

  link(path: string): FileLink | undefined {
    return this.entries.get(path)?.link;
  }

  // ───────────────────────────── linking ────────────────────────────

  private relink(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.unlink(path);
    const link = linkFile(this, path, entry.doc);
    entry.link = link;
    entry.table = { module: link.module, moduleLower: link.module.toLowerCase(), symbols: link.symbols };
    entry.fingerprint = interfaceFingerprint(buildScopeGraph(entry.doc));
    // Everything the index reads from the tree copy is now cached per version.
    releaseAst(entry.doc);
    for (const symbol of link.symbols) {
      const local = LOCAL_KINDS.has(symbol.kind);
      add(local ? this.localsByName : this.globalsByName, symbol.name, symbol);
      add(local ? this.localsByQualified : this.globalsByQualified, symbol.qualified_name, symbol);
    }
    const bySymbol = new Map<string, Occurrence[]>();
    for (const occurrence of link.occurrences) {
      const list = bySymbol.get(occurrence.symbol);
      if (list) list.push(occurrence);
      else bySymbol.set(occurrence.symbol, [occurrence]);
    }
    this.occurrencesByFile.set(path, bySymbol);
    for (const id of bySymbol.keys()) {
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
    // Each distinct key once (a file repeats names; lists can be long).
    const keys = new Map<Map<string, SymbolInfo[]>, Set<string>>();
    const note = (table: Map<string, SymbolInfo[]>, key: string) => {
      const set = keys.get(table);
      if (set) set.add(key);
      else keys.set(table, new Set([key]));
    };
    for (const symbol of link.symbols) {
      const local = LOCAL_KINDS.has(symbol.kind);
      note(local ? this.localsByName : this.globalsByName, symbol.name);
      note(local ? this.localsByQualified : this.globalsByQualified, symbol.qualified_name);
    }
    for (const [table, set] of keys) for (const key of set) remove(table, key, path);
    for (const id of this.occurrencesByFile.get(path)?.keys() ?? []) {
      const holders = this.filesBySymbol.get(id);
      if (holders === path) this.filesBySymbol.delete(id);
      else if (typeof holders === "object") {
        holders.delete(path);
        if (holders.size === 1) this.filesBySymbol.set(id, [...holders][0]!);
      }
    }
    this.occurrencesByFile.delete(path);
    for (const dep of link.deps) this.dependents.get(dep)?.delete(path);
    entry.link = undefined;
    entry.table = undefined;
  }
}

export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function add(table: Map<string, SymbolInfo[]>, key: string, symbol: SymbolInfo): void {
  const list = table.get(key);
  if (list) list.push(symbol);
  else table.set(key, [symbol]);
}

function remove(table: Map<string, SymbolInfo[]>, key: string, path: string): void {
  const list = table.get(key);
  if (!list || !list.some((s) => s.file === path)) return;
  const kept = list.filter((s) => s.file !== path);
  if (kept.length > 0) table.set(key, kept);
  else table.delete(key);
}

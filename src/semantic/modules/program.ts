// The program of an entry file: every workspace file reachable from it through
// `use` (nested `use` statements included, as the reference's lexical scan
// finds them), and the per-entry ambiguity of modules-and-workspace.md §3.3
// Rule 4: when one use-path string means two different files within that set
// (`lib` = `lib.yx` for `main.yx` but `sub/lib.yx` for `sub/consumer.yx`),
// E5002 goes on every `use` of the entry whose path is that string, or - when
// the entry has none - once, on the first `use` of the entry through which
// one of the conflicting files is reached.
import type { Document } from "../../syntax/document.js";
import type { ModuleHost } from "./host.js";
import { resolveModulePath, type SourceListing } from "./resolve-module.js";
import { STD_ROOT } from "./std-library.js";
import { useStatements } from "./use-syntax.js";

export interface ProgramEdge {
  /** Importing file. */
  readonly from: string;
  /** Ordinal of the `use` statement in `from`. */
  readonly ordinal: number;
  /** The use-path string. */
  readonly module: string;
  /** The resolved file. */
  readonly to: string;
}

export interface Program {
  readonly entry: string;
  /** Reachable files in breadth-first order, the entry first. */
  readonly files: readonly string[];
  /** Every resolved workspace import between them. */
  readonly edges: readonly ProgramEdge[];
}

export interface ProgramConflict {
  /** Ordinal of the entry's `use` statement that gets the E5002. */
  readonly ordinal: number;
  readonly module: string;
  /** The different files the string means, sorted. */
  readonly files: readonly string[];
  /** Human-readable reason for the E5002 message. */
  readonly reason: string;
}

interface EdgeCache {
  version: number;
  listing: SourceListing;
  edges: readonly ProgramEdge[];
}

const edgeCache = new WeakMap<Document, EdgeCache>();

/**
 * The resolved workspace imports of one file. Cached per document version and
 * listing: a listing stands for one state of the file set (one tool call), so
 * analysing every file of a large workspace in one call resolves each `use`
 * once instead of once per entry that reaches it.
 */
function edgesOf(host: ModuleHost, from: string, doc: Document): readonly ProgramEdge[] {
  const cached = edgeCache.get(doc);
  if (cached && cached.version === doc.version && cached.listing === host.listing) return cached.edges;
  const edges: ProgramEdge[] = [];
  for (const statement of useStatements(doc).statements) {
    if (statement.segments[0]?.name === STD_ROOT) continue;
    const r = resolveModulePath(
      statement.segments.map((s) => s.name),
      from,
      host.listing,
    );
    if (r.kind === "file") edges.push({ from, ordinal: statement.ordinal, module: statement.module, to: r.file });
  }
  edgeCache.set(doc, { version: doc.version, listing: host.listing, edges });
  return edges;
}

/** The files reachable from `entry` (whose document is `doc`) and the imports between them. */
export function programOf(host: ModuleHost, entry: string, doc: Document): Program {
  const files = [entry];
  const visited = new Set(files);
  const edges: ProgramEdge[] = [];
  for (let i = 0; i < files.length; i++) {
    const from = files[i]!;
    const fromDoc = i === 0 ? doc : host.document(from);
    if (!fromDoc) continue;
    for (const edge of edgesOf(host, from, fromDoc)) {
      edges.push(edge);
      if (!visited.has(edge.to)) {
        visited.add(edge.to);
        files.push(edge.to);
      }
    }
  }
  return { entry, files, edges };
}

/** The Rule 4 conflicts of `entry`, one per affected `use` statement of the entry. */
export function programAmbiguities(host: ModuleHost, entry: string, doc: Document): ProgramConflict[] {
  const { edges } = programOf(host, entry, doc);
  // use-path string → file → first importer.
  const meanings = new Map<string, Map<string, string>>();
  for (const edge of edges) {
    let files = meanings.get(edge.module);
    if (!files) {
      files = new Map();
      meanings.set(edge.module, files);
    }
    if (!files.has(edge.to)) files.set(edge.to, edge.from);
  }
  const conflicts: ProgramConflict[] = [];
  const entryEdges = edges.filter((e) => e.from === entry);
  let reachedBy: Map<string, number> | undefined;
  for (const [module, files] of meanings) {
    if (files.size < 2) continue;
    const sorted = [...files.keys()].sort();
    const describe = (except: string | undefined) =>
      sorted
        .filter((f) => f !== except)
        .map((f) => `'${f}' for '${files.get(f)}'`)
        .join(", ");
    const own = entryEdges.filter((e) => e.module === module);
    if (own.length > 0) {
      for (const edge of own) {
        conflicts.push({
          ordinal: edge.ordinal,
          module,
          files: sorted,
          reason: `'${module}' means '${edge.to}' here but ${describe(edge.to)} in the same program`,
        });
      }
      continue;
    }
    reachedBy ??= firstEntryUse(edges, entry);
    let best: number | undefined;
    for (const f of sorted) {
      const ordinal = reachedBy.get(f);
      if (ordinal !== undefined && (best === undefined || ordinal < best)) best = ordinal;
    }
    if (best === undefined) continue;
    conflicts.push({
      ordinal: best,
      module,
      files: sorted,
      reason: `through this import the program reaches '${module}' meaning ${describe(undefined)}`,
    });
  }
  return conflicts.sort((a, b) => a.ordinal - b.ordinal || (a.module < b.module ? -1 : 1));
}

/** For every reachable file, the smallest ordinal of an entry `use` through which it is reached. */
function firstEntryUse(edges: readonly ProgramEdge[], entry: string): Map<string, number> {
  const out = new Map<string, number>();
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.from === entry) continue;
    let list = next.get(e.from);
    if (!list) {
      list = [];
      next.set(e.from, list);
    }
    list.push(e.to);
  }
  const entryEdges = edges.filter((e) => e.from === entry).sort((a, b) => a.ordinal - b.ordinal);
  for (const edge of entryEdges) {
    const queue = [edge.to];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (file === entry || out.has(file)) continue;
      out.set(file, edge.ordinal);
      for (const to of next.get(file) ?? []) queue.push(to);
    }
  }
  return out;
}

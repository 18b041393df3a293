// What the symbol index keeps of one file, as plain data that can be saved
// and read back (the persistent index: src/project/index-cache.ts stores it,
// workspace-index.ts restores it). A file's record is everything lookup_symbol
// and find_references read of its link - symbols, occurrences (offsets and
// symbol ids; spans are recomputed from the text), possible member uses,
// implementations, the files it consulted, its interface fingerprint - so a
// restored file serves every answer without being parsed, as long as its text
// is the one the record was made from (the content hash says so).
// Records come from disk: `readRecord` checks every field and every offset,
// and anything unexpected makes the record (and so the cache) unusable.
import type { Span } from "../../diagnostics/diagnostic.js";
import { LineIndex } from "../../syntax/line-index.js";
import type { FileLink, Implementation, PossibleUse } from "./link.js";
import { SYMBOL_KINDS, type Occurrence, type OccurrenceKind, type OccurrenceRole, type SymbolInfo, type SymbolKind, type SymbolScope } from "./model.js";
import { ModuleSymbol, OccurrenceRecord, type SpanSource } from "./records.js";

/** Bumped whenever what a record holds, or how links are made, changes. */
export const SNAPSHOT_FORMAT = 1;

/** One symbol: name, kind, scope, qualified_name, id, container, span (4), decl_span (4), signature, doc. */
type SymbolRow = [string, SymbolKind, SymbolScope, string, string, string | null, number, number, number, number, number, number, number, number, string | null, string | null];

export interface FileRecord {
  path: string;
  /** Of the file as the record was made (UTF-8 bytes; the content hash decides, size is a quick reject). */
  size: number;
  mtimeMs: number;
  /** SHA-256 (hex) of the text. */
  hash: string;
  module: string;
  fingerprint: string;
  /** The tree had ERROR or MISSING nodes. */
  broken: boolean;
  deps: string[];
  /** Top-level statements too deep to analyse: start, end pairs. */
  unanalysed: number[];
  /** The symbols other than the file's module symbol. */
  symbols: SymbolRow[];
  /** Symbol ids the occurrences name (each once). */
  ids: string[];
  /** Per occurrence: start, end, index into `ids`, role * 8 + kind. */
  occurrences: number[];
  /** [occurrence index, via] of the occurrences that have one. */
  via: [number, string][];
  /** [member, start, end, why]. */
  possible: [string, number, number, string][];
  /** [type id, interface id]. */
  implementations: [string, string][];
}

const ROLES: readonly OccurrenceRole[] = ["definition", "signature", "import", "alias", "reference", "write", "implementation"];
const KINDS: readonly OccurrenceKind[] = ["definition", "read", "write", "call", "import", "type", "implementation"];
const SCOPES: readonly SymbolScope[] = ["top-level", "member", "local"];

/** What a record is made from besides the link. */
export interface RecordSource {
  text: string;
  hash: string;
  size: number;
  mtimeMs: number;
  fingerprint: string;
  broken: boolean;
  unanalysed: readonly { readonly start: number; readonly end: number }[] | undefined;
}

export function recordOf(link: FileLink, source: RecordSource): FileRecord {
  const ids: string[] = [];
  const idIndex = new Map<string, number>();
  const occurrences: number[] = [];
  const via: [number, string][] = [];
  link.occurrences.forEach((o, i) => {
    let at = idIndex.get(o.symbol);
    if (at === undefined) {
      at = ids.push(o.symbol) - 1;
      idIndex.set(o.symbol, at);
    }
    occurrences.push(o.start, o.end, at, ROLES.indexOf(o.role) * 8 + KINDS.indexOf(o.kind));
    if (o.via !== undefined) via.push([i, o.via]);
  });
  return {
    path: link.path,
    size: source.size,
    mtimeMs: source.mtimeMs,
    hash: source.hash,
    module: link.module,
    fingerprint: source.fingerprint,
    broken: source.broken,
    deps: [...link.deps],
    unanalysed: (source.unanalysed ?? []).flatMap((r) => [r.start, r.end]),
    symbols: link.symbols.filter((s) => s.kind !== "module").map(symbolRow),
    ids,
    occurrences,
    via,
    possible: link.possible.map((p) => [p.member, p.start, p.end, p.why]),
    implementations: link.implementations.map((i) => [i.type, i.interface]),
  };
}

function symbolRow(s: SymbolInfo): SymbolRow {
  const span = s.span ?? [1, 1, 1, 1];
  const decl = s.decl_span ?? span;
  return [s.name, s.kind, s.scope, s.qualified_name, s.id, s.container, ...span, ...decl, s.signature, s.doc] as SymbolRow;
}

/** Spans of one text's offsets, its line index made on first use. */
export class TextSpans implements SpanSource {
  private index: LineIndex | undefined;

  constructor(private readonly text: string) {}

  get lines(): LineIndex {
    return (this.index ??= new LineIndex(this.text));
  }

  span(start: number, end: number): Span {
    return this.lines.offsetSpan(start, end);
  }
}

/** The link a record stands for; `spans` computes spans of the file's offsets. */
export function linkOf(record: FileRecord, spans: SpanSource): FileLink {
  const file = record.path;
  const symbols: SymbolInfo[] = [new ModuleSymbol(record.module, file)];
  for (const row of record.symbols) symbols.push(restoredSymbol(row, record.module, file));
  const vias = new Map(record.via);
  const occurrences: Occurrence[] = [];
  const o = record.occurrences;
  for (let i = 0, n = 0; i < o.length; i += 4, n++) {
    const code = o[i + 3]!;
    occurrences.push(new OccurrenceRecord(spans, file, o[i]!, o[i + 1]!, record.ids[o[i + 2]!]!, ROLES[code >> 3]!, KINDS[code & 7]!, vias.get(n)));
  }
  const possible: PossibleUse[] = record.possible.map(([member, start, end, why]) => ({ file, member, start, end, why, source: spans }));
  const implementations: Implementation[] = record.implementations.map(([type, iface]) => ({ type, interface: iface }));
  return { path: file, module: record.module, version: 1, symbols, occurrences, possible, implementations, deps: new Set(record.deps) };
}

function restoredSymbol(row: SymbolRow, module: string, file: string): SymbolInfo {
  const [name, kind, scope, qualified_name, id, container, a, b, c, d, e, f, g, h, signature, doc] = row;
  const span: Span = [a, b, c, d];
  const decl_span: Span = [e, f, g, h];
  return { name, kind, scope, qualified_name, id, module, container, file, span, decl_span, signature, doc, origin: "workspace" };
}

/** The unanalysed ranges of a record. */
export function unanalysedOf(record: FileRecord): { start: number; end: number }[] | undefined {
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < record.unanalysed.length; i += 2) out.push({ start: record.unanalysed[i]!, end: record.unanalysed[i + 1]! });
  return out.length > 0 ? out : undefined;
}

// ─────────────────────────── reading from disk ───────────────────────────

/**
 * `raw` as a FileRecord, or undefined when anything in it is not what
 * `recordOf` writes: a field missing or of another type, an offset outside
 * a text of `textLength` characters, an id index or a code out of range.
 */
export function readRecord(raw: unknown, textLength: number): FileRecord | undefined {
  if (!isObject(raw)) return undefined;
  const r = raw as Partial<Record<keyof FileRecord, unknown>>;
  const ok =
    typeof r.path === "string" &&
    isCount(r.size) &&
    typeof r.mtimeMs === "number" &&
    typeof r.hash === "string" &&
    typeof r.module === "string" &&
    typeof r.fingerprint === "string" &&
    typeof r.broken === "boolean" &&
    isStrings(r.deps) &&
    isOffsets(r.unanalysed, textLength) &&
    r.unanalysed.length % 2 === 0 &&
    Array.isArray(r.symbols) &&
    r.symbols.every(isSymbolRow) &&
    isStrings(r.ids) &&
    isOccurrences(r.occurrences, r.ids.length, textLength) &&
    Array.isArray(r.via) &&
    r.via.every((v) => Array.isArray(v) && v.length === 2 && isCount(v[0]) && typeof v[1] === "string") &&
    Array.isArray(r.possible) &&
    r.possible.every((p) => Array.isArray(p) && p.length === 4 && typeof p[0] === "string" && isRange(p[1], p[2], textLength) && typeof p[3] === "string") &&
    Array.isArray(r.implementations) &&
    r.implementations.every((i) => Array.isArray(i) && i.length === 2 && typeof i[0] === "string" && typeof i[1] === "string");
  return ok ? (raw as unknown as FileRecord) : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

function isRange(start: unknown, end: unknown, textLength: number): boolean {
  return isCount(start) && isCount(end) && start <= end && end <= textLength;
}

function isOffsets(value: unknown, textLength: number): value is number[] {
  return Array.isArray(value) && value.every((v) => isCount(v) && v <= textLength);
}

function isOccurrences(value: unknown, ids: number, textLength: number): boolean {
  if (!Array.isArray(value) || value.length % 4 !== 0) return false;
  for (let i = 0; i < value.length; i += 4) {
    const [start, end, id, code] = [value[i], value[i + 1], value[i + 2], value[i + 3]];
    if (!isRange(start, end, textLength) || !isCount(id) || id >= ids || !isCount(code)) return false;
    if ((code & 7) >= KINDS.length || code >> 3 >= ROLES.length) return false;
  }
  return true;
}

function isSymbolRow(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 16) return false;
  const [name, kind, scope, qualified, id, container] = value;
  const nullableString = (v: unknown) => v === null || typeof v === "string";
  return (
    typeof name === "string" &&
    (SYMBOL_KINDS as readonly unknown[]).includes(kind) &&
    kind !== "module" &&
    (SCOPES as readonly unknown[]).includes(scope) &&
    typeof qualified === "string" &&
    typeof id === "string" &&
    nullableString(container) &&
    value.slice(6, 14).every((n) => isCount(n) && n >= 1) &&
    nullableString(value[14]) &&
    nullableString(value[15])
  );
}

// What the symbol index keeps of one file, as plain data that can be saved
// and read back (the persistent index: src/project/index-cache.ts stores it,
// workspace-index.ts restores it). A file's record is everything lookup_symbol
// and find_references read of its link - symbols, occurrences (offsets and
// symbol ids; spans are recomputed from the text), possible member uses,
// implementations, the files it consulted, its interface fingerprint - so a
// restored file serves every answer without being parsed, as long as its text
// is the one the record was made from (the content hash says so).
// Compact, because a million-line workspace has millions of occurrences:
// numbers for kinds and roles, occurrence starts as deltas, symbol ids that
// follow from the module and qualified name left out, and the ids other files
// name kept once for the whole snapshot (`strings`). A restored link decodes
// its occurrences only when asked (RestoredLink).
// Records come from disk: `readSnapshot` checks every field and every offset,
// and anything unexpected makes the snapshot unusable.
import type { Span } from "../../diagnostics/diagnostic.js";
import { LineIndex } from "../../syntax/line-index.js";
import type { FileLink, Implementation, PossibleUse } from "./link.js";
import { SYMBOL_KINDS, type Occurrence, type OccurrenceKind, type OccurrenceRole, type SymbolInfo, type SymbolKind, type SymbolScope } from "./model.js";
import { ModuleSymbol, OccurrenceRecord, type SpanSource } from "./records.js";

/** Bumped whenever what a record holds, or how links are made, changes. */
export const SNAPSHOT_FORMAT = 2;

/**
 * One symbol: name, kind (index in SYMBOL_KINDS), scope (index in SCOPES),
 * qualified_name (null: what the scope makes of name and container), id (0:
 * `module.qualified_name`, 1: the same with `@line:column` of its span, else
 * the id), container, span (4), decl_span (4), signature, doc.
 */
type SymbolRow = [string, number, number, string | null, 0 | 1 | string, string | null, number, number, number, number, number, number, number, number, string | null, string | null];

export interface FileRecord {
  path: string;
  /** Of the file as the record was made (bytes on disk; the content hash decides, size is a quick reject). */
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
  /** The distinct symbol ids the occurrences name: n ≥ 0 is `strings[n]`, n < 0 the id of `symbols[-n - 1]`. */
  ids: number[];
  /** Per occurrence: start minus the previous one's, length, index into `ids`, role * 8 + kind. */
  occurrences: number[];
  /** [occurrence index, via] of the occurrences that have one. */
  via: [number, string][];
  /** [member, start, end, why]. */
  possible: [string, number, number, string][];
  /** [type id, interface id]. */
  implementations: [string, string][];
}

export interface IndexSnapshot {
  /** Symbol ids named by the files' `ids`. */
  strings: string[];
  files: FileRecord[];
}

const ROLES: readonly OccurrenceRole[] = ["definition", "signature", "import", "alias", "reference", "write", "implementation"];
const KINDS: readonly OccurrenceKind[] = ["definition", "read", "write", "call", "import", "type", "implementation"];
const SCOPES: readonly SymbolScope[] = ["top-level", "member", "local"];

/** What a record is made from besides the link. */
export interface RecordSource {
  hash: string;
  size: number;
  mtimeMs: number;
  fingerprint: string;
  broken: boolean;
  unanalysed: readonly { readonly start: number; readonly end: number }[] | undefined;
}

/** Builds a snapshot's shared string table while its records are made. */
export class SnapshotWriter {
  readonly strings: string[] = [];
  private readonly indexOf = new Map<string, number>();

  string(value: string): number {
    let at = this.indexOf.get(value);
    if (at === undefined) {
      at = this.strings.push(value) - 1;
      this.indexOf.set(value, at);
    }
    return at;
  }

  record(link: FileLink, source: RecordSource): FileRecord {
    const base = {
      path: link.path,
      size: source.size,
      mtimeMs: source.mtimeMs,
      hash: source.hash,
      module: link.module,
      fingerprint: source.fingerprint,
      broken: source.broken,
      deps: [...link.deps],
      unanalysed: (source.unanalysed ?? []).flatMap((r) => [r.start, r.end]),
      possible: link.possible.map((p): [string, number, number, string] => [p.member, p.start, p.end, p.why]),
      implementations: link.implementations.map((i): [string, string] => [i.type, i.interface]),
    };
    if (link instanceof RestoredLink) return { ...base, ...link.reencoded(this) };
    const symbols = link.symbols.filter((s) => s.kind !== "module");
    const own = new Map<string, number>();
    symbols.forEach((s, i) => own.has(s.id) || own.set(s.id, -i - 1));
    const ids = link.ids.map((id) => own.get(id) ?? this.string(id));
    const idIndex = new Map(link.ids.map((id, i) => [id, i]));
    const occurrences: number[] = [];
    const via: [number, string][] = [];
    let previous = 0;
    link.occurrences.forEach((o, i) => {
      occurrences.push(o.start - previous, o.end - o.start, idIndex.get(o.symbol)!, ROLES.indexOf(o.role) * 8 + KINDS.indexOf(o.kind));
      previous = o.start;
      if (o.via !== undefined) via.push([i, o.via]);
    });
    return { ...base, symbols: symbols.map((s) => symbolRow(s, link.module)), ids, occurrences, via };
  }
}

/**
 * A snapshot made in steps: each step encodes files until its time is up,
 * and the JSON text is made per file, so that no step takes long however
 * large the workspace. `current()` says whether the index is still the one
 * the job started from (if not, its result would mix two states: drop it).
 */
export class SnapshotJob {
  private readonly writer = new SnapshotWriter();
  private readonly parts: string[] = [];
  private next = 0;
  private failed = false;

  constructor(
    private readonly files: readonly (() => { link: FileLink; source: RecordSource } | undefined)[],
    readonly current: () => boolean,
    private readonly saved: () => void,
  ) {}

  /** Encodes files for up to `budgetMs`; true once every file is (or the job failed). */
  step(budgetMs: number): boolean {
    const until = performance.now() + budgetMs;
    while (this.next < this.files.length && !this.failed) {
      const file = this.files[this.next++]!();
      if (!file) this.failed = true;
      else this.parts.push(JSON.stringify(this.writer.record(file.link, file.source)));
      if (performance.now() > until) break;
    }
    return this.failed || this.next === this.files.length;
  }

  /** The snapshot's JSON text (undefined if a file had no link); the index then counts as saved. */
  text(): string | undefined {
    if (this.failed) return undefined;
    this.saved();
    return `{"strings":${JSON.stringify(this.writer.strings)},"files":[${this.parts.join(",")}]}`;
  }
}

function symbolRow(s: SymbolInfo, module: string): SymbolRow {
  const span = s.span ?? [1, 1, 1, 1];
  const decl = s.decl_span ?? span;
  const qualified = derivedQualified(s.scope, s.name, s.container) === s.qualified_name ? null : s.qualified_name;
  const plainId = `${module}.${s.qualified_name}`;
  const id = s.id === plainId ? 0 : s.id === `${plainId}@${span[0]}:${span[1]}` ? 1 : s.id;
  return [s.name, SYMBOL_KINDS.indexOf(s.kind), SCOPES.indexOf(s.scope), qualified, id, s.container, ...span, ...decl, s.signature, s.doc] as SymbolRow;
}

function derivedQualified(scope: SymbolScope, name: string, container: string | null): string {
  if (scope === "top-level" || container === null) return name;
  return scope === "local" ? `${container}#${name}` : `${container}.${name}`;
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

/** A symbol read from a record (its fields decoded when read). */
class RestoredSymbol implements SymbolInfo {
  readonly origin = "workspace" as const;
  /** Made on first use (rankings compare ids many times). */
  private cachedId: string | undefined;

  constructor(
    private readonly row: SymbolRow,
    readonly module: string,
    readonly file: string,
  ) {}

  get name(): string {
    return this.row[0];
  }
  get kind(): SymbolKind {
    return SYMBOL_KINDS[this.row[1]]!;
  }
  get scope(): SymbolScope {
    return SCOPES[this.row[2]]!;
  }
  get qualified_name(): string {
    return this.row[3] ?? derivedQualified(this.scope, this.name, this.container);
  }
  get id(): string {
    if (this.cachedId !== undefined) return this.cachedId;
    const id = this.row[4];
    if (typeof id === "string") return (this.cachedId = id);
    const plain = `${this.module}.${this.qualified_name}`;
    return (this.cachedId = id === 0 ? plain : `${plain}@${this.row[6]}:${this.row[7]}`);
  }
  get container(): string | null {
    return this.row[5];
  }
  get span(): Span {
    const r = this.row;
    return [r[6], r[7], r[8], r[9]];
  }
  get decl_span(): Span {
    const r = this.row;
    return [r[10], r[11], r[12], r[13]];
  }
  get signature(): string | null {
    return this.row[14];
  }
  get doc(): string | null {
    return this.row[15];
  }
}

/** A file's link restored from its record: occurrences decoded on first use. */
export class RestoredLink implements FileLink {
  readonly version = 1;
  readonly path: string;
  readonly module: string;
  readonly symbols: readonly SymbolInfo[];
  readonly ids: readonly string[];
  readonly deps: ReadonlySet<string>;
  readonly possible: readonly PossibleUse[];
  readonly implementations: readonly Implementation[];
  private decoded: Occurrence[] | undefined;

  constructor(
    private readonly record: FileRecord,
    strings: readonly string[],
    private readonly spans: SpanSource,
  ) {
    const file = record.path;
    this.path = file;
    this.module = record.module;
    const symbols: SymbolInfo[] = [new ModuleSymbol(record.module, file)];
    for (const row of record.symbols) symbols.push(new RestoredSymbol(row, record.module, file));
    this.symbols = symbols;
    this.ids = record.ids.map((n) => (n >= 0 ? strings[n]! : symbols[-n]!.id));
    this.deps = new Set(record.deps);
    this.possible = record.possible.map(([member, start, end, why]) => ({ file, member, start, end, why, source: spans }));
    this.implementations = record.implementations.map(([type, iface]) => ({ type, interface: iface }));
  }

  /** `link` in this compact form (its symbol ids in `writer`'s table): it no longer refers to the file's model. */
  static compact(link: FileLink, writer: SnapshotWriter, spans: TextSpans): RestoredLink {
    const record = writer.record(link, { hash: "", size: 0, mtimeMs: 0, fingerprint: "", broken: false, unanalysed: undefined });
    return new RestoredLink(record, writer.strings, spans);
  }

  get occurrences(): readonly Occurrence[] {
    return (this.decoded ??= this.decode(undefined));
  }

  /** The occurrences of symbol `id`, decoding only those. */
  occurrencesOf(id: string): Occurrence[] {
    if (this.decoded) return this.decoded.filter((o) => o.symbol === id);
    const at = this.ids.indexOf(id);
    return at < 0 ? [] : this.decode(at);
  }

  /** The occurrences with role `role`, decoding only those. */
  occurrencesWithRole(role: OccurrenceRole): Occurrence[] {
    if (this.decoded) return this.decoded.filter((o) => o.role === role);
    const code = ROLES.indexOf(role);
    return this.decode(undefined, code);
  }

  private decode(only: number | undefined, role?: number): Occurrence[] {
    const o = this.record.occurrences;
    const vias = this.record.via.length > 0 ? new Map(this.record.via) : undefined;
    const out: Occurrence[] = [];
    let start = 0;
    for (let i = 0, n = 0; i < o.length; i += 4, n++) {
      start += o[i]!;
      const id = o[i + 2]!;
      if (only !== undefined && id !== only) continue;
      const code = o[i + 3]!;
      if (role !== undefined && code >> 3 !== role) continue;
      out.push(new OccurrenceRecord(this.spans, this.path, start, start + o[i + 1]!, this.ids[id]!, ROLES[code >> 3]!, KINDS[code & 7]!, vias?.get(n)));
    }
    return out;
  }

  /** The record's symbols and occurrences with its ids in `writer`'s string table. */
  reencoded(writer: SnapshotWriter): Pick<FileRecord, "symbols" | "ids" | "occurrences" | "via"> {
    const { symbols, occurrences, via } = this.record;
    const ids = this.record.ids.map((n, i) => (n >= 0 ? writer.string(this.ids[i]!) : n));
    return { symbols, ids, occurrences, via };
  }
}

/** The unanalysed ranges of a record. */
export function unanalysedOf(record: FileRecord): { start: number; end: number }[] | undefined {
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < record.unanalysed.length; i += 2) out.push({ start: record.unanalysed[i]!, end: record.unanalysed[i + 1]! });
  return out.length > 0 ? out : undefined;
}

// ─────────────────────────── reading from disk ───────────────────────────

/** `raw` as a snapshot's outer shape (the records are checked one by one with readRecord), or undefined. */
export function readSnapshot(raw: unknown): { strings: string[]; files: unknown[] } | undefined {
  if (!isObject(raw) || !isStrings(raw.strings) || !Array.isArray(raw.files)) return undefined;
  return { strings: raw.strings, files: raw.files as unknown[] };
}

/**
 * `raw` as a FileRecord, or undefined when anything in it is not what
 * SnapshotWriter writes: a field missing or of another type, an offset
 * outside a text of `textLength` characters, an index or a code out of range.
 */
export function readRecord(raw: unknown, strings: number, textLength: number): FileRecord | undefined {
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
    Array.isArray(r.ids) &&
    r.ids.every((n) => Number.isInteger(n) && (n as number) < strings && (n as number) >= -(r.symbols as unknown[]).length) &&
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
  let start = 0;
  for (let i = 0; i < value.length; i += 4) {
    const [delta, length, id, code] = [value[i], value[i + 1], value[i + 2], value[i + 3]];
    if (!isCount(delta) || !isCount(length) || !isCount(id) || id >= ids || !isCount(code)) return false;
    start += delta;
    if (start + length > textLength || (code & 7) >= KINDS.length || code >> 3 >= ROLES.length) return false;
  }
  return true;
}

function isSymbolRow(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 16) return false;
  const [name, kind, scope, qualified, id, container] = value;
  const nullableString = (v: unknown) => v === null || typeof v === "string";
  return (
    typeof name === "string" &&
    isCount(kind) &&
    kind < SYMBOL_KINDS.length &&
    SYMBOL_KINDS[kind] !== "module" &&
    isCount(scope) &&
    scope < SCOPES.length &&
    nullableString(qualified) &&
    (id === 0 || id === 1 || typeof id === "string") &&
    nullableString(container) &&
    value.slice(6, 14).every((n) => isCount(n) && n >= 1) &&
    nullableString(value[14]) &&
    nullableString(value[15])
  );
}

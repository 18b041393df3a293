// What the symbol index keeps of one file, as data that can be saved and
// read back (the persistent index: src/project/index-cache.ts stores it,
// workspace-index.ts restores it). A file's record is everything lookup_symbol
// and find_references read of its link - symbols, occurrences (offsets and
// symbol ids; spans are recomputed from the text), possible member uses,
// implementations, the files it consulted, its interface fingerprint - so a
// restored file serves every answer without being parsed, as long as its text
// is the one the record was made from (the content hash says so).
// Compact and quick to read back, because a million-line workspace has half
// a million symbols and millions of occurrences: each record is a few
// Int32Arrays (symbols, occurrences, ...) whose strings are indices into one
// table shared by the whole snapshot (`strings`: every name, id, signature and
// doc once), so that reading a snapshot is copying typed arrays and one array
// of strings, and a restored symbol reads its fields from those arrays.
// The pair to make a snapshot and take it back: `SnapshotWriter.record(link,
// source)` per file → `{ strings: writer.strings, files }` (an IndexSnapshot,
// which structured clone carries between threads as it is) →
// `SymbolIndex.restore(files, snapshot)`. On disk (encodeSnapshot /
// decodeSnapshot), two frames per record - its other fields (v8.serialize)
// and its Int32Arrays' bytes one after the other, read back as views of the
// file without a copy - then the string table a slice per frame
// (v8.serialize), then the counts. Records come from disk: `readSnapshot` / `readRecord` check
// every field, every string index and every offset, and anything unexpected
// makes the snapshot unusable.
import { deserialize, serialize } from "node:v8";
import type { Span } from "../../diagnostics/diagnostic.js";
import { LineIndex } from "../../syntax/line-index.js";
import type { FailedImport, FileLink, Implementation, PossibleUse } from "./link.js";
import { LOCAL_KINDS, SYMBOL_KINDS, type Occurrence, type OccurrenceKind, type OccurrenceRole, type SymbolInfo, type SymbolKind, type SymbolScope } from "./model.js";
import { ModuleSymbol, OccurrenceRecord, type SpanSource } from "./records.js";

/** Bumped whenever what a record holds, or how links are made, changes. */
export const SNAPSHOT_FORMAT = 9;

/**
 * Int32 slots per symbol in FileRecord.symbols: name, kind (index in
 * SYMBOL_KINDS), scope (index in SCOPES), qualified_name, id (ID_PLAIN:
 * `module.qualified_name`, ID_AT: the same with `@line:column` of its span,
 * else a string), container, span (4), decl_span (4), signature, doc.
 * Strings are indices into the snapshot's `strings`, NONE for null. Ids that
 * follow from the module and qualified name are left out (a string per
 * symbol, most of them never asked for): made when first read.
 */
const SYMBOL_SLOTS = 16;
const NONE = -1;
const ID_PLAIN = -1;
const ID_AT = -2;
/** The slots of a symbol that hold a string (or NONE where the field may be null; the id is apart). */
const SYMBOL_STRINGS = [0, 3, 5, 14, 15] as const;
const NULLABLE_STRINGS = new Set([5, 14, 15]);

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
  unanalysed: Int32Array;
  /** The symbols other than the file's module symbol, SYMBOL_SLOTS each. */
  symbols: Int32Array;
  /** The distinct symbol ids the occurrences name: n ≥ 0 is `strings[n]`, n < 0 the id of symbol -n - 1. */
  ids: Int32Array;
  /** Per occurrence: start minus the previous one's, length, index into `ids`, role << KIND_BITS | kind. */
  occurrences: Int32Array;
  /** [occurrence index, via (string)] of the occurrences that have one. */
  via: Int32Array;
  /** [member (string), start, end, why (string)]. */
  possible: Int32Array;
  /** [type id (string), interface id (string)]. */
  implementations: Int32Array;
  /** [file the path names (string), start, end, why (string)] of the `use` statements that fail (link.ts FailedImport). */
  failed: Int32Array;
}

/** A saved index: the records of every file and the strings they refer to. */
export interface IndexSnapshot {
  strings: string[];
  files: FileRecord[];
}

const ROLES: readonly OccurrenceRole[] = ["definition", "signature", "import", "alias", "reference", "write", "implementation"];
// (A kind is the low KIND_BITS bits of an occurrence's role-and-kind number: at most 16.)
const KINDS: readonly OccurrenceKind[] = ["definition", "read", "write", "call", "import", "type", "implementation", "argument", "signature"];
/** An occurrence's role and kind share one number: the kind in its low bits. */
const KIND_BITS = 4;
const KIND_MASK = (1 << KIND_BITS) - 1;
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

  private nullable(value: string | null): number {
    return value === null ? NONE : this.string(value);
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
      unanalysed: Int32Array.from((source.unanalysed ?? []).flatMap((r) => [r.start, r.end])),
    };
    if (link instanceof RestoredLink) return { ...base, ...link.reencoded(this) };
    const symbols = link.symbols.filter((s) => s.kind !== "module");
    const own = new Map<string, number>();
    symbols.forEach((s, i) => own.has(s.id) || own.set(s.id, -i - 1));
    const ids = Int32Array.from(link.ids, (id) => own.get(id) ?? this.string(id));
    const idIndex = new Map(link.ids.map((id, i) => [id, i]));
    const occurrences = new Int32Array(link.occurrences.length * 4);
    const via: number[] = [];
    let previous = 0;
    // Element by element: an array literal per occurrence was most of what indexing a workspace allocated here.
    link.occurrences.forEach((o, i) => {
      const at = i * 4;
      occurrences[at] = o.start - previous;
      occurrences[at + 1] = o.end - o.start;
      occurrences[at + 2] = idIndex.get(o.symbol)!;
      occurrences[at + 3] = (ROLES.indexOf(o.role) << KIND_BITS) | KINDS.indexOf(o.kind);
      previous = o.start;
      if (o.via !== undefined) via.push(i, this.string(o.via));
    });
    return {
      ...base,
      symbols: this.symbolSlots(symbols, link.module),
      ids,
      occurrences,
      via: Int32Array.from(via),
      possible: Int32Array.from(link.possible.flatMap((p) => [this.string(p.member), p.start, p.end, this.string(p.why)])),
      implementations: Int32Array.from(link.implementations.flatMap((i) => [this.string(i.type), this.string(i.interface)])),
      failed: Int32Array.from(link.failedImports.flatMap((f) => [this.string(f.sourceFile), f.start, f.end, this.string(f.why)])),
    };
  }

  private symbolSlots(symbols: readonly SymbolInfo[], module: string): Int32Array {
    const out = new Int32Array(symbols.length * SYMBOL_SLOTS);
    symbols.forEach((s, i) => {
      const span = s.span ?? [1, 1, 1, 1];
      const decl = s.decl_span ?? span;
      const plain = `${module}.${s.qualified_name}`;
      const id = s.id === plain ? ID_PLAIN : s.id === `${plain}@${span[0]}:${span[1]}` ? ID_AT : this.string(s.id);
      let at = i * SYMBOL_SLOTS;
      out[at++] = this.string(s.name);
      out[at++] = SYMBOL_KINDS.indexOf(s.kind);
      out[at++] = SCOPES.indexOf(s.scope);
      out[at++] = this.string(s.qualified_name);
      out[at++] = id;
      out[at++] = this.nullable(s.container);
      for (const part of span) out[at++] = part;
      for (const part of decl) out[at++] = part;
      out[at++] = this.nullable(s.signature);
      out[at++] = this.nullable(s.doc);
    });
    return out;
  }
}

/**
 * A snapshot made in steps: each step encodes files until its time is up,
 * each record serialized as it is made and the string table a slice at a
 * time, so that no step takes long however large the workspace.
 * `current()` says whether the index is still the one the job started from
 * (if not, its result would mix two states: drop it).
 */
export class SnapshotJob {
  private readonly writer = new SnapshotWriter();
  private readonly records: Buffer[] = [];
  private readonly tables: Buffer[] = [];
  private next = 0;
  private nextString = 0;
  private failed = false;

  constructor(
    private readonly files: readonly (() => { link: FileLink; source: RecordSource } | undefined)[],
    readonly current: () => boolean,
    private readonly saved: () => void,
  ) {}

  /** Encodes files (then the string table) for up to `budgetMs`; true once all is (or the job failed). */
  step(budgetMs: number): boolean {
    const until = performance.now() + budgetMs;
    while (this.next < this.files.length && !this.failed) {
      const file = this.files[this.next++]!();
      if (!file) this.failed = true;
      else this.records.push(...recordFrames(this.writer.record(file.link, file.source)));
      if (performance.now() > until) return this.failed;
    }
    const strings = this.writer.strings;
    while (this.nextString < strings.length && !this.failed) {
      const slice = strings.slice(this.nextString, this.nextString + STRINGS_PER_FRAME);
      this.nextString += slice.length;
      this.tables.push(serialize(slice));
      if (performance.now() > until) break;
    }
    return this.failed || this.nextString === strings.length;
  }

  /** The snapshot's frames (decodeSnapshot reads them back; undefined if a file had no link); the index then counts as saved. */
  frames(): Buffer[] | undefined {
    if (this.failed) return undefined;
    this.saved();
    return [...this.records, ...this.tables, serialize({ files: this.records.length / 2, tables: this.tables.length })];
  }
}

/** Strings per frame of the string table (a few milliseconds to serialize). */
const STRINGS_PER_FRAME = 20_000;

/** A snapshot object as frames (what SnapshotJob makes in steps, in one go). */
export function encodeSnapshot(snapshot: IndexSnapshot): Buffer[] {
  const tables: Buffer[] = [];
  for (let at = 0; at < snapshot.strings.length; at += STRINGS_PER_FRAME) tables.push(serialize(snapshot.strings.slice(at, at + STRINGS_PER_FRAME)));
  return [...snapshot.files.flatMap(recordFrames), ...tables, serialize({ files: snapshot.files.length, tables: tables.length })];
}

/** The record's typed arrays, in the order their bytes follow each other in its second frame. */
const INT_FIELDS = ["unanalysed", "symbols", "ids", "occurrences", "via", "possible", "implementations", "failed"] as const;

/** A record as two frames: its other fields with the lengths of its typed arrays, and their bytes. */
function recordFrames(record: FileRecord): [Buffer, Buffer] {
  const head: Record<string, unknown> = { ...record, lengths: INT_FIELDS.map((f) => record[f].length) };
  for (const f of INT_FIELDS) delete head[f];
  return [serialize(head), Buffer.concat(INT_FIELDS.map((f) => Buffer.from(record[f].buffer, record[f].byteOffset, record[f].byteLength)))];
}

/** A record back from its two frames (unchecked), or undefined when the lengths do not add up to the bytes. */
function recordFromFrames(headFrame: Buffer, ints: Buffer): unknown {
  const head = deserialize(headFrame) as unknown;
  if (!isObject(head) || !Array.isArray(head.lengths) || head.lengths.length !== INT_FIELDS.length || !head.lengths.every(isCount)) return undefined;
  const lengths = head.lengths as number[];
  if (lengths.reduce((a, b) => a + b, 0) * 4 !== ints.length) return undefined;
  // A view where the bytes are aligned (the cache file aligns its frames), else a copy.
  const aligned = ints.byteOffset % 4 === 0;
  const all = aligned ? new Int32Array(ints.buffer, ints.byteOffset, ints.length / 4) : new Int32Array(Uint8Array.from(ints).buffer);
  let at = 0;
  INT_FIELDS.forEach((f, i) => {
    head[f] = all.subarray(at, at + lengths[i]!);
    at += lengths[i]!;
  });
  delete head.lengths;
  return head;
}

/**
 * Frames back to a snapshot's shape, unchecked (restore() checks it with
 * readSnapshot / readRecord), or undefined when they are not frames
 * SnapshotJob writes. The typed arrays are views of the frames' memory.
 */
export function decodeSnapshot(frames: readonly Buffer[]): unknown {
  try {
    const last = frames.length > 0 ? (deserialize(frames[frames.length - 1]!) as { files?: unknown; tables?: unknown } | null) : undefined;
    if (!isObject(last) || !isCount(last.files) || !isCount(last.tables) || last.files * 2 + last.tables !== frames.length - 1) return undefined;
    const files: unknown[] = [];
    for (let i = 0; i < last.files; i++) {
      const record = recordFromFrames(frames[2 * i]!, frames[2 * i + 1]!);
      if (record === undefined) return undefined;
      files.push(record);
    }
    const strings: unknown[] = [];
    for (const frame of frames.slice(last.files * 2, -1)) {
      const slice = deserialize(frame) as unknown;
      if (!Array.isArray(slice)) return undefined;
      for (const s of slice) strings.push(s);
    }
    return { strings, files };
  } catch {
    return undefined; // not what serialize wrote
  }
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

/** A symbol read from a record (its fields read from the record's slots when asked). */
class RestoredSymbol implements SymbolInfo {
  readonly origin = "workspace" as const;
  /** Made on first use (rankings compare ids many times). */
  private cachedId: string | undefined;

  constructor(
    private readonly slots: Int32Array,
    private readonly at: number,
    private readonly strings: readonly string[],
    readonly module: string,
    readonly file: string,
  ) {}

  private stringAt(slot: number): string | null {
    const n = this.slots[this.at + slot]!;
    return n === NONE ? null : this.strings[n]!;
  }
  get name(): string {
    return this.strings[this.slots[this.at]!]!;
  }
  get kind(): SymbolKind {
    return SYMBOL_KINDS[this.slots[this.at + 1]!]!;
  }
  get scope(): SymbolScope {
    return SCOPES[this.slots[this.at + 2]!]!;
  }
  get qualified_name(): string {
    return this.strings[this.slots[this.at + 3]!]!;
  }
  get id(): string {
    if (this.cachedId !== undefined) return this.cachedId;
    const id = this.slots[this.at + 4]!;
    if (id >= 0) return (this.cachedId = this.strings[id]!);
    const plain = `${this.module}.${this.qualified_name}`;
    return (this.cachedId = id === ID_PLAIN ? plain : `${plain}@${this.slots[this.at + 6]!}:${this.slots[this.at + 7]!}`);
  }
  get container(): string | null {
    return this.stringAt(5);
  }
  get span(): Span {
    const [s, a] = [this.slots, this.at];
    return [s[a + 6]!, s[a + 7]!, s[a + 8]!, s[a + 9]!];
  }
  get decl_span(): Span {
    const [s, a] = [this.slots, this.at];
    return [s[a + 10]!, s[a + 11]!, s[a + 12]!, s[a + 13]!];
  }
  get signature(): string | null {
    return this.stringAt(14);
  }
  get doc(): string | null {
    return this.stringAt(15);
  }
}

/** A file's link restored from its record: occurrences decoded on first use. */
/** The occurrences of `link` with `role` (a restored link decodes those only). */
export function occurrencesWithRole(link: FileLink, role: OccurrenceRole): readonly Occurrence[] {
  return link instanceof RestoredLink ? link.occurrencesWithRole(role) : link.occurrences.filter((o) => o.role === role);
}

export class RestoredLink implements FileLink {
  readonly version = 1;
  readonly path: string;
  readonly module: string;
  readonly deps: ReadonlySet<string>;
  readonly possible: readonly PossibleUse[];
  readonly implementations: readonly Implementation[];
  readonly failedImports: readonly FailedImport[];
  private decoded: Occurrence[] | undefined;
  private madeIds: string[] | undefined;
  private readonly moduleSymbol: ModuleSymbol;
  /** The record's symbols made so far (by index in the record), and all of them once `symbols` was read. */
  private readonly made: (SymbolInfo | undefined)[] = [];
  private madeAll: SymbolInfo[] | undefined;
  private madeNonLocal: SymbolInfo[] | undefined;

  constructor(
    private readonly record: FileRecord,
    private readonly strings: readonly string[],
    private readonly spans: SpanSource,
  ) {
    const file = record.path;
    this.path = file;
    this.module = record.module;
    this.moduleSymbol = new ModuleSymbol(record.module, file);
    this.deps = new Set(record.deps);
    const possible: PossibleUse[] = [];
    const p = record.possible;
    for (let i = 0; i < p.length; i += 4) possible.push({ file, member: strings[p[i]!]!, start: p[i + 1]!, end: p[i + 2]!, why: strings[p[i + 3]!]!, source: spans });
    this.possible = possible;
    const implementations: Implementation[] = [];
    const m = record.implementations;
    for (let i = 0; i < m.length; i += 2) implementations.push({ type: strings[m[i]!]!, interface: strings[m[i + 1]!]! });
    this.implementations = implementations;
    const failed: FailedImport[] = [];
    const f = record.failed;
    for (let i = 0; i < f.length; i += 4) failed.push({ file, sourceFile: strings[f[i]!]!, start: f[i + 1]!, end: f[i + 2]!, why: strings[f[i + 3]!]!, source: spans });
    this.failedImports = failed;
  }

  /** `link` in this compact form (its strings in `writer`'s table): it no longer refers to the file's model. */
  static compact(link: FileLink, writer: SnapshotWriter, spans: TextSpans): RestoredLink {
    const record = writer.record(link, { hash: "", size: 0, mtimeMs: 0, fingerprint: "", broken: false, unanalysed: undefined });
    return new RestoredLink(record, writer.strings, spans);
  }

  /** The module symbol, then the record's symbols (made when first read: most of them never are). */
  get symbols(): readonly SymbolInfo[] {
    if (this.madeAll) return this.madeAll;
    const all: SymbolInfo[] = [this.moduleSymbol];
    for (let i = 0; i < this.record.symbols.length / SYMBOL_SLOTS; i++) all.push(this.symbolAt(i));
    return (this.madeAll = all);
  }

  /** The symbols that are not locals (parameters, locals, generic parameters), without making the others; made once (register, the qualified table and lookups all read it). */
  nonLocalSymbols(): readonly SymbolInfo[] {
    if (this.madeNonLocal) return this.madeNonLocal;
    const out: SymbolInfo[] = [this.moduleSymbol];
    const slots = this.record.symbols;
    for (let i = 0; i < slots.length / SYMBOL_SLOTS; i++) if (!LOCAL_KINDS.has(SYMBOL_KINDS[slots[i * SYMBOL_SLOTS + 1]!]!)) out.push(this.symbolAt(i));
    return (this.madeNonLocal = out);
  }

  private symbolAt(i: number): SymbolInfo {
    return (this.made[i] ??= new RestoredSymbol(this.record.symbols, i * SYMBOL_SLOTS, this.strings, this.module, this.path));
  }

  /** Made when first read (most ids are the file's own symbols', made from their module and name). */
  get ids(): readonly string[] {
    if (this.madeIds) return this.madeIds;
    // A loop, not Array.from: that walks a typed array through its iterator, an object per value.
    const made = new Array<string>(this.record.ids.length);
    for (let i = 0; i < made.length; i++) made[i] = this.idAt(i);
    return (this.madeIds = made);
  }

  /** The ids of other files' symbols its occurrences name (kept as strings: reading them makes no symbol). */
  foreignIds(): string[] {
    const out: string[] = [];
    const ids = this.record.ids;
    for (let i = 0; i < ids.length; i++) if (ids[i]! >= 0) out.push(this.strings[ids[i]!]!);
    return out;
  }

  /** The id at index `i` of the record's ids, without making the others. */
  private idAt(i: number): string {
    const n = this.record.ids[i]!;
    return n >= 0 ? this.strings[n]! : this.symbolAt(-n - 1).id;
  }

  get occurrences(): readonly Occurrence[] {
    return (this.decoded ??= this.decode(undefined));
  }

  /** The occurrences of symbol `id` (with role `role`, when given), decoding only those. */
  occurrencesOf(id: string, role?: OccurrenceRole): Occurrence[] {
    if (this.decoded) return this.decoded.filter((o) => o.symbol === id && (role === undefined || o.role === role));
    // A file's definitions are of its own symbols (the link makes them from its definitions): no other id need be compared.
    const at = this.madeIds ? this.madeIds.indexOf(id) : this.indexOfId(id, role === "definition");
    return at < 0 ? [] : this.decode(at, role === undefined ? undefined : ROLES.indexOf(role));
  }

  /**
   * The index of `id` in the record's ids, without making them: a first
   * query of a symbol used in many files asks each of them, and making a
   * file's every id (a symbol object each) for one lookup was most of a
   * first lookup_symbol's time at 10,005 files. Another file's id is a
   * string of the table; one of this file's symbols is compared as
   * RestoredSymbol.id makes it, without making it. `ownOnly`: only the
   * latter (what a definition names).
   */
  private indexOfId(id: string, ownOnly: boolean): number {
    const { ids, symbols } = this.record;
    const module = this.module;
    // `module.qualified_name` (or with `@line:column`): the part after the module, when the id has it.
    const rest = id.length > module.length && id.startsWith(module) && id.charCodeAt(module.length) === 46 ? id.slice(module.length + 1) : undefined;
    for (let i = 0; i < ids.length; i++) {
      const n = ids[i]!;
      if (n >= 0) {
        if (!ownOnly && this.strings[n] === id) return i;
        continue;
      }
      const at = (-n - 1) * SYMBOL_SLOTS;
      const written = symbols[at + 4]!;
      if (written >= 0) {
        if (this.strings[written] === id) return i;
        continue;
      }
      if (rest === undefined) continue;
      const qualified = this.strings[symbols[at + 3]!]!;
      if (written === ID_PLAIN ? rest === qualified : rest.startsWith(qualified) && rest === `${qualified}@${symbols[at + 6]!}:${symbols[at + 7]!}`) return i;
    }
    return -1;
  }

  /** The occurrences with role `role`, decoding only those. */
  occurrencesWithRole(role: OccurrenceRole): Occurrence[] {
    if (this.decoded) return this.decoded.filter((o) => o.role === role);
    const code = ROLES.indexOf(role);
    return this.decode(undefined, code);
  }

  /** Whether an occurrence has role `role` (without decoding any). */
  hasRole(role: OccurrenceRole): boolean {
    const o = this.record.occurrences;
    const code = ROLES.indexOf(role);
    for (let i = 3; i < o.length; i += 4) if (o[i]! >> KIND_BITS === code) return true;
    return false;
  }

  private decode(only: number | undefined, role?: number): Occurrence[] {
    const o = this.record.occurrences;
    const v = this.record.via;
    const vias = v.length > 0 ? new Map<number, string>() : undefined;
    for (let i = 0; i < v.length; i += 2) vias!.set(v[i]!, this.strings[v[i + 1]!]!);
    const out: Occurrence[] = [];
    let start = 0;
    for (let i = 0, n = 0; i < o.length; i += 4, n++) {
      start += o[i]!;
      const id = o[i + 2]!;
      if (only !== undefined && id !== only) continue;
      const code = o[i + 3]!;
      if (role !== undefined && code >> KIND_BITS !== role) continue;
      const symbol = this.madeIds ? this.madeIds[id]! : this.idAt(id);
      out.push(new OccurrenceRecord(this.spans, this.path, start, start + o[i + 1]!, symbol, ROLES[code >> KIND_BITS]!, KINDS[code & KIND_MASK]!, vias?.get(n)));
    }
    return out;
  }

  /** The record's symbols, ids, occurrences and strings with its strings in `writer`'s table. */
  reencoded(writer: SnapshotWriter): Pick<FileRecord, "symbols" | "ids" | "occurrences" | "via" | "possible" | "implementations" | "failed"> {
    const { symbols, ids, occurrences, via, possible, implementations, failed } = this.record;
    if (writer.strings === this.strings) return { symbols, ids, occurrences, via, possible, implementations, failed };
    const to = (n: number) => (n >= 0 ? writer.string(this.strings[n]!) : n);
    const moved = symbols.slice();
    for (let at = 0; at < moved.length; at += SYMBOL_SLOTS) {
      for (const slot of SYMBOL_STRINGS) moved[at + slot] = to(moved[at + slot]!);
      moved[at + 4] = to(moved[at + 4]!); // ID_PLAIN and ID_AT are negative: kept
    }
    return {
      symbols: moved,
      ids: ids.map(to),
      occurrences,
      via: via.map((n, i) => (i % 2 === 1 ? to(n) : n)),
      possible: possible.map((n, i) => (i % 4 === 0 || i % 4 === 3 ? to(n) : n)),
      implementations: implementations.map(to),
      failed: failed.map((n, i) => (i % 4 === 0 || i % 4 === 3 ? to(n) : n)),
    };
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
 * outside a text of `textLength` characters, a string index not in a table of
 * `strings`, an index or a code out of range.
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
    isInts(r.unanalysed, 2) &&
    r.unanalysed.every((n) => n >= 0 && n <= textLength) &&
    isInts(r.symbols, SYMBOL_SLOTS) &&
    areSymbols(r.symbols, strings) &&
    isInts(r.ids, 1) &&
    r.ids.every((n) => n < strings && n >= -(r.symbols as Int32Array).length / SYMBOL_SLOTS) &&
    isInts(r.occurrences, 4) &&
    areOccurrences(r.occurrences, r.ids.length, textLength) &&
    isInts(r.via, 2) &&
    r.via.every((n, i) => (i % 2 === 0 ? n >= 0 : isString(n, strings))) &&
    isInts(r.possible, 4) &&
    arePossibleUses(r.possible, strings, textLength) &&
    isInts(r.implementations, 2) &&
    r.implementations.every((n) => isString(n, strings)) &&
    isInts(r.failed, 4) &&
    arePossibleUses(r.failed, strings, textLength); // the same shape: string, start, end, string
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

/** An Int32Array of groups of `stride` values. */
function isInts(value: unknown, stride: number): value is Int32Array {
  return value instanceof Int32Array && value.length % stride === 0;
}

function isString(n: number, strings: number): boolean {
  return n >= 0 && n < strings;
}

function arePossibleUses(p: Int32Array, strings: number, textLength: number): boolean {
  for (let i = 0; i < p.length; i += 4) {
    if (!isString(p[i]!, strings) || !isString(p[i + 3]!, strings) || p[i + 1]! < 0 || p[i + 2]! < p[i + 1]! || p[i + 2]! > textLength) return false;
  }
  return true;
}

function areOccurrences(o: Int32Array, ids: number, textLength: number): boolean {
  let start = 0;
  for (let i = 0; i < o.length; i += 4) {
    const [delta, length, id, code] = [o[i]!, o[i + 1]!, o[i + 2]!, o[i + 3]!];
    if (delta < 0 || length < 0 || id < 0 || id >= ids || code < 0) return false;
    start += delta;
    if (start + length > textLength || (code & KIND_MASK) >= KINDS.length || code >> KIND_BITS >= ROLES.length) return false;
  }
  return true;
}

function areSymbols(slots: Int32Array, strings: number): boolean {
  for (let at = 0; at < slots.length; at += SYMBOL_SLOTS) {
    const kind = slots[at + 1]!;
    const scope = slots[at + 2]!;
    const id = slots[at + 4]!;
    if (kind < 0 || kind >= SYMBOL_KINDS.length || SYMBOL_KINDS[kind] === "module" || scope < 0 || scope >= SCOPES.length) return false;
    if (!(id === ID_PLAIN || id === ID_AT || isString(id, strings))) return false;
    for (const slot of SYMBOL_STRINGS) {
      const n = slots[at + slot]!;
      if (!(isString(n, strings) || (n === NONE && NULLABLE_STRINGS.has(slot)))) return false;
    }
    for (let i = 6; i < 14; i++) if (slots[at + i]! < 1) return false;
  }
  return true;
}

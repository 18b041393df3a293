// The linked files' module paths, lower-cased, as columns for qualified
// matching (qualified-match.ts): one string holding them all, their offsets,
// and each file's character masks in typed arrays. A qualified lookup reads
// every file's module path; read from each file's own objects, that cost a
// few cache misses a file (about 2 ms a lookup at 10,000 files), while a pass
// over these columns reads memory in a row.
import { wordsOf } from "./match.js";
import type { QualifiedTable } from "./qualified-match.js";

export class QualifiedFiles {
  /** The lower-cased module paths one after the other. */
  private readonly modules: string;
  /** Where each file's module path starts in `modules` (one more entry: the end). */
  private readonly starts: Int32Array;
  /** charMask of each lower-cased module path. */
  readonly moduleMasks: Int32Array;
  private readonly ordinals = new Map<string, number>();
  /** charMask of all of a file's qualified names: [without locals, with]. */
  private readonly nameMasks: [Int32Array | undefined, Int32Array | undefined] = [undefined, undefined];
  /** Each file's module path in words (match.ts wordsOf), made when a query first needs it. */
  private readonly moduleWordLists: (readonly string[] | undefined)[];

  constructor(readonly tables: readonly QualifiedTable[]) {
    const n = tables.length;
    this.starts = new Int32Array(n + 1);
    this.moduleMasks = new Int32Array(n);
    let at = 0;
    for (let i = 0; i < n; i++) {
      const table = tables[i]!;
      this.starts[i] = at;
      at += table.moduleLower.length;
      this.moduleMasks[i] = table.moduleMask;
      this.ordinals.set(table.file, i);
    }
    this.starts[n] = at;
    this.modules = tables.map((t) => t.moduleLower).join("");
    this.moduleWordLists = new Array<readonly string[] | undefined>(n);
  }

  /** File i's module path split into words (`copy00.geometry.src.linalg.vector` → its segments' words). */
  moduleWords(i: number): readonly string[] {
    return (this.moduleWordLists[i] ??= wordsOf(this.tables[i]!.module));
  }

  get size(): number {
    return this.tables.length;
  }

  /** The position of `file` in `tables`. */
  ordinalOf(file: string): number | undefined {
    return this.ordinals.get(file);
  }

  /** charMask of the qualified names of each file's symbols (`locals`) or of its other symbols. */
  namesMasks(locals: boolean): Int32Array {
    const at = locals ? 1 : 0;
    let masks = this.nameMasks[at];
    if (!masks) {
      masks = new Int32Array(this.tables.length);
      for (let i = 0; i < masks.length; i++) masks[i] = this.tables[i]!.names(locals).mask;
      this.nameMasks[at] = masks;
    }
    return masks;
  }

  moduleLength(i: number): number {
    return this.starts[i + 1]! - this.starts[i]!;
  }

  /** How many characters of `q` are a subsequence of file i's `<module>.` (greedy). */
  consumedBy(i: number, q: string): number {
    const modules = this.modules;
    const end = this.starts[i + 1]!;
    let consumed = 0;
    for (let j = this.starts[i]!; j < end && consumed < q.length; j++) if (modules.charCodeAt(j) === q.charCodeAt(consumed)) consumed++;
    if (consumed < q.length && q.charCodeAt(consumed) === DOT) consumed++;
    return consumed;
  }

  /** Whether file i's module path ends with `text`. */
  endsWith(i: number, text: string): boolean {
    const end = this.starts[i + 1]!;
    const from = end - text.length;
    if (from < this.starts[i]!) return false;
    for (let k = 0; k < text.length; k++) if (this.modules.charCodeAt(from + k) !== text.charCodeAt(k)) return false;
    return true;
  }

  /** Whether `q` starts with file i's module path. */
  startsQuery(i: number, q: string): boolean {
    const start = this.starts[i]!;
    const length = this.starts[i + 1]! - start;
    if (length > q.length) return false;
    for (let k = 0; k < length; k++) if (this.modules.charCodeAt(start + k) !== q.charCodeAt(k)) return false;
    return true;
  }
}

const DOT = 46;

// A Document is one YaoXiang source text together with its syntax tree.
// Updating it computes the single edit between the old and the new text and
// re-parses incrementally, so a one-character change costs a fraction of a
// full parse. The tree is owned by the document: call dispose() when done.
import { Edit, type Parser, type Point, type Range, type Tree } from "web-tree-sitter";
import { parseTree } from "./parse-tree.js";

/** What the latest update changed (for analyses that update their results incrementally). */
export interface DocumentChange {
  /** The version the update produced. */
  readonly version: number;
  /** The single text edit from the previous version (UTF-16 offsets). */
  readonly edit: Edit;
  /** Where the syntactic structure differs from the previous tree (`Tree.getChangedRanges`), in new offsets. */
  readonly changedRanges: readonly Range[];
}

export class Document {
  private currentText: string;
  /** Undefined after releaseTree(): the next `tree` re-parses the current text. */
  private currentTree: Tree | undefined;
  private currentVersion = 1;
  private latestChange: DocumentChange | undefined;

  constructor(
    private readonly parser: Parser,
    text: string,
  ) {
    this.currentText = text;
    this.currentTree = parseTree(parser, text, null);
  }

  get text(): string {
    return this.currentText;
  }

  get tree(): Tree {
    this.currentTree ??= parseTree(this.parser, this.currentText, null);
    return this.currentTree;
  }

  /** False after releaseTree() until the tree is needed again. */
  get hasTree(): boolean {
    return this.currentTree !== undefined;
  }

  /**
   * Frees the syntax tree (wasm memory) until it is needed again: the next
   * `tree` re-parses the current text, and the next `update` parses its new
   * text in full (its `lastChange.changedRanges` then covers the whole text).
   * Text, version and lastChange are unaffected. Trees and nodes obtained
   * before must not be used afterwards. For holders of many documents (the
   * workspace symbol index) that have read what they need from a tree.
   */
  releaseTree(): void {
    this.currentTree?.delete();
    this.currentTree = undefined;
  }

  /**
   * Parses another text with this document's parser, for an analysis that
   * needs a variant of the current text. The caller owns (deletes) the tree.
   */
  parseVariant(text: string): Tree {
    return parseTree(this.parser, text, null);
  }

  /** Increases by one on every update that changed the text. */
  get version(): number {
    return this.currentVersion;
  }

  /** The change made by the latest update (undefined before the first one). */
  get lastChange(): DocumentChange | undefined {
    return this.latestChange;
  }

  /** Replaces the text; re-parses incrementally. Returns false when nothing changed. */
  update(newText: string): boolean {
    if (newText === this.currentText) return false;
    const edit = computeEdit(this.currentText, newText);
    const old = this.currentTree;
    let next: Tree;
    let changedRanges: readonly Range[];
    if (old) {
      old.edit(edit);
      try {
        next = parseTree(this.parser, newText, old);
      } catch (error) {
        // Halted (cancelled call): the edited tree no longer matches the
        // kept text, so drop it; the next `tree` re-parses the current text.
        old.delete();
        this.currentTree = undefined;
        throw error;
      }
      changedRanges = old.getChangedRanges(next);
      old.delete();
    } else {
      // Released: no old tree to reuse or compare with, so everything may have changed.
      next = parseTree(this.parser, newText, null);
      changedRanges = [wholeRange(newText)];
    }
    this.currentTree = next;
    this.currentText = newText;
    this.currentVersion += 1;
    this.latestChange = { version: this.currentVersion, edit, changedRanges };
    return true;
  }

  dispose(): void {
    this.currentTree?.delete();
    this.currentTree = undefined;
  }
}

function wholeRange(text: string): Range {
  return { startIndex: 0, endIndex: text.length, startPosition: { row: 0, column: 0 }, endPosition: pointAt(text, text.length) };
}

/**
 * The smallest single edit turning `before` into `after`: common prefix and
 * suffix are kept, the middle is replaced. Indices and columns are UTF-16
 * code units, which is what web-tree-sitter uses for JavaScript strings.
 */
export function computeEdit(before: string, after: string): Edit {
  let start = commonPrefixLength(before, after);
  // Never split a surrogate pair.
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  const suffix = commonSuffixLength(before, after, start);
  let oldEnd = before.length - suffix;
  let newEnd = after.length - suffix;
  if (oldEnd < before.length && isLowSurrogate(before.charCodeAt(oldEnd))) {
    oldEnd++;
    newEnd++;
  }
  const startPosition = pointAt(before, start);
  return new Edit({
    startIndex: start,
    oldEndIndex: oldEnd,
    newEndIndex: newEnd,
    startPosition,
    oldEndPosition: pointFrom(before, start, startPosition, oldEnd),
    newEndPosition: pointFrom(after, start, startPosition, newEnd),
  });
}

/** Chunk size for comparing long texts: native substring equality first, then characters. */
const CHUNK = 1024;

function commonPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let i = 0;
  while (i + CHUNK <= limit && a.slice(i, i + CHUNK) === b.slice(i, i + CHUNK)) i += CHUNK;
  while (i < limit && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** Length of the common suffix that does not overlap the first `prefix` characters. */
function commonSuffixLength(a: string, b: string, prefix: number): number {
  const limit = Math.min(a.length, b.length) - prefix;
  let n = 0;
  while (n + CHUNK <= limit && a.slice(a.length - n - CHUNK, a.length - n) === b.slice(b.length - n - CHUNK, b.length - n)) {
    n += CHUNK;
  }
  while (n < limit && a.charCodeAt(a.length - 1 - n) === b.charCodeAt(b.length - 1 - n)) n++;
  return n;
}

/** The point of `index`, counting on from a known point at `from` (so the text is scanned once). */
function pointFrom(text: string, from: number, fromPoint: Point, index: number): Point {
  let { row } = fromPoint;
  let lineStart = from - fromPoint.column;
  for (let i = text.indexOf("\n", from); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: index - lineStart };
}

function pointAt(text: string, index: number): Point {
  let row = 0;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: index - lineStart };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

// The reference parser model (reference-parser.ts) on a tree without ERROR
// nodes, one top-level statement at a time.
//
// On such a tree the errors that are reported (legacy forms, the documented
// supersets and their follow-on errors: syntax-diagnostics.ts) stay inside
// the statement they are in, so each statement can be modelled alone, and
// its result is cached by its text: after a one-line edit only the edited
// statement is modelled again, instead of the whole file (the model was a
// third of a re-check's cost). Statements whose text cannot hold a
// reference-only error are not modelled at all.
// test/syntax/clean-tree-model.test.ts checks that this gives the same
// diagnostics as modelling the whole file, on every corpus file.
import type { Point, Tree } from "web-tree-sitter";
import { COMMENT_TYPES } from "./comment-types.js";
import { walkTree } from "./fast-cursor.js";
import type { LineIndex } from "./line-index.js";
import { referenceParseErrors, type ReferenceError } from "./reference-parser.js";

/**
 * Whether text may hold an error only the reference parser reports (cheap;
 * false means none): legacy signatures need `->`; `Type[T]` and `Type<T>`
 * need `Type`; a constructor pattern the reference rejects needs `match`;
 * a statement `a .. 3` needs a line that starts with a name and has `..`
 * before any `=` (and `...`, which is no operator, needs `...`); a braceless
 * `else` in a value needs `else` followed by something other than `{` or
 * `if`; a loop in a value (a braceless body, `for mut`) needs `for` or
 * `while` after something on its line or after `=`; a bare block read as a
 * dictionary needs `{ "` at the start of a statement; a type body item with
 * a non-comparison operator needs `Type = {` before it; a literal type other
 * than an integer needs `:` and the literal; a `.` that starts a line needs
 * a line break before it; a lambda head typed
 * only after its first parameter (`(a, b: Int)`, `(a, mut b)`) needs `(`,
 * a name, `,` and then `mut` or a name and `:`.
 */
export function mayHaveReferenceOnlyErrors(text: string): boolean {
  return (
    text.includes("->") ||
    text.includes("match") ||
    /\bType\s*[[<]/.test(text) ||
    (text.includes("..") && (text.includes("...") || RANGE_STATEMENT.test(text))) ||
    (text.includes("else") && BRACELESS_ELSE.test(text)) ||
    ((text.includes("for") || text.includes("while")) && LOOP_IN_VALUE.test(text)) ||
    (text.includes("for") && LOOP_PATTERN.test(text)) ||
    (text.includes("{") && BARE_BLOCK_DICT.test(text)) ||
    (text.includes("Type") && TYPE_BODY_OPERATOR.test(text)) ||
    (text.includes("{") && typeBodyPredicate(text)) ||
    LITERAL_TYPE.test(text) ||
    LEADING_DOT.test(text) ||
    LATER_TYPED_PARAMETER.test(text)
  );
}

/** `for _ in`, `for (k, v) in`: a loop variable that is no name (the statement form takes one name, syntax.md §4.3). */
const LOOP_PATTERN = /\bfor\s+(?:mut\s+)?(?:\(|_(?!\w))/;

/** `(a, b: Int`, `(a, mut b`: a parenthesised list whose first item is a plain name and a later one a typed or `mut` parameter (syntax.md §5.7). */
const LATER_TYPED_PARAMETER = /\(\s*[A-Za-z_]\w*\s*,[^()]*?(?:\bmut\s|[A-Za-z_]\w*\s*:)/;

/** A `:` followed by a literal that is no type (a float, string, character or Boolean). */
const LITERAL_TYPE = /:[ \t]*(?:-?\d+\.\d|"|f"|'|true\b|false\b)/;

/** A line that starts with `.` (a continuation the reference rejects after a literal or a parenthesised operation). */
const LEADING_DOT = /\n[ \t]*\.[A-Za-z_]/;

const BRACELESS_ELSE = /\belse\s+(?!if\b)[^{\s]/;

/**
 * A `for` or `while` after `=`, `(`, `,`, `[`, `=>` or `return`: a loop in a value (braceless body, `for mut`;
 * syntax.md §4.2, §4.3). Not after a word, so that `// wait for it` in a comment does not send a statement to the model.
 */
const LOOP_IN_VALUE = /(?:[=(,[>]|\breturn)\s*(?:for|while)\b/;

/**
 * A type body with an item a non-comparison operator continues (`T: Type = { v + 1 > 0 }`, `{ Printable + Debug }`):
 * only `< <= > >= == !=` may follow a predicate's first name (syntax.md §3.7); the grammar reads the superset.
 */
const TYPE_BODY_OPERATOR = /\bType\s*=\s*\{[^}]*?[A-Za-z_]\w*\s*(?:[-+*/%]|\band\b|\bor\b)/;

/**
 * Whether a type body (after `Type =` or a `:`) has an item that starts with no name (`0 <= lo`, `"a" == s`,
 * `-v < 0`) or whose name more than a name follows before a comparison (`p.x > 0`, `xs[0] > 0`, `f(v) > 0`):
 * a predicate is `name <cmp> expr` (syntax.md §3.7), the grammar reads any constant comparison (122b F1).
 * Each body is looked at once, up to its first `}`: linear in the text.
 */
function typeBodyPredicate(text: string): boolean {
  const opener = /(?:\bType\s*=|:)\s*\{/g;
  for (let found = opener.exec(text); found; found = opener.exec(text)) {
    const start = found.index + found[0].length;
    const close = text.indexOf("}", start);
    if (close < 0) return false;
    const body = text.slice(start, close);
    if (/[<>]|[=!]=/.test(body) && body.split(",").some((item) => PREDICATE_ITEM.test(item))) return true;
    opener.lastIndex = close;
  }
  return false;
}

const PREDICATE_ITEM = /^\s*(?:[0-9"'(!-]|(?:true|false)\b|[A-Za-z_]\w*\s*(?:[.[?]|as\b|\([^()]*\)\s*(?:[<>]|[=!]=)))/;

/** `{ "…"` starting a line or following `{` or `;`: a bare block the grammar reads as a dictionary (syntax.md §3.1, §5.8). */
const BARE_BLOCK_DICT = /(?:^|[{;])[ \t]*\{\s*"/m;

/** A line that starts with a name (not a keyword that starts a statement) and has `..` before any `=`. */
const RANGE_STATEMENT = /^[ \t;{]*(?!(?:for|while|if|return|break|continue|use|match|spawn)\b)[A-Za-z_][^=\n]*?\.\.(?!\.)/m;


/**
 * Statement text at a row → the model's errors for it alone (positions relative to the text; the
 * lines their messages name are the document's, which is why the row is part of the key).
 */
const cache = new Map<string, ReferenceError[] | null>();
const CACHE_LIMIT = 4096;

function modelled(statement: string, row: number): ReferenceError[] | null {
  const key = `${row}\n${statement}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Most recently used last: the first key is the one to evict.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const errors = referenceParseErrors(statement, row);
  cache.set(key, errors);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return errors;
}

/**
 * The model's errors for the error-free `tree` of `text`, statement by
 * statement, in document positions; null when the model cannot tell for
 * some statement (then nothing is modelled, as for a whole file).
 */
export function cleanTreeModel(tree: Tree, text: string, index: LineIndex): ReferenceError[] | null {
  const out: ReferenceError[] = [];
  for (const { start, end } of chunks(tree, text)) {
    const statement = text.slice(start, end);
    if (!mayHaveReferenceOnlyErrors(statement)) continue;
    const origin = index.pointAt(start);
    const errors = modelled(statement, origin.row);
    if (errors === null) return null;
    if (errors.length === 0) continue;
    for (const error of errors) {
      const moved: ReferenceError = { ...error, start: shifted(error.start, origin), end: shifted(error.end, origin) };
      if (error.related) moved.related = error.related.map((r) => ({ ...r, start: shifted(r.start, origin), end: shifted(r.end, origin) }));
      out.push(moved);
    }
  }
  return out;
}

/**
 * The top-level statements as the model reads them: statements on the same
 * line form one chunk, because the grammar may split what the reference
 * reads as one statement (`Grid: Type[T] = …` is `Grid: Type` and
 * `[T] = …` to the grammar, one legacy E0012 to the reference).
 */
function chunks(tree: Tree, text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const language = tree.language;
  const cursor = walkTree(tree);
  try {
    if (!cursor.gotoFirstChild()) return out;
    do {
      if (COMMENT_TYPES.has(language.nodeTypeForId(cursor.nodeTypeId) ?? "")) continue;
      const start = cursor.startIndex;
      const end = cursor.endIndex;
      const last = out[out.length - 1];
      if (last && !text.slice(last.end, start).includes("\n")) last.end = end;
      else out.push({ start, end });
    } while (cursor.gotoNextSibling());
    return out;
  } finally {
    cursor.delete();
  }
}

function shifted(point: Point, origin: Point): Point {
  return point.row === 0 ? { row: origin.row, column: origin.column + point.column } : { row: origin.row + point.row, column: point.column };
}

// A model of the reference compiler's parser, used only for its errors: which
// code it raises where, and how it recovers (syntax.md §10, diagnostics.md §2).
// The tree-sitter grammar recovers differently from the reference (and accepts
// a documented superset), so its ERROR nodes alone cannot say which code the
// reference reports, nor on which of the following lines it reports more.
// This module re-reads the token stream the way the reference's Pratt parser
// does and records what the reference would record. The rules, inferred from
// the reference's verdicts on the shared corpus (every code and position):
//
// - `expect` failures are E0010 "expected X, found Y" at Y: recorded, nothing
//   consumed, parsing goes on as if X had been there (a missing `)` ends the
//   call, a missing `=>` after a match pattern goes on with the arm's body);
// - an operand that cannot start fails the whole statement and is reported by
//   it: an expression statement (also an identifier-started one before its
//   `:` or `=`) reports E0011 at the current token and skips it and the next
//   one; a binding's value reports E0012 (the reference gives no position)
//   and skips one token;
// - a type that cannot start is E0010, then the statement skips two tokens;
// - a statement starting with `ref`/`unsafe`/`else`/`in`/`as` is E0018 and an
//   `if` condition not followed by `{` is E0010; both re-synchronise on the
//   next `;` or identifier followed by `:`, `=`, `(` or `{`;
// - a declaration `x: T` followed on its line by `,` or `(` is E0011 (only
//   that token is skipped);
// - `spawn` without a block or `for` is E0016; lambda parameters that are not
//   names, `?` used as a type and legacy signatures are E0012;
// - an identifier statement's target ends before `..`, so `a .. 3` is E0011
//   at `..`; an unclosed `(` in a signature's result type is no error.
//
// A missing `)` is reported where the reference notices it, at the next
// line's first token (diagnostics.md §3.2: our span starts at the reference's
// token), with the unclosed `(` and the end of the list as related
// information (issue 12: the `(` is what needs fixing). Messages say what
// was expected and what was found.
//
// Lexical errors are not modelled: the lexer below gives up (returns null) and
// the caller keeps the CST-based diagnostics, as the reference rejects such a
// file before parsing it.
import { dedentedAfter, earlyCloses, headerWithoutBrace, leadingIndent, lineIndent, misindentedClose } from "./misindented-close.js";
import { LIST_HELP_LOOKAHEAD, UNCLOSED_OPEN, unclosedListHelp } from "./unclosed-list-help.js";
import { C_STYLE_FOR, enclosingOpen, foreignHeaderHelp, functionHeader, habitHelp, multiLineHeader } from "./habit-help.js";
import { blockBody, INTERFACE_WORDS, interfaceHelp } from "./foreign-interface.js";
import { foreignSignature, FUNCTION_WORDS, spelled } from "./foreign-signature.js";
import { ternaryColon, ternaryHelp, ternaryParts } from "./ternary.js";
import { countAtOrBefore } from "./sorted-search.js";
import type { Point } from "web-tree-sitter";

export type ReferenceCode = "E0010" | "E0011" | "E0012" | "E0016" | "E0018";

export interface ReferenceError {
  code: ReferenceCode;
  start: Point;
  end: Point;
  message: string;
  help?: string;
  /**
   * A legacy form the grammar accepts as something else (old function
   * signatures, `Int -> Int`, `Type[T]`, lambda headers that contradict their
   * signature) or cannot read (`inc(Int) -> Int = …`, `Color: Type = red |
   * green`): reported even when the tree has no ERROR node.
   */
  legacy?: boolean;
  /**
   * A form the grammar accepts on purpose although the reference parser
   * rejects it (syntax.md §7.3 unparenthesised constructor patterns, the §3.6
   * stray E0010 of a failed type attempt): reported even when the tree has no
   * ERROR node, together with the reference's recovery errors that follow it
   * inside the same statement, so that `typecheck` reports what the compiler
   * reports.
   */
  accepted?: boolean;
  /** Other places that explain the error (an unclosed call's `(`, where its arguments end). */
  related?: { message: string; start: Point; end: Point }[];
  /**
   * A block reported unclosed because recovery from an earlier error took its
   * `}`: that error, and the lines the message names (see skippedCloseText).
   */
  skippedClose?: { cause: ReferenceError; found: string; openLine: number; closeLine: number; firstLine: number };
}

/** The message and help of a block whose `}` (on closeRow) recovery from the error on causeRow took (1-based lines). */
export function skippedCloseText(found: string, openLine: number, closeLine: number, causeLine: number): { message: string; help: string } {
  return {
    message: `expected \`}\` to close the \`{\` opened at line ${openLine}, found ${found}: the \`}\` on line ${closeLine} was skipped while recovering from the error on line ${causeLine}`,
    help: `fix the error on line ${causeLine}; this one follows from it`,
  };
}

// ---------------------------------------------------------------------------
// Lexer (syntax.md §1)

type TokenKind = "ident" | "kw" | "int" | "float" | "str" | "char" | "fstr" | "punct" | "eof";

interface Token {
  kind: TokenKind;
  /** Spelling for keywords and punctuation, the text otherwise. */
  value: string;
  start: number;
  end: number;
  startRow: number;
  startCol: number;
  endRow: number;
  endCol: number;
}

/** Operators the grammar lets continue a type body's item that the reference does not (syntax.md §3.7). */
const TYPE_BODY_OPERATORS = new Set(["+", "-", "*", "/", "%", "and", "or"]);
/** What may continue a name into more than a name before a predicate's comparison (`p.x`, `xs[0]`, `v?`, `v as Int`). */
const PREDICATE_POSTFIX = new Set([".", "[", "?", "as"]);

const KEYWORDS = new Set([
  "pub", "use", "spawn", "ref", "mut", "if", "else", "match", "while", "for", "in",
  "return", "break", "continue", "as", "unsafe", "and", "or", "true", "false", "void",
]);

const PUNCTUATION = [
  "...", "&mut", "..", "->", "=>", "==", "!=", "<=", ">=", "::",
  "+", "-", "*", "/", "%", "=", "<", ">", "!", "&", ".", "(", ")", "[", "]", "{", "}",
  "@", ",", ":", ";", "|", "?",
];

/** Punctuation by first character, longest spelling first (greedy matching). */
const PUNCTUATION_BY_CHAR = new Map<string, string[]>();
for (const p of PUNCTUATION) {
  const list = PUNCTUATION_BY_CHAR.get(p[0] as string) ?? [];
  list.push(p);
  PUNCTUATION_BY_CHAR.set(p[0] as string, list);
}

/** Container names of other languages, as YaoXiang spells them (diagnostics.md §7.2). */
const FOREIGN_CONTAINERS: Readonly<Record<string, string>> = {
  Vec: "List",
  Vector: "List",
  ArrayList: "List",
  HashMap: "Dict",
  BTreeMap: "Dict",
  HashSet: "Set",
  BTreeSet: "Set",
};

class LexError extends Error {
  /** For an f-string left open by an interpolation: where it and its last interpolation start. */
  constructor(
    message: string,
    readonly fstring?: UnclosedFString,
    /** For a malformed `\x` / `\u{…}` escape: where it is and why. */
    readonly escape?: MalformedEscape,
    /** For a `"…"` string or an f-string without interpolations that a line break (or the end of the file) ends, or a `"""` string nothing closes: its start. */
    readonly unterminated?: UnterminatedString,
  ) {
    super(message);
  }
}

/** A `\x` or `\u{…}` escape of a string that syntax.md §1.9 does not allow (a lexical error). */
export interface MalformedEscape {
  /** Offsets of the escape as written (from its `\`). */
  readonly start: number;
  readonly end: number;
  readonly why: string;
}

/**
 * The problem with the escape whose `\` is at `k` of `text` when it is a
 * `\x` without exactly two hex digits after it, or a `\u{…}` that is not
 * closed or not a Unicode scalar value (syntax.md §1.9); null otherwise.
 */
function escapeProblem(text: string, k: number): MalformedEscape | null {
  const kind = text[k + 1];
  if (kind === "x") {
    if (/^[0-9a-fA-F]{2}$/.test(text.slice(k + 2, k + 4))) return null;
    return { start: k, end: Math.min(k + 4, lineEnd(text, k)), why: "`\\x` takes exactly two hex digits (`\\x41`)" };
  }
  if (kind !== "u") return null;
  const rest = text.slice(k + 2, lineEnd(text, k));
  const digits = /^\{([0-9a-fA-F]+)\}/.exec(rest);
  if (!digits) return { start: k, end: k + 2 + /^\{?[0-9a-fA-F]*/.exec(rest)![0].length, why: "`\\u` takes hex digits in braces (`\\u{41}`)" };
  const value = Number.parseInt(digits[1]!, 16);
  const end = k + 2 + digits[0].length;
  if (value > 0x10ffff) return { start: k, end, why: "it is above U+10FFFF, the last Unicode code point" };
  if (value >= 0xd800 && value <= 0xdfff) return { start: k, end, why: "it is a surrogate (U+D800 to U+DFFF), not a Unicode scalar value" };
  return null;
}

function lineEnd(text: string, from: number): number {
  const newline = text.indexOf("\n", from);
  return newline < 0 ? text.length : newline;
}

/** A string literal the reference lexer finds no closing quote for on its line (syntax.md §1.9, §1.12). */
export interface UnterminatedString {
  /** Offset of its opening `"` (of the `f` of an f-string). */
  readonly start: number;
  readonly fstring: boolean;
  /** A `"""` string no later `"""` closes: it runs to the end of the file (syntax.md §1.10). */
  readonly triple?: boolean;
}

/**
 * The lexical error the reference lexer stops at, or null when `text` lexes. Its `unterminated`: the
 * `"…"` string or f-string (without an interpolation: see `unclosedFString`) a line break ends before
 * its closing quote (a quote on a later line does not close it, §1.9: "a raw LF before the closing
 * quote is an 'unterminated string' error"), or a `"""` string nothing closes; its `escape`: the first
 * malformed `\x` / `\u{…}` escape.
 */
export function lexerStop(text: string): Pick<LexError, "escape" | "unterminated" | "fstring"> | null {
  try {
    tokenize(text);
  } catch (error) {
    if (error instanceof LexError) return error;
    throw error;
  }
  return null;
}

function isIdentStart(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
}

/** The rest of an identifier (sticky: matches at `lastIndex`, possibly empty). */
const IDENT_REST = /[A-Za-z0-9_]*/y;

function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let row = 0;
  let lineStart = 0;
  const n = text.length;
  const at = (k: number) => text[k] ?? "";
  const newline = (k: number) => {
    row++;
    lineStart = k + 1;
  };
  while (i < n) {
    const c = at(i);
    if (c === "\n") {
      newline(i);
      i++;
      continue;
    }
    if (c === " " || c === "\t" || c === "\r") {
      i++;
      continue;
    }
    if (c === "/" && at(i + 1) === "/") {
      const eol = text.indexOf("\n", i);
      i = eol < 0 ? n : eol;
      continue;
    }
    if (c === "/" && at(i + 1) === "*") {
      let depth = 0;
      while (i < n) {
        if (at(i) === "/" && at(i + 1) === "*") {
          depth++;
          i += 2;
        } else if (at(i) === "*" && at(i + 1) === "/") {
          depth--;
          i += 2;
          if (depth === 0) break;
        } else {
          if (at(i) === "\n") newline(i);
          i++;
        }
      }
      continue;
    }
    const start = i;
    const startRow = row;
    const startCol = i - lineStart;
    let kind: TokenKind;
    let value: string;
    if (c === "f" && at(i + 1) === '"') {
      i = scanFString(i, i + 2);
      kind = "fstr";
      value = text.slice(start, i);
    } else if (isIdentStart(c)) {
      IDENT_REST.lastIndex = i + 1;
      IDENT_REST.test(text);
      i = IDENT_REST.lastIndex;
      value = text.slice(start, i);
      // A lone `_` is its own token (the wildcard), not an identifier.
      kind = KEYWORDS.has(value) ? "kw" : value === "_" ? "punct" : "ident";
    } else if (isDigit(c) || (c === "." && isDigit(at(i + 1)))) {
      ({ end: i, kind } = scanNumber(i));
      value = text.slice(start, i);
    } else if (c === '"') {
      if (at(i + 1) === '"' && at(i + 2) === '"') {
        const close = tripleClose(i + 3);
        if (close < 0) throw new LexError("unterminated string", undefined, undefined, { start, fstring: false, triple: true });
        for (let k = i + 3; k < close; k++) if (at(k) === "\n") newline(k);
        i = close + 3;
      } else {
        i = scanQuoted(i + 1, '"');
      }
      kind = "str";
      value = text.slice(start, i);
    } else if (c === "'") {
      if (at(i + 1) === "'") throw new LexError("empty character literal");
      i = scanQuoted(i + 1, "'");
      kind = "char";
      value = text.slice(start, i);
    } else {
      if ((c === "&" && at(i + 1) === "&") || (c === "|" && at(i + 1) === "|")) throw new LexError("`&&`/`||`");
      const punct = PUNCTUATION_BY_CHAR.get(c)?.find((p) => p.length === 1 || text.startsWith(p, i));
      if (!punct) throw new LexError(`unexpected character ${c}`);
      i += punct.length;
      kind = "punct";
      value = punct;
    }
    tokens.push({ kind, value, start, end: i, startRow, startCol, endRow: row, endCol: i - lineStart });
  }
  tokens.push({ kind: "eof", value: "", start: n, end: n, startRow: row, startCol: n - lineStart, endRow: row, endCol: n - lineStart });
  return tokens;

  function scanQuoted(from: number, quote: string): number {
    let k = from;
    const unterminated = quote === '"' ? { start: from - 1, fstring: false } : undefined;
    while (k < n) {
      const ch = at(k);
      if (ch === "\n") throw new LexError("unterminated literal", undefined, undefined, unterminated);
      if (ch === "\\") {
        if (quote === '"' && !/[ntr\\"'0xu]/.test(at(k + 1))) throw new LexError("unknown escape");
        const problem = quote === '"' ? escapeProblem(text, k) : null;
        if (problem) throw new LexError("malformed escape", undefined, problem);
        k += 2;
        continue;
      }
      if (ch === quote) return k + 1;
      k++;
    }
    throw new LexError("unterminated literal", undefined, undefined, unterminated);
  }

  function scanFString(opening: number, from: number): number {
    let k = from;
    let depth = 0;
    let brace = -1;
    while (k < n) {
      const ch = at(k);
      if (depth > 0) {
        if (ch === "{") depth++;
        else if (ch === "}") depth--;
        else if (ch === "\n") newline(k);
        k++;
        continue;
      }
      if (ch === "\n") {
        if (brace >= 0) throw new LexError("unterminated f-string", { start: opening, brace, open: false, stop: k });
        throw new LexError("unterminated f-string", undefined, undefined, { start: opening, fstring: true });
      }
      if (ch === '"') return k + 1;
      if (ch === "\\") {
        if (!/[ntr\\"'0xu]/.test(at(k + 1))) throw new LexError("unknown escape");
        const problem = escapeProblem(text, k);
        if (problem) throw new LexError("malformed escape", undefined, problem);
        k += 2;
        continue;
      }
      if (ch === "{" && at(k + 1) === "{") k += 2;
      else if (ch === "}" && at(k + 1) === "}") k += 2;
      else {
        if (ch === "{") {
          depth = 1;
          brace = k;
        }
        k++;
      }
    }
    // Inside braces every character is copied (newlines too): the text ended inside an interpolation.
    if (brace >= 0) throw new LexError("unterminated f-string", { start: opening, brace, open: depth > 0, stop: k });
    throw new LexError("unterminated f-string", undefined, undefined, { start: opening, fstring: true });
  }

  /** The `"""` closing a long string whose text starts at `from`, past its escapes (`\\"` is a quote, §1.10: 83a D1); -1 when none does. */
  function tripleClose(from: number): number {
    for (let k = from; k < n; k++) {
      if (text[k] === "\\") k++;
      else if (text.startsWith('"""', k)) return k;
    }
    return -1;
  }

  function scanNumber(from: number): { end: number; kind: TokenKind } {
    let k = from;
    const first = at(k);
    if (first === "0" && /[xXoObB]/.test(at(k + 1))) {
      const digits = /[xX]/.test(at(k + 1)) ? /[0-9a-fA-F_]/ : /[oO]/.test(at(k + 1)) ? /[0-7_]/ : /[01_]/;
      k += 2;
      const begin = k;
      while (k < n && digits.test(at(k))) k++;
      if (!/[0-9a-fA-F]/.test(text.slice(begin, k))) throw new LexError("malformed number");
      return { end: k, kind: "int" };
    }
    let kind: TokenKind = "int";
    if (first !== ".") while (k < n && (isDigit(at(k)) || at(k) === "_")) k++;
    if (at(k) === "." && (isDigit(at(k + 1)) || at(k + 1) === "_")) {
      kind = "float";
      k++;
      while (k < n && (isDigit(at(k)) || (at(k) === "_" && isDigit(at(k + 1))))) k++;
      // An `_` in the fraction must be followed by a digit (§1.8: `1._`, `1.5_`).
      if (at(k) === "_") throw new LexError("malformed fraction");
    }
    if (at(k) === "e" || at(k) === "E") {
      let m = k + 1;
      if (at(m) === "+" || at(m) === "-") m++;
      if (!isDigit(at(m)) && !(at(m) === "_" && isDigit(at(m + 1)))) throw new LexError("malformed exponent");
      while (m < n && (isDigit(at(m)) || (at(m) === "_" && isDigit(at(m + 1))))) m++;
      // An `_` in the exponent must be followed by a digit (`1e5_`, §1.8).
      if (at(m) === "_") throw new LexError("malformed exponent");
      k = m;
      kind = "float";
    }
    return { end: k, kind };
  }
}

// ---------------------------------------------------------------------------
// Syntax nodes: only what error decisions need.

type NodeKind =
  | "ident" | "wildcard" | "literal" | "unit" | "paren" | "tuple" | "list" | "call" | "index" | "field"
  | "lambda" | "block" | "other";

interface SyntaxNode {
  kind: NodeKind;
  name?: string;
  items?: SyntaxNode[];
  /** Lambda parameter names (for the signature check). */
  params?: string[];
}

const OTHER: SyntaxNode = { kind: "other" };

/** An operand that cannot start where one is needed: the enclosing statement reports it. */
class Unexpected {}
/** A failure whose error is already recorded. */
class Reported {}
/** The model ran out of budget (pathological input): the caller falls back. */
class Abort {}

const BINARY: Record<string, [number, number]> = {
  "=": [1, 1],
  "..": [1, 2],
  or: [2, 3],
  and: [3, 4],
  "==": [4, 5],
  "!=": [4, 5],
  "<": [5, 6],
  "<=": [5, 6],
  ">": [5, 6],
  ">=": [5, 6],
  "+": [6, 7],
  "-": [6, 7],
  "*": [7, 8],
  "/": [7, 8],
  "%": [7, 8],
};
const CAST_BP = 8;
const PREFIX_OPERAND_BP = 9;
const POSTFIX_BP = 9;
const LAMBDA_BP = 11;
const PATTERN_BP = 12;
const COMPARISONS = new Set(["<", "<=", ">", ">=", "==", "!="]);
const PREFIX = new Set(["-", "+", "!", "*", "&", "&mut"]);
const STATEMENT_KEYWORDS = new Set(["ref", "unsafe", "else", "in", "as"]);
const LITERAL_KEYWORDS = new Set(["true", "false", "void"]);
const LITERAL_KINDS = new Set<TokenKind>(["float", "str", "char", "fstr"]);
const EXPRESSION_KEYWORDS = new Set(["ref", "unsafe", "if", "match", "while", "for", "spawn", "return", "break", "continue"]);
const MAX_DEPTH = 300;

/** The errors the reference parser reports for `text`, or null when the model cannot tell. */
/**
 * An f-string the reference lexer cannot close because of an interpolation:
 * inside braces it reads on across lines, so `f"total {x` runs to the end of
 * the file (`open`), or to the first `}` of a later line and then to that
 * line's end without a closing quote.
 */
export interface UnclosedFString {
  /** Offset of its `f"`. */
  readonly start: number;
  /** Offset of its last interpolation's `{`. */
  readonly brace: number;
  /** The interpolation is still open at the end of the file. */
  readonly open: boolean;
  /** Offset where the lexer stopped (the end of the file, or the line break where the closing quote was due). */
  readonly stop: number;
}

/** Where the reference lexer stops at an f-string an interpolation left open; null when the text lexes or it stops at something else. */
export function unclosedFString(text: string): UnclosedFString | null {
  return lexerStop(text)?.fstring ?? null;
}

/**
 * The help another language's function header at `offset` gets where the
 * text parses (`fn main() {` reads as a name, a call and a block, so the
 * checker reports `fn` as an undefined name; 106g Z9): the header written
 * back as YaoXiang, as it is where it is a syntax error (habit-help.ts
 * functionHeader). At an `impl`, the first method of its block the same
 * way. Undefined where the text does not lex or no header is read there.
 */
export function headerHelpAt(text: string, offset: number): string | undefined {
  const tokens = lexedOnce(text);
  const at = tokens ? firstTokenAt(tokens, offset) : -1;
  if (!tokens || at < 0) return undefined;
  const word = tokens[at]!.value;
  // At the name after the word (functionHeader reads a token first on its line as a body's, `def f():` then a line).
  if (FUNCTION_WORDS.has(word)) return functionHeader(tokens, at + 1);
  // `interface Shape {` … `}` (106f Y7: read in part, with no help an agent could act on).
  if (INTERFACE_WORDS.has(word) && tokens[at + 1]?.kind === "ident" && tokens[at + 2]?.value === "{") return interfaceHelp(word, tokens[at + 1]!.value, blockBody(tokens, at + 2));
  if (word !== "impl" || tokens[at + 1]?.kind !== "ident" || tokens[at + 2]?.value !== "{") return undefined;
  for (let i = at + 3, depth = 0; i < tokens.length && depth >= 0; i++) {
    const v = tokens[i]!.value;
    if (v === "{") depth++;
    else if (v === "}") depth--;
    else if (depth === 0 && FUNCTION_WORDS.has(v) && tokens[i + 1]?.kind === "ident") return functionHeader(tokens, i + 1);
  }
  return undefined;
}

/**
 * The help for a conditional `c ? a : b` on the line of `offset` where the text lexes (107a L8: the
 * checker's E1081 at the `?`, a statement read only in part), as the syntax error at its `:` gets it
 * (ternary.ts). Undefined when no `?` on that line has a `:` after it.
 */
export function ternaryHelpOnLine(text: string, offset: number): string | undefined {
  const tokens = lexedOnce(text);
  if (!tokens) return undefined;
  // The first token at or after the line's start.
  const first = countAtOrBefore(tokens, text.lastIndexOf("\n", offset - 1), (t) => t.start);
  const row = tokens[first]?.startRow;
  for (let i = first; i < tokens.length && tokens[i]!.startRow === row; i++) {
    if (tokens[i]!.value !== "?") continue;
    const colon = ternaryColon(tokens, i);
    if (colon >= 0) return ternaryHelp(ternaryParts(tokens, i, colon));
  }
  return undefined;
}

/** Whether the token at `offset` is the then-part's first after a conditional's `?` (`c ? a : b`: `a`, which reads as declared). */
export function afterTernaryQuestion(text: string, offset: number): boolean {
  const tokens = lexedOnce(text);
  const at = tokens ? firstTokenAt(tokens, offset) : -1;
  return at > 0 && tokens![at - 1]!.value === "?" && ternaryColon(tokens!, at - 1) >= 0;
}

/** The tokens of the text last asked about (an undefined `fn` and the names of its header ask in turn). */
let lexed: { text: string; tokens: Token[] | null } | undefined;

function lexedOnce(text: string): Token[] | null {
  if (lexed?.text !== text) {
    let tokens: Token[] | null;
    try {
      tokens = tokenize(text);
    } catch (error) {
      if (!(error instanceof LexError)) throw error;
      tokens = null;
    }
    lexed = { text, tokens };
  }
  return lexed.tokens;
}

/** The index of the token starting at `offset` (binary search), or -1. */
function firstTokenAt(tokens: readonly Token[], offset: number): number {
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const start = tokens[mid]!.start;
    if (start === offset) return mid;
    if (start < offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * `firstRow`: the row `text` starts at in its document (a statement parsed
 * alone, clean-tree-model.ts), which the messages' line numbers count from;
 * the errors' positions stay relative to `text`.
 */
export function referenceParseErrors(text: string, firstRow = 0): ReferenceError[] | null {
  let tokens: Token[];
  try {
    tokens = tokenize(text);
  } catch (error) {
    if (error instanceof LexError) return null;
    throw error;
  }
  const parser = new ReferenceParser(tokens, text, firstRow);
  try {
    parser.parseFile();
  } catch (error) {
    if (error instanceof Abort || error instanceof RangeError) return null;
    throw error;
  }
  return parser.errors;
}

class ReferenceParser {
  readonly errors: ReferenceError[] = [];
  private pos = 0;
  private depth = 0;
  private blockDepth = 0;
  /** Where the statement being parsed starts (a token index). */
  private statementStart = 0;
  /** `List<Int>` seen in the current statement and not yet explained (see `record`). */
  private angleBrackets: { written: string; fixed: string } | null = null;
  /**
   * A parenthesised list read as a tuple whose later item is a typed or
   * `mut` parameter (`(a, b: Int)`, `(a, mut b)`), not yet explained (see
   * `record`): the reference reads a list as typed parameters only when its
   * first item is (syntax.md §5.7).
   */
  private laterTypedParameter: string | null = null;
  /**
   * The `mut` after a `for` in a value (`ys = for mut y in xs { … }`), which
   * the expression form does not take (syntax.md §4.3): the grammar accepts
   * it (one `for` rule for both forms, §8.13), so the error at it is reported
   * on a clean tree too (see `record`).
   */
  private forValueMut: Token | null = null;
  /**
   * The error whose recovery (skipTwo: two tokens skipped, as the reference
   * does) has not yet reached a statement that parses: an unexpected token
   * met meanwhile is most likely its consequence, on a line that may be valid.
   */
  private recoveringFrom: ReferenceError | null = null;
  /** The last row recovery skipped a token on, and the error it recovered from (see sameLineCause). */
  private skippedOnRow: { readonly row: number; readonly cause: ReferenceError } | undefined;
  /** The error each follow-on error follows from (see `record`). */
  private readonly causes = new WeakMap<ReferenceError, ReferenceError>();
  /** The end-of-file search for a misindented `}` was made (see `unclosed`). */
  private misindentLooked = false;
  /** Every `}` the indentation says closed its block early, in order (see `strayCloseHelp`); made on first need. */
  private earlyCloses: { index: number; close: Token; openRow: number }[] | undefined;
  /** `{`s recovery skipped, with the error it recovered from: a stray `}` later is their close, not a mistake of its own. */
  private skippedOpens: ReferenceError[] = [];
  /** The last `}` error recovery skipped inside a block, and the row of the error it recovered from (see `skip`). */
  private skippedClose: { token: Token; error: ReferenceError | undefined } | null = null;
  /** The error a stray `}` follows from, set by strayCloseHelp for the record() of that `}`. */
  private strayCause: ReferenceError | undefined;
  private budget: number;

  constructor(
    private readonly tokens: Token[],
    private readonly text: string,
    /** The document row `text` starts at (see referenceParseErrors). */
    private readonly firstRow = 0,
  ) {
    this.budget = tokens.length * 40 + 1000;
  }

  /** The 1-based document line of a row of `text`, as messages name it (95a D3). */
  private line(row: number): number {
    return this.firstRow + row + 1;
  }

  // --- token access -------------------------------------------------------

  private get cur(): Token {
    return this.tokens[this.pos] ?? (this.tokens[this.tokens.length - 1] as Token);
  }

  private peek(offset = 1): Token {
    return this.tokens[this.pos + offset] ?? (this.tokens[this.tokens.length - 1] as Token);
  }

  private get previous(): Token | undefined {
    return this.pos > 0 ? this.tokens[this.pos - 1] : undefined;
  }

  private advance(): Token {
    if (--this.budget < 0) throw new Abort();
    const token = this.cur;
    if (token.kind !== "eof") this.pos++;
    return token;
  }

  private is(value: string, token: Token = this.cur): boolean {
    return (token.kind === "punct" || token.kind === "kw") && token.value === value;
  }

  private isIdent(token: Token = this.cur): boolean {
    return token.kind === "ident";
  }

  private get atEnd(): boolean {
    return this.cur.kind === "eof";
  }

  /** No line break between the previous token and the current one. */
  private get onSameLine(): boolean {
    const previous = this.previous;
    return previous !== undefined && previous.endRow === this.cur.startRow;
  }

  /** The source text from token `from` to token `to` (inclusive), shortened to one line. */
  private textBetween(from: number, to: number): string {
    const start = (this.tokens[from] as Token).start;
    const end = (this.tokens[Math.min(to, this.tokens.length - 1)] as Token).end;
    const text = this.text.slice(start, end).replace(/\s+/g, " ");
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) throw new Abort();
  }

  // --- errors and recovery -------------------------------------------------

  private record(code: ReferenceCode, token: Token, message: string, help?: string, legacy = false): ReferenceError {
    const error: ReferenceError = {
      code,
      start: { row: token.startRow, column: token.startCol },
      end: { row: token.endRow, column: token.endCol },
      message,
    };
    if (help) error.help = help;
    // Another language's construct explains the error better than a generic help (habit-help.ts).
    const previous = this.errors[this.errors.length - 1];
    // The same habit told by the error before (`fn f(a: Int, b: Int)`: the `:` and then the `,`): this one follows from it.
    let sameHabit: ReferenceError | undefined;
    if ((code === "E0010" || code === "E0011" || code === "E0012") && isGenericHelp(help)) {
      const habit = habitHelp(this.tokens, this.tokens[this.pos] === token ? this.pos : this.tokens.indexOf(token));
      if (habit && previous?.help === habit) sameHabit = previous;
      else if (habit) error.help = habit;
    }
    // The compiler reports some mistakes twice at one place (a malformed `spawn` value: E0016, then E0012 for the binding).
    if (previous && previous.code !== code && previous.start.row === token.startRow && previous.start.column === token.startCol) {
      error.help = `reported with the ${previous.code} at the same place (the compiler reports both): fixing that one fixes this`;
    }
    // A `}` that closes a `{` recovery skipped follows from the error that recovery was for.
    // A `}` left over by an earlier error's recovery (strayCloseHelp said so): its followers follow that error.
    const stray = this.strayCause;
    this.strayCause = undefined;
    if (stray) this.causes.set(error, stray);
    const cause = stray ? undefined : (this.recoveringFrom ?? (code === "E0011" && this.is("}", token) ? this.skippedOpens.pop() : undefined) ?? this.sameLineCause(code, token, help) ?? sameHabit);
    if (cause && (code === "E0011" || code === "E0018" || cause === sameHabit)) {
      // Named by the root of its chain: a follower of a follower follows the first error.
      const root = this.causes.get(cause) ?? cause;
      this.causes.set(error, root);
      error.help = `this probably follows from the error at line ${this.line(root.start.row)}, column ${root.start.column + 1}: after an error the parser skips two tokens and reads on from there, so it can stop on a valid line; fix that error first`;
    }
    // `t.0`: the mistake is the `.0`, whatever the parser expected there, at it or right after it
    // (`_ => t.0 }`: the `.0` read as the next arm's pattern, the `}` as where its `=>` was expected).
    // (Not for an error already told to follow from another: that one names the `.0`.)
    const at = this.tokens[this.pos] === token && error.help === help ? this.pos : -1;
    const float = this.numericFieldAccess(token) ? token : at > 0 && this.numericFieldAccess(this.tokens[at - 1]!) ? this.tokens[at - 1] : at >= 0 && this.is(":", token) ? this.gluedFloatInBraces(at) : undefined;
    const field = float && this.numericFieldAccess(float);
    if (float && field) {
      error.message += ` (\`${field.written}\` is \`${field.receiver}\` followed by the float \`${float.value}\`: YaoXiang has no numeric field access)`;
      error.help = `index the tuple, \`${field.receiver}[${float.value.slice(1)}]\`, or destructure it, \`(a, b) = ${field.receiver}\``;
    }
    if (legacy) error.legacy = true;
    // The grammar has no `...` token: where it parses at all, it reads `..`
    // and a number (`0...5` is `0 .. .5`); it reads a `..` with no operand
    // before it as an open range; and it lets a `.` that starts a line
    // continue any expression (README language note 2). Their errors are
    // reported on a clean tree too. So is an operand missing before `mut`
    // (`return mut x = 1`, `+for mut i in …`): the grammar starts a new
    // statement there.
    const dot = token.value === "." && this.pos === this.statementStart && this.previous !== undefined && this.previous.endRow < token.startRow;
    if (token.value === "..." || token.value === ".." || dot || (token.value === "mut" && code === "E0011")) {
      error.accepted = true;
    }
    const angles = this.angleBrackets;
    if (angles) {
      // The first error after `List<Int>` in a statement is its consequence: say what to write.
      this.angleBrackets = null;
      // In another language's function header, its own types are another language's too (`Map<string, number[]>`):
      // the header written back says how YaoXiang writes them (106g Z11: `Map(string, number[])` is no type).
      const header = functionHeader(this.tokens, this.tokens.indexOf(token));
      if (header) error.help = header;
      else {
        error.message += ` (type arguments are written in parentheses: \`${angles.fixed}\`, not \`${angles.written}\`)`;
        error.help = `write \`${angles.fixed}\``;
      }
    }
    const typed = this.laterTypedParameter;
    if (typed) {
      // The first error after it is its consequence; the grammar reads the list as the lambda head it was meant to be.
      this.laterTypedParameter = null;
      error.message += ` (\`${typed}\` is read as a tuple, not as lambda parameters: a parenthesised list is read as typed parameters only when its first parameter has \`mut\` or \`: Type\`)`;
      error.help = "give the first parameter a type or `mut` too (`(a: Int, b: Int) => …`), or drop the types and `mut` (`(a, b) => …`)";
      error.accepted = true;
    }
    if (token === this.forValueMut) {
      this.forValueMut = null;
      error.message += " (a `for` used as a value takes no `mut`: only the statement form is `for mut x in …`)";
      error.help = "drop the `mut` and bind a mutable copy inside the body, or write the loop as a statement";
      error.accepted = true;
    }
    this.errors.push(error);
    return error;
  }

  /**
   * `{"a": t.0}`: a `.0` in a dictionary's value makes the braces no dictionary, and the error
   * falls on the `:`, before the mistake. The first `t.0` float among the next tokens up to the
   * `}` that closes the braces around the `:`, if any.
   */
  private gluedFloatInBraces(at: number): Token | undefined {
    let depth = 0;
    for (let i = at + 1; i < this.tokens.length && i <= at + 64; i++) {
      const t = this.tokens[i]!;
      if (this.is("{", t) || this.is("(", t) || this.is("[", t)) depth++;
      else if (this.is("}", t) || this.is(")", t) || this.is("]", t)) {
        if (depth === 0) return undefined;
        depth--;
      } else if (this.numericFieldAccess(t)) return t;
    }
    return undefined;
  }

  /** `t.0` (syntax.md §1.8): a leading-dot float written right after a name, call or index, as Rust's tuple field access. */
  private numericFieldAccess(token: Token): { receiver: string; written: string } | undefined {
    if (token.kind !== "float" || !/^\.\d+$/.test(token.value)) return undefined;
    // Errors are recorded at the current token (or the one after it) almost always: no search of every token then.
    const at = this.tokens[this.pos] === token ? this.pos : this.tokens[this.pos - 1] === token ? this.pos - 1 : this.tokens.indexOf(token);
    const before = at > 0 ? this.tokens[at - 1] : undefined;
    if (!before || before.end !== token.start || !(before.kind === "ident" || before.value === ")" || before.value === "]")) return undefined;
    const receiver = before.kind === "ident" ? before.value : "…";
    return { receiver, written: `${receiver}${token.value}` };
  }

  /**
   * The earlier error a statement error on its line follows from, though
   * recovery is over: the line's first tokens were skipped recovering from it
   * (`(` of `(n, s) = pair()` after `print(t.0)`), or, with nothing more
   * precise to say, an error earlier on the line (the `)` after `.0`).
   */
  private sameLineCause(code: ReferenceCode, token: Token, help: string | undefined): ReferenceError | undefined {
    const previous = this.errors[this.errors.length - 1];
    // One at the place of the previous error is reported with it (see record).
    if (code !== "E0011" || (previous && previous.start.row === token.startRow && previous.start.column === token.startCol)) return undefined;
    const skipped = this.skippedOnRow;
    if (skipped && skipped.row === token.startRow) return skipped.cause;
    return help === undefined && previous && previous.start.row === token.startRow ? previous : undefined;
  }

  private expected(what: string, help?: string): void {
    const token = this.cur;
    this.record("E0010", token, `expected ${what}, found ${describe(token)}`, help ?? (/^`[^`]+`$/.test(what) ? `insert ${what} here` : undefined));
  }

  /** Skips the current token and the one after it (after an expression statement or a type fails). */
  private skipTwo(): void {
    const last = this.errors[this.errors.length - 1];
    this.recoveringFrom ??= (last && this.causes.get(last)) ?? last ?? null;
    this.skip();
    this.skip();
  }

  /**
   * Skips one token in error recovery. A `}` skipped inside a block is
   * remembered: the reference then reports its block unclosed at a later
   * `}` or the end of the file, and that message names the skipped brace.
   */
  private skip(): void {
    const token = this.advance();
    this.passedInRecovery(token);
    const cause = this.recoveringFrom ?? this.errors[this.errors.length - 1];
    if (cause) this.skippedOnRow = { row: token.endRow, cause: this.causes.get(cause) ?? cause };
    if (this.blockDepth > 0 && this.is("}", token)) {
      this.skippedClose = { token, error: this.errors[this.errors.length - 1] };
    }
  }

  /** A `{` error recovery passes over: the `}` that closes it later follows from the error recovered from. */
  private passedInRecovery(token: Token): void {
    const cause = this.recoveringFrom ?? this.errors[this.errors.length - 1];
    if (this.is("{", token) && cause) this.skippedOpens.push(cause);
  }

  /** Skips to a `;` or to an identifier followed by `:`, `=`, `(` or `{` (or the `}` closing a block). */
  private synchronize(): void {
    while (!this.atEnd) {
      if (this.is(";")) {
        this.advance();
        return;
      }
      if (this.blockDepth > 0 && this.is("}")) return;
      if (this.isIdent() && [":", "=", "(", "{"].some((p) => this.is(p, this.peek()))) return;
      this.passedInRecovery(this.advance());
    }
  }

  /** Restores a position without forgetting the errors recorded since (speculative parses). */
  private mark(): number {
    return this.pos;
  }

  /** Whether the `{` at token `at` opens `name: …`, a type body's field (a function body starts otherwise, as a rule). */
  private fieldFirst(at: number): boolean {
    return this.tokens[at + 1]?.kind === "ident" && this.tokens[at + 2]?.value === ":";
  }

  /** The token that starts at `point`. */
  private tokenAt(point: Point): Token | undefined {
    return this.tokens.find((t) => t.startRow === point.row && t.startCol === point.column);
  }

  private reset(mark: number): void {
    this.pos = mark;
  }

  // --- statements -----------------------------------------------------------

  parseFile(): void {
    while (!this.atEnd) this.statement();
  }

  /** `{` … `}` after the `{` has been consumed. */
  private blockRest(open: Token): void {
    this.blockDepth++;
    try {
      for (;;) {
        if (this.atEnd) {
          this.unclosed(open, "}");
          return;
        }
        if (this.is("}")) {
          this.advance();
          return;
        }
        this.statement();
      }
    } finally {
      this.blockDepth--;
    }
  }

  private block(): void {
    this.blockRest(this.advance());
  }

  private unclosed(open: Token, close: string): void {
    const token = this.cur;
    const skipped = this.skippedClose;
    if (close === "}" && skipped && skipped.token.start > open.start) {
      // The brace is there, but recovery from an earlier error took it (syntax.md §10): say so, not that it is missing.
      this.skippedClose = null;
      const causeRow = skipped.error ? skipped.error.start.row : skipped.token.startRow;
      const text = skippedCloseText(describe(token), this.line(open.startRow), this.line(skipped.token.startRow), this.line(causeRow));
      const error = this.record("E0010", token, text.message, text.help);
      if (skipped.error) error.skippedClose = { cause: skipped.error, found: describe(token), openLine: this.line(open.startRow), closeLine: this.line(skipped.token.startRow), firstLine: this.line(0) };
      return;
    }
    // At the end of the file, the block left open may be an inner one whose `}` the outer block took (see misindented-close.ts).
    // Once per file (each unclosed block is reported at the end; a scan per block would be quadratic): the innermost, reported first.
    const inner = close === "}" && token.kind === "eof" && !this.misindentLooked ? misindentedClose(this.tokens, this.tokens.indexOf(open), this.text) : undefined;
    if (close === "}" && token.kind === "eof") this.misindentLooked = true;
    // Otherwise the block may end where the indentation comes back to its `{` line's (a declaration after a function left open).
    const dedent = !inner && close === "}" && token.kind === "eof" ? dedentedAfter(this.text, open) : undefined;
    const error = this.record(
      "E0010",
      token,
      `expected \`${close}\` to close the \`${open.value}\` opened at line ${this.line(open.startRow)}, found ${describe(token)}`,
      inner
        ? `the \`{\` on line ${this.line(inner.open.startRow)} is probably the one left open: the \`}\` on line ${this.line(inner.close.startRow)} is indented less than line ${this.line(inner.open.startRow)}, like an outer block's; close line ${this.line(inner.open.startRow)}'s block with a \`}\` after line ${this.line(inner.lastInside)}`
        : dedent
          ? `line ${this.line(dedent.row)} is indented like line ${this.line(open.startRow)}, so line ${this.line(open.startRow)}'s block probably ends before it: add the missing \`}\` after line ${this.line(dedent.lastInside)}`
          : `add the missing \`${close}\``,
    );
    if (dedent) {
      const lineStart = { row: dedent.row, column: 0 };
      error.related = [
        { message: "the `{` left open", start: { row: open.startRow, column: open.startCol }, end: { row: open.endRow, column: open.endCol } },
        { message: "the block probably ends before this line, indented like the `{`'s", start: lineStart, end: lineStart },
      ];
    }
  }

  private statement(): void {
    this.enter();
    const outerStart = this.statementStart;
    const errorsBefore = this.errors.length;
    const startPos = this.pos;
    this.statementStart = this.pos;
    this.angleBrackets = null;
    this.laterTypedParameter = null;
    this.forValueMut = null;
    try {
      const token = this.cur;
      if (this.is(";")) {
        this.advance();
        return;
      }
      if (token.kind === "kw" && STATEMENT_KEYWORDS.has(token.value)) {
        this.record("E0018", token, `expected a statement, found the keyword \`${token.value}\`, which cannot start one`, (token.value === "else" ? this.elseHelp() : undefined) ?? statementKeywordHelp(token.value, this.is("=", this.peek()) || this.is(":", this.peek())));
        this.advance();
        this.synchronize();
        return;
      }
      if (token.kind === "kw") {
        switch (token.value) {
          case "use":
            return this.guarded(() => this.useStatement());
          case "if":
            return this.guarded(() => this.ifStatement());
          case "while":
            return this.guarded(() => this.loopStatement(false));
          case "for":
            return this.guarded(() => this.loopStatement(true));
          case "break":
          case "continue":
            this.advance();
            this.label();
            this.optionalSemicolon();
            return;
          case "mut":
          case "pub":
            return this.identifierStatement();
        }
      }
      if (this.isIdent()) return this.identifierStatement();
      if (this.is("{")) {
        // `{ "a": 1 }` at statement start is a bare block, not a dictionary (syntax.md §3.1, §5.8).
        const colon = this.peek().kind === "str" && this.is(":", this.peek(2)) ? this.peek(2) : undefined;
        this.block();
        if (colon) this.bareBlockDict(colon, errorsBefore);
        return;
      }
      if (this.is("(") && this.parenthesisedDestructuring()) return;
      this.expressionStatement();
    } finally {
      this.depth--;
      this.statementStart = outerStart;
      // A statement read without an error, on a line after the error's: recovery is over (the rest of the error's
      // line, `u` of `spawn for mut u in …`, is still read out of step).
      // (After the line of the latest error, not of the first: a chain of errors may run over several lines.)
      const latest = this.errors[this.errors.length - 1];
      if (this.recoveringFrom && latest && this.errors.length === errorsBefore && this.pos > startPos && this.tokens[startPos]!.startRow > latest.start.row) this.recoveringFrom = null;
    }
  }

  /**
   * `{ "a": 1 }` starting a statement: the reference reads a bare block (no
   * dictionary detection there, syntax.md §3.1 and §5.8), so `"a"` is a
   * statement and the `:` after it cannot start one (E0011). The grammar
   * reads a dictionary, which is never meaningful as a statement; the error
   * at the `:` is reported on a clean tree too, saying why.
   */
  private bareBlockDict(colon: Token, errorsBefore: number): void {
    const error = this.errors.slice(errorsBefore).find((e) => e.start.row === colon.startRow && e.start.column === colon.startCol);
    if (!error) return;
    error.message += " (a `{` that starts a statement opens a block, not a dictionary)";
    error.help = "a dictionary is a value: bind it (`d = { \"a\": 1 }`) or pass it where it is used";
    error.accepted = true;
  }

  /** Token `at` starts its line, indented no deeper than the line of token `other` (indices). */
  private startsLineAtMost(at: number, other: number): boolean {
    const token = this.tokens[at];
    const reference = this.tokens[other];
    const indent = token ? leadingIndent(this.text, token.start) : undefined;
    return reference !== undefined && indent !== undefined && indent <= lineIndent(this.text, reference.start);
  }

  /** What a type body that goes on with neither `,` nor `}` most likely lacks. */
  private typeBodyHelp(): string {
    const found = this.cur;
    const previous = this.previous;
    // `{ red | green }`: variants written as a union, which YaoXiang does not have.
    if (this.is("|")) return "YaoXiang has no `|` between variants: a variant is a constructor, listed with commas (`Color: Type = { red: () -> Color, green: () -> Color }`)";
    // `litres Float`: a field name and its type, on one line, without the `:`.
    if (previous?.kind === "ident" && found.kind === "ident" && previous.endRow === found.startRow && /^[A-Z]/.test(found.value)) {
      return `a field is \`name: Type\`: write \`${previous.value}: ${found.value}\``;
    }
    // The next declaration on a line of its own: the body was never closed.
    if (previous && previous.endRow < found.startRow && found.startCol === 0) return "the type body is not closed: add its `}` after its last field";
    return "separate the items of a type body with commas";
  }

  /** The last error recorded since the top-level statement the current token is in began (a token at column 0). */
  private errorInThisStatement(): ReferenceError | undefined {
    const last = this.errors[this.errors.length - 1];
    if (!last) return undefined;
    let start = this.pos - 1;
    while (start > 0 && (this.tokens[start] as Token).startCol !== 0) start--;
    const statement = this.tokens[start] as Token | undefined;
    if (!statement) return undefined;
    const after = last.start.row > statement.startRow || (last.start.row === statement.startRow && last.start.column >= statement.startCol);
    return after ? last : undefined;
  }

  /**
   * A `}` at the top level, where no block is open: the indentation says
   * which earlier `}` was one too many (see misindented-close.ts).
   */
  private strayCloseHelp(): string | undefined {
    if (this.blockDepth > 0) return undefined;
    const closes = (this.earlyCloses ??= earlyCloses(this.tokens, this.text));
    let early: (typeof closes)[number] | undefined;
    for (let low = 0, high = closes.length; low < high; ) {
      const middle = (low + high) >>> 1;
      if (closes[middle]!.index < this.pos) {
        early = closes[middle];
        low = middle + 1;
      } else high = middle;
    }
    if (!early) {
      // An error earlier in this statement whose recovery took a `}` of the block it was in (a bad match arm): this
      // `}` is the one left over, not one too many (106e X2: "remove it" broke the function).
      const cause = this.errorInThisStatement();
      if (cause) {
        const root = this.causes.get(cause) ?? cause;
        this.strayCause = root;
        return `this probably follows from the error at line ${this.line(root.start.row)}, column ${root.start.column + 1}: recovering from it took the \`}\` of a block it was in, so this one has no block left to close; fix that error first, and keep this \`}\``;
      }
      return "no block is open here, so this `}` closes nothing: remove it, or add the `{` it was meant to close";
    }
    // `while i < n` with its body indented below but no `{`: the `}` meant for the loop closed the block around it (94b D9).
    const header = headerWithoutBrace(this.text, early.openRow + 1, early.close.startRow);
    if (header) {
      // A braceless body is legal (`while c stmt`): said as the likely cause, not as a certainty.
      return `the \`${header.keyword}\` on line ${this.line(header.row)} has no \`{\`, so its body is only the next statement, and the \`}\` on line ${this.line(early.close.startRow)} probably closes the block around it: if the lines below it belong to it, add \`{\` at the end of line ${this.line(header.row)}`;
    }
    return `no block is open here: the \`}\` on line ${this.line(early.close.startRow)}, indented more than line ${this.line(early.openRow)} where the block it closed opens, probably closed that block early; remove one \`}\` there`;
  }

  /**
   * `use std.io.` with the next line `main = {`: the path's trailing `.`
   * took the next line's first name as its last segment, and the error is
   * only seen after it. The help names the `.` (97b D2).
   */
  private useTrailingDotHelp(): string | undefined {
    const segment = this.previous;
    const dot = this.tokens[this.pos - 2];
    if (segment?.kind !== "ident" || !dot || !this.is(".", dot) || dot.endRow >= segment.startRow) return undefined;
    let i = this.pos - 3;
    while (i >= 1 && this.tokens[i]!.kind === "ident" && this.is(".", this.tokens[i - 1])) i -= 2;
    const first = this.tokens[i];
    if (first?.kind !== "ident" || this.tokens[i - 1]?.value !== "use" || this.tokens[i - 1]?.kind !== "kw") return undefined;
    return `the \`use\` path on line ${this.line(dot.startRow)} ends with \`.\`, so it goes on with \`${segment.value}\` on line ${this.line(segment.startRow)}: remove that \`.\`, or finish the path on line ${this.line(dot.startRow)}`;
  }

  /**
   * An `else` that no `if` block ends right before: most often because an
   * `elif` (another language's) came between, which YaoXiang reads as a
   * name, so the `if` statement ended at the `}` before it.
   */
  private elseHelp(): string {
    for (let i = this.pos - 1; i > 0 && i >= this.pos - ELSE_LOOKBACK; i--) {
      const token = this.tokens[i]!;
      if (token.kind === "ident" && ELIF_WORDS.has(token.value) && this.is("}", this.tokens[i - 1])) {
        return `\`${token.value}\` on line ${this.line(token.startRow)} is no YaoXiang: write \`else if\` there; YaoXiang read \`${token.value}\` as a name, which ended the \`if\` and left this \`else\` without one`;
      }
    }
    return "an `else` comes right after the `}` of an `if` block (`} else {`), on the same line; here no `if` block ends just before it";
  }

  /**
   * `fn first(p: Int) -> Int {`, `def f(x: Int):`: another language's
   * function header on this line (habit-help.ts), for which "named
   * arguments are written `name = value`" would mislead.
   */
  private functionHabitHelp(): string | undefined {
    return functionHeader(this.tokens, this.pos);
  }

  /**
   * `add = (a: Int, b: Int) -> Int => a + b` (Rust, Swift) or `(n: Int): Int => …` (TypeScript): a
   * lambda has no result type (syntax.md §3.3); the signature goes on the binding.
   */
  private lambdaResultHelp(token: Token): string | undefined {
    const close = this.previous;
    if ((token.value !== "->" && token.value !== ":") || !close || close.value !== ")" || close.endRow !== token.startRow) return undefined;
    const closeAt = this.pos - 1;
    let depth = 0;
    let openAt = -1;
    for (let i = closeAt; i >= 0; i--) {
      const v = this.tokens[i]!.value;
      if (v === ")") depth++;
      else if (v === "(" && --depth === 0) {
        openAt = i;
        break;
      }
    }
    const assign = this.tokens[openAt - 1];
    const name = this.tokens[openAt - 2];
    if (openAt < 0 || assign?.value !== "=" || name?.kind !== "ident") return undefined;
    // The result type: the tokens after `->` / `:` up to `=>` on the line.
    let arrowAt = -1;
    for (let i = this.pos + 1; i < this.tokens.length && this.tokens[i]!.startRow === token.startRow; i++) {
      if (this.tokens[i]!.value === "=>") {
        arrowAt = i;
        break;
      }
    }
    if (arrowAt < 0) return undefined;
    const params = this.textBetween(openAt, closeAt);
    const result = this.textBetween(this.pos + 1, arrowAt - 1);
    const names: string[] = [];
    for (let i = openAt + 1; i < closeAt; i++) {
      const t = this.tokens[i]!;
      if (t.kind === "ident" && this.tokens[i + 1]?.value === ":" && [",", "(", "mut"].includes(this.tokens[i - 1]!.value)) names.push(t.value);
    }
    // `Point.dbl = (self: &Point) -> Int => …`: the method's whole target (105d R9: the help declared a free `dbl`).
    const owner = this.tokens[openAt - 3]?.value === "." && this.tokens[openAt - 4]?.kind === "ident" ? `${this.tokens[openAt - 4]!.value}.` : "";
    // Another language's types in YaoXiang's (`(x: number): number` is `(x: Float) -> Float`, 106g Z4).
    const foreign = foreignSignature(this.tokens, openAt);
    const signature =
      foreign && foreign.result !== undefined && !foreign.self && foreign.parameters.every((p) => p.type !== undefined)
        ? `(${foreign.parameters.map((p) => `${p.name}: ${p.type}`).join(", ")}) -> ${foreign.result}`
        : `${params} -> ${result}`;
    return `a lambda has no result type: give the binding the signature, \`${owner}${name.value}: ${signature} = (${names.join(", ")}) => …\``;
  }

  /** `i++` / `i--` (C): two prefix operators waiting for an operand that never comes (syntax.md §5.2 has no `++`). */
  private incrementHelp(): string | undefined {
    const [second, first, operand] = [this.tokens[this.pos - 1], this.tokens[this.pos - 2], this.tokens[this.pos - 3]];
    if (!second || !first || !operand || !(second.value === first.value && (first.value === "+" || first.value === "-"))) return undefined;
    if (first.end !== second.start || operand.end !== first.start || operand.kind !== "ident") return undefined;
    const op = first.value;
    return `YaoXiang has no \`${op}${op}\`: write \`${operand.value} = ${operand.value} ${op} 1\` (with \`${operand.value}\` declared \`mut\`)`;
  }

  /** `p = Point { x: 1, y: 2 }` (Rust): YaoXiang has no record literals (syntax.md §5.8); a record is built by a call. */
  private structLiteralHelp(): string | undefined {
    const open = this.tokens[this.statementStart - 1];
    const type = this.tokens[this.statementStart - 2];
    if (open?.value !== "{" || type?.kind !== "ident" || !/^[A-Z]/.test(type.value) || type.endRow !== open.startRow) return undefined;
    let end = this.statementStart;
    while (end < this.tokens.length && this.tokens[end]!.value !== "}" && this.tokens[end]!.startRow === open.startRow) end++;
    const written = this.tokens[end]?.value === "}" ? this.textBetween(this.statementStart, end - 1) : "…";
    // `struct Point { x: Int }` (Rust, C): a type declaration, not a literal.
    const keyword = this.tokens[this.statementStart - 3];
    if (keyword?.kind === "ident" && ["struct", "class", "record", "data"].includes(keyword.value) && keyword.endRow === type.startRow) {
      return `YaoXiang has no \`${keyword.value}\`: a type is a binding, \`${type.value}: Type = { ${written} }\``;
    }
    return `YaoXiang has no record literals: build the record with a call, \`${type.value}(${written.replace(/([A-Za-z_]\w*)\s*:/g, "$1 =")})\``;
  }

  /** `list.map(xs, |x| x * 2)` (Rust): YaoXiang's closures are lambdas, `(x) => …` (syntax.md §5.7). */
  private closureHelp(): string | undefined {
    if (!this.is("|")) return undefined;
    const names: string[] = [];
    let i = this.pos + 1;
    for (; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      if (t.kind === "ident") names.push(t.value);
      else if (t.value === "|") break;
      else if (t.value !== ",") return undefined;
    }
    if (this.tokens[i]?.value !== "|") return undefined;
    return `YaoXiang has no \`|x|\` closures: write a lambda, \`(${names.join(", ")}) => …\``;
  }

  private optionalSemicolon(): void {
    if (this.is(";")) this.advance();
  }

  /** Runs a statement form; a failure inside it is handled like one of an expression statement. */
  private guarded(parse: () => void): void {
    try {
      parse();
    } catch (error) {
      this.statementFailed(error);
    }
  }

  private statementFailed(error: unknown): void {
    if (error instanceof Unexpected) {
      const token = this.cur;
      const message = this.previous !== undefined && this.is("=>", this.previous)
        ? `expected the body of a lambda, found ${describe(token)}: the lambda before it has invalid parameters, so its body cannot be read`
        : this.pos === this.statementStart
          ? `expected a statement, found ${describe(token)}, which cannot start one`
          : `expected an expression, found ${describe(token)}`;
      this.record(
        "E0011",
        token,
        message,
        this.incrementHelp() ??
          this.lambdaResultHelp(token) ??
          (token.value === ":" ? this.functionHabitHelp() : undefined) ??
          // `function sum(...xs: number[])`, `join(...parts: string[])` in an interface: a rest parameter in a foreign header (106g Z7).
          (token.value === "..." ? habitHelp(this.tokens, this.pos) : undefined) ??
          (this.is("}", token) ? this.strayCloseHelp() : undefined) ??
          this.useTrailingDotHelp() ??
          unexpectedHelp(token, this.previous, this.pos === this.statementStart),
      );
    } else if (!(error instanceof Reported)) {
      throw error;
    }
    this.skipTwo();
  }

  private expressionStatement(): void {
    this.guarded(() => {
      this.expression(0);
      this.optionalSemicolon();
    });
  }

  /** `break ::label` / `continue ::label`. */
  private label(): void {
    if (!this.is("::")) return;
    this.advance();
    if (this.isIdent()) this.advance();
    else this.expected("a label name after `::`", "write `break ::label`");
  }

  /** An identifier-started statement: binding, declaration, destructuring or expression. */
  private identifierStatement(): void {
    let mutable = false;
    const pub = this.is("pub") ? this.cur : undefined;
    if (pub) this.advance();
    if (this.is("mut")) {
      mutable = true;
      this.advance();
      if (this.is("pub")) this.advance();
    }
    if (mutable && !this.isIdent()) {
      this.expected("a name after `mut`");
      this.skipTwo();
      return;
    }
    const firstIndex = this.pos;
    const first = this.cur;
    let target: SyntaxNode;
    try {
      target = this.expression(mutable ? PATTERN_BP : 2);
    } catch (error) {
      // The target is an expression statement until a `:` or `=` says otherwise.
      return this.statementFailed(error);
    }
    if (target.kind === "call" && this.is("->") && this.onSameLine && this.isOldSignature(firstIndex)) return this.oldSignature(first, firstIndex);
    if (this.is("..")) return this.rangeStatement(first);
    if (this.is(",") && this.commaDestructuring()) {
      this.advance();
      this.bindingValue(first);
      return;
    }
    if (this.is(":")) {
      this.advance();
      let annotation: Annotation;
      try {
        annotation = this.annotation();
      } catch (error) {
        return this.typeFailed(error);
      }
      if (this.is("=")) {
        this.advance();
        return this.annotatedValue(first, target, annotation);
      }
      // A declaration without a value cannot be followed by `,` or `(` on its line.
      const next = this.cur;
      if (this.onSameLine && (this.is(",") || this.is("("))) {
        // The grammar ends the declaration there and reads a new statement: reported on a clean tree too.
        this.record("E0011", next, `expected \`=\` or the end of the declaration \`${first.value}: …\`, found ${describe(next)}`, this.structLiteralHelp() ?? declarationHelp(next.value)).accepted = true;
        this.advance();
        return;
      }
      this.optionalSemicolon();
      return;
    }
    if (this.is("=")) {
      const written = this.placeText(firstIndex, this.pos);
      this.advance();
      this.bindingValue(first, written);
      return;
    }
    // `pub x` alone: an expression statement, an error after `pub` (§3.2 step 3; `mut x` alone declares `x`).
    if (pub && !mutable) {
      const next = this.cur;
      const written = this.placeText(firstIndex, this.pos);
      // `pub fn square(…)`: the word is another language's, not the name being declared.
      // (`pub(crate) fn`, `pub async fn` too: functionHeader reads past the modifiers, 106g Z5.)
      const declares = functionHeader(this.tokens, this.pos);
      this.record("E0010", next, `expected \`=\` or \`:\` after \`pub ${written}\`, found ${describe(next)}`, declares ?? `\`pub\` starts a declaration: \`pub ${written} = …\` or \`pub ${written}: Type\``);
      this.optionalSemicolon();
      return;
    }
    this.optionalSemicolon();
  }

  /** The tokens [from, to) as one text when they are a name or a place (`self.added`, `xs[0]`), else the first token's. */
  private placeText(from: number, to: number): string {
    const tokens = this.tokens.slice(from, to);
    const simple = tokens.length > 0 && tokens.length <= 9 && tokens.every((t) => /^[\p{L}_][\p{L}\p{N}_]*$|^[.[\]]$|^\d+$/u.test(t.value));
    return simple ? tokens.map((t) => t.value).join("") : (tokens[0]?.value ?? "");
  }

  /** `name(…)` from `firstIndex` up to the current token (`->`): the head of the old function syntax. */
  private isOldSignature(firstIndex: number): boolean {
    const open = this.tokens[firstIndex + 1];
    return open !== undefined && this.is("(", open) && this.matchingParenthesis(firstIndex + 1) === this.pos - 1;
  }

  /**
   * `inc(Int) -> Int = …`, the old function syntax (syntax.md §3.3): one
   * legacy E0012 over `inc(Int) ->` (E0017's meaning; diagnostics.md §2.2), then
   * the result type and the value are read as a binding's, so that errors
   * inside them are still reported and nothing cascades.
   */
  private oldSignature(first: Token, firstIndex: number): void {
    const arrow = this.advance();
    const close = this.pos - 2;
    // `fn len(&self) -> Float` inside `impl Point {`: the receiver is `self` of the type (syntax.md §3.8).
    const block = enclosingOpen(this.tokens, firstIndex);
    const receiverOf = block?.word === "impl" ? block.name : undefined;
    // A trait's method is no method of a type: the trait is an interface (106f Y7: told to declare `Type.area`).
    const iface = block && INTERFACE_WORDS.has(block.word) ? interfaceHelp(block.word, block.name, blockBody(this.tokens, block.index)) : undefined;
    const params = this.topLevelItems(firstIndex + 2, close).map((item, i) => (RECEIVER.test(item) ? `self: ${item.startsWith("&") ? item.replace(/self$/, "") : ""}${receiverOf ?? "Self"}` : `${String.fromCharCode(97 + (i % 26))}: ${item}`));
    const resultStart = this.pos;
    let result = "…";
    try {
      this.type();
      if (this.pos > resultStart) result = this.textBetween(resultStart, this.pos - 1);
    } catch (error) {
      this.typeFailed(error);
    }
    const head = this.textBetween(firstIndex, close);
    // `square(Int) -> Int = (x) => x * x`: the lambda's own names, where it names each parameter.
    const named = this.is("=") ? this.lambdaHeadNames(this.pos + 1) : undefined;
    if (named && named.length === params.length) params.forEach((p, i) => (params[i] = `${named[i]}${p.slice(1)}`));
    // Quoted as written: `= …` only when a value follows (`fn new() -> Point { }` has none).
    const value = this.is("=") && this.onSameLine ? " = …" : "";
    const error = this.record(
      "E0012",
      first,
      `\`${head} -> ${result}${value}\` is the old function syntax, which is no longer accepted: expected \`:\` and a signature with named parameters after \`${first.value}\``,
      iface ??
        foreignHeaderHelp(this.tokens, firstIndex, receiverOf) ??
        // `impl Fn(i32) -> i32` in a parameter of `fn apply(…)`: the header the line starts, not `Fn: …` (106g Z11).
        (FUNCTION_WORDS.has(this.tokens[firstIndex - 1]?.value ?? "") ? undefined : (functionHeader(this.tokens, firstIndex) ?? multiLineHeader(this.tokens, firstIndex))) ??
        (receiverOf !== undefined || params.some((p) => p.startsWith("self: "))
          ? `YaoXiang has no \`impl\` blocks: declare the method at the top level, \`${receiverOf ?? "Type"}.${first.value}: (${params.join(", ")}) -> ${result} = …\``
          : `write \`${first.value}: (${params.join(", ")}) -> ${result} = …\``),
      true,
    );
    // Over the old header, `name(…) ->`.
    error.end = { row: arrow.endRow, column: arrow.endCol };
    if (this.is("=") && this.onSameLine) {
      this.advance();
      this.bindingValue(first);
      return;
    }
    this.optionalSemicolon();
  }

  /** The names of a lambda head at token index `at` (`x =>`, `(a, b) =>`), or undefined when it is something else. */
  private lambdaHeadNames(at: number): string[] | undefined {
    // (`is` reads the current token when given none: every token is checked to exist first.)
    const tokenIs = (value: string, k: number) => this.tokens[k] !== undefined && this.is(value, this.tokens[k]);
    const first = this.tokens[at];
    if (first?.kind === "ident") return tokenIs("=>", at + 1) ? [first.value] : undefined;
    if (!tokenIs("(", at)) return undefined;
    const names: string[] = [];
    for (let k = at + 1; k < this.tokens.length; k += 2) {
      const name = this.tokens[k];
      if (name?.kind !== "ident") return undefined;
      names.push(name.value);
      if (tokenIs(")", k + 1)) return tokenIs("=>", k + 2) ? names : undefined;
      if (!tokenIs(",", k + 1)) return undefined;
    }
    return undefined;
  }

  /** The texts of the comma-separated items between token indexes `from` and `to` (exclusive), at parenthesis depth 0. */
  private topLevelItems(from: number, to: number): string[] {
    const items: string[] = [];
    let depth = 0;
    let start = from;
    for (let k = from; k <= to; k++) {
      const token = this.tokens[k] as Token;
      if (k < to && token.kind === "punct" && ["(", "[", "{"].includes(token.value)) depth++;
      else if (k < to && token.kind === "punct" && [")", "]", "}"].includes(token.value)) depth--;
      else if (k === to || (depth === 0 && this.is(",", token))) {
        if (k > start) items.push(this.textBetween(start, k - 1));
        start = k + 1;
      }
    }
    return items;
  }

  /**
   * `a .. 3` as a statement: the target of an identifier statement ends
   * before `..` (syntax.md §3.2), which cannot start the next statement. The
   * grammar reads the line as a range, so the error is reported on a clean
   * tree too (`accepted`).
   */
  private rangeStatement(first: Token): void {
    const dots = this.cur;
    this.record(
      "E0011",
      dots,
      `expected \`=\`, \`:\` or the end of the statement after \`${first.value}\`, found \`..\`: a range cannot stand alone as a statement`,
      "bind the range (`r = a..b`) or loop over it (`for i in a..b { … }`)",
    ).accepted = true;
    this.skipTwo();
  }

  /** The value of a binding failed to parse: the reference reports E0012 (no position) and skips a token. */
  private bindingFailed(error: unknown, target: string): void {
    if (!(error instanceof Unexpected) && !(error instanceof Reported)) throw error;
    const token = this.cur;
    const last = this.errors[this.errors.length - 1];
    // After an error at this very token (`r = spawn 5`: E0016), the token is no worse than any other.
    const afterError = last !== undefined && last.start.row === token.startRow && last.start.column === token.startCol;
    const failed = this.record(
      "E0012",
      token,
      afterError
        ? `expected an expression in the value of \`${target}\`, found ${describe(token)}, where the ${last.code} at the same place ends it`
        : `expected an expression in the value of \`${target}\`, found ${describe(token)}, which cannot start or continue one`,
      this.incrementHelp() ?? this.closureHelp() ?? OPERAND_HELP,
    );
    // What follows is read from a token later: the first error at this place is what to fix.
    const before = this.errors[this.errors.length - 2];
    this.recoveringFrom ??= before && before.start.row === failed.start.row && before.start.column === failed.start.column ? before : failed;
    this.skip();
  }

  private typeFailed(error: unknown): void {
    if (error instanceof Unexpected) this.expected("a type", TYPE_HELP);
    else if (!(error instanceof Reported)) throw error;
    this.skipTwo();
  }

  /** `target`: the bound name or place as written (`self.added`), for the message when the value fails. */
  private bindingValue(first: Token, target = first.value): SyntaxNode | undefined {
    try {
      const value = this.expression(0);
      this.optionalSemicolon();
      return value;
    } catch (error) {
      this.bindingFailed(error, target);
      return undefined;
    }
  }

  private annotatedValue(first: Token, target: SyntaxNode, annotation: Annotation): void {
    const plainName = target.kind === "ident";
    if (plainName && annotation.isTypeKeyword) {
      // `Name: Type = …`: the value is a type (§3.5).
      const value = this.pos;
      if (this.isIdent() && this.is("|", this.peek()) && this.peek().startRow === this.cur.endRow) {
        this.advance();
        return this.enumWithoutBraces(first, value);
      }
      try {
        this.type();
      } catch (error) {
        this.typeFailed(error);
        return;
      }
      if (this.is("|") && this.onSameLine) return this.enumWithoutBraces(first, value);
      this.optionalSemicolon();
      return;
    }
    if (plainName && annotation.returnsType) {
      // A generic type definition when the value reads as a record body;
      // otherwise the value is an expression, and the failed type attempt's
      // errors stay (§3.6).
      const mark = this.mark();
      const record = this.is("{");
      const errorsBefore = this.errors.length;
      try {
        this.type();
        if (record) {
          this.optionalSemicolon();
          return;
        }
      } catch (error) {
        if (!(error instanceof Unexpected) && !(error instanceof Reported)) throw error;
      }
      // The grammar reads the value as the expression it is (§3.6 "accept").
      for (let i = errorsBefore; i < this.errors.length; i++) (this.errors[i] as ReferenceError).accepted = true;
      const stray = this.errors[errorsBefore];
      // Not where the value is a type body with a slip (`{ x: T  y: T }`: a missing comma before a
      // field name): its own help says what to add (99g D1).
      if (stray && !(record && this.fieldFirst(mark) && this.tokenAt(stray.start)?.kind === "ident")) stray.help = typeAttemptHelp(annotation.params ?? []);
      this.reset(mark);
    }
    const lambdaToken = this.cur;
    const value = this.bindingValue(first);
    if (value?.kind === "lambda" && annotation.params && value.params) {
      checkLambdaHeader(annotation.params, value.params, (message) =>
        this.record("E0012", lambdaToken, message, "make the lambda header repeat the signature's parameter names in order, or drop it", true),
      );
    }
  }

  /**
   * `Color: Type = red | green | blue` (the current token is the first `|`;
   * the first variant starts at token `value`), the old enum syntax without
   * braces (syntax.md §3.5): one legacy E0012 over the variants (E0022's
   * meaning; diagnostics.md §2.2), which are read as types, instead of the
   * E0011 of a union type at each `|`.
   */
  private enumWithoutBraces(name: Token, value: number): void {
    const variants = [this.textBetween(value, this.pos - 1)];
    let end = this.previous as Token;
    while (this.is("|") && this.onSameLine) {
      this.advance();
      const start = this.pos;
      try {
        // A bare name before the next `|` (the type reader would report that `|`).
        if (this.isIdent() && this.is("|", this.peek())) this.advance();
        else this.type();
      } catch (error) {
        this.typeFailed(error);
        break;
      }
      if (this.pos === start) break;
      variants.push(this.textBetween(start, this.pos - 1));
      end = this.previous as Token;
    }
    const constructor = (variant: string) => {
      const call = /^(\w+)\s*\((.*)\)$/.exec(variant);
      return call ? `${call[1]}: (${call[2]}) -> ${name.value}` : `${variant}: () -> ${name.value}`;
    };
    const shown = variants.length > 3 ? [...variants.slice(0, 2).map(constructor), "…"] : variants.map(constructor);
    const error = this.record(
      "E0012",
      this.tokens[value] as Token,
      `\`${name.value}: Type = ${variants.join(" | ")}\` is the old enum syntax (variants separated by \`|\`), which is no longer accepted: a sum type is a record of constructor functions in braces`,
      `write the variants as constructor fields of a record type: \`${name.value}: Type = { ${shown.join(", ")} }\``,
      true,
    );
    error.end = { row: end.endRow, column: end.endCol };
    this.optionalSemicolon();
  }

  /** `a, b = …`: a comma list of plain names followed by `=`. */
  private commaDestructuring(): boolean {
    let k = this.pos;
    for (;;) {
      const comma = this.tokens[k];
      const name = this.tokens[k + 1];
      if (!comma || !name || !this.is(",", comma) || name.kind !== "ident") return false;
      k += 2;
      const next = this.tokens[k];
      if (next && this.is("=", next)) {
        // Consume up to (not including) the `=`.
        while (this.pos < k) this.advance();
        return true;
      }
    }
  }

  /** `(a, b) = …` with plain names only; anything else is an expression statement. */
  private parenthesisedDestructuring(): boolean {
    let k = this.pos + 1;
    for (;;) {
      const name = this.tokens[k];
      if (!name || name.kind !== "ident") return false;
      k++;
      const next = this.tokens[k];
      if (next && this.is(",", next)) {
        k++;
        const after = this.tokens[k];
        if (after && this.is(")", after)) break;
        continue;
      }
      if (next && this.is(")", next)) break;
      return false;
    }
    const equals = this.tokens[k + 1];
    if (!equals || !this.is("=", equals)) return false;
    const first = this.cur;
    while (this.pos < k + 2) this.advance();
    this.bindingValue(first);
    return true;
  }

  private ifStatement(): void {
    this.advance();
    for (;;) {
      const conditionStart = this.cur;
      this.expression(0);
      if (!this.is("{")) {
        // `if not ready {`: the condition is the name `not` (no such keyword), the body's `{` is not next.
        // `if ready and not done {` too: the condition ends at that `not` (106f Y10).
        const lastRead = this.tokens[this.pos - 1];
        const notKeyword = [conditionStart, lastRead].some((t) => t?.kind === "ident" && t.value === "not");
        this.expected("`{` after the condition", notKeyword ? "YaoXiang has no `not`: logical not is `!` (`if !ready { … }`, syntax.md §5.2)" : BRACES_HELP);
        this.synchronize();
        return;
      }
      this.block();
      if (!this.is("else")) return;
      this.advance();
      if (this.is("if")) {
        this.advance();
        continue;
      }
      if (this.is("{")) this.block();
      else this.expression(0);
      return;
    }
  }

  /**
   * `for (i = 0; i < n; i++)` at the current `(`: a `;` or an `=` inside the parentheses (106f Y13: told
   * to destructure inside the body, the help for `for (a, b) in pairs`).
   */
  private cStyleFor(): boolean {
    if (!this.is("(")) return false;
    for (let i = this.pos + 1, depth = 0; i < this.tokens.length && depth >= 0; i++) {
      const v = this.tokens[i]!.value;
      if (v === "(") depth++;
      else if (v === ")") depth--;
      else if (depth === 0 && (v === ";" || v === "=" || v === ":=")) return true;
    }
    return false;
  }

  /** `while cond body` / `for [mut] x in iterable body` (body: a block or one expression). */
  private loopStatement(isFor: boolean): void {
    this.advance();
    if (isFor) {
      if (this.is("mut")) this.advance();
      if (!this.isIdent()) {
        const token = this.cur;
        // The grammar reads `_` and a tuple there (one rule for both forms; a `for` used as a value takes them, §4.3): the tree is clean.
        this.record("E0011", token, `expected one loop variable name after \`for\`, found ${describe(token)}`, this.cStyleFor() ? C_STYLE_FOR : "write `for x in items { … }`; destructure inside the body").accepted = true;
        throw new Reported();
      }
      this.advance();
      if (!this.is("in")) {
        this.expected("`in`");
        throw new Reported();
      }
      this.advance();
    }
    this.expression(0);
    if (this.is("{")) this.block();
    else this.expression(0);
    this.optionalSemicolon();
  }

  private useStatement(): void {
    this.advance();
    let items = false;
    if (!this.isIdent()) return this.badUseToken();
    const path = [this.advance().value];
    for (;;) {
      if (this.is(".")) {
        this.advance();
        if (this.is("{")) {
          this.useItems(path.join("."));
          items = true;
          break;
        }
        if (!this.isIdent()) return this.badUseToken();
        path.push(this.advance().value);
        continue;
      }
      if (this.is("{")) {
        this.useItems(path.join("."));
        items = true;
      }
      break;
    }
    if (this.is("as")) {
      const as = this.cur;
      if (items) {
        // At the alias after `as`, where the reference stops (modules-and-workspace.md S16).
        const at = this.isIdent(this.peek()) ? this.peek() : as;
        this.record("E0011", at, `expected the end of the \`use\` after its item list, found \`as${at === as ? "" : ` ${at.value}`}\`: an item list cannot be renamed`, "alias items inside the braces: `use a.{x as y}`");
        throw new Reported();
      }
      this.advance();
      if (!this.isIdent()) return this.badUseToken();
      this.advance();
      while (this.is(",") && this.isIdent(this.peek())) {
        this.advance();
        const alias = this.advance();
        this.record("E0012", alias, `expected one alias after \`as\` in a \`use\`, found a second one, \`${alias.value}\``, "import items by name instead: `use a.{x, y}`", true);
      }
    }
    this.optionalSemicolon();
  }

  private badUseToken(): never {
    const token = this.cur;
    this.record("E0011", token, `expected a name in the \`use\` path, found ${describe(token)}: a path is names separated by \`.\``, "write `use std.io` or `use std.io.{println}`");
    throw new Reported();
  }

  /** The `{…}` of a `use`; `path` is the module's (`geometry`), for the helps. */
  private useItems(path: string): void {
    const open = this.advance();
    for (;;) {
      if (this.is("}")) {
        this.advance();
        return;
      }
      if (this.atEnd) {
        this.unclosed(open, "}");
        return;
      }
      if (this.is("pub")) this.advance();
      if (!this.isIdent()) this.badUseToken();
      this.advance();
      if (this.is("as")) {
        this.advance();
        if (!this.isIdent()) this.badUseToken();
        this.advance();
      }
      if (this.is(",")) this.advance();
      else if (!this.is("}") && !this.atEnd) {
        // `use shapes.{Rect.area}`: an item is one name (a method is not imported on its own), so the list must close here (§3.1).
        const item = this.previous?.value ?? "";
        const help = this.is(".")
          ? `an item is one name: import the type, \`use ${path}.{${item}}\`; its methods come with it`
          : `separate the items with commas: \`use ${path}.{${item}, …}\``;
        this.expected("`}`", help);
        throw new Reported();
      }
    }
  }

  // --- expressions ----------------------------------------------------------

  private expression(minBp: number, ignoreNewlines = false): SyntaxNode {
    this.enter();
    try {
      const left = this.prefix();
      return this.infix(left, minBp, ignoreNewlines);
    } finally {
      this.depth--;
    }
  }

  private canStartStatement(token: Token = this.cur): boolean {
    if (token.kind === "kw" && ["use", "if", "while", "for", "mut", "pub"].includes(token.value)) return true;
    return this.is(";", token) || this.is("}", token) || this.canStartExpression(token);
  }

  private canStartExpression(token: Token = this.cur): boolean {
    switch (token.kind) {
      case "ident":
      case "int":
      case "float":
      case "str":
      case "char":
      case "fstr":
        return true;
      case "kw":
        return LITERAL_KEYWORDS.has(token.value) || EXPRESSION_KEYWORDS.has(token.value);
      case "punct":
        return ["(", "[", "{", "_"].includes(token.value) || PREFIX.has(token.value);
      default:
        return false;
    }
  }

  private prefix(): SyntaxNode {
    const token = this.cur;
    switch (token.kind) {
      case "ident":
        this.advance();
        return { kind: "ident", name: token.value };
      case "int":
      case "float":
      case "str":
      case "char":
      case "fstr":
        this.advance();
        return { kind: "literal" };
      case "kw":
        return this.keywordExpression(token);
      case "punct":
        if (token.value === "(") return this.parenthesised();
        if (token.value === "[") return this.list();
        if (token.value === "{") return this.braces();
        if (token.value === "_") {
          this.advance();
          return { kind: "wildcard" };
        }
        if (PREFIX.has(token.value)) {
          this.advance();
          this.expression(PREFIX_OPERAND_BP);
          return OTHER;
        }
        throw new Unexpected();
      default:
        throw new Unexpected();
    }
  }

  private keywordExpression(token: Token): SyntaxNode {
    if (LITERAL_KEYWORDS.has(token.value)) {
      this.advance();
      return { kind: "literal" };
    }
    switch (token.value) {
      case "ref":
        this.advance();
        this.expression(PREFIX_OPERAND_BP);
        return OTHER;
      case "unsafe":
        this.advance();
        if (this.is("{")) this.block();
        else this.expression(CAST_BP);
        return OTHER;
      case "if":
        return this.ifExpression();
      case "match":
        return this.matchExpression();
      case "while":
        this.advance();
        this.expression(0);
        this.requireBlock("`{` after the `while` condition", true);
        return OTHER;
      case "for":
        this.advance();
        // `ys = for mut y in xs { … }`: the expression form has no `mut` (syntax.md §4.3); see `record`.
        if (this.is("mut")) this.forValueMut = this.cur;
        this.expression(0);
        if (this.is("in")) this.advance();
        else this.expected("`in`");
        this.expression(0);
        this.requireBlock("`{` after the `for` header", true);
        return OTHER;
      case "spawn":
        return this.spawnExpression();
      case "return":
        this.advance();
        if (this.is(",")) {
          // `0 => return,`: the grammar ends an operand-less `return` at a match arm's `,` too (a clean tree);
          // the compiler leaves the operand out only before `;`, `}` or the end (syntax.md §4.4).
          const help = "`return` takes a value unless `;`, `}` or the end of the file follows: write `{ return }` here";
          this.record("E0011", this.cur, "expected an expression after `return`, found `,`", help).accepted = true;
          throw new Reported();
        }
        if (!this.is(";") && !this.is("}") && !this.atEnd) this.expression(0);
        return OTHER;
      case "break":
      case "continue":
        this.advance();
        if (this.is("::")) this.label();
        else if (this.onSameLine && this.canStartExpression()) this.expression(0);
        return OTHER;
      default:
        throw new Unexpected();
    }
  }

  /**
   * `braceless`: the grammar accepts a body without braces here (README
   * language note 9), which the reference parser allows at statement level
   * only, so its error is reported on a clean tree too.
   */
  private requireBlock(what: string, braceless = false): void {
    if (!this.is("{")) {
      this.expected(what, BRACES_HELP);
      if (braceless) (this.errors[this.errors.length - 1] as ReferenceError).accepted = true;
      throw new Reported();
    }
    this.block();
  }

  private ifExpression(): SyntaxNode {
    this.advance();
    for (;;) {
      this.expression(0);
      this.requireBlock("`{` after the condition");
      if (!this.is("else")) return OTHER;
      this.advance();
      if (this.is("if")) {
        this.advance();
        continue;
      }
      this.requireBlock("`{` after `else`", true);
      return OTHER;
    }
  }

  private matchExpression(): SyntaxNode {
    this.advance();
    this.expression(0);
    if (!this.is("{")) {
      this.expected("`{` after the `match` value", "write `match value { pattern => result }`");
      throw new Reported();
    }
    const openIndex = this.pos;
    const open = this.advance();
    for (;;) {
      if (this.is("}")) {
        this.advance();
        return OTHER;
      }
      if (this.atEnd) {
        this.unclosed(open, "}");
        return OTHER;
      }
      // A pattern is one prefix expression: no call, field or operator (§7.2).
      const patternIndex = this.pos;
      const patternStart = this.cur;
      this.expression(PATTERN_BP);
      if (this.is("=>")) this.advance();
      else {
        // `shown = …` at the match's own indentation: the next statement, read as an arm because the match lacks its `}`.
        const nextStatement = this.is("=") && this.startsLineAtMost(patternIndex, openIndex);
        this.expected(
          "`=>` after the pattern",
          nextStatement
            ? `this line looks like the statement after the \`match\` (line ${this.line(open.startRow)}), whose arms are not closed: add its \`}\` before line ${this.line(patternStart.startRow)}`
            : (this.armHabit(patternIndex) ??
                (this.is("|")
                  ? "a pattern has no `|`: write one arm per alternative (`1 => \"small\"`, then `2 => \"small\"`), or `_ =>` for the rest"
                  : "a pattern is a name, a literal, `_` or a parenthesised pattern: write `(Some(x)) => …`; ranges, guards and `|` do not exist")),
        );
        // `Some(x) =>`: a constructor pattern the grammar accepts (§7.3).
        (this.errors[this.errors.length - 1] as ReferenceError).accepted = true;
      }
      this.expression(0);
      if (this.is(",")) this.advance();
    }
  }

  /**
   * An arm written as another language writes it, at the token after its pattern (`tokens[from]` on):
   * a guard `x if x > 0 =>`, a range `0..5 =>`, an or-pattern `"a" | "b" =>`, told with the user's own
   * parts (106g Z15: a fixed `(Some(x)) => …` or `1 => "small"` for all of them).
   */
  private armHabit(from: number): string | undefined {
    const row = this.cur.startRow;
    const onRow = (start: number, stop: (v: string) => boolean) => {
      const out: Token[] = [];
      for (let i = start; i < this.tokens.length && this.tokens[i]!.startRow === row && !stop(this.tokens[i]!.value); i++) out.push(this.tokens[i]!);
      return out;
    };
    const pattern = spelled(this.tokens.slice(from, this.pos));
    const arrow = onRow(this.pos, (v) => v === "=>").length + this.pos;
    const body = this.tokens[arrow]?.value === "=>" ? spelled(onRow(arrow + 1, (v) => v === ",")) : "";
    // A block body (`=> {` then lines): its statements go inside the `if` (107a L4: `{ { } else`).
    const value = body === "" || body.startsWith("{") ? "…" : body;
    if (this.is("if") && pattern !== "") {
      const condition = spelled(this.tokens.slice(this.pos + 1, arrow));
      return `a match arm has no guard: bind the value and test it in the arm, \`${pattern} => if ${condition || "…"} { ${value} } else { … }\` (a name matches every value, so its \`else\` does what the arms after it did)`;
    }
    if (this.is("..") || this.is("..=")) {
      // `1..=5`: inclusive, its `=` a token of its own or not (107a L5: `v < =5`).
      const inclusive = this.is("..=") || this.tokens[this.pos + 1]?.value === "=";
      const upper = spelled(this.tokens.slice(this.pos + (inclusive && !this.is("..=") ? 2 : 1), arrow));
      const below = inclusive ? "<=" : "<";
      return `a match arm has no range pattern: bind the value and test it, \`v => if v >= ${pattern || "…"} and v ${below} ${upper || "…"} { ${value} } else { … }\``;
    }
    if (this.is("|") && pattern !== "") {
      const alternatives = [pattern, ...spelled(this.tokens.slice(this.pos, arrow)).split("|").map((a) => a.trim()).filter((a) => a !== "")];
      return `a pattern has no \`|\`: write one arm per alternative (${alternatives.map((a) => `\`${a} => ${value}\``).join(", then ")}), or \`_ =>\` for the rest`;
    }
    return undefined;
  }

  private spawnExpression(): SyntaxNode {
    this.advance();
    if (this.is("{")) {
      this.block();
      return OTHER;
    }
    if (this.is("for")) {
      this.advance();
      if (!this.isIdent()) this.spawnFailed("a loop variable after `spawn for`");
      this.advance();
      if (this.is("mut")) this.advance();
      if (!this.is("in")) this.spawnFailed("`in` in `spawn for`");
      this.advance();
      this.expression(0);
      if (!this.is("{")) this.spawnFailed("a block after the `spawn for` header");
      this.block();
      return OTHER;
    }
    return this.spawnFailed("`{` or `for` after `spawn`");
  }

  private spawnFailed(what: string): never {
    const token = this.cur;
    this.record("E0016", token, `expected ${what}, found ${describe(token)}`, "`spawn` takes a block (`spawn { … }`) or a loop (`spawn for x in xs { … }`)");
    throw new Reported();
  }

  private infix(left: SyntaxNode, minBp: number, ignoreNewlines: boolean): SyntaxNode {
    for (;;) {
      const token = this.cur;
      const sameLine = ignoreNewlines || this.onSameLine;
      if (token.kind === "punct" || token.kind === "kw") {
        const op = token.value;
        const binary = BINARY[op];
        if (binary && (token.kind === "punct" || op === "and" || op === "or")) {
          if (binary[0] < minBp) return left;
          this.advance();
          this.expression(binary[1], ignoreNewlines);
          left = OTHER;
          continue;
        }
        if (op === "as" && token.kind === "kw") {
          if (CAST_BP < minBp) return left;
          this.advance();
          this.type();
          left = OTHER;
          continue;
        }
        if (op === "=>") {
          if (LAMBDA_BP < minBp) return left;
          left = this.lambda(left, token);
          continue;
        }
        if (POSTFIX_BP < minBp) return left;
        if (op === "(" && sameLine) {
          this.callArguments();
          left = { kind: "call" };
          continue;
        }
        if (op === "[" && sameLine) {
          this.indexArguments();
          left = { kind: "index" };
          continue;
        }
        if (op === "?" && sameLine) {
          this.advance();
          left = OTHER;
          continue;
        }
        if (op === "." && (sameLine || chainable(left))) {
          this.advance();
          if (this.isIdent()) this.advance();
          else this.expected("a field name after `.`");
          left = { kind: "field" };
          continue;
        }
      }
      return left;
    }
  }

  /**
   * `0 => "zero"` then `-1 => …`: the line starting with `-` goes on with the line before
   * (syntax.md §2.1), so `"zero" - 1 => …` is read, a lambda with no parameters (106e X5: told
   * to write `x => …`). The help for the `=>` on such a line.
   */
  private continuedArm(arrow: Token): string | undefined {
    let first = this.tokens.indexOf(arrow);
    while (first > 0 && this.tokens[first - 1]!.startRow === arrow.startRow) first--;
    const lead = this.tokens[first]!;
    const before = this.tokens[first - 1];
    if ((lead.value !== "-" && lead.value !== "+") || !before) return undefined;
    return `the \`${lead.value}\` starting line ${this.line(lead.startRow)} goes on with line ${this.line(before.startRow)} (a line starting with an operator continues the one before), so \`=>\` follows an expression, not a pattern: end the arm on line ${this.line(before.startRow)} with a \`,\`, or put this arm before the others`;
  }

  private lambda(left: SyntaxNode, arrow: Token): SyntaxNode {
    const params = lambdaParameters(left);
    const invalid = () => {
      this.record("E0012", arrow, "expected lambda parameters before `=>` (a name or a parenthesised list of names), found an expression", this.continuedArm(arrow) ?? "write `x => …` or `(a, b) => …`");
      return new Unexpected();
    };
    // A call, index or field operand is rejected after the body, anything else before it.
    if (!params && left.kind !== "call" && left.kind !== "index" && left.kind !== "field") {
      const error = invalid();
      this.advance();
      throw error;
    }
    this.advance();
    if (this.is("{")) this.block();
    else this.expression(0);
    if (!params) throw invalid();
    return { kind: "lambda", params };
  }

  private callArguments(): void {
    const open = this.advance();
    for (;;) {
      if (this.is(")")) {
        this.advance();
        return;
      }
      if (this.isIdent() && this.is("=", this.peek())) {
        this.advance();
        this.advance();
      }
      this.expression(0);
      if (this.is(",")) {
        this.advance();
        continue;
      }
      if (this.is(")")) {
        this.advance();
        return;
      }
      if (this.is(":") && this.previous?.kind === "ident") {
        this.record("E0010", this.cur, "expected `,` or `)`, found `:`", this.functionHabitHelp() ?? NAMED_ARGUMENT_HELP);
      } else {
        this.missingClose(open);
      }
      return;
    }
  }

  private indexArguments(): void {
    this.advance();
    if (this.is("]")) {
      this.expected("an index");
      this.advance();
      return;
    }
    for (;;) {
      this.expression(0);
      if (this.is(",")) {
        this.advance();
        continue;
      }
      if (this.is("]")) this.advance();
      else this.expected("`]`");
      return;
    }
  }

  private parenthesised(): SyntaxNode {
    const openIndex = this.pos;
    const open = this.advance();
    if (this.is(")")) {
      this.advance();
      return { kind: "unit" };
    }
    if (this.is("mut") || (this.isIdent() && this.is(":", this.peek()))) return this.typedParameters(open);
    const first = this.expression(0);
    if (this.is(",")) {
      const items = [first];
      while (this.is(",")) {
        this.advance();
        if (this.is(")")) break;
        if (this.is("mut") || (this.isIdent() && this.is(":", this.peek()))) {
          // `(a, b: Int)`, `(a, mut b)`: the error that follows (at `:` or `mut`) says why.
          const close = this.matchingParenthesis(openIndex);
          this.laterTypedParameter = close === undefined ? `${this.textBetween(openIndex, this.pos)}…` : this.textBetween(openIndex, close);
        }
        items.push(this.expression(0));
      }
      this.closeParenthesis(open);
      return { kind: "tuple", items };
    }
    this.closeParenthesis(open);
    return { kind: "paren", items: [first] };
  }

  /** The `)` of `open`; `lenient`: a missing one is not an error (see `signature`). */
  private closeParenthesis(open: Token, lenient = false): void {
    if (this.is(")")) this.advance();
    else if (!lenient) this.missingClose(open);
  }

  /**
   * Neither `,` nor `)` after an item of `open`'s list. When a line break
   * comes first, the `)` is missing: the reference notices it at the next
   * line's first token, and the error is reported there (diagnostics.md
   * §3.2: where the reference has a position, our span starts at that same
   * token), with the `(` that needs fixing and the place where the list ends
   * as related information. Otherwise the token found is the problem
   * (`f(a b)`).
   */
  private missingClose(open: Token): void {
    const found = this.cur;
    const last = this.previous;
    if (!last || last.endRow === found.startRow) {
      // `(log: &ev.Log)`: a type named through its module, which a type position does not take.
      const qualified = last !== undefined && this.is(".", found) && last.kind === "ident" && this.isIdent(this.peek());
      const type = this.peek().value;
      this.expected("`,` or `)`", qualified ? `a type is written by its name alone: import it by name (\`use <its module>.{${type}}\`) and write \`${type}\`` : last ? this.listEndHelp("(", last) : undefined);
      return;
    }
    const where = found.kind === "eof" ? "the end of the file" : `${describe(found)} on line ${this.line(found.startRow)}`;
    const error = this.record(
      "E0010",
      found,
      `expected \`)\` to close the \`(\` opened at line ${this.line(open.startRow)}, found ${where}: the list ends on line ${this.line(last.endRow)} without it`,
      unclosedListHelp(this.text.slice(open.end, open.end + LIST_HELP_LOOKAHEAD), this.line(open.startRow), `\`${this.textBetween(this.pos - 1, this.pos - 1)}\``, this.line(last.endRow)),
    );
    error.related = [
      { message: UNCLOSED_OPEN, start: { row: open.startRow, column: open.startCol }, end: { row: open.endRow, column: open.endCol } },
      { message: "the list ends here without `)`", start: { row: last.startRow, column: last.startCol }, end: { row: last.endRow, column: last.endCol } },
    ];
  }

  /**
   * Neither `,` nor the closing bracket after `last`, an item of a list
   * opened by `bracket` (97b D1): where the list probably ends, and which
   * line holds the open bracket when it is not the error's.
   */
  private listEndHelp(bracket: "(" | "[", last: Token, open?: Token): string {
    const close = bracket === "(" ? ")" : "]";
    const item = `\`${this.textBetween(this.pos - 1, this.pos - 1)}\``;
    if (open && open.startRow !== this.cur.startRow) {
      return `the \`${bracket}\` on line ${this.line(open.startRow)} is not closed: add \`${close}\` after ${item} on line ${this.line(last.endRow)}, or a \`,\` if the list goes on`;
    }
    return `add \`${close}\` after ${item} if the list ends there, or a \`,\` if it goes on`;
  }

  /** `(mut a, b: Int) …`: a lambda head, with or without `=>` (§5.7). */
  private typedParameters(open: Token): SyntaxNode {
    const params: string[] = [];
    for (;;) {
      params.push(this.parameter());
      if (this.is(",")) {
        this.advance();
        if (this.is(")")) break;
        continue;
      }
      break;
    }
    this.closeParenthesis(open);
    if (this.is("=>")) {
      this.advance();
      if (this.is("{")) this.block();
      else this.expression(0);
    }
    return { kind: "lambda", params };
  }

  private list(): SyntaxNode {
    const open = this.cur;
    this.advance();
    if (this.is("]")) {
      this.advance();
      return { kind: "list" };
    }
    this.expression(0);
    if (this.is("for")) {
      this.advance();
      this.expression(0);
      if (this.is("in")) this.advance();
      else this.expected("`in`");
      this.expression(0);
      if (this.is("]")) this.advance();
      else this.expected("`]`");
      return { kind: "list" };
    }
    for (;;) {
      const afterComma = this.is(",");
      if (afterComma) this.advance();
      if (this.is("]")) {
        this.advance();
        return { kind: "list" };
      }
      if (!this.canStartExpression()) {
        // After a `,` an element or the `]` is missing (`[1,, 2]`), else a `,` or the `]`.
        this.expected(afterComma ? "an element or `]` after `,`" : "`,` or `]`", afterComma || !this.previous ? undefined : this.listEndHelp("[", this.previous, open));
        return { kind: "list" };
      }
      this.expression(0);
    }
  }

  /** `{` in expression position: an empty dict, a string-keyed dict, or a block. */
  private braces(): SyntaxNode {
    if (this.is("}", this.peek())) {
      this.advance();
      this.advance();
      return { kind: "block" };
    }
    if (this.peek().kind === "str" && this.is(":", this.peek(2))) {
      const mark = this.mark();
      const errors = this.errors.length;
      if (this.dictionary() && this.errors.length === errors) return OTHER;
      this.errors.length = errors;
      this.reset(mark);
    }
    this.block();
    return { kind: "block" };
  }

  private dictionary(): boolean {
    this.advance();
    for (;;) {
      if (this.is("}")) {
        this.advance();
        return true;
      }
      if (this.cur.kind !== "str" || !this.is(":", this.peek())) return false;
      this.advance();
      this.advance();
      try {
        this.expression(0);
      } catch (error) {
        if (error instanceof Unexpected || error instanceof Reported) return false;
        throw error;
      }
      if (this.is(",")) this.advance();
      else if (!this.is("}")) return false;
    }
  }

  // --- types (§6) -------------------------------------------------------------

  /** A binding's annotation: a named signature (§3.3) or a type. */
  private annotation(): Annotation {
    if (this.is("(")) {
      const close = this.matchingParenthesis(this.pos);
      const arrow = close === undefined ? undefined : this.tokens[close + 1];
      if (arrow && this.is("->", arrow)) {
        if (this.startsParameterGroup(this.pos)) return this.signature();
        const token = this.cur;
        this.record(
          "E0012",
          token,
          `expected named parameters \`(name: Type, …)\` before \`->\`, found \`${this.textBetween(this.pos, close as number)}\` (old function syntax)`,
          "name the parameters: `(p: &Point) -> Int` instead of `(&Point) -> Int`",
          true,
        );
        this.type();
        return {};
      }
    }
    const first = this.cur;
    const start = this.pos;
    this.type();
    return { isTypeKeyword: first.kind === "ident" && first.value === "Type" && this.pos === start + 1 };
  }

  /** `(` then `)`, `mut`, or a name followed by `:`, `,` or `)`. */
  private startsParameterGroup(open: number): boolean {
    const next = this.tokens[open + 1];
    const after = this.tokens[open + 2];
    if (!next) return false;
    if (this.is(")", next) || this.is("mut", next)) return true;
    return next.kind === "ident" && after !== undefined && [":", ",", ")"].some((p) => this.is(p, after));
  }

  private matchingParenthesis(open: number): number | undefined {
    let depth = 0;
    for (let k = open; k < this.tokens.length; k++) {
      const token = this.tokens[k] as Token;
      if (token.kind !== "punct") continue;
      if (token.value === "(") depth++;
      else if (token.value === ")" && --depth === 0) return k;
    }
    return undefined;
  }

  private signature(): Annotation {
    let groups = 0;
    let params: string[] | undefined;
    for (;;) {
      groups++;
      const names = this.parameterGroup();
      params ??= names;
      this.advance(); // `->`
      if (this.is("(") && this.startsParameterGroup(this.pos)) {
        const close = this.matchingParenthesis(this.pos);
        const arrow = close === undefined ? undefined : this.tokens[close + 1];
        if (arrow && this.is("->", arrow)) continue;
      }
      const result = this.cur;
      // The reference reports no syntax error for an unclosed `(` in a
      // result type (`-> ( Int = { … }`): it type-checks the function and
      // rejects it there (E1002).
      if (this.is("(")) this.lenientType(() => this.parenthesisedType(true));
      else this.type();
      const returnsType = groups === 1 && result.kind === "ident" && result.value === "Type" && this.previous === result;
      return { params, returnsType };
    }
  }

  /** `[mut] name [: type]`: the name. */
  private parameter(): string {
    if (this.is("mut")) this.advance();
    if (!this.isIdent()) {
      this.expected("a parameter name");
      throw new Reported();
    }
    const name = this.advance().value;
    if (this.is(":")) {
      this.advance();
      this.type();
    }
    return name;
  }

  private parameterGroup(): string[] {
    const open = this.advance();
    const names: string[] = [];
    for (;;) {
      if (this.is(")")) break;
      names.push(this.parameter());
      if (this.is(",")) {
        this.advance();
        continue;
      }
      break;
    }
    this.closeParenthesis(open);
    return names;
  }

  private lenientType(parse: () => void): void {
    this.enter();
    try {
      parse();
    } finally {
      this.depth--;
    }
  }

  private type(): void {
    this.enter();
    try {
      this.typeInner();
    } finally {
      this.depth--;
    }
  }

  private typeInner(): void {
    const token = this.cur;
    if (this.is("?")) {
      this.record("E0012", token, "expected a type, found `?`: YaoXiang has no optional types", "use Option(T) for a value that may be absent");
      this.advance();
      return this.type();
    }
    if (this.isIdent()) {
      this.advance();
      if (this.is("<") && this.onSameLine && token.value !== "Type") this.angleBrackets = this.angleArguments(this.pos - 1);
      if (token.value === "Type" && (this.is("[") || this.is("<")) && this.onSameLine) {
        this.record("E0012", this.cur, `expected \`=\` after \`Type\`, found ${describe(this.cur)}: \`Type\` takes no type arguments`, "write a generic type as `Name: (T: Type) -> Type = { … }`", true);
        throw new Reported();
      }
      if (this.is("(")) {
        // Type application, even on the next line (§6.6).
        this.typeArguments();
        return;
      }
      if (this.is("->")) {
        this.record("E0012", this.cur, `expected parameter types in parentheses before \`->\`, found \`${token.value}\` (old function type syntax)`, "write `(x: Int) -> Int` in a signature", true);
        this.advance();
        return this.type();
      }
      if (this.is("|")) {
        this.record("E0011", this.cur, "expected the end of the type, found `|`: there are no union types", "use a record of constructor functions or Option/Result");
        throw new Reported();
      }
      if (this.continuesConstantExpression()) {
        try {
          this.infix({ kind: "ident", name: token.value }, 0, true);
        } catch (error) {
          if (error instanceof Unexpected) {
            this.expected("a type or constant expression", TYPE_HELP);
            throw new Reported();
          }
          throw error;
        }
      }
      return;
    }
    if (this.is("(")) return this.parenthesisedType();
    if (this.is("{")) return this.typeBody();
    if (this.is("&") || this.is("&mut") || this.is("*")) {
      this.advance();
      return this.type();
    }
    if (token.kind === "int") {
      this.advance();
      return;
    }
    if (this.is("-") && this.peek().kind === "int") {
      this.advance();
      this.advance();
      return;
    }
    this.expected("a type", TYPE_HELP);
    // The grammar's lexer reads an integer type out of `3.14` (`pi: 3.14` is
    // `pi: 3` and `.14` to it): the error is reported on a clean tree too.
    if (LITERAL_KINDS.has(token.kind) || LITERAL_KEYWORDS.has(token.value)) (this.errors[this.errors.length - 1] as ReferenceError).accepted = true;
    throw new Reported();
  }

  /** An identifier type followed by an operator, `[`, `?` or `=>` starts a constant expression (§6.6). */
  private continuesConstantExpression(): boolean {
    const token = this.cur;
    if (token.kind === "kw") return token.value === "and" || token.value === "or";
    if (token.kind !== "punct") return false;
    if (token.value === "=") return false;
    return BINARY[token.value] !== undefined || ["[", "?", "=>"].includes(token.value);
  }

  private typeArguments(): void {
    const open = this.advance();
    if (this.isIdent() && this.is(":", this.peek())) {
      // Named-field struct type `Name(x: T, …)`.
      for (;;) {
        if (this.is("mut")) this.advance();
        if (!this.isIdent()) break;
        this.advance();
        if (!this.is(":")) break;
        this.advance();
        this.type();
        if (!this.is(",")) break;
        this.advance();
      }
    } else {
      for (;;) {
        if (this.is(")")) break;
        if (this.startsType()) this.type();
        else this.expression(0);
        if (!this.is(",")) break;
        this.advance();
      }
    }
    this.closeParenthesis(open);
  }

  /** `List<Int>` written at token `name`: the text and its spelling with parentheses. */
  private angleArguments(name: number): { written: string; fixed: string } {
    const row = (this.tokens[name] as Token).startRow;
    let depth = 0;
    let end = name + 1;
    for (let k = name + 1; k < this.tokens.length; k++) {
      const token = this.tokens[k] as Token;
      if (token.startRow !== row || token.kind === "eof") break;
      end = k;
      if (this.is("<", token)) depth++;
      else if (this.is(">", token) && --depth === 0) break;
    }
    const written = this.textBetween(name, end);
    // Other languages' containers by their YaoXiang names (diagnostics.md §7.2): `Vec<Int>` is `List(Int)`.
    const renamed = written.replace(/\b(Vec|Vector|ArrayList|HashMap|BTreeMap|HashSet|BTreeSet)\b/g, (foreign) => FOREIGN_CONTAINERS[foreign] ?? foreign);
    return { written, fixed: renamed.replace(/</g, "(").replace(/>/g, ")") };
  }

  private startsType(token: Token = this.cur): boolean {
    if (token.kind === "ident" || token.kind === "int") return true;
    return token.kind === "punct" && ["(", "{", "&", "&mut", "*", "?"].includes(token.value);
  }

  /** `lenient`: a missing `)` is not an error (a signature's result, see `signature`). */
  private parenthesisedType(lenient = false): void {
    const open = this.advance();
    while (!this.is(")")) {
      if (this.is("mut")) this.advance();
      if (this.isIdent() && this.is(":", this.peek())) {
        this.advance();
        this.advance();
      }
      this.type();
      if (this.is(",")) {
        this.advance();
        continue;
      }
      break;
    }
    this.closeParenthesis(open, lenient);
    if (this.is("->")) {
      this.advance();
      this.type();
    }
  }

  /** `{ item, item, … }` (§3.7). */
  private typeBody(): void {
    this.advance();
    for (;;) {
      if (this.is("}")) {
        this.advance();
        return;
      }
      if (!this.isIdent()) {
        // `mut hits: Int`: the mutable-field marker goes after the name.
        const mutField = this.is("mut") && this.isIdent(this.peek()) ? this.peek().value : undefined;
        this.expected(
          this.atEnd ? "`}`" : "a field name",
          mutField !== undefined
            ? `a mutable field is written with \`mut\` after its name: \`${mutField} mut: Type\``
            : "items of a type body are `name: Type`, an interface name or a predicate, separated by commas",
        );
        // `{ lo: Int, 0 <= lo }`: a predicate starts with a name (§3.7), where the grammar reads any constant
        // comparison: reported on a clean tree too (122b F1).
        if (!this.atEnd && !this.is("}")) (this.errors[this.errors.length - 1] as ReferenceError).accepted = true;
        throw new Reported();
      }
      this.advance();
      if (this.is("mut")) {
        this.advance();
        if (!this.is(":")) {
          this.expected("`:`");
          throw new Reported();
        }
      }
      if (this.is(":")) {
        this.advance();
        this.type();
        if (this.is("[")) this.bindingPositions();
        if (this.is("=")) {
          this.advance();
          this.expression(0);
        }
      } else if (this.is("=")) {
        this.advance();
        if (!this.isIdent()) {
          // `main = {` at the start of a line: the next declaration, read into a body never closed (94b D7).
          const name = this.tokens[this.pos - 2];
          this.expected("a function name", name?.startCol === 0 ? `\`${name.value}\` starts a line like a declaration of its own: the type body before it is not closed; add its \`}\` after its last field` : undefined);
          throw new Reported();
        }
        this.advance();
        if (this.is("[")) this.bindingPositions();
      } else if (this.is("(")) {
        this.typeArguments();
      } else if (this.cur.kind === "punct" && COMPARISONS.has(this.cur.value)) {
        this.advance();
        this.expression(0);
      }
      if (this.is(",")) {
        this.advance();
        continue;
      }
      if (this.is("}")) continue;
      this.expected("`,` or `}`", this.typeBodyHelp());
      // `{ v + 1 > 0 }`, `{ Printable + Debug }`: the grammar reads an operator there (a constant expression), the
      // reference only a comparison after the first name (§3.7): reported on a clean tree too.
      // So is a predicate whose left side is more than the name (`p.x > 0`, `xs[0] > 0`, `f(v) > 0`: 122b F1).
      if (TYPE_BODY_OPERATORS.has(this.cur.value) || PREDICATE_POSTFIX.has(this.cur.value) || COMPARISONS.has(this.cur.value)) {
        (this.errors[this.errors.length - 1] as ReferenceError).accepted = true;
      }
      throw new Reported();
    }
  }

  private bindingPositions(): void {
    this.advance();
    while (!this.is("]") && !this.atEnd) {
      if (this.is("-")) this.advance();
      if (this.cur.kind !== "int") {
        this.expected("a position (an integer)");
        throw new Reported();
      }
      this.advance();
      if (this.is(",")) this.advance();
    }
    if (this.is("]")) this.advance();
  }
}

/**
 * The help of the stray error a `-> Type` function's value leaves (§3.6): the
 * value is a function body, but the compiler reads it as a type first. A
 * value that reads as a type, a lambda's `(A, B) => …` header, takes it past
 * that attempt (a help about type-body items made agents rewrite a working
 * function as a record, 99b D2).
 */
function typeAttemptHelp(params: readonly string[]): string {
  const header = `(${params.join(", ")}) =>`;
  return (
    "a function whose result is `Type` has its value read as a type body first, and the compiler reports where that reading fails even though it then reads the value as a function body (syntax.md §3.6); " +
    `put a lambda header repeating the parameter names before the value, \`= ${header} …\`, which the compiler reads as a function body with no error`
  );
}

interface Annotation {
  /** The annotation is exactly `Type` (a type definition). */
  isTypeKeyword?: boolean;
  /** A one-group signature whose result is `Type` (a generic type definition). */
  returnsType?: boolean;
  /** Parameter names of the signature's first group. */
  params?: string[];
}

/** Names usable as the left side of `=>`, or undefined when it is not a parameter list. */
function lambdaParameters(node: SyntaxNode): string[] | undefined {
  switch (node.kind) {
    case "ident":
      return [node.name as string];
    case "wildcard":
      return ["_"];
    case "unit":
      return [];
    case "paren":
    case "tuple": {
      const names: string[] = [];
      for (const item of node.items ?? []) {
        if (item.kind === "ident") names.push(item.name as string);
        else if (item.kind === "wildcard") names.push("_");
        else return undefined;
      }
      return names;
    }
    case "lambda":
      return node.params;
    default:
      return undefined;
  }
}

/** A lambda header that repeats some of the signature's names must repeat all of them, in order (§3.3). */
function checkLambdaHeader(signature: string[], header: string[], report: (message: string) => void): void {
  if (!header.some((name) => signature.includes(name))) return;
  if (header.length !== signature.length) {
    report(`expected ${signature.length} lambda parameter(s), as the signature declares, found ${header.length}`);
    return;
  }
  const position = header.findIndex((name, i) => name !== signature[i]);
  if (position >= 0) {
    report(`expected lambda parameter ${position + 1} to be \`${signature[position]}\`, as the signature names it, found \`${header[position]}\``);
  }
}

/** Operands after which a leading `.` on the next line still continues (§2.1). */
function chainable(node: SyntaxNode): boolean {
  switch (node.kind) {
    case "ident":
    case "call":
    case "index":
    case "field":
    case "list":
    case "tuple":
      return true;
    case "paren":
      return node.items?.[0] !== undefined && chainable(node.items[0]);
    default:
      return false;
  }
}

function describe(token: Token): string {
  if (token.kind === "eof") return "end of file";
  const text = token.value.split("\n")[0] ?? "";
  return `\`${text.length > 24 ? `${text.slice(0, 24)}…` : text}\``;
}

function declarationHelp(token: string): string {
  return token === "," ? ONE_NAME_HELP : GROUPS_HELP;
}

/** Other languages' `else if` (plain names in YaoXiang). */
const ELIF_WORDS = new Set(["elif", "elsif", "elseif"]);
/** How many tokens before an `else` are searched for an `elif`. */
const ELSE_LOOKBACK = 400;

/** A receiver written Rust's way: `self`, `&self`, `&mut self`, `mut self`. */
const RECEIVER = /^(&\s*(mut\s+)?)?(mut\s+)?self$/;

const TYPE_HELP = "a type is a name (`Int`), an application (`List(Int)`), a tuple, a function type, a record `{ … }` or an integer; other literals are not types";
const OPERAND_HELP = "look for a missing operand, a stray token or a line that belongs to another language";
const BRACES_HELP = "write the body in braces: `if cond { … }`, `while cond { … }`";
const SEPARATE_STATEMENTS_HELP = "separate statements with a line break or `;`, and destructure with `(a, b) = …`";
const NAMED_ARGUMENT_HELP = "named arguments are written `name = value`";
const ONE_NAME_HELP = "declare one name per statement; separate fields with commas only inside a type body `{ … }`";
const GROUPS_HELP = "a signature chains parameter groups with `->`: `(T: Type) -> (x: T) -> T`";

/** listEndHelp's: where a list probably ends, read from the tokens alone (generic: a recognised habit says more). */
const LIST_END_HELP = /^(?:the `[([]` on line \d+ is not closed: )?add `[)\]]` after /;

/** Helps that say what the grammar expected, not what the writer meant: a recognised habit says more. */
const GENERIC_HELPS: ReadonlySet<string> = new Set([SEPARATE_STATEMENTS_HELP, NAMED_ARGUMENT_HELP, BRACES_HELP, OPERAND_HELP, TYPE_HELP, ONE_NAME_HELP, GROUPS_HELP]);

function isGenericHelp(help: string | undefined): boolean {
  return help === undefined || GENERIC_HELPS.has(help) || /^insert `[^`]+` here$/.test(help) || LIST_END_HELP.test(help);
}

/**
 * The help of E0018, a keyword where a statement starts. `named`: a `=` or
 * `:` follows it, so it was meant as a name (`ref = 2`, 97b D3), where a
 * value `ref …` is not what was meant.
 */
export function statementKeywordHelp(keyword: string, named: boolean): string {
  if ((keyword === "ref" || keyword === "unsafe") && !named) return `bind the result instead, e.g. \`value = ${keyword} …\``;
  const reserved = `\`${keyword}\` is a reserved word and cannot be used as a name`;
  return named ? `${reserved}: rename it (\`${keyword}_value\`)` : reserved;
}

function unexpectedHelp(token: Token, previous: Token | undefined, statementStart: boolean): string | undefined {
  const text = token.value;
  if (text === "use" && previous?.value === "pub") return "a `use` cannot be `pub`: the names a module imports are not exported (re-exporting them is not supported); drop `pub`";
  if (text === "." && statementStart) return "a `.` member needs its value before it (`p.x = 1`, `xs.len()`); a line may start with `.` only to go on with the expression the line above ends with";
  if (text === "=" && previous && ["+", "-", "*", "/", "%"].includes(previous.value)) return "compound assignment (`+=`, `-=`) does not exist: write `a = a + 1`";
  if (text === ",") return SEPARATE_STATEMENTS_HELP;
  if (text === "?") return "`?` must follow its operand on the same line";
  if (text === "@") return "YaoXiang has no attributes";
  if (text === "|") return "there are no union types or `|x|` closures; use `or`, a record of constructors, or `(x) => …`";
  if (text === "...") return "`...` is not an expression: write the code it stands for";
  if (text === ":" && previous?.kind === "ident") return NAMED_ARGUMENT_HELP;
  return undefined;
}

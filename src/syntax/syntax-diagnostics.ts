// Syntax diagnostics of one parsed file. Lexical errors come from the CST:
// unreadable text, and the errors the grammar deliberately parses into sane
// nodes (`&&`, `0x`, `1e`). Parse errors come from a model of the reference
// parser (reference-parser.ts) whenever the tree has an ERROR or MISSING node,
// so that codes and lines agree with the reference compiler, recovery errors
// included; the CST's own reading of its ERROR/MISSING nodes is the fallback.
// Codes follow diagnostics.md §2 and §2.2: every lexical error is E0001, a
// required token that is absent is E0010, a token that fits nowhere is E0011,
// legacy syntax is E0012, a malformed `spawn` is E0016, a statement starting
// with `ref`/`unsafe`/`else`/`in`/`as` is E0018.
import { throwIfCancelled } from "./cancellation.js";
import type { Language, Node, Tree } from "web-tree-sitter";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { LineIndex } from "./line-index.js";
import { cleanTreeModel, mayHaveReferenceOnlyErrors } from "./clean-tree-model.js";
import { LIST_HELP_LOOKAHEAD, UNCLOSED_OPEN, unclosedListHelp } from "./unclosed-list-help.js";
import { lexerStop, referenceParseErrors, skippedCloseText, statementKeywordHelp, unclosedFString, type MalformedEscape, type ReferenceError, type UnclosedFString } from "./reference-parser.js";
import { holdsAny } from "./tokens-at.js";
import { walkPlaces, type TreePlace } from "./tree-place.js";


/**
 * Text that may be a malformed number (a base prefix without digits, an
 * exponent without digits), `&&`/`||`, a statement keyword (`ref`, `unsafe`)
 * or a `use` (which may carry several aliases). Each match is confirmed
 * against the tree, which rules out strings and comments. Scanning the text
 * costs a fraction of a millisecond; a tree query would visit every node.
 */
const LEXICAL_CANDIDATES =
  /(?<![A-Za-z0-9_.])(?:0[xX]_*(?![0-9a-fA-F_])|0[oO]_*(?![0-7_])|0[bB]_*(?![01_])|[0-9][0-9_]*(?:\.(?:_?[0-9])+)?[eE][+-]?(?![0-9_])|\.[0-9](?:_?[0-9])*[eE][+-]?(?![0-9_])|[0-9.][0-9_.]*[eE][+-]?(?:_?[0-9])*_+(?![0-9_])|[0-9][0-9_]*\.(?:_?[0-9])*_+|0[xX][0-9a-fA-F_]{32,}|0[oO][0-7_]{43,}|0[bB][01_]{128,}|[0-9][0-9_]{38,})|&&|\|\||#|(?<![A-Za-z0-9_])(?:ref|unsafe|use)(?![A-Za-z0-9_])/g;

/** The largest integer literal the reference lexer reads (an i128, syntax.md §1.7). */
const MAX_INTEGER_LITERAL = (1n << 127n) - 1n;

/**
 * Tokens of the reference lexer that no grammar rule accepts (`|`, `@`): our
 * grammar has no token for them, so they surface as unreadable text, but the
 * reference reports them as unexpected tokens (E0011), not lexical errors.
 */
const REFERENCE_TOKENS_WITHOUT_RULE = new Set(["|", "@"]);

/** Keywords the reference refuses at the start of a statement (E0018). */
const NON_STATEMENT_KEYWORDS = new Set(["ref", "unsafe", "else", "in", "as"]);

/** Readable names for the symbols an error message may say were expected. */
const EXPECTED_NAMES: Record<string, string> = {
  identifier: "a name or expression",
  wildcard: "an expression",
  _expression: "an expression",
  _type: "a type",
  _pattern: "a pattern",
  string_literal: "a string",
  integer_literal: "an integer",
};

const MAX_EXPECTED_LISTED = 6;


/**
 * Every syntax diagnostic of `tree`, in source order.
 *
 * Lexical errors come from the CST (the reference lexer rejects such a file
 * before parsing, so nothing else is modelled then). Parse errors come from a
 * model of the reference parser (reference-parser.ts), which says which code
 * the reference raises and where its recovery reports more; the CST's ERROR
 * and MISSING nodes are the fallback when the model cannot tell. On a tree
 * without ERROR nodes the model adds what the reference rejects although the
 * tree is clean: legacy forms the grammar reads as something else, and the
 * documented supersets the grammar accepts on purpose (syntax.md §7.3, §3.6)
 * with the reference's follow-on errors in the same statement. A caller that
 * works on the tree itself (rename) may leave the supersets out with
 * `{ supersets: false }`: the tree reads them correctly.
 */
export function syntaxDiagnostics(
  tree: Tree,
  text: string,
  index = new LineIndex(text),
  options: { supersets?: boolean } = {},
): Diagnostic[] {
  // Where the reference lexer stops, lexed once, when a question needs it.
  let stopped: ReturnType<typeof lexerStop> | undefined;
  const stop = () => (stopped === undefined ? (stopped = lexerStop(text)) : stopped);
  // `"\x4G"`, `"\u{110000}"`: the compiler's lexer stops there (syntax.md §1.9), which the grammar's
  // tokens do not all show (`\u{110000}` is a well-formed token for it, `\x4G` a string with an ERROR in it).
  const escape = text.includes("\\x") || text.includes("\\u") ? stop()?.escape : undefined;
  if (escape) return [malformedEscapeDiagnostic(text, escape, index)];
  // `x = """abc"`: a `"""` no later `"""` closes is one string to the end of the file for the compiler's lexer
  // (§1.10), where the grammar may read `""` and a one-line string, without an ERROR node (82b D3).
  const triple = text.includes('"""') ? stop()?.unterminated : undefined;
  if (triple?.triple) return [unterminatedTripleDiagnostic(triple.start, index)];
  const fromTree = treeDiagnostics(tree, text, index);
  throwIfCancelled();
  const hasError = tree.rootNode.hasError;
  if (hasError) {
    // The model is null when the reference lexer rejects the text (it then
    // stops before parsing) or the model gives up: the CST's reading stands.
    // Otherwise the model decides, also that the reference parser accepts
    // what the grammar does not (no error at all: `name: String == "x"`
    // swallowed into a type, syntax.md §6.6): an E0001 the CST shows then
    // comes from its recovery (a quote read as the start of a string).
    const model = referenceParseErrors(text);
    if (model !== null) {
      const kept = inCleanStatementsAsInCleanFiles(tree, model, options.supersets ?? true);
      return sorted(model.filter((_, i) => kept.has(i)).map((error) => referenceDiagnostic(causeListed(error, model, kept), index)));
    }
    // The compiler's lexer stops at the first lexical error, before any
    // parsing: the tree's reading of the text around it is not reported.
    const lexical = fromTree.filter((d) => d.code === "E0001");
    // A string a line break ends (`"abc` then `def"`): the grammar may read
    // the quote on the later line as its close and report the line between
    // as a parse error; the lexer stops at the string (syntax.md §1.9).
    const unterminated = stop()?.unterminated;
    if (unterminated) {
      const string = unterminatedStringDiagnostic(text, unterminated.start, index);
      return [...lexical.filter((d) => d.span[0] < string.span[0] || (d.span[0] === string.span[0] && d.span[1] < string.span[1])), string];
    }
    if (lexical.length > 0) return lexical;
    // An f-string interpolation left open reads on to the end of the file: the CST shows only the wreck after it.
    const unclosed = unclosedFString(text);
    return unclosed ? [unclosedFStringDiagnostic(text, unclosed, index)] : fromTree;
  }
  if (fromTree.some((d) => d.code === "E0001")) return fromTree;
  if (!mayHaveReferenceOnlyErrors(text)) return fromTree;
  const model = cleanTreeModel(tree, text, index);
  if (model === null) return fromTree;
  const modelled = model.map((error) => referenceDiagnostic(error, index));
  const reported = referenceOnly(tree, model, options.supersets ?? true);
  const seen = new Set(fromTree.map(key));
  return sorted([...fromTree, ...modelled.filter((d, i) => reported.has(i) && !seen.has(key(d)))]);
}

/**
 * Of the model's errors on a tree with ERROR nodes, those it reports: every
 * one in a top-level statement the tree could not read; in a statement it
 * read as written before that, only what a file without errors reports
 * there (referenceOnly), and after it, all but those from a superset pattern
 * on: a form the grammar accepts as the documented superset (`{ x, y } =>`,
 * `-1 =>`) is not an error because another statement has one (105a N1,
 * 105c Q2: the phantom error came first). Indexes into `model`.
 */
function inCleanStatementsAsInCleanFiles(tree: Tree, model: readonly ReferenceError[], supersets: boolean): Set<number> {
  const statements = tree.rootNode.children;
  const asInCleanFile = referenceOnly(tree, model, supersets);
  const kept = new Set<number>();
  // Where the first statement the tree could not read starts: before it, a statement read as written is
  // judged as in a clean file; from it on, the reference's recovery may report more, which is left as it says.
  const firstBroken = statements.find((statement) => statement.hasError)?.startPosition.row ?? Infinity;
  model.forEach((error, i) => {
    const row = error.start.row;
    const statement = statements.find((s) => s.startPosition.row <= row && row <= s.endPosition.row);
    if (!statement || statement.hasError || asInCleanFile.has(i)) kept.add(i);
    // After a broken statement, the reference's recovery may still report a statement read as written: only
    // its errors from a superset pattern on (105c Q2: `g = = 2` above made `{ x, y } =>` one) are left out.
    else if (row >= firstBroken && !supersetPatternBefore(statement, error)) kept.add(i);
  });
  return kept;
}

/**
 * A block reported unclosed because recovery from an error took its `}`
 * names that error; when that error is not listed (a superset pattern's, left
 * out above), it names the last listed error before it, where the recovery
 * began (105d R7: the help sent the user to a valid match arm).
 */
function causeListed(error: ReferenceError, model: readonly ReferenceError[], kept: ReadonlySet<number>): ReferenceError {
  const skipped = error.skippedClose;
  if (!skipped) return error;
  const causeAt = model.indexOf(skipped.cause);
  if (causeAt < 0 || kept.has(causeAt)) return error;
  const before = model.slice(0, causeAt).filter((_, i) => kept.has(i)).pop();
  if (!before) return error;
  const text = skippedCloseText(skipped.found, skipped.openLine, skipped.closeLine, skipped.firstLine + before.start.row);
  return { ...error, ...text };
}

/** A multi-field struct pattern or a negative literal pattern in `statement` at or before `error`. */
function supersetPatternBefore(statement: Node, error: ReferenceError): boolean {
  for (const pattern of statement.descendantsOfType(["struct_pattern", "literal_pattern"])) {
    if (!pattern) continue;
    const superset = pattern.type === "struct_pattern" ? pattern.namedChildren.length > 1 : pattern.firstChild?.type === "-";
    const at = pattern.startPosition;
    if (superset && (at.row < error.start.row || (at.row === error.start.row && at.column <= error.start.column))) return true;
  }
  return false;
}

/**
 * On a tree without ERROR nodes, the model's errors that are still reported:
 * legacy forms, and forms the grammar accepts on purpose that the reference
 * rejects (`accepted`) together with the reference's recovery errors after
 * them in the same top-level statement (its parser reads the rest of that
 * statement differently; syntax.md §7.2, §3.6). Indexes into `model`.
 */
export function referenceOnly(tree: Tree, model: readonly ReferenceError[], supersets: boolean): Set<number> {
  const out = new Set<number>();
  let statements: { start: number; end: number }[] | undefined;
  let cascadeUntil = -1;
  for (let i = 0; i < model.length; i++) {
    const error = model[i] as ReferenceError;
    const row = error.start.row;
    if (error.accepted) {
      if (!supersets) continue;
      statements ??= tree.rootNode.children.map((c) => ({ start: c.startPosition.row, end: c.endPosition.row }));
      const statement = statements.find((s) => s.start <= row && row <= s.end);
      cascadeUntil = Math.max(cascadeUntil, statement ? statement.end : row);
      out.add(i);
    } else if (error.legacy || row <= cascadeUntil) {
      out.add(i);
    }
  }
  return out;
}

/** The diagnostics read off the CST alone: ERROR/MISSING nodes and lexical checks. */
function treeDiagnostics(tree: Tree, text: string, index: LineIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (tree.rootNode.hasError) collectErrorNodes(tree, { language: tree.language, index, text }, diagnostics);
  collectLexicalErrors(tree, text, index, diagnostics);
  // The grammar skips a byte-order mark; the reference lexer rejects it (syntax.md §1.1).
  if (text.startsWith("\uFEFF") && !diagnostics.some((d) => d.code === "E0001" && d.span[0] === 1 && d.span[1] === 1)) {
    diagnostics.push(unreadableText("\uFEFF", [1, 1, 1, 1]));
  }
  return sorted(withoutKeywordFallout(diagnostics));
}


/** E0001 at a malformed `\x` / `\u{…}` escape, saying what is wrong with it. */
function malformedEscapeDiagnostic(text: string, escape: MalformedEscape, index: LineIndex): Diagnostic {
  const written = text.slice(escape.start, escape.end);
  return lexical(index.offsetSpan(escape.start, escape.end), `malformed escape \`${written}\` in a string: ${escape.why}`, "valid escapes are \\n \\t \\r \\\\ \\\" \\' \\0 \\xHH (two hex digits) \\u{H…} (a Unicode scalar value, at most 10FFFF and no surrogate)");
}

/** E0001 from a string's opening quote (`start`) to the end of its line, where its closing quote is missing (the offending token). */
function unterminatedStringDiagnostic(text: string, start: number, index: LineIndex, atLeast = start): Diagnostic {
  const end = lineEndFrom(text, start);
  const at = index.offsetSpan(start, Math.max(end, atLeast));
  return lexical(at, "unterminated string literal: expected a closing `\"` on the same line, found the end of the line", "close the string, or use a `\"\"\"` string for text that spans lines");
}

/** E0001 at the `"""` that opens a string nothing closes. */
function unterminatedTripleDiagnostic(start: number, index: LineIndex): Diagnostic {
  return lexical(index.offsetSpan(start, start + 3), 'unterminated `"""` string: no later `"""` closes it, so it runs to the end of the file', 'close it with `"""` (a `"` or `""` inside does not close it)');
}

/** E0001 over the f-string's first line, naming the interpolation that swallowed the rest. */
function unclosedFStringDiagnostic(text: string, unclosed: UnclosedFString, index: LineIndex): Diagnostic {
  const end = lineEndFrom(text, unclosed.start);
  const [braceLine, braceColumn] = index.offsetSpan(unclosed.brace, unclosed.brace);
  const brace = `the \`{\` at line ${braceLine}, column ${braceColumn}`;
  const message = unclosed.open
    ? `unterminated f-string interpolation: ${brace} is never closed by a \`}\`, so the f-string runs to the end of the file`
    : `unterminated f-string: ${brace} reads on across lines up to the \`}\` on line ${index.row(unclosed.stop) + 1}, and no \`"\` closes the string there`;
  return lexical(index.offsetSpan(unclosed.start, end), message, "close the interpolation with `}` and the string with `\"` on the same line (write `{{` for a literal brace)");
}

function referenceDiagnostic(error: ReferenceError, index: LineIndex): Diagnostic {
  const diagnostic: Diagnostic = {
    code: error.code,
    severity: "error",
    phase: "parser",
    message: error.message,
    span: index.span(error.start, error.end),
  };
  if (error.help) diagnostic.help = error.help;
  if (error.related) diagnostic.related = error.related.map((r) => ({ message: r.message, span: index.span(r.start, r.end) }));
  return diagnostic;
}

function key(d: Diagnostic): string {
  return `${d.code}|${d.span.join(",")}`;
}

function sorted(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
}

/**
 * `ref = 2` is one mistake: the keyword at the start of the statement (E0018).
 * The parse error recovery finds after it on the same line is its echo.
 */
function withoutKeywordFallout(diagnostics: Diagnostic[]): Diagnostic[] {
  const keywords = diagnostics.filter((d) => d.code === "E0018");
  if (keywords.length === 0) return diagnostics;
  return diagnostics.filter(
    (d) =>
      !(d.code === "E0010" || d.code === "E0011") ||
      !keywords.some((k) => k.span[0] === d.span[0] && k.span[1] < d.span[1]),
  );
}

interface ErrorContext {
  language: Language;
  index: LineIndex;
  text: string;
}

/**
 * The ERROR and MISSING nodes, walked with a cursor whose stack gives each
 * its parent and neighbours (tree-place.ts: Node.parent and the sibling
 * getters trap on deep nodes).
 */
function collectErrorNodes(tree: Tree, context: ErrorContext, out: Diagnostic[]): void {
  walkPlaces(tree, (place) => {
    const node = place.node;
    if (node.isMissing) {
      const found = missingDiagnostic(place, context);
      if (found) out.push(found);
      return "skip";
    }
    if (node.isError) {
      // MISSING nodes inside an ERROR are part of the same problem.
      out.push(...errorDiagnostics(place, context));
      return "skip";
    }
    return node.hasError ? "descend" : "skip";
  });
}

/** Tokens that can neither start nor continue an expression where one is missing. */
const CANNOT_START_EXPRESSION = new Set(["=", ")", "]", "}", ",", ":", "=>", "."]);

/** What a MISSING node stands for; null when an earlier error on its line already says it. */
function missingDiagnostic(place: TreePlace, context: ErrorContext): Diagnostic | null {
  const { index, text } = context;
  const node = place.node;
  const found = place.nextLeaf();
  if (node.type === '"') {
    // The string from its opening quote to the end of its line, where the closing one is missing (the offending token).
    const string = place.parent();
    const start = string && string.startIndex < node.startIndex ? string.startIndex : node.startIndex;
    // `"bad \q escape"`: the unknown escape ended the string, so its closing quote seemed to open another (62b D4).
    if (closesStringOpenedBefore(text, start)) return null;
    return unterminatedStringDiagnostic(text, start, index, node.startIndex);
  }
  if (node.type === ")") {
    const unclosed = unclosedParenthesis(place, found, context);
    if (unclosed) return unclosed;
  }
  // Like the reference, point at the token that was found instead.
  const span = found ? index.span(found.startPosition, found.endPosition) : index.span(node.startPosition, node.endPosition);
  const expected = node.isNamed ? describeSymbol(node.type) : `\`${node.type}\``;
  if (node.isNamed && found && CANNOT_START_EXPRESSION.has(found.type)) {
    // Recovery invented an operand; the real problem is the stray token.
    return {
      code: "E0011",
      severity: "error",
      phase: "parser",
      message: `expected ${expected}, found ${describeFound(found)}`,
      span,
    };
  }
  return {
    code: "E0010",
    severity: "error",
    phase: "parser",
    message: `expected ${expected}, found ${describeFound(found)}`,
    span,
    help: `insert ${expected} before it`,
  };
}

/**
 * A `)` the parser had to invent after a line break: reported at the token
 * found on the next line, where the reference notices it (diagnostics.md
 * §3.2), with the `(` it belongs to (what needs fixing) and the end of the
 * list as related information, as in reference-parser.ts `missingClose`.
 * Null when no line break precedes the token found (then that token is the
 * problem).
 */
function unclosedParenthesis(missing: TreePlace, found: Node | null, { index, text }: ErrorContext): Diagnostic | null {
  const open = missing.parent()?.children.find((c) => c?.type === "(");
  const last = missing.previousLeaf();
  if (!open || !last || (found && found.startPosition.row === last.endPosition.row)) return null;
  const where = found ? `${describeFound(found)} on line ${found.startPosition.row + 1}` : "the end of the file";
  return {
    code: "E0010",
    severity: "error",
    phase: "parser",
    message: `expected \`)\` to close the \`(\` opened at line ${open.startPosition.row + 1}, found ${where}: the list ends on line ${last.endPosition.row + 1} without it`,
    span: found ? index.span(found.startPosition, found.endPosition) : index.offsetSpan(text.length, text.length),
    help: unclosedListHelp(text.slice(open.endIndex, open.endIndex + LIST_HELP_LOOKAHEAD), open.startPosition.row + 1, describeFound(last), last.endPosition.row + 1),
    related: [
      { message: UNCLOSED_OPEN, span: index.span(open.startPosition, open.endPosition) },
      { message: "the list ends here without `)`", span: index.span(last.startPosition, last.endPosition) },
    ],
  };
}

/**
 * Characters the lexer could not read sit in childless ERROR nodes; each is an
 * E0001. Otherwise the ERROR is one parse error at its first token.
 */
function errorDiagnostics(place: TreePlace, context: ErrorContext): Diagnostic[] {
  const { index, text } = context;
  const unreadable = unreadableLeaves(place.node);
  const diagnostics = unreadable.map(leaf =>
    unreadableText(
      text.slice(leaf.startIndex, leaf.endIndex + 1),
      index.span(leaf.startPosition, leaf.endPosition),
      text.slice(0, leaf.startIndex).trimEnd().endsWith(":"),
    ),
  );
  // Like the reference, whose lexer fails before its parser runs, unreadable
  // text is the whole story of the ERROR that holds it.
  return diagnostics.length > 0 ? diagnostics : [parseErrorDiagnostic(place, context)];
}

function parseErrorDiagnostic(place: TreePlace, { language, index, text }: ErrorContext): Diagnostic {
  const first = firstLeaf(place.node);
  const firstSpan = index.span(first.startPosition, first.endPosition);
  const parentType = place.parentType;
  const atStatementStart = parentType === "source_file" || parentType === "block";
  if (first.type === "as" && place.previousSibling()?.type === "use_declaration") {
    // At the alias after `as` (modules-and-workspace.md S16: `[1,25,1,26]` for `use geometry.{Point} as P`).
    const after = first.nextSibling ?? place.node.nextSibling;
    const alias = after ? firstLeaf(after) : null;
    const aliasSpan = alias && alias.type === "identifier" && alias.startPosition.row === first.startPosition.row ? index.span(alias.startPosition, alias.endPosition) : firstSpan;
    return {
      code: "E0011",
      severity: "error",
      phase: "parser",
      message: `expected the end of the \`use\` after its item list, found \`as${aliasSpan === firstSpan ? "" : ` ${alias!.text}`}\`: an item list cannot be renamed`,
      span: aliasSpan,
      help: "alias items inside the braces: `use a.{x as y}`",
    };
  }
  if (atStatementStart && NON_STATEMENT_KEYWORDS.has(first.type)) {
    return statementKeyword(first.type, firstSpan, text.slice(first.endIndex, first.endIndex + 64));
  }
  const previous = place.previousLeaf();
  const expected = expectedTokens(previous, language);
  const found = describeFound(first);
  if (expected.length > 0 && expected.length <= MAX_EXPECTED_LISTED) {
    return {
      code: "E0010",
      severity: "error",
      phase: "parser",
      message: `expected ${joinAlternatives(expected)}, found ${found}`,
      span: firstSpan,
    };
  }
  return {
    code: "E0011",
    severity: "error",
    phase: "parser",
    message: `expected a statement or an operator, found ${found}`,
    span: firstSpan,
    help: helpForUnexpected(first.text, previous?.type),
  };
}

/**
 * `text` is the unreadable characters plus the one after them;
 * `precededByColon` says whether the last token before them was `:`.
 */
function unreadableText(text: string, span: Diagnostic["span"], precededByColon = false): Diagnostic {
  const firstChar = String.fromCodePoint(text.codePointAt(0) ?? 0x3f);
  const charSpan: Diagnostic["span"] = [span[0], span[1], span[0], span[1] + 1];
  if (firstChar === "\\" && /^\\(\r?\n|$)/.test(text)) {
    // `total = 1 + \` then a line break: a line continuation as in C or Python.
    return lexical(charSpan, "expected an escape sequence after `\\`, found the end of the line: a `\\` outside a string is no line continuation", "delete the `\\`: a line that ends with an operator or inside `(`, `[` or `{` continues on the next line (syntax.md §2.1)");
  }
  if (firstChar === "\\") {
    const escape = text.slice(0, 2);
    return lexical([span[0], span[1], span[0], span[1] + escape.length], `expected an escape sequence after \`\\\`, found \`${escape}\``, "valid escapes are \\n \\t \\r \\\\ \\\" \\' \\0 \\xHH \\u{H…}");
  }
  if (firstChar === '"' || firstChar === "f") {
    return lexical(span, "malformed string literal: expected a closing `\"` on the same line and valid escapes, found an unterminated string or an unknown escape", "valid escapes are \\n \\t \\r \\\\ \\\" \\' \\0 \\xHH \\u{H…}");
  }
  if (firstChar === "?" && precededByColon) {
    return {
      code: "E0012",
      severity: "error",
      phase: "parser",
      message: "expected a type, found `?`: YaoXiang has no optional types",
      span: charSpan,
      help: "use Option(T) for a value that may be absent",
    };
  }
  if (firstChar === "?") {
    return {
      code: "E0011",
      severity: "error",
      phase: "parser",
      message: "expected a statement, found `?`, which must follow its operand on the same line",
      span: charSpan,
      help: "`?` must follow its operand on the same line",
    };
  }
  if (REFERENCE_TOKENS_WITHOUT_RULE.has(firstChar)) {
    // The reference lexes these; its parser then finds no rule for them.
    return {
      code: "E0011",
      severity: "error",
      phase: "parser",
      message: `expected a statement or an expression, found \`${firstChar}\``,
      span: charSpan,
      help: helpForCharacter(firstChar),
    };
  }
  if (firstChar === "'") {
    return lexical(span, "malformed character literal: expected one character between single quotes, found an empty or unterminated literal", "write one character between single quotes, e.g. 'a'");
  }
  if (firstChar === "\uFEFF") {
    // Only the first character is a byte-order mark (syntax.md §1.1); elsewhere U+FEFF is a stray character (§1.6).
    return charSpan[0] === 1 && charSpan[1] === 1
      ? lexical(charSpan, "expected source text, found a byte-order mark at the start of the file", "save the file as UTF-8 without BOM")
      : lexical(charSpan, "expected a token, found U+FEFF (zero-width no-break space), which is not part of YaoXiang outside a string or comment", "delete the invisible character here (a paste may have brought it)");
  }
  return lexical(charSpan, `expected a token, found ${characterName(firstChar)}, which is not part of YaoXiang`, helpForCharacter(firstChar));
}

/** Spaces other than the ASCII space and tab, which look like one: named, as shown they would be invisible. */
const SPACE_NAMES: Readonly<Record<string, string>> = {
  " ": "no-break space",
  " ": "en space",
  " ": "em space",
  " ": "thin space",
  "​": "zero-width space",
  " ": "narrow no-break space",
  "　": "ideographic (full-width) space",
};

/** Other characters that show as nothing, or change what is around them: named (87b D4: U+000C was "(space)", NUL was printed raw). */
const CONTROL_NAMES: Readonly<Record<string, string>> = {
  "\u000B": "line tabulation",
  "\u000C": "form feed",
  "\u0085": "next line",
  "\u2028": "line separator",
  "\u2029": "paragraph separator",
};

/**
 * `the character `…``, or for a character that shows as nothing or changes its neighbours its code point
 * and name: an invisible space (`U+00A0 (no-break space)`), a control character, a combining mark (which
 * would join the backtick before it).
 */
function characterName(char: string): string {
  const named = CONTROL_NAMES[char] ?? SPACE_NAMES[char];
  const kind =
    named ??
    (/^\p{Cc}$/u.test(char) ? "control character" : /^\p{M}$/u.test(char) ? "combining mark" : /^\p{Cf}$/u.test(char) ? "format character" : /^\s$/u.test(char) && char !== " " && char !== "\t" ? "space" : undefined);
  if (kind === undefined) return `the character \`${char}\``;
  return `the invisible character U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} (${kind})`;
}

/** `textAfter`: the source right after the keyword (whether a `=` or `:` makes it a name). */
function statementKeyword(keyword: string, span: Diagnostic["span"], textAfter: string): Diagnostic {
  return {
    code: "E0018",
    severity: "error",
    phase: "parser",
    message: `expected a statement, found the keyword \`${keyword}\`, which cannot start one`,
    span,
    help: statementKeywordHelp(keyword, /^[ \t]*(?:=(?!=)|:)/.test(textAfter)),
  };
}

/**
 * The lexical candidates confirmed against the tree: the token that starts
 * where a candidate does, found in one walk that goes only into the nodes
 * holding a candidate, with its place (its ancestors decide some cases:
 * `&&` only as an operator, `ref` only starting a statement). Linear in a
 * 50,000-deep chain of `&&`, where a descent from the root per candidate
 * (descendantForIndex) would be quadratic.
 */
function collectLexicalErrors(tree: Tree, text: string, index: LineIndex, out: Diagnostic[]): void {
  const lengths = new Map<number, number>();
  for (const match of text.matchAll(LEXICAL_CANDIDATES)) lengths.set(match.index, match[0].length);
  if (lengths.size === 0) return;
  const starts = [...lengths.keys()]; // ascending: matchAll goes left to right
  walkPlaces(tree, (place) => {
    if (!holdsAny(starts, place.startIndex, place.endIndex)) return "skip";
    const length = lengths.get(place.startIndex);
    if (length !== undefined) {
      const node = place.node;
      if (node.childCount === 0) diagnoseCandidate(node, place.startIndex + length, place, text, index, out);
    }
    return "descend";
  });
}


/** `token` is the leaf where a candidate match starts; the match ends at `matchEnd`. */
function diagnoseCandidate(token: Node, matchEnd: number, place: TreePlace, text: string, index: LineIndex, out: Diagnostic[]): void {
  const span = index.span(token.startPosition, token.endPosition);
  // In an interpolation a malformed number fails the compiler's lexing of it, which keeps its text as
  // text (syntax.md §1.12, README language note 23): `f"{1e}"` is no error (83a D2).
  const number = token.type === "integer_literal" || token.type === "float_literal";
  if (number && place.ancestorTypes.includes("interpolation")) return;
  if (token.type === "integer_literal" && token.endIndex === matchEnd) {
    const value = integerValue(token.text);
    if (value === null) out.push(lexical(span, `malformed number \`${token.text}\`: expected at least one digit after the base prefix, found none`, "write e.g. 0xFF, 0o17 or 0b1010"));
    else if (value > MAX_INTEGER_LITERAL) out.push(lexical(span, `integer literal \`${token.text}\` is too large: the largest is ${MAX_INTEGER_LITERAL} (a 128-bit integer)`, "use a smaller number, or a Float literal"));
  } else if (token.type === "float_literal" && token.endIndex === matchEnd) {
    if (token.text.endsWith("_")) {
      const part = /[eE]/.test(token.text) ? "exponent" : "fraction";
      out.push(lexical(span, `malformed number \`${token.text}\`: an \`_\` in the ${part} must be followed by a digit`, part === "exponent" ? "write e.g. 1e5 or 1e1_0" : "write e.g. 1.5 or 1_000.000_1"));
    }
    else out.push(lexical(span, `malformed number \`${token.text}\`: expected at least one digit in the exponent, found none`, "write e.g. 1e5 or 2.5e-3"));
  } else if (token.type === "hash_comment") {
    // `# …` read as one extra (grammar.js): the compiler's lexer stops at the `#`.
    out.push(unreadableText("#", span));
  } else if (token.type === "&&" || token.type === "||") {
    // In an interpolation the compiler's lexer fails, and it keeps the interpolation as text (§1.12): no error (87a D4).
    if (place.parentType !== "binary_expression" || place.ancestorTypes.includes("interpolation")) return;
    const word = token.type === "&&" ? "and" : "or";
    out.push(lexical(span, `expected an operator, found \`${token.type}\`, which YaoXiang does not have`, `write \`${word}\``));
  } else if (token.type === "&" && matchEnd === token.startIndex + 2 && (place.parentType === "borrow_expression" || place.parentType === "reference_type") && !place.ancestorTypes.includes("interpolation")) {
    // `&&x`: the grammar reads two borrows, the compiler's lexer the token `&&`, which it rejects (§1.6).
    const both = index.span(token.startPosition, { row: token.startPosition.row, column: token.startPosition.column + 2 });
    out.push(lexical(both, "found `&&`, which YaoXiang does not have (not even as two borrows written together)", "write `& &x` for a borrow of a borrow, or `and` for the logical operator"));
  } else if (token.type === "ref" || token.type === "unsafe") {
    if (startsStatement(token.startIndex, place)) out.push(statementKeyword(token.type, span, text.slice(token.endIndex, token.endIndex + 64)));
  } else if (token.type === "use" && place.parentType === "use_declaration") {
    const parent = place.parent();
    if (parent) extraAliases(parent, index, out);
  }
}

/** `use a as x, y`: the grammar keeps every alias; the language allows one. */
function extraAliases(use: Node, index: LineIndex, out: Diagnostic[]): void {
  const children = use.children;
  children.forEach((comma, i) => {
    if (comma?.type !== ",") return;
    const alias = children.slice(i + 1).find((c) => c?.isNamed) ?? comma;
    out.push({
      code: "E0012",
      severity: "error",
      phase: "parser",
      message: `expected one alias after \`as\` in a \`use\`, found a second one, \`${alias.text}\``,
      span: index.span(alias.startPosition, alias.endPosition),
      help: "import items by name instead: `use a.{x, y}`",
    });
  });
}

/** True when the keyword at `start` is the first token of an expression statement. */
function startsStatement(start: number, place: TreePlace): boolean {
  for (let i = place.ancestorTypes.length - 1; i >= 0 && place.ancestorStarts[i] === start; i--) {
    if (place.ancestorTypes[i] === "expression_statement") return true;
  }
  return false;
}

/** The value of an integer literal's text (underscores dropped), or null when it has no digit after its base prefix. */
function integerValue(text: string): bigint | null {
  const digits = text.replace(/_/g, "");
  const prefixed = /^0[xXoObB]/.test(digits);
  if (prefixed && digits.length === 2) return null;
  return BigInt(prefixed ? `0${digits[1]!.toLowerCase()}${digits.slice(2)}` : digits);
}

/** The offset where the line holding `offset` ends (before its `\r\n` or `\n`, or the end of the text). */
/**
 * Whether the `"` at `quote` closes a string literal opened earlier on its
 * line, reading the line from its start (escapes, character literals and a
 * `//` comment aside).
 */
function closesStringOpenedBefore(text: string, quote: number): boolean {
  let inString = false;
  for (let i = text.lastIndexOf("\n", quote - 1) + 1; i < quote; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (c === "'") {
      // A character literal: its content is one character or one escape (`'"'`, `'\''`).
      const close = text.indexOf("'", i + (text[i + 1] === "\\" ? 3 : 2));
      if (close < 0 || close >= quote) return false;
      i = close;
    } else if (c === "/" && text[i + 1] === "/") {
      return false;
    }
  }
  return inString;
}

function lineEndFrom(text: string, offset: number): number {
  const lineEnd = text.indexOf("\n", offset);
  if (lineEnd < 0) return text.length;
  return lineEnd > 0 && text[lineEnd - 1] === "\r" ? lineEnd - 1 : lineEnd;
}

function lexical(span: Diagnostic["span"], message: string, help: string): Diagnostic {
  return { code: "E0001", severity: "error", phase: "lexer", message, span, help };
}

/**
 * The terminal symbols the parser could have accepted where an ERROR starts,
 * read from the parse state after the last good token before it (`previous`).
 */
function expectedTokens(previous: Node | null, language: Language): string[] {
  const state = previous ? previous.nextParseState : 0;
  const iterator = language.lookaheadIterator(state);
  if (!iterator) return [];
  const names = new Set<string>();
  try {
    for (const symbol of iterator) {
      // `ERROR` is tree-sitter's own symbol for text it skips, nothing one could write.
      if (symbol === "end" || symbol === "ERROR" || symbol.startsWith("_")) continue;
      // Named symbols are only worth naming when they read well ("a name");
      // the others are non-terminals (`argument_list`) or trivia (comments).
      if (language.nodeTypeIsNamed(iterator.currentTypeId)) {
        const readable = EXPECTED_NAMES[symbol];
        if (readable) names.add(readable);
      } else {
        names.add(`\`${symbol}\``);
      }
    }
  } finally {
    iterator.delete();
  }
  return [...names];
}

function describeSymbol(type: string): string {
  return EXPECTED_NAMES[type] ?? `\`${type}\``;
}

function describeFound(node: Node | null): string {
  if (!node) return "end of file";
  const text = node.text.split("\n")[0] ?? "";
  return `\`${text.length > 24 ? `${text.slice(0, 24)}…` : text}\``;
}

function joinAlternatives(items: string[]): string {
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

function helpForUnexpected(text: string, previous: string | undefined): string | undefined {
  if (text === "=" && previous && ["+", "-", "*", "/", "%"].includes(previous)) return "compound assignment (`+=`, `-=`) does not exist: write `a = a + 1`";
  if (text === ",") return "separate statements with a line break or `;`, and destructure with `(a, b) = …`";
  if (text === "?") return "`?` must follow its operand on the same line";
  return undefined;
}

function helpForCharacter(char: string): string {
  switch (char) {
    case "#":
      return "comments start with `//` or `/*`; YaoXiang has no attributes (`#[derive(…)]`)";
    case "`":
      return "YaoXiang has no template strings: write an f-string, `f\"hello {name}\"`";
    case "|":
      return "there are no union types or `|x|` closures; use `or`, a record of constructors, or `(x) => …`";
    case "@":
      return "YaoXiang has no attributes";
    default:
      if (SPACE_NAMES[char] !== undefined || (/^\s$/u.test(char) && char !== " " && char !== "\t")) return "replace it with an ordinary space (it often comes from copying text out of a web page or a word processor)";
      return /[^\x00-\x7f]/.test(char)
        ? "identifiers are ASCII only; non-ASCII text belongs in strings and comments"
        : "remove this character";
  }
}

/** The childless ERROR nodes under `node`, in order (an explicit stack: an ERROR may hold deep code). */
function unreadableLeaves(node: Node): Node[] {
  const out: Node[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop() as Node;
    if (current.isError && current.childCount === 0) {
      out.push(current);
      continue;
    }
    const children = current.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as Node;
      if (child.isError || child.hasError) stack.push(child);
    }
  }
  return out;
}

function firstLeaf(node: Node): Node {
  let current = node;
  while (current.childCount > 0 && current.firstChild) current = current.firstChild;
  return current;
}

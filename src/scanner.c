// External scanner for tree-sitter-yaoxiang.
//
// 1. Postfix openers `(`, `[` and `?` continue an expression only when no
//    line break separates them from the previous token (syntax.md §2.1):
//    `f()` newline `(a, b) = p` is two statements. The scanner emits the
//    "attached" variants; an opener after a line break is left to the
//    internal lexer, whose plain `(` / `[` start a new statement.
// 2. Block comments nest (`/* a /* b */ c */`), which a regular expression
//    cannot count. An unterminated one runs to the end of the file.
// 3. `"""` strings and `'…'` character literals in pieces (opening quotes,
//    runs of text, escapes, closing quotes), so that their escapes are
//    `escape_sequence` nodes like those of `"…"` strings. The opening comes
//    only when the whole literal is well formed, so an unterminated one is
//    still no token at all (a lexical error): a `"""` string ends at the
//    first unescaped `"""` and may hold lone quotes and raw newlines; a
//    character literal holds at least one character before its `'`, on one
//    line. In a `"""` string only `\\ \" \' \n \t \r` are escapes
//    (syntax.md §1.10): another backslash and the character after it are
//    text. In a character literal every backslash starts one (§1.11): `\xHH`,
//    `\u{…}`, or `\` and one character. The pieces are valid only inside a
//    literal, never during error recovery: there a `"""` string is one token
//    as before (a character literal is the grammar's `_char_literal_whole`).
// 4. The text of `"…"` and `f"…"` literals. Scanning it here is what lets
//    the scanner know it is inside a literal, where `/*` is plain text.
// 5. Zero-width `_statement_end` and `_statement_start` markers around
//    top-level statements (see grammar.js, `_statement_item`): an end before
//    the first token of a line that cannot continue the statement before it,
//    then a start. They never change a parse; they let incremental re-parses
//    reuse whole statements.
//
// State: one flag, set by `_statement_end` and cleared by every other
// external token, so that `_statement_start` comes exactly after an end.
// Allocated once per parser; the scan itself allocates nothing.

#include "tree_sitter/parser.h"
#include <string.h>

#include "tree_sitter/alloc.h"

#include <stdbool.h>

enum TokenType {
  CALL_PAREN,
  INDEX_BRACKET,
  TRY_MARK,
  BLOCK_COMMENT,
  LINE_COMMENT,
  MULTILINE_STRING_WHOLE,
  MULTILINE_STRING_START,
  MULTILINE_STRING_CONTENT,
  MULTILINE_STRING_ESCAPE,
  MULTILINE_STRING_END,
  CHAR_LITERAL_START,
  CHAR_LITERAL_CONTENT,
  CHAR_LITERAL_ESCAPE,
  CHAR_LITERAL_END,
  STRING_CONTENT,
  FORMAT_STRING_CONTENT,
  STATEMENT_START,
  STATEMENT_END,
  RETURN_OPERAND,
  INTERPOLATION_CLOSE,
  INTERPOLATION_REST,
  ERROR_SENTINEL,
};

typedef struct {
  // The last external token was a statement end marker.
  bool after_end_marker;
  // Set by a block comment with a line break before or inside it that
  // comes, past other block comments, right before a `(`, `[` or `?` where a
  // statement may end or go on (README "Postfix operators and line
  // breaks"): 1 + that opener's column (0: none). The opener then ends the
  // statement instead of continuing it (`xs` / `/* c */ (p, q) = …` is two
  // statements, as for the compiler, whose lexer drops comments): at the top
  // level by a statement end marker emitted at it, in a block (no markers
  // there) by not being a postfix opener, so that the internal lexer starts
  // the next statement with it. The state is restored from the last external
  // token at every scan; the column guards against a state that outlives the
  // opener (a `(` at that column can only be on a later line, never postfix).
  uint32_t opener_column;
  // With opener_column: 1 + the column of the block comment that comes next
  // before that opener (`/* c */ /* d */ [n]`: `/* d */`), which keeps the
  // opener when it is scanned; any other comment starts afresh (0: none).
  uint32_t chained_column;
} Scanner;

void *tree_sitter_yaoxiang_external_scanner_create(void) { return ts_calloc(1, sizeof(Scanner)); }

void tree_sitter_yaoxiang_external_scanner_destroy(void *payload) { ts_free(payload); }

unsigned tree_sitter_yaoxiang_external_scanner_serialize(void *payload, char *buffer) {
  Scanner *scanner = (Scanner *)payload;
  if (!scanner->after_end_marker && scanner->opener_column == 0) return 0;
  buffer[0] = scanner->after_end_marker ? 1 : 0;
  memcpy(buffer + 1, &scanner->opener_column, sizeof(uint32_t));
  memcpy(buffer + 1 + sizeof(uint32_t), &scanner->chained_column, sizeof(uint32_t));
  return 1 + 2 * sizeof(uint32_t);
}

void tree_sitter_yaoxiang_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  Scanner *scanner = (Scanner *)payload;
  scanner->after_end_marker = false;
  scanner->opener_column = 0;
  scanner->chained_column = 0;
  if (length != 1 + 2 * sizeof(uint32_t)) return;
  scanner->after_end_marker = buffer[0] == 1;
  memcpy(&scanner->opener_column, buffer + 1, sizeof(uint32_t));
  memcpy(&scanner->chained_column, buffer + 1 + sizeof(uint32_t), sizeof(uint32_t));
}

static inline void advance(TSLexer *lexer) { lexer->advance(lexer, false); }
static inline void skip(TSLexer *lexer) { lexer->advance(lexer, true); }

// Called after the opening `/` with `*` as lookahead: advances past the
// (nested) comment; tells whether it holds a line break.
static void advance_block_comment(TSLexer *lexer, bool *has_newline) {
  advance(lexer);  // '*'
  unsigned depth = 1;
  while (!lexer->eof(lexer)) {
    int32_t c = lexer->lookahead;
    if (c == '\n') *has_newline = true;
    advance(lexer);
    if (c == '*' && lexer->lookahead == '/') {
      advance(lexer);
      if (--depth == 0) break;
    } else if (c == '/' && lexer->lookahead == '*') {
      advance(lexer);
      depth++;
    }
  }
}

static bool scan_block_comment(TSLexer *lexer, bool *has_newline) {
  advance_block_comment(lexer, has_newline);
  lexer->mark_end(lexer);
  lexer->result_symbol = BLOCK_COMMENT;
  return true;
}

// Called after the first `/` of `//`: the comment runs to the line break
// (syntax.md §1.3), a NUL included (only the end of the input ends it early).
// In an f-string interpolation the compiler lexes only the text up to the
// interpolation's `}` (§1.12), so there the comment also ends before the `}`
// that closes it (braces opened in the comment count).
static bool scan_line_comment(TSLexer *lexer, bool in_interpolation) {
  advance(lexer);  // the second '/'
  unsigned depth = 0;
  while (!lexer->eof(lexer) && lexer->lookahead != '\n') {
    if (in_interpolation && lexer->lookahead == '{') depth++;
    if (in_interpolation && lexer->lookahead == '}') {
      if (depth == 0) break;
      depth--;
    }
    advance(lexer);
  }
  lexer->mark_end(lexer);
  lexer->result_symbol = LINE_COMMENT;
  return true;
}

// Called with the first `"` as lookahead. Returns false (and so lets the
// internal lexer read `""` or `"…"`) unless three quotes open a string that
// three quotes close. The token is the whole literal, or with `start_only`
// just the opening quotes (the rest is still read, to check the literal).
static bool scan_multiline_string(TSLexer *lexer, bool start_only) {
  for (int i = 0; i < 3; i++) {
    if (lexer->lookahead != '"') return false;
    advance(lexer);
  }
  if (start_only) lexer->mark_end(lexer);
  unsigned quotes = 0;
  while (!lexer->eof(lexer)) {
    int32_t c = lexer->lookahead;
    advance(lexer);
    if (c == '"') {
      if (++quotes == 3) {
        if (!start_only) lexer->mark_end(lexer);
        lexer->result_symbol = start_only ? MULTILINE_STRING_START : MULTILINE_STRING_WHOLE;
        return true;
      }
    } else {
      quotes = 0;
      if (c == '\\' && !lexer->eof(lexer)) advance(lexer);
    }
  }
  return false;  // unterminated: a lexical error, as in the reference
}

static inline bool is_multiline_escape(int32_t c) {
  return c == '\\' || c == '"' || c == '\'' || c == 'n' || c == 't' || c == 'r';
}

// Inside a `"""` string (its opening was checked to have a closing): the
// closing quotes, an escape, or a run of text up to one of them.
static bool scan_multiline_piece(TSLexer *lexer) {
  bool has_content = false;
  while (!lexer->eof(lexer)) {
    int32_t c = lexer->lookahead;
    if (c == '"') {
      lexer->mark_end(lexer);  // the text, if any, ends before the quotes
      unsigned quotes = 0;
      while (quotes < 3 && lexer->lookahead == '"') {
        advance(lexer);
        quotes++;
      }
      if (quotes == 3) {
        if (has_content) break;
        lexer->mark_end(lexer);
        lexer->result_symbol = MULTILINE_STRING_END;
        return true;
      }
    } else if (c == '\\') {
      lexer->mark_end(lexer);
      advance(lexer);
      if (is_multiline_escape(lexer->lookahead)) {
        if (has_content) break;
        advance(lexer);
        lexer->mark_end(lexer);
        lexer->result_symbol = MULTILINE_STRING_ESCAPE;
        return true;
      }
      // Not an escape here: the backslash and what follows are text.
      if (!lexer->eof(lexer)) advance(lexer);
    } else {
      advance(lexer);
    }
    has_content = true;
    lexer->mark_end(lexer);
  }
  if (!has_content) return false;
  lexer->result_symbol = MULTILINE_STRING_CONTENT;
  return true;
}

static inline bool is_hex_digit(int32_t c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Called with `'` as lookahead: the opening quote, when a well-formed
// literal follows (the same text as the internal `_char_literal_whole`).
static bool scan_char_literal_start(TSLexer *lexer) {
  advance(lexer);
  lexer->mark_end(lexer);
  unsigned length = 0;
  for (;;) {
    int32_t c = lexer->lookahead;
    if (lexer->eof(lexer) || c == '\n') return false;
    if (c == '\'') break;
    advance(lexer);
    if (c == '\\') {
      if (lexer->eof(lexer) || lexer->lookahead == '\n') return false;
      advance(lexer);
    }
    length++;
  }
  if (length == 0) return false;  // `''`
  lexer->result_symbol = CHAR_LITERAL_START;
  return true;
}

// Inside a character literal: the closing quote, an escape, or a run of
// text up to one of them. An escape is the longest of `\xHH`, `\u{…}` and
// `\` with one character, as in `_char_literal_whole`.
static bool scan_char_piece(TSLexer *lexer, const bool *valid_symbols) {
  int32_t c = lexer->lookahead;
  if (lexer->eof(lexer) || c == '\n') return false;
  if (c == '\'') {
    if (!valid_symbols[CHAR_LITERAL_END]) return false;
    advance(lexer);
    lexer->mark_end(lexer);
    lexer->result_symbol = CHAR_LITERAL_END;
    return true;
  }
  if (c != '\\') {
    while (!lexer->eof(lexer) && lexer->lookahead != '\'' && lexer->lookahead != '\\' && lexer->lookahead != '\n') {
      advance(lexer);
    }
    lexer->mark_end(lexer);
    lexer->result_symbol = CHAR_LITERAL_CONTENT;
    return true;
  }
  advance(lexer);
  c = lexer->lookahead;
  if (lexer->eof(lexer) || c == '\n') return false;
  advance(lexer);
  lexer->mark_end(lexer);
  lexer->result_symbol = CHAR_LITERAL_ESCAPE;
  if (c == 'x') {
    for (int i = 0; i < 2; i++) {
      if (!is_hex_digit(lexer->lookahead)) return true;
      advance(lexer);
    }
    lexer->mark_end(lexer);
  } else if (c == 'u' && lexer->lookahead == '{') {
    advance(lexer);
    if (!is_hex_digit(lexer->lookahead)) return true;
    while (is_hex_digit(lexer->lookahead)) advance(lexer);
    if (lexer->lookahead != '}') return true;
    advance(lexer);
    lexer->mark_end(lexer);
  }
  return true;
}

// A run of literal text up to a quote, backslash or line break (and, in an
// f-string, a brace). Leading spaces are text, so nothing is skipped first.
static bool scan_string_content(TSLexer *lexer, bool format_string) {
  bool has_content = false;
  for (;;) {
    int32_t c = lexer->lookahead;
    if (lexer->eof(lexer) || c == '"' || c == '\\' || c == '\n') break;
    if (format_string && (c == '{' || c == '}')) break;
    advance(lexer);
    has_content = true;
  }
  if (!has_content) return false;
  lexer->mark_end(lexer);
  lexer->result_symbol = format_string ? FORMAT_STRING_CONTENT : STRING_CONTENT;
  return true;
}

static inline bool is_identifier_start(int32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static inline bool is_identifier_char(int32_t c) { return is_identifier_start(c) || (c >= '0' && c <= '9'); }

// Words that extend whatever precedes them, even from the next line:
// `a\nand b`, `x\nas Float`, `for x\nin xs`, `if c {…}\nelse {…}`.
static bool is_word_in(const char *word, unsigned length, const char *const *words, unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    if (strlen(words[i]) == length && strncmp(words[i], word, length) == 0) return true;
  }
  return false;
}

static bool is_continuation_word(const char *word, unsigned length) {
  static const char *const words[] = {"and", "or", "as", "in", "else"};
  return is_word_in(word, length, words, sizeof words / sizeof words[0]);
}

// Called at the first token after a line break, where the parser could end
// the statement. True when that token cannot extend it: a literal or a name
// other than a continuation word. Operators (including a leading `-`, `.`,
// `(` and `[`) are left alone: some continue the statement, and a statement
// end without a marker is still parsed correctly.
static bool starts_next_statement(TSLexer *lexer) {
  int32_t c = lexer->lookahead;
  if (c == '"' || c == '\'' || (c >= '0' && c <= '9')) return true;
  if (!is_identifier_start(c)) return false;
  char word[5];
  unsigned length = 0;
  while (is_identifier_char(lexer->lookahead)) {
    if (length == sizeof word) return true;  // longer than every continuation word
    word[length++] = (char)lexer->lookahead;
    advance(lexer);
  }
  return !is_continuation_word(word, length);
}

static inline bool is_postfix_opener(int32_t c) { return c == '(' || c == '[' || c == '?'; }

// Past spaces and block comments on the same line (a block comment may span
// lines: what follows it is on its last line).
/** Past the block comments that follow on the line; *next_column: 1 + the column of the first of them (0: none). */
static void skip_block_comments(TSLexer *lexer, uint32_t *next_column) {
  *next_column = 0;
  for (;;) {
    while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\r') advance(lexer);
    if (lexer->lookahead != '/') return;
    if (*next_column == 0) *next_column = lexer->get_column(lexer) + 1;
    advance(lexer);
    if (lexer->lookahead != '*') return;  // a `/` or `//`: no opener follows
    bool ignored = false;
    advance_block_comment(lexer, &ignored);
  }
}

static bool scan_postfix_opener(TSLexer *lexer, const bool *valid_symbols) {
  switch (lexer->lookahead) {
    case '(':
      if (!valid_symbols[CALL_PAREN]) return false;
      lexer->result_symbol = CALL_PAREN;
      break;
    case '[':
      if (!valid_symbols[INDEX_BRACKET]) return false;
      lexer->result_symbol = INDEX_BRACKET;
      break;
    case '?':
      if (!valid_symbols[TRY_MARK]) return false;
      lexer->result_symbol = TRY_MARK;
      break;
    default:
      return false;
  }
  advance(lexer);
  lexer->mark_end(lexer);
  return true;
}

static bool scan(Scanner *scanner, TSLexer *lexer, const bool *valid_symbols);

// The rest of an interpolation up to its `}` (raw: braces nest, quotes are
// text, as the compiler's lexer copies it, syntax.md §1.12). False at the end
// of the file (an unterminated f-string stays a syntax error).
static bool scan_to_interpolation_end(TSLexer *lexer) {
  unsigned depth = 0;
  for (;;) {
    if (lexer->eof(lexer)) return false;
    int32_t c = lexer->lookahead;
    if (c == '}') {
      if (depth == 0) break;
      depth--;
    } else if (c == '{') {
      depth++;
    }
    advance(lexer);
  }
  lexer->mark_end(lexer);
  lexer->result_symbol = INTERPOLATION_REST;
  return true;
}

// Words that go on with the expression before them (or that the grammar
// reads itself): not the start of an ignored rest.
static bool continues_interpolation(const char *word, unsigned length) {
  static const char *const words[] = {"and", "or", "as", "in", "else", "for", "if"};
  return is_word_in(word, length, words, sizeof words / sizeof words[0]);
}

// After an interpolation's expression: what the compiler ignores there
// ("trailing tokens after a complete expression are silently ignored",
// §1.12), so that `{a b}`, `{a, b}`, `{a)}` and `{x: >10}` interpolate their
// leading expression without an ERROR node. Only clear cases: a `,`, `;`,
// `)` or `]`; a `:` whose text up to the `}` is no format spec (it holds a
// space: the compiler's spec is the text after the last `:` outside
// brackets, without a space); a float `.0` or a `!` right after it;
// another operand after a space. `*handled`
// says the answer is final (the lexer may have moved: the scan then ends
// with it); otherwise nothing was read.
static bool scan_interpolation_rest(TSLexer *lexer, bool saw_space, bool *handled) {
  int32_t c = lexer->lookahead;
  if (c == ',' || c == ';' || c == ')' || c == ']') {
    *handled = true;
    return scan_to_interpolation_end(lexer);
  }
  if (c == ':') {
    *handled = true;
    // The segment after the last `:` outside brackets: empty, or holding a space, is no spec.
    int brackets = 0;
    unsigned braces = 0;
    bool segment_space = false;
    unsigned segment_length = 0;
    for (;;) {
      if (lexer->eof(lexer)) return false;
      int32_t d = lexer->lookahead;
      if (d == '}' && braces == 0) break;
      if (d == '{') braces++;
      else if (d == '}') braces--;
      else if (d == '(' || d == '[') brackets++;
      else if (d == ')' || d == ']') brackets--;
      if (d == ':' && brackets <= 0 && braces == 0) {
        segment_space = false;
        segment_length = 0;
      } else {
        segment_length++;
        if (d == ' ' || d == '\t' || d == '\r' || d == '\n') segment_space = true;
      }
      advance(lexer);
    }
    // A spec (`{x:>10}`) or an empty one (`{x:}`): the grammar reads them.
    if (segment_length == 0 || !segment_space) return false;
    lexer->mark_end(lexer);
    lexer->result_symbol = INTERPOLATION_REST;
    return true;
  }
  if (c == '.' || c == '!') {
    // `{t.0}`: the float `.0` after the name (§1.5: no numeric field
    // access); `{n!r}`: no postfix `!`. A `.` before a name and `!=` go on.
    *handled = true;
    advance(lexer);
    int32_t d = lexer->lookahead;
    if (c == '.' ? !(d >= '0' && d <= '9') : d == '=') return false;
    return scan_to_interpolation_end(lexer);
  }
  if (!saw_space) return false;
  if (c == '"' || c == '\'' || (c >= '0' && c <= '9')) {
    *handled = true;
    return scan_to_interpolation_end(lexer);
  }
  if (is_identifier_start(c) || c >= 0x80) {
    *handled = true;
    char word[8];
    unsigned length = 0;
    while (is_identifier_char(lexer->lookahead) || lexer->lookahead >= 0x80) {
      if (length < sizeof word) word[length] = (char)lexer->lookahead;
      length++;
      advance(lexer);
    }
    if (length <= sizeof word && continues_interpolation(word, length)) return false;
    return scan_to_interpolation_end(lexer);
  }
  return false;
}

bool tree_sitter_yaoxiang_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  Scanner *scanner = (Scanner *)payload;
  if (!scan(scanner, lexer, valid_symbols)) return false;
  // Every token but a statement end (which sets it) clears the flag.
  if (lexer->result_symbol != STATEMENT_END) scanner->after_end_marker = false;
  // A block comment sets its own; any other token is past the opener.
  if (lexer->result_symbol != BLOCK_COMMENT) scanner->opener_column = scanner->chained_column = 0;
  return true;
}

static bool scan(Scanner *scanner, TSLexer *lexer, const bool *valid_symbols) {
  // During error recovery every external token is marked valid; offering
  // the postfix openers then would glue unrelated statements together.
  bool recovering = valid_symbols[ERROR_SENTINEL];

  // Inside a `"""` string or a character literal: its next piece (item 3).
  if (!recovering && valid_symbols[MULTILINE_STRING_CONTENT]) return scan_multiline_piece(lexer);
  if (!recovering && valid_symbols[CHAR_LITERAL_CONTENT]) return scan_char_piece(lexer, valid_symbols);

  if (!recovering && (valid_symbols[STRING_CONTENT] || valid_symbols[FORMAT_STRING_CONTENT])) {
    // Inside a literal: its text or nothing (quotes, escapes and braces are
    // left to the internal lexer); never a comment.
    return scan_string_content(lexer, valid_symbols[FORMAT_STRING_CONTENT]);
  }

  bool postfix_valid = !recovering &&
                       (valid_symbols[CALL_PAREN] || valid_symbols[INDEX_BRACKET] || valid_symbols[TRY_MARK]);

  bool saw_newline = false;
  bool saw_space = false;
  while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\r' ||
         lexer->lookahead == '\n') {
    if (lexer->lookahead == '\n') saw_newline = true;
    saw_space = true;
    skip(lexer);
  }
  // Comments come first: they are lexed as extras, and the statement end is
  // decided at the token after them (`x = a` // note `+ b` is one statement).
  bool end_valid = !recovering && valid_symbols[STATEMENT_END] && !valid_symbols[RETURN_OPERAND];

  if (end_valid && scanner->opener_column != 0 && is_postfix_opener(lexer->lookahead) &&
      lexer->get_column(lexer) + 1 == scanner->opener_column) {
    lexer->mark_end(lexer);
    lexer->result_symbol = STATEMENT_END;
    scanner->after_end_marker = true;
    return true;
  }

  // In a block (no statement end markers there) the opener a block comment starting a line leaves
  // is not a postfix either: the internal lexer takes it, as the start of the next statement.
  bool opens_statement = scanner->opener_column != 0 && is_postfix_opener(lexer->lookahead) &&
                         lexer->get_column(lexer) + 1 == scanner->opener_column;
  if (postfix_valid && !saw_newline && !opens_statement && scan_postfix_opener(lexer, valid_symbols)) return true;
  // Not at the end of the file: no statement follows there.
  if (end_valid && saw_newline && !lexer->eof(lexer) && lexer->lookahead != '/') {
    lexer->mark_end(lexer);  // zero width: whatever is looked at below stays unread
    if (starts_next_statement(lexer)) {
      lexer->result_symbol = STATEMENT_END;
      scanner->after_end_marker = true;
      return true;
    }
    return false;
  }

  // A statement start marker right after a statement end marker (no
  // whitespace between, nothing external since), before the statement the
  // end marker saw. That is the same place whether the parser got there
  // token by token or by reusing the previous statement from the old tree,
  // so incremental and full parses see the same tokens. Nowhere else (not at
  // the start of the file), for the same reason.
  if (!recovering && valid_symbols[STATEMENT_START] && !valid_symbols[STATEMENT_END] &&
      scanner->after_end_marker && !saw_space && !lexer->eof(lexer)) {
    lexer->mark_end(lexer);
    lexer->result_symbol = STATEMENT_START;
    return true;
  }

  if (!recovering && valid_symbols[INTERPOLATION_REST]) {
    bool handled = false;
    bool found = scan_interpolation_rest(lexer, saw_space, &handled);
    if (handled) return found;
  }

  if (lexer->lookahead == '/' && (valid_symbols[BLOCK_COMMENT] || valid_symbols[LINE_COMMENT])) {
    // A comment the one before saw coming keeps its opener; the state of any other comment is stale
    // (in a block nothing external may have come since an opener the internal lexer took).
    bool chained = scanner->opener_column != 0 && scanner->chained_column != 0 &&
                   lexer->get_column(lexer) + 1 == scanner->chained_column;
    advance(lexer);
    if (lexer->lookahead == '*' && valid_symbols[BLOCK_COMMENT]) {
      bool has_newline = false;
      scan_block_comment(lexer, &has_newline);
      scanner->opener_column = 0;
      scanner->chained_column = 0;
      // What follows on its line, past other block comments (only looked at: the token ends here).
      if ((end_valid || postfix_valid) && (chained || saw_newline || has_newline)) {
        uint32_t next_column = 0;
        skip_block_comments(lexer, &next_column);
        if (is_postfix_opener(lexer->lookahead)) {
          scanner->opener_column = lexer->get_column(lexer) + 1;
          scanner->chained_column = next_column;
        }
      }
      return true;
    }
    if (lexer->lookahead == '/' && valid_symbols[LINE_COMMENT]) {
      return scan_line_comment(lexer, !recovering && valid_symbols[INTERPOLATION_CLOSE]);
    }
    return false;
  }

  // In pieces, except during error recovery (see item 3).
  if (lexer->lookahead == '"' && valid_symbols[MULTILINE_STRING_START]) {
    return scan_multiline_string(lexer, !recovering);
  }
  if (lexer->lookahead == '\'' && valid_symbols[CHAR_LITERAL_START] && !recovering) {
    return scan_char_literal_start(lexer);
  }

  return false;
}

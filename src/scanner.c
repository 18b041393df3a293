// External scanner for tree-sitter-yaoxiang.
//
// 1. Postfix openers `(`, `[` and `?` continue an expression only when no
//    line break separates them from the previous token (syntax.md §2.1):
//    `f()` newline `(a, b) = p` is two statements. The scanner emits the
//    "attached" variants; an opener after a line break is left to the
//    internal lexer, whose plain `(` / `[` start a new statement.
// 2. Block comments nest (`/* a /* b */ c */`), which a regular expression
//    cannot count. An unterminated one runs to the end of the file.
// 3. `"""` strings end at the first `"""` and may hold lone quotes and raw
//    newlines; `\"` and `\\` are escapes.
// 4. The text of `"…"` and `f"…"` literals. Scanning it here is what lets
//    the scanner know it is inside a literal, where `/*` is plain text.
//
// Stateless: nothing to serialize, no allocation.

#include "tree_sitter/parser.h"

#include <stdbool.h>

enum TokenType {
  CALL_PAREN,
  INDEX_BRACKET,
  TRY_MARK,
  BLOCK_COMMENT,
  MULTILINE_STRING,
  STRING_CONTENT,
  FORMAT_STRING_CONTENT,
  ERROR_SENTINEL,
};

void *tree_sitter_yaoxiang_external_scanner_create(void) { return NULL; }
void tree_sitter_yaoxiang_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_yaoxiang_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}
void tree_sitter_yaoxiang_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}

static inline void advance(TSLexer *lexer) { lexer->advance(lexer, false); }
static inline void skip(TSLexer *lexer) { lexer->advance(lexer, true); }

// Called after the opening `/` with `*` as lookahead.
static bool scan_block_comment(TSLexer *lexer) {
  advance(lexer);  // '*'
  unsigned depth = 1;
  while (!lexer->eof(lexer)) {
    int32_t c = lexer->lookahead;
    advance(lexer);
    if (c == '*' && lexer->lookahead == '/') {
      advance(lexer);
      if (--depth == 0) break;
    } else if (c == '/' && lexer->lookahead == '*') {
      advance(lexer);
      depth++;
    }
  }
  lexer->mark_end(lexer);
  lexer->result_symbol = BLOCK_COMMENT;
  return true;
}

// Called with the first `"` as lookahead. Returns false (and so lets the
// internal lexer read `""` or `"…"`) unless three quotes open the string.
static bool scan_multiline_string(TSLexer *lexer) {
  for (int i = 0; i < 3; i++) {
    if (lexer->lookahead != '"') return false;
    advance(lexer);
  }
  unsigned quotes = 0;
  while (!lexer->eof(lexer)) {
    int32_t c = lexer->lookahead;
    advance(lexer);
    if (c == '"') {
      if (++quotes == 3) {
        lexer->mark_end(lexer);
        lexer->result_symbol = MULTILINE_STRING;
        return true;
      }
    } else {
      quotes = 0;
      if (c == '\\' && !lexer->eof(lexer)) advance(lexer);
    }
  }
  return false;  // unterminated: a lexical error, as in the reference
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

bool tree_sitter_yaoxiang_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  // During error recovery every external token is marked valid; offering
  // the postfix openers then would glue unrelated statements together.
  bool recovering = valid_symbols[ERROR_SENTINEL];

  if (!recovering && (valid_symbols[STRING_CONTENT] || valid_symbols[FORMAT_STRING_CONTENT])) {
    // Inside a literal: its text or nothing (quotes, escapes and braces are
    // left to the internal lexer); never a comment.
    return scan_string_content(lexer, valid_symbols[FORMAT_STRING_CONTENT]);
  }

  bool postfix_valid = !recovering &&
                       (valid_symbols[CALL_PAREN] || valid_symbols[INDEX_BRACKET] || valid_symbols[TRY_MARK]);

  bool saw_newline = false;
  while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\r' ||
         lexer->lookahead == '\n') {
    if (lexer->lookahead == '\n') saw_newline = true;
    skip(lexer);
  }

  if (postfix_valid && !saw_newline && scan_postfix_opener(lexer, valid_symbols)) return true;

  if (lexer->lookahead == '/' && valid_symbols[BLOCK_COMMENT]) {
    advance(lexer);
    if (lexer->lookahead == '*') return scan_block_comment(lexer);
    return false;
  }

  if (lexer->lookahead == '"' && valid_symbols[MULTILINE_STRING]) return scan_multiline_string(lexer);

  return false;
}

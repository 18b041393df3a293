/**
 * @file Tree-sitter grammar for YaoXiang (爻象)
 * @license MIT
 *
 * Specification: shared/spec/syntax.md (the reference lexer and parser).
 * Sections follow tree-sitter-rust / tree-sitter-python: lexical,
 * declarations, statements, expressions, types, patterns.
 */

/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

// Binding powers of the reference Pratt parser (syntax.md §5.1), shifted by
// one so that 0 stays free for "lowest" (lambda bodies, return operands).
const PREC = {
  lambda: 0, // body extends as far as possible
  assign: 1, // right-associative: a = b = c
  range: 2, // loosest binary operator: 0..n + 1 is 0..(n + 1)
  or: 3,
  and: 4,
  equality: 5, // looser than comparison (reference quirk kept: it is the language)
  comparison: 6,
  additive: 7,
  multiplicative: 8,
  cast: 9, // a * b as Float is a * (b as Float); -x as Float is (-x) as Float
  unary: 10,
  postfix: 11, // call, index, field, try
  // A statement-level `if`/`while`/`for` or bare block ends at its `}`.
  statement_form: 13,
  // Declaration-level preferences (not operator binding powers).
  binding_target: 1,
  named_argument: 2,
  type_definition: 1,
};

/** Binary operators with their precedence (syntax.md §5.1). */
const BINARY_OPERATORS = /** @type {const} */ ([
  ['or', PREC.or],
  ['and', PREC.and],
  // `||` and `&&` are lexical errors in YaoXiang. They are parsed as the
  // operators they obviously mean so that the rest of the line stays
  // intact; the syntax diagnostics report them as E0001 ("write `and`").
  ['||', PREC.or],
  ['&&', PREC.and],
  ['==', PREC.equality],
  ['!=', PREC.equality],
  ['<', PREC.comparison],
  ['<=', PREC.comparison],
  ['>', PREC.comparison],
  ['>=', PREC.comparison],
  ['+', PREC.additive],
  ['-', PREC.additive],
  ['*', PREC.multiplicative],
  ['/', PREC.multiplicative],
  ['%', PREC.multiplicative],
]);

/**
 * Every binary operator over `operand`: shared by ordinary expressions and
 * the constant expressions of type positions, so both yield the same
 * `binary_expression` nodes.
 * @param {RuleOrLiteral} operand
 * @param {RuleOrLiteral} [rightOperand]
 */
function binaryOperators(operand, rightOperand = operand) {
  return choice(...BINARY_OPERATORS.map(([operator, precedence]) => prec.left(precedence, seq(
    field('left', operand),
    field('operator', operator),
    field('right', rightOperand),
  ))));
}

/**
 * `if c { … } [else …]`; the statement and expression readings differ only
 * in where they may stand (see `expression_statement`).
 * @param {GrammarSymbols<string>} $
 * @param {RuleOrLiteral} elseClause
 * @param {number} precedence
 */
function ifForm($, elseClause, precedence = 0) {
  return prec.right(precedence, seq(
    'if',
    field('condition', $._expression),
    field('consequence', $.block),
    optional(field('alternative', elseClause)),
  ));
}

/**
 * @param {GrammarSymbols<string>} $
 * @param {number} precedence
 */
function whileForm($, precedence = 0) {
  return prec.right(precedence, seq(
    'while',
    field('condition', $._loop_head),
    field('body', branchBody($, precedence)),
  ));
}

/**
 * @param {GrammarSymbols<string>} $
 * @param {number} precedence
 */
function forForm($, precedence = 0) {
  return prec.right(precedence, seq(
    'for',
    optional($.mutable_specifier),
    // The expression form reads any expression before `in` and keeps a plain
    // name only (§4.3): `_` and `(a, b)` parse, binding nothing (the statement
    // form rejects them: the syntax diagnostics report its E0011).
    choice(field('variable', choice($.identifier, $.wildcard)), field('pattern', $.tuple_pattern)),
    'in',
    field('iterable', $._loop_head),
    field('body', branchBody($, precedence)),
  ));
}

/**
 * A loop body: a block, which then closes the loop, or (statement form) a
 * single braceless expression.
 * @param {GrammarSymbols<string>} $
 * @param {number} precedence
 */
function branchBody($, precedence) {
  return choice(prec(Math.max(precedence, PREC.postfix + 1), $.block), $._expression_or_jump);
}

const KEYWORDS = [
  'pub', 'use', 'spawn', 'ref', 'mut', 'if', 'else', 'match', 'while', 'for',
  'in', 'return', 'break', 'continue', 'as', 'unsafe', 'and', 'or', 'true',
  'false', 'void',
];

/**
 * The kinds of statement: the alternatives of `_statement` (in blocks) and of
 * `_top_level_statement` (in the file).
 * @param {GrammarSymbols<string>} $
 */
function statementKinds($) {
  return [
    $.use_declaration,
    $.type_definition,
    $.generic_type_definition,
    $.binding,
    $.destructuring,
    $.expression_statement,
    $.empty_statement,
  ];
}

/**
 * One or more `rule`s separated by `separator`, with an optional trailing one.
 * @param {RuleOrLiteral} rule
 * @param {RuleOrLiteral} separator
 */
function sepTrailing1(rule, separator) {
  return seq(rule, repeat(seq(separator, rule)), optional(separator));
}

/**
 * Zero or more `rule`s separated by `separator`, with an optional trailing one.
 * @param {RuleOrLiteral} rule
 * @param {RuleOrLiteral} separator
 */
function sepTrailing(rule, separator) {
  return optional(sepTrailing1(rule, separator));
}

export default grammar({
  name: 'yaoxiang',

  word: $ => $.identifier,

  // Only the 21 spellings of syntax.md §1.5 (and `_`) are reserved. `Type` is a keyword
  // token too, but a contextual one: it is lexed as a keyword only where a
  // type is expected, so `Type = 5` still binds an ordinary name.
  reserved: {
    // `_` is reserved too: it is the wildcard token everywhere, never a name.
    global: _ => [...KEYWORDS, '_'],
  },

  externals: $ => [
    // Postfix openers that may not cross a line break (syntax.md §2.1, §2.5).
    $._call_paren,
    $._index_bracket,
    $._try_mark,
    // Comments nest, which needs counting.
    $.block_comment,
    // A line comment runs to the line break whatever it holds (§1.3): the
    // generated lexer stops a negated set at U+0000, which it takes for the end.
    $.line_comment,
    // `"""` strings (which may hold lone quotes) and character literals come
    // in pieces, so that their escapes are nodes. The scanner opens one only
    // when it is well formed: an unterminated one stays a lexical error.
    // During error recovery, where no piece is valid, a `"""` string is one
    // token, `_multiline_string_whole`.
    $._multiline_string_whole,
    $._multiline_string_start,
    $._multiline_string_content,
    $._multiline_string_escape,
    $._multiline_string_end,
    $._char_literal_start,
    $._char_literal_content,
    $._char_literal_escape,
    $._char_literal_end,
    // String text comes from the scanner so that it knows it is inside a
    // literal: there `/*` is text, not the start of a comment.
    $.string_content,
    $._format_string_content,
    // Zero-width markers around a statement, from the scanner (see `_statement_item`).
    $._statement_start,
    $._statement_end,
    // Never produced: valid only right after `return`, whose operand may
    // start on the next line (§4.4), so the scanner ends no statement there.
    $._return_operand,
    // Never produced: valid where an interpolation may close, so that a `//`
    // comment there ends before the `}` (§1.12: the compiler reads the
    // interpolation's text up to its `}`, then lexes it; `f"{n // 2}"`).
    $._interpolation_close,
    // What the compiler ignores after an interpolation's expression (§1.12:
    // "trailing tokens after a complete expression are silently ignored",
    // `{a b}`, `{a, b}`, `{x: >10}`): the scanner takes it up to the `}`.
    $.interpolation_rest,
    // Never produced: lets the scanner detect tree-sitter's error recovery.
    $._error_sentinel,
  ],

  extras: $ => [/[ \t\r\n]/, $.line_comment, $.block_comment, $.hash_comment],

  supertypes: $ => [$._top_level_statement, $._statement, $._expression, $._type, $._pattern],

  inline: $ => [$._binding_target, $._record_item, $._type_argument, $._expression_or_jump, $._branch_body],

  conflicts: $ => [
    // `(a, b)` / `(a)` / `()`: tuple or grouping, lambda head, or destructuring;
    // decided by the `=>` or `=` after the `)`.
    [$._expression, $.lambda_parameter],
    [$._expression, $.lambda_parameter, $.destructuring],
    // `(x: Int)` / `(mut x)`: a head with `=>` and a body, or alone (§5.7).
    [$.lambda_parameter, $._typed_lambda_parameter],
    // `use a.b` then `.{`: the path may go on or the item list may start.
    [$.module_path],
    // `Name: (T: Type) -> Type = { … }`: a generic type's body or a function's block.
    [$.meta_type, $.generic_type_definition],
    // `[x for …`: a comprehension or a list whose next element is a `for` loop.
    [$.list_expression, $.list_comprehension],
    // `(a, b) -> R` vs the tuple type `(a, b)`.
    [$.parameter_list, $.tuple_type],
    [$._type, $._const_expression],
    [$._const_expression, $.literal_type],
  ],

  rules: {
    source_file: $ => repeat($._statement_item),

    // ───────────────────────────── Lexical ─────────────────────────────

    identifier: _ => /[A-Za-z_][A-Za-z0-9_]*/,

    // A lone `_` is its own token (syntax.md §1.4); `_x` stays an identifier.
    wildcard: _ => '_',

    line_comment: _ => token(seq('//', /[^\n]*/)),

    // `# …` is no comment in YaoXiang (the compiler's lexer rejects `#`), but
    // the language's own README writes comments that way, so users do too.
    // Read as one extra to the end of the line, the words after it cannot
    // swallow the declarations that follow; the syntax diagnostics report it
    // (E0001 at the `#`). Below every other token: a format spec (`{x:#x}`)
    // keeps its `#`.
    hash_comment: _ => token(prec(-1, seq('#', /[^\n]*/))),

    // A base prefix without digits (`0x`, `0b_`) is lexed as one malformed
    // literal rather than `0` followed by a name, so that the syntax
    // diagnostics can report it (E0001) at the right place.
    integer_literal: _ => token(choice(
      /0[xX][0-9a-fA-F_]*/,
      /0[oO][0-7_]*/,
      /0[bB][01_]*/,
      /[0-9][0-9_]*/,
    )),

    // `.` starts a fraction only before a digit or `_`, so `1..5` is a range
    // and `5.abs()` a method call; a leading `.5` is a float (§1.8).
    float_literal: _ => token(choice(
      /[0-9][0-9_]*\.(_?[0-9])+([eE][+-]?(_?[0-9])+)?/,
      /[0-9][0-9_]*[eE][+-]?(_?[0-9])+/,
      // Malformed exponent (`1e`, `2e+`, `.5e`, and `1e_`, `1e5_`: an `_` there must be followed by a
      // digit too), reported by the syntax diagnostics.
      /[0-9][0-9_]*(\.(_?[0-9])+)?[eE][+-]?(_?[0-9])*_*/,
      /\.[0-9](_?[0-9])*([eE][+-]?(_?[0-9])+)?/,
      /\.[0-9](_?[0-9])*[eE][+-]?(_?[0-9])*_*/,
      // Malformed fraction (`1._`, `1.5_`: an `_` there must be followed by a digit, §1.8), reported likewise.
      /[0-9][0-9_]*\.(_?[0-9])*_+/,
    )),

    escape_sequence: _ => token.immediate(seq('\\', choice(
      /[ntr\\"'0]/,
      /x[0-9a-fA-F]{2}/,
      /u\{[0-9a-fA-F]+\}/,
    ))),

    string_literal: $ => seq(
      '"',
      repeat(choice($.string_content, $.escape_sequence)),
      token.immediate('"'),
    ),


    // Only `\\ \" \' \n \t \r` are escapes in a `"""` string (§1.10): the
    // scanner reads any other backslash sequence as text. The node's range is
    // the whole literal, quotes included; its only children are the escapes.
    multiline_string: $ => choice(
      $._multiline_string_whole,
      seq(
        $._multiline_string_start,
        repeat(choice($._multiline_string_content, alias($._multiline_string_escape, $.escape_sequence))),
        $._multiline_string_end,
      ),
    ),

    // Every backslash starts an escape in a character literal: unknown ones
    // are accepted (the reference yields the escaped character); several
    // characters are accepted too (reference quirk).
    char_literal: $ => choice(
      $._char_literal_whole,
      seq(
        $._char_literal_start,
        repeat1(choice($._char_literal_content, alias($._char_literal_escape, $.escape_sequence))),
        $._char_literal_end,
      ),
    ),

    // The literal as one token, for error recovery, where the scanner gives
    // no pieces: the same text its opening quote is checked against.
    _char_literal_whole: _ => token(seq(
      '\'',
      repeat1(choice(/[^'\\\n]/, /\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|[^\n])/)),
      '\'',
    )),

    // RFC-012 f-strings: `{expr}` and `{expr:spec}` interpolate, `{{`/`}}`
    // are escaped braces (the RFC's intent, syntax.md §1.12 recommendation).
    format_string: $ => seq(
      'f"',
      repeat(choice(
        alias($._format_string_content, $.string_content),
        $.escape_sequence,
        $.brace_escape,
        $.interpolation,
      )),
      token.immediate('"'),
    ),

    brace_escape: _ => token.immediate(prec(2, choice('{{', '}}', '}'))),

    // The reference drops an empty interpolation (`{}`, `{  }`) and an empty
    // format spec (`{x:}`) without an error (§1.12): both are optional here.
    interpolation: $ => seq(
      token.immediate(prec(1, '{')),
      optional(seq(field('expression', $._expression), optional($.interpolation_rest))),
      optional(seq(':', optional(field('format', $.format_spec)))),
      optional($._interpolation_close),
      '}',
    ),

    format_spec: _ => token.immediate(/[^}\s]+/),

    boolean_literal: _ => choice('true', 'false'),

    void_literal: _ => 'void',

    // ─────────────────────────── Declarations ───────────────────────────

    visibility_modifier: _ => 'pub',

    mutable_specifier: _ => 'mut',

    // The unified `target [: type] [= value]` form (syntax.md §3.2). Functions,
    // methods (`Point.norm: …`) and FFI bindings are all bindings; consumers
    // tell them apart by the `type` (a function_type) or the `value` (a lambda).
    binding: $ => choice(
      seq(
        optional($.visibility_modifier),
        field('target', $._binding_target),
        $._binding_rest,
      ),
      // After `mut` the target is a plain name, and `mut cursor` alone (no
      // type, no value) is a mutable declaration.
      seq(
        choice(
          seq($.mutable_specifier, optional($.visibility_modifier)),
          seq($.visibility_modifier, $.mutable_specifier),
        ),
        field('target', $.identifier),
        optional($._binding_rest),
      ),
    ),

    _binding_rest: $ => choice(
      seq(':', field('type', $._type), optional(seq('=', field('value', $._expression_or_jump)))),
      seq('=', field('value', $._expression_or_jump)),
    ),

    // Preferred over the expression reading when followed by `=` or `:`.
    _binding_target: $ => choice(
      prec(PREC.binding_target, $.identifier),
      prec(PREC.binding_target, $.field_expression),
      prec(PREC.binding_target, $.index_expression),
    ),

    // `Name: Type = <type>`: the value is a type, not an expression (§3.5).
    type_definition: $ => prec(PREC.type_definition, seq(
      optional($.visibility_modifier),
      field('name', $.identifier),
      ':',
      'Type',
      '=',
      field('value', $._type),
    )),

    // `Name: (T: Type, …) -> Type = { … }`: generic record or predicate type
    // (§3.6). When the value is not a `{ … }` type body, the same text is an
    // ordinary function binding; the dynamic precedence prefers the type body
    // when both readings succeed (`{ v < 10 }`, `{}`).
    generic_type_definition: $ => prec.dynamic(1, seq(
      optional($.visibility_modifier),
      field('name', $.identifier),
      ':',
      field('parameters', $.parameter_list),
      '->',
      'Type',
      '=',
      field('body', $.record_type),
    )),

    // `lo, hi = f()` and `(q, r) = g()` (§3.11).
    destructuring: $ => prec.dynamic(1, seq(
      choice(
        seq(field('name', $.identifier), repeat1(seq(',', field('name', $.identifier)))),
        seq('(', field('name', $.identifier), repeat(seq(',', field('name', $.identifier))), optional(','), ')'),
      ),
      '=',
      field('value', $._expression),
    )),

    // `use` forms of syntax.md §3.10; an item list cannot be combined with a
    // trailing `as` (the reference rejects it with E0011).
    // prec.right: `use std {io}` takes the braces as its item list, not as a
    // following block statement (the dot before `{` is optional, §3.10).
    use_declaration: $ => prec.right(seq(
      'use',
      field('path', $.module_path),
      optional(choice(
        seq(optional('.'), field('items', $.use_list)),
        seq('as', field('alias', $.identifier), repeat(seq(',', field('alias', $.identifier)))),
      )),
    )),

    module_path: $ => seq($.identifier, repeat(seq('.', $.identifier))),

    // Commas between items are optional; `pub` before an item is accepted.
    use_list: $ => seq('{', repeat(seq($.use_item, optional(','))), '}'),

    use_item: $ => seq(
      optional($.visibility_modifier),
      field('name', $.identifier),
      optional(seq('as', field('alias', $.identifier))),
    ),

    // ──────────────────────────── Statements ────────────────────────────

    // A top-level statement with the comments after it, between two hidden
    // zero-width markers from the scanner: `_statement_end` where the
    // statement cannot go on (a line break, then a literal or a name other
    // than `and`/`or`/`as`/`in`/`else`; never after `return`),
    // and `_statement_start` right after that. Both are optional and emitted
    // only where the parse cannot differ, so they change no tree. They exist
    // for incremental re-parsing: tree-sitter reuses an old subtree only if
    // its first token was lexed in a state with the lexer mode of the
    // current one (a name: in the very same parse state). Without markers
    // the first token of a statement is lexed as the lookahead of the one
    // before, inside its last expression, so every edit re-lexed the first
    // token of every statement and comment of the file. With them an item
    // starts with `_statement_start`, lexed where a reused item leaves the
    // parser, and is reused whole. Blocks have no markers: their statements
    // are few, and markers cost full-parse time.
    _statement_item: $ => seq(optional($._statement_start), $._top_level_statement, optional($._statement_end)),

    // The statements of `_statement`, at the top level. A hidden supertype of
    // its own, so that queries can say "a top-level binding" as
    // `(_top_level_statement/binding …)`: a pattern rooted at the binding
    // itself. `(source_file (binding …))` says the same, but a pattern rooted
    // at source_file makes every range-limited query (an editor highlighting
    // the visible lines) walk every top-level statement of the file. Hidden,
    // so it changes no tree.
    _top_level_statement: $ => choice(...statementKinds($)),

    _statement: $ => choice(...statementKinds($)),

    // At the start of a statement, `if`, `while`, `for` and `{` are parsed
    // by the reference's statement parser, not its Pratt loop: they end at
    // their closing `}`, so a next line starting with `*p = 1` or `-x` is a
    // new statement (syntax.md §3.1). In value position the same forms are
    // expressions that operators may extend. Both readings give the same
    // node types.
    expression_statement: $ => choice(
      $._expression_or_jump,
      prec(PREC.statement_form, alias($._if_statement, $.if_expression)),
      prec(PREC.statement_form, alias($._while_statement, $.while_expression)),
      prec(PREC.statement_form, alias($._for_statement, $.for_expression)),
      prec(PREC.statement_form, $.block),
    ),

    // `;` is an optional separator; stray ones are tolerated everywhere.
    empty_statement: _ => ';',

    block: $ => seq('{', repeat($._statement), '}'),

    // ─────────────────────────── Expressions ────────────────────────────

    _expression: $ => choice(
      $.identifier,
      $.wildcard,
      $.integer_literal,
      $.float_literal,
      $.string_literal,
      $.multiline_string,
      $.char_literal,
      $.format_string,
      $.boolean_literal,
      $.void_literal,
      $.parenthesized_expression,
      $.unit_expression,
      $.tuple_expression,
      $.list_expression,
      $.list_comprehension,
      $.dictionary,
      $.block,
      $.assignment_expression,
      $.range_expression,
      $.binary_expression,
      $.unary_expression,
      $.borrow_expression,
      $.ref_expression,
      $.cast_expression,
      $.call_expression,
      $.index_expression,
      $.field_expression,
      $.try_expression,
      $.lambda,
      $.if_expression,
      $.match_expression,
      $.while_expression,
      $.for_expression,
      $.spawn_expression,
      $.spawn_for_expression,
      $.unsafe_expression,
    ),

    // `return`, `break` and `continue` end control flow, so nothing can be
    // applied to them: they are not operands of calls or operators, which
    // also keeps `return (a, b)` from reading as a call of `return`. They
    // stand where a whole expression does: statements, arm and lambda bodies.
    _expression_or_jump: $ => choice(
      $._expression,
      $.return_expression,
      $.break_expression,
      $.continue_expression,
    ),

    parenthesized_expression: $ => seq('(', $._expression, ')'),

    unit_expression: _ => seq('(', ')'),

    // `(e,)` is a one-tuple, `(e)` a grouping.
    tuple_expression: $ => seq(
      '(',
      $._expression,
      choice(',', seq(repeat1(seq(',', $._expression)), optional(','))),
      ')',
    ),

    // Commas between list elements are optional (`[1 2 3]`, §5.8).
    list_expression: $ => seq('[', repeat(seq($._expression, optional(','))), ']'),

    // Exactly one `for … in …` and no filter (§5.8).
    // The variable is read as an expression and only a plain name is kept
    // (§5.8, §7.1): `_` and `(k, v)` parse, binding nothing, as in a `for`
    // used as a value.
    list_comprehension: $ => seq(
      '[',
      field('element', $._expression),
      'for',
      choice(field('variable', choice($.identifier, $.wildcard)), field('pattern', $.tuple_pattern)),
      'in',
      field('iterable', $._expression),
      ']',
    ),

    // A `{` is a dictionary only when string-keyed entries follow (§5.8);
    // `{}` is an empty block (documented choice, README "Language notes").
    dictionary: $ => seq('{', sepTrailing1($.dictionary_entry, ','), '}'),

    dictionary_entry: $ => seq(field('key', $.string_literal), ':', field('value', $._expression)),

    assignment_expression: $ => prec.right(PREC.assign, seq(
      field('left', $._expression),
      '=',
      field('right', $._expression_or_jump),
    )),

    range_expression: $ => prec.left(PREC.range, seq(
      field('start', $._expression),
      '..',
      field('end', $._expression),
    )),

    // `x or return y`: a jump may end an operator chain, never start one.
    binary_expression: $ => binaryOperators($._expression, $._expression_or_jump),

    unary_expression: $ => prec(PREC.unary, seq(
      field('operator', choice('-', '+', '!', '*')),
      field('operand', $._expression),
    )),

    // `&e` / `&mut e`: borrow tokens (ownership, RFC-009).
    borrow_expression: $ => prec(PREC.unary, seq(
      field('operator', choice('&', '&mut')),
      field('operand', $._expression),
    )),

    // `ref e`: a shared ownership handle.
    ref_expression: $ => prec(PREC.unary, seq('ref', field('operand', $._expression))),

    cast_expression: $ => prec.left(PREC.cast, seq(
      field('value', $._expression),
      'as',
      field('type', $._type),
    )),

    // The opening `(` / `[` / `?` come from the external scanner, which
    // refuses them after a line break: `f()` newline `(a, b) = p` is two
    // statements (§2.1).
    call_expression: $ => prec(PREC.postfix, seq(
      field('function', $._expression),
      field('arguments', $.argument_list),
    )),

    argument_list: $ => seq(
      alias($._call_paren, '('),
      sepTrailing(choice($._expression, $.named_argument), ','),
      ')',
    ),

    named_argument: $ => prec(PREC.named_argument, seq(
      field('name', $.identifier),
      '=',
      field('value', $._expression),
    )),

    // `grid[r, c]` indexes by the tuple of its indices.
    index_expression: $ => prec(PREC.postfix, seq(
      field('object', $._expression),
      alias($._index_bracket, '['),
      field('index', $._expression),
      repeat(seq(',', field('index', $._expression))),
      ']',
    )),

    field_expression: $ => prec(PREC.postfix, seq(
      field('object', $._expression),
      '.',
      field('field', $.identifier),
    )),

    try_expression: $ => prec(PREC.postfix, seq(
      field('operand', $._expression),
      alias($._try_mark, '?'),
    )),

    // `x => …`, `(a, b) => …`, `(a: Int, mut b) => …`. `=>` grabs the nearest
    // primary on its left and the body extends as far as possible (§5.1).
    lambda: $ => choice(
      prec.right(PREC.lambda, seq(
        field('parameters', choice(
          alias($._bare_lambda_parameter, $.lambda_parameter),
          $.lambda_parameters,
        )),
        '=>',
        field('body', $._expression_or_jump),
      )),
      // `(x: Int)` or `(mut x)` alone: a list whose first parameter is typed
      // or `mut` is a lambda head at once, with an empty body when no `=>`
      // follows (§5.7 quirk).
      prec(-1, field('parameters', alias($._typed_lambda_head, $.lambda_parameters))),
    ),

    _typed_lambda_head: $ => seq(
      '(',
      alias($._typed_lambda_parameter, $.lambda_parameter),
      repeat(seq(',', $.lambda_parameter)),
      optional(','),
      ')',
    ),

    _typed_lambda_parameter: $ => choice(
      seq($.mutable_specifier, field('name', choice($.identifier, $.wildcard)), optional(seq(':', field('type', $._type)))),
      seq(field('name', choice($.identifier, $.wildcard)), ':', field('type', $._type)),
    ),

    _bare_lambda_parameter: $ => field('name', choice($.identifier, $.wildcard)),

    lambda_parameters: $ => seq('(', sepTrailing($.lambda_parameter, ','), ')'),

    lambda_parameter: $ => seq(
      optional($.mutable_specifier),
      field('name', choice($.identifier, $.wildcard)),
      optional(seq(':', field('type', $._type))),
    ),

    // One rule serves statements and expressions: the statement-only
    // braceless `else expr` is accepted everywhere (§8.13 recommendation).
    if_expression: $ => ifForm($, $.else_clause),

    _if_statement: $ => ifForm($, alias($._else_statement_clause, $.else_clause), PREC.statement_form),

    _else_statement_clause: $ => seq('else', field('body', choice(
      prec(PREC.statement_form, $.block),
      prec(PREC.statement_form, alias($._if_statement, $.if_expression)),
      prec(PREC.statement_form, $._expression_or_jump),
    ))),

    // A block right after `else` closes the branch: `if a {1} else {2} + 3`
    // adds to the whole `if`, as in the reference's Pratt loop.
    else_clause: $ => seq('else', field('body', $._branch_body)),

    // Statement forms also take a single braceless expression (§4.1–4.3).
    _branch_body: $ => choice(prec(PREC.postfix + 1, $.block), $._expression_or_jump),

    match_expression: $ => seq(
      'match',
      field('value', $._expression),
      field('body', $.match_block),
    ),

    // Arms are separated by optional commas (newlines suffice).
    match_block: $ => seq('{', repeat(seq($.match_arm, optional(','))), '}'),

    match_arm: $ => prec.right(seq(
      field('pattern', $._pattern),
      '=>',
      field('value', $._expression_or_jump),
    )),

    // The body is a block, or (statement form) any single expression.
    while_expression: $ => whileForm($),

    _while_statement: $ => whileForm($, PREC.statement_form),

    for_expression: $ => forForm($),

    _for_statement: $ => forForm($, PREC.statement_form),

    // A loop's condition or iterable is a whole expression: reducing it to
    // this rule before a braceless body may start lets `while a + 1 > b { }`
    // continue with the binary `+` instead of starting a body `+1 > b`.
    _loop_head: $ => $._expression,

    spawn_expression: $ => seq('spawn', field('body', $.block)),

    // `spawn for x [mut] in xs { … }`: `mut` comes after the variable here.
    spawn_for_expression: $ => seq(
      'spawn',
      'for',
      field('variable', $.identifier),
      optional($.mutable_specifier),
      'in',
      field('iterable', $._expression),
      field('body', $.block),
    ),

    unsafe_expression: $ => prec.right(PREC.cast, seq('unsafe', field('body', $._expression))),

    // The operand is omitted only before `;`, `}` or the end of the file; a
    // line break does not end it (§4.4).
    return_expression: $ => prec.right(seq(
      'return',
      optional(seq(optional($._return_operand), field('value', $._expression))),
    )),

    // Never an expression operand: `break` then `y` is two statements (§4.4).
    break_expression: $ => prec.right(seq('break', optional(seq('::', field('label', $.identifier))))),

    continue_expression: $ => prec.right(seq('continue', optional(seq('::', field('label', $.identifier))))),

    // ────────────────────────────── Types ───────────────────────────────

    _type: $ => choice(
      $.meta_type,
      alias($.identifier, $.type_identifier),
      $.generic_type,
      $.tuple_type,
      $.function_type,
      $.record_type,
      $.reference_type,
      $.pointer_type,
      $.option_type,
      $.literal_type,
    ),

    // `Type`, the type of types.
    meta_type: _ => 'Type',

    // `List(Int)`, `Array(T, N)`, `Assert(N > 0)`: arguments are types or
    // constant expressions. Like a call, the `(` must be on the same line.
    generic_type: $ => prec(PREC.postfix, seq(
      field('name', alias($.identifier, $.type_identifier)),
      field('arguments', $.type_arguments),
    )),

    type_arguments: $ => seq(alias($._call_paren, '('), sepTrailing($._type_argument, ','), ')'),

    // Constant expressions may stand in generic arguments and type bodies only
    // (§6.6 recommendation): `Assert(N > 0)`, `Vec(N + 1)`, `{ v < 10 }`.
    _type_argument: $ => choice(
      $._type,
      // `Point(x: Int, y: Int)`: the rare named-field struct type (§6.1).
      $.parameter,
      alias($.const_binary_expression, $.binary_expression),
      alias($.const_unary_expression, $.unary_expression),
      $.float_literal,
      $.boolean_literal,
      $.string_literal,
    ),

    _const_expression: $ => choice(
      alias($.const_binary_expression, $.binary_expression),
      alias($.const_unary_expression, $.unary_expression),
      alias($.const_parenthesized_expression, $.parenthesized_expression),
      $.identifier,
      $.integer_literal,
      $.float_literal,
      $.boolean_literal,
      $.string_literal,
      $.generic_type,
      alias($.const_field_expression, $.field_expression),
      alias($.const_index_expression, $.index_expression),
    ),

    const_field_expression: $ => prec(PREC.postfix, seq(
      field('object', $._const_expression),
      '.',
      field('field', $.identifier),
    )),

    const_index_expression: $ => prec(PREC.postfix, seq(
      field('object', $._const_expression),
      alias($._index_bracket, '['),
      field('index', $._const_expression),
      repeat(seq(',', field('index', $._const_expression))),
      ']',
    )),

    const_binary_expression: $ => binaryOperators($._const_expression),

    const_unary_expression: $ => prec(PREC.unary, seq(
      field('operator', choice('-', '!')),
      field('operand', $._const_expression),
    )),

    const_parenthesized_expression: $ => seq('(', $._const_expression, ')'),

    // `()`, `(T)` (grouping), `(A, B)`.
    tuple_type: $ => seq('(', sepTrailing($._type, ','), ')'),

    // `(a: Int, b: Int) -> Int`; `->` is right-associative, so curried
    // signatures `(T: Type) -> (x: T) -> T` nest in `result`.
    function_type: $ => prec.right(seq(
      field('parameters', $.parameter_list),
      '->',
      field('result', $._type),
    )),

    parameter_list: $ => seq('(', sepTrailing(choice($.parameter, $._type), ','), ')'),

    // `mut b` may leave its type to the lambda (`(a: Int, mut b) -> Int`, syntax.md §5.7 typed_param).
    parameter: $ => choice(
      seq(
        optional($.mutable_specifier),
        field('name', $.identifier),
        ':',
        field('type', choice($._type, $.type_bounds)),
      ),
      seq($.mutable_specifier, field('name', $.identifier)),
    ),

    // `T: Ord + Show`.
    type_bounds: $ => seq($._type, repeat1(seq('+', $._type))),

    // Record, interface and predicate bodies (§3.7): items need commas.
    record_type: $ => seq('{', sepTrailing($._record_item, ','), '}'),

    _record_item: $ => choice(
      $.field_declaration,
      $.method_binding,
      alias($.identifier, $.type_identifier),
      $.generic_type,
      alias($.const_binary_expression, $.binary_expression),
    ),

    // `name: T`, `name mut: T`, `name: T = default`, `name: F[0] = f`;
    // `child: Drawable + Clickable` is a bound list, as for a parameter (§3.4).
    field_declaration: $ => seq(
      field('name', $.identifier),
      optional($.mutable_specifier),
      ':',
      field('type', choice($._type, $.type_bounds)),
      optional(field('positions', $.binding_positions)),
      optional(seq('=', field('default', $._expression))),
    ),

    // `name = func` or `name = func[0, 1]`.
    method_binding: $ => prec(1, seq(
      field('name', $.identifier),
      '=',
      field('function', $.identifier),
      optional(field('positions', $.binding_positions)),
    )),

    binding_positions: $ => seq('[', repeat(seq($.position, optional(','))), ']'),

    position: $ => seq(optional('-'), $.integer_literal),

    reference_type: $ => prec(PREC.unary, seq(choice('&', '&mut'), field('type', $._type))),

    pointer_type: $ => prec(PREC.unary, seq('*', field('type', $._type))),

    // `Int?`, `List(T)?` (formatting.md §8 prints it; the reference reads it
    // as a constant-expression type, syntax.md §6.6). Binds tighter than `&`.
    option_type: $ => prec(PREC.postfix, seq(field('type', $._type), '?')),

    // Integer literal types: `Vec(3)`, `Clamp(-1)`.
    literal_type: $ => seq(optional('-'), $.integer_literal),

    // ───────────────────────────── Patterns ─────────────────────────────

    // The documented superset of syntax.md §7.3: unparenthesised
    // constructors, negative literals and multi-field struct patterns.
    // The compiler reads a pattern as an expression and converts it (§7.2):
    // `(a.b)` is the name `a.b`; a list or an f-string matches anything
    // (a silent `_`). They parse here, so that such arms leave no ERROR.
    _pattern: $ => choice(
      $.literal_pattern,
      $.wildcard,
      $.identifier,
      $.pattern_path,
      $.tuple_pattern,
      $.constructor_pattern,
      $.struct_pattern,
      $.list_expression,
    ),

    literal_pattern: $ => choice(
      // `-1` is a negative number, never `-` applied to `1` (pattern_operation).
      choice($.integer_literal, $.float_literal),
      prec(PREC.postfix, seq('-', choice($.integer_literal, $.float_literal))),
      $.string_literal,
      $.multiline_string,
      $.char_literal,
      $.boolean_literal,
      $.void_literal,
      $.format_string,
    ),

    // `(a.b) =>`: a dotted name (§7.2).
    pattern_path: $ => seq($.identifier, repeat1(seq('.', $.identifier))),

    // `()`, `(p)` (grouping), `(p, q)`.
    tuple_pattern: $ => seq('(', sepTrailing($._nested_pattern, ','), ')'),

    _nested_pattern: $ => choice($._pattern, $.pattern_operation, alias($.pattern_postfix, $.pattern_operation)),

    // Inside parentheses the compiler converts any expression (§7.2): an
    // operation, `(a + b)`, `(!ok)`, `(-k)`, `(&k)`, `(1..5)`, `(a as Int)`, is no
    // pattern and becomes a silent `_`, which the checker warns about. Its
    // operands are read as patterns, so that nothing here competes with the
    // expression rules. A sign before a number is a negative literal
    // (`(-1)`: literal_pattern).
    pattern_operation: $ => choice(
      binaryOperators($._nested_pattern),
      prec(PREC.unary, seq(field('operator', '!'), field('operand', $._nested_pattern))),
      prec(PREC.unary, seq(field('operator', choice('-', '+', '*', '&', '&mut', 'ref')), field('operand', $._nested_pattern))),
      prec.left(PREC.range, seq(field('left', $._nested_pattern), field('operator', '..'), field('right', $._nested_pattern))),
      prec.left(PREC.cast, seq(field('left', $._nested_pattern), field('operator', 'as'), field('type', $._type))),
    ),

    // The postfix operations, `(xs[0])`, `(n?)`, `(g(1)(2))`, `(g(1).x)`,
    // `(pts[0].x)`: a node of their own (shown as a pattern_operation) so
    // that a call or a field can follow one. A call or a field needs such a
    // form, a constructor pattern or parentheses before it: after a plain
    // name, `(` is a constructor pattern's and `.` a dotted name's.
    pattern_postfix: $ => {
      const receiver = choice($.constructor_pattern, $.tuple_pattern, alias($.pattern_postfix, $.pattern_operation));
      return choice(
        prec(PREC.postfix, seq(
          field('left', $._nested_pattern),
          field('operator', alias($._index_bracket, '[')),
          sepTrailing1(field('index', $._nested_pattern), ','),
          ']',
        )),
        prec(PREC.postfix, seq(field('left', $._nested_pattern), field('operator', alias($._try_mark, '?')))),
        prec(PREC.postfix, seq(field('left', receiver), field('operator', '.'), field('field', $.identifier))),
        prec(PREC.postfix, seq(
          field('left', receiver),
          field('operator', alias($._call_paren, '(')),
          sepTrailing(field('argument', $._nested_pattern), ','),
          ')',
        )),
      );
    },

    // `(Color.green(v))` parses too: the compiler reads a call whose callee is
    // not a plain name as a silent `_` (§7.2), which the checker warns about.
    constructor_pattern: $ => seq(
      field('constructor', choice($.identifier, $.pattern_path)),
      '(',
      sepTrailing($._nested_pattern, ','),
      ')',
    ),

    struct_pattern: $ => seq('{', sepTrailing1($.identifier, ','), '}'),
  },
});

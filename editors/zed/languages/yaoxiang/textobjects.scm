; Text objects (Zed vim mode: `af`/`if`, `ac`/`ic`, `gc`).
;
; The functions, types and comments of queries/textobjects.scm (Neovim): a
; function is a function binding (a function-typed annotation, a lambda
; value whatever its annotation, or a top-level block value such as
; `main = { … }`) or any other lambda (`xs.map(x => x * 2)`: the lambda).
; The inside of a braced body is its statements, that of an expression body
; the expression (every kind of expression but a block is listed:
; test/queries.test.ts checks the list is complete).

; ─────────────────────────── Functions ────────────────────────────

(binding
  type: (function_type)
  value: (block
    "{"
    (_)* @function.inside
    "}")) @function.around

(binding
  value: (lambda)) @function.around

; A lambda anywhere else (an argument `xs.map((x) => { … })`, a returned or
; curried lambda, an element, an arm's value) is the function itself, as
; anonymous functions are in nvim-treesitter-textobjects' queries.
[
  (argument_list
    (lambda) @function.around)
  (named_argument
    value: (lambda) @function.around)
  (return_expression
    value: (lambda) @function.around)
  (lambda
    body: (lambda) @function.around)
  (parenthesized_expression
    (lambda) @function.around)
  (tuple_expression
    (lambda) @function.around)
  (list_expression
    (lambda) @function.around)
  (dictionary_entry
    value: (lambda) @function.around)
  (match_arm
    value: (lambda) @function.around)
  (assignment_expression
    right: (lambda) @function.around)
  (field_declaration
    default: (lambda) @function.around)
  (else_clause
    body: (lambda) @function.around)
  (expression_statement
    (lambda) @function.around)
]

; The body of every lambda, bound or not.
(lambda
  body: (block
    "{"
    (_)* @function.inside
    "}"))

(lambda
  body: [
    (assignment_expression)
    (binary_expression)
    (boolean_literal)
    (borrow_expression)
    (call_expression)
    (cast_expression)
    (char_literal)
    (dictionary)
    (field_expression)
    (float_literal)
    (for_expression)
    (format_string)
    (identifier)
    (if_expression)
    (index_expression)
    (integer_literal)
    (lambda)
    (list_comprehension)
    (list_expression)
    (match_expression)
    (multiline_string)
    (parenthesized_expression)
    (range_expression)
    (ref_expression)
    (spawn_expression)
    (spawn_for_expression)
    (string_literal)
    (try_expression)
    (tuple_expression)
    (unary_expression)
    (unit_expression)
    (unsafe_expression)
    (void_literal)
    (while_expression)
    (wildcard)
    (return_expression)
    (break_expression)
    (continue_expression)
  ] @function.inside)

; `area: (w: Float, h: Float) -> Float = w * h`, an FFI binding
; `puts: (s: String) -> Int = native("puts")`: a signature whose value is the
; body itself (syntax.md §3.3, §3.9), any expression but a block or a lambda.
(binding
  type: (function_type)
  value: [
    (assignment_expression)
    (binary_expression)
    (boolean_literal)
    (borrow_expression)
    (call_expression)
    (cast_expression)
    (char_literal)
    (dictionary)
    (field_expression)
    (float_literal)
    (for_expression)
    (format_string)
    (identifier)
    (if_expression)
    (index_expression)
    (integer_literal)
    (list_comprehension)
    (list_expression)
    (match_expression)
    (multiline_string)
    (parenthesized_expression)
    (range_expression)
    (ref_expression)
    (spawn_expression)
    (spawn_for_expression)
    (string_literal)
    (try_expression)
    (tuple_expression)
    (unary_expression)
    (unit_expression)
    (unsafe_expression)
    (void_literal)
    (while_expression)
    (wildcard)
    (return_expression)
    (break_expression)
    (continue_expression)
  ] @function.inside) @function.around

(_top_level_statement/binding
  !type
  value: (block
    "{"
    (_)* @function.inside
    "}")) @function.around

; ───────────────────────────── Types ──────────────────────────────

(type_definition
  value: (record_type
    "{"
    (_)* @class.inside
    "}")) @class.around

(generic_type_definition
  body: (record_type
    "{"
    (_)* @class.inside
    "}")) @class.around

; ─────────────────────────── Comments ─────────────────────────────

(line_comment)+ @comment.around

(block_comment) @comment.around

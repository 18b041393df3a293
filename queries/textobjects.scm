; Text objects for nvim-treesitter-textobjects (`af`/`if`, `ac`/`ic`, `aa`/`ia`,
; …: the plugin maps them to these captures). Neovim-only; Zed's set is in
; editors/zed/languages/yaoxiang/textobjects.scm and selects the same
; functions, types and comments.
;
; A function is a function binding: a function-typed annotation, a lambda
; value (whatever its annotation: `add: BinOp = (a, b) => a + b` under a type
; alias), or a top-level block value (`main = { … }`); and any other lambda
; (`xs.map(x => x * 2)`: the lambda). The inner range of a braced body is its
; statements, that of an expression body the expression (every kind of
; expression but a block is listed: test/queries.test.ts checks the list is
; complete).

; ─────────────────────────── Functions ────────────────────────────

(binding
  type: (function_type)
  value: (block
    "{"
    (_)* @function.inner
    "}")) @function.outer

(binding
  value: (lambda)) @function.outer

; A lambda anywhere else (an argument `xs.map((x) => { … })`, a returned or
; curried lambda, an element, an arm's value) is the function itself, as
; anonymous functions are in nvim-treesitter-textobjects' queries.
[
  (argument_list
    (lambda) @function.outer)
  (named_argument
    value: (lambda) @function.outer)
  (return_expression
    value: (lambda) @function.outer)
  (lambda
    body: (lambda) @function.outer)
  (parenthesized_expression
    (lambda) @function.outer)
  (tuple_expression
    (lambda) @function.outer)
  (list_expression
    (lambda) @function.outer)
  (dictionary_entry
    value: (lambda) @function.outer)
  (match_arm
    value: (lambda) @function.outer)
  (assignment_expression
    right: (lambda) @function.outer)
  (field_declaration
    default: (lambda) @function.outer)
  (else_clause
    body: (lambda) @function.outer)
  (expression_statement
    (lambda) @function.outer)
]

; The body of every lambda, bound or not.
(lambda
  body: (block
    "{"
    (_)* @function.inner
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
  ] @function.inner)

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
  ] @function.inner) @function.outer

(_top_level_statement/binding
  !type
  value: (block
    "{"
    (_)* @function.inner
    "}")) @function.outer

; ───────────────────────────── Types ──────────────────────────────

; The inner range runs from the first item to the last (`make-range!`): the
; items are separated by commas, so a capture of each would be one item.
(type_definition
  value: (record_type
    "{"
    .
    (_) @_start
    (_)? @_end
    .
    ","?
    .
    "}"
    (#make-range! "class.inner" @_start @_end))) @class.outer

(generic_type_definition
  body: (record_type
    "{"
    .
    (_) @_start
    (_)? @_end
    .
    ","?
    .
    "}"
    (#make-range! "class.inner" @_start @_end))) @class.outer

; ─────────────────────── Parameters, arguments ────────────────────

; The outer range takes the comma before the item, or else the one after it
; (nvim-treesitter-textobjects' `make-range!`), so that deleting it (`daa`)
; leaves a well-formed list.

(parameter_list
  "," @_start
  .
  (parameter) @parameter.inner
  (#make-range! "parameter.outer" @_start @parameter.inner))

(parameter_list
  .
  (parameter) @parameter.inner
  .
  ","? @_end
  (#make-range! "parameter.outer" @parameter.inner @_end))

; `x => x * 2`: a lambda's one unparenthesised parameter.
(lambda
  parameters: (lambda_parameter) @parameter.inner @parameter.outer)

(lambda_parameters
  "," @_start
  .
  (lambda_parameter) @parameter.inner
  (#make-range! "parameter.outer" @_start @parameter.inner))

(lambda_parameters
  .
  (lambda_parameter) @parameter.inner
  .
  ","? @_end
  (#make-range! "parameter.outer" @parameter.inner @_end))

(argument_list
  "," @_start
  .
  (_) @parameter.inner
  (#make-range! "parameter.outer" @_start @parameter.inner))

(argument_list
  .
  (_) @parameter.inner
  .
  ","? @_end
  (#make-range! "parameter.outer" @parameter.inner @_end))

; ───────────────────────────── Calls ──────────────────────────────

(call_expression
  arguments: (argument_list
    "("
    .
    (_) @_start
    (_)? @_end
    .
    ","?
    .
    ")"
    (#make-range! "call.inner" @_start @_end))) @call.outer

; `f()`: no inner range, the call is still an object.
(call_expression
  arguments: (argument_list
    "("
    .
    ")")) @call.outer

; ─────────────────────── Conditionals, loops ──────────────────────

(if_expression
  consequence: (block
    "{"
    (_)* @conditional.inner
    "}")) @conditional.outer

(match_expression) @conditional.outer

(while_expression
  body: (block
    "{"
    (_)* @loop.inner
    "}")) @loop.outer

(for_expression
  body: (block
    "{"
    (_)* @loop.inner
    "}")) @loop.outer

(spawn_for_expression
  body: (block
    "{"
    (_)* @loop.inner
    "}")) @loop.outer

; ─────────────────────── Blocks, statements ───────────────────────

(block
  "{"
  (_)* @block.inner
  "}") @block.outer

(return_expression
  value: (_) @return.inner) @return.outer

(binding
  target: (_) @assignment.lhs
  value: (_) @assignment.inner @assignment.rhs) @assignment.outer

(assignment_expression
  left: (_) @assignment.lhs
  right: (_) @assignment.inner @assignment.rhs) @assignment.outer

; ─────────────────────────── Comments ─────────────────────────────

[
  (line_comment)
  (block_comment)
] @comment.outer

; Code navigation tags for YaoXiang (爻象): `tree-sitter tags`, symbol
; indexes and the MCP server's symbol tools.
;
; Every node gets at most one tag: the patterns are mutually exclusive
; (tree-sitter-tags does not reliably deduplicate overlapping patterns, and
; consumers running this file through a plain query API should not have to).
; Exclusion is structural where possible, otherwise a text predicate on the
; tagged node: tree-sitter-tags accepts only @name, @doc, @definition.*,
; @reference.* and @local.* captures, so there is no private capture to test.
;
; Kinds (shared/spec/modules-and-workspace.md §4.2):
;   definition.function   a top-level binding whose annotation is a function
;                         type, or whose value is a lambda, or whose value is
;                         a block (`main = { … }`), except an empty `{}`
;                         (an empty dictionary) for any name but `main`
;   definition.constant   any other top-level binding (and top-level
;                         destructured names); a later `x = v` at the top
;                         level that re-binds `x` is tagged again
;   definition.variable   the same, declared `mut`
;   definition.method     `T.m: … = …` (any receiver), `T.m = f[0]` (a
;                         capitalised receiver: `cfg.retries = 3` is a field
;                         write), `m = f[0]` in a type body, an entry bound
;                         at positions (`fee: ((a: A) -> Float)[0] = …`),
;                         and a function-typed entry whose first parameter
;                         is `self` (`draw: (self: &Shape) -> Void`)
;   definition.interface  a type definition (`T: Type = { … }` or generic)
;                         whose body's first item is a function-typed entry.
;                         Approximation of "every entry is function-typed":
;                         a query cannot test every entry. The spec's
;                         variant sets (`{ red: () -> Light, … }`) are
;                         tagged as interfaces too.
;   definition.type       every other type definition: records, aliases,
;                         generic and predicate types (YaoXiang has no
;                         classes, so no definition.class)
;   definition.field      every other entry of a type body
;   reference.call        calls, constructor calls `Point(…)` included
;   reference.module      the module path of a `use` (name = the whole path)
;   reference.import      an imported item `use m.{x}` / `use m.{x as y}`
;                         (name = `x`, the name in the module)
;   reference.implementation  an interface listed in a type body
;   reference.type        every other type name in a type position
;
; Only top-level bindings are definitions (locals are in locals.scm); a type
; definition or a type body is tagged wherever it is.

; ─────────────────────────── Methods ──────────────────────────────

; `Point.norm: (self: &Point) -> Float = …`
(source_file
  (binding
    target: (field_expression
      object: (identifier)
      field: (identifier) @name)
    type: (_)) @definition.method)

; `Point.dot = dot_product[0]`: the receiver is a type name.
((source_file
  (binding
    target: (field_expression
      object: (identifier)
      field: (identifier) @name)
    !type) @definition.method)
  (#match? @definition.method "^(pub[ \\t\\r\\n]+)?[A-Z]"))

; ─────────────────── Functions, constants, variables ──────────────

; `f: (a: Int) -> Int = …`
(source_file
  (binding
    target: (identifier) @name
    type: (function_type)) @definition.function)

; `f = x => …`, `f: Alias = x => …`
(source_file
  (binding
    target: (identifier) @name
    !type
    value: (lambda)) @definition.function)
(source_file
  (binding
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    value: (lambda)) @definition.function)

; `main = { … }`; `main = {}` too.
((source_file
  (binding
    target: (identifier) @name
    !type
    value: (block)) @definition.function)
  (#not-match? @definition.function "[{][ \\t\\r\\n]*[}]$"))
((source_file
  (binding
    target: (identifier) @name
    !type
    value: (block)) @definition.function)
  (#eq? @name "main")
  (#match? @definition.function "[{][ \\t\\r\\n]*[}]$"))
((source_file
  (binding
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    value: (block)) @definition.function)
  (#not-match? @definition.function "[{][ \\t\\r\\n]*[}]$"))
((source_file
  (binding
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    value: (block)) @definition.function)
  (#eq? @name "main")
  (#match? @definition.function "[{][ \\t\\r\\n]*[}]$"))

; `config = {}`: an empty dictionary.
((source_file
  (binding
    (mutable_specifier)
    target: (identifier) @name
    !type
    value: (block)) @definition.variable)
  (#not-eq? @name "main")
  (#match? @definition.variable "[{][ \\t\\r\\n]*[}]$"))
((source_file
  (binding
    target: (identifier) @name
    !type
    value: (block)) @definition.constant)
  (#not-eq? @name "main")
  (#match? @definition.constant "[{][ \\t\\r\\n]*[}]$")
  (#not-match? @definition.constant "^(pub[ \\t\\r\\n]+)?mut[^A-Za-z0-9_]"))
((source_file
  (binding
    (mutable_specifier)
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    value: (block)) @definition.variable)
  (#not-eq? @name "main")
  (#match? @definition.variable "[{][ \\t\\r\\n]*[}]$"))
((source_file
  (binding
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    value: (block)) @definition.constant)
  (#not-eq? @name "main")
  (#match? @definition.constant "[{][ \\t\\r\\n]*[}]$")
  (#not-match? @definition.constant "^(pub[ \\t\\r\\n]+)?mut[^A-Za-z0-9_]"))

; Every other value (all expressions but lambdas and blocks), or none.
(source_file
  (binding
    (mutable_specifier)
    target: (identifier) @name
    !type
    value: [
      (identifier)
      (wildcard)
      (integer_literal)
      (float_literal)
      (string_literal)
      (multiline_string)
      (char_literal)
      (format_string)
      (boolean_literal)
      (void_literal)
      (parenthesized_expression)
      (unit_expression)
      (tuple_expression)
      (list_expression)
      (list_comprehension)
      (dictionary)
      (assignment_expression)
      (range_expression)
      (binary_expression)
      (unary_expression)
      (borrow_expression)
      (ref_expression)
      (cast_expression)
      (call_expression)
      (index_expression)
      (field_expression)
      (try_expression)
      (if_expression)
      (match_expression)
      (while_expression)
      (for_expression)
      (spawn_expression)
      (spawn_for_expression)
      (unsafe_expression)
      (return_expression)
      (break_expression)
      (continue_expression)
    ]) @definition.variable)
((source_file
  (binding
    target: (identifier) @name
    !type
    value: [
      (identifier)
      (wildcard)
      (integer_literal)
      (float_literal)
      (string_literal)
      (multiline_string)
      (char_literal)
      (format_string)
      (boolean_literal)
      (void_literal)
      (parenthesized_expression)
      (unit_expression)
      (tuple_expression)
      (list_expression)
      (list_comprehension)
      (dictionary)
      (assignment_expression)
      (range_expression)
      (binary_expression)
      (unary_expression)
      (borrow_expression)
      (ref_expression)
      (cast_expression)
      (call_expression)
      (index_expression)
      (field_expression)
      (try_expression)
      (if_expression)
      (match_expression)
      (while_expression)
      (for_expression)
      (spawn_expression)
      (spawn_for_expression)
      (unsafe_expression)
      (return_expression)
      (break_expression)
      (continue_expression)
    ]) @definition.constant)
  (#not-match? @definition.constant "^(pub[ \\t\\r\\n]+)?mut[^A-Za-z0-9_]"))
(source_file
  (binding
    (mutable_specifier)
    target: (identifier) @name
    !type
    !value) @definition.variable)
((source_file
  (binding
    target: (identifier) @name
    !type
    !value) @definition.constant)
  (#not-match? @definition.constant "^(pub[ \\t\\r\\n]+)?mut[^A-Za-z0-9_]"))
(source_file
  (binding
    (mutable_specifier)
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    value: [
      (identifier)
      (wildcard)
      (integer_literal)
      (float_literal)
      (string_literal)
      (multiline_string)
      (char_literal)
      (format_string)
      (boolean_literal)
      (void_literal)
      (parenthesized_expression)
      (unit_expression)
      (tuple_expression)
      (list_expression)
      (list_comprehension)
      (dictionary)
      (assignment_expression)
      (range_expression)
      (binary_expression)
      (unary_expression)
      (borrow_expression)
      (ref_expression)
      (cast_expression)
      (call_expression)
      (index_expression)
      (field_expression)
      (try_expression)
      (if_expression)
      (match_expression)
      (while_expression)
      (for_expression)
      (spawn_expression)
      (spawn_for_expression)
      (unsafe_expression)
      (return_expression)
      (break_expression)
      (continue_expression)
    ]) @definition.variable)
((source_file
  (binding
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    value: [
      (identifier)
      (wildcard)
      (integer_literal)
      (float_literal)
      (string_literal)
      (multiline_string)
      (char_literal)
      (format_string)
      (boolean_literal)
      (void_literal)
      (parenthesized_expression)
      (unit_expression)
      (tuple_expression)
      (list_expression)
      (list_comprehension)
      (dictionary)
      (assignment_expression)
      (range_expression)
      (binary_expression)
      (unary_expression)
      (borrow_expression)
      (ref_expression)
      (cast_expression)
      (call_expression)
      (index_expression)
      (field_expression)
      (try_expression)
      (if_expression)
      (match_expression)
      (while_expression)
      (for_expression)
      (spawn_expression)
      (spawn_for_expression)
      (unsafe_expression)
      (return_expression)
      (break_expression)
      (continue_expression)
    ]) @definition.constant)
  (#not-match? @definition.constant "^(pub[ \\t\\r\\n]+)?mut[^A-Za-z0-9_]"))
(source_file
  (binding
    (mutable_specifier)
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    !value) @definition.variable)
((source_file
  (binding
    target: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    !value) @definition.constant)
  (#not-match? @definition.constant "^(pub[ \\t\\r\\n]+)?mut[^A-Za-z0-9_]"))

; `lo, hi = bounds(xs)`, `(q, r) = divmod(17, 5)`.
(source_file
  (destructuring
    name: (identifier) @name) @definition.constant)

; ──────────────────────────── Types ───────────────────────────────
;
; Interface or type is decided by the first item of the body, after any
; number of leading comments (a run of comments anchored at the start of the
; body, then the item right after it; `*` instead of the two patterns would
; not anchor the item when there is no comment).

(type_definition
  name: (identifier) @name
  value: (record_type
    . (field_declaration
      type: (function_type)))) @definition.interface

(type_definition
  name: (identifier) @name
  value: (record_type
    . [
      (line_comment)
      (block_comment)
    ]+
    . (field_declaration
      type: (function_type)))) @definition.interface

(type_definition
  name: (identifier) @name
  value: (record_type
    . [
      (field_declaration
        type: [
          (meta_type)
          (type_identifier)
          (generic_type)
          (tuple_type)
          (record_type)
          (reference_type)
          (pointer_type)
          (option_type)
          (literal_type)
        ])
      (method_binding)
      (type_identifier)
      (generic_type)
      (binary_expression)
    ])) @definition.type

(type_definition
  name: (identifier) @name
  value: (record_type
    . [
      (line_comment)
      (block_comment)
    ]+
    . [
      (field_declaration
        type: [
          (meta_type)
          (type_identifier)
          (generic_type)
          (tuple_type)
          (record_type)
          (reference_type)
          (pointer_type)
          (option_type)
          (literal_type)
        ])
      (method_binding)
      (type_identifier)
      (generic_type)
      (binary_expression)
    ])) @definition.type

(generic_type_definition
  name: (identifier) @name
  body: (record_type
    . (field_declaration
      type: (function_type)))) @definition.interface

(generic_type_definition
  name: (identifier) @name
  body: (record_type
    . [
      (line_comment)
      (block_comment)
    ]+
    . (field_declaration
      type: (function_type)))) @definition.interface

(generic_type_definition
  name: (identifier) @name
  body: (record_type
    . [
      (field_declaration
        type: [
          (meta_type)
          (type_identifier)
          (generic_type)
          (tuple_type)
          (record_type)
          (reference_type)
          (pointer_type)
          (option_type)
          (literal_type)
        ])
      (method_binding)
      (type_identifier)
      (generic_type)
      (binary_expression)
    ])) @definition.type

(generic_type_definition
  name: (identifier) @name
  body: (record_type
    . [
      (line_comment)
      (block_comment)
    ]+
    . [
      (field_declaration
        type: [
          (meta_type)
          (type_identifier)
          (generic_type)
          (tuple_type)
          (record_type)
          (reference_type)
          (pointer_type)
          (option_type)
          (literal_type)
        ])
      (method_binding)
      (type_identifier)
      (generic_type)
      (binary_expression)
    ])) @definition.type

; Empty bodies, aliases and other type expressions.
((type_definition
  name: (identifier) @name
  value: (record_type)) @definition.type
  (#match? @definition.type "[{][ \\t\\r\\n]*[}]$"))

((generic_type_definition
  name: (identifier) @name
  body: (record_type)) @definition.type
  (#match? @definition.type "[{][ \\t\\r\\n]*[}]$"))

(type_definition
  name: (identifier) @name
  value: [
    (meta_type)
    (type_identifier)
    (generic_type)
    (tuple_type)
    (reference_type)
    (pointer_type)
    (option_type)
    (literal_type)
    (function_type)
  ]) @definition.type

; ───────────────────────── Type members ───────────────────────────

(record_type
  (method_binding
    name: (identifier) @name) @definition.method)

; `fee: ((a: Account) -> Float)[0] = …`: an entry bound at positions is an
; anonymous method (syntax.md §3.7).
(record_type
  (field_declaration
    name: (identifier) @name
    positions: (_)) @definition.method)

; `draw: (self: &Shape) -> Void` (also `mut self`).
((record_type
  (field_declaration
    name: (identifier) @name
    type: (function_type)
    !positions) @definition.method)
  (#match? @definition.method "^[A-Za-z_][A-Za-z0-9_]*[ \\t\\r\\n]*(mut[ \\t\\r\\n]*)?:[ \\t\\r\\n]*[(][ \\t\\r\\n]*(mut[ \\t\\r\\n]+)?self[ \\t\\r\\n]*[:,)]"))

((record_type
  (field_declaration
    name: (identifier) @name
    type: (function_type)
    !positions) @definition.field)
  (#not-match? @definition.field "^[A-Za-z_][A-Za-z0-9_]*[ \\t\\r\\n]*(mut[ \\t\\r\\n]*)?:[ \\t\\r\\n]*[(][ \\t\\r\\n]*(mut[ \\t\\r\\n]+)?self[ \\t\\r\\n]*[:,)]"))

(record_type
  (field_declaration
    name: (identifier) @name
    type: [
      (meta_type)
      (type_identifier)
      (generic_type)
      (tuple_type)
      (record_type)
      (reference_type)
      (pointer_type)
      (option_type)
      (literal_type)
    ]
    !positions) @definition.field)

; ────────────────────────── References ────────────────────────────

(call_expression
  function: (identifier) @name) @reference.call

(call_expression
  function: (field_expression
    field: (identifier) @name)) @reference.call

(use_declaration
  path: (module_path) @name) @reference.module

(use_item
  name: (identifier) @name) @reference.import

(record_type
  (type_identifier) @name @reference.implementation)

[
  (type_definition (type_identifier) @name @reference.type)
  (generic_type (type_identifier) @name @reference.type)
  (binding (type_identifier) @name @reference.type)
  (parameter (type_identifier) @name @reference.type)
  (parameter_list (type_identifier) @name @reference.type)
  (field_declaration (type_identifier) @name @reference.type)
  (function_type (type_identifier) @name @reference.type)
  (tuple_type (type_identifier) @name @reference.type)
  (reference_type (type_identifier) @name @reference.type)
  (pointer_type (type_identifier) @name @reference.type)
  (option_type (type_identifier) @name @reference.type)
  (cast_expression (type_identifier) @name @reference.type)
  (type_arguments (type_identifier) @name @reference.type)
  (type_bounds (type_identifier) @name @reference.type)
  (lambda_parameter (type_identifier) @name @reference.type)
]

; Scopes, definitions and references for YaoXiang (爻象).
;
; Read by the tree-sitter CLI (`tree-sitter highlight`, `tree-sitter tags`),
; by the MCP server's symbol tools and (after a renaming step, see
; editors/neovim/) by Neovim. The CLI only accepts the three plain capture
; names @local.scope, @local.definition and @local.reference in this file
; (`tree-sitter tags` rejects anything else, private `@_x` captures
; included), so the KIND of a definition is carried as a property:
;
;   (#set! local.kind "<kind>")   var | parameter | function | method |
;                                 field | type | import | namespace
;   (#set! local.scope "parent")  the definition's node is inside a node that
;                                 is itself a scope (a function binding holds
;                                 its signature parameters, a generic type its
;                                 type parameters): the name belongs to the
;                                 scope AROUND that one
;
; editors/neovim/queries/yaoxiang/locals.scm is this file with the kinds
; turned into nvim-treesitter captures (@local.definition.var, …, and
; `definition.<kind>.scope`); editors/neovim/generate-queries.ts regenerates
; it and test/queries.test.ts checks that it is up to date.
;
; Precision (shared/spec/modules-and-workspace.md §4):
; * Every identifier is captured at most once, by at most one pattern.
;   Identifiers that are neither definitions nor references are not captured:
;   member names after `.`, named-argument names, `break ::label`, the
;   segments of a `use` path that do not bind a name, an imported item that
;   is renamed with `as` (the alias is the definition), parameter names in
;   function TYPES other than a binding's own signature or a type body
;   entry's.
; * Type names in type positions are `type_identifier` nodes and are
;   references like every other name use.
; * Record fields and methods are defined inside the record / method binding
;   scope, so they never shadow lexical names.
;
; What a query cannot decide, and consumers must (§4.4): whether `x = v`
; declares a new name or assigns an existing one (R3-R8: every `x = v` is
; captured as a definition here; same-block repeats are one symbol); hoisting
; of top-level functions, types and imports (R1); whether a match-pattern
; identifier names a known constructor (`none`, `red`: a reference) or binds
; a new name (captured as a definition here); whether a function-typed record
; entry is a field, a method or a variant (kind "field" here). Top-level
; `x = {}` is an empty dictionary, not a function, but a query can only tell
; an empty block by its text and this file has no capture to test it on:
; every top-level block value is kind "function" here (tags.scm is exact).

; ──────────────────────────── Scopes ──────────────────────────────

(source_file) @local.scope

(block) @local.scope

(lambda) @local.scope

; A function binding: its signature parameters are visible in its value.
(binding
  type: (function_type)) @local.scope

; A method binding with another annotation keeps the method name inside.
; `type: (_ !parameters)` is any type but a function type: function_type is
; the only type with a `parameters` field. (Listing the eight other kinds
; costs the query engine one state per kind for every binding.)
; (Unannotated method bindings `Point.dot = f[0]` are scopes too: they are
; captured by their definition patterns under "Definitions: methods".)
(binding
  target: (field_expression)
  type: (_ !parameters)) @local.scope

; `Pair: (A: Type, B: Type) -> Type = { … }`: holds the type parameters.
(generic_type_definition) @local.scope

; Record / interface bodies: field and method names are members.
(record_type) @local.scope

; A function-typed entry's type holds the parameters it names.
(field_declaration
  type: (function_type) @local.scope)

(field_declaration
  type: (tuple_type . (function_type) @local.scope .)
  positions: (binding_positions))

(for_expression) @local.scope

(spawn_for_expression) @local.scope

(list_comprehension) @local.scope

(match_arm) @local.scope

; ────────────────────── Definitions: bindings ─────────────────────
;
; A binding `target [: type] [= value]` defines a function when its
; annotation is a function type or its value is a lambda, or, at the top
; level, when its value is a block (`main = { … }`); anything else is a
; variable. The patterns are mutually exclusive.

; `f: (a: Int) -> Int = …` (the binding is a scope, see above).
((binding
  target: (identifier) @local.definition
  type: (function_type))
  (#set! local.kind "function")
  (#set! local.scope "parent"))

; `f = x => …`, `f: Alias = x => …`.
((binding
  target: (identifier) @local.definition
  !type
  value: (lambda))
  (#set! local.kind "function"))

((binding
  target: (identifier) @local.definition
  type: (_ !parameters)
  value: (lambda))
  (#set! local.kind "function"))

; Top level, block value: `main = { … }`. `(_top_level_statement/binding …)`
; is a binding that is a top-level statement; unlike `(source_file (binding
; …))` the pattern is rooted at the binding, so a query over a range of lines
; does not walk every statement of the file (see grammar.js). One difference
; on broken code: a top-level statement that error recovery folded into an
; ERROR node is still a top-level statement here.
((_top_level_statement/binding
  target: (identifier) @local.definition
  !type
  value: (block))
  (#set! local.kind "function"))

((_top_level_statement/binding
  target: (identifier) @local.definition
  type: (_ !parameters)
  value: (block))
  (#set! local.kind "function"))

; Inside a block, every value but a lambda is a value, blocks included
; (`x = { … }`, `n = 3`). `(_ !parameters)` is "a node without a
; `parameters` field": any expression but a lambda, any type but a function
; type. (Listing the kinds, as the top-level patterns below must, costs the
; query engine one state per kind for every binding of the file: these two
; patterns made locals.scm several times slower when they listed them.)
((block
  (binding
    target: (identifier) @local.definition
    !type
    value: (_ !parameters)))
  (#set! local.kind "var"))

((block
  (binding
    target: (identifier) @local.definition
    type: (_ !parameters)
    value: (_ !parameters)))
  (#set! local.kind "var"))

; At the top level, every other value (all expressions but lambdas and
; blocks: a block is a function there).
((_top_level_statement/binding
  target: (identifier) @local.definition
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
  ])
  (#set! local.kind "var"))

((_top_level_statement/binding
  target: (identifier) @local.definition
  type: (_ !parameters)
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
  ])
  (#set! local.kind "var"))

; Declarations without a value: `pending: Float`, `mut cursor`.
((binding
  target: (identifier) @local.definition
  type: (_ !parameters)
  !value)
  (#set! local.kind "var"))

((binding
  target: (identifier) @local.definition
  !type
  !value)
  (#set! local.kind "var"))

; `lo, hi = bounds(xs)`, `(q, r) = divmod(17, 5)`.
((destructuring
  name: (identifier) @local.definition)
  (#set! local.kind "var"))

; ─────────────────────── Definitions: methods ─────────────────────
;
; `Point.norm: (self: &Point) -> Float = …` (annotated: always a method) and
; `Point.dot = dot_product[0]` (unannotated: a method when the receiver is
; capitalised, i.e. a type name; `cfg.retries = 3` is a field write, and
; defines nothing). The container is the target's `object`, captured as a
; reference. The binding node is the method's scope, so `norm` is not a
; lexical name.

((binding
  target: (field_expression
    field: (identifier) @local.definition)
  type: (_))
  (#set! local.kind "method"))

((binding
  target: (field_expression
    object: (identifier)
    field: (identifier) @local.definition)
  !type) @local.scope
  (#match? @local.scope "^[A-Z]")
  (#set! local.kind "method"))

((binding
  target: (field_expression
    object: (identifier)
    field: (identifier) @local.definition)
  !type) @local.scope
  (#match? @local.scope "^pub[ \\t\\r\\n]*[A-Z]")
  (#set! local.kind "method"))

; ───────────────────── Definitions: parameters ────────────────────

((lambda_parameter
  name: (identifier) @local.definition)
  (#set! local.kind "parameter"))

; Signature parameters of a function binding, including the later groups of
; a curried signature `(T: Type) -> (x: T) -> T` (up to four groups). A
; parameter whose type is `Type` or a bound list (`T: Ord + Show`) is a
; generic parameter: kind "type".

((binding
  type: (function_type
    parameters: (parameter_list
      (parameter
        name: (identifier) @local.definition
        type: [
          (type_identifier)
          (generic_type)
          (tuple_type)
          (function_type)
          (record_type)
          (reference_type)
          (pointer_type)
          (option_type)
          (literal_type)
        ]))))
  (#set! local.kind "parameter"))

((binding
  type: (function_type
    parameters: (parameter_list
      (parameter
        name: (identifier) @local.definition
        type: [
          (meta_type)
          (type_bounds)
        ]))))
  (#set! local.kind "type"))

((binding
  type: (function_type
    result: (function_type
      parameters: (parameter_list
        (parameter
          name: (identifier) @local.definition
          type: [
            (type_identifier)
            (generic_type)
            (tuple_type)
            (function_type)
            (record_type)
            (reference_type)
            (pointer_type)
            (option_type)
            (literal_type)
          ])))))
  (#set! local.kind "parameter"))

((binding
  type: (function_type
    result: (function_type
      parameters: (parameter_list
        (parameter
          name: (identifier) @local.definition
          type: [
            (meta_type)
            (type_bounds)
          ])))))
  (#set! local.kind "type"))

((binding
  type: (function_type
    result: (function_type
      result: (function_type
        parameters: (parameter_list
          (parameter
            name: (identifier) @local.definition
            type: [
              (type_identifier)
              (generic_type)
              (tuple_type)
              (function_type)
              (record_type)
              (reference_type)
              (pointer_type)
              (option_type)
              (literal_type)
            ]))))))
  (#set! local.kind "parameter"))

((binding
  type: (function_type
    result: (function_type
      result: (function_type
        parameters: (parameter_list
          (parameter
            name: (identifier) @local.definition
            type: [
              (meta_type)
              (type_bounds)
            ]))))))
  (#set! local.kind "type"))

((binding
  type: (function_type
    result: (function_type
      result: (function_type
        result: (function_type
          parameters: (parameter_list
            (parameter
              name: (identifier) @local.definition
              type: [
                (type_identifier)
                (generic_type)
                (tuple_type)
                (function_type)
                (record_type)
                (reference_type)
                (pointer_type)
                (option_type)
                (literal_type)
              ])))))))
  (#set! local.kind "parameter"))

((binding
  type: (function_type
    result: (function_type
      result: (function_type
        result: (function_type
          parameters: (parameter_list
            (parameter
              name: (identifier) @local.definition
              type: [
                (meta_type)
                (type_bounds)
              ])))))))
  (#set! local.kind "type"))

; Parameters of a generic type `Pair: (A: Type, B: Type) -> Type = { … }`
; and of a predicate type `Small: (v: Int) -> Type = { v < 10 }`.
((generic_type_definition
  parameters: (parameter_list
    (parameter
      name: (identifier) @local.definition
      type: [
        (type_identifier)
        (generic_type)
        (tuple_type)
        (function_type)
        (record_type)
        (reference_type)
        (pointer_type)
        (option_type)
        (literal_type)
      ])))
  (#set! local.kind "parameter"))

((generic_type_definition
  parameters: (parameter_list
    (parameter
      name: (identifier) @local.definition
      type: [
        (meta_type)
        (type_bounds)
      ])))
  (#set! local.kind "type"))

; Parameters a function-typed entry of a type body names in its first group:
; an interface's method `scaled: (self: &Shape, factor: Float) -> Float`, a
; field of function type, a variant `gold: (since: Int) -> Tier`, an
; anonymous method `fee: ((a: Account) -> Float)[0] = …` (its function type
; is the scope, so they are not members of the body).

((field_declaration
  type: (function_type
    parameters: (parameter_list
      (parameter
        name: (identifier) @local.definition
        type: [
          (type_identifier)
          (generic_type)
          (tuple_type)
          (function_type)
          (record_type)
          (reference_type)
          (pointer_type)
          (option_type)
          (literal_type)
        ]))))
  (#set! local.kind "parameter"))

((field_declaration
  type: (function_type
    parameters: (parameter_list
      (parameter
        name: (identifier) @local.definition
        type: [
          (meta_type)
          (type_bounds)
        ]))))
  (#set! local.kind "type"))

((field_declaration
  type: (tuple_type
    .
    (function_type
      parameters: (parameter_list
        (parameter
          name: (identifier) @local.definition
          type: [
            (type_identifier)
            (generic_type)
            (tuple_type)
            (function_type)
            (record_type)
            (reference_type)
            (pointer_type)
            (option_type)
            (literal_type)
          ]))) .)
  positions: (binding_positions))
  (#set! local.kind "parameter"))

((field_declaration
  type: (tuple_type
    .
    (function_type
      parameters: (parameter_list
        (parameter
          name: (identifier) @local.definition
          type: [
            (meta_type)
            (type_bounds)
          ]))) .)
  positions: (binding_positions))
  (#set! local.kind "type"))

; ──────────────────── Definitions: loops, patterns ────────────────

((for_expression
  variable: (identifier) @local.definition)
  (#set! local.kind "var"))

((spawn_for_expression
  variable: (identifier) @local.definition)
  (#set! local.kind "var"))

((list_comprehension
  variable: (identifier) @local.definition)
  (#set! local.kind "var"))

; Match-arm bindings: `x`, `(x, 0)`, `Some(v)`, `{ name }`. Inside an
; operation (`(Some(v) + 1)`, `(g(v)(2))`) the compiler binds nothing: the
; whole is a silent `_` (syntax.md §7.2). A query cannot see an ancestor, so
; `local.pattern` marks the definitions the MCP server drops there
; (src/semantic/model/locals-query.ts).
((match_arm
  pattern: (identifier) @local.definition)
  (#set! local.kind "var"))

((tuple_pattern
  (identifier) @local.definition)
  (#set! local.kind "var")
  (#set! local.pattern "nested"))

((constructor_pattern
  "("
  (identifier) @local.definition)
  (#set! local.kind "var")
  (#set! local.pattern "nested"))

((struct_pattern
  (identifier) @local.definition)
  (#set! local.kind "var")
  (#set! local.pattern "nested"))

; ─────────────────────── Definitions: types ───────────────────────

((type_definition
  name: (identifier) @local.definition)
  (#set! local.kind "type"))

((generic_type_definition
  name: (identifier) @local.definition)
  (#set! local.kind "type")
  (#set! local.scope "parent"))

; Record entries `x: Float`, `area: (self: &Shape) -> Float` and method
; bindings `deposit = add_funds[0]`.
((field_declaration
  name: (identifier) @local.definition)
  (#set! local.kind "field"))

((method_binding
  name: (identifier) @local.definition)
  (#set! local.kind "method"))

; ────────────────────── Definitions: imports ──────────────────────

; `use std.io` binds `io`; `use vendor.json as js` binds `js`.
((use_declaration
  path: (module_path
    (identifier) @local.definition .)
  !alias
  !items)
  (#set! local.kind "namespace"))

((use_declaration
  alias: (identifier) @local.definition)
  (#set! local.kind "namespace"))

; `use m.{x}` binds `x`; `use m.{x as y}` binds `y` (not `x`).
((use_item
  name: (identifier) @local.definition
  !alias)
  (#set! local.kind "import"))

((use_item
  alias: (identifier) @local.definition)
  (#set! local.kind "import"))

; ─────────────────────────── References ───────────────────────────
;
; Identifiers in expression positions. Each parent is listed with the
; fields that hold expressions, so definition sites, member names
; (`obj.field`), named-argument names and labels are never references.

[
  (parenthesized_expression (identifier) @local.reference)
  (tuple_expression (identifier) @local.reference)
  (list_expression (identifier) @local.reference)
  (argument_list (identifier) @local.reference)
  (assignment_expression (identifier) @local.reference)
  (range_expression (identifier) @local.reference)
  (binary_expression (identifier) @local.reference)
  (unary_expression (identifier) @local.reference)
  (borrow_expression (identifier) @local.reference)
  (ref_expression (identifier) @local.reference)
  (cast_expression (identifier) @local.reference)
  (index_expression (identifier) @local.reference)
  (try_expression (identifier) @local.reference)
  (if_expression (identifier) @local.reference)
  (else_clause (identifier) @local.reference)
  (match_expression (identifier) @local.reference)
  (while_expression (identifier) @local.reference)
  (unsafe_expression (identifier) @local.reference)
  (return_expression (identifier) @local.reference)
  (interpolation (identifier) @local.reference)
  (expression_statement (identifier) @local.reference)
  (dictionary_entry value: (identifier) @local.reference)
  (list_comprehension element: (identifier) @local.reference)
  (list_comprehension iterable: (identifier) @local.reference)
  (call_expression function: (identifier) @local.reference)
  (named_argument value: (identifier) @local.reference)
  (field_expression object: (identifier) @local.reference)
  (lambda body: (identifier) @local.reference)
  (match_arm value: (identifier) @local.reference)
  (for_expression iterable: (identifier) @local.reference)
  (for_expression body: (identifier) @local.reference)
  (spawn_for_expression iterable: (identifier) @local.reference)
  (field_declaration default: (identifier) @local.reference)
  (binding value: (identifier) @local.reference)
  (destructuring value: (identifier) @local.reference)
]

; Type names: annotations, generic applications, implemented interfaces.
(type_identifier) @local.reference

; `deposit = add_funds[0]` in a type body refers to a function.
(method_binding
  function: (identifier) @local.reference)

; `Some(v)` in a pattern refers to the constructor `Some`.
(constructor_pattern
  constructor: (identifier) @local.reference)

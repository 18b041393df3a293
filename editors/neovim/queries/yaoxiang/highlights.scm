; Generated from queries/highlights.scm by editors/neovim/generate-queries.ts.
; Do not edit: change queries/highlights.scm and run
;   npx tsx editors/neovim/generate-queries.ts

; Syntax highlighting for YaoXiang (爻象).
;
; Capture names follow the nvim-treesitter conventions
; (https://github.com/nvim-treesitter/nvim-treesitter/blob/main/CONTRIBUTING.md).
;
; Precedence: when several patterns capture the same node, the LAST one in
; this file wins. That is how Neovim, Zed and the tree-sitter CLI (0.26)
; resolve overlaps, so the file goes from general fallbacks to specific cases.
;
; Portability: predicates are limited to `#eq?`, `#any-of?`, `#match?` and
; their `#not-` forms, with regexes made of anchors, character classes and
; `*` only (`\t`, `\n` escapes inside classes), which mean the same in Vim
; regex (Neovim), Rust regex (CLI, Zed) and JS regex (web-tree-sitter).
;
; The tree-sitter CLI (`tree-sitter highlight`, `tree-sitter test`) also
; applies locals.scm: a reference to a local definition takes the highlight
; of that definition (a parameter's uses become @variable.parameter, a type
; name used after its definition @type.definition). Neovim and Zed do not.

; ─────────────────────────── Fallbacks ───────────────────────────

; Names in expression positions and the names that bindings, loops and
; patterns introduce. Deliberately not a blanket `(identifier) @variable`:
; the names of a `use` item list stay unhighlighted, because the tree-sitter
; CLI gives every later reference to a local definition (locals.scm) the
; highlight of its definition, and an imported name may be a function, a
; module or a constant.
[
  (parenthesized_expression (identifier) @variable)
  (tuple_expression (identifier) @variable)
  (list_expression (identifier) @variable)
  (argument_list (identifier) @variable)
  (assignment_expression (identifier) @variable)
  (range_expression (identifier) @variable)
  (binary_expression (identifier) @variable)
  (unary_expression (identifier) @variable)
  (borrow_expression (identifier) @variable)
  (ref_expression (identifier) @variable)
  (cast_expression (identifier) @variable)
  (index_expression (identifier) @variable)
  (try_expression (identifier) @variable)
  (if_expression (identifier) @variable)
  (else_clause (identifier) @variable)
  (match_expression (identifier) @variable)
  (while_expression (identifier) @variable)
  (unsafe_expression (identifier) @variable)
  (return_expression (identifier) @variable)
  (interpolation (identifier) @variable)
  (expression_statement (identifier) @variable)
  (dictionary_entry value: (identifier) @variable)
  (list_comprehension element: (identifier) @variable)
  (list_comprehension iterable: (identifier) @variable)
  (call_expression function: (identifier) @variable)
  (named_argument value: (identifier) @variable)
  (field_expression object: (identifier) @variable)
  (lambda body: (identifier) @variable)
  (match_arm value: (identifier) @variable)
  (for_expression iterable: (identifier) @variable)
  (for_expression body: (identifier) @variable)
  (spawn_for_expression iterable: (identifier) @variable)
  (field_declaration default: (identifier) @variable)
  (binding value: (identifier) @variable)
  (destructuring value: (identifier) @variable)
  (binding target: (identifier) @variable)
  (destructuring name: (identifier) @variable)
  (for_expression variable: (identifier) @variable)
  (spawn_for_expression variable: (identifier) @variable)
  (list_comprehension variable: (identifier) @variable)
  (match_arm pattern: (identifier) @variable)
  (tuple_pattern (identifier) @variable)
  (pattern_operation (identifier) @variable)
  (constructor_pattern "(" (identifier) @variable)
]

(type_identifier) @type

; Naming conventions for value-level names: `Point`, `Some`, `T` are types or
; constructors, `PI`, `MAX_SIZE` (two characters or more) are constants.
((identifier) @type
  (#match? @type "^[A-Z]"))

((identifier) @constant
  (#match? @constant "^[A-Z][A-Z0-9_]*[A-Z0-9]$"))

; ──────────────────────────── Literals ────────────────────────────

(integer_literal) @number

(float_literal) @number.float

(boolean_literal) @boolean

(void_literal) @constant.builtin

(char_literal) @character

[
  (string_literal)
  (multiline_string)
  (format_string)
] @string

(escape_sequence) @string.escape

; `{{` and `}}` inside f-strings.
(brace_escape) @string.escape

(format_spec) @string.special

; `_` (wildcard pattern, discarded value).
(wildcard) @character.special

; Integer literal types `Vec(3)` and binding positions `f[0, -1]`.
(literal_type) @number

(position) @number

; ──────────────────────────── Comments ────────────────────────────

; `@spell`: Neovim spell-checks comments (`]s`, `z=`), and nothing else
; (string literals hold identifiers, paths and formats as often as prose).
; A pattern of its own before @comment: the tree-sitter CLI gives a node the
; last capture, and its highlight must stay `comment`.
[
  (line_comment)
  (block_comment)
] @spell

[
  (line_comment)
  (block_comment)
] @comment

; `# …`: not a comment in YaoXiang (syntax.md §1.3; the syntax diagnostics
; report it), but the grammar reads it as one, and so is it shown (84a D6).
(hash_comment) @comment

; ──────────────────────────── Keywords ────────────────────────────

"unsafe" @keyword

[
  "if"
  "else"
  "match"
] @keyword.conditional

[
  "while"
  "for"
  "break"
  "continue"
] @keyword.repeat

; `in` is only ever the one of a loop (`for x in xs`, `spawn for`, a comprehension): no operator.
"in" @keyword.repeat

"return" @keyword.return

"use" @keyword.import

"spawn" @keyword.coroutine

[
  "and"
  "or"
  "as"
  "ref"
] @keyword.operator

; `as` in `use m as alias` and `use m.{x as y}`.
(use_declaration
  "as" @keyword.import)

(use_item
  "as" @keyword.import)

[
  (visibility_modifier)
  (mutable_specifier)
  "&mut"
] @keyword.modifier

; `Type` in `Name: Type = …`, `(T: Type) -> Type` and as a type.
"Type" @type.builtin

(meta_type) @type.builtin

; ──────────────────────────── Operators ───────────────────────────

[
  "+"
  "-"
  "*"
  "/"
  "%"
  "=="
  "!="
  "<"
  "<="
  ">"
  ">="
  "!"
  "&"
  "="
  ".."
  "->"
  "=>"
  "?"
] @operator

; `&&` and `||` are lexical errors (the syntax diagnostics say `and`, `or`),
; read as the operators they mean (84a D6).
[
  "&&"
  "||"
] @operator

; ─────────────────────────── Punctuation ──────────────────────────

[
  "("
  ")"
  "["
  "]"
  "{"
  "}"
] @punctuation.bracket

[
  ","
  "."
  ":"
  "::"
  (empty_statement)
] @punctuation.delimiter

; `{expr}` and `{expr:spec}` in f-strings: the braces and the `:` before a
; format spec. The expression is an ordinary child node, highlighted like any
; other expression (nothing is injected). These come after the generic
; brackets so that they win.
(interpolation
  "{" @punctuation.special
  "}" @punctuation.special)

(interpolation
  ":" @punctuation.special)

; ─────────────────────────── Modules ──────────────────────────────

(module_path
  (identifier) @module)

(use_declaration
  alias: (identifier) @module)

; ──────────────────────────── Types ───────────────────────────────

; `Name: Type = …` and `Name: (T: Type) -> Type = { … }`: after the
; built-in names (below), since the std's own sources define `Option`,
; `List` and `Result` this way.

; ──────────────────────────── Members ─────────────────────────────

; `obj.field`: a member name, never a variable.
(field_expression
  field: (identifier) @variable.member)

; Record fields: `{ x: Float, y mut: Float = 0.0 }`.
(field_declaration
  name: (identifier) @variable.member)

; Struct patterns `{ name }` bind fields by name.
(struct_pattern
  (identifier) @variable.member)

; The std modules (src/analysis/std-library.ts; a test keeps the list in
; step) where a member is taken from them: `io.println(…)`, `list.len(xs)`,
; `std.math.sqrt`. A query cannot see whether the file imported the module or
; has a variable of that name, so a local variable `list` or `result` used as
; `list.first` is highlighted as the module too.
((field_expression
  object: (identifier) @module)
  (#any-of? @module
    "std" "assert" "concurrent" "convert" "dict" "io" "list" "math" "net" "os"
    "result" "string" "test" "time" "weak"))

; `std.math.sqrt`: `std` is the root of the built-in modules.
((field_expression
  object: (field_expression
    object: (identifier) @module.builtin
    field: (identifier) @module))
  (#eq? @module.builtin "std"))

; `use std.{io, assert as check}`: the items are std modules (84a D5). Other
; item lists stay unhighlighted (their items may be anything).
((use_declaration
  path: (module_path) @_std
  items: (use_list
    (use_item
      name: (identifier) @module)))
  (#eq? @_std "std")
  (#any-of? @module
    "assert" "concurrent" "convert" "dict" "io" "list" "math" "net" "os"
    "result" "string" "test" "time" "weak"))

((use_declaration
  path: (module_path) @_std
  items: (use_list
    (use_item
      name: (identifier) @_item
      alias: (identifier) @module)))
  (#eq? @_std "std")
  (#any-of? @_item
    "assert" "concurrent" "convert" "dict" "io" "list" "math" "net" "os"
    "result" "string" "test" "time" "weak"))

; ─────────────────────────── Functions ────────────────────────────

; Function bindings: a function-typed annotation, or a lambda value.
(binding
  target: (identifier) @function
  type: (function_type))

(binding
  target: (identifier) @function
  value: (lambda))

; `main = { … }`: a top-level binding whose value is a block is a function
; (modules-and-workspace.md §4.2); an empty `{}` is one only for `main`.
; `_top_level_statement/binding`, not `(source_file (binding …))`: a pattern
; rooted at source_file makes highlighting the lines on screen walk every
; statement of the file (see grammar.js).
((_top_level_statement/binding
  target: (identifier) @function
  value: (block) @_body)
  (#not-match? @_body "^[{][ \\t\\r\\n]*[}]$"))

((_top_level_statement/binding
  target: (identifier) @function
  value: (block))
  (#eq? @function "main"))

; Record entries whose type is a function: methods, abstract methods of
; interfaces, variant constructors.
(field_declaration
  name: (identifier) @function.method
  type: (function_type))

; `fee: ((a: Account) -> Float)[0] = …`: an entry bound at positions is an
; anonymous method (syntax.md §3.7), whatever the parentheses around its type.
(field_declaration
  name: (identifier) @function.method
  positions: (_))

; `name = func[0]` inside a type body: `name` is a method, `func` a function.
(method_binding
  name: (identifier) @function.method
  function: (identifier) @function)

; Methods: `Point.draw: (self: &Point) -> Void = …` (annotated target) and
; `Point.dot = dot_product[0]`: a field chain on a type name (syntax.md
; §3.8), so a capitalised receiver. A lower-case target such as
; `cfg.retries = 3` or `cfg.retries: Int = 3` stays a field write (93d D3).
((binding
  target: (field_expression
    object: (identifier) @type
    field: (identifier) @function.method)
  type: (_))
  (#match? @type "^[A-Z]"))

((binding
  target: (field_expression
    object: (identifier) @type
    field: (identifier) @function.method)
  !type)
  (#match? @type "^[A-Z]"))

; `Vec2.blend = mix[0, 1]`: the function bound, as `blend = mix[0, 1]` in a type body.
((binding
  target: (field_expression
    object: (identifier) @type
    field: (identifier) @function.method)
  !type
  value: (index_expression
    object: (identifier) @function))
  (#match? @type "^[A-Z]"))

; Calls.
(call_expression
  function: (identifier) @function.call)

(call_expression
  function: (field_expression
    field: (identifier) @function.method.call))

; Constructor calls by convention: `Point(1.0, 2.0)`, `geometry.Point(…)`.
((call_expression
  function: (identifier) @constructor)
  (#match? @constructor "^[A-Z]"))

((call_expression
  function: (field_expression
    field: (identifier) @constructor))
  (#match? @constructor "^[A-Z]"))

; ─────────────────────────── Parameters ───────────────────────────

(parameter
  name: (identifier) @variable.parameter)

(lambda_parameter
  name: (identifier) @variable.parameter)

; `f(x=1)`.
(named_argument
  name: (identifier) @variable.parameter)

; Generic parameters `(T: Type)`, `(T: Ord + Show)`.
(parameter
  name: (identifier) @type
  type: [
    (meta_type)
    (type_bounds)
  ])

; `(a: Int, b) -> Int`: beside a named parameter, a bare name in a binding's
; own signature is an untyped parameter (syntax.md §3.3), not a type. (All
; bare, `(Int, Int) -> Int`, they stay types: that is how they read.)
(binding
  type: (function_type
    parameters: (parameter_list
      (parameter)
      (type_identifier) @variable.parameter)))

(binding
  type: (function_type
    parameters: (parameter_list
      (type_identifier) @variable.parameter
      (parameter))))

; ──────────────────────────── Patterns ────────────────────────────

(constructor_pattern
  constructor: (identifier) @constructor)

; A bare name is a binding whatever its case (syntax.md §7.2: "capitalised
; names such as `True` or `none` are bindings too"): `None =>` matches
; everything, so it is a variable, not the capitalised name's type or
; constructor (115a F2).
(match_arm
  pattern: (identifier) @variable)

(tuple_pattern
  (identifier) @variable)

; `(Color.red) =>`: a dotted pattern names a variant of a type (syntax.md §7.2; 84a D7).
(pattern_path
  (identifier) @constructor .)

; ───────────────────────────── Labels ─────────────────────────────

(break_expression
  label: (identifier) @label)

(continue_expression
  label: (identifier) @label)

; ──────────────────────────── Builtins ────────────────────────────

; Built-in type names (diagnostics.md §7.2) in type positions.
((type_identifier) @type.builtin
  (#any-of? @type.builtin
    "Int" "Float" "Bool" "Char" "String" "Bytes" "Void" "Never" "Type"
    "int" "int64" "i64" "Int64" "Int32" "int32" "i32" "Int16" "int16" "i16"
    "Int8" "int8" "i8" "float" "float64" "f64" "Float64" "Float32" "float32"
    "f32" "bool" "char" "string" "str" "bytes" "never"
    "List" "Dict" "Set" "Option" "Result" "Array" "Arc" "Weak"
    "Any" "Error" "File" "DateTime" "Tuple"
    "FilePath" "HttpUrl" "DBUrl" "Console"
    "IsTrue" "Assert"
    "Clone" "Dup" "Equal" "Debug" "Iterator" "Resource" "Self"))

; The same names used as values, also when applied: `make(Int)`,
; `List(Int)()`. Only capitalised names: `string`, `list` are common
; variable names.
((identifier) @type.builtin
  (#any-of? @type.builtin
    "Int" "Float" "Bool" "Char" "String" "Bytes" "Void" "Never" "Type"
    "List" "Dict" "Set" "Option" "Result" "Array" "Arc" "Weak"
    "IsTrue" "Assert"))

; A type definition's name, also one of the names above (`Option: (T: Type)
; -> Type = { … }`, as the std's sources write it; 115a F1).
(type_definition
  name: (identifier) @type.definition)

(generic_type_definition
  name: (identifier) @type.definition)

; Prelude functions (diagnostics.md §7.3), callable without `use`. A user
; definition of the same name takes precedence in the language, but not here.
((call_expression
  function: (identifier) @function.builtin)
  (#any-of? @function.builtin
    "abs" "append" "append_file" "args" "assert" "ceil" "chars" "chdir"
    "clamp" "close" "concat" "contains" "copy" "cos" "delete" "ends_with"
    "entries" "exists" "fabs" "filter" "find_index" "first" "floor" "flush"
    "fmax" "fmin" "format" "format_fallback" "format_time" "get" "get_env"
    "getcwd" "has" "has_next" "http_get" "http_post" "index_of" "is_dir"
    "is_empty" "is_err" "is_file" "is_ok" "iter" "keys" "last" "len" "lower"
    "map" "max" "merge" "min" "mkdir" "new" "next" "now" "open" "parse_float"
    "parse_int" "parse_time" "pop" "pow" "prepend" "print" "println" "push"
    "read" "read_dir" "read_file" "read_line" "reduce" "remove" "remove_at"
    "rename" "repeat" "replace" "reverse" "rmdir" "round" "seek" "set"
    "set_env" "sin" "sleep" "slice" "split" "sqrt" "starts_with" "substring"
    "tan" "tell" "thread_id" "timestamp" "timestamp_ms" "to_string" "trim"
    "unwrap" "unwrap_or" "upgrade" "upper" "url_decode" "url_encode" "values"
    "write" "write_file" "yield_now" "assert_eq" "assert_ne" "assert_true"
    "assert_false"))

; Prelude constants where a value is used: in an expression
; (`_expression/identifier`: not a parameter, binding target, loop variable
; or generic parameter `(T: Type, E: Type)` of the same name), `math.PI` and
; `use std.math.{PI}`.
([
  (_expression/identifier) @constant.builtin
  (field_expression
    field: (identifier) @constant.builtin)
  (use_item
    name: (identifier) @constant.builtin)
]
  (#any-of? @constant.builtin "E" "PI" "TAU"))

; The FFI entry point `Native`.
((identifier) @module.builtin
  (#eq? @module.builtin "Native"))

; `self` is an ordinary parameter name (syntax.md §3.8), conventionally the
; receiver: highlight it wherever it appears as a name.
((identifier) @variable.builtin
  (#eq? @variable.builtin "self"))

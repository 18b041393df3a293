; Syntax highlighting for YaoXiang (爻象) in Zed.
;
; Zed's capture names (its theme keys) differ from nvim-treesitter's, hence
; this separate file; queries/highlights.scm is the nvim-flavoured one.
; Dotted names fall back to their prefix in themes that lack them
; (`function.method` → `function`, `type.builtin` → `type`).
; When several patterns capture the same node, the last one wins: general
; fallbacks first, specific cases after.

; ─────────────────────────── Fallbacks ───────────────────────────

(identifier) @variable

(type_identifier) @type

((identifier) @type
  (#match? @type "^[A-Z]"))

((identifier) @constant
  (#match? @constant "^[A-Z][A-Z0-9_]*[A-Z0-9]$"))

; ──────────────────────────── Literals ────────────────────────────

[
  (integer_literal)
  (float_literal)
  (literal_type)
  (position)
] @number

(boolean_literal) @boolean

(void_literal) @constant.builtin

[
  (string_literal)
  (multiline_string)
  (format_string)
  (char_literal)
] @string

[
  (escape_sequence)
  (brace_escape)
] @string.escape

(format_spec) @string.special

(wildcard) @variable.special

[
  (line_comment)
  (block_comment)
] @comment

; `# …`: not a comment in YaoXiang, but read as one (queries/highlights.scm).
(hash_comment) @comment

; ──────────────────────────── Keywords ────────────────────────────
;
; The same capture names as queries/highlights.scm (Neovim) wherever Zed's
; themes allow: they fall back from `keyword.conditional` to `keyword`.

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

"return" @keyword.return

"use" @keyword.import

"spawn" @keyword.coroutine

[
  "and"
  "or"
  "as"
  "in"
  "ref"
] @keyword.operator

(use_declaration
  "as" @keyword.import)

(use_item
  "as" @keyword.import)

[
  (visibility_modifier)
  (mutable_specifier)
  "&mut"
] @keyword.modifier

; `Type` in `Name: Type = …`, `(T: Type) -> Type` and as a type: the token
; itself, which Zed colours ahead of its `meta_type` parent.
"Type" @type.builtin

; ─────────────────────── Operators, punctuation ───────────────────

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

; F-string interpolations: the braces, and the expression inside as embedded
; code (its own nodes are highlighted as usual).
(interpolation) @embedded

(interpolation
  "{" @punctuation.special
  "}" @punctuation.special)

(interpolation
  ":" @punctuation.special)

; ──────────────────────── Modules, types ──────────────────────────

(module_path
  (identifier) @namespace)

(use_declaration
  alias: (identifier) @namespace)

; The std modules where a member is taken from them (`io.println`), as in
; queries/highlights.scm.
((field_expression
  object: (identifier) @namespace)
  (#any-of? @namespace
    "std" "assert" "concurrent" "convert" "dict" "io" "list" "math" "net" "os"
    "result" "string" "test" "time" "weak"))


; ─────────────────────────── Members ──────────────────────────────

(field_expression
  field: (identifier) @property)

(field_declaration
  name: (identifier) @property)

(struct_pattern
  (identifier) @property)

; `std.math.sqrt`: `std` is the root of the built-in modules.
((field_expression
  object: (field_expression
    object: (identifier) @namespace.builtin
    field: (identifier) @namespace))
  (#eq? @namespace.builtin "std"))

; `use std.{io, assert as check}`: the items are std modules (queries/highlights.scm).
((use_declaration
  path: (module_path) @_std
  items: (use_list
    (use_item
      name: (identifier) @namespace)))
  (#eq? @_std "std")
  (#any-of? @namespace
    "assert" "concurrent" "convert" "dict" "io" "list" "math" "net" "os"
    "result" "string" "test" "time" "weak"))

((use_declaration
  path: (module_path) @_std
  items: (use_list
    (use_item
      name: (identifier) @_item
      alias: (identifier) @namespace)))
  (#eq? @_std "std")
  (#any-of? @_item
    "assert" "concurrent" "convert" "dict" "io" "list" "math" "net" "os"
    "result" "string" "test" "time" "weak"))

; ────────────────────────── Functions ─────────────────────────────

(binding
  target: (identifier) @function
  type: (function_type))

(binding
  target: (identifier) @function
  value: (lambda))

((_top_level_statement/binding
  target: (identifier) @function
  value: (block) @_body)
  (#not-match? @_body "^[{][ \\t\\r\\n]*[}]$"))

((_top_level_statement/binding
  target: (identifier) @function
  value: (block))
  (#eq? @function "main"))

(field_declaration
  name: (identifier) @function.method
  type: (function_type))

; `fee: ((a: Account) -> Float)[0] = …`: an entry bound at positions is an
; anonymous method (syntax.md §3.7), whatever the parentheses around its type.
(field_declaration
  name: (identifier) @function.method
  positions: (_))

(method_binding
  name: (identifier) @function.method
  function: (identifier) @function)

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

(call_expression
  function: (identifier) @function)

(call_expression
  function: (field_expression
    field: (identifier) @function.method))

((call_expression
  function: (identifier) @constructor)
  (#match? @constructor "^[A-Z]"))

((call_expression
  function: (field_expression
    field: (identifier) @constructor))
  (#match? @constructor "^[A-Z]"))

; ────────────────────────── Parameters ────────────────────────────

(parameter
  name: (identifier) @variable.parameter)

(lambda_parameter
  name: (identifier) @variable.parameter)

(named_argument
  name: (identifier) @variable.parameter)

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

; ─────────────────────────── Patterns ─────────────────────────────

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

; `(Color.red) =>`: a dotted pattern names a variant of a type.
(pattern_path
  (identifier) @constructor .)

(break_expression
  label: (identifier) @label)

(continue_expression
  label: (identifier) @label)

; ─────────────────────────── Builtins ─────────────────────────────

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

((identifier) @type.builtin
  (#any-of? @type.builtin
    "Int" "Float" "Bool" "Char" "String" "Bytes" "Void" "Never" "Type"
    "List" "Dict" "Set" "Option" "Result" "Array" "Arc" "Weak"
    "IsTrue" "Assert"))

; A type definition's name, also one of the names above (`Option: (T: Type)
; -> Type = { … }`, as the std's sources write it; 115a F1).
(type_definition
  name: (identifier) @type)

(generic_type_definition
  name: (identifier) @type)

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

((identifier) @namespace
  (#eq? @namespace "Native"))

((identifier) @variable.special
  (#eq? @variable.special "self"))

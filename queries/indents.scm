; Indentation for YaoXiang (nvim-treesitter @indent.* captures).
;
; Bracketed constructs indent their contents; the line holding the closing
; bracket goes back to the opening line's level (@indent.branch), and
; @indent.end ends the indented region at the closing bracket. Strings and
; comments keep whatever indentation they have.

[
  (block)
  (record_type)
  (match_block)
  (use_list)
  (list_comprehension)
  (dictionary)
  (type_arguments)
  (tuple_type)
  (tuple_pattern)
] @indent.begin

; Brackets of a call, a signature, a list or a tuple. When something follows
; the opening bracket on its line, the next lines line up with it
; (`area(w,` / `     h)`); when the bracket ends its line, they are indented
; one level (a plain @indent.begin: nvim-treesitter's hanging @indent.align
; miscounts when the closing bracket is still missing while typing). Lua
; patterns (`#lua-match?`, built into Neovim): a Vim regex cannot tell a line
; break inside a node's text from other characters.

((argument_list) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((argument_list) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((parameter_list) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((parameter_list) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((lambda_parameters) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((lambda_parameters) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((tuple_expression) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((tuple_expression) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((parenthesized_expression) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((parenthesized_expression) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((list_expression) @indent.align
  (#lua-match? @indent.align "^%[[ \t]*[^%s]")
  (#set! indent.open_delimiter "[")
  (#set! indent.close_delimiter "]"))

((list_expression) @indent.begin
  (#not-lua-match? @indent.begin "^%[[ \t]*[^%s]"))

; Continuation lines are indented one level: the right operand after
; `total = a +` and a leading `.x` (`items` / `.map(f)`; ftplugin/yaoxiang.lua
; re-indents a line when it starts with `.`). Nested operators and chains
; that start on one line count once.
[
  (binary_expression)
  (range_expression)
  (field_expression)
] @indent.begin

[
  (block "}" @indent.end)
  (record_type "}" @indent.end)
  (match_block "}" @indent.end)
  (use_list "}" @indent.end)
  (dictionary "}" @indent.end)
  (list_expression "]" @indent.end)
  (list_comprehension "]" @indent.end)
  (argument_list ")" @indent.end)
  (parameter_list ")" @indent.end)
  (lambda_parameters ")" @indent.end)
  (type_arguments ")" @indent.end)
  (tuple_expression ")" @indent.end)
  (tuple_type ")" @indent.end)
  (tuple_pattern ")" @indent.end)
  (parenthesized_expression ")" @indent.end)
]

; A line ending in a name or a literal ends its statement (a continuation
; starts with an operator or `.`, which re-indents it): the line after it
; takes the indentation of where it stands, not of the expression before.
[
  (identifier)
  (type_identifier)
  (integer_literal)
  (float_literal)
  (boolean_literal)
  (void_literal)
  (char_literal)
  (multiline_string)
  (wildcard)
] @indent.end

(string_literal
  "\"" @indent.end .)

(format_string
  "\"" @indent.end .)

[
  "}"
  "]"
  ")"
] @indent.branch

; `} else {` and an `else` on its own line stay at the `if`'s level.
(else_clause
  "else" @indent.branch)

; Brackets still open while typing (no closing bracket yet): tree-sitter
; leaves the text from the first open bracket on as one flat ERROR node, and
; nvim-treesitter only looks at the ancestors of the line's first node. So:
; a `{` that ends a line indents the next one; the ERROR of an unfinished
; `name = {` indents one level; the ERROR's first open `(` or `[` is an
; aligned or hanging bracket as above (nvim-treesitter hands it to the ERROR
; node). After `main = {` and `f(` the next line is two levels in, not at
; column 0; a third open bracket is not counted. The ERROR node itself is
; told by its text: a pattern for "an ERROR with a `{` child" also matches
; ERROR nodes without one.
(ERROR
  "{" @indent.begin)

((ERROR) @indent.begin
  (#lua-match? @indent.begin "^=%s*{"))

(ERROR
  "(" @indent.align
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

(ERROR
  "[" @indent.align
  (#set! indent.open_delimiter "[")
  (#set! indent.close_delimiter "]"))

; An operator left at the end of a line (`total = a +`, `ok = a and`): the
; operand to come is one level in, like the finished expression.
((ERROR) @indent.begin
  (#lua-match? @indent.begin "^[-+*/%%<>=!&|]"))

((ERROR) @indent.begin
  (#lua-match? @indent.begin "^and%s*$"))

((ERROR) @indent.begin
  (#lua-match? @indent.begin "^or%s*$"))

; A `.` just typed at the start of a line (`items` / `.`): one level in, like
; the finished chain.
((ERROR) @indent.begin
  (#lua-match? @indent.begin "^%.")
  (#set! indent.start_at_same_line 1))

[
  (line_comment)
  (string_literal)
  (format_string)
] @indent.ignore

[
  (block_comment)
  (multiline_string)
] @indent.auto

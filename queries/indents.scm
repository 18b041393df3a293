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
  (list_expression)
  (list_comprehension)
  (dictionary)
  (argument_list)
  (parameter_list)
  (lambda_parameters)
  (type_arguments)
  (tuple_expression)
  (tuple_type)
  (tuple_pattern)
  (parenthesized_expression)
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

[
  "}"
  "]"
  ")"
] @indent.branch

; `} else {` and an `else` on its own line stay at the `if`'s level.
(else_clause
  "else" @indent.branch)

[
  (line_comment)
  (string_literal)
  (format_string)
] @indent.ignore

[
  (block_comment)
  (multiline_string)
] @indent.auto

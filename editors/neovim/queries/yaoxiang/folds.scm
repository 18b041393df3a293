; Generated from queries/folds.scm by editors/neovim/generate-queries.ts.
; Do not edit: change queries/folds.scm and run
;   npx tsx editors/neovim/generate-queries.ts

; Folding ranges for YaoXiang (nvim-treesitter @fold).

[
  (block)
  (record_type)
  (match_block)
  (use_list)
  (list_expression)
  (list_comprehension)
  (dictionary)
  (argument_list)
  (lambda_parameters)
  (tuple_expression)
  (block_comment)
  (multiline_string)
] @fold

; A signature whose parameters span lines folds with its body, as one
; function (a fold of the parameters and another of the body would leave the
; first line out of the body's fold).
((binding
  type: (function_type
    parameters: (parameter_list) @_parameters)) @fold
  (#lua-match? @_parameters "\n"))

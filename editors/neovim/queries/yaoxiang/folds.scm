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

; So does a generic type's (`Big: (` / `T: Type,` / `) -> Type = {`), a
; lambda's (`handler = (` / `request,` / `) => {`), and a record entry's
; function type whose parameters span lines (84a D4). (Not the lambda's
; parameters on their own as well: two folds starting on one line read as one
; level to Vim's fold expression, which then merges the next fold with this.)
((generic_type_definition
  parameters: (parameter_list) @_parameters) @fold
  (#lua-match? @_parameters "\n"))

((lambda
  parameters: (lambda_parameters) @_parameters) @fold
  (#lua-match? @_parameters "\n"))

((field_declaration
  type: (function_type
    parameters: (parameter_list) @_parameters)) @fold
  (#lua-match? @_parameters "\n"))


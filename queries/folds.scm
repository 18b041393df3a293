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
  (parameter_list)
  (lambda_parameters)
  (tuple_expression)
  (block_comment)
  (multiline_string)
] @fold

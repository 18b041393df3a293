; Scopes for `not_in` in config.toml's brackets and for completion (Zed).

[
  (string_literal)
  (multiline_string)
  (format_string)
  (char_literal)
] @string

[
  (line_comment)
  (block_comment)
] @comment.inclusive

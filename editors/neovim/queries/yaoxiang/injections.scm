; Generated from queries/injections.scm by editors/neovim/generate-queries.ts.
; Do not edit: change queries/injections.scm and run
;   npx tsx editors/neovim/generate-queries.ts

; Language injections for YaoXiang.
;
; Comments are handed to the `comment` parser (TODO/FIXME/NOTE highlighting
; in Neovim; ignored where no such parser is installed).
;
; F-string interpolations need no injection: `f"{a + b:.2f}"` is parsed by
; this grammar itself, the expression being an ordinary child node of the
; `interpolation` (see highlights.scm).

([
  (line_comment)
  (block_comment)
] @injection.content
  (#set! injection.language "comment"))

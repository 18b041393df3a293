; Language injections (Zed).
;
; Comments go to a `comment` grammar when one is installed (TODO/FIXME
; highlighting); otherwise nothing happens. F-string interpolations are
; parsed by the YaoXiang grammar itself and need no injection.

([
  (line_comment)
  (block_comment)
] @injection.content
  (#set! injection.language "comment"))

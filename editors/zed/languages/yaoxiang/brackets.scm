; Matching brackets (Zed). Quote pairs match too, but take no part in
; rainbow bracket colouring (`rainbow.exclude`).

("(" @open ")" @close)
("[" @open "]" @close)
("{" @open "}" @close)

((string_literal
  "\"" @open
  "\"" @close)
  (#set! rainbow.exclude))

((format_string
  "f\"" @open
  "\"" @close)
  (#set! rainbow.exclude))

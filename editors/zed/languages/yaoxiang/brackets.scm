; Matching brackets (Zed).

("(" @open ")" @close)
("[" @open "]" @close)
("{" @open "}" @close)
(string_literal "\"" @open "\"" @close)

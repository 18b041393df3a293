; Indentation (Zed): the contents of any bracket pair are indented, the line
; of the closing bracket is not.

(_ "{" "}" @end) @indent
(_ "[" "]" @end) @indent
(_ "(" ")" @end) @indent

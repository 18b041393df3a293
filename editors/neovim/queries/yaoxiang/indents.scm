; Generated from queries/indents.scm by editors/neovim/generate-queries.ts.
; Do not edit: change queries/indents.scm and run
;   npx tsx editors/neovim/generate-queries.ts

; Indentation for YaoXiang (nvim-treesitter @indent.* captures).
;
; Bracketed constructs indent their contents; the line holding the closing
; bracket goes back to the opening line's level (@indent.branch), and the
; line after it too (@indent.dedent, @indent.end; see below). Strings and
; comments keep whatever indentation they have.

[
  (block)
  (record_type)
  (match_block)
  (use_list)
  (list_comprehension)
  (dictionary)
  (type_arguments)
  (tuple_type)
  (tuple_pattern)
] @indent.begin

; Brackets of a call, a signature, a list or a tuple. When something follows
; the opening bracket on its line, the next lines line up with it
; (`area(w,` / `     h)`; not a bracket closed on its own line: nvim-treesitter
; gives an ERROR the alignment of its first aligned child, and a finished
; `(n)` on the line of an unclosed `list.map(xs, (n) => {` would align its
; block; nor a lambda argument whose body starts on that line and opens a
; block there, `(x) => if a {`:
; its body's brackets place its lines, as the body of a lambda bound to a name,
; 84a D1); when
; the bracket ends its line, they are indented one level (a plain @indent.begin: nvim-treesitter's hanging @indent.align
; miscounts when the closing bracket is still missing while typing). Lua
; patterns (`#lua-match?`, built into Neovim): a Vim regex cannot tell a line
; break inside a node's text from other characters.

((argument_list) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#not-lua-match? @indent.align "^%([^\n]*%)$")
  (#not-lua-match? @indent.align "^%([^\n]*=>[ \t]*[^%s/][^\n]*{[ \t]*\n")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((argument_list) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((parameter_list) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#not-lua-match? @indent.align "^%([^\n]*%)$")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((parameter_list) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((lambda_parameters) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#not-lua-match? @indent.align "^%([^\n]*%)$")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((lambda_parameters) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((tuple_expression) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#not-lua-match? @indent.align "^%([^\n]*%)$")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((tuple_expression) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((parenthesized_expression) @indent.align
  (#lua-match? @indent.align "^%([ \t]*[^%s]")
  (#not-lua-match? @indent.align "^%([^\n]*%)$")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

((parenthesized_expression) @indent.begin
  (#not-lua-match? @indent.begin "^%([ \t]*[^%s]"))

((list_expression) @indent.align
  (#lua-match? @indent.align "^%[[ \t]*[^%s]")
  (#not-lua-match? @indent.align "^%[[^\n]*%]$")
  (#set! indent.open_delimiter "[")
  (#set! indent.close_delimiter "]"))

((list_expression) @indent.begin
  (#not-lua-match? @indent.begin "^%[[ \t]*[^%s]"))

; `pair = (` with no `)` yet reads as `()` with a MISSING `)`: the first
; line after it is one level in, like the finished tuple's.
((unit_expression) @indent.begin
  (#eq? @indent.begin "(")
  (#set! indent.immediate 1))

; Continuation lines are indented one level: the right operand after
; `total = a +` and a leading `.x` (`items` / `.map(f)`; ftplugin/yaoxiang.lua
; re-indents a line when it starts with `.`). Nested operators and chains
; that start on one line count once; an operand that is itself an operation
; starting on a later line (`ok = a` / `or b` / `and c`: `a or (b and c)`)
; adds nothing (formatting.md §9.2: the continuation indent does not grow;
; 84a D2).
((binary_expression) @indent.begin
  (#not-has-parent? @indent.begin binary_expression))

[
  (range_expression)
  (field_expression)
] @indent.begin

; A signature broken after a `->` (`first: (T: Type) ->` / `(xs: List(T)) ->
; T`; syntax.md §2.2: a type ignores line breaks): the rest one level in (84a D3).
; A curried signature broken after each `->` stays at that one level (85a D8).
((function_type) @indent.begin
  (#lua-match? @indent.begin "^[^\n]*->[ \t]*\n")
  (#not-has-parent? @indent.begin function_type))

; While typing: the result still missing after a line-ending `->`.
((function_type) @indent.begin
  (#lua-match? @indent.begin "->$")
  (#not-has-parent? @indent.begin function_type)
  (#set! indent.immediate 1))

; A match arm or a lambda that goes on past its `=>` line (formatting.md §7.5
; `PATTERN` / `=> BODY`, `0 =>` / `"zero"`, `inc = x =>` / `x + 1`): its
; lines after the first are one level in. Not when the pattern or the
; parameters span lines (`(a,` / `b) => {`): the block's lines would count
; twice; nor when the body starts on the `=>` line (`(n) => if a {` / `} else
; {`: the body's own brackets place its lines, and a branch's block would
; count twice; 84a D1). While typing, `0 =>` with the body still missing
; counts too.
((match_arm
  pattern: (_) @_head) @indent.begin
  (#lua-match? @indent.begin "\n")
  (#not-lua-match? @indent.begin "^[^\n]*=>[ \t]*[^%s/]")
  (#not-lua-match? @_head "\n"))

((lambda
  parameters: (_) @_head) @indent.begin
  (#lua-match? @indent.begin "\n")
  (#not-lua-match? @indent.begin "^[^\n]*=>[ \t]*[^%s/]")
  (#not-lua-match? @_head "\n"))

([
  (match_arm)
  (lambda)
] @indent.begin
  (#lua-match? @indent.begin "=>$")
  (#set! indent.immediate 1))

; @indent.end: a blank line after the last token of a finished construct is
; indented by where it stands, not by the constructs the previous line
; closed. Only the tokens that end a construct spanning lines: after a token
; that ends a one-line statement the enclosing blocks are counted as usual,
; which is what places the next line while a `{` is still open at the end of
; the file (no closing `}` yet: the block ends at the last token typed, so a
; blank line after it stands in no block at all).

; The closing bracket of a bracket spanning lines takes back the level the
; bracket added (@indent.dedent applies to a token that ends the previous
; line), so the enclosing brackets still count, open or closed.
([
  (block "}" @indent.dedent)
  (record_type "}" @indent.dedent)
  (match_block "}" @indent.dedent)
  (use_list "}" @indent.dedent)
  (dictionary "}" @indent.dedent)
  (list_expression "]" @indent.dedent)
  (list_comprehension "]" @indent.dedent)
  (parameter_list ")" @indent.dedent)
  (lambda_parameters ")" @indent.dedent)
  (type_arguments ")" @indent.dedent)
  (tuple_expression ")" @indent.dedent)
  (tuple_type ")" @indent.dedent)
  (tuple_pattern ")" @indent.dedent)
  (parenthesized_expression ")" @indent.dedent)
] @_spanning
  (#lua-match? @_spanning "\n"))

; (Not the `)` of an argument list that adds no level: a lambda argument whose
; body starts on the list's first line, above.)
((argument_list ")" @indent.dedent) @_spanning
  (#lua-match? @_spanning "\n")
  (#not-lua-match? @_spanning "^%([^\n]*=>[ \t]*[^%s/][^\n]*{[ \t]*\n"))

; The last token of a continuation spanning lines (`total = a +` / `b`,
; `items` / `.len`): the right operand's last name or literal (last named
; child) or closing bracket or quote, up to three levels down (`a +` /
; `f(x)`, `a +` / `-g(y)`). Marking the nodes in between too is harmless:
; only the last token of a line is looked up.
((field_expression
  field: (identifier) @indent.end) @_spanning
  (#lua-match? @_spanning "\n"))

([
  (binary_expression
    right: (_) @indent.end)
  (binary_expression
    right: (_ (_) @indent.end .))
  (binary_expression
    right: (_ (_ (_) @indent.end .) .))
  (binary_expression
    right: (_ [")" "]" "}" "\""] @indent.end))
  (binary_expression
    right: (_ (_ [")" "]" "}" "\""] @indent.end) .))
  (binary_expression
    right: (_ (_ (_ [")" "]" "}" "\""] @indent.end) .) .))
  (match_arm
    value: (_) @indent.end)
  (match_arm
    value: (_ (_) @indent.end .))
  (match_arm
    value: (_ (_ (_) @indent.end .) .))
  (match_arm
    value: (_ [")" "]" "\""] @indent.end))
  (match_arm
    value: (_ (_ [")" "]" "\""] @indent.end) .))
  (lambda
    body: (_) @indent.end)
  (lambda
    body: (_ (_) @indent.end .))
  (lambda
    body: (_ (_ (_) @indent.end .) .))
  (lambda
    body: (_ [")" "]" "\""] @indent.end))
  (lambda
    body: (_ (_ [")" "]" "\""] @indent.end) .))
  (range_expression
    end: (_) @indent.end)
  (range_expression
    end: (_ (_) @indent.end .))
  (range_expression
    end: (_ [")" "]" "\""] @indent.end))
  (range_expression
    end: (_ (_ [")" "]" "\""] @indent.end) .))
] @_spanning
  (#lua-match? @_spanning "\n"))

[
  "}"
  "]"
  ")"
] @indent.branch

; `} else {` and an `else` on its own line stay at the `if`'s level with no
; pattern of their own: the first goes back with its `}`, the second is in
; the block around the `if` (an @indent.branch on `else` took a level that
; nothing had added).

; Brackets still open while typing (no closing bracket yet): tree-sitter
; leaves the text from the first open bracket on as one flat ERROR node, and
; nvim-treesitter only looks at the ancestors of the line's first node. So:
; a `{` that ends a line indents the next one; the ERROR of an unfinished
; `name = {` indents one level; the ERROR's first open `(` or `[` is an
; aligned or hanging bracket as above (nvim-treesitter hands it to the ERROR
; node). After `main = {` and `f(` the next line is two levels in, not at
; column 0; of the ERROR's brackets at most two count (below), plus the one
; that ends the line above. The ERROR node itself is
; told by its text: a pattern for "an ERROR with a `{` child" also matches
; ERROR nodes without one.
(ERROR
  "{" @indent.begin)

((ERROR) @indent.begin
  (#lua-match? @indent.begin "^=%s*{"))

; The same for an ERROR whose first line ends with `{` (`if a {` / `if b {` at
; the top level: the ERROR starts at the first `if`).
((ERROR) @indent.begin
  (#lua-match? @indent.begin "^[^\n]*{[ \t]*\n"))

; A second `{` still open in that ERROR (`main = {` / `if a {` / `if b {`): a
; hanging bracket adds the level the ERROR node cannot add twice. The `{`
; ends a later line than the first and is not closed: the second line's, or
; one followed by no `}`, or by one `{…}` (the last `}` closes an inner block).
; And the line after that `{` is written: a blank line right after it is the
; line being typed (a new function above existing code, 98c D1), and the
; `{` ending the line above counts by itself (the ERROR then goes on to the
; code below, so the `\n` after the `{` alone does not tell).
; Not when a `(` or `[` is left open: the ERROR is aligned by it (below).
((ERROR) @indent.align
  (#lua-match? @indent.align "^[^\n]*{[ \t]*\n[^\n]*{[ \t]*\n[ \t]*[^%s}]")
  (#not-lua-match? @indent.align "^[^\n]*{[ \t]*\n[^\n]*%b{}")
  (#not-lua-match? @indent.align "[(%[][^])\n]*\n")
  (#not-lua-match? @indent.align "[(%[][^])\n]*$")
  (#set! indent.open_delimiter "{"))

((ERROR) @indent.align
  (#lua-match? @indent.align "^[^\n]*{[ \t]*\n.*{[ \t]*\n[ \t]*[^%s}][^}]*$")
  (#not-lua-match? @indent.align "[(%[][^])\n]*\n")
  (#not-lua-match? @indent.align "[(%[][^])\n]*$")
  (#set! indent.open_delimiter "{"))

((ERROR) @indent.align
  (#lua-match? @indent.align "^[^\n]*{[ \t]*\n.*{[ \t]*\n[ \t]*[^%s{}][^{}]*%b{}[^{}]*$")
  (#not-lua-match? @indent.align "[(%[][^])\n]*\n")
  (#not-lua-match? @indent.align "[(%[][^])\n]*$")
  (#set! indent.open_delimiter "{"))

; Unless a `{` ends the line of that `(` (`ys = list.map(xs, (n) => {`): then
; the lines after it are in the lambda's block, one level in, as in the
; finished code. (nvim-treesitter aligns by the ERROR's first `(`; its text
; is told by the line of the text's first `(`.)
((ERROR
  "(" @indent.align) @_error
  (#not-lua-match? @_error "^[^(]*%([^\n]*{[ \t]*\n")
  (#not-lua-match? @_error "^[^(]*%([^\n]*{[ \t]*$")
  (#set! indent.open_delimiter "(")
  (#set! indent.close_delimiter ")"))

(ERROR
  "[" @indent.align
  (#set! indent.open_delimiter "[")
  (#set! indent.close_delimiter "]"))

; An operator left at the end of a line (`total = a +`, `ok = a and`): the
; operand to come is one level in, like the finished expression. Inside a
; `{` still open at the end of the file the ERROR starts at that `{`'s
; statement, so the operator token itself begins the level (nvim-treesitter
; starts from the last token of the line before a blank one, and counts a
; line's levels once).
;
; An operator just typed at the start of a line after an operand (`total =
; alpha` / `+`, formatting.md §9.2; the `=` of a long arm's `=> BODY`, §7.5)
; is one level in too (start_at_same_line; ftplugin/yaoxiang.lua re-indents
; the line then), but not after an opening bracket or a comma: `*ptr` or
; `-1` starts the block. The two kinds of pattern capture different nodes:
; which of two patterns on one node sets its properties is not fixed.
(_
  .
  (ERROR) @indent.begin
  (#lua-match? @indent.begin "^[-+*/%%<>=!&|]"))

(_
  (_)
  (ERROR) @indent.begin
  (#lua-match? @indent.begin "^[-+*/%%<>=!&|]")
  (#set! indent.start_at_same_line 1))

((ERROR
  [
    "+"
    "-"
    "*"
    "/"
    "%"
    "=="
    "!="
    "<"
    ">"
    "<="
    ">="
    "and"
    "or"
    ".."
    "="
  ] @indent.begin) @_error
  (#lua-match? @_error "[{(%[,][ \t]*\n[ \t]*[-+*/%%<>=!][^\n]*$"))

((ERROR
  (_)
  [
    "+"
    "-"
    "*"
    "/"
    "%"
    "=="
    "!="
    "<"
    ">"
    "<="
    ">="
    "and"
    "or"
    ".."
    "="
  ] @indent.begin) @_error
  (#not-lua-match? @_error "[{(%[,][ \t]*\n[ \t]*[-+*/%%<>=!][^\n]*$")
  (#set! indent.start_at_same_line 1))

(_
  .
  (ERROR) @indent.begin
  (#lua-match? @indent.begin "^and%s*$"))

(_
  (_)
  (ERROR) @indent.begin
  (#lua-match? @indent.begin "^and%s*$")
  (#set! indent.start_at_same_line 1))

(_
  .
  (ERROR) @indent.begin
  (#lua-match? @indent.begin "^or%s*$"))

(_
  (_)
  (ERROR) @indent.begin
  (#lua-match? @indent.begin "^or%s*$")
  (#set! indent.start_at_same_line 1))

; A `.` just typed at the start of a line (`items` / `.`): one level in, like
; the finished chain (the `.` token itself when the ERROR starts earlier, at
; a `{` still open).
((ERROR) @indent.begin
  (#lua-match? @indent.begin "^%.")
  (#set! indent.start_at_same_line 1))

(ERROR
  "." @indent.begin
  (#set! indent.start_at_same_line 1))

[
  (line_comment)
  (string_literal)
  (format_string)
] @indent.ignore

[
  (block_comment)
  (multiline_string)
] @indent.auto

// E0xxx: lexer (E0001-E0004) and parser (E0010-E0022) codes.
import type { CodeDefinition } from "../types.js";

export const LEXER_PARSER_CODES: readonly CodeDefinition[] = [
  {
    code: "E0001",
    category: "Lexer",
    severity: "error",
    registered: true,
    phase: "lexer",
    detectable: "SYN",
    emittedByReference: true,
    params: ["char"],
    related: ["E0002", "E0003", "E0004"],
    example: `# greeting program  // <<note>>
main = {
    println("hi")
}`,
    en: {
      title: "Unexpected character",
      description:
        "The lexer met a character that cannot begin any token, such as `#`, `$`, `^`, the pairs `&&` and `||`, or a non-ASCII letter outside a string or comment. The compiler stops lexing there and rejects the whole file, so it checks nothing after it. `typecheck` reports the error where the compiler does; after a `#` line it still checks the rest of the file (so that one run shows the other mistakes too), after any other lexical error it reports nothing more, as the compiler. This project reports every lexical failure (bad number, unterminated string, bad escape) under this code, with a message that says what is wrong. Inside an f-string interpolation such text is no error: the compiler lexes each interpolation on its own and keeps one it cannot lex as text (a bad number is printed as written; `&&` and `||` there get the warning MCP-INTERPOLATION-TEXT).",
      help: "Remove or replace the character: comments start with `//` or `/*`, the logical operators are `and`/`or`, and non-ASCII text belongs inside strings or comments.",
      template: "unexpected character '{char}'",
      note: "`#` does not start a comment in YaoXiang",
    },
    zh: {
      title: "意外的字符",
      description:
        "词法分析器遇到了无法作为任何记号开头的字符，例如 `#`、`$`、`^`、`&&` 与 `||`，或者出现在字符串和注释之外的非 ASCII 字母。词法分析会在此处停止，整个文件都被拒绝，之后的内容不会再被检查。本项目把所有词法错误（错误的数字、未闭合的字符串、非法转义）都归入此代码，并在消息中说明具体原因。在 f-string 插值内部这类文本不是错误：编译器单独对每个插值做词法分析，无法分析的插值按文本保留（错误的数字原样输出；其中的 `&&` 和 `||` 会得到警告 MCP-INTERPOLATION-TEXT）。",
      help: "删除或替换该字符：注释以 `//` 或 `/*` 开头，逻辑运算符写作 `and`/`or`，非 ASCII 文本只能出现在字符串或注释中。",
      template: "意外的字符 '{char}'",
      note: "在爻象中 `#` 不是注释符号",
    },
  },
  {
    code: "E0002",
    category: "Lexer",
    severity: "error",
    registered: true,
    phase: "lexer",
    detectable: "SYN",
    emittedByReference: true,
    params: ["literal"],
    related: ["E0001"],
    example: `mask = 0x  // <<note>>
main = {
    println(mask)
}`,
    en: {
      title: "Malformed number literal",
      description:
        "A numeric literal could not be read: a base prefix with no digits (`0x`), a digit that does not belong to the base (`0b102`), an exponent without digits (`1e`), or an integer too large for the compiler. The reference's run/check pipeline reports E0002 for this, while its front-end validation (and this project) report the same text as E0001.",
      help: "Write at least one valid digit after the prefix or the exponent, use only digits of the chosen base, and keep integers within range.",
      template: "invalid number literal '{literal}'",
      note: "`0x` needs at least one hexadecimal digit",
    },
    zh: {
      title: "数字字面量格式错误",
      description:
        "无法读取一个数字字面量：进制前缀后没有数字（`0x`）、出现了不属于该进制的数字（`0b102`）、指数部分没有数字（`1e`），或整数超出了编译器的范围。参考实现的 run/check 流程对此报告 E0002，而其前端校验（以及本项目）把同样的文本报告为 E0001。",
      help: "在前缀或指数后至少写一个合法数字，只使用所选进制的数字，并让整数保持在范围之内。",
      template: "无效的数字字面量 '{literal}'",
      note: "`0x` 后至少需要一位十六进制数字",
    },
  },
  {
    code: "E0003",
    category: "Lexer",
    severity: "error",
    registered: true,
    phase: "lexer",
    detectable: "SYN",
    emittedByReference: false,
    params: ["line"],
    related: ["E0001", "E0012"],
    example: `main = {
    // <<note>>
    greeting = "hello
    println(greeting)
}`,
    en: {
      title: "Unterminated string literal",
      description:
        "A string was opened with `\"` but the line ended before the closing quote. Ordinary strings and f-strings cannot span lines; only triple-quoted strings (`\"\"\"...\"\"\"`) may contain raw line breaks. The reference lexer actually reports this case as E0012, and this project reports it as E0001.",
      help: "Close the string on the same line, write `\\n` for a line break, or use a triple-quoted string for multi-line text.",
      template: "string literal starting on line {line} is not closed",
      note: "the string on the next line is never closed",
    },
    zh: {
      title: "字符串字面量未闭合",
      description:
        "字符串以 `\"` 开始，但在行尾之前没有出现结束引号。普通字符串和 f-字符串都不能跨行，只有三引号字符串（`\"\"\"...\"\"\"`）可以包含换行。参考实现的词法分析器实际上把这种情况报告为 E0012，本项目则报告为 E0001。",
      help: "在同一行内闭合字符串，用 `\\n` 表示换行，或者对多行文本使用三引号字符串。",
      template: "从第 {line} 行开始的字符串字面量没有闭合",
      note: "下一行的字符串没有闭合",
    },
  },
  {
    code: "E0004",
    category: "Lexer",
    severity: "error",
    registered: true,
    phase: "lexer",
    detectable: "SYN",
    emittedByReference: false,
    params: ["literal"],
    related: ["E0001"],
    example: `main = {
    separator = ''  // <<note>>
}`,
    en: {
      title: "Invalid character literal",
      description:
        "A character literal must hold exactly one character, or one escape sequence, between single quotes. The compiler does not report this code: its lexer rejects an empty literal `''` as E0001, which is what `typecheck` reports too, and it silently keeps only the first character of a longer literal such as `'ab'`, for which `typecheck` gives the warning MCP-CHAR-LITERAL. Use a double-quoted string when you need text.",
      help: "Put exactly one character between the single quotes, or use a double-quoted string.",
      template: "invalid character literal {literal}: it must contain exactly one character",
      note: "an empty character literal",
    },
    zh: {
      title: "无效的字符字面量",
      description:
        "字符字面量的单引号之间必须恰好有一个字符或一个转义序列。编译器不会报告此代码：其词法分析器把空字面量 `''` 作为 E0001 拒绝，`typecheck` 同样报告 E0001；对 `'ab'` 这样更长的字面量，它只悄悄保留第一个字符，`typecheck` 对此给出警告 MCP-CHAR-LITERAL。需要文本时请使用双引号字符串。",
      help: "在单引号之间只写一个字符，或者改用双引号字符串。",
      template: "无效的字符字面量 {literal}：必须恰好包含一个字符",
      note: "空的字符字面量",
    },
  },
  {
    code: "E0010",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: true,
    params: ["expected", "found"],
    related: ["E0011", "E0013", "E0021"],
    example: `main = {
    limit: = 10  // <<note>>
}`,
    en: {
      title: "Expected a different token",
      description:
        "The parser needed one specific token here, such as a closing `)` or `}`, the `=` of a binding, a type after `:`, or a label after `::`, but found something else. Unclosed brackets usually surface as this error at the token where the parser gave up. The position is the unexpected token.",
      help: "Insert the expected token or remove what stands in its way; for brackets, check that every opener has a matching closer.",
      template: "expected {expected}, found {found}",
      note: "a type is expected after `:`",
    },
    zh: {
      title: "需要另一个记号",
      description:
        "解析器在此处需要一个特定的记号，例如右括号 `)` 或 `}`、绑定中的 `=`、`:` 之后的类型或 `::` 之后的标签，却遇到了别的内容。未闭合的括号通常也会在解析器放弃的位置以此错误出现。错误位置指向那个意外的记号。",
      help: "补上所需的记号，或删除挡在它前面的内容；如果是括号，请检查每个左括号是否都有对应的右括号。",
      template: "需要 {expected}，却发现 {found}",
      note: "`:` 之后需要一个类型",
    },
  },
  {
    code: "E0011",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: true,
    params: ["token"],
    related: ["E0010", "E0012"],
    example: `@inline  // <<note>>
double: (n: Int) -> Int = (n) => n * 2`,
    en: {
      title: "Unexpected token",
      description:
        "A token appears where no statement or expression can start or continue: a stray `@` (YaoXiang has no attributes), a `,` or `.` at the start of a statement, a union type `A | B`, or an item list followed by `as` in a `use`. The parser skips ahead to the next recognisable statement, so errors right after this one may be consequences of it.",
      help: "Delete the stray token or rewrite the construct in supported syntax; there are no attributes, union types or compound assignments such as `+=`.",
      template: "unexpected token {token}",
      note: "attributes do not exist; `@` cannot start a statement",
    },
    zh: {
      title: "意外的记号",
      description:
        "某个记号出现在任何语句或表达式都无法开始或继续的位置：多余的 `@`（爻象没有属性语法）、语句开头的 `,` 或 `.`、联合类型 `A | B`，或者 `use` 中在条目列表之后又写了 `as`。解析器会跳到下一个可识别的语句继续，因此紧随其后的错误可能只是它的连带结果。",
      help: "删除多余的记号，或用受支持的语法改写；爻象没有属性、联合类型，也没有 `+=` 之类的复合赋值。",
      template: "意外的记号 {token}",
      note: "没有属性语法，`@` 不能作为语句开头",
    },
  },
  {
    code: "E0012",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: true,
    params: ["reason"],
    related: ["E0017", "E0019", "E0020", "E0022"],
    example: `parse: (text: ?) -> Int = (text) => 0  // <<note>>
main = {
    n = parse("42")
}`,
    en: {
      title: "Invalid syntax",
      description:
        "A catch-all syntax error that carries a free-text reason. The reference uses it for legacy function syntax, `?` written as a type, enums without braces, a lambda header that does not match its signature, bad lambda parameter lists and string errors from the lexer. Several of these have a more specific code (E0017, E0019, E0020, E0022) that neither the reference nor this project emits: `parse_source` and `typecheck` report all of them as E0012, with a message that names the construct.",
      help: "The reason in the message names the construct; rewrite it in current syntax, e.g. `name: (a: Int) -> Int = (a) => ...` for functions and `Option(T)` or `Result(T, E)` instead of `?` in types.",
      template: "invalid syntax: {reason}",
      note: "`?` is the error-propagation operator, not a type",
    },
    zh: {
      title: "无效的语法",
      description:
        "带有自由文本原因的通用语法错误。参考实现用它报告旧式函数语法、把 `?` 当作类型、不带花括号的枚举、与签名不一致的 lambda 参数头、错误的 lambda 参数列表以及来自词法分析器的字符串错误。其中一些有更具体的代码（E0017、E0019、E0020、E0022），但参考实现和本项目都不使用它们：`parse_source` 与 `typecheck` 一律报告为 E0012，并在消息中指出出错的结构。",
      help: "消息中的原因指出了出错的结构；请用当前语法改写，例如函数写作 `name: (a: Int) -> Int = (a) => ...`，类型中用 `Option(T)` 或 `Result(T, E)` 代替 `?`。",
      template: "无效的语法：{reason}",
      note: "`?` 是错误传播运算符，不是类型",
    },
  },
  {
    code: "E0013",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: false,
    params: ["bracket_type", "open_line", "open_col"],
    related: ["E0010"],
    example: `main = {
    xs = [1, 2, 3  // <<note>>
}`,
    en: {
      title: "Unclosed bracket",
      description:
        "An opening `(`, `[` or `{` has no matching closer before the enclosing construct or the file ends. The reference defines this code but reports unclosed brackets as E0010 at the token where it expected the closer. The message points back to the opening bracket.",
      help: "Add the missing closing bracket or remove the extra opener; an editor's bracket matching finds the mismatch quickly.",
      template: "unclosed {bracket_type} opened at line {open_line}, column {open_col}",
      note: "this `[` is never closed",
    },
    zh: {
      title: "括号未闭合",
      description:
        "左括号 `(`、`[` 或 `{` 在外层结构或文件结束之前没有对应的右括号。参考实现定义了此代码，但把未闭合的括号报告为 E0010，位置是它期待右括号的那个记号。消息会指回左括号的位置。",
      help: "补上缺失的右括号，或删除多余的左括号；编辑器的括号匹配功能可以很快找到不匹配之处。",
      template: "第 {open_line} 行第 {open_col} 列的 {bracket_type} 没有闭合",
      note: "这个 `[` 始终没有闭合",
    },
  },
  {
    code: "E0014",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: false,
    params: ["statement"],
    example: `main = {
    a = 1 b = 2  // <<note>>
}`,
    en: {
      title: "Missing statement terminator",
      description:
        "A statement was expected to end before the next one begins. YaoXiang needs no terminator: a statement ends where the next token cannot extend it, and `;` is optional, so the reference never reports this code. It stays in the registry for compatibility with older versions.",
      help: "Put each statement on its own line, or separate statements on one line with `;`.",
      template: "missing terminator after {statement}",
      note: "two statements on one line; older versions wanted `;` between them",
    },
    zh: {
      title: "缺少语句结束符",
      description:
        "要求一条语句在下一条语句开始前结束。爻象不需要结束符：当下一个记号无法延续当前语句时语句即告结束，`;` 是可选的，所以参考实现从不报告此代码。保留它是为了与旧版本兼容。",
      help: "每条语句单独一行，或在同一行的语句之间用 `;` 分隔。",
      template: "{statement} 之后缺少结束符",
      note: "一行中有两条语句；旧版本要求用 `;` 分隔",
    },
  },
  {
    code: "E0015",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: false,
    params: ["name"],
    related: ["E0010", "E0018"],
    example: `main = {
    for 1 in [1, 2] {  // <<note>>
    }
}`,
    en: {
      title: "Identifier expected",
      description:
        "The grammar requires a name at this position, for example the variable of a `for` loop, an entry of a destructuring list or a parameter of a signature, but found a literal, a keyword or another token. A lone `_` is not accepted in these positions either. The reference defines the code but reports these cases as E0010, E0011 or E0012.",
      help: "Write a plain identifier: ASCII letters, digits and `_`, not starting with a digit and not a keyword.",
      template: "expected an identifier, found {name}",
      note: "the loop variable must be a name",
    },
    zh: {
      title: "需要标识符",
      description:
        "语法要求此处是一个名称，例如 `for` 循环变量、解构列表中的一项或签名中的参数，却发现了字面量、关键字或其他记号。单独的 `_` 在这些位置也不被接受。参考实现定义了此代码，但把这些情况报告为 E0010、E0011 或 E0012。",
      help: "写一个普通标识符：由 ASCII 字母、数字和 `_` 组成，不以数字开头，也不是关键字。",
      template: "需要标识符，却发现 {name}",
      note: "循环变量必须是一个名称",
    },
  },
  {
    code: "E0016",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: true,
    params: ["context"],
    example: `work: () -> Int = () => 42
main = {
    r = spawn work()  // <<note>>
}`,
    en: {
      title: "Expression expected",
      description:
        "A construct that must be followed by an expression or a block was left incomplete. The reference reports this only for malformed `spawn` forms: `spawn` must be followed by a block `{ ... }` or by `for`.",
      help: "Give `spawn` a block, e.g. `r = spawn { return work() }`, or write `spawn for x in xs { ... }`.",
      template: "expected an expression after {context}",
      note: "`spawn` must be followed by a block or by `for`",
    },
    zh: {
      title: "需要表达式",
      description:
        "某个结构后面必须跟一个表达式或代码块，但它没有写完整。参考实现只在 `spawn` 写法错误时报告此代码：`spawn` 后面必须是代码块 `{ ... }` 或 `for`。",
      help: "给 `spawn` 一个代码块，例如 `r = spawn { return work() }`，或写成 `spawn for x in xs { ... }`。",
      template: "{context} 之后需要一个表达式",
      note: "`spawn` 后面必须是代码块或 `for`",
    },
  },
  {
    code: "E0017",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: false,
    params: ["old", "new"],
    related: ["E0012", "E0022"],
    example: `square(Int) -> Int = (n) => n * n  // <<note>>`,
    en: {
      title: "Legacy syntax",
      description:
        "The code uses a form from an older version of the language, such as `name(Int) -> Int = ...`, `name: Int -> Int = ...`, bracket generics like `[T]` or `List<T>`, or `|` variant types. The reference reports these as E0012 with a reason saying the syntax is outdated, and so does this project: `parse_source` and `typecheck` never emit E0017. The old function forms, `Type[T]` and `|` variants without braces are one E0012 whose message says it is the old syntax and whose help shows the current form; angle brackets (`List<T>`) get the reference's E0010, whose message shows `List(T)`, and `{ a | b }` its E0010 at the `|`.",
      help: "Use current syntax: `name: (x: Int) -> Int = (x) => ...` for functions, `List(T)` for generic types, and records of constructor functions instead of `|` variants.",
      template: "'{old}' is no longer supported; write '{new}' instead",
      note: "old signature form; write `square: (n: Int) -> Int = ...`",
    },
    zh: {
      title: "旧版语法",
      description:
        "代码使用了语言旧版本中的写法，例如 `name(Int) -> Int = ...`、`name: Int -> Int = ...`、`[T]` 或 `List<T>` 这样的方括号/尖括号泛型，或者 `|` 变体类型。参考实现把它们报告为 E0012，原因说明该语法已过时；本项目也是如此：`parse_source` 与 `typecheck` 从不报告 E0017。旧式函数写法、`Type[T]` 以及不带花括号的 `|` 变体报告为一条 E0012，消息说明这是旧语法，帮助给出当前写法；尖括号泛型（`List<T>`）得到参考实现的 E0010，其消息给出 `List(T)` 写法；`{ a | b }` 得到参考实现在 `|` 处的 E0010。",
      help: "使用当前语法：函数写作 `name: (x: Int) -> Int = (x) => ...`，泛型类型写作 `List(T)`，用构造函数组成的记录代替 `|` 变体。",
      template: "'{old}' 已不再支持，请改写为 '{new}'",
      note: "旧式签名；应写作 `square: (n: Int) -> Int = ...`",
    },
  },
  {
    code: "E0018",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: true,
    params: ["keyword"],
    related: ["E0015"],
    example: `main = {
    x = 1
    ref = 2  // <<note>>
}`,
    en: {
      title: "Keyword used as a name",
      description:
        "A reserved word was used where a binding name is expected. The reference notices it when a statement starts with `ref`, `unsafe`, `else`, `in` or `as`. Reserved words can never be variable names; note also that `ref x` and `unsafe { ... }` cannot start a statement and must stand on the right-hand side of a binding.",
      help: "Rename the variable (for example `ref_count` instead of `ref`), or move the `ref`/`unsafe` expression to the right of a binding: `h = ref data`.",
      template: "'{keyword}' is a keyword and cannot be used as a name",
      note: "`ref` is a reserved word",
    },
    zh: {
      title: "把关键字用作名称",
      description:
        "在需要绑定名称的地方使用了保留字。参考实现会在语句以 `ref`、`unsafe`、`else`、`in` 或 `as` 开头时发现这一问题。保留字永远不能作为变量名；另外 `ref x` 和 `unsafe { ... }` 也不能作为语句开头，必须写在绑定的右侧。",
      help: "给变量换个名字（例如用 `ref_count` 代替 `ref`），或把 `ref`/`unsafe` 表达式放到绑定右侧：`h = ref data`。",
      template: "'{keyword}' 是关键字，不能用作名称",
      note: "`ref` 是保留字",
    },
  },
  {
    code: "E0019",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: false,
    params: ["expected", "found"],
    related: ["E0012", "E0020"],
    example: `area: (w: Float, h: Float) -> Float = (w) => w * 2.0  // <<note>>`,
    en: {
      title: "Lambda parameter count differs from the signature",
      description:
        "A function binding has both a signature and a lambda header, and they list a different number of parameters. The header must name exactly the parameters of the signature, in order, or be left out. The reference reports this as E0012 with the same meaning, and so does this project (E0019 itself is never emitted).",
      help: "List the same parameters in the lambda header as in the signature, or drop the header and write the body directly.",
      template: "the signature declares {expected} parameter(s) but the lambda header has {found}",
      note: "the signature has two parameters, the header only one",
    },
    zh: {
      title: "lambda 参数个数与签名不一致",
      description:
        "一个函数绑定同时有签名和 lambda 参数头，而两者列出的参数个数不同。参数头必须按顺序写出签名中的全部参数，或者干脆省略。参考实现把这种情况报告为含义相同的 E0012，本项目也是如此（从不报告 E0019 本身）。",
      help: "让 lambda 参数头列出与签名相同的参数，或去掉参数头、直接写函数体。",
      template: "签名声明了 {expected} 个参数，而 lambda 参数头有 {found} 个",
      note: "签名有两个参数，参数头只有一个",
    },
  },
  {
    code: "E0020",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: false,
    params: ["position", "expected", "found"],
    related: ["E0012", "E0019"],
    example: `sub: (a: Int, b: Int) -> Int = (b, a) => a - b  // <<note>>`,
    en: {
      title: "Lambda parameter name differs from the signature",
      description:
        "At some position the lambda header names a parameter differently from the function's signature. Parameters are matched by position, so a reordered header would silently swap the arguments; the compiler rejects it instead. The reference reports this as E0012, and so does this project (E0020 itself is never emitted).",
      help: "Use the signature's parameter names, in the same order, in the lambda header.",
      template: "parameter {position} of the lambda is '{found}' but the signature calls it '{expected}'",
      note: "the header swaps `a` and `b`",
    },
    zh: {
      title: "lambda 参数名与签名不一致",
      description:
        "lambda 参数头在某个位置上的参数名与函数签名不同。参数按位置对应，顺序被打乱的参数头会悄悄交换实参，因此编译器会拒绝它。参考实现把这种情况报告为 E0012，本项目也是如此（从不报告 E0020 本身）。",
      help: "在 lambda 参数头中按相同顺序使用签名里的参数名。",
      template: "lambda 的第 {position} 个参数是 '{found}'，而签名中称为 '{expected}'",
      note: "参数头把 `a` 和 `b` 的顺序颠倒了",
    },
  },
  {
    code: "E0021",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: false,
    params: ["token", "context"],
    related: ["E0010"],
    example: `main = {
    for item [1, 2, 3] {  // <<note>>
        println(item)
    }
}`,
    en: {
      title: "Token required after a construct",
      description:
        "A construct is incomplete because a particular token must follow it, for instance `in` after the variable of a `for` loop or `=>` after the pattern of a `match` arm. The reference defines the code but reports these situations as E0010.",
      help: "Add the token named in the message at the indicated place.",
      template: "expected {token} after {context}",
      note: "`in` is missing after the loop variable",
    },
    zh: {
      title: "结构之后缺少必需的记号",
      description:
        "某个结构不完整，因为它后面必须跟一个特定的记号，例如 `for` 循环变量之后的 `in`，或 `match` 分支模式之后的 `=>`。参考实现定义了此代码，但把这些情况报告为 E0010。",
      help: "在指出的位置补上消息中提到的记号。",
      template: "{context} 之后需要 {token}",
      note: "循环变量之后缺少 `in`",
    },
  },
  {
    code: "E0022",
    category: "Parser",
    severity: "error",
    registered: true,
    phase: "parser",
    detectable: "SYN",
    emittedByReference: false,
    params: [],
    related: ["E0012", "E0017"],
    example: `Color: Type = red | green | blue  // <<note>>`,
    en: {
      title: "Enum variants need braces",
      description:
        "A sum type was written with its variants outside braces, e.g. `Color: Type = red | green`. Sum types are records of constructor functions written inside `{ ... }`; the old `|` variant syntax was removed from the language. The reference reports this as E0012, and so does this project: one E0012 over the variants (E0022 itself is never emitted).",
      help: "Write the variants as constructor fields: `Color: Type = { red: () -> Color, green: () -> Color }`.",
      template: "enum variants must be enclosed in braces",
      note: "the variants must be written inside `{ ... }`",
    },
    zh: {
      title: "枚举变体需要花括号",
      description:
        "和类型的变体写在了花括号之外，例如 `Color: Type = red | green`。和类型是由构造函数组成、写在 `{ ... }` 中的记录；旧的 `|` 变体语法已从语言中移除。参考实现把这种情况报告为 E0012，本项目也是如此：在变体上报告一条 E0012（从不报告 E0022 本身）。",
      help: "把变体写成构造函数字段：`Color: Type = { red: () -> Color, green: () -> Color }`。",
      template: "枚举变体必须用花括号括起来",
      note: "变体必须写在 `{ ... }` 之中",
    },
  },
];

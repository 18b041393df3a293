// What the checker's own diagnostics mean (explain_diagnostic explains them
// as it does the compiler's codes): warnings the compiler has no code for.
import { ownCodeLookup, type OwnCodeEntry, type OwnCodeExplanation, type OwnCodeTexts } from "../diagnostics/own-codes.js";
import { CAST_TYPE_CODE } from "./cast-type.js";
import { CHAR_LITERAL_CODE } from "./char-literal.js";
import { INCREMENT_CODE } from "./increment.js";
import { NUMERIC_FIELD_CODE } from "./numeric-field.js";
import { TEXT_PLUS_CODE } from "./operators.js";
import { BRACES_INTERPOLATED_CODE } from "./brace-interpolation.js";
import { READ_IN_PART_CODE } from "./read-in-part.js";
import { UNCLOSED_COMMENT_CODE } from "./unclosed-comment.js";
import { TEXT_INTERPOLATION_CODE } from "./text-interpolations.js";
import { WILDCARD_PATTERN_CODE } from "./wildcard-patterns.js";

type Entry = OwnCodeEntry & { readonly severity: "warning"; readonly example: string; readonly zh: OwnCodeTexts };

export type CheckCodeExplanation = OwnCodeExplanation<"Check", Entry>;

const ENTRIES: Record<string, Entry> = {
  [CAST_TYPE_CODE]: {
    severity: "warning",
    title: "A cast's type takes the operator after it",
    description:
      "In a cast, a type that is a bare name directly followed by an operator takes the operator and its operand into the type (syntax.md §5.6, §6.6): the compiler reads `n as Float / 2.0` as a cast to the constant-expression type `Float / 2.0`, not as `(n as Float) / 2.0`, and accepts it without a word. The tools read the operator outside the cast, as you meant it, so their types differ from the compiler's there.",
    example: "main = {\n    n = 3\n    half = n as Float / 2.0\n}\n",
    help: "Parenthesise the cast: `(n as Float) / 2.0`.",
    zh: {
      title: "类型转换的类型吞掉了其后的运算符",
      description:
        "在类型转换中，若类型是一个紧跟运算符的简单名称，该运算符及其操作数会被并入类型（syntax.md §5.6、§6.6）：编译器把 `n as Float / 2.0` 读作转换到常量表达式类型 `Float / 2.0`，而不是 `(n as Float) / 2.0`，并且不加任何提示地接受。本工具按你的本意把运算符读在转换之外，因此这里的类型与编译器的不同。",
      help: "给转换加括号：`(n as Float) / 2.0`。",
    },
  },
  [CHAR_LITERAL_CODE]: {
    severity: "warning",
    title: "A character literal of several characters",
    description:
      "A character literal holds one character. The compiler accepts one with more (`'Ana'`) without a word and keeps only the first (syntax.md §1.11), so a string written with single quotes, as Python or JavaScript write them, becomes the character `'A'`.",
    example: "main = {\n    name = 'Ana'\n    print(name)\n}\n",
    help: "Write strings with double quotes: `\"Ana\"`.",
    zh: {
      title: "包含多个字符的字符字面量",
      description:
        "字符字面量只包含一个字符。编译器不加任何提示地接受包含多个字符的字面量（`'Ana'`），只保留第一个字符（syntax.md §1.11），所以像 Python 或 JavaScript 那样用单引号写的字符串会变成字符 `'A'`。",
      help: "字符串用双引号书写：`\"Ana\"`。",
    },
  },
  [INCREMENT_CODE]: {
    severity: "warning",
    title: "`i++` is `i + +…`",
    description:
      "YaoXiang has no `++` or `--`, and a prefix operator's operand reads on across lines, so `i++` followed by more code is one expression: `i++` then `print(i)` on the next line is `i + +print(i)`. The compiler accepts it without a word and nothing is incremented.",
    example: "main = {\n    mut i = 0\n    i++\n    print(i)\n}\n",
    help: "Write `i = i + 1` on its own line (with `i` declared `mut`).",
    zh: {
      title: "`i++` 是 `i + +…`",
      description:
        "YaoXiang 没有 `++` 或 `--`，而前缀运算符的操作数会跨行继续读取，所以 `i++` 后面还有代码时，它们是同一个表达式：`i++` 之后下一行是 `print(i)`，读作 `i + +print(i)`。编译器不加任何提示地接受它，而且什么也没有被递增。",
      help: "单独写一行 `i = i + 1`（`i` 须声明为 `mut`）。",
    },
  },
  [NUMERIC_FIELD_CODE]: {
    severity: "warning",
    title: "`t.0` is `t` followed by the float `.0`",
    description:
      "YaoXiang has no numeric field access: `.0` is a float literal, so `lo = pair.0` is two statements, `lo = pair` (the whole tuple, which it moves) and the float `.0` on its own. The compiler accepts it without a word; the errors that follow (a tuple where a number was declared, a value moved away) do not mention `.0`.",
    example: "main = {\n    pair = (3, 4)\n    lo = pair.0\n}\n",
    help: "Index the tuple (`pair[0]`) or destructure it (`(a, b) = pair`).",
    zh: {
      title: "`t.0` 是 `t` 后面跟着浮点数 `.0`",
      description:
        "YaoXiang 没有数字字段访问：`.0` 是浮点字面量，所以 `lo = pair.0` 是两条语句：`lo = pair`（整个元组，并且会移动它）和单独的浮点数 `.0`。编译器不加任何提示地接受它；随后出现的错误（声明为数字的地方出现了元组、值已被移走）都不会提到 `.0`。",
      help: "用下标访问元组（`pair[0]`），或解构它（`(a, b) = pair`）。",
    },
  },
  [READ_IN_PART_CODE]: {
    severity: "warning",
    title: "A statement the parser reads only in part",
    description:
      "The parser could read the statement only in part (parse_source's tree has an ERROR node there), and no syntax error is known for it: the compiler's parser may accept the form (a signature without `->`, `x: Int == 0`, an f-string interpolation that is not an expression), but what it means is not known. Nothing in the statement is type-checked and its names are not symbols for find_references or rename_symbol.",
    example: "add: (a: Int, b: Int) Int = a + b\n",
    help: "If the statement has a mistake, fix it (here: `add: (a: Int, b: Int) -> Int = a + b`); parse_source shows what the parser read.",
    zh: {
      title: "解析器只读懂了一部分的语句",
      description:
        "解析器只能读懂该语句的一部分（parse_source 的语法树在那里有 ERROR 节点），而且没有已知的语法错误与之对应：编译器的解析器可能接受这种写法（没有 `->` 的签名、`x: Int == 0`、不是表达式的 f-string 插值），但它的含义未知。该语句中的任何内容都不做类型检查，其中的名称也不是 find_references 或 rename_symbol 的符号。",
      help: "如果该语句写错了，就修正它（此例中：`add: (a: Int, b: Int) -> Int = a + b`）；parse_source 会显示解析器读到了什么。",
    },
  },
  [UNCLOSED_COMMENT_CODE]: {
    severity: "warning",
    title: "A block comment is never closed",
    description:
      "Block comments nest (`/* a /* b */ c */` is one comment), and one left open runs to the end of the file: everything after its `/*` is comment, not code. The compiler accepts this without a word (syntax.md §1.2), so the declarations after it are silently missing: not checked, not in the outline, not callable.",
    example: "total = 1\n/* the rest is swallowed\nmain = {\n    print(total)\n}\n",
    help: "Close the comment with `*/` where it ends; each `/*` inside it needs its own `*/`.",
    zh: {
      title: "块注释从未闭合",
      description:
        "块注释可以嵌套（`/* a /* b */ c */` 是一个注释），未闭合的注释会一直延续到文件末尾：它的 `/*` 之后的一切都是注释，而不是代码。编译器不加任何提示地接受这种情况（syntax.md §1.2），因此其后的声明会悄无声息地消失：不被检查，不出现在大纲中，也无法调用。",
      help: "在注释结束处用 `*/` 闭合它；注释里的每个 `/*` 都需要各自的 `*/`。",
    },
  },
  [WILDCARD_PATTERN_CODE]: {
    severity: "warning",
    title: "A pattern the compiler reads as `_`",
    description:
      "The compiler reads a match arm's pattern as an expression and converts it (syntax.md §7.2); what it cannot convert becomes `_` without a word: a call whose callee is not a plain name (`(Color.green(v))`), a list, an f-string, a negative number in parentheses (`(-1)`, a unary expression), and any other operation there: `(a + b)`, `(!ok)`, a range `(1..5)`, a cast `(a as Int)`, an index `(xs[0])`, a `?`, a call or a field of a call's result `(g(1)(2))`. Such an arm matches every value and binds nothing: the arms after it never run, and a name it seems to bind is undefined in its body.",
    example: "Color: Type = { red: () -> Color, green: (v: Int) -> Color }\nshade = (c: Color) => match c {\n    (Color.green(v)) => v\n    _ => 0\n}\n",
    help: "Name a variant alone, `(green(v))`; test lists, f-strings, negative numbers and the values of operations with `==` in an `if`.",
    zh: {
      title: "编译器读作 `_` 的模式",
      description:
        "编译器把 match 分支的模式当作表达式读入再转换（syntax.md §7.2）；无法转换的会不加提示地变成 `_`：被调用者不是简单名称的调用（`(Color.green(v))`）、列表、f-string、括号中的负数（`(-1)`，一个一元表达式），以及括号中的其他运算：`(a + b)`、`(!ok)`、范围 `(1..5)`、类型转换 `(a as Int)`、索引 `(xs[0])`、`?`、对调用结果的调用或字段访问 `(g(1)(2))`。这样的分支匹配所有值且不绑定任何名称：其后的分支永远不会执行，看似由它绑定的名称在分支体中未定义。",
      help: "只写变体名，`(green(v))`；列表、f-string 和负数请在 `if` 中用 `==` 比较。",
    },
  },
  [BRACES_INTERPOLATED_CODE]: {
    severity: "warning",
    title: "`{{…}}` in an f-string is an interpolation to the compiler",
    description:
      "The f-string RFC means `{{` and `}}` as literal braces (syntax.md §1.12), and editors show them so, but the compiler's lexer turns `{{` into `{` before it splits the string into text and interpolations: `f\"{{name}}\"` interpolates `name` and prints its value, not the text `{name}`. With `name` bound, the compiler accepts it without a word (with `name` unbound, it is E1001).",
    example: "main = {\n    name = \"Ada\"\n    println(f\"{{name}}\")\n}\n",
    help: "To print the value, write `{name}`; to print braces, bind them to names (`open = \"{\"`, `close = \"}\"`) and interpolate those: `f\"{open}name{close}\"`.",
    zh: {
      title: "f-string 中的 `{{…}}` 在编译器看来是插值",
      description:
        "f-string 的 RFC 把 `{{` 和 `}}` 定为字面花括号（syntax.md §1.12），编辑器也这样显示；但编译器的词法分析器在把字符串拆分为文本和插值之前，先把 `{{` 变成 `{`：`f\"{{name}}\"` 会插入 `name` 并打印它的值，而不是文本 `{name}`。`name` 已绑定时，编译器不加任何提示地接受（`name` 未绑定时为 E1001）。",
      help: "要打印值，写 `{name}`；要打印花括号，先把它们绑定到名称（`open = \"{\"`，`close = \"}\"`）再插入：`f\"{open}name{close}\"`。",
    },
  },
  [TEXT_PLUS_CODE]: {
    severity: "warning",
    title: "`+` of text and a number",
    description:
      "`+` joins two Strings (and two Lists) and adds two numbers; it converts nothing to text (diagnostics.md §6.5). `\"total: \" + n` with an Int `n`, as JavaScript or Java write it, has no type for the compiler, which accepts it without a word, so the mistake shows only later, if at all.",
    example: "main = {\n    n = 3\n    print(\"total: \" + n)\n}\n",
    help: "Build the text with an f-string: `f\"total: {n}\"`.",
    zh: {
      title: "文本与数字的 `+`",
      description:
        "`+` 连接两个 String（以及两个 List），或把两个数字相加；它不会把任何值转换为文本（diagnostics.md §6.5）。像 JavaScript 或 Java 那样写 `\"total: \" + n`（`n` 为 Int）时，编译器给它的类型未知，并且不加任何提示地接受，所以错误要到后面才会显现，甚至根本不显现。",
      help: "用 f-string 构造文本：`f\"total: {n}\"`。",
    },
  },
  [TEXT_INTERPOLATION_CODE]: {
    severity: "warning",
    title: "An interpolation the compiler keeps as text",
    description:
      "The compiler lexes each f-string interpolation on its own and keeps one it cannot lex as literal text (syntax.md §1.12). YaoXiang has no `&&` or `||` (it writes `and` and `or`), so `f\"{a && b}\"` is the text `{a && b}`: the program compiles, but the string shows the braces and the code as written, and nothing in them is checked. Its lexer also counts the braces of string and char literals inside an interpolation, so `f\"{add(n, '}')}\"` ends at the `}` in the char literal (the rest is text), and `f\"{s + \"{\"}\"` does not end at its `}` at all.",
    example: "main = {\n    ready = true\n    print(f\"{ready && ready}\")\n}\n",
    help: "Write `and` for `&&` and `or` for `||`; keep braces out of literals inside an interpolation (bind the value to a name first and interpolate the name).",
    zh: {
      title: "编译器当作文本保留的插值",
      description:
        "编译器单独对每个 f-string 插值做词法分析，无法分析的插值会原样保留为文本（syntax.md §1.12）。YaoXiang 没有 `&&` 或 `||`（写作 `and` 和 `or`），所以 `f\"{a && b}\"` 就是文本 `{a && b}`：程序能编译，但字符串会原样显示花括号和其中的代码，其中的内容也不做任何检查。它的词法分析器也会计算插值内字符串和字符字面量中的花括号，所以 `f\"{add(n, '}')}\"` 在字符字面量中的 `}` 处结束（其余部分是文本），而 `f\"{s + \"{\"}\"` 根本不会在它的 `}` 处结束。",
      help: "用 `and` 代替 `&&`，用 `or` 代替 `||`；不要在插值内的字面量中写花括号（先把值绑定到一个名字，再插值这个名字）。",
    },
  },
};

/** The codes the table explains. */
export const checkCodes = (): string[] => Object.keys(ENTRIES);

/** The explanation of a checker code, or undefined. Case-insensitive. */
export const explainCheckCode: (code: string) => CheckCodeExplanation | undefined = ownCodeLookup("Check", ENTRIES);

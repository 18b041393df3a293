// E6xxx: failures of the interpreter while a program runs.
import type { CodeDefinition } from "../types.js";

export const RUNTIME_CODES: readonly CodeDefinition[] = [
  {
    code: "E6001",
    category: "Runtime",
    severity: "error",
    registered: true,
    phase: "runtime",
    detectable: "N/A",
    emittedByReference: true,
    params: ["expr"],
    related: ["E4010"],
    example: `main = {
    d = 0
    q = 10 / d  // <<note>>
}`,
    en: {
      title: "Division by zero",
      description:
        "An integer division or remainder had a zero divisor while the program was running. The value of the divisor is usually only known at run time, so the compiler cannot catch it in advance.",
      help: "Check the divisor before dividing, e.g. `if d != 0 { q = 10 / d }`.",
      template: "division by zero in {expr}",
      note: "`d` is 0 when this line runs",
    },
    zh: {
      title: "除以零",
      description:
        "程序运行时，整数除法或取余运算的除数为零。除数的值通常只有在运行时才知道，因此编译器无法提前发现。",
      help: "在除法之前检查除数，例如 `if d != 0 { q = 10 / d }`。",
      template: "{expr} 中除以零",
      note: "执行这一行时 `d` 为 0",
    },
  },
  {
    code: "E6002",
    category: "Runtime",
    severity: "error",
    registered: true,
    phase: "runtime",
    detectable: "N/A",
    emittedByReference: false,
    params: ["location"],
    related: ["E2027"],
    example: `main = {
    p = 0 as *Int
    v = unsafe { *p }  // <<note>>
}`,
    en: {
      title: "Null pointer dereference",
      description:
        "A raw pointer with the address zero was dereferenced inside `unsafe` code. Raw pointers are not checked by the ownership rules, so nothing prevents this at compile time. The reference defines the code but does not produce it.",
      help: "Avoid raw pointers where borrows suffice; otherwise check the pointer before dereferencing it.",
      template: "null pointer dereference at {location}",
      note: "`p` is a null pointer",
    },
    zh: {
      title: "空指针解引用",
      description:
        "在 `unsafe` 代码中对地址为零的裸指针进行了解引用。所有权规则不检查裸指针，因此编译期无法阻止这种情况。参考实现定义了此代码但不会产生它。",
      help: "能用借用时就不要用裸指针；否则在解引用之前先检查指针。",
      template: "在 {location} 处解引用空指针",
      note: "`p` 是空指针",
    },
  },
  {
    code: "E6003",
    category: "Runtime",
    severity: "error",
    registered: true,
    phase: "runtime",
    detectable: "N/A",
    emittedByReference: false,
    params: ["max", "index"],
    related: ["E1041", "E6007"],
    example: `main = {
    xs = [1, 2, 3]
    v = xs[5]  // <<note>>
}`,
    en: {
      title: "Index out of range",
      description:
        "A list or string was indexed at run time with a position outside its bounds. Unlike tuples, lists can change length, so their indexes are checked only while the program runs. The reference currently reports this as the generic runtime error E6007.",
      help: "Check the index against `len(xs)` first, or use a safe accessor such as `get`.",
      template: "index {index} is out of range (length {max})",
      note: "the list has only three elements",
    },
    zh: {
      title: "下标越界",
      description:
        "运行时用超出范围的位置对列表或字符串进行了索引。与元组不同，列表的长度可以变化，所以它们的下标只在程序运行时检查。参考实现目前把这种情况报告为通用运行时错误 E6007。",
      help: "先用 `len(xs)` 检查下标，或使用 `get` 等安全的访问函数。",
      template: "下标 {index} 越界（长度为 {max}）",
      note: "这个列表只有三个元素",
    },
  },
  {
    code: "E6004",
    category: "Runtime",
    severity: "error",
    registered: true,
    phase: "runtime",
    detectable: "N/A",
    emittedByReference: true,
    params: ["limit"],
    related: ["E4016", "E4012"],
    example: `depth: (n: Int) -> Int = (n) => if n == 0 { 0 } else { 1 + depth(n - 1) }
main = {
    r = depth(10000000)  // <<note>>
}`,
    en: {
      title: "Stack overflow",
      description:
        "The depth of nested function calls exceeded the interpreter's limit, typically through unbounded or very deep recursion. The reference reports the limit as 0 in its message.",
      help: "Give the recursion a reachable base case, or rewrite deep recursion as a loop.",
      template: "call depth exceeded the stack limit of {limit}",
      note: "ten million nested calls exceed the call-depth limit",
    },
    zh: {
      title: "栈溢出",
      description:
        "嵌套函数调用的深度超过了解释器的上限，通常是由于无界或极深的递归。参考实现在消息中把上限报告为 0。",
      help: "为递归提供可达的基本情况，或把深度递归改写为循环。",
      template: "调用深度超过了栈上限 {limit}",
      note: "一千万层嵌套调用超过了调用深度上限",
    },
  },
  {
    code: "E6005",
    category: "Runtime",
    severity: "error",
    registered: true,
    phase: "runtime",
    detectable: "N/A",
    emittedByReference: false,
    params: ["condition"],
    related: ["E6007", "E1062"],
    example: `use std.assert
main = {
    assert.assert(1 + 1 == 3, "arithmetic is broken")  // <<note>>
}`,
    en: {
      title: "Assertion failed",
      description:
        "A call to `assert` (or `assert_eq` and its relatives) found its condition false while the program ran. Assertions are run-time checks even when the condition is a constant. The reference currently reports failed assertions as the generic E6007.",
      help: "Fix the code that produced the unexpected value, or correct the assertion if its expectation is wrong.",
      template: "assertion failed: {condition}",
      note: "the condition is false when the program runs",
    },
    zh: {
      title: "断言失败",
      description:
        "程序运行时，对 `assert`（或 `assert_eq` 等）的调用发现其条件为假。即使条件是常量，断言也是运行时检查。参考实现目前把断言失败报告为通用的 E6007。",
      help: "修正产生了意外值的代码；如果断言本身的预期有误，则修正断言。",
      template: "断言失败：{condition}",
      note: "程序运行时该条件为假",
    },
  },
  {
    code: "E6006",
    category: "Runtime",
    severity: "error",
    registered: true,
    phase: "runtime",
    detectable: "N/A",
    emittedByReference: true,
    params: ["func"],
    related: ["E3013", "E1001"],
    example: `external: (n: Int) -> Int
main = {
    r = external(1)  // <<note>>
}`,
    en: {
      title: "Function missing at run time",
      description:
        "The program called a function that has no body at run time, for example one that was declared with a signature but never given a value. The type checker only sees the signature, so the call looks valid until it is executed.",
      help: "Give the function a body (`= (n) => ...`) or bind it to a native implementation.",
      template: "function '{func}' does not exist at run time",
      note: "`external` was declared but never defined",
    },
    zh: {
      title: "运行时缺少函数",
      description:
        "程序调用了一个在运行时没有函数体的函数，例如只声明了签名却从未赋值的函数。类型检查器只看到签名，因此该调用在真正执行之前看起来都是有效的。",
      help: "为函数提供函数体（`= (n) => ...`），或把它绑定到一个原生实现。",
      template: "函数 '{func}' 在运行时不存在",
      note: "`external` 只有声明，从未定义",
    },
  },
  {
    code: "E6007",
    category: "Runtime",
    severity: "error",
    registered: true,
    phase: "runtime",
    detectable: "N/A",
    emittedByReference: true,
    params: ["message"],
    related: ["E6003", "E6005"],
    example: `use std.result
main = {
    n = parse_int("abc")
    v = result.unwrap(n)  // <<note>>
}`,
    en: {
      title: "Runtime error",
      description:
        "A run-time failure without a more specific code; the message describes it. The reference also uses it for failed assertions and out-of-range indexes, and the program stops with exit code 1.",
      help: "Read the message; handle the failing case explicitly, e.g. check a `Result` with `is_ok` before unwrapping it.",
      template: "runtime error: {message}",
      note: "`n` holds an error, so unwrapping it fails",
    },
    zh: {
      title: "运行时错误",
      description:
        "没有更具体代码的运行时失败，由消息说明具体情况。参考实现也用它报告断言失败和下标越界，程序会以退出码 1 终止。",
      help: "阅读消息，并显式处理失败的情况，例如在取出 `Result` 的值之前先用 `is_ok` 检查。",
      template: "运行时错误：{message}",
      note: "`n` 中是一个错误，取值会失败",
    },
  },
];

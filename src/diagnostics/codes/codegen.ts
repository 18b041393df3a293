// E3xxx: back end (E300x IR generation, E301x bytecode generation).
import type { CodeDefinition } from "../types.js";

export const CODEGEN_CODES: readonly CodeDefinition[] = [
  {
    code: "E3001",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["expr_type"],
    related: ["E3010"],
    example: `main = {
    squares = [n * n for n in 0..4]  // <<note>>
}`,
    en: {
      title: "Unsupported expression in IR generation",
      description:
        "The generator of the intermediate representation met an expression kind it has no translation for. The program already passed the type checker, so this is a limitation of the compiler back end rather than a mistake in the program. The reference never reports it today.",
      help: "Rewrite the expression with simpler constructs (for example a loop instead of a comprehension) and report the case to the compiler developers.",
      template: "IR generation does not support {expr_type} expressions",
      note: "an expression kind without an IR translation would be named here",
    },
    zh: {
      title: "IR 生成不支持的表达式",
      description:
        "中间表示（IR）生成器遇到了一种它无法翻译的表达式。程序已经通过了类型检查，所以这是编译器后端的限制，而不是程序本身的错误。参考实现目前从不报告它。",
      help: "用更简单的结构改写该表达式（例如用循环代替列表推导式），并把这种情况报告给编译器开发者。",
      template: "IR 生成不支持 {expr_type} 表达式",
      note: "没有 IR 翻译的表达式种类会在这里被指出",
    },
  },
  {
    code: "E3002",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["stmt_type"],
    related: ["E3011"],
    example: `main = {
    lo, hi = (1, 9)  // <<note>>
}`,
    en: {
      title: "Unsupported statement in IR generation",
      description:
        "The IR generator met a statement kind it cannot translate. Like E3001 this is a back-end limitation that appears only after type checking succeeded; the reference never reports it today.",
      help: "Express the statement differently (e.g. bind the tuple first and index it) and report the case to the compiler developers.",
      template: "IR generation does not support {stmt_type} statements",
      note: "a statement kind without an IR translation would be named here",
    },
    zh: {
      title: "IR 生成不支持的语句",
      description:
        "IR 生成器遇到了一种它无法翻译的语句。与 E3001 一样，这是只会在类型检查通过之后出现的后端限制；参考实现目前从不报告它。",
      help: "换一种方式表达该语句（例如先绑定元组再按下标取值），并把这种情况报告给编译器开发者。",
      template: "IR 生成不支持 {stmt_type} 语句",
      note: "没有 IR 翻译的语句种类会在这里被指出",
    },
  },
  {
    code: "E3003",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["reason"],
    related: ["E3017"],
    example: `main = {
    x = void + 1  // <<note>>
}`,
    en: {
      title: "Invalid operand in IR generation",
      description:
        "While translating an expression to IR, the generator received an operand it cannot use, for instance a value of type `Void` in arithmetic. Normally the type checker rejects such code first, so this indicates a gap between checker and back end. The reference never reports it today.",
      help: "Make sure every operand has a real value and a supported type; report the case if the checker accepted it.",
      template: "invalid operand in IR generation: {reason}",
      note: "`void` has no value that arithmetic could use",
    },
    zh: {
      title: "IR 生成中的无效操作数",
      description:
        "在把表达式翻译成 IR 时，生成器收到了一个无法使用的操作数，例如参与算术运算的 `Void` 类型的值。通常类型检查器会先拒绝这样的代码，所以它表明检查器与后端之间存在缺口。参考实现目前从不报告它。",
      help: "确保每个操作数都有真实的值和受支持的类型；如果检查器接受了这段代码，请报告此情况。",
      template: "IR 生成中的无效操作数：{reason}",
      note: "`void` 没有可供算术运算使用的值",
    },
  },
  {
    code: "E3004",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["iter_type"],
    example: `main = {
    n = 5
    for i in n {  // <<note>>
        println(i)
    }
}`,
    en: {
      title: "Value is not iterable",
      description:
        "A `for` loop iterates over a value that cannot be iterated, such as a number. Loops run over lists, ranges and other collections. The reference detects this while generating IR, so `yaoxiang check` and `run` report it even though it is really a type problem; `typecheck` reports it where the value's type is known to be a number, Bool, Char or Void.",
      help: "Iterate over a list or a range, e.g. `for i in 0..n { ... }`.",
      template: "cannot iterate over a value of type {iter_type}",
      note: "`n` is an Int; write `0..n` to loop n times",
    },
    zh: {
      title: "值不可迭代",
      description:
        "`for` 循环遍历了一个无法迭代的值，例如一个数字。循环只能遍历列表、区间和其他集合。参考实现在生成 IR 时才发现这个问题，所以尽管它本质上是类型问题，`yaoxiang check` 和 `run` 也会报告它；当值的类型确定是数字、Bool、Char 或 Void 时，`typecheck` 也会报告它。",
      help: "遍历列表或区间，例如 `for i in 0..n { ... }`。",
      template: "不能遍历类型为 {iter_type} 的值",
      note: "`n` 是 Int；要循环 n 次请写 `0..n`",
    },
  },
  {
    code: "E3005",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: true,
    params: ["message"],
    example: `identity: (T: Type) -> (x: T) -> T = (x) => x
main = {
    f = identity  // <<note>>
}`,
    en: {
      title: "IR generation failed",
      description:
        "A general failure during IR generation or monomorphisation, the step that creates a concrete copy of each generic function for the types it is used with. The message carries the reason. `check` and `run` report it like a type error.",
      help: "Read the reason in the message; often calling a generic function directly, with arguments that fix its type parameters, avoids the problem.",
      template: "IR generation failed: {message}",
      note: "a generic function used as a value has no concrete type to specialise for",
    },
    zh: {
      title: "IR 生成失败",
      description:
        "IR 生成或单态化过程中的一般性失败；单态化是为泛型函数的每种使用类型生成一份具体副本的步骤。消息中包含失败原因。`check` 和 `run` 会像报告类型错误一样报告它。",
      help: "阅读消息中的原因；通常直接调用泛型函数、让实参确定其类型参数就能避免这个问题。",
      template: "IR 生成失败：{message}",
      note: "作为值使用的泛型函数没有可供特化的具体类型",
    },
  },
  {
    code: "E3010",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["expr_type"],
    related: ["E3001"],
    example: `main = {
    pi = 3.14159
    s = f"{pi:.2f}"  // <<note>>
}`,
    en: {
      title: "Unsupported expression in bytecode generation",
      description:
        "The bytecode generator, which turns IR into instructions for the virtual machine, met an expression it has no instruction sequence for. It is a back-end limitation that shows up only after type checking; the reference never reports it today.",
      help: "Rewrite the expression with simpler constructs and report the case to the compiler developers.",
      template: "bytecode generation does not support {expr_type} expressions",
      note: "an expression kind the bytecode generator cannot emit would be named here",
    },
    zh: {
      title: "字节码生成不支持的表达式",
      description:
        "字节码生成器负责把 IR 翻译成虚拟机指令，它遇到了一个没有对应指令序列的表达式。这是只会在类型检查之后出现的后端限制；参考实现目前从不报告它。",
      help: "用更简单的结构改写该表达式，并把这种情况报告给编译器开发者。",
      template: "字节码生成不支持 {expr_type} 表达式",
      note: "字节码生成器无法生成的表达式种类会在这里被指出",
    },
  },
  {
    code: "E3011",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["stmt_type"],
    related: ["E3002"],
    example: `main = {
    doubled = spawn for u in [1, 2] {  // <<note>>
        u * 2
    }
}`,
    en: {
      title: "Unsupported statement in bytecode generation",
      description:
        "The bytecode generator met a statement kind it cannot emit instructions for. It is a back-end limitation that shows up only after type checking; the reference never reports it today.",
      help: "Express the statement with other constructs (e.g. a plain `for` loop) and report the case to the compiler developers.",
      template: "bytecode generation does not support {stmt_type} statements",
      note: "a statement kind the bytecode generator cannot emit would be named here",
    },
    zh: {
      title: "字节码生成不支持的语句",
      description:
        "字节码生成器遇到了一种无法为其生成指令的语句。这是只会在类型检查之后出现的后端限制；参考实现目前从不报告它。",
      help: "用其他结构表达该语句（例如普通的 `for` 循环），并把这种情况报告给编译器开发者。",
      template: "字节码生成不支持 {stmt_type} 语句",
      note: "字节码生成器无法生成的语句种类会在这里被指出",
    },
  },
  {
    code: "E3012",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["call_type"],
    example: `adder = (a) => (b) => a + b
main = {
    n = adder(1)(2)  // <<note>>
}`,
    en: {
      title: "Unsupported call form in bytecode generation",
      description:
        "The bytecode generator cannot emit a call of this shape, for example calling the result of another call directly. The program is well typed; the limitation lies in the back end. The reference never reports it today.",
      help: "Bind the intermediate function to a name first (`add1 = adder(1)`, then `add1(2)`), and report the case.",
      template: "bytecode generation does not support {call_type} calls",
      note: "calling the result of a call directly",
    },
    zh: {
      title: "字节码生成不支持的调用形式",
      description:
        "字节码生成器无法为这种形式的调用生成代码，例如直接调用另一次调用的结果。程序的类型是正确的，限制在于后端。参考实现目前从不报告它。",
      help: "先把中间函数绑定到一个名称（`add1 = adder(1)`，再写 `add1(2)`），并报告此情况。",
      template: "字节码生成不支持 {call_type} 调用",
      note: "直接调用另一次调用的结果",
    },
  },
  {
    code: "E3013",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["name"],
    related: ["E6006"],
    example: `main = {
    hook = Native.rs("no_such_symbol")  // <<note>>
}`,
    en: {
      title: "Symbol not found during bytecode generation",
      description:
        "The bytecode generator could not find a symbol it needs to emit a reference to, for instance a native function that is not part of the runtime. The type checker could not know this because native bindings are resolved late. The reference never reports it today.",
      help: "Check the name of the native or external symbol, or use a standard-library function instead.",
      template: "symbol '{name}' not found during code generation",
      note: "the runtime has no native symbol of this name",
    },
    zh: {
      title: "字节码生成时找不到符号",
      description:
        "字节码生成器找不到它需要引用的符号，例如一个不属于运行时的原生函数。由于原生绑定解析得很晚，类型检查器无法知道这一点。参考实现目前从不报告它。",
      help: "检查原生或外部符号的名称，或改用标准库函数。",
      template: "代码生成时找不到符号 '{name}'",
      note: "运行时中没有这个名称的原生符号",
    },
  },
  {
    code: "E3014",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: true,
    params: ["id", "limit"],
    example: `main = {
    total = 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10  // <<note>>
}`,
    en: {
      title: "Too many registers",
      description:
        "A function needs more virtual-machine registers than the VM supports, usually because it holds a very large number of local values or an extremely long expression. The reference reports it only when running a program, as raw debug text.",
      help: "Split the function into smaller functions, or keep many values in a list instead of separate variables.",
      template: "register {id} exceeds the VM limit of {limit}",
      note: "thousands of such terms in one function would each need a register",
    },
    zh: {
      title: "寄存器过多",
      description:
        "某个函数需要的虚拟机寄存器超过了虚拟机支持的数量，通常是因为它包含极多的局部值或极长的表达式。参考实现只在运行程序时以原始调试文本的形式报告它。",
      help: "把函数拆分成更小的函数，或者把大量的值放进列表，而不是分别放在各自的变量中。",
      template: "寄存器 {id} 超出了虚拟机上限 {limit}",
      note: "一个函数里有成千上万个这样的项时，每一项都需要一个寄存器",
    },
  },
  {
    code: "E3015",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "SYN",
    emittedByReference: false,
    params: ["reason"],
    example: `limit = () => 10
main = {
    limit() = 20  // <<note>>
}`,
    en: {
      title: "Assignment target is not assignable",
      description:
        "The left side of an assignment is not a place that can hold a value: assignments can target names, fields (`p.x`) and indexed elements (`xs[0]`), but not calls or other expressions. The parser accepts any expression as a target, so the problem surfaces in code generation. The reference never reports it today.",
      help: "Assign to a variable, a field or an element instead.",
      template: "invalid assignment target: {reason}",
      note: "the result of a call cannot be assigned to",
    },
    zh: {
      title: "赋值目标不可赋值",
      description:
        "赋值的左侧不是能存放值的位置：赋值的目标可以是名称、字段（`p.x`）和下标元素（`xs[0]`），但不能是调用或其他表达式。解析器接受任何表达式作为目标，所以问题在代码生成时才暴露出来。参考实现目前从不报告它。",
      help: "改为给变量、字段或元素赋值。",
      template: "无效的赋值目标：{reason}",
      note: "不能给调用的结果赋值",
    },
  },
  {
    code: "E3016",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["expected", "found"],
    related: ["E1002"],
    example: `main = {
    x = if true { 1 } else { "one" }  // <<note>>
}`,
    en: {
      title: "Type mismatch found during code generation",
      description:
        "The code generator needed a single concrete type but found two different ones, for example the two branches of an `if` used as a value. The type checker is lenient about such branch values, so the mismatch can surface this late. The reference never reports it today.",
      help: "Make both branches produce the same type, or convert one of them.",
      template: "code generation expected {expected} but found {found}",
      note: "one branch yields an Int, the other a String",
    },
    zh: {
      title: "代码生成时发现类型不匹配",
      description:
        "代码生成器需要单一的具体类型，却遇到了两个不同的类型，例如作为值使用的 `if` 的两个分支。类型检查器对这类分支值比较宽松，所以不匹配可能到这么晚才暴露。参考实现目前从不报告它。",
      help: "让两个分支产生相同的类型，或对其中一个进行转换。",
      template: "代码生成需要 {expected}，却发现 {found}",
      note: "一个分支产生 Int，另一个产生 String",
    },
  },
  {
    code: "E3017",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: true,
    params: ["reason"],
    related: ["E3003"],
    example: `main = {
    xs = [1, 2]
    ys = xs * 2  // <<note>>
}`,
    en: {
      title: "Invalid operand during code generation",
      description:
        "The bytecode generator has no instruction for the operands it was given, such as multiplying a list by a number. The type checker lets unsupported arithmetic through with an unknown type, so the problem appears here. The reference reports it only when running a program, as raw debug text.",
      help: "Use operands the operator supports, or a standard function that does what you mean.",
      template: "invalid operand during code generation: {reason}",
      note: "there is no instruction for multiplying a list",
    },
    zh: {
      title: "代码生成中的无效操作数",
      description:
        "字节码生成器没有适用于所给操作数的指令，例如把列表乘以一个数字。类型检查器会让不受支持的算术运算以未知类型通过，因此问题在这里出现。参考实现只在运行程序时以原始调试文本的形式报告它。",
      help: "使用该运算符支持的操作数，或改用能实现你意图的标准函数。",
      template: "代码生成中的无效操作数：{reason}",
      note: "没有把列表相乘的指令",
    },
  },
  {
    code: "E3018",
    category: "Codegen",
    severity: "error",
    registered: true,
    phase: "codegen",
    detectable: "N/A",
    emittedByReference: false,
    params: ["message"],
    example: `main = {
    table = {"a": 1, "b": 2}
    v = table["c"]  // <<note>>
}`,
    en: {
      title: "Translation step failed",
      description:
        "A step of the translation to bytecode failed for a reason given in the message. It is a catch-all of the bytecode generator for failures that have no specific code. The reference never reports it today.",
      help: "Read the reason in the message; simplify the construct it names and report the case to the compiler developers.",
      template: "translation failed: {message}",
      note: "a failure while translating this line would carry its reason here",
    },
    zh: {
      title: "翻译步骤失败",
      description:
        "向字节码翻译的某个步骤失败了，失败原因在消息中给出。这是字节码生成器针对没有专门代码的失败所使用的兜底代码。参考实现目前从不报告它。",
      help: "阅读消息中的原因，简化其中提到的结构，并把这种情况报告给编译器开发者。",
      template: "翻译失败：{message}",
      note: "翻译这一行时的失败原因会在这里给出",
    },
  },
];

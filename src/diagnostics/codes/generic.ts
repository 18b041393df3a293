// E4xxx: interfaces/traits, compile-time evaluation, termination and refinement proofs.
import type { CodeDefinition } from "../types.js";

export const GENERIC_CODES: readonly CodeDefinition[] = [
  {
    code: "E4001",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "generics",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["type", "trait"],
    related: ["E4003", "E1055"],
    example: `Printable: Type = { show: (self: &Printable) -> String }
describe: (T: Printable) -> (x: T) -> String = (x) => x.show()
main = {
    s = describe(42)  // <<note>>
}`,
    en: {
      title: "Type does not satisfy a required interface",
      description:
        "A generic function or type requires its type parameter to implement an interface, as in `(T: Printable) -> ...`, and the type supplied at this use does not implement it. The reference has a helper for this check but nothing calls it, so the code is not emitted today.",
      help: "Pass a value of a type that lists the interface in its definition, or add the interface and its methods to your record type.",
      template: "type {type} does not implement {trait}",
      note: "Int does not implement `Printable`",
    },
    zh: {
      title: "类型不满足所需的接口约束",
      description:
        "泛型函数或类型要求其类型参数实现某个接口，例如 `(T: Printable) -> ...`，而此处提供的类型并没有实现它。参考实现有用于此检查的辅助函数，但没有任何地方调用它，所以目前不会报告此代码。",
      help: "传入在定义中列出了该接口的类型的值，或为你的记录类型加上该接口及其方法。",
      template: "类型 {type} 没有实现 {trait}",
      note: "Int 没有实现 `Printable`",
    },
  },
  {
    code: "E4002",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "generics",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["trait"],
    related: ["E1003"],
    example: `largest: (T: Comparable) -> (a: T, b: T) -> T = (a, b) => a  // <<note>>`,
    en: {
      title: "Unknown interface",
      description:
        "A constraint names an interface (trait) that is neither built in (`Clone`, `Dup`, `Equal`, `Debug`, `Iterator`, `Resource`) nor declared in the program. A bound that cannot be resolved cannot be checked. The reference does not emit this code.",
      help: "Check the spelling, declare the interface as a record of function fields, or use one of the built-in interfaces.",
      template: "unknown interface '{trait}'",
      note: "`Comparable` is not a known interface",
    },
    zh: {
      title: "未知的接口",
      description:
        "约束中引用的接口（trait）既不是内置接口（`Clone`、`Dup`、`Equal`、`Debug`、`Iterator`、`Resource`），也没有在程序中声明。无法解析的约束也就无法检查。参考实现不会报告此代码。",
      help: "检查拼写，把该接口声明为由函数字段组成的记录，或使用某个内置接口。",
      template: "未知的接口 '{trait}'",
      note: "`Comparable` 不是已知的接口",
    },
  },
  {
    code: "E4003",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "generics",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["trait", "type"],
    related: ["E4001"],
    example: `Shape: Type = { area: (self: &Shape) -> Float }
Square: Type = { side: Float, Shape }  // <<note>>`,
    en: {
      title: "Interface implementation is incomplete",
      description:
        "A record type lists an interface in its body but does not provide everything the interface requires, for example one of its methods. Values of the type could then not be used wherever the interface is expected. The reference does not emit this code.",
      help: "Add the missing methods, e.g. `Square.area: (self: &Square) -> Float = ...`, or remove the interface from the record body.",
      template: "{type} lists {trait} but does not implement all of it",
      note: "`Square` lists `Shape` but defines no `area`",
    },
    zh: {
      title: "接口实现不完整",
      description:
        "记录类型在其定义体中列出了某个接口，却没有提供该接口要求的全部内容，例如缺少某个方法。这样该类型的值就不能用在需要该接口的地方。参考实现不会报告此代码。",
      help: "补上缺失的方法，例如 `Square.area: (self: &Square) -> Float = ...`，或从记录定义中去掉该接口。",
      template: "{type} 列出了 {trait}，但没有完整实现它",
      note: "`Square` 列出了 `Shape`，却没有定义 `area`",
    },
  },
  {
    code: "E4004",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "generics",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["trait"],
    example: `Show: Type = { show: (self: &Show) -> String }
Pt: Type = { x: Int, Show }
Pt.show: (self: &Pt) -> String = (self) => "point"
Pt.show: (self: &Pt) -> String = (self) => "pt"  // <<note>>`,
    en: {
      title: "Conflicting interface implementations",
      description:
        "The same interface is implemented twice for one type, so it is ambiguous which implementation a call should use. The reference does not emit this code; it treats repeated bindings of one name as overloads.",
      help: "Keep a single implementation and delete or rename the other.",
      template: "conflicting implementations of {trait}",
      note: "`show` is implemented a second time for `Pt`",
    },
    zh: {
      title: "接口实现冲突",
      description:
        "同一个接口为同一类型实现了两次，于是调用时应使用哪个实现变得不明确。参考实现不会报告此代码，它把同名的重复绑定当作重载处理。",
      help: "只保留一个实现，删除或重命名另一个。",
      template: "{trait} 的实现相互冲突",
      note: "为 `Pt` 第二次实现了 `show`",
    },
  },
  {
    code: "E4005",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "generics",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["assoc_type", "container"],
    example: `Iter: Type = { next: (self: &mut Iter) -> Int }
Counter: Type = { n: Int, Iter }
peek: (c: &Counter) -> Elem(Counter) = (c) => c.n  // <<note>>`,
    en: {
      title: "Associated type not found",
      description:
        "A type refers to an associated type of an interface or record that does not declare it. YaoXiang has no dedicated syntax for associated types yet, and the reference does not emit this code.",
      help: "Use a concrete type, or add a type parameter to the generic definition instead of relying on an associated type.",
      template: "associated type '{assoc_type}' not found in {container}",
      note: "`Counter` declares no associated type `Elem`",
    },
    zh: {
      title: "找不到关联类型",
      description:
        "某个类型引用了接口或记录的关联类型，但它们并没有声明该关联类型。爻象目前还没有关联类型的专门语法，参考实现也不会报告此代码。",
      help: "使用具体类型，或为泛型定义增加一个类型参数，而不是依赖关联类型。",
      template: "在 {container} 中找不到关联类型 '{assoc_type}'",
      note: "`Counter` 没有声明关联类型 `Elem`",
    },
  },
  {
    code: "E4010",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "const-eval",
    detectable: "CONST",
    emittedByReference: "internal",
    params: [],
    related: ["E4014", "E6001"],
    example: `Ratio: (N: Int, D: Int) -> Type = { _ok: Assert(N / D > 1), rows: Array(Int, N) }
main = {
    r = Ratio(10, 0)  // <<note>>
}`,
    en: {
      title: "Division by zero in a constant expression",
      description:
        "A compile-time constant expression, such as the predicate of an `Assert(...)` constraint, divides by zero for the given constants. The reference's evaluator produces this error internally, but its callers turn it into an 'unprovable' result and drop it.",
      help: "Guard the divisor in the constraint (e.g. `Assert(N > 0)` as its own field) or pass a non-zero constant.",
      template: "division by zero in a constant expression",
      note: "`N / D` divides by zero for D = 0",
    },
    zh: {
      title: "常量表达式中除以零",
      description:
        "编译期常量表达式（例如 `Assert(...)` 约束中的谓词）在给定常量下出现了除以零。参考实现的求值器在内部产生这个错误，但调用方会把它转成“无法证明”的结果并丢弃。",
      help: "在约束中保护除数（例如单独加一个 `Assert(N > 0)` 字段），或传入非零常量。",
      template: "常量表达式中除以零",
      note: "D = 0 时 `N / D` 除以零",
    },
  },
  {
    code: "E4011",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "const-eval",
    detectable: "CONST",
    emittedByReference: "internal",
    params: [],
    related: ["E4014"],
    example: `Huge: (N: Int) -> Type = { _ok: Assert(N * N > 0), cells: Array(Int, N) }
main = {
    h = Huge(9223372036854775807)  // <<note>>
}`,
    en: {
      title: "Overflow in a constant expression",
      description:
        "A compile-time constant expression produces a value outside the range of the compiler's integers. The result cannot be trusted, so the constraint is not decided. The reference produces this internally and drops it, like E4010.",
      help: "Use smaller constants, or rewrite the predicate so that intermediate values stay in range.",
      template: "overflow in a constant expression",
      note: "`N * N` overflows for this N",
    },
    zh: {
      title: "常量表达式溢出",
      description:
        "编译期常量表达式产生了超出编译器整数范围的值。这个结果不可信，因此约束无法判定。与 E4010 一样，参考实现在内部产生它然后丢弃。",
      help: "使用更小的常量，或改写谓词，使中间结果保持在范围之内。",
      template: "常量表达式溢出",
      note: "对这个 N 而言 `N * N` 会溢出",
    },
  },
  {
    code: "E4012",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "const-eval",
    detectable: "CONST",
    emittedByReference: "internal",
    params: ["limit"],
    related: ["E6004"],
    example: `Fact: (N: Int) -> Type = { _ok: Assert(N < factorial(N)), data: Array(Int, N) }
main = {
    f = Fact(100000)  // <<note>>
}`,
    en: {
      title: "Compile-time evaluation recursed too deeply",
      description:
        "Evaluating a constant expression needed more nested calls than the compile-time evaluator allows, for example a recursive helper such as `factorial` applied to a huge constant. The evaluation is abandoned. The reference produces this internally and drops it.",
      help: "Use smaller constants in constraints, or avoid recursive helpers in compile-time predicates.",
      template: "compile-time evaluation exceeded the recursion limit of {limit}",
      note: "`factorial(100000)` recurses far too deeply",
    },
    zh: {
      title: "编译期求值递归过深",
      description:
        "对常量表达式求值所需的嵌套调用层数超过了编译期求值器允许的上限，例如把 `factorial` 这样的递归辅助函数应用到一个巨大的常量上。求值会被放弃。参考实现在内部产生它然后丢弃。",
      help: "在约束中使用更小的常量，或避免在编译期谓词中使用递归辅助函数。",
      template: "编译期求值超出了递归上限 {limit}",
      note: "`factorial(100000)` 的递归深度过大",
    },
  },
  {
    code: "E4013",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "const-eval",
    detectable: "CONST",
    emittedByReference: false,
    params: ["func"],
    related: ["W1063", "E4014"],
    example: `Stamp: (N: Int) -> Type = { _ok: Assert(N < timestamp()), slots: Array(Int, N) }
main = {
    s = Stamp(4)  // <<note>>
}`,
    en: {
      title: "Non-constant function in a constant context",
      description:
        "A compile-time expression calls a function whose result is not known at compile time, such as a clock or I/O function. Constant contexts may only use arithmetic, comparisons and the evaluator's known helpers. The reference does not emit this code.",
      help: "Remove the call from the constraint, or compute the value at run time and check it with `assert` instead.",
      template: "'{func}' cannot be called in a constant expression",
      note: "`timestamp` is only known at run time",
    },
    zh: {
      title: "在常量上下文中调用非常量函数",
      description:
        "编译期表达式调用了一个结果在编译期无法确定的函数，例如时钟或 I/O 函数。常量上下文中只能使用算术、比较以及求值器已知的辅助函数。参考实现不会报告此代码。",
      help: "从约束中去掉该调用，或在运行时计算该值并改用 `assert` 检查。",
      template: "'{func}' 不能在常量表达式中调用",
      note: "`timestamp` 只有在运行时才知道",
    },
  },
  {
    code: "E4014",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "const-eval",
    detectable: "CONST",
    emittedByReference: "internal",
    params: ["reason"],
    related: ["W1063", "E4010", "E4011"],
    example: `Window: (N: Int) -> Type = { _ok: Assert(N > "0"), slots: Array(Int, N) }
main = {
    w = Window(3)  // <<note>>
}`,
    en: {
      title: "Constant expression cannot be evaluated",
      description:
        "The compile-time evaluator gave up on an expression for the reason stated in the message, for example an operation on values of mismatched kinds. The reference produces this internally and drops it, so the affected constraint is silently not checked there.",
      help: "Keep constant expressions to integer and boolean arithmetic on constants and constant parameters.",
      template: "cannot evaluate constant expression: {reason}",
      note: "an Int cannot be compared with a String at compile time",
    },
    zh: {
      title: "无法对常量表达式求值",
      description:
        "编译期求值器因消息中所述的原因放弃了对某个表达式的求值，例如对种类不匹配的值进行运算。参考实现在内部产生它然后丢弃，所以相关约束在那里会被悄悄地跳过检查。",
      help: "常量表达式中只使用针对常量和常量参数的整数与布尔运算。",
      template: "无法对常量表达式求值：{reason}",
      note: "编译期不能把 Int 与 String 进行比较",
    },
  },
  {
    code: "E4015",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "termination",
    detectable: "PROOF",
    emittedByReference: false,
    params: [],
    related: ["E4017", "E8001"],
    example: `main = {
    mut n = 10
    while n != 0 {  // <<note>>
        n = n - 3
    }
}`,
    en: {
      title: "Loop termination cannot be proven",
      description:
        "The termination check found no measure that decreases on every iteration and is bounded, so it cannot show that the loop ends. The reference reports unprovable loops as E8001 instead; this project may report E4015 as an optional warning.",
      help: "Write the condition as a bound that the body steps towards, e.g. `while n > 0 { n = n - 3 }`.",
      template: "cannot prove that this loop terminates",
      note: "n goes 10, 7, 4, 1, -2, ... and never equals 0",
    },
    zh: {
      title: "无法证明循环终止",
      description:
        "终止性检查没有找到在每次迭代中都递减且有界的度量，因此无法证明循环会结束。参考实现把无法证明的循环报告为 E8001；本项目可以把 E4015 作为可选警告报告。",
      help: "把条件写成循环体逐步逼近的边界，例如 `while n > 0 { n = n - 3 }`。",
      template: "无法证明此循环会终止",
      note: "n 依次为 10、7、4、1、-2……永远不会等于 0",
    },
  },
  {
    code: "E4016",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "termination",
    detectable: "PROOF",
    emittedByReference: false,
    params: ["func"],
    related: ["E6004"],
    example: `ping: (n: Int) -> Int = (n) => {
    return ping(n + 1)  // <<note>>
}`,
    en: {
      title: "Recursion cannot be shown to terminate",
      description:
        "A recursive call does not move its arguments towards a base case, so the termination check cannot show that the recursion ends. Such a function would exhaust the stack at run time (E6004). The reference does not analyse recursion and never emits this code.",
      help: "Add a base case and make each recursive call work on a smaller argument.",
      template: "cannot prove that recursion in '{func}' terminates",
      note: "`ping` calls itself with a larger argument and has no base case",
    },
    zh: {
      title: "无法证明递归终止",
      description:
        "递归调用没有让参数朝基本情况靠近，因此终止性检查无法证明递归会结束。这样的函数在运行时会耗尽调用栈（E6004）。参考实现不分析递归，从不报告此代码。",
      help: "增加基本情况，并让每次递归调用作用于更小的参数。",
      template: "无法证明 '{func}' 中的递归会终止",
      note: "`ping` 用更大的参数调用自身，并且没有基本情况",
    },
  },
  {
    code: "E4017",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "termination",
    detectable: "PROOF",
    emittedByReference: false,
    params: ["measure"],
    related: ["E4015"],
    example: `main = {
    mut i = 0
    while i < 10 {  // <<note>>
        if i % 2 == 0 {
            i = i + 1
        }
    }
}`,
    en: {
      title: "Loop measure does not decrease on every path",
      description:
        "The loop has a candidate measure (such as `10 - i`), but some path through the body leaves it unchanged, so the loop may run forever. The reference does not emit this code.",
      help: "Make every path through the body step the loop variable towards the bound.",
      template: "the measure {measure} does not decrease on every path through the loop",
      note: "once `i` is odd it never changes again",
    },
    zh: {
      title: "循环度量并非在每条路径上都递减",
      description:
        "循环有一个候选度量（例如 `10 - i`），但循环体中的某条路径让它保持不变，因此循环可能永远运行下去。参考实现不会报告此代码。",
      help: "让循环体的每条路径都使循环变量朝边界前进。",
      template: "度量 {measure} 并非在循环的每条路径上都递减",
      note: "一旦 `i` 变成奇数就再也不会改变",
    },
  },
  {
    code: "E4018",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "refinement",
    detectable: "CONST",
    emittedByReference: true,
    params: ["constraint", "counterexample"],
    related: ["E1062", "E1092", "E1093"],
    example: `IsSmall: (x: Int) -> Type = { x < 100 }
main = {
    y: IsSmall(500) = 5  // <<note>>
}`,
    en: {
      title: "Refinement predicate is false",
      description:
        "A proof function used in an annotation, such as `v: IsSmall(500) = ...`, evaluates to false for the arguments written in the annotation, and the message gives the counterexample. Note that the check concerns the annotation's arguments, not the value being bound. The reference runs the proof function at compile time in a stage after the front-end checks and prints a fixed Chinese message.",
      help: "Change the annotation's arguments so that the predicate holds, or relax the predicate.",
      template: "refinement {constraint} is false (counterexample: {counterexample})",
      note: "`500 < 100` is false",
    },
    zh: {
      title: "细化谓词为假",
      description:
        "在类型标注中使用的证明函数（例如 `v: IsSmall(500) = ...`）针对标注中写出的实参求值为假，消息会给出反例。注意这项检查针对的是标注中的实参，而不是被绑定的值。参考实现在前端检查之后的阶段于编译期执行证明函数，并打印一条固定的中文消息。",
      help: "修改标注中的实参使谓词成立，或放宽谓词。",
      template: "细化条件 {constraint} 不成立（反例：{counterexample}）",
      note: "`500 < 100` 为假",
    },
  },
  {
    code: "E4019",
    category: "Generic",
    severity: "error",
    registered: true,
    phase: "refinement",
    detectable: "PROOF",
    emittedByReference: false,
    params: ["expected", "found"],
    related: ["E1062"],
    example: `IntBox: (T: Type) -> Type = { _int: Assert(T == Int), value: T }
main = {
    b = IntBox(String)  // <<note>>
}`,
    en: {
      title: "Type equality disproved",
      description:
        "The proof pipeline had to show that two types are equal, for example in an `Assert(T == Int)` constraint, and found that they differ. The reference has the code but no check produces it.",
      help: "Instantiate the generic with the type the constraint demands, or relax the constraint.",
      template: "type {found} is not equal to {expected}",
      note: "`T == Int` is false for T = String",
    },
    zh: {
      title: "类型相等被证伪",
      description:
        "证明流程需要证明两个类型相等（例如在 `Assert(T == Int)` 约束中），却发现它们不同。参考实现有此代码，但没有任何检查会产生它。",
      help: "用约束所要求的类型实例化该泛型，或放宽约束。",
      template: "类型 {found} 不等于 {expected}",
      note: "T = String 时 `T == Int` 为假",
    },
  },
];

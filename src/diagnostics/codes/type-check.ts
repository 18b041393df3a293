// E1xxx (and W1063): names, types, calls, operators, generics, labels, `?`, refinements.
import type { CodeDefinition } from "../types.js";

export const TYPE_CHECK_CODES: readonly CodeDefinition[] = [
  {
    code: "E1001",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "names",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["name"],
    related: ["E1013", "E2001", "E2020"],
    example: `main = {
    total = price * 2  // <<note>>
}`,
    en: {
      title: "Name is not defined",
      description:
        "An expression refers to a name that no enclosing scope, import or prelude entry declares. A variable declared inside an `if`, `for` or lambda block is gone once that block ends, a top-level value can only be read after its own statement, and a module alias such as `io` exists only after `use std.io`.",
      help: "Check the spelling, declare the name before this line, or add the missing `use` for the module it comes from.",
      template: "the name '{name}' is not defined in this scope",
      note: "`price` is not declared anywhere",
    },
    zh: {
      title: "名称未定义",
      description:
        "表达式引用了一个名称，但任何外层作用域、导入或预导入（prelude）条目都没有声明它。在 `if`、`for` 或 lambda 块中声明的变量在块结束后就不存在了；顶层的值只能在其所在语句之后读取；`io` 这样的模块别名只有在 `use std.io` 之后才存在。",
      help: "检查拼写，在这一行之前声明该名称，或为它所属的模块补上 `use`。",
      template: "名称 '{name}' 在当前作用域中未定义",
      note: "`price` 没有在任何地方声明",
    },
  },
  {
    code: "E1002",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["expected", "found"],
    related: ["E1011", "E1012", "E1054"],
    example: `main = {
    count: Int = 2.5  // <<note>>
}`,
    en: {
      title: "Type mismatch",
      description:
        "A value's type differs from the type required where it is used: an annotation (`n: Int = \"text\"`), a function parameter, the declared result of a `return`, or the condition of a statement-form `if`. The reference reports argument and return mismatches under this general code instead of E1011/E1012. An `Int` is accepted where a `Float` is expected, but a `Float` is never turned into an `Int` implicitly.",
      help: "Convert the value explicitly, correct the annotation, or pass an argument of the declared parameter type.",
      template: "expected type {expected}, found {found}",
      note: "a Float cannot initialise an Int",
    },
    zh: {
      title: "类型不匹配",
      description:
        "某个值的类型与使用处要求的类型不同：类型标注（`n: Int = \"text\"`）、函数参数、`return` 对应的声明结果类型，或语句形式 `if` 的条件。参考实现把实参不匹配和返回值不匹配都归入这个通用代码，而不是 E1011/E1012。需要 `Float` 的地方可以接受 `Int`，但 `Float` 永远不会被隐式转换为 `Int`。",
      help: "显式转换该值，修正类型标注，或传入声明的参数类型的实参。",
      template: "需要类型 {expected}，却发现 {found}",
      note: "Float 不能用来初始化 Int",
    },
  },
  {
    code: "E1003",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "names",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["type"],
    related: ["E1001"],
    example: `main = {
    ratio: Decimal = 1.5  // <<note>>
}`,
    en: {
      title: "Unknown type name",
      description:
        "A type position names a type that is neither built in nor declared in the file or its imports. The reference never reports this: an unknown name in a type position silently becomes an opaque type, and documentation snippets rely on that. `typecheck` does not report it either: a binding declared with an unknown type gets E1002 when its value cannot be of that type, with a help that says the type is not known (as this example does).",
      help: "Check the spelling (`Int`, `Float`, `String` and the other built-in names are capitalised), declare the type with `Name: Type = { ... }`, or import it.",
      template: "unknown type '{type}'",
      note: "`Decimal` is not a declared type",
    },
    zh: {
      title: "未知的类型名",
      description:
        "类型位置上的名称既不是内置类型，也没有在本文件或其导入中声明。参考实现从不报告此问题：类型位置上的未知名称会悄悄变成不透明类型，而文档示例依赖这一点。`typecheck` 也不报告它：用未知类型声明的绑定，若其值不可能属于该类型，会得到 E1002，并在帮助中说明该类型未知（本例即如此）。",
      help: "检查拼写（`Int`、`Float`、`String` 等内置名称首字母大写），用 `Name: Type = { ... }` 声明该类型，或导入它。",
      template: "未知的类型 '{type}'",
      note: "`Decimal` 不是已声明的类型",
    },
  },
  {
    code: "E1010",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["func", "expected", "found"],
    related: ["E1093"],
    example: `add: (a: Int, b: Int) -> Int = (a, b) => a + b
main = {
    r = add(1)  // <<note>>
}`,
    en: {
      title: "Wrong number of arguments",
      description:
        "A call passes more or fewer arguments than the callee accepts: too many or too few positional ones, more positional ones than the parameters no argument names, or a call by name that leaves a parameter without a value. This is checked for user functions whose parameters all have types (or unannotated lambdas) and for record constructors, whose count must lie between the number of fields without defaults and the total number of fields. Method calls are checked too (outside the reference's view, which checks none): the arguments besides the receiver of a method declared `T.m: (self: …, …)` on a record without type parameters, of an interface's function on a value of that interface, and of a function held in a record's field. Standard-library functions, curried const-generic functions and signatures with untyped parameters such as `(Int, Int) -> Int` are not checked.",
      help: "Pass exactly the parameters the signature declares; for a record, give every field that has no default value.",
      template: "'{func}' takes {expected} argument(s) but {found} were given",
      note: "`add` needs two arguments",
    },
    zh: {
      title: "实参个数错误",
      description:
        "调用传入的实参比被调用者接受的多或少：位置实参过多或过少、位置实参多于未被具名实参占用的参数，或按名调用时某个参数没有得到值。会检查所有参数都带类型的用户函数（或无标注的 lambda）以及记录构造器；对记录而言，实参个数必须介于无默认值字段数与字段总数之间。方法调用也会检查（参考实现不检查任何方法调用）：无类型参数的记录上以 `T.m: (self: …, …)` 声明的方法、接口类型的值上的接口函数、以及记录字段中保存的函数，检查接收者之外的实参。标准库函数、柯里化的常量泛型函数以及带无类型参数的签名（如 `(Int, Int) -> Int`）不做检查。",
      help: "按签名声明的参数个数传参；对于记录，为每个没有默认值的字段提供实参。",
      template: "'{func}' 需要 {expected} 个实参，但传入了 {found} 个",
      note: "`add` 需要两个实参",
    },
  },
  {
    code: "E1011",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["expected", "found"],
    related: ["E1002"],
    example: `twice: (n: Int) -> Int = (n) => n * 2
main = {
    r = twice("two")  // <<note>>
}`,
    en: {
      title: "Argument type mismatch",
      description:
        "The type of an argument is not compatible with the declared type of its parameter. The reference reports this situation under the general E1002, so E1011 does not appear in practice; tools that compare with the reference should expect E1002.",
      help: "Pass a value of the parameter's type, or convert the argument first.",
      template: "argument of type {found} is not compatible with parameter type {expected}",
      note: "a String is passed where an Int is expected",
    },
    zh: {
      title: "实参类型不匹配",
      description:
        "实参的类型与对应形参声明的类型不兼容。参考实现把这种情况归入通用的 E1002，因此实际中不会出现 E1011；与参考实现对比的工具应预期 E1002。",
      help: "传入形参类型的值，或先对实参进行转换。",
      template: "类型为 {found} 的实参与形参类型 {expected} 不兼容",
      note: "需要 Int 的地方传入了 String",
    },
  },
  {
    code: "E1012",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["expected", "found"],
    related: ["E1002"],
    example: `label: (n: Int) -> String = (n) => {
    return n  // <<note>>
}`,
    en: {
      title: "Return type mismatch",
      description:
        "A function returns a value whose type does not match the result type declared in its signature. The reference reports this as E1002 at the `return` keyword, so this code does not appear in practice.",
      help: "Return a value of the declared type, convert the value, or change the declared result type.",
      template: "the function returns {found} but its signature declares {expected}",
      note: "`n` is an Int but the declared result is String",
    },
    zh: {
      title: "返回类型不匹配",
      description:
        "函数返回的值的类型与其签名中声明的结果类型不一致。参考实现在 `return` 关键字处把它报告为 E1002，因此实际中不会出现此代码。",
      help: "返回声明类型的值，对值进行转换，或修改声明的结果类型。",
      template: "函数返回了 {found}，但签名声明的是 {expected}",
      note: "`n` 是 Int，而声明的结果类型是 String",
    },
  },
  {
    code: "E1013",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "names",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["func"],
    related: ["E1001"],
    example: `main = {
    n = compute_total(3)  // <<note>>
}`,
    en: {
      title: "Unknown function",
      description:
        "A call names a function that is not defined anywhere visible. The reference does not use this code: an unknown callee is reported as E1001 on the callee's name, and this project does the same.",
      help: "Check the spelling, define the function, or import the module that provides it.",
      template: "function '{func}' is not defined",
      note: "no function named `compute_total` exists",
    },
    zh: {
      title: "未知的函数",
      description:
        "调用了一个在任何可见位置都没有定义的函数。参考实现不使用此代码：未知的被调用者会在其名称处报告为 E1001，本项目也是如此。",
      help: "检查拼写，定义该函数，或导入提供它的模块。",
      template: "函数 '{func}' 未定义",
      note: "不存在名为 `compute_total` 的函数",
    },
  },
  {
    code: "E1020",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["expr"],
    example: `main = {
    items = []  // <<note>>
}`,
    en: {
      title: "Type cannot be inferred",
      description:
        "The checker could not determine the type of an expression from its context, for example an empty list that is never used with a concrete element type. The reference never emits this code; its inference simply leaves such types unknown.",
      help: "Add a type annotation, e.g. `items: List(Int) = []`.",
      template: "cannot infer the type of {expr}",
      note: "the element type of this empty list is unknown",
    },
    zh: {
      title: "无法推断类型",
      description:
        "检查器无法根据上下文确定某个表达式的类型，例如一个从未与具体元素类型一起使用的空列表。参考实现从不报告此代码，其类型推断只是把这类类型留作未知。",
      help: "加上类型标注，例如 `items: List(Int) = []`。",
      template: "无法推断 {expr} 的类型",
      note: "这个空列表的元素类型未知",
    },
  },
  {
    code: "E1021",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["reason"],
    related: ["E1002"],
    example: `main = {
    f = (x) => x + 1 + upper(x)  // <<note>>
}`,
    en: {
      title: "Contradictory type constraints",
      description:
        "Type inference collected requirements for one expression that cannot all hold at once, for example a parameter that is used both as a number and as a string. The reference defines the code but never reports it, and neither does `typecheck`: each use is checked on its own, and a conflict with a declared type is E1002. This example's `x` has no declared type, so nothing is reported; annotate it (`(x: Int) => …`) and `upper(x)` is E1002.",
      help: "Make the uses agree, or annotate the parameter so that the intended type is explicit.",
      template: "conflicting type constraints: {reason}",
      note: "`x` is used both as an Int and as a String",
    },
    zh: {
      title: "类型约束相互矛盾",
      description:
        "类型推断为同一个表达式收集到的要求无法同时满足，例如一个参数既被当作数字又被当作字符串使用。参考实现定义了此代码但从不报告它，`typecheck` 也不报告：每处用法单独检查，与声明类型冲突时报告 E1002。本例的 `x` 没有声明类型，因此不报告任何问题；为它加上标注（`(x: Int) => …`）后，`upper(x)` 会得到 E1002。",
      help: "让各处用法保持一致，或为参数加上类型标注，明确想要的类型。",
      template: "类型约束冲突：{reason}",
      note: "`x` 既被当作 Int 又被当作 String 使用",
    },
  },
  {
    code: "E1030",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["patterns"],
    related: ["E1031"],
    example: `main = {
    n = 3
    word = match n {  // <<note>>
        1 => "one",
        2 => "two"
    }
}`,
    en: {
      title: "Non-exhaustive match",
      description:
        "A `match` does not cover every possible value of its scrutinee and has no `_` arm, so some input would reach no arm at all. The reference does not check `match` arms today, so this code is not emitted yet.",
      help: "Add arms for the missing values, or a final `_ => ...` arm.",
      template: "match is not exhaustive: {patterns} not covered",
      note: "no arm handles values other than 1 and 2",
    },
    zh: {
      title: "match 未穷尽",
      description:
        "`match` 没有覆盖被匹配值的所有可能取值，也没有 `_` 分支，因此某些输入不会命中任何分支。参考实现目前完全不检查 `match` 分支，所以暂不报告此代码。",
      help: "为缺失的值添加分支，或在最后加一个 `_ => ...` 分支。",
      template: "match 未穷尽：未覆盖 {patterns}",
      note: "没有分支处理 1 和 2 以外的值",
    },
  },
  {
    code: "E1031",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["pattern"],
    related: ["E1030"],
    example: `main = {
    n = 3
    word = match n {
        _ => "many",
        1 => "one"  // <<note>>
    }
}`,
    en: {
      title: "Unreachable match arm",
      description:
        "A `match` arm can never be selected because earlier arms already match every value it would match, typically an arm placed after a `_` wildcard. The reference does not analyse arms, so this code is not emitted yet.",
      help: "Remove the arm, or move it above the arm that shadows it.",
      template: "unreachable pattern {pattern}",
      note: "the `_` arm above already matches 1",
    },
    zh: {
      title: "不可达的 match 分支",
      description:
        "某个 `match` 分支永远不会被选中，因为前面的分支已经匹配了它能匹配的所有值，常见情形是写在通配符 `_` 之后的分支。参考实现不分析分支，所以暂不报告此代码。",
      help: "删除该分支，或把它移到遮蔽它的分支之前。",
      template: "不可达的模式 {pattern}",
      note: "上面的 `_` 分支已经匹配了 1",
    },
  },
  {
    code: "E1040",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["op", "type"],
    example: `main = {
    d = "abc" - "b"  // <<note>>
}`,
    en: {
      title: "Operator not defined for this type",
      description:
        "An operator was applied to operands whose type does not support it, such as `-` on strings. The reference stays silent here: unsupported arithmetic just produces an unknown type. Note that `Int + Float` is accepted.",
      help: "Convert the operands to a type that supports the operator, or call a function instead (for strings: `concat`, `replace`, ...).",
      template: "operator '{op}' cannot be applied to {type}",
      note: "strings do not support `-`",
    },
    zh: {
      title: "该类型不支持此运算符",
      description:
        "运算符作用在了不支持它的类型上，例如对字符串使用 `-`。参考实现对此保持沉默：不受支持的算术运算只会产生未知类型。注意 `Int + Float` 是允许的。",
      help: "把操作数转换为支持该运算符的类型，或改用函数（字符串可用 `concat`、`replace` 等）。",
      template: "运算符 '{op}' 不能用于 {type}",
      note: "字符串不支持 `-`",
    },
  },
  {
    code: "E1041",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["max", "index"],
    related: ["E6003"],
    example: `main = {
    pair = ("x", 1)
    z = pair[2]  // <<note>>
}`,
    en: {
      title: "Tuple index out of bounds",
      description:
        "A tuple was indexed with a constant that is not smaller than its length. Tuples have a fixed size known at compile time, so a literal index outside `0..len-1` can never succeed. Only literal indexes into tuples are checked here; list indexes are checked at run time.",
      help: "Use an index from 0 to the tuple's length minus one.",
      template: "index {index} is out of bounds for a tuple of length {max}",
      note: "this tuple only has indexes 0 and 1",
    },
    zh: {
      title: "元组下标越界",
      description:
        "用一个不小于元组长度的常量对元组进行了索引。元组的大小在编译期已知，因此超出 `0..len-1` 的字面量下标不可能成功。这里只检查元组的字面量下标，列表下标在运行时检查。",
      help: "使用 0 到元组长度减一之间的下标。",
      template: "下标 {index} 超出了长度为 {max} 的元组的范围",
      note: "这个元组只有下标 0 和 1",
    },
  },
  {
    code: "E1042",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["field", "struct"],
    related: ["E1053", "E5003"],
    example: `Point: Type = { x: Int, y: Int }
main = {
    p = Point(1, 2)
    z = p.z  // <<note>>
}`,
    en: {
      title: "No such field or member",
      description:
        "A member access `value.name` names a field or method that the record type, or the imported module, does not have. Record fields come from the type definition and methods from `Type.name` bindings, or from a `pub` function whose first parameter is of a type declared in the function's own file (it is attached to that type); any other function is called as `f(value)`, not `value.f()`. For a module alias such as `math` the members are the module's exports.",
      help: "Check the spelling against the record definition or the module's exports, and declare the field or method if it is missing; call a plain function as `f(value)`.",
      template: "'{struct}' has no field or member named '{field}'",
      note: "`Point` only has `x` and `y`",
    },
    zh: {
      title: "没有该字段或成员",
      description:
        "成员访问 `value.name` 中的名称不是该记录类型（或所导入模块）的字段或方法。记录的字段来自类型定义，方法来自 `Type.name` 形式的绑定，或来自第一个参数的类型声明在同一文件中的 `pub` 函数（它会附加到该类型上）；其他函数要写成 `f(value)`，而不是 `value.f()`。对于 `math` 这样的模块别名，成员就是该模块的导出项。",
      help: "对照记录定义或模块导出检查拼写；如果确实缺少，请声明该字段或方法；普通函数请写成 `f(value)` 来调用。",
      template: "'{struct}' 没有名为 '{field}' 的字段或成员",
      note: "`Point` 只有 `x` 和 `y`",
    },
  },
  {
    code: "E1050",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["left", "right"],
    related: ["E1051", "E1054"],
    example: `main = {
    count = 3
    ok = count and true  // <<note>>
}`,
    en: {
      title: "Logical operand is not Bool",
      description:
        "Both operands of `and` and `or` must be `Bool`; YaoXiang does not treat numbers, strings or lists as truthy. The reference is strict and also fires when an operand's type is still unknown; this project only reports operands whose type is known.",
      help: "Compare explicitly to obtain a Bool, e.g. `count > 0 and ready`.",
      template: "'and'/'or' need Bool operands, found {left} and {right}",
      note: "`count` is an Int, not a Bool",
    },
    zh: {
      title: "逻辑运算的操作数不是 Bool",
      description:
        "`and` 和 `or` 的两个操作数都必须是 `Bool`；爻象不会把数字、字符串或列表当作真假值。参考实现很严格，操作数类型尚未确定时也会报告；本项目只对类型已知的操作数报告。",
      help: "通过显式比较得到 Bool，例如 `count > 0 and ready`。",
      template: "'and'/'or' 需要 Bool 操作数，却发现 {left} 和 {right}",
      note: "`count` 是 Int，不是 Bool",
    },
  },
  {
    code: "E1051",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["type"],
    related: ["E1050"],
    example: `main = {
    n = 0
    empty = !n  // <<note>>
}`,
    en: {
      title: "Operand of `!` is not Bool",
      description:
        "The logical negation `!` applies only to `Bool`. There is no implicit truthiness, so negating a number or a string is an error. Like E1050, the reference also fires for operands of unknown type; this project does not.",
      help: "Negate a comparison instead, e.g. `n == 0` or `!(n > 0)`.",
      template: "'!' needs a Bool operand, found {type}",
      note: "`n` is an Int",
    },
    zh: {
      title: "`!` 的操作数不是 Bool",
      description:
        "逻辑取反 `!` 只能作用于 `Bool`。爻象没有隐式真假值，所以对数字或字符串取反是错误的。与 E1050 一样，参考实现对类型未知的操作数也会报告，本项目则不会。",
      help: "改为对比较结果取反，例如 `n == 0` 或 `!(n > 0)`。",
      template: "'!' 需要 Bool 操作数，却发现 {type}",
      note: "`n` 是 Int",
    },
  },
  {
    code: "E1052",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["type"],
    related: ["E2027"],
    example: `main = {
    v = 5
    w = unsafe { *v }  // <<note>>
}`,
    en: {
      title: "Dereference of a non-pointer",
      description:
        "The prefix `*` dereferences a raw pointer of type `*T`; applying it to any other value is an error. Raw pointers belong to `unsafe` code, so a dereference outside `unsafe { ... }` additionally triggers E2027.",
      help: "Remove the `*`: borrows (`&x`, `&mut x`) and `ref` handles are used directly, without dereferencing.",
      template: "cannot dereference a value of type {type}",
      note: "`v` is an Int, not a pointer",
    },
    zh: {
      title: "对非指针解引用",
      description:
        "前缀 `*` 用于对 `*T` 类型的裸指针解引用，作用于其他任何值都是错误的。裸指针属于 `unsafe` 代码，因此在 `unsafe { ... }` 之外解引用还会额外触发 E2027。",
      help: "去掉 `*`：借用（`&x`、`&mut x`）和 `ref` 句柄可以直接使用，不需要解引用。",
      template: "不能对类型为 {type} 的值解引用",
      note: "`v` 是 Int，不是指针",
    },
  },
  {
    code: "E1053",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["type"],
    related: ["E1042"],
    example: `main = {
    n = 5
    s = n.text  // <<note>>
}`,
    en: {
      title: "Member access on a non-record",
      description:
        "`value.name` was used on a value whose type has no members, such as `Int`, `String` or `List`. Methods on built-in types (`x.to_string()`) are not supported by the checker; the standard library offers functions instead. The reference also fires when the receiver's type is unknown, which this project does not copy.",
      help: "Call a standard function instead (`to_string(n)`, `len(xs)`), or use a record type that declares the field.",
      template: "type {type} has no fields or methods",
      note: "an Int has no members",
    },
    zh: {
      title: "对非记录类型进行成员访问",
      description:
        "对一个没有成员的类型（如 `Int`、`String` 或 `List`）的值使用了 `value.name`。检查器不支持内置类型上的方法（`x.to_string()`），标准库为此提供了函数。参考实现在接收者类型未知时也会报告，本项目不照搬这一行为。",
      help: "改用标准函数（`to_string(n)`、`len(xs)`），或使用声明了该字段的记录类型。",
      template: "类型 {type} 没有字段或方法",
      note: "Int 没有任何成员",
    },
  },
  {
    code: "E1054",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["type"],
    related: ["E1002", "E1050"],
    example: `main = {
    mut n = 3
    while n {  // <<note>>
        n = n - 1
    }
}`,
    en: {
      title: "Condition is not Bool",
      description:
        "The condition of a `while` loop, or of an `if` used as a value, must have type `Bool`. Numbers are not converted to Bool implicitly. A statement-form `if` with a non-Bool condition is reported as E1002 instead.",
      help: "Write an explicit comparison, e.g. `while n > 0 { ... }`.",
      template: "condition must be Bool, found {type}",
      note: "`n` is an Int; write `n > 0`",
    },
    zh: {
      title: "条件不是 Bool",
      description:
        "`while` 循环的条件，以及作为值使用的 `if` 的条件，必须是 `Bool` 类型。数字不会被隐式转换为 Bool。语句形式的 `if` 使用非 Bool 条件时则报告为 E1002。",
      help: "写出显式比较，例如 `while n > 0 { ... }`。",
      template: "条件必须是 Bool，却发现 {type}",
      note: "`n` 是 Int，应写作 `n > 0`",
    },
  },
  {
    code: "E1055",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["type"],
    related: ["E4001"],
    example: `Printable: Type = { show: (self: &Printable) -> String }
main = {
    item: Printable = 5  // <<note>>
}`,
    en: {
      title: "Interface used outside a generic context",
      description:
        "An interface (constraint) type was used as the type of an ordinary value. Interfaces describe what a type parameter must provide, as in `(T: Printable) -> ...`; they are not concrete types of their own. The reference defines the code but does not emit it.",
      help: "Use the interface as the bound of a type parameter, or use a concrete record type that implements it.",
      template: "interface {type} can only be used as a generic constraint",
      note: "`Printable` is an interface, not a concrete type",
    },
    zh: {
      title: "在泛型上下文之外使用接口",
      description:
        "把接口（约束）类型用作了普通值的类型。接口描述的是类型参数必须提供的能力，例如 `(T: Printable) -> ...`，它们本身不是具体类型。参考实现定义了此代码但不会报告它。",
      help: "把接口用作类型参数的约束，或使用实现了该接口的具体记录类型。",
      template: "接口 {type} 只能用作泛型约束",
      note: "`Printable` 是接口，不是具体类型",
    },
  },
  {
    code: "E1060",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["expected", "found"],
    related: ["E1061"],
    example: `Pair: (A: Type, B: Type) -> Type = { left: A, right: B }
Single: Type = Pair(Int)  // <<note>>`,
    en: {
      title: "Wrong number of type arguments",
      description:
        "A generic type was applied to more or fewer arguments than it declares parameters. The reference exempts generic type constructors from arity checks, so this code is not emitted today.",
      help: "Supply one argument per declared type or constant parameter, in declaration order.",
      template: "expected {expected} type argument(s), found {found}",
      note: "`Pair` takes two type arguments",
    },
    zh: {
      title: "类型实参个数错误",
      description:
        "泛型类型被应用的实参个数多于或少于它声明的参数个数。参考实现对泛型类型构造器不做个数检查，所以目前不会报告此代码。",
      help: "按声明顺序为每个类型参数或常量参数提供一个实参。",
      template: "需要 {expected} 个类型实参，却发现 {found} 个",
      note: "`Pair` 需要两个类型实参",
    },
  },
  {
    code: "E1061",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: false,
    params: [],
    related: ["E1060"],
    example: `Boxed: (T: Type) -> Type = { value: T }
Weird: Type = Boxed(42)  // <<note>>`,
    en: {
      title: "Generic type cannot be instantiated",
      description:
        "A generic type was applied to arguments of the wrong kind, for example a value where a type is expected, or a type where a constant is expected. The reference defines the code but does not emit it.",
      help: "Pass types for `Type` parameters and constants for constant parameters, in declaration order.",
      template: "the generic type cannot be instantiated with these arguments",
      note: "`T` expects a type, not the number 42",
    },
    zh: {
      title: "无法实例化泛型类型",
      description:
        "泛型类型被应用到了种类不对的实参上，例如需要类型的地方给了值，或需要常量的地方给了类型。参考实现定义了此代码但不会报告它。",
      help: "按声明顺序，为 `Type` 参数传类型，为常量参数传常量。",
      template: "无法用这些实参实例化该泛型类型",
      note: "`T` 需要一个类型，而不是数字 42",
    },
  },
  {
    code: "E1062",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "CONST",
    emittedByReference: true,
    params: ["constraint", "var", "value"],
    related: ["W1063", "E4018"],
    example: `Grid: (T: Type, W: Int) -> Type = {
    _w_positive: Assert(W > 0),
    cells: Array(T, W),
}
main = {
    g = Grid(Int, 0)  // <<note>>
}`,
    en: {
      title: "Const-generic constraint violated",
      description:
        "A generic type declares a compile-time obligation such as `_ok: Assert(N > 0)`, and an instantiation passes a constant that makes the predicate false. The check runs when the type is instantiated, so the error points at the call that supplies the constant. The reference builds this message in Chinese whatever the language setting.",
      help: "Pass a constant that satisfies the constraint, or relax the `Assert(...)` field of the type definition.",
      template: "constraint {constraint} does not hold for {var} = {value}",
      note: "`W > 0` is false for W = 0",
    },
    zh: {
      title: "违反常量泛型约束",
      description:
        "泛型类型声明了编译期义务，例如 `_ok: Assert(N > 0)`，而某次实例化传入的常量使该谓词为假。检查在类型实例化时进行，所以错误指向提供该常量的调用。无论语言设置如何，参考实现都用中文生成这条消息。",
      help: "传入满足约束的常量，或放宽类型定义中的 `Assert(...)` 字段。",
      template: "当 {var} = {value} 时约束 {constraint} 不成立",
      note: "W = 0 时 `W > 0` 为假",
    },
  },
  {
    code: "W1063",
    category: "Type Check",
    severity: "warning",
    registered: true,
    phase: "types",
    detectable: "CONST",
    emittedByReference: false,
    params: ["constraint", "var", "value"],
    related: ["E1062", "E4013", "E4014"],
    example: `weight: (n: Int) -> Int = (n) => n * 2
Buffer: (T: Type, N: Int) -> Type = {
    _fits: Assert(N < weight(N)),  // <<note>>
    items: Array(T, N),
}
main = {
    b = Buffer(Int, 8)
}`,
    en: {
      title: "Const-generic constraint cannot be evaluated",
      description:
        "An `Assert(...)` constraint of a generic type could not be evaluated at compile time, for example because the predicate calls a function the constant evaluator cannot run. The constraint is then not enforced for this instantiation. The reference silently accepts such cases, and so does this tool: `typecheck` does not emit W1063 (the example above checks clean); the code documents the gap, which is the right warning should a checker report it. Although it is a W-code, its category is Type Check.",
      help: "Keep constraints to integer and boolean arithmetic on the constant parameters: `+ - * / %`, comparisons, `and`, `or` and `!`. Start the predicate with a parameter name (`N > 0`, not `0 < N`): a constant expression in a type must begin with an identifier.",
      template: "constraint {constraint} could not be evaluated for {var} = {value}; it is not checked",
      note: "`weight` cannot run at compile time",
    },
    zh: {
      title: "无法求值的常量泛型约束",
      description:
        "泛型类型的某个 `Assert(...)` 约束无法在编译期求值，例如谓词调用了常量求值器无法执行的函数。于是这次实例化不会强制执行该约束。参考实现会悄悄接受这种情况，本工具也是如此：`typecheck` 不会报告 W1063（上面的示例检查后没有任何诊断）；此代码用于说明这一缺口，若检查器要报告它，这就是合适的警告。虽然它是 W 开头的代码，其类别却是 Type Check。",
      help: "约束中只使用针对常量参数的整数和布尔运算：`+ - * / %`、比较、`and`、`or` 和 `!`。谓词要以参数名开头（写 `N > 0`，不要写 `0 < N`）：类型中的常量表达式必须以标识符开头。",
      template: "当 {var} = {value} 时无法对约束 {constraint} 求值，该约束未被检查",
      note: "`weight` 不能在编译期执行",
    },
  },
  {
    code: "E1070",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "SYN",
    emittedByReference: true,
    params: ["label"],
    example: `main = {
    for v in [1, 2, 3] {
        if v == 2 {
            break ::outer  // <<note>>
        }
    }
}`,
    en: {
      title: "Unknown loop label",
      description:
        "`break ::name` or `continue ::name` refers to a label that no enclosing loop carries. Loops cannot be labelled in current YaoXiang, so every labelled `break` or `continue` is reported. Plain `break` and `continue` work as usual.",
      help: "Remove the label; to leave several nested loops at once, use a flag variable or move the loops into a function and `return`.",
      template: "no enclosing loop is labelled '{label}'",
      note: "loops cannot carry labels",
    },
    zh: {
      title: "未知的循环标签",
      description:
        "`break ::name` 或 `continue ::name` 引用了一个没有任何外层循环携带的标签。当前的爻象不能给循环加标签，因此所有带标签的 `break` 或 `continue` 都会被报告。不带标签的 `break` 和 `continue` 照常工作。",
      help: "去掉标签；若要一次跳出多层嵌套循环，可以使用标志变量，或把循环移到函数中并用 `return` 返回。",
      template: "没有外层循环带有标签 '{label}'",
      note: "循环不能带标签",
    },
  },
  {
    code: "E1081",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "SCOPE",
    emittedByReference: true,
    params: [],
    related: ["E1082", "E1083"],
    example: `first_number: (s: String) -> Int = (s) => {
    n = parse_int(s)?  // <<note>>
    return n
}`,
    en: {
      title: "`?` outside a Result-returning function",
      description:
        "The `?` operator returns early with the error of a `Result`, so it is only allowed inside a function whose declared result type is `Result(...)`. A lambda that is not the body of an annotated function counts as a function without a declared result. The reference has no message template for this code and prints a fallback text.",
      help: "Declare the enclosing function's result as `Result(T, E)`, or handle the Result explicitly, e.g. with `is_ok` and `unwrap_or`.",
      template: "the '?' operator can only be used in a function that returns Result",
      note: "`first_number` returns Int, not a Result",
    },
    zh: {
      title: "在不返回 Result 的函数中使用 `?`",
      description:
        "`?` 运算符会带着 `Result` 的错误提前返回，因此只能用在声明结果类型为 `Result(...)` 的函数中。不是带标注函数之函数体的 lambda 被视为没有声明结果类型的函数。参考实现没有此代码的消息模板，只会打印一段后备文本。",
      help: "把外层函数的结果类型声明为 `Result(T, E)`，或显式处理 Result，例如使用 `is_ok` 和 `unwrap_or`。",
      template: "'?' 运算符只能用在返回 Result 的函数中",
      note: "`first_number` 返回 Int，而不是 Result",
    },
  },
  {
    code: "E1082",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["type"],
    related: ["E1081", "E1083"],
    example: `half: (n: Int) -> Result(Int, Error) = (n) => {
    m = abs(n)?  // <<note>>
    return m / 2
}`,
    en: {
      title: "`?` applied to a non-Result",
      description:
        "The operand of `?` must be a `Result`: the operator unwraps its success value or returns its error. A plain value has no error to propagate. The reference has no message template for this code and prints a fallback text.",
      help: "Remove the `?`, or make the called function return a `Result`.",
      template: "the '?' operator needs a Result, found {type}",
      note: "`abs` returns an Int, not a Result",
    },
    zh: {
      title: "对非 Result 值使用 `?`",
      description:
        "`?` 的操作数必须是 `Result`：该运算符取出成功值，或返回其中的错误。普通值没有可以传播的错误。参考实现没有此代码的消息模板，只会打印一段后备文本。",
      help: "去掉 `?`，或让被调用的函数返回 `Result`。",
      template: "'?' 运算符需要 Result，却发现 {type}",
      note: "`abs` 返回 Int，而不是 Result",
    },
  },
  {
    code: "E1083",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "TYPE",
    emittedByReference: true,
    params: ["expected", "found"],
    related: ["E1081", "E1082"],
    example: `parse_age: (s: String) -> Result(Int, String) = (s) => {
    age = parse_int(s)?  // <<note>>
    return age
}`,
    en: {
      title: "Error type of `?` does not match",
      description:
        "`?` passes the error of its operand out of the enclosing function, so that error's type must equal the error type of the function's declared `Result`. When they differ, the error has to be converted first. The reference has no message template for this code and prints a fallback text.",
      help: "Give both Results the same error type, or convert the error before propagating it.",
      template: "'?' propagates an error of type {found} but the function's errors have type {expected}",
      note: "`parse_int` fails with `Error`, but this function's error type is String",
    },
    zh: {
      title: "`?` 的错误类型不匹配",
      description:
        "`?` 会把操作数中的错误传出外层函数，所以该错误的类型必须与函数声明的 `Result` 中的错误类型相同。两者不同时，需要先转换错误。参考实现没有此代码的消息模板，只会打印一段后备文本。",
      help: "让两个 Result 使用相同的错误类型，或在传播之前转换错误。",
      template: "'?' 传播的错误类型为 {found}，但函数的错误类型是 {expected}",
      note: "`parse_int` 的错误类型是 `Error`，而此函数的错误类型是 String",
    },
  },
  {
    code: "E1090",
    category: "Type Check",
    severity: "note",
    registered: true,
    phase: "types",
    detectable: "SYN",
    emittedByReference: false,
    params: [],
    related: ["E1091"],
    example: `Type: Type = Type  // <<note>>`,
    en: {
      title: "Type defined as itself",
      description:
        "`Type: Type = Type` defines the meta-type in terms of itself. The parser accepts this special form, and the intended response is an informational note with a playful multi-line message rather than an error. The reference currently accepts it silently.",
      help: "Nothing needs fixing: the definition has no effect. Remove it if it was not intentional.",
      template: "Type is defined as itself",
      note: "the meta-type defined in terms of itself",
    },
    zh: {
      title: "Type 被定义为自身",
      description:
        "`Type: Type = Type` 用元类型自身来定义元类型。解析器接受这种特殊写法，设计意图是给出一条带有趣味多行文字的提示信息，而不是错误。参考实现目前会悄悄接受它。",
      help: "无需修改：这个定义没有任何效果。如果不是有意为之，删除即可。",
      template: "Type 被定义为它自身",
      note: "用元类型自身定义元类型",
    },
  },
  {
    code: "E1091",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "types",
    detectable: "SYN",
    emittedByReference: true,
    params: ["decl"],
    related: ["E1090"],
    example: `Type: (T: Type) -> Type = { value: T }  // <<note>>`,
    en: {
      title: "Self-referential generic Type definition",
      description:
        "`Type` is redefined with generic parameters in terms of itself, e.g. `Type: (T: Type) -> Type = ...`. The meta-type cannot be parameterised by itself, so the compiler rejects the definition in its first pass over type definitions.",
      help: "Give your generic type a different name; `Type` is reserved for the meta-type.",
      template: "'{decl}' defines Type in terms of itself with generic parameters",
      note: "`Type` cannot be a generic type over itself",
    },
    zh: {
      title: "自引用的泛型 Type 定义",
      description:
        "用带泛型参数的方式以 `Type` 自身重新定义了 `Type`，例如 `Type: (T: Type) -> Type = ...`。元类型不能以自身为参数，因此编译器在第一遍处理类型定义时就拒绝这个定义。",
      help: "给你的泛型类型换一个名字；`Type` 是保留给元类型的。",
      template: "'{decl}' 用带泛型参数的方式以 Type 自身定义了 Type",
      note: "`Type` 不能是以自身为参数的泛型类型",
    },
  },
  {
    code: "E1092",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "refinement",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["name"],
    related: ["E1093", "E4018"],
    example: `Small: (n: Int) -> Type = { n < 10 }
main = {
    k: Small(List(Int)) = 3  // <<note>>
}`,
    en: {
      title: "Refinement argument is not a constant",
      description:
        "A proof function, i.e. a predicate type such as `Small: (n: Int) -> Type = { n < 10 }`, was applied in an annotation to something that is neither a compile-time constant nor a plain name, for instance a type expression like `List(Int)`. The predicate can only be evaluated on constant values.",
      help: "Pass a constant (an integer, float, string or boolean literal), or a name bound to one, e.g. `v: Small(5) = 5`.",
      template: "the argument of refinement '{name}' must be a compile-time constant",
      note: "`List(Int)` is a type, not a constant",
    },
    zh: {
      title: "细化类型的实参不是常量",
      description:
        "证明函数（即 `Small: (n: Int) -> Type = { n < 10 }` 这样的谓词类型）在类型标注中被应用到了既不是编译期常量也不是普通名称的东西上，例如 `List(Int)` 这样的类型表达式。谓词只能针对常量值求值。",
      help: "传入常量（整数、浮点数、字符串或布尔字面量），或绑定到此类字面量的名称，例如 `v: Small(5) = 5`。",
      template: "细化类型 '{name}' 的实参必须是编译期常量",
      note: "`List(Int)` 是类型，不是常量",
    },
  },
  {
    code: "E1093",
    category: "Type Check",
    severity: "error",
    registered: true,
    phase: "refinement",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["name", "expected", "found"],
    related: ["E1092", "E1010"],
    example: `IsSmall: (x: Int) -> Type = { x < 100 }
main = {
    y: IsSmall(1, 2) = 5  // <<note>>
}`,
    en: {
      title: "Refinement applied to the wrong number of arguments",
      description:
        "A proof function used as a refinement annotation received a different number of arguments than it declares parameters. The predicate is evaluated with exactly its declared parameters, so the extra or missing values cannot be interpreted.",
      help: "Pass one argument per parameter of the proof function.",
      template: "refinement '{name}' takes {expected} argument(s) but {found} were given",
      note: "`IsSmall` has a single parameter",
    },
    zh: {
      title: "细化类型的实参个数错误",
      description:
        "用作细化标注的证明函数收到的实参个数与它声明的参数个数不同。谓词严格按照声明的参数求值，多出或缺少的值都无法解释。",
      help: "为证明函数的每个参数传入一个实参。",
      template: "细化类型 '{name}' 需要 {expected} 个实参，但传入了 {found} 个",
      note: "`IsSmall` 只有一个参数",
    },
  },
];

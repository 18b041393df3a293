// E8xxx: compiler bugs, catch-alls and unfinished features.
import type { CodeDefinition } from "../types.js";

export const INTERNAL_CODES: readonly CodeDefinition[] = [
  {
    code: "E8001",
    category: "Internal",
    severity: "error",
    registered: true,
    phase: "internal",
    detectable: "N/A",
    emittedByReference: true,
    params: ["message"],
    related: ["E4015", "E8002", "E8003"],
    example: `main = {
    mut running = true
    while running {  // <<note>>
        running = false
    }
}`,
    en: {
      title: "Internal compiler error",
      description:
        "A catch-all for failures inside the compiler, with a description in the message. Besides genuine bugs, the reference uses it for `while` loops whose termination it cannot prove (any condition other than a variable stepped towards a bound), for missing template parameters in release builds and for internal LSP failures. This project does not report unprovable loops this way.",
      help: "format_source reports it when it cannot show that its output is the same program (or could not place a comment): the file is left unchanged, and the message says which. If the message is about loop termination, rewriting the condition as a bound (`while i < n`) avoids it; otherwise report the problem with the program that triggers it.",
      template: "internal compiler error: {message}",
      note: "the reference cannot prove that this loop ends",
    },
    zh: {
      title: "编译器内部错误",
      description:
        "编译器内部各种失败的兜底代码，具体情况在消息中说明。除了真正的缺陷之外，参考实现还把它用于无法证明终止的 `while` 循环（条件不是“变量逐步逼近边界”形式的所有循环）、发布版本中缺失的模板参数以及 LSP 内部故障。本项目不会以这种方式报告无法证明的循环。",
      help: "format_source 在无法证明其输出是同一个程序（或无法放置某条注释）时报告它：文件保持不变，消息说明原因。如果消息与循环终止有关，把条件改写为边界形式（`while i < n`）即可避免；否则请连同触发它的程序一起报告此问题。",
      template: "编译器内部错误：{message}",
      note: "参考实现无法证明这个循环会结束",
    },
  },
  {
    code: "E8002",
    category: "Internal",
    severity: "error",
    registered: true,
    phase: "internal",
    detectable: "N/A",
    emittedByReference: false,
    params: ["reason"],
    related: ["E8001"],
    example: `main = {
    x = ((((((((((1))))))))))  // <<note>>
}`,
    en: {
      title: "Compiler panicked",
      description:
        "The compiler crashed while processing the program, and the crash was caught and turned into a diagnostic carrying the panic text. It always indicates a compiler bug. In the reference the code appears only in an unused helper.",
      help: "Report the crash together with the smallest program that reproduces it; meanwhile, try rewriting the construct named in the message.",
      template: "the compiler panicked: {reason}",
      note: "a crash while processing this line would be reported with its panic text",
    },
    zh: {
      title: "编译器崩溃",
      description:
        "编译器在处理程序时崩溃，崩溃被捕获并转成了带有崩溃信息的诊断。它总是意味着编译器存在缺陷。在参考实现中，此代码只出现在一个未被使用的辅助函数里。",
      help: "连同能复现问题的最小程序一起报告此崩溃；在此期间，可以尝试改写消息中提到的结构。",
      template: "编译器崩溃：{reason}",
      note: "处理这一行时若发生崩溃，会连同崩溃信息一起报告",
    },
  },
  {
    code: "E8003",
    category: "Internal",
    severity: "error",
    registered: true,
    phase: "internal",
    detectable: "N/A",
    emittedByReference: false,
    params: ["phase", "message"],
    related: ["E8001"],
    example: `main = {
    r = spawn {
        return 1
    }  // <<note>>
}`,
    en: {
      title: "Compiler phase failed",
      description:
        "A named phase of the compiler, such as parsing, type checking or code generation, failed as a whole; the message names the phase and the reason. It is a catch-all for failures that have no more specific code. The reference defines the code but does not produce it.",
      help: "Read the phase and reason in the message; report the problem if it does not point at a mistake in the program.",
      template: "phase '{phase}' failed: {message}",
      note: "if the phase lowering this `spawn` failed, E8003 would name it",
    },
    zh: {
      title: "编译阶段失败",
      description:
        "编译器的某个具名阶段（例如解析、类型检查或代码生成）整体失败；消息会给出阶段名称和原因。这是没有更具体代码的失败所使用的兜底代码。参考实现定义了此代码但不会产生它。",
      help: "阅读消息中的阶段和原因；如果它没有指向程序中的错误，请报告此问题。",
      template: "阶段 '{phase}' 失败：{message}",
      note: "如果处理这个 `spawn` 的阶段失败，E8003 会给出该阶段的名称",
    },
  },
  {
    code: "E8004",
    category: "Internal",
    severity: "error",
    registered: false,
    phase: "internal",
    detectable: "N/A",
    emittedByReference: false,
    params: ["feature"],
    example: `main = {
    xs = [3, 1, 2]
    ys = xs.sort()  // <<note>>
}`,
    en: {
      title: "Feature not implemented yet",
      description:
        "The program uses a feature that the language documents but the compiler does not implement yet, such as list methods, iterator adapters or several planned standard modules. The code exists only in the reference's locale files, not in its registry, so its `explain` reports it as unknown. `typecheck` never reports E8004: it reports the example as E1053 (a List value has no method `sort`), naming the `std.list` function to call instead.",
      help: "Use an implemented alternative, e.g. the functions of `std.list` instead of list methods.",
      template: "not implemented yet: {feature}",
      note: "list methods such as `sort` are planned but not implemented",
    },
    zh: {
      title: "功能尚未实现",
      description:
        "程序使用了语言文档中描述、但编译器尚未实现的功能，例如列表方法、迭代器适配器或若干计划中的标准库模块。此代码只存在于参考实现的语言文件中，并未注册，因此它的 `explain` 会报告为未知代码。",
      help: "使用已实现的替代方案，例如用 `std.list` 中的函数代替列表方法。",
      template: "尚未实现：{feature}",
      note: "`sort` 等列表方法已在计划中，但尚未实现",
    },
  },
];

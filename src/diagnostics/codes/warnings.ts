// W100x: dead-code warnings (category "Warning"; W1063 lives with the type-check codes).
import type { CodeDefinition } from "../types.js";

export const WARNING_CODES: readonly CodeDefinition[] = [
  {
    code: "W1001",
    category: "Warning",
    severity: "warning",
    registered: true,
    phase: "dead-code",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["name"],
    related: ["W1002", "W1004", "W1005"],
    example: `pub helper: (n: Int) -> Int = (n) => n + 1  // <<note>>
main = {
    println("hi")
}`,
    en: {
      title: "Exported function is never used",
      description:
        "A function marked `pub` is not called anywhere in the program. The reference computes this dead-code warning after a clean type check but keeps it as an internal string and never shows it.",
      help: "Remove the function, drop `pub` if it is not meant to be used elsewhere, or call it.",
      template: "exported function '{name}' is never used",
      note: "`helper` is never called",
    },
    zh: {
      title: "导出的函数从未被使用",
      description:
        "标记为 `pub` 的函数在程序中没有任何地方调用。参考实现会在类型检查通过后计算这条死代码警告，但只把它作为内部字符串保存，从不显示。",
      help: "删除该函数；如果它不打算在别处使用，去掉 `pub`；或者调用它。",
      template: "导出的函数 '{name}' 从未被使用",
      note: "`helper` 从未被调用",
    },
  },
  {
    code: "W1002",
    category: "Warning",
    severity: "warning",
    registered: true,
    phase: "dead-code",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["name"],
    related: ["W1001"],
    example: `pub Color: Type = { r: Int, g: Int, b: Int }  // <<note>>
main = {
    println("no colours here")
}`,
    en: {
      title: "Exported type is never used",
      description:
        "A type marked `pub` is never used in an annotation, a constructor call or another type. Like the other dead-code warnings, the reference computes it but never shows it.",
      help: "Remove the type, or use it where it was intended.",
      template: "exported type '{name}' is never used",
      note: "`Color` is never used",
    },
    zh: {
      title: "导出的类型从未被使用",
      description:
        "标记为 `pub` 的类型从未出现在类型标注、构造器调用或其他类型中。与其他死代码警告一样，参考实现会计算它，但从不显示。",
      help: "删除该类型，或在原本打算的地方使用它。",
      template: "导出的类型 '{name}' 从未被使用",
      note: "`Color` 从未被使用",
    },
  },
  {
    code: "W1003",
    category: "Warning",
    severity: "warning",
    registered: true,
    phase: "dead-code",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["name"],
    related: ["E5001", "E5003"],
    example: `use std.math  // <<note>>
main = {
    println("no math here")
}`,
    en: {
      title: "Unused import",
      description:
        "A module or item brought in by `use` is never referred to. The reference computes this warning but never shows it; this project reports it as a warning, only in files without syntax errors and only for imports that resolved.",
      help: "Remove the import, or the unused items of its list.",
      template: "'{name}' is imported but never used",
      note: "nothing refers to `math`",
    },
    zh: {
      title: "未使用的导入",
      description:
        "通过 `use` 引入的模块或条目从未被引用。参考实现会计算这条警告但从不显示；本项目会把它作为警告报告，但只针对没有语法错误的文件以及成功解析的导入。",
      help: "删除该导入，或删除条目列表中未使用的项。",
      template: "导入了 '{name}'，但从未使用",
      note: "没有任何地方引用 `math`",
    },
  },
  {
    code: "W1004",
    category: "Warning",
    severity: "warning",
    registered: true,
    phase: "dead-code",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["name"],
    related: ["W1001"],
    example: `pub version = "0.1"  // <<note>>
main = {
    println("started")
}`,
    en: {
      title: "Exported variable is never read",
      description:
        "A top-level value marked `pub` is never read anywhere in the program. The reference computes this dead-code warning but never shows it.",
      help: "Remove the value, or read it where it was meant to be used.",
      template: "exported variable '{name}' is never read",
      note: "`version` is never read",
    },
    zh: {
      title: "导出的变量从未被读取",
      description:
        "标记为 `pub` 的顶层值在程序中从未被读取。参考实现会计算这条死代码警告，但从不显示。",
      help: "删除该值，或在原本打算使用它的地方读取它。",
      template: "导出的变量 '{name}' 从未被读取",
      note: "`version` 从未被读取",
    },
  },
  {
    code: "W1005",
    category: "Warning",
    severity: "warning",
    registered: true,
    phase: "dead-code",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["name"],
    related: ["W1001"],
    example: `Point: Type = { x: Int, y: Int }
pub Point.norm: (self: &Point) -> Int = (self) => self.x + self.y  // <<note>>
main = {
    p = Point(1, 2)
}`,
    en: {
      title: "Exported method is never called",
      description:
        "A method marked `pub` (a `Type.name` binding) is never called on any value. The reference computes this dead-code warning but never shows it.",
      help: "Remove the method, or call it where it was intended.",
      template: "exported method '{name}' is never called",
      note: "`norm` is never called",
    },
    zh: {
      title: "导出的方法从未被调用",
      description:
        "标记为 `pub` 的方法（`Type.name` 形式的绑定）从未在任何值上被调用。参考实现会计算这条死代码警告，但从不显示。",
      help: "删除该方法，或在原本打算的地方调用它。",
      template: "导出的方法 '{name}' 从未被调用",
      note: "`norm` 从未被调用",
    },
  },
];

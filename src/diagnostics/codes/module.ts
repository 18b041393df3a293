// E5xxx: imports and the module graph.
import type { CodeDefinition } from "../types.js";

export const MODULE_CODES: readonly CodeDefinition[] = [
  {
    code: "E5001",
    category: "Module",
    severity: "error",
    registered: true,
    phase: "modules",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["module"],
    related: ["E5002", "E5003", "E1001"],
    example: `use geometry.{Point}  // <<note>>
main = {
    p = Point(1.0, 2.0)
}`,
    en: {
      title: "Imported module does not exist",
      description:
        "A `use` names a module that is neither a file of the workspace nor a standard-library module. The reference silently ignores such imports, and only later uses of the imported names fail with E1001. This project reports the import itself: as an error for workspace modules, and as a warning for `std.*` paths, because documentation snippets import planned std modules.",
      help: "Check the module path: a workspace module is a file found from the importing file's folder, then from the project root (`geometry.yx` or `geometry/mod.yx` for `use geometry`); std modules are written `std.io`, `std.math`, ...",
      template: "module '{module}' not found",
      note: "there is no module `geometry` in this project",
    },
    zh: {
      title: "导入的模块不存在",
      description:
        "`use` 引用的模块既不是工作区中的文件，也不是标准库模块。参考实现会悄悄忽略这类导入，只有之后对导入名称的使用才会以 E1001 失败。本项目直接报告导入本身：工作区模块报告为错误，`std.*` 路径报告为警告，因为文档示例会导入计划中的标准库模块。",
      help: "检查模块路径：工作区模块是先从导入它的文件所在目录、再从项目根目录查找的文件（`use geometry` 对应 `geometry.yx` 或 `geometry/mod.yx`），标准库模块写作 `std.io`、`std.math` 等。",
      template: "找不到模块 '{module}'",
      note: "本项目中没有 `geometry` 模块",
    },
  },
  {
    code: "E5002",
    category: "Module",
    severity: "error",
    registered: true,
    phase: "modules",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["module", "reason"],
    related: ["E5001", "E5004"],
    example: `use shapes  // <<note>>
main = {
    a = shapes.area(2.0)
}`,
    en: {
      title: "Import failed",
      description:
        "The module was found but could not be imported, for the reason given in the message: for example two candidate files match the path, or the target file has syntax errors. The reference defines the code but does not check imports.",
      help: "Fix the reason named in the message: remove the ambiguity between the candidate files, or fix the syntax errors in the imported file.",
      template: "cannot import '{module}': {reason}",
      note: "`shapes.yx` and `shapes/mod.yx` both exist, or the file has syntax errors",
    },
    zh: {
      title: "导入失败",
      description:
        "找到了模块，但由于消息中给出的原因无法导入：例如有两个候选文件都匹配该路径，或目标文件存在语法错误。参考实现定义了此代码，但不检查导入。",
      help: "按消息中的原因修复：消除候选文件之间的歧义，或修正被导入文件中的语法错误。",
      template: "无法导入 '{module}'：{reason}",
      note: "`shapes.yx` 与 `shapes/mod.yx` 同时存在，或该文件有语法错误",
    },
  },
  {
    code: "E5003",
    category: "Module",
    severity: "error",
    registered: true,
    phase: "modules",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["export", "module"],
    related: ["E5001", "E5007", "E1042"],
    example: `use std.io.{print_line}  // <<note>>
main = {
    println("hi")
}`,
    en: {
      title: "Item is not exported by the module",
      description:
        "An item list such as `use m.{a, b}` asks for a name that the module does not export. The reference silently skips unknown items. This project reports them: as an error for workspace modules and as a warning for `std.*` modules.",
      help: "Use a name the module provides: the message lists them, with the nearest one when the name looks misspelt. In a workspace module every top-level binding can be imported, so a missing one is declared there.",
      template: "'{export}' is not exported by module '{module}'",
      note: "`std.io` exports `println`, not `print_line`",
    },
    zh: {
      title: "模块没有导出该条目",
      description:
        "`use m.{a, b}` 这样的条目列表请求了一个模块并未导出的名称。参考实现会悄悄跳过未知条目。本项目会报告它们：工作区模块报告为错误，`std.*` 模块报告为警告。",
      help: "使用模块提供的名称：消息中列出了这些名称，名称疑似拼写错误时还会给出最接近的一个。工作区模块的每个顶层绑定都可以导入，缺少的名称需要在该模块中声明。",
      template: "模块 '{module}' 没有导出 '{export}'",
      note: "`std.io` 导出的是 `println`，而不是 `print_line`",
    },
  },
  {
    code: "E5004",
    category: "Module",
    severity: "error",
    registered: true,
    phase: "modules",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["path"],
    related: ["E5002"],
    example: `// file a.yx
use b  // <<note>>
limit = 10
// file b.yx
use a
size = a.limit * 2`,
    en: {
      title: "Circular import",
      description:
        "Registered for modules that import each other in a cycle (`a` uses `b` and `b` uses `a`), but never reported: a cycle of imports is allowed. Neither the reference compiler nor this server rejects one (modules-and-workspace.md §3.6): each file of the cycle is checked against the signatures of the others, so no order is needed.",
      help: "Nothing to change: a cycle of imports is valid YaoXiang. The code is kept for a rule the compiler may add later.",
      template: "circular import: {path}",
      note: "`a` imports `b`, which imports `a` again",
    },
    zh: {
      title: "循环导入",
      description:
        "为模块之间的循环导入（`a` 使用 `b` 而 `b` 又使用 `a`）登记的代码，但从不报告：循环导入是允许的。参考编译器和本服务器都不拒绝它（modules-and-workspace.md §3.6）：环上的每个文件都依据其他文件的签名检查，无需顺序。",
      help: "无需修改：循环导入是合法的 YaoXiang。保留此代码是为了编译器将来可能增加的规则。",
      template: "循环导入：{path}",
      note: "`a` 导入了 `b`，而 `b` 又导入了 `a`",
    },
  },
  {
    code: "E5005",
    category: "Module",
    severity: "error",
    registered: true,
    phase: "modules",
    detectable: "SYN",
    emittedByReference: false,
    params: ["path"],
    related: ["E0011"],
    example: `use .helpers  // <<note>>
main = {
    x = helpers.twice(2)
}`,
    en: {
      title: "Malformed module path",
      description:
        "A module path is not a dot-separated sequence of identifiers. Paths are absolute: relative forms such as `.helpers` or `super.x`, keyword segments and wildcards (`a.*`) are not supported. The reference's parser rejects such paths with E0011 instead.",
      help: "Write the absolute path of the module from the source root, e.g. `use helpers` or `use utils.strings`.",
      template: "malformed module path '{path}'",
      note: "relative module paths are not supported",
    },
    zh: {
      title: "模块路径格式错误",
      description:
        "模块路径不是由点分隔的标识符序列。路径都是绝对路径：不支持 `.helpers` 或 `super.x` 这样的相对形式、关键字路径段以及通配符（`a.*`）。参考实现的解析器会改用 E0011 拒绝这类路径。",
      help: "写出模块从源码根目录起的绝对路径，例如 `use helpers` 或 `use utils.strings`。",
      template: "模块路径 '{path}' 格式错误",
      note: "不支持相对模块路径",
    },
  },
  {
    code: "E5006",
    category: "Module",
    severity: "error",
    registered: true,
    phase: "modules",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["name"],
    related: ["E2002"],
    example: `use std.math.{max}
use std.list.{first as max}  // <<note>>`,
    en: {
      title: "Name imported twice",
      description:
        "Two imports, or an import and a top-level definition, bind the same local name to different things, so uses of the name would be ambiguous. Importing the same entity twice is harmless and not reported. The reference does not check this.",
      help: "Rename one of the imports with `as`, or remove the duplicate.",
      template: "'{name}' is imported more than once",
      note: "`max` already names `std.math.max`",
    },
    zh: {
      title: "名称被重复导入",
      description:
        "两个导入（或一个导入与一个顶层定义）把同一个本地名称绑定到了不同的实体，使该名称的使用产生歧义。重复导入同一个实体是无害的，不会被报告。参考实现不检查这一点。",
      help: "用 `as` 为其中一个导入改名，或删除重复的导入。",
      template: "'{name}' 被导入了不止一次",
      note: "`max` 已经表示 `std.math.max`",
    },
  },
  {
    code: "E5007",
    category: "Module",
    severity: "note",
    registered: true,
    phase: "modules",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["module", "available"],
    related: ["E5003"],
    example: `use std.math.{squareroot}  // <<note>>
main = {
    r = sqrt(2.0)
}`,
    en: {
      title: "Available exports of a module",
      description:
        "An auxiliary note attached to an import error that lists what the module actually exports, so that the right name can be picked. It is never reported on its own; tools show it as related information of E5003.",
      help: "Pick one of the listed names.",
      template: "module '{module}' exports: {available}",
      note: "the note lists what `std.math` exports, including `sqrt`",
    },
    zh: {
      title: "模块可用的导出项",
      description:
        "附加在导入错误上的辅助提示，列出模块实际导出的内容，方便选出正确的名称。它从不单独报告；工具把它作为 E5003 的相关信息显示。",
      help: "从列出的名称中选一个。",
      template: "模块 '{module}' 导出：{available}",
      note: "提示会列出 `std.math` 的导出项，其中包括 `sqrt`",
    },
  },
];

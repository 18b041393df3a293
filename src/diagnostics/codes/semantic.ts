// E2xxx: scopes, mutability, moves, borrows, releases, and std signature strings (E209x).
import type { CodeDefinition } from "../types.js";

export const SEMANTIC_CODES: readonly CodeDefinition[] = [
  {
    code: "E2001",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "names",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["name"],
    related: ["E1001", "E2020"],
    example: `helper = {
    secret = 42
}
main = {
    n = secret  // <<note>>
}`,
    en: {
      title: "Variable not in scope",
      description:
        "The variable exists somewhere in the program but is not visible at this point, for example because it was declared in the body of another function or in a sibling block. The reference reports every unresolved name as E1001 instead, and so does this project.",
      help: "Declare the variable in a scope that encloses this use, or pass its value in as a parameter.",
      template: "'{name}' exists but is not in scope here",
      note: "`secret` belongs to the body of `helper`",
    },
    zh: {
      title: "变量不在作用域内",
      description:
        "该变量在程序的某处存在，但在这里不可见，例如它声明在另一个函数的函数体或相邻的代码块中。参考实现把所有无法解析的名称都报告为 E1001，本项目也是如此。",
      help: "在包含此处用法的作用域中声明该变量，或把它的值作为参数传进来。",
      template: "'{name}' 存在，但在此处不在作用域内",
      note: "`secret` 属于 `helper` 的函数体",
    },
  },
  {
    code: "E2002",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "names",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["name"],
    related: ["E2010", "E2013", "E2016"],
    example: `main = {
    x = 1
    {
        x = 2  // <<note>>
    }
}`,
    en: {
      title: "Name declared twice in the same scope",
      description:
        "A binding introduces a name that is already bound in the same scope. Bare blocks (`{ ... }` statements, `spawn { ... }` and `unsafe { ... }`) share the scope around them, so re-binding an immutable outer name inside one is reported here; so is an explicit re-declaration (`mut x = ...` or `x: T = ...`) of a name the block already has. A plain `x = v` in the block that declared `x` is a re-binding and is allowed.",
      help: "Use a different name for the new value, or declare the original binding with `mut` if you meant to update it.",
      template: "'{name}' is already declared in this scope",
      note: "the bare block shares the scope of `main`, where `x` is immutable",
    },
    zh: {
      title: "同一作用域中重复声明名称",
      description:
        "某个绑定引入的名称在同一作用域中已经被绑定。裸代码块（`{ ... }` 语句、`spawn { ... }` 和 `unsafe { ... }`）与外围共享作用域，因此在其中重新绑定外层的不可变名称会在此报告；在同一块中对已有名称进行显式重新声明（`mut x = ...` 或 `x: T = ...`）也是如此。在声明 `x` 的块中直接写 `x = v` 属于重新绑定，是允许的。",
      help: "为新值换一个名字；如果本意是更新原值，请用 `mut` 声明原来的绑定。",
      template: "'{name}' 已在此作用域中声明",
      note: "裸代码块与 `main` 共享作用域，而那里的 `x` 是不可变的",
    },
  },
  {
    code: "E2003",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: true,
    params: ["reason"],
    related: ["E2018"],
    example: `Cell: Type = { v: Int }
main = {
    mut c = Cell(1)
    w = &mut c
    w2 = w  // <<note>>
}`,
    en: {
      title: "Ownership rule violated",
      description:
        "A general ownership error that carries a reason. The reference uses it when a `&mut` write token is copied into a second binding: write tokens are linear, so at most one of them may exist for a value at any time. The reason text names the rule that was broken.",
      help: "Use the token itself where write access is needed instead of copying it, or pass it on and stop using the old name. A new `&mut` of the original value conflicts with the token until the block that binds it ends (E2018): bind the token in an inner `{ … }` block if the value must be borrowed again after it.",
      template: "ownership violation: {reason}",
      note: "a `&mut` token cannot be copied",
    },
    zh: {
      title: "违反所有权规则",
      description:
        "带有原因说明的通用所有权错误。参考实现在把 `&mut` 写令牌复制到第二个绑定时使用它：写令牌是线性的，同一时刻一个值最多只能有一个写令牌。原因文本会指出违反的是哪条规则。",
      help: "在需要写访问的地方直接使用该令牌而不是复制它；或者把令牌传递出去，之后不再使用旧名称。在绑定该令牌的块结束之前，对原值的新 `&mut` 借用会与它冲突（E2018）：如果之后还需要再次借用该值，把令牌绑定在一个内层 `{ … }` 块里。",
      template: "违反所有权规则：{reason}",
      note: "`&mut` 令牌不能被复制",
    },
  },
  {
    code: "E2010",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "names",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["name"],
    related: ["E2002", "E2013", "E2016"],
    example: `main = {
    total = 0
    mut i = 0
    while i < 3 {
        total = total + i  // <<note>>
        i = i + 1
    }
}`,
    en: {
      title: "Assignment to an immutable binding",
      description:
        "`x = v` inside a nested block (an `if` branch, a loop body, a lambda or a function body) targets an `x` of an enclosing scope, but that binding was not declared `mut`. Bindings are immutable unless declared with `mut`; only the block that declared a name may bind it again.",
      help: "Declare the original binding with `mut` (`mut total = 0`), or give the inner value a new name.",
      template: "cannot assign to immutable binding '{name}'",
      note: "`total` was not declared `mut`",
    },
    zh: {
      title: "给不可变绑定赋值",
      description:
        "嵌套块（`if` 分支、循环体、lambda 或函数体）中的 `x = v` 指向外层作用域的 `x`，但那个绑定没有声明为 `mut`。除非用 `mut` 声明，绑定都是不可变的；只有声明该名称的块才能再次绑定它。",
      help: "用 `mut` 声明原来的绑定（`mut total = 0`），或为内部的值换一个新名字。",
      template: "不能给不可变绑定 '{name}' 赋值",
      note: "`total` 没有声明为 `mut`",
    },
  },
  {
    code: "E2011",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "names",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["name"],
    example: `main = {
    limit: Int
    twice = limit * 2  // <<note>>
}`,
    en: {
      title: "Variable used before initialisation",
      description:
        "A variable declared without a value, such as `limit: Int`, is read before any value was assigned to it. Its content is undefined at that point. The reference does not check this.",
      help: "Give the declaration an initial value, or assign one on every path before the first read.",
      template: "'{name}' is read before it is initialised",
      note: "`limit` has no value yet",
    },
    zh: {
      title: "变量在初始化之前被使用",
      description:
        "一个没有初始值的声明（如 `limit: Int`）在被赋值之前就被读取了，此时它的内容是未定义的。参考实现不检查这一点。",
      help: "为声明提供初始值，或在第一次读取之前的每条路径上都给它赋值。",
      template: "'{name}' 在初始化之前被读取",
      note: "`limit` 还没有值",
    },
  },
  {
    code: "E2012",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: [],
    related: ["E2022"],
    example: `Meter: Type = { level: Int }
Meter.raise: (self: &mut Meter) -> Void = {
    self.level = self.level + 1
}
peek: (m: &Meter) -> Void = (m) => {
    m.raise()  // <<note>>
}`,
    en: {
      title: "Mutable access through a read-only borrow",
      description:
        "A value that is only available for reading, such as a parameter of type `&T`, is used where write access (`&mut T`) is needed. A read token never grants the right to modify. The reference defines the code but does not emit it.",
      help: "Take the parameter as `&mut T`, or borrow the original value mutably at the call site.",
      template: "mutable access is not allowed through a read-only borrow",
      note: "`m` is a read token, but `raise` needs `&mut`",
    },
    zh: {
      title: "通过只读借用进行可变访问",
      description:
        "一个只能读取的值（例如类型为 `&T` 的参数）被用在了需要写访问（`&mut T`）的地方。读令牌永远不授予修改的权利。参考实现定义了此代码但不会报告它。",
      help: "把参数声明为 `&mut T`，或在调用处对原值进行可变借用。",
      template: "不允许通过只读借用进行可变访问",
      note: "`m` 是读令牌，而 `raise` 需要 `&mut`",
    },
  },
  {
    code: "E2013",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "names",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["name"],
    related: ["E2002", "E2010"],
    example: `main = {
    i = 0
    for i in [1, 2] {  // <<note>>
        println(i)
    }
}`,
    en: {
      title: "Declaration shadows an outer binding",
      description:
        "An explicit declaration, such as a `for` loop variable, `mut x = ...` or `x: T = ...`, introduces a name that is already visible from an enclosing block, a parameter or the top level. YaoXiang forbids this kind of shadowing so that a name refers to one binding throughout a function. Prelude names such as `len` or `max` may be reused freely.",
      help: "Give the inner variable a different name.",
      template: "'{name}' would shadow a binding from an outer scope",
      note: "`i` is already declared in `main`",
    },
    zh: {
      title: "声明遮蔽了外层绑定",
      description:
        "显式声明（例如 `for` 循环变量、`mut x = ...` 或 `x: T = ...`）引入的名称已经可以从外层块、参数或顶层看到。爻象禁止这种遮蔽，以保证一个名称在整个函数中只指代一个绑定。`len`、`max` 等预导入名称可以自由复用。",
      help: "给内部的变量换一个名字。",
      template: "'{name}' 会遮蔽外层作用域中的绑定",
      note: "`i` 已经在 `main` 中声明过",
    },
  },
  {
    code: "E2014",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: true,
    params: ["name"],
    related: ["E2015", "E2024", "E2028"],
    example: `Box: Type = { w: Int }
main = {
    a = Box(1)
    b = a
    c = a.w  // <<note>>
}`,
    en: {
      title: "Value used after move",
      description:
        "Assigning a non-copy value to another binding, passing it to a parameter that is not a borrow, or returning it transfers ownership, and the old binding may not be read afterwards. Int, Float, Bool and Char are copied instead of moved, and `&T` and `ref` handles are duplicated, so they never trigger this.",
      help: "Use the new owner, or pass a borrow (`&a`) instead of moving where a borrow is accepted (a `&T` parameter or field). A record value can be copied with `.clone()` before the move; a String or List has no `.clone()` (E1053), so borrow it or build a new value instead.",
      template: "'{name}' was moved and cannot be used here",
      note: "`a` was moved into `b`",
    },
    zh: {
      title: "值在移动之后被使用",
      description:
        "把非复制类型的值赋给另一个绑定、传给非借用参数或将其返回，都会转移所有权，此后旧绑定不能再被读取。Int、Float、Bool 和 Char 是复制而不是移动的，`&T` 与 `ref` 句柄会被复制，因此它们永远不会触发此错误。",
      help: "使用新的所有者；或者在接受借用的地方（`&T` 参数或字段）传入借用（`&a`）而不是移动。记录类型的值可以在移动之前用 `.clone()` 复制；String 和 List 没有 `.clone()`（E1053），请改为借用或构造一个新值。",
      template: "'{name}' 已被移动，不能在此处使用",
      note: "`a` 已被移动到 `b`",
    },
  },
  {
    code: "E2015",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["name"],
    related: ["E2014", "E2024"],
    example: `Doc: Type = { pages: Int }
main = {
    d = Doc(3)
    archive = d
    view = &d  // <<note>>
}`,
    en: {
      title: "Borrow of a moved value",
      description:
        "A borrow (`&x` or `&mut x`) is taken from a variable whose value has already been moved to another owner. There is nothing left to borrow. The reference reports this situation as E2014.",
      help: "Take the borrow before the move, or borrow from the new owner instead.",
      template: "cannot borrow '{name}' because its value was moved",
      note: "`d` was moved into `archive`",
    },
    zh: {
      title: "借用已被移动的值",
      description:
        "对一个值已经转移给其他所有者的变量进行了借用（`&x` 或 `&mut x`），此时已经没有可借用的东西了。参考实现把这种情况报告为 E2014。",
      help: "在移动之前借用，或改为从新的所有者借用。",
      template: "不能借用 '{name}'，因为它的值已被移动",
      note: "`d` 已被移动到 `archive`",
    },
  },
  {
    code: "E2016",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["name"],
    related: ["E2010", "E2002"],
    example: `main = {
    n = 1
    r = &mut n  // <<note>>
}`,
    en: {
      title: "Mutation of an immutable binding",
      description:
        "The ownership layer found a write to a binding that is not `mut`: either an explicit `&mut x` borrow, or an assignment written inside a larger expression, such as `y = (x = 2)` or a lambda whose body is `x = a`. Both would let the value change although it was declared immutable.",
      help: "Declare the binding with `mut`, or take a read borrow `&x` if you only need to read.",
      template: "'{name}' is not mutable",
      note: "`n` was not declared `mut`",
    },
    zh: {
      title: "修改不可变绑定",
      description:
        "所有权检查发现了对非 `mut` 绑定的写操作：显式的 `&mut x` 借用，或写在更大表达式内部的赋值，例如 `y = (x = 2)` 或函数体为 `x = a` 的 lambda。两者都会让一个声明为不可变的值发生改变。",
      help: "用 `mut` 声明该绑定；如果只需要读取，请使用只读借用 `&x`。",
      template: "'{name}' 不是可变的",
      note: "`n` 没有声明为 `mut`",
    },
  },
  {
    code: "E2017",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["name"],
    related: ["E2018"],
    example: `main = {
    mut scores = [1, 2, 3]
    a = &mut scores
    b = &mut scores  // <<note>>
}`,
    en: {
      title: "Two simultaneous mutable borrows",
      description:
        "Two `&mut` write tokens for the same value are alive at the same time, so both could change the value independently. The reference reports write/write conflicts as E2018, which covers every conflict that involves a write token.",
      help: "Stop using the first write token (or let its block end) before creating the second.",
      template: "'{name}' is already mutably borrowed",
      note: "`a` still holds a write token for `scores`",
    },
    zh: {
      title: "同时存在两个可变借用",
      description:
        "同一个值的两个 `&mut` 写令牌同时存活，于是两者都可以独立地修改该值。参考实现把写/写冲突报告为 E2018，该代码涵盖所有涉及写令牌的冲突。",
      help: "在创建第二个写令牌之前停止使用第一个（或让它所在的块结束）。",
      template: "'{name}' 已经被可变借用",
      note: "`a` 仍然持有 `scores` 的写令牌",
    },
  },
  {
    code: "E2018",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: true,
    params: ["name"],
    related: ["E2017", "E2003"],
    example: `Point: Type = { x: Int, y: Int }
move_to: (a: &mut Point, b: &Point) -> Void = {}
main = {
    p = Point(1, 2)
    move_to(p, p)  // <<note>>
}`,
    en: {
      title: "Conflicting borrow",
      description:
        "A new borrow of a value is created while another borrow of the same value is still alive, and at least one of the two is a `&mut` write token. Any number of read tokens may coexist, but a write token must be the only token of its value. Borrows of a field or element count as borrows of the whole variable.",
      help: "A borrow bound to a name lives to the end of its block, even when the name is not used again: put it and its uses in an inner `{ … }` block that ends before the second borrow, or pass the borrow straight to the call without naming it. Two borrows in one call: pass the value only once. Use read borrows (`&`) for both if nothing is written.",
      template: "conflicting borrows of '{name}': a write borrow cannot overlap another borrow",
      note: "`p` is borrowed as `&mut` and as `&` in the same call",
    },
    zh: {
      title: "借用冲突",
      description:
        "在同一个值的另一个借用仍然存活时又创建了新的借用，并且两者中至少有一个是 `&mut` 写令牌。多个读令牌可以共存，但写令牌必须是该值唯一的令牌。对字段或元素的借用视为对整个变量的借用。",
      help: "绑定到名字的借用一直存活到其所在块结束，即使之后不再使用该名字：把它和它的使用放进一个在第二次借用之前结束的内层 `{ … }` 块，或者不命名、直接把借用传给调用。同一次调用中的两个借用：只传递一次该值。无需写入时两处都使用只读借用（`&`）。",
      template: "'{name}' 的借用冲突：写借用不能与其他借用重叠",
      note: "`p` 在同一次调用中同时被借用为 `&mut` 和 `&`",
    },
  },
  {
    code: "E2019",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["name"],
    related: ["E2014", "E2021"],
    example: `Token: Type = { id: Int }
consume: (t: Token) -> Void = (t) => {}
main = {
    t = Token(1)
    for k in [1, 2] {
        consume(t)  // <<note>>
    }
}`,
    en: {
      title: "Value released twice",
      description:
        "The ownership analysis found a path on which the same value would be released (dropped) twice. Every value is released exactly once, at the end of the scope that owns it, or by whoever it was moved to. The reference has this code but no check produces it; moves inside loops are not reported there at all.",
      help: "Make sure only one owner releases the value: move it only once, or clone it for each consumer.",
      template: "'{name}' would be released twice",
      note: "the second iteration hands over `t` again after `consume` released it",
    },
    zh: {
      title: "值被释放两次",
      description:
        "所有权分析发现存在一条路径，会让同一个值被释放两次。每个值只会被释放一次：在拥有它的作用域结束时，或由它被移动到的新所有者释放。参考实现有此代码，但没有任何检查会产生它；循环内部的移动在那里根本不会被报告。",
      help: "确保只有一个所有者释放该值：只移动一次，或为每个使用者克隆一份。",
      template: "'{name}' 会被释放两次",
      note: "第二次迭代在 `consume` 释放 `t` 之后再次移交了它",
    },
  },
  {
    code: "E2020",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "SCOPE",
    emittedByReference: true,
    params: ["name"],
    related: ["E1001", "E2001"],
    example: `main = {
    {
        y = 1
    }
    z = y  // <<note>>
}`,
    en: {
      title: "Value used after its scope ended",
      description:
        "A name declared inside a bare block `{ ... }` or a `while` body is read after that block has closed. Its value was released at the end of the block, so it no longer exists. The same mistake with a name from an `if` or `for` body is reported as E1001.",
      help: "Declare the variable before the block (with `mut` if the block updates it) and assign it inside the block.",
      template: "'{name}' was released when its scope ended and cannot be used here",
      note: "`y` was released at the end of the block above",
    },
    zh: {
      title: "值在其作用域结束后被使用",
      description:
        "在裸代码块 `{ ... }` 或 `while` 循环体中声明的名称，在该块结束之后被读取。它的值已在块结束时释放，已经不存在了。对 `if` 或 `for` 块中声明的名称犯同样的错误时，报告的是 E1001。",
      help: "在块之前声明该变量（如果块中会更新它，请加上 `mut`），然后在块内给它赋值。",
      template: "'{name}' 在其作用域结束时已被释放，不能在此处使用",
      note: "`y` 在上面的代码块结束时已被释放",
    },
  },
  {
    code: "E2021",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["name"],
    related: ["E2019", "E2014"],
    example: `Buffer: Type = { size: Int }
keep: (b: Buffer) -> Int = (b) => b.size
main = {
    b = Buffer(8)
    if true {
        n = keep(b)  // <<note>>
    }
}`,
    en: {
      title: "Release of a value that was already moved",
      description:
        "At the end of a scope the ownership analysis would release a value that was already moved away on some path, for example moved in one branch of an `if` only. A correct analysis tracks such partial moves and skips the release. The reference defines the code but never reports it.",
      help: "Move the value on every path or on none, e.g. by cloning it in the branch that needs ownership.",
      template: "'{name}' is released here although it was already moved",
      note: "`b` is moved on one path only; the release at the end of `main` must not touch it",
    },
    zh: {
      title: "释放已被移动的值",
      description:
        "在作用域结束时，所有权分析将要释放一个在某条路径上已经被移走的值，例如只在 `if` 的一个分支中被移动。正确的分析会跟踪这种部分移动并跳过释放。参考实现定义了此代码但从不报告它。",
      help: "让该值在所有路径上都被移动或都不被移动，例如在需要所有权的分支中克隆它。",
      template: "'{name}' 已经被移动，却在此处被释放",
      note: "`b` 只在一条路径上被移动，`main` 结束时的释放不能再处理它",
    },
  },
  {
    code: "E2022",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["name", "method"],
    related: ["E2012", "E2016"],
    example: `Counter: Type = { n: Int }
Counter.bump: (self: &mut Counter) -> Void = {
    self.n = self.n + 1
}
main = {
    c = Counter(0)
    c.bump()  // <<note>>
}`,
    en: {
      title: "Mutating method called on an immutable binding",
      description:
        "A method whose receiver is `self: &mut T` is called on a binding that was not declared `mut`. The specification asks for this check, but the reference accepts such calls because receivers are borrowed automatically, and this project accepts them too, since valid programs rely on it.",
      help: "Declare the binding with `mut` to make the mutation visible in the code.",
      template: "cannot call mutating method '{method}' on immutable binding '{name}'",
      note: "`bump` needs `&mut`, but `c` is not `mut`",
    },
    zh: {
      title: "在不可变绑定上调用修改性方法",
      description:
        "在一个未声明为 `mut` 的绑定上调用了接收者为 `self: &mut T` 的方法。语言规范要求进行这项检查，但参考实现会自动借用接收者，因此接受这类调用；由于有效程序依赖这一行为，本项目同样接受。",
      help: "用 `mut` 声明该绑定，让修改在代码中清晰可见。",
      template: "不能在不可变绑定 '{name}' 上调用修改性方法 '{method}'",
      note: "`bump` 需要 `&mut`，但 `c` 不是 `mut`",
    },
  },
  {
    code: "E2023",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "TYPE",
    emittedByReference: false,
    params: ["field", "struct_name"],
    related: ["E2016"],
    example: `Account: Type = { owner: String, balance: Float }
main = {
    acc = Account("Ana", 10.0)
    acc.balance = 0.0  // <<note>>
}`,
    en: {
      title: "Assignment to a field that is not mutable",
      description:
        "A field was assigned although neither the field (declared as `name mut: T`) nor the binding permits mutation. The reference accepts field writes through immutable bindings, and this project does not report them by default either.",
      help: "Declare the field as `name mut: T` in the record type, or declare the binding with `mut`.",
      template: "field '{field}' of '{struct_name}' is not mutable",
      note: "`balance` is not declared `mut` and `acc` is immutable",
    },
    zh: {
      title: "给不可变字段赋值",
      description:
        "给一个字段赋了值，但字段本身（声明为 `name mut: T` 才可变）和绑定都不允许修改。参考实现接受通过不可变绑定进行的字段写入，本项目默认也不报告。",
      help: "在记录类型中把该字段声明为 `name mut: T`，或用 `mut` 声明该绑定。",
      template: "'{struct_name}' 的字段 '{field}' 不可变",
      note: "`balance` 没有声明为 `mut`，而 `acc` 是不可变的",
    },
  },
  {
    code: "E2024",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["name"],
    related: ["E2014", "E2015"],
    example: `Job: Type = { id: Int }
run: (j: Job) -> Int = (j) => j.id
main = {
    job = Job(7)
    done = run(job)
    view = &job  // <<note>>
}`,
    en: {
      title: "Borrow of a value that is no longer owned",
      description:
        "A borrow is taken from a binding that no longer owns a value, because the value was handed to a function parameter, a task or another owner. Without an owner there is nothing to borrow. The reference reports such cases as E2014.",
      help: "Borrow before handing the value over, or let the function take a borrow (`&Job`) instead of ownership.",
      template: "cannot borrow '{name}': it no longer owns a value",
      note: "`job` was given to `run`, which took ownership",
    },
    zh: {
      title: "借用不再拥有值的绑定",
      description:
        "从一个已不再拥有值的绑定进行借用，因为该值已经交给了函数参数、任务或其他所有者。没有所有者，也就没有可借用的东西。参考实现把这类情况报告为 E2014。",
      help: "在交出该值之前进行借用，或让函数接收借用（`&Job`）而不是所有权。",
      template: "不能借用 '{name}'：它已不再拥有值",
      note: "`job` 已交给 `run`，所有权已被拿走",
    },
  },
  {
    code: "E2025",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["name"],
    related: ["E2002", "E2010"],
    example: `main = {
    name = "Ana"
    name = "Bo"  // <<note>>
}`,
    en: {
      title: "Re-binding an immutable name that still owns its value",
      description:
        "The ownership design says an immutable name may be bound again only after its value has been moved away; re-binding it while it still owns a value would silently discard that value. The reference does not apply this rule (same-block re-binding is accepted), and this project follows the reference by default.",
      help: "Declare the binding with `mut` if it is meant to change, or use a new name for the second value.",
      template: "'{name}' is immutable and still owns its value; it cannot be bound again",
      note: "`name` still owns \"Ana\"",
    },
    zh: {
      title: "重新绑定仍拥有值的不可变名称",
      description:
        "所有权设计规定，不可变名称只有在其值被移走之后才能再次绑定；在它仍拥有值时重新绑定会悄悄丢弃原来的值。参考实现不执行这条规则（同一块中的重新绑定被接受），本项目默认与参考实现保持一致。",
      help: "如果该绑定需要改变，请用 `mut` 声明；否则为第二个值换一个新名字。",
      template: "'{name}' 是不可变的且仍拥有其值，不能再次绑定",
      note: "`name` 仍然拥有 \"Ana\"",
    },
  },
  {
    code: "E2026",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["name"],
    example: `Conn: Type = { id: Int }
ping: (c: Conn) -> Conn = (c) => {
    n = c.id
    return Conn(n)  // <<note>>
}`,
    en: {
      title: "Consumed parameter is not handed back",
      description:
        "A function takes ownership of a parameter under a protocol that requires giving it back, typically a resource passed by value whose type is also the result type, but some path returns something else. The caller then loses the original resource. The reference defines the code but never reports it.",
      help: "Return the parameter itself on every path, or take a borrow (`&Conn`/`&mut Conn`) instead of ownership.",
      template: "consumed parameter '{name}' is not handed back",
      note: "a new `Conn` is returned, `c` itself is never handed back",
    },
    zh: {
      title: "被消费的参数没有交还",
      description:
        "函数按照要求交还的约定取得了某个参数的所有权（通常是按值传入、且类型与结果类型相同的资源），但某条路径返回了别的东西，于是调用者失去了原来的资源。参考实现定义了此代码但从不报告它。",
      help: "在每条路径上都返回该参数本身，或改为接收借用（`&Conn`/`&mut Conn`）而不是所有权。",
      template: "被消费的参数 '{name}' 没有被交还",
      note: "返回的是新的 `Conn`，`c` 本身从未被交还",
    },
  },
  {
    code: "E2027",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "SYN",
    emittedByReference: true,
    params: [],
    related: ["E1052"],
    example: `read_raw: (p: *Int) -> Int = (p) => {
    return *p  // <<note>>
}`,
    en: {
      title: "Raw-pointer dereference outside unsafe",
      description:
        "A raw pointer was dereferenced with `*` outside an `unsafe { ... }` block. Raw pointers bypass the ownership rules, so every dereference must be wrapped in `unsafe` to mark the code that needs manual care.",
      help: "Wrap the dereference, e.g. `v = unsafe { *p }`; better still, use borrows instead of raw pointers.",
      template: "dereferencing a raw pointer requires an unsafe block",
      note: "`*p` is not inside `unsafe { ... }`",
    },
    zh: {
      title: "在 unsafe 之外解引用裸指针",
      description:
        "在 `unsafe { ... }` 块之外用 `*` 对裸指针进行了解引用。裸指针绕过了所有权规则，因此每次解引用都必须包在 `unsafe` 中，以标明这段代码需要人工保证正确性。",
      help: "把解引用包起来，例如 `v = unsafe { *p }`；更好的做法是用借用代替裸指针。",
      template: "对裸指针解引用需要 unsafe 块",
      note: "`*p` 不在 `unsafe { ... }` 之内",
    },
  },
  {
    code: "E2028",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["name"],
    related: ["E2014"],
    example: `Memo: Type = { text: String }
main = {
    a = Memo("hi")
    b = a
    c = a.clone()  // <<note>>
}`,
    en: {
      title: "Clone of a moved value",
      description:
        "`.clone()` is called on a binding whose value has already been moved. Cloning needs the original value, which no longer lives in that binding. The reference defines the code but reports such reads as E2014.",
      help: "Clone before the move (`b = a.clone()`), or clone from the new owner.",
      template: "cannot clone '{name}' because its value was moved",
      note: "`a` was moved into `b` on the line above",
    },
    zh: {
      title: "克隆已被移动的值",
      description:
        "对一个值已被移动的绑定调用了 `.clone()`。克隆需要原值，而它已经不在这个绑定中了。参考实现定义了此代码，但把这类读取报告为 E2014。",
      help: "在移动之前克隆（`b = a.clone()`），或从新的所有者克隆。",
      template: "不能克隆 '{name}'，因为它的值已被移动",
      note: "`a` 在上一行已被移动到 `b`",
    },
  },
  {
    code: "E2029",
    category: "Semantic",
    severity: "error",
    registered: false,
    phase: "ownership",
    detectable: "OWN",
    emittedByReference: false,
    params: ["cycle"],
    example: `Node: Type = { id: Int, peers mut: List(Arc(Node)) }
main = {
    a = ref Node(1, [])
    b = ref Node(2, [a])
    a.peers = [b]  // <<note>>
    r = spawn {
        return b.id
    }
}`,
    en: {
      title: "Reference cycle between shared values used in spawn",
      description:
        "Shared handles created with `ref` point at each other in a cycle, and the values are used inside `spawn` tasks; reference-counted values in a cycle are never released. This code exists only in the reference's locale files, not in its registry: its `explain` calls it unknown, and building it crashes the compiler.",
      help: "Break the cycle by making one direction of the link a weak handle (`std.weak`: `new` and `upgrade`).",
      template: "reference cycle between shared values used in spawn: {cycle}",
      note: "`a` and `b` now hold each other",
    },
    zh: {
      title: "spawn 中使用的共享值之间存在引用环",
      description:
        "用 `ref` 创建的共享句柄相互指向形成了环，并且这些值在 `spawn` 任务中被使用；处于环中的引用计数值永远不会被释放。此代码只存在于参考实现的语言文件中，并未注册：它的 `explain` 认为这是未知代码，构造该诊断还会使编译器崩溃。",
      help: "把环中某一方向的链接改为弱句柄（`std.weak` 的 `new` 和 `upgrade`）以打破引用环。",
      template: "spawn 中使用的共享值之间存在引用环：{cycle}",
      note: "`a` 和 `b` 现在互相持有对方",
    },
  },
  {
    code: "E2090",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "signatures",
    detectable: "SYN",
    emittedByReference: "internal",
    params: ["reason"],
    related: ["E2091", "E2092", "E2093", "E2095"],
    example: `split: (s: &String, sep: &String -> List(String)  // <<note>>`,
    en: {
      title: "Malformed function signature string",
      description:
        "One of the signature strings with which the compiler describes its standard-library functions cannot be parsed. These strings are internal to the compiler, so this is a compiler bug, not a problem in your program; the reference prints it on stderr while loading the standard library and never reports it against user code.",
      help: "Nothing to change in your program; report the problem together with the compiler version.",
      template: "malformed function signature: {reason}",
      note: "signature text with an unbalanced parenthesis",
    },
    zh: {
      title: "函数签名字符串格式错误",
      description:
        "编译器用来描述标准库函数的某个签名字符串无法解析。这些字符串属于编译器内部，所以这是编译器的缺陷，而不是你的程序有问题；参考实现在加载标准库时把它打印到 stderr，从不针对用户代码报告。",
      help: "你的程序无需修改；请连同编译器版本一起报告此问题。",
      template: "函数签名格式错误：{reason}",
      note: "括号不配对的签名文本",
    },
  },
  {
    code: "E2091",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "signatures",
    detectable: "SCOPE",
    emittedByReference: false,
    params: ["type_name"],
    related: ["E2090", "E1003"],
    example: `lines: (s: &String) -> Lst(String)  // <<note>>`,
    en: {
      title: "Signature mentions an unknown type",
      description:
        "A standard-library signature string refers to a type name the signature loader does not know. Like the other E209x codes it concerns the compiler's internal tables; the reference never reports it.",
      help: "Nothing to change in your program; report it as a compiler bug.",
      template: "unknown type '{type_name}' in signature",
      note: "`Lst` is not a known type",
    },
    zh: {
      title: "签名中出现未知类型",
      description:
        "某个标准库签名字符串引用了签名加载器不认识的类型名。与其他 E209x 代码一样，它涉及编译器的内部表；参考实现从不报告它。",
      help: "你的程序无需修改；请把它作为编译器缺陷报告。",
      template: "签名中的类型 '{type_name}' 未知",
      note: "`Lst` 不是已知的类型",
    },
  },
  {
    code: "E2092",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "signatures",
    detectable: "SYN",
    emittedByReference: "internal",
    params: [],
    related: ["E2090"],
    example: `upper: (s: &String) String  // <<note>>`,
    en: {
      title: "Signature lacks the `->` arrow",
      description:
        "A standard-library signature string has a parameter list but no `->` before its result type. The compiler reports it on stderr while loading its own tables; it is never a diagnostic about user code.",
      help: "Nothing to change in your program; report it as a compiler bug.",
      template: "signature is missing '->'",
      note: "the `->` between the parameters and the result is missing",
    },
    zh: {
      title: "签名缺少 `->` 箭头",
      description:
        "某个标准库签名字符串有参数列表，但在结果类型之前没有 `->`。编译器在加载自己的表时把它打印到 stderr，它从来不是针对用户代码的诊断。",
      help: "你的程序无需修改；请把它作为编译器缺陷报告。",
      template: "签名缺少 '->'",
      note: "参数与结果之间缺少 `->`",
    },
  },
  {
    code: "E2093",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "signatures",
    detectable: "SYN",
    emittedByReference: "internal",
    params: ["name"],
    related: ["E2090", "E2095"],
    example: `pair: (a: Int, a: Int) -> Int  // <<note>>`,
    en: {
      title: "Signature repeats a parameter name",
      description:
        "A standard-library signature string declares two parameters with the same name, so they could not be told apart. The compiler reports it on stderr while loading its tables; it never concerns user code.",
      help: "Nothing to change in your program; report it as a compiler bug.",
      template: "parameter '{name}' appears twice in the signature",
      note: "`a` is declared twice",
    },
    zh: {
      title: "签名中参数名重复",
      description:
        "某个标准库签名字符串声明了两个同名参数，导致它们无法区分。编译器在加载其内部表时把它打印到 stderr，它从不涉及用户代码。",
      help: "你的程序无需修改；请把它作为编译器缺陷报告。",
      template: "参数 '{name}' 在签名中出现了两次",
      note: "`a` 被声明了两次",
    },
  },
  {
    code: "E2094",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "signatures",
    detectable: "SYN",
    emittedByReference: false,
    params: ["name"],
    related: ["E2095"],
    example: `wrap: (T: Type) -> (T: Type) -> (x: T) -> T  // <<note>>`,
    en: {
      title: "Generic parameter hides an outer generic parameter",
      description:
        "A signature declares a generic parameter with the same name as a generic parameter of an enclosing group, so inner uses of the name become ambiguous. The check belongs to the standard-library signature loader; the reference never reports it.",
      help: "Give the inner generic parameter a different name.",
      template: "generic parameter '{name}' hides an outer generic parameter",
      note: "the second `T` hides the first",
    },
    zh: {
      title: "泛型参数遮蔽了外层泛型参数",
      description:
        "签名声明的某个泛型参数与外层参数组中的泛型参数同名，使得内部对该名称的使用产生歧义。这项检查属于标准库签名加载器；参考实现从不报告它。",
      help: "给内层的泛型参数换一个名字。",
      template: "泛型参数 '{name}' 遮蔽了外层的泛型参数",
      note: "第二个 `T` 遮蔽了第一个",
    },
  },
  {
    code: "E2095",
    category: "Semantic",
    severity: "error",
    registered: true,
    phase: "signatures",
    detectable: "SYN",
    emittedByReference: "internal",
    params: ["name"],
    related: ["E2093", "E2094"],
    example: `pick: (T: Type) -> (T: Int) -> Int  // <<note>>`,
    en: {
      title: "Value parameter reuses a generic parameter's name",
      description:
        "In a standard-library signature string a value parameter has the same name as a generic (type) parameter, so the name would denote both a type and a value. The compiler reports it on stderr while loading its tables; it never concerns user code.",
      help: "Nothing to change in your program; report it as a compiler bug.",
      template: "value parameter '{name}' reuses the name of a generic parameter",
      note: "the value parameter `T` reuses the type parameter's name",
    },
    zh: {
      title: "值参数与泛型参数同名",
      description:
        "在某个标准库签名字符串中，一个值参数与泛型（类型）参数同名，使得这个名称同时表示类型和值。编译器在加载其内部表时把它打印到 stderr，它从不涉及用户代码。",
      help: "你的程序无需修改；请把它作为编译器缺陷报告。",
      template: "值参数 '{name}' 与某个泛型参数同名",
      note: "值参数 `T` 与类型参数同名",
    },
  },
];

// A function declared to return a value whose body can end without one (105b
// P2: a forgotten last `return`, a `return` on one path only, an empty body
// passed, where a bare `return` was already E1002): E1002 at the body's `}`.
// Where it is not certain that the end is reached, nothing is said.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function ends(source: string, options: { referenceMode?: boolean } = {}): Promise<string[]> {
  return (await check(source, options)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]}${d.message.includes("can end here without a value") ? " ends" : ` ${d.message}`}`);
}

describe("a body that can end without a value", () => {
  it("is E1002 at its } when a path falls off the end: a return on one path, a last loop, an empty body, a last Void call", async () => {
    const source = `use std.io

sign_of: (n: Int) -> Int = {
    if n < 0 {
        return -1
    }
}

total: (xs: List(Int)) -> Int = (xs) => {
    mut t = 0
    for x in xs {
        t = t + x
    }
}

zero: () -> Int = {}

noisy: (n: Int) -> Int = {
    if n > 0 {
        return n
    }
    io.println("none")
}

Meter: Type = { v: Int }
Meter.read: (self: &Meter) -> Int = {
    r = self.v
}

first_big: (xs: List(Int)) -> Int = {
    while true {
        if xs[0] > 1 {
            break
        }
    }
}
`;
    expect(await ends(source)).toEqual(["E1002 7:1 ends", "E1002 14:1 ends", "E1002 16:20 ends", "E1002 23:1 ends", "E1002 28:1 ends", "E1002 36:1 ends"]);
  });

  it("a branch of a last `if` or `match` that ends in a call giving nothing (106h K3)", async () => {
    const source = `use std.io
name_of: (d: Int) -> String = {
    match d {
        0 => {
            return "zero"
        }
        _ => {
            io.println("other")
        }
    }
}
name2: (d: Int) -> String = {
    if d == 0 {
        return "zero"
    } else {
        io.println("other")
    }
}
valued: (d: Int) -> String = {
    if d == 0 {
        return "zero"
    } else {
        "other"
    }
}
picked: (d: Int) -> String = {
    match d {
        0 => "zero",
        _ => {
            return "other"
        }
    }
}
`;
    // A branch ending in a value gives it (diagnostics.md §6.5: the corpus relies on tail values of branches).
    expect(await ends(source)).toEqual(["E1002 11:1 ends", "E1002 18:1 ends"]);
  });

  it("a last expression of the wrong type after a `return` on one path is E1002, as without it (108d W1)", async () => {
    const source = 'label: (x: Int) -> String = {\n    if x > 0 {\n        return "positive"\n    }\n    x\n}\nfine: (x: Int) -> String = {\n    if x > 0 {\n        return "positive"\n    }\n    "other"\n}\n';
    expect(await ends(source)).toEqual(["E1002 5:5 the function returns String, but the value is Int"]);
  });

  it("says nothing when every path returns, loops forever, or ends in a value, nor for Void or a Result of nothing", async () => {
    const source = `use std.io

both: (n: Int) -> Int = {
    if n < 0 {
        return -1
    } else if n == 0 {
        return 0
    } else {
        return 1
    }
}

arms: (n: Int) -> String = {
    match n {
        0 => return "zero",
        _ => {
            return "many"
        },
    }
}

spin: (n: Int) -> Int = {
    while true {
        if n > 0 {
            return n
        }
        for i in [1, 2] {
            if i > 1 {
                break
            }
        }
    }
}

tail: (n: Int) -> Int = (n) => {
    n * 2
}

shout: (s: String) -> Void = {
    io.println(s)
}

done: (s: String) -> Result(Void, String) = {
    io.println(s)
}

early: (n: Int) -> Int = {
    return n
    io.println("never")
}
`;
    expect(await ends(source)).toEqual([]);
  });

  it("in a generic function, a local function and a lambda declared with a type too (105c Q1)", async () => {
    const source = `first: (T: Type) -> (xs: List(T)) -> T = {
    for x in xs {
        return x
    }
}

empty: (T: Type) -> (x: T) -> T = {}

main = {
    twice: (a: Int) -> Int = {
        mut t = a
        t = t * 2
    }
    lam: (a: Int) -> Int = (a) => {
        if a > 0 {
            return 1
        }
    }
    loc: () -> String = {
        7
    }
    fine: (a: Int) -> Int = (a) => {
        return a
    }
    n = first([1, 2]) + empty(3) + twice(3) + lam(1) + fine(2)
    s = loc()
}
`;
    expect(await ends(source)).toEqual(["E1002 5:1 ends", "E1002 7:36 ends", "E1002 13:5 ends", "E1002 18:5 ends", "E1002 20:9 the function returns String, but the value is Int"]);
  });

  it("a lambda bound under a function type in a body has its last expression checked too (105d R2)", async () => {
    const source = 'main = {\n    lam: (a: Int) -> String = (a) => {\n        a\n    }\n    lam2: (a: Int) -> Int = (a) => {\n        k = "s"\n        k\n    }\n    ok: (a: Int) -> Int = (a) => {\n        a * 2\n    }\n    s = lam(1)\n    n = lam2(1) + ok(2)\n}\n';
    expect(await ends(source)).toEqual(["E1002 3:9 the function returns String, but the value is Int", "E1002 7:9 the function returns Int, but the value is String"]);
  });

  it("a block lambda passed where the parameter's function type has a known result (105d note), not under an open generic one or a Void one", async () => {
    const source = `use std.{io}

apply: (f: (Int) -> Int, x: Int) -> Int = f(x)
each: (xs: List(Int), f: (Int) -> Void) -> Void = {
    for x in xs { f(x) }
}
pass: (T: Type, U: Type) -> (x: T, f: (T) -> U) -> U = f(x)

main = {
    a = apply((x: Int) => { if x > 0 { return x } }, 3)
    b = apply((x) => { if x > 0 { return x } else { return 0 } }, 3)
    c = apply(f = (x) => {
        if x > 0 {
            return x
        }
    }, x = 3)
    each([1, 2], (x) => { io.println(f"{x}") })
    d = pass(1, (x) => { if x > 0 { return x } })
    io.println(f"{a} {b} {c} {d}")
}
`;
    expect(await ends(source)).toEqual(["E1002 10:51 ends", "E1002 16:5 ends"]);
  });

  it("a lambda argument without any value is said once, at its end, not again as an argument of another type (106e X3)", async () => {
    const source = 'apply: (f: (Int) -> Int, x: Int) -> Int = f(x)\n\nmain = {\n    a = apply((x) => {\n        y = x + 1\n    }, 3)\n    c = apply((x) => {\n        return "s"\n    }, 3)\n}\n';
    expect(await ends(source)).toEqual(["E1002 6:5 ends", "E1002 7:14 argument 1 ('f') of 'apply' must be (Int) -> Int, but the value is (Int) -> String"]);
  });

  it("a function annotated with an alias of a function type is checked against the alias's result (105d R5)", async () => {
    const source = 'BinOp: Type = (Int, Int) -> Int\n\ntadd: BinOp = (a, b) => {\n    return "s"\n}\n\ntsum: BinOp = (a, b) => {\n    c = a + b\n}\n\nfine: BinOp = (a, b) => {\n    return a + b\n}\n\nmain = {\n    loc: BinOp = (a, b) => {\n        c = a * b\n    }\n    n = tadd(1, 2) + tsum(1, 2) + fine(1, 2) + loc(1, 2)\n}\n';
    expect(await ends(source)).toEqual(["E1002 4:5 the function returns Int, but the value is String", "E1002 9:1 ends", "E1002 18:5 ends"]);
  });

  it("is not in the reference's view, nor in a file with syntax errors", async () => {
    const source = "total: (xs: List(Int)) -> Int = {\n    mut t = 0\n}\n";
    expect(await ends(source)).toEqual(["E1002 3:1 ends"]);
    expect(await ends(source, { referenceMode: true })).toEqual([]);
    expect((await ends(`${source}broken = (1 +\n`)).filter((d) => d.endsWith("ends"))).toEqual([]);
  });
});

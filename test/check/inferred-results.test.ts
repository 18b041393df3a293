// A top-level function without annotations has the result its body gives
// (walker.ts inferredResult): its expression, the type its `return`s agree
// on, or Void for a body without `return` ending in a statement. Its calls
// after it in the file are checked with that result; calls before it, and a
// body whose returns disagree, stay unknown (never a guessed type).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("results of unannotated top-level functions", () => {
  it("check the calls after them", async () => {
    const source = `double = (x: Int) => x * 2\ngreet = (name: String) => {\n    return f"hi {name}"\n}\nmain = {\n    a: String = double(3)\n    b: Int = greet("x")\n    c: Int = double(4)\n}\n`;
    expect(await errors(source)).toEqual([
      "E1002 6:5 'a' is declared as String, but the value is Int",
      "E1002 7:5 'b' is declared as Int, but the value is String",
    ]);
  });

  it("leave unknown what their bodies do not settle, and calls before them", async () => {
    const source = `first = {\n    a: String = later(1)\n}\nlater = (x: Int) => x + 1\nmixed = (n: Int) => {\n    if n > 0 {\n        return 1\n    }\n    return "one"\n}\nmain = {\n    b: Bool = mixed(2)\n}\n`;
    expect(await errors(source)).toEqual([]);
  });

  it("a lambda's block and a function's bare block without return give the value of their last expression (the forms format_source writes `(x) => x * 2` and `forty = () => 40 + 2` in)", async () => {
    const source = `tail = (n: Int) => {\n    n + 1\n}\nmain = {\n    double = (x: Int) => { x * 2 }\n    c: Bool = tail(2)\n    d: String = double(21)\n    e: Int = tail(1) + double(2)\n    f: String = forty()\n}\nforty = {\n    40 + 2\n}\nlater = {\n    g: String = forty()\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 6:5", "E1002 7:5", "E1002 15:5"]);
  });

  it("a body without return is Void", async () => {
    const source = `say = (s: String) => {\n    print(s)\n}\nmain = {\n    n: Int = say("x")\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 5:5"]);
  });
});

describe("round seven of unseen code", () => {
  it("a body ending in a loop or an `if` without `else` is Void; a clone is a value of the record's type; a type parameter no argument fixes is unknown", async () => {
    const source = `P: Type = { x: Int }\nlast_of: (T: Type) -> (xs: &List(T)) -> T = xs[0]\nloop_last = (n: Int) => {\n    for i in [1, 2] {\n        print(i)\n    }\n}\nmaybe = (n: Int) => {\n    if n > 0 {\n        print(n)\n    }\n}\nmain = (u) => {\n    a: Int = loop_last(1)\n    b: Int = maybe(1)\n    q = P(1).clone()\n    c: String = q.x\n    d = q.nmae\n    e: String = last_of(u)\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 14:5", "E1002 15:5", "E1002 17:5", "E1042 18:11"]);
  });

  it("a type whose entries take `self` and return the type is an interface, not a variant set", async () => {
    const source = `Step: Type = { advance: (self: &Step, by: Int) -> Step }\nCounter: Type = { at: Int, Step }\nCounter.advance: (self: &Counter, by: Int) -> Counter = Counter(self.at + by)\nwalk: (s: &Step) -> Step = s.advance(1)\nmain = {\n    c = Counter(1)\n    d = walk(c)\n    e = c.nope()\n}\n`;
    expect(await errors(source)).toEqual(["E1042 8:11 record 'Counter' has no field or method 'nope'"]);
  });

  it("an interface value's member no listed interface declares is E1042; a member with a default may be left out when the type is built", async () => {
    const source = `Local: Type = { look: (self: &Local) -> Bool }\nAskable: Type = { Local, points: (self: &Askable) -> Int }\nf = (q: &Askable) => q.lok()\ng = (q: &Askable) => q.look()\nEsc: Type = {\n    text: (s: String) -> String,\n    attr: (s: String) -> String = (s) => s,\n}\nmain = {\n    e = Esc(text = (s) => s + "!")\n}\n`;
    expect(await errors(source)).toEqual(["E1042 3:24 interface 'Askable' has no method 'lok'"]);
  });
});

describe("lists and dictionaries", () => {
  it("a dictionary of known entries is no list, nor a list of known elements a dictionary; `{}` and `[]` alone may be either", async () => {
    const source = `main = {\n    a: List(Int) = {"a": 1}\n    d: Dict(String, Int) = [1, 2]\n    e: List(Int) = {}\n    f: Dict(String, Int) = []\n    g: List(Int) = 1..3\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 2:5", "E1002 3:5"]);
  });

  it("a list, set or dictionary whatever its elements is no primitive value or record", async () => {
    const source = `P: Type = { x: Int }\nf: (n: Int) -> Int = n\nmain = {\n    a: Int = []\n    b: P = []\n    c: String = {"k": []}\n    d = f([])\n    e: List(Int) = []\n    h: Bool = [x for x in []]\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 4:5", "E1002 5:5", "E1002 6:5", "E1002 7:10", "E1002 9:5"]);
  });
});

describe("lambdas given by name", () => {
  it("to a generic function take their types once the arguments before them are known; a lambda parameter named self takes its context's type", async () => {
    const source = "Pkg: Type = { name: String, size: Int }\nbest_by: (T: Type) -> (items: &List(T), score: (x: T) -> Int) -> T = (items, score) => items[0]\nBoard: Type = { cells: List(Pkg) }\nBoard.count_where: (self: &Board, keep: (c: Pkg) -> Bool) -> Int = { return 0 }\nmain = {\n    ps = [Pkg(name = \"a\", size = 3)]\n    two = best_by(items = &ps, score = (q) => q.sizz)\n    b = Board(ps)\n    n = b.count_where((self) => self.nmae == \"a\")\n    m = b.count_where(keep = (k) => k.nmae == \"a\")\n}\n";
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1042 7:49", "E1042 9:38", "E1042 10:39"]);
  });
});

describe("round nine", () => {
  it("an `else if` chain without a final `else` gives no value (Void); `&{}` fits a borrowed dictionary or list", async () => {
    const source = "pick = (n: Int) => {\n    if n > 1 {\n        print(1)\n    } else if n > 0 {\n        print(2)\n    }\n}\ncount_keys: (d: &Dict(String, Int)) -> Int = { return 0 }\nsize: (xs: &List(Int)) -> Int = { return 0 }\nmain = {\n    a: Int = pick(1)\n    b = count_keys(&{})\n    c = size(&{})\n}\n";
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 11:5"]);
  });
});

describe("record field defaults", () => {
  it("are checked against the field's type (an Int widens to a Float)", async () => {
    const source = 'Opts: Type = {\n    name: String,\n    width: Int = "wide",\n    ratio: Float = 2,\n    tag: String = "x",\n}\n';
    expect(await errors(source)).toEqual(["E1002 3:18 the field is declared as Int, but the value is String"]);
  });
});

describe("round fifteen of unseen code", () => {
  it("a body with `return`s and a last expression of another type has no one result (unknown), at top level as in a body", async () => {
    const source = `mixed = (c: Bool) => {\n    if c {\n        return 1\n    }\n    "two"\n}\nsame = (c: Bool) => {\n    if c {\n        return 1\n    }\n    2\n}\nmain = {\n    d: String = mixed(true)\n    e: String = same(true)\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 15:5"]);
  });

  it("a bare block as a body's last statement gives its own last expression's value", async () => {
    const source = `price = (n: Int) => {\n    {\n        base = 1600\n        base * n\n    }\n}\nmain = {\n    a: String = price(2)\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 8:5"]);
  });

  it("a local lambda's block ending in a Void call is Void, as a top-level function's is (format_source writes `() => io.println(…)` as `() => { io.println(…) }`)", async () => {
    const source = `use std.{io}\ntop = { io.println("top") }\nmain = {\n    empty = () => { io.println("x") }\n    n: Int = empty()\n    m: Int = top()\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 5:5", "E1002 6:5"]);
  });

  it("a later parameter group's bare name is a type in a plain curried signature too (format_source writes `(k: Int) -> ((x: Float) -> Float)` as `(k: Int) -> (Float) -> Float`)", async () => {
    const source = `clip: (x: Float) -> Float = x\nshaper: (level: Int) -> (Float) -> Float = (level: Int) => {\n    return clip\n}\nmain = {\n    s = shaper(3)\n    a = s("loud")\n}\n`;
    expect(await errors(source)).toEqual(["E1002 7:10 argument 1 of 's' must be Float, but the value is String"]);
    // The first group's names are no types there: a constant's value is no `N` to check against.
    const constant = `g: (N: Int) -> (n: N) -> Int = (N) => (n) => n\nmain = {\n    h = g(3)\n    a = h(4)\n}\n`;
    expect(await errors(constant)).toEqual([]);
  });

  it("a value nothing can call where a function is required is E1002 (diagnostics.md §6.5); a function or lambda is not", async () => {
    const source = `apply: (f: () -> Int) -> Int = f()\ntwice: (f: (x: Int) -> Int, v: Int) -> Int = f(f(v))\nP: Type = { n: Int }\nseven = { 7 }\nmain = {\n    a = apply(7)\n    b = twice([1], 4)\n    c = twice(P(1), 4)\n    d = apply(seven)\n    e = twice((x) => x + 1, 4)\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 6:14", "E1002 7:14", "E1002 8:14"]);
  });

  it("also for a std function's function parameter (`list.map(xs, 5)`); a lambda or a function there is fine", async () => {
    const source = `use std.{list}\ninc: (x: Int) -> Int = x + 1\nmain = {\n    a = list.map([1, 2], 5)\n    b = list.filter([1, 2], "even")\n    c = list.reduce([1, 2], 7, 0)\n    d = list.map([1, 2], inc)\n    e = list.filter([1, 2], (x) => x > 1)\n    f = list.reduce([1, 2], (acc, x) => acc + x, 0)\n}\n`;
    expect(await errors(source)).toEqual([
      "E1002 4:17 argument 2 ('fn') of 'list.map' must be (?) -> ?, but the value is Int",
      "E1002 5:20 argument 2 ('fn') of 'list.filter' must be (?) -> Bool, but the value is String",
      "E1002 6:20 argument 2 ('fn') of 'list.reduce' must be (?, ?) -> ?, but the value is Int",
    ]);
  });
});

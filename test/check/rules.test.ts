// The small recall cases of diagnostics.md §5 and the reproductions of the
// reference's compile-error tests, plus checks that legal code stays silent.
import { describe, expect, it } from "vitest";
import { check, codes } from "./helpers.js";

const cases: [string, string, string[]][] = [
  ["unknown name", "main = { y = undefined_name + 1 }", ["E1001@1"]],
  ["a signature with an untyped `mut` parameter (typed_param, §5.7): the body is read and checked", "f: (a: Int, mut b) -> Int = {\n    b = b + 1\n    return a + missing\n}\nmain = { x = f(1, 2) }", ["E1001@3"]],
  ["unknown names in match arms (a block, a value, a call)", "main = {\n    match 3 {\n        3 => { q = missing_name }\n        _ => {}\n    }\n    v = match 2 {\n        2 => missing_a,\n        _ => totally_unknown(3),\n    }\n}", ["E1001@3", "E1001@7", "E1001@8"]],
  ["a bare variant name as a match arm's value passes, as in the reference", "D: Type = { north: () -> D, east: () -> D }\nturn: (d: D) -> D = match d {\n    north => east,\n    _ => north,\n}", []],
  ["string into Int", 'main = { n: Int = "text" }', ["E1002@1"]],
  ["float into Int", "main = { n: Int = 2.5 }", ["E1002@1"]],
  ["int into Float", "main = { f: Float = 2 }", []],
  ["too few arguments", "f: (a: Int, b: Int) -> Int = (a, b) => a + b\nmain = { f(1) }", ["E1010@2"]],
  ["too many fields", "P: Type = { x: Int, y: Int }\nmain = { p = P(1, 2, 3) }", ["E1010@2"]],
  ["and on Int", "main = { b = 1 and true }", ["E1050@1"]],
  ["not on Int", "main = { b = !3 }", ["E1051@1"]],
  ["tuple index", "main = {\n t = (1, 2)\n z = t[5]\n}", ["E1041@3"]],
  ["unknown field", "P: Type = { x: Int }\nmain = {\n p = P(1)\n q = p.nope\n}", ["E1042@4"]],
  ["field of Int", "main = {\n n = 5\n q = n.field\n}", ["E1053@3"]],
  ["while on Int", "main = { while 3 { } }", ["E1054@1"]],
  ["for over a list's slice by a range (a slice, not an element; 74b D1)", "main = {\n xs = [1, 2, 3]\n for x in xs[0..2] { }\n r = 1..3\n for y in xs[r] { }\n m: List(Int) = xs[1..3]\n}", []],
  ["for over an Int, a Bool or a borrowed Float: E3004 (71b D6); a string, a range, a list or an unknown value is let be", "main = {\n n = 5\n for i in n { }\n for b in true { }\n f = 2.5\n for x in &f { }\n for c in \"abc\" { }\n for k in 0..n { }\n for e in [1] { }\n for u in mystery() { }\n}", ["E3004@3", "E3004@4", "E3004@6", "E1001@10"]],
  ["labelled break", "main = { for v in [1, 2] { break ::outer } }", ["E1070@1"]],
  ["Type defined with generic parameters", "Type: (T: Type) -> Type = { value: T }\nBox: (T: Type) -> Type = { value: T }", ["E1091@1"]],
  ["read borrow where a write borrow is required", "P: Type = { x: Int }\nw: (a: &mut P) -> Void = (a) => {}\nmain = {\n mut p = P(1)\n w(&p)\n v: &mut P = &p\n}", ["E1002@5", "E1002@6"]],
  ["write borrow where a read borrow is required", "P: Type = { x: Int }\nw: (a: &mut P) -> Void = (a) => {}\nmain = {\n mut p = P(1)\n w(&mut p)\n r: &P = &mut p\n}", []],
  ["Type defined plainly (E1090 is silent)", "Type: Type = { value: Int }", []],
  ["? outside Result", "g: () -> Int = () => 1\nf: () -> Int = {\n v = g()?\n return 1\n}", ["E1081@3"]],
  ["loop variable shadows", "main = {\n mut a = 1\n for a in [1, 2] { }\n}", ["E2013@3"]],
  ["&mut of immutable", "main = {\n a = 1\n r = &mut a\n}", ["E2016@3"]],
  ["deref outside unsafe", "main = {\n p = 0\n q = *p\n}", ["E1052@3", "E2027@3"]],
  ["refinement arity", "IsSmall: (x: Int) -> Type = { x < 100 }\nmain = { y: IsSmall(1, 2) = 5 }", ["E1093@2"]],
  ["refinement type argument", "Small: (n: Int) -> Type = { n < 10 }\nmain = { k: Small(Dict(Int, Int)) = 3 }", ["E1092@2"]],
  ["refinement predicate false for the annotation's constants (the compiler's proof stage, §6.6)", "IsSmall: (x: Int) -> Type = { x < 100 }\nmain = { y: IsSmall(500) = 5 }", ["E4018@2"]],
  ["refinement predicates over Float and String constants", "IsTiny: (x: Float) -> Type = { x < 1.5 }\nShort: (s: String) -> Type = { s == \"a\" }\nmain = {\n a: IsTiny(2.5) = 2.5\n b: Short(\"b\") = \"b\"\n c: IsTiny(0.5) = 0.5\n d: Short(\"a\") = \"a\"\n}", ["E4018@4", "E4018@5"]],
  ["an unknown function bound as a method in a type body", "Acct: Type = { bal: Float, deposit = nofn[0] }\nmain = { a = Acct(1.0) }", ["E1001@1"]],
  ["refinement predicate true, or of a parameter", "IsSmall: (x: Int) -> Type = { x < 100 }\ng: (n: Int) -> Int = (n) => {\n z: IsSmall(n) = 5\n return z\n}\nmain = { y: IsSmall(5) = 5 }", []],
  ["Assert constraint", "Grid: (T: Type, W: Int) -> Type = {\n _w: Assert(W > 0),\n cells: Array(T, W),\n}\nmain = {\n g = Grid(Int, 0)\n}", ["E1062@6"]],
  ["Assert upper bound", "Grid: (T: Type, W: Int) -> Type = {\n _w: Assert(W < 10),\n cells: Array(T, W),\n}\nmain = {\n g = Grid(Int, 12)\n ok = Grid(Int, 3)\n}", ["E1062@6"]],
  ["Assert constant that is not a literal", "Buf: (T: Type, N: Int) -> Type = {\n _ok: Assert(N > 0),\n items: Array(T, N),\n}\nmain = {\n n = 2\n a = Buf(Int, n)\n b = Buf(Int, \"x\")\n c = Buf(Int, 1 + 1)\n}", ["E1002@7", "E1002@8"]],
  ["names a block-level use binds are enclosing bindings (R7, R9)", "main = {\n use std.io\n io.println(\"a\")\n for io in [1] {}\n if true {\n  io = 5\n }\n {\n  io = 6\n }\n g = (io) => io\n}", ["E2013@4", "E2010@6", "E2002@9"]],
  ["a constant parameter of the enclosing function as an Assert constant", "Buf: (T: Type, N: Int) -> Type = { _ok: Assert(N > 0), items: Array(T, N) }\nmake: (N: Int) -> (fill: Int) -> Int = (fill) => {\n b = Buf(Int, N)\n return fill\n}", []],
  ["a call of an overloaded function is checked against the overload its arity selects", "area: (w: Float) -> Float = (w) => w * w\narea: (w: Float, h: Float) -> Float = (w, h) => w * h\nmain = {\n a: String = area(2.0, 3.0)\n b = area(\"x\")\n c = area(1.0) + area(1.0, 2.0)\n}", ["E1002@4", "E1002@5"]],
  ["untyped names of a binding's own signature are its parameters in a body without a lambda", "m: (x) -> Int = x + 1\nn: (a: Int, b) -> Int = {\n return a + b\n}\nk: (Int) -> Int = { return 1 }\nmain = {\n r = m(1) + n(1, 2) + k(3)\n}", []],
  ["a top-level function annotated with an alias of a function type types its lambda's parameters", "Item: Type = { name: String, price: Float }\nPred: Type = (Item) -> Bool\ncheap: Pred = (it) => it.nope < 10.0\nmain = {\n ok: String = cheap(Item(\"a\", 1.0))\n}", ["E1042@3", "E1002@5"]],
  ["two &mut of one element", "main = {\n mut xs = [4, 5, 6]\n first_slot = &mut xs[0]\n again = &mut xs[0]\n}", ["E2018@4"]],
  // A call's borrows end with the call (§6.7 rule 3): a condition's call and the body's, two calls of one statement.
  ["borrow in an if condition, &mut in its body", "P: Type = { n: Int }\nsize: (p: &P) -> Int = (p) => p.n\ngrow: (p: &mut P) -> Void = (p) => { p.n = p.n + 1 }\nmain = {\n mut v = P(1)\n if size(v) < 3 { grow(&mut v) }\n}", []],
  ["borrow in a loop header, &mut in its body", "P: Type = { n: Int }\nsize: (p: &P) -> Int = (p) => p.n\ngrow: (p: &mut P) -> Void = (p) => { p.n = p.n + 1 }\nmain = {\n mut v = P(1)\n while size(v) < 3 { grow(&mut v) }\n}", []],
  ["two calls of one statement", "P: Type = { n: Int }\nsize: (p: &P) -> Int = (p) => p.n\nbump: (p: &mut P) -> Int = (p) => { p.n = p.n + 1\n return p.n }\nmain = {\n mut v = P(1)\n t = bump(v) + size(v)\n}", []],
  ["borrows in two match arms' values do not conflict: one arm runs (87a D2); two in one arm do", "f: (a: &mut Int, b: &Int) -> Int = (a, b) => 0\nmain = {\n mut n = 1\n r = match 2 {\n  1 => &mut n,\n  _ => &n\n }\n s = match 3 {\n  1 => &mut n,\n  _ => &mut n\n }\n t = match 4 {\n  1 => f(&mut n, &n),\n  _ => 0\n }\n}", ["E2018@13"]],
  ["a local named like a prelude entry, read after its bare or while block: E2020, not the std function (87a D3); after a for body the entry", "main = {\n {\n  max = 3\n }\n y = max\n mut i = 0\n while i < 1 {\n  last = 5\n  i = i + 1\n }\n z = last\n for k in [1] {\n  min = 2\n }\n w = min(1, 2)\n}", ["E2020@5", "E2020@11"]],
  ["positional arguments beyond the parameters no argument names: E1010, for functions, records and methods (87a D6)", "add: (a: Int, b: Int) -> Int = (a, b) => a + b\nP: Type = { x: Int, y: Int }\nP.m: (self: &P, k: Int, i: Int) -> Int = (self, k, i) => k\nmain = {\n r = add(a = 1, b = 2, 3)\n s = add(1, b = 2, 3)\n p = P(x = 1, y = 2, 3)\n q = P(x = 1, 2)\n t = p.m(k = 1, i = 2, 5)\n u = add(b = 1, 2)\n}", ["E1010@5", "E1010@6", "E1010@7", "E1010@9"]],
  ["named arguments of a function bound to a local are checked by name, as a top-level function's (87a D7)", "main = {\n f = (a: Int, b: Int) => a + b\n r = f(a = 1)\n s = f(a = 1, c = 2)\n t = f(b = 2, a = 1)\n g: (a: Int, b: Int) -> Int = (a, b) => a * b\n u = g(b = 3)\n}", ["E1010@3", "E1002@4", "E1010@7"]],
  ["a function-typed member's default gives its declared result and is a function; an all-function type's values are functions (87a D5)", "double: (n: Int) -> Int = (n) => n * 2\nH: Type = {\n run: (n: Int) -> Int = (n) => \"s\",\n go: (n: Int) -> Int = 5,\n ok: (n: Int) -> Int = double,\n fee: ((h: H) -> Float)[0] = ((h) => \"free\"),\n}\nEsc: Type = { text: (s: String) -> String, attr: (s: String) -> String }\nmain = {\n e = Esc(text = (s) => s, attr = 5)\n f = Esc(text = (s) => s + \"!\", attr = (s) => s)\n}", ["E1002@3", "E1002@4", "E1002@6", "E1002@10"]],
  ["named arguments are not checked for a `mut` local, one picked by `if`, or one a call made (88a D1-D3)", "pick: (c: Bool) -> (Int) -> Int = (c) => (v) => v\nmain = {\n mut f = (a: Int) => a\n f = (b: Int) => b\n x = f(b = 1)\n c = false\n g = if c { (a: Int) => a } else { (b: Int) => b }\n y = g(b = 1)\n h = pick(true)\n z = h(v = 1)\n}", []],
  ["a generic function without a lambda head, one declared in a body, and containers of its type parameter of the wrong shape: E1002 (88a D4-D6)", "mk: (T: Type) -> (x: T) -> List(T) = 42\nt1: (T: Type) -> (x: T) -> Int = (x) => (x, x)\nt2: (T: Type) -> (x: T) -> (T, T) = (x) => [x, x]\nok1: (T: Type) -> (x: T) -> (T, T) = (x) => (x, x)\nok2: (T: Type) -> (x: T) -> T = x\nmain = {\n wrap: (T: Type) -> (x: T) -> List(T) = (x) => 5\n w2: (T: Type) -> (x: T) -> List(T) = {\n  return 5\n }\n ok3: (T: Type) -> (x: T) -> List(T) = (x) => [x]\n}", ["E1002@1", "E1002@2", "E1002@3", "E1002@7", "E1002@9"]],
  ["a refinement of several predicates: all must hold (88b D4: it was read as a record, every use E1002)", "Percent: (v: Int) -> Type = { v >= 0, v <= 100 }\nmain = {\n done: Percent(75) = 75\n bad: Percent(150) = 75\n neg: Percent(-1) = 0\n}", ["E4018@4", "E4018@5"]],
  ["a generic interface applied to a type parameter: a record listing it fits, and it bounds a type parameter (88b D1, D2)", "Getter: (T: Type) -> Type = { get: (self: &Getter(T)) -> T }\nCell: Type = { v: Int, Getter(Int) }\nCell.get: (self: &Cell) -> Int = (self) => self.v\nread: (T: Type) -> (g: &Getter(T)) -> T = (g) => g.get()\nread_b: (G: Getter(Int)) -> (g: &G) -> Int = (g) => g.get()\nall: (T: Type) -> (gs: &List(Getter(T))) -> Int = (gs) => 0\nmain = {\n n = read(Cell(3))\n m = all([Cell(1), Cell(2)])\n k = read(5)\n}", ["E1002@10"]],
  ["a read borrow where a write borrow of an interface is required: E1002, though the record lists it (88b D5)", "Sink: Type = { take: (self: &mut Sink, v: Int) -> Void }\nCounter: Type = { n mut: Int, Sink }\nCounter.take: (self: &mut Counter, v: Int) -> Void = {\n self.n = self.n + v\n}\nfeed: (s: &mut Sink) -> Void = {\n s.take(1)\n}\nmain = {\n mut c = Counter(0)\n feed(&c)\n feed(&mut c)\n}", ["E1002@11"]],
  ["a read borrow where a generic function takes `&mut` of a generic interface: E1002; the value itself is lent (89a D3)", "Sink: (T: Type) -> Type = { take: (self: &mut Sink(T), v: T) -> Int }\nBin: Type = { n mut: Int, Sink(Int) }\nBin.take: (self: &mut Bin, v: Int) -> Int = {\n self.n = self.n + v\n return v\n}\nfeed: (T: Type) -> (s: &mut Sink(T), v: T) -> Int = (s, v) => s.take(v)\nmain = {\n mut b = Bin(0)\n a1 = feed(&b, 4)\n a2 = feed(b, 4)\n a3 = feed(&mut b, 4)\n}", ["E1002@10"]],
  ["an unknown name as a generic record's constant is E1001 alone, not also E1002 (88b D7)", "SafeArray: (T: Type, N: Int) -> Type = {\n _ok: Assert(N > 0),\n data: Array(T, N),\n}\nmain = {\n arr = SafeArray(Int, SIZE)\n}", ["E1001@6"]],
  ["the mismatched arguments of a call are one E1002 at its `(` that names each (diagnostics.md §3.7; 90a D4: only the first was kept)", "f: (a: Int, b: Bool, c: Float) -> Int = (a, b, c) => a\nmain = {\n x = f(\"s\", 1.5, true)\n}", ["E1002@3"]],
  ["&mut and & of one value in one call", "P: Type = { n: Int }\nboth: (a: &mut P, b: &P) -> Void = (a, b) => {}\nmain = {\n mut v = P(1)\n both(v, v)\n}", ["E2018@5"]],
  ["copy of a &mut token", "Cell: Type = { v: Int }\nmain = {\n mut c = Cell(1)\n w = &mut c\n w2 = w\n}", ["E2003@5"]],
  ["shadow from a bare block", "main = {\n x = 1\n {\n x = 2\n }\n}", ["E2002@4"]],
  ["print twice is fine", 'main = {\n s = "hello"\n println(s)\n println(s)\n}', []],
  ["method call with named arguments is fine", "P: Type = { x: Int, y: Int = 0 }\nmain = {\n p = P(x = 1)\n q = P(2)\n}", []],
  ["missing named field", "P: Type = { x: Int, y: Int }\nmain = { p = P(x = 1) }", ["E1002@2"]],
  ["E1082 on a non-Result", "f: () -> Result(Int, String) = {\n x = 5?\n return x\n}", ["E1082@2"]],
  ["imported std item", "use std.math.{sqrt}\nmain = { r = sqrt(2.0) }", []],
  ["std argument type", "use std.io\nmain = { s = io.read_file(1) }", ["E1002@2"]],
];

describe("checker rules", () => {
  for (const [name, source, expected] of cases) {
    it(name, async () => {
      expect(codes((await check(source)).filter((d) => d.severity !== "note"))).toEqual(expected);
    });
  }

  it("names the offending name and the expectation in messages", async () => {
    const [d] = await check('twice: (n: Int) -> Int = (n) => n * 2\nmain = { r = twice("no") }');
    expect(d?.code).toBe("E1002");
    expect(d?.message).toContain("twice");
    expect(d?.message).toContain("Int");
    expect(d?.message).toContain("String");
  });

  it("keeps going after syntax errors by default, and stops in reference mode", async () => {
    const source = "main = {\n  x = (1 + 2\n}\nother = { y = nope }\n";
    expect((await check(source)).some((d) => d.code === "E1001")).toBe(true);
    expect((await check(source, { referenceMode: true })).some((d) => d.code === "E1001")).toBe(false);
  });
});

// Round 58 (58a): a method read off a value is the method bound to it, so a
// local holding it is called without the receiver; the overloads of a
// generic record's method are read with the receiver's instance.
import { describe, expect, it } from "vitest";
import { check, checkFiles, typesAt } from "./helpers.js";

const TILL = "Till: Type = { total mut: Float }\nTill.add: (self: &mut Till, x: Float) -> Void = {\n    self.total = self.total + x\n}\n";

describe("a method as a value (58a D4)", () => {
  it("of a value is bound to it: called with the other arguments only", async () => {
    const source = `${TILL}main = {\n    mut t = Till(0.0)\n    h = t.add\n    h(3.0)\n    k = (t.add)\n    k(1.0)\n}\n`;
    expect(await check(source)).toEqual([]);
    expect(await typesAt(source, [[7, 5]])).toEqual(["(Float) -> Void"]);
  });

  it("of a value is bound to it whatever its receiver is named (78c D2: `self` is an ordinary name, syntax.md §3.8)", async () => {
    const source = "Counter: Type = { n: Int }\nCounter.sub: (c: &Counter, k: Int) -> Int = (c, k) => c.n - k\nmain = {\n    c = Counter(5)\n    h = c.sub\n    print(h(1))\n    print(c.sub(2))\n    print(Counter.sub(c, 3))\n}\n";
    expect(await check(source)).toEqual([]);
    expect(await typesAt(source, [[5, 5], [7, 13], [8, 19]])).toEqual(["(Int) -> Int", "(Int) -> Int", "(&Counter, Int) -> Int"]);
    // A first parameter of another type is no receiver: such a member keeps it.
    const other = "Counter: Type = { n: Int }\nCounter.make: (n: Int) -> Counter = (n) => Counter(n)\nmain = {\n    c = Counter(5)\n    h = c.make\n    print(h(1).n)\n}\n";
    expect(await typesAt(other, [[5, 5]])).toEqual(["(Int) -> Counter"]);
  });

  it("bound by position leaves out only the positions the receiver fills, a negative one counted from the end (80a D1, D2)", async () => {
    const source = [
      "Vec2: Type = { x: Float, y: Float }",
      "dot_product: (a: Vec2, b: Vec2) -> Float = a.x * b.x + a.y * b.y",
      "Vec2.dot = dot_product[0]",
      "p4: (c: Int, d: String, a: Vec2) -> Float = a.x",
      "Vec2.mp = p4[-1]",
      "Box: Type = { v: Float, last = p4[-1] }",
      "apply1: (f: (v: Vec2) -> Float, v: Vec2) -> Float = f(v)",
      "apply2: (f: (c: Int, d: String) -> Float) -> Float = f(1, \"s\")",
      "main = {",
      "    a = Vec2(1.0, 2.0)",
      "    r: Float = apply1(a.dot, Vec2(3.0, 4.0))",
      "    print(r + a.dot(a) + apply2(a.mp) + a.mp(1, \"x\"))",
      "    h = a.dot",
      "    m = a.mp",
      "}",
      "",
    ].join("\n");
    expect(await check(source)).toEqual([]);
    expect(await typesAt(source, [[13, 5], [14, 5]])).toEqual(["(Vec2) -> Float", "(Int, String) -> Float"]);
  });

  it("through the type takes the receiver first", async () => {
    expect(await check(`${TILL}main = {\n    mut t = Till(0.0)\n    Till.add(&mut t, 3.0)\n}\n`)).toEqual([]);
  });

  it("through the type has the method's result (79a D6: the call was untyped, so its fields and its annotation were not checked)", async () => {
    const source = [
      "Counter: Type = { n: Int }",
      "Counter.make: (n: Int) -> Counter = (n) => Counter(n)",
      "Counter.get: (self: &Counter) -> Int = (self) => self.n",
      "Box: (T: Type) -> Type = { value: T }",
      "Box.get: (self: &Box(T)) -> T = (self) => self.value",
      "main = {",
      "    e = Counter.make(3)",
      "    print(e.n + Counter.get(e))",
      "    print(e.zzz)",
      "    t: String = Counter.get(e)",
      "    n: Int = Box.get(Box(3))",
      "}",
      "",
    ].join("\n");
    expect((await check(source)).map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1042 9", "E1002 10"]);
    expect(await typesAt(source, [[7, 5]])).toEqual(["Counter"]);
  });
});

describe("overloads of a generic record's method (58a D2)", () => {
  it("take the receiver's instance", async () => {
    const source = [
      "Room: Type = { no: Int }",
      "Stack: (T: Type) -> Type = { items mut: List(T), cap: Int }",
      "Stack.push: (self: &mut Stack(T), x: T) -> Void = {",
      "    self.items = self.items + [x]",
      "}",
      "Stack.push: (self: &mut Stack(T), x: T, y: T) -> Void = {",
      "    self.items = self.items + [x, y]",
      "}",
      "main = {",
      "    mut s = Stack([Room(1)], 4)",
      "    s.push(Room(2))",
      "    s.push(Room(3), Room(4))",
      "}",
      "",
    ].join("\n");
    expect(await typesAt(source, [[11, 7], [12, 7]])).toEqual(["(Room) -> Void", "(Room, Room) -> Void"]);
    expect(await check(source)).toEqual([]);
  });
});

describe("a member an interface value lacks (58b D3)", () => {
  it("names the methods of the interfaces it lists too, and the near one", async () => {
    const files = {
      "traits/base.yx": "Printable: Type = {\n    render: (self: &Printable) -> String,\n}\n",
      "traits/mod.yx": "use base.{Printable}\n\nEntity: Type = {\n    Printable,\n    version: (self: &Entity) -> Int,\n}\n",
      "app.yx": "use traits.{Entity}\n\nshow: (e: &Entity) -> String = e.rendr()\n",
    };
    const found = (await checkFiles(files, ["app.yx"]))["app.yx"]!;
    expect(found.map((d) => [d.code, d.help])).toEqual([["E1042", "did you mean 'render'? a value of an interface has only its methods (version, render)"]]);
  });
});

describe("a dictionary literal of mixed values where a dictionary is required (58b D1)", () => {
  it("is compared by its first entry, which gives its type (diagnostics.md §6.5)", async () => {
    const shapes = "Shape: Type = { area: (self: &Shape) -> Float }\nCircle: Type = { r: Float, Shape }\nCircle.area: (self: &Circle) -> Float = self.r\nPlank: Type = { w: Float }\n";
    const first = await check(`${shapes}a: Dict(String, Shape) = {"p": Plank(2.0), "c": Circle(1.0)}\n`);
    expect(first.map((d) => d.message)).toEqual(["'a' is declared as Dict(String, Shape), but the dictionary takes its type from its first entry, whose value is Plank"]);
    expect(await check(`${shapes}b: Dict(String, Shape) = {"c": Circle(1.0), "p": Plank(2.0)}\n`)).toEqual([]);
  });
});

describe("a type parameter bound by a name whose import failed (58a friction)", () => {
  it("stays a type parameter: the failed import is the one error", async () => {
    const found = await check("use core.traits.{Priced}\n\nbill: (P: Priced) -> (x: &P) -> Float = x.price()\n");
    expect(found.map((d) => d.code)).toEqual(["E5001"]);
  });
});

describe("a local read before its statement (58a friction)", () => {
  it("says so and points at the declaration, in the same block or one around the read", async () => {
    const found = await check("main = {\n    print(total)\n    total = 4\n    if true {\n        print(inner)\n    }\n    inner = 2\n}\n");
    expect(found.map((d) => [d.code, d.span.join(":"), d.related?.[0]?.span.join(":"), d.help])).toEqual([
      ["E1001", "2:11:2:16", "3:5:3:10", "move the declaration of 'total' above this statement, or this read below it"],
      ["E1001", "5:15:5:20", "7:5:7:10", "move the declaration of 'inner' above this statement, or this read below it"],
    ]);
  });
});

describe("overloaded methods called through the type or read as values (59a D1, D2)", () => {
  const acct = "Acct: Type = {\n    bal: Int,\n}\nAcct.get: (self: &Acct) -> Int = self.bal\nAcct.get: (self: &Acct, key: String) -> String = key\n";

  it("through the type, the receiver is an argument: the overload of that count", async () => {
    expect(await check(`${acct}main = {\n    a = Acct(1)\n    i2: Int = Acct.get(&a)\n    s2: String = Acct.get(&a, "k")\n}\n`)).toEqual([]);
  });

  it("shows a method named through its type with the receiver it takes, and one called on a value without it", async () => {
    const source = `${acct}main = {\n    a = Acct(1)\n    i2: Int = Acct.get(&a)\n    i: Int = a.get()\n}\n`;
    expect(await typesAt(source, [[8, 20], [9, 16]])).toEqual(["(&Acct) -> Int", "() -> Int"]);
  });

  it("read as a value, which overload is not known: no error either way", async () => {
    expect(await check(`${acct}main = {\n    a = Acct(1)\n    g = a.get\n    s: String = g("z")\n    i: Int = g()\n}\n`)).toEqual([]);
  });
});


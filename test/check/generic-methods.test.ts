// A method with type parameters of its own (`Bag.map_to: (U: Type) ->
// (self: &Bag(T), f: (x: T) -> U) -> Bag(U)`): the receiver fixes the
// record's parameters, the arguments the method's own ones, as for a generic
// function (members.ts instanceMethodType, calls.ts).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const BAG = `Lv: Type = { metres: Float }
Bag: (T: Type) -> Type = { items: List(T) }
Bag.map_to: (U: Type) -> (self: &Bag(T), f: (x: T) -> U) -> Bag(U) = (self, f) => {
    mut out = []
    for p in self.items {
        out = out + [f(p)]
    }
    return Bag(items = out)
}
to_m = (l: Lv) => l.metres
`;

async function errors(body: string): Promise<string[]> {
  const source = `${BAG}main = {\n    b: Bag(Lv) = Bag(items = [Lv(metres = 1.0)])\n${body}}\n`;
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]} ${d.message}`);
}

describe("methods with type parameters of their own", () => {
  it("type a lambda argument's parameters by the receiver, by position and by name", async () => {
    expect(await errors("    one = b.map_to((p) => p.metrs)\n    two = b.map_to(f = (q) => q.metrs)\n    ok = b.map_to((p) => p.metres)\n")).toEqual([
      "E1042 13 record 'Lv' has no field or method 'metrs'",
      "E1042 14 record 'Lv' has no field or method 'metrs'",
    ]);
  });

  it("type a lambda argument by their own type parameters as the arguments before fix them", async () => {
    const source = `Bus: Type = { route: String, late: Int }\nFleet: Type = { buses: List(Bus) }\nFleet.scan: (S: Type) -> (self: &Fleet, seed: S, fold: (acc: S, b: Bus) -> S) -> S = (self, seed, fold) => seed\nmain = {\n    fl = Fleet(buses = [Bus(route = "2", late = 1)])\n    w = fl.scan(Bus(route = "-", late = 0), (acc, b) => if acc.lat > b.late { acc } else { b })\n    n = fl.scan(seed = Bus(route = "-", late = 0), fold = (acc, b) => if acc.lat > b.late { acc } else { b })\n    ok = fl.scan(0, (acc, b) => acc + b.late)\n}\n`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1042 6", "E1042 7"]);
  });

  it("give the result their arguments instantiate", async () => {
    expect(await errors("    x: Int = b.map_to((p) => p.metres)\n    y: Int = b.map_to(f = to_m)\n    ok: Bag(Float) = b.map_to(to_m)\n")).toEqual([
      "E1002 13 'x' is declared as Int, but the value is Bag(Float)",
      "E1002 14 'y' is declared as Int, but the value is Bag(Float)",
    ]);
  });

  it("give the result their arguments instantiate when called through the type, the receiver the first argument", async () => {
    expect(await errors("    x: Int = Bag.map_to(b, to_m)\n    ok: Bag(Float) = Bag.map_to(b, to_m)\n")).toEqual([
      "E1002 13 'x' is declared as Int, but the value is Bag(Float)",
    ]);
  });
});

describe("a generic record's method written with the record's type parameter as its first group (80a D5)", () => {
  const BOX = "Box: (T: Type) -> Type = { value: T }\nBox.get: (T: Type) -> (self: &Box(T)) -> T = (self) => self.value\n";
  it("has the result the receiver's instance fixes, called on the value and through the type", async () => {
    const source = `${BOX}main = {\n    bx = Box(5)\n    v: String = bx.get()\n    w: String = Box.get(bx)\n    a: Int = bx.get()\n    b: Int = Box.get(bx)\n    print(v)\n}\n`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]} ${d.message}`)).toEqual([
      "E1002 5 'v' is declared as String, but the value is Int",
      "E1002 6 'w' is declared as String, but the value is Int",
    ]);
  });
});

describe("a generic record's method with type parameters of its own, on a value (81c D5, D6)", () => {
  it("fixes the record's parameters by the receiver and its own by the arguments, a lambda's parameters typed by both", async () => {
    const source = `Pair: (A: Type, B: Type) -> Type = { left: A, right: B }
Box: (T: Type) -> Type = { value: T }
Box.with: (T: Type, U: Type) -> (self: &Box(T), u: U) -> Pair(T, U) = (self, u) => Pair(self.value, u)
Box.apply: (T: Type, R: Type) -> (self: &Box(T), f: (v: T) -> R) -> R = (self, f) => f(self.value)
main = {
    b = Box(5)
    p = b.with("s")
    q = Box.with(b, "s")
    c = b.apply((v) => v + 1)
    d = Box.apply(b, (v) => v + 1)
    e1: String = p.left
    e2: Int = q.right
    e3: String = c
    e4: String = d
    ok: Pair(Int, String) = p
}
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]} ${d.message}`)).toEqual([
      "E1002 11 'e1' is declared as String, but the value is Int",
      "E1002 12 'e2' is declared as Int, but the value is String",
      "E1002 13 'e3' is declared as String, but the value is Int",
      "E1002 14 'e4' is declared as String, but the value is Int",
    ]);
  });
});

describe("a generic method's group of type parameters applied explicitly (103a D3)", () => {
  it("is no call of its value parameters: no false E1010, and a wrong count of value arguments is still one", async () => {
    const source = `Pot: (T: Type) -> Type = { v: T }
Pot.get: (T: Type) -> (self: &Pot(T), d: T) -> T = self.v
Pot.mk: (T: Type) -> (x: T) -> Pot(T) = Pot(x)
Pot.mk: (T: Type) -> (x: T, y: T) -> Pot(T) = Pot(y)
go: () -> Void = {
    c: Pot(Int) = Pot(3)
    x1 = Pot.get(Int)(c, 1)
    x2 = Pot.mk(Int)(1, 2)
    x3 = Pot.get(c)
}
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1010 9"]);
  });
});

describe("a generic function's or method's type group applied, then its values (104b G4)", () => {
  it("is the value group's function with the types given: the next call's value is the result so instantiated, its arguments checked", async () => {
    const source = `Pot: (T: Type) -> Type = { a: T, b: T }
Pot.mk: (T: Type) -> (x: T) -> Pot(T) = Pot(x, x)
Pot.mk: (T: Type) -> (x: T, y: T) -> Pot(T) = Pot(x, y)
Box: (T: Type) -> Type = { v: T }
mkp: (T: Type) -> (x: T) -> Box(T) = Box(x)
go: () -> Void = {
    p1 = Pot.mk(Int)(1)
    a: String = p1.a
    b: Int = Pot.mk(Int)(1, 2).b
    c: String = mkp(Int)(1).v
    m = mkp(Int)
    d: Int = m(2).v
    e = mkp(Int)("s")
    f = Pot.mk(Int)("s")
}
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message}`)).toEqual([
      "E1002 8: 'a' is declared as String, but the value is Int",
      "E1002 10: 'c' is declared as String, but the value is Int",
      "E1002 13: argument 1 ('x') of 'mkp' must be Int, but the value is String",
      "E1002 14: argument 1 ('x') of 'Pot.mk' must be Int, but the value is String",
    ]);
  });
});

describe("generic overloads of one count told apart by a parameter's type (103c E6)", () => {
  it("are chosen by the arguments' types on a value and through the type, positional or named", async () => {
    const source = `Jar: (T: Type) -> Type = { v: T }
Jar.put: (T: Type) -> (self: &Jar(T), k: T) -> Int = 1
Jar.put: (T: Type) -> (self: &Jar(T), k: List(T)) -> String = "l"
run: () -> Void = {
    j: Jar(Int) = Jar(1)
    a: Int = j.put(3)
    b: String = j.put([1, 2])
    c: String = Jar.put(j, [3])
    d: Int = Jar.put(j, 3)
    e: String = Jar.put(j, k = [3])
    x1: Int = j.put([1, 2])
    x2: Int = Jar.put(j, k = [3])
    x3: String = Jar.put(j, 3)
}
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1002 11", "E1002 12", "E1002 13"]);
  });
});

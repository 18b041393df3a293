// Tester rounds 66a and 62a. 66a D1: a named argument of a generic record's method called
// on an instance (`cats.admit(a = …)` with `cats: Pen(Cat)` and `Pen.admit:
// (self: &mut Pen(T), a: T) -> Bool`) has the instance's type there, as the
// method does (`(Cat) -> Bool`), not the declaration's `T`.
import { describe, expect, it } from "vitest";
import { findReferences } from "../../src/analysis/symbols/index.js";
import { indexOf } from "../analysis/symbols/workspace.js";
import { typesAt } from "./helpers.js";

const SOURCE = `Pen: (T: Type) -> Type = { members mut: List(T), cap: Int }

Pen.admit: (self: &mut Pen(T), a: T) -> Bool = {
    self.members = self.members + [a]
    return true
}

Cat: Type = { name: String }

main = {
    mut cats: Pen(Cat) = Pen([], 2)
    cats.admit(a = Cat(name = "Kit"))
}
`;

describe("a named argument of a generic record's method", () => {
  it("has the instance's type at the call", async () => {
    const [method, argument] = await typesAt(SOURCE, [
      [12, 10],
      [12, 16],
    ]);
    expect(method).toBe("(Cat) -> Bool");
    expect(argument).toBe("Cat");
  });
});

describe("a generic function whose type parameter only the context fixes", () => {
  it("is shown at the call as the annotation instantiates it", async () => {
    const source = `Pen: (T: Type) -> Type = { members mut: List(T), cap: Int }

pen_of: (T: Type) -> (cap: Int) -> Pen(T) = (cap) => Pen([], cap)

Cat: Type = { name: String }

main = {
    mut cats: Pen(Cat) = pen_of(cap = 2)
    print(cats.cap)
}
`;
    const [fn, local] = await typesAt(source, [
      [8, 26],
      [8, 9],
    ]);
    expect(fn).toBe("(Int) -> Pen(Cat)");
    expect(local).toBe("Pen(Cat)");
  });
});

// Tester round 62a D5: lending a local for writing (`note(&mut g)`, or
// `note(g)` to a `&mut` parameter) is a `write` of it, as lending a field
// (`note(&mut t.log)`, `note(t.log)`) is of the field.
describe("a local lent for writing", () => {
  it("is a write of it in find_references, as a field lent for writing is", async () => {
    const source = `Log: Type = { lines mut: List(String) }

Doc: Type = { log mut: Log }

note: (l: &mut Log) -> Void = {
    l.lines = l.lines + ["x"]
}

main = {
    mut g = Log(lines = [])
    mut t = Doc(log = Log(lines = []))
    note(&mut g)
    note(&mut t.log)
    print(g.lines)
    note(g)
    note(t.log)
}
`;
    const { index } = await indexOf(new Map([["main.yx", source]]));
    const kinds = (query: string) => findReferences(index, { query }).locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);
    expect(kinds("main#g")).toEqual(["10:9 definition", "12:15 write", "14:11 read", "15:10 write"]);
    expect(kinds("Doc.log")).toEqual(["3:15 definition", "11:17 argument", "13:17 write", "16:12 write"]);
    expect(findReferences(index, { query: "main#g", kinds: ["write"] }).locations.map((l) => l.span[0])).toEqual([12, 15]);
  });

  // Tester round 69a D2: the name at the root of what is written is written too.
  it("is a write of it as a method's `&mut self`, and so is a name whose field or element is written or lent", async () => {
    const source = `Counter: Type = { n mut: Int }

Counter.bump: (self: &mut Counter) -> Void = {
    self.n = self.n + 1
}

Pair: Type = { left mut: Counter }

peek: (c: &Counter) -> Int = c.n

main = {
    mut a = Counter(n = 0)
    mut p = Pair(left = Counter(n = 1))
    mut xs = [1, 2]
    a.bump()
    x = peek(a)
    a.n = 5
    y = a.n
    p.left.bump()
    q = &mut p.left
    xs[0] = 9
    z = xs[1]
}
`;
    const { index } = await indexOf(new Map([["main.yx", source]]));
    const kinds = (query: string) => findReferences(index, { query }).locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);
    expect(kinds("main#a")).toEqual(["12:9 definition", "15:5 write", "16:14 read", "17:5 write", "18:9 read"]);
    expect(kinds("main#p")).toEqual(["13:9 definition", "19:5 write", "20:14 write"]);
    expect(kinds("main#xs")).toEqual(["14:9 definition", "21:5 write", "22:9 read"]);
    expect(kinds("Pair.left")).toEqual(["7:16 definition", "13:18 argument", "19:7 write", "20:16 write"]);
  });

  // Tester round 69a D4: a type named before a variant or a function of it is an occurrence of the type (§4.5).
  it("a type read as a value (`Ev.hit(dmg = 3)`, through an import too) is of kind type", async () => {
    const shapes = "Ev: Type = { hit: (dmg: Int) -> Ev, miss: () -> Ev }\n\nfirst = Ev.miss()\n";
    const main = "use shapes.{Ev}\n\nmain = {\n    e = Ev.hit(dmg = 3)\n    f: Ev = Ev.miss()\n}\n";
    const { index } = await indexOf(new Map([["shapes.yx", shapes], ["main.yx", main]]));
    expect(findReferences(index, { query: "shapes.Ev" }).locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual([
      "main.yx:1:13 import",
      "main.yx:4:9 type",
      "main.yx:5:8 type",
      "main.yx:5:13 type",
      "shapes.yx:1:1 definition",
      "shapes.yx:1:33 type",
      "shapes.yx:1:49 type",
      "shapes.yx:3:9 type",
    ]);
  });
});

// Tester round 66b: the named arguments of a generic function's call have
// the call's types (D1), and a local function's named argument is an
// `argument`, as a top-level function's is (D2).
// Tester round 69a D6: the named arguments of a generic record's constructor have the instance's field types.
describe("named arguments of a generic record's constructor", () => {
  it("are typed as the instance has its fields, from the annotation or from the arguments", async () => {
    const source = `Pair: (A: Type, B: Type) -> Type = { left: A, right: B }

Box: (T: Type) -> Type = { value: T }

main = {
    p: Pair(String, Int) = Pair(left = "a", right = 2)
    b = Box(value = 3.5)
    print(f"{p.right} {b.value}")
}
`;
    const [left, right, value] = await typesAt(source, [
      [6, 33],
      [6, 45],
      [7, 13],
    ]);
    expect([left, right, value]).toEqual(["String", "Int", "Float"]);
  });
});

// Tester round 71b D4: a generic set's variant at a call has the call's types, as a generic record's constructor has.
describe("a generic set's variant called through its type", () => {
  it("is typed as its arguments or the context instantiate it, and so are its named arguments and the call's value", async () => {
    const source = `Maybe: (T: Type) -> Type = { just: (v: T) -> Maybe(T), nothing: () -> Maybe(T) }

main = {
    m: Maybe(Int) = Maybe.just(v = 3)
    e: Maybe(String) = Maybe.nothing()
    w = Maybe.just("a")
    k = w
}
`;
    const types = await typesAt(source, [
      [4, 27],
      [4, 32],
      [5, 30],
      [7, 5],
    ]);
    expect(types).toEqual(["(Int) -> Maybe(Int)", "Int", "() -> Maybe(String)", "Maybe(String)"]);
  });
});

describe("named arguments of function calls", () => {
  it("of a generic function are typed as the call instantiates it", async () => {
    const source = `Pair: (A: Type, B: Type) -> Type = { left: A, right: B }

pair_of: (A: Type, B: Type) -> (l: A, r: B) -> Pair(A, B) = (l, r) => Pair(left = l, right = r)

Cat: Type = { name: String }

main = {
    c = Cat(name = "Kit")
    p: Pair(Cat, Int) = pair_of(l = c, r = 3)
    print(p.right)
}
`;
    const [fn, l, r] = await typesAt(source, [
      [9, 25],
      [9, 33],
      [9, 40],
    ]);
    expect(fn).toBe("(Cat, Int) -> Pair(Cat, Int)");
    expect([l, r]).toEqual(["Cat", "Int"]);
  });

  it("of a local function are kind argument", async () => {
    const source = `twice = (n: Int) => n * 2

main = {
    grow = (by: Int) => by * 2
    print(grow(by = 2))
    print(twice(n = 1))
}
`;
    const { index } = await indexOf(new Map([["main.yx", source]]));
    const kinds = (query: string) => findReferences(index, { query }).locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);
    expect(kinds("main#by")).toEqual(["4:13 definition", "4:25 read", "5:16 argument"]);
    expect(kinds("twice#n")).toEqual(["1:10 definition", "1:21 read", "6:17 argument"]);
  });
});

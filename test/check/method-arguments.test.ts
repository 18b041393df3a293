// A workspace method's calls are checked (check/calls.ts methodArguments):
// the count of arguments besides the receiver (E1010) and their types (E1002),
// for a method of a record without type parameters whose first parameter is
// `self`. Not in the
// reference's view (diagnostics.md §6.4: it checks no method call), so
// reference mode stays silent.
import { describe, expect, it } from "vitest";
import { check, checkFiles } from "./helpers.js";

const POINT = `Point: Type = { x: Int, y: Int }
Point.shift: (self: &mut Point, d: Int) -> Void = {
    self.x = self.x + d
}
Point.moved: (self: &Point, dx: Int, dy: Int) -> Point = Point(self.x + dx, self.y + dy)
Point.moved: (self: &Point, d: Int) -> Point = Point(self.x + d, self.y + d)
Box: Type(T) = { value: T }
Box.put: (self: &mut Box(T), v: T) -> Void = {
    self.value = v
}
Vec2: Type = { x: Float, y: Float }
Vec2.len: (v: &Vec2) -> Float = v.x + v.y
`;

async function errors(main: string, options: { referenceMode?: boolean } = {}): Promise<string[]> {
  const lines = POINT.split("\n").length - 1;
  return (await check(`${POINT}main = () => {\n${main}\n}\n`, options))
    .filter((d) => d.severity === "error")
    .map((d) => `${d.code} ${d.span[0] - lines - 1}: ${d.message}`);
}

describe("method calls are checked like function calls", () => {
  it("counts the arguments besides the receiver (E1010), naming every count its overloads take", async () => {
    expect(await errors(`    mut p = Point(1, 2)\n    p.shift(1, 2)\n    p.shift()\n    q = p.moved(1, 2, 3)`)).toEqual([
      "E1010 2: the method 'Point.shift' takes 1 argument(s) besides its receiver but 2 were given",
      "E1010 3: the method 'Point.shift' takes 1 argument(s) besides its receiver but 0 were given",
      "E1010 4: the method 'Point.moved' takes 1 or 2 argument(s) besides its receiver but 3 were given",
    ]);
  });

  it("checks the names of arguments through a parameter whose function type names its parameters, as a field's (104e M3)", async () => {
    const source = `twice: (f: (v: Int) -> Int, a: Int) -> Int = {\n    return f(w = a)\n}\nok_named: (f: (v: Int) -> Int, a: Int) -> Int = {\n    return f(v = a)\n}\nbare: (f: (Int) -> Int, a: Int) -> Int = {\n    return f(w = a)\n}\n`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message} | ${d.help}`)).toEqual([
      "E1002 2: 'f' has no parameter named 'w' (its parameters are v), so `w = …` is not an argument it accepts | did you mean `v = …`?",
    ]);
  });

  it("names in its help the parameters a call of a method declared once leaves out (104d K3)", async () => {
    const source = `${POINT}main = () => {\n    mut p = Point(1, 2)\n    p.shift()\n    q = p.moved()\n}\n`;
    const helps = (await check(source)).filter((d) => d.code === "E1010").map((d) => d.help);
    expect(helps).toEqual([
      "pass a value for each parameter after `self` (the receiver before the `.` is `self`); missing `d: Int`",
      // Declared twice: which parameters are missing depends on the overload meant.
      "pass a value for each parameter after `self` (the receiver before the `.` is `self`)",
    ]);
  });

  it("checks argument types against the method's parameters", async () => {
    expect(await errors(`    mut p = Point(1, 2)\n    p.shift("one")\n    p.shift(3)\n    q = p.moved(1)\n    r = p.moved(1, 2)`)).toEqual([
      "E1002 2: argument 1 ('d') of 'Point.shift' must be Int, but the value is String",
    ]);
  });

  it("leaves alone what it cannot know: a generic record's methods, a receiver not named self", async () => {
    expect(await errors(`    mut b = Box(1)\n    b.put(2)\n    mut s = Box("a")\n    s.put("b")\n    v = Vec2(1.0, 2.0)\n    n = v.len()`)).toEqual([]);
  });

  it("checks a call through an interface by the interface's function, and a field holding a function by its type", async () => {
    const source = `Shape: Type = { area: (self: &Shape, scale: Float) -> Float }
Sq: Type = { side: Float, Shape }
Sq.area: (self: &Sq, scale: Float) -> Float = self.side * scale
Button: Type = { label: String, on_press: (times: Int) -> Void }
Priced: Type = { price: Float, fee: ((p: Priced, rate: Float) -> Float)[0] }
show: (s: &Shape) -> Float = {
    a = s.area()
    b = s.area(1.0, 2.0)
    c = s.area("x")
    return s.area(2.0)
}
main = () => {
    b = Button("ok", (n) => print(n))
    b.on_press()
    b.on_press("twice")
    b.on_press(2)
}
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message} | ${d.help}`)).toEqual([
      "E1010 7: the method 'Shape.area' takes 1 argument(s) besides its receiver but 0 were given | pass a value for each parameter after `self` (the receiver before the `.` is `self`)",
      "E1010 8: the method 'Shape.area' takes 1 argument(s) besides its receiver but 2 were given | the receiver before the `.` is its `self`: pass only the parameters after it",
      "E1002 9: argument 1 ('scale') of 'Shape.area' must be Float, but the value is String | pass a value of type Float for this parameter, or convert the argument",
      "E1010 14: the function in field 'Button.on_press' takes 1 argument(s) but 0 were given | pass one value per parameter of the field's function type",
      "E1002 15: argument 1 ('times') of 'Button.on_press' must be Int, but the value is String | pass a value of type Int for this parameter, or convert the argument",
    ]);
  });

  it("checks named arguments of a method declared once, of a function field, and of a record of functions", async () => {
    const source = `Vec2: Type = { x: Float, y: Float }
Vec2.count: (self: &Vec2, n: Int) -> Int = (self, n) => n + 1
Calc: Type = { name: String, show: (Int) -> String }
Escaper: Type = { text: (s: String) -> String }
main = () => {
    a = Vec2(1.0, 2.0)
    b = a.count(n = "x")
    d = a.count(m = 1)
    ok = a.count(n = 2)
    c = Calc("a", (n) => f"{n}")
    s = c.show("x")
    e = Escaper((s) => s)
    t = e.text(1)
    u = e.text(s = "fine")
}
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message}`)).toEqual([
      "E1002 7: argument 'n' of 'Vec2.count' must be Int, but the value is String",
      "E1002 8: 'Vec2.count' has no parameter named 'm' (its parameters are n besides self), so `m = …` is not an argument it accepts",
      "E1002 11: argument 1 of 'Calc.show' must be Int, but the value is String",
      "E1002 13: argument 1 ('s') of 'Escaper.text' must be String, but the value is Int",
    ]);
  });

  it("checks a method whose receiver has another name than `self` as one named `self` (79a D5), not one whose first parameter is of another type", async () => {
    const source = `Counter: Type = { n: Int }
Counter.sub: (c: &Counter, k: Int) -> Int = (c, k) => c.n - k
Counter.make: (n: Int) -> Counter = (n) => Counter(n)
main = {
    c = Counter(5)
    a = c.sub(1)
    b = c.sub(1, 2)
    d = c.sub("x")
    e = Counter.sub(c, 2)
    f = c.make(3)
}
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message} | ${d.help}`)).toEqual([
      "E1010 7: the method 'Counter.sub' takes 1 argument(s) besides its receiver but 2 were given | the receiver before the `.` is its `c`: pass only the parameters after it",
      "E1002 8: argument 1 ('k') of 'Counter.sub' must be Int, but the value is String | pass a value of type Int for this parameter, or convert the argument",
    ]);
  });

  it("reads a record's function entry whose first parameter is `self` as a method, any other as a function the field holds (80a D3)", async () => {
    const source = `Btn: Type = { label: String, cb: (self: Btn, n: Int) -> Int, get: (self: &Btn) -> Int, on: (n: Int) -> Int }
ok: (b: Btn) -> Int = b.cb(1) + b.get() + b.on(2)
wrong: (b: Btn) -> Int = b.cb(1, 2)
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message}`)).toEqual([
      "E1010 3: the method 'Btn.cb' takes 1 argument(s) besides its receiver but 2 were given",
    ]);
  });

  it("reads an interface entry whose first parameter is of the interface's type as a method, whatever that parameter's name (78c: `sh.area()` was a false E1010)", async () => {
    const source = `Shape: Type = { area: (s: &Shape) -> Float, scaled: (me: &Shape, k: Float) -> Float }
Sq: Type = { side: Float, Shape }
Sq.area: (q: &Sq) -> Float = (q) => q.side * q.side
Sq.scaled: (q: &Sq, k: Float) -> Float = (q, k) => q.side * k
total: (sh: &Shape) -> Float = (sh) => sh.area() + sh.scaled(2.0)
wrong: (sh: &Shape) -> Float = (sh) => sh.scaled()
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message} | ${d.help}`)).toEqual([
      "E1010 6: the method 'Shape.scaled' takes 1 argument(s) besides its receiver but 0 were given | pass a value for each parameter after `me` (the receiver before the `.` is `me`)",
    ]);
  });

  it("checks a record of functions whose function types have bare parameter types (`color: (Int) -> String`)", async () => {
    const source = `Painter: Type = { color: (Int) -> String, width: (String, Int) -> Int }
main = () => {
    p = Painter((n) => "red", (s, n) => n)
    a = p.color("red")
    b = p.color()
    c = p.width("w", 2)
}
`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message}`)).toEqual([
      "E1002 4: argument 1 of 'Painter.color' must be Int, but the value is String",
      "E1010 5: the function in field 'Painter.color' takes 1 argument(s) but 0 were given",
    ]);
  });

  it("is silent in reference mode, as the reference checks no method call", async () => {
    expect(await errors(`    mut p = Point(1, 2)\n    p.shift(1, 2)\n    p.shift("one")`, { referenceMode: true })).toEqual([]);
  });

  it("counts a module that adds an overload a call sees as used (80a D7: `use more` was W1003, and removing it breaks the call)", async () => {
    const found = await checkFiles(
      {
        "t.yx": "Pt: Type = { x: Int }\nPt.shift: (self: &Pt, d: Int) -> Pt = Pt(self.x + d)\n",
        "more.yx": "use t.{Pt}\nPt.shift: (self: &Pt, d: Int, e: Int) -> Pt = Pt(self.x + d + e)\n",
        "main.yx": "use t.{Pt}\nuse more\nmain = {\n    p = Pt(1)\n    print(p.shift(1).x + p.shift(1, 2).x)\n}\n",
        "other.yx": "use t.{Pt}\nuse more\nmain = {\n    print(Pt(1).x)\n}\n",
      },
      ["main.yx", "other.yx"],
    );
    expect(found["main.yx"]!.map((d) => d.code)).toEqual([]);
    expect(found["other.yx"]!.map((d) => `${d.code}@${d.span[0]}`)).toEqual(["W1003@2"]);
  });

  it("checks a method declared in another file, called through an import", async () => {
    const diagnostics = await checkFiles(
      {
        "geo.yx": POINT,
        "main.yx": `use geo.{Point}\n\nmain = () => {\n    mut p = Point(1, 2)\n    p.shift(true)\n    p.shift(1, 1)\n}\n`,
      },
      ["main.yx"],
    );
    expect(diagnostics["main.yx"]!.map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1002 5", "E1010 6"]);
  });

  it("checks a method or static function called through its type as the function it is there, receiver first (80a D4); a generic record's methods stay unchecked, as in a method call", async () => {
    const statics = `Counter: Type = { n: Int }
Counter.make: (n: Int) -> Counter = Counter(n)
`;
    const lines = statics.split("\n").length - 1;
    const found = (await check(`${POINT}${statics}main = () => {
    mut p = Point(1, 2)
    Point.shift(&mut p, 1)
    Point.shift(p)
    Point.shift(&mut p, "one")
    q = Point.moved(p, 1, 2)
    r = Point.moved(p, 1, 2, 3)
    c = Counter.make(3)
    d = Counter.make(1, 2)
    e = Counter.make("x")
    f = Counter.make(n = 4)
    g = Counter.make(m = 4)
    mut b = Box(1)
    Box.put(&mut b, 2, 3)
    h = Vec2.len(Vec2(1.0, 2.0))
    k = Vec2.len()
}
`)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0] - lines - POINT.split("\n").length}: ${d.message}`);
    expect(found).toEqual([
      "E1010 3: 'Point.shift' takes 2 argument(s) but 1 was given",
      "E1002 4: argument 2 ('d') of 'Point.shift' must be Int, but the value is String",
      "E1010 6: 'Point.moved' takes 2 or 3 argument(s) but 4 were given",
      "E1010 8: 'Counter.make' takes 1 argument(s) but 2 were given",
      "E1002 9: argument 1 ('n') of 'Counter.make' must be Int, but the value is String",
      "E1002 11: 'Counter.make' has no parameter named 'm' (its parameters are n), so `m = …` is not an argument it accepts",
      "E1010 15: 'Vec2.len' takes 1 argument(s) but 0 were given",
    ]);
    expect(await errors(`    mut p = Point(1, 2)\n    Point.shift(p)`, { referenceMode: true })).toEqual([]);
    // The help names the receiver of a method, not of a static function (81c D9).
    const helps = (await check(`${POINT}${statics}main = () => {\n    mut p = Point(1, 2)\n    Point.shift(p)\n    d = Counter.make(1, 2)\n}\n`)).map((d) => d.help);
    expect(helps).toEqual([
      "called through its type, the method takes its receiver `self` as the first argument, then one value per parameter after it",
      "pass one value per parameter of 'Counter.make'",
    ]);
  });
  it("checks an interface's function called through the interface (`Shape.area(sq, 1)`), the receiver first, and types its result (81c D2)", async () => {
    const shapes = `Shape: Type = {
    area: (self: Shape, k: Int) -> Float,
    name: (self: &Shape) -> String,
}
Sq: Type = { side: Float, Shape }
Sq.area: (self: Sq, k: Int) -> Float = self.side * k
Sq.name: (self: &Sq) -> String = "sq"
Shape.describe: (self: &Shape) -> String = "shape"
`;
    const lines = shapes.split("\n").length;
    const found = (await check(`${shapes}main = () => {
    sq = Sq(2.0)
    a: Float = Shape.area(sq, 1)
    b = Shape.area(sq, k = 3)
    c = Shape.name(&sq)
    d: String = Shape.describe(&sq)
    e: String = Shape.area(sq, 2)
    f = Shape.area(sq)
    g = Shape.area(sq, "x")
    h = Shape.area(sq, j = 1)
}
`)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0] - lines}: ${d.message}`);
    expect(found).toEqual([
      "E1002 6: 'e' is declared as String, but the value is Float",
      "E1010 7: 'Shape.area' takes 2 argument(s) but 1 was given",
      "E1002 8: argument 2 ('k') of 'Shape.area' must be Int, but the value is String",
      "E1002 9: 'Shape.area' has no parameter named 'j' (its parameters are self, k), so `j = …` is not an argument it accepts",
    ]);
  });
});

describe("a positional argument after a named one (syntax.md §5.4: they may interleave)", () => {
  it("fills the parameters no argument names, in order, as one before the names does (86a D2: `b` was reported missing)", async () => {
    const found = await check(`f: (a: Int, b: Int, c: Int) -> Int = a + b + c
P: Type = { x: Int, y: Int }
P.moved: (self: &P, dx: Int, dy: Int) -> P = P(self.x + dx, self.y + dy)
main = {
    x = f(a = 1, 2, c = 3)
    y = f(a = 1, "two", c = 3)
    z = f(1, b = 2)
    p = P(x = 1, 2)
    q = p.moved(dy = 1, 2)
    r = p.moved(dy = 1, "two")
    s = p.moved(dy = 1)
}
`);
    expect(found.map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1002 6", "E1010 7", "E1002 10", "E1010 11"]);
  });
});

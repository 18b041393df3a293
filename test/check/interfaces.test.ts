// A value where a user interface is required (diagnostics.md §6.5
// "Compatibility"): a record fits when its definition lists the interface;
// a record that does not list it, or a value of a built-in type, is E1002.
// An interface the record's file imports is read where it is declared (under
// whatever alias); where a listed name cannot be read at all, the value is
// accepted rather than guessed at.
import { describe, expect, it } from "vitest";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { checkDocument } from "../../src/check/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { check, checkFiles } from "./helpers.js";

const SHAPES = [
  "Shape: Type = {",
  "    area: (self: Shape) -> Float,",
  "}",
  "Circle: Type = {",
  "    r: Float,",
  "    Shape,",
  "}",
  "Square: Type = {",
  "    side: Float,",
  "}",
  "Circle.area: (self: Circle) -> Float = (self) => 3.14 * self.r * self.r",
  "Square.area: (self: Square) -> Float = (self) => self.side * self.side",
  "total: (s: Shape) -> Float = (s) => s.area()",
  "measure: (s: &Shape) -> Float = (s) => s.area()",
].join("\n");

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("a value where an interface is required", () => {
  it("accepts a record that lists the interface, as argument, borrow, binding and return value", async () => {
    const source = `${SHAPES}\nmake: () -> Shape = () => {\n    return Circle(2.0)\n}\nmain = () => {\n    c = Circle(1.0)\n    a = measure(&c)\n    b = total(c)\n    s: Shape = Circle(3.0)\n    print(a + b)\n}\n`;
    expect(await errors(source)).toEqual([]);
  });

  it("reports a record that does not list it (E1002 with the fix)", async () => {
    const source = `${SHAPES}\nmain = () => {\n    q = Square(2.0)\n    a = measure(&q)\n    s: Shape = Square(1.0)\n    b = total(q)\n}\n`;
    const found = await check(source);
    expect(found.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}`)).toEqual(["E1002@17", "E1002@18", "E1002@19"]);
    expect(found[0]?.message).toBe("argument 1 ('s') of 'measure' must be &Shape, but the value is &Square");
    expect(found[1]?.message).toBe("'s' is declared as Shape, but the value is Square");
    expect(found[1]?.help).toBe("list Shape in the body of Square to implement it, and give Square each function Shape declares (`Square.name: (self: &Square, …) -> … = …`)");
  });

  it("compares the elements of a list, set or dictionary of the interface the same way", async () => {
    const source = `${SHAPES}\nsum: (xs: &List(Shape)) -> Float = 0.0\nmain = () => {\n    circles = [Circle(1.0)]\n    squares = [Square(1.0)]\n    a = sum(&circles)\n    b = sum(&squares)\n    l: List(Shape) = [Square(2.0)]\n    d: Dict(String, Shape) = {"c": Circle(2.0)}\n    e: Dict(String, Shape) = {"s": Square(2.0)}\n}\n`;
    expect((await errors(source)).map((e) => e.slice(0, e.indexOf(" ")))).toEqual(["E1002@20:12", "E1002@21:5", "E1002@23:5"]);
  });

  it("reports a record that lists only built-in interfaces (Clone, Debug), and a list literal with one element that does not fit", async () => {
    const source = `${SHAPES}\nKeep: Type = { kg: Float, Clone }\nsum: (xs: &List(Shape)) -> Float = 0.0\nmain = () => {\n    a = measure(&Keep(1.0))\n    b: List(Shape) = [Circle(1.0), Square(2.0)]\n    c = sum(&[Circle(1.0), 5])\n    d: List(Shape) = [Circle(1.0), Circle(2.0)]\n}\n`;
    const found = (await check(source)).filter((d) => d.severity === "error");
    expect(found.map((d) => `${d.code}@${d.span[0]}`)).toEqual(["E1002@18", "E1002@19", "E1002@20"]);
    expect(found[1]?.message).toBe("'b' is declared as List(Shape), but element 2 of the list is Square");
  });

  it("reports a returned record that does not list the declared interface", async () => {
    const source = `${SHAPES}\nmake: () -> Shape = () => {\n    return Square(2.0)\n}\n`;
    expect((await errors(source)).map((e) => e.slice(0, e.indexOf(" ")))).toEqual(["E1002@16:5"]);
  });

  it("reports a value of a built-in type, and accepts another record listing several interfaces", async () => {
    const source = `${SHAPES}\nNamed: Type = {\n    name: (self: Named) -> String,\n}\nTile: Type = {\n    side: Float,\n    Named,\n    Shape,\n}\nTile.area: (self: Tile) -> Float = (self) => self.side\nTile.name: (self: Tile) -> String = (self) => "tile"\nmain = () => {\n    a = total(Tile(1.0))\n    b = total(5)\n    c = total([1, 2])\n}\n`;
    expect((await errors(source)).map((e) => e.slice(0, e.indexOf(" ")))).toEqual(["E1002@27:14", "E1002@28:14"]);
  });

  it("gives a value of the interface only the interface's methods (E1042 for another member)", async () => {
    const source = `${SHAPES}\nreport: (s: &Shape) -> Float = (s) => {\n    a = s.area()\n    c = s.clone()\n    return s.perimeter()\n}\n`;
    const found = (await check(source)).filter((d) => d.severity === "error");
    expect(found.map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual(["E1042@18:14 interface 'Shape' has no method 'perimeter'"]);
    expect(found[0]?.help).toContain("only its methods (area)");
  });

  it("follows what an interface lists: an interface extending another, transitively, and its inherited methods", async () => {
    const source = [
      "Area: Type = { area: (self: &Area) -> Float }",
      "Solid: Type = { volume: (self: &Solid) -> Float, Area }",
      "Cube: Type = { s: Float, Solid }",
      "Cube.area: (self: &Cube) -> Float = { return 6.0 * self.s * self.s }",
      "Cube.volume: (self: &Cube) -> Float = { return self.s * self.s * self.s }",
      "paint: (a: &Area) -> Float = { return a.area() }",
      "up: (s: Solid) -> Area = { return s }",
      "outer: (s: &Solid) -> Float = { return s.area() }",
      "Flat: Type = { w: Float }",
      "main = { c = Cube(1.0); x = paint(c); y = paint(Flat(2.0)) }",
    ].join("\n");
    expect(await errors(`${source}\n`)).toEqual(["E1002@10:48 argument 1 ('a') of 'paint' must be &Area, but the value is Flat"]);
  });

  it("follows a type whose body only lists interfaces (a bundle): its lister implements them, and has their methods", async () => {
    const source = [
      "Priced: Type = { price: (self: &Priced) -> Float }",
      "Named: Type = { label: (self: &Named) -> String }",
      "Sellable: Type = { Priced, Named }",
      "Tool: Type = { unit: Float, Sellable }",
      "Tool.price: (self: &Tool) -> Float = self.unit",
      "Tool.label: (self: &Tool) -> String = \"t\"",
      "value_of: (item: &Priced) -> Float = item.price()",
      "name_of: (item: &Sellable) -> String = item.label()",
      "Flat: Type = { w: Float }",
      "main = { t = Tool(2.0); v = value_of(t); n = name_of(t); f = value_of(Flat(1.0)) }",
    ].join("\n");
    expect(await errors(`${source}\n`)).toEqual(["E1002@10:70 argument 1 ('item') of 'value_of' must be &Priced, but the value is Flat"]);
  });

  it("reads a generic parameter bounded by a bundle as a type parameter with the bundle's interfaces as bounds", async () => {
    const source = [
      "Named: Type = { name_of: (self: &Named) -> String }",
      "Sized: Type = { size_of: (self: &Sized) -> Int }",
      "Both: Type = { Named, Sized }",
      "S: Type = { n: String, Both }",
      "S.name_of: (self: &S) -> String = self.n",
      "S.size_of: (self: &S) -> Int = 1",
      "total: (Item: Both) -> (xs: &List(Item)) -> Int = (xs) => {",
      "    mut k = 0",
      "    for it in xs { k = k + it.size_of() }",
      "    return k",
      "}",
      "main = { n = total([S(\"a\")]) }",
    ].join("\n");
    expect(await errors(`${source}\n`)).toEqual([]);
  });

  it("takes a method declared on the interface type itself, and lets a record stand for an empty or generic interface it lists", async () => {
    const source = [
      "Shape: Type = { area: (self: &Shape) -> Float }",
      "Shape.describe: (self: &Shape) -> String = { return \"shape\" }",
      "describe: (x: &Shape) -> String = { return x.describe() }",
      "Marker: Type = {}",
      "Circle: Type = { r: Float, Marker }",
      "tag: (m: &Marker) -> Int = { return 1 }",
      "Container: (T: Type) -> Type = { get: (self: &Container(T)) -> T }",
      "IntBox: Type = { v: Int, Container }",
      "IntBox.get: (self: &IntBox) -> Int = { return self.v }",
      "read: (c: &Container(Int)) -> Int = { return c.get() }",
      "main = { t = tag(Circle(1.0)); x = read(IntBox(1)) }",
    ].join("\n");
    expect(await errors(`${source}\n`)).toEqual([]);
  });

  it("reads a record of another file, and accepts one that lists an interface imported under another name", async () => {
    const parser = await sharedParser();
    const files = new Map([
      ["shapes.yx", new Document(parser, "pub Shape: Type = {\n    area: (self: Shape) -> Float,\n}\npub total: (s: Shape) -> Float = (s) => s.area()\n")],
      ["tiles.yx", new Document(parser, "use shapes.{Shape as Form}\npub Tile: Type = {\n    side: Float,\n    Form,\n}\npub Plain: Type = {\n    side: Float,\n}\nTile.area: (self: Tile) -> Float = (self) => self.side\n")],
      ["main.yx", new Document(parser, "use shapes.{total}\nuse tiles.{Tile, Plain}\nmain = () => {\n    a = total(Tile(1.0))\n    b = total(Plain(2.0))\n}\n")],
    ]);
    try {
      const host = documentsHost(files);
      const found = checkDocument(host, "main.yx", files.get("main.yx")!).filter((d) => d.severity === "error");
      expect(found.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual(["E1002@5 argument 1 ('s') of 'total' must be Shape, but the value is Plain"]);
    } finally {
      for (const doc of files.values()) doc.dispose();
    }
  });

  it("reads an interface a record's file imports where it is declared: another interface is E1002, one it lists in turn fits (57a D1)", async () => {
    const { "main.yx": found } = await checkFiles(
      {
        "fees.yx": "Policy: Type = { rate: (self: &Policy) -> Float }\ncharge: (p: &Policy, days: Int) -> Float = (p, days) => p.rate() * (days as Float)\n",
        "shop.yx": "Item: Type = { code: (self: &Item) -> String }\n",
        "premium.yx": "use fees.{Policy as Rule}\nPremium: Type = { tier: (self: &Premium) -> Int, Rule }\n",
        "disc.yx": "use shop.{Item}\nuse premium.{Premium}\nDisc: Type = { minutes: Int, Item }\nGold: Type = { level: Int, Premium }\nDisc.code: (self: &Disc) -> String = (self) => \"D\"\n",
        "main.yx": "use fees.{charge}\nuse disc.{Disc, Gold}\nmain = {\n    d = Disc(10)\n    b = charge(&d, 3)\n    g = Gold(1)\n    c = charge(&g, 3)\n}\n",
      },
      ["main.yx"],
    );
    // `Gold` lists `Premium`, which lists `Policy` (imported as `Rule`): it fits.
    expect(found!.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual([
      "E1002@5 argument 1 ('p') of 'charge' must be &Policy, but the value is &Disc",
    ]);
  });

  it("reports a member no listed interface declares once every interface the record lists is known (here, in another file, or built in)", async () => {
    const { "main.yx": found } = await checkFiles(
      {
        "shapes.yx": "pub Shape: Type = {\n    area: (self: &Shape) -> Float,\n}\nShape.describe: (self: &Shape) -> String = (self) => \"shape\"\n",
        "main.yx":
          "use shapes.{Shape as Form}\nNamed: Type = { name: (self: &Named) -> String }\nBoth: Type = { Form, Named }\nTile: Type = { side: Float, Form, Named, Clone }\nOdd: Type = { side: Float, Printable }\nTile.area: (self: &Tile) -> Float = (self) => self.side\nTile.name: (self: &Tile) -> String = (self) => \"tile\"\n" +
          "main = (b: &Both) => {\n    t = Tile(1.0)\n    a = t.area() + t.side\n    d = t.describe()\n    c = t.clone()\n    x = t.sidee\n    y = t.perimeter()\n    n = b.name()\n    z = b.nope()\n    o = Odd(2.0)\n    w = o.whatever()\n}\n",
      },
      ["main.yx"],
    );
    expect(found!.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1042@13:11 record 'Tile' has no field or method 'sidee'",
      "E1042@14:11 record 'Tile' has no field or method 'perimeter'",
      "E1042@16:11 record 'Both' has no field or method 'nope'",
    ]);
  });

  it("counts a module declaring the methods a record implements an interface with as used when the record is passed as that interface (no W1003)", async () => {
    const found = await checkFiles(
      {
        "api.yx": "Priced: Type = { price: (self: &Priced) -> Int }\nApple: Type = { grams: Int, Priced }\n",
        "prices.yx": "use api.{Apple}\n\nApple.price: (self: &Apple) -> Int = self.grams / 10\n",
        "main.yx": "use api.{Apple, Priced}\nuse prices\n\nbill = (a: &Priced) => a.price()\n\nmain = {\n    print(bill(Apple(250)))\n}\n",
        "other.yx": "use api.{Apple}\nuse prices\n\nmain = {\n    a = Apple(1)\n}\n",
      },
      ["main.yx", "other.yx"],
    );
    expect(found["main.yx"]!.map((d) => d.code)).toEqual([]);
    // Not passed as the interface: the import is unused.
    expect(found["other.yx"]!.map((d) => `${d.code}@${d.span[0]}`)).toEqual(["W1003@2"]);
  });

  it("a match-arm binder named like an imported function is a new name that hides it (R10), not the function", async () => {
    const found = await checkFiles(
      {
        "lib.yx": "pub Calm: Type = { hours: Int }\npub high: (n: Int) -> Bool = (n) => n > 2\n",
        "main.yx": "use lib.{Calm, high}\nWarning: Type = {\n    calm: (Calm) -> Warning,\n    quiet: () -> Warning,\n}\ngrade: (w: &Warning) -> Int = {\n    return match w {\n        (calm(high)) => high.hours,\n        _ => 0,\n    }\n}\nmain = {\n    print(high(3))\n}\n",
      },
      ["main.yx"],
    );
    expect(found["main.yx"]!.map((d) => d.code)).toEqual([]);
  });
});

describe("an interface's value where a record is required", () => {
  it("is E1002: a value of the interface is not one particular record that implements it", async () => {
    const source = `R: Type = { ok: (self: &R) -> Bool }\nS: Type = { name: String, R }\nS.ok: (self: &S) -> Bool = true\none: (s: &S) -> Int = 1\nall: (xs: &List(S)) -> Int = 2\nvia: (r: &R, rs: &List(R)) -> Int = one(r) + all(rs)\nup: (s: &S) -> Int = 0\nfine: (s: &S) -> Int = up(s)\n`;
    expect((await errors(source)).map((e) => e.slice(0, e.indexOf(" ")))).toEqual(["E1002@6:40", "E1002@6:49"]);
  });
});

describe("two types that read the same", () => {
  it("say which is the value's and that the other is another type of that name", async () => {
    const found = await checkFiles(
      {
        "pots.yx": "Pot: Type = { n: Int }\n",
        // An annotation naming a type its file cannot see (no `use`: a Pot from an import that failed would be unknown, §6.2).
        "lib.yx": "keep = (ps: List(Pot)) => 1\n",
        "main.yx": "use pots.{Pot}\nuse lib.{keep}\nmain = {\n    a = keep([Pot(1)])\n}\n",
      },
      ["main.yx"],
    );
    expect(found["main.yx"]!.map((d) => d.message)).toEqual(["argument 1 ('ps') of 'keep' must be List(Pot), but the value is List(Pot), another type of the same name (the value's Pot is the one declared in pots.yx)"]);
    expect(found["main.yx"]![0]!.help).toBe("'Pot' in the declaration is no type its file declares or imports; the value's is declared in pots.yx: import it, `use pots.{Pot}`");
  });
});

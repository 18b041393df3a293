// A member named through its type (`Light.red()`, `Point.norm(p)`): one the
// type has no way to provide (no field, variant, method, attached
// function, interface or built-in method) is E1042, as it is on
// a value of the type (diagnostics.md §6.5, E1042 "record has no field or
// method of that name").
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const LIGHT = "Light: Type = {\n    red: () -> Light,\n    green: () -> Light,\n}\n";
const POINT = "Point: Type = { x: Float, y: Float }\nPoint.norm: (self: &Point) -> Float = (self) => self.x * self.x + self.y * self.y\npub scaled: (p: Point, k: Float) -> Point = (p, k) => Point(p.x * k, p.y * k)\nlength: (p: &Point) -> Float = (p) => p.x\n";

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`);
}

describe("a member named through its type", () => {
  it("accepts variants, methods, attached functions and built-in methods; a function not attached is E1042 (§6.6)", async () => {
    const source = `${LIGHT}${POINT}main = () => {\n    a = Light.red()\n    p = Point(3.0, 4.0)\n    n = Point.norm(&p)\n    q = Point.scaled(p, 2.0)\n    l = Point.length(&q)\n    c = Point.clone(&q)\n}\n`;
    // `length` is not `pub`: not attached to Point (modules-and-workspace.md §3.4), as `q.length()` is not.
    expect(await errors(source)).toEqual(["E1042@14:15"]);
  });

  it("reports a variant, field or method the type does not have (E1042 at the member, naming its variants)", async () => {
    const source = `${LIGHT}${POINT}main = () => {\n    a = Light.purple()\n    b = Point.z\n}\n`;
    const found = (await check(source)).filter((d) => d.severity === "error");
    expect(found.map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`)).toEqual(["E1042@10:15", "E1042@11:15"]);
    expect(found[0]?.message).toBe("type 'Light' has no variant or method 'purple'");
    expect(found[1]?.message).toBe("record 'Point' has no field or method 'z'");
    expect(found[0]?.help).toContain("'Light' has the variants red, green");
    expect(found[1]?.help).toContain("'Point' has the fields x, y");
  });

  it("reports one no interface the type lists declares, when every one of them is known", async () => {
    const source = "Shape: Type = {\n    area: (self: Shape) -> Float,\n}\nSquare: Type = {\n    side: Float,\n    Shape,\n}\nmain = () => {\n    a = Square.perimeter\n    b = Square.area\n}\n";
    expect(await errors(source)).toEqual(["E1042@9:16"]);
  });

  it("does not guess for a type that lists an interface it cannot see (the member may come with it)", async () => {
    const source = "Square: Type = {\n    side: Float,\n    Printable,\n}\nmain = () => {\n    a = Square.perimeter\n}\n";
    expect(await errors(source)).toEqual([]);
  });
});

describe("an attached function called on its receiver (70c D2)", () => {
  it("checks the count, types and names of the arguments after the receiver, as a method declared once", async () => {
    const source = [
      "Meter: Type = { reading mut: Int }",
      "pub bump_by: (m: &mut Meter, step: Int) -> Void = { m.reading = m.reading + step }",
      "main = {",
      "    mut m = Meter(reading = 0)",
      '    m.bump_by("x")',
      "    m.bump_by(1, 2)",
      "    m.bump_by(nosuch = 2)",
      "    m.bump_by(step = 2)",
      "    m.bump_by(3)",
      "}",
      "",
    ].join("\n");
    const found = (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`);
    expect(found).toEqual([
      "E1002 5:14 argument 1 ('step') of 'bump_by' must be Int, but the value is String",
      "E1010 6:14 the method 'bump_by' takes 1 argument(s) besides its receiver but 2 were given",
      "E1002 7:14 'bump_by' has no parameter named 'nosuch' (its parameters are step besides m), so `nosuch = …` is not an argument it accepts",
    ]);
  });
});

describe("a constructor's named arguments", () => {
  it("each name a field or a method of the record: one that names none is E1042 at the name, also for a generic record", async () => {
    const source = [
      "Car: Type = { floor: Int = 0, name: String }",
      "Box: (T: Type) -> Type = { item: T, label: String = \"\" }",
      "main = {",
      '    a = Car(flor = 3, name = "x")',
      '    b = Box(itemz = [1], item = [2])',
      '    c = Car(floor = 1, name = "y")',
      "}",
      "",
    ].join("\n");
    const found = (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message} | ${d.help}`);
    expect(found).toEqual([
      "E1042 4:13 record 'Car' has no field 'flor', so `flor = …` sets nothing | did you mean 'floor'? 'Car' has the fields floor (optional), name",
      "E1042 5:13 record 'Box' has no field 'itemz', so `itemz = …` sets nothing | did you mean 'item'? 'Box' has the fields item, label (optional)",
    ]);
  });
});

describe("a constructor's values", () => {
  it("are checked against their fields' declared types, by position and by name (not in the reference's view)", async () => {
    const source = 'Member: Type = { name: String, limit: Int, rate: Float = 1.0 }\nmain = {\n    a = Member("Bo", "1")\n    b = Member(name = "Bo", limit = 2.5)\n    c = Member("Cy", 3, 2)\n    d = Member(limit = 4, name = "Di")\n}\n';
    const errors = async (referenceMode: boolean) => (await check(source, { referenceMode })).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`);
    expect(await errors(false)).toEqual([
      "E1002 3:15 field 'limit' of 'Member' must be Int, but the value is String",
      "E1002 4:15 field 'limit' of 'Member' must be Int, but the value is Float",
    ]);
    expect(await errors(true)).toEqual([]);
  });

  it("too few by position: the count is the error, not each value against the field before it (110b F4)", async () => {
    const source = "Member: Type = { id: Int, first: String, email: String, max_loans: Int, active: Bool }\nmake: (id: Int) -> Member = Member(id, \"a\", 3, true)\nfull: (id: Int) -> Member = Member(id, \"a\", 3, 4, true)\n";
    const found = (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`);
    expect(found).toEqual([
      "E1010 2:35 the record 'Member' takes 5 field value(s) but 4 were given",
      "E1002 3:35 field 'email' of 'Member' must be String, but the value is Int",
    ]);
  });
});

describe("help on common mistakes", () => {
  it("a missing constructor field names what to add; a non-Bool condition says how to compare, `==` for an `=` there", async () => {
    const source = 'Member: Type = { name: String, limit: Int }\nmain = {\n    m = Member(name = "Ana")\n    c = "x"\n    if c = "" {\n        a = 1\n    }\n    n = 3\n    if n {\n        b = 2\n    }\n}\n';
    const found = (await check(source)).filter((d) => d.code === "E1002").map((d) => `${d.span[0]}:${d.span[1]} ${d.help}`);
    expect(found).toEqual([
      "3:15 name every field that has no default: add `limit = …`",
      "5:5 `=` assigns; to compare, write `==`",
      '9:5 a condition is a Bool: compare the value explicitly (`n != 0`, `s != ""`, `len(xs) > 0`)',
    ]);
  });
});

describe("a member a record does not have", () => {
  it("is E1042 with the nearest field as help", async () => {
    const source = "Pilot: Type = { name: String, captain: Bool = false }\nmain = {\n    p = Pilot(\"a\")\n    c = p.captian\n    g = p.nme\n    z = p.zzzzzz\n}\n";
    const found = (await check(source)).filter((d) => d.code === "E1042").map((d) => d.help?.split("?")[0]);
    expect(found).toEqual(["did you mean 'captain'", "did you mean 'name'", "'Pilot' has the fields name, captain; declare a method with `Pilot.zzzzzz: (self: &Pilot, …) -> … = …` if one is missing"]);
  });
});

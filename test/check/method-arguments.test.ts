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

  it("checks argument types against the method's parameters", async () => {
    expect(await errors(`    mut p = Point(1, 2)\n    p.shift("one")\n    p.shift(3)\n    q = p.moved(1)\n    r = p.moved(1, 2)`)).toEqual([
      "E1002 2: argument 1 ('d') of 'Point.shift' must be Int, but the value is String",
    ]);
  });

  it("leaves alone what it cannot know: a generic record's methods, a receiver not named self", async () => {
    expect(await errors(`    mut b = Box(1)\n    b.put(2)\n    mut s = Box("a")\n    s.put("b")\n    v = Vec2(1.0, 2.0)\n    n = v.len()`)).toEqual([]);
  });

  it("is silent in reference mode, as the reference checks no method call", async () => {
    expect(await errors(`    mut p = Point(1, 2)\n    p.shift(1, 2)\n    p.shift("one")`, { referenceMode: true })).toEqual([]);
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
});

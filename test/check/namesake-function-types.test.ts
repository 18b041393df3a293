// Two modules' types of one name inside a function type (`(Int) -> Point`
// where the other module's `Point` is required): the E1002 names the file
// declaring the value's, as it does for a list of them (106h K6: the two
// types read the same and neither file was named).
import { describe, expect, it } from "vitest";
import { checkFiles } from "./helpers.js";

describe("an E1002 between function types of two types of one name (106h K6)", () => {
  it("names the file declaring the value's type", async () => {
    const found = await checkFiles(
      {
        "shapes/a.yx": "pub Point: Type = { x: Int }\n",
        "shapes/b.yx": "pub Point: Type = { y: Int }\npub mk: (n: Int) -> Point = (n) => Point(y = n)\n",
        "main.yx": "use shapes.a.{Point}\nuse shapes.b as b\nbuild: (f: (Int) -> Point) -> Point = (f) => f(1)\nmain = {\n    p = build(b.mk)\n}\n",
      },
      ["main.yx"],
    );
    expect(found["main.yx"]!.map((d) => `${d.code} ${d.message}`)).toEqual([
      "E1002 argument 1 ('f') of 'build' must be (Int) -> Point, but the value is (Int) -> Point, another type of the same name (the value's Point is the one declared in shapes/b.yx)",
    ]);
  });
});

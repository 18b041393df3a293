// A method declared for one instance of a generic record (`Bag.twice2:
// (self: &Bag(Int)) -> Int`): `Int` there is a type, not a type parameter
// the receiver binds (102c N5: called on a `Bag(String)`, its result was a
// `String`, and `n: Int = s.twice2()` a false E1002), nor in its own body:
// `self.v` there is an `Int` (102b D3: it was a `T`, and any use of it passed).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const SOURCE = [
  "Bag: (T: Type) -> Type = { v: T }",
  "Bag.twice2: (self: &Bag(Int)) -> Int = self.v * 2",
  "Bag.first: (T: Type) -> (self: &Bag(T)) -> T = (self) => self.v",
  "main = {",
  '    s: Bag(String) = Bag("a")',
  "    n: Int = s.twice2()",
  "    t: String = s.twice2()",
  "    u: String = s.first()",
  "    w: Int = s.first()",
  "}",
  "",
].join("\n");

describe("a method declared for one instance of a generic record", () => {
  it("gives its declared result whatever instance it is called on; a method generic in T still takes the receiver's", async () => {
    const found = (await check(SOURCE)).filter((d) => d.code === "E1002").map((d) => `${d.span[0]} ${d.message}`);
    expect(found).toEqual(["7 't' is declared as String, but the value is Int", "9 'w' is declared as Int, but the value is String"]);
  });

  it("reads its receiver's fields as that instance's in its own body", async () => {
    const body = [
      "Box: (T: Type) -> Type = { item: T, count: Int }",
      "Box.size: (self: &Box(Int)) -> Int = self.count + self.item",
      "Box.label: (self: &Box(String)) -> String = self.item",
      "Box.wrong: (self: &Box(String)) -> Int = self.item",
      "Box.any: (self: &Box(T)) -> T = self.item",
      "",
    ].join("\n");
    const found = (await check(body)).filter((d) => d.severity === "error").map((d) => `${d.span[0]} ${d.code}`);
    expect(found).toEqual(["4 E1002"]);
  });
});

// A method declared for one instance of a generic record (`Bag.twice2:
// (self: &Bag(Int)) -> Int`): `Int` there is a type, not a type parameter
// the receiver binds (102c N5: called on a `Bag(String)`, its result was a
// `String`, and `n: Int = s.twice2()` a false E1002).
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
});

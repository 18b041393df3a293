// A value written into a field (`c.hits = "n"`) is checked against the
// field's declared type, as a binding's value is against its annotation
// (E1002; tester round 67b). A borrow written into a field of its value's
// type is let be, as are fields whose type is not fully known.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("a field write", () => {
  it("of a value of another type is E1002 at the value, in a block and through `self`", async () => {
    const source = `Counter: Type = { hits mut: Int, ratio mut: Float }

Counter.bump: (self: &mut Counter) -> Void = {
    self.hits = self.hits + 1
    self.ratio = "x"
}

main = {
    mut c = Counter(0, 1.0)
    c.hits = "n"
}
`;
    expect(await errors(source)).toEqual([
      "E1002@5:18 'ratio' is declared as Float, but the value is String",
      "E1002@10:14 'hits' is declared as Int, but the value is String",
    ]);
  });

  it("accepts what fits: an integer into a Float, a generic field, a record into an interface it lists, a borrow of the field's type", async () => {
    const source = `Shape: Type = { area: (self: &Shape) -> Float }
Disc: Type = { r: Float, Shape }
Disc.area: (self: &Disc) -> Float = { return self.r * self.r }
Holder: Type = { shape mut: Shape, ratio mut: Float, name mut: String }
Box: (T: Type) -> Type = { value mut: T }

rename: (h: &mut Holder, to: &String) -> Void = {
    h.name = to
}

main = {
    mut h = Holder(Disc(1.0), 0.5, "a")
    h.ratio = 2
    h.shape = Disc(2.0)
    mut b = Box(value = 1)
    b.value = 2
}
`;
    expect(await errors(source)).toEqual([]);
  });
});

// Tester round 66a D1: a named argument of a generic record's method called
// on an instance (`cats.admit(a = …)` with `cats: Pen(Cat)` and `Pen.admit:
// (self: &mut Pen(T), a: T) -> Bool`) has the instance's type there, as the
// method does (`(Cat) -> Bool`), not the declaration's `T`.
import { describe, expect, it } from "vitest";
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

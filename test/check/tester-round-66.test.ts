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

// Tester round 62a D5: lending a local for writing (`note(&mut g)`) is a
// `write` of it, as lending a field (`note(&mut t.log)`) is of the field.
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
}
`;
    const { index } = await indexOf(new Map([["main.yx", source]]));
    const kinds = (query: string) => findReferences(index, { query }).locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);
    expect(kinds("main#g")).toEqual(["10:9 definition", "12:15 write", "14:11 read"]);
    expect(kinds("Doc.log")).toEqual(["3:15 definition", "11:17 argument", "13:17 write"]);
    expect(findReferences(index, { query: "main#g", kinds: ["write"] }).locations.map((l) => l.span[0])).toEqual([12]);
  });
});

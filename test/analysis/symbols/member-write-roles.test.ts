// A field assigned inside an expression (a match arm's value: `(go(d)) =>
// c.km = c.km + d`, syntax.md §5.5) is a `write` of the field, as the same
// assignment as a statement is, and as a local assigned there is (55a D1).
import { describe, expect, it } from "vitest";
import { findReferences } from "../../../src/analysis/symbols/index.js";
import { indexOf } from "./workspace.js";

/** The uses (not definitions) of `query` in the one-file program `source`, as `line:column kind`. */
async function usesIn(source: string, query: string): Promise<string[]> {
  const { index } = await indexOf(new Map([["main.yx", source]]));
  return findReferences(index, { query }).locations.filter((l) => l.kind !== "definition").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);
}

const SOURCE = `Car: Type = { km mut: Int, trips mut: Int }
Move: Type = { go: (Int) -> Move, stay: () -> Move }

drive: (c: &mut Car, m: Move) -> Void = {
    match m {
        (go(d)) => c.km = c.km + d,
        (stay()) => c.trips = c.trips + 1,
    }
    c.km = 0
}
`;

describe("field writes", () => {
  it("an assignment in a match arm's value writes the field; its right side reads it", async () => {
    const uses = (query: string) => usesIn(SOURCE, query);
    expect(await uses("Car.km")).toEqual(["6:22 write", "6:29 read", "9:7 write"]);
    expect(await uses("Car.trips")).toEqual(["7:23 write", "7:33 read"]);
  });

  it("a write through a part of the field's value writes the field: an element, an element's field, an element lent for writing (57a D2)", async () => {
    const source = [
      "Slot: Type = { n mut: Int }",
      "Rack: Type = { slots mut: List(Slot) }",
      "bump: (s: &mut Slot) -> Void = {",
      "    s.n = s.n + 1",
      "}",
      "fill: (r: &mut Rack) -> Int = {",
      "    r.slots[0].n = 5",
      "    r.slots[1] = Slot(2)",
      "    bump(&mut r.slots[0])",
      "    k = r.slots[0].n",
      "    return list.len(r.slots)",
      "}",
      "",
    ].join("\n");
    const uses = (query: string) => usesIn(source, query);
    expect(await uses("Rack.slots")).toEqual(["7:7 write", "8:7 write", "9:17 write", "10:11 read", "11:23 read"]);
    expect(await uses("Slot.n")).toEqual(["4:7 write", "4:13 read", "7:16 write", "10:20 read"]);
  });

  it("a call of a method taking `&mut self` writes the fields its receiver is reached through (58a D5)", async () => {
    const source = [
      "Inner: Type = { c mut: Int }",
      "Outer: Type = { b mut: Inner, tag: String }",
      "Inner.inc: (self: &mut Inner) -> Void = {",
      "    self.c = self.c + 1",
      "}",
      "Inner.peek: (self: &Inner) -> Int = self.c",
      "main = {",
      "    mut a = Outer(Inner(0), \"t\")",
      "    a.b.inc()",
      "    n = a.b.peek()",
      "}",
      "",
    ].join("\n");
    const uses = (query: string) => usesIn(source, query);
    expect(await uses("Outer.b")).toEqual(["9:7 write", "10:11 read"]);
  });
});


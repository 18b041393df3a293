// An unannotated lambda argument takes its parameters' types from the
// parameter or field it fills (calls.ts expectedArgument): beside named
// arguments (positional ones fill the parameters no name names, in order),
// and in a generic record's constructor (its type parameters as the
// arguments before fix them).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const errors = async (source: string) => (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`);

describe("a lambda argument's parameter types", () => {
  it("come from the parameter a positional argument fills beside named ones", async () => {
    const source = `P: Type = { n: Int }\napply: (f: (x: P) -> Int, x: P) -> Int = f(x)\nmain = {\n    a = apply((x) => x.foo, x = P(1))\n    b = apply(x = P(1), (x) => x.bar)\n    c = apply((x) => x.n, x = P(1))\n}\n`;
    expect(await errors(source)).toEqual(["E1042 4:24", "E1042 5:34"]);
  });

  it("of a positional lambda beside named arguments come from a generic callee instantiated by the arguments before it", async () => {
    const source = `Bus: Type = { route: String, late: Int }\ncount_where: (T: Type) -> (xs: &List(T), keep: (x: T) -> Bool, limit: Int) -> Int = (xs, keep, limit) => limit\nmain = {\n    buses: List(Bus) = [Bus(route = "1", late = 3)]\n    e = count_where(&buses, (b) => b.lat > 2, limit = 10)\n    a = count_where(&buses, (b) => b.late > 2, limit = 10)\n}\n`;
    expect(await errors(source)).toEqual(["E1042 5:38"]);
  });

  it("in a constructor come from the field a positional argument fills: the fields no name names, in order", async () => {
    const source = `use std.{string}\nP: Type = { n: Int }\nRec: Type = { name: String, on: (p: &P) -> Int, fmt: (s: String) -> String }\nG: (T: Type) -> Type = { item: T, key: (x: &T) -> Int, fmt: (s: String) -> String }\nmain = {\n    r = Rec(on = (p) => p.n, "r", (s) => string.lower(&s))\n    g = G(key = (x) => x.n, P(1), (s) => string.lower(&s))\n    h = G(key = (x) => x.m, P(1), (s) => s)\n    k = G(fmt = (s) => s, P(1), (x) => x.m)\n}\n`;
    expect(await errors(source)).toEqual(["E1042 8:26", "E1042 9:42"]);
  });

  it("in a generic record's constructor come from the instance its context expects when the fields leave a type parameter unknown: an annotated binding, a declared result, a parameter", async () => {
    const source = `Item: Type = { size: Int }\nGate: (T: Type) -> Type = { name: String, test: (item: T) -> Bool }\nmk: () -> Gate(Item) = () => Gate(name = "r", test = (c) => c.sise > 0)\nmk2: () -> Gate(Item) = {\n    return Gate(name = "r", test = (c) => c.sise > 0)\n}\nuse_gate: (g: Gate(Item), it: Item) -> Bool = g.test(it)\nmain = {\n    g: Gate(Item) = Gate(name = "big", test = (c) => c.sise > 1)\n    ok = use_gate(Gate(name = "a", test = (c) => c.sise < 9), Item(size = 2))\n    fine: Gate(Item) = Gate(name = "big", test = (c) => c.size > 1)\n}\n`;
    expect(await errors(source)).toEqual(["E1042 3:63", "E1042 5:45", "E1042 9:56", "E1042 10:52"]);
  });

  it("in a generic record's constructor that is a declared function's expression body or block's last expression come from the declared result", async () => {
    const source = `Star: Type = { name: String, mag: Float }\nRank: (T: Type) -> Type = { score: (item: T) -> Float, name: String }\nby_mag: () -> Rank(Star) = Rank(score = (s) => s.magx, name = "mag")\nby_mag2: () -> Rank(Star) = { Rank(score = (s) => s.magx, name = "mag") }\n`;
    expect(await errors(source)).toEqual(["E1042 3:50", "E1042 4:53"]);
  });

  it("in a generic record's constructor that is a branch of an if/else or match body come from the declared result; in a re-assignment, from the mutable binding's type", async () => {
    const source = `Note: Type = { pitch: Int, beats: Int }\nLens: (T: Type) -> Type = { label: String, pick: (n: T) -> Bool }\nby_if: (k: Int) -> Lens(Note) = (k) => if k > 0 { Lens(label = "p", pick = (n) => n.beatz > k) } else { Lens(label = "q", pick = (n) => n.pitchh > 0) }\nby_match: (k: Int) -> Lens(Note) = (k) => match k {\n    0 => Lens(label = "z", pick = (n) => n.beatz == 0),\n    _ => Lens(label = "o", pick = (n) => n.pitch != 0),\n}\nmain = {\n    mut g: Lens(Note) = Lens(label = "g", pick = (n) => n.pitch > 1)\n    g = Lens(label = "h", pick = (n) => n.beatz < 3)\n    g = Lens(label = "i", pick = (n) => n.beats < 3)\n}\n`;
    expect(await errors(source)).toEqual(["E1042 3:85", "E1042 3:139", "E1042 5:44", "E1042 10:43"]);
  });

  it("in a generic record's constructor come from a field that does not use the type parameters when the arguments leave them unknown (a caller's own type parameter)", async () => {
    const source = `Train: Type = { code: String, minute: Int }\nBox: (T: Type) -> Type = { item: T, handles: (t: &Train) -> Bool }\nwrap: (T: Type) -> (x: T) -> Box(T) = (x) => Box(item = x, handles = (t) => t.minut > 1)\nkeep: (T: Type) -> (x: T) -> Box(T) = (x) => Box(item = x, handles = (t) => t.minute > 1)\n`;
    expect(await errors(source)).toEqual(["E1042 3:79"]);
  });

  it("passed to a generic function come from the result its context expects when the arguments before leave a type parameter unknown", async () => {
    const source = `Item: Type = { size: Int }\nGate: (T: Type) -> Type = { name: String, test: (item: T) -> Bool }\nopen_gate: (T: Type) -> (name: String, test: (c: T) -> Bool) -> Gate(T) = (name, test) => Gate(name = name, test = test)\nmk: () -> Gate(Item) = open_gate("r", (c) => c.sise > 0)\nmain = {\n    h: Gate(Item) = open_gate("f", (c) => c.sise > 1)\n    k: Gate(Item) = open_gate(name = "g", test = (c) => c.sise > 1)\n    ok: Gate(Item) = open_gate("f", (c) => c.size > 1)\n}\n`;
    expect(await errors(source)).toEqual(["E1042 4:48", "E1042 6:45", "E1042 7:59"]);
  });

  it("in a generic record's constructor that is an element of an annotated list literal come from the list's element type", async () => {
    const source = `Item: Type = { size: Int }\nGate: (T: Type) -> Type = { name: String, test: (item: T) -> Bool }\nmain = {\n    hs: List(Gate(Item)) = [Gate(name = "a", test = (c) => c.sizex > 1), Gate(name = "b", test = (c) => c.size > 1)]\n}\n`;
    expect(await errors(source)).toEqual(["E1042 4:62"]);
  });

  it("of a lambda given by name to a generic record come from the fields named after it", async () => {
    const source = `Item: Type = { seeds: Int }\nShelf: (T: Type) -> Type = { items: List(T), rank: (x: &T) -> Int }\nmain = {\n    a = Shelf(rank = (p) => p.seed, items = [Item(1)])\n    b = Shelf(rank = (p) => p.seeds, items = [Item(2)])\n}\n`;
    expect(await errors(source)).toEqual(["E1042 4:31"]);
  });

  it("of a named lambda come from a generic callee instantiated by the other arguments, written before or after it", async () => {
    const source = `Seg: Type = { climb: Int }\npick_max: (T: Type) -> (xs: &List(T), by: (x: T) -> Int) -> T = (xs, by) => xs[0]\nmain = {\n    legs = [Seg(1), Seg(2)]\n    a = pick_max(xs = &legs, by = (s) => s.climbs)\n    b = pick_max(by = (s) => s.climbs, xs = &legs)\n    c = pick_max(by = (s) => s.climb, xs = &legs)\n}\n`;
    expect(await errors(source)).toEqual(["E1042 5:44", "E1042 6:32"]);
  });

  it("come from a generic record's field, its parameters fixed by the arguments before", async () => {
    const source = `Player: Type = { name: String, years: Int }\nOrdered: (T: Type) -> Type = { items: List(T), key: (x: &T) -> Int }\nmain = {\n    o = Ordered([Player("a", 1)], (p) => p.yeers)\n    n = Ordered(items = [Player("b", 2)], key = (p) => p.yeers)\n    k = Ordered([Player("c", 3)], (p) => p.years)\n}\n`;
    expect(await errors(source)).toEqual(["E1042 4:44", "E1042 5:58"]);
  });
});

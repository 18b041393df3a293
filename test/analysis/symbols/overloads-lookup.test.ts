// lookup_symbol of a function or method declared more than once (overloads,
// syntax.md §3.3) lists every declaration with its signature: the symbol's
// own fields show the first only, and an agent adding a call needs each form.
import { describe, expect, it } from "vitest";
import { findReferences, lookupSymbols, symbolAtPosition, SymbolIndex, type PositionSymbol } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { indexOf } from "./workspace.js";

const SOURCE = `Knight: Type = { hp: Int }
Knight.heal: (self: &mut Knight, amount: Int) -> Void = {
    self.hp = self.hp + amount
}
Knight.heal: (self: &mut Knight, amount: Int, bonus: Int) -> Void = {
    self.hp = self.hp + amount + bonus
}
damage: (power: Int) -> Int = (power) => power * 2
damage: (power: Int, armor: Int) -> Int = (power, armor) => power - armor
single: (x: Int) -> Int = x
main = {
    a = damage(3)
    b = damage(3, 1)
    k = Knight(10)
}
`;

/** Position answers in main.yx of `source`: `show` of the symbol found, else what is there. */
async function answersIn(source: string, show: (r: PositionSymbol) => string): Promise<(line: number, column: number) => string> {
  return answersOf((await indexOf(new Map([["main.yx", source]]))).index, show);
}

/** Position answers in main.yx of `built`, as answersIn. */
function answersOf(built: SymbolIndex, show: (r: PositionSymbol) => string): (line: number, column: number) => string {
  return (line, column) => {
    const r = symbolAtPosition(built, "main.yx", line, column);
    return r.found ? show(r) : r.what;
  };
}

async function index(): Promise<SymbolIndex> {
  const doc = new Document(await sharedParser(), SOURCE);
  const built = new SymbolIndex();
  built.sync([{ path: "main.yx", document: () => doc }]);
  return built;
}

describe("overloads in lookup_symbol", () => {
  it("an exact match declared twice lists both declarations, a function and a method alike", async () => {
    const built = await index();
    const damage = lookupSymbols(built, { query: "damage" }).symbols[0]!;
    expect(damage.overloads?.map((o) => `${o.span[0]} ${o.signature}`)).toEqual(["8 (power: Int) -> Int", "9 (power: Int, armor: Int) -> Int"]);
    const heal = lookupSymbols(built, { query: "Knight.heal" }).symbols[0]!;
    expect(heal.overloads?.map((o) => `${o.span[0]} ${o.signature}`)).toEqual(["2 (self: &mut Knight, amount: Int) -> Void", "5 (self: &mut Knight, amount: Int, bonus: Int) -> Void"]);
  });

  it("a symbol declared once, or matched only by prefix, has none", async () => {
    const built = await index();
    expect(lookupSymbols(built, { query: "single" }).symbols[0]!.overloads).toBeUndefined();
    expect(lookupSymbols(built, { query: "dam" }).symbols[0]!.overloads).toBeUndefined();
  });

  it("lists the first 16 of thousands, with their count", async () => {
    const doc = new Document(await sharedParser(), "f = () => { a = 1 }\n".repeat(2000));
    const built = new SymbolIndex();
    built.sync([{ path: "main.yx", document: () => doc }]);
    const f = lookupSymbols(built, { query: "f" }).symbols[0]!;
    expect(f.overloads).toHaveLength(16);
    expect(f.overload_count).toBe(2000);
  });
});

describe("overloads by position", () => {
  it("a call the checker typed goes to the overload it calls, a declaration's name to that declaration (span, signature)", async () => {
    const built = await index();
    const at = answersOf(built, (r) => `${r.symbol.span?.[0]} ${r.symbol.signature} | ${r.type}`);
    expect(at(12, 9)).toBe("8 (power: Int) -> Int | (Int) -> Int");
    expect(at(13, 9)).toBe("9 (power: Int, armor: Int) -> Int | (Int, Int) -> Int");
    expect(at(9, 1)).toBe("9 (power: Int, armor: Int) -> Int | (Int, Int) -> Int");
    expect(at(5, 9)).toMatch(/^5 \(self: &mut Knight, amount: Int, bonus: Int\) -> Void/);
  });

  it("a call of an overloaded generic method or function answers the overload taking as many arguments, instantiated (58a D1)", async () => {
    const source = [
      "Cell: (T: Type) -> Type = { vals mut: List(T) }",
      "Cell.put: (self: &mut Cell(T), a: T, b: T) -> Void = {",
      "    self.vals = self.vals + [a, b]",
      "}",
      "Cell.put: (self: &mut Cell(T), a: T) -> Void = {",
      "    self.vals = self.vals + [a]",
      "}",
      "wrap: (T: Type) -> (x: T) -> List(T) = [x]",
      "wrap: (T: Type) -> (x: T, y: T) -> List(T) = [x, y]",
      "main = {",
      "    mut c = Cell([1])",
      "    c.put(2)",
      "    c.put(3, 4)",
      "    w1 = wrap(1)",
      "    w2 = wrap(1, 2)",
      "}",
      "",
    ].join("\n");
    const at = await answersIn(source, (r) => `${r.symbol.span![0]} ${r.type}`);
    expect([at(12, 7), at(13, 7), at(14, 10), at(15, 10)]).toEqual(["5 (Int) -> Void", "2 (Int, Int) -> Void", "8 (Int) -> List(Int)", "9 (Int, Int) -> List(Int)"]);
  });

  it("a generic method's type group applied explicitly answers the overload the next call's count chooses (103c claim 6)", async () => {
    const source = [
      "Pot: (T: Type) -> Type = { v: T }",
      "Pot.mk: (T: Type) -> (x: T) -> Pot(T) = Pot(x)",
      "Pot.mk: (T: Type) -> (x: T, y: T) -> Pot(T) = Pot(y)",
      "go: () -> Void = {",
      "    a = Pot.mk(Int)(1, 2)",
      "    b = Pot.mk(Int)(1)",
      "}",
      "",
    ].join("\n");
    const at = await answersIn(source, (r) => `${r.symbol.span![0]} ${r.type}`);
    expect([at(5, 13), at(6, 13)]).toEqual(["3 (Int, Int) -> Pot(Int)", "2 (Int) -> Pot(Int)"]);
  });

  it("an import of a function declared twice names both declarations, with no word of a call choosing none (104d K1)", async () => {
    const files = new Map([
      ["a.yx", "pub fee: (n: Int) -> Int = n\npub fee: (n: Int, d: Int) -> Int = n - d\n"],
      ["main.yx", "use a.{fee as f2, fee}\nmain = {\n    x = f2(1)\n}\n"],
    ]);
    const { index: built } = await indexOf(files);
    for (const column of [8, 15, 19]) {
      const r = symbolAtPosition(built, "main.yx", 1, column);
      expect(r.found && r.overloads?.map((o) => o.signature)).toEqual(["(n: Int) -> Int", "(n: Int, d: Int) -> Int"]);
      expect(r.found && r.caveat).toBeUndefined();
    }
    const alias = symbolAtPosition(built, "main.yx", 1, 15);
    expect(alias.found && alias.via).toBe("f2");
    // At a call, the declaration it chooses, as before.
    const call = symbolAtPosition(built, "main.yx", 3, 9);
    expect(call.found && [call.symbol.signature, call.type, call.overloads]).toEqual(["(n: Int) -> Int", "(Int) -> Int", undefined]);
  });

  it("a generic method's type group applied explicitly has the next call's named arguments as the chosen overload's parameters (104c H1)", async () => {
    const source = [
      "Pot: (T: Type) -> Type = { a: T, b: T }",
      "Pot.mk: (T: Type) -> (x: T) -> Pot(T) = Pot(x, x)",
      "Pot.mk: (T: Type) -> (x: T, y: T) -> Pot(T) = Pot(x, y)",
      "go: () -> Void = {",
      "    p1 = Pot.mk(Int)(x = 1)",
      "    p2 = Pot.mk(Int)(x = 1, y = 2)",
      "}",
      "",
    ].join("\n");
    const { index: built } = await indexOf(new Map([["main.yx", source]]));
    const at = answersOf(built, (r) => `${r.symbol.id} ${r.type}`);
    expect([at(5, 22), at(6, 22), at(6, 29)]).toEqual(["main.Pot.mk#x@2:23 Int", "main.Pot.mk#x@3:23 Int", "main.Pot.mk#y@3:29 Int"]);
    for (const [query, uses] of [["main.Pot.mk#x@2:23", ["5:22"]], ["main.Pot.mk#x@3:23", ["6:22"]]] as const) {
      const found = findReferences(built, { query });
      expect(found.locations.filter((l) => l.kind === "argument").map((l) => `${l.span[0]}:${l.span[1]}`)).toEqual(uses);
      expect(found.possible).toEqual([]);
    }
  });

  it("generic overloads of one count told apart by a parameter's type answer the one the call's type is an instance of, instantiated (103c E8)", async () => {
    const source = [
      "Jar: (T: Type) -> Type = { v: T }",
      "Jar.put: (T: Type) -> (self: &Jar(T), k: T) -> Int = 1",
      "Jar.put: (T: Type) -> (self: &Jar(T), k: List(T)) -> String = \"l\"",
      "run: () -> Void = {",
      "    j: Jar(Int) = Jar(1)",
      "    a = j.put(3)",
      "    b = j.put([1, 2])",
      "    c = Jar.put(j, [3])",
      "    d = Jar.put(j, 3)",
      "    e = Jar.put(j, k = [3])",
      "    f = j.put(k = [1, 2])",
      "}",
      "",
    ].join("\n");
    const at = await answersIn(source, (r) => `${r.symbol.span![0]} ${r.type}`);
    expect([at(6, 11), at(7, 11), at(8, 13), at(9, 13), at(10, 13), at(11, 11)]).toEqual([
      "2 (Int) -> Int",
      "3 (List(Int)) -> String",
      "3 (&Jar(Int), List(Int)) -> String",
      "2 (&Jar(Int), Int) -> Int",
      "3 (&Jar(Int), List(Int)) -> String",
      "3 (List(Int)) -> String",
    ]);
  });
  // definitionsOf keeps its answers until a file is linked again (workspace-index.ts): an overload
  // added in another file, or one taken away, is seen by the next lookup.
  it("an overload added in another file, then removed, is seen by the next lookup", async () => {
    const parser = await sharedParser();
    const main = new Document(parser, "Knight: Type = { hp: Int }\nKnight.heal: (self: &mut Knight, amount: Int) -> Void = {\n    self.hp = self.hp + amount\n}\n");
    const more = new Document(parser, "use main.{Knight}\nx = 1\n");
    const built = new SymbolIndex();
    const files = [
      { path: "main.yx", document: () => main },
      { path: "more.yx", document: () => more },
    ];
    built.sync(files);
    const overloads = () => lookupSymbols(built, { query: "Knight.heal" }).symbols[0]?.overloads?.map((o) => `${o.file}:${o.span[0]}`);
    expect(overloads()).toBeUndefined();
    more.update("use main.{Knight}\nKnight.heal: (self: &mut Knight, amount: Int, bonus: Int) -> Void = {\n    self.hp = self.hp + amount + bonus\n}\n");
    built.sync(files);
    expect(overloads()).toEqual(["main.yx:2", "more.yx:2"]);
    more.update("use main.{Knight}\nx = 1\n");
    built.sync(files);
    expect(overloads()).toBeUndefined();
  });
});

// Two ways a record's method implements an interface's that the symbol tools
// missed (tester round 67b): through a generic interface the record lists
// (`Sink(Int)`, which the checker reads as a record), and through an
// interface the receiver's interface lists, for a method named like a
// built-in one (`n.show()` on a `Named` listing `Shown`). Either way
// `find_references` left uses or implementations out, and a rename left them
// behind. And a record's method entry the file declares apart, whose
// receiver is not called `self` (66b D3): a method, not a field.
import { describe, expect, it } from "vitest";
import { renameInWorkspace, renameSymbol, renameTargetOf } from "../../../src/analysis/rename/index.js";
import { findReferences, lookupSymbols } from "../../../src/analysis/symbols/index.js";
import type { SymbolInfo } from "../../../src/analysis/symbols/model.js";
import { checkDocument } from "../../../src/check/index.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { check } from "../../check/helpers.js";
import { indexOf } from "./workspace.js";

const SINKS = `Sink: (T: Type) -> Type = { take: (self: &mut Sink(T), item: T) -> Int }

Bin: Type = { items mut: List(Int), Sink(Int) }

Bin.take: (self: &mut Bin, item: Int) -> Int = {
    self.items = self.items + [item]
    return item
}

pour: (s: &mut Sink(Int), v: Int) -> Int = {
    return s.take(v)
}

main = {
    mut b = Bin([])
    pour(&mut b, 1)
}
`;

const SHOWN = `Shown: Type = { show: (self: &Shown) -> String }

Named: Type = { Shown, name: (self: &Named) -> String }

Card: Type = { title: String, Named }

Card.show: (self: &Card) -> String = { return self.title }
Card.name: (self: &Card) -> String = { return self.title }

inherited: (n: &Named) -> String = {
    return n.name() + n.show()
}
`;

const at = (locations: readonly { file: string; span: readonly number[]; kind: string }[]) => locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]} ${l.kind}`);

async function renamed(source: string, query: string, newName: string) {
  const { index } = await indexOf(new Map([["main.yx", source]]));
  const symbol = renameTargetOf(index, query) as SymbolInfo;
  const result = renameInWorkspace({ index, symbol, newName, parser: await sharedParser(), check: (host, file, doc) => checkDocument(host, file, doc) });
  return { edits: result.files.flatMap((f) => f.edits.map((e) => `${f.file}:${e.span[0]}:${e.span[1]}`)), check: result.check };
}

describe("a generic interface a record lists (67b D1)", () => {
  it("has the record's method as an implementation of its method, and the record as its implementation", async () => {
    const { index } = await indexOf(new Map([["main.yx", SINKS]]));
    expect(at(findReferences(index, { query: "Sink.take" }).locations)).toEqual(["main.yx:1:29 definition", "main.yx:5:5 implementation", "main.yx:11:14 call"]);
    expect(at(findReferences(index, { query: "Sink" }).locations).filter((l) => l.endsWith("implementation"))).toEqual(["main.yx:3:1 implementation"]);
    expect(lookupSymbols(index, { query: "Sink.take" }).symbols[0]?.implementations?.map((i) => i.id)).toEqual(["main.Bin.take"]);
  });

  it("is renamed as a family: the interface's method, the record's and the call", async () => {
    expect(await renamed(SINKS, "Sink.take", "accept")).toEqual({ edits: ["main.yx:1:29", "main.yx:5:5", "main.yx:11:14"], check: { errors_before: 0, errors_after: 0 } });
  });

  it("is renamed as a family in a source text too, from either side, with the note (81b D1: only the side named was renamed)", async () => {
    for (const oldName of ["Sink.take", "Bin.take"]) {
      const result = await renameSymbol({ source: SINKS, oldName, newName: "accept", scope: undefined });
      expect(result.edits.map((e) => `${e.span[0]}:${e.span[1]}`).sort()).toEqual(["11:14", "1:29", "5:5"]);
      expect(result.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-FAMILY"]);
    }
  });

  it("has its method called through a type parameter it bounds (`I: Iter(T)`), renamed with the family (88b D2, D3)", async () => {
    const source = `Iter: (T: Type) -> Type = { next_value: (self: &mut Iter(T)) -> T }
Counter: Type = { n mut: Int, Iter(Int) }
Counter.next_value: (self: &mut Counter) -> Int = {
    self.n = self.n + 1
    return self.n
}
pull: (T: Type, I: Iter(T)) -> (it: &mut I) -> T = (it) => it.next_value()
`;
    expect(await check(source)).toEqual([]);
    const result = await renameSymbol({ source, oldName: "Iter.next_value", newName: "advance", scope: undefined });
    expect(result.edits.map((e) => `${e.span[0]}:${e.span[1]}`).sort()).toEqual(["1:29", "3:9", "7:63"]);
  });
});

const THROUGH = `Shape: Type = { area: (self: Shape, k: Int) -> Float }
Sq: Type = { side: Float, Shape }
Sq.area: (self: Sq, k: Int) -> Float = self.side * k
main = {
    sq = Sq(2.0)
    a = Shape.area(sq, 1)
    b = sq.area(2)
}
`;

describe("an interface's function called through the interface (81c D2)", () => {
  it("is a call of the interface's method, renamed with its family", async () => {
    const { index } = await indexOf(new Map([["main.yx", THROUGH]]));
    const found = findReferences(index, { query: "Shape.area" });
    // `sq.area(2)`, a call of the implementation, too: the places the rename edits (93c D1).
    expect(at(found.locations)).toEqual(["main.yx:1:17 definition", "main.yx:3:4 implementation", "main.yx:6:15 call", "main.yx:7:12 call"]);
    expect(found.possible).toEqual([]);
    expect(await renamed(THROUGH, "Shape.area", "surface")).toEqual({ edits: ["main.yx:1:17", "main.yx:3:4", "main.yx:6:15", "main.yx:7:12"], check: { errors_before: 0, errors_after: 0 } });
  });
});

const LISTED = `Named: Type = { title: (self: &Named) -> String }
Shape: Type = { Named, area: (self: &Shape) -> Float }
Sq: Type = { s: Float, Shape }
Sq.title: (self: &Sq) -> String = "sq"
Sq.area: (self: &Sq) -> Float = self.s
main = {
    sq = Sq(1.0)
    a = Shape.title(&sq)
}
`;

describe("a member of an interface another lists, called through the lister (85a D3)", () => {
  it("is a call of that interface's method, renamed with its family", async () => {
    const { index } = await indexOf(new Map([["main.yx", LISTED]]));
    expect(at(findReferences(index, { query: "Named.title" }).locations)).toEqual(["main.yx:1:17 definition", "main.yx:4:4 implementation", "main.yx:8:15 call"]);
    expect(await renamed(LISTED, "Named.title", "label")).toEqual({ edits: ["main.yx:1:17", "main.yx:4:4", "main.yx:8:15"], check: { errors_before: 0, errors_after: 0 } });
  });
});

describe("a method of an interface the receiver's interface lists, named like a built-in method (67b D2)", () => {
  it("is that interface's method, not a possible use", async () => {
    const { index } = await indexOf(new Map([["main.yx", SHOWN]]));
    const found = findReferences(index, { query: "Shown.show" });
    expect(at(found.locations)).toEqual(["main.yx:1:17 definition", "main.yx:7:6 implementation", "main.yx:11:25 call"]);
    expect(found.possible).toEqual([]);
  });

  it("is renamed with the family", async () => {
    expect(await renamed(SHOWN, "Shown.show", "render")).toEqual({ edits: ["main.yx:1:17", "main.yx:7:6", "main.yx:11:25"], check: { errors_before: 0, errors_after: 0 } });
  });
});

describe("a record's function-typed entry that its file declares apart as a method (66b D3)", () => {
  const POINTS = `Point: Type = {
    x mut: Float,
    shift: (me: &mut Point, by: Float) -> Void,
}

Point.shift: (me: &mut Point, by: Float) -> Void = {
    me.x = me.x + by
}

Cell: Type = {
    v mut: Float,
    bump: (me: &mut Cell, by: Float) -> Void,
}
`;

  it("is a method whatever its receiver is called, as the checker calls it; an entry not declared apart stays a field", async () => {
    const { index } = await indexOf(new Map([["main.yx", POINTS]]));
    const kind = (query: string) => lookupSymbols(index, { query }).symbols.map((s) => `${s.qualified_name} ${s.kind}`);
    expect(kind("Point.shift")).toEqual(["Point.shift method"]);
    expect(kind("Cell.bump")).toEqual(["Cell.bump field"]);
  });
});

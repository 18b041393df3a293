// A function-typed entry of a type body names its parameters in its
// function type: an interface's method, a variant, a field of function
// type. An interface's method
// (`scaled: (self: &Figure, factor: Float) -> Float`). A call through the
// interface (`f.scaled(factor = k)` with `f: &Figure`) is checked against
// that signature (E1002 names `Figure.scaled` when it lacks the name), so
// the names are symbols, `Figure.scaled#factor`, whose references are those
// named arguments: not `possible` uses of every `scaled` method (62a D3).
// Which implementation runs is not known; its own parameters keep their
// own references (calls on a receiver of that type).
import { describe, expect, it } from "vitest";
import { renameInWorkspace, renameTargetOf } from "../../../src/analysis/rename/index.js";
import { findReferences, symbolAtPosition } from "../../../src/analysis/symbols/index.js";
import type { SymbolInfo } from "../../../src/analysis/symbols/model.js";
import { checkDocument } from "../../../src/check/index.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { indexOf } from "./workspace.js";

const SHAPES = `pub Figure: Type = {
    scaled: (self: &Figure, factor: Float) -> Float,
    label: (self: &Figure, prefix: String) -> String = (self, prefix) => prefix,
}
`;

const MAIN = `use shapes.{Figure}

Disc: Type = { r: Float, Figure }

Disc.scaled: (self: &Disc, factor: Float) -> Float = {
    return self.r * factor
}

grow: (f: &Figure, k: Float) -> Float = {
    return f.scaled(factor = k)
}

main = {
    d = Disc(1.0)
    print(grow(&d, 2.0))
    print(d.scaled(factor = 3.0))
    print(d.label(prefix = "disc"))
}
`;

const at = (locations: readonly { file: string; span: readonly number[]; kind: string }[]) => locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]} ${l.kind}`);

describe("an interface method's parameters", () => {
  it("are symbols whose references are the named arguments of calls through the interface", async () => {
    const { index } = await indexOf(new Map([["shapes.yx", SHAPES], ["main.yx", MAIN]]));
    const found = findReferences(index, { query: "Figure.scaled#factor" });
    expect(found.symbols.map((s) => s.id)).toEqual(["shapes.Figure.scaled#factor@2:29"]);
    expect(at(found.locations)).toEqual(["main.yx:10:21 argument", "shapes.yx:2:29 definition"]);
    expect(found.possible ?? []).toEqual([]);
    // The implementation's parameter: its body's use and the call on a `Disc`, not the call through the interface.
    const own = findReferences(index, { query: "Disc.scaled#factor" });
    expect(at(own.locations)).toEqual(["main.yx:5:28 definition", "main.yx:6:21 read", "main.yx:16:20 argument"]);
    expect(own.possible ?? []).toEqual([]);
    // A method with a default: the same, for its signature's names and its lambda's.
    expect(at(findReferences(index, { query: "Figure.label#prefix" }).locations)).toEqual([
      "main.yx:17:19 argument",
      "shapes.yx:3:28 signature",
      "shapes.yx:3:63 definition",
      "shapes.yx:3:74 read",
    ]);
  });

  it("answers a position on the signature's name and on the named argument", async () => {
    const { index } = await indexOf(new Map([["shapes.yx", SHAPES], ["main.yx", MAIN]]));
    for (const [file, line, column] of [["shapes.yx", 2, 29], ["main.yx", 10, 21]] as const) {
      const result = symbolAtPosition(index, file, line, column);
      expect(result.found && result.symbol.id).toBe("shapes.Figure.scaled#factor@2:29");
    }
  });

  it("renames the signature and the calls through the interface, and the program still checks", async () => {
    const { index } = await indexOf(new Map([["shapes.yx", SHAPES], ["main.yx", MAIN]]));
    const symbol = renameTargetOf(index, "Figure.scaled#factor") as SymbolInfo;
    const parser = await sharedParser();
    const result = renameInWorkspace({ index, symbol, newName: "by", parser, check: (host, file, doc) => checkDocument(host, file, doc) });
    expect(result.diagnostics).toEqual([]);
    expect(result.files.flatMap((f) => f.edits.map((e) => `${f.file}:${e.span[0]}:${e.span[1]}`))).toEqual(["main.yx:10:21", "shapes.yx:2:29"]);
    expect(result.check).toEqual({ errors_before: 0, errors_after: 0 });
  });

  it("are a variant's and a function-typed field's too; a method entry declared apart names the declaration's parameters", async () => {
    const source = `Tier: Type = {
    silver: (since: Int) -> Tier,
    gold: (since: Int, points: Int) -> Tier,
}

Offer: Type = {
    rate: Float,
    saving: (unit_price: Float, qty: Int) -> Float,
}

Point: Type = {
    x: Float,
    shift: (self: &mut Point, by: Float) -> Void,
}

Point.shift: (self: &mut Point, by: Float) -> Void = {
    self.x = self.x + by
}

main = {
    t = Tier.gold(since = 2020, points = 5)
    o = Offer(rate = 0.1, saving = (unit_price, qty) => unit_price * 0.1)
    s = o.saving(unit_price = 2.0, qty = 3)
    mut p = Point(x = 1.0, shift = (self, by) => {})
    p.shift(by = 2.0)
}
`;
    const { index } = await indexOf(new Map([["main.yx", source]]));
    const refs = (query: string) => {
      const found = findReferences(index, { query });
      return { symbols: found.symbols.map((s) => s.id), locations: at(found.locations), possible: found.possible.length };
    };
    expect(refs("Tier.gold#since")).toEqual({ symbols: ["main.Tier.gold#since@3:12"], locations: ["main.yx:3:12 definition", "main.yx:21:19 argument"], possible: 0 });
    expect(refs("Offer.saving#qty")).toEqual({ symbols: ["main.Offer.saving#qty@8:33"], locations: ["main.yx:8:33 definition", "main.yx:23:36 argument"], possible: 0 });
    // One symbol, the declaration's: the entry's name is a use of it (a rename keeps the two signatures alike).
    expect(refs("Point.shift#by")).toEqual({
      symbols: ["main.Point.shift#by@16:33"],
      locations: ["main.yx:13:31 read", "main.yx:16:33 definition", "main.yx:17:23 read", "main.yx:25:13 argument"],
      possible: 0,
    });
  });
});

// A bare prelude short name that several std modules define (`len`:
// std.dict, std.list, std.string; diagnostics.md §7.3), tester round 98a D3:
// the compiler binds it to the last registered (std.string.len), which the
// symbol tools name; they now say that this is the compiler's choice, not
// necessarily the function a call on a list means.
import { describe, expect, it } from "vitest";
import { findReferences, symbolAtPosition } from "../../../src/analysis/symbols/index.js";
import { indexOf } from "./workspace.js";

const { index } = await indexOf(new Map([["src/main.yx", "use std.list\nmain = {\n    xs = [1, 2, 3]\n    n = len(xs)\n    c = contains(xs, 2)\n    m = list.len(xs)\n    println(n)\n}\n"]]));

describe("a shared prelude short name", () => {
  it("by position: the compiler's choice, with a caveat naming every module and how to name one", () => {
    const at = symbolAtPosition(index, "src/main.yx", 4, 9);
    expect(at.found && at.symbol.id).toBe("std.string.len");
    expect(at.found && at.caveat).toBe(
      "`len` here is the prelude's short name, which std.dict, std.list and std.string all define: the compiler binds it to std.string.len (the last registered, diagnostics.md §7.3), the symbol named here, whatever the argument; its calls are not checked against one module's signature. Write `dict.len`, `list.len` or `string.len` (after that module's `use`) to name one.",
    );
    const contains = symbolAtPosition(index, "src/main.yx", 5, 9);
    expect(contains.found && contains.caveat).toMatch(/^`contains` here is the prelude's short name, which std\.list and std\.string both define/);
    // Written through its module, or a name one module defines: no caveat.
    const qualified = symbolAtPosition(index, "src/main.yx", 6, 14);
    expect(qualified.found && [qualified.symbol.id, qualified.caveat]).toEqual(["std.list.len", undefined]);
    const println = symbolAtPosition(index, "src/main.yx", 7, 5);
    expect(println.found && println.caveat).toBeUndefined();
  });

  it("find_references of the compiler's choice says its bare uses are listed, and why", () => {
    const result = findReferences(index, { query: "std.string.len" });
    expect(result.locations.map((l) => l.span[0])).toEqual([4]);
    expect(result.hint).toContain("Bare uses of `len` (not written through a module) are listed too: the compiler binds that prelude short name to std.string.len");
    expect(findReferences(index, { query: "std.list.len" }).hint).toBeUndefined();
  });
});

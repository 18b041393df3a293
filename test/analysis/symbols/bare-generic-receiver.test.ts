// A method of a generic record whose receiver names the record without its
// arguments (`Crate.size: (self: &Crate) -> Int`) reads `self` as that
// record, its arguments unknown: `self.cap` is a use of the field, so
// find_references lists it and a rename renames it, and a misspelt member is
// E1042 as in any other method (119a F1: `self` was `&?`, the use was only a
// `possible` one, and a rename of the field left `self.cap` behind with a
// clean typecheck).
import { describe, expect, it } from "vitest";
import { renameSymbol } from "../../../src/analysis/rename/index.js";
import { findReferences } from "../../../src/analysis/symbols/index.js";
import { checkDocument } from "../../../src/check/index.js";
import { check } from "../../check/helpers.js";
import { indexOf } from "./workspace.js";

const SOURCE =
  "Crate: (T: Type) -> Type = { stuff: List(T), cap: Int }\n" +
  "Crate.size: (self: &Crate) -> Int = {\n    return self.cap\n}\n" +
  "Crate.first: (self: &Crate) -> Int = {\n    return self.stuff.len\n}\n" +
  "main = {\n    k = Crate([1, 2], 3)\n    n = k.size() + k.cap\n}\n";

describe("a generic record named without its arguments as a method's receiver", () => {
  it("types `self` as the record: its field is a reference, a misspelt member E1042", async () => {
    expect((await check(SOURCE)).map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1053 6:23"]);
    expect((await check(SOURCE.replace("self.cap", "self.capp"))).map((d) => `${d.code} ${d.span[0]}`)).toEqual(["E1042 3", "E1053 6"]);
    const { index } = await indexOf(new Map([["main.yx", SOURCE]]));
    const found = findReferences(index, { query: "Crate.cap" });
    expect(found.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["1:46 definition", "3:17 read", "10:22 read"]);
    expect(found.possible ?? []).toEqual([]);
  });

  it("renames the field's use through `self` too, and the result checks as before", async () => {
    const renamed = await renameSymbol({ source: SOURCE, oldName: "Crate.cap", newName: "limit", check: checkDocument });
    expect(renamed.source).toBe(SOURCE.replaceAll("cap", "limit"));
    expect(renamed.diagnostics).toEqual([]);
  });
});

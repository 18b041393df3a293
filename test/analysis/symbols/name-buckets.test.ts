// lookup_symbol takes a name's symbols bucket by bucket (kind, scope, origin:
// what it filters and ranks by) from the index's tables. The buckets must
// follow every change of the table, and answers must keep the §5.7 order.
import { describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex, type SymbolInfo } from "../../../src/analysis/symbols/index.js";
import { SymbolTable } from "../../../src/analysis/symbols/symbol-table.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

const A = "value_x = 1\n\nshift = (value_x: Int) -> Int => value_x + 1\n";
const B = "Box: Type = {\n    value_x: Int,\n}\n\nmain = () => {\n    value_x = 2\n    print(value_x)\n}\n";

async function indexOf(texts: Record<string, string>): Promise<{ index: SymbolIndex; docs: Map<string, Document> }> {
  const parser = await sharedParser();
  const docs = new Map(Object.entries(texts).map(([path, text]) => [path, new Document(parser, text)]));
  const index = new SymbolIndex();
  index.sync([...docs].map(([path, doc]) => ({ path, document: () => doc })));
  return { index, docs };
}

const kindsAndFiles = (index: SymbolIndex, options: Parameters<typeof lookupSymbols>[1]) =>
  lookupSymbols(index, options).symbols.map((s) => `${s.kind}:${s.scope}:${s.file}`);

describe("a name's symbols in buckets", () => {
  it("filters by kind and ranks by scope, then id, across kinds of one name", async () => {
    const { index } = await indexOf({ "a.yx": A, "b.yx": B });
    expect(kindsAndFiles(index, { query: "value_x", includeLocals: true })).toEqual([
      "variable:top-level:a.yx",
      "field:member:b.yx",
      "parameter:local:a.yx",
      "local:local:b.yx",
    ]);
    expect(kindsAndFiles(index, { query: "value_x", kind: ["parameter"] })).toEqual(["parameter:local:a.yx"]);
    expect(kindsAndFiles(index, { query: "value_x", kind: ["field", "local"] })).toEqual(["field:member:b.yx", "local:local:b.yx"]);
  });

  it("follows the table when a file's symbols of that name change", async () => {
    const { index, docs } = await indexOf({ "a.yx": A, "b.yx": B });
    const files = () => [...docs].map(([path, doc]) => ({ path, document: () => doc }));
    expect(kindsAndFiles(index, { query: "value_x", kind: ["parameter", "local"] })).toEqual(["parameter:local:a.yx", "local:local:b.yx"]); // buckets made
    docs.get("a.yx")!.update(`${A}\nuse_it = (value_x: Int) -> Int => value_x * 2\n`);
    index.sync(files());
    expect(kindsAndFiles(index, { query: "value_x", kind: ["parameter", "local"] })).toEqual(["parameter:local:a.yx", "parameter:local:a.yx", "local:local:b.yx"]);
    docs.get("b.yx")!.update("main = () => {\n    print(1)\n}\n");
    index.sync(files());
    expect(kindsAndFiles(index, { query: "value_x", kind: ["local", "field"] })).toEqual([]);
    expect(kindsAndFiles(index, { query: "value_x", includeLocals: true })).toEqual(["variable:top-level:a.yx", "parameter:local:a.yx", "parameter:local:a.yx"]);
  });

  it("a table row's buckets follow each add and remove", () => {
    const symbol = (id: string, kind: SymbolInfo["kind"]): SymbolInfo =>
      ({ name: "n", kind, scope: kind === "local" ? "local" : "top-level", qualified_name: "n", id, module: "m", container: null, file: null, span: null, decl_span: null, signature: null, doc: null, origin: "workspace" }) as SymbolInfo;
    const table = new SymbolTable();
    const buckets = () => (table.rows()[0]?.buckets() ?? []).map((b) => `${b.kind}:${b.symbols.map((s) => s.id).join(",")}`).sort();
    table.add("n", "a.yx", symbol("a1", "local"));
    expect(buckets()).toEqual(["local:a1"]);
    table.add("n", "b.yx", symbol("b1", "local"));
    table.add("n", "b.yx", symbol("b2", "function"));
    expect(buckets()).toEqual(["function:b2", "local:a1,b1"]);
    table.remove("n", "a.yx");
    expect(buckets()).toEqual(["function:b2", "local:b1"]);
  });
});

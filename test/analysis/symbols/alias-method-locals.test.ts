// The locals of a method declared under an import alias of its type are
// named by the type's own name, as the method is (modules-and-workspace.md
// §4.3; README: `Tok.is_op`): `Item.discounted#pct`, not
// `Product.discounted#pct` (tester round 35, 49f D3), which a query may
// still write, as it may the method's.
import { describe, expect, it } from "vitest";
import { findReferences, lookupSymbols, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

const FILES: Record<string, string> = {
  "item.yx": "pub Item: Type = { sku: String, price: Float }\n",
  "store.yx":
    "use item.{Item as Product}\n\nProduct.discounted: (self: &Product, pct: Float) -> Float = {\n    cut = pct / 100.0\n    return self.price * (1.0 - cut)\n}\n\nsale: (it: Product) -> Float = it.discounted(pct = 10.0)\n",
};

describe("locals of a method declared under an alias of its type", () => {
  it("take the type's own name in their id, qualified_name and container, and are found by it", async () => {
    const parser = await sharedParser();
    const docs = Object.entries(FILES).map(([path, text]) => ({ path, doc: new Document(parser, text) }));
    const index = new SymbolIndex();
    index.sync(docs.map(({ path, doc }) => ({ path, document: () => doc })));
    try {
      const method = lookupSymbols(index, { query: "discounted" }).symbols[0]!;
      expect([method.id, method.qualified_name]).toEqual(["item.Item.discounted", "Item.discounted"]);
      const locals = lookupSymbols(index, { query: "Item.discounted#", includeLocals: true }).symbols.map((s) => [s.id, s.qualified_name, s.container]);
      expect(locals).toEqual(
        expect.arrayContaining([
          ["store.Item.discounted#pct@3:38", "Item.discounted#pct", "Item.discounted"],
          ["store.Item.discounted#cut@4:5", "Item.discounted#cut", "Item.discounted"],
        ]),
      );
      // The parameter's uses, the named argument of a method-style call included.
      const refs = findReferences(index, { query: "Item.discounted#pct" });
      expect(refs.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["3:38 definition", "4:11 read", "8:46 argument"]);
      // By the import alias the declaring file writes, as the method is (`Product.discounted`, 94a D3): the same parameter (103c E4).
      expect(findReferences(index, { query: "Product.discounted#pct" }).locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["3:38 definition", "4:11 read", "8:46 argument"]);
    } finally {
      for (const { doc } of docs) doc.dispose();
    }
  });
});

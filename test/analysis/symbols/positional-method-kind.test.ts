// `name: FnType[0] = lambda` in a type body is an anonymous method bound at
// positions (syntax.md §3.7): a method in the outline and the symbol tools,
// not a field (tester round 37, 51a F4).
import { describe, expect, it } from "vitest";
import { outlineOf } from "../../../src/analysis/symbols/outline.js";
import { semanticModel } from "../../../src/semantic/index.js";
import { documentsHost } from "../../../src/semantic/modules/host.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

describe("an anonymous method bound at positions in a type body", () => {
  it("is a method, beside the fields and a function-typed field that takes no self", async () => {
    const source = "Item: Type = {\n    qty mut: Int,\n    on_empty: (n: Int) -> Int,\n    restock: ((self: &mut Item, n: Int) -> Void)[0] = ((self, n) => {\n        self.qty = self.qty + n\n    }),\n}\n";
    const doc = new Document(await sharedParser(), source);
    try {
      const outline = outlineOf(semanticModel(documentsHost(new Map([["main.yx", doc]])), "main.yx", doc));
      expect(outline[0]!.children!.map((c) => [c.name, c.kind])).toEqual([
        ["qty", "field"],
        ["on_empty", "field"],
        ["restock", "method"],
      ]);
    } finally {
      doc.dispose();
    }
  });
});

// A type declared twice (a bad merge, tester round 31, 45b D4): each entry of
// the outline shows its own body's fields (members both share by name were
// listed under both), and methods declared at the top level under both.
import { describe, expect, it } from "vitest";
import { outlineOf } from "../../../src/analysis/symbols/outline.js";
import { semanticModel } from "../../../src/semantic/index.js";
import { documentsHost } from "../../../src/semantic/modules/host.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

describe("the outline of a type declared twice", () => {
  it("gives each declaration its own fields; a top-level method goes under both", async () => {
    const source = "Window: Type = {\n    width: Int,\n}\n\nWindow: Type = {\n    width: Int,\n    title: String,\n}\n\nWindow.area: (self: &Window) -> Int = 1\n";
    const doc = new Document(await sharedParser(), source);
    try {
      const outline = outlineOf(semanticModel(documentsHost(new Map([["main.yx", doc]])), "main.yx", doc));
      const children = outline.filter((e) => e.name === "Window").map((e) => (e.children ?? []).map((c) => `${c.name}@${c.span[0]}`));
      expect(children).toEqual([
        ["width@2", "area@10"],
        ["width@6", "title@7", "area@10"],
      ]);
    } finally {
      doc.dispose();
    }
  });
});

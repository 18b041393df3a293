// E4018 for a refinement predicate another file declares: the message quotes
// the predicate from that file (it quoted the annotation, `Sleeps(9)`).
import { describe, expect, it } from "vitest";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { checkDocument } from "../../src/check/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";

describe("a refinement imported from another file", () => {
  it("is reported with its predicate's own text", async () => {
    const parser = await sharedParser();
    const files = new Map([
      ["preds.yx", new Document(parser, "pub Sleeps: (n: Int) -> Type = { n <= 6 }\n")],
      ["main.yx", new Document(parser, "use preds.{Sleeps}\nmain = {\n    a: Sleeps(9) = 4\n    b: Sleeps(3) = 4\n}\n")],
    ]);
    try {
      const found = checkDocument(documentsHost(files), "main.yx", files.get("main.yx")!).filter((d) => d.severity === "error");
      expect(found.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual(["E4018@3 the refinement Sleeps(9) is false: its predicate `n <= 6` does not hold for n = 9"]);
    } finally {
      for (const doc of files.values()) doc.dispose();
    }
  });
});

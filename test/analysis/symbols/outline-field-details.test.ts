// What an outline says of a field beyond its type (tester round 95a D7): a
// `mut` field or variable, and a field's default (which a constructor call may
// leave out), as written.
import { describe, expect, it } from "vitest";
import { outlineOf } from "../../../src/analysis/symbols/outline.js";
import { semanticModel } from "../../../src/semantic/index.js";
import { documentsHost } from "../../../src/semantic/modules/host.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

async function outline(source: string) {
  const doc = new Document(await sharedParser(), source);
  try {
    return outlineOf(semanticModel(documentsHost(new Map([["main.yx", doc]])), "main.yx", doc));
  } finally {
    doc.dispose();
  }
}

describe("an outline's fields", () => {
  it("say which are mutable and which have a default, as written", async () => {
    const symbols = await outline(
      'Shape: Type = { area: (self: &Shape) -> Float }\nConfig: (T: Type) -> Type = {\n    value mut: T,\n    retries: Int = 3,\n    label: String = "a  b",\n    scale: Float = 1.0 *\n        2.0,\n    Shape,\n}\nmut counter = 0\nlimit = 3\n',
    );
    const config = symbols.find((s) => s.name === "Config")!;
    expect(config.implements).toEqual(["Shape"]);
    expect(config.children!.map(({ name, signature, mutable, default: value }) => ({ name, signature, mutable, default: value }))).toEqual([
      { name: "value", signature: "T", mutable: true, default: undefined },
      { name: "retries", signature: "Int", mutable: undefined, default: "3" },
      // A string's spaces are its value; a line break is joined.
      { name: "label", signature: "String", mutable: undefined, default: '"a  b"' },
      { name: "scale", signature: "Float", mutable: undefined, default: "1.0 * 2.0" },
    ]);
    expect(symbols.filter((s) => s.kind === "variable").map((s) => [s.name, s.mutable ?? false])).toEqual([
      ["counter", true],
      ["limit", false],
    ]);
    // A method has neither.
    expect(symbols.find((s) => s.name === "Shape")!.children![0]).not.toHaveProperty("default");
  });
});

// A local function calls itself (the spec is silent on recursion; R1 makes a
// local visible "from its binding statement", and a lambda's body runs when
// it is called, after the binding): a new name bound to a lambda in a body
// is visible in that lambda. Before, the call was E1001 "'sum_to' is not
// defined here". A value that is not a lambda still cannot see itself, and a
// name already bound keeps naming what it named.
import { describe, expect, it } from "vitest";
import { semanticModel } from "../../src/semantic/index.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { check } from "./helpers.js";

async function errors(source: string): Promise<{ code: string; span: readonly number[]; message: string }[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => ({ code: d.code, span: d.span, message: d.message }));
}

const SUM_TO = "main = {\n    sum_to: (n: Int) -> Int = (n) => {\n        if n <= 0 {\n            return 0\n        }\n        return n + sum_to(n - 1)\n    }\n    println(sum_to(4))\n}\n";

describe("a local function calling itself", () => {
  it("is no E1001, annotated or not", async () => {
    expect(await errors(SUM_TO)).toEqual([]);
    expect(await errors("main = {\n    fact = (n) => {\n        if n <= 1 {\n            return 1\n        }\n        return n * fact(n - 1)\n    }\n    println(fact(5))\n}\n")).toEqual([]);
  });

  it("sees the annotation's type inside its body", async () => {
    const source = "main = {\n    count: (n: Int) -> Int = (n) => {\n        s: String = count(n - 1)\n        return 0\n    }\n}\n";
    expect(await errors(source)).toEqual([{ code: "E1002", span: [3, 9, 3, 33], message: "'s' is declared as String, but the value is Int" }]);
  });

  it("is the local itself: one definition, the call in the body a reference to it", async () => {
    const doc = new Document(await sharedParser(), SUM_TO);
    try {
      const model = semanticModel(documentsHost(new Map([["a.yx", doc]])), "a.yx", doc);
      const defs = model.definitions.filter((d) => d.name === "sum_to");
      expect(defs.map((d) => d.span.slice(0, 2))).toEqual([[2, 5]]);
      const uses = model.references.filter((r) => r.name === "sum_to");
      expect(uses.map((r) => [r.span[0], r.resolution])).toEqual([
        [6, { kind: "definition", definition: defs[0]!.id }],
        [8, { kind: "definition", definition: defs[0]!.id }],
      ]);
    } finally {
      doc.dispose();
    }
  });

  it("only a lambda sees itself: `x = x + 1` with no `x` before is still E1001", async () => {
    expect((await errors("main = {\n    x = x + 1\n}\n")).map((d) => [d.code, d.span])).toEqual([["E1001", [2, 9, 2, 10]]]);
  });
});

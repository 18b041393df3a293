// A block bound to an annotated name in a function body (105a N3): read as the
// block's value (syntax.md §5.9) or as a function of no parameters giving it
// (diagnostics.md §6), a value of another type than a declared non-function
// one is wrong either way: E1002. Where the readings differ, nothing is said.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(body: string): Promise<string[]> {
  return (await check(`P: Type = { x: Int }\n\nmain = {\n${body}\n}\n`)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("an annotated block value in a body", () => {
  it("is E1002 when its last expression is of a known type another than the declared one", async () => {
    expect(await errors("    s: String = {\n        7\n    }\n    q: Int = {\n        t = P(5)\n        t\n    }")).toEqual([
      "E1002 4:5 's' is declared as String, but the value is Int",
      "E1002 7:5 'q' is declared as Int, but the value is P",
    ]);
  });

  it("says nothing where the readings differ or the value is not known", async () => {
    expect(await errors("    a: Int = {\n        7\n    }\n    f: () -> Int = {\n        7\n    }\n    b: Int = {\n        print(1)\n    }\n    c = {\n        P(1)\n    }")).toEqual([]);
  });
});

// `return` inside a `spawn { … }` block or a `spawn for` body gives the task
// its value ("returns the result to the enclosing scope", syntax.md §4.6 and
// the language docs): it is not checked against the enclosing function's
// declared result, and the spawn's value has the returned type.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("return inside a spawn", () => {
  it("is the task's value, not the function's result (block, spawn for, method)", async () => {
    const source = [
      "count: () -> Int = {",
      "    label = spawn {",
      '        return "done"',
      "    }",
      "    return 1",
      "}",
      "shout: (xs: List(String)) -> Int = {",
      "    out = spawn for s in xs {",
      '        return s + "!"',
      "    }",
      "    return 0",
      "}",
      "Job: Type = { id: Int }",
      "Job.run: (self: &Job) -> Int = (self) => {",
      "    (a, b) = spawn {",
      '        return ("x", 2.5)',
      "    }",
      "    return self.id",
      "}",
    ].join("\n");
    expect(await errors(`${source}\n`)).toEqual([]);
  });

  it("still checks the function's own returns around it, and types the spawn's value", async () => {
    const source = 'count: () -> Int = {\n    label = spawn {\n        return "done"\n    }\n    n: Int = label\n    return "no"\n}\n';
    expect(await errors(source)).toEqual([
      "E1002@5:5 'n' is declared as Int, but the value is String",
      "E1002@6:5 the function returns Int, but the value is String",
    ]);
  });
});

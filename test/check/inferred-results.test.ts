// A top-level function without annotations has the result its body gives
// (walker.ts inferredResult): its expression, the type its `return`s agree
// on, or Void for a body without `return` ending in a statement. Its calls
// after it in the file are checked with that result; calls before it, and a
// body whose returns disagree, stay unknown (never a guessed type).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("results of unannotated top-level functions", () => {
  it("check the calls after them", async () => {
    const source = `double = (x: Int) => x * 2\ngreet = (name: String) => {\n    return f"hi {name}"\n}\nmain = {\n    a: String = double(3)\n    b: Int = greet("x")\n    c: Int = double(4)\n}\n`;
    expect(await errors(source)).toEqual([
      "E1002 6:5 'a' is declared as String, but the value is Int",
      "E1002 7:5 'b' is declared as Int, but the value is String",
    ]);
  });

  it("leave unknown what their bodies do not settle, and calls before them", async () => {
    const source = `first = {\n    a: String = later(1)\n}\nlater = (x: Int) => x + 1\nmixed = (n: Int) => {\n    if n > 0 {\n        return 1\n    }\n    return "one"\n}\ntail = (n: Int) => {\n    n + 1\n}\nmain = {\n    b: Bool = mixed(2)\n    c: Bool = tail(2)\n}\n`;
    expect(await errors(source)).toEqual([]);
  });

  it("a body without return is Void", async () => {
    const source = `say = (s: String) => {\n    print(s)\n}\nmain = {\n    n: Int = say("x")\n}\n`;
    expect((await errors(source)).map((e) => e.split(" ").slice(0, 2).join(" "))).toEqual(["E1002 5:5"]);
  });
});

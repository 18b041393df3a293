// One parameter or field named twice in a call (105b P1: `mk(who = "bo", who = "cy", cents = 80)`
// and the same in a constructor passed): E1002 at the call's `(`, whatever is called; outside the
// reference's view.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const PROGRAM = (main: string) => `Entry: Type = { who: String, cents: Int }
Entry.renamed: (self: &Entry, who: String) -> Entry = Entry(who, self.cents)
mk: (who: String, cents: Int) -> Entry = {
    return Entry(who, cents)
}
apply: (f: (who: String) -> Int) -> Int = {
    return f(who = "a", who = "b")
}
main = {
${main}
}
`;

async function errors(main: string, options: { referenceMode?: boolean } = {}): Promise<string[]> {
  return (await check(PROGRAM(main), options)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`);
}

describe("a name given twice in one call", () => {
  it("is E1002 at the call's ( for a function, a constructor, a method and a call through a parameter", async () => {
    expect(await errors(`    a = mk(who = "bo", who = "cy", cents = 80)\n    b = Entry(who = "bo", who = "cy", cents = 1)\n    c = b.renamed(who = "x", who = "y")`)).toEqual([
      "E1002 7:13 `who = …` is given twice in this call: a parameter or field takes one value",
      "E1002 10:11 `who = …` is given twice in this call: a parameter or field takes one value",
      "E1002 11:14 `who = …` is given twice in this call: a parameter or field takes one value",
      "E1002 12:18 `who = …` is given twice in this call: a parameter or field takes one value",
    ]);
  });

  it("is reported once per name, beside what else the call lacks", async () => {
    expect(await errors(`    a = mk(who = "bo", who = "cy", who = "di")`)).toEqual([
      "E1002 7:13 `who = …` is given twice in this call: a parameter or field takes one value",
      "E1002 10:11 `who = …` is given twice in this call: a parameter or field takes one value",
      "E1010 10:11 'mk' is called without a value for its parameter 'cents'",
    ]);
  });

  it("leaves distinct names alone, and is not in the reference's view", async () => {
    expect(await errors(`    a = mk(who = "bo", cents = 80)\n    b = Entry(cents = 1, who = "cy")`)).toEqual(["E1002 7:13 `who = …` is given twice in this call: a parameter or field takes one value"]);
    expect(await errors(`    a = mk(who = "bo", who = "cy", cents = 80)`, { referenceMode: true })).toEqual([]);
  });
});

// A generic type whose type parameter is bounded by an interface (`Team: (P:
// Planner) -> Type`, or a built-in one: `(T: Clone)`) is instantiated like
// one with `(P: Type)`: `Team(lead = Greedy(…))` is a `Team(Greedy)`, so
// `t.lead.min_len` is a use of `Greedy.min_len` and a misspelling is E1042;
// in the type's own method, `self.lead` is a `P`, whose members are the
// interface's (`self.lead.choose()` calls `Planner.choose`). Before, such a
// parameter was read as a constant: the instance stayed `Team` and all of
// this was unknown (round 14).
import { afterEach, describe, expect, it } from "vitest";
import { findReferences, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { check, checkFiles } from "../../check/helpers.js";

const PLAN = `Planner: Type = {
    choose: (self: &Planner, budget: Int) -> Int,
}
Greedy: Type = { min_len: Int, Planner }
Greedy.choose: (self: &Greedy, budget: Int) -> Int = budget - self.min_len
Team: (P: Planner) -> Type = { lead: P }
Team.run: (self: &Team(P), budget: Int) -> Int = self.lead.choose(budget)
Box2: (T: Clone) -> Type = { x: T }
Grid: (N: Int) -> Type = { cells: Int }
main = {
    t = Team(lead = Greedy(min_len = 1))
    a = t.lead.min_len
    b = t.lead.min_lenn
    u: Team(Greedy) = Team(lead = Greedy(min_len = 3))
    c: String = u.lead.min_len
    d = Box2(x = Greedy(min_len = 2)).x.nope
    g = Grid(cells = 4)
}
`;

const docs: Document[] = [];
afterEach(() => {
  for (const doc of docs.splice(0)) doc.dispose();
});

describe("a generic type whose type parameter is bounded by an interface", () => {
  it("is instantiated by its constructor and annotations: member errors are found (a constant parameter `N: Int` stays one)", async () => {
    const errors = (await check(PLAN)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`);
    expect(errors).toEqual(["E1042 13:16", "E1002 15:5", "E1042 16:41"]);
  });

  it("gives member uses their symbols, also through `self` in its own method", async () => {
    const doc = new Document(await sharedParser(), PLAN);
    docs.push(doc);
    const index = new SymbolIndex();
    index.sync([{ path: "plan.yx", document: () => doc }]);
    const uses = (query: string) => findReferences(index, { query }).locations.filter((l) => l.kind !== "definition").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);
    expect(uses("Greedy.min_len")).toEqual(["5:68 read", "11:28 argument", "12:16 read", "14:42 argument", "15:24 read", "16:25 argument"]);
    expect(uses("Planner.choose")).toEqual(["5:8 implementation", "7:60 call"]);
    expect(findReferences(index, { query: "Greedy.min_len" }).possible).toEqual([]);
  });

  it("in a method declared in another file, or whose receiver names the parameters otherwise (`Kit(D, P)`), binds them by position with their bounds: no false E1053, and the right method's calls (round 16)", async () => {
    const parser = await sharedParser();
    const probe = `Probe: Type = { read: (self: &Probe, k: Int) -> Int }\nDial: Type = { read: (self: &Dial, k: Int) -> Int }\nKit: (P: Probe, D: Dial) -> Type = { probe: P, dial: D }\n`;
    const main = `use probe.{Kit}\nKit.twice: (self: &Kit(P, D)) -> Int = self.probe.read(2)\nKit.swapped: (self: &Kit(D, P)) -> Int = self.probe.read(3) + self.dial.read(4)\nKit.other: (self: &Kit(Q, R)) -> Int = self.dial.read(5)\n`;
    const files = Object.entries({ "probe.yx": probe, "main.yx": main }).map(([path, text]) => {
      const doc = new Document(parser, text);
      docs.push(doc);
      return { path, document: () => doc };
    });
    const index = new SymbolIndex();
    index.sync(files);
    const calls = (query: string) => findReferences(index, { query }).locations.filter((l) => l.kind === "call").map((l) => `${l.file} ${l.span[0]}:${l.span[1]}`);
    expect(calls("Probe.read")).toEqual(["main.yx 2:51", "main.yx 3:53"]);
    expect(calls("Dial.read")).toEqual(["main.yx 3:73", "main.yx 4:50"]);
    const checked = await checkFiles({ "probe.yx": probe, "main.yx": main }, ["main.yx"]);
    expect(checked["main.yx"]!.filter((d) => d.severity === "error")).toEqual([]);
  });
});

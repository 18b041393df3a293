// Round 30 (an agent writing YaoXiang with other languages' habits): in a
// file with a syntax error elsewhere, statements that share a line (the
// three of `struct Pair { left: Int }`) are checked like any other, not
// taken for an indented remnant of a broken block; and the E1001 of a word
// another language reads as a keyword, or of a std module used without its
// `use`, says what to write instead.
import { describe, expect, it } from "vitest";
import { findReferences, SymbolIndex } from "../../src/analysis/symbols/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { check, checkFiles } from "./helpers.js";

describe("statements sharing a line in a file with a syntax error elsewhere", () => {
  it("are checked (E1001 for `struct` and `Pair`), as in the same file without the error", async () => {
    const broken = await check("struct Pair { left: Int }\n\nq = (1 +\n");
    expect(broken.map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`)).toEqual(["E0012@4:1", "E1001@1:1", "E1001@1:8"]);
  });

  it("an indented statement is still part of a broken block", async () => {
    const source = "main = {\n    a = 1\n        zz = nope\nb = (1 +\n";
    const found = await check(source);
    expect(found.some((d) => d.code === "E1001")).toBe(false);
  });
});

describe("E1001 for another language's habits", () => {
  it.each([
    // With the user's own name (107a L14: it was always `x`).
    ["let", "    let total = 0\n", "YaoXiang has no `let`: bind with `total = …`, or `mut total = …` for a variable"],
    ["let", "    let mut count = 0\n", "YaoXiang has no `let mut`: bind a variable with `mut count = …`"],
    ["var", "    var count = 0\n", "YaoXiang has no `var`: bind a variable with `mut count = …`"],
    ["elif", "    if n > 10 {\n        return 1\n    } elif n > 5 {\n        return 2\n    }\n", "YaoXiang has no `elif`: write `else if`"],
    ["True", "    ok = True\n", "booleans are `true` and `false`"],
    // 73a D4.
    ["not", "    ok = not ready\n", "YaoXiang has no `not`: logical not is `!` (`!ready(3)`, syntax.md §5.2)"],
    ["range", "    for i in range(3) {\n        print(i)\n    }\n", "ranges are written `a..b` (`for i in 0..n { … }`)"],
    ["list", "    k = list.len([1])\n", "'list' is a std module: add `use std.list` (or `use std.{list}`) at the top of the file"],
  ])("%s", async (name, body, help) => {
    const found = await check(`pick: (n: Int) -> Int = {\n${body}    return 0\n}\n`);
    const e1001 = found.filter((d) => d.code === "E1001" && d.message.startsWith(`'${name}'`));
    expect(e1001).toHaveLength(1);
    expect(e1001[0]!.help).toBe(help);
  });
});

describe("a std function called as a method (44b D5)", () => {
  it("E1053 names the std module to call it through", async () => {
    const found = await check("use std.{string, list}\nshout: (s: String) -> String = {\n    return s.upper()\n}\ncount: (xs: List(Int)) -> Int = {\n    return xs.len()\n}\n");
    expect(found.filter((d) => d.code === "E1053").map((d) => d.help)).toEqual([
      "'upper' is a function of std.string, not a method: call `string.upper(…)` with the value as its first argument (after `use std.string`)",
      "'len' is a function of std.list, not a method: call `list.len(…)` with the value as its first argument (after `use std.list`)",
    ]);
  });
});

describe("a name imported from a module that only imports it (44b friction 1)", () => {
  it("E5003's help names the module that defines it and the `use` to write", async () => {
    const found = await checkFiles(
      {
        "src/lib.yx": "helper: (n: Int) -> Int = { return n + 1 }\n",
        "src/mid.yx": "use lib.{helper}\n\ntwice: (n: Int) -> Int = { return helper(helper(n)) }\n",
        "src/main.yx": "use mid.{helper}\n\nmain = {\n    x = helper(1)\n}\n",
      },
      ["src/main.yx"],
    );
    const [e5003] = found["src/main.yx"]!.filter((d) => d.code === "E5003");
    expect(e5003!.help).toBe("'src/mid.yx' only imports 'helper' itself (from 'src/lib.yx'); re-exports through `use` are not supported yet: import it from there, `use lib.{helper}`");
  });
});

describe("a `#` line after a declaration (round 31, 45a D6)", () => {
  it("leaves the declaration before it whole: its calls are checked against its signature", async () => {
    const found = await check('hex3: (n: Int) -> String = f"{n:x}"\n# a hash line\nMARK: String = "#" # the marker\nmain = {\n    s = hex3("x")\n    t: Int = MARK\n}\n');
    expect(found.map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`)).toEqual(["E0001@2:1", "E0001@3:20", "E1002@5:13", "E1002@6:5"]);
  });
});

describe("a type alias's members (round 31, 45a D1)", () => {
  it("are the aliased type's: variants and constructors checked, uses found by find_references", async () => {
    const source = 'Tok: Type = { num: (value: Int) -> Tok, eof: () -> Tok }\nAlias: Type = Tok\nPoint: Type = { x: Int, y: Int }\nP2: Type = Point\nPoint.sum: (self: &Point) -> Int = self.x + self.y\nmain = {\n    b = Alias.num("x")\n    c = Alias.eof(1)\n    p = P2(1, "2")\n    s = P2.sum(p)\n}\n';
    expect((await check(source)).map((d) => `${d.code}@${d.span[0]}`)).toEqual(["E1002@7", "E1010@8", "E1002@9"]);
    const parser = await sharedParser();
    const doc = new Document(parser, source);
    try {
      const index = new SymbolIndex();
      index.sync([{ path: "main.yx", document: () => doc }]);
      const places = (query: string) => findReferences(index, { query }).locations.map((o) => `${o.span[0]}:${o.span[1]} ${o.kind}`);
      expect(places("Tok.num")).toEqual(["1:15 definition", "7:15 call"]);
      expect(places("Point.sum")).toEqual(["5:7 definition", "10:12 call"]);
    } finally {
      doc.dispose();
    }
  });
});

describe("variant constructors, continued (round 31, 45a D2, D3)", () => {
  it("a generic set's variant has its argument count checked; a named argument moves as a positional one does", async () => {
    const generic = await check("Option: (T: Type) -> Type = { some: (T) -> Option(T), none: () -> Option(T) }\nmain = {\n    a = Option.some(1, 2)\n    b = Option.none(0)\n    c = Option.some(3)\n}\n");
    expect(generic.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual([
      "E1010@3 the variant 'Option.some' takes 1 argument(s) but 2 were given",
      "E1010@4 the variant 'Option.none' takes 0 argument(s) but 1 was given",
    ]);
    const named = await check('Account: Type = { owner: String }\nEntry: Type = { opened: (acct: Account) -> Entry }\nmain = {\n    a = Account("ana")\n    e = Entry.opened(acct = a)\n    print(a.owner)\n}\n');
    expect(named.map((d) => `${d.code}@${d.span[0]}`)).toEqual(["E2014@6"]);
  });
});

describe("a variant's function-typed payload (round 31, 45a D5)", () => {
  it("reads the names of the function type inside it as types: the lambda passed is typed", async () => {
    const found = await check("Msg: Type = { cb: ((Int) -> Bool) -> Msg }\nmain = {\n    f = Msg.cb((n) => n.size > 2)\n    k = Msg.cb(5)\n}\n");
    expect(found.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual([
      "E1053@3 a value of type Int has no field or method 'size'",
      "E1002@4 argument 1 of 'Msg.cb' must be (Int) -> Bool, but the value is Int",
    ]);
  });
});

describe("an unclosed bracket in one function (round 31, 45a D7)", () => {
  it("leaves the E1042s of the rest of the file, whose types it does not touch", async () => {
    const found = await check("Pair: Type = { a: Int, b: Int }\n\nmain = {\n    y = [2, 3\n}\n\nother: (p: Pair) -> Int = p.a + p.c\n");
    expect(found.map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`)).toEqual(["E0010@5:1", "E1042@7:35"]);
  });
});

describe("a call by name that leaves a parameter out (round 31, 45a D4)", () => {
  it("is E1010 for a variant and a workspace function, as the positional call one short is", async () => {
    const found = await check("Phase: Type = { amber: (secs: Int, flashing: Bool) -> Phase }\namber_fn: (secs: Int, flashing: Bool) -> Int = secs\nmain = {\n    a = Phase.amber(secs = 4)\n    c = amber_fn(secs = 4)\n    d = amber_fn(4, flashing = true)\n    e = Phase.amber(flashing = true, secs = 1)\n}\n");
    expect(found.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual([
      "E1010@4 the variant 'Phase.amber' is called without a value for its parameter 'flashing'",
      "E1010@5 'amber_fn' is called without a value for its parameter 'flashing'",
    ]);
  });
});

describe("a generic record whose type argument is another module's namesake (round 31, 45a D8)", () => {
  it("the message names the argument that differs and its file", async () => {
    const found = await checkFiles(
      {
        "boxes.yx": "Tagged: (T: Type) -> Type = { tag: String, item: T }\nPoint: Type = { x: Int }\n",
        "b/point.yx": "Point: Type = { x: Int }\n",
        "main.yx": "use boxes.{Tagged, Point}\nuse b.point as ap\nmain = {\n    boxed: Tagged(Point) = Tagged(\"cue\", ap.Point(3))\n}\n",
      },
      ["main.yx"],
    );
    expect(found["main.yx"]!.map((d) => d.message)).toEqual([
      "'boxed' is declared as Tagged(Point), but the value is Tagged(Point), another type of the same name (the value's Point is the one declared in b/point.yx)",
    ]);
  });
});

describe("an interface required, another module's record given (round 31, 45a D9)", () => {
  it("the help names the file of the record to change", async () => {
    const found = await checkFiles(
      {
        "a/pot.yx": "Describe: Type = { describe: (self: &Describe) -> String }\nPot: Type = { name: String, Describe }\nPot.describe: (self: &Pot) -> String = self.name\nsummary: (d: &Describe) -> String = d.describe()\n",
        "b/pot.yx": "Pot: Type = { name: String }\n",
        "main.yx": "use a.pot.{summary, Pot}\nuse b.pot as kp\nmain = {\n    good = summary(&Pot(\"basil\"))\n    bad = summary(&kp.Pot(\"miso\"))\n}\n",
      },
      ["main.yx"],
    );
    expect(found["main.yx"]!.map((d) => `${d.code}@${d.span[0]} ${d.help}`)).toEqual(["E1002@5 list Describe in the body of Pot (declared in b/pot.yx) to implement it, and give Pot each function Describe declares (`Pot.name: (self: &Pot, …) -> … = …`)"]);
  });
});

describe("an alias of a generic instance (round 32, 46a D2, D3)", () => {
  it("names the generic type's variants and constructor: checked, and found by find_references", async () => {
    const source = "Maybe: (T: Type) -> Type = { just: (T) -> Maybe(T), nothing: () -> Maybe(T) }\nMaybeInt: Type = Maybe(Int)\nBox: (T: Type) -> Type = { value: T }\nIntBox: Type = Box(Int)\nmain = {\n    m = MaybeInt.just(9)\n    a = MaybeInt.jsut(9)\n    b = MaybeInt.just(1, 2)\n    c = IntBox(5)\n    print(c.nope)\n}\n";
    expect((await check(source)).map((d) => `${d.code}@${d.span[0]}`)).toEqual(["E1042@7", "E1010@8", "E1042@10"]);
    const doc = new Document(await sharedParser(), source);
    try {
      const index = new SymbolIndex();
      index.sync([{ path: "main.yx", document: () => doc }]);
      expect(findReferences(index, { query: "Maybe.just" }).locations.map((o) => `${o.span[0]}:${o.span[1]} ${o.kind}`)).toEqual(["1:30 definition", "6:18 call", "8:18 call"]);
    } finally {
      doc.dispose();
    }
  });
});

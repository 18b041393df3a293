// Round 33 (an agent fixing code from typecheck's help alone): the help of a
// same-block re-declaration says the fix that works (R8: `mut x = …` and
// `x: T = …` always declare); a missing module member names the nearest
// export and lists what the module has (modules-and-workspace.md §3.9); a
// misspelt method or variant is named ("did you mean"), not re-declared; an
// undeclared type name in an annotation is E1002 whatever its case (§6.5),
// with help saying no value can have it.
import { describe, expect, it } from "vitest";
import { editDistance, nearestName } from "../../src/diagnostics/edit-distance.js";
import { findReferences, SymbolIndex } from "../../src/analysis/symbols/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { check, checkFiles } from "./helpers.js";

const helps = (found: readonly { code: string; span: readonly number[]; help?: string }[], code: string) =>
  found.filter((d) => d.code === code).map((d) => `${d.span[0]}:${d.span[1]} ${d.help}`);

describe("E2002 for a re-declaration in the same block", () => {
  it("tells to assign a `mut` name without `mut`, and to re-bind an immutable one plainly", async () => {
    const found = await check("main = {\n    mut total = 0\n    mut total = 5\n    x = 1\n    x: Int = 2\n    println(total + x)\n}\n");
    expect(helps(found, "E2002")).toEqual([
      "3:5 'total' is already `mut`: to update it, assign it without `mut` or a type (`total = …`); `mut total = …` and `total: T = …` always declare a new name",
      "5:5 to replace its value, re-bind it without `mut` or a type (`x = …`, allowed in the same block), or give the new value another name; `mut x = …` and `x: T = …` always declare a new name",
    ]);
    // What the help says is clean.
    expect(await check("main = {\n    mut total = 0\n    total = 5\n    x = 1\n    x = 2\n    println(total + x)\n}\n")).toEqual([]);
  });

  it("in a bare block, which shares its block's names, says the fix that works there too (round 36, 50h D4)", async () => {
    const found = await check("main = {\n    mut acc = 1\n    limit = 10\n    {\n        mut acc = 5\n        limit: Int = 20\n    }\n    print(acc + limit)\n}\n");
    expect(helps(found, "E2002")).toEqual([
      "5:9 'acc' is already `mut`: to update it, assign it without `mut` or a type (`acc = …`); `mut acc = …` and `acc: T = …` always declare a new name",
      "6:9 give the new value another name, or declare the original `mut` and assign it here without `mut` or a type (`limit = …`); `mut limit = …` and `limit: T = …` always declare a new name",
    ]);
    // What the help says is clean.
    expect(await check("main = {\n    mut acc = 1\n    mut limit = 10\n    {\n        acc = 5\n        limit = 20\n    }\n    print(acc + limit)\n}\n")).toEqual([]);
  });
});

describe("E1042 for a member a module or a type lacks", () => {
  it("names the nearest export of a std or workspace module and lists its names", async () => {
    const found = await checkFiles(
      {
        "geometry.yx": "distance: (a: Float, b: Float) -> Float = (a, b) => b - a\nOrigin: Type = { x: Float }\n",
        "main.yx": "use std.io\nuse std.math\nuse geometry as geo\nmain = {\n    io.prnitln(\"x\")\n    r = math.sqroot(2.0)\n    d = geo.distanse(1.0, 2.0)\n}\n",
      },
      ["main.yx"],
    );
    const e1042 = helps(found["main.yx"]!, "E1042");
    expect(e1042[0]).toMatch(/^5:8 did you mean 'println'\? 'std.io' provides .*\bprintln\b/);
    expect(e1042[1]).toMatch(/^6:14 did you mean 'sqrt'\? 'std.math' provides .*\bsqrt\b/);
    expect(e1042[2]).toBe("7:13 did you mean 'distance'? 'geometry' provides Origin, distance");
  });

  it("names a misspelt method or variant (a swap of two letters is one edit) instead of suggesting a new declaration", async () => {
    const found = await check(
      "Point: Type = { x: Float, y: Float }\nPoint.norm: (self: &Point) -> Float = { return self.x + self.y }\nTok: Type = { num: (Int) -> Tok, word: (String) -> Tok }\nmain = {\n    p = Point(1.0, 2.0)\n    println(p.norme())\n    t = Tok.nmu(3)\n    println(p.zz)\n}\n",
    );
    expect(helps(found, "E1042")).toEqual([
      "6:15 did you mean 'norm'? 'Point' has the fields x, y and the methods norm",
      "7:13 did you mean 'num'? 'Tok' has the variants num, word",
      "8:15 'Point' has the fields x, y and the methods norm; declare a method with `Point.zz: (self: &Point, …) -> … = …` if one is missing",
    ]);
  });

  it("counts an adjacent transposition as one edit", () => {
    expect(editDistance("nmu", "num")).toBe(1);
    expect(editDistance("recieve", "receive")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(nearestName("nmu", ["word", "num"])).toBe("num");
  });
});

describe("an undeclared type name in an annotation", () => {
  it("is E1002 against a known value whatever its case, with help that names the built-in type meant", async () => {
    const found = await check("f: (n: number) -> Int = (n) => 1\nmain = {\n    count: number = 0\n    k: u32 = 1\n    a: foo = \"text\"\n    r = f(\"s\")\n    n: Integer = 5\n}\n");
    expect(helps(found, "E1002")).toEqual([
      "3:5 'number' is no type YaoXiang knows (nothing declares or imports it, so no value has it): write `Int` or `Float`",
      "4:5 'u32' is no type YaoXiang knows (nothing declares or imports it, so no value has it): write `Int`",
      "5:5 'foo' is no type YaoXiang knows (nothing declares or imports it, so no value has it): declare it (`foo: Type = { … }`), import it with `use`, or write a built-in type such as `Int`, `Float`, `String`",
      "6:10 'number' is no type YaoXiang knows (nothing declares or imports it, so no value has it): write `Int` or `Float`",
      "7:5 'Integer' is no type YaoXiang knows (nothing declares or imports it, so no value has it): write `Int`",
    ]);
  });

  it("a lower-case built-in alias or a declared lower-case type stays valid", async () => {
    expect(await check("main = {\n    a: int = 1\n    b: str = \"x\"\n    c: i32 = 2\n    d: float = 1.5\n}\n")).toEqual([]);
    expect(await check("point: Type = { x: Int }\nmain = {\n    p: point = point(1)\n    println(p.x)\n}\n")).toEqual([]);
  });
});

describe("import errors say how to fix them", () => {
  it("E5001 for a misspelt module names the module meant; E5002 for a module with syntax errors says to fix them there", async () => {
    const found = await checkFiles(
      {
        "geometry.yx": "Point: Type = { x: Float }\n",
        "broken.yx": "f = {\n",
        "main.yx": "use geomtry.{Point}\nuse broken\n",
      },
      ["main.yx"],
    );
    const byCode = Object.fromEntries(found["main.yx"]!.map((d) => [d.code, d.help]));
    expect(byCode.E5001).toMatch(/; did you mean the module `geometry` \('geometry\.yx'\)\?$/);
    expect(byCode.E5002).toBe("fix the syntax errors of 'broken.yx' (typecheck lists them there); this import then resolves, and the names it brings in are checked again");
  });
});

describe("E1001 help", () => {
  it("names a near visible name or prelude function, or says a method is called on a value; short names get no guess", async () => {
    const found = await check("Point: Type = { x: Float }\nPoint.norm: (self: &Point) -> Float = { return self.x }\nmain = {\n    total = 1\n    p = Point(1.0)\n    print(totl)\n    pritn(norm(p))\n    zz = q\n}\n");
    expect(helps(found, "E1001")).toEqual([
      "6:11 did you mean 'total'?",
      "7:5 did you mean 'print'?",
      "7:11 'norm' is a method of 'Point', not a function: call it on a value, `value.norm(…)`",
      "8:10 Check the spelling, declare the name before this line, or add the missing `use` for the module it comes from.",
    ]);
  });
});

describe("a lambda argument before the argument that fixes its parameters' type", () => {
  it("`list.reduce`'s accumulator takes the type of `init`: its members are uses, not possible ones", async () => {
    const source = "use std.list\n\nTally: Type = { count: Int, sum: Int }\n\nmain = {\n    xs = [1, 2, 3]\n    t = list.reduce(xs, (acc, x) => Tally(acc.count + 1, acc.sum + x), Tally(0, 0))\n    print(t.count)\n}\n";
    expect(await check(source)).toEqual([]);
    const doc = new Document(await sharedParser(), source);
    try {
      const index = new SymbolIndex();
      index.sync([{ path: "main.yx", document: () => doc }]);
      const found = findReferences(index, { query: "Tally.count" });
      expect(found.locations.map((o) => `${o.span[0]}:${o.span[1]} ${o.kind}`)).toEqual(["3:17 definition", "7:47 read", "8:13 read"]);
      expect(found.possible).toEqual([]);
    } finally {
      doc.dispose();
    }
  });

  it("keeps the written order when the lambda shares a variable with a later argument (which may move it): its parameters stay untyped", async () => {
    const source = "use std.list\n\nTally: Type = { count: Int, sum: Int }\n\nmain = {\n    xs = [1, 2, 3]\n    base = Tally(0, 0)\n    t = list.reduce(xs, (acc, x) => Tally(acc.count + base.sum, x), base)\n    print(t.count)\n}\n";
    const doc = new Document(await sharedParser(), source);
    try {
      const index = new SymbolIndex();
      index.sync([{ path: "main.yx", document: () => doc }]);
      const found = findReferences(index, { query: "Tally.count" });
      expect(found.possible.map((p) => `${p.span[0]}:${p.span[1]}`)).toEqual(["8:47"]);
    } finally {
      doc.dispose();
    }
  });
});

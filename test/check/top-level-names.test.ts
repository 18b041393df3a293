// diagnostics.md §6.2 "Other same-name cases": a type defined twice and a
// function named like a type are E2002 (a project rule; the reference is
// silent on the first and reports the second only for a local function);
// overloads stay allowed.
import { describe, expect, it } from "vitest";
import { check, checkFiles } from "./helpers.js";

async function errors(source: string, referenceMode = false): Promise<string[]> {
  return (await check(source, { referenceMode })).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message} | ${d.related?.map((r) => `${r.message} ${r.span[0]}:${r.span[1]}`).join(", ")}`);
}

describe("same-name top-level declarations", () => {
  it("a second type definition of one name, and a function (each overload) named like a type, are E2002 at the later name", async () => {
    const source = "Bucket: Type = { id: Int, size: Int }\nBucket: Type = { id: Int }\nPoint: Type = { x: Int }\nPoint: (n: Int) -> Int = n\nPoint: (s: String) -> Int = 0\nPair: (T: Type) -> Type = { a: T }\nPair: (T: Type) -> Type = { b: T }\n";
    expect(await errors(source)).toEqual([
      "E2002 2:1 the type 'Bucket' is already defined in this file | first definition of 'Bucket' 1:1",
      "E2002 4:1 'Point' is a type of this file, so a function cannot have its name | the type 'Point' is defined here 3:1",
      "E2002 5:1 'Point' is a type of this file, so a function cannot have its name | the type 'Point' is defined here 3:1",
      "E2002 7:1 the type 'Pair' is already defined in this file | first definition of 'Pair' 6:1",
    ]);
  });

  it("a local function named like a type of the file is E2002 at its statement, in the reference's view too; a local value so named stays R7 (70a D1)", async () => {
    const source = "Point: Type = { x: Int }\nmain = {\n    Point = (a: Int) => a + 1\n    for i in [1] {\n        Point: (b: Int) -> Int = (b) => b\n    }\n}\nrun = {\n    Point = 5\n}\n";
    const local = "'Point' is a type of this file, so a local function cannot have its name | the type 'Point' is defined here 1:1";
    expect(await errors(source)).toEqual([
      `E2002 3:5 ${local}`,
      `E2002 5:9 ${local}`,
      "E2010 9:5 'Point' is the top-level type, which cannot be assigned: `Point = …` here would assign it rather than declare a local | 'Point' is declared here 1:1",
    ]);
    // (The reference stops each top-level item at its first such error.)
    expect((await errors(source, true)).map((e) => e.slice(0, 9))).toContain("E2002 3:5");
  });

  it("not for an imported type: a local function named like one is R7's E2010, as for any import (74b D4)", async () => {
    const found = await checkFiles({ "shapes.yx": "Kind: Type = { size: Int }\n", "main.yx": "use shapes.{Kind}\nmain = {\n    Kind = (n: Int) => n\n}\n" }, ["main.yx"]);
    expect(found["main.yx"]!.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E2010 3:5"]);
  });

  it("not overloads, a type and a function of different names, nor in the reference's view", async () => {
    expect(await errors("area: (s: Int) -> Int = s * s\narea: (w: Int, h: Int) -> Int = w * h\nArea: Type = { v: Int }\n")).toEqual([]);
    expect(await errors("Bucket: Type = { id: Int }\nBucket: Type = { id: Int }\n", true)).toEqual([]);
  });
});

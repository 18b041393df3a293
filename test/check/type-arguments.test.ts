// A function whose one parameter group begins with type parameters
// (`describe: (t: Type, n: Int) -> String`, `tagf: (t: Type) -> String`):
// a call passes them first (`describe(Int, 3)`) or leaves them to be
// inferred (`describe(3)`, diagnostics.md §6.6), told apart by the count
// (types.ts calledForm). Tester round 103c: E2 (`tagf(Int)` chose the
// overload of `(t: Type, n: Int)`, `tagf(Int, 2)` none) and E3 (such a call's
// value was unknown, so `a: Int = describe(Int, 3)` passed).
import { describe, expect, it } from "vitest";
import { findReferences, symbolAtPosition, type PositionSymbol, type SymbolIndex } from "../../src/analysis/symbols/index.js";
import { indexOf } from "../analysis/symbols/workspace.js";
import { check } from "./helpers.js";

const DECLARED = `tagf: (t: Type) -> String = (t) => "one"
tagf: (t: Type, n: Int) -> String = (t, n) => "two"
describe: (t: Type, n: Int) -> String = (t, n) => "d"
first_of: (T: Type, xs: List(T)) -> T = (T, xs) => xs[0]
`;

/** `files` (or one main.yx's text) indexed: `use` runs on the index, its documents disposed after. */
async function withIndex<T>(files: string | Map<string, string>, use: (index: SymbolIndex) => T): Promise<T> {
  const { index, docs } = await indexOf(typeof files === "string" ? new Map([["main.yx", files]]) : files);
  try {
    return use(index);
  } finally {
    for (const doc of docs.values()) doc.dispose();
  }
}

/** The answer at a position of main.yx: `show` of the symbol found, else what is there. */
function answerAt(index: SymbolIndex, show: (found: PositionSymbol) => string | null) {
  return (line: number, column: number) => {
    const found = symbolAtPosition(index, "main.yx", line, column);
    return found.found ? show(found) : found.what;
  };
}

async function errors(body: string): Promise<string[]> {
  const lines = DECLARED.split("\n").length;
  return (await check(`${DECLARED}main = {\n${body}\n}\n`)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0] - lines}: ${d.message}`);
}

describe("type parameters leading a function's one group", () => {
  it("are passed or inferred: the call's value is the declared result, instantiated by the types given", async () => {
    expect(
      await errors(
        [
          "    a: Int = describe(Int, 3)",
          "    b: String = describe(3)",
          '    c: String = describe(t = Int, n = 1)',
          "    y: String = first_of([1])",
          "    z: Int = first_of(Int, [1])",
          "    w: String = first_of(Int, [1])",
        ].join("\n"),
      ),
    ).toEqual([
      "E1002 1: 'a' is declared as Int, but the value is String",
      "E1002 4: 'y' is declared as String, but the value is Int",
      "E1002 6: 'w' is declared as String, but the value is Int",
    ]);
  });

  it("checks the values a call passes after the types against their parameters", async () => {
    expect(await errors('    s: String = describe(Int, "x")\n    t: String = describe("x")')).toEqual([
      "E1002 1: argument 2 ('n') of 'describe' must be Int, but the value is String",
      "E1002 2: argument 1 ('n') of 'describe' must be Int, but the value is String",
    ]);
  });

  it("choose among overloads by the count with the types passed and their kinds", async () => {
    expect(await errors('    a: Int = tagf(Int)\n    b: Int = tagf(Int, 2)\n    c: String = tagf(5)\n    d: String = tagf(Int, "x")')).toEqual([
      "E1002 1: 'a' is declared as Int, but the value is String",
      "E1002 2: 'b' is declared as Int, but the value is String",
      "E1002 4: argument 2 ('n') of 'tagf' must be Int, but the value is String",
    ]);
  });

  it("report a count that is neither the values' nor theirs with the types (104a F1, F2)", async () => {
    expect(await errors("    a = describe(Int, 2, 3)\n    b = describe()\n    c = tagf(Int, 2, 3)")).toEqual([
      "E1010 1: 'describe' takes 1 argument(s), or 2 with its type parameter(s) given, but 3 were given",
      "E1010 2: 'describe' takes 1 argument(s), or 2 with its type parameter(s) given, but 0 were given",
      "E1010 3: no declaration of 'tagf' takes 3 argument(s): its overloads take 0, 1 or 2",
    ]);
  });

  it("link a named argument to the overload that takes it with its type parameters inferred or given (104a F3)", async () => {
    const source = `${DECLARED}main = {\n    d = tagf(n = 2)\n    e = tagf(Int, n = 2)\n    f = tagf(t = Int, n = 2)\n}\n`;
    await withIndex(source, (index) => {
      const found = findReferences(index, { query: "tagf#n" });
      expect(found.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["2:17 signature", "2:41 definition", "6:14 argument", "7:19 argument", "8:23 argument"]);
      expect(found.possible).toEqual([]);
    });
  });

  it("take a type parameter by its name: it chooses the overload that has it passed, and binds it (104b G1, G2)", async () => {
    expect(await errors("    d: Int = tagf(t = Int)\n    e: String = tagf(t = Int)\n    p: String = first_of(T = Int, xs = [1])\n    q: Int = first_of(T = Int, xs = [1])")).toEqual([
      "E1002 1: 'd' is declared as Int, but the value is String",
      "E1002 3: 'p' is declared as String, but the value is Int",
    ]);
    const source = `${DECLARED}main = {\n    b = tagf(t = Int)\n}\n`;
    await withIndex(source, (index) => {
      const found = findReferences(index, { query: "main.tagf#t@1:30" });
      expect(found.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["1:8 signature", "1:30 definition", "6:14 argument"]);
      expect(found.possible).toEqual([]);
    });
  });

  it("prefer, of overloads the arguments fit alike, the one that infers no type parameter (104b G5)", async () => {
    const source = `pr: (n: Int) -> Int = (n) => n\npr: (t: Type, n: Int) -> String = (t, n) => "s"\nmain = {\n    a: String = pr(5)\n    b: Int = pr(Int, 5)\n}\n`;
    expect((await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message}`)).toEqual([
      "E1002 4: 'a' is declared as String, but the value is Int",
      "E1002 5: 'b' is declared as Int, but the value is String",
    ]);
  });

  it("name the declaration a call chooses and its type as called, at the name", async () => {
    const source = `${DECLARED}main = {\n    a = tagf(Int)\n    b = tagf(Int, 2)\n    c = tagf(5)\n    d = first_of(Int, [1])\n}\n`;
    await withIndex(source, (index) => {
      const at = answerAt(index, (found) => `${found.symbol.signature} as ${found.type}`);
      expect([at(6, 9), at(7, 9), at(8, 9), at(9, 9)]).toEqual([
        "(t: Type) -> String as (Type) -> String",
        "(t: Type, n: Int) -> String as (Type, Int) -> String",
        "(t: Type, n: Int) -> String as (Int) -> String",
        "(T: Type, xs: List(T)) -> T as (Type, List(Int)) -> Int",
      ]);
    });
  });

  it("show a function called through its module as the call takes it (104b G3)", async () => {
    const files = new Map([
      ["lib.yx", DECLARED],
      ["main.yx", "use lib as tf\nmain = {\n    a = tf.describe(Int, 3)\n    f = tf.first_of(Int, [1])\n    g = tf.describe(3)\n}\n"],
    ]);
    await withIndex(files, (index) => {
      const at = answerAt(index, (found) => found.type);
      expect([at(3, 12), at(4, 12), at(5, 12)]).toEqual(["(Type, Int) -> String", "(Type, List(Int)) -> Int", "(Int) -> String"]);
    });
  });

  it("show named arguments beside the types passed as those types make them, and an applied type group as its function (104c H2, H4)", async () => {
    const source = `apply_t: (T: Type, x: T, f: (v: T) -> T) -> T = (T, x, f) => f(x)\nBox: (T: Type) -> Type = { v: T }\nmkp: (T: Type) -> (x: T) -> Box(T) = (x) => Box(x)\nmain = {\n    a = apply_t(Int, x = 3, f = (v) => v)\n    b = mkp(Int)(1)\n}\n`;
    await withIndex(source, (index) => {
      const at = answerAt(index, (found) => found.type);
      expect([at(5, 22), at(5, 29), at(6, 9)]).toEqual(["Int", "(Int) -> Int", "(Int) -> Box(Int)"]);
    });
  });
});

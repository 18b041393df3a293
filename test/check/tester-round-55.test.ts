// Round 55 (55b: help an agent follows literally): a named borrow lives to
// the end of its block, so E2018/E2003 help says how to end it; E2010's fix
// is written as the binding takes `mut`; E1001 says when a name exists but
// not here (declared later at the top level, in a block that has ended,
// misspelt in a failed `use`); the old function syntax declares its name
// (no E1001 cascade); a non-`pub` function of the type's module called as a
// method is told to be imported; `t.0` is found wherever it stands.
import { describe, expect, it } from "vitest";
import { explainCheckCode } from "../../src/check/code-explanations.js";
import { UNCLOSED_COMMENT_CODE } from "../../src/check/unclosed-comment.js";
import { check, checkFiles } from "./helpers.js";

const helpOf = async (source: string, code: string) => (await check(source)).filter((d) => d.code === code).map((d) => d.help);

describe("borrow help (55b D1)", () => {
  it("a conflict with a named borrow says it lives to the end of its block; one within a statement says so", async () => {
    const named = "Gauge: Type = { w mut: Int }\nmain = {\n    mut g = Gauge(1)\n    writer = &mut g\n    writer.w = 3\n    reader = &g\n}\n";
    expect((await helpOf(named, "E2018"))[0]).toMatch(/^the other borrow is bound to 'writer', and a borrow bound to a name lives to the end of its block .*inner `\{ … \}` block .*pass `&mut g` straight to the call/);
    const oneCall = "P: Type = { x mut: Int }\nmove_to: (a: &mut P, b: &P) -> Void = {}\nmain = {\n    mut p = P(1)\n    move_to(&mut p, &p)\n}\n";
    expect((await helpOf(oneCall, "E2018"))[0]).toMatch(/^both borrows are taken in one statement and live until it ends: pass 'p' only once/);
  });

  it("the two fixes the help gives are clean", async () => {
    const inner = "Gauge: Type = { w mut: Int }\nmain = {\n    mut g = Gauge(1)\n    {\n        writer = &mut g\n        writer.w = 3\n    }\n    reader = &g\n}\n";
    const unnamed = "Gauge: Type = { w mut: Int }\nset: (g: &mut Gauge) -> Void = {\n    g.w = 3\n}\nmain = {\n    mut g = Gauge(1)\n    set(&mut g)\n    reader = &g\n}\n";
    expect((await check(inner)).filter((d) => d.severity === "error")).toEqual([]);
    expect((await check(unnamed)).filter((d) => d.severity === "error")).toEqual([]);
  });
});

describe("E2010 help by binding kind (55b D4)", () => {
  it("a loop variable, a spawn-for variable and a parameter are made `mut` where they are bound", async () => {
    expect(await helpOf("main = {\n    xs = [1, -2]\n    for r in xs {\n        if r < 0 {\n            r = 0\n        }\n    }\n}\n", "E2010")).toEqual([
      "declare the loop variable `mut` where the `for` binds it (`for mut r in …`), or give the value here another name",
    ]);
    expect(await helpOf("clamp: (score: Int) -> Int = (score) => {\n    if score > 100 {\n        score = 100\n    }\n    return score\n}\n", "E2010")).toEqual([
      "declare the parameter `mut` (`(mut score: T)` in the signature, or `(mut score)` in the lambda's head), or give the value here another name",
    ]);
  });
});

describe("E1001 that says why the name is missing here", () => {
  it("a top-level value read before its statement (55b D6)", async () => {
    const [found] = await check('main = {\n    print(VERSION)\n}\nVERSION = "1.2.0"\n');
    expect(found).toMatchObject({ code: "E1001", span: [2, 11, 2, 18], help: "move `VERSION = …` above the statement that reads it" });
    expect(found!.message).toBe("'VERSION' is read before its declaration: a top-level value exists only from its own statement on");
    expect(found!.related?.[0]?.span).toEqual([4, 1, 4, 18]);
  });

  it("a local read in a lambda before the enclosing function declares it (106b U1)", async () => {
    const found = await check("main = {\n    f = () => later + 1\n    later = 1\n    g = (a: Int) => {\n        h = () => a + more\n        more = 2\n        return h()\n    }\n}\n");
    expect(found.map((d) => [d.code, d.span.slice(0, 2).join(":"), d.message, d.related?.[0]?.span.slice(0, 2).join(":")])).toEqual([
      ["E1001", "2:15", "'later' is read before its declaration: a local exists only from its own statement on", "3:5"],
      ["E1001", "5:23", "'more' is read before its declaration: a local exists only from its own statement on", "6:9"],
    ]);
  });

  it("a name declared in an `if`'s branches or a loop's body that has ended (55b friction)", async () => {
    const branches = 'main = {\n    score = 72\n    if score > 50 {\n        verdict = "pass"\n    } else {\n        verdict = "fail"\n    }\n    print(verdict)\n}\n';
    const [found] = await check(branches);
    expect(found).toMatchObject({ code: "E1001", span: [8, 11, 8, 18] });
    expect(found!.help).toMatch(/^bind the `if`'s value \(`verdict = if … \{ … \} else \{ … \}`/);
    const loop = await check("main = {\n    for i in 0..3 {\n        latest = i\n    }\n    print(latest)\n}\n");
    expect(loop.map((d) => [d.code, d.help])).toEqual([["E1001", "declare `mut latest = …` before the block and assign it inside (`latest = …`)"]]);
    // The fix the help gives is clean.
    expect(await check('main = {\n    score = 72\n    verdict = if score > 50 { "pass" } else { "fail" }\n    print(verdict)\n}\n')).toEqual([]);
  });

  it("a name a failed `use` misspells is not suggested: the `use` is what to fix (55b D2)", async () => {
    const files = {
      "geometry.yx": "Point: Type = { x: Float, y: Float }\n",
      "main.yx": "use geometry.{Pointt}\n\nmain = {\n    p = Point(0.0, 0.0)\n}\n",
    };
    const found = (await checkFiles(files, ["main.yx"]))["main.yx"]!;
    expect(found.filter((d) => d.code === "E1001").map((d) => d.help)).toEqual([
      "'Point' is not imported: a `use` names 'Pointt', which does not resolve; write 'Point' there if that is the name the module exports",
    ]);
  });

  it("a name a module the file imports from exports, not brought in: add it to that `use` (56a friction)", async () => {
    const files = {
      "inventory.yx": "Item: Type = { name: String, count mut: Int }\nrestock: (it: &mut Item, n: Int) -> Void = {\n    it.count = it.count + n\n}\n",
      "main.yx": 'use inventory.{Item}\n\nmain = {\n    mut it = Item("nail", 3)\n    restock(&mut it, 2)\n}\n',
    };
    const found = (await checkFiles(files, ["main.yx"]))["main.yx"]!;
    expect(found.map((d) => [d.code, d.help])).toEqual([
      ["E1001", "'restock' is exported by module 'inventory', which this file imports from but not this name: add it to that `use` (`use inventory.{…, restock}`)"],
    ]);
  });

  it("the help to move a value above its reader writes its declaration as written", async () => {
    const [found] = await check("main = {\n    print(LIMIT)\n}\nLIMIT: Int = 40\n");
    expect(found!.help).toBe("move `LIMIT: Int = …` above the statement that reads it");
  });

  it("the old function syntax declares its name: its calls are not E1001 (55b D3)", async () => {
    const found = await check("scale(Float, Float) -> Float = (w, h) => w * h\n\nmain = {\n    v = scale(2.0, 3.0)\n}\n");
    expect(found.map((d) => [d.code, d.help])).toEqual([["E0012", "write `scale: (w: Float, h: Float) -> Float = …`"]]);
  });
});

describe("a non-`pub` function of the type's module called as a method (55b D5)", () => {
  it("is told to be imported and called, not declared again", async () => {
    const files = {
      "geometry.yx": "Point: Type = { x: Float, y: Float }\nshifted: (p: &Point, d: Float) -> Point = Point(p.x + d, p.y)\n",
      "main.yx": "use geometry.{Point}\n\nmain = {\n    b = Point(1.0, 2.0)\n    c = b.shifted(1.0)\n}\n",
    };
    const [found] = (await checkFiles(files, ["main.yx"]))["main.yx"]!.filter((d) => d.code === "E1042");
    expect(found!.help).toMatch(/^'shifted' is a function of module 'geometry', not a method of 'Point': import it \(`use geometry.\{shifted\}`\) and call it as `shifted\(…\)`/);
  });
});

describe("`t.0` wherever it stands (round 55)", () => {
  it("a `for`'s iterable: the warning says the loop runs over the whole value", async () => {
    const found = await check("main = {\n    t = (1, 2)\n    for v in t.0..5 {\n        print(v)\n    }\n}\n");
    const warning = found.find((d) => d.code === "MCP-NUMERIC-FIELD");
    expect(warning).toMatchObject({ span: [3, 15, 3, 17] });
    expect(warning!.message).toContain("which the `for` takes as its body");
  });

  it("a dictionary's value: the syntax error before it names the `.0`", async () => {
    const [found] = await check('main = {\n    t = (1, 2)\n    d = {"a": t.0}\n}\n');
    expect(found).toMatchObject({ code: "E0011", span: [3, 13, 3, 14], help: "index the tuple, `t[0]`, or destructure it, `(a, b) = t`" });
  });

  it("floats and ranges that are not the mistake are not warned about", async () => {
    const source = "main = {\n    xs = [0.5, .5, 1.0]\n    r = 0..5\n    f = (1.5)\n    g = xs[0] + .25\n    for i in 0..3 {\n        print(i)\n    }\n}\n";
    expect((await check(source)).filter((d) => d.code === "MCP-NUMERIC-FIELD")).toEqual([]);
  });
});

describe("a block comment left open (56b friction)", () => {
  it("warns at its `/*`; a closed nested one, or `/*` in a line comment, is nothing", async () => {
    expect((await check("total = 1\n/* the rest /* inner */ is swallowed\nmain = {\n    print(total)\n}\n")).map((d) => [d.code, d.severity, d.span.join(":")])).toEqual([
      [UNCLOSED_COMMENT_CODE, "warning", "2:1:2:3"],
    ]);
    expect(await check("total = 1\n/* closed /* inner */ still */\n// a /* in a line comment\n")).toEqual([]);
  });

  it("is explained, and its example gets it", async () => {
    const explained = explainCheckCode("mcp-unclosed-comment")!;
    expect(explained).toMatchObject({ code: UNCLOSED_COMMENT_CODE, category: "Check", severity: "warning" });
    expect((await check(explained.example)).map((d) => d.code)).toEqual([UNCLOSED_COMMENT_CODE]);
  });
});

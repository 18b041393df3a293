// Import diagnostics beyond the §6.2 scenarios: the probes N04-N07 of
// diagnostics.md §8.5, Rule 3 ambiguity, targets with syntax errors, the std
// forms, E5006 details and the scope-awareness of W1003.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { analyzeImports, semanticModel } from "../../../src/semantic/index.js";
import { fromTexts, loadWorkspace, sourceFiles } from "./fixtures.js";

const codes = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.code} ${d.severity} [${d.span.join(",")}]`);

describe("probes N04-N07 (diagnostics.md §8.5), each file checked alone", () => {
  it("N04 – unknown std module and std item: E5001 1:5 and E5003 2:13, warnings", async () => {
    const r = (await loadWorkspace("probes/n04")).imports("main.yx");
    expect(codes(r.diagnostics)).toEqual(["E5001 warning [1,5,1,13]", "E5003 warning [2,13,2,20]"]);
    expect(r.imports.map((i) => [i.module, i.origin])).toEqual([["std.nope", "unresolved"], ["std.io", "std"]]);
    expect(r.imports[1]!.bindings).toMatchObject([{ name: "nothing", kind: null, resolved: false }]);
  });

  it("N05 – item import from a missing workspace module: E5001 1:5, error", async () => {
    const r = (await loadWorkspace("probes/n05")).imports("main.yx");
    expect(codes(r.diagnostics)).toEqual(["E5001 error [1,5,1,13]"]);
  });

  it("N06 – std module alias: resolves, used, no import diagnostic (E1042 4:11 is the checker's)", async () => {
    const r = (await loadWorkspace("probes/n06")).imports("main.yx");
    expect(r.diagnostics).toEqual([]);
    expect(r.imports[0]).toMatchObject({ module: "std.math", form: "module-alias", binding: "m", alias: "m", origin: "std" });
    expect(r.imports[0]!.namespace).toMatchObject({ local: "m", references: 2, target: { kind: "std-module", module: "std.math" } });
  });

  it("N07 – use inside a function is local to it: used there, not in `other`", async () => {
    const ws = await loadWorkspace("probes/n07");
    const r = ws.imports("main.yx");
    expect(r.diagnostics).toEqual([]);
    expect(r.imports).toMatchObject([{ module: "std.io", span: [2, 5, 2, 15], enclosing: "main" }]);
    expect(r.imports[0]!.namespace?.references).toBe(1);
  });
});

const GEOMETRY = "Point: Type = { x: Float, y: Float }\n\ndistance = (a, b) => 0.0\n";

describe("E5002", () => {
  it("both `R.yx` and `R/mod.yx`: E5002 at the path, bindings unresolved, no E5003", async () => {
    const ws = await fromTexts({
      "src/main.yx": "use shapes.{Rect, nope}\nuse shapes as s\n\nmain = {\n    r = Rect(s)\n}\n",
      "src/shapes.yx": "Rect: Type = { w: Float }\n",
      "src/shapes/mod.yx": "Rect: Type = { w: Float }\n",
    });
    const r = ws.imports("src/main.yx");
    expect(codes(r.diagnostics)).toEqual(["E5002 error [1,5,1,11]", "E5002 error [2,5,2,11]"]);
    expect(r.diagnostics[0]!.message).toContain("src/shapes/mod.yx");
    expect(r.imports[0]).toMatchObject({ sourceFile: "src/shapes.yx", origin: "workspace", moduleResolved: false });
    expect(r.imports[0]!.bindings.map((b) => [b.name, b.kind, b.resolved])).toEqual([["Rect", null, false], ["nope", null, false]]);
  });

  it("a target file with syntax errors: E5002 naming the first one", async () => {
    const ws = await fromTexts({ "main.yx": "use broken.{f}\n\nmain = {\n    f()\n}\n", "broken.yx": "f = (x) => {\n" });
    const r = ws.imports("main.yx");
    expect(codes(r.diagnostics)).toEqual(["E5002 error [1,5,1,11]"]);
    expect(r.diagnostics[0]!.message).toMatch(/syntax errors/);
    expect(r.diagnostics[0]!.related?.[0]?.file).toBe("broken.yx");
  });

  it("program ambiguity can be switched off (a single-file view)", async () => {
    const ws = await loadWorkspace("w3", "w3-variant");
    const r = analyzeImports(ws.host, "main.yx", ws.doc("main.yx"), { programAmbiguity: false });
    expect(codes(r.diagnostics)).toEqual(["W1003 warning [2,9,2,17]"]);
  });

  it("reports a program conflict once, on the entry's first use that reaches it", async () => {
    const conflict = await fromTexts({
      "main.yx": "use a.{fa}\nuse c.{fc}\n\nmain = {\n    x = fa() + fc()\n}\n",
      "a.yx": "fa = () => 1\n",
      "c.yx": "use sub.d.{fd}\nfc = () => fd()\n",
      "sub/d.yx": "use a.{fa}\nfd = () => fa()\n",
      "sub/a.yx": "fa = () => 2\n",
    });
    const r = conflict.imports("main.yx");
    // `a` means a.yx for main.yx but sub/a.yx for sub/d.yx: main.yx has `use a`, so it is reported there.
    expect(codes(r.diagnostics)).toEqual(["E5002 error [1,5,1,6]"]);
    const viaC = conflict.imports("c.yx");
    // c.yx never writes `a` itself: the conflict goes on the use through which it reaches both files.
    expect(viaC.diagnostics).toEqual([]);
  });
});

describe("enclosing", () => {
  it("names the top-level function or method around a nested use; lambdas are transparent", async () => {
    const ws = await fromTexts({
      "a.yx": [
        "Point: Type = { x: Float }",
        "Point.show: (self: &Point) -> Void = {",
        "    use std.io",
        "    io.println(self.x)",
        "}",
        "run = (xs) => {",
        "    each = (x) => {",
        "        use std.math.{sqrt}",
        "        sqrt(x)",
        "    }",
        "    each",
        "}",
        "if true {",
        "    use std.list",
        "    list.len([1])",
        "}",
        "",
      ].join("\n"),
    });
    const r = ws.imports("a.yx");
    expect(r.imports.map((i) => [i.module, i.enclosing, i.statement.scope.id === -1])).toEqual([
      ["std.io", "Point.show", false],
      ["std.math", "run", false],
      ["std.list", null, false],
    ]);
    expect(r.diagnostics).toEqual([]);
  });
});

describe("whole-path and std forms", () => {
  it("`use geometry.distance` is E5001 with a hint to the item form", async () => {
    const ws = await fromTexts({ "src/main.yx": "use geometry.distance\n\nmain = {\n    distance(1, 2)\n}\n", "src/geometry.yx": GEOMETRY });
    const r = ws.imports("src/main.yx");
    expect(codes(r.diagnostics)).toEqual(["E5001 error [1,5,1,22]"]);
    expect(r.diagnostics[0]!.help).toContain("use geometry.{distance}");
  });

  it("a module not found where the path says, but present elsewhere (moved to a folder): the help names it and the path to write", async () => {
    const ws = await fromTexts({ "src/main.yx": "use traits.{Show}\n", "src/util/traits.yx": "Show: Type = { name: String }\n", "lib/traits/mod.yx": "Other: Type = { n: Int }\n" });
    const r = ws.imports("src/main.yx");
    expect(codes(r.diagnostics)).toEqual(["E5001 error [1,5,1,11]"]);
    expect(r.diagnostics[0]!.help).toContain("a module of that name is at 'lib/traits/mod.yx' (`use lib.traits`), 'src/util/traits.yx' (`use util.traits`)");
  });

  it("the importing folder's own mod.yx is named from the root, not by an empty path (53b D1)", async () => {
    const ws = await fromTexts({ "src/pkg/mod.yx": "pub helper = (n: Int) => n\n", "src/pkg/sub.yx": "use pkg.{helper}\n" });
    const r = ws.imports("src/pkg/sub.yx");
    expect(r.diagnostics[0]!.help).toContain("a module of that name is at 'src/pkg/mod.yx' (`use src.pkg`)");
    // The path it names resolves (the import is only unused: W1003).
    const fixed = await fromTexts({ "src/pkg/mod.yx": "pub helper = (n: Int) => n\n", "src/pkg/sub.yx": "use src.pkg.{helper}\n" });
    expect(codes(fixed.imports("src/pkg/sub.yx").diagnostics)).toEqual(["W1003 warning [1,14,1,20]"]);
  });

  it("`use std`, std submodules as items, std items with aliases", async () => {
    const ws = await fromTexts({
      "a.yx": [
        "use std",
        "use std.{io, nope}",
        "use std.math.{sqrt as root, PI}",
        "use std.assert.{IsTrue}",
        "use std.io.println",
        "use std.option",
        "",
        "main = {",
        "    std.io.println(root(PI))",
        "    io.println(\"x\")",
        "    t: IsTrue(true) = void",
        "}",
        "",
      ].join("\n"),
    });
    const r = ws.imports("a.yx");
    expect(r.imports.map((i) => [i.module, i.origin, i.form, i.binding])).toEqual([
      ["std", "std", "module", "std"],
      ["std", "std", "items", null],
      ["std.math", "std", "items", null],
      ["std.assert", "std", "items", null],
      ["std.io.println", "unresolved", "module", "println"],
      ["std.option", "unresolved", "module", "option"],
    ]);
    expect(r.imports[0]!.namespace?.target).toEqual({ kind: "std-root" });
    expect(r.imports[1]!.bindings.map((b) => [b.name, b.kind, b.resolved])).toEqual([["io", "module", true], ["nope", null, false]]);
    expect(r.imports[2]!.bindings.map((b) => [b.local, b.kind])).toEqual([["root", "function"], ["PI", "variable"]]);
    expect(r.imports[3]!.bindings.map((b) => [b.local, b.kind])).toEqual([["IsTrue", "type"]]);
    expect(codes(r.diagnostics)).toEqual(["E5003 warning [2,14,2,18]", "E5001 warning [5,5,5,19]", "E5001 warning [6,5,6,15]"]);
    expect(r.diagnostics[1]!.help).toContain("use std.io.{println}");
    expect(r.diagnostics[2]!.help).toMatch(/not implemented/);
  });
});

describe("E5006", () => {
  it("the same entity imported twice is not reported, and the two share their uses", async () => {
    const ws = await fromTexts({ "a.yx": "use std.io\nuse std.{io, list}\n\nmain = {\n    io.println(\"x\")\n}\n" });
    expect(codes(ws.imports("a.yx").diagnostics)).toEqual(["W1003 warning [2,14,2,18]"]);
  });

  it("a name a module does not export gets the nearest one it does as help, else what to do", async () => {
    const ws = await fromTexts({ "main.yx": "use lib.{limt, zzz}\nuse std.math.{cbrt_of_all}\n", "lib.yx": "pub limit: Int = 10\npub label = \"x\"\n" });
    expect(ws.imports("main.yx").diagnostics.map((d) => `${d.code} ${d.help}`)).toEqual([
      "E5003 did you mean 'limit'? (`use lib.{limit}`)",
      "E5003 import one of the names the message lists, or declare 'zzz' at the top level of module 'lib'",
      // A std module cannot be changed: only its own names are offered.
      "E5003 import one of the names std.math provides (the message lists them)",
    ]);
  });

  it("a failed std import binds nothing, so it clashes with nothing", async () => {
    const ws = await fromTexts({
      "main.yx": "use std.math.{nope as area}\nuse shapes.{area}\n\nmain = {\n    area()\n}\n",
      "shapes.yx": "area = () => 1\n",
    });
    expect(codes(ws.imports("main.yx").diagnostics)).toEqual(["E5003 warning [1,15,1,19]"]);
  });

  it("a failed workspace import names no entity, so nothing clashes with it: an import that resolves binds the name (114b F2)", async () => {
    // Either order: the compiler skips the failed import, so `f` is other's (an E5006 beside the E5001 was a cascade).
    for (const uses of ["use nope.{f}\nuse other.{f}\n", "use other.{f}\nuse nope.{f}\n"]) {
      const ws = await fromTexts({ "main.yx": `${uses}\nmain = {\n    f()\n}\n`, "other.yx": "f = () => 1\n" });
      const failedAt = uses.startsWith("use nope") ? 1 : 2;
      expect(codes(ws.imports("main.yx").diagnostics), uses).toEqual([`E5001 error [${failedAt},5,${failedAt},9]`]);
      const model = semanticModel(ws.host, "main.yx", ws.doc("main.yx"));
      const call = model.references.find((r) => r.name === "f" && r.span[0] === 5)!;
      const target = call.resolution.kind === "definition" ? model.definitions[call.resolution.definition] : undefined;
      expect(target?.span[0], uses).toBe(failedAt === 1 ? 2 : 1);
    }
    // An item the module does not export (E5003), beside an import of that name that resolves.
    const ws = await fromTexts({ "main.yx": "use money.{Money}\nuse cart.{Money}\n\nmain = {\n    m = Money(1)\n}\n", "money.yx": "pub Money: Type = { cents: Int }\n", "cart.yx": "use money.{Money}\n" });
    expect(codes(ws.imports("main.yx").diagnostics).map((c) => c.split(" ")[0])).toEqual(["E5003"]);
  });

  it("a whole path that finds no module and the item it means are one entity, either order (106a T1): no E5006, the item keeps the name", async () => {
    for (const uses of ["use lib.make\nuse lib.{make}\n", "use lib.{make}\nuse lib.make\n"]) {
      const ws = await fromTexts({ "main.yx": `${uses}\nmain = {\n    x = make(1)\n}\n`, "lib.yx": "make = (n: Int) => n + 1\n" });
      const failedAt = uses.startsWith("use lib.make") ? 1 : 2;
      expect(codes(ws.imports("main.yx").diagnostics), uses).toEqual([`E5001 error [${failedAt},5,${failedAt},13]`]);
      const call = semanticModel(ws.host, "main.yx", ws.doc("main.yx")).references.find((r) => r.name === "make" && r.span[0] === 5)!;
      const target = call.resolution.kind === "definition" ? semanticModel(ws.host, "main.yx", ws.doc("main.yx")).definitions[call.resolution.definition] : undefined;
      expect(target?.kind, uses).toBe("import");
      expect(target?.span[0], uses).toBe(uses.startsWith("use lib.make") ? 2 : 1);
    }
  });

  it("a whole path that finds no module beside another item aliased to its name: the E5001 alone, whose help names the item meant (106e X1, 114b F2)", async () => {
    for (const uses of ["use lib.make\nuse lib.{other as make}\n", "use lib.{other as make}\nuse lib.make\n"]) {
      const ws = await fromTexts({ "main.yx": `${uses}\nmain = {\n    x = make(1)\n}\n`, "lib.yx": "make = (n: Int) => n + 1\nother = (n: Int) => n * 2\n" });
      const found = ws.imports("main.yx").diagnostics;
      expect(found.map((d) => d.code), uses).toEqual(["E5001"]);
      // Written as the help says, `use lib.{make}` then clashes with `other as make` (E5006).
      expect(found[0]!.help, uses).toBe("'lib' is a module and 'make' one of its exports: write `use lib.{make}`");
    }
  });

  it("a failed import of a name the file defines itself is to be removed, not aliased (57a friction: a function moved into the file)", async () => {
    const ws = await fromTexts({ "main.yx": "use members.{Member, tier_discount}\n\ntier_discount = (n: Int) => n * 2\n\nmain = {\n    x = tier_discount(3)\n    m = Member(\"a\")\n}\n", "members.yx": "Member: Type = { name: String }\n" });
    expect(ws.imports("main.yx").diagnostics.filter((d) => d.code === "E5006").map((d) => d.help)).toEqual([
      "remove `tier_discount` from this `use`: it does not resolve, and this file defines 'tier_discount' itself",
    ]);
    const resolved = await fromTexts({ "main.yx": "use members.{label}\n\nlabel = 1\n", "members.yx": "label = 2\n" });
    expect(resolved.imports("main.yx").diagnostics.filter((d) => d.code === "E5006").map((d) => d.help)).toEqual(["import it under another name: `use members.{label as other_name}`"]);
  });

  it("the message names what each import binds, also when both come from one module (67a D1)", async () => {
    const ws = await fromTexts({
      "main.yx": "use lib.{helper as h}\nuse lib.{make as h}\nuse lib as helper\nuse lib.{helper}\n\nmain = {\n    x = h(1) + helper(2)\n}\n",
      "lib.yx": "helper = (n: Int) => n + 1\nmake = (n: Int) => n * 2\n",
    });
    expect(ws.imports("main.yx").diagnostics.filter((d) => d.code === "E5006").map((d) => d.message)).toEqual([
      "'h' has already been imported at 1:20, naming `lib.helper`; here it would name `lib.make`",
      "'helper' has already been imported at 3:12, naming the module `lib`; here it would name `lib.helper`",
    ]);
  });

  it("aliases avoid the clash; the alias is what clashes", async () => {
    const ws = await fromTexts({
      "main.yx": "use a.{helper}\nuse b.{helper as hb}\nuse b as helper\n\nmain = {\n    x = helper() + hb()\n}\n",
      "a.yx": "helper = () => 1\n",
      "b.yx": "helper = () => 2\n",
    });
    expect(codes(ws.imports("main.yx").diagnostics)).toEqual(["E5006 error [3,10,3,16]"]);
  });

  it("in a block: against an earlier use of the block and a binding of the same block", async () => {
    const ws = await fromTexts({
      "main.yx": [
        "use a.{helper}",
        "",
        "main = {",
        "    use b.{helper}",
        "    use a.{other}",
        "    other = 3",
        "    x = helper() + other",
        "}",
        "",
      ].join("\n"),
      "a.yx": "helper = () => 1\nother = () => 1\n",
      "b.yx": "helper = () => 2\n",
    });
    const r = ws.imports("main.yx");
    // The nested `helper` hides the top-level one (another level: no E5006); the
    // top-level import is then never used.
    expect(codes(r.diagnostics)).toEqual(["W1003 warning [1,8,1,14]", "E5006 error [5,12,5,17]"]);
    expect(r.imports[2]!.enclosing).toBe("main");
  });
});

/** W1003 of `body` in a file that imports `names` from module m (one per line). */
async function unused(body: string, names = ["a"]): Promise<string[]> {
  const ws = await fromTexts({
    "main.yx": `use m.{${names.join(", ")}}\n${body}\n`,
    "m.yx": "a = 1\nb = 2\nT: Type = { v: Int }\nSome = (x) => x\nf = (x) => x\n",
  });
  const r = ws.imports("main.yx");
  expect(r.hasSyntaxErrors, body).toBe(false);
  return r.diagnostics.filter((d) => d.code === "W1003").map((d) => d.message.match(/'(\w+)'/)![1]!);
}

describe("W1003 is scope-aware", () => {
  it.each([
    ["a read", "main = {\n    x = a\n}", []],
    ["a call", "main = {\n    a()\n}", []],
    ["never mentioned", "main = {\n    x = 1\n}", ["a"]],
    ["a lambda parameter hides it", "g = (a) => a + 1", ["a"]],
    ["a bare lambda parameter hides it", "g = xs.map(a => a)", ["a"]],
    ["annotation parameters hide it when there is no lambda head", "g: (a: Int) -> Int = {\n    return a\n}", ["a"]],
    ["a for variable hides it", "main = {\n    for a in 0..3 {\n        print(a)\n    }\n}", ["a"]],
    ["the iterable of a for is outside the loop scope", "main = {\n    for a in a {\n        print(a)\n    }\n}", []],
    ["a comprehension variable hides it", "xs = [a * 2 for a in ys]", ["a"]],
    ["an explicit local declaration hides it", "main = {\n    mut a = 1\n    print(a)\n}", ["a"]],
    ["a typed local declaration hides it", "main = {\n    a: Int = 1\n    print(a)\n}", ["a"]],
    ["a plain assignment does not hide it (it writes the import)", "main = {\n    a = 2\n    print(a)\n}", []],
    // Assigning it is an error (E2010) that names the import: "never used" beside it would contradict it (109a F1).
    ["a write counts (it is an error naming the import)", "main = {\n    a = 2\n}", []],
    ["the member after a dot is not a use", "main = {\n    x = p.a\n}", ["a"]],
    ["a named argument name is not a use", "main = {\n    x = P(a = 1)\n}", ["a"]],
    ["a record field name is not a use", "R: Type = { a: Int }", ["a"]],
    ["an f-string interpolation is a use", 'main = {\n    s = f"value {a}"\n}', []],
    ["a match-arm binder hides it in its arm", "main = {\n    match v {\n        (a, b) => a\n    }\n}", ["a"]],
    ["a struct pattern binds", "main = {\n    match v {\n        { a } => a\n    }\n}", ["a"]],
    ["a destructuring target is not a use", "main = {\n    a, c = pair()\n}", ["a"]],
  ] as const)("%s", async (_what, body, expected) => {
    expect(await unused(body)).toEqual(expected);
  });

  it("type names count: annotations, type bodies, method prefixes, constructor patterns", async () => {
    expect(await unused("x: T = T(1)", ["T"])).toEqual([]);
    expect(await unused("g: (t: &T) -> Int = (t) => t.v", ["T"])).toEqual([]);
    expect(await unused("T.get: (self: &T) -> Int = {\n    return self.v\n}", ["T"])).toEqual([]);
    expect(await unused("W: Type = { inner: T }", ["T"])).toEqual([]);
    expect(await unused("L = List(T)", ["T"])).toEqual([]);
    expect(await unused("main = {\n    match o {\n        (Some(x)) => x\n    }\n}", ["Some"])).toEqual([]);
    expect(await unused("R: Type = { g = f[0] }", ["f"])).toEqual([]);
  });

  it("a nested use counts only uses after it, inside its block", async () => {
    const ws = await fromTexts({
      "main.yx": "main = {\n    x = a\n    use m.{a}\n}\nother = {\n    y = a\n}\n",
      "m.yx": "a = 1\n",
    });
    expect(codes(ws.imports("main.yx").diagnostics)).toEqual(["W1003 warning [3,12,3,13]"]);
  });

  it("an inner use of the same name takes the uses inside its block", async () => {
    const ws = await fromTexts({
      "main.yx": "use m.{a}\n\nmain = {\n    use m.{a}\n    x = a\n}\n",
      "m.yx": "a = 1\n",
    });
    // Same entity at different levels: the top-level one is unused.
    expect(codes(ws.imports("main.yx").diagnostics)).toEqual(["W1003 warning [1,8,1,9]"]);
  });

  it("usage counts come from the semantic model, made once per document version", async () => {
    const ws = await fromTexts({ "main.yx": "use m.{a}\n", "m.yx": "a = 1\n" });
    const doc = ws.doc("main.yx");
    const first = semanticModel(ws.host, "main.yx", doc);
    expect(semanticModel(ws.host, "main.yx", doc)).toBe(first);
    expect(codes(ws.imports("main.yx").diagnostics)).toEqual(["W1003 warning [1,8,1,9]"]);
    doc.update("use m.{a}\nx = a\n");
    expect(semanticModel(ws.host, "main.yx", doc)).not.toBe(first);
    expect(ws.imports("main.yx").diagnostics).toEqual([]);
  });
});

describe("the sample workspaces in corpus/", () => {
  const corpus = fileURLToPath(new URL("../../../corpus/", import.meta.url));
  const projects = readdirSync(corpus).filter((name) => statSync(path.join(corpus, name)).isDirectory());

  it("has the four projects", () => {
    expect(projects.sort()).toEqual(["concurrency", "geometry", "inventory", "textkit"]);
  });

  it.each(projects)("%s: every import resolves, with no diagnostics", async (name) => {
    const dir = path.join(corpus, name);
    const files = sourceFiles(dir);
    const ws = await fromTexts(new Map(files.map((f) => [f, readFileSync(path.join(dir, f), "utf8")])));
    let count = 0;
    for (const file of files) {
      const r = ws.imports(file);
      count += r.imports.length;
      expect(r.diagnostics, file).toEqual([]);
      for (const i of r.imports) {
        expect(i.origin === "workspace" ? i.sourceFile : i.origin, `${file}: use ${i.module}`).not.toBe("unresolved");
        expect(i.bindings.every((b) => b.resolved), `${file}: use ${i.module}`).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(0);
  });
});

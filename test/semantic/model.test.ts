// The semantic model (src/semantic/): scoping rules R1-R12 of
// modules-and-workspace.md §4.4 as the checker sees them through binding
// events and resolutions, the symbol kinds of §4.2, and agreement with
// queries/locals.scm on every identifier of real programs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { Parser } from "web-tree-sitter";
import { semanticModel, type Definition, type SemanticModel } from "../../src/semantic/index.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { localsQuery } from "../../src/semantic/model/locals-query.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { SYMBOL_FIXTURES, yxFiles } from "../analysis/symbols/workspace.js";

let parser: Parser;
beforeAll(async () => {
  parser = await sharedParser();
});

function graphOf(source: string): { graph: SemanticModel; doc: Document } {
  const doc = new Document(parser, source);
  return { graph: semanticModel(documentsHost(new Map([["a.yx", doc]])), "a.yx", doc), doc };
}

const at = (span: readonly number[]) => `${span[0]}:${span[1]}`;

function defsNamed(graph: SemanticModel, name: string): Definition[] {
  return graph.definitions.filter((d) => d.name === name);
}

/** `name@line:col outcome` for every binding event. */
function events(graph: SemanticModel): string[] {
  return graph.bindings.map((b) => `${b.name}@${at(b.span)} ${b.form} ${b.outcome}`);
}

describe("binding events (R3-R9) on W5 errors.yx", () => {
  it("classifies every binding site", () => {
    const { graph } = graphOf(readFileSync(path.join(SYMBOL_FIXTURES, "W5/src/errors.yx"), "utf8"));
    expect(events(graph)).toEqual([
      "counter@1:1 plain declare",
      "main@3:1 plain declare",
      "counter@4:5 plain assign-immutable",
      "i@5:5 plain declare",
      "i@6:9 loop shadow",
      "total@8:9 explicit declare",
      "k@9:9 loop declare",
      "total@10:9 plain assign",
    ]);
    const e2010 = graph.bindings.find((b) => b.outcome === "assign-immutable")!;
    expect(e2010.statementSpan).toEqual([4, 5, 4, 16]);
    expect(graph.definitions[e2010.definition]!.qualifiedName).toBe("counter");
    const e2013 = graph.bindings.find((b) => b.outcome === "shadow")!;
    expect(e2013.span).toEqual([6, 9, 6, 10]);
    expect(graph.definitions[e2013.previous!]!.span).toEqual([5, 5, 5, 6]);
    expect(graph.scopes[graph.definitions[e2013.definition]!.scope]!.kind).toBe("for");
  });
});

describe("scoping rules", () => {
  it("R4: a same-block repeat is a write of the first binding, not a new definition", () => {
    const { graph } = graphOf("main = {\n    x = 1\n    x = 2\n    print(x)\n}\n");
    expect(defsNamed(graph, "x")).toHaveLength(1);
    expect(events(graph)).toContain("x@3:5 plain rebind");
    const read = graph.references.find((r) => r.name === "x" && r.role === "read")!;
    expect(read.resolution).toEqual({ kind: "definition", definition: defsNamed(graph, "x")[0]!.id });
  });

  it("further overloads of a top-level function declare it again: each is a definition, however many there are", () => {
    // More than 8 overloads: the walk looks them up in a set (types/declarations.ts isOverload).
    const { graph } = graphOf(`${"f = () => { a = 1 }\n".repeat(12)}g = () => 2\n`);
    expect(defsNamed(graph, "f").map((d) => [at(d.span), d.kind])).toEqual(Array.from({ length: 12 }, (_, i) => [`${i + 1}:1`, "function"]));
    expect(events(graph).filter((e) => e.startsWith("f@"))).toEqual(["f@1:1 plain declare", ...Array.from({ length: 11 }, (_, i) => `f@${i + 2}:1 declaration declare`)]);
    expect(defsNamed(graph, "g").map((d) => d.kind)).toEqual(["function"]);
  });

  it("R4: a parameter re-bound in its own body; R5: an outer mut assigned", () => {
    const { graph } = graphOf("f = (n) => {\n    n = n + 1\n    mut t = 0\n    if n > 0 {\n        t = 1\n    }\n    return t\n}\n");
    expect(events(graph)).toEqual(expect.arrayContaining(["n@2:5 plain rebind", "t@5:9 plain assign"]));
  });

  it("R7: assigning an immutable outer binding from a nested or bare block", () => {
    const { graph } = graphOf("main = {\n    x = 1\n    {\n        x = 2\n    }\n    while true {\n        x = 3\n    }\n}\n");
    const hits = graph.bindings.filter((b) => b.outcome === "assign-immutable");
    expect(hits.map((b) => `${at(b.span)} ${graph.scopes[b.scope]!.kind}`)).toEqual(["4:9 bare", "7:9 while"]);
  });

  it("R8: explicit declarations never assign", () => {
    const { graph } = graphOf("main = {\n    x = 1\n    mut x = 2\n    if true {\n        x: Int = 3\n    }\n}\n");
    expect(events(graph)).toEqual(expect.arrayContaining(["x@3:9 explicit redeclare", "x@5:9 explicit shadow"]));
    expect(defsNamed(graph, "x")).toHaveLength(3);
  });

  it("R10, R11: parameters and patterns may shadow; prelude names never count", () => {
    const { graph } = graphOf("x = 1\nf = (x) => x\nmain = {\n    len = 3\n    for first in [1] {\n    }\n}\n");
    expect(events(graph)).toEqual(expect.arrayContaining(["x@2:6 parameter declare", "len@4:5 plain declare", "first@5:9 loop declare"]));
  });

  it("R1: hoisted functions and types, values only after their statement", () => {
    const { graph } = graphOf("main = {\n    a = later()\n    b = limit\n}\nlater = () => 1\nlimit = 5\n");
    const later = graph.references.find((r) => r.name === "later")!;
    expect(later.resolution.kind).toBe("definition");
    const limit = graph.references.find((r) => r.name === "limit")!;
    expect(limit.resolution).toMatchObject({ kind: "unresolved", closed: null });
    expect(limit.resolution.kind === "unresolved" && graph.definitions[limit.resolution.later!]!.span).toEqual([6, 1, 6, 6]);
  });

  it("R2: a read after the declaring block closed names that block", () => {
    const source = "main = {\n    {\n        a = 1\n    }\n    while false {\n        b = 2\n    }\n    if true {\n        c = 3\n    }\n    print(a + b + c)\n}\n";
    const { graph } = graphOf(source);
    const kinds = ["a", "b", "c"].map((name) => {
      const ref = graph.references.find((r) => r.name === name && r.role === "read")!;
      const resolution = ref.resolution;
      // A released bare or `while` block's local is still what the read names (E2020 says it is gone: its
      // references list the read, a rename keeps it); an `if` block's is not released, so the read is unresolved.
      const def = resolution.kind === "definition" ? resolution.definition : resolution.kind === "unresolved" ? resolution.closed : null;
      return `${resolution.kind} ${graph.scopes[graph.definitions[def!]!.scope]!.kind}`;
    });
    expect(kinds).toEqual(["definition bare", "definition while", "unresolved if"]);
  });

  it("R12: an assignment inside an expression", () => {
    const { graph } = graphOf("main = {\n    x = 1\n    y = (x = 2)\n}\n");
    const inner = graph.bindings.find((b) => b.inExpression)!;
    expect(inner).toMatchObject({ name: "x", outcome: "rebind" });
    expect(inner.valueSpan).toEqual([3, 14, 3, 15]);
  });

  it("unknown names: E1001 candidates are unresolved, type names are opaque, prelude names resolve", () => {
    const { graph } = graphOf("main = {\n    p: Shape = make(1)\n    println(missing)\n}\n");
    const of = (name: string) => graph.references.find((r) => r.name === name)!;
    expect(of("Shape")).toMatchObject({ typePosition: true, resolution: { kind: "unresolved" } });
    expect(of("println").resolution).toEqual({ kind: "prelude", name: "println" });
    expect(of("missing").resolution.kind).toBe("unresolved");
    expect(of("make").role).toBe("call");
  });

  it("a `use` inside a block binds from its statement to the end of the block (§3.7)", () => {
    const { graph } = graphOf("f = () => {\n    a = io.x\n    use std.io\n    io.println(1)\n}\ng = () => io.println(2)\n");
    const ios = graph.references.filter((r) => r.name === "io").map((r) => r.resolution.kind);
    expect(ios).toEqual(["unresolved", "definition", "unresolved"]);
  });

  it("match arms: constructors are references, other names bind for the arm", () => {
    const { graph } = graphOf("Light: Type = { red: () -> Light, green: () -> Light }\nf = (o) => match o {\n    (some(n)) => n,\n    none => 0,\n    red => 1,\n    other => other,\n}\n");
    expect(graph.references.find((r) => r.name === "none")!.resolution).toEqual({ kind: "prelude", name: "none" });
    expect(graph.references.find((r) => r.name === "red")!.resolution.kind).toBe("definition");
    expect(defsNamed(graph, "n").map((d) => d.kind)).toEqual(["local"]);
    expect(defsNamed(graph, "other").map((d) => graph.scopes[d.scope]!.kind)).toEqual(["match-arm"]);
  });

  it("fields and methods are members, never lexical names", () => {
    const { graph } = graphOf("Point: Type = { x: Float }\nPoint.norm: (self: &Point) -> Float = {\n    return norm(self.x)\n}\nnorm = (v) => v\n");
    expect(defsNamed(graph, "x").map((d) => `${d.kind} ${d.qualifiedName}`)).toEqual(["field Point.x"]);
    const call = graph.references.find((r) => r.name === "norm")!;
    expect(call.resolution.kind === "definition" && graph.definitions[call.resolution.definition]!.kind).toBe("function");
    expect(graph.members.map((m) => `${m.member} ${m.resolution.kind === "member" ? `${m.resolution.owner.name}.${m.resolution.name}` : m.resolution.kind}`)).toEqual(["x Point.x"]);
  });

  it("a signature parameter and its lambda binder are one definition", () => {
    const { graph } = graphOf("area: (w: Float, h: Float) -> Float = (w, h) => w * h\n");
    const [w] = defsNamed(graph, "w");
    expect(w).toMatchObject({ kind: "parameter", qualifiedName: "area#w", span: [1, 40, 1, 41], signatureSpan: [1, 8, 1, 9] });
    expect(graph.definitionAt(w!.signatureStart!)).toBe(w);
  });

  it("f-string interpolations are references; strings and comments are not", () => {
    const { graph } = graphOf('n = 1\n// n here\ns = f"{n} and n"\nt = "n"\n');
    expect(graph.references.filter((r) => r.name === "n").map((r) => at(r.span))).toEqual(["3:8"]);
  });

  it("kinds of §4.2: interface, variant, generic parameter, function vs variable", () => {
    const { graph } = graphOf(readFileSync(path.join(SYMBOL_FIXTURES, "W5/src/kinds.yx"), "utf8"));
    const kind = (q: string) => graph.definitions.find((d) => d.qualifiedName === q)?.kind;
    expect([kind("Drawable"), kind("Drawable.draw"), kind("Color.red"), kind("Pair#T"), kind("swap#T"), kind("swap"), kind("Pair.first")]).toEqual([
      "interface", "method", "variant", "generic_parameter", "generic_parameter", "function", "field",
    ]);
    const empty = graphOf("main = {}\nd = {}\n").graph;
    expect(empty.definitions.map((d) => `${d.name} ${d.kind}`)).toEqual(["main function", "d variable"]);
  });

  it("doc comments and signatures come from the text above and the annotation", () => {
    const { graph } = graphOf("// Points\n// in 2D\nPoint: Type = { x: Float }\n\n/* the origin */\norigin: Point   =   Point(0.0)\nx = 1 // trailing\ny = 2\n");
    const doc = (n: string) => defsNamed(graph, n)[0]!.doc;
    expect([doc("Point"), doc("origin"), doc("y"), doc("x")]).toEqual(["Points\nin 2D", "the origin", null, null]);
    expect(defsNamed(graph, "origin")[0]!.signature).toBe("Point");
  });

  it("every implementation of an interface method shows its function as declared, receiver included, however it is bound (53b D4)", () => {
    const source = [
      "Lendable: Type = { loan_days: (self: &Lendable) -> Int }",
      "days_for_dvd: (d: &Dvd) -> Int = 7",
      "Dvd: Type = { minutes: Int, Lendable, loan_days = days_for_dvd[0] }",
      "Mag: Type = { issue: Int, Lendable, loan_days: ((m: Mag) -> Int)[0] = ((m) => 3) }",
      "Book: Type = { pages: Int, Lendable }",
      "Book.loan_days: (self: &Book) -> Int = 21",
      "Lot: Type = { price: Float }",
      "premium_on: (rate: Float, l: &Lot) -> Float = l.price * rate",
      "Lot.premium = premium_on[1]",
      "",
    ].join("\n");
    const signatures = (graph: SemanticModel) => ["Lendable.loan_days", "Dvd.loan_days", "Mag.loan_days", "Book.loan_days", "Lot.premium"].map((q) => graph.definitions.find((d) => d.qualifiedName === q)?.signature);
    const expected = ["(self: &Lendable) -> Int", "(d: &Dvd) -> Int", "(m: Mag) -> Int", "(self: &Book) -> Int", "(rate: Float, l: &Lot) -> Float"];
    const { graph, doc } = graphOf(source);
    expect(signatures(graph)).toEqual(expected);
    // The bound function's annotation is read where it stands now after an edit between it and the type (the type's statement is not walked again).
    doc.update(source.replace("= 7\n", "= 7 // a week\n\n").replace("* rate\n", "* rate // per year\n"));
    expect(signatures(semanticModel(documentsHost(new Map([["a.yx", doc]])), "a.yx", doc))).toEqual(expected);
  });

  it("a nested block comment above a declaration is its doc, as one block is (56b D1)", () => {
    const { graph } = graphOf("/* outer /* inner */ end */\nscale = 2\n\n/* plain */\nshift = 1\nx = 1 /* a /* b */ c */\ny = 2\n");
    const doc = (n: string) => defsNamed(graph, n)[0]!.doc;
    expect([doc("scale"), doc("shift"), doc("y")]).toEqual(["outer /* inner */ end", "plain", null]);
  });

  it("a block comment that ends a line of code is no doc of the next declaration, as a trailing `//` is none", () => {
    const { graph } = graphOf("P: Type = {\n    x: Int, /* trailing x */\n    y: Int,\n}\nv = 1 /* tail */\nw = 2\nu = 3 /* tail\n   on two lines */\nt = 4\n  /* above s */\ns = 5\n");
    const doc = (n: string) => defsNamed(graph, n)[0]!.doc;
    expect([doc("y"), doc("w"), doc("t"), doc("s")]).toEqual([null, null, null, "above s"]);
  });
});

describe("statements a syntax error broke", () => {
  // The rules judge nothing in them and the rest of the file sees nothing of
  // them (no cascades); the walk still reads them, quietly, for the model.
  it("are walked for the model only: their locals resolve, and what they declare is defined for the uses elsewhere", () => {
    const source = "helper = (a: Int) => {\n    b = a * 2\n    print(b)\n    c = )\n}\nmain = () => {\n    x: Int = helper(1)\n    print(x)\n}\n";
    const { graph } = graphOf(source);
    const resolved = (name: string) => graph.references.filter((r) => r.name === name).map((r) => (r.resolution.kind === "definition" ? graph.definitions[r.resolution.definition]!.kind : r.resolution.kind));
    expect(defsNamed(graph, "helper").map((d) => `${d.kind} ${at(d.span)}`)).toEqual(["function 1:1"]);
    expect(resolved("helper")).toEqual(["function"]);
    expect(defsNamed(graph, "b").map((d) => `${d.kind} ${d.qualifiedName}`)).toEqual(["local helper#b"]);
    expect(resolved("a")).toEqual(["parameter"]);
    expect(resolved("b")).toEqual(["local"]);
    // `(a: Int) =>` in a broken statement makes `Int` a placeholder of the checker's; it is still the built-in type.
    expect(resolved("Int")).toEqual(["builtin-type", "builtin-type"]);
  });
});

describe("agreement with queries/locals.scm", () => {
  // Every identifier locals.scm captures as a definition or a reference is a
  // definition (or signature name), a reference or a pattern constructor in
  // the graph, and nothing else is: the graph is built from the query.
  const files = [
    ...yxFiles(path.join(fileURLToPath(new URL("../../corpus/", import.meta.url)))).map((f) => path.join("corpus", f)),
    ...yxFiles(SYMBOL_FIXTURES).map((f) => path.join(SYMBOL_FIXTURES, f)),
  ];
  const repo = fileURLToPath(new URL("../../", import.meta.url));

  it.each(files)("%s", (file) => {
    const source = readFileSync(path.isAbsolute(file) ? file : path.join(repo, file), "utf8");
    const { graph, doc } = graphOf(source);
    const captured = new Set<number>();
    for (const match of localsQuery(doc.tree.language).matches(doc.tree.rootNode)) {
      for (const c of match.captures) if (c.name !== "local.scope" && !c.name.startsWith("context.")) captured.add(c.node.startIndex);
    }
    const inGraph = new Set<number>();
    for (const d of graph.definitions) {
      inGraph.add(d.start);
      if (d.signatureStart !== null) inGraph.add(d.signatureStart);
    }
    for (const r of graph.references) if (r.role !== "import") inGraph.add(r.start);
    // Names the graph adds beyond the query: the `T` of `T.m`, which
    // locals.scm captures as a reference too, so nothing is expected here.
    expect([...inGraph].filter((s) => !captured.has(s))).toEqual([]);
    expect([...captured].filter((s) => !inGraph.has(s))).toEqual([]);
  });
});

describe("agreement with queries/tags.scm", () => {
  // Every definition tags.scm reports names a symbol of the graph at the
  // same position, of a compatible kind (tags.scm approximates §4.2: a
  // variant set is tagged an interface, its entries fields).
  const COMPATIBLE: Record<string, readonly string[]> = {
    "definition.function": ["function"],
    "definition.constant": ["variable"],
    "definition.variable": ["variable"],
    "definition.method": ["method"],
    "definition.type": ["type"],
    "definition.interface": ["interface", "type"],
    "definition.field": ["field", "variant"],
  };
  const repo = fileURLToPath(new URL("../../", import.meta.url));
  const tagsSource = readFileSync(path.join(repo, "queries/tags.scm"), "utf8");
  const files = yxFiles(path.join(repo, "corpus")).map((f) => path.join(repo, "corpus", f));

  it.each(files)("%s", async (file) => {
    const { Query } = await import("web-tree-sitter");
    const { graph, doc } = graphOf(readFileSync(file, "utf8"));
    const tags = new Query(doc.tree.language, tagsSource);
    let checked = 0;
    for (const match of tags.matches(doc.tree.rootNode)) {
      const name = match.captures.find((c) => c.name === "name")?.node;
      const tag = match.captures.find((c) => c.name.startsWith("definition."))?.name;
      if (!name || !tag) continue;
      const def = graph.definitionAt(name.startIndex);
      expect(def, `${tag} ${name.text} at ${name.startPosition.row + 1}`).toBeDefined();
      expect(COMPATIBLE[tag], `${tag} ${name.text}`).toContain(def!.kind);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

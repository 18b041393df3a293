// Issue 14 (navigation) and issue 13 item 6 (output an agent can afford) as
// an agent meets them, through the REAL server over stdio (the SDK client
// validates every result against the published outputSchema): list_symbols
// of a file and of a folder, symbols by position (an alias, a shadowing
// parameter, a borrowed receiver, an interface implementation, keywords,
// literals, comments), bodies, the names an agent will try (an import alias,
// a std namespace, a local or member asked for by the wrong form), the
// find_references kind filter and `line_text`, on a hand-written two-file
// workspace and on corpus/.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, errorCode, REPO_ROOT, stopAll, type StdioSession } from "../helpers/server-process.js";

const GEOMETRY = `// A point in the plane.
// Coordinates are in metres.
Point: Type = { x: Float, y: Float }

// Moves the point right by \`d\`.
Point.shift: (self: &mut Point, d: Float) -> Void = (self, d) => {
    self.x = self.x + d
}

// Distance between two points (squared).
distance: (a: Point, b: Point) -> Float = (a, b) => {
    dx = a.x - b.x
    dy = a.y - b.y
    return dx * dx + dy * dy
}

// Figures with an area.
Shape: Type = { area: (self: &Shape) -> Float }

Square: Type = { side: Float, Shape }

Square.area: (self: &Square) -> Float = (self) => self.side * self.side

origin = Point(0.0, 0.0)
`;

const MAIN = `use std.io
use geometry.{Point, Square, distance as dist}

x = 10

// Doubles its argument (the parameter shadows the top-level x).
scale: (x: Int) -> Int = (x) => x * 2

main = {
    mut r = Point(1.0, 2.0)
    m = &mut r
    m.shift(2.0)
    d = dist(r, Point(0.0, 0.0))
    s = Square(3.0)
    a = s.area()
    // the total
    io.println(f"{d} {a} {scale(x)}")
    if a > 1.0 {
        io.println("big")
    }
}
`;

let root: string;
let session: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-nav-")));
  mkdirSync(path.join(root, "nav/src"), { recursive: true });
  writeFileSync(path.join(root, "nav/yaoxiang.toml"), '[package]\nname = "nav"\n');
  writeFileSync(path.join(root, "nav/src/geometry.yx"), GEOMETRY);
  writeFileSync(path.join(root, "nav/src/main.yx"), MAIN);
  session = await connectStdio(["--project-root", root]);
  await session.client.listTools();
}, 30_000);

afterAll(async () => {
  await stopAll();
  rmSync(root, { recursive: true, force: true });
});

type Sym = { name: string; kind: string; id: string; file?: string; span?: number[]; signature?: string; doc?: string; body?: string; via?: { alias: string; file: string }; [k: string]: unknown };
type Loc = { file: string; span: number[]; kind: string; line_text: string; symbol?: string; via?: string };
type Outline = { name: string; kind: string; span: number[]; signature?: string; doc?: string; implements?: string[]; children?: Outline[] };

async function ok(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await callTool(session, name, { workspace_root: "nav", ...args });
  expect(result.isError, JSON.stringify(result.content)).toBe(false);
  expect(result.structuredContent!.schemaVersion).toBe("2.0");
  return result.structuredContent!;
}

async function at(line: number, column: number, extra: Record<string, unknown> = {}): Promise<{ symbols: Sym[]; type?: string; hint?: string }> {
  return (await ok("lookup_symbol", { file_path: "src/main.yx", line, column, ...extra })) as never;
}

async function refs(args: Record<string, unknown>): Promise<{ symbol?: Sym; groups?: unknown[]; locations: Loc[]; possible: unknown[]; hint?: string }> {
  return (await ok("find_references", args)) as never;
}

const place = (l: Loc) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`;

describe("list_symbols", () => {
  it("outlines a file: types with fields and methods (also `Type.m = …` ones), interfaces, functions with signatures, values with types", async () => {
    const { symbols } = (await ok("list_symbols", { file_path: "src/geometry.yx" })) as { symbols: Outline[] };
    expect(symbols.map((s) => `${s.name} ${s.kind} ${s.signature ?? "-"}`)).toEqual([
      "Point type -",
      "distance function (a: Point, b: Point) -> Float",
      "Shape interface -",
      "Square type -",
      "origin variable Point",
    ]);
    const point = symbols[0]!;
    // `decl_span`: the whole declaration, as an editor's outline folds or selects it (69a D7).
    expect(point).toEqual({
      name: "Point",
      kind: "type",
      span: [3, 1, 3, 6],
      decl_span: [3, 1, 3, 37],
      doc: "A point in the plane.",
      children: [
        { name: "x", kind: "field", span: [3, 17, 3, 18], decl_span: [3, 17, 3, 25], signature: "Float" },
        { name: "y", kind: "field", span: [3, 27, 3, 28], decl_span: [3, 27, 3, 35], signature: "Float" },
        { name: "shift", kind: "method", span: [6, 7, 6, 12], decl_span: [6, 1, 8, 2], signature: "(self: &mut Point, d: Float) -> Void", doc: "Moves the point right by `d`." },
      ],
    });
    expect(symbols[1]).toMatchObject({ name: "distance", span: [11, 1, 11, 9], decl_span: [11, 1, 15, 2] });
    expect(symbols[2]!.children!.map((c) => `${c.name} ${c.kind}`)).toEqual(["area method"]);
    expect(symbols[3]).toMatchObject({ implements: ["Shape"], children: [{ name: "side" }, { name: "area", signature: "(self: &Square) -> Float" }] });
  });

  it("an unannotated function gets its inferred type as signature", async () => {
    const { symbols } = (await ok("list_symbols", { file_path: "src/main.yx" })) as { symbols: Outline[] };
    expect(symbols.map((s) => `${s.name} ${s.kind} ${s.signature ?? "-"}`)).toEqual(["x variable Int", "scale function (x: Int) -> Int", "main function () -> Void"]);
  });

  it("lists a folder's files with their outlines, members and docs as a file's (the root as \"\" or \".\"; 106a T4)", async () => {
    const { symbols: single } = (await ok("list_symbols", { file_path: "src/geometry.yx" })) as { symbols: Outline[] };
    for (const p of ["", ".", "src"]) {
      const { files } = (await ok("list_symbols", { path: p })) as { files: { file: string; symbols: Outline[] }[] };
      expect(files.map((f) => f.file)).toEqual(["src/geometry.yx", "src/main.yx"]);
      expect(files[0]!.symbols.map((s) => s.name)).toEqual(["Point", "distance", "Shape", "Square", "origin"]);
      expect(files[0]!.symbols).toEqual(single);
      expect(files[0]!.symbols[3]!.children!.map((c) => c.name)).toEqual(["side", "area"]);
    }
  });

  it("outlines corpus files within the budget, with truncated + hint past it", async () => {
    const corpus = await connectStdio(["--project-root", path.join(REPO_ROOT, "corpus")]);
    const file = await callTool(corpus, "list_symbols", { workspace_root: "geometry", file_path: "src/shapes.yx" });
    const shapes = file.structuredContent!.symbols as Outline[];
    expect(shapes.find((s) => s.name === "Circle")).toMatchObject({ implements: ["Shape", "Named"] });
    expect(shapes.find((s) => s.name === "Circle")!.children!.map((c) => c.name)).toEqual(["center", "radius", "area", "perimeter", "label", "covers"]);
    const folder = await callTool(corpus, "list_symbols", { workspace_root: "inventory", path: ".", max_chars: 1000 });
    expect(folder.structuredContent).toMatchObject({ truncated: true });
    expect(folder.structuredContent!.hint).toMatch(/file_path|max_chars/);
    expect(JSON.stringify(folder.structuredContent).length).toBeLessThanOrEqual(1000);
  });

  it("rejects both forms at once, and a folder without .yx files", async () => {
    expect(errorCode(await callTool(session, "list_symbols", { workspace_root: "nav", path: "src", file_path: "src/main.yx" }))).toBe("MCP-INVALID-INPUT");
    mkdirSync(path.join(root, "nav/empty"), { recursive: true });
    expect(errorCode(await callTool(session, "list_symbols", { workspace_root: "nav", path: "empty" }))).toBe("MCP-FILE-NOT-FOUND");
  });
});

describe("lookup_symbol by position (hover, go-to-definition)", () => {
  it("a borrowed receiver: m = &mut r; m.shift(2) is Point.shift, and m is a &mut Point", async () => {
    const shift = await at(12, 7);
    expect(shift.symbols.map((s) => s.id)).toEqual(["geometry.Point.shift"]);
    expect(shift.symbols[0]).toMatchObject({ file: "src/geometry.yx", span: [6, 7, 6, 12], qualified_name: "Point.shift" });
    const m = await at(12, 5);
    expect(m.symbols.map((s) => s.id)).toEqual(["main.main#m@11:5"]);
    expect(m.type).toBe("&mut Point");
  });

  it("a shadowing parameter resolves to the parameter, not the top-level value", async () => {
    const inner = await at(7, 33);
    expect(inner.symbols.map((s) => `${s.kind} ${s.id}`)).toEqual(["parameter main.scale#x@7:27"]);
    expect(inner.type).toBe("Int");
    const outer = await at(17, 33); // scale(x) in main's f-string
    expect(outer.symbols.map((s) => `${s.kind} ${s.id}`)).toEqual(["variable main.x"]);
  });

  it("an alias (use m.{a as b}) resolves to what it names, with via; so does the import item and the definition site", async () => {
    const use = await at(13, 9);
    expect(use.symbols.map((s) => s.id)).toEqual(["geometry.distance"]);
    expect(use.symbols[0]!.via).toEqual({ alias: "dist", file: "src/main.yx" });
    expect(use.type).toBe("(Point, Point) -> Float");
    expect((await at(2, 42)).symbols.map((s) => s.id)).toEqual(["geometry.distance"]); // `dist` in the use
    expect((await at(2, 31)).symbols.map((s) => s.id)).toEqual(["geometry.distance"]); // `distance` in the use
    const def = (await ok("lookup_symbol", { file_path: "src/geometry.yx", line: 11, column: 3 })) as { symbols: Sym[] };
    expect(def.symbols.map((s) => s.id)).toEqual(["geometry.distance"]);
  });

  it("an interface implementation through the receiver's type; a std member; a std namespace", async () => {
    expect((await at(15, 11)).symbols.map((s) => s.id)).toEqual(["geometry.Square.area"]);
    expect((await at(17, 8)).symbols.map((s) => `${s.id} ${s.origin}`)).toEqual(["std.io.println std"]);
    expect((await at(17, 5)).symbols.map((s) => `${s.id} ${s.kind}`)).toEqual(["std.io module"]);
  });

  it("an interface or interface member by position names its implementations, as by query (69a D3)", async () => {
    // `Shape` at geometry.yx 18:1 and its member `area` at 18:17; the implementing Square is declared in the same file.
    const atShape = (await ok("lookup_symbol", { file_path: "src/geometry.yx", line: 18, column: 1 })) as { symbols: Sym[] };
    const byQuery = (await ok("lookup_symbol", { query: "Shape" })) as { symbols: Sym[] };
    expect(atShape.symbols.map((s) => [s.id, s.implementations])).toEqual([["geometry.Shape", [{ id: "geometry.Square", file: "src/geometry.yx", span: [20, 1, 20, 7] }]]]);
    expect(atShape.symbols[0]!.implementations).toEqual(byQuery.symbols.find((s) => s.id === "geometry.Shape")!.implementations);
    const atArea = (await ok("lookup_symbol", { file_path: "src/geometry.yx", line: 18, column: 17 })) as { symbols: Sym[] };
    expect(atArea.symbols.map((s) => [s.id, s.implementations])).toEqual([["geometry.Shape.area", [{ id: "geometry.Square.area", file: "src/geometry.yx", span: [22, 8, 22, 12] }]]]);
    // An implementing member itself lists none.
    expect((await at(15, 11)).symbols[0]!.implementations).toBeUndefined();
  });

  it("a position on no name: empty, with a hint saying what is there", async () => {
    const cases: [number, number, RegExp][] = [
      [1, 2, /keyword `use`/],
      // Column 1 of a later line: the token there, not the file around it.
      [2, 1, /keyword `use`/],
      [2, 39, /keyword `as`/],
      [16, 8, /a comment/],
      [17, 25, /string literal/],
      [10, 20, /float literal/],
      [18, 5, /keyword `if`/],
      [8, 1, /whitespace/],
      [10, 2, /whitespace/],
      [4, 3, /the `=` token/],
      [4, 5, /integer literal/],
    ];
    for (const [line, column, what] of cases) {
      const r = await at(line, column);
      expect(r.symbols, `${line}:${column}`).toEqual([]);
      expect(r.hint, `${line}:${column}`).toMatch(what);
      expect(r.hint).toContain(`src/main.yx:${line}:${column}`);
    }
  });

  it("takes exactly one form: both or neither is MCP-INVALID-INPUT, as is a partial position", async () => {
    for (const args of [{ query: "x", file_path: "src/main.yx", line: 1, column: 1 }, {}, { file_path: "src/main.yx", line: 3 }]) {
      expect(errorCode(await callTool(session, "lookup_symbol", { workspace_root: "nav", ...args }))).toBe("MCP-INVALID-INPUT");
      expect(errorCode(await callTool(session, "find_references", { workspace_root: "nav", ...args }))).toBe("MCP-INVALID-INPUT");
    }
    expect(errorCode(await callTool(session, "lookup_symbol", { workspace_root: "nav", file_path: "src/nope.yx", line: 1, column: 1 }))).toBe("MCP-FILE-NOT-FOUND");
  });

  it("a position past the end of its line or of the file is MCP-INVALID-INPUT in each tool that takes one, saying how long it is (114b F5)", async () => {
    const cases: [number, number, string][] = [
      [99, 1, "src/main.yx:99:1 is past the end of the file (line 99; the file has 22 line(s))"],
      [4, 40, "src/main.yx:4:40 is past the end of line 4 (column 40; the line has 6 character(s))"],
    ];
    for (const [line, column, message] of cases) {
      for (const tool of ["lookup_symbol", "find_references", "rename_symbol"]) {
        // rename_symbol takes no workspace root: the file from the server's root.
        const renaming = tool === "rename_symbol";
        const where = renaming ? { file_path: "nav/src/main.yx", new_name: "fresh" } : { workspace_root: "nav", file_path: "src/main.yx" };
        const result = await callTool(session, tool, { ...where, line, column });
        expect(errorCode(result), `${tool} ${line}:${column}`).toBe("MCP-INVALID-INPUT");
        expect((result.structuredContent as { message: string }).message, tool).toBe(renaming ? `nav/${message}` : message);
      }
    }
    // Right after a line's last character is still on the line (a cursor there touches the name before it).
    expect((await at(4, 7)).hint).toMatch(/integer literal/);
  });
});

describe("lookup_symbol include_body", () => {
  it("returns each definition's text", async () => {
    const r = (await ok("lookup_symbol", { query: "distance", include_body: true })) as { symbols: Sym[] };
    expect(r.symbols[0]!.body).toBe(GEOMETRY.slice(GEOMETRY.indexOf("distance:"), GEOMETRY.indexOf("}\n\n// Figures") + 1));
    const pos = await at(12, 7, { include_body: true });
    expect(pos.symbols[0]!.body).toBe("Point.shift: (self: &mut Point, d: Float) -> Void = (self, d) => {\n    self.x = self.x + d\n}");
  });

  it("drops bodies past the budget, with truncated and a hint", async () => {
    const corpus = await connectStdio(["--project-root", path.join(REPO_ROOT, "corpus")]);
    const result = await callTool(corpus, "lookup_symbol", { workspace_root: "inventory", query: "", kind: ["function"], limit: 8, include_body: true, max_chars: 4500 });
    const data = result.structuredContent! as { symbols: Sym[]; truncated: boolean; hint: string };
    expect(data.truncated).toBe(true);
    expect(data.hint).toMatch(/\d+ bod(y|ies) left out/);
    const withBody = data.symbols.filter((s) => s.body !== undefined).length;
    expect(withBody).toBeGreaterThan(0);
    expect(data.symbols.length).toBeGreaterThan(withBody);
    // The best matches keep theirs: the symbols with a body are the first ones (82a D3).
    expect(data.symbols.slice(0, withBody).every((s) => s.body !== undefined)).toBe(true);
    expect(JSON.stringify(data).length).toBeLessThanOrEqual(4500);
  });

  it("gives each other declaration of an overloaded name its text and doc, under overloads (64a D5)", async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-overload-bodies-")));
    try {
      writeFileSync(path.join(root, "a.yx"), "// Scales by k.\nscale: (p: Int, k: Int) -> Int = (p, k) => p * k\n\n// Scales by two.\nscale: (p: Int) -> Int = (p) => scale(p, 2)\n");
      const session = await connectStdio(["--project-root", root]);
      type Overload = { span: number[]; signature: string; doc?: string; body?: string };
      const withBodies = (await callTool(session, "lookup_symbol", { query: "scale", include_body: true })).structuredContent! as { symbols: (Sym & { overloads: Overload[] })[] };
      const found = withBodies.symbols[0]!;
      expect(found.body).toBe("scale: (p: Int, k: Int) -> Int = (p, k) => p * k");
      expect(found.overloads.map((o) => [o.span[0], o.doc, o.body])).toEqual([
        [2, "Scales by k.", undefined],
        [5, "Scales by two.", "scale: (p: Int) -> Int = (p) => scale(p, 2)"],
      ]);
      const plain = (await callTool(session, "lookup_symbol", { query: "scale" })).structuredContent! as { symbols: (Sym & { overloads: Overload[] })[] };
      expect(plain.symbols[0]!.overloads.map((o) => Object.keys(o).sort().join())).toEqual(["file,signature,span", "file,signature,span"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("names an agent will try", () => {
  it("an import alias name resolves to what it names, with via", async () => {
    const r = (await ok("lookup_symbol", { query: "dist" })) as { symbols: Sym[] };
    expect(r.symbols[0]).toMatchObject({ id: "geometry.distance", via: { alias: "dist", file: "src/main.yx" } });
    expect(r.symbols[0]).not.toHaveProperty("match"); // exact
    expect(r.symbols.filter((s) => s.id === "geometry.distance")).toHaveLength(1);
    expect((await refs({ query: "dist" })).symbol?.id).toBe("geometry.distance");
  });

  it("an alias on corpus: `dot as dot_product`, `use shapes as geo`", async () => {
    const corpus = await connectStdio(["--project-root", path.join(REPO_ROOT, "corpus")]);
    const dot = await callTool(corpus, "lookup_symbol", { workspace_root: "geometry", query: "dot_product" });
    expect((dot.structuredContent!.symbols as Sym[])[0]).toMatchObject({ id: "linalg.vector.dot", via: { alias: "dot_product", file: "src/linalg/matrix.yx" } }); // the first file binding that alias
    const geo = await callTool(corpus, "lookup_symbol", { workspace_root: "geometry", query: "geo" });
    expect((geo.structuredContent!.symbols as Sym[])[0]).toMatchObject({ id: "shapes", kind: "module", via: { alias: "geo" } });
  });

  it("a std namespace (io, std.io, list) is the std module with its members", async () => {
    for (const query of ["io", "std.io"]) {
      const r = (await ok("lookup_symbol", { query })) as { symbols: (Sym & { members: { name: string }[] })[] };
      expect(r.symbols[0]).toMatchObject({ id: "std.io", kind: "module", origin: "std" });
      expect(r.symbols[0]!.members.map((m) => m.name)).toContain("println");
    }
    const list = (await ok("lookup_symbol", { query: "list" })) as { symbols: (Sym & { members: { name: string; signature?: string }[] })[] };
    expect(list.symbols.find((s) => s.id === "std.list")!.members.find((m) => m.name === "push")).toEqual({ name: "push", kind: "function", signature: "(list: List, item: Any) -> List" });
  });

  it("find_references on a std namespace's short name: the module's import and uses", async () => {
    const r = await refs({ query: "io" });
    expect(r.symbol).toMatchObject({ id: "std.io", kind: "module", origin: "std" });
    expect(r.locations.map(place)).toEqual(["src/main.yx 1:5 import", "src/main.yx 17:5 read", "src/main.yx 19:9 read"]);
  });

  it("a local asked for bare or as func.local lists its func#local forms; a member asked for by the wrong form lists Type.member", async () => {
    const bare = (await ok("lookup_symbol", { query: "dx" })) as { symbols: Sym[]; hint: string };
    expect(bare.symbols).toEqual([]);
    expect(bare.hint).toContain("'distance#dx'");
    const dotted = (await ok("lookup_symbol", { query: "distance.dx" })) as { symbols: Sym[]; hint: string };
    expect(dotted.hint).toContain("'distance#dx'");
    const member = (await ok("lookup_symbol", { query: "Square#side" })) as { symbols: Sym[]; hint: string };
    expect(member.hint).toContain("'Square.side'");
  });
});

describe("find_references", () => {
  it("by position: exactly the occurrence's symbol (a shadowing parameter's uses only)", async () => {
    const r = await refs({ file_path: "src/main.yx", line: 7, column: 33 });
    expect(r.symbol?.id).toBe("main.scale#x@7:27");
    expect(r.locations.map(place)).toEqual(["src/main.yx 7:9 signature", "src/main.yx 7:27 definition", "src/main.yx 7:33 read"]);
    const borrowed = await refs({ file_path: "src/main.yx", line: 12, column: 8 });
    expect(borrowed.locations.map(place)).toEqual(["src/geometry.yx 6:7 definition", "src/main.yx 12:7 call"]);
    const none = await refs({ file_path: "src/main.yx", line: 16, column: 8 });
    expect(none.locations).toEqual([]);
    expect(none.hint).toMatch(/a comment/);
  });

  it("every location carries its line, trimmed; no role, no per-location symbol for one symbol", async () => {
    const r = await refs({ query: "Point" });
    expect(r.groups).toBeUndefined();
    for (const l of r.locations) {
      expect(Object.keys(l).sort()).toEqual(["file", "kind", "line_text", "span"]);
    }
    expect(r.locations.map((l) => `${place(l)} | ${l.line_text}`)).toEqual([
      "src/geometry.yx 3:1 definition | Point: Type = { x: Float, y: Float }",
      "src/geometry.yx 6:1 type | Point.shift: (self: &mut Point, d: Float) -> Void = (self, d) => {",
      "src/geometry.yx 6:26 type | Point.shift: (self: &mut Point, d: Float) -> Void = (self, d) => {",
      "src/geometry.yx 11:15 type | distance: (a: Point, b: Point) -> Float = (a, b) => {",
      "src/geometry.yx 11:25 type | distance: (a: Point, b: Point) -> Float = (a, b) => {",
      "src/geometry.yx 24:10 call | origin = Point(0.0, 0.0)",
      "src/main.yx 2:15 import | use geometry.{Point, Square, distance as dist}",
      "src/main.yx 10:13 call | mut r = Point(1.0, 2.0)",
      "src/main.yx 13:17 call | d = dist(r, Point(0.0, 0.0))",
    ]);
  });

  it("several symbols: groups, and the symbol of each location", async () => {
    const r = await refs({ query: "area" });
    expect((r.groups as { symbol: Sym; count: number }[]).map((g) => `${g.symbol.id} ${g.count}`)).toEqual(["geometry.Shape.area 1", "geometry.Square.area 2"]);
    expect(r.locations.every((l) => typeof l.symbol === "string")).toBe(true);
  });

  it("kind filter: call, type, import, implementation, definition, read, write", async () => {
    expect((await refs({ query: "Point", kind: ["call"] })).locations.map(place)).toEqual(["src/geometry.yx 24:10 call", "src/main.yx 10:13 call", "src/main.yx 13:17 call"]);
    expect((await refs({ query: "Point", kind: ["import", "definition"] })).locations.map(place)).toEqual(["src/geometry.yx 3:1 definition", "src/main.yx 2:15 import"]);
    expect((await refs({ query: "Shape.area", kind: ["implementation"] })).locations.map(place)).toEqual(["src/geometry.yx 22:8 implementation"]);
    expect((await refs({ query: "Point.x", kind: ["write"] })).locations.map(place)).toEqual(["src/geometry.yx 7:10 write"]);
    expect((await refs({ query: "Point.x", kind: ["read"] })).locations.map(place)).toEqual(["src/geometry.yx 7:19 read", "src/geometry.yx 12:12 read", "src/geometry.yx 12:18 read"]);
    expect(errorCode(await callTool(session, "find_references", { workspace_root: "nav", query: "Point", kind: ["calls"] }))).toBe("MCP-INVALID-INPUT");
  });

  it("line_text is cut at 160 characters", async () => {
    const long = `${"z".repeat(40)} = ${"1 + ".repeat(60)}1\n`;
    writeFileSync(path.join(root, "nav/src/long.yx"), `${long}w = ${"z".repeat(40)}\n`);
    try {
      const r = await refs({ query: "z".repeat(40) });
      const first = r.locations[0]!;
      expect([...first.line_text].length).toBe(160);
      expect(first.line_text.endsWith("…")).toBe(true);
      expect(r.locations[1]!.line_text).toBe(`w = ${"z".repeat(40)}`);
    } finally {
      rmSync(path.join(root, "nav/src/long.yx"));
    }
  });
});

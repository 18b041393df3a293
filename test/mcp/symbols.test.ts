// lookup_symbol, find_references and rename_symbol end to end: the REAL
// server over stdio (the SDK client validates every structuredContent
// against the published outputSchema), on copies of the workspaces of
// modules-and-workspace.md §6.1, scenario by scenario (§6.2).
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectStdio, stopAll, type StdioSession, callTool, type ToolResult as Result, errorCode } from "../helpers/server-process.js";
import { MATCH_LABELS } from "../../src/analysis/symbols/match.js";
import { COMPOSITIONS, SYMBOL_FIXTURES, composeWorkspace, locationLines, symbolLines } from "../analysis/symbols/workspace.js";

let root: string;
let session: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-symbols-")));
  for (const [name, composition] of Object.entries(COMPOSITIONS)) composeWorkspace(composition, path.join(root, name));
  session = await connectStdio(["--project-root", root]);
  await session.client.listTools(); // makes the client validate results against outputSchema
}, 30_000);

afterAll(async () => {
  await stopAll();
  rmSync(root, { recursive: true, force: true });
});

async function call(name: string, args: Record<string, unknown>): Promise<Result> {
  return callTool(session, name, args);
}

async function ok(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await call(name, args);
  expect(result.isError, JSON.stringify(result.content)).toBe(false);
  const data = result.structuredContent!;
  expect(data.schemaVersion).toBe("2.0");
  expect(JSON.parse(result.content![0]!.text!)).toEqual(data);
  return data;
}

type Sym = { name: string; kind: string; scope: string; id: string; file: string | null; span: number[] | null; score: number; [k: string]: unknown };
type Loc = { file: string; span: number[]; role: string; kind: string; symbol: string; via?: string };

// The wire forms leave out what follows from other fields (schemaVersion
// 2.0, src/analysis/symbols/wire.ts). The §6 notation of these scenarios is
// rebuilt from what is sent, which also shows that nothing was lost: scope
// from kind, score from match (absent: exact), container and module from qualified_name and
// id; a location's role from its kind (a signature name is a `definition`,
// an alias an `import`), its symbol from the result's one symbol.
const MEMBER_KINDS = new Set(["field", "variant", "method"]);
const LOCAL_KINDS = new Set(["parameter", "local", "generic_parameter"]);

function expandSymbol(wire: Record<string, unknown>): Sym {
  const s = wire as { name: string; kind: string; id: string; qualified_name?: string; match?: string; file?: string; span?: number[]; decl_span?: number[]; signature?: string; doc?: string; origin?: string };
  for (const dropped of ["scope", "module", "container", "score"]) expect(wire).not.toHaveProperty(dropped);
  const qualified = s.qualified_name ?? s.name;
  const scope = MEMBER_KINDS.has(s.kind) ? "member" : LOCAL_KINDS.has(s.kind) ? "local" : "top-level";
  const container = scope === "member" ? qualified.slice(0, qualified.lastIndexOf(".")) : scope === "local" ? qualified.slice(0, qualified.indexOf("#")) : null;
  const module = s.kind === "module" ? s.id : s.id.slice(0, s.id.lastIndexOf(`.${qualified}`));
  return {
    ...s,
    qualified_name: qualified,
    scope,
    container,
    module,
    file: s.file ?? null,
    span: s.span ?? (s.kind === "module" ? [1, 1, 1, 1] : null),
    decl_span: s.decl_span ?? (s.kind === "module" ? [1, 1, 1, 1] : null),
    signature: s.signature ?? null,
    doc: s.doc ?? null,
    origin: s.origin ?? "workspace",
    score: MATCH_LABELS.indexOf((s.match ?? "exact") as never), // an exact match is sent without `match`
  } as Sym;
}

const ROLE_OF_KIND: Record<string, string> = { definition: "definition", signature: "signature", import: "import", read: "reference", call: "reference", type: "reference", write: "write", implementation: "implementation" };

async function lookup(ws: string, args: Record<string, unknown>): Promise<{ symbols: Sym[]; truncated: boolean; hint?: string }> {
  const data = (await ok("lookup_symbol", { workspace_root: ws, ...args })) as { symbols: Record<string, unknown>[]; truncated: boolean; hint?: string };
  return { ...data, symbols: data.symbols.map(expandSymbol) };
}

async function refs(ws: string, query: string, extra: Record<string, unknown> = {}): Promise<{ symbol?: Sym; groups: { symbol: Sym; count: number }[]; locations: Loc[]; hint?: string }> {
  const data = (await ok("find_references", { workspace_root: ws, query, ...extra })) as {
    symbol?: Record<string, unknown>;
    groups?: { symbol: Record<string, unknown>; count: number }[];
    locations: (Omit<Loc, "role" | "symbol"> & { symbol?: string; line_text: string })[];
    hint?: string;
  };
  const symbol = data.symbol ? expandSymbol(data.symbol) : undefined;
  const groups = data.groups ? data.groups.map((g) => ({ ...g, symbol: expandSymbol(g.symbol) })) : symbol ? [{ symbol, count: data.locations.length }] : [];
  if (data.groups) expect(data.groups.length).toBeGreaterThan(1);
  const locations = data.locations.map((l) => {
    expect(l).not.toHaveProperty("role");
    expect(typeof l.line_text).toBe("string");
    // The symbol id is sent when the result names several symbols, or for a member implementing the one asked about.
    expect(l.symbol === undefined).toBe(symbol !== undefined && l.kind !== "implementation");
    return { ...l, role: ROLE_OF_KIND[l.kind]!, symbol: l.symbol ?? symbol!.id };
  });
  return { ...(data.hint !== undefined ? { hint: data.hint } : {}), ...(symbol ? { symbol } : {}), groups, locations };
}

async function refLines(ws: string, query: string, extra: Record<string, unknown> = {}): Promise<string[]> {
  return locationLines((await refs(ws, query, extra)).locations);
}

type Edit = { span: number[]; old: string; new: string };
async function rename(file: string, args: Record<string, unknown>): Promise<{ source: string; edits: Edit[]; diff: string; diagnostics: { code: string; span: number[]; message: string }[] }> {
  const source = readFileSync(path.join(SYMBOL_FIXTURES, file), "utf8");
  return (await ok("rename_symbol", { source, ...args })) as never;
}

const editSpans = (r: { edits: Edit[] }) => r.edits.map((e) => e.span);

async function refused(file: string, args: Record<string, unknown>): Promise<{ code: string; span: number[]; message: string }> {
  const source = readFileSync(path.join(SYMBOL_FIXTURES, file), "utf8");
  const r = await rename(file, args);
  expect(r.source).toBe(source);
  expect(r.edits).toEqual([]);
  expect(r.diagnostics).toHaveLength(1);
  return r.diagnostics[0]!;
}

describe("lookup_symbol (W1)", () => {
  it("S1 exact lookup", async () => {
    const r = await lookup("w1", { query: "distance" });
    expect(symbolLines(r.symbols)).toEqual(["distance | function | top-level | geometry.distance | src/geometry.yx [6,1,6,9] | 0"]);
    expect(r.symbols[0]).toMatchObject({
      qualified_name: "distance",
      container: null,
      decl_span: [6, 1, 10, 2],
      signature: "(a: Point, b: Point) -> Float",
      origin: "workspace",
      module: "geometry",
      score: 0,
    });
    expect(r.truncated).toBe(false);
  });

  it("S2 function and method with one name", async () => {
    expect(symbolLines((await lookup("w1", { query: "area" })).symbols)).toEqual([
      "area | function | top-level | shapes.area | src/shapes.yx [7,1,7,5] | 0",
      "area | method | member | shapes.Rect.area | src/shapes.yx [3,6,3,10] | 0",
    ]);
    const method = (await lookup("w1", { query: "area" })).symbols[1]!;
    expect(method).toMatchObject({ qualified_name: "Rect.area", container: "Rect" });
    expect(symbolLines((await lookup("w1", { query: "Rect.area" })).symbols)).toEqual(["area | method | member | shapes.Rect.area | src/shapes.yx [3,6,3,10] | 0"]);
    const ci = (await lookup("w1", { query: "rect.AREA" })).symbols;
    expect(symbolLines(ci)).toEqual(["area | method | member | shapes.Rect.area | src/shapes.yx [3,6,3,10] | 1"]);
    expect(ci[0]!.match).toBe("case-insensitive");
  });

  it("S3 fuzzy ranking", async () => {
    expect(symbolLines((await lookup("w1", { query: "point" })).symbols)).toEqual(["Point | type | top-level | geometry.Point | src/geometry.yx [2,1,2,6] | 1"]);
    const pt = (await lookup("w1", { query: "Pt" })).symbols;
    expect(symbolLines(pt)).toEqual(["Point | type | top-level | geometry.Point | src/geometry.yx [2,1,2,6] | 4"]);
    expect(pt[0]!.match).toBe("fuzzy");
    const geo = (await lookup("w1", { query: "geo" })).symbols;
    expect(symbolLines(geo)).toEqual(["geometry | module | top-level | geometry | src/geometry.yx [1,1,1,1] | 2"]);
    expect(geo[0]!.match).toBe("prefix");
  });

  it("reads a query without the blanks around it, as find_references does (87b D2)", async () => {
    const plain = (await lookup("w1", { query: "Point" })).symbols.map((s) => s.id);
    expect(plain.length).toBeGreaterThan(0);
    expect((await lookup("w1", { query: " Point\r\n" })).symbols.map((s) => s.id)).toEqual(plain);
  });

  it("rejects an unknown kind", async () => {
    expect(errorCode(await call("lookup_symbol", { query: "x", workspace_root: "w1", kind: ["klass"] }))).toBe("MCP-INVALID-INPUT");
  });

  it("S4 kind filter and hidden locals", async () => {
    expect((await lookup("w1", { query: "", kind: ["type"] })).symbols.map((s) => `${s.id} ${s.score}`)).toEqual(["geometry.Point 3", "shapes.Rect 3"]);
    expect((await lookup("w1", { query: "", kind: ["method"] })).symbols.map((s) => s.id)).toEqual(["shapes.Rect.area", "geometry.Point.norm"]);
    const hidden = await lookup("w1", { query: "dx" });
    expect(hidden.symbols).toEqual([]);
    expect(hidden.hint).toMatch(/local/);
    const local = (await lookup("w1", { query: "dx", kind: ["local"] })).symbols;
    expect(symbolLines(local)).toEqual(["dx | local | local | geometry.distance#dx@7:5 | src/geometry.yx [7,5,7,7] | 0"]);
    expect(local[0]).toMatchObject({ qualified_name: "distance#dx", container: "distance" });
    expect((await lookup("w1", { query: "dx", include_locals: true })).symbols.map((s) => s.id)).toEqual(["geometry.distance#dx@7:5"]);
  });

  it("S41 std symbols are hidden unless include_std", async () => {
    const hidden = await lookup("w1", { query: "println" });
    expect(hidden.symbols).toEqual([]);
    expect(hidden.hint).toMatch(/include_std/);
    const std = (await lookup("w1", { query: "println", include_std: true })).symbols;
    expect(std[0]).toMatchObject({ name: "println", kind: "function", scope: "top-level", id: "std.io.println", file: null, score: 0, origin: "std", module: "std.io" });
    // A std symbol's own id asks for std, as `io.println` does (98a D6).
    expect((await lookup("w1", { query: "std.io.println" })).symbols.map((s) => s.id)).toEqual(["std.io.println"]);
  });

  it("an empty answer explains itself and names the nearest symbols", async () => {
    const r = await lookup("w1", { query: "distanse" });
    expect(r.symbols).toEqual([]);
    expect(r.hint).toMatch(/No symbol matches 'distanse'/);
    expect(r.hint).toMatch(/Nearest symbols: distance/);
    const missing = await lookup("w1", { query: "nowhere.thing" });
    expect(missing.hint).toMatch(/module path 'nowhere'/);
  });

  it("an empty answer says when files do not parse or a path is not in the workspace", async () => {
    const broken = path.join(root, "w1", "src", "broken.yx");
    writeFileSync(broken, "oops = (1 +\n");
    try {
      const r = await lookup("w1", { query: "zzz_nothing" });
      expect(r.symbols).toEqual([]);
      expect(r.hint).toMatch(/do not parse \(src\/broken\.yx\)/);
      expect((await lookup("w1", { query: "src/nope.yx" })).hint).toMatch(/'src\/nope\.yx' is not a file of the workspace/);
    } finally {
      rmSync(broken);
    }
  });

  it("a word-boundary fragment finds a snake_case name (a plain subsequence, score 4: §5.2 scores a bare name by characters)", async () => {
    const dir = path.join(root, "w1", "src");
    writeFileSync(path.join(dir, "extra.yx"), "point_norm = 1\nplain = 2\n");
    try {
      const r = await lookup("w1", { query: "ptNorm" });
      expect(r.symbols.map((s) => `${s.id} ${s.match}`)).toEqual(["extra.point_norm fuzzy"]);
    } finally {
      rmSync(path.join(dir, "extra.yx"));
    }
  });
});

describe("find_references", () => {
  // Only the locations that can fit are given their line's text (tools/find_references.ts); the
  // answer must be the head of the whole one, and its hint must count every location.
  it("cuts a long list of locations to the budget as the head of the whole list, counting them all", async () => {
    const ws = path.join(root, "many-references");
    mkdirSync(path.join(ws, "src"), { recursive: true });
    const uses = Array.from({ length: 400 }, (_, i) => `    total = total + counter_value * ${i}`).join("\n");
    writeFileSync(path.join(ws, "src", "main.yx"), `counter_value: Int = 3\n\nsum_up: () -> Int = () => {\n    mut total = 0\n${uses}\n    total\n}\n`);
    const whole = (await ok("find_references", { workspace_root: ws, query: "counter_value", max_chars: 80_000 })) as { locations: Loc[]; truncated: boolean };
    expect(whole.truncated).toBe(false);
    expect(whole.locations).toHaveLength(401);
    const cut = (await ok("find_references", { workspace_root: ws, query: "counter_value", max_chars: 2_000 })) as { locations: Loc[]; truncated: boolean; hint: string };
    expect(cut.truncated).toBe(true);
    expect(cut.locations.length).toBeGreaterThan(5);
    expect(cut.locations).toEqual(whole.locations.slice(0, cut.locations.length));
    expect(cut.hint).toContain(`${cut.locations.length} of 401 items shown`);
  });

  it("keeps the groups of a name many symbols share whole while it cuts their locations (82a D5)", async () => {
    const ws = path.join(root, "many-symbols");
    mkdirSync(path.join(ws, "src"), { recursive: true });
    for (let i = 0; i < 30; i++) {
      const uses = Array.from({ length: 20 }, (_, k) => `    v${k} = area(${k}.0)`).join("\n");
      writeFileSync(path.join(ws, "src", `m${i}.yx`), `pub area: (k: Float) -> Float = k * ${i}.0\n\nmain = {\n${uses}\n}\n`);
    }
    const cut = (await ok("find_references", { workspace_root: ws, query: "area", max_chars: 8_000 })) as { groups: { symbol: { id: string } }[]; locations: Loc[]; truncated: boolean; hint: string };
    expect(cut.truncated).toBe(true);
    expect(cut.groups.map((g) => g.symbol.id).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `m${i}.area`).sort());
    expect(cut.hint).toContain("groups shown whole");
  });

  it("S5 cross-file references (W1)", async () => {
    const all = [
      "src/geometry.yx [6,1,6,9] definition geometry.distance",
      "src/main.yx [2,22,2,30] import geometry.distance",
      "src/main.yx [8,9,8,17] reference geometry.distance",
    ];
    const r = await refs("w1", "distance");
    expect(locationLines(r.locations)).toEqual(all);
    expect(r.symbol).toMatchObject({ id: "geometry.distance", kind: "function" });
    expect(r.locations.map((l) => l.kind)).toEqual(["definition", "import", "call"]);
    expect(await refLines("w1", "distance", { include_declaration: false })).toEqual(all.slice(1));
  });

  it("S6 method versus free function (W1)", async () => {
    expect(await refLines("w1", "Rect.area")).toEqual([
      "src/main.yx [10,12,10,16] reference shapes.Rect.area",
      "src/shapes.yx [3,6,3,10] definition shapes.Rect.area",
    ]);
    expect(await refLines("w1", "shapes.area")).toEqual([
      "src/main.yx [3,19,3,23] import shapes.area",
      "src/main.yx [11,10,11,14] reference shapes.area",
      "src/shapes.yx [7,1,7,5] definition shapes.area",
    ]);
    const both = await refs("w1", "area");
    expect(locationLines(both.locations)).toEqual([
      "src/main.yx [3,19,3,23] import shapes.area",
      "src/main.yx [10,12,10,16] reference shapes.Rect.area",
      "src/main.yx [11,10,11,14] reference shapes.area",
      "src/shapes.yx [3,6,3,10] definition shapes.Rect.area",
      "src/shapes.yx [7,1,7,5] definition shapes.area",
    ]);
    expect(both.symbol).toBeUndefined();
    expect(both.groups.map((g) => `${g.symbol.id} ${g.count}`)).toEqual(["shapes.area 3", "shapes.Rect.area 2"]);
  });

  it("S7 a record field (W1)", async () => {
    expect(await refLines("w1", "Point.x")).toEqual([
      "src/geometry.yx [2,17,2,18] definition geometry.Point.x",
      "src/geometry.yx [7,12,7,13] reference geometry.Point.x",
      "src/geometry.yx [7,18,7,19] reference geometry.Point.x",
      "src/geometry.yx [13,17,13,18] reference geometry.Point.x",
      "src/geometry.yx [13,26,13,27] reference geometry.Point.x",
    ]);
  });

  it("S10 an unresolved name is nobody's reference (W1 + report.yx)", async () => {
    expect(await refLines("w1Report", "distance")).toEqual([
      "src/geometry.yx [6,1,6,9] definition geometry.distance",
      "src/main.yx [2,22,2,30] import geometry.distance",
      "src/main.yx [8,9,8,17] reference geometry.distance",
    ]);
  });

  it("S13 namespace imports (W1 + whole.yx)", async () => {
    expect(await refLines("w1Whole", "geometry.distance")).toEqual([
      "src/geometry.yx [6,1,6,9] definition geometry.distance",
      "src/main.yx [2,22,2,30] import geometry.distance",
      "src/main.yx [8,9,8,17] reference geometry.distance",
      "src/whole.yx [6,13,6,21] reference geometry.distance",
    ]);
    expect(await refLines("w1Whole", "geometry")).toEqual([
      "src/main.yx [2,5,2,13] import geometry",
      "src/whole.yx [1,5,1,13] import geometry",
      "src/whole.yx [2,5,2,13] import geometry",
      "src/whole.yx [2,17,2,20] import geometry via geo",
      "src/whole.yx [5,9,5,17] reference geometry",
      "src/whole.yx [6,9,6,12] reference geometry via geo",
      "src/whole.yx [6,25,6,28] reference geometry via geo",
      "src/whole.yx [7,9,7,12] reference geometry via geo",
    ]);
  });

  it("S14 item aliases (W1 + alias.yx)", async () => {
    expect(await refLines("w1Alias", "distance")).toEqual([
      "src/alias.yx [1,27,1,35] import geometry.distance",
      "src/alias.yx [1,39,1,43] import geometry.distance via dist",
      "src/alias.yx [4,12,4,16] reference geometry.distance via dist",
      "src/geometry.yx [6,1,6,9] definition geometry.distance",
      "src/main.yx [2,22,2,30] import geometry.distance",
      "src/main.yx [8,9,8,17] reference geometry.distance",
    ]);
    // `dist` is the alias's exact name (issue 14): what it names, with via, ranked as an exact match.
    const dist = (await lookup("w1Alias", { query: "dist" })).symbols;
    expect(symbolLines(dist)).toEqual(["distance | function | top-level | geometry.distance | src/geometry.yx [6,1,6,9] | 0"]);
    expect(dist[0]!.via).toEqual({ alias: "dist", file: "src/alias.yx" });
  });

  it("S17 an import inside a function (W1 + scoped.yx)", async () => {
    const lines = await refLines("w1Scoped", "distance");
    expect(lines).toContain("src/scoped.yx [2,26,2,34] import geometry.distance");
    expect(lines).toContain("src/scoped.yx [3,12,3,20] reference geometry.distance");
    expect(lines.some((l) => l.startsWith("src/scoped.yx [7,9,7,17]"))).toBe(false);
  });

  it("S18 same name in two modules (W2)", async () => {
    expect(symbolLines((await lookup("w2", { query: "helper" })).symbols)).toEqual([
      "helper | function | top-level | a.helper | a.yx [1,1,1,7] | 0",
      "helper | function | top-level | b.helper | b.yx [1,1,1,7] | 0",
    ]);
    const a = ["a.yx [1,1,1,7] definition a.helper", "a.yx [6,12,6,18] reference a.helper", "main.yx [1,8,1,14] import a.helper", "main.yx [5,13,5,19] reference a.helper"];
    const b = ["b.yx [1,1,1,7] definition b.helper", "main.yx [2,8,2,14] import b.helper", "main.yx [2,18,2,26] import b.helper via helper_b", "main.yx [5,24,5,32] reference b.helper via helper_b"];
    expect(await refLines("w2", "a.helper")).toEqual(a);
    expect(await refLines("w2", "b.helper")).toEqual(b);
    const merged = await refLines("w2", "helper");
    expect(merged).toEqual([a[0], a[1], b[0], a[2], b[1], b[2], a[3], b[3]]);
  });

  it("S19 the first of two imports keeps the name (W2 + dup.yx)", async () => {
    const lines = await refLines("w2Dup", "a.helper");
    expect(lines).toContain("dup.yx [7,9,7,15] reference a.helper");
    expect((await refLines("w2Dup", "b.helper")).some((l) => l.startsWith("dup.yx [7,9"))).toBe(false);
  });

  it("S20 import versus definition: lookup lists all three (W2 + clash.yx)", async () => {
    expect((await lookup("w2Clash", { query: "helper" })).symbols.map((s) => `${s.id} ${s.file} [${s.span}]`)).toEqual([
      "a.helper a.yx [1,1,1,7]",
      "b.helper b.yx [1,1,1,7]",
      "clash.helper clash.yx [3,1,3,7]",
    ]);
  });

  it("S21 importer directory wins (W3)", async () => {
    expect(await refLines("w3", "tests.lib.helper")).toEqual([
      "tests/lib.yx [1,1,1,7] definition tests.lib.helper",
      "tests/lib_test.yx [2,10,2,16] import tests.lib.helper",
      "tests/lib_test.yx [5,19,5,25] reference tests.lib.helper",
    ]);
    expect(await refLines("w3", "lib.helper")).toEqual(["lib.yx [1,1,1,7] definition lib.helper"]);
  });

  it("S24 nested modules (W4)", async () => {
    const vec = (await lookup("w4", { query: "Vec2" })).symbols;
    expect(symbolLines(vec)).toEqual(["Vec2 | type | top-level | math.vector.Vec2 | src/math/vector.yx [1,1,1,5] | 0"]);
    expect(vec[0]!.module).toBe("math.vector");
    expect(await refLines("w4", "Vec2.len2")).toEqual([
      "src/main.yx [7,11,7,15] reference math.vector.Vec2.len2",
      "src/main.yx [7,22,7,26] reference math.vector.Vec2.len2",
      "src/math/vector.yx [3,6,3,10] definition math.vector.Vec2.len2",
    ]);
    expect(await refLines("w4", "math.zero")).toEqual([
      "src/main.yx [5,14,5,18] reference math.zero",
      "src/math/mod.yx [3,1,3,5] definition math.zero",
    ]);
  });

  it("S27 parameter shadowing and closures (W5 util.yx)", async () => {
    const scale = ["src/util.yx [3,1,3,6] definition util.scale", "src/util.yx [10,12,10,17] reference util.scale", "src/util.yx [14,38,14,43] reference util.scale"];
    expect(await refLines("w5", "util.scale")).toEqual(scale);
    expect(await refLines("w5", "scale")).toEqual(scale);
    expect(await refLines("w5", "apply#scale")).toEqual([
      "src/util.yx [5,9,5,14] signature util.apply#scale@5:39",
      "src/util.yx [5,39,5,44] definition util.apply#scale@5:39",
      "src/util.yx [6,12,6,17] reference util.apply#scale@5:39",
    ]);
    expect(await refLines("w5", "scale_all#k")).toEqual([
      "src/util.yx [13,28,13,29] signature util.scale_all#k@13:56",
      "src/util.yx [13,56,13,57] definition util.scale_all#k@13:56",
      "src/util.yx [14,34,14,35] reference util.scale_all#k@13:56",
    ]);
    const params = (await lookup("w5", { query: "x", kind: ["parameter"] })).symbols;
    expect(params.map((s) => `${s.id} [${s.span}] ${s.score}`)).toEqual([
      "util.apply#x@5:46 [5,46,5,47] 0",
      "util.double#x@9:28 [9,28,9,29] 0",
      "util.scale_all#x@14:25 [14,25,14,26] 0",
      "util.scale_all#xs@13:52 [13,52,13,54] 2",
    ]);
    expect(params[2]!.container).toBe("scale_all");
  });

  it("S28 field versus variable (W5 config.yx)", async () => {
    expect(await refLines("w5", "Settings.width")).toEqual([
      "src/config.yx [1,20,1,25] definition config.Settings.width",
      "src/config.yx [10,14,10,19] reference config.Settings.width",
    ]);
    expect(await refLines("w5", "config.width")).toEqual([
      "src/config.yx [3,1,3,6] definition config.width",
      "src/config.yx [6,21,6,26] reference config.width",
    ]);
    expect(await refLines("w5", "width")).toEqual([
      "src/config.yx [1,20,1,25] definition config.Settings.width",
      "src/config.yx [3,1,3,6] definition config.width",
      "src/config.yx [6,21,6,26] reference config.width",
      "src/config.yx [10,14,10,19] reference config.Settings.width",
    ]);
    expect((await lookup("w5", { query: "width" })).symbols.map((s) => `${s.id} ${s.kind} ${s.scope} ${s.score}`)).toEqual([
      "config.width variable top-level 0",
      "config.Settings.width field member 0",
    ]);
  });

  it("S30 symbol kinds (W5 kinds.yx)", async () => {
    expect(symbolLines((await lookup("w5", { query: "Drawable" })).symbols)).toEqual([
      "Drawable | interface | top-level | kinds.Drawable | src/kinds.yx [1,1,1,9] | 0",
    ]);
    expect((await lookup("w5", { query: "draw" })).symbols.map((s) => `${s.name} | ${s.kind} | ${s.scope} | ${s.id} | [${s.span}] | ${s.score}`)).toEqual([
      "draw | method | member | kinds.Drawable.draw | [1,20,1,24] | 0",
      "Drawable | interface | top-level | kinds.Drawable | [1,1,1,9] | 2",
    ]);
    expect((await lookup("w5", { query: "", kind: ["variant"] })).symbols.map((s) => `${s.id} [${s.span}]`)).toEqual([
      "kinds.Color.red [3,17,3,20]",
      "kinds.Color.rgb [3,35,3,38]",
    ]);
    expect((await lookup("w5", { query: "", kind: ["generic_parameter"] })).symbols.map((s) => `${s.id} [${s.span}]`)).toEqual([
      "kinds.Pair#T@5:8 [5,8,5,9]",
      "kinds.swap#T@7:8 [7,8,7,9]",
    ]);
    expect(symbolLines((await lookup("w5", { query: "second" })).symbols)).toEqual([
      "second | field | member | kinds.Pair.second | src/kinds.yx [5,39,5,45] | 0",
    ]);
    expect(await refLines("w5", "Pair.second")).toEqual([
      "src/kinds.yx [5,39,5,45] definition kinds.Pair.second",
      "src/kinds.yx [8,19,8,25] reference kinds.Pair.second",
    ]);
    expect(await refLines("w5", "swap#p")).toEqual([
      "src/kinds.yx [7,21,7,22] signature kinds.swap#p@7:47",
      "src/kinds.yx [7,47,7,48] definition kinds.swap#p@7:47",
      "src/kinds.yx [8,17,8,18] reference kinds.swap#p@7:47",
      "src/kinds.yx [8,27,8,28] reference kinds.swap#p@7:47",
    ]);
  });

  it("S41 std names and modules (W1)", async () => {
    expect(await refLines("w1", "println")).toEqual(["src/main.yx [12,8,12,15] reference std.io.println"]);
    expect(await refLines("w1", "std.io")).toEqual(["src/main.yx [1,5,1,11] import std.io", "src/main.yx [12,5,12,7] reference std.io"]);
    // As code writes it: the std module by the name `use std.io` binds.
    expect(await refLines("w1", "io.println")).toEqual(["src/main.yx [12,8,12,15] reference std.io.println"]);
    const found = (await lookup("w1", { query: "io.println" })).symbols.map((s) => s.id);
    expect(found).toEqual(["std.io.println"]);
    // A built-in type: no locations, and a hint saying why (not the nearest unrelated names).
    const builtin = await refs("w1", "Int");
    expect(builtin.locations).toEqual([]);
    expect(builtin.hint).toMatch(/^'Int' is a built-in type: its uses in annotations are not indexed/);
  });

  it("sees an edit on disk at the next call", async () => {
    const file = path.join(root, "w2", "b.yx");
    const before = readFileSync(file, "utf8");
    writeFileSync(file, `${before}\nagain = helper()\n`);
    try {
      expect(await refLines("w2", "b.helper")).toContain("b.yx [5,9,5,15] reference b.helper");
    } finally {
      writeFileSync(file, before);
    }
    expect((await refLines("w2", "b.helper")).some((l) => l.startsWith("b.yx [5,"))).toBe(false);
  });
});

describe("typecheck", () => {
  it("S16 rejected use syntax: E0011 at the alias after a positional `as`, and at a relative path", async () => {
    const r = await callTool(session, "typecheck", { source: "use geometry.{Point} as P\nuse .shapes\n\nmain = {\n}\n" });
    const diagnostics = (r.structuredContent as { diagnostics: { code: string; span: number[]; message: string }[] }).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.span])).toEqual([
      ["E0011", [1, 25, 1, 26]],
      ["E0011", [2, 5, 2, 6]],
    ]);
    // The message names the token its span is on (71b D8).
    expect(diagnostics[0]!.message).toContain("found `as P`");
  });
});

describe("rename_symbol", () => {
  it("S14 item aliases", async () => {
    const dist = await rename("W1-variants/src/alias.yx", { old_name: "dist", new_name: "near" });
    expect(dist.edits).toEqual([
      { span: [1, 39, 1, 43], old: "dist", new: "near" },
      { span: [4, 12, 4, 16], old: "dist", new: "near" },
    ]);
    expect(dist.source.split("\n")[0]).toBe("use geometry.{Point as P, distance as near}");
    expect(dist.diff).toMatch(/^-use geometry\.\{Point as P, distance as dist\}$/m);
    expect(dist.diff).toMatch(/^\+use geometry\.\{Point as P, distance as near\}$/m);
    expect(editSpans(await rename("W1-variants/src/alias.yx", { old_name: "P", new_name: "Pt" }))).toEqual([[1, 24, 1, 25], [3, 10, 3, 11], [4, 20, 4, 21]]);
    expect((await refused("W1-variants/src/alias.yx", { old_name: "distance", new_name: "gap" })).code).toBe("MCP-RENAME-IMPORTED");
  });

  it("an alias that repeats the name (`helper as helper`) and a module bound as an item (`use std.{io}`) are renamed: the alias and uses, ` as <new>` after the item", async () => {
    const renamed = (args: Record<string, unknown>) => ok("rename_symbol", args) as Promise<{ source: string; diagnostics: unknown[] }>;
    const same = await renamed({ source: "use lib.{helper as helper}\nmain = {\n    helper(1)\n}\n", old_name: "helper", new_name: "assist" });
    expect(same.diagnostics).toEqual([]);
    expect(same.source).toBe("use lib.{helper as assist}\nmain = {\n    assist(1)\n}\n");
    const std = await renamed({ source: 'use std.{io, list as L}\nmain = {\n    io.println("x")\n}\n', old_name: "io", new_name: "out" });
    expect(std.diagnostics).toEqual([]);
    expect(std.source).toBe('use std.{io as out, list as L}\nmain = {\n    out.println("x")\n}\n');
    // Renamed back to the name it aliases, the alias goes: the undo gives the text back.
    const back = await renamed({ source: std.source, old_name: "out", new_name: "io" });
    expect(back.diagnostics).toEqual([]);
    expect(back.source).toBe('use std.{io, list as L}\nmain = {\n    io.println("x")\n}\n');
    const module = await renamed({ source: "use lib.tools as t\nmain = {\n    t.helper(1)\n}\n", old_name: "t", new_name: "tools" });
    expect(module.diagnostics).toEqual([]);
    expect(module.source).toBe("use lib.tools\nmain = {\n    tools.helper(1)\n}\n");
    // An item's alias stays: the item imported under its own name would be the item itself (no undo there).
    const item = await renamed({ source: same.source, old_name: "assist", new_name: "helper" });
    expect(item.diagnostics).toEqual([]);
    expect(item.source).toBe("use lib.{helper as helper}\nmain = {\n    helper(1)\n}\n");
    // An item imported under its own name is still the original's: rename it where it is defined, or alias it.
    const plain = (await ok("rename_symbol", { source: "use lib.{helper}\nmain = {\n    helper(1)\n}\n", old_name: "helper", new_name: "assist" })) as { diagnostics: { code: string; message: string }[] };
    expect(plain.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-IMPORTED"]);
    expect(plain.diagnostics[0]!.message).toContain("{helper as …}");
  });

  it("S28 field versus variable", async () => {
    expect(editSpans(await rename("W5/src/config.yx", { old_name: "width", new_name: "cols" }))).toEqual([[3, 1, 3, 6], [6, 21, 6, 26]]);
    expect(editSpans(await rename("W5/src/config.yx", { old_name: "Settings.width", new_name: "cols" }))).toEqual([[1, 20, 1, 25], [10, 14, 10, 19]]);
  });

  it("S31 rename into an existing name (r1.yx)", async () => {
    const d = await refused("rename/r1.yx", { old_name: "limit", new_name: "max_items" });
    expect(d).toMatchObject({ code: "MCP-RENAME-COLLISION", span: [2, 1, 2, 10] });
    expect(editSpans(await rename("rename/r1.yx", { old_name: "limit", new_name: "cap" }))).toEqual([[1, 1, 1, 6], [5, 12, 5, 17], [6, 16, 6, 21]]);
  });

  it("S32 assignment-first capture and bad names (r2.yx)", async () => {
    expect(await refused("rename/r2.yx", { old_name: "rate", new_name: "factor" })).toMatchObject({ code: "MCP-RENAME-COLLISION", span: [4, 5, 4, 11] });
    expect((await refused("rename/r2.yx", { scope: "function:compute", old_name: "factor", new_name: "rate" })).code).toBe("MCP-RENAME-COLLISION");
    expect(editSpans(await rename("rename/r2.yx", { old_name: "rate", new_name: "speed" }))).toEqual([[1, 1, 1, 5], [5, 25, 5, 29]]);
    expect((await refused("rename/r2.yx", { old_name: "rate", new_name: "Float" })).code).toBe("MCP-RENAME-RESERVED");
    expect((await refused("rename/r2.yx", { old_name: "ratio", new_name: "speed" })).code).toBe("MCP-RENAME-NOT-FOUND");
    const same = await rename("rename/r2.yx", { old_name: "rate", new_name: "rate" });
    expect(same).toMatchObject({ edits: [], diagnostics: [], diff: "" });
    expect(same.source).toBe(readFileSync(path.join(SYMBOL_FIXTURES, "rename/r2.yx"), "utf8"));
  });

  it("`ok`, `err`, `some`, `none` are new names for a symbol no pattern binds (syntax.md §1.5); capturing the prelude's is a collision", async () => {
    const source = "step = (n: Int) => n + 1\nmain = {\n    fine = step(1)\n    v = match fine {\n        x => x + 1,\n    }\n}\n";
    type Renamed = { edits: Edit[]; diagnostics: { code: string; message: string }[] };
    const renamed = async (text: string, args: Record<string, unknown>) => (await ok("rename_symbol", { source: text, ...args })) as Renamed;
    expect(editSpans(await renamed(source, { old_name: "fine", new_name: "ok" }))).toEqual([[3, 5, 3, 9], [4, 15, 4, 19]]);
    const pattern = await renamed(source, { scope: "function:main", old_name: "x", new_name: "none" });
    expect(pattern.edits).toEqual([]);
    expect(pattern.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["MCP-RENAME-RESERVED 'none' is reserved here (a pattern would read it as the built-in constructor)"]);
    const captured = await renamed("main = {\n    fine = 1\n    r = ok(5)\n    print(fine)\n}\n", { old_name: "fine", new_name: "ok" });
    expect(captured.edits).toEqual([]);
    expect(captured.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["MCP-RENAME-COLLISION the reference to 'ok' at 3:9 (the std prelude name) would be captured by the renamed binding"]);
  });

  it("S32 a keyword or non-identifier new_name is a refusal, not a tool error (94a D1)", async () => {
    for (const [name, code] of [["match", "MCP-RENAME-RESERVED"], ["9lives", "MCP-RENAME-INVALID-NAME"], ["_", "MCP-RENAME-INVALID-NAME"]] as const) {
      expect((await refused("rename/r2.yx", { old_name: "rate", new_name: name })).code).toBe(code);
    }
  });

  it("S33 std names and namespace bindings (r3.yx)", async () => {
    expect((await refused("rename/r3.yx", { old_name: "println", new_name: "say" })).code).toBe("MCP-RENAME-STD-SYMBOL");
    const io = await rename("rename/r3.yx", { old_name: "io", new_name: "out" });
    expect(io.edits.map((e) => [e.span, e.old, e.new])).toEqual([
      [[1, 11, 1, 11], "", " as out"],
      [[4, 5, 4, 7], "io", "out"],
    ]);
    expect(io.source.split("\n")[0]).toBe("use std.io as out");
    expect(io.source.split("\n")[3]).toBe("    out.println(name)");
    expect(editSpans(await rename("rename/r3.yx", { old_name: "name", new_name: "who" }))).toEqual([[3, 9, 3, 13], [3, 34, 3, 38], [4, 16, 4, 20], [5, 13, 5, 17]]);
    expect((await refused("rename/r3.yx", { scope: "function:greet", old_name: "name", new_name: "println" })).code).toBe("MCP-RENAME-COLLISION");
  });

  it("S34 which function? (r4.yx)", async () => {
    const ambiguous = await refused("rename/r4.yx", { old_name: "tmp", new_name: "value" });
    expect(ambiguous.code).toBe("MCP-RENAME-AMBIGUOUS");
    expect(ambiguous.message).toContain("function:first");
    expect(ambiguous.message).toContain("function:second");
    expect(editSpans(await rename("rename/r4.yx", { scope: "function:first", old_name: "tmp", new_name: "value" }))).toEqual([[2, 5, 2, 8], [3, 12, 3, 15]]);
    expect((await refused("rename/r4.yx", { scope: "module", old_name: "tmp", new_name: "value" })).code).toBe("MCP-RENAME-NOT-FOUND");
    expect((await refused("rename/r4.yx", { scope: "function:third", old_name: "tmp", new_name: "value" })).code).toBe("MCP-RENAME-NOT-FOUND");
  });

  it("S35 parameters (r5.yx)", async () => {
    const w = await rename("rename/r5.yx", { scope: "function:area", old_name: "w", new_name: "width" });
    expect(editSpans(w)).toEqual([[1, 8, 1, 9], [1, 40, 1, 41], [3, 12, 3, 13]]);
    expect(w.source.split("\n")[0]).toBe("area: (width: Float, h: Float) -> Float = (width, h) => {");
    expect(await refused("rename/r5.yx", { old_name: "h", new_name: "half" })).toMatchObject({ code: "MCP-RENAME-COLLISION", span: [2, 5, 2, 9] });
    expect(editSpans(await rename("rename/r5.yx", { old_name: "area", new_name: "surface" }))).toEqual([[1, 1, 1, 5]]);
  });

  it("S36 method versus free function (r6.yx)", async () => {
    expect(editSpans(await rename("rename/r6.yx", { old_name: "Point.norm", new_name: "length" }))).toEqual([[3, 7, 3, 11], [8, 14, 8, 18], [13, 11, 13, 15]]);
    expect(editSpans(await rename("rename/r6.yx", { old_name: "norm", new_name: "magnitude" }))).toEqual([[7, 1, 7, 5], [14, 9, 14, 13]]);
    expect(editSpans(await rename("rename/r6.yx", { scope: "function:Point.norm", old_name: "self", new_name: "me" }))).toEqual([
      [3, 14, 3, 18], [4, 12, 4, 16], [4, 21, 4, 25], [4, 30, 4, 34], [4, 39, 4, 43],
    ]);
    expect((await refused("rename/r6.yx", { old_name: "Point.norm", new_name: "x" })).code).toBe("MCP-RENAME-COLLISION");
    expect(editSpans(await rename("rename/r6.yx", { old_name: "Point", new_name: "Vec" }))).toEqual([[1, 1, 1, 6], [3, 1, 3, 6], [3, 21, 3, 26], [7, 11, 7, 16], [12, 9, 12, 14]]);
  });

  it("S37 match bindings and f-strings (r7.yx)", async () => {
    const n = await rename("rename/r7.yx", { scope: "function:describe", old_name: "n", new_name: "count" });
    expect(editSpans(n)).toEqual([[3, 14, 3, 15], [3, 29, 3, 30]]);
    expect(n.source.split("\n")[2]).toBe('        some(count) => f"value {count}",');
    expect(editSpans(await rename("rename/r7.yx", { old_name: "o", new_name: "opt" }))).toEqual([[1, 12, 1, 13], [1, 41, 1, 42], [2, 18, 2, 19]]);
    expect((await refused("rename/r7.yx", { old_name: "none", new_name: "nil" })).code).toBe("MCP-RENAME-STD-SYMBOL");
  });

  it("S38 a top-level rename skips a shadowing parameter (W5 util.yx)", async () => {
    expect(editSpans(await rename("W5/src/util.yx", { old_name: "scale", new_name: "factor" }))).toEqual([[3, 1, 3, 6], [10, 12, 10, 17], [14, 38, 14, 43]]);
    const x = await refused("W5/src/util.yx", { old_name: "scale", new_name: "x" });
    expect(x.code).toBe("MCP-RENAME-COLLISION");
    expect(x.span).toEqual([9, 28, 9, 29]);
    expect(await refused("W5/src/util.yx", { old_name: "scale", new_name: "list" })).toMatchObject({ code: "MCP-RENAME-COLLISION", span: [1, 9, 1, 13] });
    expect(editSpans(await rename("W5/src/util.yx", { scope: "function:apply", old_name: "scale", new_name: "s" }))).toEqual([[5, 9, 5, 14], [5, 39, 5, 44], [6, 12, 6, 17]]);
  });

  it("refuses a source with syntax errors, listing them", async () => {
    const r = await call("rename_symbol", { source: "x = (1 +\ny = 2\n", old_name: "y", new_name: "z" });
    const data = r.structuredContent as { diagnostics: { code: string }[]; edits: unknown[] };
    expect(r.isError).toBe(false);
    expect(data.diagnostics[0]!.code).toBe("MCP-RENAME-PARSE-ERROR");
    expect(data.diagnostics.length).toBeGreaterThan(1);
    expect(data.edits).toEqual([]);
  });

  it("over the output budget returns the edits without the new source and the diff", async () => {
    const line = (i: number) => (i % 3 === 0 ? `v${i} = total + ${i}` : `w${i} = ${i}`) + ` // ${"padding ".repeat(8)}`;
    const source = "total = 1\n" + Array.from({ length: 300 }, (_, i) => line(i)).join("\n") + "\n";
    expect(source.length).toBeGreaterThan(20_000);
    const small = (await ok("rename_symbol", { source, old_name: "total", new_name: "sum", max_chars: 80_000 })) as { source?: string; edits: Edit[]; truncated: boolean };
    expect(small.truncated).toBe(false);
    expect(small.source).toContain("v297 = sum + 297");
    const cut = (await ok("rename_symbol", { source, old_name: "total", new_name: "sum" })) as { source?: string; diff?: string; edits: Edit[]; truncated: boolean; hint: string };
    expect(cut.source).toBeUndefined();
    expect(cut.diff).toBeUndefined();
    expect(cut.edits).toHaveLength(101);
    expect(cut.edits.map((e) => e.span[0])).toEqual(Array.from({ length: 101 }, (_, i) => (i === 0 ? 1 : 3 * i - 1)));
    expect(cut).toMatchObject({ truncated: true });
    expect(cut.hint).toMatch(/source and diff left out.*max_chars/);
  });

  it("never touches strings or comments", async () => {
    const source = '// total is counted here\ntotal = 1\nmain = {\n    s = "total"\n    print(f"{total} total")\n}\n';
    const r = (await ok("rename_symbol", { source, old_name: "total", new_name: "sum" })) as { source: string };
    expect(r.source).toBe('// total is counted here\nsum = 1\nmain = {\n    s = "total"\n    print(f"{sum} total")\n}\n');
  });
});

describe("S39 tool-level errors", () => {
  it("maps call problems to MCP-* codes", async () => {
    expect(errorCode(await call("lookup_symbol", { query: "x", workspace_root: "w1/nope" }))).toBe("MCP-PROJECT-NOT-FOUND");
    const source = readFileSync(path.join(SYMBOL_FIXTURES, "rename/r4.yx"), "utf8");
    expect(errorCode(await call("rename_symbol", { source, old_name: "tmp", new_name: "v", scope: "fn:main" }))).toBe("MCP-INVALID-INPUT");
    const nothing = await refs("w1", "nothing_here");
    expect(nothing.locations).toEqual([]);
    expect(nothing.symbol).toBeUndefined();
    expect(nothing.hint).toMatch(/No symbol is named 'nothing_here'/);
  });
});

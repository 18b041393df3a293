// Issue 11 as an agent meets it, through the REAL server over stdio (the SDK
// client validates every result against the published outputSchema): member
// uses are attributed through the checker's types in every case the issue
// lists, interface members name their implementations, uses whose receiver
// type is not known are reported as `possible` (find_references) and left
// unchanged with an MCP-RENAME-UNRESOLVED warning (rename_symbol), a rename
// that would add a type error is refused, and typecheck and find_references
// agree on what every binding statement does.
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, stopAll, type StdioSession } from "../helpers/server-process.js";
import { COMPOSITIONS, composeWorkspace, SYMBOL_FIXTURES } from "../analysis/symbols/workspace.js";

let root: string;
let session: StdioSession;

/** A lambda bound in a body, called with named arguments, beside a local of one of its parameters' names. */
const LOCAL_LAMBDA = "use std.{io}\nmain = {\n    low = 1\n    span = (low: Int, high: Int) => high - low\n    io.println(f\"{span(low = low, high = 9)}\")\n    spread: (low: Int, high: Int) -> Int = high - low\n    gap: (low: Int, high: Int) -> Int = (low, high) => high - low\n    io.println(f\"{spread(low = 1, high = 5)} {gap(low = 1, high = 5)}\")\n}\n";

/** A loop variable, then a local declared after the loop, then a loop the local is visible in. */
const LOOP_LATER = "use std.{io}\nmain = {\n    xs = [1, 2, 3]\n    for z in xs {\n        io.println(f\"{z}\")\n    }\n    b = 10\n    io.println(f\"{b}\")\n    for q in xs {\n        io.println(f\"{q}\")\n    }\n}\n";

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-members-")));
  composeWorkspace(COMPOSITIONS.w6, path.join(root, "w6"));
  writeFileSync(path.join(root, "w6/src/rebind.yx"), REBIND);
  writeFileSync(path.join(root, "w6/src/generics.yx"), GENERICS);
  writeFileSync(path.join(root, "w6/src/context.yx"), CONTEXT);
  writeFileSync(path.join(root, "w6/src/shapes2.yx"), SHAPES);
  for (const [name, text] of Object.entries(KINDS)) writeFileSync(path.join(root, `w6/src/${name}`), text);
  for (const [name, text] of Object.entries(APART)) writeFileSync(path.join(root, `w6/src/${name}`), text);
  writeFileSync(path.join(root, "w6/src/bound_methods.yx"), BOUND_METHODS);
  for (const [name, text] of Object.entries(BOUND_APART)) writeFileSync(path.join(root, `w6/src/${name}`), text);
  for (const [name, text] of Object.entries(CHAINED)) writeFileSync(path.join(root, `w6/src/${name}`), text);
  for (const [name, text] of Object.entries(OVERLOADED)) writeFileSync(path.join(root, `w6/src/${name}`), text);
  writeFileSync(path.join(root, "w6/src/bounded.yx"), BOUNDED);
  // The lambda parameter annotated with the type parameter, as format_source writes it.
  writeFileSync(path.join(root, "w6/src/bounded_annotated.yx"), "use bounded.{Render}\n\nshow: (Item: Render) -> (x: &Item) -> String = (x: &Item) => x.render()\n");
  writeFileSync(path.join(root, "w6/src/curried.yx"), CURRIED);
  writeFileSync(path.join(root, "w6/src/sensor.yx"), SENSOR);
  writeFileSync(path.join(root, "w6/src/routes.yx"), ROUTES);
  writeFileSync(path.join(root, "w6/src/empty_main.yx"), "main = {}\n\nnothing = {}\n");
  writeFileSync(path.join(root, "w6/src/packet.yx"), "Header: Type = { src: Int, dst: Int }\n\nHeader.text: (self: &Header) -> String = {\n    return f\"{self.src}->{self.dst}\"\n}\n");
  writeFileSync(path.join(root, "w6/src/block_use.yx"), BLOCK_USE);
  writeFileSync(path.join(root, "w6/src/rarity.yx"), RARITY);
  writeFileSync(path.join(root, "w6/src/consts.yx"), 'LIMIT: Int = 10\nNAME: String = "box"\n');
  writeFileSync(path.join(root, "w6/src/consts_use.yx"), CONSTS_USE);
  writeFileSync(path.join(root, "w6/src/unannotated.yx"), UNANNOTATED);
  writeFileSync(path.join(root, "w6/src/loop_later.yx"), LOOP_LATER);
  writeFileSync(path.join(root, "w6/src/local_lambda.yx"), LOCAL_LAMBDA);
  writeFileSync(path.join(root, "w6/src/shadow_local.yx"), "outer: (x: Int, n: Int) -> Int = {\n    double: (x: Int) -> Int = x * 2\n    return double(x) + n\n}\n");
  writeFileSync(path.join(root, "w6/src/delivery.yx"), "pub Delivery: Type = {\n    waiting: () -> Delivery,\n    shipped: (String, Int) -> Delivery,\n}\n");
  writeFileSync(path.join(root, "w6/src/delivery_use.yx"), "use delivery.{Delivery}\n\nwhere_is: (s: &Delivery) -> String = {\n    return match s {\n        (shipped(to, days)) => f\"{to} in {days}\",\n        waiting => \"waiting\",\n    }\n}\n");
  writeFileSync(path.join(root, "w6/src/perhaps.yx"), "Perhaps: (T: Type) -> Type = {\n    some: (T) -> Perhaps(T),\n    none: () -> Perhaps(T),\n}\n\nhalve_p: (n: Int) -> Perhaps(Int) = if n % 2 == 0 { Perhaps.some(n / 2) } else { Perhaps.none() }\n\nor_p: (b: Option(Int), d: Int) -> Int = {\n    return match b {\n        (some(v)) => v,\n        none => d,\n    }\n}\n\nmain = {\n    x = match halve_p(8) {\n        (some(v)) => v,\n        none => 0,\n    }\n}\n");
  writeFileSync(path.join(root, "w6/src/tank.yx"), "Tank: Type = {\n    log mut: List(String),\n}\n\nnote: (log: &mut List(String), line: String) -> Void = {\n    log = log + [line]\n}\n\nweekly: (t: &mut Tank) -> Void = {\n    note(&mut t.log, \"dosed\")\n    n = t.log\n}\n");
  writeFileSync(path.join(root, "w6/src/loop_later_renamed.yx"), LOOP_LATER.replace(/\bz\b/g, "b"));
  for (const [name, text] of Object.entries(ROUND_SIX)) writeFileSync(path.join(root, `w6/src/${name}`), text);
  session = await connectStdio(["--project-root", root]);
  await session.client.listTools();
}, 30_000);

afterAll(async () => {
  await stopAll();
  rmSync(root, { recursive: true, force: true });
});

async function ok(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await callTool(session, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBe(false);
  return result.structuredContent!;
}

type Loc = { file: string; span: number[]; role: string; kind: string; symbol: string };
type Possible = { file: string; span: number[]; why: string; line_text: string };

async function refs(query: string): Promise<{ locations: Loc[]; possible: Possible[] }> {
  return (await ok("find_references", { workspace_root: "w6", query })) as never;
}

/** The type `lookup_symbol` gives at a position of a file of w6 (`src/…`). */
async function typeIn(file: string, line: number, column: number): Promise<string | undefined> {
  return ((await ok("lookup_symbol", { workspace_root: "w6", file_path: `src/${file}`, line, column })) as { type?: string }).type;
}

/** `file line:col kind` of every location. */
async function places(query: string): Promise<string[]> {
  return (await refs(query)).locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`);
}

describe("member uses are attributed through the checker's types", () => {
  it("a receiver bound through `&mut` (m = &mut r; m.shift(2))", async () => {
    expect(await places("geometry.Point.shift")).toEqual(["src/geometry.yx 4:7 definition", "src/main.yx 7:7 call"]);
  });

  it("module-qualified and aliased constructors, and a call's result (geometry.Point(…), P(…), make())", async () => {
    expect(await places("geometry.Point.norm")).toEqual([
      "src/geometry.yx 8:7 definition",
      "src/main.yx 9:11 call",
      "src/main.yx 11:11 call",
      "src/main.yx 17:16 call",
    ]);
  });

  it("`self` in methods, named constructor arguments, loop variables over typed lists, fields through nested records", async () => {
    expect(await places("geometry.Point.x")).toEqual([
      "src/geometry.yx 2:17 definition",
      "src/geometry.yx 5:10 write",
      "src/geometry.yx 5:19 read",
      "src/geometry.yx 8:54 read",
      "src/geometry.yx 8:63 read",
      "src/main.yx 10:11 argument",
      "src/main.yx 14:17 read",
      "src/main.yx 19:13 read",
    ]);
  });

  it("an index expression (pts[0].y)", async () => {
    expect(await places("geometry.Point.y")).toContain("src/main.yx 16:16 read");
  });

  it("a field of a generic record (Box(T).value)", async () => {
    expect(await places("geometry.Box.value")).toEqual(["src/geometry.yx 14:28 definition", "src/main.yx 21:12 read"]);
  });
});

/** Generic records and functions (§6.5, §6.6) and a variant set's constructors. */
const GENERICS = `Pair: (A: Type, B: Type) -> Type = { left: A, right: B }
Arrow: Type = { x: Float, y: Float }
Arrow.size: (self: &Arrow) -> Float = self.x
Label: Type = { text: String }
Label.size: (self: &Label) -> Float = 0.0
zip: (A: Type, B: Type) -> (xs: &List(A), ys: &List(B)) -> List(Pair(A, B)) = (xs, ys) => [Pair(xs[0], ys[0])]
first_of: (T: Type) -> (items: &List(T)) -> T = (items) => items[0]
either: (T: Type) -> (a: T, b: T) -> T = (a, b) => a
Signal: Type = { red: () -> Signal, green: () -> Signal }
main = {
    anchor: Pair(String, Arrow) = Pair("origin", Arrow(0.0, 0.0))
    a = anchor.right.size()
    built = Pair("built", Arrow(1.0, 2.0))
    b = built.right.size()
    labels = ["a", "b"]
    vs = [Arrow(1.0, 2.0), Arrow(3.0, 4.0)]
    for pair in zip(labels, vs) {
        c = pair.right.size()
    }
    d = zip(labels, vs)[0].right.size()
    e = first_of(vs).size()
    f = either(Arrow(1.0, 1.0), Label("t")).size()
    light = Signal.red()
    g = apply(1.0, (v: Float) => Arrow(v, v)).size()
}
apply: (T: Type, R: Type) -> (x: T, f: (v: T) -> R) -> R = (x, f) => f(x)
Gauge: Type = { read: (self: &Gauge) -> Arrow }
Dial: Type = { turn: Float, Gauge }
Dial.read: (self: &Dial) -> Arrow = Arrow(self.turn, 0.0)
probe: (g: &Gauge) -> Float = g.read().size()
shared = () => {
    h = ref Arrow(1.0, 2.0)
    return h.size()
}
Job: Type = { title: String }
first_job: (xs: &List(Job)) -> Option(Job) = (xs) => xs[0]
show = (jobs: List(Job)) => {
    match (first_job(jobs), 1) {
        ((some(j)), n) => print(j.title),
        _ => print("none"),
    }
}
cheap = (items: List(Arrow)) => filter(items, (a: Arrow) => a.x < 1.0)[0].size()
zipper = zip
`;

describe("generic records and functions are instantiated, as §6.5 says", () => {
  const places = async (query: string) => (await refs(query)).locations.filter((l) => l.file === "src/generics.yx").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);

  it("a field of a generic record instance has the instance's type: annotated, built from values, from a generic function's result (a lambda argument's result included), its loop variable and element", async () => {
    expect(await places("generics.Pair.right")).toEqual(["1:47 definition", "12:16 read", "14:15 read", "18:18 read", "20:28 read"]);
    expect(await places("generics.Arrow.size")).toEqual(["3:7 definition", "12:22 call", "14:21 call", "18:24 call", "20:34 call", "21:22 call", "24:47 call", "30:40 call", "33:14 call", "43:75 call"]);
  });

  it("a call through an interface has the type the interface declares, and a shared handle (ref e) has its value's members", async () => {
    expect(await places("generics.Arrow.size")).toEqual(expect.arrayContaining(["30:40 call", "33:14 call"]));
    expect(await places("generics.Gauge.read")).toEqual(["27:17 definition", "29:6 implementation", "30:33 call"]);
  });

  it("a name bound by some(…) / ok(…) in a match arm, inside a tuple pattern too, has the payload's type", async () => {
    expect(await places("generics.Job.title")).toEqual(["35:15 definition", "39:35 read"]);
  });

  it("a std generic function's result is instantiated too (filter(items, …)[0] is an element of items)", async () => {
    expect(await places("generics.Arrow.size")).toContain("43:75 call");
  });

  it("lookup_symbol by position shows an instance's type with its arguments", async () => {
    const typeAt = (line: number, column: number) => typeIn("generics.yx", line, column);
    expect(await typeAt(11, 5)).toBe("Pair(String, Arrow)");
    expect(await typeAt(13, 5)).toBe("Pair(String, Arrow)");
    expect(await typeAt(20, 5)).toBe("Float");
    expect(await typeAt(16, 5)).toBe("List(Arrow)");
    // A variant's constructor named through its set makes a value of the set.
    expect(await typeAt(23, 5)).toBe("Signal");
    // A generic function shows its value parameters and result, its type parameters by name.
    expect(await typeAt(44, 1)).toBe("(&List(A), &List(B)) -> List(Pair(A, B))");
  });

  it("a type parameter two arguments bind differently stays unknown: the use is `possible` for both candidates, not guessed", async () => {
    const why = "the type of `either(Arrow(1.0, 1.0), Label(\"t\"))` is not known";
    for (const query of ["generics.Arrow.size", "generics.Label.size"]) {
      // With its line's text, as a location has it (the agent judges the use without opening the file).
      const line_text = "f = either(Arrow(1.0, 1.0), Label(\"t\")).size()";
      expect((await refs(query)).possible, query).toEqual([{ file: "src/generics.yx", span: [22, 45, 22, 49], why, line_text }]);
    }
  });

  it("a variant set's constructor named through its type (Signal.red()) is a use of the variant, and a rename renames it", async () => {
    expect(await places("generics.Signal.red")).toEqual(["9:18 definition", "23:20 call"]);
    const r = (await ok("rename_symbol", { source: GENERICS, old_name: "Signal.red", new_name: "stop" })) as { source: string; diagnostics: unknown[] };
    expect(r.diagnostics).toEqual([]);
    expect(r.source).toContain("Signal: Type = { stop: () -> Signal");
    expect(r.source).toContain("light = Signal.stop()");
  });
});

/**
 * Methods declared in other modules than their type (the type's module does not know them): one
 * in a module the caller imports, one under an alias of the type in a module the caller reaches
 * only through another.
 */
/** Lambdas whose parameters are not annotated, typed from the callee (§6.5 "parameter types from context"). */
const CONTEXT = `use std.list
Crate: Type = { weight: Float, label: String }
Crate.heavy: (self: &Crate) -> Bool = self.weight > 10.0
Tag: Type = { weight: Float }
keep: (items: &List(Crate), test: (c: Crate) -> Bool) -> List(Crate) = (items, test) => items
pick: (T: Type) -> (items: &List(T), test: (item: T) -> Bool) -> List(T) = (items, test) => items
main = {
    crates = [Crate(12.0, "a"), Crate(3.0, "b")]
    a = keep(crates, c => c.weight > 5.0)
    b = pick(crates, (x) => x.heavy())
    c = list.filter(crates, k => k.weight < 1.0)
    total = list.reduce(crates, (acc, k) => acc + k.weight, 0.0)
    d = pick(crates, (x) => x.label == "a")[0].heavy()
    run = (f) => f(crates[0])
    e = run(z => z.weight)
}
crate_at: (n: Int) -> Crate = (n) => Crate(1.0, "c")
later = {
    counted = (n: Int) => {
        if n > 3 {
            return crate_at(n)
        }
        return crate_at(0)
    }
    f = counted(2).weight
    one = match f {
        1.0 => Crate(1.0, "x"),
        _ => crate_at(2),
    }
    g = one.weight
    mixed = match f {
        1.0 => Crate(1.0, "x"),
        _ => Tag(2.0),
    }
    h = mixed.weight
}
`;

describe("an unannotated lambda's parameters take their types from the callee", () => {
  const inContext = async (query: string) => {
    const found = await refs(query);
    return {
      locations: found.locations.filter((l) => l.file === "src/context.yx").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`),
      possible: found.possible.filter((p) => p.file === "src/context.yx").map((p) => `${p.span[0]}:${p.span[1]}`),
    };
  };

  it("from a plain signature, a generic one instantiated with the arguments before, and the std tables (filter, reduce)", async () => {
    expect(await inContext("context.Crate.weight")).toEqual({
      locations: ["2:17 definition", "3:44 read", "9:29 read", "11:36 read", "12:53 read", "25:20 read", "30:13 read"],
      possible: ["15:20", "35:15"],
    });
    expect((await inContext("context.Crate.heavy")).locations).toEqual(["3:7 definition", "10:31 call", "13:48 call"]);
  });

  it("a local lambda's calls have the type its returns agree on, a match the type its arms agree on; two types are `possible` uses", async () => {
    expect(await inContext("context.Crate.weight")).toMatchObject({ locations: expect.arrayContaining(["25:20 read", "30:13 read"]), possible: expect.arrayContaining(["35:15"]) });
    expect((await inContext("context.Tag.weight")).possible).toEqual(["15:20", "35:15"]);
  });

  it("not from a callee whose parameter has no declared type: such a use stays `possible` for every member of that name", async () => {
    expect((await inContext("context.Tag.weight")).possible).toContain("15:20");
    const r = (await ok("rename_symbol", { source: CONTEXT, old_name: "Crate.weight", new_name: "mass" })) as { source: string; edits: { span: number[] }[]; diagnostics: { code: string; span: number[] }[] };
    expect(r.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["2:17", "3:44", "9:29", "11:36", "12:53", "25:20", "30:13"]);
    // One warning, at the first use left unchanged, listing each of them.
    expect(r.diagnostics.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["MCP-RENAME-UNRESOLVED 15:20"]);
    expect((r.diagnostics[0] as { related?: { span: number[] }[] }).related?.map((x) => `${x.span[0]}:${x.span[1]}`)).toEqual(["15:20", "35:15"]);
    expect(r.source).toContain("f = counted(2).mass");
    expect(r.source).toContain("h = mixed.weight");
    expect(r.source).toContain("keep(crates, c => c.mass > 5.0)");
    expect(r.source).toContain("run(z => z.weight)");
  });
});

/** Local functions, constructor arguments, bound methods, multi-payload variants, spawn results. */
const SHAPES = `Point: Type = { x: Int, twin = twin_of[0] }
twin_of: (p: &Point) -> Point = (p) => Point(p.x)
half_of: (p: &Point) -> Point = (p) => Point(p.x / 2)
Point.half = half_of[0]
Hook: Type = { tag: String, run: (p: &Point) -> Int, fee: ((p: Point) -> Int)[0] = ((p) => p.x) }
Shot: Type = { one: (a: Point) -> Shot, two: (a: Point, b: Point) -> Shot }
sum: (s: &Shot) -> Int = (s) => match s {
    (one(a)) => a.x,
    (two(a, b)) => a.x + b.x,
    _ => 0,
}
main = {
    get_x: (p: Point) -> Int = (p) => p.x
    n = get_x(Point(3))
    h = Hook("t", (p) => p.x + 1)
    k = Hook(tag = "k", run = (p) => p.x)
    m = Point(4).twin().x + Point(4).half().x
    (left, right) = spawn {
        return (Point(1), Point(2))
    }
    total = left.x + right.x
}
grown = {
    mut pts = []
    for i in 0..2 {
        pts = pts + [Point(i)]
    }
    q = pts[0].x
}
`;

describe("more member uses a program's own declarations type", () => {
  it("a variant named in a match pattern is a use of the variant (a rename renames its patterns)", async () => {
    expect(await places("shapes2.Shot.two")).toEqual(["src/shapes2.yx 6:41 definition", "src/shapes2.yx 9:6 read"]);
    expect(await places("shapes2.Shot.one")).toEqual(["src/shapes2.yx 6:16 definition", "src/shapes2.yx 8:6 read"]);
  });

  it("a local function's annotated parameters, a constructor's function-typed fields, an anonymous method, multi-payload patterns, methods bound by position, a spawn block's result, a list grown from []", async () => {
    const found = await refs("shapes2.Point.x");
    expect(found.possible.filter((p) => p.file === "src/shapes2.yx")).toEqual([]);
    expect(found.locations.filter((l) => l.file === "src/shapes2.yx").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual([
      "1:17 definition",
      // Every `.x` of the file (local function, constructor field lambdas, anonymous method, payloads,
      // bound methods' results, spawn's tuple, a list grown from `[]`), and nothing under `possible`.
      ...["2:48", "3:48", "5:94", "8:19", "9:22", "9:28", "13:41", "15:28", "16:40", "17:25", "17:45", "21:18", "21:28", "28:16"].map((at) => `${at} read`),
    ]);
  });
});

/** Across modules: a variant named through a module alias, a `pub` function attached to its type, a generic method's result. */
const KINDS = {
  "kinds.yx": `Named: Type = { label: (self: &Named) -> String }
Kind: Type = { small: () -> Kind, big: (n: Int) -> Kind }
Room: Type = { beds: Int, Named }
Room.label: (self: &Room) -> String = (self) => "room"
pub widen: (r: &Room, k: Int) -> Room = (r, k) => Room(r.beds * k)
Stack: (T: Type) -> Type = { items: List(T) }
Stack.top: (self: &Stack(T)) -> T = (self) => self.items[0]
Res: Type = { ok: (n: Int) -> Res, bad: () -> Res }
make_res: () -> Res = () => Res.ok(1)
`,
  "usekinds.yx": `use kinds as k
use kinds.{Room, Stack}
main = {
    a = k.Kind.big(2)
    r = Room(2)
    bigger = r.widen(3)
    n = bigger.beds
    s: Stack(Room) = Stack([Room(1)])
    m = s.top().beds
    v = match k.make_res() {
        (ok(n)) => n,
        _ => 0,
    }
}
`,
  "bare.yx": `use kinds.{Kind}
size: (x: Kind) -> Int = {
    return match x {
        small => 1,
        _ => 2,
    }
}
`,
  "named.yx": `use kinds.{Room}
use kinds as k2
grow: (room: Room, by: Int) -> Int = (room, by) => room.beds + by
main = {
    a = grow(room = Room(1), by = 2)
    b = k2.widen(r = Room(1), k = 2)
}
`,
  "attached_args.yx": `use kinds.{Room}
main = {
    r = Room(2)
    wider = r.widen(k = 3)
}
`,
  "gauge.yx": `pub Gauge: Type = { n mut: Int }
pub nudge: (g: &mut Gauge, by: Int) -> Void = { g.n = g.n + by }
pub nudge: (g: &mut Gauge, by: Int, times: Int) -> Void = { g.n = g.n + by * times }
`,
  "gauge_use.yx": `use gauge.{Gauge}
main = {
    mut g = Gauge(0)
    g.nudge(by = 1)
    g.nudge(by = 1, times = 3)
}
`,
  "dictuse.yx": `use std.dict
use kinds.{Room}
main = {
    rooms = {"a": Room(1), "b": Room(2)}
    for each in dict.values(rooms) {
        w = each.beds
    }
}
`,
};

describe("across modules", () => {
  const inUse = async (query: string) => (await refs(query)).locations.filter((l) => l.file === "src/usekinds.yx").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);

  it("a variant named through a module alias (k.Kind.big(2)) is a use of it", async () => {
    expect(await inUse("kinds.Kind.big")).toEqual(["4:16 call"]);
    expect((await refs("kinds.Kind.big")).possible).toEqual([]);
  });

  it("a named argument of an attached function called on its receiver names the function's parameter (70c D1)", async () => {
    // Before, `k` of `r.widen(k = 3)` was no reference of `widen#k` and a rename of it left the call behind.
    const found = await refs("kinds.widen#k");
    expect(found.locations.filter((l) => l.file === "src/attached_args.yx").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["4:21 argument"]);
    expect(found.possible).toEqual([]);
    const renamed = await ok("rename_symbol", { file_path: "w6/src/attached_args.yx", line: 4, column: 21, new_name: "factor" });
    const files = (renamed.files as { file: string; edits: { span: number[] }[] }[]).map((f) => `${f.file} ${f.edits.map((e) => `${e.span[0]}:${e.span[1]}`).join(" ")}`);
    expect(files).toContain("w6/src/attached_args.yx 4:21");
  });

  it("a named argument of an overloaded attached function called on its receiver names the overload's parameter (74b D2)", async () => {
    // Before, with two overloads, neither call's `by` was a use, and a rename of either left it behind silently.
    for (const [line, call] of [[2, "4:13"], [3, "5:13"]] as const) {
      const renamed = await ok("rename_symbol", { file_path: "w6/src/gauge.yx", line, column: 28, new_name: "step" });
      const places = (renamed.files as { file: string; edits: { span: number[] }[] }[]).flatMap((f) => f.edits.map((e) => `${f.file} ${e.span[0]}:${e.span[1]}`));
      expect(places).toContain(`w6/src/gauge_use.yx ${call}`);
      expect(places.filter((p) => p.startsWith("w6/src/gauge_use.yx"))).toHaveLength(1);
    }
  });

  it("a pub function whose first parameter is a type is attached to it (modules-and-workspace.md §3.4), though the type implements an interface, with its declared result", async () => {
    expect(await inUse("kinds.widen")).toEqual(["6:16 call"]);
    expect(await inUse("kinds.Room.beds")).toEqual(expect.arrayContaining(["7:16 read"]));
  });

  it("a user variant named like a prelude constructor (ok) in a pattern is that variant, not the prelude's", async () => {
    expect(await inUse("kinds.Res.ok")).toEqual(["11:10 read"]);
    const at = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/usekinds.yx", line: 11, column: 10 })) as { symbols: { id: string }[] };
    expect(at.symbols.map((x) => x.id)).toEqual(["kinds.Res.ok"]);
    // Renamed with its pattern (it used to be refused: the pattern's `ok` counted as the prelude's too).
    const source = "Res: Type = { ok: (n: Int) -> Res, bad: () -> Res }\nmake_res: () -> Res = () => Res.ok(1)\nmain = {\n    v = match make_res() {\n        (ok(n)) => n,\n        _ => 0,\n    }\n}\n";
    const r = (await ok("rename_symbol", { source, old_name: "Res.ok", new_name: "fine" })) as { source: string; diagnostics: unknown[] };
    expect(r.diagnostics).toEqual([]);
    expect(r.source).toContain("(fine(n)) => n");
    expect(r.source).toContain("Res.fine(1)");
  });

  it("a bare variant pattern (small =>) against an imported variant set is the variant, not a catch-all binding", async () => {
    expect((await refs("kinds.Kind.small")).locations.filter((l) => l.file === "src/bare.yx").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["4:9 read"]);
    const at = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/bare.yx", line: 4, column: 9 })) as { symbols: { id: string; kind: string }[] };
    expect(at.symbols.map((x) => `${x.id} ${x.kind}`)).toEqual(["kinds.Kind.small variant"]);
  });

  it("a named argument of a function call is a use of the parameter it names, in the function's file or another", async () => {
    const at = async (query: string) => (await refs(query)).locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`);
    expect(await at("named.grow#room")).toEqual(["src/named.yx 3:8 signature", "src/named.yx 3:39 definition", "src/named.yx 3:52 read", "src/named.yx 5:14 argument"]);
    expect(await at("kinds.widen#k")).toEqual(expect.arrayContaining(["src/named.yx 6:31 argument"]));
  });

  it("dict.values / dict.keys of a typed dictionary are lists of its values / keys (the std table says only `List`)", async () => {
    expect((await refs("kinds.Room.beds")).locations.filter((l) => l.file === "src/dictuse.yx").map((l) => `${l.span[0]}:${l.span[1]}`)).toEqual(["6:18"]);
  });

  it("a generic record's method returns its type parameter as the receiver's argument (Stack(Room).top() is a Room)", async () => {
    expect(await inUse("kinds.Room.beds")).toEqual(["7:16 read", "9:17 read"]);
    expect((await refs("kinds.Room.beds")).possible.filter((p) => p.file === "src/usekinds.yx")).toEqual([]);
  });
});

const BOUND_METHODS = `credit: (acct: &mut Account, amount: Float) -> Void = {
    acct.balance = acct.balance + amount
}

summary_of: (acct: &Account) -> String = { return f"{acct.balance}" }

Account: Type = {
    balance mut: Float,
    deposit = credit[0],
    fee: ((a: Account) -> Float)[0] = ((a) => a.balance * 0.01),
}

Account.statement = summary_of[0]

main = {
    mut acct = Account(balance = 10.0)
    acct.deposit(25.0)
    f = acct.fee()
    s = acct.statement()
    n = len([1, 2, 3])
    inc = add(1)
    v = inc(2)
    st = Account.statement(acct)
    dep = Account.deposit
}

add: (a: Int) -> (b: Int) -> Int = (a) => (b) => a + b

Till: Type = {
    cash mut: Float,
    take = take_cash,
}

take_cash: (amount: Float, t: &mut Till) -> Void = {
    t.cash = t.cash - amount
}

use_till = {
    tk = Till.take
}
`;

/** Methods bound at statement level to a function named through a module alias, and without a position (112a F5); a function-typed field bound by position (114a F4). */
const BOUND_APART = {
  "bumped.yx": "Square: Type = {\n    side: Float,\n    bump: ((s: Square, d: Float) -> Square)[0] = ((s, d) => Square(s.side + d)),\n}\nmain = {\n    s = Square(2.0)\n    f = Square.bump(s, 1.0)\n    print(f)\n}\n",
  "fees_model.yx": "Ledger: Type = { owner: String, balance: Float }\nfee_of: (a: Ledger) -> Float = a.balance * 0.01\nLedger.fee2 = fee_of\n",
  "fees_service.yx": "use fees_model as fm\nuse fees_model.{Ledger}\nLedger.fee = fm.fee_of[0]\n",
  "fees_main.yx": 'use fees_model.{Ledger}\nuse fees_service\nmain = {\n    a = Ledger("x", 1.0)\n    f = a.fee()\n    g = a.fee2()\n    h = a.fee(2)\n    k = Ledger.fee2("a")\n    print(f, g, h, k)\n}\n',
};

describe("std signatures in the notation code is written in (112a F7, 114b F6)", () => {
  it("a result `()` is Void, `List<T>` is List(T), a `[T]` prefix is the generic function `(T: Type) -> …`; names kept", async () => {
    const signatureOf = async (query: string, id: string) => {
      const found = (await ok("lookup_symbol", { workspace_root: "w6", query, include_std: true })) as { symbols: { id: string; signature?: string }[] };
      return found.symbols.find((s) => s.id === id)?.signature;
    };
    expect(await signatureOf("println", "std.io.println")).toBe("(...args) -> Void");
    expect(await signatureOf("std.list.map", "std.list.map")).toBe("(T: Type) -> (list: &List(T), fn: (item: T) -> T) -> List(T)");
    // What the table leaves open stays as written (a type's `?` is no type one can write).
    expect(await signatureOf("std.dict.keys", "std.dict.keys")).toBe("(dict: &Dict) -> List");
    // Bracket generics are applied as YaoXiang applies types; one-letter names left free are type parameters (117a F1).
    expect(await signatureOf("std.weak.upgrade", "std.weak.upgrade")).toBe("(T: Type) -> (weak: Weak(T)) -> Option(Arc(T))");
    expect(await signatureOf("std.result.unwrap_or", "std.result.unwrap_or")).toBe("(T: Type, E: Type) -> (self: &Result(T, E), default: T) -> T");
  });
});

describe("methods bound at statement level through a module, or without a position (112a F5)", () => {
  it("a function-typed field bound by position, named through its type, is its function in one notation (114a F4: the signature's text, names and all)", async () => {
    expect(await typeIn("bumped.yx", 7, 16)).toBe("(Square, Float) -> Square");
    expect(await typeIn("bumped.yx", 7, 5)).toBe("Square");
  });

  it("have the function's type, at the declaration and at a use, and their calls are checked as its", async () => {
    // At the use, read off a value: the function without the parameter the receiver fills (it was `?`).
    expect(await typeIn("fees_main.yx", 5, 11)).toBe("() -> Float");
    expect(await typeIn("fees_main.yx", 5, 5)).toBe("Float");
    expect(await typeIn("fees_main.yx", 6, 11)).toBe("() -> Float");
    expect(await typeIn("fees_main.yx", 6, 5)).toBe("Float");
    // Where it is declared, the function bound, receiver included.
    expect(await typeIn("fees_service.yx", 3, 8)).toBe("(Ledger) -> Float");
    expect(await typeIn("fees_model.yx", 3, 8)).toBe("(Ledger) -> Float");
    const checked = (await ok("typecheck", { project_root: "w6", file_path: "src/fees_main.yx" })) as { diagnostics: { code: string; span: number[]; message: string }[] };
    expect(checked.diagnostics.filter((d) => d.code.startsWith("E")).map((d) => `${d.code} ${d.span[0]} ${d.message}`)).toEqual([
      "E1010 7 the method 'Ledger.fee' takes 0 argument(s) besides its receiver but 1 was given",
      "E1002 8 argument 1 ('a') of 'Ledger.fee2' must be Ledger, but the value is String",
    ]);
  });
});

describe("types of methods bound by position and of std names several modules define", () => {
  const typeAt = (line: number, column: number) => typeIn("bound_methods.yx", line, column);

  it("a method bound by position has the bound function's parameters but those the receiver fills (syntax.md §3.7)", async () => {
    expect(await typeAt(17, 10)).toBe("(Float) -> Void");
    expect(await typeAt(18, 14)).toBe("() -> Float");
    expect(await typeAt(18, 5)).toBe("Float");
    expect(await typeAt(19, 14)).toBe("() -> String");
    // Named through its type, it takes the receiver first, as a method declared with `self` does (101b D7: `(Int) -> Int`).
    expect(await typeAt(23, 18)).toBe("(&Account) -> String");
    expect(await typeAt(23, 5)).toBe("String");
    expect(await typeAt(24, 19)).toBe("(&mut Account, Float) -> Void");
    // Where it is declared, it is the function it binds, receiver included, as its signature says (108f P2: `() -> Float` there).
    expect(await typeAt(9, 5)).toBe("(&mut Account, Float) -> Void");
    expect(await typeAt(13, 9)).toBe("(&Account) -> String");
    expect(await typeAt(31, 5)).toBe("(Float, &mut Till) -> Void");
    // Named through its type, it is that function, in its order (112a F1: the receiver came first).
    expect(await typeAt(39, 5)).toBe("(Float, &mut Till) -> Void");
    // One bound in the type's body is a member through the type too: a use a rename follows (it was no symbol there).
    expect((await places("bound_methods.Account.deposit")).filter((p) => !p.endsWith("definition"))).toEqual(["src/bound_methods.yx 17:10 call", "src/bound_methods.yx 24:19 read"]);
    const outline = (await ok("list_symbols", { workspace_root: "w6", file_path: "src/bound_methods.yx" })) as { symbols: { name: string; signature?: string; children?: { name: string; signature?: string }[] }[] };
    const account = outline.symbols.find((x) => x.name === "Account")!;
    expect(account.children!.filter((c) => c.name === "deposit" || c.name === "statement").map((c) => `${c.name} ${c.signature}`)).toEqual([
      // The outline shows the function bound, receiver included, as for a method declared apart (53b D4); the type at a use drops the receiver.
      "deposit (acct: &mut Account, amount: Float) -> Void",
      "statement (acct: &Account) -> String",
    ]);
    // Bound without a position (the default binding): the receiver fills the first parameter of the type, wherever it is.
    const till = outline.symbols.find((x) => x.name === "Till")!;
    expect(till.children!.filter((c) => c.name === "take").map((c) => `${c.name} ${c.signature}`)).toEqual(["take (amount: Float, t: &mut Till) -> Void"]);
  });

  it("a call of a std short name several modules define has the result they agree on (len is an Int)", async () => {
    expect(await typeAt(20, 5)).toBe("Int");
  });

  it("a curried function called with its first group is the next group's function (partial application)", async () => {
    expect(await typeAt(21, 5)).toBe("(Int) -> Int");
    expect(await typeAt(22, 5)).toBe("Int");
  });
});

const CHAINED = {
  "chain_traits.yx":
    "Priced: Type = { price: (self: &Priced) -> Float }\nSellable: Type = { Priced, stock: (self: &Sellable) -> Int }\n" +
    "Named: Type = { label: (self: &Named) -> String }\nLabelled: Type = { Named }\n\ncost_of: (p: &Priced) -> Float = { return p.price() }\n",
  "chain_goods.yx":
    "use chain_traits.{Sellable, Labelled}\n\nItem: Type = { cost: Float, qty: Int, Sellable, Labelled }\n\n" +
    "Item.price: (self: &Item) -> Float = { return self.cost }\nItem.stock: (self: &Item) -> Int = { return self.qty }\nItem.label: (self: &Item) -> String = \"item\"\n",
};

describe("an interface reached through another interface or a bundle declared in another file", () => {
  it("names its implementations, and a rename of either side renames the family", async () => {
    expect(await places("chain_traits.Priced.price")).toEqual([
      "src/chain_goods.yx 5:6 implementation",
      "src/chain_traits.yx 1:18 definition",
      "src/chain_traits.yx 6:45 call",
    ]);
    // `Labelled: Type = { Named }` only lists an interface: Item implements Named through it.
    expect(await places("chain_traits.Named.label")).toEqual(["src/chain_goods.yx 7:6 implementation", "src/chain_traits.yx 3:17 definition"]);
    const r = (await ok("rename_symbol", { file_path: "w6/src/chain_goods.yx", line: 5, column: 6, new_name: "amount" })) as {
      files: { file: string; edits: { span: number[] }[] }[];
      diagnostics: { code: string }[];
    };
    expect(r.files.map((f) => `${f.file} ${f.edits.map((e) => `${e.span[0]}:${e.span[1]}`).join(" ")}`)).toEqual([
      "w6/src/chain_goods.yx 5:6",
      "w6/src/chain_traits.yx 1:18 6:45",
    ]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-FAMILY"]);
  });

  it("the outline's `implements` names the interfaces reached through another file's, after those the file lists", async () => {
    const outline = (await ok("list_symbols", { workspace_root: "w6", file_path: "src/chain_goods.yx" })) as { symbols: { name: string; implements?: string[] }[] };
    expect(outline.symbols.find((x) => x.name === "Item")?.implements).toEqual(["Sellable", "Labelled", "Priced", "Named"]);
  });
});

const OVERLOADED = {
  "sizes.yx":
    "area: (s: Int) -> Int = (s) => s * s\narea: (w: Int, h: Int) -> Int = (w, h) => w * h\n" +
    "shift: (x: Int) -> Int = (x) => x + 1\nshift: (x: Float) -> Float = (x) => x + 1.0\n" +
    "local = {\n    a = area(w = 2, h = 4)\n    b = area(s = 3)\n}\n",
  "sizes_use.yx": "use sizes.{area, shift}\n\nmain = {\n    a = area(3, h = 2)\n    b = shift(x = 1)\n    c = area(w = 1)\n}\n",
  "sizes_typed.yx": "use sizes.{area}\nuse sizes as z\n\nmain = {\n    a = area(2, 3)\n    b = z.area(4)\n    s: String = area(2, 3)\n}\n",
  "sizes_named.yx": "use sizes.{area}\n\nmain = {\n    a = area(w = 2, h = 3)\n    s: String = area(w = 2, h = 3)\n}\n",
  "sizes_by_type.yx": "use sizes.{shift}\nuse sizes as z\n\nmain = {\n    a = shift(1)\n    b = z.shift(2.5)\n}\n",
  "lights.yx": "Light: Type = { red: () -> Light, green: () -> Light }\n\ntoggle: (l: Light) -> Light = {\n    return match l {\n        red => green,\n        green => red,\n    }\n}\n",
  "two_sets.yx": "Sw: Type = { on: () -> Sw, off: () -> Sw }\nMode: Type = { on: () -> Mode, idle: () -> Mode }\nflip: (a: Sw) -> Sw = match a {\n    off => on,\n    _ => off,\n}\n",
  "grow.yx": "Gr: Type = { x: Int }\nGr.grow: (self: &Gr, by: Int) -> Int = self.x * by\nmake_gr = (x: Int) => Gr(x)\nGr.turn: (self: &Gr, times: Int) -> Int = self.x * times\nHp: Type = {\n    h: Int,\n    lift = lift_by[0],\n}\nlift_by: (p: &Hp, dh: Int) -> Int = p.h + dh\n",
  "grow_use.yx": "use grow.{make_gr}\n\nbump = (p) => p.grow(by = 2)\n\nmain = {\n    q = make_gr(1)\n    a = q.grow(by = 3)\n}\n\ntwirl = (p) => p.turn(times = 1)\n\nhoist = (p) => p.lift(dh = 2)\n",
  "bind_ops.yx": "use bind_type.{Gr2}\n\nshift_gr: (g: &Gr2, dx: Int) -> Int = g.v + dx\n",
  // A call through an interface-typed receiver runs the value's record's method: which one, and so whose parameter a name names, is not known.
  "scale_iface.yx":
    "Scalable: Type = {\n    scaled: (self: &Scalable, factor: Int) -> Int,\n}\n\nSq: Type = { side: Int, Scalable }\n\nSq.scaled: (self: &Sq, factor: Int) -> Int = self.side * factor\n",
  "scale_use.yx":
    "use scale_iface.{Scalable, Sq}\n\ntotal: (xs: &List(Scalable), k: Int) -> Int = {\n    mut t = 0\n    for s in xs {\n        t = t + s.scaled(factor = k)\n    }\n    return t\n}\n\nmain = {\n    q = Sq(side = 4)\n    b = q.scaled(factor = 2)\n}\n",
  "bind_type.yx": "use bind_ops.{shift_gr as sg}\n\nGr2: Type = {\n    v: Int,\n    moved = sg[0],\n}\n",
  "bind_use.yx": "hop = (p) => p.moved(dx = 3)\n",
  "scaled.yx":
    "Pt: Type = { x: Int, y: Int }\nPt.scale: (self: &Pt, k: Int) -> Pt = { return Pt(self.x * k, self.y * k) }\n" +
    "Pt.scale: (self: &Pt, kx: Int, ky: Int) -> Pt = { return Pt(self.x * kx, self.y * ky) }\n\nmain = {\n    p = Pt(1, 2)\n    q = p.scale(2)\n    r = p.scale(2, 3)\n}\n",
};

describe("named arguments of an overloaded function's calls (syntax.md §3.3)", () => {
  const where = async (query: string) => {
    const r = await refs(query);
    return { locations: r.locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`), possible: r.possible.map((p) => `${p.file} ${p.span[0]}:${p.span[1]}`) };
  };

  it("name the parameter of the one overload that declares every name and takes as many arguments, in its file or another", async () => {
    expect(await where("sizes.area#w@2:34")).toEqual({
      locations: [
        "src/sizes.yx 2:8 signature",
        "src/sizes.yx 2:34 definition",
        "src/sizes.yx 2:43 read",
        "src/sizes.yx 6:14 argument",
        "src/sizes_named.yx 4:14 argument",
        "src/sizes_named.yx 5:22 argument",
      ],
      // `area(w = 1)`: no overload takes one argument named w.
      possible: ["src/sizes_use.yx 6:14"],
    });
    expect((await where("sizes.area#h@2:37")).locations).toEqual(expect.arrayContaining(["src/sizes.yx 6:21 argument", "src/sizes_use.yx 4:17 argument"]));
    expect((await where("sizes.area#s@1:26")).locations).toEqual(expect.arrayContaining(["src/sizes.yx 7:14 argument"]));
  });

  it("a call of an imported overloaded function, by name or through its module, is typed and checked by the overload its arity selects", async () => {
    const type = (line: number, column: number) => typeIn("sizes_typed.yx", line, column);
    expect(await type(5, 5)).toBe("Int");
    expect(await type(5, 9)).toBe("(Int, Int) -> Int");
    expect(await type(6, 5)).toBe("Int");
    expect(await type(6, 11)).toBe("(Int) -> Int");
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/sizes_typed.yx", "src/sizes_named.yx"] })) as { diagnostics: { code: string; file: string; span: number[] }[] };
    expect(checked.diagnostics.map((d) => `${d.file} ${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["src/sizes_named.yx E1002 5:5", "src/sizes_typed.yx E1002 7:5"]);
    expect(await typeIn("sizes_named.yx", 4, 5)).toBe("Int");
  });

  it("overloads of one arity: the arguments' types choose, by name or through the module", async () => {
    const type = (line: number, column: number) => typeIn("sizes_by_type.yx", line, column);
    expect([await type(5, 5), await type(5, 9), await type(6, 5), await type(6, 11)]).toEqual(["Int", "(Int) -> Int", "Float", "(Float) -> Float"]);
    // Each declaration's name shows its own signature, the first one's too.
    expect([await typeIn("sizes.yx", 3, 1), await typeIn("sizes.yx", 4, 1)]).toEqual(["(Int) -> Int", "(Float) -> Float"]);
  });

  it("a bare variant as a match arm's value is a use of the variant: found, and renamed with it", async () => {
    expect(await places("lights.Light.green")).toEqual(["src/lights.yx 1:35 definition", "src/lights.yx 5:16 read", "src/lights.yx 6:9 read"]);
    const r = (await ok("rename_symbol", { file_path: "w6/src/lights.yx", line: 1, column: 35, new_name: "go" })) as { files: { edits: { span: number[] }[] }[]; diagnostics: unknown[] };
    expect(r.diagnostics).toEqual([]);
    expect(r.files[0]!.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["1:35", "5:16", "6:9"]);
  });

  it("a bare name two variant sets in scope declare is a possible use of each, not a guess", async () => {
    for (const query of ["two_sets.Sw.on", "two_sets.Mode.on"]) {
      const r = await refs(query);
      expect(r.possible.map((p) => `${p.file} ${p.span[0]}:${p.span[1]}`)).toEqual(["src/two_sets.yx 4:12"]);
      expect(r.locations.map((l) => `${l.span[0]}:${l.span[1]}`)).not.toContain("4:12");
    }
  });

  it("a call of an overloaded method has the type of the overload its argument count selects", async () => {
    const type = (line: number, column: number) => typeIn("scaled.yx", line, column);
    // The method as called: the receiver fills `self` (56a D1).
    expect(await type(7, 11)).toBe("(Int) -> Pt");
    expect(await type(8, 11)).toBe("(Int, Int) -> Pt");
    expect(await type(8, 5)).toBe("Pt");
  });

  it("a named argument of a method called on a receiver of unknown type is a possible use of the parameter; a rename leaves it in a warning", async () => {
    const r = await where("grow.Gr.grow#by");
    expect(r.locations).toEqual(["src/grow.yx 2:22 definition", "src/grow.yx 2:49 read", "src/grow_use.yx 7:16 argument"]);
    expect(r.possible).toEqual(["src/grow_use.yx 3:22"]);
    // Each call's names under its own method: `p.turn(times = 1)` names no `grow` parameter.
    expect((await where("grow.Gr.turn#times")).possible).toEqual(["src/grow_use.yx 10:23"]);
    // A function bound as a method (`lift = lift_by[0]`): the method's calls may name its parameters too.
    expect((await where("grow.lift_by#dh")).possible).toEqual(["src/grow_use.yx 12:23"]);
    // Bound in another file than its own, under an alias there (`moved = sg[0]`, `use bind_ops.{shift_gr as sg}`).
    expect((await where("bind_ops.shift_gr#dx")).possible).toEqual(["src/bind_use.yx 1:22"]);
    const renamed = (await ok("rename_symbol", { file_path: "w6/src/grow.yx", line: 2, column: 22, new_name: "times" })) as {
      files: { file: string; edits: { span: number[] }[] }[];
      diagnostics: { code: string; file?: string; span: number[] }[];
    };
    expect(renamed.files.map((f) => `${f.file} ${f.edits.map((e) => `${e.span[0]}:${e.span[1]}`).join(",")}`)).toEqual(["w6/src/grow.yx 2:22,2:49", "w6/src/grow_use.yx 7:16"]);
    expect(renamed.diagnostics.map((d) => `${d.code} ${d.file} ${d.span[0]}:${d.span[1]}`)).toEqual(["MCP-RENAME-UNRESOLVED w6/src/grow_use.yx 3:22"]);
  });

  it("a named argument of a method called through an interface-typed receiver names the interface's parameter, not a possible use of an implementation's (62a D3)", async () => {
    // `s.scaled(factor = k)` with `s: &Scalable` is checked against `Scalable.scaled`'s signature (E1002 names it).
    expect(await where("scale_iface.Scalable.scaled#factor")).toEqual({ locations: ["src/scale_iface.yx 2:31 definition", "src/scale_use.yx 6:26 argument"], possible: [] });
    const r = await where("scale_iface.Sq.scaled#factor");
    expect(r.locations).toEqual(["src/scale_iface.yx 7:24 definition", "src/scale_iface.yx 7:58 read", "src/scale_use.yx 13:18 argument"]);
    expect(r.possible).toEqual([]);
    // Renaming the implementation's parameter leaves the call through the interface, which stays valid.
    const renamed = (await ok("rename_symbol", { file_path: "w6/src/scale_iface.yx", line: 7, column: 24, new_name: "by" })) as {
      files: { file: string; edits: { span: number[] }[] }[];
      diagnostics: { code: string }[];
      check?: { errors_before: number; errors_after: number };
    };
    expect(renamed.files.map((f) => `${f.file} ${f.edits.map((e) => `${e.span[0]}:${e.span[1]}`).join(",")}`)).toEqual(["w6/src/scale_iface.yx 7:24,7:58", "w6/src/scale_use.yx 13:18"]);
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.check).toEqual({ errors_before: 0, errors_after: 0 });
    // Renaming the interface's: its signature and the call through it.
    const iface = (await ok("rename_symbol", { file_path: "w6/src/scale_iface.yx", line: 2, column: 31, new_name: "by" })) as { files: { file: string; edits: { span: number[] }[] }[]; diagnostics: unknown[] };
    expect(iface.files.map((f) => `${f.file} ${f.edits.map((e) => `${e.span[0]}:${e.span[1]}`).join(",")}`)).toEqual(["w6/src/scale_iface.yx 2:31", "w6/src/scale_use.yx 6:26"]);
    expect(iface.diagnostics).toEqual([]);
    const at = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/scale_use.yx", line: 6, column: 26 })) as { symbols: { id: string }[] };
    expect(at.symbols.map((s) => s.id)).toEqual(["scale_iface.Scalable.scaled#factor@2:31"]);
  });

  it("a call several overloads could take is a possible use of each one's parameter, and a rename leaves it in an MCP-RENAME-UNRESOLVED warning", async () => {
    expect((await where("sizes.shift#x@3:27")).possible).toEqual(["src/sizes_use.yx 5:15"]);
    expect((await where("sizes.shift#x@4:31")).possible).toEqual(["src/sizes_use.yx 5:15"]);
    const r = (await ok("rename_symbol", { file_path: "w6/src/sizes.yx", line: 3, column: 27, new_name: "n" })) as {
      files: { file: string; edits: { span: number[] }[] }[];
      diagnostics: { code: string; file?: string; span: number[]; message: string }[];
    };
    expect(r.files.map((f) => `${f.file} ${f.edits.length}`)).toEqual(["w6/src/sizes.yx 3"]);
    expect(r.diagnostics.map((d) => `${d.code} ${d.file} ${d.span[0]}:${d.span[1]}`)).toEqual(["MCP-RENAME-UNRESOLVED w6/src/sizes_use.yx 5:15"]);
    expect(r.diagnostics[0]!.message).toContain("named argument(s) 'x = …' left unchanged");
  });

  it("a rename of the parameter edits the calls that take its overload, and the one-text form renaming it in every overload edits the others", async () => {
    const r = (await ok("rename_symbol", { file_path: "w6/src/sizes.yx", line: 2, column: 34, new_name: "width" })) as { files: { file: string; edits: { span: number[] }[] }[]; diagnostics: { code: string }[] };
    // The definitions, the body's read and `area(w = 2, h = 4)`; not `area(w = 1)` (the warning's).
    expect(r.files.map((f) => `${f.file} ${f.edits.map((e) => `${e.span[0]}:${e.span[1]}`).join(" ")}`)).toEqual(["w6/src/sizes.yx 2:8 2:34 2:43 6:14", "w6/src/sizes_named.yx 4:14 5:22"]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-UNRESOLVED"]);
    const source = OVERLOADED["sizes.yx"] + "main = {\n    c = shift(x = 2)\n}\n";
    const all = (await ok("rename_symbol", { source, old_name: "x", scope: "function:shift", new_name: "n" })) as { source: string; diagnostics: unknown[] };
    expect(all.diagnostics).toEqual([]);
    expect(all.source).toContain("c = shift(n = 2)");
    const one = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/sizes_use.yx", line: 5, column: 15 })) as { symbols: unknown[]; hint?: string };
    expect(one.symbols).toEqual([]);
    expect(one.hint).toContain('find_references {query: "shift#x"}');
  });
});

const APART = {
  "farm_species.yx": "Plant: Type = { name: String, water: Float }\n",
  "farm_care.yx": "use farm_species.{Plant}\nuse farm_alias\n\nPlant.shortfall: (self: &Plant) -> Float = 10.0 - self.water\n",
  "farm_alias.yx": "use farm_species.{Plant as Crop}\n\nCrop.thirst: (self: &Crop) -> Float = self.water * 2.0\n",
  "farm_main.yx": "use farm_species.{Plant}\nuse farm_care\n\nmain = {\n    p = Plant(\"fig\", 2.0)\n    s = p.shortfall()\n    t = p.thirst()\n}\n",
  // The type's own file calls a method another file declares, which it does not import.
  "farm_soil.yx": "Soil: Type = { ph: Float }\n\nacid = (s: &Soil) => s.sourness() > 1.0\n",
  "farm_soil_ext.yx": "use farm_soil.{Soil}\n\nSoil.sourness: (self: &Soil) -> Float = 7.0 - self.ph\n",
};

describe("a method declared apart from its type (modules-and-workspace.md §3.2)", () => {
  it("is found through the module that declares it, directly imported or reached through another, under the type's name or an alias: no E1042, and its uses are its references", async () => {
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/farm_main.yx", "src/farm_care.yx", "src/farm_alias.yx"] })) as { diagnostics: { code: string }[] };
    expect(checked.diagnostics.map((d) => d.code)).not.toContain("E1042");
    const where = async (query: string) => (await refs(query)).locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`);
    expect(await where("farm_species.Plant.shortfall")).toEqual(["src/farm_care.yx 4:7 definition", "src/farm_main.yx 6:11 call"]);
    expect(await where("thirst")).toEqual(["src/farm_alias.yx 3:6 definition", "src/farm_main.yx 7:11 call"]);
  });

  it("is named by its type's own name when declared under an alias (`Crop.thirst` is `Plant.thirst`, §4.3)", async () => {
    const found = (await refs("Plant.thirst")) as unknown as { symbol: { id: string; qualified_name: string; container?: string } };
    expect(found.symbol).toMatchObject({ id: "farm_species.Plant.thirst", qualified_name: "Plant.thirst" });
    const listed = (await ok("lookup_symbol", { workspace_root: "w6", query: "Plant.thirst" })) as { symbols: { id: string }[] };
    expect(listed.symbols.map((s) => s.id)).toEqual(["farm_species.Plant.thirst"]);
    expect(await places("Plant.thirst")).toEqual(["src/farm_alias.yx 3:6 definition", "src/farm_main.yx 7:11 call"]);
  });

  it("is found from any file of the workspace, also one its declaring file does not reach (the type's own): no false E1042, a use", async () => {
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/farm_soil.yx", "src/farm_soil_ext.yx"] })) as { diagnostics: { code: string }[] };
    expect(checked.diagnostics).toEqual([]);
    expect((await refs("farm_soil.Soil.sourness")).locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["src/farm_soil.yx 3:24 call", "src/farm_soil_ext.yx 3:6 definition"]);
  });
});

const CURRIED = `Account: Type = { owner: String, cents: Int }
Tag: Type = { label: String }

below: (limit: Int) -> (a: &Account) -> Bool = (limit) => (a) => a.cents < limit

affine: (k: Float) -> (x: Float) -> Float = (k) => (x) => k * x

tag_of: (n: Int) -> (s: String) -> Tag = (n) => (s) => Tag(s)

main = {
    low = below(100)
    poor = low(Account("ann", 50))
    y = affine(k = 2.0)(x = 5.0)
    t = tag_of(1)("x")
    name = t.label
}

sized: (N: Int) -> (n: Int) -> Int = (n) => n * N
`;

describe("an empty {} (modules-and-workspace.md §4.2: a function only for main)", () => {
  it("main = {} is a function of no parameters returning Void; another name = {} an empty dictionary", async () => {
    const { symbols } = (await ok("list_symbols", { workspace_root: "w6", file_path: "src/empty_main.yx" })) as { symbols: { name: string; kind: string; signature?: string }[] };
    expect(symbols.map((s) => `${s.name} ${s.kind} ${s.signature}`)).toEqual(["main function () -> Void", "nothing variable Dict(?, ?)"]);
  });
});

const ROUTES = `Table: Type = { rows: Int }

Table.add: (self: &mut Table, prefix: String, port: String) -> Void = {
    print(prefix + port)
}

main = {
    mut t = Table(0)
    t.add(prefix = "10.2.", port = "eth2")
}
`;

describe("a method call's named arguments", () => {
  it("are uses of the method's parameters: listed, renamed with them (they were left naming nothing)", async () => {
    expect(await places("routes.Table.add#prefix")).toEqual(["src/routes.yx 3:31 definition", "src/routes.yx 4:11 read", "src/routes.yx 9:11 argument"]);
    const renamed = (await ok("rename_symbol", { source: ROUTES, old_name: "prefix", scope: "function:Table.add", new_name: "pfx" })) as { edits: { span: number[] }[] };
    expect(renamed.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["3:31", "4:11", "9:11"]);
  });
});

describe("curried functions", () => {
  it("a later group's parameter is one symbol with the lambda that binds it: typed, its named argument at a call a use, renamed everywhere", async () => {
    expect(await places("curried.affine#x")).toEqual(["src/curried.yx 6:24 signature", "src/curried.yx 6:53 definition", "src/curried.yx 6:63 read", "src/curried.yx 13:25 argument"]);
    // `a: &Account` of the second group types the binder `a`: `a.cents` is the field.
    expect(await places("curried.Account.cents")).toEqual(["src/curried.yx 1:34 definition", "src/curried.yx 4:68 read"]);
    const renamed = (await ok("rename_symbol", { source: CURRIED, old_name: "x", scope: "function:affine", new_name: "v" })) as { edits: { span: number[] }[]; diagnostics: unknown[] };
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["6:24", "6:53", "6:63", "13:25"]);
    // The first group's parameter too: the one-text form renames the named argument of the call (it left `k = 2.0` naming nothing).
    const first = (await ok("rename_symbol", { source: CURRIED, old_name: "k", scope: "function:affine", new_name: "v" })) as { edits: { span: number[] }[] };
    expect(first.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["6:10", "6:46", "6:59", "13:16"]);
  });

  it("an earlier group's parameter no lambda binds is in scope in the body (no false E1001 on N)", async () => {
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/curried.yx"] })) as { diagnostics: { code: string }[] };
    expect(checked.diagnostics).toEqual([]);
  });

  it("a call applying every group has the declared result: tag_of(1)(\"x\") is a Tag; the function shows every group", async () => {
    const at = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/curried.yx", line: 14, column: 5 })) as { type: string };
    expect(at.type).toBe("Tag");
    const fn = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/curried.yx", line: 8, column: 1 })) as { type: string };
    expect(fn.type).toBe("(Int) -> (String) -> Tag");
    expect(await places("curried.Tag.label")).toEqual(["src/curried.yx 2:15 definition", "src/curried.yx 15:14 read"]);
  });
});

const SENSOR = "Sensor: Type = { poll: (self: Sensor, n: Int) -> Int }\n\nshow: (s: &Sensor) -> Int = (s) => {\n    x = s.poll(2)\n    return x\n}\n";

const BOUNDED = `Render: Type = {
    render: (self: &Self) -> String
}

Badge: Type = {
    label: String,
    Render,
}

Badge.render: (self: &Badge) -> String = (self) => f"[{self.label}]"

describe: (Item: Render) -> (x: &Item) -> String = (x) => x.render()

pair: (T: Render + Ord) -> (a: &T, b: &T) -> String = (a, b) => a.render() + b.render()

main = {
    b = Badge("new")
    s = describe(&b)
}
`;

describe("interfaces", () => {
  it("an interface method whose receiver is taken by value (self: Sensor) has its declared result: self is a value, not a type parameter", async () => {
    const source = SENSOR;
    const at = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/sensor.yx", line: 4, column: 5 })) as { type?: string };
    expect(at.type).toBe("Int");
    const checked = (await ok("typecheck", { source: source.replace("return x", "label: String = x\n    return x") })) as { diagnostics: { code: string }[] };
    expect(checked.diagnostics.map((d) => d.code)).toEqual(["E1002"]);
  });

  it("a value of a type parameter bound by an interface (x: &Item, Item: Render) has the interface's methods: no false E1053, its calls are uses, renamed with the family", async () => {
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/bounded.yx", "src/bounded_annotated.yx"] })) as { diagnostics: { code: string }[] };
    expect(checked.diagnostics).toEqual([]);
    const found = await refs("bounded.Render.render");
    expect(found.locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual([
      "src/bounded.yx 2:5 definition",
      "src/bounded.yx 10:7 implementation",
      "src/bounded.yx 12:61 call",
      "src/bounded.yx 14:67 call",
      "src/bounded.yx 14:80 call",
      "src/bounded_annotated.yx 3:64 call",
    ]);
    expect(found.possible).toEqual([]);
    const at = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/bounded.yx", line: 12, column: 59 })) as { type: string };
    expect(at.type).toBe("&Item");
    const item = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/bounded.yx", line: 12, column: 12 })) as { symbols: { kind: string }[] };
    expect(item.symbols[0]?.kind).toBe("generic_parameter");
    const renamed = (await ok("rename_symbol", { source: BOUNDED, old_name: "Render.render", new_name: "draw" })) as { edits: { span: number[] }[]; diagnostics: { code: string }[] };
    expect(renamed.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-FAMILY"]);
    expect(renamed.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["2:5", "10:7", "12:61", "14:67", "14:80"]);
  });


  it("find_references on an interface method lists the methods that implement it", async () => {
    expect(await places("geometry.Shape.area")).toEqual([
      "src/geometry.yx 16:17 definition",
      "src/geometry.yx 20:6 implementation",
      "src/geometry.yx 24:8 implementation",
      "src/main.yx 23:11 call",
    ]);
    const implementations = (await refs("Shape.area")).locations.filter((l) => l.kind === "implementation").map((l) => l.symbol);
    expect(implementations).toEqual(["geometry.Vec2.area", "geometry.Square.area"]);
  });

  it("rename_symbol renames an interface method together with the methods implementing it", async () => {
    const source = readFileSync(path.join(SYMBOL_FIXTURES, "W6/src/geometry.yx"), "utf8");
    for (const old_name of ["Shape.area", "Square.area"]) {
      const r = (await ok("rename_symbol", { source, old_name, new_name: "surface" })) as { edits: { span: number[] }[]; diagnostics: { code: string; severity: string; message: string }[] };
      // A note says which members were renamed with it (more edits than find_references lists for it).
      const others = old_name === "Shape.area" ? "Vec2.area, Square.area" : "Shape.area, Vec2.area";
      expect(r.diagnostics.map((d) => [d.code, d.severity, d.message.slice(0, 22 + others.length)]), old_name).toEqual([["MCP-RENAME-FAMILY", "note", `renamed together with ${others}`]]);
      expect(r.edits.map((e) => `${e.span[0]}:${e.span[1]}`), old_name).toEqual(["16:17", "20:6", "24:8"]);
    }
    // The workspace form says so too, with where each other member is declared.
    const across = (await ok("rename_symbol", { query: "Square.area", new_name: "surface" })) as { diagnostics: { code: string; related?: { file?: string; span: number[] }[] }[] };
    const note = across.diagnostics.find((d) => d.code === "MCP-RENAME-FAMILY");
    expect(note?.related?.map((r) => `${r.file} ${r.span[0]}:${r.span[1]}`)).toEqual(["w6/src/geometry.yx 16:17", "w6/src/geometry.yx 20:6"]);
  });

  it("find_references and lookup_symbol of an interface name the types implementing it, at their names", async () => {
    const implementing = (await refs("geometry.Shape")).locations.filter((l) => l.kind === "implementation").map((l) => `${l.symbol} ${l.file} ${l.span[0]}:${l.span[1]}`);
    expect(implementing).toEqual(["geometry.Vec2 src/geometry.yx 18:1", "geometry.Square src/geometry.yx 22:1"]);
    const only = (await ok("find_references", { workspace_root: "w6", query: "geometry.Shape", kind: ["implementation"] })) as { locations: Loc[] };
    expect(only.locations.map((l) => l.symbol)).toEqual(["geometry.Vec2", "geometry.Square"]);
    const { symbols } = (await ok("lookup_symbol", { workspace_root: "w6", query: "geometry.Shape" })) as { symbols: { id: string; implementations?: { id: string }[] }[] };
    expect(symbols.find((s) => s.id === "geometry.Shape")?.implementations?.map((i) => i.id)).toEqual(["geometry.Vec2", "geometry.Square"]);
  });

  it("lookup_symbol of an interface method names its implementations", async () => {
    const { symbols } = (await ok("lookup_symbol", { workspace_root: "w6", query: "Shape.area" })) as { symbols: { id: string; implementations?: { id: string; file: string; span: number[] }[] }[] };
    const area = symbols.find((s) => s.id === "geometry.Shape.area")!;
    expect(area.implementations?.map((i) => `${i.id} ${i.file} ${i.span[0]}:${i.span[1]}`)).toEqual([
      "geometry.Vec2.area src/geometry.yx 20:6",
      "geometry.Square.area src/geometry.yx 24:8",
    ]);
  });
});

describe("uses that cannot be attributed are said so", () => {
  it("find_references reports them under `possible`, with why", async () => {
    const { locations, possible } = await refs("geometry.Point.x");
    expect(possible).toEqual([{ file: "src/main.yx", span: [27, 20, 27, 21], why: "the type of `p` is not known", line_text: "first_x = (p) => p.x" }]);
    expect(locations.some((l) => l.span[0] === 27)).toBe(false);
    // Members of another name have none.
    expect((await refs("geometry.Point.norm")).possible).toEqual([]);
  });

  it("rename_symbol leaves them unchanged and lists them in an MCP-RENAME-UNRESOLVED warning", async () => {
    const source = `${readFileSync(path.join(SYMBOL_FIXTURES, "W6/src/geometry.yx"), "utf8")}\nfirst_x = (p) => p.x\nmain = {\n    q = Point(x = 1.0, y = 2.0)\n    v = q.x\n}\n`;
    const r = (await ok("rename_symbol", { source, old_name: "Point.x", new_name: "left" })) as { source: string; edits: { span: number[] }[]; diagnostics: { code: string; severity: string; span: number[]; related?: { span: number[] }[] }[] };
    expect(r.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["2:17", "5:10", "5:19", "8:54", "8:63", "28:15", "29:11"]);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: "MCP-RENAME-UNRESOLVED", severity: "warning", span: [26, 20, 26, 21] });
    expect(r.source).toContain("first_x = (p) => p.x\n");
    expect(r.source).toContain("Point(left = 1.0");
  });
});

describe("a rename never silently breaks the type check", () => {
  it("refuses with MCP-RENAME-BREAKS when the renamed source would have a new error", async () => {
    // A loop variable renamed like a top-level value: `for limit in …` is E2013 (diagnostics.md §6.2 R9).
    const source = 'limit = 10\nmain = {\n    for i in [1, 2] { print(i) }\n    print(limit + 1)\n}\n';
    const r = (await ok("rename_symbol", { source, old_name: "i", new_name: "limit" })) as { source: string; edits: unknown[]; diagnostics: { code: string; related?: { message: string }[] }[] };
    expect(r.source).toBe(source);
    expect(r.edits).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-BREAKS"]);
    expect(r.diagnostics[0]!.related?.[0]?.message).toMatch(/^E2013/);
  });
});

/**
 * Each binding statement of `g` in one of the ways §6.2 tells apart: a new
 * local (R3), a re-binding in its block (R4), an assignment of an outer
 * `mut` (R5), a new local after the outer one was moved (R6), an outer
 * immutable binding - a top-level function included - re-bound (R7), an
 * explicit declaration hiding an outer name (R8).
 */
const REBIND = `distance: (a: Int, b: Int) -> Int = (a, b) => a - b
g = {
    fresh = 1
    fresh = 2
    mut total = 0
    if true {
        total = 3
    }
    text = "moved"
    keep = text
    if true {
        text = "again"
    }
    distance = distance(1, 2)
    if true {
        fresh: Int = 4
    }
}
`;

describe("typecheck and find_references agree on every binding statement", () => {
  it("new bindings are definitions, re-bindings and assignments are writes, with the checker's diagnostics", async () => {
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/rebind.yx"] })) as { diagnostics: { code: string; span: number[] }[] };
    expect(checked.diagnostics.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E2010 14:5", "E2013 16:9"]);
    const kinds = async (query: string) =>
      ((await ok("find_references", { workspace_root: "w6", query })) as { locations: Loc[] }).locations.filter((l) => l.file === "src/rebind.yx").map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`);
    // R3, R4; R8 declares another `fresh` (a symbol of its own).
    expect(await kinds("rebind.g#fresh")).toEqual(["3:5 definition", "4:5 write", "16:9 definition"]);
    // R5.
    expect(await kinds("rebind.g#total")).toEqual(["5:9 definition", "7:9 write"]);
    // R6: after `keep = text` moved it, `text = "again"` in the branch is a new local.
    expect((await kinds("rebind.g#text")).filter((k) => k.endsWith("definition"))).toEqual(["9:5 definition", "12:9 definition"]);
    // R7 on a top-level function: E2010 there, and a write of the function.
    expect(await kinds("rebind.distance")).toEqual(["1:1 definition", "14:5 write", "14:16 call"]);
  });
});

const ATTACHED = `Item: Type = { name: String, value: Int }

pub bonus: (item: &Item, pct: Int) -> Int = {
    return item.value * pct / 100
}

main = {
    sword = Item(name = "sword", value = 50)
    x = sword.bonus(20)
}
`;

describe("a function attached to a type (modules-and-workspace.md §3.4, §4.5) in a one-text rename", () => {
  it("renames its method-style calls with it", async () => {
    const r = (await ok("rename_symbol", { source: ATTACHED, old_name: "bonus", new_name: "boost" })) as { source: string; edits: { span: number[] }[]; diagnostics: unknown[] };
    expect(r.diagnostics).toEqual([]);
    expect(r.edits.map((e) => e.span.slice(0, 2).join(":"))).toEqual(["3:5", "9:15"]);
    expect(r.source).toContain("x = sword.boost(20)");
  });

  it("refuses a name that would make a member win its method-style calls, both ways", async () => {
    for (const [old_name, new_name] of [["Item.value", "bonus"], ["bonus", "value"], ["bonus", "name"]]) {
      const r = (await ok("rename_symbol", { source: ATTACHED, old_name, new_name })) as { edits: unknown[]; diagnostics: { code: string; message: string; span: number[] }[] };
      expect(r.diagnostics.map((d) => [d.code, d.span.slice(0, 2).join(":")]), `${old_name} → ${new_name}`).toEqual([["MCP-RENAME-COLLISION", "9:15"]]);
      expect(r.diagnostics[0]!.message).toContain("would no longer call the function 'bonus'");
      expect(r.edits).toEqual([]);
    }
  });
});

// A type imported by a `use` inside a block (modules-and-workspace.md §3.7): known there as at the top level.
const BLOCK_USE = `use std.{io}

main = {
    use packet.{Header}
    h = Header(src = 4, dst = 5)
    k: Header = Header(src = 1, dst = 2)
    n: Int = k.dst
    io.println(h.text())
}
`;

describe("a type imported by a use inside a block", () => {
  it("types its constructor calls and annotations there: named arguments and member calls are uses, no false E1053 or E1002", async () => {
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/block_use.yx"] })) as { diagnostics: unknown[] };
    expect(checked.diagnostics).toEqual([]);
    expect(await places("packet.Header.src")).toEqual(["src/block_use.yx 5:16 argument", "src/block_use.yx 6:24 argument", "src/packet.yx 1:18 definition", "src/packet.yx 4:20 read"]);
    expect(await places("packet.Header.dst")).toContain("src/block_use.yx 7:16 read");
    expect((await refs("packet.Header.text")).possible).toEqual([]);
    expect(await places("packet.Header.text")).toContain("src/block_use.yx 8:18 call");
    const at = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/block_use.yx", line: 5, column: 5 })) as { type: string };
    expect(at.type).toBe("Header");
  });
});

const SHADOWING = `Grade: Type = { junior: () -> Grade, lead: (String, Int) -> Grade }

factor: (g: Grade) -> Int = {
    return match g {
        junior => 1
        (lead(team, size)) => size * 2
    }
}

main = {
    dept = "R&D"
    pick = (e: String) => f"<{e}>"
    both = (e: String) => f"<{e}{dept}>"
    x = pick(dept) + both(dept)
}
`;

describe("renaming to a name a parameter or pattern binding may hide (R10)", () => {
  const rename = async (old_name: string, scope: string, new_name: string) =>
    (await ok("rename_symbol", { source: SHADOWING, old_name, scope, new_name })) as { edits: { span: number[] }[]; diagnostics: { code: string; message: string }[]; source?: string };

  it("allows a binder to take an outer name its body does not use, and an outer name a binder's name", async () => {
    const binder = await rename("size", "function:factor", "g");
    expect(binder.diagnostics).toEqual([]);
    expect(binder.source).toContain("(lead(team, g)) => g * 2");
    const outer = await rename("dept", "function:main", "e");
    expect(outer.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]); // `both` reads dept inside a lambda whose e would hide it
    const lambdaParam = (await ok("rename_symbol", { source: SHADOWING.replace("    both = (e: String) => f\"<{e}{dept}>\"\n", "").replace(" + both(dept)", ""), old_name: "dept", scope: "function:main", new_name: "e" })) as { diagnostics: unknown[]; source: string };
    expect(lambdaParam.diagnostics).toEqual([]);
    expect(lambdaParam.source).toContain("x = pick(e)");
  });

  it("allows a local to take the name of a local of a sibling block (if / else, R10), not of an enclosing one", async () => {
    const source = "pick: (n: Int) -> Int = {\n    mut result = 0\n    if n > 3 {\n        t = n * 2\n        result = t\n    } else {\n        u = n + 1\n        result = u\n    }\n    return result\n}\n";
    const sibling = (await ok("rename_symbol", { source, old_name: "u", scope: "function:pick", new_name: "t" })) as { diagnostics: unknown[]; source: string };
    expect(sibling.diagnostics).toEqual([]);
    expect(sibling.source).toContain("        t = n + 1\n        result = t\n");
    const enclosing = (await ok("rename_symbol", { source, old_name: "u", scope: "function:pick", new_name: "result" })) as { diagnostics: { code: string }[] };
    expect(enclosing.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
  });

  it("a named argument of a call of a lambda bound in a body is a use of its parameter: find_references lists it, a rename renames it (not the local passed)", async () => {
    const where = (await ok("find_references", { workspace_root: "w6", file_path: "src/local_lambda.yx", line: 4, column: 13 })) as { locations: Loc[] };
    expect(where.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["4:13 definition", "4:44 read", "5:24 argument"]);
    const renamed = (await ok("rename_symbol", { file_path: "w6/src/local_lambda.yx", line: 4, column: 13, new_name: "lo" })) as { files: { edits: { span: number[] }[] }[]; diagnostics: unknown[] };
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.files.flatMap((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]}`))).toEqual(["4:13", "4:44", "5:24"]);
    const outer = (await ok("find_references", { workspace_root: "w6", file_path: "src/local_lambda.yx", line: 3, column: 5 })) as { locations: Loc[] };
    expect(outer.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["3:5 definition", "5:30 read"]);
  });

  it("so is one of a local function written as a signature and its body, or as a signature and a lambda (whose signature names are its parameters' too)", async () => {
    type Renamed = { files: { edits: { span: number[] }[] }[]; diagnostics: unknown[] };
    const edits = async (line: number, column: number) => {
      const r = (await ok("rename_symbol", { file_path: "w6/src/local_lambda.yx", line, column, new_name: "lo" })) as Renamed;
      expect(r.diagnostics).toEqual([]);
      return r.files.flatMap((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]}`));
    };
    expect(await edits(6, 14)).toEqual(["6:14", "6:51", "8:26"]);
    expect(await edits(7, 42)).toEqual(["7:11", "7:42", "7:63", "8:51"]);
    const lookup = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/local_lambda.yx", line: 6, column: 51 })) as { type?: string };
    expect(lookup.type).toBe("Int");
  });

  it("a type may take the name of a built-in type a program may declare its own of (Option, Result), as back after renaming it away; no other symbol may", async () => {
    const source = "Maybe: (T: Type) -> Type = {\n    some: (T) -> Maybe(T),\n    none: () -> Maybe(T),\n}\n\nfirst_even: (xs: &List(Int)) -> Maybe(Int) = {\n    for x in xs {\n        if x % 2 == 0 {\n            return Maybe.some(x)\n        }\n    }\n    return Maybe.none()\n}\n";
    const renamed = (await ok("rename_symbol", { source, old_name: "Maybe", new_name: "Option" })) as { diagnostics: unknown[]; source: string };
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.source).toBe(source.replace(/Maybe/g, "Option"));
    const fn = (await ok("rename_symbol", { source, old_name: "first_even", new_name: "Option" })) as { diagnostics: { code: string }[] };
    expect(fn.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-RESERVED"]);
    const prim = (await ok("rename_symbol", { source, old_name: "Maybe", new_name: "Int" })) as { diagnostics: { code: string }[] };
    expect(prim.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-RESERVED"]);
    // So may a user type named like a built-in no value has (`Console`, `Iterator`; 88b D6), unless it captures a use of that one.
    const console = "Term: Type = { x: Int }\nmain = {\n    c = Term(1)\n}\n";
    expect(((await ok("rename_symbol", { source: console, old_name: "Term", new_name: "Console" })) as { diagnostics: unknown[] }).diagnostics).toEqual([]);
    // An interface too (89a D1).
    const iface = "Zz: Type = { go: (self: &Zz) -> Int }\nA: Type = { n: Int, Zz }\nA.go: (self: &A) -> Int = (self) => self.n\n";
    expect(((await ok("rename_symbol", { source: iface, old_name: "Zz", new_name: "Formatter" })) as { diagnostics: unknown[] }).diagnostics).toEqual([]);
    const captured = "It: Type = { x: Int }\npick: (I: Iterator(Int)) -> (i: &I) -> Int = (i) => 0\n";
    expect(((await ok("rename_symbol", { source: captured, old_name: "It", new_name: "Iterator" })) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
  });

  it("a field lent for writing (`&mut t.log`) is a write of it", async () => {
    const r = (await ok("find_references", { workspace_root: "w6", query: "tank.Tank.log" })) as { locations: Loc[] };
    expect(r.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["2:5 definition", "10:17 write", "11:11 read"]);
  });

  it("refuses renaming a pattern binding to the name of a variant its file imports (the pattern could name the variant)", async () => {
    const r = (await ok("rename_symbol", { file_path: "w6/src/delivery_use.yx", line: 5, column: 18, new_name: "waiting" })) as { diagnostics: { code: string; message: string }[] };
    expect(r.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
    expect(r.diagnostics[0]!.message).toContain("'waiting' is the variant 'Delivery.waiting' (w6/src/delivery.yx)");
    const other = (await ok("rename_symbol", { file_path: "w6/src/delivery_use.yx", line: 5, column: 18, new_name: "dest" })) as { diagnostics: unknown[] };
    expect(other.diagnostics).toEqual([]);
  });

  it("a built-in Option's `some`/`none` arms are the built-in constructors, not the variants of that name the file declares", async () => {
    const r = (await ok("find_references", { workspace_root: "w6", query: "perhaps.Perhaps.some" })) as { locations: Loc[] };
    expect(r.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["2:5 definition", "6:61 call", "17:10 read"]);
    const none = (await ok("find_references", { workspace_root: "w6", query: "perhaps.Perhaps.none" })) as { locations: Loc[] };
    expect(none.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["3:5 definition", "6:90 call", "18:9 read"]);
  });

  it("a local may take a lower-case alias of a built-in type (str, char) and give it back; a type may not", async () => {
    const source = "main = {\n    str = \"abc\"\n    n = str\n}\nWord: Type = { text: String }\n";
    const away = (await ok("rename_symbol", { source, old_name: "str", scope: "function:main", new_name: "label" })) as { diagnostics: unknown[]; source: string };
    expect(away.diagnostics).toEqual([]);
    const back = (await ok("rename_symbol", { source: away.source, old_name: "label", scope: "function:main", new_name: "str" })) as { diagnostics: unknown[]; source: string };
    expect(back.diagnostics).toEqual([]);
    expect(back.source).toBe(source);
    const type = (await ok("rename_symbol", { source, old_name: "Word", new_name: "str" })) as { diagnostics: { code: string }[] };
    expect(type.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-RESERVED"]);
  });

  it("a local signature's parameter hides the enclosing function's of that name: each rename edits only its own", async () => {
    const edits = async (line: number, column: number) => {
      const r = (await ok("rename_symbol", { file_path: "w6/src/shadow_local.yx", line, column, new_name: "base" })) as { files: { edits: { span: number[] }[] }[]; diagnostics: unknown[] };
      expect(r.diagnostics).toEqual([]);
      return r.files.flatMap((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]}`));
    };
    expect(await edits(1, 9)).toEqual(["1:9", "3:19"]);
    expect(await edits(2, 14)).toEqual(["2:14", "2:31"]);
  });

  it("allows a loop variable to take the name of a local declared after the loop, and back; not of a local the loop sees (E2013)", async () => {
    type Renamed = { files: { edits: { span: number[]; new: string }[] }[]; diagnostics: { code: string }[] };
    const rename = async (file: string, line: number, column: number, new_name: string) => (await ok("rename_symbol", { file_path: `w6/src/${file}`, line, column, new_name })) as Renamed;
    const edits = (r: Renamed) => r.files.flatMap((f) => f.edits.map((e) => `${e.span.slice(0, 2).join(":")}=${e.new}`));
    const there = await rename("loop_later.yx", 4, 9, "b");
    expect(there.diagnostics).toEqual([]);
    expect(edits(there)).toEqual(["4:9=b", "5:23=b"]);
    const back = await rename("loop_later_renamed.yx", 4, 9, "z");
    expect(back.diagnostics).toEqual([]);
    expect(edits(back)).toEqual(["4:9=z", "5:23=z"]);
    const local = await rename("loop_later.yx", 7, 5, "z");
    expect(local.diagnostics).toEqual([]);
    expect(edits(local)).toEqual(["7:5=z", "8:19=z"]);
    expect((await rename("loop_later.yx", 7, 5, "q")).diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
  });

  it("refuses renaming a pattern binding to a variant's name, saying the pattern would then name the variant", async () => {
    const source = "Phase: Type = { idle: () -> Phase, running: () -> Phase }\ndescribe: (p: Phase) -> Int = {\n    return match p {\n        running => 1,\n        other => 2,\n    }\n}\n";
    const r = (await ok("rename_symbol", { source, old_name: "other", scope: "function:describe", new_name: "idle" })) as { diagnostics: { code: string; message: string }[] };
    expect(r.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
    expect(r.diagnostics[0]!.message).toContain("the pattern would read 'idle' as the existing 'idle'");
  });

  it("still refuses a capture (the body uses the outer name) and a second binder in the same pattern", async () => {
    expect((await rename("e", "function:main", "dept")).diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
    const same = await rename("size", "function:factor", "team");
    expect(same.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
    expect(same.diagnostics[0]!.message).toContain("already declares 'team'");
  });
});

// A variant's payload written as bare types (§6.3: in a type body a bare name is a type, not a parameter name).
const RARITY = `Rarity: Type = { common: () -> Rarity, epic: (Int) -> Rarity }

score: (r: Rarity) -> Int = {
    return match r {
        common => 1
        (epic(level)) => level * 10
    }
}

top = score(Rarity.epic(3))
`;

describe("a variant whose payload is written as bare types", () => {
  it("has the payload's types at its uses (hover: (Int) -> Rarity, not (?) -> Rarity)", async () => {
    const at = (await ok("lookup_symbol", { workspace_root: "w6", file_path: "src/rarity.yx", line: 10, column: 20 })) as { type: string; symbols: { id: string }[] };
    expect(at.symbols.map((s) => s.id)).toEqual(["rarity.Rarity.epic"]);
    expect(at.type).toBe("(Int) -> Rarity");
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/rarity.yx"] })) as { diagnostics: unknown[] };
    expect(checked.diagnostics).toEqual([]);
  });
});

// Constants imported by item or read through a module alias have their declared types (§3.2: the same entity).
const CONSTS_USE = `use consts.{LIMIT, NAME}
use consts as cfg

main = {
    a: String = LIMIT
    b: Int = cfg.NAME
    n: Int = LIMIT + cfg.LIMIT
    twice = f"{NAME}{NAME}{cfg.NAME}{n}"
}
`;

describe("a constant of another module", () => {
  it("has its declared type where it is imported or read through the module (E1002 on a mismatch, nothing else)", async () => {
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/consts_use.yx"] })) as { diagnostics: { code: string; span: number[]; message: string }[] };
    expect(checked.diagnostics.map((d) => [d.code, d.span.slice(0, 2).join(":"), d.message])).toEqual([
      ["E1002", "5:5", "'a' is declared as String, but the value is Int"],
      ["E1002", "6:5", "'b' is declared as Int, but the value is String"],
    ]);
  });
});

/** Top-level functions without annotations: their results are what their bodies give. */
const UNANNOTATED = `Spot: Type = { sx: Int, sy: Int }
early = () => late().sx
origin = () => Spot(0, 0)
shift = (p: Spot, d: Int) => {
    return Spot(p.sx + d, p.sy)
}
either = (n: Int) => {
    if n > 0 {
        return Spot(n, n)
    }
    return 3
}
main = () => {
    s = shift(origin(), 2)
    print(s.sx)
    t = either(1)
    print(t.sx)
}
late = () => Spot(1, 1)
`;

describe("a top-level function without annotations has the result its body gives", () => {
  it("in its signature and at its calls after it; a result its returns disagree on, or a call before it, stays unknown", async () => {
    const outline = (await ok("list_symbols", { workspace_root: "w6", file_path: "src/unannotated.yx" })) as { symbols: { name: string; signature?: string }[] };
    const signatures = Object.fromEntries(outline.symbols.map((s) => [s.name, s.signature]));
    expect(signatures).toMatchObject({ origin: "() -> Spot", shift: "(p: Spot, d: Int) -> Spot", either: "(n: Int) -> ?", main: "() -> Void", late: "() -> Spot" });
    expect(await typeIn("unannotated.yx", 14, 5)).toBe("Spot");
    const found = await refs("unannotated.Spot.sx");
    const inFile = (list: { file: string; span: number[] }[]) => list.filter((l) => l.file === "src/unannotated.yx").map((l) => `${l.span[0]}:${l.span[1]}`);
    expect(inFile(found.locations)).toEqual(["1:16", "5:19", "15:13"]);
    expect(inFile(found.possible)).toEqual(["2:22", "17:13"]);
  });
});

/** A type of functions built from them, named arguments of methods bound by position, a bound function imported, a generic call with a named argument. */
const ROUND_SIX = {
  "strategy.yx":
    "Esc: Type = {\n    text: (s: String) -> String,\n    attr: (s: String) -> String,\n}\n" +
    "plain: () -> Esc = {\n    return Esc(text = (s) => s, attr = (s) => s + \"!\")\n}\n" +
    "half: () -> Esc = {\n    return Esc(text = (s) => s)\n}\n" +
    "main = {\n    e = plain()\n    print(e.text(\"a\") + e.attr(\"b\"))\n}\n",
  "counter_ops.yx": "use counter_model.{Counter}\n\nbump: (c: &mut Counter, by: Int) -> Void = {\n    c.n = c.n + by\n}\n\nshown: (prefix: String, c: &Counter) -> String = { return f\"{prefix}{c.n}\" }\n",
  "counter_model.yx": "use counter_ops.{bump, shown as show_with}\n\nCounter: Type = {\n    n mut: Int,\n    inc = bump[0],\n}\n\nCounter.show = show_with[1]\n",
  "counter_main.yx": "use counter_model.{Counter}\n\nmain = {\n    mut c = Counter(n = 1)\n    c.inc(by = 2)\n    k: Int = c.show(prefix = \"n=\")\n}\n",
  "tables.yx":
    "Train: Type = { id: String }\nEv: Type = { note: String }\nTable: Type = { n: Int }\n" +
    "Table.add: (self: &Table, x: Train) -> Table = { return Table(1) }\nTable.add: (self: &Table, x: Ev) -> Int = { return 2 }\n" +
    "main = {\n    tb = Table(0)\n    a = tb.add(x = Train(id = \"t\"))\n    b = tb.add(x = Ev(note = \"n\"))\n}\n",
  "fluent.yx":
    "Step: Type = { advance: (self: &Step, by: Int) -> Step }\nCounter: Type = { at: Int, Step }\n" +
    "Counter.advance: (self: &Counter, by: Int) -> Counter = Counter(self.at + by)\nwalk: (s: &Step) -> Step = s.advance(1)\n" +
    "main = {\n    c = Counter(1)\n    f = c.advance(2)\n}\n",
  "method_lambdas.yx":
    "Tag: Type = { label: String }\nBox: Type = { tags: List(Tag) }\n" +
    "Box.count_if: (self: &Box, keep: (t: Tag) -> Bool) -> Int = {\n    mut n = 0\n    for t in self.tags {\n        if keep(t) {\n            n = n + 1\n        }\n    }\n    return n\n}\n" +
    "main = {\n    b = Box([Tag(\"a\")])\n    x = b.count_if((t) => t.label == \"a\")\n}\n",
  "cards.yx": "Card: Type = {\n    weight: (self: &Card) -> Int,\n}\n",
  "boxes.yx":
    "use cards.{Card as Face}\n\nBox: Type = { kg: Int, Face }\nBox.weight: (self: &Box) -> Int = { return self.kg }\nFace.extra: (self: &Face) -> Int = { return self.weight() * 2 }\n" +
    "Lot: Type = {\n    reserve: Int,\n    fee: ((l: Lot) -> Int)[0] = ((l) => l.reserve / 20),\n}\n" +
    "main = {\n    boxes = [Box(1)]\n    e = boxes[0].extra()\n}\n",
  "slots.yx":
    "Car: Type = { code: String }\nSlot: (T: Type) -> Type = { item: T, slot: Int }\n" +
    "slotted: (T: Type) -> (items: &List(T), first: Int) -> List(Slot(T)) = (items, first) => {\n    mut out = []\n    for it in items {\n        out = out + [Slot(item = it, slot = first)]\n    }\n    return out\n}\n" +
    "main = {\n    cars = [Car(code = \"a\")]\n    by_name = slotted(&cars, first = 1)\n    c = by_name[0].item.code\n}\n",
};

describe("round six: calls an agent writes every day", () => {
  const lines = async (query: string) => (await refs(query)).locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`);

  it("a type whose body declares only functions, built from them by name: its named arguments are its members, its lambdas typed, a missing one E1002", async () => {
    expect(await lines("strategy.Esc.text")).toEqual(["src/strategy.yx 2:5 definition", "src/strategy.yx 6:16 argument", "src/strategy.yx 9:16 argument", "src/strategy.yx 13:13 call"]);
    expect(await typeIn("strategy.yx", 6, 41)).toBe("String");
    const r = (await ok("rename_symbol", { file_path: "w6/src/strategy.yx", line: 3, column: 5, new_name: "quoted" })) as { files: { edits: { span: number[] }[] }[]; diagnostics: unknown[] };
    expect(r.files.flatMap((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]}`))).toEqual(["3:5", "6:33", "13:27"]);
    expect(r.diagnostics).toEqual([]);
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/strategy.yx"] })) as { diagnostics: { code: string; span: number[]; message: string }[] };
    expect(checked.diagnostics.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual(["E1002 9:15 the type 'Esc' needs a value for 'attr'"]);
  });

  it("named arguments of a method bound by position name the bound function's parameters, also when the function is imported under another name; its type is the function's", async () => {
    expect(await lines("counter_ops.bump#by")).toEqual(expect.arrayContaining(["src/counter_main.yx 5:11 argument"]));
    expect(await lines("counter_ops.shown#prefix")).toEqual(expect.arrayContaining(["src/counter_main.yx 6:21 argument"]));
    expect(await typeIn("counter_main.yx", 6, 16)).toBe("(String) -> String");
    const checked = (await ok("typecheck", { project_root: "w6", file_paths: ["src/counter_main.yx"] })) as { diagnostics: { code: string; span: number[] }[] };
    expect(checked.diagnostics.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1002 6:5"]);
  });

  it("a method declared on an interface under an import alias is a member of the records listing it; an anonymous method's parameter is the member's", async () => {
    expect(await lines("cards.Card.extra")).toEqual(["src/boxes.yx 5:6 definition", "src/boxes.yx 12:18 call"]);
    expect((await refs("cards.Card.extra")).possible).toEqual([]);
    const found = (await ok("lookup_symbol", { workspace_root: "w6", query: "Lot.fee#l", include_locals: true })) as { symbols: { id: string }[] };
    expect(found.symbols.map((x) => x.id)).toEqual(["boxes.Lot.fee#l@8:35"]);
  });

  it("lookup_symbol shows the signature the outline shows: a method bound by position, an unannotated function's inferred one", async () => {
    const signature = async (query: string) => ((await ok("lookup_symbol", { workspace_root: "w6", query })) as { symbols: { id: string; signature?: string }[] }).symbols[0]?.signature;
    // The function bound, receiver included, also when it is imported (as one of the same file shows it, 108f P2).
    expect(await signature("Counter.inc")).toBe("(c: &mut Counter, by: Int) -> Void");
    const outline = (await ok("list_symbols", { workspace_root: "w6", file_path: "src/counter_model.yx" })) as { symbols: { name: string; children?: { name: string; signature?: string }[] }[] };
    expect(outline.symbols.find((x) => x.name === "Counter")!.children!.find((c) => c.name === "inc")!.signature).toBe("(c: &mut Counter, by: Int) -> Void");
    expect(await signature("unannotated.shift")).toBe("(p: Spot, d: Int) -> Spot");
  });

  it("an interface whose method returns the interface itself is an interface (not a variant set): a rename renames its implementations", async () => {
    const outline = (await ok("list_symbols", { workspace_root: "w6", file_path: "src/fluent.yx" })) as { symbols: { name: string; kind: string; children?: { name: string; kind: string }[] }[] };
    expect(outline.symbols[0]).toMatchObject({ name: "Step", kind: "interface", children: [{ name: "advance", kind: "method" }] });
    const r = (await ok("rename_symbol", { file_path: "w6/src/fluent.yx", line: 1, column: 16, new_name: "step_by" })) as { files: { edits: { span: number[] }[] }[]; diagnostics: { code: string }[] };
    expect(r.files.flatMap((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]}`))).toEqual(["1:16", "3:9", "4:30", "7:11"]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-FAMILY"]);
  });

  it("named arguments of an overloaded method name the parameter of the overload their types choose: a rename of one overload's parameter edits only its calls", async () => {
    const r = (await ok("rename_symbol", { file_path: "w6/src/tables.yx", line: 5, column: 27, new_name: "ev" })) as { files: { edits: { span: number[] }[] }[]; diagnostics: unknown[] };
    expect(r.files.flatMap((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]}`))).toEqual(["5:27", "9:16"]);
    expect(await typeIn("tables.yx", 9, 5)).toBe("Int");
  });

  it("a lambda passed to a method takes its parameter types from the method's signature", async () => {
    expect(await typeIn("method_lambdas.yx", 14, 21)).toBe("Tag");
    expect(await lines("method_lambdas.Tag.label")).toEqual(["src/method_lambdas.yx 1:15 definition", "src/method_lambdas.yx 14:29 read"]);
  });

  it("a generic call with a named argument is instantiated with its arguments in their parameters' places", async () => {
    expect(await typeIn("slots.yx", 12, 5)).toBe("List(Slot(Car))");
    expect(await lines("slots.Car.code")).toEqual(expect.arrayContaining(["src/slots.yx 13:25 read"]));
  });
});

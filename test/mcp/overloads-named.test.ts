// Calls of an overloaded method or function with named arguments, and
// through the type (tester round 102a): the overload chosen is the one that
// declares every name and takes as many arguments, the receiver written as
// an argument through the type (D1: one more was counted, none took the
// call and the first was read: false E1002s, a rename that left `m = 2`);
// a call no declaration takes by its names shows no declaration's type (D2);
// a generic overload named through its type is the one of its count (D3:
// the declarations were swapped).
import { describe, expect, it } from "vitest";
import { FROM_SCRATCH, packageManifest, servedProject, type ServedProject } from "../helpers/served-project.js";

const NAMED = [
  "Room: Type = { w: Int }",
  "Room.make: (n: Int) -> Room = Room(n)",
  "Room.make: (n: Int, m: Int) -> Int = n + m",
  "Room.sc: (self: &Room, k: Int) -> Int = k",
  "Room.sc: (self: &Room, k: Int, j: Int) -> String = \"s\"",
  "mk: (n: Int) -> Room = Room(n)",
  "mk: (n: Int, m: Int) -> Int = n + m",
  "main: () -> Void = {",
  "    r = Room(1)",
  "    a: Int = Room.make(n = 1, m = 2)",
  "    b: Int = Room.make(1, m = 2)",
  "    c: String = Room.sc(r, k = 1, j = 2)",
  "    d: String = r.sc(k = 1, j = 2)",
  "    e = r.sc(z = 1)",
  "    f = mk(z = 1)",
  "    g = Room.make(z = 1)",
  "}",
  "",
].join("\n");

const GENERIC = [
  "Crate: (T: Type) -> Type = { v: T }",
  "Crate.get: (T: Type) -> (self: &Crate(T), d: T) -> T = (self, d) => self.v",
  "Crate.get: (T: Type) -> (self: &Crate(T), d: T, e: Int) -> T = (self, d, e) => self.v",
  "main: () -> Void = {",
  "    b: Crate(Int) = Crate(3)",
  "    x7 = Crate.get(b, 1)",
  "    x9 = Crate.get(b, 1, 2)",
  "}",
  "",
].join("\n");

const project = servedProject("yx-overloads-named-", { "yaoxiang.toml": packageManifest("named"), "a.yx": NAMED, "g.yx": GENERIC }, FROM_SCRATCH);

async function at(file: string, line: number, column: number): Promise<{ line?: number; type?: string; hint?: string }> {
  const data = (await project.call("lookup_symbol", { file_path: file, line, column })).structuredContent as { symbols: { span: number[] }[]; type?: string; hint?: string };
  return { line: data.symbols[0]?.span[0], ...(data.type !== undefined ? { type: data.type } : {}), ...(data.hint !== undefined ? { hint: data.hint } : {}) };
}

/** The type lookup_symbol gives at a position of `file` in `served`. */
async function typeAt(served: ServedProject, file: string, line: number, column: number): Promise<string | undefined> {
  return ((await served.call("lookup_symbol", { file_path: file, line, column })).structuredContent as { type?: string }).type;
}

/** typecheck's diagnostics on the whole of `served`, each `code@line`. */
async function diagnosticsOf(served: ServedProject): Promise<string[]> {
  const checked = (await served.call("typecheck", {})).structuredContent as { diagnostics: { code: string; span: number[] }[] };
  return checked.diagnostics.map((d) => `${d.code}@${d.span[0]}`);
}

describe("named arguments through the type (102a D1)", () => {
  it("choose the overload declaring every name and taking as many, the receiver an argument: no false E1002", async () => {
    const checked = (await project.call("typecheck", { file_paths: ["a.yx"] })).structuredContent as { diagnostics: { code: string; span: number[] }[] };
    expect(checked.diagnostics.map((d) => `${d.code}@${d.span[0]}`)).toEqual([]);
    expect(await at("a.yx", 10, 19)).toEqual({ line: 3, type: "(Int, Int) -> Int" });
    expect(await at("a.yx", 11, 19)).toEqual({ line: 3, type: "(Int, Int) -> Int" });
    expect(await at("a.yx", 12, 22)).toEqual({ line: 5, type: "(&Room, Int, Int) -> String" });
    expect(await at("a.yx", 13, 19)).toEqual({ line: 5, type: "(Int, Int) -> String" });
  });

  it("name that overload's parameters: find_references lists them, a rename renames them", async () => {
    const refs = (await project.call("find_references", { query: "Room.make#m" })).structuredContent as { locations: { span: number[]; kind: string }[]; possible: unknown[] };
    expect(refs.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["3:21 definition", "3:42 read", "10:31 argument", "11:27 argument"]);
    expect(refs.possible).toEqual([]);
    const renamed = (await project.call("rename_symbol", { query: "Room.make#m", new_name: "mm" })).structuredContent as { files: { edits: unknown[] }[]; diagnostics: unknown[] };
    expect(renamed.files[0]!.edits).toHaveLength(4);
    expect(renamed.diagnostics).toEqual([]);
  });
});

describe("a named argument no declaration has (102a D2)", () => {
  it("chooses no declaration: no type, and the hint says so", async () => {
    for (const [line, column, name] of [[14, 12, "Room.sc"], [15, 11, "mk"], [16, 15, "Room.make"]] as const) {
      const found = await at("a.yx", line, column);
      expect(found.type).toBeUndefined();
      expect(found.hint).toMatch(new RegExp(`^'${name.replace(".", "\\.")}' is declared 2 times and this use chooses none`));
    }
  });
});

describe("a generic overloaded method through its type (102a D3)", () => {
  it("is the declaration its number of arguments, the receiver one of them, selects, instantiated", async () => {
    expect(await at("g.yx", 6, 16)).toEqual({ line: 2, type: "(&Crate(Int), Int) -> Int" });
    expect(await at("g.yx", 7, 16)).toEqual({ line: 3, type: "(&Crate(Int), Int, Int) -> Int" });
  });
});

describe("named arguments an overload has, in a call that chooses none (102c N6)", () => {
  const missing = servedProject("yx-overloads-named-missing-", {
    "m.yx": [
      "Room: Type = { w: Int }",
      "Room.sc: (self: &Room, k: Int) -> Int = k",
      "Room.sc: (self: &Room, k: Int, j: Int) -> String = \"s\"",
      "main: () -> Void = {",
      "    b5 = Room.sc(k = 1, j = 2)",
      "}",
      "",
    ].join("\n"),
  }, FROM_SCRATCH);

  it("are possible uses of each overload's parameter so named, not names no declaration the file sees has", async () => {
    const possible = async (query: string) => {
      const data = (await missing.call("find_references", { query })).structuredContent as { locations: { kind: string }[]; possible: { span: number[]; why: string }[] };
      expect(data.locations.filter((l) => l.kind === "argument")).toEqual([]);
      return data.possible.map((p) => `${p.span[0]}:${p.span[1]} ${p.why}`);
    };
    expect(await possible("Room.sc#j")).toEqual(["5:25 the call of `Room.sc` matches no single overload by its arguments (their number, names or types), and an overload declaring `j` may be the one it means"]);
    expect(await possible("Room.sc#k")).toEqual(["5:18 the call of `Room.sc` matches no single overload by its arguments (their number, names or types), and an overload declaring `k` may be the one it means"]);
    const hint = ((await missing.call("lookup_symbol", { file_path: "m.yx", line: 5, column: 25 })).structuredContent as { hint?: string }).hint;
    expect(hint).toContain("the named argument `j` of a call of `Room.sc` that no single overload takes by its arguments");
    expect(hint).not.toContain("this file sees");
  });
});

describe("named arguments of a call that chooses none, an overload in a file the caller does not import (103c E5)", () => {
  const hidden = servedProject("yx-overloads-named-hidden-none-", {
    "yaoxiang.toml": packageManifest("hiddennone"),
    "room.yx": "Room: Type = { w: Int }\nRoom.sc: (self: &Room, k: Int) -> Int = k\n",
    "more.yx": "use room.{Room}\nRoom.sc: (self: &Room, k: Int, j: Int) -> String = \"s\"\n",
    "user.yx": "use room.{Room}\ngo: () -> Void = {\n    a = Room.sc(k = 1, j = 2)\n}\n",
  }, FROM_SCRATCH);

  it("are possible uses of each declaration's parameter so named, wherever declared, not certain uses of the one the file sees", async () => {
    const found = async (query: string) => {
      const data = (await hidden.call("find_references", { query })).structuredContent as { locations: { file: string; kind: string }[]; possible: { file: string; span: number[] }[] };
      return { arguments: data.locations.filter((l) => l.kind === "argument").length, possible: data.possible.map((p) => `${p.file}:${p.span[0]}:${p.span[1]}`) };
    };
    expect(await found("room.Room.sc#k")).toEqual({ arguments: 0, possible: ["user.yx:3:17"] });
    expect(await found("more.Room.sc#j")).toEqual({ arguments: 0, possible: ["user.yx:3:24"] });
  });
});

describe("named arguments only another file's overload declares (102c N1)", () => {
  const apart = servedProject("yx-overloads-named-apart-", {
    "yaoxiang.toml": packageManifest("apart"),
    "room.yx": "Room: Type = { w: Int }\nRoom.sc: (self: &Room, k: Int) -> Int = k\nRoom.make: (n: Int) -> Room = Room(n)\n",
    "more.yx": "use room.{Room}\nRoom.sc: (self: &Room, k: Int, j: Int) -> String = \"s\"\nRoom.make: (n: Int, m: Int) -> Int = n + m\n",
    "other.yx": "use room.{Room}\nrun: () -> Void = {\n    r = Room(1)\n    a: String = Room.sc(r, k = 1, j = 2)\n    b: Int = Room.make(n = 1, m = 2)\n    c: String = r.sc(j = 2, k = 1)\n}\n",
  }, FROM_SCRATCH);

  it("choose it, as positional arguments do: no false E1002, its type", async () => {
    expect(await diagnosticsOf(apart)).toEqual([]);
    const type = (line: number, column: number) => typeAt(apart, "other.yx", line, column);
    expect(await type(4, 22)).toBe("(&Room, Int, Int) -> String");
    expect(await type(5, 19)).toBe("(Int, Int) -> Int");
    expect(await type(6, 19)).toBe("(Int, Int) -> String");
  });
});

describe("named arguments whose types only another file's overload takes (103a D1)", () => {
  const typed = servedProject("yx-overloads-named-typed-", {
    "yaoxiang.toml": packageManifest("typed"),
    "room.yx": "Room: Type = { w: Int }\nRoom.tp: (self: &Room, k: Int) -> Int = k\n",
    "hidden.yx": "use room.{Room}\nRoom.tp: (self: &Room, k: String) -> String = k\n",
    "user.yx": "use room.{Room}\nrun: () -> Void = {\n    r = Room(1)\n    a: String = r.tp(\"x\")\n    b: String = r.tp(k = \"x\")\n    c: String = Room.tp(r, k = \"x\")\n    d: Int = r.tp(k = 2)\n}\n",
  }, FROM_SCRATCH);

  it("choose it, as positional arguments do: no false E1002, its type, its parameter's uses", async () => {
    expect(await diagnosticsOf(typed)).toEqual([]);
    const type = (line: number, column: number) => typeAt(typed, "user.yx", line, column);
    expect(await type(5, 19)).toBe("(String) -> String");
    expect(await type(6, 22)).toBe("(&Room, String) -> String");
    expect(await type(7, 16)).toBe("(Int) -> Int");
    const uses = async (query: string) => ((await typed.call("find_references", { query })).structuredContent as { locations: { file: string; span: number[]; kind: string }[] }).locations.filter((l) => l.kind === "argument").map((l) => `${l.file}:${l.span[0]}`);
    expect(await uses("hidden.Room.tp#k")).toEqual(["user.yx:5", "user.yx:6"]);
    expect(await uses("room.Room.tp#k")).toEqual(["user.yx:7"]);
  });
});

describe("named arguments of a generic overloaded method (102c N2)", () => {
  const generic = servedProject("yx-overloads-named-generic-", {
    "g.yx": [
      "Box: (T: Type) -> Type = { v: T }",
      "Box.get: (T: Type) -> (self: &Box(T), d: T) -> T = (self, d) => self.v",
      "Box.get: (T: Type) -> (self: &Box(T), d: T, e: Int) -> T = (self, d, e) => self.v",
      "main: () -> Void = {",
      "    b: Box(Int) = Box(3)",
      "    x3 = Box.get(b, d = 1, e = 2)",
      "    x5 = b.get(d = 1, e = 2)",
      "    n2: String = Box.get(b, d = 1, e = 2)",
      "    n3: String = b.get(d = 1, e = 2)",
      "}",
      "",
    ].join("\n"),
  }, FROM_SCRATCH);

  it("name the parameters of the overload taking them: a rename of the other's leaves them", async () => {
    const uses = async (query: string) => {
      const data = (await generic.call("find_references", { query })).structuredContent as { locations: { span: number[]; kind: string }[]; possible: unknown[] };
      expect(data.possible).toEqual([]);
      return data.locations.filter((l) => l.kind === "argument").map((l) => `${l.span[0]}:${l.span[1]}`);
    };
    // (A parameter's id is anchored at its lambda's name for it.)
    expect(await uses("g.Box.get#d@2:59")).toEqual([]);
    expect(await uses("g.Box.get#d@3:67")).toEqual(["6:21", "7:16", "8:29", "9:24"]);
    expect(await uses("Box.get#e")).toEqual(["6:28", "7:23", "8:36", "9:31"]);
    // Its type parameter is inferred from its arguments, named ones in their parameters' places: an `Int`, not a `T`
    // (102c N2) nor unknown (103a D2), on a value as through the type.
    const type = (line: number, column: number) => typeAt(generic, "g.yx", line, column);
    expect(await type(6, 5)).toBe("Int");
    expect(await type(6, 14)).toBe("(&Box(Int), Int, Int) -> Int");
    expect(await type(7, 5)).toBe("Int");
    expect(await type(7, 12)).toBe("(Int, Int) -> Int");
    expect(await diagnosticsOf(generic)).toEqual(["E1002@8", "E1002@9"]);
  });
});

describe("named arguments of a generic overloaded method on an instance (102a D4)", () => {
  const instance = servedProject("yx-overloads-named-instance-", {
    "c.yx": [
      "Crate: (T: Type) -> Type = { v: T }",
      "Crate.get: (self: &Crate(T), d: T) -> T = self.v",
      "Crate.get: (self: &Crate(T), d: T, e: Int) -> T = self.v",
      "main: () -> Void = {",
      "    b: Crate(Int) = Crate(3)",
      "    x8 = b.get(d = 1, e = 2)",
      "    y: String = b.get(d = 1, e = 2)",
      "}",
      "",
    ].join("\n"),
  }, FROM_SCRATCH);

  it("take the instance's type arguments: the overload's type and result are the instance's (was `(?, Int) -> ?`)", async () => {
    const type = (line: number, column: number) => typeAt(instance, "c.yx", line, column);
    expect(await type(6, 12)).toBe("(Int, Int) -> Int");
    expect(await type(6, 5)).toBe("Int");
    expect(await diagnosticsOf(instance)).toEqual(["E1002@7"]);
  });
});

describe("a method called through its type in a file that does not import its module (102c N3)", () => {
  const plain = servedProject("yx-method-through-type-apart-", {
    "geo.yx": "Point: Type = { x: Float, y: Float }\n",
    "ext.yx": "use geo.{Point}\nPoint.third: (self: &Point) -> Float = self.y / 3.0\n",
    "plain.yx": "use geo.{Point}\ngo: () -> Float = {\n    p = Point(1.0, 2.0)\n    return p.third() + Point.third(&p)\n}\n",
  }, FROM_SCRATCH);

  it("is the method there: found by position, listed, renamed", async () => {
    const at = (await plain.call("lookup_symbol", { file_path: "plain.yx", line: 4, column: 30 })).structuredContent as { symbols: { id: string }[]; type?: string };
    expect([at.symbols[0]?.id, at.type]).toEqual(["geo.Point.third", "(&Point) -> Float"]);
    const refs = (await plain.call("find_references", { query: "Point.third" })).structuredContent as { locations: { file: string; span: number[] }[] };
    expect(refs.locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]}`)).toEqual(["ext.yx:2:7", "plain.yx:4:14", "plain.yx:4:30"]);
    const renamed = (await plain.call("rename_symbol", { query: "Point.third", new_name: "fourth" })).structuredContent as { summary: { edits: number }; diagnostics: unknown[] };
    expect([renamed.summary.edits, renamed.diagnostics]).toEqual([3, []]);
  });
});

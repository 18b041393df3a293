// A method's overloads declared in two files (`P.scaled` with its type in
// point.yx, another `P.scaled` in more.yx), through the real server (tester
// round 62a D1, D2). Where the calling file imports both, a call chooses
// among all of them: its type, its named arguments and typecheck follow the
// overload its arguments select. Where it does not import the other file,
// that overload is chosen from only when none the file sees takes the call
// (its count, its names or its arguments' types: every loaded module's
// methods are every file's, modules-and-workspace.md §3.2).
import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FROM_SCRATCH, packageManifest, servedProject, type ServedProject } from "../helpers/served-project.js";
import { callTool, connectStdio, stopAll, type StdioSession } from "../helpers/server-process.js";

const POINT = "P: Type = { x: Float }\n\nP.scaled: (self: &P, factor: Float) -> P = {\n    return P(self.x * factor)\n}\n";
const MORE = "use point.{P}\n\nP.scaled: (self: &P, times: Int) -> String = {\n    return \"int\"\n}\n";
const CALLS = ["main = {", "    p = P(1.0)", "    s: String = p.scaled(2)", "    t = p.scaled(times = 3)", "    u = p.scaled(2.5)", "    print(s + t)", "    print(u.x)", "}", ""].join("\n");

let root: string;
let seen: StdioSession;
let unseen: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-overloads-apart-")));
  for (const project of ["seen", "unseen"]) {
    mkdirSync(path.join(root, project));
    writeFileSync(path.join(root, project, "yaoxiang.toml"), packageManifest(project));
    writeFileSync(path.join(root, project, "point.yx"), POINT);
    writeFileSync(path.join(root, project, "more.yx"), MORE);
  }
  writeFileSync(path.join(root, "seen", "main.yx"), `use point.{P}\nuse more\n\n${CALLS}`);
  writeFileSync(path.join(root, "unseen", "main.yx"), `use point.{P}\n\n${CALLS}`);
  seen = await connectStdio(["--project-root", path.join(root, "seen")]);
  unseen = await connectStdio(["--project-root", path.join(root, "unseen")]);
}, 60_000);

afterAll(async () => {
  await stopAll();
  rmSync(root, { recursive: true, force: true });
});

async function call(name: string, args: Record<string, unknown>, session = seen): Promise<Record<string, unknown>> {
  const result = await callTool(session, name, args);
  expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
  return result.structuredContent!;
}

type Diagnostics = { diagnostics: { code: string; severity: string; span: number[]; message: string }[] };

describe("overloads of a method declared in two files the calling file imports", () => {
  it("a call takes the overload its arguments select: no false E1002, the result's type", async () => {
    const checked = (await call("typecheck", { file_paths: ["main.yx"] })) as Diagnostics;
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const t = (await call("lookup_symbol", { file_path: "main.yx", line: 7, column: 5 })) as { type?: string };
    expect(t.type).toBe("String");
    const called = (await call("lookup_symbol", { file_path: "main.yx", line: 6, column: 19 })) as { symbols: { file: string; signature: string }[]; type?: string };
    expect([called.symbols[0]?.file, called.type]).toEqual(["more.yx", "(Int) -> String"]);
  });

  it("its named arguments are uses of that overload's parameter, renamed with it", async () => {
    const refs = (await call("find_references", { query: "P.scaled#times" })) as { locations: { file: string; span: number[] }[]; possible: unknown[] };
    expect(refs.locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]}`)).toEqual(["main.yx:7:18", "more.yx:3:22"]);
    expect(refs.possible).toEqual([]);
    const renamed = (await call("rename_symbol", { query: "P.scaled#times", new_name: "count" })) as { files: { file: string }[]; diagnostics: unknown[] };
    expect(renamed.files.map((f) => f.file)).toEqual(["main.yx", "more.yx"]);
    expect(renamed.diagnostics).toEqual([]);
  });
});

describe("an overload in a file the calling file does not import", () => {
  it("is chosen from when none the file sees takes the call: a named argument only it declares is its parameter's use", async () => {
    const checked = (await call("typecheck", { file_paths: ["main.yx"] }, unseen)) as Diagnostics;
    // The overload main.yx sees takes `p.scaled(2)` (an Int fits its Float) and gives a P, not a String.
    expect(checked.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]}`)).toEqual(["E1002@5"]);
    // `p.scaled(times = 3)`: no overload main.yx sees has `times`, more.yx's does (every loaded module's methods are every
    // file's, §3.2; 102c N1: it was a possible use, the visible overload's type read for the call).
    const refs = (await call("find_references", { query: "P.scaled#times" }, unseen)) as { locations: { file: string; span: number[] }[]; possible: unknown[] };
    expect(refs.locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]}`)).toEqual(["main.yx:6:18", "more.yx:3:22"]);
    expect(refs.possible).toEqual([]);
    const renamed = (await call("rename_symbol", { query: "P.scaled#times", new_name: "count" }, unseen)) as { files: { file: string }[]; diagnostics: unknown[] };
    expect(renamed.files.map((f) => f.file)).toEqual(["main.yx", "more.yx"]);
    expect(renamed.diagnostics).toEqual([]);
  });
});

/** `file:line code message` of each diagnostic typecheck gives `files`. */
async function diagnosticLines(project: ServedProject, files: readonly string[]): Promise<string[]> {
  const result = await project.call("typecheck", { file_paths: files });
  const found = (result.structuredContent as { diagnostics: { file: string; code: string; span: number[]; message: string }[] }).diagnostics;
  return found.map((d) => `${d.file}:${d.span[0]} ${d.code} ${d.message}`);
}

// The overloads tests below run each on a project of their own, from scratch (FROM_SCRATCH: no saved index).

/** `file type` of the declaration lookup_symbol names at a position, and the type there. */
async function declarationAt(project: ServedProject, file: string, line: number, column: number): Promise<string> {
  const data = (await project.call("lookup_symbol", { file_path: file, line, column })).structuredContent as { symbols: { file: string }[]; type?: string };
  return `${data.symbols[0]?.file} ${data.type}`;
}

describe("overloads of a method declared in two files, neither imported by the caller (100c)", () => {
  const project = servedProject("yx-overloads-unimported-", {
    "yaoxiang.toml": packageManifest("hotel"),
    "model.yx": "Room: Type = { base_rate: Float }\n",
    "booking.yx": "use model.{Room}\nRoom.cost: (self: &Room, n: Int) -> Float = (self, n) => self.base_rate * (n as Float)\n",
    "pricing.yx": "use model.{Room}\nRoom.cost: (self: &Room) -> Float = (self) => self.base_rate * 2.0\n",
    "report.yx": "use model.{Room}\nshow: (r: &Room) -> Float = {\n    return r.cost()\n}\nshow2: (r: &Room) -> Float = {\n    return r.cost(3)\n}\nbad: (r: &Room) -> Float = {\n    return r.cost(1, 2)\n}\n",
  }, FROM_SCRATCH);

  it("a call takes the overload its number of arguments selects, from every file declaring it", async () => {
    expect(await declarationAt(project, "report.yx", 3, 14)).toBe("pricing.yx () -> Float");
    expect(await declarationAt(project, "report.yx", 6, 14)).toBe("booking.yx (Int) -> Float");
  });

  it("a call no overload takes is E1010 naming what they take", async () => {
    expect(await diagnosticLines(project, ["report.yx"])).toEqual([
      "report.yx:9 E1010 the method 'Room.cost' takes 0 or 1 argument(s) besides its receiver but 2 were given",
    ]);
  });
});

describe("overloads of a method in several files, the caller importing one of them (101b D1)", () => {
  const project = servedProject("yx-overloads-one-imported-", {
    "yaoxiang.toml": packageManifest("hotel"),
    "model.yx": "Room: Type = { name: String, rate: Int }\n",
    "pricing.yx": "use model.{Room}\n\nRoom.cost: (self: &Room) -> Int = self.rate\n",
    "booking.yx": "use model.{Room}\n\nRoom.cost: (self: &Room, nights: Int) -> Int = self.rate * nights\n",
    "discount.yx": "use model.{Room as R}\n\nR.cost: (self: &R, code: String) -> String = code\n",
    "caller.yx": "use model.{Room}\nuse pricing\n\nf1: (r: &Room) -> Int = r.cost(2)\nf2: (r: &Room) -> String = r.cost(\"x\")\nf3: (r: &Room) -> Int = r.cost(1, 2)\nf4: (r: &Room) -> Int = r.cost()\n",
    "caller_b.yx": "use model.{Room}\nuse booking\n\ng1: (r: &Room) -> String = r.cost(\"x\")\ng2: (r: &Room) -> Int = r.cost()\ng3: (r: &Room) -> Int = r.cost(3)\n",
    // Through the type, the one 1-argument overload the file sees checks its argument though another file declares a
    // 2-argument one (101d D1); a generic method declared under an alias of its record is instantiated (101d D2).
    "statics.yx": "use model.{Room}\n\nRoom.make: (n: Int) -> Room = Room(\"m\", n)\n\nbad: () -> Room = Room.make(\"q\")\n",
    "more_statics.yx": "use model.{Room}\n\nRoom.make: (n: Int, s: String) -> Room = Room(s, n)\n",
    "box.yx": "Box: (T: Type) -> Type = { value: T }\n",
    "peek.yx": "use box.{Box as B}\n\nB.peek: (T: Type) -> (self: &B(T)) -> T = (self) => self.value\n",
    "boxes.yx": "use box.{Box}\nuse peek\n\nmain = {\n    bx = Box(7)\n    p2: String = bx.peek()\n}\n",
    // A count no overload takes: the E1010 alone (101b D6: the first declaration's Int also gave an E1002 against Bool).
    "caller_c.yx": "use model.{Room}\n\nh: (r: &Room) -> Bool = r.cost(1, 2)\n",
    // An argument no overload of its count fits (booking's Int, discount's String): no declaration is chosen (101d D3).
    "caller_d.yx": "use model.{Room}\nuse booking\n\nk: (r: &Room) -> Int = r.cost(true)\n",
  }, FROM_SCRATCH);

  const at = (file: string, line: number, column: number) => declarationAt(project, file, line, column);

  it("a call none of the imported overloads takes chooses among every file's, by count, then by type", async () => {
    expect(await at("caller.yx", 4, 27)).toBe("booking.yx (Int) -> Int");
    expect(await at("caller.yx", 5, 30)).toBe("discount.yx (String) -> String");
    expect(await at("caller.yx", 7, 27)).toBe("pricing.yx () -> Int");
    expect(await at("caller_b.yx", 4, 30)).toBe("discount.yx (String) -> String");
    expect(await at("caller_b.yx", 5, 27)).toBe("pricing.yx () -> Int");
    expect(await at("caller_b.yx", 6, 27)).toBe("booking.yx (Int) -> Int");
    expect(await at("boxes.yx", 6, 21)).toBe("peek.yx () -> Int");
  });

  it("a call no declaration takes, or whose argument fits none of its count, shows no declaration's type, and says why (101d D3)", async () => {
    for (const [file, line, column] of [["caller.yx", 6, 27], ["caller_d.yx", 4, 26]] as const) {
      const data = (await project.call("lookup_symbol", { file_path: file, line, column })).structuredContent as { symbols: { qualified_name: string }[]; type?: string; hint?: string };
      expect(data.symbols.map((s) => s.qualified_name)).toEqual(["Room.cost"]);
      expect(data.type).toBeUndefined();
      expect(data.hint).toMatch(/^'Room\.cost' is declared 3 times and this use chooses none .* lookup_symbol \{"query": "Room\.cost"\} lists each declaration\.$/);
    }
    expect(await diagnosticLines(project, ["caller_d.yx"])).toEqual([]);
  });

  it("an argument of the wrong type for the one declaration of its count is E1002; a generic method under an alias is instantiated (101d D1, D2)", async () => {
    expect(await diagnosticLines(project, ["statics.yx", "boxes.yx"])).toEqual([
      "boxes.yx:6 E1002 'p2' is declared as String, but the value is Int",
      "statics.yx:5 E1002 argument 1 ('n') of 'Room.make' must be Int, but the value is String",
    ]);
  });

  it("find_references names the method once, whatever number of files declare it (101b D3: a group per declaration, each counting all)", async () => {
    const data = (await project.call("find_references", { query: "Room.cost" })).structuredContent as { symbol?: { id: string }; groups?: unknown[]; locations: { kind: string }[] };
    expect(data.groups).toBeUndefined();
    expect(data.symbol?.id).toBe("model.Room.cost");
    expect(data.locations.filter((l) => l.kind === "definition")).toHaveLength(3);
    expect(data.locations.filter((l) => l.kind === "call")).toHaveLength(9);
  });

  it("no false E1002 on such a call's value; a count no file's overload takes is E1010", async () => {
    expect(await diagnosticLines(project, ["caller.yx", "caller_b.yx", "caller_c.yx"])).toEqual([
      "caller_c.yx:3 E1010 the method 'Room.cost' takes 0 or 1 argument(s) besides its receiver but 2 were given",
      "caller.yx:6 E1010 the method 'Room.cost' takes 0 or 1 argument(s) besides its receiver but 2 were given",
    ]);
  });
});

describe("an overload in a file the caller does not import, edited under a long-running server (101b D2)", () => {
  const project = servedProject("yx-overloads-edited-", {
    "yaoxiang.toml": packageManifest("hotel"),
    "model.yx": "Room: Type = { name: String, rate: Int }\n",
    "booking.yx": "use model.{Room}\n\nRoom.cost: (self: &Room, nights: Int) -> Int = self.rate * nights\n",
    "alias.yx": "use model.{Room as R}\n\nR.cost: (self: &R) -> Int = 0\n",
    "report.yx": "use model.{Room}\n\nshow: (r: &Room) -> Int = r.cost(4)\n",
  }, FROM_SCRATCH);

  it("the call's type follows the overload's new signature, as a fresh server's does", async () => {
    const typeAt = async () => ((await project.call("lookup_symbol", { file_path: "report.yx", line: 3, column: 29 })).structuredContent as { type?: string }).type;
    expect(await typeAt()).toBe("(Int) -> Int");
    writeFileSync(path.join(project.root(), "booking.yx"), "use model.{Room}\n\nRoom.cost: (self: &Room, nights: String) -> String = nights\n");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await typeAt()).toBe("(String) -> String");
  });
});

// rename_symbol {query, new_name} across the workspace (issue 13 item 1), in
// process through the SDK client (which validates every result against the
// published outputSchema): every file that refers to the symbol (item lists,
// an alias that keeps its name, module-qualified uses, f-strings, member uses
// through typed receivers in other files), never strings or comments; the
// edits equal find_references' locations; refusals with no edits; the
// in-memory check and `force`; apply through the write set (all or none,
// MCP-FILE-CHANGED), with the next call seeing the new texts.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TOOLS } from "../../src/mcp/tools/index.js";
import type { WriteIo } from "../../src/project/write-set.js";
import { nodeWriteIo } from "../../src/project/write-set.js";
import { connectInMemory, type InMemorySession } from "../helpers/in-memory-server.js";

const FILES: Record<string, string> = {
  "src/geo.yx": [
    "use std.math.{sqrt}",
    "",
    "// A point; `distance` measures between two of them.",
    "Point: Type = { x: Float, y: Float }",
    "",
    "// Euclidean distance (the word distance in this comment stays).",
    "distance: (a: &Point, b: &Point) -> Float = {",
    "    dx = a.x - b.x",
    "    dy = a.y - b.y",
    "    return sqrt(dx * dx + dy * dy)",
    "}",
    "",
    "Point.norm: (self: &Point) -> Float = {",
    "    return sqrt(self.x * self.x + self.y * self.y)",
    "}",
    "",
  ].join("\n"),
  "src/main.yx": [
    "use std.io",
    "use geo.{Point, distance}",
    "",
    "main = {",
    "    a = Point(0.0, 0.0)",
    "    b = Point(x = 3.0, y = 4.0)",
    "    d = distance(&a, &b)",
    '    io.println(f"distance: {distance(&a, &b)} and {b.x}")',
    '    io.println("distance in a string stays")',
    "    io.println(f\"norm {b.norm()}\")",
    "}",
    "",
  ].join("\n"),
  "src/alias.yx": [
    "use geo.{Point, distance as dist}",
    "",
    "far: (p: &Point, q: &Point) -> Bool = (p, q) => dist(p, q) > 10.0",
    "",
  ].join("\n"),
  "src/qualified.yx": [
    "use geo",
    "use geo.{Point}",
    "",
    "gap: (p: &Point, q: &Point) -> Float = (p, q) => geo.distance(p, q) + p.x",
    "",
  ].join("\n"),
};

let dir: string;
let session: InMemorySession | undefined;

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}
const read = (rel: string) => readFileSync(path.join(dir, rel), "utf8");

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-rename-ws-")));
  write("yaoxiang.toml", '[package]\nname = "demo"\nversion = "0.1.0"\n');
  for (const [rel, text] of Object.entries(FILES)) write(rel, text);
});

afterEach(async () => {
  await session?.close();
  session = undefined;
  rmSync(dir, { recursive: true, force: true });
});

interface Edit {
  span: [number, number, number, number];
  old: string;
  new: string;
}
interface FileOut {
  file: string;
  edits: Edit[];
  diff?: string;
}
interface Diag {
  code: string;
  severity: string;
  message: string;
  help?: string;
  file?: string;
  span: number[];
  related?: { message: string; span: number[]; file?: string }[];
}
interface Out {
  files?: FileOut[];
  summary?: { files: number; edits: number };
  check?: { errors_before: number; errors_after: number };
  written?: string[];
  diagnostics: Diag[];
  truncated: boolean;
  hint?: string;
  errorCode?: string;
  message?: string;
}

async function connect(options: { allowWrites?: boolean; writeIo?: Partial<WriteIo> } = {}): Promise<void> {
  session = await connectInMemory(dir, TOOLS, "rename-workspace-test", options);
}

async function call(name: string, args: Record<string, unknown>): Promise<Out> {
  const result = (await session!.client.callTool({ name, arguments: args })) as unknown as { structuredContent: Out };
  return result.structuredContent;
}

const rename = (args: Record<string, unknown>) => call("rename_symbol", args);

/** Applies a file's edits (spans on one line each) to its text. */
function applied(text: string, edits: readonly Edit[]): string {
  const lines = text.split("\n");
  for (const e of [...edits].sort((a, b) => b.span[0] - a.span[0] || b.span[1] - a.span[1])) {
    const chars = [...lines[e.span[0] - 1]!];
    expect(chars.slice(e.span[1] - 1, e.span[3] - 1).join("")).toBe(e.old);
    chars.splice(e.span[1] - 1, e.span[3] - e.span[1], e.new);
    lines[e.span[0] - 1] = chars.join("");
  }
  return lines.join("\n");
}

/** The text at a one-line span of a file as it is on disk. */
function tokenAt(file: string, span: readonly number[]): string {
  return [...read(file).split("\n")[span[0]! - 1]!].slice(span[1]! - 1, span[3]! - 1).join("");
}

/** find_references' locations of `query` minus an import alias and its uses (named otherwise), as `file:line:col`. */
async function referencePlaces(query: string, name = query.slice(query.lastIndexOf(".") + 1)): Promise<string[]> {
  const refs = (await call("find_references", { query, max_chars: 80_000 })) as unknown as { locations: { file: string; span: number[]; via?: unknown }[] };
  return refs.locations.filter((l) => l.via === undefined && tokenAt(l.file, l.span) === name).map((l) => `${l.file}:${l.span[0]}:${l.span[1]}`).sort();
}

/** `query` → `new_name` is refused as a collision at `where` (a file, or `file:line:column`), with `message` in its text, and no edits. */
async function expectCollision(query: string, new_name: string, where: string, message: string): Promise<void> {
  const out = await rename({ query, new_name });
  const place = (d: Diag) => (where.includes(":") ? `${d.file}:${d.span[0]}:${d.span[1]}` : d.file);
  expect(out.diagnostics.map((d) => [d.code, place(d)]), `${query} → ${new_name}`).toEqual([["MCP-RENAME-COLLISION", where]]);
  expect(out.diagnostics[0]!.message).toContain(message);
  expect(out.files).toEqual([]);
}

/** `args` is refused with one MCP-RENAME-PARSE-ERROR whose message matches `message`, no edits; with force, edits and that diagnostic as a warning. */
async function expectParseErrorUnlessForced(args: Record<string, unknown>, message: RegExp): Promise<void> {
  const refused = await rename(args);
  // (The workspace's own MCP-FILE-SKIPPED error comes with it for a skipped file.)
  expect(refused.diagnostics.filter((d) => d.severity === "error" && d.code.startsWith("MCP-RENAME")).map((d) => d.code)).toEqual(["MCP-RENAME-PARSE-ERROR"]);
  expect(refused.diagnostics.find((d) => d.code === "MCP-RENAME-PARSE-ERROR")!.message).toMatch(message);
  expect(refused.files).toEqual([]);
  const forced = await rename({ ...args, force: true });
  expect(forced.files!.length).toBeGreaterThan(0);
  expect(forced.diagnostics.filter((d) => d.code === "MCP-RENAME-PARSE-ERROR").map((d) => d.severity)).toEqual(["warning"]);
}

const editPlaces = (out: Out) => (out.files ?? []).flatMap((f) => f.edits.map((e) => `${f.file}:${e.span[0]}:${e.span[1]}`)).sort();

describe("rename_symbol {query} across the workspace", () => {
  it("renames a top-level function in its file, item lists, aliased items (the alias stays), qualified uses and f-strings; never strings or comments", async () => {
    await connect();
    const out = await rename({ query: "distance", new_name: "dist2" });
    expect(out.diagnostics).toEqual([]);
    expect(out.files!.map((f) => f.file)).toEqual(["src/alias.yx", "src/geo.yx", "src/main.yx", "src/qualified.yx"]);
    const renamed = Object.fromEntries(out.files!.map((f) => [f.file, applied(FILES[f.file]!, f.edits)]));
    expect(renamed["src/alias.yx"]).toContain("use geo.{Point, dist2 as dist}");
    expect(renamed["src/alias.yx"]).toContain("dist(p, q) > 10.0");
    expect(renamed["src/qualified.yx"]).toContain("geo.dist2(p, q)");
    expect(renamed["src/main.yx"]).toContain("use geo.{Point, dist2}");
    expect(renamed["src/main.yx"]).toContain("d = dist2(&a, &b)");
    expect(renamed["src/main.yx"]).toContain('f"distance: {dist2(&a, &b)} and {b.x}"');
    expect(renamed["src/main.yx"]).toContain('"distance in a string stays"');
    expect(renamed["src/geo.yx"]).toContain("dist2: (a: &Point, b: &Point) -> Float");
    expect(renamed["src/geo.yx"]).toContain("(the word distance in this comment stays)");
    expect(renamed["src/geo.yx"]).toContain("`distance` measures");
    expect(out.summary).toEqual({ files: 4, edits: 6, digest: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(out.check).toEqual({ errors_before: 0, errors_after: 0 });
    for (const f of out.files!) expect(f.diff).toMatch(new RegExp(`^Index: ${f.file}\\n`));
    // The same data as find_references (minus the alias and its uses).
    expect(editPlaces(out)).toEqual(await referencePlaces("distance"));
    // A preview writes nothing.
    for (const [rel, text] of Object.entries(FILES)) expect(read(rel), rel).toBe(text);
  });

  it("keeps an alias that repeats the name (`distance as distance`): the item is renamed, the alias and its uses stay", async () => {
    const same = ["use geo.{Point, distance as distance}", "", "near: (p: &Point, q: &Point) -> Bool = (p, q) => distance(p, q) < 1.0", ""].join("\n");
    write("src/same.yx", same);
    await connect();
    const out = await rename({ query: "distance", new_name: "dist2" });
    expect(out.diagnostics).toEqual([]);
    const edits = out.files!.find((f) => f.file === "src/same.yx")!.edits;
    expect(applied(same, edits)).toBe(same.replace("distance as", "dist2 as"));
    expect(out.check).toEqual({ errors_before: 0, errors_after: 0 });
    // find_references says the use goes through the alias.
    const refs = (await call("find_references", { file_path: "src/same.yx", line: 3, column: 51 })) as unknown as { locations: { file: string; span: number[]; via?: unknown }[] };
    expect(refs.locations.find((l) => l.file === "src/same.yx" && l.span[0] === 3)?.via).toBe("distance");
    // The edits are find_references' locations but the alias (1:29, after `as`) and that use.
    expect(editPlaces(out)).toEqual((await referencePlaces("distance")).filter((place) => place !== "src/same.yx:1:29"));
  });

  it("renames a field and a method through typed receivers in other files (named arguments, f-strings, qualified types)", async () => {
    await connect();
    const field = await rename({ query: "Point.x", new_name: "px" });
    expect(field.diagnostics).toEqual([]);
    const files = Object.fromEntries(field.files!.map((f) => [f.file, applied(FILES[f.file]!, f.edits)]));
    expect(files["src/geo.yx"]).toContain("Point: Type = { px: Float, y: Float }");
    expect(files["src/geo.yx"]).toContain("dx = a.px - b.px");
    expect(files["src/geo.yx"]).toContain("self.px * self.px");
    expect(files["src/main.yx"]).toContain("b = Point(px = 3.0, y = 4.0)");
    expect(files["src/main.yx"]).toContain("{b.px}");
    expect(files["src/qualified.yx"]).toContain("+ p.px");
    expect(editPlaces(field)).toEqual(await referencePlaces("Point.x"));

    const method = await rename({ query: "Point.norm", new_name: "length" });
    expect(method.diagnostics).toEqual([]);
    expect(method.files!.map((f) => f.file)).toEqual(["src/geo.yx", "src/main.yx"]);
    expect(applied(FILES["src/main.yx"]!, method.files![1]!.edits)).toContain('f"norm {b.length()}"');
  });

  it("renames the symbol at file_path + line + column exactly as by query (a use through a typed receiver, a use in another file), and refuses a position on no name", async () => {
    await connect();
    // `b.x` in main.yx's f-string (line 8): the field Point.x, reached through b's type.
    const column = [...FILES["src/main.yx"]!.split("\n")[7]!].join("").indexOf("b.x}") + 3;
    const byPosition = await rename({ file_path: "src/main.yx", line: 8, column, new_name: "px" });
    const byQuery = await rename({ query: "Point.x", new_name: "px" });
    expect(byPosition.diagnostics).toEqual([]);
    expect(byPosition.files).toEqual(byQuery.files);
    // `dist` in alias.yx is that file's alias of geo's distance: the alias is renamed (with its uses), as by
    // the query `dist`; the function keeps its name (renamed by its own name or id).
    const aliasUse = await rename({ file_path: "src/alias.yx", line: 3, column: 51, new_name: "span" });
    expect(aliasUse.diagnostics).toEqual([]);
    expect(aliasUse.files!.map((f) => [f.file, f.edits.map((e) => `${e.span[0]}:${e.span[1]} ${e.old}->${e.new}`)])).toEqual([["src/alias.yx", ["1:29 dist->span", "3:49 dist->span"]]]);
    expect(aliasUse.files).toEqual((await rename({ query: "dist", new_name: "span" })).files);
    expect(aliasUse.files).toEqual((await rename({ file_path: "src/alias.yx", line: 1, column: 30, new_name: "span" })).files);
    // A keyword, and a std name.
    const keyword = await rename({ file_path: "src/geo.yx", line: 10, column: 6, new_name: "z" });
    expect(keyword.files).toEqual([]);
    expect(keyword.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-NOT-FOUND"]);
    expect(keyword.diagnostics[0]!.message).toMatch(/^no symbol at src\/geo\.yx:10:6: .*keyword/);
    const std = await rename({ file_path: "src/geo.yx", line: 10, column: 12, new_name: "root" });
    expect(std.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-STD-SYMBOL"]);
    // One form only.
    const both = await call("rename_symbol", { query: "Point.x", file_path: "src/main.yx", line: 8, column, new_name: "px" });
    expect(both.errorCode).toBe("MCP-INVALID-INPUT");
  });

  it("renames a type in every file (annotations, constructors, item lists) and a local through its function#name query", async () => {
    await connect();
    const type = await rename({ query: "Point", new_name: "Pt" });
    expect(type.diagnostics).toEqual([]);
    const files = Object.fromEntries(type.files!.map((f) => [f.file, applied(FILES[f.file]!, f.edits)]));
    expect(files["src/geo.yx"]).toContain("Pt: Type = { x: Float, y: Float }");
    expect(files["src/geo.yx"]).toContain("Pt.norm: (self: &Pt) -> Float");
    expect(files["src/main.yx"]).toContain("use geo.{Pt, distance}");
    expect(files["src/main.yx"]).toContain("b = Pt(x = 3.0, y = 4.0)");
    expect(files["src/alias.yx"]).toContain("far: (p: &Pt, q: &Pt) -> Bool");
    expect(editPlaces(type)).toEqual(await referencePlaces("Point"));

    const local = await rename({ query: "distance#dx", new_name: "delta_x" });
    expect(local.diagnostics).toEqual([]);
    expect(local.files!.map((f) => f.file)).toEqual(["src/geo.yx"]);
    expect(applied(FILES["src/geo.yx"]!, local.files![0]!.edits)).toContain("return sqrt(delta_x * delta_x + dy * dy)");
    // A capture is refused: `dy` already names another local of distance.
    expect((await rename({ query: "distance#dx", new_name: "dy" })).diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
  });

  it("applies the rename: all files written, the next calls see them (type-check clean, find_references on the new name)", async () => {
    await connect({ allowWrites: true });
    const out = await rename({ query: "distance", new_name: "span", apply: true });
    expect(out.diagnostics).toEqual([]);
    expect(out.written).toEqual(["src/alias.yx", "src/geo.yx", "src/main.yx", "src/qualified.yx"]);
    for (const f of out.files!) expect(read(f.file), f.file).toBe(applied(FILES[f.file]!, f.edits));
    const check = (await call("typecheck", {})) as unknown as { summary: { errors: number; files: number } };
    expect(check.summary).toMatchObject({ errors: 0, files: 4 });
    expect((await referencePlaces("geo.span")).length).toBe(6);
    expect(await referencePlaces("geo.distance")).toEqual([]);
    // Renaming back restores every file byte for byte.
    const back = await rename({ query: "geo.span", new_name: "distance", apply: true });
    expect(back.diagnostics).toEqual([]);
    for (const [rel, text] of Object.entries(FILES)) expect(read(rel), rel).toBe(text);
  });

  it("binds an apply to its preview with summary.digest: refused with nothing written once a file changed since (106c V3)", async () => {
    await connect({ allowWrites: true });
    const preview = (await rename({ query: "distance", new_name: "span" })) as Out & { summary: { digest?: string } };
    const digest = preview.summary.digest!;
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    // The same changes computed again give the same digest.
    expect(((await rename({ query: "distance", new_name: "span" })) as Out & { summary: { digest?: string } }).summary.digest).toBe(digest);
    // A use added behind the server's back: the apply would write an edit the preview did not show.
    write("src/extra.yx", "use geo.{Point, distance}\n\nspan_of: (a: &Point, b: &Point) -> Float = (a, b) => distance(a, b)\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stale = await rename({ query: "distance", new_name: "span", apply: true, digest });
    expect(stale.errorCode).toBe("MCP-FILE-CHANGED");
    expect(stale.message).toContain("no longer those of the preview");
    for (const [rel, text] of Object.entries(FILES)) expect(read(rel), rel).toBe(text);
    expect(read("src/extra.yx")).toContain("=> distance(a, b)");
    // A fresh preview's digest writes.
    const fresh = ((await rename({ query: "distance", new_name: "span" })) as Out & { summary: { digest?: string } }).summary.digest!;
    expect(fresh).not.toBe(digest);
    const applied = await rename({ query: "distance", new_name: "span", apply: true, digest: fresh });
    expect(applied.written).toContain("src/extra.yx");
    // A digest without apply, or one no preview gives, is a call problem (106e X7).
    expect((await rename({ query: "span", new_name: "distance", digest: fresh })).errorCode).toBe("MCP-INVALID-INPUT");
    const malformed = await rename({ query: "span", new_name: "distance", apply: true, digest: "zz" });
    expect(malformed.errorCode).toBe("MCP-INVALID-INPUT");
    expect(malformed.message).toContain("is not a preview's summary.digest");
  });

  it("says a rename to the symbol's own name has nothing to change, in both forms (not an empty answer like a symbol without uses; 99a D2)", async () => {
    await connect({ allowWrites: true });
    const same = await rename({ query: "geo.distance", new_name: "distance", apply: true });
    expect([same.files, same.written, same.diagnostics, same.hint]).toEqual([[], [], [], "new_name is already the symbol's name: there is nothing to change."]);
    const text = await rename({ source: FILES["src/geo.yx"], old_name: "Point.x", new_name: "x" });
    // No refusal beside it (99g D2: a collision of the field with itself was reported).
    expect([(text as unknown as { edits: unknown[] }).edits, text.diagnostics, text.hint]).toEqual([[], [], "new_name is the name old_name already has: there is nothing to change."]);
    expect((await rename({ query: "geo.distance", new_name: "span" })).hint).toBeUndefined();
  });

  it("answers MCP-FILE-CHANGED and writes nothing when a file changes between the rename and the write", async () => {
    const edited = FILES["src/main.yx"]!.replace("d = distance", "dd = distance");
    let reads = 0;
    const readText: WriteIo["readText"] = (abs) => {
      if (reads++ === 0) writeFileSync(path.join(dir, "src/main.yx"), edited);
      return nodeWriteIo.readText(abs);
    };
    await connect({ allowWrites: true, writeIo: { readText } });
    const out = await rename({ query: "distance", new_name: "span", apply: true });
    expect(out.errorCode).toBe("MCP-FILE-CHANGED");
    expect(out.message).toMatch(/src\/main\.yx changed on disk/);
    expect(read("src/main.yx")).toBe(edited);
    for (const rel of ["src/geo.yx", "src/alias.yx", "src/qualified.yx"]) expect(read(rel), rel).toBe(FILES[rel]);
    // Computed again from the disk's text, it applies.
    const retry = await rename({ query: "distance", new_name: "span", apply: true });
    expect(retry.written).toHaveLength(4);
    expect(read("src/main.yx")).toBe(edited.replaceAll("distance(", "span(").replace("{Point, distance}", "{Point, span}"));
  });

  it("leaves every file as it was when a write fails half way", async () => {
    let renames = 0;
    const renameIo: WriteIo["rename"] = (from, to) => {
      if (++renames === 3) throw Object.assign(new Error("device full"), { code: "ENOSPC" });
      nodeWriteIo.rename(from, to);
    };
    await connect({ allowWrites: true, writeIo: { rename: renameIo } });
    const out = await rename({ query: "distance", new_name: "span", apply: true });
    expect(out.errorCode).toBe("MCP-WRITE-FAILED");
    expect(out.message).toMatch(/every file was restored/);
    for (const [rel, text] of Object.entries(FILES)) expect(read(rel), rel).toBe(text);
    expect((readdirSync(dir, { recursive: true }) as string[]).filter((p) => p.includes("yaoxiang-tmp"))).toEqual([]);
  });

  it("refuses apply without --allow-writes, naming the flag", async () => {
    await connect();
    const out = await rename({ query: "distance", new_name: "span", apply: true });
    expect(out.errorCode).toBe("MCP-INVALID-INPUT");
    expect(out.message).toContain("--allow-writes");
    for (const [rel, text] of Object.entries(FILES)) expect(read(rel), rel).toBe(text);
  });

  it("refuses a rename that adds type errors, listing them, unless forced", async () => {
    // geo.far does not exist (1 error); renamed to far, distance would make it resolve, to a
    // function whose first parameter and result both mismatch (2 errors).
    write("src/uses_far.yx", "use geo\n\nmain = {\n    n: Int = geo.far(1, 2)\n}\n");
    await connect({ allowWrites: true });
    const out = await rename({ query: "distance", new_name: "far" });
    expect(out.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-BREAKS"]);
    expect(out.files).toEqual([]);
    expect(out.check!.errors_after).toBeGreaterThan(out.check!.errors_before);
    const related = out.diagnostics[0]!.related!;
    expect(related.length).toBeGreaterThan(0);
    for (const r of related) {
      expect(r.file).toBe("src/uses_far.yx");
      expect(r.message).toMatch(/^E\d{4}: /);
    }
    const forced = await rename({ query: "distance", new_name: "far", force: true, apply: true });
    expect(forced.diagnostics.map((d) => [d.code, d.severity])).toEqual([["MCP-RENAME-BREAKS", "warning"]]);
    expect(forced.written).toHaveLength(4);
    expect(read("src/geo.yx")).toContain("far: (a: &Point, b: &Point) -> Float");
  });

  it("refuses a std symbol, an unknown one, an ambiguous query (listing the symbols) and a collision in another file, with no edits", async () => {
    write("src/other.yx", "distance: (n: Int) -> Int = (n) => n\n");
    write("src/clash.yx", "use geo.{distance}\n\nspan = 1\n\nfar = distance\n");
    await connect();
    const std = await rename({ query: "sqrt", new_name: "root" });
    expect(std.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-STD-SYMBOL"]);
    // A built-in type by name, as by position.
    expect((await rename({ query: "Float", new_name: "Real" })).diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-STD-SYMBOL"]);
    expect(std.files).toEqual([]);
    expect((await rename({ query: "nothing_here", new_name: "x2" })).diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-NOT-FOUND"]);
    const module = await rename({ query: "geo", new_name: "geometry" });
    expect(module.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-NOT-FOUND"]);
    expect(module.diagnostics[0]!.message).toMatch(/^'geo' is the module geo: its name is its file's path/);
    expect(module.diagnostics[0]!.help).toMatch(/rename at one of its uses/);
    const reserved = await rename({ query: "geo.distance", new_name: "Int" });
    expect(reserved.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-RESERVED"]);
    // At the symbol's definition, not at a placeholder 1:1 (round 33, 47a friction).
    expect(reserved.diagnostics[0]!.file).toBe("src/geo.yx");
    expect(reserved.diagnostics[0]!.span.slice(0, 2)).not.toEqual([1, 1]);
    const ambiguous = await rename({ query: "distance", new_name: "span" });
    expect(ambiguous.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-AMBIGUOUS"]);
    expect(ambiguous.diagnostics[0]!.message).toContain("geo.distance, other.distance");
    expect(ambiguous.diagnostics[0]!.file).toBe("src/geo.yx");
    expect(ambiguous.files).toEqual([]);
    const clash = await rename({ query: "geo.distance", new_name: "span" });
    expect(clash.diagnostics.map((d) => [d.code, d.file])).toEqual([["MCP-RENAME-COLLISION", "src/clash.yx"]]);
    expect(clash.files).toEqual([]);
    // A new name that is no identifier or a keyword is refused as the spec's S32 refuses it (94a D1).
    for (const [name, code] of [["2x", "MCP-RENAME-INVALID-NAME"], ["match", "MCP-RENAME-RESERVED"]]) {
      const refusal = await rename({ query: "geo.distance", new_name: name });
      expect(refusal.diagnostics.map((d) => d.code)).toEqual([code]);
      expect(refusal.files).toEqual([]);
    }
  });

  it("refuses a member name the type already has in another file (a method declared apart, §3.2), both ways", async () => {
    write("src/ext.yx", "use geo.{Point}\n\nPoint.twice: (self: &Point) -> Float = (self) => self.x * 2.0\n\nsum = (p: &Point) => p.twice() + p.norm()\n");
    await connect();
    await expectCollision("Point.twice", "norm", "src/geo.yx", "'Point' already has a method 'norm'");
    await expectCollision("Point.twice", "y", "src/geo.yx", "'Point' already has a field 'y'");
    await expectCollision("Point.norm", "twice", "src/ext.yx", "'Point' already has a method 'twice'");
    await expectCollision("Point.x", "twice", "src/ext.yx", "'Point' already has a method 'twice'");
  });

  it("refuses a name that would switch a method-style call between a member and a function attached to the type (§3.4, §4.5), both ways", async () => {
    write("src/items.yx", "Item: Type = { name: String, value: Int }\n\nItem.label: (self: &Item) -> String = {\n    return self.name\n}\n\npub bonus: (item: &Item, pct: Int) -> Int = {\n    return item.value * pct / 100\n}\n");
    write("src/shop.yx", "use items.{Item}\n\nextra = {\n    sword = Item(name = \"sword\", value = 50)\n    return sword.bonus(20) + 1\n}\n");
    await connect();
    // The attached function renamed to a field or method name: `sword.bonus(20)` would call the member.
    await expectCollision("bonus", "value", "src/items.yx:1:30", "'bonus' is attached to 'Item' (its first parameter is of type Item), which already has a field 'value'");
    await expectCollision("bonus", "label", "src/items.yx:3:6", "which already has a method 'label'");
    // A member renamed to the attached function's name: the member would win the call.
    await expectCollision("Item.value", "bonus", "src/items.yx:7:5", "'Item' has the function 'bonus' attached to it");
    await expectCollision("Item.label", "bonus", "src/items.yx:7:5", "'Item' has the function 'bonus' attached to it");
    // Other names stay renamable, the method-style call with the function.
    expect(editPlaces(await rename({ query: "bonus", new_name: "boost" }))).toEqual(["src/items.yx:7:5", "src/shop.yx:5:18"]);
  });

  it("renames an interface method's family through an extending interface, to a built-in method's name too: the interface's member wins the call (58b D2, 67b D2)", async () => {
    write("src/traits/base.yx", "Printable: Type = {\n    render: (self: &Printable) -> String,\n}\n");
    write("src/traits/mod.yx", "use base.{Printable}\n\nEntity: Type = {\n    Printable,\n    version: (self: &Entity) -> Int,\n}\n");
    write("src/app.yx", "use traits.{Entity}\n\nDoc: Type = { title: String, Entity }\nDoc.render: (self: &Doc) -> String = { return self.title }\nDoc.version: (self: &Doc) -> Int = { return 1 }\n\npick: (a: &Entity) -> Entity = (a) => a\n\nmain = {\n    d = Doc(\"x\")\n    e: Entity = pick(&d)\n    s = e.render()\n}\n");
    await connect();
    // `e.show()` on an `Entity` (which lists `Printable`) is `Printable.show`, as `p.show()` on a `Printable` is.
    for (const name of ["paint", "show"]) {
      expect(editPlaces(await rename({ query: "Printable.render", new_name: name })), name).toEqual(["src/app.yx:12:11", "src/app.yx:4:5", "src/traits/base.yx:2:5"].sort());
    }
  });

  it("refuses renaming a variant to a name a match pattern binds in another file (the pattern could then name the variant)", async () => {
    write("src/kinds.yx", "Ev: Type = { hit: (n: Int) -> Ev, miss: () -> Ev }\n");
    write("src/score.yx", "use kinds.{Ev}\n\nscore: (e: Ev) -> Int = (e) => match e {\n    (hit(n)) => n * 10,\n    miss => 0,\n}\n");
    await connect();
    const out = await rename({ query: "Ev.miss", new_name: "n" });
    expect(out.diagnostics.map((d) => [d.code, d.file, d.span.slice(0, 2).join(":")])).toEqual([["MCP-RENAME-COLLISION", "src/score.yx", "4:10"]]);
    expect(out.files).toEqual([]);
    // Another name is renamed in both files.
    expect(editPlaces(await rename({ query: "Ev.miss", new_name: "blank" }))).toEqual(["src/kinds.yx:1:35", "src/score.yx:5:5"]);
    // A catch-all arm of that name in a file that imports the set but never names the variant: it would become the variant.
    write("src/rate.yx", "use kinds.{Ev}\n\nrate: (e: Ev) -> Int = (e) => match e {\n    other => 0,\n}\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const catchAll = await rename({ query: "Ev.miss", new_name: "other" });
    expect(catchAll.diagnostics.map((d) => [d.code, d.file, d.span.slice(0, 2).join(":")])).toEqual([["MCP-RENAME-COLLISION", "src/rate.yx", "4:5"]]);
  });

  it("takes a query written through a module's namespace binding (`shapes.unit` for `use lib.shapes`) for the module's path, as through an alias (68b D5)", async () => {
    write("src/lib/shapes.yx", "unit: () -> Int = () => 1\n");
    write("src/lib/other/shapes.yx", "unit: () -> Int = () => 2\n");
    write("src/uses.yx", "use lib.shapes\n\nmain = {\n    c = shapes.unit()\n}\n");
    await connect();
    // Two modules end in `shapes`: which one is meant is not known, so nothing is taken for it.
    const unsure = (await call("find_references", { query: "shapes.unit" })) as unknown as { locations: unknown[]; hint?: string };
    expect(unsure.locations).toEqual([]);
    expect(unsure.hint).toMatch(/^No symbol is named 'shapes\.unit'.*Nearest symbols: unit \(function, src\/lib\/other\/shapes\.yx\), unit \(function, src\/lib\/shapes\.yx\)/);
    rmSync(path.join(dir, "src/lib/other"), { recursive: true });
    const refs = (await call("find_references", { query: "shapes.unit" })) as unknown as { symbol: { id: string }; locations: { file: string; span: number[] }[] };
    expect(refs.symbol.id).toBe("lib.shapes.unit");
    expect(refs.locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]}`)).toEqual(["src/lib/shapes.yx:1:1", "src/uses.yx:4:16"]);
    expect(editPlaces(await rename({ query: "shapes.unit", new_name: "one" }))).toEqual(["src/lib/shapes.yx:1:1", "src/uses.yx:4:16"]);
    const looked = (await call("lookup_symbol", { query: "shapes.unit" })) as unknown as { symbols: { id: string }[] };
    expect(looked.symbols.map((s) => s.id)).toEqual(["lib.shapes.unit"]);
  });

  it("renames a module's name in the one file binding it (an alias by query or position, `use p` and a std namespace by position), never the module", async () => {
    write("src/aliased.yx", 'use geo as g\nuse std.io\n\nrun = {\n    io.println(f"{g.distance(g.Point(0.0, 0.0), g.Point(1.0, 1.0))}")\n}\n');
    await connect();
    const byQuery = await rename({ query: "g", new_name: "shapes" });
    expect(byQuery.diagnostics).toEqual([]);
    expect(editPlaces(byQuery)).toEqual(["src/aliased.yx:1:12", "src/aliased.yx:5:19", "src/aliased.yx:5:30", "src/aliased.yx:5:49"]);
    expect(byQuery.check).toEqual({ errors_before: 0, errors_after: 0 });
    // A member through the alias, as the code writes it, is the module's (`g.distance` is `geo.distance`).
    expect(editPlaces(await rename({ query: "g.distance", new_name: "far2" }))).toEqual(editPlaces(await rename({ query: "geo.distance", new_name: "far2" })));
    expect(editPlaces(await rename({ query: "g.distance", new_name: "far2" })).length).toBeGreaterThan(2);
    const looked = (await call("lookup_symbol", { query: "g.distance" })) as unknown as { symbols: { id: string }[] };
    expect(looked.symbols.map((s) => s.id)).toEqual(["geo.distance"]);
    // `use geo` in qualified.yx: its use `geo.distance` by position gets the binding ` as …` and the uses renamed.
    const column = [...FILES["src/qualified.yx"]!.split("\n")[3]!].join("").indexOf("geo.distance") + 1;
    const unaliased = await rename({ file_path: "src/qualified.yx", line: 4, column, new_name: "shapes" });
    expect(unaliased.files!.map((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]} ${e.old}->${e.new}`))).toEqual([["1:8 -> as shapes", `4:${column} geo->shapes`]]);
    const std = await rename({ file_path: "src/aliased.yx", line: 5, column: 5, new_name: "out" });
    expect(std.files!.flatMap((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]} ${e.old}->${e.new}`))).toEqual(["2:11 -> as out", "5:5 io->out"]);
    // The last segment of `use p` is also the name the `use` binds: at it, that name is renamed, as at a use (94a D2).
    const atUse = await rename({ file_path: "src/qualified.yx", line: 1, column: 5, new_name: "shapes" });
    expect(atUse.files!.map((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]} ${e.old}->${e.new}`))).toEqual([["1:8 -> as shapes", `4:${column} geo->shapes`]]);
    const stdAtUse = await rename({ file_path: "src/aliased.yx", line: 2, column: 9, new_name: "out" });
    expect(stdAtUse.files!.flatMap((f) => f.edits.map((e) => `${e.span[0]}:${e.span[1]} ${e.old}->${e.new}`))).toEqual(["2:11 -> as out", "5:5 io->out"]);
    // By query, a std module's name is the std module.
    const refused = await rename({ query: "io", new_name: "out" });
    expect(refused.diagnostics.map((d) => [d.code, d.message])).toEqual([["MCP-RENAME-STD-SYMBOL", "'io' is the standard-library module std.io, which is not the project's to rename"]]);
    expect(refused.diagnostics[0]!.help).toContain("rename at one of its uses there (`io.…`, or `alias.…` where its `use` gives it `as alias`)");
  });

  it("renames by query the alias a file binds a std module or item under (tester round 33, 47a D1), never the std name", async () => {
    write("src/std_aliases.yx", 'use std.io as out\nuse std.math.{sqrt as root}\n\nshow = {\n    out.println(f"{root(2.0)}")\n}\n');
    await connect();
    const places = async (query: string, new_name: string) =>
      (await rename({ query, new_name })).files!.flatMap((f) => f.edits.map((e) => `${f.file} ${e.span[0]}:${e.span[1]} ${e.old}->${e.new}`));
    expect(await places("out", "console")).toEqual(["src/std_aliases.yx 1:15 out->console", "src/std_aliases.yx 5:5 out->console"]);
    expect(await places("root", "sq")).toEqual(["src/std_aliases.yx 2:23 root->sq", "src/std_aliases.yx 5:20 root->sq"]);
    // Back to the std name: the alias goes.
    expect(await places("out", "io")).toEqual(["src/std_aliases.yx 1:11  as out->", "src/std_aliases.yx 5:5 out->io"]);
    // The std names themselves stay refused.
    for (const query of ["sqrt", "std.math.sqrt"]) expect((await rename({ query, new_name: "sq" })).diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-STD-SYMBOL"]);
  });

  it("renames by query an alias of a workspace function spelled like a std function (round 35, 49f D1: `open` was refused as std)", async () => {
    write("src/acct.yx", "open_account = (n: String) => n\n");
    write("src/opener.yx", 'use acct.{open_account as open}\n\nrun2 = {\n    a = open("x")\n}\n');
    await connect();
    const renamed = await rename({ query: "open", new_name: "opened" });
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.files!.flatMap((f) => f.edits.map((e) => `${f.file} ${e.span[0]}:${e.span[1]} ${e.old}->${e.new}`))).toEqual([
      "src/opener.yx 1:27 open->opened",
      "src/opener.yx 4:9 open->opened",
    ]);
  });

  it("renames the aliases a `use` in a function body binds (item and module alias), by query and by position, within that body", async () => {
    write("src/inner.yx", "run = {\n    use geo.{distance as reach}\n    use geo as g\n    d = reach(&g.Point(0.0, 0.0), &g.Point(1.0, 1.0))\n}\n");
    await connect();
    const byQuery = await rename({ query: "reach", new_name: "away" });
    expect(byQuery.diagnostics, JSON.stringify(byQuery.diagnostics)).toEqual([]);
    expect(editPlaces(byQuery)).toEqual(["src/inner.yx:2:26", "src/inner.yx:4:9"]);
    expect(byQuery.check).toEqual({ errors_before: 0, errors_after: 0 });
    const byPosition = await rename({ file_path: "src/inner.yx", line: 4, column: 16, new_name: "shapes" });
    expect(byPosition.diagnostics).toEqual([]);
    expect(editPlaces(byPosition)).toEqual(["src/inner.yx:3:16", "src/inner.yx:4:16", "src/inner.yx:4:36"]);
  });

  it("renames a type another module also declares (round 32, 46a D1): the other module's type, its members and their uses keep their names", async () => {
    write("src/left.yx", "Item: Type = { n: Int }\nItem.label: (self: &Item) -> String = { return \"l\" }\n");
    write("src/right.yx", "Item: Type = { n: Int }\nItem.label: (self: &Item) -> String = { return \"r\" }\n");
    write("src/both.yx", "use left\nuse right\n\nboth = {\n    x = left.Item(1)\n    y = right.Item(2)\n    print(x.label())\n    print(y.label())\n    print(x.n + y.n)\n}\n");
    await connect();
    const out = await rename({ query: "left.Item", new_name: "Thing" });
    expect(out.diagnostics, JSON.stringify(out.diagnostics)).toEqual([]);
    expect(editPlaces(out)).toEqual(["src/both.yx:5:14", "src/left.yx:1:1", "src/left.yx:2:1", "src/left.yx:2:21"]);
    expect(out.check).toEqual({ errors_before: 0, errors_after: 0 });
  });

  it("refuses while a source of the workspace cannot be read (not UTF-8): its uses can be neither known nor renamed; force makes it a warning", async () => {
    mkdirSync(path.join(dir, "src"), { recursive: true });
    writeFileSync(path.join(dir, "src/latin.yx"), Buffer.from("use geo.{distance}\n// caf\xe9\nfar = distance\n", "latin1"));
    await connect();
    await expectParseErrorUnlessForced({ query: "geo.distance", new_name: "span" }, /src\/latin\.yx is not UTF-8/);
  });

  it("find_references says when the uses in importing files are not known: the symbol's file has syntax errors (E5002 there)", async () => {
    write("src/badges.yx", "badge: (n: Int) -> String = \"b\"\n\nbroken = {\n    x = (1, \n}\n");
    write("src/shows.yx", "use badges.{badge}\n\nshow = badge(3)\n");
    await connect();
    const refs = (await call("find_references", { query: "badges.badge" })) as unknown as { locations: { file: string }[]; hint?: string };
    expect(refs.locations.map((l) => l.file)).toEqual(["src/badges.yx"]);
    expect(refs.hint).toBe(
      "src/badges.yx has syntax errors, so the files importing from it (E5002) do not resolve its names: uses in src/shows.yx are not listed; fix the syntax errors first." +
        " src/badges.yx, where 'badge' is declared, has syntax errors: uses or declarations they hide there are not known; fix them for a complete answer.",
    );
  });

  it("says which importers' uses are not known when their `use` of the module fails for a program ambiguity (68b D1): hint, and a rename's MCP-RENAME-UNRESOLVED", async () => {
    // entry.yx's program reaches `lib` as lib.yx (through other.yx) and as sub/lib.yx (through sub/consumer.yx): E5002 on `use sub.consumer`.
    write("lib.yx", "helper: (n: Int) -> Int = (n) => n + 1\n");
    write("sub/lib.yx", "helper: (n: Int) -> Int = (n) => n * 2\n");
    write("sub/consumer.yx", "use lib.{helper}\n\nconsume: (n: Int) -> Int = (n) => helper(n)\n");
    write("other.yx", "use lib.{helper}\n\nbump = helper(1)\n");
    write("entry.yx", "use sub.consumer\nuse other\n\nmain = {\n    x = consumer.consume(1)\n}\n");
    await connect();
    const refs = (await call("find_references", { query: "sub.consumer.consume" })) as unknown as { locations: { file: string }[]; hint?: string };
    expect(refs.locations.map((l) => l.file)).toEqual(["sub/consumer.yx"]);
    expect(refs.hint).toBe(
      "uses in entry.yx are not listed: its `use` of sub/consumer.yx fails (E5002 at entry.yx:1:5: cannot import 'sub.consumer': through this import the program reaches 'lib' meaning 'lib.yx' for 'other.yx', 'sub/lib.yx' for 'sub/consumer.yx'), so the names it imports are not resolved there; fix the import, then ask again.",
    );
    const out = await rename({ query: "sub.consumer.consume", new_name: "eat" });
    expect(editPlaces(out)).toEqual(["sub/consumer.yx:3:1"]);
    expect(out.diagnostics.map((d) => [d.code, d.severity, d.file, d.span])).toEqual([["MCP-RENAME-UNRESOLVED", "warning", "entry.yx", [1, 5, 1, 17]]]);
    expect(out.diagnostics[0]!.message).toBe("1 file(s) import the module declaring 'consume' by a `use` that fails (E5002), so their uses of 'consume' are not known and were left unchanged (entry.yx:1:5)");
    // A use the module resolves for (other.yx imports lib.yx cleanly) is renamed, and no warning names it.
    const helper = await rename({ query: "lib.helper", new_name: "aid" });
    expect(editPlaces(helper)).toEqual(["lib.yx:1:1", "other.yx:1:10", "other.yx:3:8"]);
    expect(helper.diagnostics).toEqual([]);
  });

  it("refuses a bare query that names a symbol and is also another symbol's import alias (AMBIGUOUS), and find_references says so", async () => {
    write("src/shown.yx", "use geo.{distance as norm}\n\nfar = norm\n");
    await connect();
    const refused = await rename({ query: "norm", new_name: "size" });
    expect(refused.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-AMBIGUOUS"]);
    expect(refused.diagnostics[0]!.message).toBe("'norm' names geo.Point.norm and is also an import alias (of geo.distance) at src/shown.yx:1:22");
    expect(refused.files).toEqual([]);
    const refs = (await call("find_references", { query: "norm" })) as unknown as { hint?: string };
    expect(refs.hint).toContain("'norm' is also an import alias of geo.distance (src/shown.yx:1:22)");
  });

  it("refuses while a file with syntax errors mentions the name: an interface member or a use there cannot be known (force: warning)", async () => {
    write("src/shapes.yx", "Shape: Type = {\n    norm: (self: &Shape) -> Float,\n}\nbroken = (1, \n");
    await connect();
    await expectParseErrorUnlessForced({ query: "geo.Point.norm", new_name: "length" }, /^src\/shapes\.yx has syntax errors and mentions 'norm'/);
    // A broken file that does not mention the name does not block a rename.
    expect((await rename({ query: "geo.distance", new_name: "span" })).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // The refusal points at the broken file's first syntax error, not at its start (87b D3).
    expect((await rename({ query: "geo.Point.norm", new_name: "length" })).diagnostics.find((d) => d.code === "MCP-RENAME-PARSE-ERROR")).toMatchObject({ file: "src/shapes.yx", span: [5, 1, 5, 1] });
  });

  it("renames an import alias while a broken file mentions the name it aliases: no other file sees the alias (87b D3)", async () => {
    write("src/broken.yx", "use geo.{distance}\n\nfar = distance(1) +\n");
    write("src/user.yx", "use geo.{distance as dd}\n\nfar = dd\n");
    await connect();
    const out = await rename({ file_path: "src/user.yx", line: 1, column: 22, new_name: "gap" });
    expect(out.diagnostics).toEqual([]);
    expect(editPlaces(out)).toEqual(["src/user.yx:1:22", "src/user.yx:3:7"]);
    // The function itself is still refused: the broken file may use it.
    expect((await rename({ query: "geo.distance", new_name: "span" })).diagnostics.map((d) => d.code)).toContain("MCP-RENAME-PARSE-ERROR");
  });

  it("renames by query an alias spelled like its module's last segment (`use geo as geo`), the module never", async () => {
    write("src/same.yx", "use geo as geo\n\nfar = geo.distance(geo.Point(0.0, 0.0), geo.Point(3.0, 4.0))\n");
    await connect();
    const out = await rename({ query: "geo", new_name: "shapes" });
    expect(out.diagnostics).toEqual([]);
    expect(editPlaces(out)).toEqual(["src/same.yx:1:12", "src/same.yx:3:20", "src/same.yx:3:41", "src/same.yx:3:7"]);
    expect(out.check).toEqual({ errors_before: 0, errors_after: 0 });
  });

  it("renames a parameter to a name the module binds at the top level (a parameter may reuse any visible name, §6.2 R10)", async () => {
    write("src/plain.yx", "limit = 3\n\nplain: (a: Int) -> Int = (a) => a + 1\n");
    await connect();
    const out = await rename({ query: "plain#a", new_name: "limit" });
    expect(out.diagnostics).toEqual([]);
    expect(editPlaces(out)).toEqual(["src/plain.yx:3:27", "src/plain.yx:3:33", "src/plain.yx:3:9"]);
  });

  it("a local's full id that an AMBIGUOUS refusal lists works as the query of lookup_symbol, find_references and rename_symbol alike", async () => {
    write("src/twins.yx", "work = {\n    if true {\n        tmp = 1\n    }\n    if false {\n        tmp = 2\n    }\n}\n");
    await connect();
    const ambiguous = await rename({ query: "work#tmp", new_name: "z" });
    expect(ambiguous.diagnostics[0]!.message).toContain("twins.work#tmp@3:9, twins.work#tmp@6:9");
    const id = "twins.work#tmp@6:9";
    const looked = (await call("lookup_symbol", { query: id })) as unknown as { symbols: { id: string }[] };
    expect(looked.symbols.map((s) => s.id)).toEqual([id]);
    const refs = (await call("find_references", { query: id })) as unknown as { locations: { span: number[] }[] };
    expect(refs.locations.map((l) => `${l.span[0]}:${l.span[1]}`)).toEqual(["6:9"]);
    expect(editPlaces(await rename({ query: id, new_name: "z" }))).toEqual(["src/twins.yx:6:9"]);
  });

  it("takes a method declared twice for one symbol with two declarations: one id in lookup_symbol, both renamed", async () => {
    write("src/twice.yx", "Box: Type = { w: Int }\n\nBox.size: (self: &Box) -> Int = (self) => self.w\n\nBox.size: (self: &Box) -> Int = (self) => self.w * 2\n\nn = Box(1).size()\n");
    await connect();
    const found = (await call("lookup_symbol", { query: "Box.size" })) as unknown as { symbols: { id: string }[] };
    expect(found.symbols.map((s) => s.id)).toEqual(["twice.Box.size"]);
    const out = await rename({ query: "twice.Box.size", new_name: "area" });
    expect(out.diagnostics).toEqual([]);
    expect(editPlaces(out)).toEqual(["src/twice.yx:3:5", "src/twice.yx:5:5", "src/twice.yx:7:12"]);
    const text = read("src/twice.yx");
    const one = (await call("rename_symbol", { source: text, old_name: "Box.size", new_name: "area" })) as unknown as { edits: Edit[] };
    expect(one.edits.map((e) => `${e.span[0]}:${e.span[1]}`)).toEqual(["3:5", "5:5", "7:12"]);
  });

  it("lists member uses whose receiver's type is not known in an MCP-RENAME-UNRESOLVED warning, unchanged", async () => {
    write("src/loose.yx", "use geo.{Point}\n\nshow = (p) => p.norm()\n");
    await connect();
    const out = await rename({ query: "Point.norm", new_name: "length" });
    expect(out.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-UNRESOLVED"]);
    expect(out.diagnostics[0]!.related!.map((r) => r.file)).toEqual(["src/loose.yx"]);
    expect(out.files!.map((f) => f.file)).not.toContain("src/loose.yx");
  });

  it("over max_chars keeps an MCP-RENAME-UNRESOLVED warning with its first places and their count, before any edit goes (75a D1)", async () => {
    const loose = Array.from({ length: 60 }, (_, i) => `show${i} = (p) => p.norm()`).join("\n");
    write("src/loose.yx", `use geo.{Point}\n\n${loose}\n`);
    await connect();
    const out = (await rename({ query: "Point.norm", new_name: "length", max_chars: 3000 })) as unknown as { files: { file: string; edits?: unknown[] }[]; diagnostics: { code: string; message: string; related: unknown[] }[] };
    expect(out.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-UNRESOLVED"]);
    expect(out.diagnostics[0]!.related).toHaveLength(5);
    expect(out.diagnostics[0]!.message).toMatch(/\(60 places; the first 5 are in related/);
    expect(out.files.length).toBeGreaterThan(0);
    expect(out.files.every((f) => Array.isArray(f.edits))).toBe(true);
  });

  it("over max_chars drops the diffs first, then each file's edits (naming every file with its edit_count), then cuts files, never refuses (73a D2)", async () => {
    for (let i = 0; i < 30; i++) write(`src/user${i}.yx`, `use geo.{Point, distance}\n\nf${i}: (p: &Point) -> Float = (p) => distance(p, p)\n`);
    await connect();
    const whole = await rename({ query: "distance", new_name: "span", max_chars: 80_000 });
    const size = JSON.stringify(whole).length;
    const noDiffs = await rename({ query: "distance", new_name: "span", max_chars: Math.max(1000, size - 200) });
    expect(noDiffs.truncated).toBe(true);
    expect(noDiffs.files!.every((f) => f.diff === undefined)).toBe(true);
    expect(noDiffs.files).toHaveLength(34);
    expect(noDiffs.hint).toMatch(/Diffs left out/);
    // Every file still named, with how many edits it gets, when the edits do not fit.
    const counted = (await rename({ query: "distance", new_name: "span", max_chars: 2500 })) as unknown as { files: { file: string; edits?: unknown; edit_count?: number }[]; hint: string };
    expect(counted.files).toHaveLength(34);
    expect(counted.files.every((f) => f.edits === undefined && typeof f.edit_count === "number")).toBe(true);
    expect(counted.files.reduce((sum, f) => sum + f.edit_count!, 0)).toBe(66);
    expect(counted.hint).toMatch(/each file is named with its edit_count/);
    const cut = await rename({ query: "distance", new_name: "span", max_chars: 1000 });
    expect(cut.truncated).toBe(true);
    expect(cut.files!.length).toBeLessThan(34);
    expect(cut.hint).toMatch(/max_chars/);
    // Said once, and only what applies to a rename by query.
    expect(cut.hint!.match(/max_chars/g)).toHaveLength(1);
    expect(cut.hint).not.toMatch(/scope/);
    expect(cut.summary).toMatchObject({ files: 34, edits: 66 });
  });

  it("keeps the one-text form: source + old_name, and refuses mixing the forms", async () => {
    await connect();
    const one = (await rename({ source: "a = 1\nb = a + 1\n", old_name: "a", new_name: "c" })) as unknown as { source: string; edits: unknown[] };
    expect(one.source).toBe("c = 1\nb = c + 1\n");
    expect(one.edits).toHaveLength(2);
    expect((await rename({ source: "a = 1\n", old_name: "a", query: "a", new_name: "c" })).errorCode).toBe("MCP-INVALID-INPUT");
    expect((await rename({ new_name: "c" })).errorCode).toBe("MCP-INVALID-INPUT");
    expect((await rename({ source: "a = 1\n", new_name: "c" })).errorCode).toBe("MCP-INVALID-INPUT");
    expect((await rename({ query: "distance", old_name: "a", new_name: "c" })).errorCode).toBe("MCP-INVALID-INPUT");
  });
});

// A record pattern `{ x }` (syntax.md §7.2) through the real server: the
// token names the field `x` of the matched record and binds a local `x`.
// find_references of the field lists it; a rename of the field renames the
// pattern and the local's uses with it (YaoXiang has no `{ field: name }`
// form); a rename of that local alone is refused with MCP-RENAME-PATTERN-FIELD;
// a pattern naming a field the record lacks is E1042. Before, the field
// rename left `{ x }` behind and the program silently stopped meaning the
// same (tester round 35, 49g D3).
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, stopAll, type StdioSession } from "../helpers/server-process.js";

const GEO = "pub Pos: Type = { x: Float, y: Float }\n";

const MAIN = [
  "use geo.{Pos}",
  "",
  "shift_x: (p: Pos) -> Float = {",
  "    return match p {",
  "        { x } => x + 1.0,",
  "    }",
  "}",
  "",
  "with_px: (p: Pos, px: Float) -> Float = {",
  "    return match p {",
  "        { y } => y + px,",
  "    }",
  "}",
  "",
  "main = {",
  "    total = shift_x(Pos(1.0, 2.0)) + with_px(Pos(3.0, 4.0), 2.0)",
  "    q = Pos(1.0, 2.0)",
  "    last = q.x",
  "}",
  "",
].join("\n");

const BROKEN = "use geo.{Pos}\n\nwrong: (p: Pos) -> Float = {\n    return match p {\n        { xx } => 0.0,\n    }\n}\n";

/** Patterns against a value whose type is not known (`list.first` gives Any), of a record and of an imported variant set (51a D1-D3). */
const EVENTS = "pub Event: Type = { hit: (dmg: Int) -> Event, crit: (dmg: Int) -> Event, miss: () -> Event }\n";
const UNKNOWN = [
  "use std.list",
  "use events.{Event}",
  "",
  "Dish: Type = { title: String, minutes: Int }",
  "",
  "first_title: (dishes: &List(Dish)) -> String = match list.first(dishes) {",
  "    { title } => title,",
  "}",
  "",
  "first_damage: (log: &List(Event)) -> Int = match list.first(log) {",
  "    (crit(d)) => d * 2,",
  "    _ => 0,",
  "}",
  "",
].join("\n");

let root: string;
let session: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-pattern-fields-")));
  writeFileSync(path.join(root, "geo.yx"), GEO);
  writeFileSync(path.join(root, "main.yx"), MAIN);
  writeFileSync(path.join(root, "broken.yx"), BROKEN);
  writeFileSync(path.join(root, "events.yx"), EVENTS);
  writeFileSync(path.join(root, "menu.yx"), UNKNOWN);
  writeFileSync(path.join(root, "levels.yx"), "pub Level: Type = { low: () -> Level, high: (by: Int) -> Level }\n");
  writeFileSync(path.join(root, "bucket.yx"), "use levels.{Level}\n\nbucket: (n: Int) -> Int = match n {\n    0 => 0,\n    low => low + 1,\n}\n");
  session = await connectStdio(["--project-root", root]);
}, 60_000);

afterAll(async () => {
  await stopAll();
  rmSync(root, { recursive: true, force: true });
});

type Edit = { span: number[]; old: string; new: string };
type Renamed = { files: { file: string; edits: Edit[] }[]; diagnostics: { code: string; severity: string; message: string; help?: string; span: number[]; file?: string; related?: { file?: string; span: number[] }[] }[]; check?: { errors_before: number; errors_after: number } };

async function call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await callTool(session, name, args);
  expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
  return result.structuredContent!;
}

describe("record patterns `{ x }`", () => {
  it("are uses of the field they name (find_references, kind read)", async () => {
    const refs = (await call("find_references", { query: "Pos.x" })) as { locations: { file: string; span: number[]; kind: string }[] };
    expect(refs.locations.map((l) => [l.file, l.span[0], l.span[1], l.kind])).toEqual([
      ["geo.yx", 1, 19, "definition"],
      ["main.yx", 5, 11, "read"],
      ["main.yx", 18, 14, "read"],
    ]);
  });

  it("are renamed with the field, the locals they bind and their uses too", async () => {
    const renamed = (await call("rename_symbol", { query: "Pos.x", new_name: "horizontal" })) as Renamed;
    // The local's use is no location of the field (find_references above): a note names it (99a D1).
    expect(renamed.diagnostics.map((d) => [d.code, d.file, d.span.join(":"), d.related?.map((r) => `${r.file} ${r.span.join(":")}`)])).toEqual([
      ["MCP-RENAME-PATTERN-LOCALS", "main.yx", "5:18:5:19", ["main.yx 5:18:5:19"]],
    ]);
    expect(renamed.diagnostics[0]!.message).toContain("1 use of the local its record patterns `{ x }` bind");
    const main = renamed.files.find((f) => f.file === "main.yx")!;
    // The pattern, the local's use in the arm, the `q.x` read.
    expect(main.edits.map((e) => [e.span[0], e.span[1], e.old, e.new])).toEqual([
      [5, 11, "x", "horizontal"],
      [5, 18, "x", "horizontal"],
      [18, 14, "x", "horizontal"],
    ]);
    // broken.yx's E1042 (`{ xx }`), and nothing new.
    expect(renamed.check).toEqual({ errors_before: 1, errors_after: 1 });
  });

  it("refuse a field rename whose new name the pattern's local would capture", async () => {
    const renamed = (await call("rename_symbol", { query: "Pos.y", new_name: "px" })) as Renamed;
    expect(renamed.files).toEqual([]);
    expect(renamed.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-COLLISION"]);
    expect(renamed.diagnostics[0]!.message).toContain("'px'");
  });

  it("refuse a rename of the local alone, naming the field to rename instead", async () => {
    // At a use of the local (the pattern's own token names the field, which a rename there renames).
    const renamed = (await call("rename_symbol", { file_path: "main.yx", line: 5, column: 18, new_name: "dx" })) as Renamed;
    expect(renamed.files).toEqual([]);
    expect(renamed.diagnostics.map((d) => [d.code, d.span[0], d.span[1]])).toEqual([["MCP-RENAME-PATTERN-FIELD", 5, 11]]);
    expect(renamed.diagnostics[0]!.help).toContain("rename the field 'Pos.x'");
    const explained = await call("explain_diagnostic", { code: "MCP-RENAME-PATTERN-FIELD" });
    expect(explained.title).toBe("The local is a record pattern's field");
  });

  it("refuse the local alone in a one-text rename too", async () => {
    const source = "Pos: Type = { x: Float, y: Float }\n\nf: (p: Pos) -> Float = {\n    return match p {\n        { x } => x,\n    }\n}\n";
    const local = (await call("rename_symbol", { source, old_name: "x", scope: "function:f", new_name: "dx" })) as Renamed;
    expect(local.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-PATTERN-FIELD"]);
    const field = (await call("rename_symbol", { source, old_name: "Pos.x", new_name: "dx" })) as Renamed & { source: string };
    expect(field.diagnostics.map((d) => [d.code, d.severity, d.span.join(":")])).toEqual([["MCP-RENAME-PATTERN-LOCALS", "note", "5:18:5:19"]]);
    expect(field.source).toBe(source.replace("{ x: Float", "{ dx: Float").replace("{ x } => x,", "{ dx } => dx,"));
  });

  it("naming a field the record lacks is E1042, with the near field", async () => {
    const checked = (await call("typecheck", { file_paths: ["broken.yx", "main.yx"] })) as { diagnostics: { code: string; file: string; span: number[]; message: string; help?: string }[] };
    expect(checked.diagnostics.map((d) => [d.code, d.file, d.span[0], d.span[1]])).toEqual([["E1042", "broken.yx", 5, 11]]);
    expect(checked.diagnostics[0]!.message).toBe("record 'Pos' has no field or method 'xx'");
    expect(checked.diagnostics[0]!.help).toContain("did you mean 'x'?");
  });

  describe("against a value whose type is not known (51a D1-D3)", () => {
    it("a record pattern's field is a possible use of every field of that name, which a rename leaves with a warning", async () => {
      const refs = (await call("find_references", { query: "Dish.title" })) as { locations: unknown[]; possible: { file: string; span: number[]; why: string }[] };
      expect(refs.locations).toHaveLength(1); // the definition
      expect(refs.possible.map((p) => [p.file, p.span[0], p.span[1], p.why])).toEqual([["menu.yx", 7, 7, "the type of `list.first(dishes)` is not known"]]);
      const renamed = (await call("rename_symbol", { query: "Dish.title", new_name: "name" })) as Renamed;
      expect(renamed.files.flatMap((f) => f.edits.map((e) => `${f.file}:${e.span[0]}:${e.span[1]}`))).toEqual(["menu.yx:4:16"]);
      expect(renamed.diagnostics.map((d) => [d.code, d.span[0], d.span[1]])).toEqual([["MCP-RENAME-UNRESOLVED", 7, 7]]);
    });

    it("the local such a pattern binds is not renamed alone", async () => {
      const renamed = (await call("rename_symbol", { file_path: "menu.yx", line: 7, column: 18, new_name: "name" })) as Renamed;
      expect(renamed.files).toEqual([]);
      expect(renamed.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-PATTERN-FIELD"]);
    });

    it("a constructor pattern naming an imported set's variant is a possible use of it, which a rename leaves with a warning", async () => {
      const refs = (await call("find_references", { query: "Event.crit" })) as { possible: { file: string; span: number[] }[] };
      expect(refs.possible.map((p) => [p.file, p.span[0], p.span[1]])).toEqual([["menu.yx", 11, 6]]);
      const renamed = (await call("rename_symbol", { query: "Event.crit", new_name: "critical" })) as Renamed;
      expect(renamed.diagnostics.map((d) => [d.code, d.span[0], d.span[1]])).toEqual([["MCP-RENAME-UNRESOLVED", 11, 6]]);
    });
  });

  it("refuse a binder renamed to a variant its file can see at the binder, not at 1:1 (51a F3)", async () => {
    const renamed = (await call("rename_symbol", { file_path: "bucket.yx", line: 5, column: 5, new_name: "high" })) as Renamed;
    expect(renamed.diagnostics.map((d) => [d.code, d.file, d.span.join(":")])).toEqual([["MCP-RENAME-COLLISION", "bucket.yx", "5:5:5:8"]]);
  });

  it("take a function's local as `f#x` in the one-text form too (51a F1)", async () => {
    const source = "f: (n: Int) -> Int = {\n    limit = n + 1\n    return limit\n}\n";
    const renamed = (await call("rename_symbol", { source, old_name: "f#limit", new_name: "cap" })) as Renamed & { source: string };
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.source).toBe(source.replace(/limit/g, "cap"));
  });

  it("say in a one-text AMBIGUOUS refusal that a member of the name is renamed by Type.member (51a F2)", async () => {
    const source = "Pos: Type = { x: Float, y: Float }\nf: (p: Pos) -> Float = match p {\n    { x } => x,\n}\nmain = {\n    x = 1\n}\n";
    const refused = (await call("rename_symbol", { source, old_name: "x", new_name: "z" })) as Renamed;
    expect(refused.diagnostics.map((d) => [d.code, d.help])).toEqual([["MCP-RENAME-AMBIGUOUS", 'pass scope: "function:f" (or another candidate), or old_name "Pos.x" for the member']]);
  });
});

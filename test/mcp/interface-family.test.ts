// Members a record or an interface gets through the interfaces it lists,
// through the REAL server over stdio: a method declared on an interface type
// (`Shape.describe`) called on a record that lists the interface, and an
// interface listing another (`Shape` lists `Named`): its members are found on
// a value of either, and a record implementing the outer one implements the
// inner one too, so find_references and rename_symbol see the whole family.
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, stopAll, type StdioSession } from "../helpers/server-process.js";

const SOURCE = `use std.{io}

Named: Type = { title: (self: &Named) -> String }
Shape: Type = { area: (self: &Shape) -> Float, Named }

Shape.describe: (self: &Shape) -> String = {
    return self.title()
}

Square: Type = { side: Float, Shape }
Square.area: (self: &Square) -> Float = { return self.side * self.side }
Square.title: (self: &Square) -> String = { return "square" }

show: (s: &Shape) -> String = { return s.describe() }

main = {
    s = Square(2.0)
    io.println(s.describe())
    io.println(s.title())
    io.println(show(s))
}
`;

let root: string;
let session: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-interface-family-")));
  writeFileSync(path.join(root, "main.yx"), SOURCE);
  writeFileSync(path.join(root, "lib.yx"), "pub Shown: Type = { shown: (self: &Shown) -> String }\n");
  writeFileSync(path.join(root, "other.yx"), "use lib.{Shown}\nCard: Type = { n: Int, Shown }\nmain = {\n    c = Card(1)\n    t = c.shown()\n}\n");
  writeFileSync(path.join(root, "aliased.yx"), "use lib.{Shown as Visible}\nBadge: Type = { k: Int, Visible }\nmain = {\n    b = Badge(1)\n    t = b.shown()\n    u = b.unknown_member()\n}\n");
  session = await connectStdio(["--project-root", root]);
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

type Loc = { file: string; span: number[]; kind: string; line_text: string };

describe("members through listed interfaces", () => {
  it("a method declared on the interface type is found on a record that lists the interface", async () => {
    const refs = (await ok("find_references", { query: "Shape.describe" })) as { locations: Loc[] };
    expect(refs.locations.map((l) => `${l.span[0]} ${l.kind}`)).toEqual(["6 definition", "14 call", "18 call"]);
  });

  it("an interface listed by another: its method on a value of the outer one, and the implementation of a record that lists the outer one", async () => {
    const refs = (await ok("find_references", { query: "Named.title" })) as { locations: Loc[] };
    // The implementation's own call (line 19) too: the rename's edits, place for place (93c D1).
    expect(refs.locations.map((l) => `${l.span[0]} ${l.kind}`)).toEqual(["3 definition", "7 call", "12 implementation", "19 call"]);
    const renamed = (await ok("rename_symbol", { query: "Named.title", new_name: "label" })) as { files: { file: string; edits: { span: number[] }[] }[] };
    expect(renamed.files.flatMap((f) => f.edits.map((e) => e.span[0]))).toEqual([3, 7, 12, 19]);
  });

  it("a bare name naming an interface's method and the methods implementing it: each declaration is its own method's definition", async () => {
    // `title` names Named.title and Square.title; Square.title's declaration implements Named.title too.
    const refs = (await ok("find_references", { query: "title" })) as { locations: (Loc & { symbol?: string })[] };
    expect(refs.locations.map((l) => `${l.span[0]} ${l.kind}`)).toEqual(["3 definition", "7 call", "12 definition", "19 call"]);
    const uses = (await ok("find_references", { query: "title", include_declaration: false })) as { locations: Loc[] };
    expect(uses.locations.map((l) => `${l.span[0]} ${l.kind}`)).toEqual(["7 call", "19 call"]);
  });

  it("a member a record gets from an interface another file declares (imported, also under an alias) is that interface's member", async () => {
    const refs = (await ok("find_references", { query: "Shown.shown" })) as { locations: Loc[]; possible: { file: string; span: number[]; why: string }[] };
    expect(refs.locations.filter((l) => l.kind === "call").map((l) => `${l.file} ${l.span[0]}:${l.span[1]}`)).toEqual(["aliased.yx 5:11", "other.yx 5:11"]);
    expect(refs.possible).toEqual([]);
    // A member no listed interface declares stays a possible use of any member of that name (not reported).
    const unknown = (await ok("lookup_symbol", { file_path: "aliased.yx", line: 6, column: 11 })) as { symbols: unknown[] };
    expect(unknown.symbols).toEqual([]);
  });
});

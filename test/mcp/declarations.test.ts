// What lookup_symbol, list_symbols and find_references say about
// declarations, through the REAL server over stdio: function overloads (each
// declaration a definition of the one symbol, listed in the outline with its
// own signature), function types written in parameters and type bodies
// (ordinary function types: `(Int) -> Int`, never `(?) -> Int`), a local
// bound to a lambda (its type at the definition too), and a type alias (its
// signature is the type it names).
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, stopAll, type StdioSession } from "../helpers/server-process.js";

const SOURCE = `area: (w: Float) -> Float = (w) => {
    return w * w
}

area: (w: Float, h: Float) -> Float = (w, h) => {
    return w * h
}

Tok: Type = { num: (Int) -> Tok, plus: () -> Tok }

apply: (f: (Int) -> Int, x: Int) -> Int = (f, x) => {
    return f(x)
}

Item: Type = { n: Int }

Items: Type = List(Item)

main = {
    a = area(2.0) + area(2.0, 3.0)
    t = Tok.num(3)
    inc = (c: Int) => c + 1
    r = apply(inc, 2)
}

m: (x) -> Int = x + 1

BoxT: (T: Type) -> Type = { value: T, all: List(T) }
BoxT.get: (self: &BoxT(T)) -> T = { return self.value }
`;

let root: string;
let session: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-declarations-")));
  writeFileSync(path.join(root, "a.yx"), SOURCE);
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

type Loc = { span: number[]; kind: string };
type Outline = { name: string; kind: string; span: number[]; signature?: string; children?: Outline[] };

async function typeAt(line: number, column: number): Promise<string | undefined> {
  return ((await ok("lookup_symbol", { file_path: "a.yx", line, column })) as { type?: string }).type;
}

describe("declarations", () => {
  it("each overload of a function is a definition of the one symbol, and the outline lists both with their signatures", async () => {
    const refs = (await ok("find_references", { query: "area" })) as { locations: Loc[] };
    expect(refs.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["1:1 definition", "5:1 definition", "20:9 call", "20:21 call"]);
    const uses = (await ok("find_references", { query: "area", include_declaration: false })) as { locations: Loc[] };
    expect(uses.locations.map((l) => l.kind)).toEqual(["call", "call"]);
    const outline = (await ok("list_symbols", { file_path: "a.yx" })) as { symbols: Outline[] };
    expect(outline.symbols.filter((s) => s.name === "area").map((s) => `${s.span[0]} ${s.signature}`)).toEqual(["1 (w: Float) -> Float", "5 (w: Float, h: Float) -> Float"]);
  });

  it("a call of an overloaded function has the type of the overload its arity selects", async () => {
    expect(await typeAt(20, 9)).toBe("(Float) -> Float");
    expect(await typeAt(20, 21)).toBe("(Float, Float) -> Float");
  });

  it("a function type in a parameter or a type body is an ordinary one: its bare names are types", async () => {
    expect(await typeAt(12, 12)).toBe("(Int) -> Int"); // f in apply's body
    expect(await typeAt(11, 1)).toBe("((Int) -> Int, Int) -> Int"); // apply
    expect(await typeAt(9, 15)).toBe("(Int) -> Tok"); // the variant num at its definition
    expect(await typeAt(21, 13)).toBe("(Int) -> Tok"); // and at its use
  });

  it("a local bound to a lambda has its type at its definition as at its uses", async () => {
    expect(await typeAt(22, 5)).toBe("(Int) -> Int");
    expect(await typeAt(23, 15)).toBe("(Int) -> Int");
  });

  it("an untyped name in a binding's own signature is a parameter of a body without a lambda", async () => {
    const refs = (await ok("find_references", { query: "m#x" })) as { locations: Loc[] };
    expect(refs.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["26:5 definition", "26:17 read"]);
  });

  it("the members and methods of a generic type show its type parameters by name", async () => {
    expect(await typeAt(28, 29)).toBe("T");
    expect(await typeAt(28, 39)).toBe("List(T)");
    expect(await typeAt(29, 6)).toBe("(&BoxT(T)) -> T");
  });

  it("a type alias has the type it names as its signature", async () => {
    const found = (await ok("lookup_symbol", { query: "Items" })) as { symbols: { kind: string; signature: string | null }[] };
    expect(found.symbols.map((s) => `${s.kind} ${s.signature}`)).toEqual(["type List(Item)"]);
    const outline = (await ok("list_symbols", { file_path: "a.yx" })) as { symbols: Outline[] };
    expect(outline.symbols.find((s) => s.name === "Items")?.signature).toBe("List(Item)");
  });

  it("a generic type has its parameters as its signature, a record none (tester round 33, 47a D2)", async () => {
    const found = (await ok("lookup_symbol", { query: "BoxT" })) as { symbols: { kind: string; signature?: string | null }[] };
    expect(found.symbols.map((s) => `${s.kind} ${s.signature}`)).toEqual(["type (T: Type) -> Type"]);
    const outline = (await ok("list_symbols", { file_path: "a.yx" })) as { symbols: Outline[] };
    expect(outline.symbols.find((s) => s.name === "BoxT")?.signature).toBe("(T: Type) -> Type");
    expect(outline.symbols.find((s) => s.name === "Item")?.signature).toBeUndefined();
  });
});

// What the symbol tools answer about code in the middle of an edit (round
// 94b): the parts the edit did not touch keep their answers, and where an
// answer rests on the parser's recovery or a failing import, it says so.
// Through the real server over stdio.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-broken-answers-", {
  // A half-typed condition in `count`: the compiler's recovery reads `shout`'s header as statements.
  "half.yx": 'count: (n: Int) -> Int = (n) => {\n    mut i = 0\n    if i < \n        i = i + 1\n    }\n    return i\n}\n\nshout: (s: String) -> String = (s) => {\n    return s + "!"\n}\n',
  // A missing `}`: `total` is read as a local of `classify`.
  "unclosed.yx": 'classify: (n: Int) -> String = (n) => {\n    if n == 0 {\n        return "zero"\n    }\n    return "other"\n\ntotal: (xs: List(Int)) -> Int = (xs) => {\n    return 0\n}\n',
  // An unclosed block comment swallows the rest of the file.
  "commented.yx": 'greeting: String = "hello"\n\n/* TODO\nwave: (s: String) -> String = (s) => s\n',
  // A call left open in `main`: its locals are still main's.
  "locals.yx": "area: (w: Float, h: Float) -> Float = (w, h) => w * h\n\nmain = {\n    a1 = area(1.0, 2.0)\n    a2 = area(a1, \n    b = a1 + 1.0\n}\n",
  // A module with a syntax error, and a file importing it.
  "geo.yx": "distance: (a: Float, b: Float) -> Float = a - b\n\nscale: (k: Float) -> \n",
  "main.yx": "use geo.{distance}\n\nmain = {\n    print(distance(1.0, 2.0))\n}\n",
});

type Symbols = { symbols: { name: string; kind: string; signature?: string }[]; hint?: string };

async function call(name: string, args: Record<string, unknown>): Promise<Symbols & Record<string, unknown>> {
  return (await project.call(name, args)).structuredContent as Symbols & Record<string, unknown>;
}

describe("answers about code with syntax errors (94b)", () => {
  it("a declaration the tree holds whole keeps its written signature, though the compiler's recovery breaks it (D1)", async () => {
    const outline = await call("list_symbols", { file_path: "half.yx" });
    expect(outline.symbols.map((s) => `${s.name} ${s.kind} ${s.signature}`)).toEqual(["count function (n: Int) -> Int", "shout function (s: String) -> String"]);
    const looked = await call("lookup_symbol", { query: "shout" });
    expect(looked.symbols[0]!.signature).toBe("(s: String) -> String");
  });

  it("the locals of a broken top-level block are its function's, by id and by query (D6)", async () => {
    const found = await call("lookup_symbol", { file_path: "locals.yx", line: 4, column: 5 });
    expect(found.symbols.map((s) => `${(s as { id?: string }).id} ${s.kind}`)).toEqual(["locals.main#a1@4:5 local"]);
    const refs = (await call("find_references", { query: "main#a1" })) as unknown as { locations: { span: number[] }[] };
    expect(refs.locations.map((l) => `${l.span[0]}:${l.span[1]}`)).toEqual(["4:5", "5:15", "6:9"]);
  });

  it("a position answer in a file with syntax errors says it reads the parser's recovery (D4)", async () => {
    const found = await call("lookup_symbol", { file_path: "unclosed.yx", line: 7, column: 1 });
    expect(found.symbols.map((s) => `${s.name} ${s.kind}`)).toEqual(["total local"]);
    expect(found.hint).toMatch(/^unclosed\.yx has syntax errors \(the first on line \d+; parse_source lists them\): this answer reads the parser's recovery/);
    // A clean file's answer has no such hint.
    expect((await call("lookup_symbol", { file_path: "main.yx", line: 3, column: 1 })).hint).toBeUndefined();
  });

  it("a rename of a name only a file with syntax errors writes is refused as a parse error, not as not found (D3)", async () => {
    const refused = (await call("rename_symbol", { query: "total", new_name: "sum" })) as unknown as { diagnostics: { code: string; message: string; file?: string }[] };
    expect(refused.diagnostics.map((d) => [d.code, d.file])).toEqual([["MCP-RENAME-PARSE-ERROR", "unclosed.yx"]]);
    expect(refused.diagnostics[0]!.message).toContain("'total' is written in unclosed.yx, which has syntax errors");
    const nowhere = (await call("rename_symbol", { query: "nowhere_at_all", new_name: "x" })) as unknown as { diagnostics: { code: string }[] };
    expect(nowhere.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-NOT-FOUND"]);
  });

  it("an outline cut short by an unclosed block comment says so (D10)", async () => {
    const outline = await call("list_symbols", { file_path: "commented.yx" });
    expect(outline.symbols.map((s) => s.name)).toEqual(["greeting"]);
    expect(outline.hint).toBe("commented.yx has a block comment opened on line 3 that is never closed: everything after it is comment, so the declarations there are not listed (close it with `*/`; typecheck warns MCP-UNCLOSED-COMMENT).");
  });

  it("a name imported from a module with syntax errors is said to come from a failing `use` (D2)", async () => {
    const atUse = await call("lookup_symbol", { file_path: "main.yx", line: 4, column: 11 });
    expect(atUse.hint).toMatch(/the name `distance`, which resolves to no workspace or std symbol: its `use` fails \(E5002: cannot import 'geo': 'geo\.yx' has syntax errors/);
    const atItem = await call("lookup_symbol", { file_path: "main.yx", line: 1, column: 10 });
    expect(atItem.hint).toMatch(/the definition of `distance` \(import\), which is not a workspace symbol: its `use` fails \(E5002/);
  });
});

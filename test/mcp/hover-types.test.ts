// lookup_symbol at a position gives one `type` per symbol wherever it is named,
// through the REAL server: a type's own name (its definition, an annotation, a
// constructor call), and where the checker records no type at that token (a
// named argument's name, a variant in a match pattern) the symbol's declared
// signature, as at its declaration.
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, stopAll, type StdioSession } from "../helpers/server-process.js";

const SOURCE = `Color: Type = { red: () -> Color, rgb: (Int) -> Color }

Pen: Type = { width: Int, color: Color }

make: (width: Int) -> Pen = (width) => Pen(width = width, color = Color.red())

code: (c: Color) -> Int = {
    return match c {
        red => 0,
        (rgb(v)) => v,
    }
}

main = {
    p: Pen = make(width = 3)
    print(code(p.color))
}

Tok: Type = { num: (value: Int) -> Tok, word: (text: String) -> Tok }
lex = () => Tok.num(value = 3)
`;

let root: string;
let session: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-hover-types-")));
  writeFileSync(path.join(root, "main.yx"), SOURCE);
  session = await connectStdio(["--project-root", root]);
}, 30_000);

afterAll(async () => {
  await stopAll();
  rmSync(root, { recursive: true, force: true });
});

async function hover(line: number, column: number): Promise<string> {
  const result = await callTool(session, "lookup_symbol", { file_path: "main.yx", line, column });
  expect(result.isError).toBe(false);
  const { symbols, type } = result.structuredContent as { symbols: { id: string }[]; type?: string };
  return `${symbols.map((s) => s.id).join(",")} ${type ?? "(none)"}`;
}

describe("the type at a position is the same for every occurrence of a symbol", () => {
  it("a type: its name at its definition, in an annotation and in a constructor call", async () => {
    expect([await hover(3, 1), await hover(5, 24), await hover(5, 40), await hover(15, 8)]).toEqual(Array(4).fill("main.Pen Pen"));
  });

  it("a field and a parameter named by a named argument: their declared type", async () => {
    expect([await hover(3, 15), await hover(5, 44)]).toEqual(["main.Pen.width Int", "main.Pen.width Int"]);
    expect(await hover(15, 19)).toBe("main.make#width@5:30 Int");
  });

  it("a variant in a pattern: its constructor's type, as where it is called", async () => {
    expect([await hover(5, 73), await hover(9, 9), await hover(10, 10)]).toEqual(["main.Color.red () -> Color", "main.Color.red () -> Color", "main.Color.rgb (Int) -> Color"]);
  });

  it("a variant's named argument is its function type's parameter, typed as declared", async () => {
    const result = await callTool(session, "lookup_symbol", { file_path: "main.yx", line: 20, column: 21 });
    const { symbols, type } = result.structuredContent as { symbols: { id: string; kind: string }[]; type?: string };
    expect(symbols.map((s) => `${s.id} ${s.kind}`)).toEqual(["main.Tok.num#value@19:21 parameter"]);
    expect(type).toBe("Int");
  });
});

// list_imports on `use` statements with syntax errors (68b D6): each record
// carries the errors of its statement's lines, so an agent does not read
// what the error-tolerant tree recovered (`use shapes.*` as a whole-module
// import) as an import the compiler accepts.
import { describe, expect, it } from "vitest";
import { analyzeImports, withStatementSyntaxErrors } from "../../../src/semantic/index.js";
import { documentsHost } from "../../../src/semantic/modules/host.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

/** list_imports' records of main.yx (`main`) beside `others` (path → text), each with its statement's syntax errors. */
async function importsOf(main: string, others: Record<string, string>): Promise<ReturnType<typeof withStatementSyntaxErrors>> {
  const parser = await sharedParser();
  const doc = new Document(parser, main);
  const docs = new Map([["main.yx", doc], ...Object.entries(others).map(([path, text]) => [path, new Document(parser, text)] as const)]);
  return withStatementSyntaxErrors(analyzeImports(documentsHost(docs), "main.yx", doc), doc);
}

describe("a use statement with a syntax error", () => {
  it("carries the error in its record; a sound one does not", async () => {
    const imports = await importsOf("use shapes.*\nuse shapes as p, q\nuse shapes.{Rect}\n\nr = Rect(1)\n", { "shapes.yx": "Rect: Type = { w: Int }\n" });
    const codes = imports.imports.map((r) => [r.span[0], r.diagnostics.filter((d) => /^E00/.test(d.code)).map((d) => d.code)]);
    // (The second line's own error is E0012 alone; after the first line's, recovery reports it as E0011.)
    expect(codes).toEqual([
      [1, ["E0011"]],
      [2, ["E0011"]],
      [3, []],
    ]);
  });

  it("a dotted item (`{Point.norm}`, E0010) imports the type only: the member is no item of its own and gets no E5003 (92a D1)", async () => {
    const [record] = (
      await importsOf("use geometry.{Point.norm}\n\nmain = {\n    p = Point(3.0, 4.0)\n    print(p.norm())\n}\n", {
        "geometry.yx": "pub Point: Type = { x: Float, y: Float }\npub Point.norm: (self: &Point) -> Float = self.x\n",
      })
    ).imports;
    expect(record?.bindings.map((b) => b.name)).toEqual(["Point"]);
    expect(record?.diagnostics.map((d) => d.code)).toEqual(["E0010", "E0011"]);
    expect(record?.diagnostics[0]?.help).toBe("an item is one name: import the type, `use geometry.{Point}`; its methods come with it");
  });
});

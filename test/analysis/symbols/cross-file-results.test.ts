// A function without a result annotation has the result its body gives in
// other files too (semantic/analyse.ts functionTypeIn): `g = grid.make_grid(3,
// 4); g.area()` is a use of `Grid.area`, not a `possible` one. When an edit
// changes such a result, the files that import it re-link, and so do the
// files importing those when what they export changed with it.
import { afterEach, describe, expect, it } from "vitest";
import { findReferences, SymbolIndex, type IndexedFile } from "../../../src/analysis/symbols/index.js";
import { display, forgetAnalysis, releaseModel, semanticModel } from "../../../src/semantic/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { checkFiles } from "../../check/helpers.js";

const GRID = `Grid: Type = { w: Int, h: Int }
Cell: Type = { row: Int, col: Int }
Grid.area: (self: &Grid) -> Int = (self) => self.w * self.h
Cell.area: (self: &Cell) -> Int = (self) => 1
make = (w: Int, h: Int) => Grid(w, h)
`;
const SHAPES = `use grid
scaled = (k: Int) => grid.make(k, k)
`;
const MAIN = `use shapes
main = {
    g = shapes.scaled(3)
    n = g.area()
    print(n)
}
`;

const docs: Document[] = [];
afterEach(() => {
  for (const doc of docs.splice(0)) doc.dispose();
});

async function workspace(texts: Record<string, string>): Promise<{ files: IndexedFile[]; doc: (path: string) => Document }> {
  const parser = await sharedParser();
  const byPath = new Map(Object.entries(texts).map(([path, text]) => [path, new Document(parser, text)]));
  docs.push(...byPath.values());
  return { files: [...byPath].map(([path, doc]) => ({ path, document: () => doc })), doc: (path) => byPath.get(path)! };
}

const callers = (index: SymbolIndex, query: string) =>
  findReferences(index, { query })
    .locations.filter((l) => l.kind !== "definition")
    .map((l) => `${l.file}:${l.span[0]}`);

describe("results of unannotated functions across files", () => {
  it("type member uses through two files, with no possible use left", async () => {
    const { files } = await workspace({ "grid.yx": GRID, "shapes.yx": SHAPES, "main.yx": MAIN });
    const index = new SymbolIndex();
    index.sync(files);
    expect(callers(index, "Grid.area")).toEqual(["main.yx:4"]);
    expect(findReferences(index, { query: "Grid.area" }).possible).toEqual([]);
    expect(callers(index, "Cell.area")).toEqual([]);
  });

  it("stay known to the files using them when the models they come from are let go (the index keeps few models)", async () => {
    const { files, doc } = await workspace({ "grid.yx": GRID, "shapes.yx": SHAPES, "main.yx": MAIN });
    const index = new SymbolIndex();
    index.sync(files);
    for (const path of ["grid.yx", "shapes.yx"]) releaseModel(doc(path));
    forgetAnalysis(doc("main.yx"));
    const model = semanticModel(index.moduleHost(), "main.yx", doc("main.yx"));
    expect(display(model.definitions.find((d) => d.name === "g")!.type)).toBe("Grid");
  });

  it("re-link the importers of importers when an edit changes such a result", async () => {
    const { files, doc } = await workspace({ "grid.yx": GRID, "shapes.yx": SHAPES, "main.yx": MAIN });
    const index = new SymbolIndex();
    index.sync(files);
    doc("grid.yx").update(GRID.replace("make = (w: Int, h: Int) => Grid(w, h)", "make = (w: Int, h: Int) => Cell(w, h)"));
    index.sync(files);
    expect(callers(index, "Cell.area")).toEqual(["main.yx:4"]);
    expect(callers(index, "Grid.area")).toEqual([]);
  });

  it("re-link a file that imports only the file whose result changed with the edit", async () => {
    const { files, doc } = await workspace({
      "grid.yx": "size = (w: Int) => w * 2\n",
      "shapes.yx": "use grid\ntwice = (k: Int) => grid.size(k)\n",
      "main.yx": "use shapes\nmain = {\n    n = shapes.twice(3)\n    print(n)\n}\n",
    });
    const index = new SymbolIndex();
    index.sync(files);
    expect([...index.dependentsOf("grid.yx")]).toEqual(["shapes.yx"]);
    const typeOfN = () => display(index.model("main.yx")!.definitions.find((d) => d.name === "n")!.type);
    expect(typeOfN()).toBe("Int");
    doc("grid.yx").update("size = (w: Int) => 2.5\n");
    expect(index.sync(files).relinked).toBe(3);
    expect(typeOfN()).toBe("Float");
  });

  it("are checked where they are used, and imports in a cycle end", async () => {
    const found = await checkFiles(
      {
        "grid.yx": GRID,
        "shapes.yx": SHAPES,
        "main.yx": `use shapes\nuse grid.{make}\nmain = {\n    g = shapes.scaled(3)\n    s: String = g.w\n    c = make(1)\n}\n`,
        "ping.yx": `use pong\nping = (n: Int) => pong.pong(n) + 1\ntop = (n: Int) => n * 2\nwrong: String = pong.pong(1)\n`,
        "pong.yx": `use ping\npong = (n: Int) => ping.top(n)\nlabel: String = ping.ping(2)\nalso: String = ping.top(2)\n`,
      },
      ["main.yx", "pong.yx", "ping.yx"],
    );
    expect(found["main.yx"]!.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1002 5:5", "E1010 6:13"]);
    // Files that import each other do not read each other's walked types: unknown both ways, never a guess,
    // and the same whichever file is checked first.
    expect(found["pong.yx"]!.filter((d) => d.severity === "error")).toEqual([]);
    expect(found["ping.yx"]!.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("move what they take by value; what they give is of unknown copy kind, as a result not declared is in the reference", async () => {
    const found = await checkFiles(
      {
        "grid.yx": GRID,
        "eat.yx": "use grid.{Grid}\neat = (g: Grid) => g.h\n",
        "main.yx": `use grid.{make, Grid}\nuse eat\nkeep = (g: Grid) => g.w\nlocal = (w: Int) => Grid(w, w)\nmain = {\n    a = make(1, 2)\n    b = eat.eat(a)\n    c = a.w\n    l = local(3)\n    m = keep(l)\n    n = l.w\n    d = Grid(1, 2)\n    e = eat.eat(d)\n    f = d.w\n}\n`,
      },
      ["main.yx"],
    );
    expect(found["main.yx"]!.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E2014 14:9"]);
  });
});

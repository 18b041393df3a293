// A segment before the last of a `use` path names the module that prefix of
// the path is (`linalg` of `use linalg.vector.{Vec2}`, its mod.yx), not the
// module imported; the last segment names the imported one, and a prefix
// that is only a folder is no symbol.
import { describe, expect, it } from "vitest";
import { findReferences, SymbolIndex, symbolAtPosition, type PositionResult } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { indexOf } from "./workspace.js";

const FILES: Record<string, string> = {
  "linalg/mod.yx": "unit = 1\n",
  "linalg/vector.yx": "Vec2: Type = { x: Float, y: Float }\n",
  "plain/util.yx": "twice = (n: Int) => n * 2\n",
  "main.yx": "use linalg.vector.{Vec2}\nuse plain.util\n\nmain = {\n    v = Vec2(1.0, 2.0)\n    n = util.twice(2)\n}\n",
  "linalg/matrix.yx": "use vector.{Vec2}\n\nzero = Vec2(0.0, 0.0)\n",
  // A flat module beside a folder of the same name without mod.yx: the folder is still no module (§2.3; 56a D3).
  "plain.yx": "other = 1\n",
};

async function index(): Promise<SymbolIndex> {
  const parser = await sharedParser();
  const built = new SymbolIndex();
  built.sync(Object.entries(FILES).map(([path, text]) => {
    const doc = new Document(parser, text);
    return { path, document: () => doc };
  }));
  return built;
}

const id = (r: PositionResult) => (r.found ? r.symbol.id : `nothing: ${r.what}`);

describe("use path segments", () => {
  it("a prefix that is a module names that module, the last segment the imported one", async () => {
    const built = await index();
    expect(id(symbolAtPosition(built, "main.yx", 1, 6))).toBe("linalg");
    expect(id(symbolAtPosition(built, "main.yx", 1, 13))).toBe("linalg.vector");
  });

  it("the `.` right after a segment touches that segment, not the next (92b D3)", async () => {
    const built = await index();
    // `use linalg.vector.{Vec2}`: column 11 is the `.` after `linalg`.
    expect(id(symbolAtPosition(built, "main.yx", 1, 10))).toBe("linalg");
    expect(id(symbolAtPosition(built, "main.yx", 1, 11))).toBe("linalg");
    expect(id(symbolAtPosition(built, "main.yx", 1, 12))).toBe("linalg.vector");
  });

  it("the `Type` keyword is the built-in type of types, at it and right after it (92b D4)", async () => {
    const built = await index();
    const at = (column: number) => symbolAtPosition(built, "linalg/vector.yx", 1, column);
    expect(id(at(7))).toBe("builtin.Type");
    expect(id(at(11))).toBe("builtin.Type");
    const found = at(9);
    expect(found.found && found.occurrence.span).toEqual([1, 7, 1, 11]);
    expect(id(at(12))).toMatch(/^nothing/);
  });

  it("a prefix that is only a folder is no symbol: what is there says so, naming the module imported (round 34, 48d D4)", async () => {
    const built = await index();
    expect(id(symbolAtPosition(built, "main.yx", 2, 6))).toBe(
      "nothing: `plain`, a folder of the `use` path, which no module `plain` stands for (it has no `mod.yx`): the module this `use` imports is `plain.util`, its last segment",
    );
    expect(id(symbolAtPosition(built, "main.yx", 2, 12))).toBe("plain.util");
  });

  it("find_references of a module lists the prefixes of `use` paths through it, as lookup at them names it", async () => {
    const built = await index();
    const where = (query: string) => findReferences(built, { query }).locations.map((l) => `${l.file} ${l.span.join(",")} ${l.kind}`);
    expect(where("linalg")).toEqual(["main.yx 1,5,1,11 import"]);
    // The imported module keeps its occurrence (the whole path), also where the path is written from the importing file's folder.
    expect(where("linalg.vector")).toEqual(["linalg/matrix.yx 1,5,1,11 import", "main.yx 1,5,1,18 import"]);
    // A plain folder is no module: nothing is recorded for it, not even as a use of `plain.yx`.
    expect(findReferences(built, { query: "plain" }).locations).toEqual([]);
  });

  it("a path written from the project root through `src/` (`use src.eng.parts.{Part}`): `src` is a folder, `eng` the module eng (55a D3)", async () => {
    const files: Record<string, string> = {
      "src/eng/mod.yx": "power = 1\n",
      "src/eng/parts/mod.yx": "Part: Type = { id: Int }\n",
      "src/eng/parts/tyre.yx": "use src.eng.parts.{Part}\n\nspare = Part(1)\n",
      "src/main.yx": "use eng.parts.{Part}\n\nmain = {\n    p = Part(2)\n}\n",
    };
    const { index: built } = await indexOf(new Map(Object.entries(files)));
    expect(id(symbolAtPosition(built, "src/eng/parts/tyre.yx", 1, 5))).toMatch(/^nothing: `src`, a folder of the `use` path/);
    expect(id(symbolAtPosition(built, "src/eng/parts/tyre.yx", 1, 9))).toBe("eng");
    expect(id(symbolAtPosition(built, "src/eng/parts/tyre.yx", 1, 13))).toBe("eng.parts");
    expect(findReferences(built, { query: "eng" }).locations.map((l) => `${l.file} ${l.span.join(",")}`)).toEqual(["src/eng/parts/tyre.yx 1,9,1,12", "src/main.yx 1,5,1,8"]);
  });
});

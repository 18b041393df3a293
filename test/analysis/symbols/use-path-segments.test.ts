// A segment before the last of a `use` path names the module that prefix of
// the path is (`linalg` of `use linalg.vector.{Vec2}`, its mod.yx), not the
// module imported; the last segment names the imported one, and a prefix
// that is only a folder is no symbol.
import { describe, expect, it } from "vitest";
import { SymbolIndex, symbolAtPosition, type PositionResult } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

const FILES: Record<string, string> = {
  "linalg/mod.yx": "unit = 1\n",
  "linalg/vector.yx": "Vec2: Type = { x: Float, y: Float }\n",
  "plain/util.yx": "twice = (n: Int) => n * 2\n",
  "main.yx": "use linalg.vector.{Vec2}\nuse plain.util\n\nmain = {\n    v = Vec2(1.0, 2.0)\n    n = util.twice(2)\n}\n",
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

  it("a prefix that is only a folder is no symbol: what is there says so, naming the module imported (round 34, 48d D4)", async () => {
    const built = await index();
    expect(id(symbolAtPosition(built, "main.yx", 2, 6))).toBe(
      "nothing: `plain`, a folder of the `use` path, which no module `plain` stands for (no `plain.yx` or `plain/mod.yx`): the module this `use` imports is `plain.util`, its last segment",
    );
    expect(id(symbolAtPosition(built, "main.yx", 2, 12))).toBe("plain.util");
  });
});

// Two workspace types of one name: a position's `type` names each by its
// module (`m.a.Point`, `m.b.Point`), where both printed `Point` and an agent
// could not tell which (105a N4); a name the file sees no other type of
// stays short (each file of a workspace may declare its own `Point`).
// Through the server, so that a first lookup links the files declaring them.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-same-named-types-", {
  "m/a.yx": "pub Point: Type = {\n    x: Int,\n    y: Int,\n}\n\npub Size: Type = { w: Int }\n",
  "m/b.yx": "use m.a.{Point as APt}\n\npub Point: Type = {\n    x: Float,\n    tag: String,\n}\n\npub convert: (p: &APt) -> Point = {\n    return Point(x = p.x as Float, tag = \"c\")\n}\n",
  "solo.yx": "Point: Type = { z: Int }\n\nsolo = {\n    q = Point(z = 1)\n}\n",
  "main.yx": "use m.a as ma\nuse m.b as mb\n\nmain = {\n    a = ma.Point(x = 1, y = 2)\n    e = mb.convert(&a)\n    s = ma.Size(w = 3)\n}\n",
});

async function typeAt(line: number, column: number, file_path = "main.yx"): Promise<string | undefined> {
  return ((await project.call("lookup_symbol", { file_path, line, column })).structuredContent as { type?: string }).type;
}

describe("the type at a position, with two types of one name (105a N4)", () => {
  it("names each by its module, in a function's type too", async () => {
    expect(await typeAt(6, 12)).toBe("(&m.a.Point) -> m.b.Point");
    expect(await typeAt(6, 5)).toBe("m.b.Point");
    expect(await typeAt(5, 5)).toBe("m.a.Point");
  });

  it("names the type itself so where it is named: a constructor call, an annotation, an import's alias (106h K1)", async () => {
    expect(await typeAt(5, 12)).toBe("m.a.Point");
    expect(await typeAt(8, 19, "m/b.yx")).toBe("m.a.Point");
    expect(await typeAt(8, 27, "m/b.yx")).toBe("m.b.Point");
    expect(await typeAt(1, 19, "m/b.yx")).toBe("m.a.Point");
  });

  it("keeps a name short where the file sees no other type of it", async () => {
    expect(await typeAt(7, 5)).toBe("Size");
    expect(await typeAt(4, 5, "solo.yx")).toBe("Point");
  });
});

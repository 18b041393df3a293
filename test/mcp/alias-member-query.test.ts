// A member asked for as the code writes it through an import alias of its
// type (`GP.flip` for `use geo.{Point as GP}`) is that type's member
// (94a D3). Through the real server over stdio.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-alias-member-", {
  "yaoxiang.toml": '[package]\nname = "alias"\nversion = "0.1.0"\n',
  "src/geo.yx": "Point: Type = { x: Float, y: Float }\n\nPoint.norm: (self: &Point) -> Float = self.x + self.y\n",
  "src/pix.yx": "Point: Type = { x: Int, y: Int }\n\nPoint.norm: (self: &Point) -> Int = self.x + self.y\n",
  "src/main.yx":
    "use geo.{Point as GP}\nuse pix.{Point as IP}\n\nGP.flip: (self: &GP) -> GP = GP(x = self.y, y = self.x)\n\n" +
    'main = {\n    a = GP(1.0, 2.0)\n    b = IP(x = 3, y = 4)\n    print(f"{a.flip().y} {b.norm()}")\n}\n',
});

type References = { symbol?: { id: string }; locations: { file: string; span: number[] }[] };

describe("a member query through a type's import alias", () => {
  it("names the aliased type's member in find_references and rename_symbol", async () => {
    const flip = (await project.call("find_references", { query: "GP.flip" })).structuredContent as References;
    expect(flip.symbol?.id).toBe("geo.Point.flip");
    expect(flip.locations.map((l) => `${l.file}:${l.span[0]}:${l.span[1]}`)).toEqual(["src/main.yx:4:4", "src/main.yx:9:16"]);
    const norm = (await project.call("find_references", { query: "IP.norm" })).structuredContent as References;
    expect(norm.symbol?.id).toBe("pix.Point.norm");
    const renamed = (await project.call("rename_symbol", { query: "GP.flip", new_name: "swap" })).structuredContent as { files: { file: string; edits: { span: number[] }[] }[]; diagnostics: unknown[] };
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.files.flatMap((f) => f.edits.map((e) => `${f.file}:${e.span[0]}:${e.span[1]}`))).toEqual(["src/main.yx:4:4", "src/main.yx:9:16"]);
  });
});

// Two files each declaring a `Point` with its own `flip` (78c): a method of
// one file's `Point` is looked for under that type, not under the name. A
// call result's type comes from the file that declares the call's signature,
// so `mk().flip().z` (alpha's `mk`, alpha's `Point`) reads alpha's `flip` and
// alpha's field `z`, in beta, which has a `Point` of its own. beta's
// `Point.flip` was taken for alpha's: a false E1042 at `.z`, and the call
// counted as a use of the wrong method.
import { describe, expect, it } from "vitest";
import { findReferences } from "../../../src/analysis/symbols/index.js";
import { checkFiles } from "../../check/helpers.js";
import { indexOf } from "./workspace.js";

const FILES: Record<string, string> = {
  "alpha.yx": "Point: Type = { x: Float, z: Float }\n\nPoint.flip: (p: &Point) -> Point = (p) => Point(p.z, p.x)\n\nmk: () -> Point = () => Point(1.0, 2.0)\n",
  "beta.yx":
    "use alpha.{mk}\n\nPoint: Type = { x: Float, y: Float }\n\nPoint.flip: (p: &Point) -> Point = (p) => Point(p.y, p.x)\n\ndepth: () -> Float = () => mk().flip().z\nown: () -> Float = () => Point(1.0, 2.0).flip().y\n",
};

describe("a method of one of two same-named types", () => {
  it("is the receiver's type's: no error on its result's fields", async () => {
    const diagnostics = await checkFiles(FILES, ["alpha.yx", "beta.yx"]);
    expect(diagnostics["beta.yx"]).toEqual([]);
    const wrong = await checkFiles({ ...FILES, "beta.yx": FILES["beta.yx"]!.replace("flip().z", "flip().y") }, ["beta.yx"]);
    expect(wrong["beta.yx"]!.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1042 7:40"]);
  });

  it("lists each call under the method it calls", async () => {
    const { index, docs } = await indexOf(new Map(Object.entries(FILES)));
    try {
      const calls = (query: string) => findReferences(index, { query }).locations.map((l) => `${l.file} ${l.span[0]}:${l.span[1]} ${l.kind}`);
      expect(calls("alpha.Point.flip")).toEqual(["alpha.yx 3:7 definition", "beta.yx 7:33 call"]);
      expect(calls("beta.Point.flip")).toEqual(["beta.yx 5:7 definition", "beta.yx 8:42 call"]);
      expect(calls("alpha.Point.z")).toContain("beta.yx 7:40 read");
    } finally {
      for (const doc of docs.values()) doc.dispose();
    }
  });
});

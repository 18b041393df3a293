// typecheck names the module that declares a name a file reads without its
// `use` (E1001) or imports from a module that does not declare it (E5003):
// what an agent needs after moving a declaration to another module (90a D2,
// 84c D3, 93c D4). Through the real server over stdio.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-import-hints-", {
  "util.yx": "double: (x: Int) -> Int = x * 2\n",
  "app/helpers.yx": "triple: (x: Int) -> Int = x * 3\nshared: Int = 1\n",
  "other.yx": "shared: Int = 2\n",
  "main.yx": "use util.{double, triple}\n\nmain = {\n    print(double(2) + triple(3) + shared + nowhere)\n}\n",
  // A type moved to its own module, its users not yet importing it (96a D2).
  "ledger/entry.yx": "Entry: Type = { amount: Int }\n\nEntry.total: (self: &Entry) -> Int = self.amount\n",
  "ledger/sum.yx": "sum: (e: Entry) -> Int = e.total()\n",
  // A file importing a module of its own folder by its path from the root (96a D3).
  "geo/vec.yx": "V: Type = { x: Int }\n\nsquare: (n: Int) -> Int = n * n\n",
  "geo/shape.yx": "use geo.vec.{V}\n\narea: (v: V) -> Int = square(v.x)\n",
  "geo/moved.yx": "use geo.vec.{V}\nuse util.{square}\n\narea: (v: V) -> Int = square(v.x)\n",
  // A function moved out of a file that called `m.clamp` and the workspace's own `clamp` (99a D4).
  "util/math.yx": "clamp: (value: Float, low: Float, high: Float) -> Float = if value < low { low } else { value }\n\nabs: (value: Float) -> Float = value\n",
  "pricing.yx": "use util.math as m\n\nbounded: (v: Float) -> Float = m.clamp(v, 0.0, 1.0)\n",
  "discounts.yx": "rate: (v: Float) -> Float = m.clamp(v, 0.0, 1.0)\n\nshare: (v: Float) -> Float = clamp(v, 0.0, 1.0)\n",
  "ints.yx": "abs: (value: Int) -> Int = value\n\nlimit: (v: Float) -> Int = abs(v)\n",
  "local.yx": "limit: (v: Float) -> Int = {\n    clamp = (value: Int, low: Int, high: Int) => low\n    return clamp(v, 0, 1)\n}\n",
  "g1.yx": "use util.math as g\n\nlow: (v: Float) -> Float = g.clamp(v, 0.0, 1.0)\n",
  "g2.yx": "use other as g\n\nx: Int = g.shared\n",
});

type Found = { code: string; span: number[]; help?: string }[];

async function typecheck(args: Record<string, unknown>): Promise<Found> {
  const result = await project.call("typecheck", args);
  return (result.structuredContent as { diagnostics: Found }).diagnostics;
}

describe("after a function moved to another module (99a D4)", () => {
  it("an alias it still reads is named by the `use` another file binds it with; a bare call that reached the prelude says another function has that name", async () => {
    const found = await typecheck({ file_paths: ["discounts.yx"] });
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help}`)).toEqual([
      "E1001 1:29 'm' is the name other files give module 'util.math' (`use util.math as m` in pricing.yx): add `use util.math as m`",
      // The three wrong arguments are one E1002 at the `(` (one per code and span), its help said once.
      "E1002 3:35 this 'clamp' is the prelude's (std.math), as the file neither declares nor imports one; module 'util.math' declares another, which `use util.math.{clamp}` calls instead; or else: pass a value of type Int for this parameter, or convert the argument",
    ]);
    expect((found[1] as unknown as { message: string }).message.split("; ")).toHaveLength(3);
  });

  it("an alias two files bind to two modules names both (99g D3)", async () => {
    const found = await typecheck({ file_path: "moved.yx", source: "rate: (v: Float) -> Float = g.clamp(v, 0.0, 1.0)\n" });
    expect(found.map((d) => `${d.code} ${d.help}`)).toEqual([
      "E1001 'g' is the name other files give module 'util.math' (`use util.math as g` in g1.yx) or module 'other' (`use other as g` in g2.yx): add `use util.math as g` or `use other as g`",
    ]);
  });

  it("a call of the file's own function of that name keeps its help, a local's too (no guess that it is the prelude's)", async () => {
    const found = await typecheck({ file_paths: ["ints.yx"] });
    expect(found.map((d) => `${d.code} ${d.help}`)).toEqual(["E1002 pass a value of type Int for this parameter, or convert the argument"]);
    const local = await typecheck({ file_paths: ["local.yx"] });
    expect(local.map((d) => `${d.code} ${d.help}`)).toEqual(["E1002 pass a value of type Int for this parameter, or convert the argument"]);
  });
});

describe("typecheck names the module that declares an unknown name", () => {
  it("E5003 (the item moved to another module) and E1001 (no use at all), with the `use` that reaches it from the file", async () => {
    const found = await typecheck({ file_paths: ["main.yx"] });
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help}`)).toEqual([
      "E5003 1:19 module 'app.helpers' declares 'triple': `use app.helpers.{triple}`; or else: import one of the names the message lists, or declare 'triple' at the top level of module 'util'",
      "E1001 4:35 modules 'app.helpers', 'other' declare 'shared': `use app.helpers.{shared}` or `use other.{shared}`",
      "E1001 4:44 Check the spelling, declare the name before this line, or add the missing `use` for the module it comes from.",
    ]);
  });

  it("from a file in a folder, the path its `use` resolves from there; unsaved text too", async () => {
    const found = await typecheck({ file_path: "app/run.yx", source: "main = {\n    print(triple(1) + double(2))\n}\n" });
    expect(found.map((d) => `${d.code} ${d.help}`)).toEqual([
      "E1001 module 'helpers' declares 'triple': `use helpers.{triple}`",
      "E1001 module 'util' declares 'double': `use util.{double}`",
    ]);
  });

  it("E1053 (a member of a value whose type moved to another module): the module that declares the type", async () => {
    const found = await typecheck({ file_paths: ["ledger/sum.yx"] });
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help}`)).toEqual([
      "E1053 1:28 module 'entry' declares 'Entry': `use entry.{Entry}`; or else: import it with `use` from the module that declares it, or declare it (`Entry: Type = { total: … }`)",
    ]);
  });

  it("spells the module as the file's own `use` of it does (not a second path to the same file), or leaves the help that names it", async () => {
    const found = await typecheck({ file_paths: ["geo/shape.yx"] });
    // Its `use` of that module lacks the item: the checker's own help says to add it there, which the hint would only repeat.
    expect(found.map((d) => `${d.code} ${d.help}`)).toEqual(["E1001 'square' is exported by module 'geo.vec', which this file imports from but not this name: add it to that `use` (`use geo.vec.{…, square}`)"]);
    // Imported from where it no longer is: the module by the path the file's other `use` writes (`vec` would be a second one).
    const moved = await typecheck({ file_paths: ["geo/moved.yx"] });
    expect(moved.map((d) => `${d.code} ${d.help?.split(";")[0]}`)).toEqual(["E5003 module 'geo.vec' declares 'square': `use geo.vec.{square}`"]);
  });
});

describe("an unknown name of any length", () => {
  it("is reported with its hints looked for, not an internal error (101a D1: a 32,768-character name made a pattern V8 refuses)", async () => {
    const name = "a".repeat(32_768);
    const result = await project.call("typecheck", { source: `x = ${name}\n` });
    expect(result.isError).not.toBe(true);
    const found = (result.structuredContent as { diagnostics: Found }).diagnostics;
    expect(found.map((d) => d.code)).toEqual(["E1001"]);
    // The workspace is searched for an alias of that name (`use … as m`), as for a short one.
    const short = await typecheck({ source: "x = m.clamp(1.0, 0.0, 2.0)\n" });
    expect(short[0]?.help).toContain("util.math");
  });
});

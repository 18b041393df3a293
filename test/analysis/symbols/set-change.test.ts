// A change of the file set (files added, removed, moved) re-links only the
// files whose links it can change (set-change.ts), and the index then holds
// exactly what an index built from scratch on the new files holds.
import { describe, expect, it } from "vitest";
import { findReferences, type SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { declaredMethodNames, mayNameModule } from "../../../src/analysis/symbols/set-change.js";
import { astOf } from "../../../src/syntax/doc-cache.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { setChangeSession as session, withFile, without } from "./set-change-session.js";
import { programWorkspaces } from "./workspace.js";

/** A record and a file calling a method of it that no file declares yet (a file not importing the caller may). */
const ITEM_AND_CALLER: readonly [string, string][] = [
  ["model.yx", "pub Item: Type = { price: Float }\n"],
  ["main.yx", "use model.{Item}\n\ntotal: (i: Item) -> Float = i.cost()\n"],
];
const referencingFiles = (index: SymbolIndex, query: string) => [...new Set(findReferences(index, { query }).locations.map((l) => l.file))].sort();

describe("a change of the file set", () => {
  it("looks for a module where its name can reach it", () => {
    const shapes = mayNameModule("pkg/src/shapes.yx");
    expect(shapes("pkg/src/main.yx", "use shapes.{area}")).toBe(true);
    expect(shapes("main.yx", "use pkg.src.shapes")).toBe(true);
    expect(shapes("other/main.yx", "use shapes.{area}")).toBe(false);
    expect(shapes("other/main.yx", "use pkg.src.shapes.{area}")).toBe(true);
    expect(mayNameModule("pkg/geo/mod.yx")("pkg/main.yx", "use geo")).toBe(true);
  });

  it("looks for the methods a file declares for types of other files only", async () => {
    const text = [
      "use model.{Item, Order as O}",
      "Circle: Type = { r: Float }",
      "Box: (T: Type) -> Type = { value: T }",
      "helper: (n: Int) -> Int = n",
      "Circle.area: (self: Circle) -> Float = self.r",
      "Box.get: (self: Box(Int)) -> Int = self.value",
      "Item.cost: (self: Item) -> Float = 1.0",
      "O.total: (self: O) -> Float = 2.0",
      "",
    ].join("\n");
    const doc = new Document(await sharedParser(), text);
    expect([...declaredMethodNames(astOf(doc))].sort()).toEqual(["cost", "total"]);
  });

  it("links a new file alone when nothing else can see it", async () => {
    const texts = programWorkspaces().find((w) => w.label === "hotel")!.files;
    const s = await session(texts);
    const added = withFile(texts, "src/zz_unrelated.yx", "zz_unrelated_fn: (n: Int) -> Int = n + 1\n");
    expect(s.change(added).relinked).toBe(1);
    expect(s.change(texts).relinked).toBe(0);
  });

  it("re-links the files calling a method a new file declares for a type of another module, and again when it goes", async () => {
    const texts = new Map([...ITEM_AND_CALLER, ["other.yx", "unrelated: () -> Int = () => 1\n"]]);
    const s = await session(texts);
    expect(referencingFiles(s.index, "Item.cost")).toEqual([]);
    const added = withFile(texts, "pricing.yx", "use model.{Item}\n\nItem.cost: (self: Item) -> Float = self.price * 2.0\n");
    expect(s.change(added).relinked).toBeLessThan(4);
    expect(referencingFiles(s.index, "Item.cost")).toEqual(["main.yx", "pricing.yx"]);
    s.change(texts);
    expect(referencingFiles(s.index, "Item.cost")).toEqual([]);
    // A file with a syntax error may declare any of its words.
    s.change(withFile(texts, "broken.yx", "use model.{Item}\n\nItem.cost: (self: Item) -> Float = {\n"));
  });

  it("re-links the files calling a method an edit adds to, or takes from, a file already there (100a D1)", async () => {
    const texts = new Map([...ITEM_AND_CALLER, ["pricing.yx", "use model.{Item}\n\nrate: Float = 2.0\n"]]);
    const s = await session(texts);
    const withMethod = withFile(texts, "pricing.yx", `${texts.get("pricing.yx")!}\nItem.cost: (self: Item) -> Float = self.price * rate\n`);
    s.change(withMethod);
    expect(referencingFiles(s.index, "Item.cost")).toEqual(["main.yx", "pricing.yx"]);
    s.change(texts);
    expect(referencingFiles(s.index, "Item.cost")).toEqual([]);
    // The method moves from one type to another under the same name (100c D1), and through a re-pointed alias.
    const order = "pub Order: Type = { amount: Float }\n";
    const onOrder = withFile(withFile(texts, "order.yx", order), "pricing.yx", "use order.{Order}\n\nOrder.cost: (self: Order) -> Float = self.amount\n");
    s.change(onOrder);
    expect(referencingFiles(s.index, "Item.cost")).toEqual([]);
    s.change(withFile(onOrder, "pricing.yx", "use model.{Item}\n\nItem.cost: (self: Item) -> Float = self.price\n"));
    expect(referencingFiles(s.index, "Item.cost")).toEqual(["main.yx", "pricing.yx"]);
    s.change(withFile(onOrder, "pricing.yx", "use order.{Order as T}\n\nT.cost: (self: T) -> Float = self.amount\n"));
    expect(referencingFiles(s.index, "Item.cost")).toEqual([]);
    s.change(withFile(onOrder, "pricing.yx", "use model.{Item as T}\n\nT.cost: (self: T) -> Float = self.price\n"));
    expect(referencingFiles(s.index, "Item.cost")).toEqual(["main.yx", "pricing.yx"]);
  });

  it("re-links the importers of a module that appears, vanishes, moves or gets a twin", async () => {
    const texts = new Map([
      ["main.yx", "use helpers.{twice}\n\nrun: () -> Int = twice(2)\n"],
      ["geo.yx", "pub area: (w: Int, h: Int) -> Int = w * h\n"],
      ["shapes.yx", "use geo.{area}\n\nsquare: (n: Int) -> Int = area(n, n)\n"],
    ]);
    const s = await session(texts);
    const withHelpers = withFile(texts, "helpers.yx", "pub twice: (n: Int) -> Int = n * 2\n");
    s.change(withHelpers);
    expect(referencingFiles(s.index, "helpers.twice")).toEqual(["helpers.yx", "main.yx"]);
    s.change(without(withHelpers, "helpers.yx"));
    expect(referencingFiles(s.index, "helpers.twice")).toEqual([]);
    // Moved where `use helpers` does not reach it, then back.
    s.change(withFile(texts, "lib/helpers2.yx", withHelpers.get("helpers.yx")!));
    s.change(withHelpers);
    // `geo/mod.yx` beside `geo.yx`: the path means two files (E5002), the import fails.
    s.change(withFile(withHelpers, "geo/mod.yx", "pub area: (w: Int, h: Int) -> Int = w + h\n"));
    s.change(withHelpers);
    expect(referencingFiles(s.index, "geo.area")).toEqual(["geo.yx", "shapes.yx"]);
  });

  it("re-links none of another package's files when a module of one comes or goes", async () => {
    const packages = ["one", "two", "three"];
    const texts = new Map(
      packages.flatMap((p) => [
        [`${p}/shapes.yx`, "pub area: (w: Int) -> Int = w * w\n"],
        [`${p}/main.yx`, "use shapes.{area}\n\nrun: () -> Int = area(2)\n"],
      ]),
    );
    const s = await session(texts);
    const renamed = withFile(without(texts, "one/shapes.yx"), "one/forms.yx", texts.get("one/shapes.yx")!);
    // one/main.yx and the new file; two/ and three/ spell `shapes` but cannot reach one/.
    expect(s.change(renamed).relinked).toBe(2);
    expect(s.change(texts).relinked).toBe(2);
    // Written from the root (`use one.shapes`), another package's file can.
    const fromRoot = withFile(texts, "two/extra.yx", "use one.shapes.{area}\n\nboth: () -> Int = area(3)\n");
    s.change(fromRoot);
    expect(s.change(withFile(without(fromRoot, "one/shapes.yx"), "one/forms.yx", texts.get("one/shapes.yx")!)).relinked).toBe(3);
  });

  it("re-links every program that reaches a use path which comes to mean two files (§3.3 rule 4)", async () => {
    const texts = new Map([
      ["lib.yx", "pub f: (n: Int) -> Int = n + 1\n"],
      ["sub/consumer.yx", "use lib.{f}\n\npub g: (n: Int) -> Int = f(n)\n"],
      ["main.yx", "use lib.{f}\nuse sub.consumer.{g}\n\npub h: (n: Int) -> Int = f(g(n))\n"],
      // Reaches `lib` only through main.yx: its text never spells the name.
      ["top.yx", "use main.{h}\n\nrun: () -> Int = h(1)\n"],
    ]);
    const s = await session(texts);
    expect(referencingFiles(s.index, "main.h")).toEqual(["main.yx", "top.yx"]);
    s.change(withFile(texts, "sub/lib.yx", "pub f: (n: Int) -> Int = n + 2\n"));
    expect(referencingFiles(s.index, "main.h")).toEqual(["main.yx"]);
    s.change(texts);
    expect(referencingFiles(s.index, "main.h")).toEqual(["main.yx", "top.yx"]);
  });

  it("keeps a program exact as each of its files goes and comes back (every program: set-change.long.test.ts)", async () => {
    const files = programWorkspaces().find((w) => w.label === "kanban")!.files;
    const s = await session(files);
    for (const path of [...files.keys()].sort()) {
      s.change(without(files, path));
      s.change(files);
    }
    expect(files.size).toBeGreaterThan(3);
  });
});

// SymbolIndex.sync(files, revision): a workspace view's revision changes
// whenever a file is added, removed or changes text, so the same list at the
// same revision is known unchanged after a sync that finished (every call of
// a session without edits skips the file-by-file comparison). A sync that
// was stopped, or a new revision, compares the files again; with the view's
// changedSince, an edit is found by asking for the changed files only.
import { describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex, type IndexedFile } from "../../../src/analysis/symbols/index.js";
import { OperationCancelledError, runCancellable } from "../../../src/syntax/cancellation.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

/** Files whose document() calls are counted (the file-by-file comparison asks each file for it), by path. */
async function countedFiles(
  texts: Record<string, string>,
): Promise<{ files: IndexedFile[]; docs: Map<string, Document>; asked: () => number; askedOf: (path: string) => number }> {
  const parser = await sharedParser();
  const docs = new Map(Object.entries(texts).map(([path, text]) => [path, new Document(parser, text)]));
  const counts = new Map<string, number>();
  const files = [...docs].map(([path, doc]) => ({
    path,
    document: () => {
      counts.set(path, (counts.get(path) ?? 0) + 1);
      return doc;
    },
  }));
  const asked = () => [...counts.values()].reduce((a, b) => a + b, 0);
  return { files, docs, asked, askedOf: (path) => counts.get(path) ?? 0 };
}

const names = (index: SymbolIndex, query: string) => lookupSymbols(index, { query }).symbols.map((s) => s.name);

describe("sync with a revision", () => {
  it("skips the comparison for the same list at the same revision, and sees an edit at the next", async () => {
    const { files, docs, asked } = await countedFiles({ "a.yx": "alpha_value = 1\n", "b.yx": "beta_value = 2\n" });
    const index = new SymbolIndex();
    index.sync(files, 1);
    const afterFirst = asked();
    expect(index.sync(files, 1).relinked).toBe(0);
    expect(asked()).toBe(afterFirst); // not one file looked at

    docs.get("b.yx")!.update("gamma_value = 3\n");
    expect(index.sync(files, 2).relinked).toBe(1);
    expect(names(index, "gamma_value")).toEqual(["gamma_value"]);
    expect(names(index, "beta_value")).toEqual([]);
  });

  it("compares again after a stopped sync, and without a revision", async () => {
    const { files, docs, asked } = await countedFiles({ "a.yx": "alpha_value = 1\n", "b.yx": "beta_value = 2\n", "c.yx": "c_value = 3\n" });
    const index = new SymbolIndex();
    index.sync(files, 1);
    docs.get("a.yx")!.update("alpha_renamed = 1\n");
    expect(() => runCancellable({ stopReason: () => "cancelled" }, () => index.sync(files, 2))).toThrow(OperationCancelledError);
    // The stopped sync finished nothing: the same revision must not be taken as synced.
    expect(index.sync(files, 2).relinked).toBe(1);
    expect(names(index, "alpha_renamed")).toEqual(["alpha_renamed"]);

    const before = asked();
    index.sync(files);
    expect(asked()).toBeGreaterThan(before);
  });

  // The second list holds another Document for the same path, at the same version (1): what the
  // workspace makes after a halted re-parse. Its model is made again, not taken for the old one's.
  it("compares a different list with the same revision number, and reads a new document of a path anew", async () => {
    const first = await countedFiles({ "a.yx": "alpha_value = 1\n" });
    const second = await countedFiles({ "a.yx": "other_value = 1\n" });
    const index = new SymbolIndex();
    index.sync(first.files, 7);
    expect(index.sync(second.files, 7).relinked).toBe(1);
    expect(names(index, "other_value")).toEqual(["other_value"]);
  });

  it("with changedSince, looks only at the files changed after the last finished sync", async () => {
    const texts: Record<string, string> = { "lib.yx": "pub lib_value = 1\n", "main.yx": "use lib.{lib_value}\nmain_value = lib_value\n" };
    for (let i = 0; i < 20; i++) texts[`other${i}.yx`] = `other_value_${i} = ${i}\n`;
    const { files, docs, askedOf } = await countedFiles(texts);
    const index = new SymbolIndex();
    const log: { revision: number; path: string }[] = [];
    const changedSince = (revision: number) => {
      const paths = new Set(log.filter((c) => c.revision > revision).map((c) => c.path));
      return files.filter((f) => paths.has(f.path));
    };
    index.sync(files, 1, changedSince);
    const before = new Map(files.map((f) => [f.path, askedOf(f.path)]));

    docs.get("lib.yx")!.update("pub lib_renamed = 1\n");
    log.push({ revision: 2, path: "lib.yx" });
    expect(index.sync(files, 2, changedSince).relinked).toBe(2); // lib.yx and main.yx, which imports it
    expect(names(index, "lib_renamed")).toEqual(["lib_renamed"]);
    expect(names(index, "lib_value")).toEqual([]);
    // Not one of the other files was asked for its document.
    for (let i = 0; i < 20; i++) expect(askedOf(`other${i}.yx`)).toBe(before.get(`other${i}.yx`));

    // The log no longer reaching back (undefined): every file is compared again, and still right.
    docs.get("other3.yx")!.update("other_changed = 3\n");
    expect(index.sync(files, 3, () => undefined).relinked).toBe(1);
    expect(names(index, "other_changed")).toEqual(["other_changed"]);
    expect(askedOf("other7.yx")).toBeGreaterThan(before.get("other7.yx")!);
  });

  it("does not use changedSince for another list (files added or removed) or after a stopped sync", async () => {
    const { files, docs } = await countedFiles({ "a.yx": "alpha_value = 1\n", "b.yx": "beta_value = 2\n" });
    const index = new SymbolIndex();
    let asked = 0;
    const nothingChanged = () => {
      asked++;
      return [];
    };
    index.sync(files, 1, nothingChanged);
    // Another list at a new revision: a claim of "nothing changed" is not asked for, every file is compared.
    docs.get("a.yx")!.update("alpha_other = 1\n");
    index.sync([...files], 2, nothingChanged);
    expect(asked).toBe(0);
    expect(names(index, "alpha_other")).toEqual(["alpha_other"]);

    // A stopped sync leaves no finished revision to ask about.
    docs.get("b.yx")!.update("beta_other = 2\n");
    expect(() => runCancellable({ stopReason: () => "cancelled" }, () => index.sync(files, 3, nothingChanged))).toThrow(OperationCancelledError);
    index.sync(files, 3, nothingChanged);
    expect(asked).toBe(0);
    expect(names(index, "beta_other")).toEqual(["beta_other"]);
  });
});

// SymbolIndex.sync(files, revision): a workspace view's revision changes
// whenever a file is added, removed or changes text, so the same list at the
// same revision is known unchanged after a sync that finished (every call of
// a session without edits skips the file-by-file comparison). A sync that
// was stopped, or a new revision, compares the files again.
import { describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex, type IndexedFile } from "../../../src/analysis/symbols/index.js";
import { OperationCancelledError, runCancellable } from "../../../src/syntax/cancellation.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

/** Files whose document() calls are counted (the file-by-file comparison asks each file for it). */
async function countedFiles(texts: Record<string, string>): Promise<{ files: IndexedFile[]; docs: Map<string, Document>; asked: () => number }> {
  const parser = await sharedParser();
  const docs = new Map(Object.entries(texts).map(([path, text]) => [path, new Document(parser, text)]));
  let asked = 0;
  const files = [...docs].map(([path, doc]) => ({
    path,
    document: () => {
      asked++;
      return doc;
    },
  }));
  return { files, docs, asked: () => asked };
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
});

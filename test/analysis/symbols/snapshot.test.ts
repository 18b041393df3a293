// The persistent index at the level of the SymbolIndex: records saved by
// snapshot(), read back from their bytes and restored into a new index must give
// exactly the answers of an index built from scratch, without parsing the
// files whose text is the recorded one; a file changed since is parsed and
// linked (and what imports it re-linked) by the next sync; records that do
// not fit (another file set, a damaged record) are refused whole.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex, symbolIndexesSettled, symbolIndexFor, type IndexedFile } from "../../../src/analysis/symbols/index.js";
import type { WorkspaceView } from "../../../src/project/workspace.js";
import { decodeSnapshot, encodeSnapshot, type FileRecord, type IndexSnapshot } from "../../../src/analysis/symbols/snapshot.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import type { Parser } from "web-tree-sitter";
import { slices } from "../../../src/analysis/symbols/parallel-build.js";
import { referencesJson, yxFiles } from "./workspace.js";

const CORPUS = fileURLToPath(new URL("../../../corpus/", import.meta.url));

let parser: Parser;
let corpus: Map<string, string>;

beforeAll(async () => {
  parser = await sharedParser();
  corpus = new Map(yxFiles(CORPUS).map((rel) => [rel, readFileSync(path.join(CORPUS, rel), "utf8")]));
});

/** Files that parse on first document() and count how many did. */
class Files {
  parsed = new Set<string>();
  private readonly docs = new Map<string, Document>();
  readonly list: IndexedFile[];

  constructor(readonly texts: Map<string, string>) {
    this.list = [...texts.keys()].sort().map((p) => this.file(p));
  }

  private file(p: string): IndexedFile {
    const files = this;
    return {
      path: p,
      get text() {
        return files.texts.get(p)!;
      },
      document() {
        let doc = files.docs.get(p);
        if (!doc) {
          files.parsed.add(p);
          doc = new Document(parser, files.texts.get(p)!);
          files.docs.set(p, doc);
        } else doc.update(files.texts.get(p)!);
        return doc;
      },
    };
  }

  /** A new text for `p` (as the workspace would read it). */
  edit(p: string, text: string): void {
    this.texts.set(p, text);
  }
}

/**
 * What lookup_symbol and find_references answer (as the tools copy it) for a
 * spread of the index's names and symbol ids: the same text means the same
 * index, as far as a tool can tell.
 */
function answers(index: SymbolIndex): string {
  const every = <T>(list: T[], n: number) => list.filter((_, i) => i % n === 0);
  const names = [...index.names(false)].map(([n]) => n).sort();
  const locals = [...index.names(true)].map(([n]) => n).sort();
  const ids = [...new Set([...index.names(false)].flatMap(([, symbols]) => symbols.map((s) => s.id)))].sort();
  const out: unknown[] = [];
  for (const query of [...every(names, 3), ...every(locals, 10), "Vec2.", "linalg.vector"]) out.push(lookupSymbols(index, { query, includeLocals: true }));
  for (const query of [...every(names, 3), ...every(ids, 4)]) out.push(referencesJson(index, query));
  out.push(lookupSymbols(index, { query: "zz_no_such_name" }));
  return JSON.stringify(out);
}

function coldIndex(texts: Map<string, string>): SymbolIndex {
  const index = new SymbolIndex();
  index.sync(new Files(new Map(texts)).list);
  return index;
}

type Saved = IndexSnapshot;

/** A snapshot as it comes back from disk (frames → decodeSnapshot). */
function decoded(frames: Buffer[] | undefined): Saved {
  expect(frames).toBeDefined();
  return decodeSnapshot(frames!) as Saved;
}

/** A snapshot of a cold index over `texts`, as it comes back from disk. */
function savedRecords(texts: Map<string, string>): Saved {
  return decoded(coldIndex(texts).snapshot());
}

/** A file that other files of the corpus import, and one of them. */
const IMPORTED = "geometry/src/linalg/vector.yx";

describe("persistent symbol index", () => {
  it("restores an unchanged workspace without parsing a file, with the answers of a cold index", () => {
    const records = savedRecords(corpus);
    const files = new Files(new Map(corpus));
    const index = new SymbolIndex();
    expect(index.restore(files.list, records)).toEqual({ files: corpus.size, reused: corpus.size, stale: 0 });
    index.sync(files.list);
    expect(answers(index)).toBe(answers(coldIndex(corpus)));
    expect(files.parsed.size).toBe(0);
    expect(index.hasUnsavedChanges).toBe(false);
    expect(index.snapshot()).toBeUndefined(); // nothing to save
  });

  it("saves a file whose document changed since it was synced as changed (99e D1: its old spans came back with its new text)", () => {
    const files = new Files(new Map(corpus));
    const index = new SymbolIndex();
    index.sync(files.list);
    // The workspace updates a document in place when its file changes (a write, an edit); the index hears of it at its next sync.
    const edited = `// a new first line moves every span below\n${corpus.get(IMPORTED)!}`;
    files.edit(IMPORTED, edited);
    files.list.find((f) => f.path === IMPORTED)!.document();
    const records = decoded(index.snapshot());
    const now = new Map(corpus).set(IMPORTED, edited);
    const next = new Files(new Map(now));
    const restored = new SymbolIndex();
    expect(restored.restore(next.list, records)).toMatchObject({ files: corpus.size, stale: 1 });
    restored.sync(next.list);
    expect(answers(restored)).toBe(answers(coldIndex(now)));
  });

  it("lists a symbol's definitions as its occurrences with role definition, cold and restored", () => {
    const definitions = (index: SymbolIndex) => {
      const ids = new Set<string>();
      for (const locals of [false, true]) for (const [, symbols] of index.names(locals)) for (const s of symbols) ids.add(s.id);
      expect(ids.size).toBeGreaterThan(300);
      let compared = 0;
      for (const id of [...ids].sort()) {
        const expected = index.occurrencesOf(id).filter((o) => o.role === "definition");
        expect(index.definitionsOf(id), id).toEqual(expected);
        compared += expected.length;
      }
      return compared;
    };
    const cold = coldIndex(corpus);
    expect(definitions(cold)).toBeGreaterThan(300);
    const files = new Files(new Map(corpus));
    const restored = new SymbolIndex();
    restored.restore(files.list, savedRecords(corpus));
    restored.sync(files.list);
    expect(definitions(restored)).toBe(definitions(cold));
    expect(files.parsed.size).toBe(0);
  });

  it("enters what a restore put off a little at a time, to the answers of a cold index", () => {
    const files = new Files(new Map(corpus));
    const index = new SymbolIndex();
    index.restore(files.list, savedRecords(corpus));
    index.sync(files.list);
    expect(index.hasPutOffTables).toBe(true);
    // A deadline already past still enters one link per call: every call makes progress.
    let calls = 1;
    while (!index.enterDeferred(0)) calls++;
    expect(calls).toBeGreaterThan(corpus.size);
    expect(index.hasDeferredWork).toBe(false);
    expect(answers(index)).toBe(answers(coldIndex(corpus)));
    expect(files.parsed.size).toBe(0);
  });

  it("is entered in the background after symbolIndexFor restores it from a view's cache", async () => {
    const frames = coldIndex(corpus).snapshot()!;
    const files = new Files(new Map(corpus));
    const cache = { load: () => frames, reject: () => undefined, restored: () => undefined, save: async () => undefined };
    // A root of its own: the registry keeps one index per root for the process.
    const view = { root: `/restored-in-background-${process.pid}`, files: files.list, indexCache: cache } as unknown as WorkspaceView;
    const { index } = symbolIndexFor(view);
    expect(index.hasDeferredWork).toBe(true);
    // Until then the engine's memory guard must not take the worker's size for the workspace's at rest.
    expect(index.hasPutOffTables).toBe(true);
    expect(symbolIndexesSettled()).toBe(false);
    for (let i = 0; i < 2000 && index.hasDeferredWork; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(index.hasDeferredWork).toBe(false);
    expect(index.hasPutOffTables).toBe(false);
    expect(answers(index)).toBe(answers(coldIndex(corpus)));
    expect(files.parsed.size).toBe(0);
  });

  it("answers for locals before anything else read them (restore enters them when first needed)", () => {
    const cold = coldIndex(corpus);
    const localIds = [...new Set([...cold.names(true)].flatMap(([, symbols]) => symbols.map((s) => s.id)))].sort().filter((_, i) => i % 5 === 0);
    expect(localIds.length).toBeGreaterThan(20);
    const restoredFirst = () => {
      const files = new Files(new Map(corpus));
      const index = new SymbolIndex();
      index.restore(files.list, savedRecords(corpus));
      index.sync(files.list);
      return index;
    };
    // find_references of a local first (the files holding its id), then lookup_symbol of locals first.
    let index = restoredFirst();
    expect(localIds.map((id) => referencesJson(index, id))).toEqual(localIds.map((id) => referencesJson(cold, id)));
    index = restoredFirst();
    const names = [...cold.names(true)].map(([n]) => n).sort().filter((_, i) => i % 9 === 0);
    expect(names.map((query) => lookupSymbols(index, { query, includeLocals: true }))).toEqual(names.map((query) => lookupSymbols(cold, { query, includeLocals: true })));
    expect(answers(index)).toBe(answers(cold));
  });

  it("answers qualified queries before anything else read them (restore enters qualified names when first needed)", () => {
    const cold = coldIndex(corpus);
    const qualified = [...new Set([...cold.names(false)].flatMap(([, symbols]) => symbols.map((s) => s.qualified_name)))].sort().filter((_, i) => i % 4 === 0);
    expect(qualified.length).toBeGreaterThan(20);
    const files = new Files(new Map(corpus));
    const index = new SymbolIndex();
    index.restore(files.list, savedRecords(corpus));
    index.sync(files.list);
    expect(qualified.map((query) => lookupSymbols(index, { query }))).toEqual(qualified.map((query) => lookupSymbols(cold, { query })));
    expect(answers(index)).toBe(answers(cold));
  });

  it("re-indexes a file edited while the server was down, and what imports it", () => {
    expect(corpus.has(IMPORTED)).toBe(true);
    const records = savedRecords(corpus);
    const edited = new Map(corpus);
    // A new top-level name: the files importing it see another interface.
    edited.set(IMPORTED, `${corpus.get(IMPORTED)!}\npersisted_marker = 1\n`);
    const files = new Files(new Map(edited));
    const index = new SymbolIndex();
    expect(index.restore(files.list, records)).toMatchObject({ reused: corpus.size - 1, stale: 1 });
    index.sync(files.list);
    expect(lookupSymbols(index, { query: "persisted_marker" }).symbols.map((s) => s.file)).toEqual([IMPORTED]);
    expect(answers(index)).toBe(answers(coldIndex(edited)));
    expect(files.parsed.has(IMPORTED)).toBe(true);
    expect(files.parsed.size).toBeLessThan(corpus.size / 2);
  });

  it("a body-only edit re-links no other file", () => {
    const records = savedRecords(corpus);
    const edited = new Map(corpus);
    const text = corpus.get(IMPORTED)!;
    edited.set(IMPORTED, text.replace(/\n\s*return /, "\n    return_marker_local = 1\n    return "));
    expect(edited.get(IMPORTED)).not.toBe(text);
    const files = new Files(new Map(edited));
    const index = new SymbolIndex();
    index.restore(files.list, records);
    const stats = index.sync(files.list);
    expect(stats.relinked).toBe(1);
    expect(answers(index)).toBe(answers(coldIndex(edited)));
  });

  it("keeps answering right when an unparsed restored file changes later, and saves again", () => {
    const files = new Files(new Map(corpus));
    const index = new SymbolIndex();
    index.restore(files.list, savedRecords(corpus));
    index.sync(files.list);
    files.edit(IMPORTED, `${corpus.get(IMPORTED)!}\nlater_marker = 2\n`);
    index.sync(files.list);
    expect(answers(index)).toBe(answers(coldIndex(files.texts)));
    // The new snapshot restores to the same answers again.
    const again = decoded(index.snapshot());
    const next = new Files(new Map(files.texts));
    const restored = new SymbolIndex();
    expect(restored.restore(next.list, again)).toMatchObject({ stale: 0 });
    restored.sync(next.list);
    expect(answers(restored)).toBe(answers(coldIndex(files.texts)));
    expect(next.parsed.size).toBe(0);
  });

  it("keeps up with files added and removed after a restore, parsing only the files they touch (99f D3)", () => {
    const files = new Files(new Map(corpus));
    const index = new SymbolIndex();
    index.restore(files.list, savedRecords(corpus));
    index.sync(files.list);
    // A method of Vec2 declared in a new module (callers of `.length_squared` re-link), and a file nothing sees.
    const added = new Map(corpus);
    added.set("geometry/src/extra.yx", "use linalg.vector.{Vec2}\n\nVec2.length_squared: (self: &Vec2) -> Float = 0.0\n");
    added.set("geometry/src/unrelated.yx", "zz_unrelated: () -> Int = () => 1\n");
    const grown = new Files(added);
    const stats = index.sync(grown.list);
    expect(answers(index)).toBe(answers(coldIndex(added)));
    expect(stats.relinked).toBeLessThan(corpus.size / 2);
    // A module other files import goes away.
    const shrunk = new Map(added);
    shrunk.delete(IMPORTED);
    index.sync(new Files(shrunk).list);
    expect(answers(index)).toBe(answers(coldIndex(shrunk)));
  });

  it("is made in steps that give way, and a change between steps voids it", () => {
    const files = new Files(new Map(corpus));
    const index = new SymbolIndex();
    index.sync(files.list);
    const job = index.snapshotJob()!;
    let steps = 1;
    while (!job.step(0)) steps++;
    expect(steps).toBe(corpus.size + 1); // a zero budget: one file per step, then the string table (one slice of it here)
    expect(job.current()).toBe(true);
    const frames = job.frames();
    expect(index.hasUnsavedChanges).toBe(false);
    expect(index.snapshotJob()).toBeUndefined();
    const restored = new SymbolIndex();
    restored.restore(new Files(new Map(corpus)).list, decoded(frames));
    expect(answers(restored)).toBe(answers(index));

    files.edit(IMPORTED, `${corpus.get(IMPORTED)!}\nstep_marker = 3\n`);
    const next = index.snapshotJob();
    expect(next).toBeUndefined(); // nothing changed in the index yet
    index.sync(files.list);
    const stale = index.snapshotJob()!;
    stale.step(0);
    files.edit(IMPORTED, corpus.get(IMPORTED)!);
    index.sync(files.list);
    expect(stale.current()).toBe(false);
  });

  it("refuses records of another file set", () => {
    const records = savedRecords(corpus);
    const fewer = new Map(corpus);
    fewer.delete(IMPORTED);
    const otherFiles = { ...records, files: records.files.filter((r) => r.path !== "geometry/src/main.yx") };
    expect(new SymbolIndex().restore(new Files(fewer).list, otherFiles)).toBeUndefined();
    const more = new Map(corpus).set("geometry/src/extra.yx", "extra_name = 1\n");
    expect(new SymbolIndex().restore(new Files(more).list, records)).toBeUndefined();
  });

  it("refuses damaged records whole", () => {
    const records = savedRecords(corpus);
    const damaged = (change: (r: Record<string, unknown>, saved: Saved) => void) => {
      const copy = structuredClone(records);
      change(copy.files.find((r) => r.path === IMPORTED)! as unknown as Record<string, unknown>, copy);
      return new SymbolIndex().restore(new Files(new Map(corpus)).list, copy);
    };
    const ints = (...values: number[]) => Int32Array.from(values);
    const text = corpus.get(IMPORTED)!;
    expect(damaged(() => undefined)).toMatchObject({ stale: 0 }); // undamaged: taken
    expect(damaged((r) => delete r.symbols)).toBeUndefined();
    expect(damaged((r) => (r.symbols = [0, 1, 0, 0]))).toBeUndefined(); // not an Int32Array
    expect(damaged((r) => (r.occurrences = ints(0, 999_999, 0, 0)))).toBeUndefined(); // past the end of the text
    expect(damaged((r) => (r.occurrences = ints(0, 1, 10_000, 0)))).toBeUndefined(); // no such id
    expect(damaged((r) => (r.occurrences = ints(0, 1, 0)))).toBeUndefined(); // not whole occurrences
    expect(damaged((r) => (r.symbols = (r.symbols as Int32Array).map((n, i) => (i === 1 ? 99 : n))))).toBeUndefined(); // no such kind
    expect(damaged((r) => (r.symbols = (r.symbols as Int32Array).map((n, i) => (i === 0 ? records.strings.length : n))))).toBeUndefined(); // no such string
    expect(damaged((r) => (r.symbols = (r.symbols as Int32Array).map((n, i) => (i === 0 ? -1 : n))))).toBeUndefined(); // a name cannot be null
    expect(damaged((r) => (r.possible = ints(0, 5, 3, 0)))).toBeUndefined(); // ends before it starts
    expect(damaged((r) => (r.unanalysed = ints(0, text.length + 1)))).toBeUndefined();
    expect(damaged((r) => (r.deps = "geometry"))).toBeUndefined();
    expect(damaged((r) => (r.ids = ints(records.strings.length)))).toBeUndefined(); // no such string
    expect(damaged((_, saved) => (saved.strings[0] = 7 as unknown as string))).toBeUndefined(); // not a string table
    expect(new SymbolIndex().restore(new Files(new Map(corpus)).list, { files: records.files })).toBeUndefined();
  });

  it("reads back from its frames exactly what was made, and nothing from frames that are not its own", () => {
    const index = coldIndex(corpus);
    const snapshot = decoded(index.snapshot());
    expect(snapshot.files).toHaveLength(corpus.size);
    const vector = snapshot.files.find((r) => r.path === IMPORTED)!;
    expect(vector.symbols).toBeInstanceOf(Int32Array);
    expect(vector.symbols.length).toBeGreaterThan(0);
    // Encoding a decoded snapshot again gives the same bytes (nothing lost or added on the way).
    const again = encodeSnapshot(snapshot);
    expect(Buffer.concat(again).equals(Buffer.concat(encodeSnapshot(decoded(again))))).toBe(true);
    expect(decodeSnapshot([])).toBeUndefined();
    expect(decodeSnapshot([Buffer.from("not a frame")])).toBeUndefined();
    expect(decodeSnapshot(again.slice(1))).toBeUndefined(); // a frame missing: the counts do not add up
    const restored = new SymbolIndex();
    expect(restored.restore(new Files(new Map(corpus)).list, snapshot)).toMatchObject({ reused: corpus.size });
    expect(answers(restored)).toBe(answers(index));
  });

  it("restores records made by a SnapshotWriter from links, as another thread would send them", () => {
    const index = coldIndex(corpus);
    const fromFrames = decoded(index.snapshot());
    // Structured clone is what postMessage does: the typed arrays and strings come through as they are.
    const cloned: IndexSnapshot = structuredClone({ strings: fromFrames.strings, files: fromFrames.files as FileRecord[] });
    const restored = new SymbolIndex();
    expect(restored.restore(new Files(new Map(corpus)).list, cloned)).toMatchObject({ reused: corpus.size });
    expect(answers(restored)).toBe(answers(index));
  });

  it("restores records made in slices by separate fresh indexes (a parallel first build) to the answers of a cold index", () => {
    const files = new Files(new Map(corpus));
    const parts = slices(files.list.map((f) => ({ path: f.path, text: f.text! })), 3);
    expect(parts.length).toBe(3);
    // Each slice by its own index, as each builder thread makes it (the files outside the slice are read only as imports).
    // Structured clone: what postMessage makes of the records on their way from the builder threads.
    const records = parts.map((part) => structuredClone(new SymbolIndex().recordsOf(new Files(new Map(corpus)).list, part)) as unknown);
    const index = new SymbolIndex();
    expect(index.restoreParts(files.list, records, true)).toEqual({ files: corpus.size, reused: corpus.size, stale: 0 });
    index.sync(files.list);
    expect(answers(index)).toBe(answers(coldIndex(corpus)));
    expect(files.parsed.size).toBe(0);
    // Not read from the cache: saved, and the saved index restores to the same answers.
    expect(index.hasUnsavedChanges).toBe(true);
    const saved = decoded(index.snapshot());
    const again = new SymbolIndex();
    expect(again.restore(new Files(new Map(corpus)).list, saved)).toMatchObject({ stale: 0 });
    expect(answers(again)).toBe(answers(coldIndex(corpus)));
  });

  it("refuses slices that leave a file out or hold one twice", () => {
    const list = new Files(new Map(corpus)).list;
    const [first, second] = slices(list.map((f) => ({ path: f.path, text: f.text! })), 2) as [string[], string[]];
    const recordsOf = (part: string[]) => new SymbolIndex().recordsOf(new Files(new Map(corpus)).list, part);
    expect(new SymbolIndex().restoreParts(list, [recordsOf(first)], true)).toBeUndefined();
    expect(new SymbolIndex().restoreParts(list, [recordsOf(first), recordsOf([...second, first[0]!])], true)).toBeUndefined();
    expect(new SymbolIndex().restoreParts(list, [recordsOf(first), recordsOf(second)], true)).toMatchObject({ reused: corpus.size });
  });
});

describe("slices of a parallel first build", () => {
  const file = (path: string, length: number) => ({ path, text: "x".repeat(length) });

  it("cuts the paths in order into contiguous slices of about equal text length", () => {
    const files = [file("a", 10), file("b", 10), file("c", 10), file("d", 10), file("e", 10), file("f", 10)];
    expect(slices(files, 2)).toEqual([["a", "b", "c"], ["d", "e", "f"]]);
    expect(slices(files, 3)).toEqual([["a", "b"], ["c", "d"], ["e", "f"]]);
    // One large file fills a slice alone.
    expect(slices([file("a", 100), file("b", 10), file("c", 10)], 2)).toEqual([["a"], ["b", "c"]]);
  });

  it("never makes an empty slice, nor more slices than asked", () => {
    expect(slices([file("a", 1)], 4)).toEqual([["a"]]);
    expect(slices([], 2)).toEqual([[]]);
    const many = Array.from({ length: 101 }, (_, i) => file(String(i).padStart(3, "0"), 1 + (i % 7)));
    const parts = slices(many, 4);
    expect(parts.length).toBe(4);
    expect(parts.flat()).toEqual(many.map((f) => f.path));
    expect(parts.every((p) => p.length > 0)).toBe(true);
  });
});


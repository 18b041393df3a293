// A cancelled call stops the symbol index's sync between two files (and
// tree-sitter in the middle of a parse or query). Whatever the point where
// it stopped, the next sync must end with exactly the index a sync from
// scratch gives: nothing half-analysed is taken as done, nothing is lost.
import { describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { OperationCancelledError, runCancellable } from "../../../src/syntax/cancellation.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { compositionTexts, referencesJson } from "./workspace.js";

const QUERIES = ["geometry.distance", "Point", "geometry.Point.x", "origin_marker", "main", "distance"];

type Docs = Map<string, Document>;
const filesOf = (docs: Docs) => [...docs].map(([path, doc]) => ({ path, document: () => doc }));

async function docsOf(texts: Map<string, string>): Promise<Docs> {
  const parser = await sharedParser();
  return new Map([...texts].map(([path, text]) => [path, new Document(parser, text)]));
}

/** How the index answers every query (the same JSON means the same index, as far as tools can tell). */
function answers(index: SymbolIndex): string {
  return JSON.stringify(QUERIES.map((query) => [referencesJson(index, query), lookupSymbols(index, { query, includeLocals: true })]));
}

/** Syncs under a token that says "stop" after `n` checks; true when the sync got through. */
function syncStoppingAfter(index: SymbolIndex, docs: Docs, n: number): { completed: boolean; asked: number } {
  let asked = 0;
  try {
    runCancellable({ stopReason: () => (++asked > n ? "cancelled" : undefined) }, () => index.sync(filesOf(docs)));
    return { completed: true, asked };
  } catch (error) {
    if (!(error instanceof OperationCancelledError)) throw error;
    return { completed: false, asked };
  }
}

/** Interruption points to try: every one of the first few, then spread over the rest. */
function stopPoints(total: number): number[] {
  const points = new Set<number>();
  for (let n = 0; n < Math.min(total, 12); n++) points.add(n);
  for (let n = 12; n < total; n += Math.max(1, Math.floor(total / 25))) points.add(n);
  return [...points];
}

describe("an interrupted symbol index sync", () => {
  const texts = compositionTexts({ base: "W1", variants: ["W1-variants/src/report.yx"] });

  it("carries on where it stopped: the first sync of a workspace", async () => {
    const fresh = new SymbolIndex();
    const freshDocs = await docsOf(texts);
    const total = syncStoppingAfter(fresh, freshDocs, Number.MAX_SAFE_INTEGER).asked;
    const expected = answers(fresh);
    expect(total).toBeGreaterThan(5);
    for (const n of stopPoints(total)) {
      const docs = await docsOf(texts);
      const index = new SymbolIndex();
      expect(syncStoppingAfter(index, docs, n).completed, `stopped after ${n} of ${total} checks`).toBe(false);
      // A second interruption on the way does no harm either.
      syncStoppingAfter(index, docs, Math.floor(n / 2) + 1);
      index.sync(filesOf(docs));
      expect(answers(index), `stopped after ${n} of ${total} checks`).toBe(expected);
      for (const doc of docs.values()) doc.dispose();
    }
    for (const doc of freshDocs.values()) doc.dispose();
  });

  it("carries on where it stopped: a sync after edits that change what other files import", async () => {
    const parser = await sharedParser();
    const edit = (docs: Docs) => {
      const geometry = docs.get("src/geometry.yx")!;
      geometry.update(`${geometry.text}\norigin_marker = 1\n`);
      const main = docs.get("src/main.yx")!;
      main.update(main.text.replace(/\n$/, "\nextra_main = 2\n"));
    };
    const reference = await docsOf(texts);
    edit(reference);
    const fresh = new SymbolIndex();
    fresh.sync(filesOf(new Map([...reference].map(([path, doc]) => [path, new Document(parser, doc.text)]))));
    const expected = answers(fresh);

    const probe = await docsOf(texts);
    const probeIndex = new SymbolIndex();
    probeIndex.sync(filesOf(probe));
    edit(probe);
    const total = syncStoppingAfter(probeIndex, probe, Number.MAX_SAFE_INTEGER).asked;
    for (const n of stopPoints(total)) {
      const docs = await docsOf(texts);
      const index = new SymbolIndex();
      index.sync(filesOf(docs));
      edit(docs);
      expect(syncStoppingAfter(index, docs, n).completed, `stopped after ${n} of ${total} checks`).toBe(false);
      index.sync(filesOf(docs));
      expect(answers(index), `stopped after ${n} of ${total} checks`).toBe(expected);
      for (const doc of docs.values()) doc.dispose();
    }
  });
});

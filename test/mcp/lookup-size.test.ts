// Issue 13 item 6: lookup_symbol answers at least 30 % smaller than the 1.0
// wire form on the same queries. The 1.0 form was every field of
// FoundSymbol (scope, module, container, score, nulls…: what lookupSymbols
// still computes) in the 1.0 envelope; the 2.0 form is what the server sends
// now (src/analysis/symbols/wire.ts). Measured when this test was written,
// on the 20 queries below over corpus/: 29,575 characters before (main's
// server), 20,205 after: 31.7 % smaller (issue 14's `via`/`members`
// additions do not occur in this set).
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookupSymbols } from "../../src/analysis/symbols/index.js";
import { TOOLS } from "../../src/mcp/tools/index.js";
import { yxFiles, indexOf } from "../analysis/symbols/workspace.js";
import { connectInMemory, type InMemorySession } from "../helpers/in-memory-server.js";
import { REPO_ROOT } from "../helpers/server-process.js";

const CORPUS = path.join(REPO_ROOT, "corpus");

const QUERIES: [workspace: string, query: string][] = [
  ["geometry", "distance"], ["geometry", "Vec2"], ["geometry", "Vec2.dot"], ["geometry", "area"], ["geometry", "Shape.area"],
  ["geometry", "Circle"], ["geometry", "lerp"], ["geometry", "Mat2"], ["inventory", "Order"], ["inventory", "Warehouse.take"],
  ["inventory", "price"], ["inventory", "Rule"], ["inventory", "render"], ["textkit", "Canvas"], ["textkit", "Token.show"],
  ["textkit", "adler32"], ["concurrency", "Ledger"], ["concurrency", "run_"], ["concurrency", "Stopwatch.lap"], ["concurrency", "mean"],
];

let session: InMemorySession;

beforeAll(async () => {
  session = await connectInMemory(CORPUS, TOOLS, "lookup-size");
});

afterAll(async () => {
  await session.close();
});

const indexes = new Map<string, Awaited<ReturnType<typeof indexOf>>["index"]>();

/** The 1.0 answer: every FoundSymbol field, as the 1.0 handler sent it. */
async function before(workspace: string, query: string): Promise<number> {
  let index = indexes.get(workspace);
  if (!index) {
    const dir = path.join(CORPUS, workspace);
    const texts = new Map(yxFiles(dir).map((rel) => [rel, readFileSync(path.join(dir, rel), "utf8")] as const));
    index = (await indexOf(texts)).index;
    indexes.set(workspace, index);
  }
  const result = lookupSymbols(index, { query });
  return JSON.stringify({ schemaVersion: "1.0", symbols: result.symbols.map((s) => ({ ...s })), truncated: result.truncated, ...(result.hint ? { hint: result.hint } : {}) }).length;
}

describe("lookup_symbol's answers are at least 30 % smaller than in 1.0", () => {
  it("on 20 queries over corpus/", async () => {
    let old = 0;
    let now = 0;
    for (const [workspace, query] of QUERIES) {
      const result = await session.client.callTool({ name: "lookup_symbol", arguments: { workspace_root: workspace, query } });
      const data = result.structuredContent as { symbols: { id: string }[] };
      expect(data.symbols.length, query).toBeGreaterThan(0);
      now += JSON.stringify(data).length;
      old += await before(workspace, query);
    }
    expect(now / old, `${now} / ${old}`).toBeLessThanOrEqual(0.7);
  });
});

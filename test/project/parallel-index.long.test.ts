// The first symbol index of a large workspace built by builder threads
// (src/analysis/symbols/parallel-build.ts), through the real binary: the
// answers are those of the index the workspace thread builds alone
// (--index-threads 1), the server says it built in parallel, the index is
// saved to the cache like any other, and a file edited afterwards is seen.
// The records themselves are compared with a cold index in snapshot.test.ts.
// In the long suite: each test starts servers on a workspace of 232 files.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT, spawnServer, stopAll, type ServerProcess } from "../helpers/server-process.js";

/** corpus/ copied this many times: 8 × 29 files, above the parallel build's 200-file threshold. */
const COPIES = 8;
const SERVERS_TIMEOUT_MS = 240_000;

let dir: string;
let project: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-parallel-index-"));
  project = path.join(dir, "project");
  for (let i = 0; i < COPIES; i++) cpSync(path.join(REPO_ROOT, "corpus"), path.join(project, `copy${String(i)}`), { recursive: true, filter: (src) => !src.endsWith(".md") });
});

afterEach(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

afterAll(stopAll);

type Record_ = Record<string, unknown>;

async function start(args: string[]): Promise<ServerProcess> {
  const server = spawnServer(["--project-root", project, "--log-level", "debug", ...args]);
  await server.initialize();
  return server;
}

let nextId = 1;
async function call(server: ServerProcess, name: string, args: Record_): Promise<Record_> {
  const reply = await server.request(nextId++, "tools/call", { name, arguments: args }, 120_000);
  return (reply.result as { structuredContent: Record_ }).structuredContent;
}

/** What a spread of lookups and reference queries answer (names of every kind, locals, qualified names, members). */
async function answers(server: ServerProcess): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const query of ["Vec2", "Vec2.dot", "norm", "distance", "copy3.geometry.src.linalg.vector", "Shape.area", "Item", "tokens"]) {
    out.push(await call(server, "lookup_symbol", { query, include_locals: true }));
  }
  for (const query of ["Vec2", "Vec2.dot", "Shape.area", "copy5.geometry.src.linalg.vector.Vec2.x"]) {
    out.push(await call(server, "find_references", { query }));
  }
  return out;
}

function record(server: ServerProcess, msg: string): Record_ | undefined {
  return server.logRecords().find((r) => r.msg === msg);
}

describe("parallel first symbol index (through the binary)", () => {
  it("answers as the single-threaded index does, says so, and is saved to the cache", async () => {
    const cacheDir = path.join(dir, "cache");
    const parallel = await start(["--cache-dir", cacheDir, "--index-threads", "2"]);
    const parallelAnswers = await answers(parallel);
    const built = await parallel.waitFor(() => record(parallel, "symbol index built in parallel"), "the parallel build's record", 10_000);
    expect(built).toMatchObject({ threads: 2, files: COPIES * 29 });
    await parallel.waitFor(() => record(parallel, "symbol index cache saved"), "the cache to be saved", 60_000);

    const single = await start(["--no-cache", "--index-threads", "1"]);
    const singleAnswers = await answers(single);
    expect(record(single, "symbol index built in parallel")).toBeUndefined();
    expect(parallelAnswers).toEqual(singleAnswers);
    // A real spread, not empty answers that agree.
    expect(JSON.stringify(parallelAnswers).match(/"file":/g)?.length ?? 0).toBeGreaterThan(100);

    // The saved index restores to the same answers without a parallel build.
    const warm = await start(["--cache-dir", cacheDir, "--index-threads", "2"]);
    expect(await answers(warm)).toEqual(singleAnswers);
    expect(record(warm, "symbol index cache restored")).toMatchObject({ reused: COPIES * 29, stale: 0 });
    expect(record(warm, "symbol index built in parallel")).toBeUndefined();
  }, SERVERS_TIMEOUT_MS);

  it("sees a file edited after the parallel build", async () => {
    const server = await start(["--no-cache", "--index-threads", "2"]);
    await call(server, "lookup_symbol", { query: "Vec2" });
    // Log records come on stderr, maybe after the answer on stdout.
    await server.waitFor(() => record(server, "symbol index built in parallel"), "the parallel build's record", 10_000);
    const edited = path.join(project, "copy6", "geometry", "src", "linalg", "vector.yx");
    writeFileSync(edited, `${readFileSync(edited, "utf8")}\nafter_parallel_marker: Int = 1\n`);
    // The watcher shows a change to every call that starts 50 ms after the write.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const found = (await call(server, "lookup_symbol", { query: "after_parallel_marker" })).symbols as Record_[];
    expect(found.map((s) => s.file)).toEqual(["copy6/geometry/src/linalg/vector.yx"]);
  }, SERVERS_TIMEOUT_MS);
});

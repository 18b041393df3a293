// The server builds its project's symbol index as soon as it starts, before a
// call asks for it (issue 15: agents start a server, then think before their
// first call), through the real binary: the build is logged and the first
// lookup answers from it; a call that comes in during the build gets the same
// answer as a server that builds at its first call; --no-index-at-start and
// a root that is only the working directory build nothing until asked. The
// slicing itself is in background-index.test.ts. In the long suite: each test
// starts a server or two that index a project.
import { cpSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT, spawnServer, stopAll, type ServerProcess } from "../helpers/server-process.js";

let dir: string;
let project: string;

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-index-at-start-")));
  project = path.join(dir, "project");
  // Three copies of the corpus: a build that takes long enough for a call to come in during it.
  for (const copy of ["a", "b", "c"]) cpSync(path.join(REPO_ROOT, "corpus"), path.join(project, copy), { recursive: true });
});

afterEach(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

afterAll(stopAll);

const SERVERS_TIMEOUT_MS = 180_000;
type Record_ = Record<string, unknown>;

async function start(extra: string[] = [], cwd?: string): Promise<ServerProcess> {
  const args = cwd ? ["--no-cache", "--log-level", "debug", ...extra] : ["--project-root", project, "--no-cache", "--log-level", "debug", ...extra];
  const server = spawnServer(args, cwd ? { cwd } : {});
  await server.initialize();
  return server;
}

let nextId = 1;
async function lookup(server: ServerProcess, query: string): Promise<string[]> {
  const reply = await server.request(nextId++, "tools/call", { name: "lookup_symbol", arguments: { query, include_locals: true } }, 120_000);
  const symbols = (reply.result as { structuredContent: { symbols: { id: string; signature?: string }[] } }).structuredContent.symbols;
  return symbols.map((s) => `${s.id} ${s.signature ?? ""}`);
}

function records(server: ServerProcess, msg: string): Record_[] {
  return server.logRecords().filter((r) => r.msg === msg);
}

describe("the symbol index at start", () => {
  it(
    "is built before any call, and the first lookup answers from it",
    async () => {
      const server = await start();
      const built = await server.waitFor(() => records(server, "symbol index built at start")[0], "the build at start", 120_000);
      expect(built.files).toBeGreaterThan(30);
      expect(records(server, "tool call")).toEqual([]);
      const found = await lookup(server, "Vec2");
      expect(found.filter((s) => s.startsWith("a.geometry.src.linalg.vector.Vec2 "))).toHaveLength(1);
      // The call found the index built: it did not build it again.
      expect(records(server, "symbol index at start left to the first call")).toEqual([]);
    },
    SERVERS_TIMEOUT_MS,
  );

  it(
    "is taken over by a call that comes in while it is built, with the answer of a server that builds at its first call",
    async () => {
      const early = await start();
      const during = await lookup(early, "norm");
      const atFirstCall = await start(["--no-index-at-start"]);
      expect(during.length).toBeGreaterThan(3);
      expect(during).toEqual(await lookup(atFirstCall, "norm"));
      // Either outcome is right; which one depends on how fast the machine is.
      const outcomes = [...records(early, "symbol index built at start"), ...records(early, "symbol index at start left to the first call")];
      expect(outcomes).toHaveLength(1);
      expect(records(atFirstCall, "symbol index built at start")).toEqual([]);
      expect(records(atFirstCall, "symbol index at start left to the first call")).toEqual([]);
    },
    SERVERS_TIMEOUT_MS,
  );

  it(
    "is left by a first lookup, which links the files that mention its name, to be finished between calls (not with --no-index-at-start)",
    async () => {
      const early = await start();
      const found = await lookup(early, "Vec2");
      const onDemand = await start(["--no-index-at-start"]);
      expect(found.filter((s) => s.startsWith("a.geometry.src.linalg.vector.Vec2 "))).toHaveLength(1);
      expect(await lookup(onDemand, "Vec2")).toEqual(found);
      // The build at start either finished before the call or was left to it; the focused call then left the rest.
      if (records(early, "symbol index at start left to the first call").length > 0) {
        await early.waitFor(() => records(early, "symbol index completed between calls")[0], "the rest of the index", 120_000);
      }
      expect(await lookup(early, "norm")).toEqual(await lookup(onDemand, "norm"));
      // Without the build at start, nothing is built between calls.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(records(onDemand, "symbol index completed between calls")).toEqual([]);
    },
    SERVERS_TIMEOUT_MS,
  );

  it(
    "is not built for a root that is only the working directory (no yaoxiang.toml above it)",
    async () => {
      const server = await start([], dir);
      // The workspace is read at the first call only: its "watching files" record comes after the call.
      await lookup(server, "Vec2");
      expect(records(server, "symbol index built at start")).toEqual([]);
      expect(records(server, "symbol index at start left to the first call")).toEqual([]);
      expect(records(server, "project root")[0]?.source).toBe("FallbackCwd");
    },
    SERVERS_TIMEOUT_MS,
  );
});

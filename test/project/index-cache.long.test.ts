// The persistent symbol index through the real binary (issue 15 item 3): a
// second server on an unchanged workspace answers without parsing a file;
// a file edited while no server ran is re-indexed; a file whose mtime alone
// changed is reused; a truncated cache is ignored (a warning on stderr, the
// index rebuilt and saved again); --no-cache writes nothing. The cache file's
// other checks (version, format, root, the directory) are in
// index-cache-file.test.ts, without a server, and the restore itself in
// snapshot.test.ts. In the long suite: each test starts two or three servers.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT, spawnServer, stopAll, type ServerProcess } from "../helpers/server-process.js";

const EDITED = "src/linalg/vector.yx";
const TOUCHED = "src/shapes.yx";
let dir: string;
let project: string;
let cacheDir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-index-cache-"));
  project = path.join(dir, "project");
  cacheDir = path.join(dir, "cache");
  cpSync(path.join(REPO_ROOT, "corpus", "geometry"), project, { recursive: true });
});

afterEach(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

afterAll(stopAll);

/** Several servers, each indexing a project: minutes on a loaded 2-core machine, not the hang detector's 20 s. */
const SERVERS_TIMEOUT_MS = 180_000;

type Record_ = Record<string, unknown>;

async function start(args: string[] = ["--cache-dir", cacheDir]): Promise<ServerProcess> {
  const server = spawnServer(["--project-root", project, "--log-level", "debug", ...args]);
  await server.initialize();
  return server;
}

let nextId = 1;
async function lookup(server: ServerProcess, query: string): Promise<Record_[]> {
  const reply = await server.request(nextId++, "tools/call", { name: "lookup_symbol", arguments: { query } }, 60_000);
  const result = reply.result as { structuredContent: { symbols: Record_[] } };
  return result.structuredContent.symbols;
}

async function references(server: ServerProcess, query: string): Promise<Record_[]> {
  const reply = await server.request(nextId++, "tools/call", { name: "find_references", arguments: { query } }, 60_000);
  return (reply.result as { structuredContent: { locations: Record_[] } }).structuredContent.locations;
}

function record(server: ServerProcess, msg: string): Record_ | undefined {
  return server.logRecords().find((r) => r.msg === msg);
}

function waitForRecord(server: ServerProcess, msg: string): Promise<Record_> {
  return server.waitFor(() => record(server, msg), `log record '${msg}'`, 60_000);
}

/** A first server that builds the index and saves it. */
async function primeCache(): Promise<void> {
  const server = await start();
  await lookup(server, "Vec2");
  await waitForRecord(server, "symbol index cache saved");
  server.kill();
  await server.exited;
}

function cacheFile(): string {
  const files = readdirSync(cacheDir).filter((f) => f.endsWith(".index"));
  expect(files).toHaveLength(1);
  return path.join(cacheDir, files[0]!);
}

describe("persistent symbol index (through the binary)", () => {
  it("a second server answers from the cache without parsing a file; an edit made while no server ran is re-indexed, an mtime alone changes nothing", async () => {
    const first = await start();
    const cold = [await lookup(first, "Vec2"), await references(first, "Vec2.dot")];
    await waitForRecord(first, "symbol index cache saved");
    first.kill();

    const second = await start();
    const warm = [await lookup(second, "Vec2"), await references(second, "Vec2.dot")];
    expect(warm).toEqual(cold);
    const restored = await waitForRecord(second, "symbol index cache restored");
    expect(restored).toMatchObject({ files: 7, reused: 7, stale: 0, relinked: 0, parses: 0 });
    // Nothing changed: nothing to save again.
    expect(record(second, "symbol index cache saved")).toBeUndefined();
    expect(readdirSync(cacheDir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    second.kill();
    await second.exited;

    const edited = path.join(project, EDITED);
    writeFileSync(edited, `${readFileSync(edited, "utf8")}\nedited_while_down: Int = 1\n`);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(project, TOUCHED), later, later);
    const third = await start();
    expect((await lookup(third, "edited_while_down")).map((s) => s.file)).toEqual([EDITED]);
    expect(await waitForRecord(third, "symbol index cache restored")).toMatchObject({ reused: 6, stale: 1 });
    await waitForRecord(third, "symbol index cache saved");
  }, SERVERS_TIMEOUT_MS);

  it("ignores a truncated cache with a warning, rebuilds the index and saves it again", async () => {
    await primeCache();
    const file = cacheFile();
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 1000));
    const server = await start();
    expect((await lookup(server, "Vec2")).map((s) => s.name)).toContain("Vec2");
    const ignored = await waitForRecord(server, "symbol index cache ignored");
    expect(ignored.level).toBe("warn");
    expect(String(ignored.reason)).toMatch(/truncated/);
    await waitForRecord(server, "symbol index cache saved");
    expect(readFileSync(file).length).toBe(whole.length);
    expect(server.nonJsonLines).toEqual([]);
  }, SERVERS_TIMEOUT_MS);

  it("ignores a cache saved by another build of the same package version (the version it records names the build), and saves its own", async () => {
    await primeCache();
    const file = cacheFile();
    const whole = readFileSync(file);
    const text = whole.toString("latin1");
    const saved = /"version":"([^"+]+)\+([0-9a-f]{16})"/.exec(text);
    expect(saved, "the cache's header names the build it was saved by").not.toBeNull();
    const other = saved![2]!.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    writeFileSync(file, Buffer.from(text.replace(saved![0], `"version":"${saved![1]}+${other}"`), "latin1"));
    const server = await start();
    expect((await lookup(server, "Vec2")).map((s) => s.name)).toContain("Vec2");
    const ignored = await waitForRecord(server, "symbol index cache ignored");
    expect(String(ignored.reason)).toContain(`made by version ${saved![1]}+${other}`);
    await waitForRecord(server, "symbol index cache saved");
    expect(readFileSync(file).toString("latin1")).toContain(saved![0]);
  }, SERVERS_TIMEOUT_MS);

  it("a server whose client leaves right after its first answer still saves its index, and the next one starts from it (97a D4)", async () => {
    const first = await start();
    // A focused lookup: the index is not whole when the answer goes out.
    expect((await lookup(first, "Vec2")).map((s) => s.name)).toContain("Vec2");
    first.child.stdin!.end();
    expect((await first.exited).code).toBe(0);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    cacheFile();
    const second = await start();
    expect((await lookup(second, "Vec2")).map((s) => s.name)).toContain("Vec2");
    expect(await waitForRecord(second, "symbol index cache restored")).toMatchObject({ files: 7, reused: 7, parses: 0 });
  }, SERVERS_TIMEOUT_MS);

  it("--no-cache neither reads nor writes a cache", async () => {
    const home = path.join(dir, "xdg");
    const server = spawnServer(["--project-root", project, "--log-level", "debug", "--no-cache"], { env: { XDG_CACHE_HOME: home } });
    await server.initialize();
    await lookup(server, "Vec2");
    // A save would come 0.5 s after the index was built: wait past it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.logRecords().filter((r) => String(r.msg).startsWith("symbol index cache"))).toEqual([]);
    expect(() => readdirSync(home)).toThrow(/ENOENT/);
  }, SERVERS_TIMEOUT_MS);
});

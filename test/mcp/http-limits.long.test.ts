// HTTP by any local client (issue 18, finding 5; issue 16's small things):
// caps that refuse newcomers instead of evicting anyone, checks before any
// body is read, timeouts, the token from a file or the environment, a clear
// line for a port in use, a prompt exit on SIGTERM, nothing before
// initialize. Through the real binary, except the timeouts, which are tested
// on the same server code in process with limits short enough to wait for.
// In the long suite: it opens a hundred sessions and waits out timeouts.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect as connectSocket, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { z } from "zod";
import { Logger } from "../../src/mcp/logger.js";
import { createServer } from "../../src/mcp/server.js";
import { defineTool } from "../../src/mcp/tool.js";
import { serveHttp, type HttpHandle } from "../../src/mcp/transports/http.js";
import { DEFAULT_HTTP_LIMITS, RETRY_AFTER_SECONDS } from "../../src/mcp/transports/http-limits.js";
import { findProjectRoot } from "../../src/project/root.js";
import { ProjectService } from "../../src/project/service.js";
import { exchange, INITIALIZE } from "../helpers/raw-http.js";
import { REPO_ROOT, spawnServer, startHttp, stopAll } from "../helpers/server-process.js";

const openClients: Client[] = [];
const sockets: Socket[] = [];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-http-limits-"));
});

afterEach(async () => {
  await Promise.all(openClients.splice(0).map((c) => c.close().catch(() => {})));
  for (const socket of sockets.splice(0)) socket.destroy();
});

afterAll(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

async function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "http-limits-test", version: "1.0.0" });
  openClients.push(client);
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

/** Opens a session with a raw initialize; its id, or undefined when refused. */
async function openSession(url: string): Promise<{ status: number; id: string | undefined; retryAfter: string | undefined }> {
  const reply = await exchange(url, { body: INITIALIZE });
  return { status: reply.status, id: reply.headers["mcp-session-id"] as string | undefined, retryAfter: reply.headers["retry-after"] as string | undefined };
}

function ping(url: string, session: string) {
  return exchange(url, {
    headers: { "Mcp-Session-Id": session, "Mcp-Protocol-Version": "2025-11-25" },
    body: { jsonrpc: "2.0", id: 2, method: "ping" },
  });
}

/** A socket to the server's port; resolves once connected. */
function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connectSocket(Number(port), hostname, () => resolve(socket));
    socket.on("error", reject);
    sockets.push(socket);
  });
}

/** Resolves when the server closes `socket`, with what it sent before. */
function closedByServer(socket: Socket): Promise<string> {
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  return new Promise((resolve) => socket.once("close", () => resolve(received)));
}

describe("sessions", () => {
  it("refuses a session over the cap with 503 + Retry-After, and evicts nobody", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const ids: string[] = [];
    for (let i = 0; i < DEFAULT_HTTP_LIMITS.maxSessions; i++) {
      const opened = await openSession(url);
      expect(opened.status, `session ${i}`).toBe(200);
      ids.push(opened.id!);
    }
    const refused = await openSession(url);
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe(String(RETRY_AFTER_SECONDS));
    // Every live session, the oldest first, still answers.
    expect((await ping(url, ids[0]!)).status).toBe(200);
    expect((await ping(url, ids[ids.length - 1]!)).status).toBe(200);
    // Ending one makes room for a newcomer.
    expect((await exchange(url, { method: "DELETE", headers: { "Mcp-Session-Id": ids[0]!, "Mcp-Protocol-Version": "2025-11-25" } })).status).toBe(200);
    expect((await openSession(url)).status).toBe(200);
  }, 120_000);

  it("checks the session, the token and the size of a sessionless body before reading any body", async () => {
    const { url } = await startHttp(["--project-root", "corpus"], { env: { YAOXIANG_MCP_TOKEN: "env-token" } });
    const auth = { Authorization: "Bearer env-token" };
    // Each request declares a large body and never sends it: only an answer given without reading it can arrive.
    const unknownSession = await exchange(url, { headers: { ...auth, "Mcp-Session-Id": "nope", "Content-Length": "10000000" }, holdBody: true });
    expect(unknownSession.status).toBe(404);
    expect(unknownSession.headers.connection).toBe("close");
    const noToken = await exchange(url, { headers: { "Content-Length": "10000000" }, holdBody: true });
    expect(noToken.status).toBe(401);
    const tooLargeToInitialize = await exchange(url, { headers: { ...auth, "Content-Length": "100000" }, holdBody: true });
    expect(tooLargeToInitialize.status).toBe(413);
    // Without a declared length, a sessionless body is cut at 64 KB.
    const streamed = await exchange(url, { headers: { ...auth, "Transfer-Encoding": "chunked" }, body: JSON.stringify({ ...INITIALIZE, pad: "x".repeat(100_000) }) });
    expect(streamed.status).toBe(413);
    const client = await connect(url, auth);
    await expect(client.ping()).resolves.toEqual({});

    // And a malformed tools/call over HTTP is -32602, as over stdio.
    const headers = { ...auth, "Mcp-Session-Id": (client.transport as StreamableHTTPClientTransport).sessionId!, "Mcp-Protocol-Version": "2025-11-25" };
    const reply = await exchange(url, { headers, body: { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "typecheck", arguments: null } } });
    expect(reply.body).toContain('"code":-32602');
    expect(reply.body).not.toContain('"expected"');
  }, 60_000);
});

describe("legacy SSE streams", () => {
  it("serve nothing but ping before initialize, and refuse a stream over the cap with 503 + Retry-After", async () => {
    const { url } = await startHttp(["--project-root", "corpus", "--sse"]);
    const stream = await openSseStream(url);
    const endpoint = await stream.next(/data: (\/messages\S+)\n\n/);
    const posted = await exchange(new URL(endpoint, url).href, { body: { jsonrpc: "2.0", id: 9, method: "tools/list" } });
    expect(posted.status).toBe(202);
    const error = await stream.next(/data: (\{.*"id":9.*\})\n\n/);
    expect(JSON.parse(error)).toMatchObject({ id: 9, error: { code: -32600 } });

    for (let i = 1; i < DEFAULT_HTTP_LIMITS.maxSseStreams; i++) {
      const more = await openSseStream(url);
      expect(await more.next(/data: (\/messages\?sessionId=\S+)\n\n/)).toBeTruthy();
    }
    const refused = await exchange(new URL("/sse", url).href, { method: "GET", headers: { Accept: "text/event-stream" } });
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
  }, 120_000);
});

describe("connections", () => {
  it("closes a connection over the cap at once and keeps serving the others", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const open: Socket[] = [];
    for (let i = 0; i < DEFAULT_HTTP_LIMITS.maxConnections; i++) open.push(await openSocket(url));
    const extra = await openSocket(url);
    expect(await closedByServer(extra)).toBe("");
    const survivor = open[0]!;
    const answer = closedByServer(survivor);
    survivor.write(`GET /nowhere HTTP/1.1\r\nHost: ${new URL(url).host}\r\nConnection: close\r\n\r\n`);
    expect(await answer).toMatch(/^HTTP\/1\.1 404/);
  }, 60_000);
});

describe("the bearer token", () => {
  it("comes from --token-file, and the file's mode is checked", async () => {
    const file = path.join(dir, "token");
    writeFileSync(file, "file-token\n");
    chmodSync(file, 0o600);
    const { url, server } = await startHttp(["--project-root", "corpus", "--token-file", file]);
    expect((await exchange(url, { body: INITIALIZE })).status).toBe(401);
    expect((await exchange(url, { headers: { Authorization: "Bearer file-token-but-longer" }, body: INITIALIZE })).status).toBe(401);
    const client = await connect(url, { Authorization: "Bearer file-token" });
    await expect(client.ping()).resolves.toEqual({});
    expect(server.stderr).not.toMatch(/warning/);

    chmodSync(file, 0o644);
    const readable = await startHttp(["--project-root", "corpus", "--token-file", file]);
    expect(readable.server.stderr).toMatch(/warning: --token-file .* can be read by other users/);
  }, 60_000);

  it("warns once when it is given on the command line", async () => {
    const { url, server } = await startHttp(["--project-root", "corpus", "--require-token", "cli-token"]);
    const client = await connect(url, { Authorization: "Bearer cli-token" });
    await expect(client.ping()).resolves.toEqual({});
    expect(server.stderr.match(/warning: --require-token/g)).toHaveLength(1);
    expect(server.stderr).toMatch(/YAOXIANG_MCP_TOKEN/);
  }, 30_000);

  it.each([
    ["a missing token file", ["--token-file", "/nonexistent/token"]],
    ["an empty token file", ["--token-file", "EMPTY"]],
    ["both flags", ["--token-file", "EMPTY", "--require-token", "x"]],
  ])("refuses %s with exit code 2", async (_what, args) => {
    const empty = path.join(dir, "empty-token");
    writeFileSync(empty, "\n");
    const server = spawnServer(["--project-root", "corpus", ...args.map((a) => (a === "EMPTY" ? empty : a))]);
    expect((await server.exited).code).toBe(2);
    expect(server.stderr).toMatch(/^yaoxiang-mcp: .*token/m);
  }, 30_000);
});

describe("start and stop", () => {
  it("says in one line that the port is in use, and exits with 1", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const second = spawnServer(["--project-root", "corpus", "--addr", new URL(url).host]);
    expect((await second.exited).code).toBe(1);
    const lines = second.stderr.split("\n").filter((line) => line !== "" && !line.startsWith("{"));
    expect(lines).toEqual([`yaoxiang-mcp: cannot listen on ${new URL(url).host}: the address is already in use (is another server running there?); choose another with --addr`]);
    expect(second.stderr).not.toMatch(/\bat .*\.js:\d+/);
    expect(second.stdout).toBe("");
  }, 30_000);

  it("exits promptly on SIGTERM while a client holds a session", async () => {
    const { url, server } = await startHttp(["--project-root", "corpus"]);
    const client = await connect(url);
    await client.callTool({ name: "lookup_symbol", arguments: { query: "main" } });
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    const { code } = await server.exited;
    expect(code).toBe(0);
    // What this guards against is the open session holding the process until its idle timeout
    // (minutes); a bound of seconds, not one, keeps a loaded 2-core machine (1,004 ms seen) from failing it.
    expect(performance.now() - signalled).toBeLessThan(3_000);
  }, 30_000);
});

describe("timeouts and idle sessions (the same server, in process, with short limits)", () => {
  let project: ProjectService;
  let handle: HttpHandle | undefined;
  const slow = defineTool({
    name: "slow",
    title: "Slow",
    description: "Answers after `ms` milliseconds (a long call keeps its session busy).",
    input: { ms: z.number().int().describe("delay") },
    output: {},
    handler: async ({ ms }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return {};
    },
  });

  beforeAll(() => {
    project = new ProjectService(findProjectRoot({ cliRoot: path.join(REPO_ROOT, "corpus") }));
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });
  afterAll(() => project.dispose());

  const start = async (limits: Partial<typeof DEFAULT_HTTP_LIMITS>) => {
    const logger = new Logger({ level: "error", write: () => {} });
    handle = await serveHttp({ host: "127.0.0.1", port: 0, sse: false, log: logger, limits, newServer: () => createServer({ project, logger, tools: [slow] }) });
    return handle.url;
  };

  it("closes a session left idle, but not one that is busy", async () => {
    const url = await start({ idleSessionMs: 400 });
    const idle = await openSession(url);
    const busy = await connect(url);
    await busy.callTool({ name: "slow", arguments: { ms: 1_500 } }); // longer than the idle limit
    await expect(busy.ping()).resolves.toEqual({});
    expect((await ping(url, idle.id!)).status).toBe(404);
  }, 30_000);

  it("drops a connection whose headers do not arrive in time", async () => {
    const url = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const socket = await openSocket(url);
    const closed = closedByServer(socket);
    socket.write(`POST /mcp HTTP/1.1\r\nHost: ${new URL(url).host}\r\n`); // never finished
    const started = performance.now();
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);

  it("drops a request whose body does not arrive in time", async () => {
    const url = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const opened = await openSession(url);
    const socket = await openSocket(url);
    const closed = closedByServer(socket);
    socket.write(
      `POST /mcp HTTP/1.1\r\nHost: ${new URL(url).host}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n` +
        `Mcp-Session-Id: ${opened.id}\r\nContent-Length: 100\r\n\r\n{"jsonrpc"`,
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);
});

/** A legacy SSE stream held open on its own socket; `next` waits for text matching a pattern (give it the event's end, `\n\n`). */
async function openSseStream(url: string): Promise<{ next(pattern: RegExp): Promise<string> }> {
  const socket = await openSocket(url);
  let received = "";
  let wake = () => {};
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    received += chunk;
    wake();
  });
  socket.write(`GET /sse HTTP/1.1\r\nHost: ${new URL(url).host}\r\nAccept: text/event-stream\r\n\r\n`);
  return {
    next: (pattern) =>
      new Promise((resolve) => {
        const check = () => {
          const found = pattern.exec(received)?.[1];
          if (found !== undefined) resolve(found);
          return found !== undefined;
        };
        if (!check()) wake = () => void check();
      }),
  };
}

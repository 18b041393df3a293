// The HTTP transport of the real binary: streamable HTTP with the SDK client,
// the legacy SSE transport, loopback-only binding, DNS-rebinding protection
// (Host and Origin) and the bearer token.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { exchange, INITIALIZE, type RawReply } from "../helpers/raw-http.js";
import { spawnServer, startHttp, stopAll } from "../helpers/server-process.js";

const openClients: Client[] = [];
afterEach(async () => {
  await Promise.all(openClients.splice(0).map((c) => c.close().catch(() => {})));
});
afterAll(stopAll);

async function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "http-test", version: "1.0.0" });
  openClients.push(client);
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

function post(url: string, headers: Record<string, string>, body: unknown = INITIALIZE): Promise<RawReply> {
  return exchange(url, { headers, body });
}

describe("binding", () => {
  it.each(["0.0.0.0:7325", "192.168.1.10:7325", "[::]:7325", "example.com:80"])("refuses the non-loopback address %s with exit code 2", async (addr) => {
    const server = spawnServer(["--http", "--addr", addr]);
    const { code } = await server.exited;
    expect(code).toBe(2);
    expect(server.stderr).toMatch(/non-loopback/);
  });
});

describe("streamable HTTP", () => {
  it("serves the tools to the SDK client", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = await connect(url);
    const tools = await client.listTools();
    expect(tools.tools.map((t) => t.name)).toContain("explain_diagnostic");
    const result = await client.callTool({ name: "explain_diagnostic", arguments: { code: "E0010" } });
    expect(result.structuredContent).toMatchObject({ schemaVersion: "2.0", code: "E0010", category: "Parser" });
    await expect(client.ping()).resolves.toEqual({});
  }, 30_000);

  it("keeps sessions apart and ends one on DELETE", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const a = await connect(url);
    const b = await connect(url);
    await a.setLoggingLevel("debug");
    await expect(b.ping()).resolves.toEqual({});
    const transport = a.transport as StreamableHTTPClientTransport;
    const sessionId = transport.sessionId;
    expect(sessionId).toBeTruthy();
    await transport.terminateSession();
    const stale = await post(url, { "Mcp-Session-Id": sessionId!, "Mcp-Protocol-Version": "2025-11-25" }, { jsonrpc: "2.0", id: 5, method: "ping" });
    expect(stale.status).toBe(404);
    await expect(b.ping()).resolves.toEqual({});
  }, 30_000);

  it("refuses a request whose id a request of the same session in flight already uses (-32600), and answers the first with its own result (69a D1)", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const opened = await post(url, {});
    const session = { "Mcp-Session-Id": String(opened.headers["mcp-session-id"]), "Mcp-Protocol-Version": "2025-11-25" };
    await post(url, session, { jsonrpc: "2.0", method: "notifications/initialized" });
    // A call that takes a while: 20,000 increments to check.
    const slow = "x = 0\n" + "x = x + 1\n".repeat(20_000);
    const first = post(url, session, { jsonrpc: "2.0", id: 77, method: "tools/call", params: { name: "typecheck", arguments: { source: slow } } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await post(url, session, { jsonrpc: "2.0", id: 77, method: "tools/call", params: { name: "explain_diagnostic", arguments: { code: "E0010" } } });
    expect(second.status).toBe(400);
    expect(JSON.parse(second.body)).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request: id 77 is already used by a request of this session that has not been answered; use a new id" },
    });
    const answer = await first;
    expect(answer.body).toContain('"id":77');
    expect(answer.body).toContain('\\"summary\\"');
    expect(answer.body).not.toContain("E0010");
    // Once answered, the id is free again.
    const again = await post(url, session, { jsonrpc: "2.0", id: 77, method: "ping" });
    expect(again.status).toBe(200);
  }, 60_000);

  it("answers a batch and a value that is no JSON-RPC message as stdio does: -32600 (the frame's id when it has one), params that are no object -32602 (95b D4)", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const batch = await post(url, {}, [INITIALIZE]);
    expect([batch.status, JSON.parse(batch.body)]).toEqual([400, { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request: JSON-RPC batches are not supported" } }]);
    const opened = await post(url, {});
    const session = { "Mcp-Session-Id": String(opened.headers["mcp-session-id"]), "Mcp-Protocol-Version": "2025-11-25" };
    const replies = await Promise.all([[], [{ jsonrpc: "2.0", id: 1, method: "ping" }], { jsonrpc: "2.0", id: 8 }, { jsonrpc: "2.0", id: 9, method: "ping", params: 5 }].map((body) => post(url, session, body)));
    expect(replies.map((r) => [r.status, JSON.parse(r.body).id, JSON.parse(r.body).error?.code])).toEqual([
      [400, null, -32600],
      [400, null, -32600],
      [400, 8, -32600],
      [400, 9, -32602],
    ]);
    // The session still serves.
    expect((await post(url, session, { jsonrpc: "2.0", id: 10, method: "ping" })).status).toBe(200);
  }, 30_000);

  it("rejects requests without a session that are not initialize", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const res = await post(url, {}, { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(res.status).toBe(400);
  }, 30_000);
});

describe("DNS-rebinding protection", () => {
  it("answers a foreign Origin with 403", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const res = await post(url, { Origin: "http://evil.example.com" });
    expect(res.status).toBe(403);
    expect(res.body).toContain("Origin");
  }, 30_000);

  it("answers a foreign Host with 403", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const res = await post(url, { Host: "evil.example.com" });
    expect(res.status).toBe(403);
    const wrongPort = await post(url, { Host: "127.0.0.1:1" });
    expect(wrongPort.status).toBe(403);
  }, 30_000);

  it("accepts loopback Host and Origin", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const port = new URL(url).port;
    const res = await post(url, { Host: `localhost:${port}`, Origin: "http://localhost:3000" });
    expect(res.status).toBe(200);
  }, 30_000);
});

describe("bearer token", () => {
  it("gives 401 without the token or with a wrong one, and serves with the right one", async () => {
    const { url } = await startHttp(["--project-root", "corpus", "--require-token", "s3cret-token"]);
    const missing = await post(url, {});
    expect(missing.status).toBe(401);
    const wrong = await post(url, { Authorization: "Bearer nope" });
    expect(wrong.status).toBe(401);
    const client = await connect(url, { Authorization: "Bearer s3cret-token" });
    const result = await client.callTool({ name: "explain_diagnostic", arguments: { code: "E1001" } });
    expect(result.isError).toBe(false);
  }, 30_000);
});

describe("legacy HTTP+SSE (--sse)", () => {
  it("serves the 2024-11-05 transport on /sse", async () => {
    const { url } = await startHttp(["--project-root", "corpus", "--sse"]);
    const client = new Client({ name: "sse-test", version: "1.0.0" });
    openClients.push(client);
    await client.connect(new SSEClientTransport(new URL("/sse", url)));
    const result = await client.callTool({ name: "explain_diagnostic", arguments: { code: "W1003" } });
    expect(result.structuredContent).toMatchObject({ code: "W1003", severity: "warning" });
  }, 30_000);

  it("does not serve /sse without --sse", async () => {
    const { url } = await startHttp(["--project-root", "corpus"]);
    const res = await fetch(new URL("/sse", url));
    expect(res.status).toBe(404);
  }, 30_000);
});

// The worker engine through the real server (issue 18, findings 3 and 7):
// ping is answered within 200 ms while the heaviest call of each tool runs;
// a deadline answers MCP-TIMEOUT and stops the work; a cancel (stdio
// notification, HTTP cancel, HTTP client gone) stops the work, so the next
// call of the same worker is not held for the cancelled call's duration; a
// worker that crashes or will not stop is replaced; memory a hostile input
// took comes back. In the long suite (`npm run test:long`): every test starts
// servers and waits out deadlines and grace periods (half a minute in all).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, startHttp, stopAll, type ServerProcess } from "../helpers/server-process.js";

const LINES = 20_000;
const uses = Array.from({ length: LINES }, (_, i) => `use m${i}`).join("\n") + "\n";
const increments = "x = 0\n" + "x = x + 1\n".repeat(LINES);
/** 2,000,000 characters: a million unclosed blocks. */
const braces = "{\n".repeat(1_000_000);

/**
 * The heaviest input of each tool, and a cheap call served by the same worker (lane). `instant`:
 * the input limits (src/mcp/limits.ts) leave the tool no input that takes time, so its heaviest
 * call is answered before the pings and there is nothing to cancel.
 */
const HEAVY: Array<{ tool: string; args: Record<string, unknown>; lane: "source" | "workspace"; instant?: true }> = [
  { tool: "parse_source", args: { source: braces }, lane: "source" },
  { tool: "format_source", args: { source: uses }, lane: "source" },
  { tool: "rename_symbol", args: { source: increments, old_name: "x", new_name: "y" }, lane: "source" },
  { tool: "explain_diagnostic", args: { code: `E${"9".repeat(31)}` }, lane: "source", instant: true },
  { tool: "typecheck", args: { source: increments }, lane: "workspace" },
  { tool: "list_imports", args: { file_path: "src/uses.yx" }, lane: "workspace" },
  { tool: "lookup_symbol", args: { query: "x" }, lane: "workspace" },
  { tool: "find_references", args: { query: "x" }, lane: "workspace" },
];

const PROBE = {
  source: { name: "explain_diagnostic", arguments: { code: "E1001" } },
  workspace: { name: "list_imports", arguments: { file_path: "src/small.yx" } },
};

/** Index building over this workspace takes a minute: the locals query over 100,000 `{` lines. */
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-engine-"));
  mkdirSync(path.join(dir, "src"));
  writeFileSync(path.join(dir, "yaoxiang.toml"), '[package]\nname = "heavy"\nversion = "0.1.0"\n');
  writeFileSync(path.join(dir, "src/braces.yx"), "{\n".repeat(100_000));
  writeFileSync(path.join(dir, "src/uses.yx"), uses);
  writeFileSync(path.join(dir, "src/small.yx"), "use std.io\n\nmain = () => {\n    print(1)\n}\n");
  for (let i = 0; i < 50; i++) {
    writeFileSync(path.join(dir, `src/mod${i}.yx`), `value_${i}: Int = ${i}\n\nscale_${i}: (x: Int) -> Int = (x) => {\n    y = x * ${i}\n    return y\n}\n`);
  }
});

afterAll(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

function call(server: ServerProcess, id: string, name: string, args: Record<string, unknown>): void {
  server.send({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });
}

function cancel(server: ServerProcess, id: string): void {
  server.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id, reason: "test" } });
}

async function timedPing(server: ServerProcess, id: string): Promise<number> {
  const started = performance.now();
  await server.request(id, "ping");
  return performance.now() - started;
}

function toolError(response: Record<string, unknown>): string | undefined {
  const result = response.result as { isError?: boolean; structuredContent?: { errorCode?: string } } | undefined;
  return result?.isError ? result.structuredContent?.errorCode : undefined;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

describe("stdio: no request starves another", () => {
  it("answers ping within 200 ms while the heaviest call of each tool runs; a cancel frees the worker for the next call", async () => {
    const server = spawnServer(["--project-root", dir, "--call-timeout", "600", "--log-level", "info"]);
    await server.initialize();
    for (const lane of ["source", "workspace"] as const) await server.request(`warm-${lane}`, "tools/call", PROBE[lane], 60_000);
    for (const { tool, args, lane, instant } of HEAVY) {
      const id = `heavy-${tool}`;
      call(server, id, tool, args);
      // Answered once the server has read the heavy request (stdin is read in order) and handed it to a worker.
      await server.request(`${id}-after`, "ping");
      for (let i = 0; i < 3; i++) expect(await timedPing(server, `${id}-ping-${i}`), `ping ${i} during ${tool}`).toBeLessThan(200);
      if (instant) continue;
      expect(server.responseTo(id), `${tool} was still running during the pings`).toBeUndefined();
      cancel(server, id);
      // The same worker serves this call: it is free again well before the heavy call could have finished.
      const probe = await server.request(`${id}-probe`, "tools/call", PROBE[lane], 20_000);
      expect(probe.result, `probe after ${tool}`).toBeDefined();
      expect(toolError(probe)).toBeUndefined();
    }
    for (const { tool } of HEAVY.filter((h) => !h.instant)) expect(server.responseTo(`heavy-${tool}`), `no answer to the cancelled ${tool}`).toBeUndefined();
    // The workspace worker stopped each cancelled call itself: it was never replaced (its index is kept).
    expect(server.logRecords().filter((r) => r.msg === "engine worker did not stop within the grace period; replacing it" && r.role === "workspace")).toEqual([]);
    expect(server.nonJsonLines).toEqual([]);
  }, 240_000);

  it("stops two cancelled source calls, so a third call is not held for their duration", async () => {
    const server = spawnServer(["--project-root", dir, "--call-timeout", "600"]);
    await server.initialize();
    await server.request("warm", "tools/call", PROBE.source, 60_000);
    call(server, "a", "format_source", { source: uses });
    call(server, "b", "format_source", { source: uses });
    await server.request("read", "ping");
    cancel(server, "a");
    cancel(server, "b");
    const probe = await server.request("probe", "tools/call", PROBE.source, 20_000);
    expect(toolError(probe)).toBeUndefined();
    expect(server.responseTo("a")).toBeUndefined();
    expect(server.responseTo("b")).toBeUndefined();
  }, 120_000);
});

describe("deadline", () => {
  it("answers MCP-TIMEOUT at --call-timeout, stops the work, and serves the next calls normally", async () => {
    const server = spawnServer(["--project-root", dir, "--call-timeout", "1", "--log-level", "info"]);
    await server.initialize();
    for (const lane of ["source", "workspace"] as const) await server.request(`warm-${lane}`, "tools/call", PROBE[lane], 60_000);
    for (const { tool, args, lane } of HEAVY.filter((h) => h.tool === "parse_source" || h.tool === "lookup_symbol")) {
      const response = await server.request(`late-${tool}`, "tools/call", { name: tool, arguments: args }, 30_000);
      expect(toolError(response), tool).toBe("MCP-TIMEOUT");
      const text = ((response.result as { content: Array<{ text: string }> }).content[0]?.text ?? "");
      expect(text).toMatch(/^MCP-TIMEOUT: the call did not finish within 1 s.*--call-timeout/);
      // The lookup ran out of time linking the index (src/braces.yx takes a minute), which is not the query's size.
      if (tool === "lookup_symbol") expect(text).toMatch(/It was building the workspace's symbol index \(\d+ of 53 files linked\)\. What it linked is kept, and the server links the rest between calls/);
      else expect(text).toMatch(/Ask for less/);
      const next = await server.request(`next-${tool}`, "tools/call", PROBE[lane], 20_000);
      expect(toolError(next)).toBeUndefined();
    }
    expect(server.logRecords().some((r) => typeof r.msg === "string" && r.msg.startsWith("engine worker did not stop"))).toBe(false);
  }, 120_000);
});

describe("deadline while the index is built", () => {
  it("says how far the index got, and the next calls go on from there until one answers", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "yx-linking-"));
    try {
      writeFileSync(path.join(root, "yaoxiang.toml"), '[package]\nname = "many"\nversion = "0.1.0"\n');
      mkdirSync(path.join(root, "src"));
      // Enough files that linking them takes several 1 s calls on any machine this runs on.
      const FILES = 1500;
      for (let i = 0; i < FILES; i++) writeFileSync(path.join(root, `src/m${i}.yx`), linkedModule(i));
      // The index is built by calls only (no background build, one thread), so each call's progress is its own.
      const server = spawnServer(["--project-root", root, "--call-timeout", "1", "--no-index-at-start", "--index-threads", "1"]);
      await server.initialize();
      // The workspace read first (a call that needs no index), so that the lookups' seconds go to linking.
      let warm: Record<string, unknown> | undefined;
      for (let attempt = 0; attempt < 20 && (warm === undefined || toolError(warm) !== undefined); attempt++) {
        warm = await server.request(`warm${attempt}`, "tools/call", { name: "list_imports", arguments: { file_path: "src/m1.yx" } }, 30_000);
      }
      expect(toolError(warm!)).toBeUndefined();
      const linked: number[] = [];
      let answer: Record<string, unknown> | undefined;
      // A call whose last file was linked just before its second ran out (a loaded machine) stops in the query
      // itself, no longer building the index: its message is the plain one, and the next call answers.
      let stoppedAfterLinking: string | undefined;
      for (let attempt = 0; attempt < 120 && answer === undefined; attempt++) {
        // Qualified: no focus, every file must be linked.
        const response = await server.request(`q${attempt}`, "tools/call", { name: "lookup_symbol", arguments: { query: "m7.scale_7" } }, 30_000);
        if (toolError(response) === undefined) {
          answer = response;
          break;
        }
        expect(toolError(response)).toBe("MCP-TIMEOUT");
        const text = (response.result as { content: Array<{ text: string }> }).content[0]?.text ?? "";
        expect(stoppedAfterLinking, "a call stopped after the index was whole, and the next did not answer").toBeUndefined();
        const counts = /It was building the workspace's symbol index \(([\d,]+) of 1,500 files linked\)\. What it linked is kept: the next call that needs the index goes on from there/.exec(text);
        if (counts === null && linked.length > 0) {
          stoppedAfterLinking = text;
          continue;
        }
        expect(counts, text).not.toBeNull();
        linked.push(Number(counts![1]!.replaceAll(",", "")));
      }
      expect(linked.length, "the first call answered: the index was built within one second").toBeGreaterThan(0);
      // Each stopped call left its files linked: the count only grows.
      expect(linked).toEqual([...linked].sort((a, b) => a - b));
      expect(linked[linked.length - 1]!).toBeGreaterThan(linked[0]!);
      const symbols = (answer?.result as { structuredContent: { symbols: Array<{ id: string; file: string }> } }).structuredContent.symbols;
      expect(symbols[0]).toMatchObject({ id: "m7.scale_7", file: "src/m7.yx" });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 180_000);
});

/** A module with a record, methods and a use of the module before it (its importers re-link when it changes). */
function linkedModule(i: number): string {
  const use = i > 0 ? `use m${i - 1}.{scale_${i - 1}}\n\n` : "";
  const previous = i > 0 ? `scale_${i - 1}(x)` : "x";
  return (
    use +
    `Pair_${i}: Type = { left: Int, right: Int }\n\n` +
    `Pair_${i}.sum: (self: Pair_${i}) -> Int = (self) => self.left + self.right\n\n` +
    `scale_${i}: (x: Int) -> Int = (x) => {\n    p = Pair_${i}(x, ${previous})\n    total = p.sum()\n    return total * ${i}\n}\n`
  );
}

describe("workers that fail", () => {
  it("replaces a worker that ignores the stop request after the grace period", async () => {
    const server = spawnServer(["--project-root", dir, "--call-timeout", "5", "--log-level", "info"], {
      env: { YAOXIANG_MCP_TEST_FAULT: "hang:rename_symbol" },
    });
    await server.initialize();
    await server.request("warm", "tools/call", PROBE.source, 60_000);
    const response = await server.request("hung", "tools/call", { name: "rename_symbol", arguments: { source: "a = 1\n", old_name: "a", new_name: "b" } }, 30_000);
    expect(toolError(response)).toBe("MCP-TIMEOUT");
    await server.waitFor(() => server.logRecords().find((r) => r.msg === "engine worker did not stop within the grace period; replacing it"), "the hung worker to be replaced");
    for (let i = 0; i < 3; i++) {
      const next = await server.request(`next-${i}`, "tools/call", { name: "parse_source", arguments: { source: "x = 1\n" } }, 20_000);
      expect(toolError(next)).toBeUndefined();
    }
  }, 120_000);

  it("fails the call of a worker that crashes with -32603 and goes on with a fresh one", async () => {
    const server = spawnServer(["--project-root", dir, "--log-level", "info"], { env: { YAOXIANG_MCP_TEST_FAULT: "crash:lookup_symbol" } });
    await server.initialize();
    const crashed = await server.request("crash", "tools/call", { name: "lookup_symbol", arguments: { query: "value_1" } }, 30_000);
    expect((crashed.error as { code: number; message: string }).code).toBe(-32603);
    expect((crashed.error as { message: string }).message).toMatch(/worker stopped unexpectedly/);
    const next = await server.request("next", "tools/call", PROBE.workspace, 30_000);
    expect(toolError(next)).toBeUndefined();
    expect((next.result as { structuredContent: { imports: unknown[] } }).structuredContent.imports).toHaveLength(1);
    await expect(server.request("ping", "ping")).resolves.toMatchObject({ result: {} });
  }, 120_000);
});

describe("memory", () => {
  it("comes back below twice the idle level after a hostile input (the worker that grew is recycled)", async () => {
    const server = spawnServer(["--project-root", dir, "--log-level", "info"]);
    await server.initialize();
    const small = { name: "parse_source", arguments: { source: "x = 1\n" } };
    await server.request("warm-source", "tools/call", small, 60_000);
    await server.request("warm-workspace", "tools/call", PROBE.workspace, 60_000);
    const pid = server.child.pid!;
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 50);
    // 300,000 one-token statements: a quarter of a gigabyte of wasm heap for the tree alone.
    const hostile = await server.request("hostile", "tools/call", { name: "parse_source", arguments: { source: "a\n".repeat(300_000), max_depth: 0 } }, 120_000);
    clearInterval(sampler);
    expect(toolError(hostile)).toBeUndefined();
    const recycled = await server.waitFor(() => server.logRecords().find((r) => r.msg === "engine worker recycled: it kept much more memory than at rest"), "the grown worker to be recycled");
    expect(recycled).toMatchObject({ role: "source" });
    expect(recycled.footprintMB as number).toBeGreaterThan(2 * (recycled.restMB as number));
    // The replacement serves the next call.
    expect(toolError(await server.request("after", "tools/call", small, 60_000))).toBeUndefined();
    const after = rssMb(pid);
    expect(after, `idle ${idle} MB, peak ${peak} MB, after ${after} MB`).toBeLessThan(2 * idle);
    expect(after).toBeLessThan(peak);
  }, 180_000);
});

describe("a workspace call that leaves much garbage (99f D2)", () => {
  it("keeps the workspace worker and its index: what looked grown is measured live first", async () => {
    // No cache: the HTTP tests below need a cold index on this project (their heavy calls build it).
    const server = spawnServer(["--project-root", dir, "--call-timeout", "600", "--log-level", "debug", "--no-cache"], { env: { YAOXIANG_MCP_TEST_FAULT: "garbage:list_imports" } });
    await server.initialize();
    const lookup = { name: "lookup_symbol", arguments: { query: "Vec2" } };
    expect(toolError(await server.request("index", "tools/call", lookup, 150_000))).toBeUndefined();
    const measuredRecords = () => server.logRecords().filter((r) => r.msg === "engine worker measured what is live after a call that looked grown");
    // Whether the dropped garbage still counts when a call ends depends on when V8 collects it: a few calls, until one
    // looks grown (one CI run saw neither of two do; stop 66).
    for (let attempt = 0; attempt < 5 && measuredRecords().length === 0; attempt++) {
      expect(toolError(await server.request(`garbage-${attempt}`, "tools/call", PROBE.workspace, 60_000))).toBeUndefined();
    }
    expect(toolError(await server.request("again", "tools/call", lookup, 60_000))).toBeUndefined();
    const measured = measuredRecords();
    expect(measured.length).toBeGreaterThan(0);
    expect(measured[0]).toMatchObject({ role: "workspace" });
    expect(measured[0]!.liveMB as number).toBeLessThan(2 * (measured[0]!.restMB as number) + 256);
    expect(server.logRecords().filter((r) => String(r.msg).startsWith("engine worker recycled"))).toEqual([]);
  }, 300_000);
});

describe("a large ordinary source", () => {
  it("leaves the source worker in place: its garbage is not memory it keeps, so the next call finds a warm thread (96b D3)", async () => {
    const server = spawnServer(["--project-root", dir, "--log-level", "info"]);
    await server.initialize();
    // 1,000 functions calling the one before: about 5,000 lines, as in round 96b.
    const functions = Array.from({ length: 1_000 }, (_, i) =>
      `fn_${i}: (x: Int) -> Int = (x) => {\n    y = x * 2\n    z = y + ${i}\n    return ${i === 0 ? "z" : `fn_${i - 1}(z)`}\n}\n`,
    ).join("");
    for (const id of ["first", "second", "third"]) {
      const reply = await server.request(id, "tools/call", { name: "rename_symbol", arguments: { source: `${functions}// ${id}\n`, old_name: "fn_0", new_name: "renamed_0" } }, 120_000);
      expect(toolError(reply)).toBeUndefined();
      expect((reply.result as { structuredContent: { edits: unknown[] } }).structuredContent.edits).toHaveLength(2);
    }
    expect(server.logRecords().filter((r) => String(r.msg).startsWith("engine worker recycled"))).toEqual([]);
  }, 180_000);
});

// ───────────────────────────── HTTP ─────────────────────────────

interface Exchange {
  status: Promise<number>;
  /** Raw response text received so far. */
  received(): string;
  /** JSON-RPC messages received on the response (SSE events or a JSON body), once it ends. */
  messages: Promise<Array<Record<string, unknown>>>;
  request: ClientRequest;
}

function exchange(url: string, body: unknown, session?: string): Exchange {
  const target = new URL(url);
  let request!: ClientRequest;
  let text = "";
  let setStatus!: (status: number) => void;
  const status = new Promise<number>((resolve) => (setStatus = resolve));
  const messages = new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
    request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          ...(session ? { "Mcp-Session-Id": session, "Mcp-Protocol-Version": "2025-11-25" } : {}),
        },
      },
      (res) => {
        setStatus(res.statusCode ?? 0);
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const lines = res.headers["content-type"]?.includes("text/event-stream")
            ? text.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6))
            : text.trim() === "" ? [] : [text];
          resolve(lines.map((l) => JSON.parse(l) as Record<string, unknown>));
        });
        res.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
  return { status, messages, request, received: () => text };
}

async function openSession(url: string): Promise<string> {
  const target = new URL(url);
  const session = await new Promise<string>((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(String(res.headers["mcp-session-id"])));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "engine-http", version: "1" } } }));
  });
  await exchange(url, { jsonrpc: "2.0", method: "notifications/initialized" }, session).status;
  return session;
}

/** `promise`, or a failure naming `what` after `ms` (a call held for the duration of a cancelled one would take minutes). */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function rpc(id: string | number, method: string, params?: unknown): Record<string, unknown> {
  return { jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) };
}

describe("HTTP", () => {
  let url: string;
  let server: ServerProcess;

  beforeAll(async () => {
    ({ url, server } = await startHttp(["--project-root", dir, "--call-timeout", "600"]));
  }, 60_000);

  it("answers ping within 200 ms and a second client's cheap call while a heavy call runs", async () => {
    const a = await openSession(url);
    const b = await openSession(url);
    await exchange(url, rpc("warm", "tools/call", PROBE.source), a).messages;
    const heavy = exchange(url, rpc("heavy", "tools/call", { name: "parse_source", arguments: { source: braces } }), a);
    expect(await heavy.status).toBe(200);
    let heavyDone = false;
    void heavy.messages.then(() => (heavyDone = true), () => (heavyDone = true));
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const [pong] = await exchange(url, rpc(`ping-${i}`, "ping"), b).messages;
      expect(pong).toMatchObject({ id: `ping-${i}`, result: {} });
      expect(performance.now() - started).toBeLessThan(200);
    }
    const [cheap] = await exchange(url, rpc("cheap", "tools/call", PROBE.source), b).messages;
    expect(toolError(cheap!)).toBeUndefined();
    expect((cheap!.result as { structuredContent: { code: string } }).structuredContent.code).toBe("E1001");
    expect(heavyDone, "the heavy call was still running").toBe(false);
    heavy.request.destroy();
  }, 120_000);

  /** A new session, and a heavy call of `tool` that the workspace worker has started. */
  async function busyWorkspace(tool: string): Promise<{ session: string; heavy: Exchange }> {
    const session = await openSession(url);
    await exchange(url, rpc("warm", "tools/call", PROBE.workspace), session).messages;
    const heavy = exchange(url, rpc("heavy", "tools/call", { name: tool, arguments: { query: "x" } }), session);
    expect(await heavy.status).toBe(200);
    await exchange(url, rpc("read", "ping"), session).messages;
    expect(heavy.received(), `${tool} was still running`).not.toContain('"id":"heavy"');
    return { session, heavy };
  }

  /** The single workspace worker serves the next call: the heavy call stopped. */
  async function expectWorkspaceFree(session: string): Promise<void> {
    const [probe] = await within(20_000, "the next workspace call", exchange(url, rpc("probe", "tools/call", PROBE.workspace), session).messages);
    expect(toolError(probe!)).toBeUndefined();
  }

  it("ends the stream of a cancelled request without an answer, and stops its work", async () => {
    const { session, heavy } = await busyWorkspace("lookup_symbol");
    await exchange(url, { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "heavy", reason: "test" } }, session).status;
    // The stream ends (it would otherwise stay open for good) and carries no answer.
    const received = await heavy.messages;
    expect(received.filter((m) => m.id === "heavy")).toEqual([]);
    await expectWorkspaceFree(session);
  }, 120_000);

  it("stops the work of a request whose client went away", async () => {
    const { session, heavy } = await busyWorkspace("find_references");
    heavy.request.destroy();
    await heavy.messages.catch(() => []);
    await expectWorkspaceFree(session);
    expect(server.logRecords().some((r) => typeof r.msg === "string" && r.msg.startsWith("engine worker did not stop"))).toBe(false);
  }, 120_000);
});

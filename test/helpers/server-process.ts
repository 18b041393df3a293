// Spawns the REAL `yaoxiang-mcp` binary (bin/ → dist/, built by `pretest`) for
// end-to-end tests, over stdio (SDK client or raw frames) or HTTP. Every child
// is tracked and killed by `stopAll()` (call it in afterEach/afterAll), so a
// failing test never leaves servers behind. Waits are event-driven (a reply, a
// log line, an exit) with generous timeouts, never fixed sleeps.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { expect } from "vitest";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const BIN = fileURLToPath(new URL("../../bin/yaoxiang-mcp.js", import.meta.url));
const DIST_CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

const children = new Set<ChildProcess>();
const clients = new Set<Client>();

let cacheHome: string | undefined;

/**
 * XDG_CACHE_HOME of the servers this helper starts: a directory of this test
 * process, removed when it exits, so no test writes a persistent index into
 * the home directory (a test that cares passes --cache-dir or --no-cache).
 */
function testCacheHome(): string {
  if (cacheHome === undefined) {
    const dir = mkdtempSync(path.join(tmpdir(), "yx-test-cache-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    cacheHome = dir;
  }
  return cacheHome;
}

function requireBuild(): void {
  if (!existsSync(DIST_CLI)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it in pretest)");
}

export interface SpawnOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** A tracked child running the binary with pipes on all three streams. */
export function spawnServer(args: readonly string[], options: SpawnOptions = {}): ServerProcess {
  requireBuild();
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...process.env, XDG_CACHE_HOME: testCacheHome(), ...options.env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return new ServerProcess(child);
}

export class ServerProcess {
  stdout = "";
  stderr = "";
  /** Every stdout line that parsed as JSON, in order. */
  readonly messages: Array<Record<string, unknown>> = [];
  /** Every stdout line that did not (must stay empty: stdout is protocol only). */
  readonly nonJsonLines: string[] = [];
  private readonly responses = new Map<string | number, Record<string, unknown>>();
  private partial = "";
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly waiters = new Set<() => void>();

  constructor(readonly child: ChildProcess) {
    child.stdout?.setEncoding("utf8");
    child.stderr?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      this.stdout += chunk;
      this.collectLines(chunk);
      this.wake();
    });
    child.stderr?.on("data", (chunk: string) => {
      this.stderr += chunk;
      this.wake();
    });
    // Writing to a child that already exited must not crash the test process.
    child.stdin?.on("error", () => {});
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => {
      this.wake();
      resolve({ code, signal });
    }));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Complete stdout lines so far. */
  stdoutLines(): string[] {
    const lines = this.stdout.split("\n");
    lines.pop();
    return lines;
  }

  /** Parsed JSON log records from stderr. */
  logRecords(): Array<Record<string, unknown>> {
    return this.stderr
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return {};
        }
      });
  }

  /** Resolves once `check()` returns a value (re-checked on every output or exit). */
  waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const attempt = (): boolean => {
        const value = check();
        if (value === undefined) return false;
        cleanup();
        resolve(value);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${what}\nstderr:\n${this.stderr.slice(-2000)}`));
      }, timeoutMs);
      const waiter = () => {
        if (attempt()) return;
        if (!this.running) {
          cleanup();
          reject(new Error(`server exited while waiting for ${what}\nstderr:\n${this.stderr.slice(-2000)}`));
        }
      };
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
      };
      this.waiters.add(waiter);
      waiter();
    });
  }

  /** Sends a raw frame (a JSON value is serialized and newline-terminated). */
  send(frame: unknown): void {
    const data = typeof frame === "string" || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame) + "\n";
    this.child.stdin?.write(data);
  }

  /** Sends a request and waits for the response with the same id. */
  async request(id: number | string, method: string, params?: unknown, timeoutMs?: number): Promise<Record<string, unknown>> {
    this.send({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
    return this.waitFor(() => this.responseTo(id), `response to ${method} #${id}`, timeoutMs);
  }

  responseTo(id: number | string): Record<string, unknown> | undefined {
    return this.responses.get(id);
  }

  private collectLines(chunk: string): void {
    const parts = (this.partial + chunk).split("\n");
    this.partial = parts.pop() ?? "";
    for (const line of parts) {
      let msg: unknown;
      try {
        msg = JSON.parse(line);
      } catch {
        this.nonJsonLines.push(line);
        continue;
      }
      if (typeof msg !== "object" || msg === null || Array.isArray(msg)) {
        this.nonJsonLines.push(line);
        continue;
      }
      const record = msg as Record<string, unknown>;
      this.messages.push(record);
      const id = record.id;
      if ((typeof id === "string" || typeof id === "number") && ("result" in record || "error" in record)) {
        this.responses.set(id, record);
      }
    }
  }

  async initialize(protocolVersion = "2025-11-25"): Promise<Record<string, unknown>> {
    const reply = await this.request("init", "initialize", {
      protocolVersion,
      capabilities: {},
      clientInfo: { name: "raw-test", version: "1.0.0" },
    });
    this.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    return reply;
  }

  kill(): void {
    if (this.running) this.child.kill("SIGKILL");
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

export interface StdioSession {
  client: Client;
  transport: StdioClientTransport;
  stderr(): string;
  close(): Promise<void>;
}

/** The SDK client connected to the binary over stdio. */
export async function connectStdio(args: readonly string[] = [], options: SpawnOptions = {}): Promise<StdioSession> {
  requireBuild();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...args],
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...(process.env as Record<string, string>), XDG_CACHE_HOME: testCacheHome(), ...(options.env as Record<string, string> | undefined) },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const client = new Client({ name: "yaoxiang-mcp-tests", version: "1.0.0" });
  clients.add(client);
  await client.connect(transport);
  return {
    client,
    transport,
    stderr: () => stderr,
    close: async () => {
      clients.delete(client);
      await client.close();
    },
  };
}

/** What a tool call returns, as the tests read it. */
export interface ToolResult {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content?: Array<{ type: string; text?: string }>;
}

/** Calls tool `name` over `session`. */
export async function callTool(session: StdioSession, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await session.client.callTool({ name, arguments: args })) as ToolResult;
}

/** The `MCP-*` code of a result that must be an error. */
export function errorCode(result: ToolResult): string {
  expect(result.isError).toBe(true);
  return (result.structuredContent as { errorCode: string }).errorCode;
}

/** Starts the binary with --http on an ephemeral loopback port; resolves with the /mcp URL. */
export async function startHttp(extraArgs: readonly string[] = [], options: SpawnOptions = {}): Promise<{ url: string; server: ServerProcess }> {
  const server = spawnServer(["--addr", "127.0.0.1:0", "--log-level", "info", ...extraArgs], options);
  const url = await server.waitFor(() => {
    const rec = server.logRecords().find((r) => r.msg === "listening");
    return typeof rec?.url === "string" ? rec.url : undefined;
  }, "the HTTP server to listen");
  return { url, server };
}

/** Closes every client and kills every child this helper started. */
export async function stopAll(): Promise<void> {
  await Promise.all([...clients].map((c) => c.close().catch(() => {})));
  clients.clear();
  const waits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  );
  await Promise.all(waits);
}

// Process-level behaviour of the binary: flags, exit codes, exit on stdin close,
// and that stdout carries protocol frames only.
import { afterEach, describe, expect, it } from "vitest";
import { spawnServer, stopAll } from "../helpers/server-process.js";

afterEach(stopAll);

describe("command line", () => {
  it("prints the version", async () => {
    const server = spawnServer(["--version"]);
    expect((await server.exited).code).toBe(0);
    expect(server.stdout).toMatch(/^yaoxiang-mcp \d+\.\d+\.\d+/);
  });

  it("prints help", async () => {
    const server = spawnServer(["--help"]);
    expect((await server.exited).code).toBe(0);
    for (const flag of ["--project-root", "--http", "--addr", "--sse", "--require-token", "--log-level"]) {
      expect(server.stdout).toContain(flag);
    }
  });

  it.each([[["--bogus"]], [["--log-level", "loud"]], [["--addr", "nonsense"]], [["--project-root", "does/not/exist"]]])(
    "exits with code 2 on bad usage %j",
    async (args) => {
      const server = spawnServer(args);
      expect((await server.exited).code).toBe(2);
      expect(server.stderr).toMatch(/yaoxiang-mcp: /);
      expect(server.stdout).toBe("");
    },
  );
});

describe("stdout guard", () => {
  it("sends console.log and friends to stderr", async () => {
    const { spawn } = await import("node:child_process");
    // The guard as bin/yaoxiang-mcp.js loads it, before the CLI bundle.
    const guard = new URL("../../dist/stdout-guard.js", import.meta.url).href;
    const child = spawn(process.execPath, [
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(guard)}); console.log("log"); console.info("info"); console.debug("debug"); console.table([1]);`,
    ]);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/log[\s\S]*info[\s\S]*debug/);
  });
});

describe("stdio lifecycle", () => {
  it("exits within a second and a half of stdin closing (the index save's wait is at most 1.5 s)", async () => {
    const server = spawnServer(["--project-root", "corpus"]);
    await server.initialize();
    await server.request(2, "tools/call", { name: "explain_diagnostic", arguments: { code: "E1001" } });
    const closedAt = performance.now();
    server.child.stdin?.end();
    const { code } = await server.exited;
    // FLUSH_WAIT_MS (engine-thread.ts) and the process's own end, on a busy machine too.
    expect(performance.now() - closedAt).toBeLessThan(2_000);
    expect(code).toBe(0);
  }, 30_000);

  it.each(["SIGTERM", "SIGINT"] as const)("ends on %s as on stdin closing, exit code 0: a call writing files is stopped cleanly, not cut off (120a F2)", async (signal) => {
    const server = spawnServer(["--project-root", "corpus", "--log-level", "debug"]);
    await server.initialize();
    await server.request(2, "tools/call", { name: "explain_diagnostic", arguments: { code: "E1001" } });
    const signalledAt = performance.now();
    server.child.kill(signal);
    // A second one while it closes is received and ignored (123a R1): it would cut off a write's renames.
    setTimeout(() => server.child.kill(signal), 20);
    const { code } = await server.exited;
    expect(performance.now() - signalledAt).toBeLessThan(2_000);
    expect(code).toBe(0);
    expect(server.logRecords().some((r) => r.msg === "signal received, exiting")).toBe(true);
  }, 30_000);

  it("writes only JSON-RPC frames to stdout and logs JSON lines to stderr", async () => {
    const server = spawnServer(["--project-root", "corpus", "--log-level", "debug"]);
    await server.initialize();
    await server.request(2, "tools/call", { name: "explain_diagnostic", arguments: { code: "W1003" } });
    server.child.stdin?.end();
    await server.exited;
    expect(server.nonJsonLines).toEqual([]);
    for (const msg of server.messages) expect(msg.jsonrpc).toBe("2.0");
    const records = server.logRecords();
    expect(records.some((r) => r.msg === "tool call" && r.tool === "explain_diagnostic")).toBe(true);
    for (const line of server.stderr.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  }, 30_000);

  it("reports how it chose the project root", async () => {
    const server = spawnServer(["--project-root", "corpus"]);
    await server.initialize();
    const record = server.logRecords().find((r) => r.msg === "project root");
    expect(record).toMatchObject({ source: "CliFlag" });
    expect(String(record?.root)).toMatch(/corpus$/);
  }, 30_000);
});

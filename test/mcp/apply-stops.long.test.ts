// An apply stopped half way (95b D1, D2), through the real server with each
// temporary file and rename of the write set slowed down
// (YAOXIANG_MCP_TEST_FAULT=slow-write): the answer says exactly what was
// done (MCP-TIMEOUT: nothing written; a result: every file written), no
// temporary file is left behind, and a stop during the renames waits for
// them.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { spawnServer, stopAll } from "../helpers/server-process.js";

const FILES = 12;
const UNFORMATTED = (i: number) => `value_${i}   =   ${i}\nmain_${i} = {\n        print(value_${i})\n}\n`;
const roots: string[] = [];

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), "yx-apply-stops-"));
  roots.push(root);
  writeFileSync(path.join(root, "yaoxiang.toml"), '[package]\nname = "stops"\nversion = "0.1.0"\n');
  for (let i = 0; i < FILES; i++) writeFileSync(path.join(root, `f${i}.yx`), UNFORMATTED(i));
  return root;
}

const files = (root: string) => Array.from({ length: FILES }, (_, i) => `f${i}.yx`);
const unchanged = (root: string) => files(root).filter((f, i) => readFileSync(path.join(root, f), "utf8") === UNFORMATTED(i));
const leftovers = (root: string) => readdirSync(root).filter((f) => f.endsWith(".yaoxiang-tmp"));

function toolError(response: Record<string, unknown>): string | undefined {
  const result = response.result as { isError?: boolean; structuredContent?: { errorCode?: string } } | undefined;
  return result?.isError ? result.structuredContent?.errorCode : undefined;
}

afterEach(async () => {
  await stopAll();
});

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("an apply stopped half way", () => {
  it("out of time while it stages: MCP-TIMEOUT, nothing written, no temporary file left", async () => {
    const root = project();
    // 12 files × 250 ms of staging: the 1 s limit falls in the middle of it.
    const server = spawnServer(["--project-root", root, "--allow-writes", "--call-timeout", "1"], { env: { YAOXIANG_MCP_TEST_FAULT: "slow-write:250" } });
    await server.initialize();
    const response = await server.request("apply", "tools/call", { name: "format_source", arguments: { file_paths: files(root), apply: true } }, 30_000);
    expect(toolError(response)).toBe("MCP-TIMEOUT");
    // Long after the answer, nothing was written after all, and what was staged is gone.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(unchanged(root)).toHaveLength(FILES);
    expect(leftovers(root)).toEqual([]);
    // The server goes on.
    expect(toolError(await server.request("next", "tools/call", { name: "parse_source", arguments: { source: "x = 1\n" } }, 20_000))).toBeUndefined();
  }, 60_000);

  it("out of time while it renames: the answer waits for the renames and lists every file written", async () => {
    const root = project();
    // Staging and renames each take 12 × 60 ms; a limit of 1 s falls among the renames, as a rule; wherever it
    // falls, the answer must say what was done.
    const server = spawnServer(["--project-root", root, "--allow-writes", "--call-timeout", "1"], { env: { YAOXIANG_MCP_TEST_FAULT: "slow-write:60" } });
    await server.initialize();
    const response = await server.request("apply", "tools/call", { name: "format_source", arguments: { file_paths: files(root), apply: true } }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    if (toolError(response) === "MCP-TIMEOUT") {
      expect(unchanged(root)).toHaveLength(FILES);
    } else {
      const written = (response.result as { structuredContent: { written: string[] } }).structuredContent.written;
      expect([...written].sort()).toEqual([...files(root)].sort());
      expect(unchanged(root)).toEqual([]);
    }
    expect(leftovers(root)).toEqual([]);
  }, 60_000);

  it("cancelled while it stages: nothing written, no temporary file left, and the server goes on", async () => {
    const root = project();
    const server = spawnServer(["--project-root", root, "--allow-writes"], { env: { YAOXIANG_MCP_TEST_FAULT: "slow-write:250" } });
    await server.initialize();
    const pending = server.request("apply", "tools/call", { name: "format_source", arguments: { file_paths: files(root), apply: true } }, 30_000).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    server.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "apply", reason: "test" } });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    void pending;
    expect(unchanged(root)).toHaveLength(FILES);
    expect(leftovers(root)).toEqual([]);
    expect(toolError(await server.request("next", "tools/call", { name: "parse_source", arguments: { source: "x = 1\n" } }, 20_000))).toBeUndefined();
  }, 60_000);
});

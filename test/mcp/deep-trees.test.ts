// Issue 18, through the real server: a 1 KB source of 500 lines of `+`
// made every source tool answer -32603 "memory access out of bounds" (the
// syntax diagnostics followed Node.parent at the bottom of a 500-deep chain,
// which traps in web-tree-sitter) and left the worker's wasm memory corrupt,
// so that every later parse failed too. Now each tool answers, and a trap
// that still happens (injected here) is a typed error after which the
// worker that ran it is replaced. Larger sizes: hostile-inputs.long.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, stopAll, type ServerProcess } from "../helpers/server-process.js";

type Reply = {
  error?: { code: number; message: string };
  result?: { isError?: boolean; structuredContent?: Record<string, unknown>; content?: Array<{ text: string }> };
};

const PLUS = "+\n".repeat(500);
let dir: string;
let nextId = 0;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-deep-"));
  writeFileSync(path.join(dir, "main.yx"), PLUS);
});

afterAll(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

async function call(server: ServerProcess, name: string, args: unknown): Promise<Reply> {
  return (await server.request(`d${nextId++}`, "tools/call", { name, arguments: args }, 60_000)) as Reply;
}

describe("500 lines of `+` (1 KB)", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = spawnServer(["--project-root", dir, "--no-cache", "--log-level", "error"]);
    await server.initialize();
  }, 30_000);

  it.each([
    ["parse_source", "source", { source: PLUS, max_depth: 2 }],
    ["typecheck", "source", { source: PLUS }],
    ["typecheck", "file", { file_paths: ["main.yx"] }],
    ["format_source", "source", { source: PLUS }],
    ["rename_symbol", "source", { source: `x = 1\n${PLUS}`, old_name: "x", new_name: "y" }],
    ["lookup_symbol", "name", { query: "x" }],
    ["lookup_symbol", "position at the bottom", { file_path: "main.yx", line: 500, column: 1 }],
    ["find_references", "name", { query: "x" }],
    ["list_symbols", "file", { file_path: "main.yx" }],
  ])("%s (%s) answers with a result, and the server goes on", async (tool, _form, args) => {
    const reply = await call(server, tool, args);
    expect(reply.error, JSON.stringify(reply).slice(0, 300)).toBeUndefined();
    expect(reply.result?.isError, JSON.stringify(reply).slice(0, 300)).toBeFalsy();
    await expect(server.request(`p${nextId++}`, "ping")).resolves.toMatchObject({ result: {} });
  });

  it("says what is at a position at the bottom of the chain (its ancestors are read by a cursor)", async () => {
    const reply = await call(server, "lookup_symbol", { file_path: "main.yx", line: 500, column: 1 });
    expect(reply.result?.structuredContent?.hint).toBe("No symbol at main.yx:500:1: the `+` token.");
  });

  it("reports the missing operand once, with the same code for the source and the file", async () => {
    for (const args of [{ source: PLUS }, { file_paths: ["main.yx"] }]) {
      const structured = (await call(server, "typecheck", args)).result?.structuredContent as { diagnostics: Array<{ code: string; message: string }> };
      expect(structured.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["E0010 expected a name or expression, found end of file"]);
    }
  });
});

describe("a trap in the syntax library", () => {
  it("answers MCP-INTERNAL, not -32603, and replaces the worker that ran it", async () => {
    const server = spawnServer(["--project-root", dir, "--no-cache", "--log-level", "info"], { env: { YAOXIANG_MCP_TEST_FAULT: "trap:parse_source" } });
    await server.initialize();
    const trapped = await call(server, "parse_source", { source: "x = 1\n" });
    expect(trapped.error).toBeUndefined();
    expect(trapped.result?.isError).toBe(true);
    expect(trapped.result?.structuredContent?.errorCode).toBe("MCP-INTERNAL");
    expect(trapped.result?.content?.[0]?.text).toMatch(/^MCP-INTERNAL: the syntax tree library failed on this input; the engine thread that ran it is replaced/);
    const recycled = await server.waitFor(() => server.logRecords().find((r) => r.msg === "engine worker recycled: its syntax library trapped"), "the trapped worker to be recycled");
    expect(recycled).toMatchObject({ role: "source" });
    // The fresh worker serves the source tools (parse_source traps again: the fault is injected in every worker).
    const next = await call(server, "typecheck", { source: "x = 1\n" });
    expect(next.result?.structuredContent).toMatchObject({ diagnostics: [], summary: { errors: 0 } });
    await expect(server.request("ping", "ping")).resolves.toMatchObject({ result: {} });
  }, 60_000);
});

// The tool contract of src/mcp/tool.ts + register.ts, in process: a server with
// purpose-built tools, connected to the SDK client through an in-memory pipe.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ErrorCode, LoggingMessageNotificationSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { DEFAULT_MAX_CHARS, HARD_MAX_CHARS } from "../../src/mcp/budget.js";
import { InProcessEngine } from "../../src/mcp/engine/in-process.js";
import { ToolError } from "../../src/mcp/errors.js";
import { Logger } from "../../src/mcp/logger.js";
import { callTool } from "../../src/mcp/register.js";
import { defineTool, type Tool } from "../../src/mcp/tool.js";
import { ProjectService } from "../../src/project/service.js";
import { connectInMemory } from "../helpers/in-memory-server.js";

const item = z.object({ n: z.number().describe("index"), pad: z.string().describe("padding") });

const testTools: Tool[] = [
  defineTool({
    name: "boom",
    title: "Throws",
    description: "Throws an unexpected exception.",
    input: {},
    output: {},
    handler: () => {
      throw new Error("kaboom");
    },
  }),
  defineTool({
    name: "refuse",
    title: "Refuses",
    description: "Throws a ToolError.",
    input: { code: z.enum(["MCP-FILE-NOT-FOUND", "MCP-INTERNAL"]).describe("code") },
    output: { ok: z.boolean().describe("never returned") },
    handler: ({ code }) => {
      throw new ToolError(code, "refused on purpose");
    },
  }),
  defineTool({
    name: "many",
    title: "Long list",
    description: "Returns `count` items of 100 characters each.",
    input: { count: z.number().int().describe("how many") },
    output: { items: z.array(item).describe("items"), total: z.number().describe("count") },
    budget: { lists: ["items"], hint: "Ask for fewer items." },
    handler: ({ count }) => ({
      items: Array.from({ length: count }, (_, n) => ({ n, pad: "x".repeat(100) })),
      total: count,
    }),
  }),
  defineTool({
    name: "blob",
    title: "Big blob",
    description: "Returns one big string (no list to cut).",
    input: { size: z.number().int().describe("characters") },
    output: { blob: z.string().describe("the blob") },
    handler: ({ size }) => ({ blob: "y".repeat(size) }),
  }),
  defineTool({
    name: "report",
    title: "Text and list",
    description: "Returns a text of `size` characters and `count` items; the text can be left out.",
    input: { size: z.number().int().describe("characters"), count: z.number().int().describe("items") },
    output: { text: z.string().optional().describe("the text"), items: z.array(item).describe("items") },
    budget: {
      lists: ["items"],
      hint: "Ask for fewer items.",
      shrink: [{ shrink: ({ text: _text, ...rest }) => (_text === undefined ? undefined : rest), hint: "Text left out; ask for less." }],
    },
    handler: ({ size, count }) => ({
      text: "t".repeat(size),
      items: Array.from({ length: count }, (_, n) => ({ n, pad: "x".repeat(100) })),
    }),
  }),
  defineTool({
    name: "liar",
    title: "Breaks its schema",
    description: "Returns data that does not match its output schema.",
    input: {},
    output: { count: z.number().describe("a number") },
    handler: () => ({ count: "three" as unknown as number }),
  }),
  defineTool({
    name: "read_file",
    title: "Read a file",
    description: "Returns the text of a workspace file.",
    input: { file_path: z.string().describe("path"), project_root: z.string().optional().describe("root") },
    output: { path: z.string().describe("relative path"), text: z.string().describe("text") },
    handler: async ({ file_path, project_root }, ctx) => {
      const ws = await ctx.workspace(project_root);
      const file = ws.resolveFile(file_path);
      return { path: file.path, text: file.text };
    },
  }),
];

let client: Client;
let dir: string;
let project: ProjectService;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-contract-"));
  writeFileSync(path.join(dir, "main.yx"), "main = {\n}\n");
  // Listing the tools makes the client validate structuredContent against outputSchema.
  ({ client, project } = await connectInMemory(dir, testTools, "contract-test"));
});

afterAll(async () => {
  await client.close();
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("error mapping", () => {
  it("turns an unexpected exception into JSON-RPC -32603 and keeps serving", async () => {
    const error = await client.callTool({ name: "boom", arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InternalError);
    expect((error as McpError).message).toContain("kaboom");
    await expect(client.ping()).resolves.toEqual({});
    const ok = await client.callTool({ name: "many", arguments: { count: 1 } });
    expect(ok.isError).toBe(false);
  });

  it("sends the client the failure's log record without its stack", async () => {
    const records: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void records.push(n.params.data));
    await client.setLoggingLevel("error");
    await client.callTool({ name: "boom", arguments: {} }).catch(() => undefined);
    await client.ping(); // the record travels before the reply on the same ordered stream
    const failure = records.find((r) => (r as { msg?: string }).msg === "tool failed") as { error: Record<string, unknown> };
    expect(failure.error).toEqual({ name: "Error", message: "kaboom" });
    await client.setLoggingLevel("emergency");
  });

  it("treats null arguments as wrong, not as no arguments", async () => {
    const deps = { engine: new InProcessEngine(project), log: new Logger({ level: "error", write: () => {} }), callTimeoutMs: 30_000 };
    const result = await callTool(testTools[2]!, null, deps);
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]!.text).toMatch(/^MCP-INVALID-INPUT: .*expected object, received null/);
  });

  it.each(["MCP-FILE-NOT-FOUND", "MCP-INTERNAL"])("turns ToolError %s into an isError result", async (code) => {
    const result = await client.callTool({ name: "refuse", arguments: { code } });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: `${code}: refused on purpose` }]);
    expect(result.structuredContent).toEqual({ schemaVersion: "2.0", errorCode: code, message: "refused on purpose" });
  });

  it("maps path problems from the project layer to their MCP codes", async () => {
    const outside = await client.callTool({ name: "read_file", arguments: { file_path: "../etc/passwd" } });
    expect((outside.structuredContent as { errorCode: string }).errorCode).toBe("MCP-PATH-OUTSIDE-PROJECT");
    const missing = await client.callTool({ name: "read_file", arguments: { file_path: "nope.yx" } });
    expect((missing.structuredContent as { errorCode: string }).errorCode).toBe("MCP-FILE-NOT-FOUND");
    const badRoot = await client.callTool({ name: "read_file", arguments: { file_path: "main.yx", project_root: "missing" } });
    expect((badRoot.structuredContent as { errorCode: string }).errorCode).toBe("MCP-PROJECT-NOT-FOUND");
    const good = await client.callTool({ name: "read_file", arguments: { file_path: "./main.yx" } });
    expect(good.structuredContent).toMatchObject({ path: "main.yx", text: "main = {\n}\n" });
  });

  it("treats a handler that breaks its own output schema as an internal error", async () => {
    const error = await client.callTool({ name: "liar", arguments: {} }).catch((e: unknown) => e);
    expect((error as McpError).code).toBe(ErrorCode.InternalError);
  });
});

describe("output budget", () => {
  it("leaves small results alone and says truncated: false", async () => {
    const result = await client.callTool({ name: "many", arguments: { count: 3 } });
    expect(result.structuredContent).toMatchObject({ truncated: false, total: 3 });
    expect((result.structuredContent as { items: unknown[] }).items).toHaveLength(3);
    expect(result.structuredContent).not.toHaveProperty("hint");
  });

  it("cuts lists to the default budget with a hint", async () => {
    const result = await client.callTool({ name: "many", arguments: { count: 5_000 } });
    const text = (result.content as Array<{ text: string }>)[0]!.text;
    expect(text.length).toBeLessThanOrEqual(DEFAULT_MAX_CHARS);
    const structured = result.structuredContent as { items: Array<{ n: number }>; truncated: boolean; hint: string; total: number };
    expect(structured.truncated).toBe(true);
    expect(structured.total).toBe(5_000);
    expect(structured.items[0]?.n).toBe(0); // the head survives, in order
    expect(structured.items.length).toBeGreaterThan(100);
    expect(structured.hint).toMatch(/Ask for fewer items\..*max_chars/);
    expect(JSON.parse(text)).toEqual(structured);
  });

  it("allows a larger explicit budget, capped at the hard maximum", async () => {
    const larger = await client.callTool({ name: "many", arguments: { count: 5_000, max_chars: 60_000 } });
    const text = (larger.content as Array<{ text: string }>)[0]!.text;
    expect(text.length).toBeGreaterThan(DEFAULT_MAX_CHARS);
    expect(text.length).toBeLessThanOrEqual(60_000);
    const tooLarge = await client.callTool({ name: "many", arguments: { count: 10, max_chars: HARD_MAX_CHARS + 1 } });
    expect(tooLarge.isError).toBe(true);
    expect((tooLarge.content as Array<{ text: string }>)[0]!.text).toMatch(/^MCP-INVALID-INPUT: .*max_chars/);
  });

  it("never refuses a result for its size", async () => {
    const result = await client.callTool({ name: "blob", arguments: { size: DEFAULT_MAX_CHARS + 10 } });
    expect(result.isError).toBe(false);
    expect((result.structuredContent as { blob: string }).blob).toHaveLength(DEFAULT_MAX_CHARS + 10);
  });

  it("gives the smaller forms of a result in order: the whole, then without the text, then with the lists cut", async () => {
    const whole = (await client.callTool({ name: "report", arguments: { size: 100, count: 3 } })).structuredContent as Record<string, unknown>;
    expect(whole).toMatchObject({ truncated: false, text: "t".repeat(100) });
    expect(whole).not.toHaveProperty("hint");

    const noText = (await client.callTool({ name: "report", arguments: { size: 30_000, count: 3 } })).structuredContent as Record<string, unknown>;
    expect(noText).not.toHaveProperty("text");
    expect(noText).toMatchObject({ truncated: true, hint: "Text left out; ask for less." });
    expect(noText.items).toHaveLength(3);

    const cut = await client.callTool({ name: "report", arguments: { size: 30_000, count: 1_000 } });
    const data = cut.structuredContent as { text?: string; items: unknown[]; truncated: boolean; hint: string };
    expect(data.text).toBeUndefined();
    expect(data.items.length).toBeGreaterThan(10);
    expect(data.items.length).toBeLessThan(1_000);
    expect(data.hint).toMatch(/^Output cut to fit 20000 characters: \d+ of 1000 items shown\. Text left out; ask for less\. Ask for fewer items\. Or pass max_chars/);
    expect((cut.content as Array<{ text: string }>)[0]!.text.length).toBeLessThanOrEqual(DEFAULT_MAX_CHARS);
  });
});

describe("defineTool", () => {
  it("rejects reserved output fields and non-snake_case names", () => {
    const base = { title: "t", description: "d", input: {} };
    expect(() => defineTool({ ...base, name: "x", output: { message: z.string() }, handler: () => ({ message: "" }) })).toThrow(
      /reserved/,
    );
    expect(() => defineTool({ ...base, name: "BadName", output: {}, handler: () => ({}) })).toThrow(/snake_case/);
  });
});

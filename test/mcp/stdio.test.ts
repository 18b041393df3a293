// End to end over stdio with the SDK client: the result contract, call errors,
// protocol errors, ping and logging/setLevel, against the real binary.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode, LoggingMessageNotificationSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { connectStdio, stopAll, type StdioSession } from "../helpers/server-process.js";

let session: StdioSession;

beforeAll(async () => {
  session = await connectStdio(["--project-root", "corpus"]);
  // From now on the SDK client validates every structuredContent (results and
  // tool errors alike) against the tool's published outputSchema.
  await session.client.listTools();
}, 30_000);

afterAll(stopAll);

function textOf(result: object): string {
  const content = (result as { content?: unknown }).content as Array<{ type: string; text?: string }>;
  expect(content).toHaveLength(1);
  expect(content[0]?.type).toBe("text");
  return content[0]?.text ?? "";
}

describe("explain_diagnostic over stdio", () => {
  it("returns structuredContent with schemaVersion and the same JSON as text", async () => {
    const result = await session.client.callTool({ name: "explain_diagnostic", arguments: { code: "e1001" } });
    expect(result.isError).toBe(false);
    const structured = result.structuredContent as Record<string, unknown>;
    expect(structured).toMatchObject({ schemaVersion: "2.0", code: "E1001", category: "Type Check", severity: "error" });
    for (const key of ["title", "description", "help"]) expect(typeof structured[key]).toBe("string");
    expect(JSON.parse(textOf(result))).toEqual(structured);
  });

  it("honours lang", async () => {
    const en = await session.client.callTool({ name: "explain_diagnostic", arguments: { code: "E2014" } });
    const zh = await session.client.callTool({ name: "explain_diagnostic", arguments: { code: "E2014", lang: "zh" } });
    const enTitle = (en.structuredContent as { title: string }).title;
    const zhTitle = (zh.structuredContent as { title: string }).title;
    expect(zhTitle).not.toBe(enTitle);
    expect(zhTitle).toMatch(/[\u4e00-\u9fff]/);
  });

  it("explains rename_symbol's own codes (every MCP-RENAME-* it answers with)", async () => {
    const codes = ["PARSE-ERROR", "INVALID-NAME", "RESERVED", "NOT-FOUND", "AMBIGUOUS", "IMPORTED", "STD-SYMBOL", "COLLISION", "TOO-DEEP", "BREAKS", "UNRESOLVED", "FAMILY"];
    for (const code of codes) {
      const result = await session.client.callTool({ name: "explain_diagnostic", arguments: { code: `mcp-rename-${code.toLowerCase()}` } });
      expect(result.isError, code).toBe(false);
      expect(result.structuredContent).toMatchObject({ code: `MCP-RENAME-${code}`, category: "Rename", example: expect.stringContaining("rename_symbol {") });
    }
    const family = await session.client.callTool({ name: "explain_diagnostic", arguments: { code: "MCP-RENAME-FAMILY" } });
    expect(family.structuredContent).toMatchObject({ severity: "note", title: "An interface family renamed together" });
  });

  it("reports an unknown code as MCP-INVALID-INPUT naming the closest codes", async () => {
    const result = await session.client.callTool({ name: "explain_diagnostic", arguments: { code: "E1002x" } });
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toMatch(/^MCP-INVALID-INPUT: /);
    expect(text).toContain("E1002");
    expect(result.structuredContent).toEqual({
      schemaVersion: "2.0",
      errorCode: "MCP-INVALID-INPUT",
      message: text.replace(/^MCP-INVALID-INPUT: /, ""),
    });
  });
});

describe("call problems and protocol errors", () => {
  it("answers an unknown tool with JSON-RPC error -32602", async () => {
    const error = await session.client.callTool({ name: "no_such_tool", arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
    expect((error as McpError).message).toContain("explain_diagnostic");
  });

  it.each([
    [{}, "code"],
    [{ code: 42 }, "code"],
    [{ code: "E1001", lang: "fr" }, "lang"],
    [{ code: "E1001", colour: "red" }, "colour"],
  ])("turns invalid arguments %j into MCP-INVALID-INPUT naming '%s'", async (args, field) => {
    const result = await session.client.callTool({ name: "explain_diagnostic", arguments: args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(new RegExp(`^MCP-INVALID-INPUT: .*${field}`));
    expect((result.structuredContent as { errorCode: string }).errorCode).toBe("MCP-INVALID-INPUT");
  });

  it("rejects a string that is not valid UTF-8 (lone surrogate)", async () => {
    const result = await session.client.callTool({ name: "explain_diagnostic", arguments: { code: "E1001\uD800" } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^MCP-INVALID-INPUT: argument 'code'/);
  });
});

describe("utilities", () => {
  it("answers ping with an empty result", async () => {
    await expect(session.client.ping()).resolves.toEqual({});
  });

  it("announces tools and logging, and gives instructions", () => {
    expect(session.client.getServerCapabilities()).toMatchObject({ tools: {}, logging: {} });
    const instructions = session.client.getInstructions() ?? "";
    expect(instructions).toMatch(/parse_source[\s\S]*lookup_symbol[\s\S]*find_references[\s\S]*rename_symbol/);
    expect(session.client.getServerVersion()?.name).toBe("yaoxiang-mcp");
  });

  it("forwards log records at or above the level set with logging/setLevel", async () => {
    const received: Array<{ level: string; data: unknown }> = [];
    session.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      received.push({ level: n.params.level, data: n.params.data });
    });
    await session.client.setLoggingLevel("debug");
    await session.client.callTool({ name: "explain_diagnostic", arguments: { code: "E1001" } });
    // The record is sent before the response on the same ordered stream.
    expect(received.some((r) => r.level === "debug" && JSON.stringify(r.data).includes("explain_diagnostic"))).toBe(true);

    received.length = 0;
    await session.client.setLoggingLevel("error");
    await session.client.callTool({ name: "explain_diagnostic", arguments: { code: "E1001" } });
    await session.client.ping();
    expect(received).toEqual([]);
  });
});

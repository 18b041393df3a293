// Deadlines and cancellation with the in-process engine (tests, embedders):
// the work of a call stops at its deadline (MCP-TIMEOUT) or when the client
// cancels, through the same token the passes check, and the server goes on.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { defineTool, type Tool } from "../../src/mcp/tool.js";
import type { ProjectService } from "../../src/project/service.js";
import { throwIfCancelled } from "../../src/syntax/cancellation.js";
import { connectInMemory } from "../helpers/in-memory-server.js";

/** What the test tools saw, to observe that their work really stopped. */
const stopped: string[] = [];

const testTools: Tool[] = [
  defineTool({
    name: "spin",
    title: "Spins",
    description: "Loops synchronously, checking for cancellation, until stopped.",
    input: {},
    output: {},
    handler: () => {
      try {
        for (;;) throwIfCancelled();
      } finally {
        stopped.push("spin");
      }
    },
  }),
  defineTool({
    name: "steps",
    title: "Steps",
    description: "Loops, yielding to the event loop between steps, until stopped.",
    input: {},
    output: {},
    handler: async () => {
      try {
        for (;;) {
          await new Promise((resolve) => setImmediate(resolve));
          throwIfCancelled();
        }
      } finally {
        stopped.push("steps");
      }
    },
  }),
  defineTool({
    name: "waits",
    title: "Waits",
    description: "Waits for its signal.",
    input: {},
    output: { aborted: z.boolean().describe("always true") },
    handler: (_args, ctx) =>
      new Promise((resolve) => {
        ctx.signal.addEventListener("abort", () => {
          stopped.push(`waits: ${String(ctx.signal.reason)}`);
          resolve({ aborted: true });
        });
      }),
  }),
  defineTool({
    name: "quick",
    title: "Quick",
    description: "Answers at once.",
    input: {},
    output: { ok: z.boolean().describe("true") },
    handler: () => ({ ok: true }),
  }),
];

let client: Client;
let dir: string;
let project: ProjectService;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-engine-"));
  writeFileSync(path.join(dir, "main.yx"), "main = {\n}\n");
  ({ client, project } = await connectInMemory(dir, testTools, "engine-test", { callTimeoutMs: 300 }));
});

afterAll(async () => {
  await client.close();
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("deadline", () => {
  it("stops a synchronous pass at the deadline and answers MCP-TIMEOUT; then serves the next call", async () => {
    stopped.length = 0;
    const result = await client.callTool({ name: "spin", arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ schemaVersion: "2.0", errorCode: "MCP-TIMEOUT" });
    expect((result.structuredContent as { message: string }).message).toMatch(/within 0\.3 s.*--call-timeout/);
    expect(stopped).toEqual(["spin"]);
    expect((await client.callTool({ name: "quick", arguments: {} })).structuredContent).toMatchObject({ ok: true });
  });

  it("aborts the signal of a handler that waits, with reason timeout", async () => {
    stopped.length = 0;
    const result = await client.callTool({ name: "waits", arguments: {} });
    expect(result.structuredContent).toMatchObject({ errorCode: "MCP-TIMEOUT" });
    await until(() => stopped.length > 0);
    expect(stopped).toEqual(["waits: timeout"]);
  });
});

describe("client cancel", () => {
  it("stops the work (no answer is sent for the cancelled request), and the server goes on", async () => {
    stopped.length = 0;
    const controller = new AbortController();
    const call = client.callTool({ name: "steps", arguments: {} }, undefined, { signal: controller.signal });
    setTimeout(() => controller.abort("changed my mind"), 20);
    await expect(call).rejects.toThrow();
    await until(() => stopped.length > 0);
    expect(stopped).toEqual(["steps"]);
    expect((await client.callTool({ name: "quick", arguments: {} })).structuredContent).toMatchObject({ ok: true });
  });
});

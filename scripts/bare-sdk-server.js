// The baseline of `npm run bench:server`'s cold start: a bare MCP SDK server
// with one zod tool on stdio, as anyone would write it, started the same way
// as yaoxiang-mcp (`node FILE`). Plain JavaScript so nothing but Node runs it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new McpServer({ name: "bare-sdk-server", version: "1.0.0" });
server.registerTool(
  "echo",
  { description: "Returns its input.", inputSchema: { text: z.string().describe("Any text") } },
  async ({ text }) => ({ content: [{ type: "text", text }] }),
);
await server.connect(new StdioServerTransport());

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
const bin = process.argv[2];
const transport = new StdioClientTransport({ command: process.execPath, args: [bin, "--project-root", "/tmp/pt", "--no-cache"], stderr: "ignore" });
const client = new Client({ name: "b", version: "1" });
await client.connect(transport);
for (const n of [20000, 80000, 20000, 80000]) {
  const source = "{\n".repeat(n);
  const t = performance.now();
  await client.callTool({ name: "typecheck", arguments: { source } }, undefined, { timeout: 120000 });
  const t2 = performance.now();
  await client.callTool({ name: "lookup_symbol", arguments: { query: "x", } }, undefined, { timeout: 120000 });
  console.log(n, "typecheck", Math.round(t2 - t), "ms");
}
await client.close();

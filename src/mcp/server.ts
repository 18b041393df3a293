// Assembles one MCP server (one per stdio connection or HTTP session; they all
// share the ProjectService and its workspaces). The low-level `Server` (as
// GuardedServer: lifecycle and params checks, see guarded-server.ts) is used
// instead of `McpServer` because the result contract needs full control over
// tools/call: McpServer turns unknown tools and handler exceptions into
// `isError` results, while we answer them with JSON-RPC errors -32602/-32603,
// and it validates arguments with its own messages instead of MCP-INVALID-INPUT.
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { ProjectService } from "../project/service.js";
import { VERSION } from "../version.js";
import { installClientLog } from "./client-log.js";
import { GuardedServer } from "./guarded-server.js";
import type { Logger } from "./logger.js";
import { redactor } from "./redact.js";
import { registerTools } from "./register.js";
import type { Tool } from "./tool.js";
import { TOOLS } from "./tools/index.js";

export const SERVER_NAME = "yaoxiang-mcp";

export const INSTRUCTIONS = [
  "Code intelligence for YaoXiang (.yx) projects; every tool is read-only and paths are relative to the project root.",
  "Workflow: parse_source to see the syntax tree and syntax diagnostics of a snippet or file;",
  "lookup_symbol to find a declaration by name; find_references to see every use;",
  "rename_symbol to preview the edits of a rename (it never writes files).",
  "typecheck reports type errors; explain_diagnostic explains any E/W code you meet.",
  "Diagnostics are data in a successful result; isError means the call itself was wrong (MCP-* code).",
  "Long lists are cut to about 20,000 characters (truncated: true, with a hint); max_chars raises that to 80,000.",
].join("\n");

export interface ServerDeps {
  project: ProjectService;
  logger: Logger;
  tools?: readonly Tool[];
}

export function createServer(deps: ServerDeps): Server {
  const server = new GuardedServer(
    { name: SERVER_NAME, title: "YaoXiang code intelligence", version: VERSION },
    { capabilities: { tools: { listChanged: false }, logging: {} }, instructions: INSTRUCTIONS },
  );
  const log = deps.logger.withSink(installClientLog(server, SERVER_NAME, redactor(deps.project.root)));
  server.onerror = (error) => log.debug("protocol error", { error });
  registerTools(server, deps.tools ?? TOOLS, { project: deps.project, log });
  return server;
}

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
import { DEFAULT_CALL_TIMEOUT_MS } from "./engine/dispatch.js";
import type { Engine } from "./engine/engine.js";
import { InProcessEngine } from "./engine/in-process.js";
import { GuardedServer } from "./guarded-server.js";
import type { Logger } from "./logger.js";
import { redactor } from "./redact.js";
import { registerTools } from "./register.js";
import type { Tool } from "./tool.js";
import { TOOLS } from "./tools/index.js";

export const SERVER_NAME = "yaoxiang-mcp";

/** What the server tells the client about itself; true to the write mode and the tools offered. */
export function instructionsFor(tools: readonly Tool[], allowWrites: boolean): string {
  const writers = tools.filter((t) => t.writes).map((t) => t.name);
  const mode =
    allowWrites && writers.length > 0
      ? `${writers.join(" and ")} write the changed files when called with apply: true (started with --allow-writes; pass a preview's summary.digest as digest to write only the changes it showed); every other tool is read-only`
      : "every tool is read-only (the server was started without --allow-writes)";
  return [
    `Code intelligence for YaoXiang (.yx) projects; ${mode}. Paths are relative to the project root.`,
    "Workflow: parse_source to see the syntax tree and syntax diagnostics of a snippet;",
    "lookup_symbol to find a declaration by name; find_references to see every use;",
    "rename_symbol to preview the edits of a rename in one source text;",
    "format_source to format a snippet or files; typecheck reports type errors; explain_diagnostic explains any E/W code you meet.",
    "Diagnostics are data in a successful result; isError means the call itself was wrong (MCP-* code).",
    "Results are cut to about 20,000 characters (truncated: true, with a hint naming what to change); max_chars raises that to 80,000.",
  ].join("\n");
}

/**
 * What a server runs its calls with: an engine (the CLI's worker threads,
 * shared by every session), or a project, which gets an in-process engine.
 */
export type ServerDeps = ({ engine: Engine } | { project: ProjectService }) & {
  logger: Logger;
  tools?: readonly Tool[];
  /** --allow-writes: tools that can write do so on `apply: true`. */
  allowWrites?: boolean;
  /** Deadline of every tool call in ms (default 30 s). */
  callTimeoutMs?: number;
};

export function createServer(deps: ServerDeps): Server {
  const tools = deps.tools ?? TOOLS;
  const allowWrites = deps.allowWrites === true;
  const server = new GuardedServer(
    { name: SERVER_NAME, title: "YaoXiang code intelligence", version: VERSION },
    { capabilities: { tools: { listChanged: false }, logging: {} }, instructions: instructionsFor(tools, allowWrites) },
  );
  const engine = "engine" in deps ? deps.engine : new InProcessEngine(deps.project, { allowWrites });
  const log = deps.logger.withSink(installClientLog(server, SERVER_NAME, redactor(engine.root)));
  server.onerror = (error) => log.debug("protocol error", { error });
  registerTools(server, tools, { engine, log, allowWrites, callTimeoutMs: deps.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS });
  return server;
}

// Installs tools/list and tools/call on a Server and applies the contract of
// tool.ts to every call, in this order:
//   malformed request   → JSON-RPC error -32602 (guarded-server.ts: arguments not an object, ...)
//   unknown tool        → JSON-RPC error -32602 (a protocol problem, not a tool result)
//   invalid arguments   → MCP-INVALID-INPUT tool error naming the field
//   the call itself     → the engine (engine/): deadline, cancel, handler, then
//     handler throws ToolError/ProjectError → MCP-* tool error
//     handler throws anything else          → JSON-RPC error -32603; the server keeps serving
//     out of time (--call-timeout)          → MCP-TIMEOUT, and the work stops
//     result            → envelope, output budget (a smaller form, never a
//                         refusal), output-schema check
//   apply: true without --allow-writes → MCP-INVALID-INPUT naming the flag
// Every message a client gets passes redact.ts: caller text quoted with at
// most 200 characters, no paths of this machine, no stack traces.
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool as ListedTool,
} from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { effectiveLimit } from "./budget.js";
import { dispatchCall } from "./engine/dispatch.js";
import type { Engine } from "./engine/engine.js";
import { errorResult } from "./envelope.js";
import { inputJsonSchema, outputJsonSchema } from "./json-schema.js";
import type { Logger } from "./logger.js";
import { quote, redactor, shorten, shortenEchoes } from "./redact.js";
import type { Tool } from "./tool.js";
import { annotationsFor, WRITES_DISABLED } from "./writes.js";

export interface ToolDeps {
  /** Runs validated calls (in process, or in worker threads). */
  engine: Engine;
  log: Logger;
  /** Deadline of every call (--call-timeout). */
  callTimeoutMs: number;
  /** The server was started with --allow-writes: tools that declare `writes` may write on `apply: true`. */
  allowWrites?: boolean;
}

const listings = new WeakMap<Tool, ListedTool>();

/** The tools/list entry of a tool (schemas computed once: their generation is not free). */
export function listingOf(tool: Tool, allowWrites = false): ListedTool {
  let listing = listings.get(tool);
  if (!listing) {
    listing = {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: inputJsonSchema(tool.inputSchema) as ListedTool["inputSchema"],
      outputSchema: outputJsonSchema(tool.outputSchema) as ListedTool["outputSchema"],
    };
    listings.set(tool, listing);
  }
  return { ...listing, annotations: annotationsFor(tool.writes, allowWrites) };
}

export function registerTools(server: Server, tools: readonly Tool[], deps: ToolDeps): void {
  const byName = new Map<string, Tool>();
  for (const tool of tools) {
    if (byName.has(tool.name)) throw new Error(`tool ${tool.name} registered twice`);
    byName.set(tool.name, tool);
  }
  const listed = tools.map((tool) => listingOf(tool, deps.allowWrites));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool ${quote(request.params.name)}. Available tools: ${[...byName.keys()].join(", ")}`,
      );
    }
    const token = request.params._meta?.progressToken;
    const progress: Progress | undefined =
      token === undefined
        ? undefined
        : (done, total, message) => {
            void extra
              .sendNotification({
                method: "notifications/progress",
                params: { progressToken: token, progress: done, total, ...(message ? { message } : {}) },
              })
              .catch(() => undefined);
          };
    return callTool(tool, request.params.arguments, deps, extra.signal, progress);
  });
}

/** Sends one progress notification to the client that asked for it. */
export type Progress = (done: number, total: number, message?: string) => void;

export async function callTool(
  tool: Tool,
  rawArgs: unknown,
  deps: ToolDeps,
  signal: AbortSignal = new AbortController().signal,
  progress?: Progress,
): Promise<CallToolResult> {
  const started = performance.now();
  const finish = (result: CallToolResult): CallToolResult => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const text = result.content[0]?.type === "text" ? result.content[0].text : "";
    deps.log.debug("tool call", { tool: tool.name, ms, isError: result.isError === true, chars: text.length });
    return result;
  };

  // What the client sees of a message: echoes of long arguments shortened, machine paths hidden.
  const clean = (message: string): string => redactor(deps.engine.root).message(shortenEchoes(message, rawArgs));
  // Absent arguments are no arguments; anything else (null included) must be an object.
  const parsed = tool.inputSchema.safeParse(rawArgs === undefined ? {} : rawArgs);
  if (!parsed.success) return finish(errorResult("MCP-INVALID-INPUT", clean(describeIssues(parsed.error, tool))));
  const badString = findIllFormedString(parsed.data, []);
  if (badString !== undefined) {
    return finish(errorResult("MCP-INVALID-INPUT", clean(`argument ${quote(badString)} is not valid UTF-8 text (lone surrogate)`)));
  }
  const args = parsed.data as Record<string, unknown>;
  if (args.apply === true && !deps.allowWrites) return finish(errorResult("MCP-INVALID-INPUT", WRITES_DISABLED));
  const call = { tool, args, maxChars: effectiveLimit(args.max_chars) };
  return finish(
    await dispatchCall(deps.engine, call, {
      signal,
      timeoutMs: deps.callTimeoutMs,
      log: deps.log,
      clean,
      ...(progress ? { progress } : {}),
    }),
  );
}

/** At most this many problems (and unknown argument names) are named in one message. */
const MAX_ISSUES = 5;

/** "code: expected string, received number; unknown argument 'x' (accepted: a, b)". */
function describeIssues(error: z.ZodError, tool: Tool): string {
  const accepted = Object.keys(tool.inputSchema.shape);
  const named = <T>(items: readonly T[], show: (item: T) => string): string =>
    items.slice(0, MAX_ISSUES).map(show).join(", ") + (items.length > MAX_ISSUES ? ` and ${items.length - MAX_ISSUES} more` : "");
  // An argument of the wrong type is that one problem: zod 4 also runs the other type's checks on it
  // (`kind: "call"` for a list of at most 7 names: "expected array" and "string … <=7 characters").
  const wrongType = new Set(error.issues.filter((i) => i.code === "invalid_type").map((i) => i.path.join("\u0000")));
  const issues = error.issues.filter((i) => i.code === "invalid_type" || !wrongType.has(i.path.join("\u0000")));
  const parts = issues.slice(0, MAX_ISSUES).map((issue) => {
    if (issue.code === "unrecognized_keys") {
      return `unknown argument ${named(issue.keys, (k) => quote(k))} (accepted: ${accepted.join(", ")})`;
    }
    const where = issue.path.length > 0 ? shorten(issue.path.map(String).join(".")) : "arguments";
    const message = issue.message.replace(/^Invalid input: /, "");
    return `${where}: ${message}`;
  });
  if (issues.length > MAX_ISSUES) parts.push(`and ${issues.length - MAX_ISSUES} more problems`);
  return `invalid arguments for ${tool.name}: ${parts.join("; ")}`;
}

/** Path of the first string holding a lone UTF-16 surrogate (not encodable as UTF-8). */
function findIllFormedString(value: unknown, at: string[]): string | undefined {
  if (typeof value === "string") {
    return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)
      ? at.join(".") || "arguments"
      : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findIllFormedString(value[i], [...at, String(i)]);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = findIllFormedString(inner, [...at, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

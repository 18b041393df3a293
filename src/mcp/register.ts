// Installs tools/list and tools/call on a Server and applies the contract of
// tool.ts to every call, in this order:
//   malformed request   → JSON-RPC error -32602 (guarded-server.ts: arguments not an object, ...)
//   unknown tool        → JSON-RPC error -32602 (a protocol problem, not a tool result)
//   invalid arguments   → MCP-INVALID-INPUT tool error naming the field
//   handler throws ToolError/ProjectError → MCP-* tool error
//   handler throws anything else          → JSON-RPC error -32603; the server keeps serving
//   apply: true without --allow-writes → MCP-INVALID-INPUT naming the flag
//   result              → envelope, output budget (a smaller form, never a
//                         refusal), output-schema check
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
import type { ProjectService } from "../project/service.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { WorkspaceView } from "../project/workspace.js";
import { effectiveLimit, fitResult } from "./budget.js";
import { payload, errorResult, successResult } from "./envelope.js";
import { asToolError, ToolError } from "./errors.js";
import { inputJsonSchema, outputJsonSchema } from "./json-schema.js";
import type { Logger } from "./logger.js";
import { quote, redactor, shorten, shortenEchoes } from "./redact.js";
import type { Tool, ToolContext } from "./tool.js";
import { annotationsFor, WRITES_DISABLED } from "./writes.js";

export interface ToolDeps {
  project: ProjectService;
  log: Logger;
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
  const clean = (message: string): string => redactor(deps.project.root).message(shortenEchoes(message, rawArgs));
  // Absent arguments are no arguments; anything else (null included) must be an object.
  const parsed = tool.inputSchema.safeParse(rawArgs === undefined ? {} : rawArgs);
  if (!parsed.success) return finish(errorResult("MCP-INVALID-INPUT", clean(describeIssues(parsed.error, tool))));
  const badString = findIllFormedString(parsed.data, []);
  if (badString !== undefined) {
    return finish(errorResult("MCP-INVALID-INPUT", clean(`argument ${quote(badString)} is not valid UTF-8 text (lone surrogate)`)));
  }
  const args = parsed.data as Record<string, unknown>;
  if (args.apply === true && !deps.allowWrites) return finish(errorResult("MCP-INVALID-INPUT", WRITES_DISABLED));
  const maxChars = effectiveLimit(args.max_chars);

  let data: Record<string, unknown>;
  const views = new Map<string, Promise<WorkspaceView>>();
  try {
    data = await tool.handler(args, contextFor(deps, views, maxChars, signal, progress));
    data = await withWorkspaceDiagnostics(data, views);
  } catch (error) {
    const toolError = asToolError(error);
    if (toolError) return finish(errorResult(toolError.code, clean(toolError.message)));
    deps.log.error("tool failed", { tool: tool.name, error });
    throw new McpError(ErrorCode.InternalError, `Internal error in ${tool.name}: ${clean(messageOf(error))}`);
  }

  const whole = payload(data);
  const fitted = tool.budget ? fitResult(whole, tool.budget, maxChars) : { value: whole, json: JSON.stringify(whole), fits: true };
  if (fitted.json.length > maxChars) {
    // Never refused for its size (an answer over the budget beats none), but
    // a tool whose smallest form does not fit has a budget to fix.
    deps.log.warn("result over the output budget", { tool: tool.name, chars: fitted.json.length, maxChars });
  }
  const checked = tool.outputSchema.safeParse(fitted.value);
  if (!checked.success) {
    // The tool broke its own declared schema: a bug, and clients would reject the result.
    deps.log.error("tool output does not match its schema", { tool: tool.name, issues: checked.error.issues });
    throw new McpError(ErrorCode.InternalError, `Internal error in ${tool.name}: output does not match its schema`);
  }
  const structured = checked.data as ReturnType<typeof payload>;
  return finish(successResult(structured));
}

/**
 * Per-call context: the workspace is refreshed at most once per call and
 * root; `views` collects the views the call used.
 */
function contextFor(
  deps: ToolDeps,
  views: Map<string, Promise<WorkspaceView>>,
  maxChars: number,
  signal: AbortSignal,
  progress?: Progress,
): ToolContext {
  return {
    maxChars,
    log: deps.log,
    signal,
    wantsProgress: progress !== undefined,
    progress: progress ?? (() => undefined),
    writeFiles(edits, rootArg) {
      if (!deps.allowWrites) throw new ToolError("MCP-INVALID-INPUT", WRITES_DISABLED);
      return deps.project.writeFiles(edits, rootArg);
    },
    workspace(rootArg?: string) {
      const key = rootArg ?? "\0server-root";
      let view = views.get(key);
      if (!view) {
        view = deps.project.view(rootArg);
        views.set(key, view);
      }
      return view;
    },
  };
}

/**
 * Reports the warnings of the workspaces the call read (yaoxiang.toml not
 * valid or not read, source files skipped), so that an answer that misses a
 * file or ignores a setting says why. A tool with a top-level `diagnostics`
 * list gets them at its head (and counted in `summary.warnings` when it has
 * one); any other tool gets them as sentences in its `hint`. Not a field of
 * its own: tools/list must stay under 10,000 characters.
 */
async function withWorkspaceDiagnostics(
  data: Record<string, unknown>,
  views: ReadonlyMap<string, Promise<WorkspaceView>>,
): Promise<Record<string, unknown>> {
  const notes = new Map<string, Diagnostic>();
  for (const settled of await Promise.allSettled(views.values())) {
    if (settled.status === "rejected") continue; // the handler saw that failure already
    for (const d of settled.value.diagnostics) notes.set(`${d.file ?? ""}|${d.code}|${d.message}`, d);
  }
  if (notes.size === 0) return data;
  const warnings = [...notes.values()];
  if (Array.isArray(data.diagnostics)) {
    const summary = data.summary as { warnings?: unknown } | undefined;
    return {
      ...data,
      diagnostics: [...warnings, ...data.diagnostics],
      ...(summary && typeof summary.warnings === "number" ? { summary: { ...summary, warnings: summary.warnings + warnings.length } } : {}),
    };
  }
  const note = `Workspace warnings: ${warnings.map((d) => `${d.code}: ${d.message}.`).join(" ")}`;
  return { ...data, hint: typeof data.hint === "string" ? `${data.hint} ${note}` : note };
}

/** At most this many problems (and unknown argument names) are named in one message. */
const MAX_ISSUES = 5;

/** "code: expected string, received number; unknown argument 'x' (accepted: a, b)". */
function describeIssues(error: z.ZodError, tool: Tool): string {
  const accepted = Object.keys(tool.inputSchema.shape);
  const named = <T>(items: readonly T[], show: (item: T) => string): string =>
    items.slice(0, MAX_ISSUES).map(show).join(", ") + (items.length > MAX_ISSUES ? ` and ${items.length - MAX_ISSUES} more` : "");
  const parts = error.issues.slice(0, MAX_ISSUES).map((issue) => {
    if (issue.code === "unrecognized_keys") {
      return `unknown argument ${named(issue.keys, (k) => quote(k))} (accepted: ${accepted.join(", ")})`;
    }
    const where = issue.path.length > 0 ? shorten(issue.path.map(String).join(".")) : "arguments";
    const message = issue.message.replace(/^Invalid input: /, "");
    return `${where}: ${message}`;
  });
  if (error.issues.length > MAX_ISSUES) parts.push(`and ${error.issues.length - MAX_ISSUES} more problems`);
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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

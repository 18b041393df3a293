// The SDK's Server with two rules added to every request it serves:
//   - before `initialize`, only `ping` is served (MCP lifecycle); any other
//     request gets -32600 instead of being answered by an uninitialised session;
//   - params that do not match the method's schema get -32602 naming the field,
//     where the SDK answers -32603 with a dump of zod issues (its handler wrapper
//     parses the request and reports a failed parse as an internal error).
// Every handler is therefore registered behind a schema that checks only the
// method name, and validated here first. For tools/call this also bypasses the
// Server's own wrapper, which re-validates the request the same way and checks
// the result against CallToolResultSchema: register.ts builds every result
// through the envelope and checks it against the tool's own output schema.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { getMethodLiteral } from "@modelcontextprotocol/sdk/server/zod-json-schema-compat.js";
import { safeParse, type AnyObjectSchema, type SchemaOutput } from "@modelcontextprotocol/sdk/server/zod-compat.js";
import { Protocol } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import { shorten } from "./redact.js";

/** Requests a client may send before the initialize handshake. */
const SERVED_BEFORE_INITIALIZE: ReadonlySet<string> = new Set(["initialize", "ping"]);

/** At most this many problems are named in one -32602 message. */
const MAX_ISSUES = 3;

type Handler<T extends AnyObjectSchema> = Parameters<Server["setRequestHandler"]>[1] extends (
  request: never,
  extra: infer Extra,
) => infer Result
  ? (request: SchemaOutput<T>, extra: Extra) => Result
  : never;

export class GuardedServer extends Server {
  override setRequestHandler<T extends AnyObjectSchema>(requestSchema: T, handler: Handler<T>): void {
    const method = getMethodLiteral(requestSchema);
    const byMethod = z.looseObject({ method: z.literal(method) });
    const register = Protocol.prototype.setRequestHandler as (this: Server, schema: AnyObjectSchema, handler: unknown) => void;
    register.call(this, byMethod, (request: unknown, extra: Parameters<Handler<T>>[1]) => {
      if (!SERVED_BEFORE_INITIALIZE.has(method) && this.getClientVersion() === undefined) {
        throw new McpError(ErrorCode.InvalidRequest, `Invalid Request: '${method}' before initialize; send initialize first (only ping is served before it)`);
      }
      const parsed = safeParse(requestSchema, request);
      if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, describeParamsIssues(method, parsed.error));
      return handler(parsed.data as SchemaOutput<T>, extra);
    });
  }
}

/** "Invalid params for tools/call: arguments: expected record, received null". */
export function describeParamsIssues(method: string, error: unknown): string {
  const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> } | undefined)?.issues ?? [];
  const parts = issues.slice(0, MAX_ISSUES).map((issue) => {
    // The path starts at the request: `params` is implied.
    const path = issue.path[0] === "params" ? issue.path.slice(1) : issue.path;
    const where = path.length > 0 ? path.map(String).join(".") : "params";
    return `${shorten(where)}: ${shorten(issue.message.replace(/^Invalid input: /, ""))}`;
  });
  if (issues.length > MAX_ISSUES) parts.push(`and ${issues.length - MAX_ISSUES} more`);
  return `Invalid params for ${shorten(method)}: ${parts.join("; ") || "malformed request"}`;
}

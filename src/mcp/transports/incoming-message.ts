// What a transport does with one parsed JSON-RPC frame, the same on stdio and
// HTTP (95b D4: HTTP served batches, answered `[]` with 202 and a
// well-formed non-message with -32700): a message goes to the server; a
// batch or a value that is no JSON-RPC 2.0 message is -32600 (batches left
// the protocol in MCP 2025-06-18), with the frame's id when it has a usable
// one; a request whose params are not an object, or carry a malformed
// _meta, is -32602; a malformed notification gets no reply (notifications
// never do).
import { ErrorCode, JSONRPCMessageSchema, JSONRPCRequestSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describeParamsIssues } from "../guarded-server.js";

export type Incoming =
  | { readonly kind: "message"; readonly message: JSONRPCMessage }
  | { readonly kind: "ignored" }
  | { readonly kind: "refused"; readonly id: string | number | null; readonly code: number; readonly message: string };

const BATCH_REFUSAL = "Invalid Request: JSON-RPC batches are not supported";

export function incomingMessage(value: unknown): Incoming {
  if (Array.isArray(value)) return { kind: "refused", id: null, code: ErrorCode.InvalidRequest, message: BATCH_REFUSAL };
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return { kind: "message", message: parsed.data as JSONRPCMessage };
  const id = usableId(value);
  if (isObject(value) && "method" in value && !("id" in value)) return { kind: "ignored" };
  if (id !== null && isObject(value) && value.jsonrpc === "2.0" && typeof value.method === "string") {
    // A request in every respect but its params.
    const problem = JSONRPCRequestSchema.safeParse(value);
    return { kind: "refused", id, code: ErrorCode.InvalidParams, message: describeParamsIssues(value.method, problem.error) };
  }
  return { kind: "refused", id, code: ErrorCode.InvalidRequest, message: "Invalid Request: not a JSON-RPC 2.0 message" };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function usableId(value: unknown): string | number | null {
  if (!isObject(value)) return null;
  const id = value.id;
  return typeof id === "string" || (typeof id === "number" && Number.isInteger(id)) ? id : null;
}

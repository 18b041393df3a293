// The result contract of architecture.md ("Tool result contract"): every tool
// answers with `structuredContent` carrying `schemaVersion` (complete on its
// own) plus exactly one text item holding the same JSON, for clients that
// ignore structured content. Call problems keep the same two-part shape.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ToolErrorCode } from "./errors.js";

export const SCHEMA_VERSION = "2.0";

export type StructuredPayload = { schemaVersion: typeof SCHEMA_VERSION } & Record<string, unknown>;

/** `{schemaVersion, ...data}`; schemaVersion comes first so it is the first thing a reader sees. */
export function payload(data: Record<string, unknown>): StructuredPayload {
  return { schemaVersion: SCHEMA_VERSION, ...data };
}

/** A successful result. `json` is the serialized payload when the caller already has it. */
export function successResult(structured: StructuredPayload, json = JSON.stringify(structured)): CallToolResult {
  return {
    content: [{ type: "text", text: json }],
    structuredContent: structured,
    isError: false,
  };
}

/** A call problem: text `MCP-<CODE>: message`, structured `{schemaVersion, errorCode, message}`. */
export function errorResult(code: ToolErrorCode, message: string): CallToolResult {
  return {
    content: [{ type: "text", text: `${code}: ${message}` }],
    structuredContent: { schemaVersion: SCHEMA_VERSION, errorCode: code, message },
    isError: true,
  };
}

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

/** The serialized payload of each result made by serializedResult, for framePieces. */
const serializedPayloads = new WeakMap<object, string>();

/**
 * A successful result from its serialized payload alone (what a worker
 * thread sends back): `structuredContent` is parsed only if something reads
 * it (an in-memory client, the HTTP transport's serializer), and a stdio
 * frame carries `json` as it is (framePieces): the main thread neither parses
 * nor re-serializes the payload of every answer.
 */
export function serializedResult(json: string): CallToolResult {
  let parsed: StructuredPayload | undefined;
  const result = {
    content: [{ type: "text" as const, text: json }],
    isError: false,
  } as CallToolResult;
  Object.defineProperty(result, "structuredContent", {
    enumerable: true,
    configurable: true,
    get: () => (parsed ??= JSON.parse(json) as StructuredPayload),
    set: (value: StructuredPayload) => {
      serializedPayloads.delete(result);
      Object.defineProperty(result, "structuredContent", { value, enumerable: true, writable: true, configurable: true });
    },
  });
  serializedPayloads.set(result, json);
  return result;
}

/**
 * JSON.stringify(message) for a JSON-RPC message, in pieces to be written one
 * after the other: a serializedResult's payload is its own piece, written as
 * it was serialized (the JSON of a plain object, the text JSON.stringify
 * gives), and the frame of a 20,000-character answer is never joined into a
 * second copy of itself.
 */
export function framePieces(message: object): string[] {
  const result = (message as { result?: unknown }).result;
  const payloadJson = typeof result === "object" && result !== null ? serializedPayloads.get(result) : undefined;
  if (payloadJson === undefined) return [JSON.stringify(message)];
  const resultPieces = objectPieces(result as Record<string, unknown>, (key, read) => (key === "structuredContent" ? [payloadJson] : jsonPiece(read())));
  return joinedSmall(objectPieces(message as Record<string, unknown>, (key, read) => (key === "result" ? resultPieces : jsonPiece(read()))));
}

/** Each run of short pieces as one (fewer writes); a long piece stays a piece of its own, never copied. */
function joinedSmall(pieces: readonly string[]): string[] {
  const out: string[] = [];
  let run = "";
  for (const piece of pieces) {
    if (piece.length < SHORT_PIECE) {
      run += piece;
      continue;
    }
    if (run) out.push(run);
    out.push(piece);
    run = "";
  }
  if (run) out.push(run);
  return out;
}

const SHORT_PIECE = 1024;

function jsonPiece(value: unknown): string[] | undefined {
  const json = JSON.stringify(value);
  return json === undefined ? undefined : [json];
}

/**
 * The pieces of `{...}` over `record`'s own enumerable keys in their order,
 * each value's pieces made by `valueJson` (given a way to read it: a getter
 * is not run for a value it does not serialize); undefined leaves the key
 * out, as JSON.stringify does.
 */
function objectPieces(record: Record<string, unknown>, valueJson: (key: string, read: () => unknown) => string[] | undefined): string[] {
  const pieces: string[] = [];
  let glue = "{";
  for (const key of Object.keys(record)) {
    const value = valueJson(key, () => record[key]);
    if (value === undefined) continue;
    pieces.push(`${glue}${JSON.stringify(key)}:`, ...value);
    glue = ",";
  }
  pieces.push(glue === "{" ? "{}" : "}");
  return pieces;
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

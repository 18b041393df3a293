// Reads a JSON request body with a size cap, and writes JSON-RPC errors as
// HTTP responses. The HTTP server must see the body before the transport does:
// whether a POST without a session id may open a new session depends on it
// being an `initialize` request. A request refused before its body is read is
// answered with `Connection: close`, so the rest of the body is never read.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Incoming } from "./incoming-message.js";

export const MAX_BODY_BYTES = 16 * 1024 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new BodyError(413, -32600, "Request body too large");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyError(413, -32600, "Request body too large");
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)));
  } catch {
    throw new BodyError(400, -32700, "Parse error: body is not valid UTF-8 JSON");
  }
}

/** Refuses a request whose body has not been read (and closes the connection). */
export function refuse(res: ServerResponse, status: number, code: number, message: string, extraHeaders: Record<string, string> = {}): void {
  sendJsonError(res, status, code, message, { ...extraHeaders, Connection: "close" });
}

/** Writes a JSON-RPC error as a complete HTTP response. */
export function sendJsonError(res: ServerResponse, status: number, code: number, message: string, extraHeaders: Record<string, string> = {}, id: string | number | null = null): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { "Content-Type": "application/json", ...extraHeaders });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id }));
}

/**
 * A POST body that is no single JSON-RPC message: the stdio transport's
 * answer as an HTTP 400 (a malformed notification, which stdio drops, has no
 * reply to wait for; HTTP still says the request was bad).
 */
export function refuseFrame(res: ServerResponse, incoming: Exclude<Incoming, { kind: "message" }>): void {
  if (incoming.kind === "ignored") return sendJsonError(res, 400, -32600, "Invalid Request: not a JSON-RPC 2.0 notification");
  sendJsonError(res, 400, incoming.code, incoming.message, {}, incoming.id);
}

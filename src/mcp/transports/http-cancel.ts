// Cancellation on streamable HTTP. The SDK answers nothing to a request the
// client cancelled (as the protocol asks), so the SSE stream of the POST
// that carried it would stay open for good; and a client that goes away in
// the middle of a POST is not a cancel at all to the SDK, so the work would
// go on for nobody. Both end here: a cancel ends the request's stream, a
// POST whose connection closes before its answer cancels its requests (the
// same cancel a client sends, so the engine stops the work).
import type { ServerResponse } from "node:http";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CancelledNotificationSchema, isJSONRPCRequest, type JSONRPCMessage, type RequestId } from "@modelcontextprotocol/sdk/types.js";

/** The ids of the requests in flight per session (a POST carries one: incoming-message.ts refuses batches). */
const inFlight = new WeakMap<StreamableHTTPServerTransport, Set<RequestId>>();

/** Call after `server.connect(transport)` (which installs the protocol's onmessage). */
export function endCancelledStreams(transport: StreamableHTTPServerTransport): void {
  inFlight.set(transport, new Set());
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    deliver?.(message, extra);
    const cancel = CancelledNotificationSchema.safeParse(message);
    const requestId = cancel.success ? cancel.data.params.requestId : undefined;
    if (requestId !== undefined && inFlight.get(transport)?.has(requestId)) transport.closeSSEStream(requestId);
  };
}

/** Watches the POST of `body` on `transport`: its request is cancelled if `res` closes before it was finished. */
export function watchPost(transport: StreamableHTTPServerTransport, res: ServerResponse, body: unknown): void {
  if (!isJSONRPCRequest(body)) return;
  const requestId = body.id;
  const ids = inFlight.get(transport);
  ids?.add(requestId);
  res.once("close", () => {
    ids?.delete(requestId);
    if (res.writableFinished) return;
    const cancel: JSONRPCMessage = { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId, reason: "the client closed the connection" } };
    transport.onmessage?.(cancel);
  });
}

/**
 * The id of `body` when a request of the session still in flight carries
 * it. The SDK routes an answer to the stream of the latest request with its
 * id: a second request reusing one would take the first one's answer, and
 * the first would wait for good.
 */
export function reusedRequestIds(transport: StreamableHTTPServerTransport, body: unknown): RequestId[] {
  return isJSONRPCRequest(body) && inFlight.get(transport)?.has(body.id) ? [body.id] : [];
}

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

/** Requests in flight per session → how many requests their POST carried. */
const postSizes = new WeakMap<StreamableHTTPServerTransport, Map<RequestId, number>>();

/** Call after `server.connect(transport)` (which installs the protocol's onmessage). */
export function endCancelledStreams(transport: StreamableHTTPServerTransport): void {
  postSizes.set(transport, new Map());
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    deliver?.(message, extra);
    const cancel = CancelledNotificationSchema.safeParse(message);
    const requestId = cancel.success ? cancel.data.params.requestId : undefined;
    // A stream shared with other requests (a batch) stays open: their answers are still to come.
    if (requestId !== undefined && postSizes.get(transport)?.get(requestId) === 1) transport.closeSSEStream(requestId);
  };
}

/** Watches the POST of `body` on `transport`: its requests are cancelled if `res` closes before it was finished. */
export function watchPost(transport: StreamableHTTPServerTransport, res: ServerResponse, body: unknown): void {
  const ids = requestIds(body);
  if (ids.length === 0) return;
  const sizes = postSizes.get(transport);
  for (const id of ids) sizes?.set(id, ids.length);
  res.once("close", () => {
    for (const id of ids) sizes?.delete(id);
    if (res.writableFinished) return;
    for (const requestId of ids) {
      const cancel: JSONRPCMessage = { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId, reason: "the client closed the connection" } };
      transport.onmessage?.(cancel);
    }
  });
}

/**
 * The request ids of `body` that a request of the session still in flight
 * carries, or that `body` carries twice. The SDK routes an answer to the
 * stream of the latest request with its id: a second request reusing one
 * would take the first one's answer, and the first would wait for good.
 */
export function reusedRequestIds(transport: StreamableHTTPServerTransport, body: unknown): RequestId[] {
  const ids = requestIds(body);
  const inFlight = postSizes.get(transport);
  return ids.filter((id, i) => inFlight?.has(id) || ids.indexOf(id) !== i);
}

function requestIds(body: unknown): RequestId[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.filter((m): m is { id: RequestId } => isJSONRPCRequest(m)).map((m) => m.id);
}

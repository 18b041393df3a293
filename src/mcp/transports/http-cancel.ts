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

/** Call after `server.connect(transport)` (which installs the protocol's onmessage). */
export function endCancelledStreams(transport: StreamableHTTPServerTransport): void {
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    deliver?.(message, extra);
    const cancel = CancelledNotificationSchema.safeParse(message);
    const requestId = cancel.success ? cancel.data.params.requestId : undefined;
    if (requestId !== undefined) transport.closeSSEStream(requestId);
  };
}

/** Cancels the requests in `body` when `res` closes before it was finished. */
export function cancelOnDisconnect(transport: StreamableHTTPServerTransport, res: ServerResponse, body: unknown): void {
  const ids = requestIds(body);
  if (ids.length === 0) return;
  res.once("close", () => {
    if (res.writableFinished) return;
    for (const requestId of ids) {
      const cancel: JSONRPCMessage = { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId, reason: "the client closed the connection" } };
      transport.onmessage?.(cancel);
    }
  });
}

function requestIds(body: unknown): RequestId[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.filter((m): m is { id: RequestId } => isJSONRPCRequest(m)).map((m) => m.id);
}

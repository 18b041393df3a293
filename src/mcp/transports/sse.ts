// The legacy HTTP+SSE transport of protocol 2024-11-05, for older clients:
// `GET /sse` opens an event stream whose first event names the POST endpoint
// (`/messages?sessionId=...`); replies travel back over the stream. At most
// `maxStreams` are open at once: more get 503 + Retry-After.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import type { Logger } from "../logger.js";
import { readJsonBody, refuse, refuseFrame } from "./http-body.js";
import { incomingMessage } from "./incoming-message.js";
import { RETRY_AFTER_SECONDS } from "./http-limits.js";

export const SSE_PATH = "/sse";
export const MESSAGES_PATH = "/messages";

export class LegacySse {
  private readonly streams = new Map<string, { transport: SSEServerTransport; server: Server }>();

  constructor(
    private readonly newServer: () => Server,
    private readonly log: Logger,
    private readonly maxStreams: number,
  ) {}

  /** Handles the request if it is for a legacy endpoint; returns false otherwise. */
  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (path === SSE_PATH) {
      if (req.method !== "GET") refuse(res, 405, -32000, "Method not allowed", { Allow: "GET" });
      else if (this.streams.size >= this.maxStreams) {
        this.log.warn("legacy SSE stream refused: server full", { streams: this.streams.size });
        refuse(res, 503, -32000, `Service Unavailable: ${this.maxStreams} SSE streams are open; retry later`, {
          "Retry-After": String(RETRY_AFTER_SECONDS),
        });
      } else await this.open(res);
      return true;
    }
    if (path === MESSAGES_PATH) {
      if (req.method !== "POST") {
        refuse(res, 405, -32000, "Method not allowed", { Allow: "POST" });
        return true;
      }
      const id = new URL(req.url ?? "/", "http://localhost").searchParams.get("sessionId") ?? "";
      const stream = this.streams.get(id);
      if (!stream) {
        refuse(res, 404, -32001, "Session not found");
        return true;
      }
      const body = await readJsonBody(req);
      const incoming = incomingMessage(body);
      if (incoming.kind !== "message") {
        refuseFrame(res, incoming);
        return true;
      }
      await stream.transport.handlePostMessage(req, res, body);
      return true;
    }
    return false;
  }

  async closeAll(): Promise<void> {
    const all = [...this.streams.values()];
    this.streams.clear();
    await Promise.all(all.map(({ server }) => server.close().catch(() => {})));
  }

  private async open(res: ServerResponse): Promise<void> {
    const transport = new SSEServerTransport(MESSAGES_PATH, res);
    const server = this.newServer();
    const id = transport.sessionId;
    this.streams.set(id, { transport, server });
    res.on("close", () => {
      this.streams.delete(id);
      void server.close().catch(() => {});
    });
    await server.connect(transport);
    this.log.debug("legacy SSE stream opened", { session: id });
  }
}

// Streamable HTTP (MCP 2025-03-26 and later) on `/mcp`, with sessions: an
// `initialize` POST without a session id opens one (its own Server, sharing the
// project), later requests name it in `Mcp-Session-Id`, DELETE ends it. With
// `--sse` the legacy HTTP+SSE transport (2024-11-05) is served on `/sse` +
// `/messages` as well.
//
// Any local process can reach a loopback port, so every request passes the
// loopback/Origin/token guard first, and nothing a client does can take the
// server from the others (HttpLimits): sessions, legacy streams and connections
// are capped, and a client over a cap is refused (503 + Retry-After) rather than
// another client evicted; idle sessions are closed; the session (or, for a new
// one, the cap) is checked before a body is read, and a body without a session
// is small; headers and requests have timeouts fit for a local server.
import { randomUUID } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "../logger.js";
import { BodyError, readJsonBody, refuse, refuseFrame, sendJsonError } from "./http-body.js";
import { endCancelledStreams, reusedRequestIds, watchPost } from "./http-cancel.js";
import { checkRequest } from "./http-guard.js";
import { incomingMessage } from "./incoming-message.js";
import { DEFAULT_HTTP_LIMITS, RETRY_AFTER_SECONDS, type HttpLimits } from "./http-limits.js";
import { LegacySse } from "./sse.js";

export const MCP_PATH = "/mcp";

export interface HttpOptions {
  host: string;
  port: number;
  token?: string | undefined;
  sse: boolean;
  newServer: () => Server;
  log: Logger;
  limits?: Partial<HttpLimits>;
}

export interface HttpHandle {
  url: string;
  close(): Promise<void>;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  server: Server;
  lastSeen: number;
  /** POST/DELETE requests being answered (an open GET stream does not keep a session alive). */
  busy: number;
}

export async function serveHttp(options: HttpOptions): Promise<HttpHandle> {
  const { log } = options;
  const limits: HttpLimits = { ...DEFAULT_HTTP_LIMITS, ...options.limits };
  const sessions = new Map<string, Session>();
  let opening = 0; // initialize requests between the cap check and their session
  const legacy = options.sse ? new LegacySse(options.newServer, log, limits.maxSseStreams) : undefined;
  let port = options.port;

  const closeSession = (id: string, why: string): void => {
    const session = sessions.get(id);
    if (!session) return;
    sessions.delete(id);
    log.debug("session closed", { session: id, why });
    void session.server.close().catch(() => {});
  };

  const openSession = async (req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> => {
    const server = options.newServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, server, lastSeen: Date.now(), busy: 0 });
        log.debug("session opened", { session: id });
      },
      onsessionclosed: (id) => closeSession(id, "deleted by the client"),
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    endCancelledStreams(transport);
    await transport.handleRequest(req, res, body);
  };

  const serveSession = async (session: Session, req: IncomingMessage, res: ServerResponse): Promise<void> => {
    session.lastSeen = Date.now();
    if (req.method !== "GET") {
      session.busy++;
      res.once("close", () => {
        session.busy--;
        session.lastSeen = Date.now();
      });
    }
    const body = req.method === "POST" ? await readJsonBody(req) : undefined;
    const incoming = req.method === "POST" ? incomingMessage(body) : undefined;
    if (incoming !== undefined && incoming.kind !== "message") return refuseFrame(res, incoming);
    const reused = reusedRequestIds(session.transport, body);
    if (reused.length > 0) {
      // JSON-RPC: an id is unique among a session's requests in flight; the answer would go astray.
      return sendJsonError(res, 400, -32600, `Invalid Request: id ${reused.map((id) => JSON.stringify(id)).join(", ")} is already used by a request of this session that has not been answered; use a new id`);
    }
    watchPost(session.transport, res, body);
    await session.transport.handleRequest(req, res, body);
  };

  const handleMcp = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const header = req.headers["mcp-session-id"];
    const sessionId = Array.isArray(header) ? header[0] : header;
    if (sessionId !== undefined) {
      const session = sessions.get(sessionId);
      if (!session) return refuse(res, 404, -32001, "Session not found");
      return serveSession(session, req, res);
    }
    if (req.method !== "POST") {
      return refuse(res, 400, -32000, "Bad Request: no Mcp-Session-Id; start with an initialize request");
    }
    if (sessions.size + opening >= limits.maxSessions) {
      log.warn("session refused: server full", { sessions: sessions.size });
      return refuse(res, 503, -32000, `Service Unavailable: ${limits.maxSessions} sessions are open; close one (DELETE) or retry later`, {
        "Retry-After": String(RETRY_AFTER_SECONDS),
      });
    }
    opening++;
    try {
      const body = await readJsonBody(req, limits.maxInitializeBytes);
      const incoming = incomingMessage(body);
      if (incoming.kind !== "message") return refuseFrame(res, incoming);
      if (!isInitializeRequest(body)) {
        return sendJsonError(res, 400, -32000, "Bad Request: no Mcp-Session-Id; start with an initialize request");
      }
      await openSession(req, res, body);
    } finally {
      opening--;
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const verdict = checkRequest(req, { port: () => port, token: options.token });
    if (!verdict.ok) {
      log.warn("request refused", { status: verdict.status, reason: verdict.message });
      const auth: Record<string, string> = verdict.status === 401 ? { "WWW-Authenticate": 'Bearer realm="yaoxiang-mcp"' } : {};
      return refuse(res, verdict.status, -32000, verdict.message, auth);
    }
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === MCP_PATH) {
      if (req.method !== "POST" && req.method !== "GET" && req.method !== "DELETE") {
        return refuse(res, 405, -32000, "Method not allowed", { Allow: "GET, POST, DELETE" });
      }
      return handleMcp(req, res);
    }
    if (legacy && (await legacy.handle(req, res, path))) return;
    refuse(res, 404, -32000, `Not found: the MCP endpoint is ${MCP_PATH}`);
  };

  const http = createHttpServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // How often Node looks for requests over those timeouts (default 30 s).
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        if (error instanceof BodyError) return refuse(res, error.status, error.code, error.message);
        log.error("http request failed", { error });
        sendJsonError(res, 500, -32603, "Internal error");
      });
    },
  );
  http.maxConnections = limits.maxConnections;

  const sweep = setInterval(() => {
    const cutoff = Date.now() - limits.idleSessionMs;
    for (const [id, session] of sessions) {
      if (session.busy === 0 && session.lastSeen < cutoff) closeSession(id, "idle");
    }
  }, Math.min(60_000, Math.max(50, limits.idleSessionMs / 4)));
  sweep.unref();

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port, options.host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  port = (http.address() as AddressInfo).port;
  const hostForUrl = options.host.includes(":") ? `[${options.host}]` : options.host;
  const url = `http://${hostForUrl}:${port}${MCP_PATH}`;

  return {
    url,
    async close() {
      clearInterval(sweep);
      for (const id of [...sessions.keys()]) closeSession(id, "server stopping");
      await legacy?.closeAll();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

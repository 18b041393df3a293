// Streamable HTTP (MCP 2025-03-26 and later) on `/mcp`, with sessions: an
// `initialize` POST without a session id opens one (its own Server, sharing the
// project), later requests name it in `Mcp-Session-Id`, DELETE ends it. With
// `--sse` the legacy HTTP+SSE transport (2024-11-05) is served on `/sse` +
// `/messages` as well. Every request passes the loopback/Origin/token guard first.
import { randomUUID } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "../logger.js";
import { BodyError, MAX_BODY_BYTES, readJsonBody, sendJsonError } from "./http-body.js";
import { endCancelledStreams, watchPost } from "./http-cancel.js";
import { checkRequest } from "./http-guard.js";
import { LegacySse } from "./sse.js";

export const MCP_PATH = "/mcp";
const MAX_SESSIONS = 100;
const IDLE_SESSION_MS = 60 * 60 * 1000;

export interface HttpOptions {
  host: string;
  port: number;
  token?: string | undefined;
  sse: boolean;
  newServer: () => Server;
  log: Logger;
}

export interface HttpHandle {
  url: string;
  close(): Promise<void>;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  server: Server;
  lastSeen: number;
}

export async function serveHttp(options: HttpOptions): Promise<HttpHandle> {
  const { log } = options;
  const sessions = new Map<string, Session>();
  const legacy = options.sse ? new LegacySse(options.newServer, log) : undefined;
  let port = options.port;

  const closeSession = (id: string): void => {
    const session = sessions.get(id);
    if (!session) return;
    sessions.delete(id);
    void session.server.close().catch(() => {});
  };

  const openSession = async (req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> => {
    if (sessions.size >= MAX_SESSIONS) {
      // Evict the least recently used session rather than refusing new clients.
      const [oldest] = [...sessions.entries()].sort((a, b) => a[1].lastSeen - b[1].lastSeen)[0] ?? [];
      if (oldest) closeSession(oldest);
    }
    const server = options.newServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      maxRequestBodySize: MAX_BODY_BYTES,
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, server, lastSeen: Date.now() });
        log.debug("session opened", { session: id });
      },
      onsessionclosed: (id) => {
        log.debug("session closed", { session: id });
        closeSession(id);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    endCancelledStreams(transport);
    await transport.handleRequest(req, res, body);
  };

  const handleMcp = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const header = req.headers["mcp-session-id"];
    const sessionId = Array.isArray(header) ? header[0] : header;
    const body = req.method === "POST" ? await readJsonBody(req) : undefined;
    if (sessionId === undefined) {
      if (req.method === "POST" && isInitializeRequest(body)) return openSession(req, res, body);
      return sendJsonError(res, 400, -32000, "Bad Request: no Mcp-Session-Id; start with an initialize request");
    }
    const session = sessions.get(sessionId);
    if (!session) return sendJsonError(res, 404, -32001, "Session not found");
    session.lastSeen = Date.now();
    watchPost(session.transport, res, body);
    await session.transport.handleRequest(req, res, body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const verdict = checkRequest(req, { port: () => port, token: options.token });
    if (!verdict.ok) {
      log.warn("request refused", { status: verdict.status, reason: verdict.message });
      const auth: Record<string, string> = verdict.status === 401 ? { "WWW-Authenticate": 'Bearer realm="yaoxiang-mcp"' } : {};
      return sendJsonError(res, verdict.status, -32000, verdict.message, auth);
    }
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === MCP_PATH) {
      if (req.method !== "POST" && req.method !== "GET" && req.method !== "DELETE") {
        return sendJsonError(res, 405, -32000, "Method not allowed", { Allow: "GET, POST, DELETE" });
      }
      return handleMcp(req, res);
    }
    if (legacy && (await legacy.handle(req, res, path))) return;
    sendJsonError(res, 404, -32000, `Not found: the MCP endpoint is ${MCP_PATH}`);
  };

  const http = createHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyError) return sendJsonError(res, error.status, error.code, error.message);
      log.error("http request failed", { error });
      sendJsonError(res, 500, -32603, "Internal error");
    });
  });

  const sweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_SESSION_MS;
    for (const [id, session] of sessions) if (session.lastSeen < cutoff) closeSession(id);
  }, 60_000);
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
      for (const id of [...sessions.keys()]) closeSession(id);
      await legacy?.closeAll();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

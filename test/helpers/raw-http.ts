// One raw HTTP request to a server under test, on its own connection, for
// what the SDK client never does: wrong headers, bodies that never arrive,
// requests over a limit. An SSE answer resolves with its first event (the
// stream is then dropped); any other answer with its whole body.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  /** Defaults to the URL's path and query. */
  path?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string or Buffer. */
  body?: unknown;
  /** Send the headers only and never end the request (the server must answer without the body). */
  holdBody?: boolean;
}

export const MCP_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };

export const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw-http-test", version: "1" } },
};

export function exchange(url: string, options: RawRequest = {}): Promise<RawReply> {
  const target = new URL(url);
  const payload =
    options.body === undefined ? undefined : typeof options.body === "string" || Buffer.isBuffer(options.body) ? options.body : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: options.path ?? target.pathname + target.search,
        method: options.method ?? "POST",
        headers: { ...MCP_HEADERS, ...options.headers },
        agent: false,
      },
      (res) => {
        let text = "";
        const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          if (res.headers["content-type"]?.includes("text/event-stream")) {
            done();
            res.destroy();
            req.destroy();
          }
        });
        res.on("end", done);
        res.on("error", () => done());
      },
    );
    req.on("error", reject);
    if (options.holdBody) req.flushHeaders();
    else req.end(payload);
  });
}

// Who may talk to the HTTP server. It only ever binds to loopback, but a
// browser page from any site can still reach loopback through DNS rebinding
// (evil.example resolving to 127.0.0.1), so every request must name us in its
// Host header and, when it carries an Origin, come from a loopback origin.
// An optional bearer token shuts out other local processes as well.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { quote } from "../redact.js";

/** localhost, 127.0.0.0/8 and ::1 (with or without brackets). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (h === "localhost" || h === "::1") return true;
  return isIP(h) === 4 && h.startsWith("127.");
}

export interface ParsedAddr {
  host: string;
  port: number;
}

/** `HOST:PORT` or `[v6]:PORT`; undefined when malformed. */
export function parseAddr(addr: string): ParsedAddr | undefined {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(addr.trim());
  if (!match) return undefined;
  const host = match[1] ?? match[2] ?? "";
  const port = Number(match[3]);
  if (!host || port > 65535) return undefined;
  return { host, port };
}

export type GuardVerdict = { ok: true } | { ok: false; status: 401 | 403; message: string };

export interface GuardOptions {
  /** The port actually listened on (known only after listen()). */
  port(): number;
  /** Required bearer token, if any. */
  token?: string | undefined;
}

export function checkRequest(req: IncomingMessage, options: GuardOptions): GuardVerdict {
  const host = req.headers.host;
  if (!host || !isOwnHost(host, options.port())) {
    return { ok: false, status: 403, message: `Forbidden: Host header ${quote(host ?? "")} is not this loopback server` };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    return { ok: false, status: 403, message: `Forbidden: Origin ${quote(origin)} is not a loopback origin` };
  }
  if (options.token !== undefined && !hasToken(req.headers.authorization, options.token)) {
    return { ok: false, status: 401, message: "Unauthorized: send 'Authorization: Bearer <token>'" };
  }
  return { ok: true };
}

function isOwnHost(hostHeader: string, port: number): boolean {
  const parsed = parseAddr(hostHeader) ?? { host: hostHeader, port: 80 };
  return isLoopbackHost(parsed.host) && parsed.port === port;
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && isLoopbackHost(url.hostname);
  } catch {
    return false; // "null" (sandboxed pages, file://) and garbage are not trusted
  }
}

function hasToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  // Constant time whatever was sent: digests have one length, so neither the
  // comparison nor a length check tells a caller how much of the token (or of
  // its length) it got right.
  return timingSafeEqual(digest(given), digest(token));
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

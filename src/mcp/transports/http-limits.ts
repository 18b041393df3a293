// What local HTTP clients may hold of the server, and how long a request may
// take to arrive. A cap refuses the newcomer (503 + Retry-After, or a closed
// connection) and never takes anything from a client already served; only a
// session left idle is closed. Tests lower them through HttpOptions.limits.

export interface HttpLimits {
  /** Open sessions; an initialize beyond them gets 503 (no live session is evicted). */
  maxSessions: number;
  /** A session without a request for this long is closed. */
  idleSessionMs: number;
  /** Open legacy SSE streams (--sse); more get 503. */
  maxSseStreams: number;
  /** Open TCP connections; more are closed at once. */
  maxConnections: number;
  /** Time for a request's headers, and for the whole request, to arrive. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Largest body of a request without a session (it must be an initialize request). */
  maxInitializeBytes: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  maxSessions: 100,
  idleSessionMs: 10 * 60_000,
  maxSseStreams: 100,
  maxConnections: 256,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxInitializeBytes: 64 * 1024,
};

/** Seconds a client refused for a full server is asked to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 60;

// Structured logging: one JSON object per line on stderr. stdout belongs to the
// protocol (stdio transport), so nothing here may ever write there.
// A session derives its own logger with `withSink` so that what happens during
// its calls is also forwarded to its client as `notifications/message`
// (filtered by the level that client chose with logging/setLevel).

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogRecord {
  level: LogLevel;
  msg: string;
  fields: Record<string, unknown>;
}

export type LogSink = (record: LogRecord) => void;

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === "string" && (LOG_LEVELS as readonly string[]).includes(value);
}

/** Where lines go and from which level on; shared by a logger and everything derived from it. */
export interface LogOutput {
  level: LogLevel;
  write(line: string): void;
}

export function stderrOutput(level: LogLevel): LogOutput {
  return { level, write: (line) => void process.stderr.write(line) };
}

export class Logger {
  constructor(
    readonly output: LogOutput = stderrOutput("info"),
    private readonly sink?: LogSink,
  ) {}

  /** The same stderr output, plus `sink` (which sees every record and filters for itself). */
  withSink(sink: LogSink): Logger {
    return new Logger(this.output, sink);
  }

  enabled(level: LogLevel): boolean {
    return RANK[level] >= RANK[this.output.level];
  }

  debug(msg: string, fields: Record<string, unknown> = {}): void {
    this.log("debug", msg, fields);
  }
  info(msg: string, fields: Record<string, unknown> = {}): void {
    this.log("info", msg, fields);
  }
  warn(msg: string, fields: Record<string, unknown> = {}): void {
    this.log("warn", msg, fields);
  }
  error(msg: string, fields: Record<string, unknown> = {}): void {
    this.log("error", msg, fields);
  }

  log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
    const plain = serializable(fields);
    if (this.sink) {
      try {
        this.sink({ level, msg, fields: plain });
      } catch {
        // A broken sink (client gone) must never take the server down.
      }
    }
    if (!this.enabled(level)) return;
    try {
      this.output.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...plain }) + "\n");
    } catch {
      // stderr closed: nothing sensible left to do.
    }
  }
}

/** Errors do not survive JSON.stringify; turn them into plain data. */
function serializable(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

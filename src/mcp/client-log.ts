// logging/setLevel for one session. Until the client picks a level nothing is
// forwarded (stdio clients would otherwise get a notification per call they
// never asked for); afterwards every log record at or above that level goes to
// the client as notifications/message, in addition to stderr. What the client
// gets is redacted (no stack traces, no paths of this machine, bounded size);
// stderr keeps the detail.
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { SetLevelRequestSchema, type LoggingLevel } from "@modelcontextprotocol/sdk/types.js";
import type { LogLevel, LogSink } from "./logger.js";
import type { Redactor } from "./redact.js";

const MCP_RANK: Record<LoggingLevel, number> = {
  debug: 0,
  info: 1,
  notice: 2,
  warning: 3,
  error: 4,
  critical: 5,
  alert: 6,
  emergency: 7,
};

const TO_MCP: Record<LogLevel, LoggingLevel> = { debug: "debug", info: "info", warn: "warning", error: "error" };

/** Installs the logging/setLevel handler and returns the sink that forwards records. */
export function installClientLog(server: Server, loggerName: string, redact: Redactor): LogSink {
  let threshold: LoggingLevel | undefined;
  server.setRequestHandler(SetLevelRequestSchema, (request) => {
    threshold = request.params.level;
    return {};
  });
  return ({ level, msg, fields }) => {
    const mcpLevel = TO_MCP[level];
    if (threshold === undefined || MCP_RANK[mcpLevel] < MCP_RANK[threshold]) return;
    server
      .sendLoggingMessage({ level: mcpLevel, logger: loggerName, data: redact.data({ msg, ...fields }) })
      .catch(() => {
        // The session went away while the record was in flight: drop it.
      });
  };
}

// Command-line flags of `yaoxiang-mcp` → options (pure: no I/O, no exit), so
// the rules - loopback only, HTTP-only flags imply --http, where the token
// comes from - are testable alone.
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_CALL_TIMEOUT_MS } from "./mcp/engine/dispatch.js";
import { isLogLevel, LOG_LEVELS, type LogLevel } from "./mcp/logger.js";
import { isLoopbackHost, parseAddr, type ParsedAddr } from "./mcp/transports/http-guard.js";

export const DEFAULT_ADDR = "127.0.0.1:7325";

/** Where the HTTP bearer token comes from (cli.ts reads a file). */
export type TokenSource =
  | { from: "env"; token: string }
  | { from: "command-line"; token: string }
  | { from: "file"; path: string };

export interface CliOptions {
  projectRoot: string | undefined;
  http: boolean;
  addr: ParsedAddr;
  sse: boolean;
  token: TokenSource | undefined;
  logLevel: LogLevel;
  /** One line each, for stderr (e.g. a token given on the command line). */
  warnings: string[];
  /** Keep the workspace up to date with a file watcher (false: `--no-watch`, a stat scan per call). */
  watch: boolean;
  /** Tools may write files when called with `apply: true`. */
  allowWrites: boolean;
  /** Deadline of every tool call, in ms (--call-timeout, in seconds on the command line). */
  callTimeoutMs: number;
  /** Where symbol indexes are saved between runs (--cache-dir, default cacheHome()/yaoxiang-mcp); null: --no-cache. */
  cacheDir: string | null;
  /** Threads that build a workspace's first symbol index (--index-threads; undefined: half the machine's cores, at most 4). */
  indexThreads: number | undefined;
  /** Build the project's symbol index as soon as the server starts (false: --no-index-at-start; at the first call that needs it). */
  indexAtStart: boolean;
}

export const TOKEN_ENV = "YAOXIANG_MCP_TOKEN";
const MAX_INDEX_THREADS = 16;

export type CliOutcome =
  | { kind: "run"; options: CliOptions }
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "error"; message: string };

export const USAGE = `Usage: yaoxiang-mcp [options]

MCP server answering questions about YaoXiang (.yx) code. Speaks MCP over
stdio by default; logs go to stderr as JSON lines.

Options:
  --project-root DIR     project root (default: nearest folder upwards with
                         yaoxiang.toml, else the working directory)
  --http                 serve streamable HTTP on /mcp instead of stdio
  --addr HOST:PORT       HTTP address, loopback only (default ${DEFAULT_ADDR})
  --sse                  also serve the legacy HTTP+SSE transport (/sse, /messages)
  --token-file PATH      HTTP callers must send 'Authorization: Bearer TOKEN',
                         TOKEN being the first line of PATH (or set the
                         environment variable YAOXIANG_MCP_TOKEN)
  --require-token TOKEN  the same with TOKEN itself; other local users can
                         read the command line, so prefer the two above
  --log-level LEVEL      ${LOG_LEVELS.join(", ")} (default info; env MCP_LOG_LEVEL)
  --no-watch             do not watch the project's files; re-scan the tree
                         at every call instead (for file systems without
                         change events)
  --allow-writes         let format_source and rename_symbol write files when
                         called with apply: true (off by default: every tool
                         is read-only)
  --call-timeout SECONDS longest a tool call may run before it is stopped and
                         answered with MCP-TIMEOUT (default ${DEFAULT_CALL_TIMEOUT_MS / 1000})
  --cache-dir DIR        keep the symbol index between runs in DIR (default
                         $XDG_CACHE_HOME/yaoxiang-mcp, else ~/.cache/yaoxiang-mcp;
                         never inside the project)
  --no-cache             do not read or write a saved symbol index
  --index-threads N      threads that build the first symbol index of a large
                         workspace when no saved one fits (default: half
                         the machine's cores, at most 4; 1: the workspace
                         thread alone)
  --no-index-at-start    build the symbol index at the first call that needs
                         it, not in the background as soon as the server
                         starts (it never does for a project root that is
                         only the working directory) nor between calls
  --version              print the version and exit
  --help                 print this help and exit

--addr, --sse, --token-file and --require-token imply --http.
`;

export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOutcome {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        "project-root": { type: "string" },
        http: { type: "boolean" },
        addr: { type: "string" },
        sse: { type: "boolean" },
        "require-token": { type: "string" },
        "token-file": { type: "string" },
        "log-level": { type: "string" },
        "no-watch": { type: "boolean" },
        "allow-writes": { type: "boolean" },
        "call-timeout": { type: "string" },
        "cache-dir": { type: "string" },
        "no-cache": { type: "boolean" },
        "index-threads": { type: "string" },
        "no-index-at-start": { type: "boolean" },
        version: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    return { kind: "error", message: (error as Error).message };
  }
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };

  const level = values["log-level"] ?? env.MCP_LOG_LEVEL ?? "info";
  if (!isLogLevel(level)) {
    return { kind: "error", message: `invalid log level '${level}' (expected one of ${LOG_LEVELS.join(", ")})` };
  }
  const timeoutText = values["call-timeout"];
  const callTimeoutMs = timeoutText === undefined ? DEFAULT_CALL_TIMEOUT_MS : parseSeconds(timeoutText);
  if (callTimeoutMs === undefined) {
    return { kind: "error", message: `invalid --call-timeout '${timeoutText}' (expected seconds, a number from ${MIN_CALL_TIMEOUT_S} to ${MAX_CALL_TIMEOUT_S})` };
  }
  const cacheDir = values["no-cache"] ? null : values["cache-dir"] ?? defaultCacheDir(env);
  if (values["no-cache"] && values["cache-dir"] !== undefined) return { kind: "error", message: "use either --cache-dir or --no-cache, not both" };
  if (cacheDir === "") return { kind: "error", message: "--cache-dir needs a directory" };
  const threadsText = values["index-threads"];
  const indexThreads = threadsText === undefined ? undefined : /^\d{1,2}$/.test(threadsText) ? Number(threadsText) : NaN;
  if (indexThreads !== undefined && !(indexThreads >= 1 && indexThreads <= MAX_INDEX_THREADS)) {
    return { kind: "error", message: `invalid --index-threads '${threadsText}' (expected a whole number from 1 to ${MAX_INDEX_THREADS})` };
  }
  const addrText = values.addr ?? DEFAULT_ADDR;
  const addr = parseAddr(addrText);
  if (!addr) return { kind: "error", message: `invalid --addr '${addrText}' (expected HOST:PORT, e.g. ${DEFAULT_ADDR})` };
  if (!isLoopbackHost(addr.host)) {
    return {
      kind: "error",
      message:
        `refusing to listen on non-loopback address '${addrText}': the server has no access control ` +
        `beyond an optional token and exposes your source tree; use 127.0.0.1, ::1 or localhost`,
    };
  }
  const token = tokenSource(values["require-token"], values["token-file"], env);
  if (typeof token === "string") return { kind: "error", message: token };
  const warnings: string[] = [];
  if (token?.from === "command-line") {
    warnings.push(
      "warning: --require-token puts the token on the command line, where every local user can read it " +
        `(ps, /proc/PID/cmdline); prefer --token-file or ${TOKEN_ENV}`,
    );
  }
  const http = Boolean(values.http || values.addr !== undefined || values.sse || token?.from === "command-line" || token?.from === "file");

  return {
    kind: "run",
    options: {
      projectRoot: values["project-root"],
      http,
      addr,
      sse: Boolean(values.sse),
      token,
      logLevel: level,
      warnings,
      watch: !values["no-watch"],
      allowWrites: Boolean(values["allow-writes"]),
      callTimeoutMs,
      cacheDir: cacheDir === null ? null : path.resolve(cacheDir),
      indexThreads,
      indexAtStart: !values["no-index-at-start"],
    },
  };
}

/**
 * `$XDG_CACHE_HOME/yaoxiang-mcp` (an absolute XDG_CACHE_HOME only, as the
 * XDG spec says), else `$HOME/.cache/yaoxiang-mcp`; null without either.
 */
export function defaultCacheDir(env: NodeJS.ProcessEnv): string | null {
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, "yaoxiang-mcp");
  const home = env.HOME ?? env.USERPROFILE;
  return home ? path.join(home, ".cache", "yaoxiang-mcp") : null;
}

/** The token's source, or an error message. A flag wins over the environment. */
function tokenSource(flag: string | undefined, file: string | undefined, env: NodeJS.ProcessEnv): TokenSource | string | undefined {
  if (flag !== undefined && file !== undefined) return "use either --require-token or --token-file, not both";
  if (file !== undefined) return file.trim() === "" ? "--token-file needs a path" : { from: "file", path: file };
  if (flag !== undefined) return flag.trim() === "" ? "--require-token must not be empty" : { from: "command-line", token: flag };
  const fromEnv = env[TOKEN_ENV];
  if (fromEnv === undefined) return undefined;
  // Set but empty (`YAOXIANG_MCP_TOKEN=`) is a token that went missing, not "no token": refused, as a blank one is (95b D3).
  return fromEnv.trim() === "" ? `${TOKEN_ENV} is set but blank: give it the token, or unset it to serve without one` : { from: "env", token: fromEnv };
}

const MIN_CALL_TIMEOUT_S = 0.1;
/** A day: longer than any call should take, and within setTimeout's range. */
const MAX_CALL_TIMEOUT_S = 86_400;

/** "30", "2.5" → milliseconds; undefined for anything else or out of range. */
function parseSeconds(text: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  const seconds = Number(text);
  return seconds >= MIN_CALL_TIMEOUT_S && seconds <= MAX_CALL_TIMEOUT_S ? Math.round(seconds * 1000) : undefined;
}

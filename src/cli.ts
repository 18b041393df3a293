// `yaoxiang-mcp` entry: flags → project root → server on stdio or HTTP.
// Exit codes: 0 normal end, 1 failure at start (e.g. address in use), 2 bad
// usage, 70 crash (an uncaught exception: the client restarts the server).
import "./mcp/install-stdout-guard.js";
import { parseCli, USAGE, type CliOptions, type TokenSource } from "./cli-args.js";
import { Logger, stderrOutput } from "./mcp/logger.js";
import { WorkerEngine } from "./mcp/engine/worker-engine.js";
import { createServer } from "./mcp/server.js";
import { serveStdio } from "./mcp/transports/stdio.js";
import { ProjectError } from "./project/errors.js";
import { findProjectRoot, type ProjectRoot } from "./project/root.js";
import { readTokenFile } from "./token-file.js";
import { VERSION } from "./version.js";

/** Exit code after an uncaught exception (sysexits' EX_SOFTWARE). */
export const EXIT_CRASH = 70;

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  const outcome = parseCli(argv);
  switch (outcome.kind) {
    case "help":
      process.stdout.write(USAGE);
      return 0;
    case "version":
      process.stdout.write(`yaoxiang-mcp ${VERSION}\n`);
      return 0;
    case "error":
      process.stderr.write(`yaoxiang-mcp: ${outcome.message}\nRun 'yaoxiang-mcp --help' for usage.\n`);
      return 2;
    case "run":
      return run(outcome.options);
  }
}

async function run(options: CliOptions): Promise<number> {
  for (const warning of options.warnings) process.stderr.write(`yaoxiang-mcp: ${warning}\n`);
  const token = loadToken(options.token);
  if ("error" in token) {
    process.stderr.write(`yaoxiang-mcp: ${token.error}\n`);
    return 2;
  }
  const logger = new Logger(stderrOutput(options.logLevel));
  let root: ProjectRoot;
  try {
    root = findProjectRoot({ cliRoot: options.projectRoot });
    logger.info("project root", { root: root.root, source: root.source, allowWrites: options.allowWrites });
  } catch (error) {
    if (!(error instanceof ProjectError)) throw error;
    process.stderr.write(`yaoxiang-mcp: ${error.message}\n`);
    return 2;
  }
  exitOnCrash(logger);
  // The project and the tools live in worker threads (src/mcp/engine/); this
  // thread keeps the transports and the protocol, so it always answers.
  const engine = new WorkerEngine({
    workerUrl: new URL("./engine-worker.js", import.meta.url),
    root,
    logLevel: options.logLevel,
    log: logger,
    settings: {
      watch: options.watch,
      allowWrites: options.allowWrites,
      cacheDir: options.cacheDir,
      indexBuilderUrl: new URL("./index-builder.js", import.meta.url).href,
      indexThreads: options.indexThreads,
      indexAtStart: options.indexAtStart,
    },
  });
  const newServer = () => createServer({ engine, logger, allowWrites: options.allowWrites, callTimeoutMs: options.callTimeoutMs });

  if (!options.http) {
    // A person who ran it in a terminal sees why nothing happens (clients never give it a terminal).
    if (process.stdin.isTTY) process.stderr.write(terminalHint(root.root));
    const served = serveStdio(newServer());
    // Workers load in the background: the handshake does not wait for them, the first call does.
    engine.start();
    // SIGTERM or SIGINT ends the server as stdin closing does: a call that is writing files is asked to stop and
    // removes what it staged, or finishes its renames (120a F2: a signal left its temporary files in the project).
    const signalled = untilSignal().then(() => "signal" as const);
    const ended = await Promise.race([served.then(() => "stdin" as const), signalled]);
    logger.debug(ended === "stdin" ? "stdin closed, exiting" : "signal received, exiting");
    await engine.close();
    return 0;
  }

  // Listened for before the port opens: a client may send SIGTERM as soon as it can connect.
  const stopped = untilSignal();
  // Imported on demand: the HTTP stack costs ~100 ms of start-up that stdio never needs.
  const { serveHttp } = await import("./mcp/transports/http.js");
  let handle;
  try {
    handle = await serveHttp({
      host: options.addr.host,
      port: options.addr.port,
      token: token.token,
      sse: options.sse,
      newServer,
      log: logger,
    });
  } catch (error) {
    process.stderr.write(`yaoxiang-mcp: cannot listen on ${options.addr.host}:${options.addr.port}: ${listenProblem(error)}\n`);
    await engine.close();
    return 1;
  }
  engine.start();
  logger.info("listening", { url: handle.url, sse: options.sse, token: options.token?.from ?? false });
  await stopped;
  await handle.close();
  await engine.close();
  return 0;
}

/** One line for a person who started the stdio server in a terminal. */
function terminalHint(root: string): string {
  return `yaoxiang-mcp ${VERSION}: MCP server for ${root}, waiting for a client on stdin (JSON-RPC); connect it from an agent (see README), Ctrl-C stops it\n`;
}

/**
 * The first SIGINT or SIGTERM. Later ones are received too (and ignored): the server is closing already,
 * within a second and a half, and a second signal must not cut off the renames of a write (123a R1: a
 * second one 20 ms after the first left the kept originals behind).
 */
function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.on("SIGINT", () => resolve());
    process.on("SIGTERM", () => resolve());
  });
}

/**
 * Tool failures are contained per request (a worker that crashes is replaced
 * by the engine); anything that still escapes on this thread (an exception in
 * a callback, a rejected promise nobody awaits) leaves the server in a state
 * nobody knows, so it is logged (stderr, with its stack) and the process ends
 * with EXIT_CRASH: MCP clients restart a server that exits.
 */
function exitOnCrash(logger: Logger): void {
  const crash = (what: string) => (error: unknown) => {
    logger.error(`${what}; exiting`, { error });
    process.exit(EXIT_CRASH);
  };
  process.on("uncaughtException", crash("uncaught exception"));
  process.on("unhandledRejection", crash("unhandled promise rejection"));
}

/** The required bearer token: from the environment, the command line or a file. */
function loadToken(source: TokenSource | undefined): { token: string | undefined } | { error: string } {
  if (source === undefined) return { token: undefined };
  if (source.from !== "file") return { token: source.token };
  const file = readTokenFile(source.path);
  if ("error" in file) return file;
  if (file.warning) process.stderr.write(`yaoxiang-mcp: ${file.warning}\n`);
  return { token: file.token };
}

/** One line on why listen() failed. */
function listenProblem(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case "EADDRINUSE":
      return "the address is already in use (is another server running there?); choose another with --addr";
    case "EACCES":
      return "permission denied; choose a port above 1023 with --addr";
    case "EADDRNOTAVAIL":
      return "the address is not available on this machine";
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

// `yaoxiang-mcp` entry: flags → project root → server on stdio or HTTP.
// Exit codes: 0 normal end, 1 failure at start (e.g. address in use), 2 bad usage.
import "./mcp/install-stdout-guard.js";
import { parseCli, USAGE, type CliOptions } from "./cli-args.js";
import { Logger, stderrOutput } from "./mcp/logger.js";
import { createServer } from "./mcp/server.js";
import { serveStdio } from "./mcp/transports/stdio.js";
import { ProjectError } from "./project/errors.js";
import { findProjectRoot } from "./project/root.js";
import { ProjectService } from "./project/service.js";
import { VERSION } from "./version.js";

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
  const logger = new Logger(stderrOutput(options.logLevel));
  let project: ProjectService;
  try {
    const root = findProjectRoot({ cliRoot: options.projectRoot });
    project = new ProjectService(root, {
      watch: options.watch,
      onRefresh: (dir, stats) => logger.debug("workspace refreshed", { root: dir, ...stats }),
      onWatch: (dir, event) => {
        if (event.kind === "fallback") logger.warn("not watching files; re-scanning at every call", { root: dir, reason: event.reason });
        else if (event.kind === "rescan") logger.info("file event burst; re-scanned the workspace", { root: dir, events: event.events });
        else logger.debug("watching files", { root: dir, directories: event.directories });
      },
    });
    logger.info("project root", { root: root.root, source: root.source, allowWrites: options.allowWrites });
  } catch (error) {
    if (!(error instanceof ProjectError)) throw error;
    process.stderr.write(`yaoxiang-mcp: ${error.message}\n`);
    return 2;
  }
  keepServingOnStrayErrors(logger);
  // Load the grammar in the background: the first parse should not pay for it,
  // and the handshake should not wait for it either.
  project.warmUp().catch((error: unknown) => logger.warn("grammar could not be loaded", { error }));
  const newServer = () => createServer({ project, logger, allowWrites: options.allowWrites });

  if (!options.http) {
    await serveStdio(newServer());
    logger.debug("stdin closed, exiting");
    project.dispose();
    return 0;
  }

  // Imported on demand: the HTTP stack costs ~100 ms of start-up that stdio never needs.
  const { serveHttp } = await import("./mcp/transports/http.js");
  let handle;
  try {
    handle = await serveHttp({
      host: options.addr.host,
      port: options.addr.port,
      token: options.token,
      sse: options.sse,
      newServer,
      log: logger,
    });
  } catch (error) {
    logger.error("cannot listen", { addr: `${options.addr.host}:${options.addr.port}`, error });
    return 1;
  }
  logger.info("listening", { url: handle.url, sse: options.sse, token: options.token !== undefined });
  await untilSignal();
  await handle.close();
  project.dispose();
  return 0;
}

function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
}

/**
 * Tool failures are already contained per request; anything that still slips
 * out (a rejected promise in a callback) is logged instead of killing the
 * session an agent depends on.
 */
function keepServingOnStrayErrors(logger: Logger): void {
  process.on("unhandledRejection", (reason) => logger.error("unhandled rejection", { error: reason }));
  process.on("uncaughtException", (error) => logger.error("uncaught exception", { error }));
}

// `yaoxiang-mcp` entry: flags → project root → server on stdio or HTTP.
// Exit codes: 0 normal end, 1 failure at start (e.g. address in use), 2 bad usage.
import "./mcp/install-stdout-guard.js";
import { parseCli, USAGE, type CliOptions } from "./cli-args.js";
import { Logger, stderrOutput } from "./mcp/logger.js";
import { WorkerEngine } from "./mcp/engine/worker-engine.js";
import { createServer } from "./mcp/server.js";
import { serveStdio } from "./mcp/transports/stdio.js";
import { ProjectError } from "./project/errors.js";
import { findProjectRoot, type ProjectRoot } from "./project/root.js";
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
  let root: ProjectRoot;
  try {
    root = findProjectRoot({ cliRoot: options.projectRoot });
    logger.info("project root", { root: root.root, source: root.source, allowWrites: options.allowWrites });
  } catch (error) {
    if (!(error instanceof ProjectError)) throw error;
    process.stderr.write(`yaoxiang-mcp: ${error.message}\n`);
    return 2;
  }
  keepServingOnStrayErrors(logger);
  // The project and the tools live in worker threads (src/mcp/engine/); this
  // thread keeps the transports and the protocol, so it always answers.
  const engine = new WorkerEngine({
    workerUrl: new URL("./engine-worker.js", import.meta.url),
    root,
    logLevel: options.logLevel,
    log: logger,
    settings: { watch: options.watch, allowWrites: options.allowWrites },
  });
  const newServer = () => createServer({ engine, logger, allowWrites: options.allowWrites, callTimeoutMs: options.callTimeoutMs });

  if (!options.http) {
    const served = serveStdio(newServer());
    // Workers load in the background: the handshake does not wait for them, the first call does.
    engine.start();
    await served;
    logger.debug("stdin closed, exiting");
    await engine.close();
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
  engine.start();
  logger.info("listening", { url: handle.url, sse: options.sse, token: options.token !== undefined });
  await untilSignal();
  await handle.close();
  await engine.close();
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

// A person who starts the stdio server in a terminal (`npm start`) is told on
// stderr, in one line, that it waits for a client; a client (pipes on every
// stream) never sees that line. util-linux `script` gives the server a terminal.
import { spawn, spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { BIN, REPO_ROOT, ServerProcess, spawnServer, stopAll } from "../helpers/server-process.js";

const HINT = /^yaoxiang-mcp \S+: MCP server for .*corpus, waiting for a client on stdin/m;
const hasScript = spawnSync("script", ["--version"], { stdio: "ignore" }).status === 0;
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

afterEach(stopAll);

describe("in a terminal", () => {
  it("says on stderr that it waits for a client, and stops on end of input", async (ctx) => {
    if (!hasScript) ctx.skip("needs util-linux `script` to give the server a terminal");
    const command = [process.execPath, BIN, "--project-root", "corpus"].map(quote).join(" ");
    // script copies the terminal's output (the server's stdout and stderr) to its stdout.
    const child = spawn("script", ["-q", "-e", "-c", command, "/dev/null"], { cwd: REPO_ROOT, stdio: ["pipe", "pipe", "pipe"] });
    const terminal = new ServerProcess(child);
    try {
      await terminal.waitFor(() => (HINT.test(terminal.stdout) ? true : undefined), "the terminal hint");
      expect(terminal.stdout.split("\n").filter((line) => HINT.test(line))).toHaveLength(1);
      terminal.send("\x04"); // Ctrl-D: end of input
      expect((await terminal.exited).code).toBe(0);
    } finally {
      terminal.kill();
    }
  }, 30_000);

  it("says nothing of the kind to a client", async () => {
    const server = spawnServer(["--project-root", "corpus"]);
    await server.initialize();
    server.child.stdin?.end();
    await server.exited;
    expect(server.stderr).not.toMatch(HINT);
    expect(server.nonJsonLines).toEqual([]);
  }, 30_000);
});

// A directory the server's user may not list (tester round 97a D3), through
// the REAL server over stdio: it is named by MCP-FILE-SKIPPED, as an
// unreadable file is, and an import of a module in it says that whether the
// file is there is unknown, not "not found". The server runs as an
// unprivileged user (root may list anything): as `nobody` through `setpriv`
// when the tests run as root, else as the tests' own user.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, describe, expect, it } from "vitest";
import { BIN } from "../helpers/server-process.js";

const AS_NOBODY = ["--reuid=65534", "--regid=65534", "--clear-groups"];
const isRoot = process.getuid?.() === 0;

/** Why the test cannot run here, or undefined. */
function unavailable(): string | undefined {
  if (process.platform === "win32") return "no POSIX permissions";
  if (!isRoot) return undefined;
  const probe = spawnSync("setpriv", [...AS_NOBODY, process.execPath, "-e", `require("fs").accessSync(${JSON.stringify(BIN)})`], { stdio: "ignore" });
  return probe.status === 0 ? undefined : "the tests run as root and `setpriv` cannot run the server as nobody here (no setpriv, or the checkout is not readable by nobody)";
}

const reason = unavailable();
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) {
    chmodSync(path.join(root, "secret"), 0o755);
    rmSync(root, { recursive: true, force: true });
  }
});

describe("a directory the server may not list", () => {
  it.skipIf(reason !== undefined)(`is named, and an import from it says why it fails${reason ? ` (skipped: ${reason})` : ""}`, async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-unlistable-")));
    roots.push(root);
    mkdirSync(path.join(root, "secret"));
    writeFileSync(path.join(root, "yaoxiang.toml"), '[package]\nname = "unlistable"\n');
    writeFileSync(path.join(root, "main.yx"), "use secret.s.{hidden_fn}\n\nmain = {\n    x = hidden_fn()\n}\n");
    writeFileSync(path.join(root, "secret/s.yx"), "pub hidden_fn: () -> Int = () => 1\n");
    chmodSync(root, 0o755);
    chmodSync(path.join(root, "main.yx"), 0o644);
    chmodSync(path.join(root, "yaoxiang.toml"), 0o644);
    chmodSync(path.join(root, "secret"), 0o000);
    const serverArgs = [BIN, "--project-root", root, "--no-cache"];
    const transport = new StdioClientTransport(
      isRoot ? { command: "setpriv", args: [...AS_NOBODY, process.execPath, ...serverArgs], stderr: "ignore" } : { command: process.execPath, args: serverArgs, stderr: "ignore" },
    );
    const client = new Client({ name: "yaoxiang-mcp-tests", version: "1.0.0" });
    await client.connect(transport);
    try {
      const result = await client.callTool({ name: "typecheck", arguments: {} });
      const diagnostics = (result.structuredContent as { diagnostics: { code: string; file?: string; message: string; help?: string }[] }).diagnostics;
      expect(diagnostics.map((d) => [d.code, d.file, d.code === "E5001" ? d.help : d.message])).toEqual([
        ["E5001", "main.yx", "the server cannot list the directory 'secret' (EACCES), so whether 'secret/s.yx' is there is unknown: let the server's user read and enter it (MCP-FILE-SKIPPED names it)"],
        ["MCP-FILE-SKIPPED", "secret", "the directory secret could not be listed (EACCES), so the sources in it were not read; it is not part of the workspace"],
      ]);
      // Once it may be listed, the next call sees its module.
      chmodSync(path.join(root, "secret"), 0o755);
      chmodSync(path.join(root, "secret/s.yx"), 0o644);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await client.callTool({ name: "typecheck", arguments: {} });
      expect((after.structuredContent as { diagnostics: unknown[] }).diagnostics).toEqual([]);
    } finally {
      await client.close();
    }
  }, 30_000);
});

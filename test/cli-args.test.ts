// The command line (src/cli-args.ts): --call-timeout (the deadline of every
// tool call, in seconds) and where the HTTP token comes from.
import { describe, expect, it } from "vitest";
import { parseCli, type CliOptions } from "../src/cli-args.js";

function timeoutOf(argv: string[]): number | string {
  const outcome = parseCli(argv, {});
  return outcome.kind === "run" ? outcome.options.callTimeoutMs : outcome.kind === "error" ? outcome.message : outcome.kind;
}

describe("--call-timeout", () => {
  it("defaults to 30 s", () => {
    expect(timeoutOf([])).toBe(30_000);
  });

  it.each([
    ["5", 5_000],
    ["2.5", 2_500],
    ["0.1", 100],
    ["86400", 86_400_000],
  ])("reads %s seconds", (text, ms) => {
    expect(timeoutOf(["--call-timeout", text])).toBe(ms);
  });

  it.each(["0", "-1", "abc", "1e3", "", "86401", "0.05"])("refuses %j with a usage error", (text) => {
    expect(timeoutOf([`--call-timeout=${text}`])).toMatch(/^invalid --call-timeout/);
  });
});

function options(argv: string[], env: NodeJS.ProcessEnv = {}): CliOptions {
  const outcome = parseCli(argv, env);
  if (outcome.kind !== "run") throw new Error(JSON.stringify(outcome));
  return outcome.options;
}

describe("the bearer token", () => {
  it("comes from YAOXIANG_MCP_TOKEN without implying --http", () => {
    const run = options([], { YAOXIANG_MCP_TOKEN: "t" });
    expect(run.token).toEqual({ from: "env", token: "t" });
    expect(run.http).toBe(false);
    expect(run.warnings).toEqual([]);
  });

  it("comes from --token-file, which implies --http, and wins over the environment", () => {
    const run = options(["--token-file", "/run/secret"], { YAOXIANG_MCP_TOKEN: "t" });
    expect(run.token).toEqual({ from: "file", path: "/run/secret" });
    expect(run.http).toBe(true);
  });

  it("still comes from --require-token, with one warning", () => {
    const run = options(["--require-token", "s3cret"]);
    expect(run.token).toEqual({ from: "command-line", token: "s3cret" });
    expect(run.http).toBe(true);
    expect(run.warnings).toHaveLength(1);
    expect(run.warnings[0]).toMatch(/--require-token .*every local user can read it/);
  });

  it.each([
    [["--require-token", "a", "--token-file", "b"], {}, /either/],
    [["--require-token", " "], {}, /must not be empty/],
    [["--token-file", ""], {}, /needs a path/],
    [[], { YAOXIANG_MCP_TOKEN: "  " }, /is set but blank/],
    [["--http"], { YAOXIANG_MCP_TOKEN: "" }, /is set but blank/],
  ])("refuses %j %j", (argv, env, message) => {
    const outcome = parseCli(argv, env);
    expect(outcome.kind).toBe("error");
    expect((outcome as { message: string }).message).toMatch(message);
  });
});

describe("--index-threads", () => {
  it("is a whole number from 1 to 16, or the machine's default when absent", () => {
    expect(options([]).indexThreads).toBeUndefined();
    expect(options(["--index-threads", "1"]).indexThreads).toBe(1);
    expect(options(["--index-threads", "4"]).indexThreads).toBe(4);
    for (const bad of ["0", "17", "2.5", "-1", "two", ""]) {
      expect(parseCli([`--index-threads=${bad}`], {})).toMatchObject({ kind: "error", message: expect.stringMatching(/invalid --index-threads/) });
    }
  });
});

describe("--no-index-at-start", () => {
  it("turns off the symbol index build at start, which is on by default", () => {
    expect(options([]).indexAtStart).toBe(true);
    expect(options(["--no-index-at-start"]).indexAtStart).toBe(false);
  });
});

describe("the persistent index's directory", () => {
  it("is $XDG_CACHE_HOME/yaoxiang-mcp, else ~/.cache/yaoxiang-mcp", () => {
    expect(options([], { XDG_CACHE_HOME: "/var/cache/me", HOME: "/home/me" }).cacheDir).toBe("/var/cache/me/yaoxiang-mcp");
    expect(options([], { HOME: "/home/me" }).cacheDir).toBe("/home/me/.cache/yaoxiang-mcp");
    // The XDG spec: a relative XDG_CACHE_HOME is invalid and ignored.
    expect(options([], { XDG_CACHE_HOME: "rel/cache", HOME: "/home/me" }).cacheDir).toBe("/home/me/.cache/yaoxiang-mcp");
    expect(options([], {}).cacheDir).toBeNull();
  });

  it("is --cache-dir DIR (made absolute), or none with --no-cache", () => {
    expect(options(["--cache-dir", "/tmp/yx"], { HOME: "/home/me" }).cacheDir).toBe("/tmp/yx");
    expect(options(["--cache-dir", "rel"], {}).cacheDir).toBe(`${process.cwd()}/rel`);
    expect(options(["--no-cache"], { HOME: "/home/me" }).cacheDir).toBeNull();
  });

  it("refuses both flags at once, and an empty directory", () => {
    expect(parseCli(["--no-cache", "--cache-dir", "/tmp/yx"], {})).toMatchObject({ kind: "error", message: expect.stringMatching(/either --cache-dir or --no-cache/) });
    expect(parseCli(["--cache-dir="], {})).toMatchObject({ kind: "error", message: expect.stringMatching(/--cache-dir needs a directory/) });
  });
});

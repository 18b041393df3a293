// The command line (src/cli-args.ts): where the HTTP token comes from.
import { describe, expect, it } from "vitest";
import { parseCli, type CliOptions } from "../src/cli-args.js";

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
    [[], { YAOXIANG_MCP_TOKEN: "  " }, /must not be blank/],
  ])("refuses %j %j", (argv, env, message) => {
    const outcome = parseCli(argv, env);
    expect(outcome.kind).toBe("error");
    expect((outcome as { message: string }).message).toMatch(message);
  });
});

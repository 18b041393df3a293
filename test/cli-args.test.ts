// --call-timeout: seconds on the command line, the deadline of every tool call.
import { describe, expect, it } from "vitest";
import { parseCli } from "../src/cli-args.js";

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

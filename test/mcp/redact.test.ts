// What a client may see of messages and log data (src/mcp/redact.ts).
import { homedir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_CHARS, quote, redactor, shorten, shortenEchoes } from "../../src/mcp/redact.js";
import { REPO_ROOT } from "../helpers/server-process.js";

const root = path.join(REPO_ROOT, "corpus");

describe("quote and shorten", () => {
  it("keeps short text and cuts long text to 200 characters with its length", () => {
    expect(quote("E1001")).toBe("'E1001'");
    expect(shorten("x".repeat(300))).toBe(`${"x".repeat(200)}… (300 characters)`);
  });

  it("never cuts a surrogate pair in half", () => {
    const text = "a".repeat(199) + "😀".repeat(10);
    expect(shorten(text)).toBe(`${"a".repeat(199)}… (${text.length} characters)`);
  });

  it("shortens every echo of a long argument, at any depth, longest first", () => {
    const long = "p".repeat(500);
    const longer = long + "q".repeat(100);
    const message = `no such file: ${longer}; also ${long}`;
    const out = shortenEchoes(message, { file_paths: [long, { nested: longer }] });
    expect(out).toBe(`no such file: ${shorten(longer)}; also ${shorten(long)}`);
  });
});

describe("redactor", () => {
  const redact = redactor(root);

  it("makes paths in the project root-relative and hides the root, the install folder and the home folder", () => {
    expect(redact.message(`no such file: ${root}/src/a.yx`)).toBe("no such file: src/a.yx");
    expect(redact.message(`outside the project root ${root}`)).toBe("outside the project root <project root>");
    expect(redact.message(`at ${REPO_ROOT}dist/cli.js:3:1`)).toBe("at <install>/dist/cli.js:3:1");
    expect(redact.message(`${homedir()}/elsewhere`)).toBe("~/elsewhere");
  });

  it("cuts a message to MAX_MESSAGE_CHARS", () => {
    const out = redact.message("m".repeat(MAX_MESSAGE_CHARS * 3));
    expect(out.length).toBeLessThan(MAX_MESSAGE_CHARS + 20);
    expect(out).toMatch(/… \(message cut\)$/);
  });

  it("drops stacks from log data and bounds its lists and depth", () => {
    const error = new Error(`failed in ${root}/x.yx`);
    const data = redact.data({
      msg: "tool failed",
      error: { name: error.name, message: error.message, stack: error.stack },
      issues: Array.from({ length: 50 }, (_, i) => i),
      deep: { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } },
    }) as Record<string, unknown>;
    expect(data.error).toEqual({ name: "Error", message: "failed in x.yx" });
    expect(data.issues).toHaveLength(21);
    expect(JSON.stringify(data.deep)).toContain("…");
    expect(JSON.stringify(data)).not.toContain(REPO_ROOT);
  });
});

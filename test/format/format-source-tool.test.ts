// The format_source MCP tool, in process through the SDK client: options from
// the call, else the project's [fmt], else the defaults; the result fields;
// refusal of input with syntax errors; a project without yaoxiang.toml.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { formatSourceTool } from "../../src/mcp/tools/format_source.js";
import { ProjectService } from "../../src/project/service.js";
import { connectInMemory } from "../helpers/in-memory-server.js";

let client: Client;
let dir: string;
let project: ProjectService;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-format-"));
  writeFileSync(path.join(dir, "yaoxiang.toml"), '[package]\nname = "p"\n\n[fmt]\nindent_width = 2\nline_width = 30\n');
  writeFileSync(path.join(dir, "main.yx"), "main = {}\n");
  ({ client, project } = await connectInMemory(dir, [formatSourceTool], "format-test"));
});

afterAll(async () => {
  await client.close();
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

interface Output {
  formatted: string;
  changed: boolean;
  diff: { oldStart: number; oldLines: number; newStart: number; newLines: number; lines: string[] }[];
  diagnostics: { code: string; severity: string }[];
}

async function call(args: Record<string, unknown>): Promise<Output> {
  const result = await client.callTool({ name: "format_source", arguments: args });
  expect(result.isError).toBe(false);
  return result.structuredContent as unknown as Output;
}

const source = "main = {\n    x = 1\n    y = 2\n}";

describe("format_source tool", () => {
  it("uses the project's [fmt] options by default", async () => {
    const out = await call({ source });
    expect(out.formatted).toBe("main = {\n  x = 1\n  y = 2\n}\n");
    expect(out.changed).toBe(true);
    expect(out.diagnostics).toEqual([]);
  });

  it("lets call options win over [fmt], with tab_size as an alias of indent_width", async () => {
    expect((await call({ source, indent_width: 8 })).formatted).toBe("main = {\n        x = 1\n        y = 2\n}\n");
    expect((await call({ source, tab_size: 3 })).formatted).toBe("main = {\n   x = 1\n   y = 2\n}\n");
    expect((await call({ source, tab_size: 3, indent_width: 3 })).formatted).toBe("main = {\n   x = 1\n   y = 2\n}\n");
    expect((await call({ source, use_tabs: true })).formatted).toBe("main = {\n\tx = 1\n\ty = 2\n}\n");
  });

  it("applies line_width from [fmt] (30 here)", async () => {
    const out = await call({ source: "x = [100000, 200000, 300000, 400000]" });
    expect(out.formatted).toBe("x = [\n  100000,\n  200000,\n  300000,\n  400000,\n]\n");
  });

  it("returns line hunks of the change", async () => {
    const out = await call({ source: "a = 1\nb=2\nc = 3\n" });
    expect(out.formatted).toBe("a = 1\nb = 2\nc = 3\n");
    expect(out.diff).toEqual([{ oldStart: 1, oldLines: 3, newStart: 1, newLines: 3, lines: [" a = 1", "-b=2", "+b = 2", " c = 3"] }]);
  });

  it("reports no change and no hunks for formatted input", async () => {
    const out = await call({ source: "x = 1\n" });
    expect(out).toMatchObject({ formatted: "x = 1\n", changed: false, diff: [] });
  });

  it("returns input with syntax errors unchanged, with its diagnostics", async () => {
    const out = await call({ source: "x = \n" });
    expect(out.formatted).toBe("x = \n");
    expect(out.changed).toBe(false);
    expect(out.diff).toEqual([]);
    expect(out.diagnostics.some(d => d.severity === "error" && d.code.startsWith("E0"))).toBe(true);
  });

  it("uses the defaults in a project without yaoxiang.toml", async () => {
    const bare = mkdtempSync(path.join(tmpdir(), "yx-format-bare-"));
    const other = await connectInMemory(bare, [formatSourceTool], "format-test-bare");
    try {
      const result = await other.client.callTool({ name: "format_source", arguments: { source } });
      expect((result.structuredContent as unknown as Output).formatted).toBe("main = {\n    x = 1\n    y = 2\n}\n");
    } finally {
      await other.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("refuses single_quote and verify as arguments, naming them, as the README says (71a D5)", async () => {
    // Neither could do anything: strings stay double-quoted (a `'…'` literal is a char) and every result is verified.
    for (const args of [{ single_quote: true }, { verify: false }]) {
      const result = await client.callTool({ name: "format_source", arguments: { source, ...args } });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain(`unknown argument '${Object.keys(args)[0]}'`);
    }
  });

  it("reads single_quote from [fmt] and keeps double quotes (formatting.md §7.1, vector o004)", async () => {
    const quoted = mkdtempSync(path.join(tmpdir(), "yx-format-quote-"));
    writeFileSync(path.join(quoted, "yaoxiang.toml"), '[package]\nname = "q"\n\n[fmt]\nsingle_quote = true\n');
    const other = await connectInMemory(quoted, [formatSourceTool], "format-test-quote");
    try {
      const result = await other.client.callTool({ name: "format_source", arguments: { source: 'a = "it\'s"\n' } });
      expect(result.isError).toBe(false);
      expect((result.structuredContent as unknown as Output).formatted).toBe('a = "it\'s"\n');
    } finally {
      await other.close();
      rmSync(quoted, { recursive: true, force: true });
    }
  });

  it("rejects options out of range as invalid input", async () => {
    const result = await client.callTool({ name: "format_source", arguments: { source, indent_width: 0 } });
    expect(result.isError).toBe(true);
  });

  it("refuses two different widths under indent_width and its alias tab_size, rather than drop one (101a D3)", async () => {
    const result = await client.callTool({ name: "format_source", arguments: { source, tab_size: 2, indent_width: 8 } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ errorCode: "MCP-INVALID-INPUT" });
    expect((result.structuredContent as { message: string }).message).toContain("indent_width 8 and tab_size 2 differ");
  });
});

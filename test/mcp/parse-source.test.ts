// parse_source end to end: the real binary over stdio with the SDK client
// (which validates structuredContent against the published outputSchema).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectStdio, stopAll, type StdioSession, callTool, type ToolResult as Result } from "../helpers/server-process.js";

interface Node {
  type: string;
  field?: string;
  span: [number, number, number, number];
  text?: string;
  named: boolean;
  missing?: true;
  error?: true;
  children?: Node[];
  omittedChildren?: number;
}

let session: StdioSession;

beforeAll(async () => {
  session = await connectStdio(["--project-root", "corpus"]);
  await session.client.listTools();
}, 30_000);

afterAll(async () => {
  await stopAll();
});

async function call(args: Record<string, unknown>): Promise<Result> {
  return callTool(session, "parse_source", args);
}

async function parse(args: Record<string, unknown>) {
  const result = await call(args);
  expect(result.isError, JSON.stringify(result.content)).toBe(false);
  const data = result.structuredContent as {
    schemaVersion: string;
    ast: Node;
    diagnostics: Array<{ code: string; span: number[]; message: string; displaySpan?: number[] }>;
    truncated: boolean;
    hint?: string;
  };
  expect(data.schemaVersion).toBe("1.0");
  expect(JSON.parse(result.content![0]!.text!)).toEqual(data);
  return data;
}

function find(node: Node, type: string): Node | undefined {
  if (node.type === type) return node;
  for (const child of node.children ?? []) {
    const hit = find(child, type);
    if (hit) return hit;
  }
  return undefined;
}

describe("parse_source", () => {
  it("returns the tree with fields, spans in code points and leaf texts", async () => {
    const data = await parse({ source: "名 = 1\n", named_only: true });
    // `名` is not an identifier: a lexical error, reported at its code-point column.
    expect(data.diagnostics[0]).toMatchObject({ code: "E0001", span: [1, 1, 1, 2] });

    const ok = await parse({ source: "s = \"😀\"\narea: (w: Float) -> Float = (w) => w * 2.0\n" });
    expect(ok.diagnostics).toEqual([]);
    expect(ok.truncated).toBe(false);
    const binding = ok.ast.children![1]!;
    expect(binding.type).toBe("binding");
    const fields = binding.children!.filter((c) => c.field).map((c) => `${c.field}:${c.type}`);
    expect(fields).toEqual(["target:identifier", "type:function_type", "value:lambda"]);
    const target = binding.children![0]!;
    expect(target).toMatchObject({ text: "area", span: [2, 1, 2, 5], named: true });
    // An astral character counts as one column: the closing quote is column 7.
    const string = find(ok.ast, "string_literal")!;
    expect(string.span).toEqual([1, 5, 1, 8]);
  });

  it("reports syntax errors as diagnostics with codes, and keeps the rest of the tree", async () => {
    const data = await parse({ source: "a = (1, 2\nb = 3\nc = x && y\n\td = #\n", tab_size: 4 });
    const codes = data.diagnostics.map((d) => d.code);
    expect(codes).toContain("E0010");
    expect(codes).toContain("E0001");
    const hash = data.diagnostics.find((d) => d.message.includes("`#`"))!;
    expect(hash.span).toEqual([4, 6, 4, 7]);
    expect(hash.displaySpan).toEqual([4, 9, 4, 10]);
    expect(find(data.ast, "ERROR") ?? find(data.ast, ")")).toBeDefined();
  });

  it("cuts large trees to the budget and says how to see more", async () => {
    const source = Array.from({ length: 2000 }, (_, i) => `x${i} = f(${i}, "s") + 1`).join("\n");
    const data = await parse({ source });
    expect(data.truncated).toBe(true);
    expect(data.hint).toMatch(/named_only|max_depth/);
    expect(JSON.stringify(data).length).toBeLessThan(20_000);

    const shallow = await parse({ source: "x = f(1)\n", max_depth: 1 });
    expect(shallow.truncated).toBe(true);
    expect(shallow.ast.children![0]!.omittedChildren).toBeGreaterThan(0);
  });

  it("refuses bad input with MCP-INVALID-INPUT", async () => {
    for (const args of [{}, { source: 5 }, { source: "x", max_depth: -1 }, { source: "a\uD800b" }, { source: "x".repeat(2_000_001) }]) {
      const result = await call(args);
      expect(result.isError, JSON.stringify(args).slice(0, 80)).toBe(true);
      expect((result.structuredContent as { errorCode: string }).errorCode).toBe("MCP-INVALID-INPUT");
      expect(result.content![0]!.text).toMatch(/^MCP-INVALID-INPUT: /);
    }
  });
});

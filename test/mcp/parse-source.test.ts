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
    sexp?: string;
    diagnostics: Array<{ code: string; span: number[]; message: string; displaySpan?: number[] }>;
    truncated: boolean;
    hint?: string;
  };
  expect(data.schemaVersion).toBe("2.0");
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
    // A parse error: the unclosed `(` (the rest of the tree is kept).
    const unclosed = await parse({ source: "a = (1, 2\nb = 3\n" });
    expect(unclosed.diagnostics.map((d) => d.code)).toContain("E0010");
    expect(find(unclosed.ast, "ERROR") ?? find(unclosed.ast, ")")).toBeDefined();
    // Lexical errors: the compiler's lexer rejects the file, so only they are reported (each at its token).
    const data = await parse({ source: "a = (1, 2\nb = 3\nc = x && y\n\td = #\n", tab_size: 4 });
    const codes = data.diagnostics.map((d) => d.code);
    expect(codes).toContain("E0001");
    expect(codes).not.toContain("E0010");
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

    expect(data.hint).toMatch(/output budget.*format: "sexp".*raise max_chars/);

    const shallow = await parse({ source: "x = f(1)\n", max_depth: 1 });
    expect(shallow.truncated).toBe(true);
    expect(shallow.ast.children![0]!.omittedChildren).toBeGreaterThan(0);
    // The caller's own limit cut it: the hint says so, and says to raise it.
    expect(shallow.hint).toMatch(/^Tree cut at max_depth: raise max_depth/);
    expect(shallow.hint).not.toMatch(/budget|lower/);
    const few = await parse({ source: "x = f(1)\n", max_nodes: 2 });
    expect(few.hint).toMatch(/^Tree cut at max_nodes: raise max_nodes/);
  });

  it("gives tree-sitter's S-expression with format sexp, with positions on request", async () => {
    const data = await parse({ source: "area = (w) => w * 2\nf(\n", format: "sexp" });
    expect(data.ast).toBeUndefined();
    expect(data.sexp).toBe(
      "(source_file (binding target: (identifier) value: (lambda parameters: (lambda_parameters (lambda_parameter name: (identifier))) " +
        'body: (binary_expression left: (identifier) right: (integer_literal)))) (expression_statement (call_expression function: (identifier) arguments: (argument_list (MISSING ")")))))',
    );
    expect(data.diagnostics.map((d) => d.code)).toEqual(["E0011"]);
    const placed = await parse({ source: "x = 1\n", format: "sexp", positions: true });
    expect(placed.sexp).toBe("(source_file [1, 1] - [2, 1] (binding [1, 1] - [1, 6] target: (identifier [1, 1] - [1, 2]) value: (integer_literal [1, 5] - [1, 6])))");
    const shallow = await parse({ source: "x = f(1)\n", format: "sexp", max_depth: 1 });
    expect(shallow.sexp).toBe("(source_file (binding …2))");
    expect(shallow.hint).toMatch(/^Tree cut at max_depth: raise max_depth.*`…N` marks N children not shown/);
  });

  it("fits a sexp of a large source to the budget, several times smaller than the JSON tree", async () => {
    const source = Array.from({ length: 2000 }, (_, i) => `x${i} = f(${i}, "s") + 1`).join("\n");
    const result = await call({ source, format: "sexp" });
    const data = result.structuredContent as { sexp: string; truncated: boolean; hint: string };
    expect(result.content![0]!.text!.length).toBeLessThanOrEqual(20_000);
    expect(data.truncated).toBe(true);
    expect(data.sexp.length).toBeGreaterThan(15_000);
    expect(data.hint).toMatch(/output budget/);
    const part = source.split("\n").slice(0, 50).join("\n");
    const json = await parse({ source: part, max_chars: 80_000 });
    const sexp = await parse({ source: part, format: "sexp", max_chars: 80_000 });
    expect([json.truncated, sexp.truncated]).toEqual([false, false]);
    expect(sexp.sexp!.length * 3).toBeLessThan(JSON.stringify(json.ast).length);
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

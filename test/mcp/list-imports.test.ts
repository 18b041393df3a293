// list_imports end to end: the real binary over stdio with the SDK client
// (which validates every structuredContent against the published outputSchema),
// on copies of the fixture workspaces of modules-and-workspace.md §6.1.
import { cpSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { importSchema } from "../../src/mcp/tools/list_imports.js";
import { connectStdio, stopAll, type StdioSession, callTool, type ToolResult as Result, errorCode } from "../helpers/server-process.js";
import { WORKSPACES } from "../semantic/modules/fixtures.js";

let root: string;
let session: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-list-imports-")));
  cpSync(path.join(WORKSPACES, "w1"), path.join(root, "w1"), { recursive: true });
  for (const variant of ["typo_module.yx", "typo_item.yx", "unused.yx", "scoped.yx"]) {
    cpSync(path.join(WORKSPACES, "w1-variants/src", variant), path.join(root, "w1/src", variant));
  }
  cpSync(path.join(WORKSPACES, "w3"), path.join(root, "w3"), { recursive: true });
  cpSync(path.join(WORKSPACES, "w4"), path.join(root, "w4"), { recursive: true });
  const many = Array.from({ length: 80 }, (_, i) => `use std.math.{sqrt as s${i}}`).join("\n");
  writeFileSync(path.join(root, "many.yx"), `${many}\n`);
  writeFileSync(path.join(root, "outside.yx"), "x = 1\n");
  session = await connectStdio(["--project-root", root]);
  await session.client.listTools(); // makes the client validate results against outputSchema
}, 30_000);

afterAll(async () => {
  await stopAll();
  rmSync(root, { recursive: true, force: true });
});

async function call(args: Record<string, unknown>): Promise<Result> {
  return callTool(session, "list_imports", args);
}

async function imports(args: Record<string, unknown>): Promise<z.infer<typeof importSchema>[]> {
  const result = await call(args);
  expect(result.isError, JSON.stringify(result.content)).toBe(false);
  const data = result.structuredContent as { schemaVersion: string; imports: unknown[]; truncated: boolean };
  expect(data.schemaVersion).toBe("2.0");
  expect(JSON.parse(result.content![0]!.text!)).toEqual(data);
  // Every entry has exactly the documented shape.
  return z.array(importSchema).parse(data.imports);
}

describe("list_imports", () => {
  it("S8 – lists the entry file's imports with spans, kinds and resolved files", async () => {
    const list = await imports({ file_path: "src/main.yx", project_root: "w1" });
    expect(list).toEqual([
      {
        module: "std.io", span: [1, 1, 1, 11], path_span: [1, 5, 1, 11], form: "module", binding: "io", alias: null,
        is_public: false, items: [], bindings: [], source_file: null, resolved_path: null, origin: "std", enclosing: null, diagnostics: [],
      },
      {
        module: "geometry", span: [2, 1, 2, 31], path_span: [2, 5, 2, 13], form: "items", binding: null, alias: null,
        is_public: false, items: ["Point", "distance"],
        bindings: [
          { name: "Point", local: "Point", span: [2, 15, 2, 20], kind: "type", resolved: true },
          { name: "distance", local: "distance", span: [2, 22, 2, 30], kind: "function", resolved: true },
        ],
        source_file: "src/geometry.yx", resolved_path: "src/geometry.yx", origin: "workspace", enclosing: null, diagnostics: [],
      },
      {
        module: "shapes", span: [3, 1, 3, 24], path_span: [3, 5, 3, 11], form: "items", binding: null, alias: null,
        is_public: false, items: ["Rect", "area"],
        bindings: [
          { name: "Rect", local: "Rect", span: [3, 13, 3, 17], kind: "type", resolved: true },
          { name: "area", local: "area", span: [3, 19, 3, 23], kind: "function", resolved: true },
        ],
        source_file: "src/shapes.yx", resolved_path: "src/shapes.yx", origin: "workspace", enclosing: null, diagnostics: [],
      },
    ]);
  });

  it("works from the server root too (paths are then relative to it)", async () => {
    const list = await imports({ file_path: "w4/src/main.yx" });
    expect(list.map((i) => [i.module, i.source_file])).toEqual([
      ["math", "w4/src/math/mod.yx"],
      ["math.vector", "w4/src/math/vector.yx"],
    ]);
  });

  it("S11 – E5001 for an unknown module; the binding is unresolved", async () => {
    const [entry] = await imports({ file_path: "src/typo_module.yx", project_root: "w1" });
    expect(entry).toMatchObject({ module: "geometri", origin: "unresolved", source_file: null, resolved_path: null });
    expect(entry!.bindings).toEqual([{ name: "Point", local: "Point", span: [1, 15, 1, 20], kind: null, resolved: false }]);
    expect(entry!.diagnostics).toMatchObject([{ code: "E5001", severity: "error", span: [1, 5, 1, 13], file: "src/typo_module.yx" }]);
  });

  it("S12 – E5003 for an item the module does not export", async () => {
    const [entry] = await imports({ file_path: "src/typo_item.yx", project_root: "w1" });
    expect(entry!.diagnostics).toMatchObject([{ code: "E5003", severity: "error", span: [1, 22, 1, 30] }]);
    expect(entry!.diagnostics[0]!.message).toContain("Point, origin, distance");
  });

  it("S15 – W1003 for unused bindings", async () => {
    const list = await imports({ file_path: "src/unused.yx", project_root: "w1" });
    expect(list.flatMap((i) => i.diagnostics.map((d) => [d.code, d.severity, d.span]))).toEqual([
      ["W1003", "warning", [1, 22, 1, 30]],
      ["W1003", "warning", [2, 5, 2, 11]],
    ]);
  });

  it("S17 – a nested use reports its enclosing function", async () => {
    const list = await imports({ file_path: "src/scoped.yx", project_root: "w1" });
    expect(list.map((i) => [i.span, i.enclosing])).toEqual([[[2, 5, 2, 35], "helper"]]);
  });

  it("S21/S22 – the importer's directory first, then the project root", async () => {
    const lib = await imports({ file_path: "tests/lib_test.yx", project_root: "w3" });
    expect(lib.map((i) => [i.module, i.form, i.binding, i.origin, i.source_file])).toEqual([
      ["std.assert", "module", "assert", "std", null],
      ["lib", "items", null, "workspace", "tests/lib.yx"],
    ]);
    const root = await imports({ file_path: "tests/root_test.yx", project_root: "w3" });
    expect(root[1]).toMatchObject({ module: "mathx", source_file: "mathx.yx" });
  });

  it("sees a file changed on disk since the previous call", async () => {
    const file = path.join(root, "w1/src/unused.yx");
    writeFileSync(file, "use geometry.{Point, distance}\nuse shapes\n\nmain = {\n    p = Point(1.0, 1.0)\n    d = distance(p, p)\n    a = shapes.area\n}\n");
    const list = await imports({ file_path: "src/unused.yx", project_root: "w1" });
    expect(list.flatMap((i) => i.diagnostics)).toEqual([]);
  });

  it("cuts a long list to the output budget and says so", async () => {
    const full = await call({ file_path: "many.yx", max_chars: 80_000 });
    expect((full.structuredContent as { imports: unknown[] }).imports).toHaveLength(80);
    const result = await call({ file_path: "many.yx", max_chars: 2000 });
    expect(result.isError).toBe(false);
    const data = result.structuredContent as { imports: unknown[]; truncated: boolean; hint?: string };
    expect(data.truncated).toBe(true);
    expect(data.imports.length).toBeGreaterThan(0);
    expect(data.imports.length).toBeLessThan(80);
    expect(data.hint).toMatch(/source order/);
    expect(result.content![0]!.text!.length).toBeLessThanOrEqual(2000);
  });
});

describe("list_imports call errors", () => {
  it("refuses a path outside the project: MCP-PATH-OUTSIDE-PROJECT", async () => {
    expect(errorCode(await call({ file_path: "../outside.yx", project_root: "w1" }))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(errorCode(await call({ file_path: "/etc/passwd" }))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(errorCode(await call({ file_path: "x.yx", project_root: "../.." }))).toBe("MCP-PATH-OUTSIDE-PROJECT");
  });

  it("reports a missing file: MCP-FILE-NOT-FOUND", async () => {
    const result = await call({ file_path: "src/missing.yx", project_root: "w1" });
    expect(errorCode(result)).toBe("MCP-FILE-NOT-FOUND");
    expect(result.content![0]!.text).toMatch(/^MCP-FILE-NOT-FOUND: /);
  });

  it("reports a missing project root: MCP-PROJECT-NOT-FOUND", async () => {
    expect(errorCode(await call({ file_path: "src/main.yx", project_root: "nope" }))).toBe("MCP-PROJECT-NOT-FOUND");
  });

  it("S39 – a file that is not YaoXiang source, or bad arguments: MCP-INVALID-INPUT", async () => {
    expect(errorCode(await call({ file_path: "yaoxiang.toml", project_root: "w1" }))).toBe("MCP-INVALID-INPUT");
    expect(errorCode(await call({ file_path: "src", project_root: "w1" }))).toBe("MCP-INVALID-INPUT");
    expect(errorCode(await call({}))).toBe("MCP-INVALID-INPUT");
    expect(errorCode(await call({ file_path: "" }))).toBe("MCP-INVALID-INPUT");
    expect(errorCode(await call({ file_path: "src/main.yx", colour: "red" }))).toBe("MCP-INVALID-INPUT");
  });
});

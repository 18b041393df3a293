// typecheck end to end, in process: the real tool list behind an SDK client
// (which validates structuredContent against the published outputSchema),
// on a small temporary workspace.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { TOOLS } from "../../src/mcp/tools/index.js";
import { ProjectService } from "../../src/project/service.js";
import { connectInMemory } from "../helpers/in-memory-server.js";

let dir: string;
let client: Client;
let project: ProjectService;

interface Payload {
  diagnostics: { file?: string; code: string; severity: string; span: number[]; message: string }[];
  summary: { errors: number; warnings: number; notes: number; files: number; files_with_errors: number };
  truncated: boolean;
  hint?: string;
}

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-typecheck-")));
  writeFileSync(path.join(dir, "geometry.yx"), "Point: Type = { x: Float, y: Float }\nnorm: (p: Point) -> Float = p.x * p.x + p.y * p.y\n");
  writeFileSync(
    path.join(dir, "main.yx"),
    "use geometry.{Point, norm}\nuse std.io\nmain = {\n    p = Point(3.0, 4.0)\n    io.println(norm(p))\n}\n",
  );
  writeFileSync(path.join(dir, "bad.yx"), "use geometry.{Point}\nmain = {\n    p = Point(1.0)\n    q = missing + 1\n    n: Int = \"text\"\n}\n");
  mkdirSync(path.join(dir, "many"));
  for (let i = 0; i < 12; i++) writeFileSync(path.join(dir, "many", `f${i}.yx`), `v${i} = ${i}\n`);
  mkdirSync(path.join(dir, "lib"));
  writeFileSync(path.join(dir, "lib", "helper.yx"), "twice: (n: Int) -> Int = (n) => n * 2\n");
  writeFileSync(path.join(dir, "lib", "app.yx"), "use helper.{twice}\nmain = {\n    x = twice(2)\n}\n");
  ({ client, project } = await connectInMemory(dir, TOOLS, "typecheck-test"));
});

afterAll(async () => {
  await client.close();
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function typecheck(args: Record<string, unknown>): Promise<Payload> {
  const result = (await client.callTool({ name: "typecheck", arguments: args })) as { isError?: boolean; structuredContent?: unknown; content?: unknown };
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Payload;
}

describe("typecheck", () => {
  it("reports nothing for a clean file whose imports resolve in the workspace", async () => {
    const out = await typecheck({ file_paths: ["main.yx"] });
    expect(out.diagnostics).toEqual([]);
    expect(out.summary).toEqual({ errors: 0, warnings: 0, notes: 0, files: 1, files_with_errors: 0 });
  });

  it("reports arity, unknown names and annotation mismatches at the reference's lines", async () => {
    const out = await typecheck({ file_paths: ["bad.yx"] });
    expect(out.diagnostics.map((d) => `${d.code}@${d.span[0]}`)).toEqual(["E1010@3", "E1001@4", "E1002@5"]);
    for (const d of out.diagnostics) expect(d.file).toBe("bad.yx");
    expect(out.diagnostics[1]?.message).toContain("missing");
    expect(out.summary.errors).toBe(3);
  });

  it("checks an unsaved snippet as a file at the project root", async () => {
    const out = await typecheck({ source: "use geometry.{Point}\nmain = {\n    p = Point(1.0, 2.0)\n    q = p.z\n}\n" });
    expect(out.diagnostics.map((d) => d.code)).toEqual(["E1042"]);
    expect(out.diagnostics[0]?.span).toEqual([4, 11, 4, 12]);
  });

  it("reports a record passed where an interface it does not list is required (E1002), and accepts one that lists it", async () => {
    const source = [
      "Shape: Type = {\n    area: (self: Shape) -> Float,\n}",
      "Circle: Type = {\n    r: Float,\n    Shape,\n}",
      "Square: Type = {\n    side: Float,\n}",
      "Circle.area: (self: Circle) -> Float = (self) => self.r * self.r",
      "Square.area: (self: Square) -> Float = (self) => self.side * self.side",
      "total: (s: Shape) -> Float = (s) => s.area()",
      "main = {\n    a = total(Circle(1.0))\n    b = total(Square(2.0))\n}\n",
    ].join("\n");
    const out = await typecheck({ source });
    expect(out.diagnostics.map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1002@16:14 argument 1 ('s') of 'total' must be Shape, but the value is Square",
    ]);
  });

  it("refuses paths outside the project and missing files", async () => {
    const outside = (await client.callTool({ name: "typecheck", arguments: { file_paths: ["../x.yx"] } })) as { isError?: boolean; structuredContent?: { errorCode?: string } };
    expect(outside.isError).toBe(true);
    expect(outside.structuredContent?.errorCode).toBe("MCP-PATH-OUTSIDE-PROJECT");
    const missing = (await client.callTool({ name: "typecheck", arguments: { file_paths: ["nope.yx"] } })) as { isError?: boolean; structuredContent?: { errorCode?: string } };
    expect(missing.structuredContent?.errorCode).toBe("MCP-FILE-NOT-FOUND");
    const empty = (await client.callTool({ name: "typecheck", arguments: { file_paths: [] } })) as { isError?: boolean; structuredContent?: { errorCode?: string } };
    expect(empty.structuredContent?.errorCode).toBe("MCP-INVALID-INPUT");
    for (const args of [
      { source: "x = 1\n", file_path: "../x.yx" },
      { source: "x = 1\n", file_path: "notes.txt" },
      { source: "x = 1\n", file_paths: ["main.yx"] },
      { file_paths: ["many/*.rs"] },
    ]) {
      const result = (await client.callTool({ name: "typecheck", arguments: args })) as { isError?: boolean; structuredContent?: { errorCode?: string } };
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(result.structuredContent?.errorCode, JSON.stringify(args)).toMatch(/^MCP-(PATH-OUTSIDE-PROJECT|INVALID-INPUT|FILE-NOT-FOUND)$/);
    }
  });

  it("checks the whole workspace without arguments, sorted by file and position, and counts the files with errors", async () => {
    const out = await typecheck({});
    expect(out.summary).toMatchObject({ files: 17, errors: 3, files_with_errors: 1 });
    expect(out.diagnostics.map((d) => `${d.file}:${d.span[0]}`)).toEqual(["bad.yx:3", "bad.yx:4", "bad.yx:5"]);
  });

  it("takes folders and globs in file_paths", async () => {
    expect((await typecheck({ file_paths: ["many"] })).summary.files).toBe(12);
    expect((await typecheck({ file_paths: ["many/f1*.yx", "lib/**/*.yx"] })).summary.files).toBe(5);
    expect((await typecheck({ file_paths: ["*.yx"] })).summary).toMatchObject({ files: 3, errors: 3 });
  });

  it("checks unsaved source as the workspace file it stands for: its imports resolve from its own folder", async () => {
    const text = "use helper.{twice}\nmain = {\n    x = twice(2)\n    y: String = twice(3)\n}\n";
    const inPlace = await typecheck({ source: text, file_path: "lib/app.yx" });
    expect(inPlace.diagnostics.map((d) => `${d.file}:${d.code}@${d.span[0]}`)).toEqual(["lib/app.yx:E1002@4"]);
    // As a snippet at the root, `helper` is not a module there.
    const atRoot = await typecheck({ source: text });
    expect(atRoot.diagnostics.map((d) => d.code)).toContain("E5001");
    // A file that is not on disk yet.
    const fresh = await typecheck({ source: "use helper.{twice}\nz: Int = twice(1)\n", file_path: "lib/new_file.yx" });
    expect(fresh.diagnostics).toEqual([]);
    expect(fresh.summary.files).toBe(1);
  });

  it("lets the files named with it see the unsaved declarations (an edit that breaks an importer)", async () => {
    const before = await typecheck({ file_paths: ["main.yx"] });
    expect(before.diagnostics).toEqual([]);
    const withoutNorm = "Point: Type = { x: Float, y: Float }\n";
    const after = await typecheck({ source: withoutNorm, file_path: "geometry.yx", file_paths: ["main.yx"] });
    expect(after.summary.files).toBe(2);
    expect(after.diagnostics.map((d) => `${d.file}:${d.code}`)).toEqual(["main.yx:E5003"]);
    // The disk is unchanged, and so is the next answer.
    expect((await typecheck({ file_paths: ["main.yx"] })).diagnostics).toEqual([]);
  });

  it("keeps the first diagnostics and the full counts when over the budget", async () => {
    const many = Array.from({ length: 400 }, (_, i) => `v${i}: Int = "text ${i}"`).join("\n") + "\n";
    const out = await typecheck({ source: many, file_path: "lib/many_errors.yx", max_chars: 5_000 });
    expect(out.truncated).toBe(true);
    expect(out.summary.errors).toBe(400);
    expect(out.diagnostics.length).toBeGreaterThan(5);
    expect(out.diagnostics.length).toBeLessThan(400);
    expect(out.diagnostics[0]!.span[0]).toBe(1);
    expect(out.hint).toMatch(/file_paths.*max_chars/);
  });

  it("sends progress notifications for a large set when the client asks", async () => {
    const seen: number[] = [];
    const files = Array.from({ length: 12 }, (_, i) => `many/f${i}.yx`);
    const result = (await client.callTool({ name: "typecheck", arguments: { file_paths: files } }, undefined, {
      onprogress: (p) => seen.push(p.progress),
    })) as { structuredContent?: Payload };
    expect(result.structuredContent?.summary.files).toBe(12);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toBe(12);
  });
});

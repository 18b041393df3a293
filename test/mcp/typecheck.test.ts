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
  summary: { errors: number; warnings: number; notes: number; files: number };
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
    expect(out.summary).toEqual({ errors: 0, warnings: 0, notes: 0, files: 1 });
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

  it("refuses paths outside the project and missing files", async () => {
    const outside = (await client.callTool({ name: "typecheck", arguments: { file_paths: ["../x.yx"] } })) as { isError?: boolean; structuredContent?: { errorCode?: string } };
    expect(outside.isError).toBe(true);
    expect(outside.structuredContent?.errorCode).toBe("MCP-PATH-OUTSIDE-PROJECT");
    const missing = (await client.callTool({ name: "typecheck", arguments: { file_paths: ["nope.yx"] } })) as { isError?: boolean; structuredContent?: { errorCode?: string } };
    expect(missing.structuredContent?.errorCode).toBe("MCP-FILE-NOT-FOUND");
    const neither = (await client.callTool({ name: "typecheck", arguments: {} })) as { isError?: boolean; structuredContent?: { errorCode?: string } };
    expect(neither.structuredContent?.errorCode).toBe("MCP-INVALID-INPUT");
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

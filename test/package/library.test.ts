// The library entry as another tool embeds it: the built dist/index.js (what
// package.json "exports" points at), typed by its sources. Parse, check,
// format, the workspace's symbol index and the MCP server, each on real input.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/server-process.js";

type Library = typeof import("../../src/index.js");
let lib: Library;

beforeAll(async () => {
  lib = (await import(pathToFileURL(join(REPO_ROOT, "dist/index.js")).href)) as Library;
});

const GEOMETRY = join(REPO_ROOT, "corpus/geometry");

describe("the library (dist/index.js)", () => {
  it("parses, with syntax diagnostics", async () => {
    const clean = await lib.parseSource("area = (w: Float, h: Float) => w * h\n");
    expect(clean.diagnostics).toEqual([]);
    expect(clean.ast?.type).toBe("source_file");
    const broken = await lib.parseSource("x = (1 +\n");
    expect(broken.diagnostics.length).toBeGreaterThan(0);
    expect(broken.diagnostics.every((d) => d.code.startsWith("E0"))).toBe(true);
  });

  it("checks the files of a workspace", async () => {
    const project = new lib.ProjectService(lib.findProjectRoot({ cliRoot: GEOMETRY }));
    try {
      const view = await project.view();
      expect(view.files.length).toBeGreaterThan(3);
      const clean = lib.checkFiles({ view, files: view.files });
      expect(clean.summary).toMatchObject({ errors: 0, files: view.files.length });
      const document = new lib.Document(await lib.sharedParser(), "n: Int = \"text\"\n");
      try {
        const wrong = lib.checkFiles({ view, overlay: { path: "<snippet>.yx", document } });
        expect(wrong.summary.errors).toBeGreaterThan(0);
        expect(lib.explainDiagnostic(wrong.diagnostics[0]!.code)?.title).toBeTruthy();
      } finally {
        document.dispose();
      }
    } finally {
      project.dispose();
    }
  });

  it("formats", async () => {
    const options = lib.resolveFormatOptions({}, undefined);
    const result = await lib.formatSource("f=(a,b)=>{\nx=a+b\nreturn x\n}\n", options);
    expect(result.formatted).toBe("f = (a, b) => {\n    x = a + b\n    return x\n}\n");
    expect((await lib.formatSource(result.formatted, options)).changed).toBe(false);
    expect(lib.diffHunks("a\n", "b\n")).toHaveLength(1);
  });

  it("looks symbols up and finds their references in the workspace index", async () => {
    const project = new lib.ProjectService(lib.findProjectRoot({ cliRoot: GEOMETRY }));
    try {
      const { index } = lib.symbolIndexFor(await project.view());
      const [found] = lib.lookupSymbols(index, { query: "main" }).symbols;
      expect(found).toMatchObject({ name: "main" });
      const references = lib.findReferences(index, { query: found!.qualified_name });
      expect(references.locations.length).toBeGreaterThan(0);
    } finally {
      project.dispose();
    }
  });

  it("serves every tool through the MCP server it creates", async () => {
    const project = new lib.ProjectService(lib.findProjectRoot({ cliRoot: GEOMETRY }));
    const server = lib.createServer({ project, logger: new lib.Logger({ level: "error", write: () => {} }) });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "embedder", version: "1.0.0" });
    try {
      await client.connect(clientSide);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(lib.TOOLS.map((t) => t.name).sort());
      const result = await client.callTool({ name: "explain_diagnostic", arguments: { code: "E1001" } });
      expect(result.isError).toBeFalsy();
      expect(lib.VERSION).toMatch(/^\d+\.\d+\.\d+/);
    } finally {
      await client.close();
      project.dispose();
    }
  });
});

// typecheck names the module that declares a name a file reads without its
// `use` (E1001) or imports from a module that does not declare it (E5003):
// what an agent needs after moving a declaration to another module (90a D2,
// 84c D3, 93c D4). In process, through the real tool list.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { TOOLS } from "../../src/mcp/tools/index.js";
import type { ProjectService } from "../../src/project/service.js";
import { connectInMemory } from "../helpers/in-memory-server.js";

let dir: string;
let client: Client;
let project: ProjectService;

type Found = { code: string; span: number[]; help?: string }[];

async function typecheck(args: Record<string, unknown>): Promise<Found> {
  const result = await client.callTool({ name: "typecheck", arguments: args });
  return (result.structuredContent as { diagnostics: Found }).diagnostics;
}

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-import-hints-")));
  mkdirSync(path.join(dir, "app"));
  writeFileSync(path.join(dir, "util.yx"), "double: (x: Int) -> Int = x * 2\n");
  writeFileSync(path.join(dir, "app", "helpers.yx"), "triple: (x: Int) -> Int = x * 3\nshared: Int = 1\n");
  writeFileSync(path.join(dir, "other.yx"), "shared: Int = 2\n");
  writeFileSync(path.join(dir, "main.yx"), "use util.{double, triple}\n\nmain = {\n    print(double(2) + triple(3) + shared + nowhere)\n}\n");
  ({ client, project } = await connectInMemory(dir, TOOLS, "import-hints-test"));
});

afterAll(async () => {
  await client.close();
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("typecheck names the module that declares an unknown name", () => {
  it("E5003 (the item moved to another module) and E1001 (no use at all), with the `use` that reaches it from the file", async () => {
    const found = await typecheck({ file_paths: ["main.yx"] });
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help}`)).toEqual([
      "E5003 1:19 module 'app.helpers' declares 'triple': `use app.helpers.{triple}`; or else: import one of the names the message lists, or declare 'triple' at the top level of module 'util'",
      "E1001 4:35 modules 'app.helpers', 'other' declare 'shared': `use app.helpers.{shared}` or `use other.{shared}`",
      "E1001 4:44 Check the spelling, declare the name before this line, or add the missing `use` for the module it comes from.",
    ]);
  });

  it("from a file in a folder, the path its `use` resolves from there; unsaved text too", async () => {
    const found = await typecheck({ file_path: "app/run.yx", source: "main = {\n    print(triple(1) + double(2))\n}\n" });
    expect(found.map((d) => `${d.code} ${d.help}`)).toEqual([
      "E1001 module 'helpers' declares 'triple': `use helpers.{triple}`",
      "E1001 module 'util' declares 'double': `use util.{double}`",
    ]);
  });
});

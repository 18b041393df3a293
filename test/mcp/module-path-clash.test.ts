// Two files with one canonical module path (modules-and-workspace.md §2.4):
// `util.yx` at the root and `src/util.yx` are both module `util`, so their
// symbols share ids (§4.3). Through the real server (tester round 76d D1):
// find_references says its answer covers both files, and rename_symbol
// refuses rather than silently edit the other file and its importers.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-module-clash-", {
  "yaoxiang.toml": '[package]\nname = "clash"\nversion = "0.1.0"\n',
  "util.yx": "tool: (n: Int) -> Int = (n) => n + 100\n",
  "src/util.yx": "tool: (n: Int) -> Int = (n) => n + 1\n",
  "tests/t.yx": "use util.{tool}\n\ncheck = {\n    y = tool(5)\n}\n",
  "src/main.yx": "use util.{tool}\nuse geo.{area}\n\nmain = {\n    x = tool(1)\n    a = area(2)\n}\n",
  // No clash: one module path per file.
  "src/geo.yx": "area: (n: Int) -> Int = (n) => n * n\n",
});

type Answer = { hint?: string; files?: unknown[]; diagnostics?: { code: string; severity: string; message: string; file?: string }[] };

async function call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; body: Answer }> {
  const result = await project.call(name, args);
  return { isError: result.isError === true, body: result.structuredContent as Answer };
}

describe("two files with one module path (76d D1)", () => {
  it("find_references says the answer covers both files", async () => {
    const { isError, body } = await call("find_references", { file_path: "util.yx", line: 1, column: 1 });
    expect(isError).toBe(false);
    expect(body.hint).toContain("src/util.yx and util.yx have the same module path 'util'");
  });

  it.each([
    ["the function", { file_path: "util.yx", line: 1, column: 1 }],
    ["the function, from the other file", { file_path: "src/util.yx", line: 1, column: 1 }],
    ["its parameter", { file_path: "util.yx", line: 1, column: 26 }],
  ])("rename_symbol of %s is refused, nothing edited", async (_what, at) => {
    const { body } = await call("rename_symbol", { ...at, new_name: "helper" });
    expect(body.files ?? []).toEqual([]);
    const refusal = body.diagnostics?.find((d) => d.severity === "error");
    expect(refusal?.code).toBe("MCP-RENAME-AMBIGUOUS");
    expect(refusal?.message).toContain("same module path 'util'");
  });

  it("a symbol of a file whose module path is its own renames as usual", async () => {
    const { body } = await call("rename_symbol", { file_path: "src/geo.yx", line: 1, column: 1, new_name: "surface" });
    expect(body.diagnostics?.filter((d) => d.severity === "error")).toEqual([]);
    expect((body.files as { file: string }[]).map((f) => f.file).sort()).toEqual(["src/geo.yx", "src/main.yx"]);
  });
});

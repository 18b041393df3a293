// A symlinked `.yx` inside the root is a module of its own (README
// "Workspace"), but one file on disk with its target: a rename that edits
// the file edits both modules, and the importers of the other would keep the
// old name (tester round 81a D1: `use geo_alias.{add}` broke after renaming
// `geo.add`, with `check` reporting no new error). Through the real server,
// with writes allowed: refused, nothing written. A linked file that only uses
// the symbol gets the same edits in both modules: written once (81c D10).
import { readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const FILES = {
  "yaoxiang.toml": '[package]\nname = "linked"\n',
  "src/geo.yx": "add: (a: Int, b: Int) -> Int = a + b\n",
  "src/main.yx": "use geo.{add}\n\nmain: () -> Int = add(1, 2)\n",
  "src/user.yx": "use geo_alias.{add}\n\nuser: () -> Int = add(3, 4)\n",
  "src/other.yx": "twice: (n: Int) -> Int = n * 2\n",
  "src/calc.yx": "use other.{twice}\n\ncalc: () -> Int = twice(4)\n",
  "src/twin.yx": "use other.{twice}\n\ntwin: () -> Int = twice(5)\n",
};

const project = servedProject("yx-linked-", FILES, {
  prepare: (root) => {
    symlinkSync("geo.yx", path.join(root, "src", "geo_alias.yx"));
    symlinkSync("calc.yx", path.join(root, "src", "calc_link.yx"));
    // A link whose name sorts before its target's (106c V4).
    symlinkSync("twin.yx", path.join(root, "src", "a_twin.yx"));
  },
  flags: ["--allow-writes"],
});

type Answer = { files?: { file: string }[]; written?: string[]; diagnostics?: { code: string; severity: string; message: string; file?: string }[] };

async function rename(args: Record<string, unknown>): Promise<Answer> {
  return (await project.call("rename_symbol", { ...args, apply: true })).structuredContent as Answer;
}

describe("a rename in a file other workspace paths name too (81a D1)", () => {
  it.each([
    ["through the target", { query: "geo.add" }, "src/geo.yx", "src/geo_alias.yx"],
    ["through the link", { query: "geo_alias.add" }, "src/geo_alias.yx", "src/geo.yx"],
    // (A path a tool is given is resolved to the file it names: the link's position is the target's.)
    ["at a position in the link", { file_path: "src/geo_alias.yx", line: 1, column: 1 }, "src/geo.yx", "src/geo_alias.yx"],
  ])("is refused %s, with or without force, and nothing is written", async (_how, target, file, other) => {
    for (const force of [false, true]) {
      const body = await rename({ ...target, new_name: "plus", force });
      const refusal = body.diagnostics?.find((d) => d.severity === "error");
      expect(refusal?.code).toBe("MCP-RENAME-AMBIGUOUS");
      expect(refusal?.file).toBe(file);
      expect(refusal?.message).toContain(`is one file on disk with ${other}`);
      expect(body.written ?? []).toEqual([]);
    }
    for (const [name, text] of Object.entries(FILES)) expect(readFileSync(path.join(project.root(), name), "utf8")).toBe(text);
  });

  it("a rename whose linked files only use the symbol (or declare a local of it) is applied, each file written once (81c D10)", async () => {
    // The preview names each file as the apply writes it: under its target's path (106c V4: `src/a_twin.yx` there).
    const preview = (await project.call("rename_symbol", { query: "other.twice", new_name: "double" })).structuredContent as Answer;
    expect(preview.files?.map((f) => f.file)).toEqual(["src/calc.yx", "src/other.yx", "src/twin.yx"]);
    const body = await rename({ query: "other.twice", new_name: "double" });
    expect(body.diagnostics?.filter((d) => d.severity === "error")).toEqual([]);
    // calc.yx and calc_link.yx are one file with the same edits in both modules: written once.
    expect(body.files?.map((f) => f.file)).toEqual(["src/calc.yx", "src/other.yx", "src/twin.yx"]);
    expect(body.written).toEqual(["src/calc.yx", "src/other.yx", "src/twin.yx"]);
    expect(readFileSync(path.join(project.root(), "src/other.yx"), "utf8")).toBe("double: (n: Int) -> Int = n * 2\n");
    expect(readFileSync(path.join(project.root(), "src/calc_link.yx"), "utf8")).toBe("use other.{double}\n\ncalc: () -> Int = double(4)\n");
    const local = await rename({ file_path: "src/geo.yx", line: 1, column: 7, new_name: "first" });
    expect(local.diagnostics?.filter((d) => d.severity === "error")).toEqual([]);
    expect(local.written).toEqual(["src/geo.yx"]);
    expect(readFileSync(path.join(project.root(), "src/geo_alias.yx"), "utf8")).toBe("add: (first: Int, b: Int) -> Int = first + b\n");
  });
});

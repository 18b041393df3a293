// An import of a module whose file exists but was skipped (not UTF-8), as an
// agent meets it through the REAL server over stdio: E5001 says the file is
// there but was not read, and why, not only "not found" (tester round 26,
// 40b D10); the same for a file in a directory the workspace does not walk
// (`target/`, a symlinked directory: round 68b D3).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, stopAll, type StdioSession } from "../helpers/server-process.js";

let root: string;
let session: StdioSession;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-skipped-import-")));
  mkdirSync(path.join(root, "src"), { recursive: true });
  writeFileSync(path.join(root, "yaoxiang.toml"), '[package]\nname = "skipped"\n');
  writeFileSync(path.join(root, "src/latin.yx"), Buffer.from("pub far = 1\n// caf\xe9\n", "latin1"));
  writeFileSync(path.join(root, "src/main.yx"), "use latin.{far}\n\nmain = {\n    x = far\n}\n");
  mkdirSync(path.join(root, "src/math"));
  writeFileSync(path.join(root, "src/math/vector.yx"), "Vec2: Type = { x: Float, y: Float }\n");
  symlinkSync("math", path.join(root, "src/linked"));
  mkdirSync(path.join(root, "target"));
  writeFileSync(path.join(root, "target/gen.yx"), "made = 1\n");
  writeFileSync(path.join(root, "src/walled.yx"), "use linked.vector.{Vec2}\nuse target.gen\nuse nowhere\n\nv: Vec2 = Vec2(1.0, 2.0)\nm = gen.made\n");
  session = await connectStdio(["--project-root", root]);
  await session.client.listTools();
}, 30_000);

afterAll(async () => {
  await stopAll();
  rmSync(root, { recursive: true, force: true });
});

describe("an import of a skipped module", () => {
  it("E5001 says the file is there but was not read, and why", async () => {
    const result = await callTool(session, "typecheck", { file_paths: ["src/main.yx"] });
    expect(result.isError).toBe(false);
    const diagnostics = (result.structuredContent as { diagnostics: { code: string; help?: string }[] }).diagnostics;
    const e5001 = diagnostics.filter((d) => d.code === "E5001");
    expect(e5001).toHaveLength(1);
    expect(e5001[0]!.help).toMatch(
      /^the module's file is there, but src\/latin\.yx is not UTF-8 text \(an invalid byte on line 2, at byte offset \d+\); it was not read: fix that file \(MCP-FILE-SKIPPED says how\) and this import resolves$/,
    );
    // The skipped file is not among the files asked about: said in the hint, not counted (97a D1; the E5001 counts).
    const content = result.structuredContent as { summary: { files: number; files_with_errors: number; errors: number }; hint?: string };
    expect(content.summary).toMatchObject({ files: 1, files_with_errors: 1, errors: 1 });
    expect(diagnostics.filter((d) => d.code === "MCP-FILE-SKIPPED")).toEqual([]);
    expect(content.hint).toMatch(/^Workspace warnings: MCP-FILE-SKIPPED: src\/latin\.yx is not UTF-8 text/);
  });

  it("a check of the whole workspace lists the skipped file among its diagnostics, and counts it", async () => {
    const result = await callTool(session, "typecheck", {});
    const content = result.structuredContent as { diagnostics: { code: string; file: string; severity: string }[]; summary: { files: number; files_with_errors: number } };
    expect(content.diagnostics.filter((d) => d.code === "MCP-FILE-SKIPPED").map((d) => [d.file, d.severity])).toEqual([["src/latin.yx", "error"]]);
    // files_with_errors stays within files (round 34, 48d D2): the skipped file counts as one.
    expect(content.summary.files_with_errors).toBeLessThanOrEqual(content.summary.files);
    expect(content.summary.files).toBe(4); // main, walled and math/vector checked; latin skipped
  });

  it("E5001 says when the file is in a directory the workspace does not walk: a symlinked one (with its target) or `target/`", async () => {
    const result = await callTool(session, "typecheck", { file_paths: ["src/walled.yx"] });
    const diagnostics = (result.structuredContent as { diagnostics: { code: string; span: number[]; help?: string }[] }).diagnostics;
    expect(diagnostics.filter((d) => d.code === "E5001").map((d) => [d.span[0], d.help])).toEqual([
      [1, "'src/linked/vector.yx' exists, but 'src/linked' is a symbolic link to the directory 'src/math', and the workspace does not follow directory links: import the module by its path there"],
      [2, "'target/gen.yx' exists, but it is in 'target', a directory the workspace does not index (`target`, `node_modules`, `.git`, `.yaoxiang` and hidden directories are left out)"],
      // A module that is nowhere: the usual help.
      [3, "looked for 'src/nowhere.yx', 'src/nowhere/mod.yx', 'nowhere.yx', 'nowhere/mod.yx' (the importing file's directory, then the project root)"],
    ]);
  });
});

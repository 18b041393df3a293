// An import of a module whose file exists but was skipped (not UTF-8), as an
// agent meets it through the REAL server over stdio: E5001 says the file is
// there but was not read, and why, not only "not found" (tester round 26,
// 40b D10).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
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
    // The skipped file's error counts, and so does the file: files_with_errors stays within files (round 34, 48d D2).
    const summary = (result.structuredContent as { summary: { files: number; files_with_errors: number; errors: number } }).summary;
    expect(summary).toMatchObject({ files: 2, files_with_errors: 2 });
  });
});

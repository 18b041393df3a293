// --allow-writes end to end, with the real binary over stdio: without the flag
// every tool says it is read-only and `apply: true` is refused naming the
// flag; with it, format_source and rename_symbol say they write (destructive,
// idempotent) and do, and the instructions say which mode the server is in.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, errorCode, stopAll } from "../helpers/server-process.js";

let dir: string;
const MESSY = "main = {\n  x=1\n}\n";

beforeAll(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-writes-")));
  mkdirSync(path.join(dir, "src"));
});

afterEach(async () => {
  await stopAll();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const read = () => readFileSync(path.join(dir, "src", "main.yx"), "utf8");

describe("without --allow-writes", () => {
  it("lists every tool as read-only, says so in its instructions, and refuses apply naming the flag", async () => {
    writeFileSync(path.join(dir, "src", "main.yx"), MESSY);
    const session = await connectStdio(["--project-root", dir]);
    const { tools } = await session.client.listTools();
    for (const tool of tools) expect(tool.annotations, tool.name).toEqual({ readOnlyHint: true });
    expect(session.client.getInstructions()).toMatch(/every tool is read-only/);

    const refused = await callTool(session, "format_source", { file_paths: ["src"], apply: true });
    expect(errorCode(refused)).toBe("MCP-INVALID-INPUT");
    expect(refused.content![0]!.text).toContain("--allow-writes");
    expect(read()).toBe(MESSY);

    const preview = await callTool(session, "format_source", { file_paths: ["src"] });
    expect(preview.structuredContent).toMatchObject({ summary: { files: 1, changed: 1 } });
    expect(read()).toBe(MESSY);
  }, 30_000);
});

describe("with --allow-writes", () => {
  it("marks format_source and rename_symbol as writing, the others as read-only, and writes on apply", async () => {
    writeFileSync(path.join(dir, "src", "main.yx"), MESSY);
    const session = await connectStdio(["--project-root", dir, "--allow-writes"]);
    const { tools } = await session.client.listTools();
    for (const tool of tools) {
      const expected =
        tool.name === "format_source" || tool.name === "rename_symbol"
          ? { readOnlyHint: false, destructiveHint: true, idempotentHint: true }
          : { readOnlyHint: true };
      expect(tool.annotations, tool.name).toEqual(expected);
    }
    expect(session.client.getInstructions()).toMatch(/format_source and rename_symbol write the changed files when called with apply: true/);

    // An apply bound to a preview (summary.digest) is refused once the file changed since (106c V3).
    const preview = (await callTool(session, "format_source", { file_paths: ["src/main.yx"] })).structuredContent as { summary: { digest: string } };
    expect(preview.summary.digest).toMatch(/^[0-9a-f]{16}$/);
    const edited = "main = {\n  x=2\n}\n";
    writeFileSync(path.join(dir, "src", "main.yx"), edited);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stale = await callTool(session, "format_source", { file_paths: ["src/main.yx"], apply: true, digest: preview.summary.digest });
    expect(errorCode(stale)).toBe("MCP-FILE-CHANGED");
    // Other options than the preview's would be refused alike: the message names both causes (120a F6).
    expect(JSON.stringify(stale.structuredContent)).toContain("a file changed since, or this call's arguments (its files, its options) are not the preview's");
    expect(read()).toBe(edited);
    writeFileSync(path.join(dir, "src", "main.yx"), MESSY);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const applied = await callTool(session, "format_source", { file_paths: ["src/main.yx"], apply: true, digest: preview.summary.digest });
    expect(applied.isError).toBe(false);
    expect(applied.structuredContent).toMatchObject({ written: ["src/main.yx"], summary: { changed: 1 } });
    expect(read()).toBe("main = { x = 1 }\n");
  }, 30_000);
});

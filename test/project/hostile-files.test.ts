// A hostile repository against the REAL server over stdio (issue 18, findings
// 1, 4 and 8): a yaoxiang.toml that is a FIFO, a link to /dev/zero or to a
// file outside the root, a 5 MB source, a `..foo.yx` file, error messages
// that must not map the machine; and the watcher's contract (issue 15, item 2):
// a change is seen by every call that starts 50 ms after the write, with and
// without --no-watch.
import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, connectStdio, errorCode, stopAll, type StdioSession, type ToolResult } from "../helpers/server-process.js";

let base: string;
let outside: string;

beforeAll(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-hostile-")));
  outside = path.join(base, "outside");
  mkdirSync(outside);
  writeFileSync(path.join(outside, "fmt.toml"), "[fmt]\nindent_width = 8\n");
});

afterAll(async () => {
  await stopAll();
  rmSync(base, { recursive: true, force: true });
});

/** A fresh project under `base` with src/main.yx, set up by `make`, served over stdio. */
async function serve(name: string, make: (root: string) => void, args: string[] = []): Promise<{ root: string; session: StdioSession }> {
  const root = path.join(base, name);
  mkdirSync(path.join(root, "src"), { recursive: true });
  writeFileSync(path.join(root, "src", "main.yx"), "main_entry = (n: Int) -> Int => n + 1\n");
  make(root);
  const session = await connectStdio(["--project-root", root, ...args]);
  await session.client.listTools(); // the client validates every result against its outputSchema
  return { root, session };
}

function data(result: ToolResult): Record<string, unknown> {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent!;
}

async function symbols(session: StdioSession, query: string): Promise<{ names: string[]; hint: string }> {
  const out = data(await callTool(session, "lookup_symbol", { query }));
  return { names: (out.symbols as { name: string }[]).map((s) => s.name), hint: String(out.hint ?? "") };
}

const FORMAT_INPUT = "main = {\nx = 1\ny = 2\n}\n";

describe("a hostile yaoxiang.toml", () => {
  it.each([
    ["a FIFO", (root: string) => execFileSync("mkfifo", [path.join(root, "yaoxiang.toml")]), /a FIFO/],
    ["a link to /dev/zero", (root: string) => symlinkSync("/dev/zero", path.join(root, "yaoxiang.toml")), /a device/],
    ["a link to a file outside the root", (root: string) => symlinkSync(path.join(outside, "fmt.toml"), path.join(root, "yaoxiang.toml")), /outside the project root/],
  ])("is not read when it is %s: the server answers with the defaults and a warning", async (what, make, reason) => {
    const { session } = await serve(`toml-${what.replace(/\W+/g, "-")}`, make);
    const formatted = data(await callTool(session, "format_source", { source: FORMAT_INPUT }));
    expect(formatted.formatted).toBe("main = {\n    x = 1\n    y = 2\n}\n"); // indent 4: the outside [fmt] (8) was not applied
    const warning = (formatted.diagnostics as { code: string; file?: string; message: string }[])[0]!;
    expect(warning).toMatchObject({ code: "MCP-FILE-SKIPPED", file: "yaoxiang.toml" });
    expect(warning.message).toMatch(reason);
    expect(warning.message).not.toContain(base);
    const found = await symbols(session, "main_entry");
    expect(found.names).toEqual(["main_entry"]);
    expect(found.hint).toMatch(/MCP-FILE-SKIPPED: yaoxiang\.toml/);
    await session.close();
  }, 30_000);
});

it("counts the skipped files in the hint when telling each would push the answer's own items out of a small budget (106c V1)", async () => {
  const { session } = await serve("many-skipped", (root) => {
    for (let i = 0; i < 8; i++) writeFileSync(path.join(root, "src", `not_utf8_source_file_number_${i}.yx`), Buffer.from([0x61, 0x20, 0x3d, 0x20, 0xe9, 0x0a]));
  });
  const answer = await callTool(session, "find_references", { query: "main_entry", max_chars: 1000 });
  const refs = data(answer);
  expect(JSON.stringify(refs).length).toBeLessThanOrEqual(1000);
  expect((refs.locations as unknown[]).length).toBe(1);
  expect(refs.hint).toContain("Workspace warnings: MCP-FILE-SKIPPED ×8 (typecheck lists them).");
  // With room enough, each is told.
  expect(data(await callTool(session, "find_references", { query: "main_entry" })).hint).toMatch(/MCP-FILE-SKIPPED: src\/not_utf8_source_file_number_0\.yx is not UTF-8/);
  await session.close();
}, 30_000);

it("applies a regular yaoxiang.toml (the control for the cases above)", async () => {
  const { session } = await serve("toml-regular", (root) => writeFileSync(path.join(root, "yaoxiang.toml"), "[fmt]\nindent_width = 8\n"));
  const formatted = data(await callTool(session, "format_source", { source: FORMAT_INPUT }));
  expect(formatted.formatted).toBe("main = {\n        x = 1\n        y = 2\n}\n");
  expect(formatted.diagnostics).toEqual([]);
  await session.close();
}, 30_000);

describe("a hostile source tree", () => {
  let session: StdioSession;
  let root: string;

  beforeAll(async () => {
    ({ session, root } = await serve("sources", (r) => {
      writeFileSync(path.join(r, "src", "huge.yx"), `huge_symbol = "${"x".repeat(5 * 1024 * 1024)}"\n`);
      writeFileSync(path.join(r, "..foo.yx"), "dots_symbol = 1\n");
      // Latin-1 `café` on line 2: not UTF-8.
      writeFileSync(path.join(r, "src", "latin.yx"), Buffer.concat([Buffer.from('ok_symbol = 1\nlatin_symbol = "caf'), Buffer.from([0xe9]), Buffer.from('"\n')]));
      writeFileSync(path.join(outside, "leak.yx"), "leaked_symbol = 1\n");
      symlinkSync(path.join(outside, "leak.yx"), path.join(r, "src", "leak.yx"));
    }));
  }, 30_000);

  it("skips a 5 MB source with a warning, and refuses it by name with the reason", async () => {
    const found = await symbols(session, "huge_symbol");
    expect(found.names).toEqual([]);
    expect(found.hint).toMatch(/MCP-FILE-SKIPPED: src\/huge\.yx is 5\.0 MB, over the 4\.0 MB limit/);
    // A check of the workspace lists them among its diagnostics and counts them.
    const all = data(await callTool(session, "typecheck", {}));
    expect((all.diagnostics as { code: string; file: string }[]).filter((d) => d.code === "MCP-FILE-SKIPPED").map((d) => d.file)).toEqual([
      "src/huge.yx",
      "src/latin.yx",
      "src/leak.yx",
    ]);
    expect((all.summary as { warnings: number }).warnings).toBeGreaterThanOrEqual(2);
    // A check of one file says them in its hint: they are not the file asked about (97a D1).
    const checked = data(await callTool(session, "typecheck", { file_paths: ["src/main.yx"] }));
    expect((checked.diagnostics as { code: string }[]).filter((d) => d.code === "MCP-FILE-SKIPPED")).toEqual([]);
    expect(checked.hint).toMatch(/^Workspace warnings: MCP-FILE-SKIPPED: src\/huge\.yx is 5\.0 MB.* src\/latin\.yx .* src\/leak\.yx /);
    const byName = await callTool(session, "typecheck", { file_paths: ["src/huge.yx"] });
    expect(errorCode(byName)).toBe("MCP-INVALID-INPUT");
    expect(byName.content![0]!.text).toMatch(/5\.0 MB, over the 4\.0 MB limit/);
  });

  it("gives a call about unsaved source its own diagnostics, the files it skipped in the hint (48d friction, 97a D1)", async () => {
    const unsaved = data(await callTool(session, "typecheck", { source: "total = nope + 1\n", file_path: "src/extra.yx", max_chars: 1000 }));
    expect((unsaved.diagnostics as { code: string }[]).map((d) => d.code)).toEqual(["E1001"]);
    expect(unsaved.hint).toContain("MCP-FILE-SKIPPED");
  });

  it("skips a source that is not UTF-8 with an error (it does not compile), never decodes it into a text it does not hold, and refuses it by name", async () => {
    expect((await symbols(session, "latin_symbol")).names).toEqual([]);
    const checked = data(await callTool(session, "typecheck", {}));
    const latin = (checked.diagnostics as { code: string; file: string; severity: string; message: string; span: number[] }[]).find((d) => d.file === "src/latin.yx");
    expect(latin).toMatchObject({ code: "MCP-FILE-SKIPPED", severity: "error", span: [2, 1, 2, 1] });
    expect(latin!.message).toMatch(/not UTF-8 text \(an invalid byte on line 2, at byte offset 33\)/);
    expect((checked.summary as { errors: number }).errors).toBeGreaterThanOrEqual(1);
    for (const tool of ["typecheck", "format_source"]) {
      const byName = await callTool(session, tool, { file_paths: ["src/latin.yx"] });
      expect(errorCode(byName), tool).toBe("MCP-INVALID-INPUT");
      expect(byName.content![0]!.text).toMatch(/not UTF-8 text/);
    }
  });

  it("never reads a link to outside the root, listed or named", async () => {
    expect((await symbols(session, "leaked_symbol")).names).toEqual([]);
    const named = await callTool(session, "list_imports", { file_path: "src/leak.yx" });
    expect(errorCode(named)).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(named.content![0]!.text).not.toContain(base);
  });

  it("treats `..foo.yx` as the file it is", async () => {
    expect((await symbols(session, "dots_symbol")).names).toEqual(["dots_symbol"]);
    const checked = data(await callTool(session, "typecheck", { file_paths: ["..foo.yx"] }));
    // The file checked, clean; the skipped files are in the hint, not counted (97a D1).
    expect(checked.summary).toMatchObject({ files: 1, files_with_errors: 0, errors: 0 });
    expect(checked.diagnostics).toEqual([]);
    expect(data(await callTool(session, "list_imports", { file_path: "..foo.yx" })).imports).toEqual([]);
  });

  it("never shows the root or an absolute path outside it in a path error, and quotes at most 200 characters", async () => {
    // The long one stays within the 4,096-character path limit (a longer path is MCP-INVALID-INPUT).
    for (const file_path of ["/etc/passwd", "../outside/leak.yx", path.join(outside, "leak.yx"), `../${"x/".repeat(2000)}a.yx`]) {
      const result = await callTool(session, "list_imports", { file_path });
      expect(errorCode(result)).toBe("MCP-PATH-OUTSIDE-PROJECT");
      const text = result.content![0]!.text!;
      expect(text).not.toContain(base);
      expect(text).not.toContain("/etc/passwd");
      expect(text.length).toBeLessThan(320);
    }
    const missing = await callTool(session, "typecheck", { file_paths: [path.join(root, "src", "nope.yx")] });
    expect(errorCode(missing)).toBe("MCP-FILE-NOT-FOUND");
    expect(missing.content![0]!.text).toBe("MCP-FILE-NOT-FOUND: no such file: 'src/nope.yx'");
  });

  it("names a file given by its absolute path inside the root by its path from the root (106c V2)", async () => {
    const file_path = path.join(root, "src", "main.yx");
    for (const tool of ["lookup_symbol", "find_references"]) {
      const answer = data(await callTool(session, tool, { file_path, line: 1, column: 30 }));
      expect(answer.hint, tool).toMatch(/^No symbol at src\/main\.yx:1:30: /);
    }
    const renamed = data(await callTool(session, "rename_symbol", { file_path, line: 1, column: 30, new_name: "q" }));
    const [refusal] = renamed.diagnostics as { code: string; message: string; file: string }[];
    expect(refusal).toMatchObject({ code: "MCP-RENAME-NOT-FOUND", file: "src/main.yx" });
    expect(refusal!.message).toMatch(/^no symbol at src\/main\.yx:1:30: /);
    expect(JSON.stringify(renamed)).not.toContain(base);
  });
});

describe("a change is seen by every call that starts 50 ms after the write", () => {
  it.each([[[]], [["--no-watch"]]])("with %j: edits, adds, deletes, renames and a directory moved", async (args) => {
    const { root, session } = await serve(`contract${args.join("")}`, () => {}, args);
    const at = (rel: string) => path.join(root, rel);
    const after50 = async (change: () => void) => {
      change();
      await sleep(50);
    };
    const names = async () => (await symbols(session, "sym_")).names.sort();
    expect(await names()).toEqual([]);
    for (let round = 0; round < 3; round++) {
      await after50(() => writeFileSync(at("src/main.yx"), `sym_edit_${round} = 1\n`));
      expect(await names()).toEqual([`sym_edit_${round}`]);
      await after50(() => {
        mkdirSync(at(`src/new${round}`));
        writeFileSync(at(`src/new${round}/added.yx`), `sym_added_${round} = 1\n`);
      });
      expect(await names()).toEqual([`sym_added_${round}`, `sym_edit_${round}`]);
      await after50(() => renameSync(at(`src/new${round}/added.yx`), at(`src/new${round}/renamed.yx`)));
      const renamed = data(await callTool(session, "lookup_symbol", { query: `sym_added_${round}` }));
      expect((renamed.symbols as { file: string }[]).map((s) => s.file)).toEqual([`src/new${round}/renamed.yx`]);
      await after50(() => renameSync(at(`src/new${round}`), path.join(base, `moved-out${args.join("")}${round}`)));
      expect(await names()).toEqual([`sym_edit_${round}`]);
      await after50(() => renameSync(path.join(base, `moved-out${args.join("")}${round}`), at(`moved-in${round}`)));
      expect(await names()).toEqual([`sym_added_${round}`, `sym_edit_${round}`]);
      await after50(() => rmSync(at(`moved-in${round}`), { recursive: true }));
      await after50(() => unlinkSync(at("src/main.yx")));
      expect(await names()).toEqual([]);
    }
    await session.close();
  }, 60_000);
});

it("formats a symlinked source once, under its target's path, and writes it once (53a D3)", async () => {
  const { root, session } = await serve(
    "linked-source",
    (r) => {
      writeFileSync(path.join(r, "src", "a.yx"), "x   =   1\n");
      symlinkSync("a.yx", path.join(r, "src", "alias.yx"));
    },
    ["--allow-writes"],
  );
  const preview = data(await callTool(session, "format_source", { file_paths: ["src"] }));
  expect((preview.files as { file: string; changed: boolean }[]).filter((f) => f.changed).map((f) => f.file)).toEqual(["src/a.yx"]);
  const applied = data(await callTool(session, "format_source", { file_paths: ["src"], apply: true }));
  expect(applied.written).toEqual(["src/a.yx"]);
  expect(readFileSync(path.join(root, "src", "a.yx"), "utf8")).toBe("x = 1\n");
  expect(lstatSync(path.join(root, "src", "alias.yx")).isSymbolicLink()).toBe(true);
  await session.close();
}, 30_000);


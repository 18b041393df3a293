// format_source on files (file_paths: files, folders, globs), with apply: true
// on a server that allows writes, and results never refused for their size;
// in process through the SDK client (which validates every result against the
// published outputSchema). Write failures are injected through the project's
// WriteIo.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_MAX_CHARS, HARD_MAX_CHARS } from "../../src/mcp/budget.js";
import { TOOLS } from "../../src/mcp/tools/index.js";
import { formatSource } from "../../src/format/index.js";
import type { WriteIo } from "../../src/project/write-set.js";
import { nodeWriteIo } from "../../src/project/write-set.js";
import { connectInMemory, type InMemorySession } from "../helpers/in-memory-server.js";

let dir: string;
let session: InMemorySession | undefined;

const MESSY = {
  "src/a.yx": "a: Int=1\nmain = {\n  x=a+1\n}\n",
  "src/geo/b.yx": "b = (p,q)=>p+q\n",
  "src/clean.yx": "c = 1\n",
  "src/broken.yx": "d = (1, 2\n",
  "tests/t.yx": "t=2\n",
};

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}
const read = (rel: string) => readFileSync(path.join(dir, rel), "utf8");

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-format-files-")));
  for (const [rel, text] of Object.entries(MESSY)) write(rel, text);
});

afterEach(async () => {
  await session?.close();
  session = undefined;
  rmSync(dir, { recursive: true, force: true });
});

interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines?: string[];
}
interface FileOut {
  file: string;
  changed: boolean;
  hunks: Hunk[];
  formatted?: string;
}
interface Out {
  formatted?: string;
  changed?: boolean;
  diff?: Hunk[];
  files?: FileOut[];
  summary?: { files: number; changed: number; with_errors: number };
  written?: string[];
  diagnostics: { code: string; severity: string; file?: string }[];
  truncated: boolean;
  hint?: string;
}

async function connect(options: { allowWrites?: boolean; writeIo?: Partial<WriteIo> } = {}): Promise<InMemorySession> {
  session = await connectInMemory(dir, TOOLS, "format-files-test", options);
  return session;
}

async function call(args: Record<string, unknown>): Promise<{ isError?: boolean; data: Out; text: string; code?: string; message?: string }> {
  const result = (await session!.client.callTool({ name: "format_source", arguments: args })) as {
    isError?: boolean;
    structuredContent: Record<string, unknown>;
    content: Array<{ text: string }>;
  };
  return {
    isError: result.isError,
    data: result.structuredContent as unknown as Out,
    text: result.content[0]!.text,
    code: result.structuredContent.errorCode as string | undefined,
    message: result.structuredContent.message as string | undefined,
  };
}

/** Applies unified-diff hunks (with their lines) to `text`. */
function applyHunks(text: string, hunks: Hunk[]): string {
  const lines = text.split("\n");
  for (const hunk of [...hunks].reverse()) {
    const replacement = hunk.lines!.filter((l) => l[0] === " " || l[0] === "+").map((l) => l.slice(1));
    lines.splice(hunk.oldStart - 1, hunk.oldLines, ...replacement);
  }
  return lines.join("\n");
}

describe("format_source {file_paths}", () => {
  it("formats files, folders and globs: hunks per file sorted by path, a summary, diagnostics with the file", async () => {
    await connect();
    const { isError, data } = await call({ file_paths: ["src", "tests/*.yx"] });
    expect(isError).toBe(false);
    expect(data.files!.map((f) => [f.file, f.changed])).toEqual([
      ["src/a.yx", true],
      ["src/broken.yx", false],
      ["src/clean.yx", false],
      ["src/geo/b.yx", true],
      ["tests/t.yx", true],
    ]);
    expect(data.summary).toEqual({ files: 5, changed: 3, with_errors: 1, digest: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(data.diagnostics.length).toBeGreaterThan(0);
    for (const d of data.diagnostics) expect(d.file).toBe("src/broken.yx");
    for (const f of data.files!) {
      expect(f.formatted).toBeUndefined(); // several files: hunks only
      const expected = (await formatSource(MESSY[f.file as keyof typeof MESSY], { verify: true })).formatted;
      expect(applyHunks(MESSY[f.file as keyof typeof MESSY], f.hunks)).toBe(expected);
    }
    expect(data.written).toBeUndefined();
    expect(read("src/a.yx")).toBe(MESSY["src/a.yx"]); // a preview writes nothing
  });

  it("includes the formatted text when one file is named", async () => {
    await connect();
    const { data } = await call({ file_paths: ["src/geo/b.yx"], indent_width: 2 });
    expect(data.files).toHaveLength(1);
    expect(data.files![0]!.formatted).toBe((await formatSource(MESSY["src/geo/b.yx"], { indent_width: 2 })).formatted);
  });

  it("refuses bad combinations and bad paths as call problems", async () => {
    await connect();
    expect((await call({})).code).toBe("MCP-INVALID-INPUT");
    expect((await call({ source: "x = 1", file_paths: ["src"] })).code).toBe("MCP-INVALID-INPUT");
    expect((await call({ file_paths: [] })).code).toBe("MCP-INVALID-INPUT");
    expect((await call({ file_paths: ["../elsewhere.yx"] })).code).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect((await call({ file_paths: ["src/**/*.rs"] })).code).toBe("MCP-FILE-NOT-FOUND");
  });

  it("formats a 5,000-line file (hunks only past the budget; written whole with apply)", async () => {
    const block = (i: number) => [`// block ${i}`, `scale_${i}: (x: Float, k: Float)->Float=(x,k)=>{`, "  mut acc=x*k", "  if acc>100.0 {", "     acc=acc-100.0 }", "  return acc", "}", ""];
    const big = Array.from({ length: 625 }, (_, i) => block(i)).flat().join("\n") + "\n";
    expect(big.split("\n").length - 1).toBe(5_000);
    write("big.yx", big);
    const expected = (await formatSource(big, { verify: true })).formatted;
    expect(expected).not.toBe(big);

    await connect({ allowWrites: true });
    const preview = await call({ file_paths: ["big.yx"], max_chars: HARD_MAX_CHARS });
    expect(preview.isError).toBe(false);
    expect(preview.data.truncated).toBe(true);
    expect(preview.text.length).toBeLessThanOrEqual(HARD_MAX_CHARS);
    expect(preview.data.files![0]!.formatted).toBeUndefined();
    expect(preview.data.hint).toMatch(/max_chars/);
    expect(preview.data.summary).toMatchObject({ files: 1, changed: 1, with_errors: 0 });

    const applied = await call({ file_paths: ["big.yx"], apply: true });
    expect(applied.isError).toBe(false);
    expect(applied.data.written).toEqual(["big.yx"]);
    expect(read("big.yx")).toBe(expected);
    const again = await call({ file_paths: ["big.yx"], apply: true });
    expect(again.data).toMatchObject({ written: [], summary: { changed: 0 } });
  }, 60_000);
});

describe("format_source {file_paths} over the budget names the changed files (53a friction)", () => {
  it("leaves the hunks out before it leaves a file out", async () => {
    // Every tenth line changes: thousands of hunks, whose line ranges alone are over a small budget.
    const text = "main = {\n" + Array.from({ length: 4_000 }, (_, i) => (i % 10 === 0 ? `    v${i}   =   ${i}` : `    v${i} = ${i}`)).join("\n") + "\n}\n";
    write("wide.yx", text);
    await connect();
    const answer = await call({ file_paths: ["wide.yx", "src/clean.yx"], max_chars: 1_000 });
    expect(answer.isError).toBe(false);
    expect(answer.data.files).toEqual([{ file: "wide.yx", changed: true, hunks: [] }]);
    expect(answer.data.summary).toMatchObject({ files: 2, changed: 1, with_errors: 0 });
    expect(answer.data.hint).toMatch(/Hunks left out: changed files are named \(changed: true\)/);
  }, 30_000);

  it("keeps the first files' hunks (and then their lines), as many as the budget holds, before it leaves every file's out (82a D1)", async () => {
    for (let i = 0; i < 40; i++) write(`many/f${String(i).padStart(2, "0")}.yx`, Array.from({ length: 30 }, (_, k) => `v${k}   =   ${k}`).join("\n") + "\n");
    await connect();
    type Hunk = { lines?: string[] };
    const files = (answer: { data: unknown }) => (answer.data as { files: { file: string; hunks: Hunk[] }[] }).files;
    const head = (n: number) => Array.from({ length: n }, (_, i) => `many/f${String(i).padStart(2, "0")}.yx`);
    // A small budget: the first files keep their line ranges, the rest are named only.
    const small = await call({ file_paths: ["many"], max_chars: 3_000 });
    expect(small.text.length).toBeLessThanOrEqual(3_000);
    const ranged = files(small).filter((f) => f.hunks.length > 0).map((f) => f.file);
    expect(files(small).length).toBe(40);
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged).toEqual(head(ranged.length));
    expect(small.data.hint).toMatch(new RegExp(`Hunks left out after the first ${ranged.length} of 40 files`));
    // A larger one (the hint's advice): every file's ranges, and the first files' lines too.
    const large = await call({ file_paths: ["many"], max_chars: 15_000 });
    expect(large.text.length).toBeLessThanOrEqual(15_000);
    expect(files(large).every((f) => f.hunks.length > 0)).toBe(true);
    const lined = files(large).filter((f) => f.hunks.some((h) => h.lines)).map((f) => f.file);
    expect(lined.length).toBeGreaterThan(0);
    expect(lined).toEqual(head(lined.length));
    expect(large.data.hint).toMatch(new RegExp(`Hunk lines left out after the first ${lined.length} of 40 files`));
  }, 60_000);

  it("names a file an apply wrote once, in written, and cuts even written to the budget, saying so (68a D5)", async () => {
    for (let i = 0; i < 300; i++) write(`many/file_with_a_longish_name_${String(i).padStart(3, "0")}.yx`, `v${i}   =   ${i}\n`);
    await connect({ allowWrites: true });
    const answer = await call({ file_paths: ["many"], apply: true, max_chars: 4_000 });
    expect(answer.isError).toBe(false);
    expect(answer.text.length).toBeLessThanOrEqual(4_000);
    expect(answer.data.summary).toMatchObject({ files: 300, changed: 300, with_errors: 0 });
    const written = answer.data.written as string[];
    expect(written.length).toBeGreaterThan(20);
    expect(written.length).toBeLessThan(300);
    expect(answer.data.files).toEqual([]);
    expect(answer.data.truncated).toBe(true);
    expect(answer.data.hint).toMatch(new RegExp(`^Output cut to fit 4000 characters: ${written.length} of 300 items shown\\.`));
    expect(answer.data.hint).toMatch(/Files written are named in written only\./);
    // Every file was written all the same.
    expect(read("many/file_with_a_longish_name_299.yx")).toBe("v299 = 299\n");
  }, 60_000);
});

describe("format_source {source} never refuses for size", () => {
  const lines = Array.from({ length: 1_500 }, (_, i) => `v${i}=${i}+1`);

  it("returns the hunks without the formatted text past the budget, then the first hunks", async () => {
    await connect();
    const source = lines.join("\n\n\n") + "\n"; // every line changes, hunks far apart
    const small = await call({ source: lines.slice(0, 3).join("\n") });
    expect(small.data).toMatchObject({ truncated: false, changed: true });
    expect(small.data.formatted).toBe("v0 = 0 + 1\nv1 = 1 + 1\nv2 = 2 + 1\n");

    const wide = await call({ source, max_chars: HARD_MAX_CHARS });
    expect(wide.isError).toBe(false);
    expect(wide.data.formatted).toBeUndefined();
    expect(wide.data.truncated).toBe(true);
    expect(wide.data.hint).toMatch(/^Formatted text left out .*max_chars/);
    expect(wide.text.length).toBeLessThanOrEqual(HARD_MAX_CHARS);

    const cut = await call({ source });
    expect(cut.isError).toBe(false);
    expect(cut.data.formatted).toBeUndefined();
    expect(cut.data.diff!.length).toBeGreaterThan(10);
    expect(cut.data.diff![0]!.lines).toBeDefined();
    expect(cut.data.hint).toMatch(/items shown/);
    expect(cut.text.length).toBeLessThanOrEqual(DEFAULT_MAX_CHARS);
  }, 30_000);

  it("lists every hunk when one is over the budget: that one and those after it as line ranges (101a D8)", async () => {
    await connect();
    // A small change, a run of 1,500 changed lines (one hunk of about 30,000 characters), a small change.
    const source = ["a=1", "", "", "", "", "", "", "", ...lines, "", "", "", "", "", "", "", "b=2", ""].join("\n");
    const answer = await call({ source, max_chars: 10_000 });
    expect(answer.text.length).toBeLessThanOrEqual(10_000);
    const hunks = answer.data.diff!;
    expect(hunks.length).toBe(3);
    expect(hunks[0]!.lines).toEqual(["-a=1", "+a = 1"]);
    expect(hunks[1]!.lines).toBeUndefined();
    expect(hunks[1]!.oldLines).toBeGreaterThanOrEqual(1_500);
    expect(hunks[2]!.lines).toBeUndefined();
    expect(answer.data.hint).toContain("Hunk lines left out after the first 1 of 3 hunks");
  });
});

describe("format_source {file_paths, apply: true}", () => {
  it("is refused without --allow-writes, naming the flag, and writes nothing", async () => {
    await connect();
    const result = await call({ file_paths: ["src"], apply: true });
    expect(result.code).toBe("MCP-INVALID-INPUT");
    expect(result.message).toContain("--allow-writes");
    expect(read("src/a.yx")).toBe(MESSY["src/a.yx"]);
  });

  it("writes every changed file, leaves files with errors and clean files alone", async () => {
    await connect({ allowWrites: true });
    const { data } = await call({ file_paths: ["."], apply: true });
    expect(data.written).toEqual(["src/a.yx", "src/geo/b.yx", "tests/t.yx"]);
    expect(read("src/a.yx")).toBe((await formatSource(MESSY["src/a.yx"])).formatted);
    expect(read("src/broken.yx")).toBe(MESSY["src/broken.yx"]);
    expect(read("src/clean.yx")).toBe(MESSY["src/clean.yx"]);
    expect(data.files!.every((f) => f.formatted === undefined)).toBe(true);
    expect((await call({ source: "x=1", apply: true })).code).toBe("MCP-INVALID-INPUT");
  });

  it("answers MCP-FILE-CHANGED and writes nothing when a file changes between the format and the write", async () => {
    const edited = "a: Int=1\nmain = {\n  x=a+2 // typed in an editor meanwhile\n}\n";
    let reads = 0;
    // The check re-reads each file from disk just before writing; an editor saves src/geo/b.yx first.
    const readText: WriteIo["readText"] = (abs) => {
      if (reads++ === 0) writeFileSync(path.join(dir, "src/a.yx"), edited);
      return nodeWriteIo.readText(abs);
    };
    await connect({ allowWrites: true, writeIo: { readText } });
    const result = await call({ file_paths: ["src"], apply: true });
    expect(result.code).toBe("MCP-FILE-CHANGED");
    expect(result.message).toMatch(/src\/a\.yx changed on disk/);
    expect(read("src/a.yx")).toBe(edited);
    expect(read("src/geo/b.yx")).toBe(MESSY["src/geo/b.yx"]);
    // The next call formats what is on disk now.
    const retry = await call({ file_paths: ["src"], apply: true });
    expect(retry.data.written).toEqual(["src/a.yx", "src/geo/b.yx"]);
    expect(read("src/a.yx")).toBe((await formatSource(edited)).formatted);
  });

  it("leaves every file as it was when a write fails half way", async () => {
    let renames = 0;
    const rename: WriteIo["rename"] = (from, to) => {
      if (++renames === 2) throw Object.assign(new Error("device full"), { code: "ENOSPC" });
      nodeWriteIo.rename(from, to);
    };
    await connect({ allowWrites: true, writeIo: { rename } });
    const result = await call({ file_paths: ["src", "tests"], apply: true });
    expect(result.code).toBe("MCP-WRITE-FAILED");
    expect(result.message).toMatch(/every file was restored/);
    for (const [rel, text] of Object.entries(MESSY)) expect(read(rel), rel).toBe(text);
    const leftovers = (readdirSync(dir, { recursive: true }) as string[]).filter((p) => p.includes("yaoxiang-tmp"));
    expect(leftovers).toEqual([]);
  });
});

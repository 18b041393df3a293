// The Workspace stays true to the disk between calls: changed, added and
// removed files are seen by the next view, documents are updated
// incrementally, and a rescan of 1,000 unchanged files stays cheap.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex, symbolIndexFor } from "../../src/analysis/symbols/index.js";
import { decodeSnapshot, SNAPSHOT_FORMAT } from "../../src/analysis/symbols/snapshot.js";
import { CONFIG_SYNTAX_CODE } from "../../src/project/config.js";
import type { IndexCacheEvent } from "../../src/project/index-cache.js";
import { ProjectError } from "../../src/project/errors.js";
import { scanTree } from "../../src/project/scan.js";
import { ProjectService } from "../../src/project/service.js";
import type { RefreshStats } from "../../src/project/workspace.js";
import { OperationCancelledError, runCancellable } from "../../src/syntax/cancellation.js";

let dir: string;
let project: ProjectService;

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-ws-")));
  write("yaoxiang.toml", '[package]\nname = "demo"\nversion = "0.1.0"\n');
  write("src/main.yx", "main = {\n    x = 1\n}\n");
  write("src/util.yx", "double = (n) => n * 2\n");
  project = new ProjectService({ root: dir, source: "CliFlag" });
});

afterEach(() => {
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("file set", () => {
  it("indexes every .yx below the root, skipping .git, node_modules, target, .yaoxiang and hidden dirs", async () => {
    write("tests/geo_test.yx", "t = 1\n");
    write("flat.yx", "f = 1\n");
    for (const skipped of [".git", "node_modules", "target", ".yaoxiang", ".hidden"]) write(`${skipped}/x.yx`, "x = 1\n");
    write("src/readme.md", "# not source\n");
    const view = await project.view();
    expect(view.files.map((f) => f.path)).toEqual(["flat.yx", "src/main.yx", "src/util.yx", "tests/geo_test.yx"]);
    expect(view.config.package.name).toBe("demo");
  });

  it("parses a file into a Document with a syntax tree", async () => {
    const view = await project.view();
    const doc = view.file("src/main.yx")!.document();
    expect(doc.text).toBe("main = {\n    x = 1\n}\n");
    expect(doc.tree.rootNode.type).toBe("source_file");
  });
});

describe("freshness between calls", () => {
  it("sees a changed file and updates its document incrementally", async () => {
    const before = await project.view();
    const doc = before.file("src/main.yx")!.document();
    expect(doc.version).toBe(1);
    const oldHash = before.file("src/main.yx")!.contentHash();

    write("src/main.yx", "main = {\n    x = 2\n}\n"); // same size, different content
    const after = await project.view();
    const file = after.file("src/main.yx")!;
    expect(file.text).toContain("x = 2");
    expect(file.document()).toBe(doc); // the same Document, updated in place
    expect(doc.version).toBe(2);
    expect(doc.tree.rootNode.text).toContain("x = 2");
    // The stamp and content hash a persistent index can validate against.
    expect(file.stamp).toMatchObject({ rel: "src/main.yx", size: 21, link: false });
    expect(file.contentHash()).toBe(createHash("sha256").update("main = {\n    x = 2\n}\n").digest("hex"));
    expect(oldHash).toBe(createHash("sha256").update("main = {\n    x = 1\n}\n").digest("hex"));
  });

  it("with a persistent index, hashes each file's bytes as it reads them (the same hash as the text's for UTF-8), again after a change; a file that is not UTF-8 is not read", async () => {
    const cached = new ProjectService({ root: dir, source: "CliFlag" }, { cacheDir: path.join(tmpdir(), `yx-ws-cache-${process.pid}`) });
    try {
      const invalid = Buffer.from([0x78, 0x20, 0x3d, 0x20, 0x22, 0xff, 0xfe, 0x22, 0x0a]); // x = "\xff\xfe": not UTF-8
      writeFileSync(path.join(dir, "src/bytes.yx"), invalid);
      const sha = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
      let view = await cached.view();
      expect(view.indexCache).toBeDefined();
      expect(view.file("src/main.yx")!.contentHash()).toBe(sha("main = {\n    x = 1\n}\n"));
      // Not a text with U+FFFD in place of its bytes (which a write would then put on disk): not part of the workspace.
      expect(view.file("src/bytes.yx")).toBeUndefined();
      expect(view.diagnostics.find((d) => d.file === "src/bytes.yx")).toMatchObject({ code: "MCP-FILE-SKIPPED", severity: "error" });
      write("src/main.yx", "main = {\n    x = 3\n}\n");
      view = await cached.view();
      expect(view.file("src/main.yx")!.contentHash()).toBe(sha("main = {\n    x = 3\n}\n"));
    } finally {
      cached.dispose();
    }
  });

  it("reads the saved symbol index ahead during its first scan, and the index restores from those bytes", async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), "yx-ws-ahead-"));
    const events: IndexCacheEvent[] = [];
    const service = () =>
      new ProjectService({ root: dir, source: "CliFlag" }, { watch: false, cacheDir, cachePrefetchMinBytes: 0, onIndexCache: (_root, event) => events.push(event) });
    const first = service();
    try {
      const cold = lookupSymbols(symbolIndexFor(await first.view()).index, { query: "double" });
      for (let i = 0; i < 200 && !events.some((e) => e.kind === "saved"); i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(events.map((e) => e.kind)).toEqual(["saved"]);
      events.length = 0;
      const second = service();
      try {
        const view = await second.view(); // the first refresh: scan + read ahead
        expect(events).toEqual([]);
        // What symbolIndexFor does with a saved index (its registry already holds this root's index in this process).
        const saved = decodeSnapshot(view.indexCache!.load(SNAPSHOT_FORMAT)!);
        expect(events).toMatchObject([{ kind: "loaded", ahead: true }]);
        const warm = new SymbolIndex();
        expect(warm.restore(view.files, saved!)).toEqual({ files: 2, reused: 2, stale: 0 });
        warm.sync(view.files);
        expect(lookupSymbols(warm, { query: "double" })).toEqual(cold);
      } finally {
        second.dispose();
      }
    } finally {
      first.dispose();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it("sees an added and a removed file", async () => {
    await project.view();
    write("src/new.yx", "fresh = 1\n");
    unlinkSync(path.join(dir, "src/util.yx"));
    const view = await project.view();
    expect(view.files.map((f) => f.path)).toEqual(["src/main.yx", "src/new.yx"]);
    expect(view.file("src/util.yx")).toBeUndefined();
  });

  it("changes a view's revision exactly when a file is added, removed or changes text (the symbol index relies on it)", async () => {
    const scanning = new ProjectService({ root: dir, source: "CliFlag" }, { watch: false });
    try {
      const revisionNow = async () => (await scanning.view()).revision!;
      const first = await revisionNow();
      expect(await revisionNow()).toBe(first); // nothing changed
      write("src/readme.md", "not a source\n");
      write("src/main.yx", "main = {\n    x = 1\n}\n"); // same text again
      expect(await revisionNow()).toBe(first);
      const revisions = [first];
      for (const change of [
        () => write("src/util.yx", "double = (n) => n * 3\n"),
        () => write("src/added.yx", "added = 1\n"),
        () => unlinkSync(path.join(dir, "src/added.yx")),
      ]) {
        change();
        revisions.push(await revisionNow());
      }
      expect(new Set(revisions).size).toBe(revisions.length);
    } finally {
      scanning.dispose();
    }
  });

  it("names the files whose text changed since a revision, while the file list stays the same", async () => {
    const scanning = new ProjectService({ root: dir, source: "CliFlag" }, { watch: false });
    try {
      const first = await scanning.view();
      expect(first.changedSince!(first.revision!)).toEqual([]);
      write("src/util.yx", "double = (n) => n * 5\n");
      write("src/main.yx", "main = {\n    x = 2\n}\n");
      const second = await scanning.view();
      expect(second.files).toBe(first.files); // same list: none added or removed
      expect(second.changedSince!(first.revision!)!.map((f) => f.path)).toEqual(["src/main.yx", "src/util.yx"]);
      write("src/util.yx", "double = (n) => n * 6\n");
      const third = await scanning.view();
      // Each file once, and only what changed after the revision asked about.
      expect(third.changedSince!(first.revision!)!.map((f) => f.path)).toEqual(["src/main.yx", "src/util.yx"]);
      expect(third.changedSince!(second.revision!)!.map((f) => f.path)).toEqual(["src/util.yx"]);
      expect(third.changedSince!(third.revision!)).toEqual([]);
      expect(third.changedSince!(second.revision!)![0]).toBe(third.file("src/util.yx"));
      // A file removed: a new list, and nothing from before it is answered (nor kept).
      unlinkSync(path.join(dir, "src/util.yx"));
      const fourth = await scanning.view();
      expect(fourth.files).not.toBe(third.files);
      expect(fourth.changedSince!(third.revision!)).toBeUndefined();
      expect(fourth.changedSince!(fourth.revision!)).toEqual([]);
      write("src/main.yx", "main = {\n    x = 3\n}\n");
      expect((await scanning.view()).changedSince!(fourth.revision!)!.map((f) => f.path)).toEqual(["src/main.yx"]);
    } finally {
      scanning.dispose();
    }
  });

  it("reloads yaoxiang.toml and exposes a malformed one as a diagnostic", async () => {
    expect((await project.view()).configDiagnostics).toEqual([]);
    write("yaoxiang.toml", "[package\nname = 1\n");
    const view = await project.view();
    expect(view.configDiagnostics.map((d) => d.code)).toEqual([CONFIG_SYNTAX_CODE]);
    expect(view.config.package.name).toBeUndefined();
    expect(view.files.length).toBe(2); // the project still works
  });
});

describe("resolveFile", () => {
  it("resolves safely and serves an explicitly named file outside the index", async () => {
    write(".hidden/extra.yx", "extra = 1\n");
    const view = await project.view();
    expect(view.resolveFile("src/../src/util.yx").path).toBe("src/util.yx");
    const extra = view.resolveFile(".hidden/extra.yx");
    expect(extra.indexed).toBe(false);
    expect(extra.text).toBe("extra = 1\n");
    expect(view.files.map((f) => f.path)).not.toContain(".hidden/extra.yx");
    expect(() => view.resolveFile("../elsewhere.yx")).toThrow(ProjectError);
  });

  it("gives a per-call root its own workspace with paths relative to it", async () => {
    const view = await project.view("src");
    expect(view.root).toBe(path.join(dir, "src"));
    expect(view.files.map((f) => f.path)).toEqual(["main.yx", "util.yx"]);
    await expect(project.view("../")).rejects.toMatchObject({ code: "MCP-PATH-OUTSIDE-PROJECT" });
    await expect(project.view("nope")).rejects.toMatchObject({ code: "MCP-PROJECT-NOT-FOUND" });
  });
});

describe("cost", () => {
  it("rescans 1,000 unchanged files without re-reading or re-parsing them (stat scan, --no-watch)", async () => {
    const refreshes: RefreshStats[] = [];
    project.dispose();
    project = new ProjectService({ root: dir, source: "CliFlag" }, { watch: false, onRefresh: (_root, stats) => refreshes.push(stats) });
    for (let i = 0; i < 1_000; i++) write(`src/m${Math.floor(i / 50)}/f${i}.yx`, `v${i} = ${i}\n`);
    const first = await project.view();
    expect(first.files.length).toBe(1_002);
    const doc = first.file("src/m0/f0.yx")!.document();
    const started = performance.now();
    const again = await project.view();
    const ms = performance.now() - started;
    expect(again.files.length).toBe(1_002);
    expect(refreshes[1]).toMatchObject({ files: 1_002, added: 0, changed: 0, removed: 0, mode: "scan" });
    expect(again.file("src/m0/f0.yx")!.document()).toBe(doc);
    // Typically 5-30 ms; the generous bound only keeps a loaded CI machine from flaking.
    expect(ms).toBeLessThan(1_000);
  });
});

describe("a first scan", () => {
  it("stats only the files it holds; a file it finds is stamped by its read, as lstat would stamp it", async () => {
    write("src/odd.txt", "not a source\n");
    const root = dir;
    const held = scanTree(root, "", undefined, (rel) => rel === "src/main.yx");
    const byRel = new Map(held.files.map((f) => [f.rel, f]));
    expect([...byRel.keys()]).toEqual(["src/main.yx", "src/util.yx"]);
    expect(byRel.get("src/main.yx")!.size).toBe(statSync(path.join(root, "src/main.yx")).size);
    expect(byRel.get("src/util.yx")!.size).toBeNaN(); // left for the read
    // The workspace keeps the read's stamp: the same as a later stat scan gives, so a rescan reads nothing again.
    const view = await project.view();
    const stamped = new Map(scanTree(root).files.map((f) => [f.rel, f]));
    expect(view.files.map((f) => f.path)).toEqual([...stamped.keys()]);
    for (const file of view.files) expect(file.stamp).toMatchObject({ size: stamped.get(file.path)!.size, mtimeMs: stamped.get(file.path)!.mtimeMs });
  });
});

describe("a refresh stopped by a cancelled call", () => {
  it("leaves every file either up to date or as it was, and the next refresh finishes the job", async () => {
    const files = ["src/a.yx", "src/b.yx", "src/c.yx", "src/d.yx"];
    const before = (rel: string) => `${rel.replace(/\W/g, "_")} = 1\n`.repeat(100);
    const after = (rel: string) => `${rel.replace(/\W/g, "_")} = 22\n`.repeat(400);
    const reset = async () => {
      for (const rel of files) write(rel, before(rel));
      const view = await project.view();
      for (const rel of files) view.file(rel)!.document(); // parsed: the next refresh updates them incrementally
      for (const rel of files) write(rel, after(rel));
    };
    /** Refreshes under a token that stops after `n` checks; how many checks were made. */
    const refreshStoppingAfter = async (n: number): Promise<number> => {
      let asked = 0;
      try {
        await runCancellable({ stopReason: () => (++asked > n ? "cancelled" : undefined) }, () => project.view());
      } catch (error) {
        expect(error).toBeInstanceOf(OperationCancelledError);
      }
      return asked;
    };
    await reset();
    const total = await refreshStoppingAfter(Number.MAX_SAFE_INTEGER);
    expect(total).toBeGreaterThan(files.length);
    for (let n = 0; n < total; n += Math.max(1, Math.floor(total / 12))) {
      await reset();
      await refreshStoppingAfter(n);
      const view = await project.view();
      for (const rel of files) {
        const file = view.file(rel)!;
        expect(file.text, `stopped after ${n} of ${total} checks`).toBe(after(rel));
        expect(file.document().text, `stopped after ${n} of ${total} checks`).toBe(after(rel));
        expect(file.document().tree.rootNode.text).toBe(after(rel));
      }
    }
  });
});

// The persistent index's file (src/project/index-cache.ts): what is saved for
// a root is read back by the same version and format for the same root only;
// anything else - another version, format or root, a truncated or non-JSON
// file, something that is not a cache - is ignored with a reason; writes are
// atomic and private (0600 in a 0700 directory); a directory inside the
// project is refused.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IndexCache, type IndexCacheEvent } from "../../src/project/index-cache.js";

let dir: string;
let root: string;
let events: IndexCacheEvent[];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "yx-cache-file-"));
  root = path.join(dir, "project");
  mkdirSync(root);
  events = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function cacheOf(projectRoot = root, version = "1.2.3", cacheDir = path.join(dir, "cache")): IndexCache {
  const cache = IndexCache.for(projectRoot, { dir: cacheDir, version, onEvent: (e) => events.push(e) });
  if (!(cache instanceof IndexCache)) throw new Error(cache.refused);
  return cache;
}

const RECORDS = [{ path: "src/a.yx", n: 1 }, { path: "src/b.yx", n: 2 }];

describe("the persistent index's file", () => {
  it("reads back what was saved, atomically and privately", async () => {
    const cache = cacheOf();
    expect(cache.load(1)).toBeUndefined(); // none yet: no event, no warning
    expect(events).toEqual([]);
    await cache.save(1, JSON.stringify(RECORDS));
    expect(cacheOf().load(1)).toEqual(RECORDS);
    expect(events.map((e) => e.kind)).toEqual(["saved", "loaded"]);
    expect(readdirSync(path.join(dir, "cache"))).toEqual([path.basename(cache.file)]); // no temporary file left
    expect(statSync(cache.file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, "cache")).mode & 0o777).toBe(0o700);
  });

  it("is keyed by the root's real path", async () => {
    const link = path.join(dir, "link");
    symlinkSync(root, link);
    await cacheOf().save(1, JSON.stringify(RECORDS));
    expect(cacheOf(link).load(1)).toEqual(RECORDS);
    const other = path.join(dir, "other");
    mkdirSync(other);
    expect(cacheOf(other).load(1)).toBeUndefined();
  });

  it.each([
    ["another version", () => cacheOf(root, "9.9.9").load(1), /made by version 1\.2\.3/],
    ["another record format", () => cacheOf().load(2), /record format 1/],
  ])("ignores a cache of %s", async (_what, load, reason) => {
    await cacheOf().save(1, JSON.stringify(RECORDS));
    events = [];
    expect(load()).toBeUndefined();
    expect(events).toMatchObject([{ kind: "ignored", reason: expect.stringMatching(reason) }]);
  });

  it.each([
    ["truncated", (text: string) => text.slice(0, text.length - 7), /not valid JSON/],
    ["empty", () => "", /not valid JSON/],
    ["not a cache", () => JSON.stringify({ records: [] }), /not a symbol index cache/],
    ["without an index", (text: string) => text.replace(/,"index":.*\}$/, ',"index":3}'), /not a symbol index cache/],
    ["of another root (same name)", (text: string) => text.replace(/"root":"[^"]*"/, '"root":"/elsewhere"'), /another root \(\/elsewhere\)/],
  ])("ignores a file that is %s", async (_what, spoil, reason) => {
    const cache = cacheOf();
    await cache.save(1, JSON.stringify(RECORDS));
    writeFileSync(cache.file, spoil(readFileSync(cache.file, "utf8")));
    events = [];
    expect(cacheOf().load(1)).toBeUndefined();
    expect(events).toMatchObject([{ kind: "ignored", reason: expect.stringMatching(reason) }]);
  });

  it("refuses a cache directory inside the project (also through a link)", () => {
    const inside = IndexCache.for(root, { dir: path.join(root, ".cache"), version: "1" });
    expect(inside).toEqual({ refused: expect.stringMatching(/inside the project/) });
    const link = path.join(dir, "link");
    symlinkSync(root, link);
    expect(IndexCache.for(root, { dir: path.join(link, "deeper", "cache"), version: "1" })).toHaveProperty("refused");
  });

  it("reports a save that cannot be written and leaves no temporary file", async () => {
    writeFileSync(path.join(dir, "blocker"), "a file where the directory would be");
    const cache = cacheOf(root, "1", path.join(dir, "blocker", "cache"));
    await cache.save(1, JSON.stringify(RECORDS));
    expect(events).toMatchObject([{ kind: "save-failed" }]);
    expect(readdirSync(dir).sort()).toEqual(["blocker", "project"]);
  });
});

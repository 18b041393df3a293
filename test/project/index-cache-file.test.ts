// The persistent index's file (src/project/index-cache.ts): what is saved for
// a root is read back by the same version and format for the same root only;
// anything else - another version, format or root, a truncated or damaged
// file, something that is not a cache - is ignored with a reason; writes are
// atomic and private (0600 in a 0700 directory); a directory inside the
// project is refused.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
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

function cacheOf(projectRoot = root, version = "1.2.3", cacheDir = path.join(dir, "cache"), prefetchMinBytes?: number): IndexCache {
  const cache = IndexCache.for(projectRoot, { dir: cacheDir, version, onEvent: (e) => events.push(e), ...(prefetchMinBytes !== undefined ? { prefetchMinBytes } : {}) });
  if (!(cache instanceof IndexCache)) throw new Error(cache.refused);
  return cache;
}

const RECORDS = [Buffer.from("first frame"), Buffer.alloc(0), Buffer.from([0, 1, 2, 255])];
const FRAMES_TEXT = RECORDS.map((f) => f.toString("latin1"));
/** The frames as strings (a Buffer's toEqual would also compare the memory around a view). */
const framesOf = (frames: Buffer[] | undefined) => frames?.map((f) => f.toString("latin1"));

/** `bytes` with the byte at `at` (from the end when negative) changed. */
const flip = (bytes: Buffer, at: number) => {
  const copy = Buffer.from(bytes);
  const i = at < 0 ? copy.length + at : at;
  copy[i] = copy[i]! ^ 0x5a;
  return copy;
};

describe("the persistent index's file", () => {
  it("reads back what was saved, atomically and privately", async () => {
    const cache = cacheOf();
    expect(cache.load(1)).toBeUndefined(); // none yet: no event, no warning
    expect(events).toEqual([]);
    await cache.save(1, RECORDS);
    expect(framesOf(cacheOf().load(1))).toEqual(FRAMES_TEXT);
    expect(events.map((e) => e.kind)).toEqual(["saved", "loaded"]);
    expect(readdirSync(path.join(dir, "cache"))).toEqual([path.basename(cache.file)]); // no temporary file left
    expect(statSync(cache.file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, "cache")).mode & 0o777).toBe(0o700);
  });

  it("starts every frame 4-aligned in the file (Int32 frames are read as views of it)", async () => {
    const odd = [Buffer.from("a"), Buffer.from("abc"), Buffer.alloc(0), Buffer.from("abcde"), Buffer.from(Int32Array.from([7, -1, 1 << 30]).buffer)];
    await cacheOf().save(1, odd);
    const frames = cacheOf().load(1)!;
    expect(frames.map((f) => f.toString("latin1"))).toEqual(odd.map((f) => f.toString("latin1")));
    expect(frames.map((f) => f.byteOffset % 4)).toEqual(odd.map(() => 0));
    expect([...new Int32Array(frames[4]!.buffer, frames[4]!.byteOffset, 3)]).toEqual([7, -1, 1 << 30]);
  });

  it("is keyed by the root's real path", async () => {
    const link = path.join(dir, "link");
    symlinkSync(root, link);
    await cacheOf().save(1, RECORDS);
    expect(framesOf(cacheOf(link).load(1))).toEqual(FRAMES_TEXT);
    const other = path.join(dir, "other");
    mkdirSync(other);
    expect(cacheOf(other).load(1)).toBeUndefined();
  });

  it.each([
    ["another version", () => cacheOf(root, "9.9.9").load(1), /made by version 1\.2\.3/],
    ["another record format", () => cacheOf().load(2), /record format 1/],
  ])("ignores a cache of %s", async (_what, load, reason) => {
    await cacheOf().save(1, RECORDS);
    events = [];
    expect(load()).toBeUndefined();
    expect(events).toMatchObject([{ kind: "ignored", reason: expect.stringMatching(reason) }]);
  });

  /** `bytes` with another header (its length prefix after the magic line adjusted). */
  const withHeader = (bytes: Buffer, change: (header: Record<string, unknown>) => Record<string, unknown>) => {
    const at = bytes.indexOf("\n") + 1;
    const length = bytes.readUInt32LE(at);
    const header = Buffer.from(JSON.stringify(change(JSON.parse(bytes.toString("utf8", at + 4, at + 4 + length)) as Record<string, unknown>)));
    const prefix = Buffer.alloc(4);
    prefix.writeUInt32LE(header.length);
    return Buffer.concat([bytes.subarray(0, at), prefix, header, bytes.subarray(at + 4 + length)]);
  };
  it.each([
    ["truncated", (bytes: Buffer) => bytes.subarray(0, bytes.length - 7), /truncated \(\d+ of \d+ bytes\)/],
    ["cut inside its header", (bytes: Buffer) => bytes.subarray(0, 40), /header is damaged or truncated/],
    ["empty", () => Buffer.alloc(0), /not a symbol index cache/],
    ["not a cache", () => Buffer.from(JSON.stringify({ records: [] })), /not a symbol index cache/],
    ["a cache of an earlier version (JSON)", () => Buffer.from(JSON.stringify({ header: { kind: "yaoxiang-mcp symbol index" }, index: {} })), /not a symbol index cache/],
    ["damaged in a frame", (bytes: Buffer) => flip(bytes, -40), /checksum does not match/],
    ["damaged in its checksum", (bytes: Buffer) => flip(bytes, -1), /checksum does not match/],
    ["longer than its header says", (bytes: Buffer) => Buffer.concat([bytes, Buffer.from("x")]), /not the length its header says/],
    ["of another root (same name)", (bytes: Buffer) => withHeader(bytes, (h) => ({ ...h, root: "/elsewhere" })), /another root \(\/elsewhere\)/],
  ])("ignores a file that is %s, read when loaded or read ahead", async (_what, spoil, reason) => {
    const cache = cacheOf();
    await cache.save(1, [...RECORDS, Buffer.alloc(100, 7)]);
    writeFileSync(cache.file, spoil(readFileSync(cache.file)));
    events = [];
    expect(cacheOf().load(1)).toBeUndefined();
    const ahead = cacheOf(root, "1.2.3", path.join(dir, "cache"), 0);
    await ahead.prefetch();
    expect(ahead.load(1)).toBeUndefined();
    const ignored = { kind: "ignored", reason: expect.stringMatching(reason) };
    expect(events).toMatchObject([ignored, ignored]);
  });

  describe("read ahead (prefetch: on a thread of its own while the first refresh scans)", () => {
    it("gives load() the frames a plain read gives, once", async () => {
      await cacheOf().save(1, RECORDS);
      const cache = cacheOf(root, "1.2.3", path.join(dir, "cache"), 0);
      await cache.prefetch();
      // The file changes after it was read ahead: the first load has the bytes read ahead, the next reads it again.
      await cacheOf().save(1, [Buffer.from("saved later")]);
      events = [];
      expect(framesOf(cache.load(1))).toEqual(FRAMES_TEXT);
      expect(framesOf(cache.load(1))).toEqual(["saved later"]);
      expect(events).toMatchObject([
        { kind: "loaded", ahead: true },
        { kind: "loaded", ahead: false },
      ]);
    });

    it("is dropped unused by dropPrefetched() (the next load reads the file)", async () => {
      await cacheOf().save(1, RECORDS);
      const cache = cacheOf(root, "1.2.3", path.join(dir, "cache"), 0);
      await cache.prefetch();
      cache.dropPrefetched();
      await cacheOf().save(1, [Buffer.from("saved later")]);
      expect(framesOf(cache.load(1))).toEqual(["saved later"]);
    });

    it("reads nothing ahead below its size threshold, nor when there is no file", async () => {
      await cacheOf().save(1, RECORDS);
      const small = cacheOf(root, "1.2.3", path.join(dir, "cache"), readFileSync(cacheOf().file).length + 1);
      await small.prefetch();
      events = [];
      expect(framesOf(small.load(1))).toEqual(FRAMES_TEXT);
      expect(events).toMatchObject([{ kind: "loaded", ahead: false }]);
      const none = cacheOf(path.join(dir, "elsewhere"), "1.2.3", path.join(dir, "cache"), 0);
      await none.prefetch();
      events = [];
      expect(none.load(1)).toBeUndefined();
      expect(events).toEqual([]); // none yet: no event, as without reading ahead
    });

    it("reports a file it cannot read like load() does", async () => {
      const cache = cacheOf(root, "1.2.3", path.join(dir, "cache"), 0);
      mkdirSync(cache.file, { recursive: true }); // a directory where the file should be
      await cache.prefetch();
      events = [];
      expect(cache.load(1)).toBeUndefined();
      expect(events).toMatchObject([{ kind: "ignored", reason: expect.stringMatching(/EISDIR|illegal operation on a directory/) }]);
    });
  });

  it("removes the JSON cache of an earlier version when it saves", async () => {
    const cache = cacheOf();
    const legacy = cache.file.replace(/\.index$/, ".json");
    mkdirSync(path.dirname(legacy), { recursive: true });
    writeFileSync(legacy, "{}");
    await cache.save(1, RECORDS);
    expect(readdirSync(path.dirname(legacy))).toEqual([path.basename(cache.file)]);
  });

  it("removes the temporary files of this project's cache whose writer is gone, when it saves (81a: a server killed while saving left one)", async () => {
    const cache = cacheOf();
    const cacheDir = path.dirname(cache.file);
    mkdirSync(cacheDir, { recursive: true });
    const gone = spawnSync(process.execPath, ["-e", ""]).pid; // exited by now
    const orphan = `${path.basename(cache.file)}.${gone}.abc123.tmp`;
    const live = `${path.basename(cache.file)}.${process.ppid}.def456.tmp`; // another server saving now
    const otherProject = `0123456789abcdef0123456789abcdef.index.${gone}.ghi789.tmp`;
    for (const name of [orphan, live, otherProject]) writeFileSync(path.join(cacheDir, name), "");
    await cache.save(1, RECORDS);
    expect(readdirSync(cacheDir).sort()).toEqual([path.basename(cache.file), live, otherProject].sort());
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
    await cache.save(1, RECORDS);
    expect(events).toMatchObject([{ kind: "save-failed" }]);
    expect(readdirSync(dir).sort()).toEqual(["blocker", "project"]);
  });
});

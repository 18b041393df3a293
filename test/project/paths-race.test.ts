// A link swapped for a regular file between the lstat that saw a link and the
// readlink that follows it (seen in CI: list_imports answered -32603 "EINVAL:
// invalid argument, readlink"). The resolution starts again and still decides
// inside / outside from what is there; it never fails on the race.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const race = vi.hoisted(() => ({ failures: 0 }));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    readlinkSync: (...args: Parameters<typeof fs.readlinkSync>) => {
      if (race.failures > 0) {
        race.failures--;
        throw Object.assign(new Error(`EINVAL: invalid argument, readlink '${String(args[0])}'`), { code: "EINVAL" });
      }
      return fs.readlinkSync(...args);
    },
  };
});

const { ProjectError } = await import("../../src/project/errors.js");
const { resolveInsideRoot } = await import("../../src/project/paths.js");

let base: string;
let root: string;

beforeAll(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-paths-race-")));
  root = path.join(base, "project");
  mkdirSync(path.join(root, "src"), { recursive: true });
  mkdirSync(path.join(base, "outside"));
  symlinkSync(path.join(root, "src", "not-yet.yx"), path.join(root, "src", "dangling-in.yx"));
  symlinkSync(path.join(base, "outside", "not-yet.yx"), path.join(root, "src", "dangling-out.yx"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("a dangling link whose readlink fails (swapped meanwhile)", () => {
  it("is resolved again, and a link inside still resolves inside", () => {
    race.failures = 1;
    const resolved = resolveInsideRoot(root, "src/dangling-in.yx");
    expect(race.failures).toBe(0); // the failing readlink did happen
    expect(resolved.rel).toBe("src/not-yet.yx");
    expect(resolved.stats).toBeUndefined();
  });

  it("is resolved again, and a link outside is still refused", () => {
    race.failures = 3;
    expect(() => resolveInsideRoot(root, "src/dangling-out.yx")).toThrow(ProjectError);
    expect(race.failures).toBe(0);
  });
});

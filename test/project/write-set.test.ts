// applyWriteSet: all files or none, only inside the root, only over the text
// the edits were computed from; failures injected through WriteIo.
import { chmodSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectErrorCode } from "../helpers/project-error.js";
import type { ProjectError } from "../../src/project/errors.js";
import { applyWriteSet, nodeWriteIo, type FileEdit } from "../../src/project/write-set.js";
import { OperationCancelledError, runCancellable, type CancellationToken } from "../../src/syntax/cancellation.js";

let root: string;
let outside: string;

beforeEach(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-write-")));
  outside = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-write-outside-")));
  mkdirSync(path.join(root, "src"));
  writeFileSync(path.join(root, "a.yx"), "a = 1\n");
  writeFileSync(path.join(root, "src", "b.yx"), "b = 2\n");
  writeFileSync(path.join(root, "src", "c.yx"), "c = 3\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const read = (rel: string) => readFileSync(path.join(root, rel), "utf8");
const edit = (file: string, expectedText: string, newText: string): FileEdit => ({ file, expectedText, newText });
const allThree = () => [edit("a.yx", "a = 1\n", "a = 10\n"), edit("src/b.yx", "b = 2\n", "b = 20\n"), edit("src/c.yx", "c = 3\n", "c = 30\n")];

/** Every name in the tree, so leftover temporary files show up. */
function listing(): string[] {
  return (readdirSync(root, { recursive: true }) as string[]).map((p) => p.split(path.sep).join("/")).sort();
}

const codeOf = projectErrorCode;

/** The ProjectError `run` throws, or undefined. */
function errorOf(run: () => unknown): ProjectError | undefined {
  try {
    run();
  } catch (caught) {
    return caught as ProjectError;
  }
  return undefined;
}

describe("applyWriteSet", () => {
  it("writes every changed file, skips unchanged ones and leaves no temporary files", () => {
    const [a, b] = allThree();
    const result = applyWriteSet(root, [a!, edit("src/c.yx", "c = 3\n", "c = 3\n"), b!]);
    expect(result).toEqual({ written: ["a.yx", "src/b.yx"], unchanged: ["src/c.yx"] });
    expect([read("a.yx"), read("src/b.yx"), read("src/c.yx")]).toEqual(["a = 10\n", "b = 20\n", "c = 3\n"]);
    expect(listing()).toEqual(["a.yx", "src", "src/b.yx", "src/c.yx"]);
    const same = applyWriteSet(root, [edit("a.yx", "a = 10\n", "a = 10\n")]);
    expect(same).toEqual({ written: [], unchanged: ["a.yx"] });
  });

  it("refuses with MCP-FILE-CHANGED and writes nothing when one file is no longer the expected text", () => {
    writeFileSync(path.join(root, "src", "c.yx"), "c = 4\n"); // changed after the edits were computed
    expect(codeOf(() => applyWriteSet(root, allThree()))).toBe("MCP-FILE-CHANGED");
    expect([read("a.yx"), read("src/b.yx"), read("src/c.yx")]).toEqual(["a = 1\n", "b = 2\n", "c = 4\n"]);
    expect(listing()).toEqual(["a.yx", "src", "src/b.yx", "src/c.yx"]);
  });

  it("sees a change made while the new texts were being staged", () => {
    let staged = 0;
    const writeNew: typeof nodeWriteIo.writeNew = (abs, text, mode) => {
      nodeWriteIo.writeNew(abs, text, mode);
      if (++staged === 3) writeFileSync(path.join(root, "a.yx"), "a = 1 // edited in an editor\n");
    };
    expect(codeOf(() => applyWriteSet(root, allThree(), { writeNew }))).toBe("MCP-FILE-CHANGED");
    expect(read("a.yx")).toBe("a = 1 // edited in an editor\n");
    expect(read("src/b.yx")).toBe("b = 2\n");
    expect(listing()).toEqual(["a.yx", "src", "src/b.yx", "src/c.yx"]);
  });

  it("restores every file when a rename fails half way", () => {
    let renames = 0;
    const rename: typeof nodeWriteIo.rename = (from, to) => {
      if (++renames === 3) throw Object.assign(new Error("disk on fire"), { code: "EIO" });
      nodeWriteIo.rename(from, to);
    };
    const before = statSync(path.join(root, "a.yx")).ino;
    let message = "";
    try {
      applyWriteSet(root, allThree(), { rename });
    } catch (error) {
      expect((error as ProjectError).code).toBe("MCP-WRITE-FAILED");
      message = (error as Error).message;
    }
    expect(message).toMatch(/cannot replace src\/c\.yx \(EIO\); every file was restored/);
    expect([read("a.yx"), read("src/b.yx"), read("src/c.yx")]).toEqual(["a = 1\n", "b = 2\n", "c = 3\n"]);
    expect(statSync(path.join(root, "a.yx")).ino).toBe(before); // the very same file is back
    expect(listing()).toEqual(["a.yx", "src", "src/b.yx", "src/c.yx"]);
  });

  it("keeps the original beside a file it cannot restore, and says so", () => {
    let renames = 0;
    const rename: typeof nodeWriteIo.rename = (from, to) => {
      renames++;
      if (renames === 2 || renames === 3) throw Object.assign(new Error("no"), { code: "EIO" }); // 2nd write, then the restore of the 1st
      nodeWriteIo.rename(from, to);
    };
    const error = (() => {
      try {
        applyWriteSet(root, allThree(), { rename });
      } catch (e) {
        return e as ProjectError;
      }
      throw new Error("expected a failure");
    })();
    expect(error.code).toBe("MCP-WRITE-FAILED");
    expect(error.message).toMatch(/could not restore a\.yx/);
    expect(read("a.yx")).toBe("a = 10\n");
    const kept = listing().find((p) => p.startsWith(".a.yx.") && p.endsWith(".old.yaoxiang-tmp"));
    expect(kept).toBeDefined();
    expect(error.message).toContain(kept!);
    expect(read(kept!)).toBe("a = 1\n");
    expect(read("src/b.yx")).toBe("b = 2\n");
  });

  it("refuses a hard-linked file with MCP-WRITE-FAILED naming it, and writes nothing: its other names would keep the old text (107a L1)", () => {
    linkSync(path.join(root, "src/b.yx"), path.join(root, "src/b_twin.yx"));
    const error = errorOf(() => applyWriteSet(root, allThree()));
    expect(error?.code).toBe("MCP-WRITE-FAILED");
    expect(error?.message).toMatch(/^src\/b\.yx has other names on disk \(a hard link\)/);
    expect(read("a.yx")).toBe("a = 1\n");
    expect(read("src/b_twin.yx")).toBe("b = 2\n");
    expect(statSync(path.join(root, "src/b.yx")).ino).toBe(statSync(path.join(root, "src/b_twin.yx")).ino);
    expect(listing()).toEqual(["a.yx", "src", "src/b.yx", "src/b_twin.yx", "src/c.yx"]);
  });

  it("refuses a read-only file (no write bit, even for root) with MCP-WRITE-FAILED naming it, and writes nothing (73a D1)", () => {
    chmodSync(path.join(root, "src/b.yx"), 0o444);
    const error = errorOf(() => applyWriteSet(root, allThree()));
    expect(error?.code).toBe("MCP-WRITE-FAILED");
    expect(error?.message).toMatch(/^src\/b\.yx is read-only/);
    expect(readFileSync(path.join(root, "a.yx"), "utf8")).toBe("a = 1\n");
    expect(readFileSync(path.join(root, "src/b.yx"), "utf8")).toBe("b = 2\n");
    // So is one this process may not write, whatever its bits say (a file of another user).
    chmodSync(path.join(root, "src/b.yx"), 0o644);
    expect(codeOf(() => applyWriteSet(root, allThree(), { writable: (abs) => !abs.endsWith("c.yx") }))).toBe("MCP-WRITE-FAILED");
    expect(readFileSync(path.join(root, "a.yx"), "utf8")).toBe("a = 1\n");
  });

  it("writes nothing when a temporary file cannot be created", () => {
    let created = 0;
    const writeNew: typeof nodeWriteIo.writeNew = (abs, text, mode) => {
      if (++created === 2) throw Object.assign(new Error("full"), { code: "ENOSPC" });
      nodeWriteIo.writeNew(abs, text, mode);
    };
    expect(codeOf(() => applyWriteSet(root, allThree(), { writeNew }))).toBe("MCP-WRITE-FAILED");
    expect([read("a.yx"), read("src/b.yx"), read("src/c.yx")]).toEqual(["a = 1\n", "b = 2\n", "c = 3\n"]);
    expect(listing()).toEqual(["a.yx", "src", "src/b.yx", "src/c.yx"]);
  });

  it("falls back to a copy of the original where hard links are not supported", () => {
    let renames = 0;
    const link = () => {
      throw Object.assign(new Error("no links here"), { code: "EPERM" });
    };
    const rename: typeof nodeWriteIo.rename = (from, to) => {
      if (++renames === 2) throw Object.assign(new Error("x"), { code: "EIO" });
      nodeWriteIo.rename(from, to);
    };
    expect(codeOf(() => applyWriteSet(root, allThree(), { link, rename }))).toBe("MCP-WRITE-FAILED");
    expect([read("a.yx"), read("src/b.yx")]).toEqual(["a = 1\n", "b = 2\n"]);
    expect(listing()).toEqual(["a.yx", "src", "src/b.yx", "src/c.yx"]);
  });

  it("refuses paths outside the root, missing files and a file named twice, before writing anything", () => {
    writeFileSync(path.join(outside, "x.yx"), "x = 1\n");
    expect(codeOf(() => applyWriteSet(root, [edit("a.yx", "a = 1\n", "a = 2\n"), edit(path.join(outside, "x.yx"), "x = 1\n", "")]))).toBe(
      "MCP-PATH-OUTSIDE-PROJECT",
    );
    expect(codeOf(() => applyWriteSet(root, [edit("../x.yx", "", "y")]))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(codeOf(() => applyWriteSet(root, [edit("new.yx", "", "n = 1\n")]))).toBe("MCP-FILE-NOT-FOUND");
    expect(codeOf(() => applyWriteSet(root, [edit("src", "", "n = 1\n")]))).toBe("MCP-FILE-NOT-FOUND");
    expect(codeOf(() => applyWriteSet(root, [edit("a.yx", "a = 1\n", "a = 2\n"), edit("./a.yx", "a = 1\n", "a = 3\n")]))).toBe("MCP-INVALID-INPUT");
    expect(read("a.yx")).toBe("a = 1\n");
    expect(readFileSync(path.join(outside, "x.yx"), "utf8")).toBe("x = 1\n");
  });

  it("writes through a symlink inside the root to its target and keeps the link; refuses one pointing outside", () => {
    symlinkSync(path.join(root, "src", "b.yx"), path.join(root, "link.yx"));
    applyWriteSet(root, [edit("link.yx", "b = 2\n", "b = 22\n")]);
    expect(read("src/b.yx")).toBe("b = 22\n");
    expect(readdirSync(root, { withFileTypes: true }).find((d) => d.name === "link.yx")?.isSymbolicLink()).toBe(true);

    writeFileSync(path.join(outside, "x.yx"), "x = 1\n");
    symlinkSync(path.join(outside, "x.yx"), path.join(root, "out.yx"));
    expect(codeOf(() => applyWriteSet(root, [edit("out.yx", "x = 1\n", "x = 2\n")]))).toBe("MCP-PATH-OUTSIDE-PROJECT");
    expect(readFileSync(path.join(outside, "x.yx"), "utf8")).toBe("x = 1\n");
  });

  it("keeps the permission bits of the file it replaces", () => {
    chmodSync(path.join(root, "a.yx"), 0o640);
    applyWriteSet(root, [edit("a.yx", "a = 1\n", "a = 2\n")]);
    expect(statSync(path.join(root, "a.yx")).mode & 0o777).toBe(0o640);
  });

  it("treats a file that is not UTF-8 as changed (never rewrites bytes it could not read)", () => {
    writeFileSync(path.join(root, "a.yx"), Buffer.from([0x61, 0x20, 0x3d, 0x20, 0xff, 0x0a]));
    expect(codeOf(() => applyWriteSet(root, [edit("a.yx", "a = \uFFFD\n", "a = 1\n")]))).toBe("MCP-FILE-CHANGED");
    expect(readFileSync(path.join(root, "a.yx"))[4]).toBe(0xff);
  });
});

describe("applyWriteSet in a call that is stopped (95b D1, D2)", () => {
  /** A token whose call must stop once `stopNow` is set; it records the uninterruptible section's end. */
  function token() {
    const state = { stopNow: false, left: [] as boolean[] };
    const value: CancellationToken = {
      stopReason: () => (state.stopNow ? "timeout" : undefined),
      leaveUninterruptible: (done) => state.left.push(done),
    };
    return { state, value };
  }

  it("stopped while it stages: stops between two files, writes nothing and leaves no temporary file", () => {
    const { state, value } = token();
    let staged = 0;
    const writeNew = (abs: string, text: string, mode: number) => {
      nodeWriteIo.writeNew(abs, text, mode);
      if (++staged === 2) state.stopNow = true;
    };
    const before = listing();
    expect(() => runCancellable(value, () => applyWriteSet(root, allThree(), { writeNew }))).toThrow(OperationCancelledError);
    expect(staged).toBe(2);
    expect([read("a.yx"), read("src/b.yx"), read("src/c.yx")]).toEqual(["a = 1\n", "b = 2\n", "c = 3\n"]);
    expect(listing()).toEqual(before);
    expect(state.left).toEqual([]);
  });

  it("stopped while it renames: every file is replaced all the same, and the section says it ran to its end", () => {
    const { state, value } = token();
    const rename = (from: string, to: string) => {
      state.stopNow = true;
      nodeWriteIo.rename(from, to);
    };
    const result = runCancellable(value, () => applyWriteSet(root, allThree(), { rename }));
    expect(result.written).toEqual(["a.yx", "src/b.yx", "src/c.yx"]);
    expect([read("a.yx"), read("src/b.yx"), read("src/c.yx")]).toEqual(["a = 10\n", "b = 20\n", "c = 30\n"]);
    expect(state.left).toEqual([true]);
  });
});

// A server killed while it wrote (SIGKILL: no handler runs) leaves its temporary files beside the
// files: staged texts and second names of the originals, which made every later write refuse the
// files as hard-linked (120a F1, F3). The next write removes what is safe to remove.
describe("applyWriteSet after a write whose process is gone", () => {
  const DEAD = 4_000_000; // above Linux's pid_max: no process has it
  const leftover = (file: string, n: number, purpose: "new" | "old") => path.join(root, path.dirname(file), `.${path.basename(file)}.${DEAD}-${n}.${purpose}.yaoxiang-tmp`);

  it("removes its staged texts and its second names of unreplaced originals, keeps an original whose file it replaced, and writes", () => {
    writeFileSync(leftover("src/b.yx", 1, "new"), "b = 99\n");
    linkSync(path.join(root, "src/b.yx"), leftover("src/b.yx", 2, "old")); // the rename never came
    writeFileSync(leftover("src/c.yx", 3, "old"), "c = 0\n"); // c.yx was replaced: this is its only old text
    writeFileSync(leftover("src/gone.yx", 4, "new"), "x\n"); // beside no file
    expect(statSync(path.join(root, "src/b.yx")).nlink).toBe(2);
    expect(applyWriteSet(root, allThree(), { alive: (pid) => pid !== DEAD }).written).toEqual(["a.yx", "src/b.yx", "src/c.yx"]);
    expect([read("a.yx"), read("src/b.yx"), read("src/c.yx")]).toEqual(["a = 10\n", "b = 20\n", "c = 30\n"]);
    expect(listing()).toEqual(["a.yx", "src", `src/.c.yx.${DEAD}-3.old.yaoxiang-tmp`, "src/b.yx", "src/c.yx"]);
  });

  it("leaves the temporary files of a process that runs, and refuses the file they link, saying that process writes it (123a R4)", () => {
    linkSync(path.join(root, "src/b.yx"), leftover("src/b.yx", 2, "old"));
    const error = errorOf(() => applyWriteSet(root, allThree(), { alive: () => true }));
    expect(codeOf(() => applyWriteSet(root, allThree(), { alive: () => true }))).toBe("MCP-WRITE-FAILED");
    expect(error?.message).toBe(`src/b.yx is being written by another process (${DEAD}) right now; nothing was written. Call again once it is done`);
    expect(listing()).toContain(`src/.b.yx.${DEAD}-2.old.yaoxiang-tmp`);
    expect(read("src/b.yx")).toBe("b = 2\n");
  });

  it("names at most five files in a refusal, with how many more there are (120a F4)", () => {
    const edits: FileEdit[] = [];
    for (let i = 0; i < 8; i++) {
      writeFileSync(path.join(root, `f${i}.yx`), `f = ${i}\n`);
      chmodSync(path.join(root, `f${i}.yx`), 0o444);
      edits.push(edit(`f${i}.yx`, `f = ${i}\n`, `f = ${i + 1}\n`));
    }
    const error = errorOf(() => applyWriteSet(root, edits));
    expect(error?.message).toMatch(/^f0\.yx, f1\.yx, f2\.yx, f3\.yx, f4\.yx and 3 more are read-only \(no write permission\): nothing was written/);
  });
});

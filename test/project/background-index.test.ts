// The symbol index a server builds before the first call asks for it
// (registry.ts buildInBackground): a slice at a time, stopped when a call
// comes in, whose own symbolIndexFor then finishes the work. Whether stopped
// after a few slices or run to the end, the index must hold exactly what an
// index built in one go holds. The server side (a build at start, a call in
// the middle of it, --no-index-at-start) is in index-at-start.long.test.ts.
import { cpSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInBackground, exactFocus, incompleteIndexRoots, SymbolIndex, symbolIndexFor } from "../../src/analysis/symbols/index.js";
import { ProjectService } from "../../src/project/service.js";
import { REPO_ROOT } from "../helpers/server-process.js";
import { dumpIndex } from "../helpers/index-dump.js";

let dir: string;
let project: ProjectService;

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-background-index-")));
  cpSync(path.join(REPO_ROOT, "corpus", "geometry"), dir, { recursive: true });
  project = new ProjectService({ root: dir, source: "CliFlag" }, { watch: false });
});

afterEach(() => {
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function fresh(files: Parameters<SymbolIndex["sync"]>[0]): string[] {
  const index = new SymbolIndex();
  index.sync(files);
  return dumpIndex(index);
}

describe("a symbol index built in the background", () => {
  it("run to the end in slices of a few milliseconds, equals one built in one go, and leaves nothing to re-link", async () => {
    const view = await project.view();
    let slices = 0;
    // A slice that ends inside a file's analysis keeps none of it: on a loaded machine slices of 1 ms
    // could each end before any file is done (the server's are 50 ms).
    expect(await buildInBackground(view, () => ++slices > 0, 5)).toBe("built");
    // Cut in many slices: the point of the test is that a cut sync goes on where it stopped.
    expect(slices).toBeGreaterThan(3);
    const { index, stats } = symbolIndexFor(view);
    expect(stats.relinked).toBe(0);
    const built = dumpIndex(index);
    expect(built.length).toBeGreaterThan(100);
    expect(built).toEqual(fresh(view.files));
  });

  it("stopped after a few slices (a call came in), is finished by the call's own symbolIndexFor, and equals one built in one go", async () => {
    const view = await project.view();
    let slices = 0;
    expect(await buildInBackground(view, () => ++slices <= 3, 1)).toBe("stopped");
    const { index } = symbolIndexFor(view);
    expect(dumpIndex(index)).toEqual(fresh(view.files));
  });

  it("left incomplete by a call focused on one name, is finished in the background and equals one built in one go", async () => {
    const view = await project.view();
    const { index } = symbolIndexFor(view, exactFocus("Vec2"));
    expect(index.complete).toBe(false);
    expect(incompleteIndexRoots()).toContain(view.root);
    expect(await buildInBackground(view, () => true, 5)).toBe("built");
    expect(index.complete).toBe(true);
    expect(incompleteIndexRoots()).not.toContain(view.root);
    expect(symbolIndexFor(view).stats.relinked).toBe(0);
    expect(dumpIndex(index)).toEqual(fresh(view.files));
  });
});

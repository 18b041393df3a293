// When the engine replaces a worker for the memory it kept (memory.ts
// RestLevel): a source worker measured from when it was ready; the workspace
// worker from after its calls, once its workspace was loaded, with a new
// level at rest whenever a symbol index was built. Before that last rule, a
// first call that read the workspace without its index (list_imports,
// typecheck) set the level, the index built by the next lookup looked like
// a leak, and the worker was replaced: its index was lost and built again.
import { describe, expect, it } from "vitest";
import { RestLevel } from "../../src/mcp/engine/memory.js";

const MB = 1024 * 1024;
const at = (mb: number) => ({ wasmBytes: 0, heapBytes: mb * MB });

describe("the workspace worker's level at rest", () => {
  it("takes a symbol index built after the first call as rest, not as growth (the 1,015-file bench: 84 MB, then 387 MB with the index)", () => {
    const rest = new RestLevel("workspace");
    expect(rest.outgrown(at(84), true, 0)).toBe(false); // list_imports: the workspace read, no index yet
    expect(rest.outgrown(at(387), true, 1)).toBe(false); // lookup_symbol built the index
    expect(rest.bytes).toBe(387 * MB);
    expect(rest.outgrown(at(390), true, 1)).toBe(false);
  });

  it("still replaces a worker that grows far beyond its index without building another (a hostile source)", () => {
    const rest = new RestLevel("workspace");
    expect(rest.outgrown(at(100), true, 1)).toBe(false);
    expect(rest.outgrown(at(500), true, 1)).toBe(true);
  });

  it("counts nothing before the workspace is loaded, and keeps the least it held since the latest index", () => {
    const rest = new RestLevel("workspace");
    expect(rest.outgrown(at(900), false, 0)).toBe(false);
    expect(rest.bytes).toBeUndefined();
    expect(rest.outgrown(at(300), true, 1)).toBe(false);
    expect(rest.outgrown(at(200), true, 1)).toBe(false);
    expect(rest.bytes).toBe(200 * MB);
    expect(rest.outgrown(at(700), true, 1)).toBe(true);
  });
});

describe("a source worker's level at rest", () => {
  it("is what it held when ready, and index builds do not move it", () => {
    const rest = new RestLevel("source");
    rest.ready(at(40));
    expect(rest.outgrown(at(90), false, 0)).toBe(false);
    expect(rest.outgrown(at(200), false, 3)).toBe(true);
  });
});

describe("what is live after a call that looked grown (99f D2)", () => {
  it("is compared with the level at rest, which it does not change", () => {
    const rest = new RestLevel("workspace");
    expect(rest.outgrown(at(250), true, 1)).toBe(false);
    expect(rest.outgrown(at(613), true, 1)).toBe(true); // a whole-workspace typecheck's garbage
    expect(rest.exceeded(at(260))).toBe(false); // live after a full collection
    expect(rest.bytes).toBe(250 * MB);
    expect(rest.exceeded(at(700))).toBe(true); // what is live grew: a leak, or a hostile input's wasm heap
  });
});

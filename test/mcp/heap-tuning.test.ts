// The heap-growth cap for large workspaces (src/mcp/engine/heap-tuning.ts):
// only from LARGE_WORKSPACE_FILES files on, and once per cap. (What the cap
// does to memory and time is measured by bench:workspace --protocol; the
// flag is process-wide, so the test records it instead of setting it.)
import { expect, it } from "vitest";
import { heapGrowthCap, LARGE_WORKSPACE_FILES } from "../../src/mcp/engine/heap-tuning.js";

it("caps the heaps' growth once, for the first workspace that is large", () => {
  const set: string[] = [];
  const capHeapGrowthFor = heapGrowthCap((flags) => set.push(flags));
  expect(capHeapGrowthFor(0)).toBe(false);
  expect(capHeapGrowthFor(LARGE_WORKSPACE_FILES - 1)).toBe(false);
  expect(set).toEqual([]);
  expect(capHeapGrowthFor(LARGE_WORKSPACE_FILES)).toBe(true);
  expect(capHeapGrowthFor(LARGE_WORKSPACE_FILES * 5)).toBe(false);
  expect(set).toEqual(["--heap-growing-percent=100"]);
});

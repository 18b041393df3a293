// How far V8 lets a heap grow between full collections, once the workspace
// is large. Indexing allocates garbage by the gigabyte, and V8's own growing
// factor (up to 4× the heap that survived the last full collection) let the
// process reach 1.85-2.76 GB at its first index of 10,005 files, and pause
// on that heap for hundreds of milliseconds in later calls. Capped at 2×,
// the same index peaked at 1.42-1.43 GB, its lookup_symbol p99 fell from
// 182-270 ms to 43-49 ms and its cold and warm starts were no slower
// (bench:workspace --protocol --files 10000, alternately). Since the index
// is built between calls (a first lookup links only what it needs, the rest
// follows in the background) it pays at 1,015 files too: the build's peak
// fell from 498-509 MB to 415-431 MB with the cap (the server's VmHWM after
// the cache was saved, alternately), its first answer and its warm start no
// slower than the noise. Below 500 files the heap stays small either way.
// The flag is process-wide, and V8 reads it whenever it sets a heap's next
// limit, so it applies from the next collection on.
import { setFlagsFromString } from "node:v8";

/** Workspaces with at least this many files get the cap. */
export const LARGE_WORKSPACE_FILES = 500;
const HEAP_GROWTH_FLAG = "--heap-growing-percent=100";

/**
 * A function that caps the heaps' growth the first time it is told of a
 * large workspace (true then, false ever after): the worker holds one.
 * `setFlags` is V8's (tests pass their own: the flag is process-wide).
 */
export function heapGrowthCap(setFlags: (flags: string) => void = setFlagsFromString): (files: number) => boolean {
  let capped = false;
  return (files) => {
    if (capped || files < LARGE_WORKSPACE_FILES) return false;
    capped = true;
    setFlags(HEAP_GROWTH_FLAG);
    return true;
  };
}

// What a worker keeps once its garbage is gone. Right after a call on
// a large source, V8's heap still holds that call's garbage (a 5,000-line
// rename: 151 MB against 62 MB at rest), which looked like memory kept, so
// the worker was replaced after every such call and the next one paid a cold
// thread (96b D3: rename_symbol {source} 1.2-1.4 s where the same work in a
// warm thread takes 0.4-0.6 s). So a footprint that looks grown is measured
// again after a full collection, counting the heap's live bytes (16 MB there)
// rather than the pages V8 keeps committed (about 100 MB), which the next
// call reuses instead of growing the heap again. The wasm heap, which never
// shrinks, counts whole: a source that grew it (a hostile 2 MB input) still
// gets the worker replaced (memory.ts).
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { footprintBytes, grewTooMuch } from "./memory.js";
import type { Footprint } from "./messages.js";

let collector: (() => void) | null | undefined;

/** V8's full collection, exposed once (null where it cannot be). */
export function fullCollection(): (() => void) | null {
  if (collector === undefined) {
    try {
      setFlagsFromString("--expose-gc");
      collector = runInNewContext("gc") as () => void;
    } catch {
      collector = null;
    }
  }
  return collector;
}

/**
 * `measured`, or, when it looks grown past what memory.ts tolerates above
 * `restBytes` (the worker's footprint when it was ready), its wasm heap and
 * the JavaScript heap's live bytes after a full collection.
 */
export function settledFootprint(measured: Footprint, restBytes: number): Footprint {
  if (!grewTooMuch("source", restBytes, footprintBytes(measured))) return measured;
  return liveFootprint(measured);
}

/**
 * The wasm heap of `measured` and the JavaScript heap's live bytes after a
 * full collection (`measured` itself where V8 cannot collect on demand). The
 * workspace worker is asked for it after its answer went out, when its
 * footprint looked grown (engine-thread.ts): its garbage after a
 * whole-workspace typecheck (613 MB against 253 MB at rest) ended it, and its
 * symbol index with it (99f D2).
 */
export function liveFootprint(measured: Footprint): Footprint {
  const collect = fullCollection();
  if (!collect) return measured;
  collect();
  return { wasmBytes: measured.wasmBytes, heapBytes: getHeapStatistics().used_heap_size };
}

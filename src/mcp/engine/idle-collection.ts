// A full garbage collection while the workspace thread is idle, after work
// that leaves much garbage behind (the index built, the cache saved). Left to
// V8, that collection runs later, inside calls: its incremental marking steps
// of a 400 MB heap and its final pause (20 ms and more) landed in the
// lookup_symbol calls that followed an index build. Collected at once,
// between calls, the calls after it pay less: on the 1,015-file bench
// (bench:workspace --protocol, with the cache, alternately) the p99 of
// lookup_symbol inside the server fell from 8.6-9.0 ms to 7.5-7.6 ms and the
// peak RSS from 424 MB to 405-414 MB; the round trip's p99 moved within the
// noise. A call that arrives meanwhile waits for it, once per build: 862 ms
// at 10,005 files (896 MB to 660 MB), a few hundred ms at 1,015.
import { getHeapStatistics } from "node:v8";
import { fullCollection } from "./settled-footprint.js";

/** Heap growth past the live bytes of the last collection that is worth collecting at once. */
const WORTH_COLLECTING_BYTES = 64 * 1024 * 1024;

export class IdleCollection {
  private liveBytes = 0;
  private scheduled = false;

  /** `idle`: whether no call is running (checked again when the collection is due); `collected`: told of each collection. */
  constructor(
    private readonly idle: () => boolean,
    private readonly collected: (record: { ms: number; beforeMB: number; afterMB: number }) => void = () => {},
    private readonly collect: (() => void) | null = fullCollection(),
    private readonly usedBytes: () => number = () => getHeapStatistics().used_heap_size,
  ) {}

  /** Collects once the thread's current task is done, if it is idle then and the heap grew enough since the last time. */
  soon(): void {
    if (this.scheduled || !this.collect) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.now();
    });
  }

  /** Collects now if the thread is idle and the heap grew enough; whether it did. */
  now(): boolean {
    const before = this.usedBytes();
    if (!this.collect || !this.idle() || before - this.liveBytes < Math.max(WORTH_COLLECTING_BYTES, this.liveBytes / 2)) return false;
    const started = performance.now();
    this.collect();
    this.liveBytes = this.usedBytes();
    this.collected({ ms: Math.round(performance.now() - started), beforeMB: Math.round(before / 2 ** 20), afterMB: Math.round(this.liveBytes / 2 ** 20) });
    return true;
  }
}

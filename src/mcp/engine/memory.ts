// When a worker gave back too little memory (issue 18, finding 7). The wasm
// heap of web-tree-sitter only grows: one 2 MB hostile source leaves it at
// 200+ MB for good, and V8 keeps a large JavaScript heap committed long after
// the garbage is gone. A worker whose footprint after a call is more than
// twice its baseline (and more than some slack above it) is replaced by a
// fresh one; ending the thread returns all of it to the system.
import type { Footprint, WorkerRole } from "./messages.js";

const MB = 1024 * 1024;

/**
 * Growth tolerated above the baseline before doubling counts. Small for
 * source workers (replacing one costs a module load in the background);
 * larger for the workspace worker, whose replacement re-indexes the
 * workspace on its next call.
 */
const SLACK_BYTES: Record<WorkerRole, number> = { source: 64 * MB, workspace: 256 * MB };

export function footprintBytes(footprint: Footprint): number {
  return footprint.wasmBytes + footprint.heapBytes;
}

export function grewTooMuch(role: WorkerRole, baseline: number, now: number): boolean {
  return now > 2 * baseline && now - baseline > SLACK_BYTES[role];
}

/**
 * What a worker holds at rest, from the footprints it reports: for a source
 * worker, once it was ready; for the workspace worker, the least it has held
 * after a call since its workspace was first loaded and its latest symbol
 * index built (so the workspace and its index count as rest, whatever their
 * size: a first call that read the workspace without its index, a typecheck,
 * must not make the index's own size look like a leak).
 */
export class RestLevel {
  private baseline: number | undefined;
  /** The worker's count of built symbol indexes at the latest baseline. */
  private indexBuilds = 0;

  constructor(private readonly role: WorkerRole) {}

  /** Bytes at rest, once known. */
  get bytes(): number | undefined {
    return this.baseline;
  }

  ready(footprint: Footprint): void {
    if (this.role === "source") this.baseline = footprintBytes(footprint);
  }

  /** After a call: whether the worker holds far more than at rest (then it is to be replaced). */
  outgrown(footprint: Footprint, workspaceLoaded: boolean, indexBuilds: number): boolean {
    const now = footprintBytes(footprint);
    if (this.role === "workspace") {
      if (!workspaceLoaded) return false;
      const newIndex = indexBuilds !== this.indexBuilds;
      this.indexBuilds = indexBuilds;
      this.baseline = newIndex ? now : Math.min(this.baseline ?? now, now);
      if (newIndex) return false;
    }
    return this.exceeded(footprint);
  }

  /** Whether `footprint` (what is live, measured after a call that looked grown) is still far above rest; the rest level stays. */
  exceeded(footprint: Footprint): boolean {
    return this.baseline !== undefined && grewTooMuch(this.role, this.baseline, footprintBytes(footprint));
  }
}

export function megabytes(bytes: number): number {
  return Math.round(bytes / MB);
}

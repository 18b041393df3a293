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

export function megabytes(bytes: number): number {
  return Math.round(bytes / MB);
}

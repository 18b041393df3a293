// How far the symbol index's current sync has got, for whoever hosts it. A
// first build of a large workspace links files for a minute on one core; a
// call that runs out of time meanwhile should say that it was building the
// index (and how far), which the work it did is kept for, rather than ask
// the agent for a narrower query. The server's workspace thread observes
// this (engine/worker-main.ts) and shares it with the thread that answers.
// One observer per thread: a thread hosts one project service.

export interface LinkObserver {
  /** A file was linked: `linked` of the index's `files` are linked now. */
  linked(linked: number, files: number): void;
  /** A sync ended with every file it was asked for linked (not called when a sync was stopped). */
  finished(): void;
}

let observer: LinkObserver | undefined;

/** Sets (or, with undefined, removes) this thread's observer. */
export function observeLinking(next: LinkObserver | undefined): void {
  observer = next;
}

export function reportLinked(linked: number, files: number): void {
  observer?.linked(linked, files);
}

export function reportSyncFinished(): void {
  observer?.finished();
}

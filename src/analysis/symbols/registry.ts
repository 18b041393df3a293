// One SymbolIndex per workspace root, kept across tool calls so that only
// changed files are re-linked (the Workspace keeps each file's Document and
// bumps its version on change; the index compares versions). A handful of
// roots at most, least recently used dropped first.
// With a persistent index (the view's indexCache), a new index starts from
// the saved records, and is saved again in the background once it changed:
// soon after it was first built, then at most once a minute, encoded a few
// milliseconds at a time between calls (a save of a million lines takes a
// few seconds of the worker's time in all).
// Without saved records, the first index of a large workspace is built by
// builder threads when the view offers them (parallel-build.ts), then
// restored from their records like a saved one. What a restore puts off
// (tables a first query of some kind would fill) is then entered in the
// background, a few milliseconds at a time between calls.
// A server may build the index of its project before the first call asks
// for it (buildInBackground): a slice at a time, so that a call that comes
// in waits at most one slice, and the call then finishes what is left.
import { OperationCancelledError, runCancellable } from "../../syntax/cancellation.js";
import type { IndexCache } from "../../project/index-cache.js";
import type { WorkspaceView } from "../../project/workspace.js";
import { decodeSnapshot, SNAPSHOT_FORMAT } from "./snapshot.js";
import { ParallelBuild } from "./parallel-build.js";
import { SymbolIndex, type RestoreStats, type SyncStats } from "./workspace-index.js";
import { answerFocused, type IndexFocus } from "./focus.js";
import type { SymbolInfo } from "./model.js";
import { linkedForOutline } from "./outline.js";

const MAX_ROOTS = 5;
const indexes = new Map<string, SymbolIndex>();
const FIRST_SAVE_DELAY_MS = 500;
const SAVE_INTERVAL_MS = 60_000;
/** Longest a save holds the thread at a time. */
const SAVE_STEP_MS = 3;
const saveTimers = new WeakMap<SymbolIndex, NodeJS.Timeout>();
/** The cache each index with a save scheduled or running saves into (flushSaves). */
const saveCaches = new Map<SymbolIndex, IndexCache>();
/** Longest the background entering of put-off tables holds the thread at a time. */
const ENTER_STEP_MS = 3;
const entering = new WeakSet<SymbolIndex>();
const lastSaves = new WeakMap<SymbolIndex, number>();
/** Parallel first builds still running (a call that stopped while waiting left them to the next call). */
const parallelBuilds = new WeakMap<SymbolIndex, ParallelBuild>();
/** Indexes whose first sync finished, and how many there have been in this process (see symbolIndexBuilds). */
const built = new WeakSet<SymbolIndex>();
let indexBuilds = 0;
/** Restores whose first sync has not finished yet (a stopped call or slice): reported when it does. */
const restores = new WeakMap<SymbolIndex, RestoreStats>();

/**
 * The index of `view`'s root, synchronised with the view's files; with a
 * `focus`, only as far as the focus needs (focus.ts: the files that mention
 * the names a query can answer with), which a first call on a large
 * workspace answers from long before every file is linked.
 */
export function symbolIndexFor(view: WorkspaceView, focus?: IndexFocus): { index: SymbolIndex; stats: SyncStats } {
  const cache = view.indexCache;
  let index = indexes.get(view.root);
  if (index) {
    indexes.delete(view.root); // re-inserted below: Map order doubles as LRU order
  } else {
    index = new SymbolIndex();
    if (indexes.size >= MAX_ROOTS) indexes.delete(indexes.keys().next().value as string);
    const restored = cache && restoreSaved(index, view, cache);
    if (restored) restores.set(index, restored);
    const build = !restored && view.indexBuilders ? ParallelBuild.start(view.files, view.indexBuilders) : undefined;
    if (build) parallelBuilds.set(index, build);
  }
  indexes.set(view.root, index);
  restoreBuilt(index, view);
  const stats = index.sync(view.files, view.revision, view.changedSince, focus);
  if (!index.complete) return { index, stats };
  if (!built.has(index)) {
    built.add(index);
    indexBuilds++;
  }
  const restored = restores.get(index);
  restores.delete(index);
  if (restored) cache!.restored({ ...restored, relinked: stats.relinked });
  if (cache) scheduleSave(index, cache);
  scheduleEntering(index);
  return { index, stats };
}

/** focus.ts answerFocused over the index of `view` (synchronised with it). */
export function answerFromIndex<T>(
  view: WorkspaceView,
  focus: IndexFocus | undefined,
  answer: (index: SymbolIndex) => T,
  enough: (result: T) => boolean,
  symbolsOf: (result: T) => readonly SymbolInfo[],
): T {
  return answerFocused((f) => symbolIndexFor(view, f).index, focus, answer, enough, symbolsOf);
}

/**
 * The index of `view` with `files` linked, and what their outlines name
 * (outline.ts implementedNames: the files declaring the interfaces their
 * types implement, up the interfaces' own lists), not every file.
 */
export function indexForOutline(view: WorkspaceView, files: readonly string[]): SymbolIndex {
  return linkedForOutline((focus) => symbolIndexFor(view, focus).index, files);
}

/** The roots whose index has files a focused sync left unlinked (a background build can link them). */
export function incompleteIndexRoots(): string[] {
  return [...indexes].filter(([, index]) => !index.complete).map(([root]) => root);
}

/** Longest a background build holds the thread at a time (a file's model is not cut: a slice may run over by one). */
const BACKGROUND_SLICE_MS = 50;

/**
 * Builds (or restores) the index of `view` as symbolIndexFor would, a slice
 * at a time, yielding to the event loop between slices, while `keepGoing()`
 * holds. "stopped": it was told to stop (say, a call came in: that call's own
 * symbolIndexFor goes on from where the slices left off). Nothing it leaves
 * half done is wrong: a stopped sync keeps its pending work (SymbolIndex.sync).
 */
export async function buildInBackground(view: WorkspaceView, keepGoing: () => boolean, sliceMs = BACKGROUND_SLICE_MS): Promise<"built" | "stopped"> {
  for (;;) {
    if (!keepGoing()) return "stopped";
    const until = performance.now() + sliceMs;
    try {
      runCancellable({ stopReason: () => (performance.now() > until ? "timeout" : undefined) }, () => symbolIndexFor(view));
      return "built";
    } catch (error) {
      if (!(error instanceof OperationCancelledError)) throw error;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Enters what the restore put off (SymbolIndex.enterDeferred) between calls,
 * so that the first query of each kind (references, a local, a qualified
 * name) answers as fast as the next ones. A call that comes in waits at most
 * one step.
 */
function scheduleEntering(index: SymbolIndex): void {
  if (!index.hasDeferredWork || entering.has(index)) return;
  entering.add(index);
  const step = () => {
    if (index.enterDeferred(performance.now() + ENTER_STEP_MS)) entering.delete(index);
    // Not unref'd, like the save's steps: an idle thread would not run an unref'd immediate.
    else setImmediate(step);
  };
  setImmediate(step);
}

/**
 * How many symbol indexes this process has finished building (or restoring):
 * a workspace worker's memory at rest is what it holds after the latest (the
 * engine's memory guard takes a new baseline when this changes).
 */
export function symbolIndexBuilds(): number {
  return indexBuilds;
}

/**
 * No index of this process has tables its restore put off still to enter
 * (they are entered in the background after the first answer, and make the
 * index larger): what the process holds now is what its workspaces need.
 */
export function symbolIndexesSettled(): boolean {
  for (const index of indexes.values()) if (index.hasPutOffTables || !index.complete) return false;
  return true;
}

function restoreSaved(index: SymbolIndex, view: WorkspaceView, cache: IndexCache): RestoreStats | undefined {
  const frames = cache.load(SNAPSHOT_FORMAT);
  if (frames === undefined) return undefined;
  const saved = decodeSnapshot(frames);
  const restored = saved === undefined ? undefined : index.restore(view.files, saved);
  if (!restored) cache.reject("its records do not fit the workspace (files added, removed or renamed since, or a damaged record)");
  return restored;
}

/**
 * Waits for the index's parallel first build, if one is running, and takes
 * its records (see parallel-build.ts); throws when the call must stop first
 * (the build goes on for the next call). A build that failed, or records
 * that no longer fit the files, leave the index to sync() the usual way.
 */
function restoreBuilt(index: SymbolIndex, view: WorkspaceView): void {
  const build = parallelBuilds.get(index);
  if (!build) return;
  const parts = build.wait();
  parallelBuilds.delete(index);
  build.dispose();
  const restored = parts && index.restoreParts(view.files, parts, true);
  const { threads } = build;
  view.indexBuilders?.onEvent?.(
    restored
      ? { kind: "built", threads, files: restored.files, ms: Math.round(build.elapsedMs) }
      : { kind: "failed", threads, reason: build.failed ?? "the records did not fit the workspace (files added or removed meanwhile)" },
  );
}

/** Saves the index in the background once it has changes (see the head of this file). */
function scheduleSave(index: SymbolIndex, cache: IndexCache): void {
  if (!index.hasUnsavedChanges || saveTimers.has(index)) return;
  saveCaches.set(index, cache);
  const last = lastSaves.get(index);
  const delay = last === undefined ? FIRST_SAVE_DELAY_MS : Math.max(FIRST_SAVE_DELAY_MS, last + SAVE_INTERVAL_MS - Date.now());
  const timer = setTimeout(() => runSave(index, cache, timer), delay);
  timer.unref();
  saveTimers.set(index, timer);
}

/**
 * Encodes the index a few milliseconds at a time (a call that comes in waits
 * at most one step), then writes it. The timer stays registered while it runs,
 * so no second save starts meanwhile.
 */
function runSave(index: SymbolIndex, cache: IndexCache, timer: NodeJS.Timeout): void {
  // undefined while a stopped sync has work left: the next call that syncs schedules it again.
  const job = index.snapshotJob();
  const finish = () => {
    if (saveTimers.get(index) !== timer) return;
    saveTimers.delete(index);
    saveCaches.delete(index);
  };
  if (!job) return finish();
  const step = () => {
    // flushSaves took it over.
    if (saveTimers.get(index) !== timer) return;
    if (!job.current()) {
      // The index changed meanwhile: save the new state later.
      finish();
      return scheduleSave(index, cache);
    }
    if (!job.step(SAVE_STEP_MS)) {
      // Not unref'd: an idle thread would not run an unref'd immediate until something else woke it.
      setImmediate(step);
      return;
    }
    finish();
    const frames = job.frames();
    if (frames === undefined) return;
    lastSaves.set(index, Date.now());
    void cache.save(SNAPSHOT_FORMAT, frames);
  };
  step();
}

/**
 * Saves now every index whose save is still to come or under way, within
 * `budgetMs` of encoding, and waits for the writes: a server that is closing
 * leaves its index for the next one (97a D4: a session ended within a second
 * of its first answer left none, so every short session started cold). An
 * index that does not encode within the budget is left unsaved (the next
 * server builds it), as is one whose sync has work left.
 */
export async function flushSaves(budgetMs: number): Promise<void> {
  const deadline = performance.now() + budgetMs;
  const writes: Promise<void>[] = [];
  for (const [index, cache] of [...saveCaches]) {
    const timer = saveTimers.get(index);
    clearTimeout(timer);
    saveTimers.delete(index);
    saveCaches.delete(index);
    writes.push(cache.settled());
    const job = index.snapshotJob();
    if (!job) continue;
    let done = false;
    while (!(done = job.step(Math.max(0, deadline - performance.now()))) && performance.now() < deadline);
    const frames = done && job.current() ? job.frames() : undefined;
    if (frames === undefined) continue;
    lastSaves.set(index, Date.now());
    writes.push(cache.save(SNAPSHOT_FORMAT, frames));
  }
  await Promise.allSettled(writes);
}

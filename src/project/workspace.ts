// The workspace: every source file under one root, each kept as one Document
// that is parsed on first use and afterwards only updated incrementally.
// It stays true to the disk without a restart. `refresh()`, called once at the
// start of each tool call, brings it up to date in one of two ways:
//   * watching (the default): a TreeWatcher names the paths that had a file
//     system event since the last call, and only those are re-examined; the
//     call first lets the event loop deliver every event already queued, so a
//     change made before the request was sent is seen by it;
//   * the stat scan (`watch: false`, or when watching is unavailable): the
//     tree is re-listed and each file's size, mtime, ctime, device and inode
//     compared with what was read.
// Every read goes through safe-read.ts: a file is opened once and checked
// through its descriptor (regular, inside the root, under the size cap), so a
// path swapped for a symlink, a FIFO or a huge file between check and use is
// skipped, never read. What was skipped is reported as a warning diagnostic.
// Tools get a `WorkspaceView`: plain data plus Documents to hand to the pure
// analysis functions; they never touch trees themselves.
import { unindexedWhy } from "./unindexed.js";
import { createHash } from "node:crypto";
import { lstatSync, statSync } from "node:fs";
import path from "node:path";
import type { Parser } from "web-tree-sitter";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { throwIfCancelled } from "../syntax/cancellation.js";
import { Document } from "../syntax/document.js";
import { defaultConfig, loadConfig, type ConfigLoad, type ProjectConfig } from "./config.js";
import { ProjectError } from "./errors.js";
import { quoteRel, resolveSourceFile } from "./paths.js";
import { MANIFEST_NAME } from "./root.js";
import { describeSkip, FILE_SKIPPED_CODE, MAX_SOURCE_BYTES, readInsideRoot, type FileStamp, type SkipReason } from "./safe-read.js";
import {
  classifyPath,
  isUnderWalkedDirs,
  isWalkedDirName,
  sameStamp,
  scanTree,
  stampOf,
  type ScanResult,
} from "./scan.js";
import { ChangeLog } from "./change-log.js";
import type { IndexCache } from "./index-cache.js";
import { isAtOrUnder, TreeWatcher, type WatcherOptions } from "./watcher.js";

/** At most this many skipped files are listed one by one; one more diagnostic counts the rest. */
export const MAX_SKIPPED_DIAGNOSTICS = 20;

export interface WorkspaceFile {
  /** Relative to the root, `/`-separated: the form every tool reports. */
  readonly path: string;
  readonly absPath: string;
  readonly text: string;
  /** False for a file a tool named explicitly that the index skips (e.g. under a hidden dir). */
  readonly indexed: boolean;
  /** Size, mtime, ctime, device and inode of the file as it was read. */
  readonly stamp: Readonly<FileStamp>;
  /**
   * SHA-256 (hex) of the file's content: of the bytes read when the
   * workspace has a persistent index (then made with the read: hashing bytes
   * is several times cheaper than hashing the decoded text), else of `text`
   * (the same for UTF-8), computed on first use; kept until the text changes.
   */
  contentHash(): string;
  /** The parsed document (parsed on first call, then kept fresh incrementally). */
  document(): Document;
}

export interface WorkspaceView {
  readonly root: string;
  readonly config: ProjectConfig;
  /** Problems of yaoxiang.toml (empty when there is none or it is fine). */
  readonly configDiagnostics: readonly Diagnostic[];
  /**
   * Problems of the workspace itself, as warnings: those of yaoxiang.toml, then
   * the source files left out (MCP-FILE-SKIPPED: not a regular file, leading
   * outside the root, over 4 MB), at most 20 of them listed one by one.
   */
  readonly diagnostics: readonly Diagnostic[];
  /** Indexed source files, sorted by path. */
  readonly files: readonly WorkspaceFile[];
  /** Source files left out (not UTF-8, too large, not a regular file, …), sorted by path, each with why. */
  readonly skipped: readonly { readonly file: string; readonly why: string }[];
  /**
   * Changes whenever a file of `files` is added, removed or changes text: two
   * views of one workspace with the same revision have the same files and
   * texts (what lets the symbol index skip comparing them file by file).
   * Absent for a view made some other way.
   */
  readonly revision?: number;
  /**
   * The files of `files` whose text changed after `revision` (a revision of
   * an earlier view with this same `files` list: none added or removed
   * since), sorted by path; undefined when that is no longer known.
   */
  changedSince?(revision: number): readonly WorkspaceFile[] | undefined;
  file(relPath: string): WorkspaceFile | undefined;
  /** Why a source file is not indexed (in a skipped, linked or unlistable directory, unindexed.ts), as a sentence naming it; undefined otherwise. */
  unindexedWhy?(relPath: string): string | undefined;
  /** Resolves a file argument safely (Rule 3 of §1.5) and returns its entry. */
  resolveFile(input: string): WorkspaceFile;
  /** Where the symbol index of this root is saved between runs (absent: --no-cache, or not configured). */
  readonly indexCache?: IndexCache;
  /** Threads that may build this root's first symbol index in parallel (absent: the calling thread builds it). */
  readonly indexBuilders?: IndexBuilders;
}

/** Where the builder threads of a parallel first symbol index come from (analysis/symbols/parallel-build.ts). */
export interface IndexBuilders {
  /** The builder entry: dist/index-builder.js (src/index-builder.ts). */
  readonly workerUrl: URL;
  /** Most builder threads (default: half the machine's cores, at most 4). */
  readonly threads?: number;
  /** Told how a parallel build went (the index is built the usual way after a failure). */
  readonly onEvent?: (event: IndexBuildEvent) => void;
}

export type IndexBuildEvent =
  | { readonly kind: "built"; readonly threads: number; readonly files: number; readonly ms: number }
  | { readonly kind: "failed"; readonly threads: number; readonly reason: string };

export interface RefreshStats {
  files: number;
  added: number;
  changed: number;
  removed: number;
  ms: number;
  /** How the disk was consulted: watcher events, or a scan of the whole tree. */
  mode: "watch" | "scan";
  /** Paths re-examined because of watcher events (watch mode). */
  paths: number;
}

export interface WorkspaceOptions {
  /** Keep up with the disk through a file watcher (default true); false = stat scan per call. */
  watch?: boolean;
  /** Told when watching starts, falls back to the stat scan, or rescans after an event burst. */
  onWatch?: (event: WatchEvent) => void;
  /** Passed to the TreeWatcher (tests inject failing or silent watches). */
  watcher?: WatcherOptions;
  /** The persistent symbol index of this root (index-cache.ts). */
  indexCache?: IndexCache;
  /** Builder threads for the first symbol index (WorkspaceView.indexBuilders). */
  indexBuilders?: IndexBuilders;
}

export type WatchEvent =
  | { kind: "watching"; directories: number }
  | { kind: "fallback"; reason: string }
  | { kind: "rescan"; events: number };

type ParserProvider = () => Promise<Parser>;

class Entry implements WorkspaceFile {
  private doc: Document | undefined;

  constructor(
    private readonly parser: () => Parser,
    public stamp: FileStamp,
    public text: string,
    readonly indexed: boolean,
    /** SHA-256 of the bytes `text` was decoded from, when the read made it. */
    private hash?: string,
  ) {}

  get path(): string {
    return this.stamp.rel;
  }
  get absPath(): string {
    return this.stamp.abs;
  }

  document(): Document {
    this.doc ??= new Document(this.parser(), this.text);
    return this.doc;
  }

  contentHash(): string {
    this.hash ??= createHash("sha256").update(this.text).digest("hex");
    return this.hash;
  }

  /** New text from disk (`hash`: of its bytes, if made): re-parse incrementally if a document exists. */
  setText(text: string, hash?: string): void {
    this.hash = hash;
    try {
      this.doc?.update(text);
    } catch (error) {
      // A halted re-parse (cancelled call): forget the document, the next
      // document() parses the new text from scratch.
      this.dispose();
      throw error;
    } finally {
      this.text = text;
    }
  }

  dispose(): void {
    this.doc?.dispose();
    this.doc = undefined;
  }
}

type Counts = Omit<RefreshStats, "ms" | "mode" | "paths" | "files">;

export class Workspace {
  private readonly entries = new Map<string, Entry>();
  private readonly skipped = new Map<string, SkipReason>();
  private configLoad: ConfigLoad = { config: defaultConfig(), diagnostics: [], found: false };
  private configStamp = "";
  private parser: Parser | undefined;
  private inFlight: Promise<RefreshStats> | undefined;
  private disposed = false;
  private scanned = false;
  /** False while a refresh is under way or after one a cancelled call stopped half-way. */
  private settled = true;
  private watchStarted = false;
  private watcher: TreeWatcher | undefined;
  /** Directories the last scans walked (watch mode: which names were directories). */
  private dirs = new Set<string>();
  private announced = false;
  private cachedFiles: readonly Entry[] | undefined;
  /** The entries refreshUnwatched looks at (named explicitly, or symlinked); undefined after the entries changed. */
  private uncovered: Entry[] | undefined;
  /** Bumped whenever an indexed file is added, removed or changes text (WorkspaceView.revision). */
  private revision = 0;
  /** The entries whose text changed, by revision (WorkspaceView.changedSince). */
  private readonly textChanges = new ChangeLog<Entry>();
  private cachedDiagnostics: readonly Diagnostic[] | undefined;
  private cachedSkipped: readonly { readonly file: string; readonly why: string }[] | undefined;
  /** Files the server itself wrote (apply: true), re-read by the next refresh whether or not their watcher event has come. */
  private readonly written = new Set<string>();
  /** The root directory the last full scan listed and watched (device and inode), or "" when it could not be read. */
  private rootIdentity = "";

  constructor(
    readonly root: string,
    private readonly parserProvider: ParserProvider,
    private readonly options: WorkspaceOptions = {},
  ) {}

  /** True while a watcher keeps the workspace up to date (false: stat scan per call). */
  get watching(): boolean {
    return this.watcher !== undefined;
  }

  /**
   * Brings the index in line with the disk. Concurrent callers share one
   * refresh instead of racing each other over the same entries.
   */
  refresh(): Promise<RefreshStats> {
    this.inFlight ??= this.doRefresh().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  view(): WorkspaceView {
    this.cachedFiles ??= [...this.entries.values()].filter((e) => e.indexed).sort((a, b) => compare(a.path, b.path));
    const { config, diagnostics: configDiagnostics } = this.configLoad;
    this.cachedDiagnostics ??= [...configDiagnostics, ...this.skippedDiagnostics()];
    return {
      root: this.root,
      config,
      configDiagnostics,
      diagnostics: this.cachedDiagnostics,
      files: this.cachedFiles,
      skipped: (this.cachedSkipped ??= [...this.skipped].sort(([a], [b]) => compare(a, b)).map(([file, reason]) => ({ file, why: describeSkip(file, reason) }))),
      revision: this.revision,
      changedSince: (revision) => this.changedSince(revision),
      file: (rel) => this.entries.get(rel),
      unindexedWhy: (rel) => unindexedWhy(this.root, rel),
      resolveFile: (input) => this.resolveFile(input),
      ...(this.options.indexCache ? { indexCache: this.options.indexCache } : {}),
      ...(this.options.indexBuilders ? { indexBuilders: this.options.indexBuilders } : {}),
    };
  }

  private changedSince(revision: number): readonly WorkspaceFile[] | undefined {
    // Every entry in the log is indexed and current: a file added or removed clears it.
    return this.textChanges.since(revision)?.sort((a, b) => compare(a.path, b.path));
  }

  /**
   * Files the server has just written (root-relative): the next refresh
   * re-reads them even if the watcher has not reported them yet, so the
   * call after a write sees the new texts.
   */
  noteWritten(rels: readonly string[]): void {
    for (const rel of rels) this.written.add(rel);
  }

  /** yaoxiang.toml as it is on disk now (re-read when it changed), without rescanning the sources. */
  currentConfig(): ConfigLoad {
    this.refreshConfig();
    return this.configLoad;
  }

  dispose(): void {
    this.disposed = true;
    this.watcher?.close();
    this.watcher = undefined;
    for (const entry of this.entries.values()) entry.dispose();
    this.entries.clear();
  }

  private async doRefresh(): Promise<RefreshStats> {
    const started = performance.now();
    // The parser is needed lazily by Entry.document(), which is synchronous.
    this.parser ??= await this.parserProvider();
    const counts: Counts = { added: 0, changed: 0, removed: 0 };
    let mode: RefreshStats["mode"] = "scan";
    let paths = 0;
    if (this.disposed) return { files: 0, ...counts, ms: 0, mode, paths };
    // A cancelled call may stop a refresh between two files (each file is
    // either brought up to date or left as it was); the changes the watcher
    // had handed over are then lost, so the next refresh re-lists the tree.
    const settled = this.settled;
    this.settled = false;
    // Read ahead for the first call's index: a later call that still finds it unused lets it go.
    if (this.scanned) this.options.indexCache?.dropPrefetched();
    if (!this.scanned) {
      if (!this.watchStarted) this.startWatching();
      // The saved index is read while the tree is scanned (index-cache.ts prefetch()).
      const cacheRead = this.options.indexCache?.prefetch();
      this.fullScan(counts);
      this.scanned = true;
      await cacheRead;
    } else if (this.watcher) {
      await pollPhasePassed();
      if (this.disposed) return { files: 0, ...counts, ms: 0, mode, paths };
      this.refreshConfig(); // one stat: also sees a linked manifest whose target changed
      const changes = this.watcher.take();
      // The root replaced (`rm -rf proj && cp -r backup proj`, `mv`): its watch is on the old directory,
      // which raises no event for what the new one gets (84c D1). One stat per call sees it.
      if (changes.rescan || !settled || directoryIdentity(this.root) !== this.rootIdentity) {
        this.options.onWatch?.({ kind: "rescan", events: changes.events });
        this.fullScan(counts);
      } else {
        const named = new Set([...changes.paths, ...this.written]);
        for (const rel of named) {
          throwIfCancelled();
          this.updatePath(rel, counts);
        }
        paths = named.size;
        mode = "watch";
      }
    } else {
      this.fullScan(counts);
    }
    this.checkWatcherHealth(counts);
    this.refreshUnwatched(counts);
    this.written.clear();
    this.settled = true;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    return { files: this.view().files.length, ...counts, ms, mode, paths };
  }

  private startWatching(): void {
    this.watchStarted = true;
    if (this.options.watch === false) return;
    const watcher = new TreeWatcher(this.root, this.options.watcher);
    if (watcher.failure === undefined) this.watcher = watcher;
    else this.options.onWatch?.({ kind: "fallback", reason: watcher.failure });
  }

  /** A watcher that failed (limit reached, network file system) gives way to the stat scan. */
  private checkWatcherHealth(counts: Counts): void {
    const failure = this.watcher?.failure;
    if (!this.watcher) return;
    if (failure === undefined) {
      if (!this.announced) this.options.onWatch?.({ kind: "watching", directories: this.watcher.directories });
      this.announced = true;
      return;
    }
    this.watcher = undefined;
    this.options.onWatch?.({ kind: "fallback", reason: failure });
    this.fullScan(counts); // whatever happened while the watches were going away
  }

  /** Re-lists the whole tree and reconciles every indexed entry with it. */
  private fullScan(counts: Counts): void {
    this.refreshConfig();
    this.rootIdentity = directoryIdentity(this.root);
    const result = this.scan("");
    this.reconcile("", result, counts);
    this.dirs = new Set(result.dirs);
    this.watcher?.retainOnly(this.dirs);
  }

  private scan(startRel: string): ScanResult {
    const watcher = this.watcher;
    // A file the workspace does not hold is read by upsert whatever its stamp: not stat'ed twice.
    const holds = (rel: string) => this.entries.get(rel)?.indexed === true;
    return scanTree(this.root, startRel, watcher ? (rel, handle, dev) => watcher.watch(rel, handle, dev) : undefined, holds);
  }

  /** Makes the entries in directory `prefix` ("" = the root) and below match a scan of it. */
  private reconcile(prefix: string, result: ScanResult, counts: Counts): void {
    const present = new Set(result.files.map((f) => f.rel));
    const below = (rel: string) => isAtOrUnder(rel, prefix) && rel !== prefix;
    for (const [rel, entry] of this.entries) {
      if (entry.indexed && below(rel) && !present.has(rel)) this.remove(rel, counts);
    }
    for (const rel of this.skipped.keys()) if (below(rel)) this.setSkipped(rel, undefined);
    for (const skip of result.skipped) this.setSkipped(skip.rel, skip.reason);
    for (const stamp of result.files) {
      throwIfCancelled();
      this.upsert(stamp, counts);
    }
  }

  /** Re-examines one path named by a watcher event. */
  private updatePath(rel: string, counts: Counts): void {
    if (!isUnderWalkedDirs(rel)) return;
    const state = classifyPath(this.root, rel);
    const name = rel.slice(rel.lastIndexOf("/") + 1);
    if (state?.kind === "directory") {
      // A file the path named before (`a.yx` deleted, a directory `a.yx/` made there; 99f D1): gone.
      if (this.entries.get(rel)?.indexed) this.remove(rel, counts);
      if (rel !== "" && !isWalkedDirName(name)) return;
      const result = this.scan(rel);
      this.forgetDirsBelow(rel);
      for (const dir of result.dirs) this.dirs.add(dir);
      // It may have been one the server could not list (the scan says again if it still is).
      this.setSkipped(rel, undefined);
      this.reconcile(rel, result, counts);
      return;
    }
    if (this.dirs.has(rel)) {
      // A directory that is gone (deleted, moved away, replaced by a file or a link).
      this.watcher?.unwatchUnder(rel);
      this.forgetDirsBelow(rel);
      this.reconcile(rel, { files: [], skipped: [], dirs: [] }, counts);
    }
    if (state?.kind === "file") {
      this.setSkipped(rel, undefined);
      this.upsert(state.stamp, counts);
    } else {
      if (this.entries.get(rel)?.indexed) this.remove(rel, counts);
      this.setSkipped(rel, state?.kind === "skipped" ? state.reason : undefined);
    }
  }

  private forgetDirsBelow(rel: string): void {
    for (const dir of this.dirs) if (isAtOrUnder(dir, rel)) this.dirs.delete(dir);
  }

  /** Adds or refreshes the entry of a file the scan found; reads it only when its stamp changed. */
  private upsert(stamp: FileStamp, counts: Counts): void {
    const entry = this.entries.get(stamp.rel);
    if (entry?.indexed && sameStamp(entry.stamp, stamp)) return;
    const read = this.read(stamp.abs, stamp.rel, stamp.link, MAX_SOURCE_BYTES);
    if (!read) {
      if (entry?.indexed) this.remove(stamp.rel, counts);
      return;
    }
    if (entry?.indexed) {
      if (read.text !== entry.text) {
        this.revision++; // before: a halted re-parse leaves the entry changed too
        this.textChanges.note(this.revision, entry);
        entry.setText(read.text, read.hash);
        counts.changed++;
      }
      entry.stamp = read.stamp; // only once the text is in: a halted re-parse is retried
      this.uncovered = undefined; // a file may have become a link, or stopped being one
      return;
    }
    entry?.dispose(); // a file named explicitly before, now part of the index
    this.entries.set(stamp.rel, new Entry(() => this.requireParser(), read.stamp, read.text, true, read.hash));
    this.cachedFiles = undefined;
    this.uncovered = undefined;
    this.revision++;
    this.textChanges.clear(this.revision); // a new list: nothing older is asked about
    counts.added++;
  }

  /**
   * Reads a file through safe-read; a file that is not a readable source is
   * recorded as skipped, one that is gone is simply not there.
   */
  private read(abs: string, rel: string, link: boolean, maxBytes: number): { text: string; stamp: FileStamp; hash?: string } | undefined {
    // With a persistent index every file's hash is needed (to trust its record, or to save one).
    const read = readInsideRoot(this.root, abs, { maxBytes, noFollow: !link, hash: this.options.indexCache !== undefined });
    if (read.ok) {
      this.setSkipped(rel, undefined);
      return { text: read.text, stamp: stampOf(abs, rel, read.stats, link), ...(read.hash ? { hash: read.hash } : {}) };
    }
    this.setSkipped(rel, read.reason);
    return undefined;
  }

  private remove(rel: string, counts: Counts): void {
    const entry = this.entries.get(rel);
    if (!entry) return;
    entry.dispose();
    this.entries.delete(rel);
    this.uncovered = undefined;
    if (entry.indexed) {
      this.cachedFiles = undefined;
      this.revision++;
      this.textChanges.clear(this.revision); // a new list: the log keeps no file that is gone
      counts.removed++;
    }
  }

  private setSkipped(rel: string, reason: SkipReason | undefined): void {
    if (reason === undefined ? !this.skipped.has(rel) : sameReason(this.skipped.get(rel), reason)) return;
    if (reason === undefined) this.skipped.delete(rel);
    else this.skipped.set(rel, reason);
    this.cachedDiagnostics = undefined;
    this.cachedSkipped = undefined;
  }

  /**
   * Entries no directory watch covers: files named explicitly outside the
   * index (hidden directories), and symlinked sources, whose target may change
   * in a directory of its own. Checked by stat on every call, in both modes;
   * a changed one is re-read through safe-read, so a hidden file replaced by a
   * link to outside is dropped, not read.
   */
  private refreshUnwatched(counts: Counts): void {
    // The entries that may need it, listed once after the entries change (a full pass per call
    // cost 0.6 ms at 10,000 files); the loop may remove some: it walks the list made before.
    this.uncovered ??= [...this.entries.values()].filter((e) => !e.indexed || e.stamp.link);
    for (const entry of this.uncovered) {
      if (entry.indexed && !(this.watcher && entry.stamp.link)) continue;
      const current = currentStamp(entry.stamp);
      if (current && sameStamp(entry.stamp, current)) continue;
      if (entry.indexed) {
        if (current) this.upsert(current, counts);
        else this.remove(entry.path, counts);
        continue;
      }
      const read = current && readInsideRoot(this.root, entry.absPath, { maxBytes: MAX_SOURCE_BYTES, noFollow: true });
      if (!read?.ok) {
        this.remove(entry.path, counts);
        continue;
      }
      entry.stamp = stampOf(entry.absPath, entry.path, read.stats, false);
      if (read.text !== entry.text) entry.setText(read.text);
    }
  }

  /** Re-reads yaoxiang.toml when its stamp (through a link: its target's) changed. */
  private refreshConfig(): void {
    const file = path.join(this.root, MANIFEST_NAME);
    let key = "missing";
    try {
      const s = statSync(file);
      key = `${s.mtimeMs}:${s.ctimeMs}:${s.size}:${s.ino}:${s.dev}:${s.mode}`;
    } catch {
      // missing, or a dangling link: no manifest
    }
    if (key === this.configStamp) return;
    this.configStamp = key;
    this.cachedDiagnostics = undefined;
    this.configLoad = loadConfig(this.root);
  }

  private resolveFile(input: string): WorkspaceFile {
    const resolved = resolveSourceFile(this.root, input);
    const known = this.entries.get(resolved.rel);
    if (known) return known;
    // Named explicitly but not indexed (hidden or skipped directory): serve it
    // anyway and keep it fresh like the others until it disappears.
    const read = readInsideRoot(this.root, resolved.abs, { maxBytes: MAX_SOURCE_BYTES, noFollow: true });
    if (!read.ok) {
      const shown = quoteRel(resolved.rel);
      if (read.reason === undefined) throw new ProjectError("MCP-FILE-NOT-FOUND", `cannot read ${shown}: it changed while being read`);
      if (read.reason.kind === "outside") throw new ProjectError("MCP-PATH-OUTSIDE-PROJECT", `${shown} is outside the project root`);
      throw new ProjectError("MCP-INVALID-INPUT", describeSkip(shown, read.reason));
    }
    const entry = new Entry(() => this.requireParser(), stampOf(resolved.abs, resolved.rel, read.stats, false), read.text, false);
    this.entries.set(resolved.rel, entry);
    this.uncovered = undefined;
    return entry;
  }

  private skippedDiagnostics(): Diagnostic[] {
    const rels = [...this.skipped.keys()].sort(compare);
    const listed = rels.slice(0, MAX_SKIPPED_DIAGNOSTICS).map((rel) => skippedDiagnostic(rel, this.skipped.get(rel)!));
    if (rels.length > MAX_SKIPPED_DIAGNOSTICS) {
      listed.push({
        code: FILE_SKIPPED_CODE,
        severity: "warning",
        message: `${rels.length - MAX_SKIPPED_DIAGNOSTICS} more source files were skipped (${rels.length} in all)`,
        span: [1, 1, 1, 1],
      });
    }
    return listed;
  }

  private requireParser(): Parser {
    if (!this.parser) throw new Error("workspace used before its first refresh()");
    return this.parser;
  }
}

function skippedDiagnostic(rel: string, reason: SkipReason): Diagnostic {
  // A source that is not UTF-8 does not compile (syntax.md §1.1): an error, so that typecheck is not clean.
  if (reason.kind === "not-utf8") {
    return {
      code: FILE_SKIPPED_CODE,
      severity: "error",
      message: `${describeSkip(rel, reason)}; it is not part of the workspace`,
      span: [reason.line, 1, reason.line, 1],
      file: rel,
      help: "YaoXiang sources are UTF-8 (the compiler rejects anything else): save the file as UTF-8.",
    };
  }
  return {
    code: FILE_SKIPPED_CODE,
    severity: "warning",
    message: `${describeSkip(rel, reason)}; it is not part of the workspace`,
    span: [1, 1, 1, 1],
    file: rel,
    help: reason.kind === "too-large"
      ? "Generated or data files this large are not indexed; split the source if it is real code."
      : reason.kind === "unlistable"
        ? "Let the server's user read and enter the directory (or move the sources out of it); the workspace sees them at once."
        : reason.kind === "unreadable"
          ? "Let the server's user read the file; the workspace sees it at once."
          : "Only regular files inside the project root are read.",
  };
}

/**
 * Resolves once the event loop has run a poll phase that began after this
 * call: that phase reads every file system event the kernel queued before it,
 * so every change made before the call is delivered. One `setImmediate` may
 * run in the check phase of the current iteration, whose poll phase may have
 * started before the change; the second one runs after the next poll phase.
 */
async function pollPhasePassed(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** The stamp of the file at `stamp.abs` now (following a link as the entry did), or undefined. */
function currentStamp(stamp: FileStamp): FileStamp | undefined {
  try {
    const stats = stamp.link ? statSync(stamp.abs) : lstatSync(stamp.abs);
    return stats.isFile() ? stampOf(stamp.abs, stamp.rel, stats, stamp.link) : undefined;
  } catch {
    return undefined;
  }
}

function sameReason(a: SkipReason | undefined, b: SkipReason): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A directory's device, inode and birth time ("" when it cannot be read): another directory under the
 * same name differs. The birth time, because ext4 gives a directory made right after one was removed
 * the freed inode number. (Where a file system has no birth time, Node reports one that may move with
 * the directory's changes: at worst one more full scan after a file is added at the root.)
 */
function directoryIdentity(dir: string): string {
  try {
    const stats = statSync(dir, { bigint: true });
    return `${stats.dev}:${stats.ino}:${stats.birthtimeNs}`;
  } catch {
    return "";
  }
}

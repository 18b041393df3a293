// The project as the server sees it: the root chosen at start-up plus one
// Workspace per root a call asked for. A per-call `project_root` /
// `workspace_root` must lie inside (or equal) the server root; its workspace is
// cached too, a few at most, because agents tend to repeat the same root.
import type { Parser } from "web-tree-sitter";
import { createParser } from "../syntax/language.js";
import { CACHE_VERSION } from "../version.js";
import type { ConfigLoad } from "./config.js";
import { IndexCache, type IndexCacheEvent } from "./index-cache.js";
import { resolveProjectDir } from "./paths.js";
import type { ProjectRoot } from "./root.js";
import { Workspace, type IndexBuilders, type RefreshStats, type WatchEvent, type WorkspaceOptions, type WorkspaceView } from "./workspace.js";
import { applyWriteSet, type FileEdit, type WriteIo, type WriteSetResult } from "./write-set.js";

const MAX_EXTRA_WORKSPACES = 4;

export interface ProjectServiceOptions {
  /** Supplies the parser (tests may substitute one); defaults to the YaoXiang grammar. */
  parser?: () => Promise<Parser>;
  /** Told how long each refresh took (for debug logging). */
  onRefresh?: (root: string, stats: RefreshStats) => void;
  /** Keep workspaces up to date with file watchers (default true); false = stat scan per call (`--no-watch`). */
  watch?: boolean;
  /** Told when a workspace starts watching, falls back to the stat scan, or rescans after a burst. */
  onWatch?: (root: string, event: WatchEvent) => void;
  /** Passed to each workspace's watcher (tests). */
  watcher?: WorkspaceOptions["watcher"];
  /** File-system calls of writeFiles (tests substitute some to inject failures). */
  writeIo?: Partial<WriteIo>;
  /** Save each workspace's symbol index in this directory between runs (absent: no persistent index). */
  cacheDir?: string;
  /** Told what the persistent index did (loaded, ignored, saved…). */
  onIndexCache?: (root: string, event: IndexCacheEvent) => void;
  /** The version a saved index must have been made by (default: the package's). */
  cacheVersion?: string;
  /** Smallest saved index read ahead during the first scan (default: index-cache.ts PREFETCH_MIN_BYTES; tests). */
  cachePrefetchMinBytes?: number;
  /** Threads that may build a workspace's first symbol index in parallel (absent: none). */
  indexBuilders?: IndexBuilders;
}

export class ProjectService {
  private readonly main: Workspace;
  private readonly extra = new Map<string, Workspace>();
  private readonly parser: () => Promise<Parser>;
  private sharedParser: Promise<Parser> | undefined;

  constructor(
    readonly project: ProjectRoot,
    private readonly options: ProjectServiceOptions = {},
  ) {
    const provide = options.parser ?? createParser;
    // One parser for every workspace: parsing is synchronous, so sharing is safe.
    this.parser = () => (this.sharedParser ??= provide());
    this.main = this.newWorkspace(project.root);
  }

  get root(): string {
    return this.project.root;
  }

  /**
   * A fresh view of the workspace for `rootArg` (the server root when absent).
   * Call it once per tool call: it applies what changed on disk since the last
   * call (watcher events, or a rescan of the tree).
   */
  async view(rootArg?: string): Promise<WorkspaceView> {
    const workspace = this.workspaceFor(rootArg);
    const stats = await workspace.refresh();
    this.options.onRefresh?.(workspace.root, stats);
    return workspace.view();
  }

  /**
   * Writes a set of files of the workspace for `rootArg`, all or none
   * (write-set.ts). Whether writing is allowed at all is the caller's
   * decision (the server's --allow-writes); the next view sees the new texts.
   */
  writeFiles(edits: readonly FileEdit[], rootArg?: string): WriteSetResult {
    const workspace = this.workspaceFor(rootArg);
    const result = applyWriteSet(workspace.root, edits, this.options.writeIo);
    workspace.noteWritten(result.written);
    return result;
  }

  /** The server root's yaoxiang.toml (defaults without one) and its warnings, without rescanning the workspace. */
  config(): ConfigLoad {
    return this.main.currentConfig();
  }

  /** Starts loading the grammar so the first real call does not pay for it. */
  warmUp(): Promise<void> {
    return this.parser().then(() => undefined);
  }

  dispose(): void {
    this.main.dispose();
    for (const ws of this.extra.values()) ws.dispose();
    this.extra.clear();
  }

  private newWorkspace(root: string): Workspace {
    const { watch, onWatch, watcher } = this.options;
    const indexCache = this.indexCacheFor(root);
    const { indexBuilders } = this.options;
    return new Workspace(root, this.parser, {
      watch,
      watcher,
      onWatch: onWatch && ((event) => onWatch(root, event)),
      ...(indexCache ? { indexCache } : {}),
      ...(indexBuilders ? { indexBuilders } : {}),
    });
  }

  private indexCacheFor(root: string): IndexCache | undefined {
    const { cacheDir, onIndexCache } = this.options;
    if (cacheDir === undefined) return undefined;
    const onEvent = onIndexCache && ((event: IndexCacheEvent) => onIndexCache(root, event));
    const { cachePrefetchMinBytes } = this.options;
    const cache = IndexCache.for(root, {
      dir: cacheDir,
      version: this.options.cacheVersion ?? CACHE_VERSION,
      ...(onEvent ? { onEvent } : {}),
      ...(cachePrefetchMinBytes !== undefined ? { prefetchMinBytes: cachePrefetchMinBytes } : {}),
    });
    if (cache instanceof IndexCache) return cache;
    onEvent?.({ kind: "refused", reason: cache.refused });
    return undefined;
  }

  private workspaceFor(rootArg: string | undefined): Workspace {
    if (rootArg === undefined) return this.main;
    const dir = resolveProjectDir(this.root, rootArg).abs;
    if (dir === this.root) return this.main;
    let ws = this.extra.get(dir);
    if (ws) {
      this.extra.delete(dir); // re-insert: Map order doubles as LRU order
    } else {
      ws = this.newWorkspace(dir);
      if (this.extra.size >= MAX_EXTRA_WORKSPACES) {
        const [oldestKey, oldest] = this.extra.entries().next().value as [string, Workspace];
        this.extra.delete(oldestKey);
        oldest.dispose();
      }
    }
    this.extra.set(dir, ws);
    return ws;
  }
}

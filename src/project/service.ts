// The project as the server sees it: the root chosen at start-up plus one
// Workspace per root a call asked for. A per-call `project_root` /
// `workspace_root` must lie inside (or equal) the server root; its workspace is
// cached too, a few at most, because agents tend to repeat the same root.
import type { Parser } from "web-tree-sitter";
import { createParser } from "../syntax/language.js";
import type { ProjectConfig } from "./config.js";
import { resolveProjectDir } from "./paths.js";
import type { ProjectRoot } from "./root.js";
import { Workspace, type RefreshStats, type WorkspaceView } from "./workspace.js";

const MAX_EXTRA_WORKSPACES = 4;

export interface ProjectServiceOptions {
  /** Supplies the parser (tests may substitute one); defaults to the YaoXiang grammar. */
  parser?: () => Promise<Parser>;
  /** Told how long each refresh took (for debug logging). */
  onRefresh?: (root: string, stats: RefreshStats) => void;
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
    this.main = new Workspace(project.root, this.parser);
  }

  get root(): string {
    return this.project.root;
  }

  /**
   * A fresh view of the workspace for `rootArg` (the server root when absent).
   * Call it once per tool call: it rescans the tree.
   */
  async view(rootArg?: string): Promise<WorkspaceView> {
    const workspace = this.workspaceFor(rootArg);
    const stats = await workspace.refresh();
    this.options.onRefresh?.(workspace.root, stats);
    return workspace.view();
  }

  /** The server root's yaoxiang.toml (defaults without one), without rescanning the workspace. */
  config(): ProjectConfig {
    return this.main.currentConfig().config;
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

  private workspaceFor(rootArg: string | undefined): Workspace {
    if (rootArg === undefined) return this.main;
    const dir = resolveProjectDir(this.root, rootArg).abs;
    if (dir === this.root) return this.main;
    let ws = this.extra.get(dir);
    if (ws) {
      this.extra.delete(dir); // re-insert: Map order doubles as LRU order
    } else {
      ws = new Workspace(dir, this.parser);
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

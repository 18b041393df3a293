// The workspace: every source file under one root, each kept as one Document
// that is parsed on first use and afterwards only updated incrementally.
// It stays true to the disk without a restart: `refresh()` (called once at the
// start of each tool call) rescans the tree and compares mtime, ctime and size
// per file, so a file changed, added or removed between two calls is seen by
// the next one. Tools get a `WorkspaceView`: plain data plus Documents to hand
// to the pure analysis functions; they never touch trees themselves.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Parser } from "web-tree-sitter";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { throwIfCancelled } from "../syntax/cancellation.js";
import { Document } from "../syntax/document.js";
import { defaultConfig, loadConfig, type ConfigLoad, type ProjectConfig } from "./config.js";
import { ProjectError } from "./errors.js";
import { resolveSourceFile } from "./paths.js";
import { MANIFEST_NAME } from "./root.js";
import { scanSources, type FileStamp } from "./scan.js";

export interface WorkspaceFile {
  /** Relative to the root, `/`-separated: the form every tool reports. */
  readonly path: string;
  readonly absPath: string;
  readonly text: string;
  /** False for a file a tool named explicitly that the index skips (e.g. under a hidden dir). */
  readonly indexed: boolean;
  /** The parsed document (parsed on first call, then kept fresh incrementally). */
  document(): Document;
}

export interface WorkspaceView {
  readonly root: string;
  readonly config: ProjectConfig;
  /** Problems of yaoxiang.toml (empty when there is none or it is fine). */
  readonly configDiagnostics: readonly Diagnostic[];
  /** Indexed source files, sorted by path. */
  readonly files: readonly WorkspaceFile[];
  file(relPath: string): WorkspaceFile | undefined;
  /** Resolves a file argument safely (Rule 3 of §1.5) and returns its entry. */
  resolveFile(input: string): WorkspaceFile;
}

export interface RefreshStats {
  files: number;
  added: number;
  changed: number;
  removed: number;
  ms: number;
}

type ParserProvider = () => Promise<Parser>;

class Entry implements WorkspaceFile {
  private doc: Document | undefined;

  constructor(
    private readonly parser: () => Parser,
    public stamp: FileStamp,
    public text: string,
    readonly indexed: boolean,
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

  /** New text from disk: re-parse incrementally if a document exists. */
  setText(text: string): void {
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

export class Workspace {
  private readonly entries = new Map<string, Entry>();
  private configLoad: ConfigLoad = { config: defaultConfig(), diagnostics: [], found: false };
  private configStamp = "";
  private parser: Parser | undefined;
  private inFlight: Promise<RefreshStats> | undefined;
  private disposed = false;

  constructor(
    readonly root: string,
    private readonly parserProvider: ParserProvider,
  ) {}

  /**
   * Brings the index in line with the disk. Concurrent callers share one
   * rescan instead of racing each other over the same entries.
   */
  refresh(): Promise<RefreshStats> {
    this.inFlight ??= this.doRefresh().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  view(): WorkspaceView {
    const files = [...this.entries.values()].filter((e) => e.indexed).sort((a, b) => compare(a.path, b.path));
    const { config, diagnostics } = this.configLoad;
    return {
      root: this.root,
      config,
      configDiagnostics: diagnostics,
      files,
      file: (rel) => this.entries.get(rel),
      resolveFile: (input) => this.resolveFile(input),
    };
  }

  /** yaoxiang.toml as it is on disk now (re-read when it changed), without rescanning the sources. */
  currentConfig(): ConfigLoad {
    this.refreshConfig();
    return this.configLoad;
  }

  dispose(): void {
    this.disposed = true;
    for (const entry of this.entries.values()) entry.dispose();
    this.entries.clear();
  }

  private async doRefresh(): Promise<RefreshStats> {
    const started = performance.now();
    // The parser is needed lazily by Entry.document(), which is synchronous.
    this.parser ??= await this.parserProvider();
    if (this.disposed) return { files: 0, added: 0, changed: 0, removed: 0, ms: 0 };
    this.refreshConfig();
    const stats = { files: 0, added: 0, changed: 0, removed: 0, ms: 0 };
    const seen = new Set<string>();
    for (const stamp of scanSources(this.root)) {
      // A cancelled call stops between files; each file is either brought up
      // to date or left as it was, so the next refresh carries on from here.
      throwIfCancelled();
      seen.add(stamp.rel);
      const entry = this.entries.get(stamp.rel);
      if (!entry || !entry.indexed) {
        const text = readText(stamp.abs);
        if (text === undefined) continue;
        entry?.dispose();
        this.entries.set(stamp.rel, new Entry(() => this.requireParser(), stamp, text, true));
        stats.added++;
      } else if (!sameStamp(entry.stamp, stamp)) {
        const text = readText(stamp.abs);
        if (text === undefined) continue;
        if (text !== entry.text) {
          entry.setText(text);
          stats.changed++;
        }
        entry.stamp = stamp;
      }
    }
    for (const [rel, entry] of this.entries) {
      if (seen.has(rel)) continue;
      if (!entry.indexed && this.refreshExtra(entry)) continue;
      entry.dispose();
      this.entries.delete(rel);
      stats.removed++;
    }
    stats.files = seen.size;
    stats.ms = Math.round((performance.now() - started) * 10) / 10;
    return stats;
  }

  /** A non-indexed file stays while it exists; returns false when it is gone. */
  private refreshExtra(entry: Entry): boolean {
    const stamp = stampFile(entry.absPath, entry.path);
    if (!stamp) return false;
    if (!sameStamp(entry.stamp, stamp)) {
      const text = readText(stamp.abs);
      if (text === undefined) return false;
      if (text !== entry.text) entry.setText(text);
      entry.stamp = stamp;
    }
    return true;
  }

  private refreshConfig(): void {
    const file = path.join(this.root, MANIFEST_NAME);
    const stamp = stampFile(file, MANIFEST_NAME);
    const key = stamp ? `${stamp.mtimeMs}:${stamp.ctimeMs}:${stamp.size}` : "missing";
    if (key === this.configStamp) return;
    this.configStamp = key;
    this.configLoad = loadConfig(this.root);
  }

  private resolveFile(input: string): WorkspaceFile {
    const resolved = resolveSourceFile(this.root, input);
    const known = this.entries.get(resolved.rel);
    if (known) return known;
    // Named explicitly but not indexed (hidden or skipped directory): serve it
    // anyway and keep it fresh like the others until it disappears.
    const stamp = stampFile(resolved.abs, resolved.rel);
    const text = stamp && readText(stamp.abs);
    if (!stamp || text === undefined) throw new ProjectError("MCP-FILE-NOT-FOUND", `cannot read ${resolved.rel}`);
    const entry = new Entry(() => this.requireParser(), stamp, text, false);
    this.entries.set(resolved.rel, entry);
    return entry;
  }

  private requireParser(): Parser {
    if (!this.parser) throw new Error("workspace used before its first refresh()");
    return this.parser;
  }
}

function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.size === b.size;
}

function stampFile(abs: string, rel: string): FileStamp | undefined {
  try {
    const s = statSync(abs);
    return s.isFile() ? { abs, rel, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs, size: s.size } : undefined;
  } catch {
    return undefined;
  }
}

function readText(abs: string): string | undefined {
  try {
    return readFileSync(abs, "utf8");
  } catch {
    return undefined; // removed or unreadable between scan and read: the next refresh settles it
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

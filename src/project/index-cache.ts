// The persistent index's file: one per project root, in the cache directory
// (`$XDG_CACHE_HOME/yaoxiang-mcp/`, `~/.cache/yaoxiang-mcp/`, or --cache-dir),
// never inside the project. Its name is a hash of the root's real path; inside,
// a header names the root, the server version and the record format, and a
// file whose header is not exactly this server's for this root (another
// version, another format, another root, truncated, not JSON) is ignored -
// the index is then built from the sources and the file replaced. What the
// records hold is the symbol index's business (analysis/symbols/snapshot.ts):
// here they are opaque, and checked there, record by record.
// Writes go to a temporary file in the same directory, then rename(2): a
// reader sees the old file or the new one, never half of one; two servers on
// the same root just replace each other's file. Directory 0700, file 0600:
// the records hold names and doc comments of the project's code.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, realpathSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isInside } from "./paths.js";

/** What the cache did, for the server's log. */
export type IndexCacheEvent =
  | { kind: "loaded"; file: string; bytes: number; ms: number }
  | { kind: "ignored"; file: string; reason: string }
  | { kind: "saved"; file: string; bytes: number; ms: number }
  | { kind: "save-failed"; file: string; reason: string }
  | { kind: "restored"; file: string; files: number; reused: number; stale: number; relinked: number }
  | { kind: "refused"; reason: string };

export interface IndexCacheSettings {
  /** The cache directory (absolute). */
  dir: string;
  /** The server's version: a cache of another version is ignored. */
  version: string;
  onEvent?: (event: IndexCacheEvent) => void;
}

interface Header {
  kind: typeof KIND;
  version: string;
  format: number;
  root: string;
}

const KIND = "yaoxiang-mcp symbol index";

export class IndexCache {
  readonly file: string;
  private readonly root: string;
  private saving: Promise<void> | undefined;

  private constructor(
    root: string,
    private readonly settings: IndexCacheSettings,
  ) {
    this.root = root;
    const key = createHash("sha256").update(root).digest("hex").slice(0, 32);
    this.file = path.join(settings.dir, `${key}.json`);
  }

  /**
   * The cache of the project at `root`, or a reason there is none: the
   * directory is inside the project (the cache must never be written there).
   */
  static for(root: string, settings: IndexCacheSettings): IndexCache | { refused: string } {
    const realRoot = realpathOr(root);
    const dir = realpathOr(settings.dir);
    if (isInside(realRoot, dir)) return { refused: `the cache directory ${settings.dir} is inside the project ${root}` };
    return new IndexCache(realRoot, { ...settings, dir: path.resolve(settings.dir) });
  }

  /** The index saved with `format` for this root and version, or undefined (none, or not usable). */
  load(format: number): unknown {
    const started = performance.now();
    let text: string;
    try {
      text = readFileSync(this.file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") this.emit({ kind: "ignored", file: this.file, reason: describe(error) });
      return undefined;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      this.emit({ kind: "ignored", file: this.file, reason: "not valid JSON (truncated or damaged)" });
      return undefined;
    }
    const header = (data as { header?: Partial<Header> } | null)?.header;
    const index = (data as { index?: unknown } | null)?.index;
    const problem =
      header?.kind !== KIND || typeof index !== "object" || index === null
        ? "not a symbol index cache"
        : header.version !== this.settings.version
          ? `made by version ${String(header.version)}`
          : header.format !== format
            ? `record format ${String(header.format)}`
            : header.root !== this.root
              ? `made for another root (${String(header.root)})`
              : undefined;
    if (problem) {
      this.emit({ kind: "ignored", file: this.file, reason: problem });
      return undefined;
    }
    this.emit({ kind: "loaded", file: this.file, bytes: text.length, ms: Math.round(performance.now() - started) });
    return index;
  }

  /** Notes that the records just loaded did not fit the workspace (the index is rebuilt and saved again). */
  reject(reason: string): void {
    this.emit({ kind: "ignored", file: this.file, reason });
  }

  /** Notes how much of the workspace the records served. */
  restored(stats: { files: number; reused: number; stale: number; relinked: number }): void {
    this.emit({ kind: "restored", file: this.file, ...stats });
  }

  /**
   * Saves the index (`indexJson`: its JSON text, made with `format`)
   * atomically, in the background: the writing is awaited by no call. A save
   * still writing is awaited first, so saves land in order.
   */
  save(format: number, indexJson: string): Promise<void> {
    const started = performance.now();
    const header: Header = { kind: KIND, version: this.settings.version, format, root: this.root };
    const text = `{"header":${JSON.stringify(header)},"index":${indexJson}}`;
    const previous = this.saving ?? Promise.resolve();
    const saving = previous.then(() => this.write(text, started));
    this.saving = saving;
    void saving.finally(() => {
      if (this.saving === saving) this.saving = undefined;
    });
    return saving;
  }

  private async write(text: string, started: number): Promise<void> {
    const temp = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      mkdirSync(this.settings.dir, { recursive: true, mode: 0o700 });
      await writeFile(temp, text, { mode: 0o600, flag: "wx" });
      await rename(temp, this.file);
      this.emit({ kind: "saved", file: this.file, bytes: Buffer.byteLength(text), ms: Math.round(performance.now() - started) });
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      this.emit({ kind: "save-failed", file: this.file, reason: describe(error) });
    }
  }

  private emit(event: IndexCacheEvent): void {
    this.settings.onEvent?.(event);
  }
}

/** The real path of `p`, or `p` resolved when it does not exist (yet). */
function realpathOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    const parent = path.dirname(path.resolve(p));
    return parent === path.resolve(p) ? parent : path.join(realpathOr(parent), path.basename(p));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

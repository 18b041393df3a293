// Keeps a list of what changed under the workspace root between two tool
// calls, so that a call re-reads only those paths instead of re-scanning the
// tree (issue 15, item 2). One non-recursive `fs.watch` per directory the
// workspace walks, set up by the scan itself right before it lists that
// directory (so nothing created in between goes unseen), and on Linux through
// the directory's descriptor (/proc/self/fd/N: the watch is on the inode the
// scan checked, never on whatever a swapped name points to).
//
// Why not a library (see the README, "Workspace"): Node 20's recursive
// fs.watch on Linux walks the tree asynchronously and misses events right
// after it starts (nodejs/node#48437), watches every file and directory with
// no way to skip node_modules or .git, and follows symlinks; chokidar adds one
// watch per file and an asynchronous stat before each event (plus a 100 ms
// delay on deletes with `atomic`); @parcel/watcher delivers events only after
// 50 ms of quiet, so a call 50 ms after a write can miss it. All three drop
// the kernel's queue-overflow event (libuv does), which this module makes up
// for by counting events.
//
// The watcher never reads anything: it only names paths. Which of them are
// sources, and their content, is decided by the Workspace through scan.ts and
// safe-read.ts, with the containment checks of every other read.
import { readFileSync, statfsSync, statSync, watch as fsWatch } from "node:fs";

/** A directory watch as this module needs it; `fs.watch` by default, tests inject others. */
export type WatchDirectory = (
  handle: string,
  onEvent: (name: string | null) => void,
  onError: (error: Error) => void,
) => { close(): void };

export interface WatcherOptions {
  watchDirectory?: WatchDirectory;
  /** Events between two calls above which one full rescan replaces per-path updates. */
  burstLimit?: number;
  /** More directories than this are not watched (the workspace uses the stat scan). */
  maxDirectories?: number;
  /** The network file system a directory is on, if any (default: statfs; tests inject one). */
  remoteFileSystem?: (dir: string) => string | undefined;
}

/** What changed since the last `take()`. */
export interface PendingChanges {
  /** Too many events, a watch error or an overflow: rescan the whole tree once. */
  rescan: boolean;
  /** Root-relative paths that had an event (files or directories; "" is the root). */
  paths: string[];
  /** Raw events counted since the last take. */
  events: number;
}

/** Default ceiling on watched directories: far below the usual inotify limits, far above real projects. */
export const MAX_WATCHED_DIRECTORIES = 10_000;

const defaultWatchDirectory: WatchDirectory = (handle, onEvent, onError) => {
  // persistent: false, so a watch never keeps the server alive after stdin closes.
  const watcher = fsWatch(handle, { persistent: false }, (_type, name) => onEvent(name));
  watcher.on("error", onError);
  return watcher;
};

export class TreeWatcher {
  private readonly watches = new Map<string, { close(): void }>();
  private pending = new Set<string>();
  private events = 0;
  private rescan = false;
  private closed = false;
  private readonly watchDirectory: WatchDirectory;
  private readonly burstLimit: number;
  private readonly maxDirectories: number;
  private readonly remoteFileSystem: (dir: string) => string | undefined;
  /** Why watching stopped working (the workspace then falls back to the stat scan). */
  failure: string | undefined;

  /** Watches nothing yet; a root on a network file system is refused at once (see `failure`). */
  constructor(root: string, options: WatcherOptions = {}) {
    this.watchDirectory = options.watchDirectory ?? defaultWatchDirectory;
    this.burstLimit = options.burstLimit ?? defaultBurstLimit();
    this.maxDirectories = options.maxDirectories ?? MAX_WATCHED_DIRECTORIES;
    this.remoteFileSystem = options.remoteFileSystem ?? networkFileSystem;
    let rootDev = -1;
    try {
      rootDev = statSync(root).dev;
    } catch {
      this.fail("the project root cannot be read");
    }
    this.rootDev = rootDev;
    const remote = this.remoteFileSystem(root);
    if (remote) this.fail(remoteReason("the project", remote));
  }

  private readonly rootDev: number;

  get directories(): number {
    return this.watches.size;
  }

  /**
   * Watches directory `rel` through `handle` (a path naming that very
   * directory), replacing any older watch of that name: the name may now be
   * another directory. On failure sets `failure` and closes everything.
   */
  watch(rel: string, handle: string, dev: number): void {
    if (this.closed || this.failure !== undefined) return;
    this.watches.get(rel)?.close();
    this.watches.delete(rel);
    if (this.watches.size >= this.maxDirectories) {
      return this.fail(`more than ${this.maxDirectories} directories`);
    }
    if (dev !== this.rootDev) {
      const remote = this.remoteFileSystem(handle);
      if (remote) return this.fail(remoteReason(rel, remote));
    }
    try {
      const watch = this.watchDirectory(
        handle,
        (name) => this.record(rel, name),
        () => this.flagRescan(), // a watch that errs is re-established by the rescan
      );
      this.watches.set(rel, watch);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === "ENOSPC" ? "the inotify watch limit (fs.inotify.max_user_watches) is reached" :
        code === "EMFILE" ? "the inotify instance limit (fs.inotify.max_user_instances) is reached" :
        `fs.watch failed (${code ?? (error as Error).message})`;
      this.fail(why);
    }
  }

  /** Stops watching `rel` and every directory below it. */
  unwatchUnder(rel: string): void {
    for (const [dir, watch] of this.watches) {
      if (isAtOrUnder(dir, rel)) {
        watch.close();
        this.watches.delete(dir);
      }
    }
  }

  /** After a full scan: stop watching directories the scan did not walk. */
  retainOnly(dirs: ReadonlySet<string>): void {
    for (const [dir, watch] of this.watches) {
      if (!dirs.has(dir)) {
        watch.close();
        this.watches.delete(dir);
      }
    }
  }

  /** Hands over (and forgets) what changed since the last call. */
  take(): PendingChanges {
    const changes = { rescan: this.rescan, paths: this.rescan ? [] : [...this.pending], events: this.events };
    this.pending = new Set();
    this.events = 0;
    this.rescan = false;
    return changes;
  }

  /** Simulates what an event storm or a queue overflow leads to (tests, and errors). */
  flagRescan(): void {
    this.rescan = true;
    this.pending.clear();
  }

  close(): void {
    this.closed = true;
    for (const watch of this.watches.values()) watch.close();
    this.watches.clear();
    this.pending.clear();
  }

  private record(dirRel: string, name: string | null): void {
    if (this.closed) return;
    this.events++;
    if (this.rescan) return;
    if (this.events > this.burstLimit) return this.flagRescan();
    // No name (some platforms): the directory itself is re-examined.
    this.pending.add(name === null || name === "" ? dirRel : dirRel === "" ? name : `${dirRel}/${name}`);
  }

  private fail(reason: string): void {
    this.failure = reason;
    this.close();
  }
}

function remoteReason(what: string, fileSystem: string): string {
  return `${what} is on a ${fileSystem} file system, where changes made by other machines raise no event`;
}

export function isAtOrUnder(rel: string, dir: string): boolean {
  return dir === "" || rel === dir || rel.startsWith(`${dir}/`);
}

/**
 * inotify queues at most fs.inotify.max_queued_events (16,384 by default)
 * unread events, then drops the rest and queues IN_Q_OVERFLOW, which libuv
 * discards. A burst that big always delivers the events queued before the
 * overflow, so counting a quarter of the queue (at most 4,096) between two
 * calls is enough to know that events may have been lost.
 */
function defaultBurstLimit(): number {
  try {
    const queued = Number(readFileSync("/proc/sys/fs/inotify/max_queued_events", "utf8").trim());
    if (Number.isFinite(queued) && queued > 0) return Math.max(16, Math.min(4_096, Math.floor(queued / 4)));
  } catch {
    // not Linux: no inotify queue, keep the default
  }
  return 4_096;
}

// statfs f_type values of file systems shared over a network (or FUSE, which
// sshfs and most remote mounts use; 9P and virtiofs, which share a host's files
// with WSL 2 and with VMs and containers): changes made elsewhere raise no event here.
const NETWORK_FILE_SYSTEMS = new Map<number, string>([
  [0x6969, "NFS"],
  [0x517b, "SMB"],
  [0xff534d42, "CIFS"],
  [0xfe534d42, "SMB2"],
  [0x65735546, "FUSE"],
  [0x01021997, "9P"],
  [0x6a656a63, "virtiofs"],
  [0x00c36400, "Ceph"],
  [0x5346414f, "AFS"],
  [0x0bd00bd0, "Lustre"],
  [0x01161970, "GFS2"],
  [0x564c, "NCP"],
]);

/** The name of the network file system `dir` is on, or undefined for a local one. */
export function networkFileSystem(dir: string): string | undefined {
  try {
    return NETWORK_FILE_SYSTEMS.get(Number(statfsSync(dir).type));
  } catch {
    return undefined;
  }
}

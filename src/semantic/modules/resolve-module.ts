// `use` path → module (modules-and-workspace.md §3.3).
//
//   * `std` and `std.<m>` resolve against the static std table; never the disk.
//   * Any other path `a.b.c` is tried against two search bases in order: the
//     importing file's directory, then the project root. In each base the
//     candidates are `a/b/c.yx`, then `a/b/c/mod.yx`; the first base with a
//     match wins and later bases are not consulted. There is no `src/` base.
//   * Both candidates present in the winning base → ambiguous (E5002, Rule 3);
//     the reference would take `a/b/c.yx`, which is reported as `file`.
//   * Matching is case-sensitive on every platform: a SourceListing answers
//     from directory listings (exact names), never from the filesystem's own
//     case rules.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { STD_ROOT, stdModule, type StdModule } from "./std-library.js";

/** Answers "is there a source file at this root-relative path?" from directory listings. */
export interface SourceListing {
  /** `rel` is root-relative with `/` separators; true only for an exact (case-sensitive) match. */
  hasFile(rel: string): boolean;
  /** Every file, when the listing knows them all (a workspace's; not one read from disk on demand). */
  readonly files?: readonly string[];
  /** Why a source file that exists was not read (not UTF-8, too large, …), for a workspace's skipped files. */
  skippedWhy?(rel: string): string | undefined;
  /** Why a source file is not in the listing at all (in a skipped, linked or unlistable directory): the help sentence, naming it. */
  unindexedWhy?(rel: string): string | undefined;
}

/**
 * A listing over a known set of root-relative paths, e.g. the workspace index
 * (which was itself built from directory listings). O(1) per lookup.
 */
export function listingFromPaths(paths: Iterable<string>): SourceListing {
  const set = new Set(paths);
  let files: readonly string[] | undefined;
  return {
    hasFile: (rel) => set.has(rel),
    get files() {
      return (files ??= [...set].sort());
    },
  };
}

/**
 * A listing that reads directories under `root` on demand (each directory once
 * per listing object). Use a fresh one per request: it does not notice later
 * changes on disk.
 */
export function diskListing(root: string): SourceListing {
  const dirs = new Map<string, Set<string> | undefined>();
  const filesIn = (relDir: string): Set<string> | undefined => {
    if (dirs.has(relDir)) return dirs.get(relDir);
    let names: Set<string> | undefined;
    try {
      const abs = path.join(root, ...relDir.split("/").filter(Boolean));
      names = new Set();
      for (const entry of readdirSync(abs, { withFileTypes: true })) {
        if (entry.isFile() || (entry.isSymbolicLink() && isFile(path.join(abs, entry.name)))) names.add(entry.name);
      }
    } catch {
      names = undefined;
    }
    dirs.set(relDir, names);
    return names;
  };
  return {
    hasFile(rel) {
      const slash = rel.lastIndexOf("/");
      return filesIn(slash < 0 ? "" : rel.slice(0, slash))?.has(rel.slice(slash + 1)) ?? false;
    },
  };
}

function isFile(abs: string): boolean {
  try {
    return statSync(abs).isFile();
  } catch {
    return false;
  }
}

/** Where a resolved workspace module was found. */
export type SearchBase = "importer" | "root";

export type ModuleResolution =
  /** `use std`: the std root namespace (its members are the std modules). */
  | { readonly kind: "std-root" }
  /** `use std.io` and the like. */
  | { readonly kind: "std"; readonly module: StdModule }
  /** A workspace file (root-relative). `ambiguousWith` is set when Rule 3 applies (E5002). */
  | {
      readonly kind: "file";
      readonly file: string;
      readonly base: SearchBase;
      readonly ambiguousWith: string | null;
    }
  /** Nothing matched. `tried` lists the candidate files in search order (empty for std paths). */
  | { readonly kind: "not-found"; readonly std: boolean; readonly tried: readonly string[] };

/** Directory of a root-relative file path ("" for a file directly in the root). */
export function directoryOf(relFile: string): string {
  const slash = relFile.lastIndexOf("/");
  return slash < 0 ? "" : relFile.slice(0, slash);
}

function joinRel(dir: string, rest: string): string {
  return dir === "" ? rest : `${dir}/${rest}`;
}

/** The candidate files for `segments` in search order, grouped per base. */
export function candidateFiles(
  segments: readonly string[],
  importerRel: string,
): { base: SearchBase; dir: string; files: [string, string] }[] {
  const stem = segments.join("/");
  const importerDir = directoryOf(importerRel);
  const bases: { base: SearchBase; dir: string }[] = [{ base: "importer", dir: importerDir }];
  if (importerDir !== "") bases.push({ base: "root", dir: "" });
  return bases.map(({ base, dir }) => ({
    base,
    dir,
    files: [joinRel(dir, `${stem}.yx`), joinRel(dir, `${stem}/mod.yx`)],
  }));
}

/**
 * Resolves the module path of a `use` written in the file `importerRel`
 * (root-relative) against the workspace `listing`.
 */
export function resolveModulePath(
  segments: readonly string[],
  importerRel: string,
  listing: SourceListing,
): ModuleResolution {
  if (segments.length === 0) return { kind: "not-found", std: false, tried: [] };
  if (segments[0] === STD_ROOT) {
    if (segments.length === 1) return { kind: "std-root" };
    const module = stdModule(segments.join("."));
    return module ? { kind: "std", module } : { kind: "not-found", std: true, tried: [] };
  }
  const tried: string[] = [];
  for (const { base, files } of candidateFiles(segments, importerRel)) {
    const [flat, dirModule] = files;
    tried.push(flat, dirModule);
    const hasFlat = listing.hasFile(flat);
    const hasDir = listing.hasFile(dirModule);
    if (hasFlat) return { kind: "file", file: flat, base, ambiguousWith: hasDir ? dirModule : null };
    if (hasDir) return { kind: "file", file: dirModule, base, ambiguousWith: null };
  }
  return { kind: "not-found", std: false, tried };
}

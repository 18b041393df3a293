// Safe path resolution shared by every tool that takes a path
// (modules-and-workspace.md §1.5, Rule 3). A path is joined to the root,
// `.`/`..` are normalised, and symlinks are resolved as far as the path exists
// before the containment check, so neither `..`, an absolute path elsewhere,
// nor a symlink pointing outside can reach a file beyond the root. The check
// comes first: a missing file outside the root still reports "outside".
import { lstatSync, readlinkSync, realpathSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { ProjectError } from "./errors.js";

export interface ResolvedPath {
  /** Absolute, symlink-free path (use this one to read the file). */
  abs: string;
  /** Relative to the root, with `/` separators ("" for the root itself). */
  rel: string;
  /** Stats of the resolved path, or undefined when nothing exists there. */
  stats: Stats | undefined;
}

/**
 * Resolves `input` against `root` (which must already be a realpath) and
 * guarantees the result lies inside it. Throws MCP-PATH-OUTSIDE-PROJECT.
 */
export function resolveInsideRoot(root: string, input: string): ResolvedPath {
  if (input.includes("\0")) {
    throw new ProjectError("MCP-PATH-OUTSIDE-PROJECT", "path contains a NUL byte");
  }
  const lexical = path.resolve(root, input);
  const abs = realpathAsFarAsExists(lexical);
  if (!isInside(root, abs)) {
    throw new ProjectError("MCP-PATH-OUTSIDE-PROJECT", `'${input}' is outside the project root ${root}`);
  }
  return { abs, rel: toRel(root, abs), stats: statOrUndefined(abs) };
}

/**
 * Resolves a source-file argument: inside the root, existing, a regular file
 * ending in `.yx`. Throws OUTSIDE / FILE-NOT-FOUND / INVALID-INPUT in that order.
 */
export function resolveSourceFile(root: string, input: string): ResolvedPath {
  if (input.trim() === "") throw new ProjectError("MCP-INVALID-INPUT", "file path is empty");
  const resolved = resolveInsideRoot(root, input);
  if (!resolved.stats) throw new ProjectError("MCP-FILE-NOT-FOUND", `no such file: ${resolved.rel || input}`);
  if (!resolved.stats.isFile()) {
    throw new ProjectError("MCP-INVALID-INPUT", `'${resolved.rel || input}' is not a file`);
  }
  if (!resolved.abs.endsWith(".yx")) {
    throw new ProjectError("MCP-INVALID-INPUT", `'${resolved.rel}' is not a YaoXiang source file (.yx)`);
  }
  return resolved;
}

/**
 * Resolves the path of a source file that may not exist yet (the file an
 * unsaved text stands for): inside the root and ending in `.yx`; when it
 * exists, it must be a regular file (as resolveSourceFile).
 */
export function resolveSourcePath(root: string, input: string): ResolvedPath {
  if (input.trim() === "") throw new ProjectError("MCP-INVALID-INPUT", "file path is empty");
  const resolved = resolveInsideRoot(root, input);
  if (resolved.stats) return resolveSourceFile(root, input);
  if (!resolved.abs.endsWith(".yx")) {
    throw new ProjectError("MCP-INVALID-INPUT", `'${resolved.rel}' is not a YaoXiang source file (.yx)`);
  }
  return resolved;
}

/**
 * Resolves a per-call `project_root`/`workspace_root`: it must lie inside (or
 * equal) the server root and be an existing directory.
 */
export function resolveProjectDir(serverRoot: string, input: string): ResolvedPath {
  if (input.trim() === "") throw new ProjectError("MCP-INVALID-INPUT", "project root is empty");
  const resolved = resolveInsideRoot(serverRoot, input);
  if (!resolved.stats?.isDirectory()) {
    throw new ProjectError("MCP-PROJECT-NOT-FOUND", `project root '${input}' is not an existing directory`);
  }
  return resolved;
}

/** True when `candidate` is `root` or below it (both absolute and normalised). */
export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

/** Path relative to root with forward slashes, as every tool reports paths. */
export function toRel(root: string, abs: string): string {
  return path.relative(root, abs).split(path.sep).join("/");
}

/**
 * realpath of the longest existing prefix, with the missing remainder appended.
 * The remainder cannot contain `..` (the input was normalised), so it cannot
 * climb back out of the resolved prefix. A dangling symlink is followed by hand:
 * otherwise a link to a not-yet-existing file outside would look "inside".
 */
function realpathAsFarAsExists(abs: string, depth = 0): string {
  const missing: string[] = [];
  let current = abs;
  for (;;) {
    try {
      const real = realpathSync.native(current);
      return missing.length === 0 ? real : path.join(real, ...missing.reverse());
    } catch {
      const link = readLinkOrUndefined(current);
      if (link !== undefined && depth < 40) {
        const target = path.resolve(path.dirname(current), link);
        return realpathAsFarAsExists(path.join(target, ...missing.reverse()), depth + 1);
      }
      const parent = path.dirname(current);
      if (parent === current) return abs;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

function readLinkOrUndefined(abs: string): string | undefined {
  try {
    return lstatSync(abs).isSymbolicLink() ? readlinkSync(abs) : undefined;
  } catch {
    return undefined;
  }
}

function statOrUndefined(abs: string): Stats | undefined {
  try {
    return statSync(abs);
  } catch {
    return undefined;
  }
}

// Safe path resolution shared by every tool that takes a path
// (modules-and-workspace.md §1.5, Rule 3). A path is joined to the root,
// `.`/`..` are normalised, and symlinks are resolved as far as the path exists
// before the containment check, so neither `..`, an absolute path elsewhere,
// nor a symlink pointing outside can reach a file beyond the root. The check
// comes first: a missing file outside the root still reports "outside".
// Messages never show the root or any absolute path outside it (the caller
// sees root-relative forms only) and quote at most 200 characters of the input.
import { lstatSync, readlinkSync, realpathSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
  const lexical = path.resolve(root, fileUriPath(input) ?? input);
  const abs = realpathAsFarAsExists(lexical);
  if (!isInside(root, abs)) {
    throw new ProjectError("MCP-PATH-OUTSIDE-PROJECT", `${quoteInput(root, input)} is outside the project root`);
  }
  return { abs, rel: toRel(root, abs), stats: statOrUndefined(abs) };
}

/**
 * The path of a `file:` URI (`file:///home/me/proj/src/main.yx`, as MCP clients hold roots and resources),
 * which is then checked like any absolute path; undefined for anything else. One that names no local
 * path is MCP-INVALID-INPUT (120a F7: it was read as a relative name and echoed garbled).
 */
function fileUriPath(input: string): string | undefined {
  if (!/^file:/i.test(input)) return undefined;
  try {
    return fileURLToPath(input);
  } catch {
    throw new ProjectError("MCP-INVALID-INPUT", `${quoteRel(input.slice(0, 200))} is a file: URI that names no local path; pass a path relative to the project root`);
  }
}

/**
 * `src\main.yx` or `C:\proj\src\main.yx` from a Windows client: paths are
 * root-relative and `/`-separated; named with `/` when that file exists (73a D6).
 */
function backslashHint(root: string, input: string): string {
  if (!input.includes("\\")) return "";
  const slashed = input.replace(/^[A-Za-z]:\\/, "").replaceAll("\\", "/");
  const target = realpathAsFarAsExists(path.resolve(root, slashed));
  // (Never a file outside the root: its existence is not the caller's to learn.)
  const candidate = isInside(root, target) && statOrUndefined(target)?.isFile() ? ` (did you mean ${quoteRel(slashed)}?)` : "";
  return `: paths are relative to the project root and separated by \`/\`${candidate}`;
}

/**
 * Resolves a source-file argument: inside the root, existing, a regular file
 * ending in `.yx`. Throws OUTSIDE / FILE-NOT-FOUND / INVALID-INPUT in that order.
 */
export function resolveSourceFile(root: string, input: string): ResolvedPath {
  if (input.trim() === "") throw new ProjectError("MCP-INVALID-INPUT", "file path is empty");
  const resolved = resolveInsideRoot(root, input);
  const shown = quoteRel(resolved.rel);
  if (!resolved.stats) throw new ProjectError("MCP-FILE-NOT-FOUND", `no such file: ${shown}${backslashHint(root, input)}`);
  if (!resolved.stats.isFile()) {
    throw new ProjectError("MCP-INVALID-INPUT", `${shown} is not a regular file`);
  }
  if (!resolved.abs.endsWith(".yx")) {
    throw new ProjectError("MCP-INVALID-INPUT", `${shown} is not a YaoXiang source file (.yx)`);
  }
  // `src/main.yx/` names a folder, as the file system reads it (ENOTDIR): not the file (106c V5).
  if (/\/\.?$/.test(input)) throw new ProjectError("MCP-INVALID-INPUT", `${shown} is a file: a path ending in \`/\` names a folder; drop the trailing \`/\``);
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
  let resolved: ResolvedPath;
  try {
    resolved = resolveInsideRoot(serverRoot, input);
  } catch (error) {
    // A per-call root narrows the server's project, never leaves it (README "Security"; 99d D4: the message spoke of "a path").
    if (!(error instanceof ProjectError) || error.code !== "MCP-PATH-OUTSIDE-PROJECT") throw error;
    throw new ProjectError(
      "MCP-PATH-OUTSIDE-PROJECT",
      `${error.message}: a per-call project_root or workspace_root must be the server's project root or a folder inside it (the server reads nothing outside it); start a server with --project-root there for another project`,
    );
  }
  if (!resolved.stats?.isDirectory()) {
    throw new ProjectError("MCP-PROJECT-NOT-FOUND", `project root ${quoteRel(resolved.rel)} is not an existing directory`);
  }
  return resolved;
}

/**
 * True when `candidate` is `root` or below it (both absolute and normalised).
 * Only a `..` path component climbs out: `..foo.yx` is a file like any other.
 */
export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  if (rel === "") return true;
  if (path.isAbsolute(rel)) return false; // another drive on Windows
  return rel !== ".." && !rel.startsWith(`..${path.sep}`);
}

/** Longest part of a caller's input quoted in a message. */
export const MAX_QUOTED_CHARS = 200;

/**
 * The caller's path as a message may show it: quoted, cut at 200 characters,
 * an absolute path inside the root shown relative to it, and an absolute path
 * elsewhere not shown at all (the message must not map the machine).
 */
export function quoteInput(root: string, input: string): string {
  if (!path.isAbsolute(input)) return quote(input);
  const lexical = path.resolve(input);
  return isInside(root, lexical) ? quoteRel(toRel(root, lexical)) : "an absolute path";
}

/** A root-relative path for a message ("." for the root itself). */
export function quoteRel(rel: string): string {
  return quote(rel === "" ? "." : rel);
}

function quote(text: string): string {
  const chars = [...text];
  return chars.length <= MAX_QUOTED_CHARS ? `'${text}'` : `'${chars.slice(0, MAX_QUOTED_CHARS).join("")}…' (${chars.length} characters)`;
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
 * Walks down one component at a time from the top, so the cost is the depth
 * that exists on disk times its length, plus one pass over the rest: linear in
 * the input (a walk up from the full path was quadratic in its length).
 */
function realpathAsFarAsExists(abs: string, depth = 0): string {
  try {
    return realpathSync.native(abs); // the common case: everything exists
  } catch {
    // resolve component by component below
  }
  const top = path.parse(abs).root;
  const parts = abs.slice(top.length).split(path.sep).filter((p) => p !== "");
  let real = realpathSync.native(top);
  for (let i = 0; i < parts.length; i++) {
    const next = path.join(real, parts[i]!);
    let stats: Stats;
    try {
      stats = lstatSync(next);
    } catch {
      return joinRest(next, parts, i + 1); // first missing component (or a name too long to exist)
    }
    if (!stats.isSymbolicLink()) {
      real = next;
      continue;
    }
    try {
      real = realpathSync.native(next);
    } catch {
      // A dangling link: where it points decides, even though nothing is there yet.
      if (depth >= 40) return joinRest(next, parts, i + 1);
      const link = readlinkOrUndefined(next);
      // Swapped since lstat (no longer a link, or gone): resolve the whole path again.
      if (link === undefined) return realpathAsFarAsExists(abs, depth + 1);
      return realpathAsFarAsExists(joinRest(path.resolve(real, link), parts, i + 1), depth + 1);
    }
  }
  return real;
}

function readlinkOrUndefined(abs: string): string | undefined {
  try {
    return readlinkSync(abs);
  } catch {
    return undefined;
  }
}

/** `base` + the components of `parts` from `from` on (without spreading them into arguments: there may be many). */
function joinRest(base: string, parts: readonly string[], from: number): string {
  return from >= parts.length ? base : `${base}${base.endsWith(path.sep) ? "" : path.sep}${parts.slice(from).join(path.sep)}`;
}

function statOrUndefined(abs: string): Stats | undefined {
  try {
    return statSync(abs);
  } catch {
    return undefined;
  }
}

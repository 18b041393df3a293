// Canonical module path of a workspace file (modules-and-workspace.md §2.4,
// Rule). It names the module in symbol ids and outputs; it is NOT how `use`
// paths resolve (that is resolve-module.ts, §3.3).
//
//   src/main.yx        → main            (relative to <root>/src/ when inside it)
//   src/math/vector.yx → math.vector
//   src/math/mod.yx    → math            (a trailing `.mod` is dropped)
//   src/mod.yx         → mod             (…unless it is the whole path)
//   tests/geo_test.yx  → tests.geo_test  (relative to <root> otherwise)
//   lib.yx             → lib             (flat layout)

/** Source directory whose contents are named without the `src.` prefix. */
export const SOURCE_DIR = "src";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Words that can never be a module path segment (modules-and-workspace.md §0). */
const KEYWORDS = new Set([
  "pub", "use", "spawn", "ref", "mut", "if", "else", "match", "while", "for", "in", "return",
  "break", "continue", "as", "unsafe", "and", "or", "true", "false", "void",
]);

/**
 * The canonical module path of a file given relative to the project root with
 * `/` separators (the form every tool reports).
 */
export function canonicalModulePath(relPath: string): string {
  const parts = relPath.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.length > 1 && parts[0] === SOURCE_DIR) parts.shift();
  const last = parts.length - 1;
  if (last >= 0 && parts[last]!.endsWith(".yx")) parts[last] = parts[last]!.slice(0, -3);
  if (parts.length > 1 && parts[parts.length - 1] === "mod") parts.pop();
  return parts.join(".");
}

/** True when `name` can be a segment of a `use` path (an identifier, not a keyword, not `_`). */
export function isModuleSegment(name: string): boolean {
  return IDENTIFIER.test(name) && name !== "_" && !KEYWORDS.has(name);
}

/**
 * True when every segment of the canonical path is identifier-shaped. A file
 * like `my-utils.yx` is still indexed under its raw stem but cannot be named
 * by a `use` (§2.4).
 */
export function isImportableModulePath(modulePath: string): boolean {
  return modulePath.split(".").every(isModuleSegment);
}

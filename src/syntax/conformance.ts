// Conformance of the grammar with a corpus of YaoXiang files.
//
// A file "has syntax errors" iff the root of its tree has an error (an ERROR
// or a MISSING node somewhere). A corpus folder may carry a manifest.json (see
// ../shared/corpus/README.md) giving, for each file, the reference compiler's
// verdict: `clean`, `check-error` (valid syntax, rejected later) or
// `syntax-error`. Files whose reference verdict is not `syntax-error` must
// parse cleanly; files the reference parser rejects should be rejected too.
//
// The first half of this module is pure (classify a tree, compare with a
// manifest entry, summarise against the targets) so tests can use it on their
// own trees; the second half walks a directory and parses every file.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Node, Parser, Tree } from "web-tree-sitter";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { syntaxDiagnostics } from "./syntax-diagnostics.js";

// ---------------------------------------------------------------------------
// Classification of one tree

export interface SyntaxProblem {
  /** ERROR: text no rule accepts; MISSING: a token the parser inserted. */
  kind: "ERROR" | "MISSING";
  /** Node type (for MISSING: the missing symbol, e.g. `}` or `identifier`). */
  type: string;
  /** 1-based line. */
  line: number;
  /** 1-based column, in UTF-16 code units as web-tree-sitter counts them. */
  column: number;
  /** The ERROR node's text (shortened, on one line); for MISSING, the source line. */
  snippet: string;
}

export interface Classification {
  /** True iff the root has an ERROR or MISSING node (`rootNode.hasError`). */
  hasError: boolean;
  /**
   * Syntax diagnostics beyond ERROR/MISSING nodes: lexical errors the grammar
   * parses into ordinary nodes (`&&`, `0x`) and keywords that cannot start a
   * statement. Counted only when the source is given.
   */
  lexicalErrors: number;
  firstLexicalError?: string;
  errorNodes: number;
  missingNodes: number;
  /** The first ERROR/MISSING node in document order. */
  firstProblem?: SyntaxProblem;
}

const SNIPPET_LENGTH = 60;

/** Shortens text to one line of at most `max` characters (newlines shown as ⏎). */
export function shorten(text: string, max = SNIPPET_LENGTH): string {
  const flat = text.replace(/\r?\n/g, "⏎").replace(/\t/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function lineOf(source: string, row: number): string {
  let start = 0;
  for (let r = 0; r < row; r++) {
    const next = source.indexOf("\n", start);
    if (next === -1) return "";
    start = next + 1;
  }
  const end = source.indexOf("\n", start);
  return source.slice(start, end === -1 ? undefined : end).replace(/\r$/, "");
}

/**
 * Classifies a parse tree. `source` (the parsed text) is used for snippets of
 * MISSING nodes; without it they show only the missing symbol.
 */
export function classifyTree(tree: Tree, source?: string): Classification {
  const root = tree.rootNode;
  const result: Classification = { hasError: root.hasError, lexicalErrors: 0, errorNodes: 0, missingNodes: 0 };
  // Lexical checks know YaoXiang's node types; other grammars (tests, the
  // JavaScript baseline) are classified by their ERROR/MISSING nodes alone.
  if (source !== undefined && tree.language.name === "yaoxiang") {
    const lexical = syntaxDiagnostics(tree, source).filter((d) => !isTreeError(d));
    result.lexicalErrors = lexical.length;
    if (lexical[0]) result.firstLexicalError = `${lexical[0].span[0]}:${lexical[0].span[1]} ${lexical[0].code} ${lexical[0].message}`;
  }
  if (!root.hasError) return result;
  // Only subtrees that contain an error are visited.
  const cursor = tree.walk();
  try {
    let descend = true;
    for (;;) {
      const node: Node = cursor.currentNode;
      const isProblem = node.isError || node.isMissing;
      if (isProblem) {
        if (node.isError) result.errorNodes++;
        else result.missingNodes++;
        result.firstProblem ??= describeProblem(node, source);
      }
      if (descend && node.hasError && cursor.gotoFirstChild()) continue;
      descend = true;
      if (cursor.gotoNextSibling()) continue;
      let climbed = false;
      while (cursor.gotoParent()) {
        if (cursor.gotoNextSibling()) {
          climbed = true;
          break;
        }
      }
      if (!climbed) break;
    }
  } finally {
    cursor.delete();
  }
  return result;
}

/** Diagnostics that come from ERROR/MISSING nodes are already counted by hasError. */
function isTreeError(diagnostic: Diagnostic): boolean {
  return diagnostic.code !== "E0001" && diagnostic.code !== "E0018";
}

/** True when the file has any syntax diagnostic (ERROR/MISSING nodes or lexical errors). */
export function hasSyntaxError(classification: Classification): boolean {
  return classification.hasError || classification.lexicalErrors > 0;
}

function describeProblem(node: Node, source?: string): SyntaxProblem {
  const { row, column } = node.startPosition;
  if (node.isMissing) {
    const context = source === undefined ? "" : shorten(lineOf(source, row).trim());
    return { kind: "MISSING", type: node.type, line: row + 1, column: column + 1, snippet: context };
  }
  return { kind: "ERROR", type: node.type, line: row + 1, column: column + 1, snippet: shorten(node.text) };
}

/** One-line description of a problem: `12:5 ERROR "foo bar"` / `3:1 MISSING "}" in: main = {`. */
export function formatProblem(problem: SyntaxProblem): string {
  const where = `${problem.line}:${problem.column}`;
  if (problem.kind === "ERROR") return `${where} ERROR ${JSON.stringify(problem.snippet)}`;
  return `${where} MISSING ${JSON.stringify(problem.type)}${problem.snippet ? ` in: ${problem.snippet}` : ""}`;
}

// ---------------------------------------------------------------------------
// Manifests and comparison

export interface ReferenceError {
  code: string;
  line: number;
  col: number;
}

export interface ManifestItem {
  /** Path relative to the manifest's folder, with `/` separators. */
  file: string;
  origin?: string;
  /** `valid`, `compile-error`, `skipped`, `doc`, ... */
  expect?: string;
  reference?: { verdict: string; errors?: ReferenceError[]; warnings?: unknown[] };
}

export interface Manifest {
  items: ManifestItem[];
  [key: string]: unknown;
}

export function isManifest(value: unknown): value is Manifest {
  if (typeof value !== "object" || value === null) return false;
  const items = (value as { items?: unknown }).items;
  return (
    Array.isArray(items) &&
    items.every((item) => typeof item === "object" && item !== null && typeof (item as ManifestItem).file === "string")
  );
}

/** The group of a manifest entry: its first folder (`programs`, `docs`, ...), or `.`. */
export function groupOf(item: ManifestItem): string {
  const slash = item.file.indexOf("/");
  return slash === -1 ? "." : item.file.slice(0, slash);
}

/**
 * What the reference says about the file's syntax: `clean` (valid syntax,
 * whether or not the checker then rejects it), `syntax-error`, or `unknown`
 * when the entry has no usable verdict (such entries are reported, not counted).
 */
export function expectedSyntax(item: ManifestItem): "clean" | "syntax-error" | "unknown" {
  const verdict = item.reference?.verdict;
  if (verdict === "syntax-error") return "syntax-error";
  if (verdict === "clean" || verdict === "check-error") return "clean";
  if (verdict === undefined && item.expect === "valid") return "clean";
  return "unknown";
}

export type Outcome =
  /** Reference accepts the syntax, so do we. */
  | "clean"
  /** Reference rejects the syntax, so do we. */
  | "rejected"
  /** Reference accepts the syntax, we report a syntax error. */
  | "unexpected-error"
  /** Reference rejects the syntax, we parse it cleanly. */
  | "missed-rejection"
  /** No usable reference verdict. */
  | "uncounted";

export interface Comparison {
  file: string;
  group: string;
  expect?: string;
  expected: "clean" | "syntax-error" | "unknown";
  outcome: Outcome;
  classification: Classification;
  /** The reference's first error, for files it rejects. */
  referenceError?: ReferenceError;
}

/** Compares our classification of a file with its manifest entry. */
export function compareWithEntry(item: ManifestItem, classification: Classification): Comparison {
  const expected = expectedSyntax(item);
  let outcome: Outcome;
  if (expected === "unknown") outcome = "uncounted";
  else if (expected === "clean") outcome = hasSyntaxError(classification) ? "unexpected-error" : "clean";
  else outcome = hasSyntaxError(classification) ? "rejected" : "missed-rejection";
  const comparison: Comparison = {
    file: item.file,
    group: groupOf(item),
    expected,
    outcome,
    classification,
  };
  if (item.expect !== undefined) comparison.expect = item.expect;
  const firstError = item.reference?.errors?.[0];
  if (expected === "syntax-error" && firstError) comparison.referenceError = firstError;
  return comparison;
}

export interface Targets {
  /** Share of non-`syntax-error` files that must parse cleanly, per group kind. */
  clean: number;
  /** Same, for groups of documentation snippets (`expect: "doc"`). */
  cleanDocs: number;
  /** Share of `syntax-error` files that we must reject too (over all groups). */
  rejected: number;
}

export const DEFAULT_TARGETS: Targets = { clean: 1, cleanDocs: 0.97, rejected: 0.9 };

export interface Ratio {
  count: number;
  total: number;
  /** count / total, or 1 when total is 0. */
  rate: number;
}

export interface GroupSummary {
  group: string;
  /** `doc` when every entry of the group is a documentation snippet. */
  kind: "doc" | "program";
  files: number;
  cleanExpected: Ratio;
  cleanTarget: number;
  cleanPass: boolean;
  rejectExpected: Ratio;
  uncounted: number;
}

export interface Summary {
  files: number;
  groups: GroupSummary[];
  rejected: Ratio;
  rejectedTarget: number;
  rejectedPass: boolean;
  pass: boolean;
  disagreements: Comparison[];
}

function ratio(count: number, total: number): Ratio {
  return { count, total, rate: total === 0 ? 1 : count / total };
}

/** Groups the comparisons and checks them against the targets. */
export function summarize(comparisons: readonly Comparison[], targets: Targets = DEFAULT_TARGETS): Summary {
  const byGroup = new Map<string, Comparison[]>();
  for (const c of comparisons) {
    const list = byGroup.get(c.group) ?? [];
    list.push(c);
    byGroup.set(c.group, list);
  }
  const groups: GroupSummary[] = [...byGroup.keys()].sort().map((group) => {
    const list = byGroup.get(group) ?? [];
    const kind = list.length > 0 && list.every((c) => c.expect === "doc") ? "doc" : "program";
    const cleanTotal = list.filter((c) => c.expected === "clean").length;
    const cleanCount = list.filter((c) => c.outcome === "clean").length;
    const rejectTotal = list.filter((c) => c.expected === "syntax-error").length;
    const rejectCount = list.filter((c) => c.outcome === "rejected").length;
    const cleanTarget = kind === "doc" ? targets.cleanDocs : targets.clean;
    const cleanExpected = ratio(cleanCount, cleanTotal);
    return {
      group,
      kind,
      files: list.length,
      cleanExpected,
      cleanTarget,
      cleanPass: cleanExpected.rate >= cleanTarget,
      rejectExpected: ratio(rejectCount, rejectTotal),
      uncounted: list.filter((c) => c.outcome === "uncounted").length,
    };
  });
  const rejected = ratio(
    comparisons.filter((c) => c.outcome === "rejected").length,
    comparisons.filter((c) => c.expected === "syntax-error").length,
  );
  const rejectedPass = rejected.rate >= targets.rejected;
  return {
    files: comparisons.length,
    groups,
    rejected,
    rejectedTarget: targets.rejected,
    rejectedPass,
    pass: rejectedPass && groups.every((g) => g.cleanPass),
    disagreements: comparisons.filter((c) => c.outcome === "unexpected-error" || c.outcome === "missed-rejection"),
  };
}

/** One line describing a disagreement, with the file path relative to `base`. */
export function formatDisagreement(c: Comparison, path: string): string {
  if (c.outcome === "unexpected-error") {
    const problem = c.classification.firstProblem;
    return `unexpected syntax error  ${path}${problem ? `:${formatProblem(problem)}` : ""}`;
  }
  const ref = c.referenceError;
  const refText = ref ? ` (reference: ${ref.code} at ${ref.line}:${ref.col})` : "";
  return `missed rejection         ${path}${refText}`;
}

// ---------------------------------------------------------------------------
// Directories

/** Every file under `dir` (recursively) ending in `extension`, sorted; skips dot folders and node_modules. */
export function findFiles(dir: string, extension = ".yx"): string[] {
  const found: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(extension) && (entry.isFile() || statSync(path).isFile())) found.push(path);
    }
  };
  if (statSync(dir).isDirectory()) walk(dir);
  else if (dir.endsWith(extension)) found.push(dir);
  return found.sort();
}

export interface LoadedManifest {
  path: string;
  dir: string;
  byFile: Map<string, ManifestItem>;
}

/**
 * Finds the manifest that describes `file`: the nearest manifest.json in the
 * file's folder or an ancestor that lists it. Results are cached in `cache`.
 */
export function manifestFor(file: string, cache: Map<string, LoadedManifest | null>): LoadedManifest | undefined {
  let dir = dirname(resolve(file));
  for (;;) {
    let loaded = cache.get(dir);
    if (loaded === undefined) {
      loaded = readManifest(join(dir, "manifest.json"));
      cache.set(dir, loaded);
    }
    if (loaded && loaded.byFile.has(toManifestPath(relative(loaded.dir, resolve(file))))) return loaded;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function readManifest(path: string): LoadedManifest | null {
  if (!existsSync(path)) return null;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
  if (!isManifest(value)) return null;
  const byFile = new Map<string, ManifestItem>();
  for (const item of value.items) byFile.set(toManifestPath(item.file), item);
  return { path, dir: dirname(path), byFile };
}

function toManifestPath(path: string): string {
  return path.split(sep).join("/").replace(/^\.\//, "");
}

export interface FileResult {
  /** Absolute path. */
  path: string;
  /** Path relative to the folder that was checked. */
  relativePath: string;
  bytes: number;
  classification: Classification;
  /** Present when a manifest lists the file. */
  comparison?: Comparison;
  manifest?: string;
}

export interface DirectoryReport {
  root: string;
  files: FileResult[];
  /** Manifests used (absolute paths). */
  manifests: string[];
  /** Entries of those manifests, inside the checked folder, whose file does not exist. */
  missingFiles: string[];
  /** Present when at least one file is listed in a manifest. */
  summary?: Summary;
}

/** Parses one text and classifies the result; the tree is deleted. */
export function classifySource(parser: Parser, source: string): Classification {
  const tree = parser.parse(source);
  if (!tree) throw new Error("tree-sitter returned no tree (parser has no language?)");
  try {
    return classifyTree(tree, source);
  } finally {
    tree.delete();
  }
}

/** Parses every `.yx` file under `root` and compares with the manifest(s) that list them. */
export function checkDirectory(
  parser: Parser,
  root: string,
  options: { extension?: string; targets?: Targets } = {},
): DirectoryReport {
  const absRoot = resolve(root);
  const cache = new Map<string, LoadedManifest | null>();
  const used = new Map<string, LoadedManifest>();
  const files: FileResult[] = [];
  const comparisons: Comparison[] = [];
  const rootIsDir = statSync(absRoot).isDirectory();
  for (const path of findFiles(absRoot, options.extension)) {
    const source = readFileSync(path, "utf8");
    const classification = classifySource(parser, source);
    const result: FileResult = {
      path,
      relativePath: toManifestPath(rootIsDir ? relative(absRoot, path) : relative(dirname(absRoot), path)),
      bytes: Buffer.byteLength(source),
      classification,
    };
    const manifest = manifestFor(path, cache);
    if (manifest) {
      const item = manifest.byFile.get(toManifestPath(relative(manifest.dir, path)));
      if (item) {
        result.comparison = compareWithEntry(item, classification);
        result.manifest = manifest.path;
        comparisons.push(result.comparison);
        used.set(manifest.path, manifest);
      }
    }
    files.push(result);
  }
  const missingFiles: string[] = [];
  for (const manifest of used.values()) {
    for (const file of manifest.byFile.keys()) {
      const abs = resolve(manifest.dir, file);
      const inside = abs === absRoot || abs.startsWith(absRoot + sep);
      if (inside && !existsSync(abs)) missingFiles.push(toManifestPath(relative(absRoot, abs)));
    }
  }
  const report: DirectoryReport = { root: absRoot, files, manifests: [...used.keys()].sort(), missingFiles: missingFiles.sort() };
  if (comparisons.length > 0) report.summary = summarize(comparisons, options.targets);
  return report;
}

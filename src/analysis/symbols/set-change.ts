// Which files a change of the file set (files added, removed, moved) can
// change the links of, so that the index re-links those rather than every
// file (99f D3: one new file re-linked all 640 files of a workspace, 0.8-1.9 s,
// and at 10,000 files a call waited past its timeout).
//
// A file's link reads other files in two ways only:
// - through its `use` paths, whose last segment names the module file
//   (`use a.b` is `a/b.yx` or `a/b/mod.yx`, from the importing file's
//   directory or the root: resolve-module.ts): a file whose text does not
//   spell a module's name as a word resolves no path to it, before or after;
//   and, since one use-path string must mean one file across a program
//   (modules-and-workspace.md §3.3 rule 4), every file whose program reaches
//   such a file may read its imports differently: the files importing it,
//   transitively;
// - through the methods the reference gives every file from every module
//   (`Item.cost` declared in pricing.yx, called in item.yx: §3.2), which the
//   walk looks for by name in the files whose text mentions `.name`: the
//   method names a file added or removed declares for a type of another
//   file (those of its own types are found through the type's file).
// A file's own top-level names and types are seen elsewhere only through a
// `use` of it. What a re-linked file's interface then changes reaches its
// importers as after an edit (interface fingerprints).
import type { AstNode } from "../../syntax/ast/ast.js";
import { mentionsAny, wordRuns } from "../../syntax/words.js";

/**
 * Whether a `use` written in `importer` (whose text is `text`) may name the
 * module file `path`: a use path resolves from the importing file's directory,
 * then from the root (resolve-module.ts), so the file must sit below the
 * importer's directory, or the text spell the first segment of its path from
 * the root; and the text must spell its module name (moduleNameWords). A
 * file of another package (`copy07/…` for `copy05/geometry/shapes.yx`) that
 * writes neither is not re-linked when the module comes or goes (100a: a
 * module renamed in one copy of a project re-linked every copy, 8-12 s).
 */
export function mayNameModule(path: string): (importer: string, text: string) => boolean {
  const names = mentionsAny(new Set(moduleNameWords(path)))!;
  const dir = directoryOf(path);
  const first = mentionsAny(new Set([path.split("/")[0]!.replace(/\.yx$/, "")]))!;
  return (importer, text) => {
    const base = directoryOf(importer);
    const below = base === "" || dir === base || dir.startsWith(`${base}/`);
    return (below || first(text)) && names(text);
  };
}

function directoryOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

/** The module name a `use` path ends with to reach `path`: `a/b.yx` → `b`, `a/b/mod.yx` → `b` (and `mod`). */
export function moduleNameWords(path: string): string[] {
  const segments = path.replace(/\.yx$/, "").split("/").filter((s) => s !== "");
  const last = segments[segments.length - 1];
  if (last === undefined) return [];
  return last === "mod" && segments.length > 1 ? [segments[segments.length - 2]!, last] : [last];
}

/**
 * The method names a file declares at top level for a type it does not
 * declare itself (`P.scaled: (…) -> P = …` with `P` imported): the last
 * segment of every dotted binding target whose first is no top-level name of
 * the file. The methods of its own types are found through the type's file,
 * which its importers reach. `root` is the file's tree copy.
 */
export function declaredMethodNames(root: AstNode): Set<string> {
  const targets = root.children.filter((statement) => statement.type === "binding").flatMap((statement) => statement.all("target").map(leafWords));
  const own = new Set(targets.filter((words) => words.length === 1).map((words) => words[0]!));
  for (const statement of root.children) {
    // An alias of a type (`PA: Type = Point`) may name another file's: its methods are that type's (102b D2).
    const alias = statement.type === "type_definition" && statement.get("value")?.type !== "record_type";
    const name = TYPE_DEFINITIONS.has(statement.type) && !alias ? statement.get("name")?.leafText : undefined;
    if (name !== undefined) own.add(name);
  }
  const names = new Set<string>();
  for (const words of targets) if (words.length > 1 && !own.has(words[0]!)) names.add(words[words.length - 1]!);
  return names;
}

/** The words of a node's leaves, in order. */
function leafWords(node: AstNode): string[] {
  const words: string[] = [];
  // Iterative, children pushed in reverse: document order, however deep the node.
  const stack = [node];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (at.children.length === 0) words.push(...wordRuns(at.leafText));
    else for (let i = at.children.length - 1; i >= 0; i--) stack.push(at.children[i]!);
  }
  return words;
}

/** Top-level statements that declare a type by name (`Circle: Type = {…}`, `Box: (T: Type) -> Type = {…}`). */
const TYPE_DEFINITIONS = new Set(["type_definition", "generic_type_definition"]);

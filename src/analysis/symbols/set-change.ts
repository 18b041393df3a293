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
//   method names (the last segment of a dotted top-level target) a file
//   added or removed declares.
// A file's own top-level names and types are seen elsewhere only through a
// `use` of it. What a re-linked file's interface then changes reaches its
// importers as after an edit (interface fingerprints).
import type { AstNode } from "../../syntax/ast/ast.js";

/** The module name a `use` path ends with to reach `path`: `a/b.yx` → `b`, `a/b/mod.yx` → `b` (and `mod`). */
export function moduleNameWords(path: string): string[] {
  const segments = path.replace(/\.yx$/, "").split("/").filter((s) => s !== "");
  const last = segments[segments.length - 1];
  if (last === undefined) return [];
  return last === "mod" && segments.length > 1 ? [segments[segments.length - 2]!, last] : [last];
}

/**
 * The method names a file declares at top level (`Point.norm = …`,
 * `P.scaled: (…) -> P = …`): the last segment of every dotted binding
 * target. `root` is the file's tree copy.
 */
export function declaredMethodNames(root: AstNode): Set<string> {
  const names = new Set<string>();
  for (const statement of root.children) {
    if (statement.type !== "binding") continue;
    for (const target of statement.all("target")) {
      const words = leafWords(target);
      if (words.length > 1) names.add(words[words.length - 1]!);
    }
  }
  return names;
}

/** The words of a node's leaves, in order. */
function leafWords(node: AstNode): string[] {
  const words: string[] = [];
  // Iterative, children pushed in reverse: document order, however deep the node.
  const stack = [node];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (at.children.length === 0) words.push(...(at.leafText.match(WORD_RUN) ?? []));
    else for (let i = at.children.length - 1; i >= 0; i--) stack.push(at.children[i]!);
  }
  return words;
}

/** Every word of a text (a file with syntax errors may declare any of them). */
export function allWords(text: string): Set<string> {
  return new Set(text.match(WORD_RUN) ?? []);
}

/** Whether a text spells any of `words` as a whole word (undefined: none to look for). */
export function mentionsAny(words: ReadonlySet<string>): ((text: string) => boolean) | undefined {
  if (words.size === 0) return undefined;
  const alternatives = [...words].map((w) => w.replace(/[^\p{L}\p{M}\p{N}_]/gu, "\\$&")).join("|");
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{M}\\p{N}_])`, "u");
  return (text) => pattern.test(text);
}

const WORD_RUN = /[\p{L}\p{M}\p{N}_]+/gu;

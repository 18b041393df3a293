// The AST copy (src/syntax/ast/ast.ts) takes shortcuts to cut calls into wasm
// (offsets of inner nodes from their children, no descent into token types,
// shared empty children arrays, …). This test compares it field by field
// with an obviously correct copy made through the Node API on every input we
// have: the corpus projects, the shared corpus (when present) and every
// input of the grammar's corpus tests, errors.txt (ERROR and MISSING nodes)
// included.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Node, Parser } from "web-tree-sitter";
import { TOKENS } from "../../src/syntax/ast/ast-tables.js";
import { copyTree, copyTreeIncrementally, type AstNode } from "../../src/syntax/ast/ast.js";
import { computeEdit } from "../../src/syntax/document.js";
import { createParser } from "../../src/syntax/language.js";
import { WHOLE_LITERAL_TYPES } from "../../src/syntax/literal-types.js";
import { CORPUS, syntaxInputs, yxFiles } from "../helpers/syntax-inputs.js";

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));


interface Ref {
  type: string;
  named: boolean;
  missing: boolean;
  field: string | null;
  start: number;
  end: number;
  leafText: string;
  children: Ref[];
}

// The extras the copy leaves out (`# …` is one: the grammar reads it as an extra, the diagnostics report it).
const COMMENTS = new Set(["line_comment", "block_comment", "hash_comment"]);

/**
 * Node types with fields (src/node-types.json). The copy keeps field names
 * under these only: children of ERROR nodes can carry the field of the
 * production they were parsed in, which the copy does not keep.
 */
const HAS_FIELDS = new Set(
  (JSON.parse(readFileSync(here("../../src/node-types.json"), "utf8")) as { type: string; fields?: Record<string, unknown> }[])
    .filter((e) => e.fields && Object.keys(e.fields).length > 0)
    .map((e) => e.type),
);

/**
 * The reference copy, through the Node API. Semantics of the copy: comments
 * are dropped; fields are kept under the types of HAS_FIELDS only; leaves
 * carry their text, and so do the literals read whole (their escapes are left
 * out); the root spans from its first
 * child's start to its last child's end (comments included) and carries its
 * own offsets only when it has no children.
 */
function reference(root: Node, text: string): Ref {
  const copy = (node: Node, field: string | null): Ref => {
    const kids = WHOLE_LITERAL_TYPES.has(node.type) ? [] : node.children;
    const children: Ref[] = [];
    const withFields = HAS_FIELDS.has(node.type);
    kids.forEach((child, i) => {
      if (!COMMENTS.has(child.type)) children.push(copy(child, withFields ? node.fieldNameForChild(i) : null));
    });
    const leaf = kids.length === 0;
    return {
      type: node.type,
      named: node.isNamed,
      missing: node.isMissing,
      field,
      start: node.startIndex,
      end: node.endIndex,
      leafText: leaf ? text.slice(node.startIndex, node.endIndex) : "",
      children,
    };
  };
  const ref = copy(root, null);
  const kids = root.children;
  if (kids.length > 0) {
    ref.start = kids[0]!.startIndex;
    ref.end = kids[kids.length - 1]!.endIndex;
  }
  return ref;
}

/** The first difference between a copy and the reference, or null. */
function difference(copy: AstNode, ref: Ref): string | null {
  const stack: [AstNode, Ref, AstNode | null][] = [[copy, ref, null]];
  while (stack.length > 0) {
    const [x, y, parent] = stack.pop() as [AstNode, Ref, AstNode | null];
    const where = `${y.type}@${y.start}-${y.end}`;
    if (x.parent !== parent) return `${where}: bad parent link`;
    for (const key of ["type", "named", "missing", "field", "start", "end", "leafText"] as const) {
      if (x[key] !== y[key]) return `${where}: ${key} ${JSON.stringify(x[key])} vs ${JSON.stringify(y[key])}`;
    }
    if (x.children.length !== y.children.length) return `${where}: ${x.children.length} vs ${y.children.length} children`;
    x.children.forEach((c, i) => stack.push([c, y.children[i] as Ref, x]));
  }
  return null;
}


describe("AST copy", () => {
  let parser: Parser;
  beforeAll(async () => {
    parser = await createParser();
  });
  afterAll(() => parser.delete());

  it("reads the grammar corpus inputs, errors.txt included", () => {
    const names = syntaxInputs().map((i) => i.name);
    expect(names.filter((n) => n.startsWith("errors.txt » ")).length).toBeGreaterThan(5);
    expect(yxFiles(CORPUS).length).toBeGreaterThan(0);
  });

  it("equals a copy made through the Node API on every input", () => {
    let checked = 0;
    let errors = 0;
    let missing = 0;
    for (const { name, text } of syntaxInputs()) {
      // Also the empty document, and the text without its last newline.
      for (const variant of [text, text.replace(/\n$/, "")]) {
        const tree = parser.parse(variant);
        if (!tree) throw new Error(`no tree for ${name}`);
        try {
          const ref = reference(tree.rootNode, variant);
          expect(difference(copyTree(tree, variant), ref), name).toBeNull();
          // A fresh incremental copy (no previous version) is the same copy.
          expect(difference(copyTreeIncrementally(tree, variant, undefined).root, ref), name).toBeNull();
          if (tree.rootNode.hasError) errors++;
          const stack = [ref];
          while (stack.length > 0) {
            const r = stack.pop() as Ref;
            if (r.missing) {
              missing++;
              // Fixed-text tokens get their end from their text only in trees without errors.
              expect(tree.rootNode.hasError, `${name}: MISSING in a tree without errors`).toBe(true);
            }
            stack.push(...r.children);
          }
          checked++;
        } finally {
          tree.delete();
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    // The error-recovered trees are really exercised.
    expect(errors).toBeGreaterThan(5);
    expect(missing).toBeGreaterThan(0);
  });

  it("takes as leaf types only types that are tokens in src/parser.c", () => {
    // Symbols below TOKEN_COUNT are tokens; no nonterminal may have the name of a leaf type.
    const c = readFileSync(here("../../src/parser.c"), "utf8");
    const tokenCount = Number(/#define TOKEN_COUNT (\d+)/.exec(c)?.[1]);
    const symbolCount = Number(/#define SYMBOL_COUNT (\d+)/.exec(c)?.[1]);
    const ids = new Map([...c.matchAll(/^ {2}(\w+) = (\d+),$/gm)].map((m) => [m[1] as string, Number(m[2])]));
    const names = c.slice(c.indexOf("ts_symbol_names[]"), c.indexOf("ts_symbol_map[]"));
    let nonterminals = 0;
    for (const m of names.matchAll(/^ {2}\[(\w+)\] = "((?:[^"\\]|\\.)*)",$/gm)) {
      const id = ids.get(m[1] as string);
      if (id === undefined || id < tokenCount || id >= symbolCount) continue;
      nonterminals++;
      expect(TOKENS.leaves.has(m[2] as string), `nonterminal ${m[2]}`).toBe(false);
    }
    expect(nonterminals).toBeGreaterThan(50);
    for (const leaf of ["identifier", "type_identifier", "integer_literal"]) expect(TOKENS.leaves.has(leaf)).toBe(true);
    expect(TOKENS.leaves.has("meta_type")).toBe(false);
  });

  it("copies incrementally exactly like a fresh copy (empty, comment-only and broken versions)", () => {
    const versions = ["", "x = 1\n", "# c\nx = 1\n", "# c\nx = 1\ny = (\n", "x = 1\ny = (\n# end", "", "f = () => {\n    g(1)\n}\n"];
    let tree = parser.parse(versions[0] as string);
    if (!tree) throw new Error("no tree");
    let copy = copyTreeIncrementally(tree, versions[0] as string, undefined);
    for (let i = 1; i < versions.length; i++) {
      const before = versions[i - 1] as string;
      const after = versions[i] as string;
      const edit = computeEdit(before, after);
      tree.edit(edit);
      const next = parser.parse(after, tree);
      if (!next) throw new Error("no tree");
      const changedRanges = tree.getChangedRanges(next);
      tree.delete();
      tree = next;
      copy = copyTreeIncrementally(tree, after, { previous: copy, edit, changedRanges });
      expect(difference(copy.root, reference(tree.rootNode, after)), JSON.stringify(after)).toBeNull();
    }
    tree.delete();
  });

  it("copies the empty document and documents with only comments", () => {
    for (const text of ["", "\n", "# only a comment\n", "#! block !#", "x", "   \n  ", ")", "((("]) {
      const tree = parser.parse(text);
      if (!tree) throw new Error("no tree");
      try {
        expect(difference(copyTree(tree, text), reference(tree.rootNode, text)), JSON.stringify(text)).toBeNull();
      } finally {
        tree.delete();
      }
    }
  });
});

// buildCst takes shortcuts to save wasm calls (formatter speed): it must
// still give exactly what tree-sitter reports for every node.
import { describe, expect, it } from "vitest";
import type { Node } from "web-tree-sitter";
import { FIELD_PARENTS, buildCst, type CstNode } from "../../src/format/cst.js";
import { WHOLE_LITERAL_TYPES } from "../../src/syntax/literal-types.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import nodeTypes from "../../src/node-types.json" with { type: "json" };
import { REPO_CORPUS, SHARED_YX, read, yxFiles } from "./shared-corpus.js";

function compare(ours: CstNode, theirs: Node, field: string | null, path: string): void {
  expect(`${path} ${ours.type} ${ours.named} ${ours.field} ${ours.start}-${ours.end} ${ours.startRow}-${ours.endRow}`).toBe(
    `${path} ${theirs.type} ${theirs.isNamed} ${field} ${theirs.startIndex}-${theirs.endIndex} ${theirs.startPosition.row}-${theirs.endPosition.row}`,
  );
  // The literals read whole are copied as leaves, without their escapes.
  const all = WHOLE_LITERAL_TYPES.has(theirs.type) ? [] : theirs.children;
  const children = all.filter(c => c && c.type !== "line_comment" && c.type !== "block_comment");
  expect(ours.children.length, `${path} children`).toBe(children.length);
  let i = 0;
  all.forEach((child, index) => {
    if (!child || child.type === "line_comment" || child.type === "block_comment") return;
    compare(ours.children[i]!, child, theirs.fieldNameForChild(index), `${path}/${i}`);
    expect(ours.children[i]!.parent).toBe(ours);
    i++;
  });
}

describe("buildCst", () => {
  it("lists exactly the node types that have fields", () => {
    const withFields = (nodeTypes as { type: string; named: boolean; fields?: Record<string, unknown> }[])
      .filter(n => n.named && n.fields && Object.keys(n.fields).length > 0)
      .map(n => n.type)
      .sort();
    expect([...FIELD_PARENTS].sort()).toEqual(withFields);
  });

  it("matches tree-sitter node for node, and collects every comment", async () => {
    const parser = await sharedParser();
    const samples = [
      "x = 1 // c\r\n/* a /* nested */ b */\ny = f(a, /* in */ b)?\n",
      'main = {\n  s = f"{a:.2f} {{x}}"\n  t = """two\nlines"""\n  c = \'x\'\n}\n',
      // Escapes in `"""` strings and character literals, which the copy leaves out.
      'main = {\n  t = """a\\n"b"\\t\\q"""\n  c = \'\\n\'\n  d = \'\\u{4E2D}\'\n}\n',
      "",
      "// only a comment",
      ...[...yxFiles(REPO_CORPUS), ...yxFiles(SHARED_YX)].slice(0, 60).map(read),
    ];
    for (const text of samples) {
      const tree = parser.parse(text)!;
      try {
        const cst = buildCst(tree, text);
        compare(cst.root, tree.rootNode, null, "");
        const comments = tree.rootNode.descendantsOfType(["line_comment", "block_comment"]);
        expect(cst.comments.map(c => [c.start, c.end])).toEqual(comments.map(c => [c!.startIndex, c!.endIndex]));
      } finally {
        tree.delete();
      }
    }
  });
});

// The fast cursor (src/syntax/fast-cursor.ts) must be in use with the pinned
// web-tree-sitter, and must walk exactly like the public TreeCursor: same
// nodes in the same order with the same type, offsets, field and MISSING flag.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { Parser, Tree } from "web-tree-sitter";
import { walkTree, type CursorLike } from "../../src/syntax/fast-cursor.js";
import { createParser } from "../../src/syntax/language.js";
import { testCaseInputs } from "../../src/syntax/test-cases.js";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

let parser: Parser;
beforeAll(async () => {
  parser = await createParser();
});

/** Every node in pre-order, as the cursor reports it. */
function walk(cursor: CursorLike): string[] {
  const out: string[] = [];
  for (;;) {
    out.push(`${cursor.nodeTypeId}:${cursor.startIndex}-${cursor.endIndex}:${cursor.currentFieldId}:${cursor.nodeIsMissing}`);
    if (cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) return out;
    }
  }
}

function corpusSources(): string[] {
  const files = (readdirSync(path.join(REPO, "corpus"), { recursive: true, encoding: "utf8" }) as string[]).filter((f) => f.endsWith(".yx"));
  const errors = testCaseInputs("errors.txt", readFileSync(path.join(REPO, "test/corpus/errors.txt"), "utf8"))
    .map((input) => input.text)
    .filter((source) => source.trim() !== "");
  return [...files.map((f) => readFileSync(path.join(REPO, "corpus", f), "utf8")), ...errors];
}

describe("walkTree", () => {
  it("uses the fast cursor with the pinned runtime", () => {
    const tree = parser.parse("x = 1\n") as Tree;
    const cursor = walkTree(tree);
    try {
      expect(cursor.constructor.name).toBe("FastCursor");
    } finally {
      cursor.delete();
      tree.delete();
    }
  });

  it("uses the fast cursor also when the bundle in dist/ initialised the runtime first (as the library's tests do)", () => {
    // web-tree-sitter fills in only its first Parser.init()'s module object: both copies must share one.
    const script = [
      `const dist = await import(${JSON.stringify(pathToFileURL(path.join(REPO, "dist/index.js")).href)});`,
      "await dist.createParser();",
      `const { createParser } = await import(${JSON.stringify(pathToFileURL(path.join(REPO, "src/syntax/language.ts")).href)});`,
      `const { walkTree } = await import(${JSON.stringify(pathToFileURL(path.join(REPO, "src/syntax/fast-cursor.ts")).href)});`,
      "const parser = await createParser();",
      'console.log(walkTree(parser.parse("x = 1\\n")).constructor.name);',
    ].join("\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: REPO, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("FastCursor");
  }, 30_000);

  it("walks every corpus tree, error-recovered ones included, exactly like TreeCursor", () => {
    const sources = corpusSources();
    expect(sources.length).toBeGreaterThan(50);
    let sawMissing = false;
    for (const source of sources) {
      const tree = parser.parse(source) as Tree;
      const fast = walkTree(tree);
      const slow = tree.walk();
      try {
        const expected = walk(slow);
        expect(walk(fast), source.slice(0, 60)).toEqual(expected);
        sawMissing ||= expected.some((line) => line.endsWith(":true"));
      } finally {
        fast.delete();
        slow.delete();
        tree.delete();
      }
    }
    expect(sawMissing).toBe(true);
  });
});

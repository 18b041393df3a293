// The fast query reader (src/syntax/fast-query.ts) reads web-tree-sitter's
// match records straight from wasm memory and runs the text predicates
// itself. This test compares what it visits with Query.matches() on every
// input we have (the corpus projects, the shared corpus when present, the
// grammar's corpus tests with errors.txt), for every query file we ship:
// locals.scm, which the symbol index runs through it, and the others, whose
// `#match?`, `#eq?` and `#any-of?` predicates the reader must apply as
// web-tree-sitter does. Whole trees and a range in the middle of each.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Query, type Node, type Parser } from "web-tree-sitter";
import { forEachMatch, type MatchOptions } from "../../src/syntax/fast-query.js";
import { createParser } from "../../src/syntax/language.js";
import { runLocals } from "../../src/semantic/model/locals-query.js";
import { syntaxInputs } from "../helpers/syntax-inputs.js";

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const QUERY_FILES = [
  ...readdirSync(here("../../queries")).map((f) => here(`../../queries/${f}`)),
  ...readdirSync(here("../../editors/zed/languages/yaoxiang")).filter((f) => f.endsWith(".scm")).map((f) => here(`../../editors/zed/languages/yaoxiang/${f}`)),
].filter((f) => f.endsWith(".scm"));



/** Every match as one line: pattern, set properties, each capture's name, start, end and type. */
function viaReader(query: Query, root: Node, text: string, options: MatchOptions): string[] {
  const out: string[] = [];
  forEachMatch(query, root, text, options, (pattern, captures, properties) => {
    const parts: string[] = [];
    for (let i = 0; i < captures.count; i++) parts.push(`${captures.name(i)}@${captures.start(i)}-${captures.end(i)}:${captures.type(i)}`);
    out.push(`${pattern} ${JSON.stringify(properties ?? null)} ${parts.join(" ")}`);
  });
  return out;
}

function viaPublicApi(query: Query, root: Node, options: MatchOptions): string[] {
  return query
    .matches(root, options)
    .map((m) => `${m.patternIndex} ${JSON.stringify(m.setProperties ?? null)} ${m.captures.map((c) => `${c.name}@${c.node.startIndex}-${c.node.endIndex}:${c.node.type}`).join(" ")}`);
}

describe("fast query reader", () => {
  let parser: Parser;
  let queries: { file: string; query: Query }[];
  beforeAll(async () => {
    parser = await createParser();
    queries = QUERY_FILES.map((file) => ({ file: path.basename(path.dirname(file)) + "/" + path.basename(file), query: new Query(parser.language!, readFileSync(file, "utf8")) }));
  });
  afterAll(() => {
    for (const { query } of queries) query.delete();
    parser.delete();
  });

  it("runs every query file we ship, some with text predicates", () => {
    expect(queries.map((q) => q.file)).toEqual(expect.arrayContaining(["queries/locals.scm", "queries/highlights.scm", "yaoxiang/highlights.scm"]));
    expect(queries.some(({ query }) => (query as unknown as { textPredicates: unknown[][] }).textPredicates.some((p) => p.length > 0))).toBe(true);
  });

  it("visits exactly the matches Query.matches returns, on whole trees and on a range", () => {
    const all = syntaxInputs();
    expect(all.length).toBeGreaterThan(100);
    let compared = 0;
    let predicateMatches = 0;
    for (const { name, text } of all) {
      const tree = parser.parse(text)!;
      const half = Math.floor(text.length / 2);
      // A range in bytes of the UTF-16 text, as runLocals passes it.
      const ranges: MatchOptions[] = [{}, { startIndex: half, endIndex: Math.min(text.length, half + 200) * 2 }];
      for (const { file, query } of queries) {
        for (const range of ranges) {
          const expected = viaPublicApi(query, tree.rootNode, range);
          const actual = viaReader(query, tree.rootNode, text, range);
          if (actual.join("\n") !== expected.join("\n")) expect({ name, file, range, actual }).toEqual({ name, file, range, actual: expected });
          compared += expected.length;
        }
        const textPredicates = (query as unknown as { textPredicates: unknown[][] }).textPredicates;
        predicateMatches += viaPublicApi(query, tree.rootNode, {}).filter((line) => textPredicates[Number(line.split(" ")[0])]!.length > 0).length;
      }
      tree.delete();
    }
    expect(compared).toBeGreaterThan(10_000);
    // The predicates were exercised, not only skipped.
    expect(predicateMatches).toBeGreaterThan(100);
  });

  it("gives runLocals what it read through Node objects", () => {
    const locals = queries.find((q) => q.file === "queries/locals.scm")!.query;
    let files = 0;
    for (const { text } of syntaxInputs()) {
      const tree = parser.parse(text)!;
      const actual = runLocals(tree.rootNode, text);
      expect(actual.ordered).toEqual(localsThroughNodes(locals, tree.rootNode));
      tree.delete();
      files++;
    }
    expect(files).toBeGreaterThan(100);
  });
});

/** runLocals' captures as it made them before the reader, through Query.matches and Node objects. */
function localsThroughNodes(query: Query, root: Node): unknown[] {
  const ordered: { capture: string; start: number; end: number; [k: string]: unknown }[] = [];
  const scopes = new Set<string>();
  for (const match of query.matches(root)) {
    for (const { name, node } of match.captures) {
      if (name === "local.scope") {
        const key = `${node.startIndex}:${node.type}`;
        if (scopes.has(key)) continue;
        scopes.add(key);
        ordered.push({ capture: "scope", start: node.startIndex, end: node.endIndex, type: node.type });
      } else if (name === "local.definition") {
        ordered.push({ capture: "definition", start: node.startIndex, end: node.endIndex, kind: match.setProperties?.["local.kind"] ?? "var", parentScope: match.setProperties?.["local.scope"] === "parent" });
      } else if (name === "local.reference") {
        ordered.push({ capture: "reference", start: node.startIndex, end: node.endIndex });
      }
    }
  }
  return ordered.sort((a, b) => a.start - b.start || b.end - a.end);
}

// Query files of the repository, compiled once per test file, and parsing
// that throws instead of returning null.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Query, type Language, type Parser, type Tree } from "web-tree-sitter";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

/** A function that compiles a query file (path relative to the repository) on first use. */
export function queryFileCache(language: () => Language): (path: string) => Query {
  const queries = new Map<string, Query>();
  return (path) => {
    let q = queries.get(path);
    if (!q) {
      q = new Query(language(), readFileSync(`${REPO}${path}`, "utf8"));
      queries.set(path, q);
    }
    return q;
  };
}

/** The tree of `source`; throws when the parser gives none. */
export function parseOrThrow(parser: Parser, source: string): Tree {
  const tree = parser.parse(source);
  if (!tree) throw new Error("parse failed");
  return tree;
}

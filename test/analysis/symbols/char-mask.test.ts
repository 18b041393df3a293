// Lookups rule candidates out by character masks (match.ts charMask) before
// any string test: names and qualified names by their own mask, module paths
// by theirs (qualified-match.ts mayReach). A mask must never rule out a
// candidate that would match. Checked two ways: the mask test against the
// scorer on seeded random strings, and lookup_symbol's answers on the
// geometry project against scoring every symbol's name, or qualified name
// and id, with no mask and no shortcut at all (§5.7).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex, type SymbolInfo } from "../../../src/analysis/symbols/index.js";
import { charMask, covers, prepareQuery, score } from "../../../src/analysis/symbols/match.js";
import { writtenQualified } from "../../../src/analysis/symbols/written-qualified.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { random } from "../../helpers/random.js";
import { yxFiles } from "./workspace.js";

const GEOMETRY = fileURLToPath(new URL("../../../corpus/geometry/", import.meta.url));

const ALPHABET = [..."abcdeXYZ0123456789_.#", "é", "İ", "中"];

function word(next: () => number, max: number): string {
  let s = "";
  const n = Math.floor(next() * max);
  for (let i = 0; i < n; i++) s += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return s;
}

describe("charMask", () => {
  it("never rules out a candidate the scorer matches (4,000 seeded pairs, one in four a substring)", () => {
    const next = random(20261202);
    let matched = 0;
    for (let i = 0; i < 4000; i++) {
      const candidate = word(next, 12);
      const query = i % 4 === 0 ? candidate.slice(Math.floor(next() * 3), 1 + Math.floor(next() * 8)) : word(next, 4);
      const prepared = prepareQuery(query);
      if (score(prepared, candidate) === undefined) continue;
      matched++;
      expect(covers(charMask(candidate.toLowerCase()), prepared.mask), `${JSON.stringify(query)} in ${JSON.stringify(candidate)}`).toBe(true);
    }
    expect(matched).toBeGreaterThan(500);
  });

  it("tells letters apart, and characters outside a string are missing from its mask", () => {
    expect(covers(charMask("circle"), charMask("ice"))).toBe(true);
    expect(covers(charMask("circle"), charMask("radius"))).toBe(false);
    expect(covers(charMask("copy07.geo"), charMask("."))).toBe(true);
    expect(covers(charMask("copy07_geo"), charMask("."))).toBe(false);
    expect(covers(charMask("vec2"), charMask("vec4"))).toBe(true); // digits share two bits: 2 and 4 alike
    expect(covers(charMask("a_b"), charMask("a#b"))).toBe(true); // so do `_`, `#` and every other character
    // Every mask is a small integer (31-bit) for V8: at most 30 bits.
    expect(charMask("abcdefghijklmnopqrstuvwxyz0123456789_.#é中")).toBe(2 ** 30 - 1);
    expect(covers(charMask("vec2"), charMask("vec3"))).toBe(false);
  });
});

describe("lookups with masks answer as scoring every symbol does", () => {
  it("on the geometry project: bare, qualified, module-qualified and fuzzy queries", async () => {
    const index = await geometryIndex([""]);
    const compared = compareWithScoringEverySymbol(index, ["", ".", "#", "x", "zz", "Vec2.dot", "vec.dot", "geo.Vec2", "lin.vec.Vec2"], 7);
    expect(compared).toBeGreaterThan(300);
  });

  // The same qualified names in files of different module paths: a name's row is tested once
  // for the files whose module path only consumes query characters, and the files whose path
  // starts, holds or ends a word of the query are scored symbol by symbol (qualified-match.ts).
  it("on three copies of it under other folders: module paths that start, hold, end or consume the query", async () => {
    const index = await geometryIndex(["lab/", "vector_lab/", "deep/linalg_vector/"]);
    const compared = compareWithScoringEverySymbol(
      index,
      ["lab.Vec2", "vector.Vec2.dot", "vec.Vec2", "linalg_vector", "lab.src", "vl.dot", "lin.vec.dot", "Vec2.x", "vector_lab.src.linalg.vector.Vec2.dot", "deep.dot", "d.v", "ab.x", "r.Vec2", "or.Vec2.dot"],
      11,
    );
    expect(compared).toBeGreaterThan(300);
  });
});

/** The geometry project's files, once under each prefix. */
async function geometryIndex(prefixes: readonly string[]): Promise<SymbolIndex> {
  const parser = await sharedParser();
  const files = prefixes.flatMap((prefix) => yxFiles(GEOMETRY).map((rel) => ({ path: prefix + rel, doc: new Document(parser, readFileSync(path.join(GEOMETRY, rel), "utf8")) })));
  const index = new SymbolIndex();
  index.sync(files.map((f) => ({ path: f.path, document: () => f.doc })));
  return index;
}

/**
 * Compares lookup_symbol's answer with scoring every symbol's name (or
 * qualified name and id), for `extra` and queries made from the index's own
 * names (whole, prefixes, inner fragments, subsequences, with modules);
 * returns how many queries were compared (those whose answer is not cut at the limit).
 */
function compareWithScoringEverySymbol(index: SymbolIndex, extra: readonly string[], seed: number): number {
  const all: SymbolInfo[] = [];
  for (const locals of [false, true]) for (const [, symbols] of index.names(locals)) all.push(...symbols);
  expect(all.length).toBeGreaterThan(100);
  const queries = new Set<string>(extra);
  const next = random(seed);
  for (const s of all.slice(0, 400)) {
    queries.add(s.name);
    queries.add(s.qualified_name);
    queries.add(s.id.replace(/@.*/, ""));
    queries.add(s.name.slice(0, 1 + Math.floor(next() * s.name.length)));
    queries.add([...s.qualified_name].filter(() => next() < 0.5).join(""));
    queries.add(s.module.split(".").slice(-1)[0] + "." + s.name);
    queries.add([...s.id.replace(/@.*/, "")].filter(() => next() < 0.3).join(""));
  }
  let compared = 0;
  for (const query of queries) {
    const prepared = prepareQuery(query);
    const qualified = /[.#]/.test(query);
    const expected = new Map<string, number>();
    for (const s of all) {
      if (!query.includes("#") && s.scope === "local") continue; // lookups without include_locals leave locals out
      // An id's `@line:column` (locals, generic parameters) is not matched: `generic.Pair#A` is exact.
      const value = qualified ? minScore(score(prepared, s.qualified_name), score(prepared, s.id.replace(/@\d+:\d+$/, ""))) : score(prepared, s.name);
      if (value !== undefined) expected.set(`${s.id} ${s.kind}`, Math.min(value, expected.get(`${s.id} ${s.kind}`) ?? 9));
    }
    if (expected.size > 200) continue; // the answer would be cut at the limit
    // No exact match, and the query is written through a module's binding (`matrix.SINGULAR_LIMIT`): the lookup answers the module's path instead.
    if (![...expected.values()].includes(0) && writtenQualified(index, query)) continue;
    const got = new Map(lookupSymbols(index, { query }).symbols.filter((s) => s.origin === "workspace" && !("via" in s)).map((s) => [`${s.id} ${s.kind}`, s.score]));
    expect([...got].sort(), JSON.stringify(query)).toEqual([...expected].sort());
    compared++;
  }
  return compared;
}

function minScore(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

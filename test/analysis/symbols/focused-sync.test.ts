// A lookup or reference query first links only the files that mention its
// names (src/analysis/symbols/focus.ts). Whatever it found that way must be
// exactly what the whole index answers: over every name of real programs,
// their prefixes and fuzzy fragments, in a session of queries that each link
// a little more, and after edits of files that others import.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerFocused, exactFocus, fileOutline, findReferences, focusedSymbolAt, linkedForOutline, lookupFocus, lookupSymbols, occurrenceJson, outlineCaveat, referencesOf, symbolAtPosition, SymbolIndex, symbolJson, type IndexFocus } from "../../../src/analysis/symbols/index.js";
import { declaredWords, matchingFocus } from "../../../src/analysis/symbols/focus.js";
import { astHasErrors, astOf, lineIndexOf } from "../../../src/syntax/doc-cache.js";
import { findFiles } from "../../../src/syntax/conformance.js";
import { noteIfAbsent, shared } from "../../helpers/shared.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { random } from "../../helpers/random.js";
import { compositionTexts, corpusTexts, programWorkspaces, referencesJson, yxFiles } from "./workspace.js";

interface Session {
  readonly index: SymbolIndex;
  sync(focus?: IndexFocus): void;
  edit(path: string, text: string): void;
}

/** An index over `texts` whose files carry their text (as the workspace's do), parsed only when the index asks. */
async function session(initial: Map<string, string>): Promise<Session> {
  const parser = await sharedParser();
  const texts = new Map(initial);
  const docs = new Map<string, Document>();
  let revision = 1;
  const index = new SymbolIndex();
  const files = () =>
    [...texts.keys()].map((p) => ({
      path: p,
      text: texts.get(p)!,
      document: () => {
        let doc = docs.get(p);
        if (!doc) docs.set(p, (doc = new Document(parser, texts.get(p)!)));
        return doc;
      },
    }));
  return {
    index,
    sync: (focus) => void index.sync(files(), revision, undefined, focus),
    edit: (p, text) => {
      texts.set(p, text);
      docs.get(p)?.update(text);
      revision++;
    },
  };
}

async function fullIndex(texts: Map<string, string>): Promise<SymbolIndex> {
  const s = await session(texts);
  s.sync();
  expect(s.index.complete).toBe(true);
  return s.index;
}

/** Every name the index holds, and a prefix and a fuzzy fragment of each (the queries an agent types). */
function queriesOf(index: SymbolIndex, count: number, seed: number): string[] {
  const names = new Set<string>();
  for (const locals of [false, true]) for (const [name] of index.names(locals)) names.add(name);
  const queries = new Set<string>();
  for (const name of names) {
    queries.add(name);
    if (name.length > 3) queries.add(name.slice(0, 3));
    if (name.length > 2) queries.add(`${name[0]}${name.at(-1)}`);
  }
  // In a random order: most are asked while many files are still unlinked.
  const next = random(seed);
  return [...queries]
    .sort()
    .map((query) => ({ query, key: next() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((q) => q.query);
}

const lookupAnswer = (index: SymbolIndex, query: string, includeLocals: boolean) => JSON.stringify(lookupSymbols(index, { query, includeLocals }));

/** The index of a session after a sync with `focus` (the whole index without one), as the tools sync it. */
const syncer = (partial: Session) => (focus: IndexFocus | undefined) => {
  partial.sync(focus);
  return partial.index;
};

const referencesAnswer = (found: ReturnType<typeof findReferences>) =>
  JSON.stringify([found.symbols.map(symbolJson), found.locations.map(occurrenceJson), found.possible, found.hint]);

/**
 * Asks every query of `queries` of a partial index, focused as the tools
 * focus it (answerFocused: the query's files, the interfaces its answer
 * involves, the whole index for an empty answer), and compares each answer
 * with the whole index's.
 */
function expectFocusedAnswersEqual(partial: Session, whole: SymbolIndex, queries: readonly string[]): { compared: number; comparedPartial: number } {
  let compared = 0;
  let comparedPartial = 0;
  for (const query of queries) {
    for (const includeLocals of [false, true]) {
      const options = { query, includeLocals };
      const answer = answerFocused(syncer(partial), lookupFocus(options), (index) => lookupSymbols(index, options), (r) => r.symbols.length > 0, (r) => r.symbols);
      if (!partial.index.complete) comparedPartial++;
      expect(JSON.stringify(answer), `lookup_symbol ${query} (locals: ${includeLocals})`).toBe(lookupAnswer(whole, query, includeLocals));
      compared++;
    }
    const found = answerFocused(syncer(partial), exactFocus(query), (index) => findReferences(index, { query }), (r) => r.symbols.length > 0, (r) => r.symbols);
    expect(referencesAnswer(found), `find_references ${query}`).toBe(referencesJson(whole, query));
    compared++;
  }
  return { compared, comparedPartial };
}

describe("a sync focused on a query's names", () => {
  it("answers every name of corpus/ as the whole index does, while files are still unlinked", async () => {
    const texts = corpusTexts();
    const whole = await fullIndex(texts);
    // A session of queries, each linking a little more.
    const partial = await session(texts);
    expect(expectFocusedAnswersEqual(partial, whole, queriesOf(whole, 250, 11)).compared).toBeGreaterThan(250);
    // Names asked first, each of a new server.
    let comparedPartial = 0;
    for (const name of queriesOf(whole, 40, 3).filter((q) => whole.symbolsNamed(q, false).length + whole.symbolsNamed(q, true).length > 0)) {
      comparedPartial += expectFocusedAnswersEqual(await session(texts), whole, [name]).comparedPartial;
    }
    expect(comparedPartial).toBeGreaterThan(5);
  });

  it("lists an interface member's implementations where the implementing type is declared apart from its methods", async () => {
    // shapes.yx lists Sized (so Sq implements it) but never spells `area`; methods.yx declares Sq.area.
    const texts = new Map([
      ["iface.yx", "Sized: Type = {\n    area: (self: &Sized) -> Float,\n}\n"],
      ["shapes.yx", "use iface.{Sized}\nSq: Type = { s: Float, Sized }\n"],
      ["methods.yx", "use shapes.{Sq}\nSq.area: (self: &Sq) -> Float = (self) => self.s * self.s\n"],
      ["unrelated.yx", "total: Int = 3\n"],
    ]);
    const whole = await fullIndex(texts);
    expect(lookupSymbols(whole, { query: "area" }).symbols.find((s) => s.id === "iface.Sized.area")?.implementations?.map((i) => i.id)).toEqual(["shapes.Sq.area"]);
    expectFocusedAnswersEqual(await session(texts), whole, ["area"]);
    expectFocusedAnswersEqual(await session(texts), whole, ["Sized.area"]);
    expectFocusedAnswersEqual(await session(texts), whole, ["Sized"]);
  });

  it("links only the files that mention the name", async () => {
    const texts = corpusTexts();
    const partial = await session(texts);
    partial.sync(exactFocus("Vec2"));
    const linked = [...texts.keys()].filter((p) => partial.index.link(p) !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    for (const p of linked) expect(texts.get(p), p).toMatch(/\bVec2\b/);
    // A file that does not spell it is left for later (the geometry project spells it; textkit does not).
    expect(linked.some((p) => p.startsWith("textkit/"))).toBe(false);
    expect(partial.index.complete).toBe(false);
    partial.sync();
    expect(partial.index.complete).toBe(true);
  });

  it("drops a declaration moved to a new file from the old one at the first focused lookup after the move (90a D1)", async () => {
    const s = await session(new Map([["a.yx", "Duo: Type = { x: Int }\nswap = 1\n"], ["b.yx", "use a.{Duo}\nd = Duo(1)\n"]]));
    s.sync();
    s.edit("a.yx", "swap = 1\n");
    s.edit("moved.yx", "Duo: Type = { x: Int }\n");
    const options = { query: "Duo", kind: ["type" as const] };
    s.sync(lookupFocus(options));
    expect(lookupSymbols(s.index, options).symbols.map((x) => x.id)).toEqual(["moved.Duo"]);
  });

  it("answers at positions of corpus/ (the file first, then the names there) as the whole index does", async () => {
    const texts = corpusTexts();
    const whole = await fullIndex(texts);
    const answerAt = (index: SymbolIndex, file: string, line: number, column: number) => {
      const found = symbolAtPosition(index, file, line, column);
      if (!found.found) return JSON.stringify(found);
      const refs = referencesOf(index, [found.symbol]);
      return JSON.stringify([symbolJson(found.symbol), found.type, found.via, refs.locations.map((o) => [o.file, o.start, o.symbol, o.kind]), refs.possible, refs.hint]);
    };
    let compared = 0;
    let partialAnswers = 0;
    const next = random(23);
    for (const file of [...texts.keys()]) {
      const lines = lineIndexOf(whole.document(file)!);
      const occurrences = whole.link(file)!.occurrences;
      // A new server's first calls at positions of the file: its file, then the names there.
      const partial = await session(texts);
      for (let k = 0; k < 4; k++) {
        const o = occurrences[Math.floor(next() * occurrences.length)]!;
        const [line, column] = [o.span[0], o.span[1] + (k % 2)];
        expect(lines.offsetAt(line, column)).toBeDefined();
        const { index } = focusedSymbolAt(syncer(partial), file, line, column);
        if (!index.complete) partialAnswers++;
        expect(answerAt(index, file, line, column), `${file}:${line}:${column}`).toBe(answerAt(whole, file, line, column));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(60);
    expect(partialAnswers).toBeGreaterThan(30);
  });

  it("names the symbol of an id two files hold (a.yx and a/mod.yx are both the module `a`) as the whole index does", async () => {
    const texts = new Map([
      ["a.yx", "a_thing: Int = 1\n"],
      ["a/mod.yx", "// c\na_thing: Int = 2\n"],
      ["b.yx", "b_thing: Int = 3\n"],
    ]);
    const whole = await fullIndex(texts);
    const wanted = symbolAtPosition(whole, "a/mod.yx", 2, 1);
    expect(wanted.found && wanted.symbol.file).toBe("a.yx");
    // The position's file is linked first, so its row holds a/mod.yx's symbol before a.yx's.
    const { index, found } = focusedSymbolAt(syncer(await session(texts)), "a/mod.yx", 2, 1);
    expect(index.complete).toBe(false);
    expect(JSON.stringify(found.found && [symbolJson(found.symbol), found.type])).toBe(JSON.stringify(wanted.found && [symbolJson(wanted.symbol), wanted.type]));
  });

  it("outlines every file of corpus/ and of the fixture projects as the whole index does, from the file and the interfaces it names", async () => {
    let partialOutlines = 0;
    // An interface chain across three files: Item lists Sellable (goods), which lists Priced (traits), which lists Costed (base).
    const chain = new Map([
      ["base.yx", "Costed: Type = { cost_of: (self: &Costed) -> Float }\n"],
      ["traits.yx", "use base.{Costed}\n\nPriced: Type = { Costed, price: (self: &Priced) -> Float }\nSellable: Type = { Priced, stock: (self: &Sellable) -> Int }\n"],
      ["goods.yx", "use traits.{Sellable}\n\nItem: Type = { cost: Float, qty: Int, Sellable }\n\nItem.price: (self: &Item) -> Float = { return self.cost }\nItem.stock: (self: &Item) -> Int = { return self.qty }\nItem.cost_of: (self: &Item) -> Float = { return self.cost }\n"],
      ["other.yx", "unrelated: Int = 1\n"],
    ]);
    const chained = await fullIndex(chain);
    expect(fileOutline(chained, "goods.yx")!.find((x) => x.name === "Item")?.implements).toEqual(["Sellable", "Priced", "Costed"]);
    for (const texts of [chain, corpusTexts(), ...programWorkspaces().filter((w) => w.files.size > 1).map((w) => w.files)]) {
      const whole = await fullIndex(texts);
      for (const file of texts.keys()) {
        const partial = await session(texts);
        const index = linkedForOutline((focus) => (partial.sync(focus), partial.index), [file]);
        if (!index.complete) partialOutlines++;
        expect(JSON.stringify([fileOutline(index, file), outlineCaveat(index, [file])]), file).toBe(JSON.stringify([fileOutline(whole, file), outlineCaveat(whole, [file])]));
      }
    }
    expect(partialOutlines).toBeGreaterThan(20);
  });

  it("answers every program of test/fixtures/programs as the whole index does", async () => {
    let compared = 0;
    for (const { label, files } of programWorkspaces()) {
      const whole = await fullIndex(files);
      const partial = await session(files);
      compared += expectFocusedAnswersEqual(partial, whole, queriesOf(whole, 60, label.length)).compared;
    }
    expect(compared).toBeGreaterThan(300);
  });

  it("stays exact after edits of files other files import, with files still unlinked", async () => {
    const texts = compositionTexts({ base: "W1", variants: ["W1-variants/src/report.yx"] });
    const partial = await session(texts);
    partial.sync(exactFocus("distance"));
    expect(partial.index.complete).toBe(false);
    const edited = new Map(texts);
    for (const [p, text] of texts) {
      // Rename a declaration and add one: what the importers see of this file changes.
      const next = `${text.replace(/\bdistance\b/g, "span_between")}\nadded_in_${p.replace(/\W/g, "_")}: Int = 1\n`;
      edited.set(p, next);
      partial.edit(p, next);
    }
    const whole = await fullIndex(edited);
    const queries = queriesOf(whole, 200, 5);
    expect(queries.length).toBeGreaterThan(20);
    expectFocusedAnswersEqual(partial, whole, ["span_between", "distance", ...queries]);
  });
});

/** The programs of ../shared/corpus/yx, each alone. */
const SHARED_PROGRAMS = shared("corpus/yx");

describe("what a file may declare (declaredWords), which a lookup without locals links by", () => {
  const workspaces = () => [
    { label: "corpus/", files: corpusTexts() },
    ...programWorkspaces(),
    ...(SHARED_PROGRAMS.present ? findFiles(SHARED_PROGRAMS.path, ".yx").map((f) => ({ label: path.relative(SHARED_PROGRAMS.path, f), files: new Map([[path.basename(f), readFileSync(f, "utf8")]]) })) : []),
  ];
  // The in-repo programs always; ../shared/corpus/yx when it is there (the note says when it is not).
  noteIfAbsent(SHARED_PROGRAMS, "holds the name of every top-level symbol, member and import alias of ../shared/corpus/yx");
  it("holds the name of every top-level symbol, member and import alias of every program (corpus/, fixtures, and ../shared/corpus/yx when present)", async () => {
    let checked = 0;
    for (const { label, files } of workspaces()) {
      const whole = await fullIndex(files);
      for (const file of files.keys()) {
        const doc = whole.document(file)!;
        if (astHasErrors(doc)) continue; // a file with syntax errors may declare any of its words
        const words = declaredWords(astOf(doc));
        const segments = file.replace(/\.yx$/, "").split("/");
        const link = whole.link(file)!;
        for (const symbol of link.symbols) {
          if (symbol.scope === "local") continue;
          expect(words.has(symbol.name) || segments.includes(symbol.name), `${label}: ${file} declares ${symbol.kind} ${symbol.qualified_name}`).toBe(true);
          checked++;
        }
        for (const alias of link.occurrences.filter((o) => o.role === "alias")) {
          const name = doc.text.slice(alias.start, alias.end);
          expect(words.has(name), `${label}: ${file} binds the alias ${name}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(SHARED_PROGRAMS.present ? 1000 : 300);
  });
});

describe("declaredWords on a statement nested 50,000 deep", () => {
  it("answers (iteratively: a recursion would overflow the stack)", async () => {
    const doc = new Document(await sharedParser(), `x = ${"a && ".repeat(50_000)}a\nShape: Type = { area: Int }\n`);
    expect([...declaredWords(astOf(doc))].sort()).toEqual(["Int", "Shape", "Type", "area", "x"]);
  });
});

describe("the text test of a name query's focus (mentionedIn)", () => {
  const ALPHABET = ["a", "b", "e", "E", "v", "V", "2", "_", "é", "É", "İ", "ß", "Σ", "σ", "ς", "K", "\u212a", "\u0301", "爻", "象", " ", ".", "(", "-", "\n"];
  const next = random(7);
  const pick = (n: number) => Array.from({ length: n }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]!).join("");
  it("finds every text holding a word the query matches (match.ts), ASCII or not", () => {
    let mentioned = 0;
    for (let i = 0; i < 3000; i++) {
      const text = pick(1 + Math.floor(next() * 30));
      const query = pick(1 + Math.floor(next() * 3)).replace(/[\s.#]/g, "");
      const focus = matchingFocus(query, false);
      const words = text.match(/[\p{L}\p{M}\p{N}_]+/gu) ?? [];
      if (!words.some((w) => focus.accepts(w))) continue;
      mentioned++;
      expect(focus.mentionedIn(text), `${JSON.stringify(query)} in ${JSON.stringify(text)}`).toBe(true);
    }
    expect(mentioned).toBeGreaterThan(300);
  });

  it("finds the characters of a query far apart in a long word (it looks at most 63 characters at a time)", () => {
    const long = `v${"x".repeat(70)}e${"y".repeat(200)}c${"z".repeat(5)}2`;
    expect(matchingFocus("vec2", true).accepts(long)).toBe(true);
    expect(matchingFocus("vec2", true).mentionedIn(`a = ${long}()`)).toBe(true);
    expect(matchingFocus("vec2", true).mentionedIn("v e c 2 vector")).toBe(false);
  });

  it("finds an exact name only as a whole word", () => {
    const focus = exactFocus("geo.Shape.area");
    expect(focus.mentionedIn("x = s.area()")).toBe(true);
    expect(focus.mentionedIn("use geo")).toBe(true);
    expect(focus.mentionedIn("areas = surface_area + Shapes")).toBe(false);
    expect(exactFocus("main#p").mentionedIn("p2 = 1")).toBe(false);
  });
});

// Builds symbol indexes over the fixture workspaces of
// modules-and-workspace.md §6.1 (test/fixtures/symbols/): `W1` plus variant
// files is the spec's "W1 + src/x.yx". In memory for the pure functions;
// `composeWorkspace` writes the same trees to disk for the server tests.
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findReferences, occurrenceJson, SymbolIndex, symbolJson } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { findFiles } from "../../../src/syntax/conformance.js";

export const SYMBOL_FIXTURES = fileURLToPath(new URL("../../fixtures/symbols/", import.meta.url));

/** Programs written for the member-resolution property (their README). */
export const PROGRAMS = fileURLToPath(new URL("../../fixtures/programs/", import.meta.url));

/** Each single-file program alone (labelled by its name), and each project (by its folder): root-relative path → text. */
export function programWorkspaces(): { label: string; files: Map<string, string> }[] {
  const singles = readdirSync(PROGRAMS).filter((n) => n.endsWith(".yx")).sort();
  const projects = readdirSync(PROGRAMS).filter((n) => statSync(path.join(PROGRAMS, n)).isDirectory()).sort();
  return [
    ...singles.map((name) => ({ label: name, files: new Map([[name, readFileSync(path.join(PROGRAMS, name), "utf8")]]) })),
    ...projects.map((name) => {
      const dir = path.join(PROGRAMS, name);
      return { label: name, files: new Map(yxFiles(dir).map((rel) => [rel, readFileSync(path.join(dir, rel), "utf8")] as const)) };
    }),
  ];
}

const CORPUS = fileURLToPath(new URL("../../../corpus/", import.meta.url));

/** corpus/ as one workspace (its four projects side by side, as the benchmarks copy it). */
export function corpusTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const project of readdirSync(CORPUS).filter((p) => statSync(path.join(CORPUS, p)).isDirectory()).sort()) {
    for (const rel of yxFiles(path.join(CORPUS, project))) texts.set(`${project}/${rel}`, readFileSync(path.join(CORPUS, project, rel), "utf8"));
  }
  return texts;
}

/** A fixture base plus variant files: [base dir, ...variant paths relative to the fixtures dir]. */
export interface Composition {
  base: string;
  /** `W1-variants/src/whole.yx` → copied to `src/whole.yx`. */
  variants?: string[];
}

function variantTarget(variant: string): string {
  return variant.split("/").slice(1).join("/");
}

/** Every `.yx` file below `dir`, root-relative with `/`, sorted. */
export function yxFiles(dir: string): string[] {
  return findFiles(dir, ".yx").map((f) => path.relative(dir, f).split(path.sep).join("/"));
}

/** The files of a composition: root-relative path → text. */
export function compositionTexts(c: Composition): Map<string, string> {
  const texts = new Map<string, string>();
  const baseDir = path.join(SYMBOL_FIXTURES, c.base);
  for (const rel of yxFiles(baseDir)) texts.set(rel, readFileSync(path.join(baseDir, rel), "utf8"));
  for (const v of c.variants ?? []) texts.set(variantTarget(v), readFileSync(path.join(SYMBOL_FIXTURES, v), "utf8"));
  return texts;
}

/** An index over a composition (documents parsed with the shared parser). */
export async function indexOf(c: Composition | Map<string, string>): Promise<{ index: SymbolIndex; docs: Map<string, Document> }> {
  const parser = await sharedParser();
  const texts = c instanceof Map ? c : compositionTexts(c);
  const docs = new Map<string, Document>();
  for (const [rel, text] of texts) docs.set(rel, new Document(parser, text));
  const index = new SymbolIndex();
  index.sync([...docs].map(([p, doc]) => ({ path: p, document: () => doc })));
  return { index, docs };
}

/** Writes a composition under `dir` (yaoxiang.toml included). */
export function composeWorkspace(c: Composition, dir: string): void {
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(SYMBOL_FIXTURES, c.base), dir, { recursive: true });
  for (const v of c.variants ?? []) {
    const target = path.join(dir, variantTarget(v));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(SYMBOL_FIXTURES, v), target);
  }
}

export const COMPOSITIONS = {
  w1: { base: "W1" },
  w1Report: { base: "W1", variants: ["W1-variants/src/report.yx"] },
  w1Whole: { base: "W1", variants: ["W1-variants/src/whole.yx"] },
  w1Alias: { base: "W1", variants: ["W1-variants/src/alias.yx"] },
  w1Scoped: { base: "W1", variants: ["W1-variants/src/scoped.yx"] },
  w2: { base: "W2" },
  w2Dup: { base: "W2", variants: ["W2-variants/dup.yx"] },
  w2Clash: { base: "W2", variants: ["W2-variants/clash.yx"] },
  w3: { base: "W3" },
  w4: { base: "W4" },
  w5: { base: "W5" },
  w6: { base: "W6" },
} satisfies Record<string, Composition>;

/** `file [l,c,l,c] role symbol` lines, the notation of §6 (plus ` via x`). */
export function locationLines(locations: readonly { file: string; span: readonly number[]; role: string; symbol: string; via?: string }[]): string[] {
  return locations.map((l) => `${l.file} [${l.span.join(",")}] ${l.role} ${l.symbol}${l.via ? ` via ${l.via}` : ""}`);
}

/** `name | kind | scope | id | file [span] | score`, the symbol notation of §6. */
export function symbolLines(symbols: readonly { name: string; kind: string; scope: string; id: string; file: string | null; span: readonly number[] | null; score: number }[]): string[] {
  return symbols.map((s) => `${s.name} | ${s.kind} | ${s.scope} | ${s.id} | ${s.file} [${s.span?.join(",") ?? ""}] | ${s.score}`);
}

/**
 * find_references as the tool copies it (plain symbols and locations): what
 * an index answers, whatever form it keeps its links in (fresh or compact).
 */
export function referencesJson(index: SymbolIndex, query: string): string {
  const found = findReferences(index, { query });
  return JSON.stringify([found.symbols.map(symbolJson), found.locations.map(occurrenceJson), found.possible, found.hint]);
}

// The large workspaces of `npm run bench:workspace`: the projects of corpus/
// copied N times into a directory (copyNN/<project>/src/…, so every module
// path is new and every `use` still resolves from the importing file's
// directory), and the queries it times.
import { cpSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SymbolIndex } from "../src/analysis/symbols/index.js";
import type { SymbolKind } from "../src/analysis/symbols/model.js";
import { findFiles } from "../src/syntax/conformance.js";

export const CORPUS = fileURLToPath(new URL("../corpus", import.meta.url));

/** What one copy of corpus/ holds. */
export function corpusSize(): { files: number; lines: number } {
  let files = 0;
  let lines = 0;
  for (const p of corpusProjects()) {
    for (const f of findFiles(path.join(CORPUS, p), ".yx")) {
      files++;
      lines += readFileSync(f, "utf8").split("\n").length;
    }
  }
  return { files, lines };
}

function corpusProjects(): string[] {
  return readdirSync(CORPUS).filter((p) => statSync(path.join(CORPUS, p)).isDirectory());
}

/** The directory of copy `c` (copy00, copy01, …). */
export function copyDir(c: number): string {
  return `copy${String(c).padStart(2, "0")}`;
}

/** Writes `copies` copies of corpus/ under `root`; returns the files and lines written. */
export function generate(root: string, copies: number): { files: number; lines: number; copies: number } {
  const projects = corpusProjects();
  for (let c = 0; c < copies; c++) {
    for (const p of projects) cpSync(path.join(CORPUS, p), path.join(root, copyDir(c), p), { recursive: true });
  }
  const one = corpusSize();
  return { files: copies * one.files, lines: copies * one.lines, copies };
}

/** The copies needed for at least `files` files (and, when given, `lines` lines). */
export function copiesFor(files: number, lines = 0): number {
  const one = corpusSize();
  return Math.max(1, Math.ceil(files / one.files), Math.ceil(lines / one.lines));
}

/**
 * Queries over the names of `index`: 400 lookups (exact, prefix, fuzzy
 * fragment, qualified, locals by prefix) and 300 find_references (name, id,
 * qualified name), spread over the names.
 */
export function queryMix(index: SymbolIndex): { names: string[]; lookups: { query: string; kind?: SymbolKind[] }[]; references: string[] } {
  const names = [...index.names(false)].map(([name]) => name).sort();
  const pick = (i: number) => names[(i * 7919) % names.length]!;
  const lookups: { query: string; kind?: SymbolKind[] }[] = [];
  for (let i = 0; i < 400; i++) {
    const name = pick(i);
    const variant = i % 5;
    if (variant === 0) lookups.push({ query: name });
    else if (variant === 1) lookups.push({ query: name.slice(0, Math.max(2, Math.ceil(name.length / 2))) });
    else if (variant === 2) lookups.push({ query: name.replace(/[aeiou_]/g, "").slice(0, 4) || name });
    else if (variant === 3) lookups.push({ query: index.symbolsNamed(name, false)[0]!.qualified_name });
    else lookups.push({ query: name.slice(0, 3), kind: ["local", "parameter"] });
  }
  const references: string[] = [];
  for (let i = 0; i < 300; i++) {
    const name = pick(i * 3 + 1);
    const symbol = index.symbolsNamed(name, false)[0]!;
    references.push(i % 3 === 0 ? name : i % 3 === 1 ? symbol.id : symbol.qualified_name);
  }
  return { names, lookups, references };
}

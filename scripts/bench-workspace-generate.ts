// The large workspaces of `npm run bench:workspace`: the projects of corpus/
// copied N times into a directory (copyNN/<project>/src/…, so every module
// path is new and every `use` still resolves from the importing file's
// directory).
import { cpSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

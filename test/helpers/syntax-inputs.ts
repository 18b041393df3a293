// Every YaoXiang text the syntax-level comparison tests run over: the corpus
// projects, the shared corpus (when it is beside the repository) and every
// input of the grammar's corpus tests (errors.txt included: ERROR and
// MISSING nodes).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFiles } from "../../src/syntax/conformance.js";
import { testCaseInputs } from "../../src/syntax/test-cases.js";
import { shared } from "./shared.js";

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
export const CORPUS = here("../../corpus");
const SHARED_CORPUS = shared("corpus").path;
const GRAMMAR_CORPUS = here("../corpus");

/** Every .yx file under `dir`; none when it is absent (the shared corpus may be). */
export function yxFiles(dir: string): string[] {
  return existsSync(dir) ? findFiles(dir, ".yx") : [];
}

/** The inputs, named by path (corpus/ relative) or by corpus test. */
export function syntaxInputs(): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  for (const f of yxFiles(CORPUS)) out.push({ name: path.relative(CORPUS, f), text: readFileSync(f, "utf8") });
  for (const f of yxFiles(SHARED_CORPUS)) out.push({ name: f, text: readFileSync(f, "utf8") });
  for (const f of readdirSync(GRAMMAR_CORPUS).filter((n) => n.endsWith(".txt")).sort()) {
    out.push(...testCaseInputs(f, readFileSync(path.join(GRAMMAR_CORPUS, f), "utf8")));
  }
  return out;
}

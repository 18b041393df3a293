// Every YaoXiang input the grammar scripts compare builds and query files
// over: the .yx files under corpus/ and test/ (fixtures), the input of every
// case of the tree-sitter tests in test/corpus/, and, when ../shared is next to
// the repository, the reference programs (../shared/corpus/yx) and the
// formatter vectors (../shared/corpus/format), plus any extra files or folders
// (.yx files, or tree-sitter test files .txt).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findFiles } from "../src/syntax/conformance.js";
import { testCaseInputs, type TestCaseInput } from "../src/syntax/test-cases.js";

export const REPO = fileURLToPath(new URL("..", import.meta.url));

/** The folders beside the repository that are read when they exist. */
const SHARED_INPUTS = ["../shared/corpus/yx", "../shared/corpus/format"];

function txtFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...txtFiles(p));
    else if (entry.name.endsWith(".txt")) out.push(p);
  }
  return out.sort();
}

/** The inputs, each once, named by their path relative to the repository. */
export function grammarInputs(extra: string[] = []): TestCaseInput[] {
  const inputs: TestCaseInput[] = [];
  const seen = new Set<string>();
  const addYx = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    inputs.push({ name: relative(REPO, file), text: readFileSync(file, "utf8") });
  };
  const addTxt = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    inputs.push(...testCaseInputs(relative(REPO, file), readFileSync(file, "utf8")));
  };
  for (const dir of ["corpus", "test"].map((d) => resolve(REPO, d))) {
    if (existsSync(dir)) findFiles(dir).forEach(addYx);
  }
  const testCorpus = resolve(REPO, "test/corpus");
  if (existsSync(testCorpus)) txtFiles(testCorpus).forEach(addTxt);
  for (const dir of SHARED_INPUTS.map((d) => resolve(REPO, d))) {
    if (existsSync(dir)) findFiles(dir).forEach(addYx);
  }
  for (const p of extra) {
    if (!existsSync(p)) throw new Error(`${p} does not exist`);
    if (statSync(p).isDirectory()) {
      findFiles(p).forEach(addYx);
      txtFiles(p).forEach(addTxt);
    } else if (p.endsWith(".txt")) addTxt(p);
    else addYx(p);
  }
  return inputs;
}

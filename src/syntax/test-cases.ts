// The inputs of tree-sitter test files (test/corpus/*.txt): each case is a
// `===` header block with its name, the input, a `---` line and the
// expected tree. For scripts and tests that run every case's input through
// something else (the wasm comparison, the AST copy, the fast cursor).

export interface TestCaseInput {
  /** `path » case name`. */
  name: string;
  text: string;
}

/** Inputs of the cases of a tree-sitter test file (`===` header, input, `---`, expected tree). */
export function testCaseInputs(path: string, text: string): TestCaseInput[] {
  const lines = text.split(/\r?\n/);
  const inputs: TestCaseInput[] = [];
  let i = 0;
  while (i < lines.length) {
    const header = /^(={3,})(\S*)\s*$/.exec(lines[i] ?? "");
    if (!header) {
      i++;
      continue;
    }
    const suffix = header[2] ?? "";
    // Name (and attribute) lines up to the closing === line.
    let j = i + 1;
    while (j < lines.length && !/^={3,}\S*\s*$/.test(lines[j] ?? "")) j++;
    const name = (lines[i + 1] ?? "").trim();
    const start = j + 1;
    let k = start;
    const divider = new RegExp(`^-{3,}${suffix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);
    while (k < lines.length && !divider.test(lines[k] ?? "")) k++;
    if (k >= lines.length) break;
    inputs.push({ name: `${path} » ${name}`, text: lines.slice(start, k).join("\n") });
    i = k + 1;
  }
  return inputs;
}


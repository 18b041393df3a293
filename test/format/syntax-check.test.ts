// The formatter skips the syntax diagnostics on a clean tree unless it sees a
// token they could report (src/format/syntax-check.ts). Whenever it skips,
// the diagnostics must indeed be empty.
import { describe, expect, it } from "vitest";
import { buildCst } from "../../src/format/cst.js";
import { mayHaveLexicalErrors } from "../../src/format/syntax-check.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { mayHaveReferenceOnlyErrors } from "../../src/syntax/clean-tree-model.js";
import { syntaxDiagnostics } from "../../src/syntax/syntax-diagnostics.js";
import { REPO_CORPUS, SHARED_YX, read, yxFiles } from "./shared-corpus.js";
import { formatSource } from "../../src/format/index.js";

const crafted = [
  "x = a && b",
  "x = a || b",
  "x = 0x",
  "x = 0b_",
  "y = 1e",
  "y = 2e+",
  "y = .5e",
  "y = 1._",
  "y = 1.5_",
  "y = 1e5_",
  "y = 1e1_0",
  "ref x",
  "unsafe { x }",
  "v = ref x",
  "v = unsafe { x }",
  "x = 0x1F + 2.5e3",
];

describe("mayHaveLexicalErrors", () => {
  it("never hides a syntax diagnostic of an error-free tree", async () => {
    const parser = await sharedParser();
    for (const text of [...crafted, ...[...yxFiles(REPO_CORPUS), ...yxFiles(SHARED_YX)].map(read)]) {
      const tree = parser.parse(text)!;
      try {
        if (tree.rootNode.hasError) continue;
        if (!mayHaveLexicalErrors(buildCst(tree, text).root) && !mayHaveReferenceOnlyErrors(text)) expect(syntaxDiagnostics(tree, text), text.slice(0, 80)).toEqual([]);
      } finally {
        tree.delete();
      }
    }
  });

  it("lets formatSource refuse lexical errors the grammar parses", async () => {
    // (Also a malformed fraction, and a `"""` nothing closes, which parses clean as `""` and a string: 83a D3.)
    for (const text of ["x = a && b\n", "x = 0x\n", "y = 1e\n", "ref x\n", "y = 1._\n", "y = 1.5_\n", 'x = """abc"\n']) {
      const result = await formatSource(text);
      expect(result.formatted).toBe(text);
      expect(result.diagnostics.some(d => d.severity === "error"), text).toBe(true);
    }
    expect((await formatSource("v = ref x\n")).diagnostics).toEqual([]);
    // In an interpolation a malformed number is the compiler's text: kept as written, no error (83a D2, D3).
    for (const text of ['y = f"{1._}"\n', 'y = f"{.5e}"\n', 'y = f"{1e}"\n']) expect(await formatSource(text)).toMatchObject({ formatted: text, diagnostics: [] });
    // So is one with `&&` or `||`, which the compiler's lexer does not have (87a D4): `{a&&b}` is not spaced.
    for (const text of ['y = f"{a&&b}"\n', 'y = f"{a ||  b} {\"&&\"}"\n']) expect(await formatSource(text)).toMatchObject({ formatted: text, diagnostics: [] });
  });

  it("lets formatSource refuse what only the reference parser rejects (an unparenthesised constructor pattern)", async () => {
    const text = "f = (o: Option(Int)) => match o {\n    Some(x) => x,\n    _ => 0,\n}\n";
    const result = await formatSource(text);
    expect(result.formatted).toBe(text);
    expect(result.diagnostics.some((d) => d.severity === "error" && d.span[0] === 2), JSON.stringify(result.diagnostics)).toBe(true);
    const parenthesised = await formatSource(text.replace("Some(x) =>", "(Some(x)) =>"));
    expect(parenthesised.diagnostics).toEqual([]);
  });
});

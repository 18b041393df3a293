// Every explain example is real YaoXiang: the grammar must accept the example
// of every code that is not itself about syntax.
import { describe, expect, it } from "vitest";
import { CODE_DEFINITIONS, renderExample } from "../../src/diagnostics/registry.js";
import { parseSource } from "../../src/syntax/parse-source.js";

const isSyntaxCode = (code: string) => code.startsWith("E00");

// Codes about malformed declarations whose example shows the faulty text.
const INVALID_ON_PURPOSE = new Set([
  "E2090", // a std signature with an unclosed parameter list
  "E2092", // a std signature missing its `->`
  "E5005", // a relative `use .sibling` path, which the parser rejects
]);

describe("explain examples", () => {
  for (const lang of ["en", "zh"] as const) {
    it(`parse without syntax errors unless the code is a syntax code (${lang})`, async () => {
      const failures: string[] = [];
      for (const def of CODE_DEFINITIONS) {
        if (isSyntaxCode(def.code) || INVALID_ON_PURPOSE.has(def.code)) continue;
        const { diagnostics } = await parseSource(renderExample(def, lang), { maxNodes: 1 });
        if (diagnostics.length > 0) failures.push(`${def.code}: ${diagnostics[0]?.message}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it("the examples of syntax codes the reference emits do produce a syntax diagnostic", async () => {
    for (const def of CODE_DEFINITIONS.filter((d) => isSyntaxCode(d.code) && d.emittedByReference === true)) {
      const { diagnostics } = await parseSource(renderExample(def, "en"), { maxNodes: 1 });
      expect(diagnostics.length, def.code).toBeGreaterThan(0);
    }
  });
});

// Every explain example is real YaoXiang: the grammar must accept the example
// of every code that is not itself about syntax.
import { describe, expect, it } from "vitest";
import { CODE_DEFINITIONS, renderExample } from "../../src/diagnostics/registry.js";
import { parseSource } from "../../src/syntax/parse-source.js";
import { check, codes } from "../check/helpers.js";

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

// Batch 15a items 8-10: an explanation says which code this project reports,
// and that is the code its example gets.
describe("explanations tell which code this project reports", () => {
  const example = (code: string) => renderExample(CODE_DEFINITIONS.find((d) => d.code === code)!, "en");

  it.each(["E0017", "E0019", "E0020", "E0022"])("the example of %s gets E0012, as its explanation says", async (code) => {
    const { diagnostics } = await parseSource(example(code), { maxNodes: 1 });
    expect(diagnostics.map((d) => d.code)).toEqual(["E0012"]);
    for (const lang of ["en", "zh"] as const) {
      const def = CODE_DEFINITIONS.find((d) => d.code === code)!;
      expect(def[lang].description, `${code} ${lang}`).toContain("E0012");
      expect(def[lang].description, `${code} ${lang}`).not.toMatch(/this project uses E00|本项目在能识别旧写法时使用/);
    }
  });

  it("E0012 does not claim that the specific codes are emitted", () => {
    const def = CODE_DEFINITIONS.find((d) => d.code === "E0012")!;
    expect(def.en.description).not.toContain("which this project uses");
    expect(def.en.description).toContain("report all of them as E0012");
    expect(def.zh.description).toContain("一律报告为 E0012");
  });

  it("W1063 says typecheck does not emit it, and its example checks clean", async () => {
    const def = CODE_DEFINITIONS.find((d) => d.code === "W1063")!;
    expect(def.en.description).not.toContain("this warning makes the gap visible");
    expect(def.en.description).toContain("`typecheck` does not emit W1063");
    expect(def.zh.description).toContain("`typecheck` 不会报告 W1063");
    expect(await check(example("W1063"))).toEqual([]);
  });

  it("the E2014 help offers `.clone()` for records only (on a String or List it is E1053)", async () => {
    for (const lang of ["en", "zh"] as const) {
      const help = CODE_DEFINITIONS.find((d) => d.code === "E2014")![lang].help;
      expect(help, lang).toContain("E1053");
      expect(help, lang).not.toMatch(/or call `\.clone\(\)` before the move|或在移动之前调用 `\.clone\(\)`。$/);
    }
    // What the help says: `.clone()` on a String is E1053, on a record it is accepted.
    expect(codes(await check('main = {\n    s = "a"\n    t = s.clone()\n}\n'))).toEqual(["E1053@3"]);
    expect(codes(await check("P: Type = { x: Int }\nmain = {\n    p = P(1)\n    q = p.clone()\n    n = p.x\n}\n"))).toEqual([]);
    // The same for a value passed twice in one call.
    const [twice] = await check("P: Type = { x: Int }\ntake2: (a: P, b: P) -> Int = 1\nmain = {\n    p = P(1)\n    n = take2(p, p)\n}\n");
    expect(twice).toMatchObject({ code: "E2014", help: "pass a borrow (`&p`) for one of them where the parameter accepts one, or, for a record, a copy (`p.clone()`)" });
  });
});

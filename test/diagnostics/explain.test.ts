// The explain API: lookups, case handling, languages, unknown codes and suggestions.
import { describe, expect, it } from "vitest";
import {
  closestCodes,
  explainDiagnostic,
  isKnownCode,
  severityOf,
  titleOf,
} from "../../src/diagnostics/explain.js";
import { ALL_CODES } from "../../src/diagnostics/registry.js";

const CJK = /[\u4e00-\u9fff]/;

describe("explainDiagnostic", () => {
  it("explains every known code in both languages with all fields filled", () => {
    for (const code of ALL_CODES) {
      for (const lang of ["en", "zh"] as const) {
        const e = explainDiagnostic(code, lang);
        expect(e, code).toBeDefined();
        if (!e) continue;
        expect(e.code).toBe(code);
        expect(e.lang).toBe(lang);
        for (const field of ["category", "title", "description", "example", "help", "template"] as const) {
          expect(e[field].length, `${code} ${lang} ${field}`).toBeGreaterThan(0);
        }
        expect(["error", "warning", "note"]).toContain(e.severity);
        if (lang === "zh") expect(e.description, code).toMatch(CJK);
      }
    }
  });

  it("says a cycle of imports is valid for E5004, which is registered but never reported (§3.6; 68b D4)", () => {
    for (const lang of ["en", "zh"] as const) {
      const e = explainDiagnostic("E5004", lang)!;
      expect(e.description).toMatch(lang === "en" ? /never reported: a cycle of imports is allowed/ : /从不报告：循环导入是允许的/);
      expect(e.description).not.toMatch(/rejected|被拒绝/);
    }
  });

  it("returns the spec's worked example for E1001", () => {
    expect(explainDiagnostic("E1001")).toMatchObject({
      code: "E1001",
      category: "Type Check",
      severity: "error",
      title: "Name is not defined",
      example: "main = {\n    total = price * 2  // `price` is not declared anywhere\n}",
      template: "the name '{name}' is not defined in this scope",
      params: ["name"],
      phase: "names",
      emittedByReference: true,
      detectable: "SCOPE",
      registered: true,
    });
  });

  it("defaults to English", () => {
    expect(explainDiagnostic("E2014")?.title).toBe("Value used after move");
    expect(explainDiagnostic("E2014")?.lang).toBe("en");
  });

  it("returns Chinese texts and a Chinese example comment for zh", () => {
    const e = explainDiagnostic("E2014", "zh");
    expect(e?.title).toMatch(CJK);
    expect(e?.help).toMatch(CJK);
    expect(e?.example).toMatch(/\/\/ .*[\u4e00-\u9fff]/);
    // the code part of the example is shared between the languages
    const en = explainDiagnostic("E2014", "en");
    const codeLines = (s: string | undefined) => s?.split("\n").map((l) => l.replace(/\s*\/\/.*$/, ""));
    expect(codeLines(e?.example)).toEqual(codeLines(en?.example));
  });

  it("falls back to English for an unsupported language value", () => {
    expect(explainDiagnostic("E1002", "fr" as never)?.lang).toBe("en");
  });

  it("is case-insensitive and trims whitespace", () => {
    expect(explainDiagnostic("e1001")?.code).toBe("E1001");
    expect(explainDiagnostic("  E1001\n")?.code).toBe("E1001");
    expect(explainDiagnostic("\tw1063 ")?.code).toBe("W1063");
  });

  it("returns undefined for unknown codes", () => {
    for (const code of ["E101", "E1002x", "E9999", "W8001", "", "   ", "E 1001", "hello", "MCP-INVALID-INPUT"]) {
      expect(explainDiagnostic(code), JSON.stringify(code)).toBeUndefined();
    }
  });

  it("explains the locale-only codes E2029 and E8004 as unregistered", () => {
    expect(explainDiagnostic("E2029")).toMatchObject({ registered: false, emittedByReference: false });
    expect(explainDiagnostic("E8004")).toMatchObject({ registered: false, emittedByReference: false });
  });

  it("reports the category of W1063 as Type Check, not Warning", () => {
    expect(explainDiagnostic("W1063")).toMatchObject({ category: "Type Check", severity: "warning" });
    expect(explainDiagnostic("W1003")).toMatchObject({ category: "Warning", severity: "warning" });
  });

  it("returns fresh arrays that callers may modify", () => {
    const a = explainDiagnostic("E1010");
    a?.params.push("junk");
    expect(explainDiagnostic("E1010")?.params).toEqual(["func", "expected", "found"]);
  });
});

describe("isKnownCode / severityOf / titleOf", () => {
  it("knows registered and locale-only codes, case-insensitively", () => {
    expect(isKnownCode("E1001")).toBe(true);
    expect(isKnownCode(" e2029 ")).toBe(true);
    expect(isKnownCode("E101")).toBe(false);
    expect(isKnownCode("W8001")).toBe(false);
  });

  it("gives severities", () => {
    expect(severityOf("E1001")).toBe("error");
    expect(severityOf("w1003")).toBe("warning");
    expect(severityOf("E1090")).toBe("note");
    expect(severityOf("E5007")).toBe("note");
    expect(severityOf("E0000")).toBeUndefined();
  });

  it("gives titles in both languages", () => {
    expect(titleOf("E1002")).toBe("Type mismatch");
    expect(titleOf("e1002", "zh")).toBe("类型不匹配");
    expect(titleOf("X1")).toBeUndefined();
  });
});

describe("closestCodes", () => {
  it("completes a code with a missing digit", () => {
    const near = closestCodes("E101");
    expect(near).toHaveLength(3);
    expect(near[0]).toBe("E1010");
    for (const c of near) expect(c.startsWith("E10")).toBe(true);
  });

  it("strips trailing garbage", () => {
    expect(closestCodes("E1002x")).toEqual(["E1002", "E1001", "E1003"]);
    expect(closestCodes("[E2014]")[0]).toBe("E2014");
  });

  it("handles a missing letter and an extra digit", () => {
    expect(closestCodes("1001")[0]).toBe("E1001");
    expect(closestCodes("E10010")[0]).toBe("E1001");
  });

  it("prefers the same letter and band", () => {
    expect(closestCodes("W1010")[0]).toBe("W1001");
    expect(closestCodes("E5014")[0]).toBe("E5004");
    expect(closestCodes("E2100")[0]).toBe("E2010");
    expect(closestCodes("E1099").every((c) => c.startsWith("E109"))).toBe(true);
  });

  it("falls back to the numerically nearest code for an empty band", () => {
    expect(closestCodes("E9001")[0]).toBe("E8001");
  });

  it("respects max and returns only known codes", () => {
    expect(closestCodes("E101", 1)).toEqual(["E1010"]);
    expect(closestCodes("E101", 0)).toEqual([]);
    expect(closestCodes("E1")).toHaveLength(3);
    expect(closestCodes("E101", 10)).toHaveLength(10);
    for (const c of closestCodes("E3333", 20)) expect(isKnownCode(c)).toBe(true);
  });

  it("is case-insensitive", () => {
    expect(closestCodes("e101")).toEqual(closestCodes("E101"));
  });

  it("suggests nothing for input that does not look like a code", () => {
    expect(closestCodes("hello")).toEqual([]);
    expect(closestCodes("")).toEqual([]);
    expect(closestCodes("   ")).toEqual([]);
  });

  it("answers a megabyte of input in one linear pass, finding the code inside it", () => {
    // Exact distances to every code would cost the input's length times the number of codes
    // (a 1 MB code took 30 s); this must finish at once (the bound is only a hang guard).
    const started = performance.now();
    expect(closestCodes(`E1002${"x".repeat(1_000_000)}`)[0]).toBe("E1002");
    expect(closestCodes("x".repeat(1_000_000))).toEqual([]);
    const digits = closestCodes(`E${"5".repeat(1_000_000)}`);
    expect(digits).toHaveLength(3);
    for (const c of digits) expect(c.startsWith("E5")).toBe(true); // same letter and band
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

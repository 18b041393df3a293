// Invariants of the registry data: texts in both languages, examples, templates.
import { describe, expect, it } from "vitest";
import {
  ALL_CODES,
  CODE_DEFINITIONS,
  NOTE_MARKER,
  formatMessage,
  helpFor,
  languageFromTag,
  lookupCode,
  renderExample,
  renderTemplate,
  templateValues,
} from "../../src/diagnostics/registry.js";

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;
const LANGS = ["en", "zh"] as const;
const TEXT_FIELDS = ["title", "description", "help", "template", "note"] as const;

/** Category display string of each band (diagnostics.md §1.1). */
function bandCategory(code: string): string {
  if (code.startsWith("W")) return code === "W1063" ? "Type Check" : "Warning";
  const n = Number(code.slice(1));
  if (n < 10) return "Lexer";
  if (n < 1000) return "Parser";
  return ["", "Type Check", "Semantic", "Codegen", "Generic", "Module", "Runtime", "I/O", "Internal"][
    Math.floor(n / 1000)
  ] as string;
}

describe("registry data", () => {
  it("has well-formed, unique, sorted codes", () => {
    for (const code of ALL_CODES) expect(code).toMatch(/^[EW]\d{4}$/);
    expect(new Set(ALL_CODES).size).toBe(ALL_CODES.length);
    expect([...ALL_CODES].sort()).toEqual(ALL_CODES);
  });

  it("gives every code the category of its band (W1063 is Type Check)", () => {
    for (const def of CODE_DEFINITIONS) expect(def.category, def.code).toBe(bandCategory(def.code));
  });

  it("uses the project's severities: W codes warn, E1090 and E5007 are notes, the rest are errors", () => {
    for (const def of CODE_DEFINITIONS) {
      const expected = def.code.startsWith("W")
        ? "warning"
        : def.code === "E1090" || def.code === "E5007"
          ? "note"
          : "error";
      expect(def.severity, def.code).toBe(expected);
    }
  });

  it.each(LANGS)("has non-empty %s texts for every code", (lang) => {
    for (const def of CODE_DEFINITIONS) {
      for (const field of TEXT_FIELDS) {
        expect(def[lang][field].trim().length, `${def.code} ${lang}.${field}`).toBeGreaterThan(0);
      }
      expect(def[lang].description.length, `${def.code} ${lang}.description`).toBeGreaterThan(40);
    }
  });

  it("writes the zh texts in Chinese and the en texts without Chinese characters", () => {
    for (const def of CODE_DEFINITIONS) {
      for (const field of ["title", "description", "help", "note"] as const) {
        expect(def.zh[field], `${def.code} zh.${field}`).toMatch(CJK);
        expect(def.en[field], `${def.code} en.${field}`).not.toMatch(CJK);
      }
      expect(def.en.template, `${def.code} en.template`).not.toMatch(CJK);
    }
  });

  it("keeps en and zh texts apart (no untranslated copy)", () => {
    for (const def of CODE_DEFINITIONS) {
      expect(def.zh.title, def.code).not.toBe(def.en.title);
      expect(def.zh.description, def.code).not.toBe(def.en.description);
      expect(def.zh.help, def.code).not.toBe(def.en.help);
    }
  });

  it("has distinct titles per language", () => {
    for (const lang of LANGS) {
      const titles = CODE_DEFINITIONS.map((d) => d[lang].title);
      expect(new Set(titles).size, lang).toBe(titles.length);
    }
  });

  it("has one non-empty example per code, all distinct", () => {
    const examples = CODE_DEFINITIONS.map((d) => d.example);
    for (const def of CODE_DEFINITIONS) expect(def.example.trim().length, def.code).toBeGreaterThan(0);
    expect(new Set(examples).size).toBe(examples.length);
  });

  it("puts exactly one `// <<note>>` comment in every example", () => {
    for (const def of CODE_DEFINITIONS) {
      expect(def.example.split(NOTE_MARKER).length - 1, def.code).toBe(1);
      expect(def.example, def.code).toContain(`// ${NOTE_MARKER}`);
      // the marker ends its line: the comment is the last thing on it
      expect(def.example, def.code).toMatch(new RegExp(`// ${NOTE_MARKER}(\\n|$)`));
    }
  });

  it("renders examples with the comment in the requested language", () => {
    for (const def of CODE_DEFINITIONS) {
      for (const lang of LANGS) {
        const text = renderExample(def, lang);
        expect(text, def.code).not.toContain(NOTE_MARKER);
        expect(text, def.code).toContain(`// ${def[lang].note}`);
      }
      expect(renderExample(def, "zh"), def.code).toMatch(CJK);
    }
  });

  it("uses exactly the declared params as placeholders in both templates", () => {
    for (const def of CODE_DEFINITIONS) {
      for (const lang of LANGS) {
        const used = [...def[lang].template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
        expect(new Set(used), `${def.code} ${lang}`).toEqual(new Set(def.params));
      }
    }
  });

  it("only relates codes to other known codes", () => {
    for (const def of CODE_DEFINITIONS) {
      for (const rel of def.related ?? []) {
        expect(lookupCode(rel), `${def.code} -> ${rel}`).toBeDefined();
        expect(rel, def.code).not.toBe(def.code);
      }
    }
  });

  it("contains the two worked examples of diagnostics.md §4.3", () => {
    const e1001 = lookupCode("E1001");
    expect(e1001?.category).toBe("Type Check");
    expect(e1001?.en.title).toBe("Name is not defined");
    expect(e1001?.en.template).toBe("the name '{name}' is not defined in this scope");
    expect(e1001?.phase).toBe("names");
    const e2014 = lookupCode("E2014");
    expect(e2014?.category).toBe("Semantic");
    expect(e2014?.en.title).toBe("Value used after move");
    expect(e2014?.en.template).toBe("'{name}' was moved and cannot be used here");
    expect(e2014?.phase).toBe("ownership");
  });
});

describe("message templates", () => {
  it("substitutes placeholders verbatim and keeps unknown ones", () => {
    expect(renderTemplate("expected {expected}, found {found}", { expected: "Int", found: "Float" })).toBe(
      "expected Int, found Float",
    );
    expect(renderTemplate("'{name}' and {other}", { name: "x" })).toBe("'x' and {other}");
  });

  it("reads the values back from a rendered message (templateValues), a text after it allowed", () => {
    const template = "'{export}' is not exported by module '{module}'";
    expect(templateValues(template, renderTemplate(template, { export: "a.b", module: "geo" }))).toEqual({ export: "a.b", module: "geo" });
    expect(templateValues(template, "'triple' is not exported by module 'util'; module 'util' exports: double")).toEqual({ export: "triple", module: "util" });
    expect(templateValues(template, "'triple' is read before its declaration")).toBeUndefined();
    expect(templateValues("(x) {n}.", "(x) 3.")).toEqual({ n: "3" });
    expect(renderTemplate("{a}{a}", { a: "$&" })).toBe("$&$&");
    expect(renderTemplate("{n} of {max}", { n: 3, max: 2 })).toBe("3 of 2");
  });

  it("formats the message of a code in both languages", () => {
    expect(formatMessage("E1001", { name: "price" })).toBe("the name 'price' is not defined in this scope");
    expect(formatMessage("e1010", { func: "add", expected: 2, found: 1 }, "en")).toBe(
      "'add' takes 2 argument(s) but 1 were given",
    );
    expect(formatMessage("E1001", { name: "price" }, "zh")).toContain("price");
    expect(formatMessage("E1001", { name: "price" }, "zh")).toMatch(CJK);
    expect(formatMessage("E9999", { name: "x" })).toBeUndefined();
  });

  it("gives help texts", () => {
    expect(helpFor("E2014")).toContain("clone");
    expect(helpFor("E2014", "zh")).toMatch(CJK);
    expect(helpFor("nope")).toBeUndefined();
  });

  it("maps language tags to en or zh", () => {
    expect(languageFromTag("zh")).toBe("zh");
    expect(languageFromTag("zh-classical")).toBe("zh");
    expect(languageFromTag("zh-x-miao")).toBe("zh");
    expect(languageFromTag("ZH-CN")).toBe("zh");
    expect(languageFromTag("en")).toBe("en");
    expect(languageFromTag("ja")).toBe("en");
    expect(languageFromTag(undefined)).toBe("en");
  });
});

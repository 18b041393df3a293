// Conformance of the committed grammar wasm:
//  - with the real-world corpus ../shared/corpus/yx and its reference verdicts
//    (skipped, with a reason, where that folder does not exist);
//  - with the project's own sample workspaces in corpus/ (every .yx file must
//    parse without ERROR or MISSING nodes).
// The pure helpers of src/syntax/conformance.ts are checked with the
// JavaScript grammar, so those checks do not depend on the YaoXiang grammar.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Parser } from "web-tree-sitter";
import {
  checkDirectory,
  classifySource,
  compareWithEntry,
  findFiles,
  formatDisagreement,
  formatProblem,
  summarize,
  type Classification,
  type DirectoryReport,
  type ManifestItem,
  hasSyntaxError,
} from "../src/syntax/conformance.js";
import { requireShared, shared } from "./helpers/shared.js";
import { GRAMMAR_WASM_PATH, createParser, loadLanguageFrom } from "../src/syntax/language.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const SHARED_MANIFEST = shared("corpus/yx/manifest.json");
const SHARED_CORPUS = shared("corpus/yx").path;
const OWN_CORPUS = resolve(REPO, "corpus");
const JS_WASM = resolve(REPO, "node_modules/tree-sitter-javascript/tree-sitter-javascript.wasm");
const TIMEOUT = 120_000;

const ownFiles = existsSync(OWN_CORPUS) ? findFiles(OWN_CORPUS) : [];

if (ownFiles.length === 0) {
  console.warn(`conformance: no .yx files in ${OWN_CORPUS} yet; skipping the sample-workspace check`);
}

let parser: Parser | undefined;

async function yaoxiangParser(): Promise<Parser> {
  if (!existsSync(GRAMMAR_WASM_PATH)) {
    throw new Error(`${GRAMMAR_WASM_PATH} is missing: run npm run generate && npm run build:wasm`);
  }
  parser ??= await createParser();
  return parser;
}

afterAll(() => {
  parser?.delete();
});

function disagreements(report: DirectoryReport, which: "unexpected-error" | "missed-rejection", group?: string): string {
  const paths = new Map(report.files.map((f) => [f.comparison, f.relativePath] as const));
  const lines = (report.summary?.disagreements ?? [])
    .filter((d) => d.outcome === which && (group === undefined || d.group === group))
    .map((d) => `  ${formatDisagreement(d, paths.get(d) ?? d.file)}`);
  return lines.length === 0 ? "" : `\n${lines.join("\n")}`;
}

describe("reference corpus ../shared/corpus/yx", () => {
  requireShared(SHARED_MANIFEST);
  let report: DirectoryReport;

  beforeAll(async () => {
    if (SHARED_MANIFEST.present) report = checkDirectory(await yaoxiangParser(), SHARED_CORPUS);
  }, TIMEOUT);

  it("every listed file was found and compared", () => {
    expect(report.missingFiles, "manifest entries without a file").toEqual([]);
    expect(report.summary, "no file of the corpus is listed in its manifest").toBeDefined();
    expect(report.summary?.files).toBeGreaterThan(0);
  });

  it("files whose reference verdict is not syntax-error parse without ERROR/MISSING nodes (100 %, doc snippets ≥ 97 %)", () => {
    const failing = (report.summary?.groups ?? []).filter((g) => !g.cleanPass);
    const message = failing
      .map(
        (g) =>
          `${g.group}: ${g.cleanExpected.count}/${g.cleanExpected.total} clean, target ${100 * g.cleanTarget} %` +
          disagreements(report, "unexpected-error", g.group),
      )
      .join("\n");
    expect(failing.map((g) => g.group), message).toEqual([]);
  });

  it("files the reference parser rejects are rejected too (≥ 90 %)", () => {
    const s = report.summary!;
    const message =
      `${s.rejected.count}/${s.rejected.total} rejected, target ${100 * s.rejectedTarget} %` +
      disagreements(report, "missed-rejection");
    expect(s.rejectedPass, message).toBe(true);
  });
});

describe.skipIf(ownFiles.length === 0)(`sample workspaces ${OWN_CORPUS}`, () => {
  it(
    "every .yx file parses without ERROR/MISSING nodes",
    async () => {
      const report = checkDirectory(await yaoxiangParser(), OWN_CORPUS);
      const bad = report.files
        .filter((f) => hasSyntaxError(f.classification))
        .map((f) => `  ${f.relativePath}:${f.classification.firstProblem ? formatProblem(f.classification.firstProblem) : "?"}`);
      expect(bad, `files with syntax errors:\n${bad.join("\n")}`).toEqual([]);
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------
// The helpers themselves, on the JavaScript grammar (independent of ours).

describe.skipIf(!existsSync(JS_WASM))("conformance helpers", () => {
  let js: Parser;

  beforeAll(async () => {
    const language = await loadLanguageFrom(JS_WASM);
    js = new Parser();
    js.setLanguage(language);
  });

  afterAll(() => {
    js?.delete();
  });

  const item = (verdict: string, expect = "valid", file = "programs/x.yx"): ManifestItem => ({
    file,
    expect,
    reference: { verdict, errors: verdict === "syntax-error" ? [{ code: "E0011", line: 1, col: 3 }] : [] },
  });

  it("classifies clean, ERROR and MISSING trees", () => {
    expect(classifySource(js, "const a = 1;\n")).toEqual({ hasError: false, lexicalErrors: 0, errorNodes: 0, missingNodes: 0 });

    const error = classifySource(js, "let x = 1;\nfoo(1 2);\n");
    expect(error.hasError).toBe(true);
    expect(error.firstProblem).toMatchObject({ kind: "ERROR", line: 2, column: 7, snippet: "2" });

    const missing = classifySource(js, "let v = [1, 2;\n");
    expect(missing.hasError).toBe(true);
    expect(missing.missingNodes).toBeGreaterThan(0);
    expect(missing.firstProblem).toMatchObject({ kind: "MISSING", type: "]", line: 1 });
    expect(formatProblem(missing.firstProblem!)).toContain('MISSING "]" in: let v = [1, 2;');
  });

  it("compares with manifest entries and summarises against the targets", () => {
    const clean: Classification = { hasError: false, lexicalErrors: 0, errorNodes: 0, missingNodes: 0 };
    const broken: Classification = { hasError: true, lexicalErrors: 0, errorNodes: 1, missingNodes: 0 };
    expect(compareWithEntry(item("clean"), clean).outcome).toBe("clean");
    expect(compareWithEntry(item("check-error", "compile-error"), clean).outcome).toBe("clean");
    expect(compareWithEntry(item("clean"), broken).outcome).toBe("unexpected-error");
    expect(compareWithEntry(item("syntax-error"), broken).outcome).toBe("rejected");
    const missed = compareWithEntry(item("syntax-error"), clean);
    expect(missed.outcome).toBe("missed-rejection");
    expect(formatDisagreement(missed, "programs/x.yx")).toContain("E0011 at 1:3");
    expect(compareWithEntry({ file: "a.yx", expect: "skipped" }, clean).outcome).toBe("uncounted");

    // 34 doc snippets, one failing (97.1 %) passes; a program failing does not.
    const docs = Array.from({ length: 34 }, (_, i) =>
      compareWithEntry(item("clean", "doc", `docs/d${i}.yx`), i === 0 ? broken : clean),
    );
    const s1 = summarize([...docs, compareWithEntry(item("clean"), clean)]);
    expect(s1.groups.map((g) => [g.group, g.kind, g.cleanPass])).toEqual([
      ["docs", "doc", true],
      ["programs", "program", true],
    ]);
    expect(s1.pass).toBe(true);
    const s2 = summarize([...docs, compareWithEntry(item("clean"), broken)]);
    expect(s2.pass).toBe(false);
    expect(s2.disagreements).toHaveLength(2);

    // Rejections: 9 of 10 is enough, 8 of 10 is not.
    const rejections = (n: number) =>
      Array.from({ length: 10 }, (_, i) => compareWithEntry(item("syntax-error", "doc", `docs/e${i}.yx`), i < n ? broken : clean));
    expect(summarize(rejections(9)).rejectedPass).toBe(true);
    expect(summarize(rejections(8)).rejectedPass).toBe(false);
  });
});

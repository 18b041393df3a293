// Agreement with the reference compiler on the shared corpus: the hard target
// is zero errors on every file whose reference verdict is clean. Files with
// errors are compared by scripts/conformance-check.ts (printed, not failed).
import { describe, expect, it } from "vitest";
import { cascadeFree, checkCorpus, covers } from "../../src/check/conformance.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { requireShared, shared } from "../helpers/shared.js";

const MANIFEST = shared("corpus/yx/manifest.json");
const CORPUS = shared("corpus/yx").path;

describe("shared corpus", () => {
  requireShared(MANIFEST);
  it("reports no error on any file the reference finds clean", async () => {
    const results = checkCorpus(CORPUS, await sharedParser());
    const falseErrors = results
      .filter((r) => r.verdict === "clean" && !r.agrees)
      .map((r) => `${r.file}: ${r.ours.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]} ${d.message}`).join("; ")}`);
    expect(falseErrors).toEqual([]);
    expect(results.filter((r) => r.verdict === "clean").length).toBeGreaterThan(100);
  }, 60_000);

  it("finds the reference's codes on its lines in >= 97 % of the rejected files, and no checker error from a broken statement in >= 90 % of the files its parser rejects (issue 12)", async () => {
    const results = checkCorpus(CORPUS, await sharedParser());
    const rejected = results.filter((r) => r.verdict !== "clean");
    const syntax = results.filter((r) => r.verdict === "syntax-error");
    expect(rejected.filter(covers).length / rejected.length).toBeGreaterThanOrEqual(0.97);
    expect(syntax.filter(cascadeFree).length / syntax.length).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it("matches the reference's codes and lines on the compile-error test programs", async () => {
    const results = checkCorpus(CORPUS, await sharedParser());
    const programs = results.filter((r) => r.file.startsWith("programs/06-compile-errors") && r.verdict === "check-error");
    for (const r of programs) expect(r.agrees, `${r.file}: missing ${r.missing} extra ${r.extra}`).toBe(true);
  }, 60_000);
});

// npm run conformance:check [-- DIR] [--json] [--no-fail]
//
// The checker against the reference compiler's verdicts on the shared corpus
// (DIR defaults to ../shared/corpus/yx): every file is checked alone, in the
// reference's view (first type-check error per top-level item, no type check
// after a syntax error: src/check/reference-mode.ts). Prints the counts and
// every disagreement, and issue 12's two measures: the coverage of the
// compiler's codes on the files it rejects (its codes on its lines, extra
// errors allowed; goal >= 97 %) and, on the files its parser rejects, how
// many carry no checker error that stems from a broken statement in our
// default check (src/check/conformance.ts `cascades`; goal >= 90 %). Exit 1
// when a file the reference finds clean gets an error (the hard target);
// disagreements on files with errors are listed only.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cascadeFree, checkCorpus, covers } from "../src/check/conformance.js";
import { sharedParser } from "../src/syntax/shared-parser.js";

const args = process.argv.slice(2);
const json = args.includes("--json");
const noFail = args.includes("--no-fail");
const dirArg = args.find((a) => !a.startsWith("--"));
const dir = dirArg
  ? resolve(process.env.INIT_CWD ?? process.cwd(), dirArg)
  : fileURLToPath(new URL("../../shared/corpus/yx", import.meta.url));
if (!existsSync(resolve(dir, "manifest.json"))) {
  console.log(`conformance:check: no manifest.json in ${dir}; skipped`);
  process.exit(0);
}

const results = checkCorpus(dir, await sharedParser());
const clean = results.filter((r) => r.verdict === "clean");
const withErrors = results.filter((r) => r.verdict !== "clean");
const count = (list: typeof results) => list.filter((r) => r.agrees).length;
const byVerdict = (v: string) => withErrors.filter((r) => r.verdict === v);
const covered = withErrors.filter(covers).length;
const syntaxFiles = byVerdict("syntax-error");
const free = syntaxFiles.filter(cascadeFree).length;
const percent = (n: number, total: number) => `${total === 0 ? 100 : ((100 * n) / total).toFixed(1)} %`;

if (json) {
  console.log(
    JSON.stringify(
      {
        clean: { ok: count(clean), total: clean.length },
        errors: { ok: count(withErrors), total: withErrors.length },
        coverage: { ok: covered, total: withErrors.length },
        cascadeFree: { ok: free, total: syntaxFiles.length },
        results: results.map(({ ours, ...r }) => ({ ...r, ours: ours.map((d) => `${d.code}@${d.span[0]}`) })),
      },
      null,
      2,
    ),
  );
} else {
  for (const r of results) {
    if (r.agrees) continue;
    if (r.verdict === "clean") {
      console.log(`FALSE ERROR  ${r.file}`);
      for (const d of r.ours.filter((x) => x.severity === "error")) console.log(`    ${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`);
    } else {
      console.log(`DIFFERS      ${r.file} [${r.verdict}]  missing: ${r.missing.join(" ") || "-"}  extra: ${r.extra.join(" ") || "-"}`);
    }
  }
  for (const r of syntaxFiles) if (!cascadeFree(r)) console.log(`CASCADE      ${r.file}  ${r.cascades?.join(" ")}`);
  console.log("");
  console.log(`clean files with zero errors:   ${count(clean)}/${clean.length}`);
  console.log(`error files matched (code+line): ${count(withErrors)}/${withErrors.length}`);
  console.log(`  check-error files:  ${count(byVerdict("check-error"))}/${byVerdict("check-error").length}`);
  console.log(`  syntax-error files: ${count(byVerdict("syntax-error"))}/${byVerdict("syntax-error").length}`);
  console.log(`coverage of the compiler's codes on rejected files (its codes on its lines): ${covered}/${withErrors.length} = ${percent(covered, withErrors.length)}`);
  console.log(`syntax-error files without a checker error from a broken statement: ${free}/${syntaxFiles.length} = ${percent(free, syntaxFiles.length)}`);
}
process.exit(!noFail && count(clean) < clean.length ? 1 : 0);

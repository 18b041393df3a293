// npm run conformance:check [-- DIR] [--json] [--no-fail]
//
// The checker against the reference compiler's verdicts on the shared corpus
// (DIR defaults to ../shared/corpus/yx): every file is checked alone, in the
// reference's view (first type-check error per top-level item, no type check
// after a syntax error: src/check/reference-mode.ts). Prints the counts and
// every disagreement. Exit 1 when a file the reference finds clean gets an
// error (the hard target); disagreements on files with errors are listed only.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkCorpus } from "../src/check/conformance.js";
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

if (json) {
  console.log(JSON.stringify({ clean: { ok: count(clean), total: clean.length }, errors: { ok: count(withErrors), total: withErrors.length }, results: results.map(({ ours, ...r }) => ({ ...r, ours: ours.map((d) => `${d.code}@${d.span[0]}`) })) }, null, 2));
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
  console.log("");
  console.log(`clean files with zero errors:   ${count(clean)}/${clean.length}`);
  console.log(`error files matched (code+line): ${count(withErrors)}/${withErrors.length}`);
  console.log(`  check-error files:  ${count(byVerdict("check-error"))}/${byVerdict("check-error").length}`);
  console.log(`  syntax-error files: ${count(byVerdict("syntax-error"))}/${byVerdict("syntax-error").length}`);
}
process.exit(!noFail && count(clean) < clean.length ? 1 : 0);

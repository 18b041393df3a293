// npm run mutants [-- DIR] [--count N] [--seed S] [--kind K] [--verdict V] [--context N] [--json]
//
// Seeded mutation harness for the checker (issue 12): applies one small edit
// (scripts/mutation-kinds.ts) to programs the reference compiler accepts
// (DIR defaults to ../shared/corpus/yx; its manifest says which files are
// clean) and reports, per mutant, the edit, our verdict in the reference's
// view (clean / syntax / type: what `yaoxiang check` would say), the codes
// and lines, and any crash. There is no reference compiler here, so the
// verdicts are for a person to judge against shared/spec/diagnostics.md;
// the summary counts them per kind, and `--verdict clean` lists the mutants
// we accept (the candidates for missed errors). A crash, or a mutant whose
// check throws, makes the exit code 1. Not part of `npm test`.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { documentsHost } from "../src/semantic/modules/host.js";
import { cascades } from "../src/check/conformance.js";
import { checkDocument } from "../src/check/index.js";
import type { Diagnostic } from "../src/diagnostics/diagnostic.js";
import { Document } from "../src/syntax/document.js";
import { sharedParser } from "../src/syntax/shared-parser.js";
import { random } from "../test/helpers/random.js";
import { MUTATION_KINDS, mutate, type Mutation, type MutationKind } from "./mutation-kinds.js";

type Verdict = "clean" | "syntax" | "type" | "crash";

interface MutantResult {
  id: number;
  file: string;
  kind: MutationKind;
  description: string;
  verdict: Verdict;
  /** `CODE@line` of every error in the reference's view. */
  codes: string[];
  /** Errors of the default (collect-all) check, with messages. */
  errors: string[];
  /** Syntax verdicts: default-check errors that stem from a broken statement (conformance.ts `cascades`). */
  cascades: string[];
  crash?: string;
  /** The mutated lines around the edit (with `--context N`). */
  context?: string[];
}

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const json = args.includes("--json");
const count = Number(option("--count") ?? 600);
const seed = Number(option("--seed") ?? 12);
const onlyKind = option("--kind") as MutationKind | undefined;
const onlyVerdict = option("--verdict") as Verdict | undefined;
const contextLines = Number(option("--context") ?? -1);
const valued = new Set(["--count", "--seed", "--kind", "--verdict", "--context"].map((n) => args.indexOf(n) + 1).filter((i) => i > 0));
const dirArg = args.find((a, i) => !a.startsWith("--") && !valued.has(i));
const dir = dirArg ? resolve(process.env.INIT_CWD ?? process.cwd(), dirArg) : fileURLToPath(new URL("../../shared/corpus/yx", import.meta.url));
if (onlyKind && !MUTATION_KINDS.includes(onlyKind)) {
  console.error(`unknown --kind ${onlyKind}; one of ${MUTATION_KINDS.join(", ")}`);
  process.exit(2);
}
if (!existsSync(resolve(dir, "manifest.json"))) {
  console.log(`mutants: no manifest.json in ${dir}; skipped`);
  process.exit(0);
}

interface ManifestItem {
  file: string;
  reference: { verdict: string };
}
const manifest = JSON.parse(readFileSync(resolve(dir, "manifest.json"), "utf8")) as { items: ManifestItem[] };
const programs = manifest.items
  .filter((item) => item.reference.verdict === "clean")
  .map((item) => ({ file: item.file, text: readFileSync(resolve(dir, item.file), "utf8") }))
  .filter((p) => p.text.split("\n").filter((l) => l.trim() !== "").length >= 3);

const parser = await sharedParser();
const rand = random(seed);
const results: MutantResult[] = [];
for (let id = 0, attempts = 0; results.length < count && attempts < count * 20; attempts++) {
  const program = programs[Math.floor(rand() * programs.length)] as (typeof programs)[number];
  const kind = onlyKind ?? (MUTATION_KINDS[Math.floor(rand() * MUTATION_KINDS.length)] as MutationKind);
  const original = new Document(parser, program.text);
  let mutation: Mutation | null;
  try {
    mutation = mutate(kind, program.text, original.tree, rand);
  } finally {
    original.dispose();
  }
  if (!mutation || mutation.text === program.text) continue;
  results.push(checkMutant(id++, program.file, mutation));
}

function checkMutant(id: number, file: string, mutation: Mutation): MutantResult {
  const base: Pick<MutantResult, "id" | "file" | "kind" | "description" | "context"> = { id, file, kind: mutation.kind, description: mutation.description };
  if (contextLines >= 0) {
    const lines = mutation.text.split("\n");
    const from = Math.max(0, mutation.line - 1 - contextLines);
    base.context = lines.slice(from, mutation.line + contextLines).map((l, i) => `${String(from + i + 1).padStart(4)}| ${l}`);
  }
  const doc = new Document(parser, mutation.text);
  const name = file.split("/").pop() as string;
  try {
    const host = documentsHost(new Map([[name, doc]]));
    const reference = checkDocument(host, name, doc, { referenceMode: true }).filter(isError);
    const all = checkDocument(host, name, doc).filter(isError);
    const verdict = verdictOf(reference);
    return {
      ...base,
      verdict,
      cascades: verdict === "syntax" ? cascades(doc, all) : [],
      codes: reference.map((d) => `${d.code}@${d.span[0]}`),
      errors: all.map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`),
    };
  } catch (error) {
    return { ...base, verdict: "crash", codes: [], errors: [], cascades: [], crash: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  } finally {
    doc.dispose();
  }
}

function isError(d: Diagnostic): boolean {
  return d.severity === "error";
}

function verdictOf(errors: readonly Diagnostic[]): Verdict {
  if (errors.length === 0) return "clean";
  return errors.some((d) => d.code.startsWith("E0")) ? "syntax" : "type";
}

const shown = results.filter((r) => !onlyVerdict || r.verdict === onlyVerdict);
if (json) {
  console.log(JSON.stringify({ seed, count: results.length, results: shown }, null, 2));
} else {
  for (const r of shown) {
    console.log(`#${r.id} ${r.kind} ${r.file} ${r.description}`);
    for (const l of r.context ?? []) console.log(`  ${l}`);
    console.log(`    ${r.verdict}${r.codes.length > 0 ? `: ${r.codes.join(" ")}` : ""}`);
    for (const e of r.errors) console.log(`      ${e}`);
    if (r.cascades.length > 0) console.log(`    CASCADE ${r.cascades.join(" ")}`);
    if (r.crash) console.log(`    CRASH ${r.crash}`);
  }
  console.log("");
  console.log(`seed ${seed}, ${results.length} mutants of ${programs.length} programs`);
  const syntax = results.filter((r) => r.verdict === "syntax");
  const free = syntax.filter((r) => r.cascades.length === 0).length;
  console.log(`syntax-error mutants without a checker error from a broken statement: ${free}/${syntax.length}`);
  const verdicts: Verdict[] = ["clean", "syntax", "type", "crash"];
  console.log(`${"kind".padEnd(20)}${verdicts.map((v) => v.padStart(8)).join("")}`);
  for (const kind of MUTATION_KINDS) {
    const of = results.filter((r) => r.kind === kind);
    if (of.length === 0) continue;
    console.log(`${kind.padEnd(20)}${verdicts.map((v) => String(of.filter((r) => r.verdict === v).length).padStart(8)).join("")}`);
  }
}
process.exit(results.some((r) => r.verdict === "crash") ? 1 : 0);

// typecheck and the symbol tools agree on what every binding statement does,
// on every program of ../shared/corpus/yx (skipped with a message when
// absent), corpus/, the fixtures and the scoping probes of diagnostics.md §8: a site the
// model records as a new binding is a definition there and never a
// reference of an outer binding, a re-binding or an assignment is a `write`
// reference of the binding it assigns and no definition, and the checker's
// re-binding diagnostics (E2010, E2002, E2013) stand exactly on the sites
// the model classifies as assigning an immutable binding, re-declaring or
// hiding one. Statements a syntax error broke are left out: typecheck does not
// judge them ("No cascades after a syntax error"), while the model still
// walks them quietly so that their names resolve.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkDocument } from "../../src/check/index.js";
import { extractProbes } from "../../src/check/probes.js";
import { analyse, type SemanticModel } from "../../src/semantic/index.js";
import type { Span } from "../../src/diagnostics/diagnostic.js";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { findFiles } from "../../src/syntax/conformance.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const SHARED = path.join(REPO, "../shared");
const present = existsSync(path.join(SHARED, "corpus/yx"));
if (!present) console.warn(`${SHARED}/corpus/yx is absent: only corpus/ and the fixtures are checked`);

function inputs(): { label: string; text: string }[] {
  const out: { label: string; text: string }[] = [];
  for (const dir of [path.join(REPO, "corpus"), path.join(REPO, "test/fixtures/symbols"), path.join(REPO, "test/fixtures/programs"), ...(present ? [path.join(SHARED, "corpus/yx")] : [])]) {
    for (const f of findFiles(dir, ".yx")) out.push({ label: path.relative(REPO, f), text: readFileSync(f, "utf8") });
  }
  const spec = path.join(SHARED, "spec/diagnostics.md");
  if (existsSync(spec)) for (const p of extractProbes(readFileSync(spec, "utf8"))) out.push({ label: `probe ${p.id}`, text: p.source });
  return out;
}

/** Disagreements between the model's binding events, its occurrences and the checker's diagnostics. */
function disagreements(model: SemanticModel, diagnostics: readonly { code: string; span: readonly number[] }[], broken: (span: Span) => boolean): string[] {
  const out: string[] = [];
  const at = (offset: number) => model.spanOf(offset, offset).slice(0, 2).join(":");
  const judged = model.bindings.filter((e) => !broken(e.span));
  for (const e of judged) {
    const ref = model.referenceAt(e.start);
    const def = model.definitionAt(e.start);
    const writes = e.outcome === "rebind" || e.outcome === "assign" || e.outcome === "assign-immutable" || (e.outcome === "redeclare" && e.scope === 0);
    if (writes) {
      if (ref?.role !== "write" || ref.resolution.kind !== "definition" || ref.resolution.definition !== e.definition) out.push(`${e.name}@${at(e.start)} ${e.outcome}: not a write of its binding`);
      if (def) out.push(`${e.name}@${at(e.start)} ${e.outcome}: also a definition`);
    } else {
      if (!def || def.id !== e.definition) out.push(`${e.name}@${at(e.start)} ${e.outcome}: not a definition`);
      if (ref) out.push(`${e.name}@${at(e.start)} ${e.outcome}: also a reference`);
    }
  }
  // The checker's re-binding diagnostics are where the model says so.
  const expected = new Set<string>();
  for (const e of judged) {
    if (e.inExpression || e.scope === 0) continue;
    const place = e.outcome === "shadow" && e.form === "loop" ? e.span : e.statementSpan;
    if (e.outcome === "assign-immutable" || e.outcome === "redeclare" || e.outcome === "shadow") expected.add(`${place[0]}:${place[1]}`);
  }
  const reported = new Set(diagnostics.filter((d) => d.code === "E2010" || d.code === "E2013" || (d.code === "E2002" && expected.has(`${d.span[0]}:${d.span[1]}`))).map((d) => `${d.span[0]}:${d.span[1]}`));
  for (const p of expected) if (!reported.has(p)) out.push(`no re-binding diagnostic at ${p}`);
  for (const p of reported) if (!expected.has(p)) out.push(`a re-binding diagnostic at ${p} the model does not classify`);
  return out;
}

describe("typecheck and the model agree on every binding statement", () => {
  const all = inputs();
  it("of every program, sample and scoping probe", async () => {
    const parser = await sharedParser();
    const failures: string[] = [];
    let events = 0;
    for (const { label, text } of all) {
      const doc = new Document(parser, text);
      const host = documentsHost(new Map([["main.yx", doc]]));
      const diagnostics = checkDocument(host, "main.yx", doc);
      const { model, brokenStatements } = analyse(host, "main.yx", doc);
      events += model.bindings.length;
      const broken = (span: Span) => brokenStatements?.holds(span) === true;
      for (const d of disagreements(model, diagnostics, broken)) failures.push(`${label}: ${d}`);
      doc.dispose();
    }
    expect(failures).toEqual([]);
    expect(events).toBeGreaterThan(1000);
  }, 120_000);
});

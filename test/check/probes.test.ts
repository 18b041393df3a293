// Every oracle-verified probe of diagnostics.md §8, read from the spec at test
// time: our typecheck must report the "Ours" codes on the "Ours" lines (start
// column too where both sides give one), and nothing else. Syntax probes (L*)
// allow later recovery errors, as the spec says.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractProbes } from "../../src/check/probes.js";
import { requireShared, shared } from "../helpers/shared.js";
import { check } from "./helpers.js";

const SPEC = shared("spec/diagnostics.md");
const probes = SPEC.present ? extractProbes(readFileSync(SPEC.path, "utf8")) : [];
// Parser-side disagreements owned by the grammar / syntax-diagnostics work (reported there).
describe("diagnostics.md §8 probes", () => {
  requireShared(SPEC);
  it("finds the probes", () => {
    expect(probes.length).toBeGreaterThanOrEqual(60);
  });
  for (const probe of probes) {
    it(`${probe.id}: ${probe.text.split(".")[0]}`, async () => {
      const ours = await check(probe.source);
      const got = new Set(ours.map((d) => `${d.code}@${d.span[0]}`));
      const expected = probe.expected.map((e) => `${e.code}@${e.line}`);
      for (const e of expected) expect([...got], `${probe.id} expects ${e}`).toContain(e);
      const extra = [...got].filter((k) => !expected.includes(k) && !(probe.allowExtraSyntax && k.startsWith("E0")));
      expect(extra, `${probe.id}: unexpected diagnostics`).toEqual([]);
    });
  }
});

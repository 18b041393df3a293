// Agreement with the reference formatter (shared/corpus/format): every full
// vector, every whole-program vector, every observed vector and every partial
// assertion must match, except the vectors listed in reference-exceptions.json
// where the reference output encodes one of its defects. A listed vector must
// really differ, so the list cannot go stale. Prints the counts.
import { afterAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { formatSource, type FormatOptions } from "../../src/format/index.js";
import { FORMAT_VECTORS, SHARED_YX, read, readJsonLines } from "./shared-corpus.js";
import { noteIfAbsent, shared } from "../helpers/shared.js";
import exceptionsJson from "./reference-exceptions.json" with { type: "json" };

type Kind = "full" | "programs" | "observed" | "partial" | "fragments";
const exceptions = exceptionsJson as unknown as Record<Kind, Record<string, string>>;
const present = shared("corpus/format").present;
const counts: Record<Kind, { pass: number; total: number; excepted: number }> = {
  full: { pass: 0, total: 0, excepted: 0 },
  programs: { pass: 0, total: 0, excepted: 0 },
  observed: { pass: 0, total: 0, excepted: 0 },
  partial: { pass: 0, total: 0, excepted: 0 },
  fragments: { pass: 0, total: 0, excepted: 0 },
};

function isRefused(result: { diagnostics: { severity: string }[] }): boolean {
  return result.diagnostics.some(d => d.severity === "error");
}

/** What a vector check found: agreement, or the two texts that differ. */
interface Outcome {
  ok: boolean;
  actual?: string;
  expected?: string;
}

/** Registers one vector: it must pass, or fail when listed as an exception. */
function vector(kind: Kind, name: string, check: () => Promise<Outcome | boolean>): void {
  const reason = exceptions[kind][name];
  it(reason ? `${name} (exception: differs on purpose)` : name, async () => {
    const found = await check();
    const outcome = typeof found === "boolean" ? { ok: found } : found;
    counts[kind].total++;
    if (outcome.ok) counts[kind].pass++;
    if (reason) {
      counts[kind].excepted++;
      expect(outcome.ok, `${name} is listed in reference-exceptions.json but now agrees with the reference`).toBe(false);
    } else if (outcome.actual !== undefined) expect(outcome.actual).toBe(outcome.expected);
    else expect(outcome.ok).toBe(true);
  });
}

async function sameOutput(input: string, expected: string, options: FormatOptions = {}): Promise<Outcome> {
  const result = await formatSource(input, options);
  return { ok: result.formatted === expected, actual: result.formatted, expected };
}

describe.skipIf(!present)("format vectors (shared/corpus/format)", () => {
  if (!present) return;

  describe("full", () => {
    for (const file of readdirSync(FORMAT_VECTORS).filter(f => f.endsWith(".input.yx")).sort()) {
      const name = file.replace(".input.yx", "");
      vector("full", name, () =>
        sameOutput(read(join(FORMAT_VECTORS, file)), read(join(FORMAT_VECTORS, `${name}.expected.yx`))),
      );
    }
  });

  describe("programs", () => {
    const manifest = JSON.parse(read(join(SHARED_YX, "manifest.json"))) as { items: { file: string }[] };
    for (const file of readdirSync(join(FORMAT_VECTORS, "programs")).sort()) {
      const name = file.replace(".expected.yx", "");
      const item = manifest.items.find(i => i.file.endsWith(`/${name}.yx`));
      vector("programs", name, async () => {
        expect(item, `no input for ${name} in yx/manifest.json`).toBeDefined();
        return sameOutput(read(join(SHARED_YX, item!.file)), read(join(FORMAT_VECTORS, "programs", file)));
      });
    }
  });

  describe("observed", () => {
    interface Observed {
      case: string;
      options: FormatOptions;
      expect_error?: boolean;
    }
    for (const entry of readJsonLines<Observed>(join(FORMAT_VECTORS, "observed/index.jsonl"))) {
      const input = join(FORMAT_VECTORS, "observed", `${entry.case}.input.yx`);
      vector("observed", entry.case, async () => {
        if (entry.expect_error) {
          const result = await formatSource(read(input), entry.options);
          return isRefused(result) && result.formatted === read(input);
        }
        return sameOutput(read(input), read(join(FORMAT_VECTORS, "observed", `${entry.case}.expected.yx`)), entry.options);
      });
    }
  });

  describe("partial", () => {
    interface Partial {
      name: string;
      input: string;
      options: FormatOptions;
      assert: string;
      value: unknown;
    }
    for (const entry of readJsonLines<Partial>(join(FORMAT_VECTORS, "partial.jsonl"))) {
      vector("partial", entry.name, () => checkPartial(entry));
    }

    async function checkPartial(p: Partial): Promise<boolean> {
      const result = await formatSource(p.input, p.options);
      const out = result.formatted;
      const ok = !isRefused(result);
      const other = async (): Promise<string> =>
        (await formatSource(p.input, { ...p.options, ...(p.value as FormatOptions) })).formatted;
      switch (p.assert) {
        case "contains":
          return ok && out.includes(p.value as string);
        case "not_contains":
          return ok && !out.includes(p.value as string);
        case "contains_any":
          return ok && (p.value as string[]).some(v => out.includes(v));
        case "count": {
          const { substring, count } = p.value as { substring: string; count: number };
          return ok && out.split(substring).length - 1 === count;
        }
        case "order": {
          const [first, second] = p.value as [string, string];
          const a = out.indexOf(first);
          const b = out.indexOf(second);
          return ok && a >= 0 && b >= 0 && a < b;
        }
        case "idempotent":
          return ok && (await formatSource(out, p.options)).formatted === out;
        case "error":
          return isRefused(result) && out === p.input;
        case "ok":
          return ok;
        case "max_lines":
          return ok && out.replace(/\n$/, "").split("\n").length <= (p.value as number);
        case "lines_ge_other_options":
          return ok && out.split("\n").length >= (await other()).split("\n").length;
        case "differs_from_other_options":
          return ok && out !== (await other());
        case "no_panic":
          // The LSP handler's input is refused by the reference; ours must simply answer.
          return typeof out === "string";
        default:
          throw new Error(`unknown partial assertion ${p.assert}`);
      }
    }
  });

  describe("fragments with a source equivalent", () => {
    interface Fragment {
      name: string;
      options: FormatOptions;
      source_equivalent?: { input: string; reference_output: string };
    }
    for (const entry of readJsonLines<Fragment>(join(FORMAT_VECTORS, "fragments.jsonl"))) {
      const source = entry.source_equivalent;
      if (!source) continue;
      vector("fragments", entry.name, () => sameOutput(source.input, source.reference_output, entry.options));
    }
  });

  it("lists only vectors that exist", () => {
    const names: Record<Kind, Set<string>> = {
      full: new Set(readdirSync(FORMAT_VECTORS).filter(f => f.endsWith(".input.yx")).map(f => f.replace(".input.yx", ""))),
      programs: new Set(readdirSync(join(FORMAT_VECTORS, "programs")).map(f => f.replace(".expected.yx", ""))),
      observed: new Set(readJsonLines<{ case: string }>(join(FORMAT_VECTORS, "observed/index.jsonl")).map(e => e.case)),
      partial: new Set(readJsonLines<{ name: string }>(join(FORMAT_VECTORS, "partial.jsonl")).map(e => e.name)),
      fragments: new Set(readJsonLines<{ name: string }>(join(FORMAT_VECTORS, "fragments.jsonl")).map(e => e.name)),
    };
    for (const kind of Object.keys(names) as Kind[]) {
      for (const name of Object.keys(exceptions[kind])) expect(names[kind].has(name), `${kind}/${name}`).toBe(true);
    }
  });

  afterAll(() => {
    const line = (k: Kind): string => `${counts[k].pass}/${counts[k].total} ${k}`;
    console.log(
      `format vectors: ${line("full")}, ${line("programs")}, ${line("partial")}, ${line("observed")}, ` +
        `${line("fragments")} (source equivalents); ` +
        `exceptions: ${(Object.keys(counts) as Kind[]).map(k => `${counts[k].excepted} ${k}`).join(", ")}`,
    );
  });
});

noteIfAbsent(shared("corpus/format"), "format vectors agree with the reference formatter");

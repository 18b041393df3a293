// Cross-checks the registry against the code table of shared/spec/diagnostics.md §2.
// The spec lives outside the package (../shared/spec); when it is absent the comparison is
// skipped with a reason, and the counts are still checked against the numbers of §1.3.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_CODES, CODE_DEFINITIONS, REGISTERED_CODES, lookupCode } from "../../src/diagnostics/registry.js";
import { requireShared, shared } from "../helpers/shared.js";

const SPEC = shared("spec/diagnostics.md");

/** Numbers stated in diagnostics.md §1.3 and §2.1. */
const REGISTERED_COUNT = 132;
const LOCALE_ONLY = ["E2029", "E8004"];
const PER_BAND: Record<string, number> = {
  E0: 17,
  E1: 31,
  E2: 28,
  E3: 14,
  E4: 15,
  E5: 7,
  E6: 7,
  E7: 4,
  E8: 3,
  W1: 6,
};

interface SpecRow {
  code: string;
  category: string;
  severity: string;
  emitted: string;
  detect: string;
  params: string;
  localeOnly: boolean;
}

function parseSpecTable(markdown: string): SpecRow[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith("## 2. Complete code table"));
  const end = lines.findIndex((l, i) => i > start && l.startsWith("### 2.1"));
  if (start < 0 || end < 0) throw new Error("section 2 of diagnostics.md not found");
  const rows: SpecRow[] = [];
  let localeOnly = false;
  for (const line of lines.slice(start, end)) {
    if (line.startsWith("Locale-only entries")) localeOnly = true;
    if (!/^\|\s*[EW]\d{4}\s*\|/.test(line)) continue;
    const cells = line.split("|").slice(1, -1).map((c) => c.trim());
    if (cells.length !== 8) throw new Error(`unexpected row shape: ${line}`);
    const [code, category, , severity, , emitted, detect, params] = cells as [
      string, string, string, string, string, string, string, string,
    ];
    rows.push({ code, category, severity, emitted, detect, params, localeOnly });
  }
  return rows;
}

function specParams(cell: string): string[] {
  const inner = cell.replace(/^\(/, "").replace(/\)$/, "").trim();
  if (inner === "" || inner.startsWith("none")) return [];
  return inner.split(",").map((p) => p.trim());
}

function specSeverity(cell: string): string {
  if (cell.startsWith("info")) return "note";
  return cell;
}

function specEmitted(cell: string): boolean | "internal" {
  if (cell.startsWith("YES")) return true;
  if (cell.startsWith("INTERNAL")) return "internal";
  return false;
}

describe("registry counts (diagnostics.md §1.3)", () => {
  it(`holds ${REGISTERED_COUNT} registered codes plus the locale-only ${LOCALE_ONLY.join(" and ")}`, () => {
    expect(REGISTERED_CODES).toHaveLength(REGISTERED_COUNT);
    expect(ALL_CODES).toHaveLength(REGISTERED_COUNT + LOCALE_ONLY.length);
    const unregistered = CODE_DEFINITIONS.filter((d) => !d.registered).map((d) => d.code);
    expect(unregistered).toEqual(LOCALE_ONLY);
  });

  it("has 126 E codes and 6 W codes among the registered ones, per band as in the spec", () => {
    expect(REGISTERED_CODES.filter((c) => c.startsWith("E"))).toHaveLength(126);
    expect(REGISTERED_CODES.filter((c) => c.startsWith("W"))).toHaveLength(6);
    const bands: Record<string, number> = {};
    for (const c of REGISTERED_CODES) bands[c.slice(0, 2)] = (bands[c.slice(0, 2)] ?? 0) + 1;
    expect(bands).toEqual(PER_BAND);
  });

  it("marks exactly 44 registered codes as emitted by the reference", () => {
    const emitted = CODE_DEFINITIONS.filter((d) => d.registered && d.emittedByReference === true);
    expect(emitted).toHaveLength(44);
  });
});

describe("registry vs the code table of diagnostics.md §2", () => {
  requireShared(SPEC);
  const rows = SPEC.present ? parseSpecTable(readFileSync(SPEC.path, "utf8")) : [];

  it("finds 134 rows: 132 registry codes and 2 locale-only codes", () => {
    expect(rows.filter((r) => !r.localeOnly)).toHaveLength(REGISTERED_COUNT);
    expect(rows.filter((r) => r.localeOnly).map((r) => r.code)).toEqual(LOCALE_ONLY);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it("contains every code of the table, and nothing else", () => {
    expect([...ALL_CODES].sort()).toEqual(rows.map((r) => r.code).sort());
    expect([...REGISTERED_CODES].sort()).toEqual(
      rows.filter((r) => !r.localeOnly).map((r) => r.code).sort(),
    );
  });

  it("agrees with the table on category, severity, detection class, params and emission", () => {
    for (const row of rows) {
      const def = lookupCode(row.code);
      expect(def, row.code).toBeDefined();
      if (!def) continue;
      expect(def.registered, `${row.code} registered`).toBe(!row.localeOnly);
      if (!row.localeOnly) expect(def.category, `${row.code} category`).toBe(row.category);
      expect(def.severity, `${row.code} severity`).toBe(specSeverity(row.severity));
      expect(def.detectable, `${row.code} detect`).toBe(row.detect);
      expect([...def.params], `${row.code} params`).toEqual(specParams(row.params));
      expect(def.emittedByReference, `${row.code} emitted`).toBe(specEmitted(row.emitted));
    }
  });
});

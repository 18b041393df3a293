// `explain`: look-ups in the diagnostic-code registry for the explain_diagnostic tool and the
// checker. Pure functions over in-module data (diagnostics.md §4).
import {
  ALL_CODES,
  lookupCode,
  normalizeCode,
  renderExample,
  resolveLang,
  type Detectability,
  type EmittedByReference,
  type Lang,
  type Phase,
  type Severity,
} from "./registry.js";

export type { Lang, Severity } from "./registry.js";
export { languageFromTag } from "./registry.js";

/**
 * What `explain_diagnostic` returns for a code. The first seven fields are the contract of
 * diagnostics.md §4.2; the others are the recommended additive fields.
 */
export interface Explanation {
  code: string;
  category: string;
  severity: "error" | "warning" | "note";
  title: string;
  description: string;
  example: string;
  help: string;
  /** Message template with `{param}` placeholders. */
  template: string;
  /** Placeholder names of `template`. */
  params: string[];
  phase: Phase;
  detectable: Detectability;
  /** `true`, `false` or `"internal"` (see `EmittedByReference`). */
  emittedByReference: EmittedByReference;
  /** `false` for E2029 and E8004, which the reference registry does not contain. */
  registered: boolean;
  /** Codes that are easily confused with this one. */
  related: string[];
  lang: Lang;
}

/**
 * Explains a code. Case-insensitive, surrounding whitespace ignored; `lang` defaults to `"en"`
 * (any other value than `"zh"` gives English). Returns undefined for an unknown code.
 */
export function explainDiagnostic(code: string, lang: Lang = "en"): Explanation | undefined {
  const def = lookupCode(code);
  if (!def) return undefined;
  const l = resolveLang(lang);
  const text = def[l];
  return {
    code: def.code,
    category: def.category,
    severity: def.severity,
    title: text.title,
    description: text.description,
    example: renderExample(def, l),
    help: text.help,
    template: text.template,
    params: [...def.params],
    phase: def.phase,
    detectable: def.detectable,
    emittedByReference: def.emittedByReference,
    registered: def.registered,
    related: [...(def.related ?? [])],
    lang: l,
  };
}

/** Whether the code is in the registry (case-insensitive, surrounding whitespace ignored). */
export function isKnownCode(code: string): boolean {
  return lookupCode(code) !== undefined;
}

/** The severity our tools give the code, or undefined for an unknown code. */
export function severityOf(code: string): Severity | undefined {
  return lookupCode(code)?.severity;
}

/** The short title of the code in a language (default `"en"`), or undefined if unknown. */
export function titleOf(code: string, lang: Lang = "en"): string | undefined {
  return lookupCode(code)?.[resolveLang(lang)].title;
}

/**
 * The known codes nearest to `code`, best first, at most `max` (default 3). Meant for unknown
 * codes ("did you mean ...?"); a known code comes back first itself.
 *
 * Ranking: edit distance (Damerau, on the whole input and on its code-like core such as `E1002`
 * in `E1002x`; a code the input is a prefix of, like `E1010` for `E101`, counts as distance 0.5),
 * then same letter (E/W), then same band (first digit), then numeric distance, then the code.
 * Input without any digit only yields codes within distance 2.
 */
export function closestCodes(code: string, max = 3): string[] {
  if (typeof code !== "string") return [];
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 3;
  const query = normalizeCode(code).replace(/\s+/g, "");
  if (limit === 0 || query.length === 0) return [];

  const core = /([A-Z]?)(\d+)/.exec(query);
  const coreText = core ? core[0] : query;
  const digits = core?.[2] ?? "";
  const letter = core?.[1] === "W" || (!core?.[1] && query.startsWith("W")) ? "W" : "E";
  const band = digits.charAt(0);
  const target = digits.length === 0 ? 0 : Number(digits.length >= 4 ? digits.slice(0, 4) : digits.padEnd(4, "0"));
  // Without a letter, compare as if the default letter had been typed ("1001" ~ "E1001").
  const coreForms = core && !core[1] ? [letter + coreText, coreText] : [coreText];

  const scored = ALL_CODES.map((candidate) => {
    let distance = editDistance(query, candidate);
    for (const form of coreForms) {
      distance = Math.min(distance, editDistance(form, candidate));
      if (form.length >= 2 && form.length < candidate.length && candidate.startsWith(form)) {
        distance = Math.min(distance, 0.5);
      }
    }
    return {
      candidate,
      distance,
      otherLetter: candidate.charAt(0) === letter ? 0 : 1,
      otherBand: band !== "" && candidate.charAt(1) === band ? 0 : 1,
      numeric: Math.abs(Number(candidate.slice(1)) - target),
    };
  }).filter((s) => digits.length > 0 || s.distance <= 2);

  scored.sort(
    (a, b) =>
      a.distance - b.distance ||
      a.otherLetter - b.otherLetter ||
      a.otherBand - b.otherBand ||
      a.numeric - b.numeric ||
      (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0),
  );
  return scored.slice(0, limit).map((s) => s.candidate);
}

/**
 * Beyond this difference in length, two strings are ranked by that difference alone (a lower
 * bound of their distance): codes have five characters, so a string that much longer is no near
 * miss of any of them, and computing its exact distance to every code would cost its length times
 * the number of codes (a 1 MB input took 30 s).
 */
const MAX_LENGTH_DIFFERENCE = 32;

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions, adjacent swaps; for
 * lengths more than MAX_LENGTH_DIFFERENCE apart, the difference of the lengths.
 */
function editDistance(a: string, b: string): number {
  const lengthDifference = Math.abs(a.length - b.length);
  if (lengthDifference > MAX_LENGTH_DIFFERENCE) return lengthDifference;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

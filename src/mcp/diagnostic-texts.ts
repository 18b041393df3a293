// A budget step for tools returning diagnostics: a message, help or related
// note longer than LONG_TEXT_CHARS is shortened before the list is cut, so a
// diagnostic quoting a huge name (a 32,768-character identifier) is still
// shown, shortened, rather than left out whole (101a D7: `diagnostics: []`
// beside `errors: 1`).
import type { ShrinkStep } from "./budget.js";
import { shorten } from "./redact.js";

/** Longest message, help or related note kept whole when the budget is short. */
const LONG_TEXT_CHARS = 500;

type Data = Record<string, unknown>;

function shortened(diagnostic: Data): Data {
  const out: Data = { ...diagnostic };
  for (const key of ["message", "help"] as const) {
    if (typeof out[key] === "string") out[key] = shorten(out[key] as string, LONG_TEXT_CHARS);
  }
  if (Array.isArray(out.related)) {
    out.related = (out.related as Data[]).map((r) => (typeof r.message === "string" ? { ...r, message: shorten(r.message, LONG_TEXT_CHARS) } : r));
  }
  return out;
}

function hasLongText(diagnostic: Data): boolean {
  const long = (text: unknown) => typeof text === "string" && text.length > LONG_TEXT_CHARS;
  return long(diagnostic.message) || long(diagnostic.help) || (Array.isArray(diagnostic.related) && (diagnostic.related as Data[]).some((r) => long(r.message)));
}

/** Shortens the long texts of the diagnostics under `key` (undefined when none is long). */
export function shortenDiagnosticTexts(key = "diagnostics"): ShrinkStep {
  return {
    shrink: (data) => {
      const list = data[key];
      if (!Array.isArray(list) || !list.some((d: Data) => hasLongText(d))) return undefined;
      return { ...data, [key]: list.map((d: Data) => shortened(d)) };
    },
    hint: `Diagnostic texts over ${LONG_TEXT_CHARS} characters shortened.`,
  };
}

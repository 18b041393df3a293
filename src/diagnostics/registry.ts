// The diagnostic-code registry: every code of shared/spec/diagnostics.md §2 (the 132 codes of
// the reference registry plus the two locale-only codes E2029 and E8004), with en/zh texts,
// message templates and examples. Pure data and pure functions; no I/O.
import { CODEGEN_CODES } from "./codes/codegen.js";
import { GENERIC_CODES } from "./codes/generic.js";
import { INTERNAL_CODES } from "./codes/internal.js";
import { IO_CODES } from "./codes/io.js";
import { LEXER_PARSER_CODES } from "./codes/lexer-parser.js";
import { MODULE_CODES } from "./codes/module.js";
import { RUNTIME_CODES } from "./codes/runtime.js";
import { SEMANTIC_CODES } from "./codes/semantic.js";
import { TYPE_CHECK_CODES } from "./codes/type-check.js";
import { WARNING_CODES } from "./codes/warnings.js";
import { NOTE_MARKER, type CodeDefinition, type Lang } from "./types.js";

export type {
  Category,
  CodeDefinition,
  CodeText,
  Detectability,
  EmittedByReference,
  Lang,
  Phase,
  Severity,
} from "./types.js";
export { NOTE_MARKER } from "./types.js";

/** Every entry, sorted by code (E before W, then numerically). */
export const CODE_DEFINITIONS: readonly CodeDefinition[] = [
  ...LEXER_PARSER_CODES,
  ...TYPE_CHECK_CODES,
  ...SEMANTIC_CODES,
  ...CODEGEN_CODES,
  ...GENERIC_CODES,
  ...MODULE_CODES,
  ...RUNTIME_CODES,
  ...IO_CODES,
  ...INTERNAL_CODES,
  ...WARNING_CODES,
].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

const BY_CODE: ReadonlyMap<string, CodeDefinition> = (() => {
  const map = new Map<string, CodeDefinition>();
  for (const def of CODE_DEFINITIONS) {
    if (map.has(def.code)) throw new Error(`duplicate diagnostic code ${def.code}`);
    map.set(def.code, def);
  }
  return map;
})();

/** All known codes (registered and locale-only), sorted. */
export const ALL_CODES: readonly string[] = CODE_DEFINITIONS.map((d) => d.code);

/** The 132 codes of the reference registry (without E2029 and E8004). */
export const REGISTERED_CODES: readonly string[] = CODE_DEFINITIONS.filter((d) => d.registered).map(
  (d) => d.code,
);

/** Canonical spelling of a code as typed by a user: surrounding whitespace removed, upper case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The registry entry of a code (case-insensitive, surrounding whitespace ignored). */
export function lookupCode(code: string): CodeDefinition | undefined {
  if (typeof code !== "string") return undefined;
  return BY_CODE.get(normalizeCode(code));
}

/** `"en"` unless the argument is `"zh"`; protects the lookups against arbitrary strings. */
export function resolveLang(lang: string | undefined): Lang {
  return lang === "zh" ? "zh" : "en";
}

/**
 * Maps a language tag to one of our two languages: the Chinese variants known to the reference
 * (`zh`, `zh-CN`, `zh-classical`, `zh-x-miao`, `zh-miao`, ...) give `zh`; everything else
 * (including `ja` and `ru`, for which we have no texts) gives `en`.
 */
export function languageFromTag(tag: string | undefined): Lang {
  if (!tag) return "en";
  const t = tag.trim().toLowerCase();
  return t === "zh" || t.startsWith("zh-") || t.startsWith("zh_") ? "zh" : "en";
}

/** Values for template placeholders. */
export type TemplateArgs = Readonly<Record<string, string | number | boolean | bigint>>;

/**
 * Renders a `{param}` template the way the reference does (diagnostics.md §1.4): values are
 * substituted verbatim; a placeholder without a value stays in the output, braces included.
 */
export function renderTemplate(template: string, args: TemplateArgs = {}): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole,
  );
}

/**
 * The values a message rendered from `template` was given (renderTemplate's inverse), or undefined
 * when the message does not start as the template does; a text after the rendered template is allowed
 * (a message that adds to it, as E5003's list of exports).
 */
export function templateValues(template: string, message: string): Record<string, string> | undefined {
  // split with a capture group: the text between placeholders at even indexes, their names at odd ones.
  const parts = template.split(/\{([A-Za-z_][A-Za-z0-9_]*)\}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const pattern = parts.map((part, i) => (i % 2 === 1 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("");
  const found = new RegExp(`^${pattern}(?=$|[;:,.])`, "s").exec(message);
  return found ? Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) : undefined;
}

/** The English template of a code's message, or undefined for an unknown code. */
export function templateOf(code: string): string | undefined {
  return lookupCode(code)?.en.template;
}

/** The rendered message of a code in a language, or undefined for an unknown code. */
export function formatMessage(code: string, args: TemplateArgs = {}, lang?: Lang): string | undefined {
  const def = lookupCode(code);
  return def ? renderTemplate(def[resolveLang(lang)].template, args) : undefined;
}

/** The fix suggestion of a code in a language, or undefined for an unknown code. */
export function helpFor(code: string, lang?: Lang): string | undefined {
  return lookupCode(code)?.[resolveLang(lang)].help;
}

/** The example of an entry with the language's comment in place of the note marker. */
export function renderExample(def: CodeDefinition, lang?: Lang): string {
  const note = def[resolveLang(lang)].note;
  return def.example.replace(NOTE_MARKER, () => note);
}

// Shared types of the diagnostic-code registry (see shared/spec/diagnostics.md §1-§4).

/** Languages the registry has texts for. */
export type Lang = "en" | "zh";

/** The three severities used by every tool of this project (diagnostics.md §1.2). */
export type Severity = "error" | "warning" | "note";

/**
 * Category display strings, exactly as the reference prints them (diagnostics.md §1.1).
 * The category is stored per code; it is not derived from the prefix (W1063 is "Type Check").
 */
export type Category =
  | "Lexer"
  | "Parser"
  | "Type Check"
  | "Semantic"
  | "Codegen"
  | "Generic"
  | "Module"
  | "Runtime"
  | "I/O"
  | "Internal"
  | "Warning";

/** How much analysis is needed to detect the problem (legend at the top of diagnostics.md). */
export type Detectability = "SYN" | "SCOPE" | "CONST" | "TYPE" | "OWN" | "PROOF" | "N/A";

/**
 * The stage of our own pipeline that owns the code. The first six are the `phase` values of
 * diagnostics.md §3.7; the others cover codes a static checker never emits.
 */
export type Phase =
  | "lexer"
  | "parser"
  | "names"
  | "types"
  | "refinement"
  | "ownership"
  | "modules"
  | "generics"
  | "const-eval"
  | "termination"
  | "signatures"
  | "dead-code"
  | "codegen"
  | "runtime"
  | "io"
  | "internal";

/**
 * Whether the reference compiler can produce the code from a user program:
 * `true` (YES), `false` (NO, computed-but-not-surfaced, or locale-only), or `"internal"`
 * (only while processing the compiler's own data, never shown as a user diagnostic).
 */
export type EmittedByReference = boolean | "internal";

/** The language-dependent part of a registry entry. */
export interface CodeText {
  /** Short name of the problem. */
  title: string;
  /** Two to four sentences: what the code means and why the compiler reports it. */
  description: string;
  /** How to fix it. */
  help: string;
  /** Diagnostic message with `{param}` placeholders (see `renderTemplate`). */
  template: string;
  /** Comment text placed on the offending line of the shared example. */
  note: string;
}

/** Marker in `CodeDefinition.example` that is replaced by the language's `note`. */
export const NOTE_MARKER = "<<note>>";

/** One entry of the registry. */
export interface CodeDefinition {
  code: string;
  category: Category;
  severity: Severity;
  /**
   * `false` for the two codes that exist only in the reference's locale files (E2029, E8004):
   * the reference's `explain` calls them unknown, we still explain them (diagnostics.md §4.2).
   */
  registered: boolean;
  phase: Phase;
  detectable: Detectability;
  emittedByReference: EmittedByReference;
  /** Placeholder names the message template accepts (diagnostics.md §2, last column). */
  params: readonly string[];
  /** Codes that are easily confused with this one. */
  related?: readonly string[];
  /**
   * A short YaoXiang program that triggers the code. It contains `// <<note>>` exactly once,
   * on (or, when a comment cannot go there, just above) the offending line.
   */
  example: string;
  en: CodeText;
  zh: CodeText;
}

// Formatter options (formatting.md §2). Sources, highest priority first: the
// caller's input, the `[fmt]` table of the project's yaoxiang.toml (read by
// the tool layer and passed in as a plain object), the built-in defaults.
// Keys are snake_case only; the kebab-case spellings of the RFC are ignored
// like the reference ignores them. `tab_size` (RFC-035, LSP) is an alias of
// `indent_width`.

export interface FormatOptions {
  indent_width?: number;
  tab_size?: number;
  line_width?: number;
  use_tabs?: boolean;
  sort_imports?: boolean;
  /**
   * Accepted for compatibility, but has no effect on string literals: in
   * YaoXiang a single-quoted literal is a char, so printing strings with `'`
   * would truncate them to their first character on the next run
   * (formatting.md §7.1, vector o004).
   */
  single_quote?: boolean;
  /**
   * Re-parse the result and check it is the same program (equivalence.ts)
   * and free of syntax errors; on failure the source is returned unchanged
   * with an E8001 diagnostic. format_source turns it on for every result;
   * off by default for library callers and the test suite, which checks the
   * same property itself. It costs a parse plus about half of one.
   */
  verify?: boolean;
}

export interface ResolvedFormatOptions {
  indent_width: number;
  line_width: number;
  use_tabs: boolean;
  sort_imports: boolean;
  single_quote: boolean;
  verify: boolean;
}

export const DEFAULT_FORMAT_OPTIONS: Readonly<ResolvedFormatOptions> = Object.freeze({
  indent_width: 4,
  line_width: 120,
  use_tabs: false,
  sort_imports: true,
  single_quote: false,
  verify: false,
});

/** Largest accepted width or indent; beyond it the layout math stops being meaningful. */
const MAX_WIDTH = 10_000;

/**
 * Merges option layers, highest priority first. Values of the wrong type or out
 * of range are skipped (the reference ignores a configuration it cannot read),
 * so a broken `[fmt]` table never prevents formatting.
 */
export function resolveFormatOptions(...layers: (FormatOptions | Record<string, unknown> | null | undefined)[]): ResolvedFormatOptions {
  const resolved: ResolvedFormatOptions = { ...DEFAULT_FORMAT_OPTIONS };
  for (const layer of [...layers].reverse()) {
    if (!layer || typeof layer !== "object") continue;
    const l = layer as Record<string, unknown>;
    // The alias first, so an explicit indent_width in the same layer wins.
    const tab = positiveInt(l.tab_size, 1);
    if (tab !== undefined) resolved.indent_width = tab;
    const indent = positiveInt(l.indent_width, 1);
    if (indent !== undefined) resolved.indent_width = indent;
    const width = positiveInt(l.line_width, 1);
    if (width !== undefined) resolved.line_width = width;
    if (typeof l.use_tabs === "boolean") resolved.use_tabs = l.use_tabs;
    if (typeof l.sort_imports === "boolean") resolved.sort_imports = l.sort_imports;
    if (typeof l.single_quote === "boolean") resolved.single_quote = l.single_quote;
    if (typeof l.verify === "boolean") resolved.verify = l.verify;
  }
  return resolved;
}

function positiveInt(value: unknown, min: number): number | undefined {
  if (typeof value !== "number" || !Number.isInteger(value)) return undefined;
  if (value < min || value > MAX_WIDTH) return undefined;
  return value;
}

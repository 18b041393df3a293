// The explanations of the codes a layer of the tool reports of its own (the
// MCP-* diagnostics of rename_symbol, the checker and the project, which the
// compiler has no code for): one shape, and one case-insensitive lookup,
// for every layer's table. explain_diagnostic answers with them.

/** The texts of an entry in another language than English. */
export interface OwnCodeTexts {
  readonly title: string;
  readonly description: string;
  readonly help: string;
}

/** What a code means, as a layer's table gives it. */
export interface OwnCodeEntry extends OwnCodeTexts {
  readonly severity: "error" | "warning" | "note";
  /** A program, a yaoxiang.toml or a tool call that gets it, when the table has one. */
  readonly example?: string;
  /** The Chinese texts, explain_diagnostic's answer to lang "zh" (the compiler's codes have theirs). */
  readonly zh?: OwnCodeTexts;
}

/** An entry with its code and its layer's category. */
export type OwnCodeExplanation<Category extends string, Entry extends OwnCodeEntry = OwnCodeEntry> = Entry & {
  readonly code: string;
  readonly category: Category;
};

/** The lookup of a layer's table: the explanation of `code` (any case), or undefined. */
export function ownCodeLookup<Category extends string, Entry extends OwnCodeEntry>(
  category: Category,
  entries: Readonly<Record<string, Entry>>,
): (code: string) => OwnCodeExplanation<Category, Entry> | undefined {
  return (code) => {
    const key = code.trim().toUpperCase();
    const entry = entries[key];
    return entry && { ...entry, code: key, category };
  };
}

// Per-language lookup tables of the AST copy (ast.ts), indexed by node type
// id so that the copy loop does no string-set lookups: type names, field
// names, and one byte of flags per type.
//
// What the grammar says about each node type (src/grammar.json, generated
// from the same grammar.js as the wasm):
//   * LEAF: nodes of the type never have children, so the copy does not ask
//     the cursor for a first child. Anonymous nodes (the grammar aliases only
//     tokens to strings) and named types that are only ever tokens: a rule
//     that is a string, a pattern or token(…) used nowhere else, an external
//     token, or an alias of one. A type that any nonterminal is also aliased
//     to is not a leaf. The literals read whole (literal-types.ts) are
//     leaves too: the copy leaves their escapes out.
//   * FIXED: the token's text is always the same string (anonymous string
//     tokens, and named rules that are one string), so in a tree without
//     errors its end is its start plus that string's length. Anonymous names
//     that an alias or an external token also produce are not fixed (their
//     text is whatever the external scanner or the aliased rule matched).
import { readFileSync } from "node:fs";
import type { Language, Tree } from "web-tree-sitter";
import { COMMENT_TYPES } from "../comment-types.js";
import { WHOLE_LITERAL_TYPES } from "../literal-types.js";
import { packageFile } from "../../package-files.js";

export const NAMED = 1;
/** The type has fields: its children's field ids are read. */
export const FIELDS = 2;
export const COMMENT = 4;
export const LEAF = 8;
export const FIXED = 16;

export interface Tables {
  /** Type name by id; every id (ERROR is 65535) has an entry. */
  readonly types: readonly string[];
  /** NAMED | FIELDS | COMMENT | LEAF | FIXED by type id. */
  readonly flags: Uint8Array;
  /** The fixed text of FIXED types, by id. */
  readonly fixed: readonly string[];
  /** Field name by field id (0: none). */
  readonly fields: readonly (string | null)[];
}


const srcJson = (name: string): unknown => JSON.parse(readFileSync(packageFile(`src/${name}`), "utf8"));

/** Node types that have fields (src/node-types.json); the others skip the field lookup. */
export const HAS_FIELDS: ReadonlySet<string> = (() => {
  const entries = srcJson("node-types.json") as { type: string; fields?: Record<string, unknown> }[];
  return new Set(entries.filter((e) => e.fields && Object.keys(e.fields).length > 0).map((e) => e.type));
})();

interface Rule {
  type: string;
  name?: string;
  value?: string;
  named?: boolean;
  content?: Rule;
  members?: Rule[];
}

interface TokenInfo {
  /** Named types that are always leaves. */
  leaves: ReadonlySet<string>;
  /** Named types whose text is always the given string. */
  fixedNamed: ReadonlyMap<string, string>;
  /** Anonymous types whose text may differ from their name. */
  anonymousNotFixed: ReadonlySet<string>;
}

const TOKEN_RULES = new Set(["STRING", "PATTERN", "TOKEN", "IMMEDIATE_TOKEN"]);

/** Which named types are tokens, from src/grammar.json (see the header). */
export function tokenInfo(grammar: { rules: Record<string, Rule>; externals?: Rule[]; extras?: Rule[] }): TokenInfo {
  // tree-sitter makes a rule a token only when its whole body is one token
  // used nowhere else in the grammar: a rule `x: "Type"` whose string also
  // appears elsewhere becomes a node with one anonymous child. So: count
  // every use of every token (strings, patterns, token(…)) by its JSON.
  const uses = new Map<string, number>();
  const countTokens = (rule: Rule | undefined): void => {
    if (!rule) return;
    if (TOKEN_RULES.has(rule.type)) {
      const key = JSON.stringify(rule);
      uses.set(key, (uses.get(key) ?? 0) + 1);
      return;
    }
    countTokens(rule.content);
    for (const m of rule.members ?? []) countTokens(m);
  };
  for (const rule of Object.values(grammar.rules)) countTokens(rule);
  for (const rule of grammar.extras ?? []) countTokens(rule);
  for (const rule of grammar.externals ?? []) countTokens(rule);
  const names = Object.keys(grammar.rules);
  const isTokenRule = (name: string): boolean => {
    const rule = grammar.rules[name];
    if (!rule) return (grammar.externals ?? []).some((e) => e.type === "SYMBOL" && e.name === name);
    return name !== names[0] && TOKEN_RULES.has(rule.type) && uses.get(JSON.stringify(rule)) === 1;
  };
  // Every producer of each named type: its rule, external tokens, aliases.
  const tokenProducers = new Set<string>();
  const otherProducers = new Set<string>();
  const aliased = new Set<string>();
  const anonymousNotFixed = new Set<string>();
  for (const name of names) (isTokenRule(name) ? tokenProducers : otherProducers).add(name);
  for (const e of grammar.externals ?? []) {
    if (e.type === "SYMBOL" && e.name && !grammar.rules[e.name]) tokenProducers.add(e.name);
    if (e.type === "STRING" && e.value !== undefined) anonymousNotFixed.add(e.value);
  }
  const visit = (rule: Rule | undefined): void => {
    if (!rule) return;
    if (rule.type === "ALIAS" && rule.value !== undefined && rule.content) {
      const c = rule.content;
      const token = TOKEN_RULES.has(c.type) || (c.type === "SYMBOL" && c.name !== undefined && isTokenRule(c.name));
      if (rule.named) {
        aliased.add(rule.value);
        (token ? tokenProducers : otherProducers).add(rule.value);
      } else if (!(c.type === "STRING" && c.value === rule.value)) {
        anonymousNotFixed.add(rule.value);
      }
    }
    visit(rule.content);
    for (const m of rule.members ?? []) visit(m);
  };
  for (const rule of Object.values(grammar.rules)) visit(rule);
  const leaves = new Set([...tokenProducers].filter((t) => !otherProducers.has(t)));
  const fixedNamed = new Map<string, string>();
  for (const name of leaves) {
    const rule = grammar.rules[name];
    if (rule?.type === "STRING" && rule.value && !aliased.has(name)) fixedNamed.set(name, rule.value);
  }
  return { leaves, fixedNamed, anonymousNotFixed };
}

export const TOKENS: TokenInfo = tokenInfo(srcJson("grammar.json") as { rules: Record<string, Rule>; externals?: Rule[]; extras?: Rule[] });

const tablesByLanguage = new WeakMap<Language, Tables>();

export function tablesOf(tree: Tree): Tables {
  const language = tree.language;
  let tables = tablesByLanguage.get(language);
  if (!tables) {
    const types = new Array<string>(65536).fill("ERROR");
    const flags = new Uint8Array(65536);
    flags.fill(NAMED | FIELDS * Number(HAS_FIELDS.has("ERROR")));
    const fixed: string[] = [];
    for (let id = 0; id < language.nodeTypeCount; id++) {
      const type = language.nodeTypeForId(id) ?? "ERROR";
      const named = language.nodeTypeIsNamed(id);
      let f = 0;
      let text = "";
      if (named) {
        f |= NAMED;
        if (TOKENS.leaves.has(type) || WHOLE_LITERAL_TYPES.has(type)) f |= LEAF;
        text = TOKENS.fixedNamed.get(type) ?? "";
      } else {
        f |= LEAF;
        if (!TOKENS.anonymousNotFixed.has(type)) text = type;
      }
      if (text !== "") f |= FIXED;
      if (HAS_FIELDS.has(type)) f |= FIELDS;
      if (COMMENT_TYPES.has(type)) f |= COMMENT;
      types[id] = type;
      flags[id] = f;
      fixed.push(text);
    }
    const fields: (string | null)[] = [null];
    for (let id = 1; id <= language.fieldCount; id++) fields.push(language.fieldNameForId(id));
    tables = { types, flags, fixed, fields };
    tablesByLanguage.set(language, tables);
  }
  return tables;
}

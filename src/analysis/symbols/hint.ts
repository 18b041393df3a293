// Why a lookup found nothing, in one or two sentences an agent can act on:
// the symbol is a local / a std name that the filters hid, the module part of
// a qualified query is not in the workspace, files that do not parse, and the
// nearest names (edit distance).
import { byFileAndPlace, compareText } from "./ranking.js";
import type { LookupOptions } from "./lookup.js";
import type { SymbolInfo } from "./model.js";
import type { NameRow } from "./symbol-table.js";
import { editDistance } from "../../diagnostics/edit-distance.js";
import { stdSymbols } from "./std-symbols.js";
import { mentionsWord } from "../../syntax/words.js";
import type { SymbolIndex } from "./workspace-index.js";

const MAX_NEAREST = 3;
const MAX_BROKEN_LISTED = 3;
const MAX_FORMS = 5;

export function emptyLookupHint(index: SymbolIndex, options: LookupOptions, searchedLocals: boolean): string {
  const query = options.query;
  const parts: string[] = [];
  const bare = query.split(/[.#]/).pop() ?? query;
  if (index.size === 0) return "The workspace has no .yx files: check workspace_root.";

  parts.push(`No symbol matches '${query}'${options.kind?.length ? ` with kind ${options.kind.join("/")}` : ""}.`);
  // `Account::withdraw`, `Account->withdraw`, `Account:withdraw`: other languages' member separators.
  const separator = /^([A-Za-z_][A-Za-z0-9_.]*)\s*(::|->|:)\s*([A-Za-z_][A-Za-z0-9_]*)$/.exec(query.trim());
  if (separator) {
    const [, owner, , member] = separator as unknown as [string, string, string, string];
    const local = /^[a-z_]/.test(owner) ? ` (a function's local: '${owner}#${member}')` : "";
    parts.push(`A member is written with a dot: query '${owner}.${member}'${local}.`);
  }
  parts.push(...localAndMemberForms(index, query, searchedLocals, " (or pass include_locals: true)"));
  if (!options.includeStd && stdSymbols().some((s) => s.name === bare || s.id === query)) {
    parts.push(`'${bare}' is a standard-library name: pass include_std: true.`);
  }
  const modulePart = query.includes(".") ? query.slice(0, query.lastIndexOf(".")) : "";
  if (modulePart && !modulePart.includes("#") && /^[a-z_]/.test(modulePart) && !moduleKnown(index, modulePart)) {
    parts.push(`No file of the workspace has the module path '${modulePart}' (module paths: src/a/b.yx → a.b).`);
  }
  if (/[/\\]|\.yx$/.test(query)) {
    const path = query.replace(/\\/g, "/").replace(/^\.\//, "");
    parts.push(index.hasFile(path) ? `'${path}' is a file: query a name it defines, or its module path.` : `'${path}' is not a file of the workspace.`);
  }
  const broken = brokenFilesNote(index);
  if (broken) parts.push(broken);
  const nearest = nearestNames(index, bare, searchedLocals);
  if (nearest.length > 0) parts.push(`Nearest symbols: ${nearest.join(", ")}.`);
  return parts.join(" ");
}

/**
 * The forms that name what an agent asked for by a bare name or with a wrong
 * separator (`acc`, `join.acc` for the local `join#acc`; `x` of `p.x` for
 * `Point.x`): "'acc' is a local or parameter: query 'join#acc'". Locals are
 * left out when the search took them (`searchedLocals`); `localsAlso` is
 * said after their forms (lookup_symbol's `include_locals`).
 */
export function localAndMemberForms(index: SymbolIndex, query: string, searchedLocals: boolean, localsAlso = ""): string[] {
  const bare = query.split(/[.#]/).pop() ?? query;
  // `zeta.acc`: the container the agent typed (`zeta`) names its forms first (64a D4).
  const typed = bare === query ? undefined : query.slice(0, query.length - bare.length - 1).split(/[.#]/).pop();
  const parts: string[] = [];
  const locals = index.symbolsNamed(bare, true);
  if (!searchedLocals && locals.length > 0) parts.push(`'${bare}' is a local or parameter: query ${forms(locals, typed)}${localsAlso}.`);
  const members = index.symbolsNamed(bare, false).filter((s) => s.scope === "member");
  if (members.length > 0 && bare !== query) parts.push(`'${bare}' is a member: query ${forms(members, typed)}.`);
  return parts;
}

/**
 * Up to five qualified names (`main#p`, `Point.x`) of these symbols, quoted,
 * distinct; those in a container named `typed` (`zeta#acc` for `zeta.acc`) first.
 */
function forms(symbols: readonly SymbolInfo[], typed?: string): string {
  const inTyped = (s: SymbolInfo) => (typed !== undefined && s.qualified_name.split(/[.#]/).slice(0, -1).includes(typed) ? 0 : 1);
  // In file and position order (a name's symbols are kept in the order their files were linked, which varies).
  const placed = [...symbols].sort((a, b) => inTyped(a) - inTyped(b) || byFileAndPlace(a, b));
  const names = [...new Set(placed.map((s) => s.qualified_name))];
  return names.slice(0, MAX_FORMS).map((n) => `'${n}'`).join(", ") + (names.length > MAX_FORMS ? ", …" : "");
}

function moduleKnown(index: SymbolIndex, module: string): boolean {
  for (const symbols of [index.symbolsNamed(module.split(".").pop() ?? module, false)]) {
    if (symbols.some((s) => s.kind === "module" && (s.id === module || module.startsWith(`${s.id}.`)))) return true;
  }
  // `Type.member` is not a module path: accept any known top-level name as the first part.
  const first = module.split(".")[0]!;
  return index.symbolsNamed(first, false).length > 0 || module.startsWith("std");
}

/** Up to three symbol names closest to `name`, as `qualified (kind, file)`. */
export function nearestNames(index: SymbolIndex, name: string, locals: boolean): string[] {
  const limit = Math.max(2, Math.floor(name.length / 3));
  const lower = name.toLowerCase();
  const scored: { text: string; distance: number }[] = [];
  for (const table of locals ? [false, true] : [false]) {
    for (const row of index.nameRows(table)) {
      const distance = editDistance(lower, row.lower, limit);
      if (distance > limit) continue;
      // The first two in text order (a row's order is the order its files were linked in, which varies).
      for (const text of nearestTextsOf(row)) scored.push({ text, distance });
    }
  }
  scored.sort((a, b) => a.distance - b.distance || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return [...new Set(scored.map((s) => s.text))].slice(0, MAX_NEAREST);
}

/** A name row's nearestTexts, made once until the row changes (the index makes them between calls: SymbolIndex.prepareLookups). */
export function nearestTextsOf(row: NameRow): readonly string[] {
  return row.derived("nearest-texts", nearestTexts);
}

/** The texts of the first two of a name's symbols in text order, as the hint lists them. */
function nearestTexts(symbols: readonly SymbolInfo[]): string[] {
  return firstTwoInTextOrder(symbols).map((s) => `${s.qualified_name} (${s.kind}, ${s.file ?? s.module})`);
}

/**
 * The first two of `symbols` in the order of their nearestText, in one pass
 * and without making every text (a local's name may have thousands of
 * symbols in a large workspace): comparing qualified name, kind, then file
 * is that order, since every character of a name, kind or path sorts after
 * the ` (`, `, ` and `)` that follow it in the text.
 */
export function firstTwoInTextOrder(symbols: readonly SymbolInfo[]): SymbolInfo[] {
  let first: SymbolInfo | undefined;
  let second: SymbolInfo | undefined;
  for (const s of symbols) {
    if (first === undefined || textBefore(s, first)) {
      second = first;
      first = s;
    } else if (second === undefined || textBefore(s, second)) {
      second = s;
    }
  }
  return [first, second].filter((s): s is SymbolInfo => s !== undefined);
}

function textBefore(a: SymbolInfo, b: SymbolInfo): boolean {
  if (a.qualified_name !== b.qualified_name) return a.qualified_name < b.qualified_name;
  if (a.kind !== b.kind) return a.kind < b.kind;
  return (a.file ?? a.module) < (b.file ?? b.module);
}

/** The workspace files with syntax errors whose text has `name` as a word, in path order. */
export function brokenFilesMentioning(index: SymbolIndex, name: string): string[] {
  return [...index.paths()].filter((p) => index.hasSyntaxErrors(p) && mentionsWord(index.textLines(p)?.text ?? "", name)).sort();
}

/** `a.yx, b.yx, c.yx, …` (at most MAX_BROKEN_LISTED). */
export function listedFiles(files: readonly string[]): string {
  return files.slice(0, MAX_BROKEN_LISTED).join(", ") + (files.length > MAX_BROKEN_LISTED ? ", …" : "");
}

/**
 * "N file(s) do not parse (…); symbols after their errors may be missing.",
 * when some file's tree has ERROR or MISSING nodes (recorded when the file
 * was indexed, so no released or restored tree is parsed again).
 */
export function brokenFilesNote(index: SymbolIndex): string | undefined {
  // In path order, as a new index lists them (100b D1: a file added later came last).
  const broken = [...index.paths()].filter((p) => index.hasSyntaxErrors(p)).sort(compareText);
  return broken.length > 0 ? `${broken.length} file(s) do not parse (${listedFiles(broken)}); symbols after their errors may be missing.` : undefined;
}

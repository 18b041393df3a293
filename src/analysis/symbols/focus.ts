// Which files a query needs linked before the index can answer it, so that a
// first lookup_symbol or find_references on a large workspace waits for the
// models of the files that mention the name rather than for every file's.
//
// Every symbol an answer lists is written, as a word, in each file that holds
// an occurrence of it: a definition's name token, a use, an import (`use
// shapes.{area as rect_area}` spells `area`), a named argument, the member an
// implementation declares, the interface a type lists in its body. A module
// is named by its path, whose segments count as words of its file. So the
// files that mention a word the query accepts are all the files whose
// occurrences can change the answer; the others can stay unlinked for now,
// and a background build (or the next call without a focus) links them
// later. One record lives elsewhere: that a type implements an interface is
// in the file of the type, which spells the interface's name but perhaps not
// the member's; answerFocused links those files too (furtherNames). So do the
// calls of a method bound to a function (`V.dotp = dot[0]`, then `a.dotp(b)`:
// find_references of `dot` lists them), which spell the method's name.
//
// A lookup that wants no locals (the default) needs less: only the files that
// may declare a top-level symbol or a member of that name (declaredWords):
// the names top-level statements bind, the words of type definitions and
// type bodies anywhere (a local type's fields are members), and the aliases
// `use` declarations bind (a lookup answers an alias with what it stands for).
import type { AstNode } from "../../syntax/ast/ast.js";
import type { SymbolInfo } from "./model.js";
import { namesAtPosition, symbolAtPosition, symbolById, typeNamesAtPosition, type PositionResult } from "./position.js";
import type { SymbolIndex } from "./workspace-index.js";
import { covers, lowerCase, prepareQuery, score } from "./match.js";

/** The words a query's answer can involve: a file is linked first when it mentions one (or declares one: declaredOnly). */
export interface IndexFocus {
  /** Whether the word names what the query asks for. */
  accepts(word: string): boolean;
  /** Whether `text` holds a word `accepts` takes (a superset is fine: it links a file early). */
  mentionedIn(text: string): boolean;
  /** Only the files that may declare a non-local symbol of an accepted name (declaredWords). */
  readonly declaredOnly?: boolean;
  /** Files needed whatever they hold (the file a position is in). */
  readonly files?: ReadonlySet<string>;
  /** Another focus whose files are needed too (withNames). */
  readonly also?: IndexFocus;
}

/** `focus`, and the files that spell any of `names` exactly. */
export function withNames(focus: IndexFocus, names: readonly string[]): IndexFocus {
  return names.length === 0 ? focus : { ...focus, also: exactFocus(names.join(" ")) };
}

/**
 * `answer` from the index `sync` gives linked as far as `focus` needs, and
 * as far as the interfaces its symbols (`symbolsOf`) involve need
 * (furtherNames), until those add nothing. When the answer is not
 * `enough` (say, nothing found: the hint an empty answer gives reads the
 * whole workspace) and files were left unlinked, from the whole index
 * (`sync` without a focus).
 */
export function answerFocused<T>(
  sync: (focus: IndexFocus | undefined) => SymbolIndex,
  focus: IndexFocus | undefined,
  answer: (index: SymbolIndex) => T,
  enough: (result: T) => boolean,
  symbolsOf: (result: T) => readonly SymbolInfo[],
): T {
  let names: string[] = [];
  for (;;) {
    const index = sync(focus && withNames(focus, names));
    const result = answer(index);
    if (index.complete) return result;
    if (!enough(result)) return answer(sync(undefined));
    const reached = furtherNames(index, symbolsOf(result));
    if (reached.every((n) => names.includes(n))) return result;
    names = [...new Set([...names, ...reached])];
  }
}

/**
 * The symbol at `line`:`column` of `file` (position.ts symbolAtPosition),
 * from the index `sync` gives linked as far as the answer needs: the file
 * first, then the files that spell the name there or the symbol's (an
 * alias's target), through answerFocused (a position with no symbol is
 * described from the whole index).
 */
export function focusedSymbolAt(sync: (focus: IndexFocus | undefined) => SymbolIndex, file: string, line: number, column: number): { index: SymbolIndex; found: PositionResult } {
  const own = sync(fileFocus(file));
  const names = namesAtPosition(own, file, line, column);
  const typeNames = typeNamesAtPosition(own, file, line, column);
  // The files that may declare a type of a name the type there names (how it is printed: position.ts).
  const declaringTypes: IndexFocus = { ...exactFocus(typeNames.join(" ")), declaredOnly: true };
  return answerFocused(
    sync,
    typeNames.length > 0 ? { ...fileFocus(file, names), also: declaringTypes } : fileFocus(file, names),
    (index) => ({ index, found: symbolAtPosition(index, file, line, column) }),
    (r) => r.found.found,
    (r) => (r.found.found ? [r.found.symbol] : []),
  );
}

/**
 * The names whose files an answer naming `symbols` needs beyond its own:
 * for an interface, or a member of one, the interface and the types (or
 * interfaces) implementing it found so far. A type lists the interfaces it
 * implements in its body, so the file of an implementation spells the
 * interface's name (or the name of one that lists it: hence the types
 * found so far), not always the member's; linking those files can find
 * more, so answerFocused repeats until nothing is added. For a top-level
 * function, the methods it is bound as (their calls are its references).
 */
export function furtherNames(index: SymbolIndex, symbols: readonly SymbolInfo[]): string[] {
  const names = new Set<string>();
  for (const s of symbols) {
    if (s.origin !== "workspace") continue;
    if (s.kind === "function" && s.scope === "top-level" && s.file !== null) for (const id of index.boundMethodIds(s.id)) names.add(lastSegment(id));
    const iface = s.kind === "interface" ? s.id : s.scope === "member" ? s.id.slice(0, s.id.length - s.name.length - 1) : undefined;
    if (iface === undefined || (iface !== s.id && symbolById(index, iface)?.kind !== "interface")) continue;
    names.add(lastSegment(iface));
    for (const i of index.implementationsOf(iface)) names.add(lastSegment(i.type));
  }
  return [...names].sort();
}

function lastSegment(id: string): string {
  return id.slice(id.lastIndexOf(".") + 1);
}

/** Given files, and the files that spell any of `names` exactly (a position's file, then the symbol named there). */
export function fileFocus(files: string | Iterable<string>, names: readonly string[] = []): IndexFocus {
  return { ...exactFocus(names.join(" ")), files: new Set(typeof files === "string" ? [files] : files) };
}

/** Characters of identifiers as the grammar writes them, and a little more (a superset only costs a file linked early; marks: `İ` lowers to `i` and a combining dot). */
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}_]`;
const WORD = new RegExp(`${WORD_CHAR}+`, "gu");
const CASED_BEYOND_ASCII = /(?![\x00-\x7f])\p{Changes_When_Lowercased}/u;

/**
 * The words a bare-name query (`Vec2`, `norm`, `ptNorm`) matches as a name
 * (match.ts): every match needs the query's characters, case ignored, in
 * order within the name, which one pass over a text finds.
 */
export function matchingFocus(query: string, declaredOnly: boolean): IndexFocus {
  const prepared = prepareQuery(query);
  return {
    accepts: (word) => {
      const name = lowerCase(word);
      return covers(name.mask, prepared.mask) && score(prepared, word, name.lower) !== undefined;
    },
    // ASCII letters are compared lowered (as toLowerCase, match.ts, does); a text with letters beyond
    // ASCII that lower-casing changes is lowered first.
    mentionedIn: (text) => prepared.lower === "" || holdsSubsequence(CASED_BEYOND_ASCII.test(text) ? text.toLowerCase() : text, prepared.lower),
    declaredOnly,
  };
}

/** An exact query (find_references: `area`, `Shape.area`, `geo.grow`, `main#p`): each of its names, exactly. */
export function exactFocus(query: string): IndexFocus {
  const names = [...new Set(query.match(WORD) ?? [])];
  return { accepts: (word) => names.includes(word), mentionedIn: (text) => names.some((name) => holdsWord(text, name)) };
}

/**
 * Whether a run of word characters of `text` holds the characters of `query`
 * (lowered) in order: the greedy match of a subsequence, run by run, in one
 * pass. Any character beyond ASCII counts as a word character (a longer run
 * only finds more), and σ and ς match alike (toLowerCase makes a final Σ ς,
 * and whether it is final depends on what surrounds the name, which the text
 * and the name alone may see differently).
 */
function holdsSubsequence(text: string, query: string): boolean {
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 128 && !ASCII_WORD[c]) {
      at = 0;
      continue;
    }
    if (c >= 65 && c <= 90) c += 32;
    const wanted = query.charCodeAt(at);
    if (c === wanted || (isSigma(c) && isSigma(wanted))) {
      at++;
      if (at === query.length) return true;
    }
  }
  return false;
}

/** Whether `name` occurs in `text` as a whole word: no ASCII word character on either side (any other is taken for a boundary). */
function holdsWord(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = at === 0 ? 0 : text.charCodeAt(at - 1);
    const after = at + name.length >= text.length ? 0 : text.charCodeAt(at + name.length);
    if (!(before < 128 && ASCII_WORD[before]) && !(after < 128 && ASCII_WORD[after])) return true;
  }
  return false;
}

const isSigma = (c: number) => c === 0x3c3 || c === 0x3c2;

/** ASCII letters, digits and `_`, by character code. */
const ASCII_WORD = Array.from({ length: 128 }, (_, c) => /[A-Za-z0-9_]/.test(String.fromCharCode(c)));

/**
 * Whether a focus needs a file, remembering the declared words of each
 * file's text once worked out (they need its tree).
 */
export class FocusFilter {
  private readonly declared = new Map<string, { readonly text: string; readonly words: ReadonlySet<string> | null }>();

  /**
   * Whether `focus` needs the file at `path` whose current text is `text`
   * (undefined: not known without parsing it, and then it is needed).
   * `declaredOf` gives its declared words (undefined: not known, a file with
   * syntax errors, which may then declare any of its words).
   */
  needs(focus: IndexFocus, path: string, text: string | undefined, declaredOf: () => ReadonlySet<string> | undefined): boolean {
    if (focus.also && this.needs(focus.also, path, text, declaredOf)) return true;
    // A module is declared by its path (`linalg/vector.yx`: `linalg.vector`), not by a word of its text.
    if (text === undefined || focus.files?.has(path) || modulePathWords(path).some((w) => focus.accepts(w))) return true;
    if (!focus.mentionedIn(text)) return false;
    if (!focus.declaredOnly) return true;
    let known = this.declared.get(path);
    if (known === undefined || known.text !== text) this.declared.set(path, (known = { text, words: declaredOf() ?? null }));
    if (known.words === null) return true;
    for (const word of known.words) if (focus.accepts(word)) return true;
    return false;
  }
}

/** `linalg/vector.yx` → `linalg`, `vector`; `geo/mod.yx` → `geo`, `mod`. */
function modulePathWords(path: string): string[] {
  return path.replace(/\.yx$/, "").split("/").filter((w) => w !== "");
}

/** Nodes whose words count wherever they are: a type's body (members), a type definition (variants). */
const DECLARING = new Set(["record_type", "type_definition", "generic_type_definition"]);

/**
 * The words of a file (its tree copy, without syntax errors) that can name a
 * non-local symbol: the targets of its top-level bindings (`area`, `Shape.area`)
 * and destructurings, every word of DECLARING nodes and the aliases of `use`
 * declarations, wherever they are.
 * A superset: the walk makes top-level symbols and methods `T.m` only from
 * top-level statements (syntax.md §3.2), members only in type bodies.
 */
export function declaredWords(root: AstNode): Set<string> {
  const words = new Set<string>();
  // Iterative: a statement may nest tens of thousands of levels deep (a long `a && a && …` chain).
  const all = (from: AstNode): void => {
    const stack = [from];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (node.children.length === 0) {
        if (node.leafText !== "") for (const word of node.leafText.match(WORD) ?? []) words.add(word);
      } else for (const child of node.children) stack.push(child);
    }
  };
  const declaring = (from: AstNode): void => {
    const stack = [from];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (DECLARING.has(node.type)) all(node);
      // A `use` binds no symbol, but its aliases are names a lookup answers (`rect_area` of `{area as rect_area}`).
      else if (node.type === "use_declaration") {
        for (const alias of node.all("alias")) all(alias);
        for (const item of node.get("items")?.children ?? []) for (const alias of item.all("alias")) all(alias);
      } else for (const child of node.children) stack.push(child);
    }
  };
  for (const statement of root.children) {
    if (statement.type === "binding") for (const target of statement.all("target")) all(target);
    else if (statement.type === "destructuring") for (const name of statement.all("name")) all(name);
    declaring(statement);
  }
  return words;
}

// The small JSON forms the symbol tools answer with (an agent pays for
// every character): no null fields, nothing the result already says or
// that follows from another field. Dropped from SymbolInfo: `scope` (it
// follows from `kind`: field/variant/method are members, parameter/local/
// generic_parameter locals), `module` (the start of `id`), `container` (the
// head of `qualified_name`), `qualified_name` when it is the bare name,
// `origin` for workspace symbols (std and built-in ones say so), the ranking
// `score` (the order is the ranking; `match` names its quality). Dropped
// from locations: `role` (`kind` says it: definition, read, call, write,
// type, import, implementation) and the symbol id when it is the one
// symbol the result names.
import type { FoundSymbol } from "./lookup.js";
import type { Occurrence, PossibleLocation, SymbolInfo } from "./model.js";
import type { Overload } from "./overloads.js";
import type { SymbolIndex } from "./workspace-index.js";
import { stdSignatureText } from "../../semantic/types/std-signatures.js";

/** Longest `line_text` of a location (characters), an ellipsis marking a cut. */
export const MAX_LINE_TEXT = 160;

export function symbolWire(s: SymbolInfo): Record<string, unknown> {
  const out: Record<string, unknown> = { name: s.name, kind: s.kind, id: s.id };
  if (s.qualified_name !== s.name) out.qualified_name = s.qualified_name;
  if (s.file !== null) out.file = s.file;
  if (s.span !== null) out.span = s.span;
  if (s.decl_span !== null && s.kind !== "module") out.decl_span = s.decl_span;
  // A std entry's table text in the notation code is written in (the table's own text stays the model's).
  if (s.signature !== null) out.signature = s.origin === "std" ? stdSignatureText(s.signature) : s.signature;
  if (s.doc !== null) out.doc = s.doc;
  if (s.origin !== "workspace") out.origin = s.origin;
  return out;
}

/** Longest doc summary (characters) a lookup sends without include_body. */
export const MAX_DOC_SUMMARY = 160;

/**
 * The doc comment's first paragraph on one line, cut after its first
 * sentence when longer than MAX_DOC_SUMMARY (and at that length, with an
 * ellipsis, when even the sentence is): what an agent needs to tell
 * candidates apart. The whole comment comes with include_body.
 */
export function docSummary(doc: string): string {
  const paragraph = doc.split(/\n\s*\n/)[0]!.replace(/\s*\n\s*/g, " ").trim();
  if (paragraph.length <= MAX_DOC_SUMMARY) return paragraph;
  const sentence = /^.*?[.!?](?=\s)/.exec(paragraph)?.[0];
  if (sentence !== undefined && sentence.length <= MAX_DOC_SUMMARY) return sentence;
  return `${paragraph.slice(0, MAX_DOC_SUMMARY - 1)}…`;
}

/** What implements a symbol, as lookup_symbol lists it (lookup.ts implementationsOf). */
export function implementationsWire(implementations: NonNullable<FoundSymbol["implementations"]>): Record<string, unknown>[] {
  return implementations.map((i) => ({ id: i.id, file: i.file, span: i.span }));
}

/** A lookup_symbol result: the symbol, how it matched, and what lookup found beside it. */
export function foundSymbolWire(s: FoundSymbol, fullDoc = false): Record<string, unknown> {
  const out = symbolWire(s);
  if (!fullDoc && s.doc !== null) out.doc = docSummary(s.doc);
  if (s.match !== "exact") out.match = s.match; // exact is the default
  if (s.via) out.via = s.via;
  if (s.implementations) out.implementations = implementationsWire(s.implementations);
  if (s.members) out.members = s.members;
  // Each declaration's doc comes with include_body (`fullDoc`), as the symbol's whole doc does (its `body`: bodyOf).
  if (s.overloads) out.overloads = overloadsWire(s.overloads, fullDoc);
  if (s.overload_count !== undefined) out.overload_count = s.overload_count;
  return out;
}

/** Each declaration of an overloaded name as lookup_symbol lists it; its doc with include_body (`fullDoc`). */
export function overloadsWire(overloads: readonly Overload[], fullDoc: boolean): Record<string, unknown>[] {
  return overloads.map((o) => ({ file: o.file, span: o.span, signature: o.signature, ...(fullDoc && o.doc !== null ? { doc: o.doc } : {}) }));
}

/**
 * Locations with their source line (`line_text`: trimmed, at most
 * MAX_LINE_TEXT characters). Each file's line index is built once per
 * document version (doc-cache), so thousands of locations stay linear.
 */
export function locationsWire(index: SymbolIndex, locations: readonly Occurrence[], only: SymbolInfo | undefined): Record<string, unknown>[] {
  const text = lineTexts(index);
  return locations.map((o) => {
    const out: Record<string, unknown> = { file: o.file, span: o.span, kind: o.kind, line_text: text(o.file, o.span[0]!) };
    // The symbol's id when the result names several, or for a member implementing the one asked about.
    if (o.symbol !== only?.id) out.symbol = o.symbol;
    if (o.via !== undefined) out.via = o.via;
    // The alias itself (`h` of `use util.{helper as h}`): its local name, so that it is told from the item's name, also `import` (93c D3).
    else if (o.role === "alias") out.via = index.textLines(o.file)?.text.slice(o.start, o.end);
    return out;
  });
}

/** Member uses that may be uses of the symbol, with their source line as locations have it. */
export function possibleWire(index: SymbolIndex, possible: readonly PossibleLocation[]): Record<string, unknown>[] {
  const text = lineTexts(index);
  return possible.map((p) => ({ file: p.file, span: p.span, why: p.why, line_text: text(p.file, p.span[0]!) }));
}

/** `(file, line) → line_text` over the index's documents. */
export function lineTexts(index: SymbolIndex): (file: string, line: number) => string {
  return (file, line) => {
    // From the text: a file restored from the persistent index is not parsed for it.
    const source = index.textLines(file);
    return source ? clip(source.lines.lineText(line).trim()) : "";
  };
}

function clip(text: string): string {
  if (text.length <= MAX_LINE_TEXT) return text; // no more code points than UTF-16 units
  const chars = [...text.slice(0, MAX_LINE_TEXT * 2)];
  return chars.length <= MAX_LINE_TEXT && text.length <= MAX_LINE_TEXT * 2 ? text : `${chars.slice(0, MAX_LINE_TEXT - 1).join("")}…`;
}

/** The text of a workspace symbol's whole declaration (its `decl_span`), or undefined for std and modules. */
export function bodyOf(index: SymbolIndex, s: SymbolInfo): string | undefined {
  if (s.file === null || s.decl_span === null || s.kind === "module") return undefined;
  return declarationText(index, s.file, s.decl_span);
}

/** The text of a declaration of a workspace file by its span (an overload's `decl_span`). */
export function declarationText(index: SymbolIndex, file: string, declSpan: readonly number[]): string | undefined {
  const source = index.textLines(file);
  if (!source) return undefined;
  const [l1, c1, l2, c2] = declSpan;
  const start = source.lines.offsetAt(l1!, c1!);
  const end = source.lines.offsetAt(l2!, c2!);
  return start === undefined || end === undefined ? undefined : source.text.slice(start, end);
}

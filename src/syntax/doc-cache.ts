// Per-document memoisation. A Document's tree only changes together with its
// version, so anything computed from (document, version) can be reused until
// the next update. Entries live in a WeakMap: a disposed or forgotten
// Document takes its cached analyses with it.
import { copyTreeIncrementally, type AstCopy, type AstNode } from "./ast/ast.js";
import { Positions } from "./ast/positions.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { Document } from "./document.js";
import { LineIndex } from "./line-index.js";
import { syntaxDiagnostics } from "./syntax-diagnostics.js";

interface Slot {
  version: number;
  value: unknown;
}

const caches = new WeakMap<Document, Map<string, Slot>>();

/** `compute(doc)` once per document version and `key`. Results must be treated as immutable. */
export function perVersion<T>(doc: Document, key: string, compute: (doc: Document) => T): T {
  const slots = slotsOf(doc);
  const slot = slots.get(key);
  if (slot && slot.version === doc.version) return slot.value as T;
  const value = compute(doc);
  slots.set(key, { version: doc.version, value });
  return value;
}

function slotsOf(doc: Document): Map<string, Slot> {
  let slots = caches.get(doc);
  if (!slots) {
    slots = new Map();
    caches.set(doc, slots);
  }
  return slots;
}

/** Forgets everything cached for `doc` (the next analyses start from scratch; for tests). */
export function forgetCached(doc: Document): void {
  caches.delete(doc);
}

/**
 * Like `perVersion`, but `compute` also gets the value of an older version
 * (the latest one computed), to derive the new value from it incrementally.
 * The older value is dropped before `compute` runs, so `compute` may consume it.
 */
export function perVersionFrom<T>(
  doc: Document,
  key: string,
  compute: (doc: Document, previous: { readonly version: number; readonly value: T } | undefined) => T,
): T {
  const slots = slotsOf(doc);
  const slot = slots.get(key);
  if (slot && slot.version === doc.version) return slot.value as T;
  slots.delete(key);
  const value = compute(doc, slot as { version: number; value: T } | undefined);
  slots.set(key, { version: doc.version, value });
  return value;
}

/**
 * The plain-JavaScript copy of the document's syntax tree (comments dropped),
 * see src/syntax/ast/ast.ts. After an update the copy is made incrementally: every
 * top-level statement the edit did not touch (same text, outside the tree's
 * changed ranges) keeps its node objects, moved to their new offsets, so
 * results computed from one statement can be cached on its node. The older
 * version's copy is consumed: it must not be used once a newer one was asked
 * for (per-version results computed from it belong to that older version).
 */
export function astOf(doc: Document): AstNode {
  return astCopyOf(doc).root;
}

/** Whether the tree `astOf(doc)` was copied from has an ERROR or MISSING node (without the tree: it may be released). */
export function astHasErrors(doc: Document): boolean {
  return astCopyOf(doc).hasErrors;
}

function astCopyOf(doc: Document): AstCopy {
  return perVersionFrom<AstCopy>(doc, "ast", (d, previous) => {
    const change = d.lastChange;
    const incremental = previous && change && change.version === d.version && previous.version === d.version - 1;
    return copyTreeIncrementally(
      d.tree,
      d.text,
      incremental ? { previous: previous.value, edit: change.edit, changedRanges: change.changedRanges } : undefined,
    );
  });
}

/**
 * Drops the cached tree copy of `doc` (the per-version analyses computed from
 * it stay cached). The symbol index calls this once a file's scope graph is
 * built, so a large workspace does not keep a copy of every tree; the next
 * `astOf` makes a fresh copy.
 */
export function releaseAst(doc: Document): void {
  caches.get(doc)?.delete("ast");
}

/** Drops the per-version results of `doc` whose key starts with `prefix` (results that hold parts of the tree copy). */
export function releaseSlots(doc: Document, prefix: string): void {
  const slots = caches.get(doc);
  if (!slots) return;
  for (const key of [...slots.keys()]) if (key.startsWith(prefix)) slots.delete(key);
}

/** Offsets to project spans for the document's current text. */
export function positionsOf(doc: Document): Positions {
  return perVersion(doc, "positions", (d) => new Positions(lineIndexOf(d)));
}

/** The LineIndex of the document's current text. */
export function lineIndexOf(doc: Document): LineIndex {
  return perVersion(doc, "lineIndex", (d) => new LineIndex(d.text));
}

/** Syntax diagnostics of the document's current text (source order). */
export function syntaxDiagnosticsOf(doc: Document): readonly Diagnostic[] {
  return perVersion(doc, "syntaxDiagnostics", (d) => syntaxDiagnostics(d.tree, d.text, lineIndexOf(d)));
}

/** True when the file has any syntax diagnostic (W1003 is then not computed, §3.9). */
export function hasSyntaxErrors(doc: Document): boolean {
  return syntaxDiagnosticsOf(doc).some((d) => d.severity === "error");
}

/** The file's syntax errors (not warnings), in order: the first is where a reader should look. */
export function syntaxErrorsOf(doc: Document): readonly Diagnostic[] {
  return syntaxDiagnosticsOf(doc).filter((d) => d.severity === "error");
}

// Per-document memoisation. A Document's tree only changes together with its
// version, so anything computed from (document, version) can be reused until
// the next update. Entries live in a WeakMap: a disposed or forgotten
// Document takes its cached analyses with it.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { Document } from "../syntax/document.js";
import { LineIndex } from "../syntax/line-index.js";
import { syntaxDiagnostics } from "../syntax/syntax-diagnostics.js";

interface Slot {
  version: number;
  value: unknown;
}

const caches = new WeakMap<Document, Map<string, Slot>>();

/** `compute(doc)` once per document version and `key`. Results must be treated as immutable. */
export function perVersion<T>(doc: Document, key: string, compute: (doc: Document) => T): T {
  let slots = caches.get(doc);
  if (!slots) {
    slots = new Map();
    caches.set(doc, slots);
  }
  const slot = slots.get(key);
  if (slot && slot.version === doc.version) return slot.value as T;
  const value = compute(doc);
  slots.set(key, { version: doc.version, value });
  return value;
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

// Checks one snippet alone (project root = its directory, no other file).
import { documentsHost } from "../../src/semantic/modules/host.js";
import { checkDocument } from "../../src/check/index.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";

export async function check(source: string, options: { referenceMode?: boolean } = {}): Promise<Diagnostic[]> {
  const doc = new Document(await sharedParser(), source);
  try {
    return checkDocument(documentsHost(new Map([["main.yx", doc]])), "main.yx", doc, options);
  } finally {
    doc.dispose();
  }
}

/** `CODE@line` of every diagnostic. */
export function codes(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code}@${d.span[0]}`);
}

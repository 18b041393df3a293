// Checks one snippet alone (project root = its directory, no other file).
import { documentsHost } from "../../src/semantic/modules/host.js";
import { SymbolIndex, symbolAtPosition } from "../../src/analysis/symbols/index.js";
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
/** The help of the first diagnostic of `source` (an error when there is none). */
export async function firstHelp(source: string): Promise<string> {
  const [d] = await check(source);
  if (!d) throw new Error(`no diagnostic for ${source}`);
  return d.help ?? "";
}

export function codes(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code}@${d.span[0]}`);
}

/** Checks each of `checked` in a workspace of `files` (path → text): every file's diagnostics, by path. */
export async function checkFiles(files: Record<string, string>, checked: readonly string[]): Promise<Record<string, Diagnostic[]>> {
  const parser = await sharedParser();
  const docs = new Map(Object.entries(files).map(([path, text]) => [path, new Document(parser, text)]));
  try {
    const host = documentsHost(docs);
    return Object.fromEntries(checked.map((path) => [path, checkDocument(host, path, docs.get(path)!)]));
  } finally {
    for (const doc of docs.values()) doc.dispose();
  }
}

/** The type lookup_symbol shows at each `[line, column]` of `source` (one file, main.yx); undefined where no symbol is. */
export async function typesAt(source: string, positions: readonly (readonly [number, number])[]): Promise<(string | null | undefined)[]> {
  return typesIn({ "main.yx": source }, "main.yx", positions);
}

/** typesAt in `file` of a workspace of `files` (path → text). */
export async function typesIn(files: Record<string, string>, file: string, positions: readonly (readonly [number, number])[]): Promise<(string | null | undefined)[]> {
  const parser = await sharedParser();
  const docs = new Map(Object.entries(files).map(([path, text]) => [path, new Document(parser, text)]));
  try {
    const index = new SymbolIndex();
    index.sync([...docs].map(([path, doc]) => ({ path, document: () => doc })));
    return positions.map(([line, column]) => {
      const found = symbolAtPosition(index, file, line, column);
      return found.found ? found.type : undefined;
    });
  } finally {
    for (const doc of docs.values()) doc.dispose();
  }
}

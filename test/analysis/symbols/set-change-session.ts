// An index kept across changes of the file set, each step checked against an
// index built from scratch on the same files (set-change.test.ts and its long
// run).
import { expect } from "vitest";
import { SymbolIndex, type IndexedFile } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { dumpIndex } from "../../helpers/index-dump.js";

export interface SetChangeSession {
  readonly index: SymbolIndex;
  /** Syncs the index with `next` (the whole new file set): what it re-linked; fails unless it equals a fresh index. */
  change(next: ReadonlyMap<string, string>): { relinked: number };
}

/** Each file's Document is kept while its text stays, as the workspace keeps it. */
export async function setChangeSession(initial: ReadonlyMap<string, string>): Promise<SetChangeSession> {
  const parser = await sharedParser();
  const docs = new Map<string, Document>();
  const index = new SymbolIndex();
  const filesOf = (texts: ReadonlyMap<string, string>): IndexedFile[] =>
    [...texts.keys()].sort().map((path) => {
      const text = texts.get(path)!;
      let doc = docs.get(path);
      if (doc === undefined || doc.text !== text) docs.set(path, (doc = new Document(parser, text)));
      const kept = doc;
      return { path, text, document: () => kept };
    });
  index.sync(filesOf(initial));
  return {
    index,
    change(next) {
      const { relinked } = index.sync(filesOf(next));
      const fresh = new SymbolIndex();
      fresh.sync([...next].sort().map(([path, text]) => ({ path, text, document: () => new Document(parser, text) })));
      expect(dumpIndex(index), [...next.keys()].join(" ")).toEqual(dumpIndex(fresh));
      return { relinked };
    },
  };
}

export const withFile = (texts: ReadonlyMap<string, string>, path: string, text: string) => new Map([...texts, [path, text]]);
export const without = (texts: ReadonlyMap<string, string>, path: string) => new Map([...texts].filter(([p]) => p !== path));

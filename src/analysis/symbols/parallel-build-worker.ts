// One builder thread of a parallel first index (parallel-build.ts): makes the
// records of its slice of the files, replies once, and ends.
import { workerData } from "node:worker_threads";
import type { Parser } from "web-tree-sitter";
import { Document } from "../../syntax/document.js";
import { createParser } from "../../syntax/language.js";
import type { BuilderFile, BuilderInput, BuilderReply } from "./parallel-build.js";
import { SymbolIndex, type IndexedFile } from "./workspace-index.js";

export async function runIndexBuilder(): Promise<void> {
  const input = workerData as BuilderInput;
  let reply: BuilderReply;
  try {
    const parser = await createParser();
    const files = input.files.map((f) => indexedFile(f, parser));
    reply = { kind: "records", snapshot: new SymbolIndex().recordsOf(files, input.part) };
  } catch (error) {
    reply = { kind: "failed", message: error instanceof Error ? error.message : String(error) };
  }
  input.port.postMessage(reply);
  const replied = new Int32Array(input.replied);
  Atomics.add(replied, 0, 1);
  Atomics.notify(replied, 0);
  input.port.close();
}

function indexedFile(file: BuilderFile, parser: Parser): IndexedFile {
  return {
    path: file.path,
    text: file.text,
    stamp: { size: file.size, mtimeMs: file.mtimeMs },
    contentHash: () => file.hash,
    // The index keeps the document it asks for (and releases its tree when done with it).
    document: () => new Document(parser, file.text),
  };
}

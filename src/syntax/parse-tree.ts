// The one way the server parses text: a parse that tree-sitter halts when the
// current call is cancelled or out of time (see cancellation.ts). A 2 MB
// hostile source takes seconds to parse; the halt comes within about a
// millisecond of the request.
import type { Parser, Tree } from "web-tree-sitter";
import { stopCallback, throwIfCancelled } from "./cancellation.js";

let parses = 0;

/** How many texts this thread has parsed (incremental re-parses included): a debug figure (the persistent index is judged by it). */
export function parseCount(): number {
  return parses;
}

/** Parses `text` (incrementally from an edited `old` tree); throws OperationCancelledError when halted. */
export function parseTree(parser: Parser, text: string, old: Tree | null = null): Tree {
  parses++;
  const stop = stopCallback();
  const tree = stop ? parser.parse(text, old, { progressCallback: stop }) : parser.parse(text, old);
  if (tree) return tree;
  // A halted parse would otherwise be resumed by the next parse of any text.
  parser.reset();
  throwIfCancelled();
  throw new Error("tree-sitter returned no tree (the parser has no language)");
}

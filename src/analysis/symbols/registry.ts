// One SymbolIndex per workspace root, kept across tool calls so that only
// changed files are re-linked (the Workspace keeps each file's Document and
// bumps its version on change; the index compares versions). A handful of
// roots at most, least recently used dropped first.
import type { WorkspaceView } from "../../project/workspace.js";
import { SymbolIndex, type SyncStats } from "./workspace-index.js";

const MAX_ROOTS = 5;
const indexes = new Map<string, SymbolIndex>();

/** The index of `view`'s root, synchronised with the view's files. */
export function symbolIndexFor(view: WorkspaceView): { index: SymbolIndex; stats: SyncStats } {
  let index = indexes.get(view.root);
  if (index) {
    indexes.delete(view.root); // re-inserted below: Map order doubles as LRU order
  } else {
    index = new SymbolIndex();
    if (indexes.size >= MAX_ROOTS) indexes.delete(indexes.keys().next().value as string);
  }
  indexes.set(view.root, index);
  const stats = index.sync(view.files);
  return { index, stats };
}

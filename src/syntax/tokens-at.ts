// Which of many offsets start a token of given types, in one walk of the
// tree that goes only into the nodes holding one of them: linear in the
// tree however many offsets there are (a node lookup per offset,
// descendantForIndex, is as deep as the tree: a 50,000-line `x = x +` chain
// made a find_references of `x` time out).
import type { Tree } from "web-tree-sitter";
import { walkPlaces } from "./tree-place.js";

/** The offsets of `starts` (ascending) where a leaf of one of `types` starts. */
export function leafStartsOfTypes(tree: Tree, starts: readonly number[], types: ReadonlySet<string>): Set<number> {
  const found = new Set<number>();
  if (starts.length === 0) return found;
  const wanted = new Set(starts);
  walkPlaces(tree, (place) => {
    if (!holdsAny(starts, place.startIndex, place.endIndex)) return "skip";
    const node = place.node;
    if (node.childCount === 0) {
      if (wanted.has(place.startIndex) && types.has(node.type)) found.add(place.startIndex);
      return "skip";
    }
    return "descend";
  });
  return found;
}

/** Whether the ascending `starts` has a value in [start, end). */
export function holdsAny(starts: readonly number[], start: number, end: number): boolean {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! < start) low = middle + 1;
    else high = middle;
  }
  return low < starts.length && starts[low]! < end;
}

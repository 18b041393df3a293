// The definition a text position follows in a file (`V.dotp = dot[0]`: the
// read of `dot` follows `dotp`, the method the function is bound as), by a
// binary search over the file's definitions in order of their ends. The
// order is made once per link: a link is replaced when its file is
// re-linked, never changed, so a WeakMap keyed by it cannot go stale.
import type { FileLink } from "./link.js";
import type { Occurrence } from "./model.js";
import { RestoredLink } from "./snapshot.js";

const definitionsByEnd = new WeakMap<FileLink, readonly Occurrence[]>();

/**
 * The definition of `link` with the greatest end at or before `offset` (of
 * several ending there, the first in the file's order), or undefined.
 */
export function definitionBefore(link: FileLink, offset: number): Occurrence | undefined {
  const definitions = inOrderOfEnds(link);
  let low = 0;
  let high = definitions.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (definitions[mid]!.end <= offset) low = mid + 1;
    else high = mid;
  }
  if (low === 0) return undefined;
  let at = low - 1;
  while (at > 0 && definitions[at - 1]!.end === definitions[at]!.end) at--;
  return definitions[at];
}

function inOrderOfEnds(link: FileLink): readonly Occurrence[] {
  let definitions = definitionsByEnd.get(link);
  if (!definitions) {
    const all = link instanceof RestoredLink ? link.occurrencesWithRole("definition") : link.occurrences.filter((o) => o.role === "definition");
    // Array.prototype.sort is stable: definitions ending together keep the file's order.
    definitions = [...all].sort((a, b) => a.end - b.end);
    definitionsByEnd.set(link, definitions);
  }
  return definitions;
}

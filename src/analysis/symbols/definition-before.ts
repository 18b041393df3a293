// The definition a text position follows in a file (`V.dotp = dot[0]`: the
// read of `dot` follows `dotp`, the method the function is bound as), by a
// binary search over the file's definitions in order of their ends. The
// order is made once per link: a link is replaced when its file is
// re-linked, never changed, so a WeakMap keyed by it cannot go stale.
import { countAtOrBefore } from "../../syntax/sorted-search.js";
import type { FileLink } from "./link.js";
import type { Occurrence } from "./model.js";
import { occurrencesWithRole } from "./snapshot.js";

const definitionsByEnd = new WeakMap<FileLink, readonly Occurrence[]>();

/**
 * The definition of `link` with the greatest end at or before `offset` (of
 * several ending there, the first in the file's order), or undefined.
 */
export function definitionBefore(link: FileLink, offset: number): Occurrence | undefined {
  const definitions = inOrderOfEnds(link);
  const count = countAtOrBefore(definitions, offset, (d) => d.end);
  if (count === 0) return undefined;
  let at = count - 1;
  while (at > 0 && definitions[at - 1]!.end === definitions[at]!.end) at--;
  return definitions[at];
}

function inOrderOfEnds(link: FileLink): readonly Occurrence[] {
  let definitions = definitionsByEnd.get(link);
  if (!definitions) {
    const all = occurrencesWithRole(link, "definition");
    // Array.prototype.sort is stable: definitions ending together keep the file's order.
    definitions = [...all].sort((a, b) => a.end - b.end);
    definitionsByEnd.set(link, definitions);
  }
  return definitions;
}

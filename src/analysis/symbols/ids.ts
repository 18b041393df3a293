// Symbol ids and names (modules-and-workspace.md §4.3):
//   top-level  <module>.<name>                geometry.distance
//   member     <type id>.<member>             geometry.Point.norm
//   local      <module>.<container>#<name>@line:col   geometry.distance#dx@7:5
//   module     <module path>                  math.vector
import type { Definition } from "../../semantic/index.js";

// Built with join, which makes one flat string (a template literal makes a
// tree of pieces that costs more memory for as long as the id is kept).

export function topLevelId(module: string, name: string): string {
  return dotted(module, name);
}

export function memberId(typeId: string, member: string): string {
  return dotted(typeId, member);
}

/** `<head>.<tail>` by pair, remembered: the linker asks for the same ids over and over (one copy each). */
const pairs = new Map<string, Map<string, string>>();
let pairCount = 0;

function dotted(head: string, tail: string): string {
  let byTail = pairs.get(head);
  if (!byTail) {
    if (pairCount > 500_000) {
      pairs.clear(); // bounded: a pathological workspace must not grow this forever
      pairCount = 0;
    }
    byTail = new Map();
    pairs.set(head, byTail);
  }
  let id = byTail.get(tail);
  if (id === undefined) {
    id = [head, tail].join(".");
    byTail.set(tail, id);
    pairCount++;
  }
  return id;
}

/** `qualifiedName`: the local's, as written unless its method was declared under an alias of its type (context.ts). */
export function localId(module: string, def: Definition, qualifiedName = def.qualifiedName): string {
  const span = def.span;
  return [module, ".", qualifiedName, "@", span[0], ":", span[1]].join("");
}

/** The id of a local without its `@line:col` suffix (`find_references` matches it, §5.7). */
export function stripPosition(id: string): string {
  const at = id.lastIndexOf("@");
  return at < 0 ? id : id.slice(0, at);
}

// Symbol ids and names (modules-and-workspace.md §4.3):
//   top-level  <module>.<name>                geometry.distance
//   member     <type id>.<member>             geometry.Point.norm
//   local      <module>.<container>#<name>@line:col   geometry.distance#dx@7:5
//   module     <module path>                  math.vector
import type { Definition } from "../scopes/index.js";

export function topLevelId(module: string, name: string): string {
  return `${module}.${name}`;
}

export function memberId(typeId: string, member: string): string {
  return `${typeId}.${member}`;
}

export function localId(module: string, def: Definition): string {
  return `${module}.${def.qualifiedName}@${def.span[0]}:${def.span[1]}`;
}

/** The id of a local without its `@line:col` suffix (`find_references` matches it, §5.7). */
export function stripPosition(id: string): string {
  const at = id.lastIndexOf("@");
  return at < 0 ? id : id.slice(0, at);
}

// The finished, immutable ScopeGraph: the builder's arrays plus the lookup
// methods of the contract (index.ts).
import type { BuildResult } from "./builder.js";
import { resolveName } from "./lookup.js";
import type { Definition, Reference, ScopeGraph } from "./model.js";

export function makeGraph(version: number, data: BuildResult): ScopeGraph {
  const { scopes, definitions, references } = data;
  const defsByStart = new Map<number, Definition>();
  for (const d of definitions) {
    defsByStart.set(d.start, d);
    if (d.signatureStart !== null) defsByStart.set(d.signatureStart, d);
  }
  const refsByStart = new Map<number, Reference>(references.map((r) => [r.start, r]));
  const publicScopes = scopes.map(({ names: _names, ...scope }) => scope);
  return {
    version,
    scopes: publicScopes,
    definitions,
    references,
    bindings: data.bindings,
    members: data.members,
    types: data.types,
    results: data.results,
    definitionAt: (offset) => defsByStart.get(offset),
    referenceAt: (offset) => refsByStart.get(offset),
    resolve: (name, scope, offset) => resolveName(scopes, definitions, name, scope, offset, false),
    scopeAt: (offset) => scopeAt(scopes, offset),
    spanOf: (start, end) => data.positions.span(start, end),
  };
}

/** Innermost scope containing `offset` (scopes are created in document order, parents first). */
function scopeAt(scopes: BuildResult["scopes"], offset: number): number {
  let best = 0;
  for (const s of scopes) {
    if (s.start <= offset && offset < s.end && s.end - s.start <= scopes[best]!.end - scopes[best]!.start) best = s.id;
  }
  return best;
}

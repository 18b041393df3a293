// The finished, immutable ScopeGraph: the builder's arrays plus the lookup
// methods of the contract (index.ts).
import type { BuildResult } from "./builder.js";
import { resolveName } from "../../semantic/model/lookup.js";
import type { OffsetRange } from "../../semantic/model/deep-statements.js";
import type { Definition, Reference, ScopeGraph } from "../../semantic/model/model.js";

export function makeGraph(version: number, data: BuildResult, unanalysed: readonly OffsetRange[] = []): ScopeGraph {
  const { scopes, definitions, references } = data;
  const defsByStart = new Map<number, Definition>();
  for (const d of definitions) {
    defsByStart.set(d.start, d);
    if (d.signatureStart !== null) defsByStart.set(d.signatureStart, d);
  }
  return {
    version,
    scopes,
    definitions,
    references,
    bindings: data.bindings,
    members: data.members,
    types: data.types,
    results: data.results,
    unanalysed,
    definitionAt: (offset) => defsByStart.get(offset),
    referenceAt: (offset) => referenceAt(references, offset),
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

/** The reference starting at `offset` (the last one, should two start there): references are sorted by start. */
function referenceAt(references: readonly Reference[], offset: number): Reference | undefined {
  let lo = 0;
  let hi = references.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (references[mid]!.start <= offset) lo = mid + 1;
    else hi = mid;
  }
  const found = references[lo - 1];
  return found !== undefined && found.start === offset ? found : undefined;
}

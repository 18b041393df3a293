// buildScopeGraph: the entry point (contract in index.ts). One graph per
// document version, cached with the document.
import type { Document } from "../../syntax/document.js";
import { astOf, perVersion } from "../../syntax/doc-cache.js";
import { treeFacts } from "./context-query.js";
import { moduleExports } from "../../semantic/modules/exports.js";
import { useStatements } from "../../semantic/modules/use-syntax.js";
import { ScopeGraphBuilder } from "./builder.js";
import { blankedOut, deepStatements } from "../../semantic/model/deep-statements.js";
import { makeGraph } from "./graph.js";
import { runLocals } from "../../semantic/model/locals-query.js";
import type { ScopeGraph } from "../../semantic/model/model.js";

/** The scope graph of `doc`'s current text (computed once per version). */
export function buildScopeGraph(doc: Document): ScopeGraph {
  return perVersion(doc, "scopeGraph", compute);
}

function compute(doc: Document): ScopeGraph {
  const root = doc.tree.rootNode;
  const useOrdinals = new Map(useStatements(doc).statements.map((s) => [s.start, s.ordinal]));
  const ast = astOf(doc);
  const unanalysed = deepStatements(ast);
  // Statements too deep to query are blanked out (same offsets, no nodes) in
  // a second parse that only the query reads (deep-statements.ts).
  const blankedTree = unanalysed.length === 0 ? undefined : doc.parseVariant(blankedOut(doc.text, unanalysed));
  try {
    const locals = runLocals(blankedTree?.rootNode ?? root, doc.text);
    const builder = new ScopeGraphBuilder(ast, locals, treeFacts(ast), moduleExports(doc), useOrdinals, doc.text);
    return makeGraph(doc.version, builder.build(), unanalysed);
  } finally {
    blankedTree?.delete();
  }
}

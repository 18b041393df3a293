// What other files can see of a file: its top-level names and kinds, its
// members, and the declared or inferred types that member attribution reads
// (annotations, result types, constructor / function names of initialisers).
// When an edit leaves this unchanged - the common case, an edit inside a
// function body - the files that import it need no re-linking: their
// occurrences name symbols by id, never by position in another file.
import type { ScopeGraph, TypeHint } from "../scopes/index.js";

export function interfaceFingerprint(graph: ScopeGraph): string {
  const parts: string[] = [];
  for (const def of graph.definitions) {
    if (def.symbolScope === "local" || def.kind === "import" || def.kind === "namespace") continue;
    parts.push(`${def.kind} ${def.qualifiedName} ${def.signature ?? ""} ${hint(graph, graph.types.get(def.id))} ${hint(graph, graph.results.get(def.id))}`);
  }
  for (const def of graph.definitions) {
    // What imports bind decides which of the file's own names mean what.
    if (def.kind === "import" || def.kind === "namespace") parts.push(`${def.kind} ${def.name} ${def.importedName ?? ""} ${def.useOrdinal ?? ""}`);
  }
  return parts.join("\n");
}

function hint(graph: ScopeGraph, h: TypeHint | undefined): string {
  if (!h) return "";
  switch (h.kind) {
    case "named":
      return `:${h.name}`;
    case "call":
    case "name":
      return `${h.kind}:${graph.referenceAt(h.referenceStart)?.name ?? ""}`;
    case "member-call": {
      const m = graph.members.find((x) => x.start === h.memberStart);
      return `member:${m?.member ?? ""}:${m?.receiver.kind === "name" ? (graph.referenceAt(m.receiver.referenceStart)?.name ?? "") : ""}`;
    }
    case "unknown":
      return "";
  }
}

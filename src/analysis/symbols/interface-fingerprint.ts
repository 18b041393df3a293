// What other files can see of a file: its top-level names and kinds, its
// members, their signatures and the types the checker gave them. When an
// edit leaves this unchanged - the common case, an edit inside a function
// body - the files that import it need no re-linking: their occurrences
// name symbols by id, never by position in another file, and their models
// read only this of it.
// It is kept as a SHA-256 digest: compared for equality only, and saved with
// every file of a persistent index.
import { createHash } from "node:crypto";
import { display, type SemanticModel } from "../../semantic/index.js";

export function interfaceFingerprint(model: SemanticModel): string {
  const parts: string[] = [];
  for (const def of model.definitions) {
    if (def.symbolScope === "local" || def.kind === "import" || def.kind === "namespace") continue;
    parts.push(`${def.kind} ${def.qualifiedName} ${def.signature ?? ""} ${display(def.type)}`);
  }
  for (const def of model.definitions) {
    // What imports bind decides which of the file's own names mean what.
    if (def.kind === "import" || def.kind === "namespace") parts.push(`${def.kind} ${def.name} ${def.importedName ?? ""} ${def.useOrdinal ?? ""}`);
  }
  return createHash("sha256").update(parts.join("\n")).digest("base64");
}

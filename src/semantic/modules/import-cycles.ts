// Whether one workspace file imports another, directly or through others:
// a walk reads the types other files' walks give their unannotated
// functions only along imports that do not come back to it, so that no
// walk waits on itself (imports in a cycle) and every result is the same
// whichever file is walked first.
import type { Document } from "../../syntax/document.js";
import type { ModuleHost } from "./host.js";
import { resolveModulePath } from "./resolve-module.js";
import { useStatements } from "./use-syntax.js";

/** Files visited before the answer is taken to be yes (a safe answer: the types stay unknown). */
const MAX_VISITED = 4_000;

/** The files each document's `use` statements name, per listing (cached per version). */
const directImports = new WeakMap<Document, { readonly version: number; readonly listing: unknown; readonly files: readonly string[] }>();

/** Whether `from` imports `to`, directly or through other files (`use` statements anywhere in a file count). */
export function importsReach(host: ModuleHost, from: string, to: string): boolean {
  if (from === to) return true;
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length > 0) {
    const file = stack.pop()!;
    for (const next of importedFiles(host, file)) {
      if (next === to) return true;
      if (seen.has(next)) continue;
      if (seen.size >= MAX_VISITED) return true;
      seen.add(next);
      stack.push(next);
    }
  }
  return false;
}

function importedFiles(host: ModuleHost, file: string): readonly string[] {
  const doc = host.document(file);
  if (!doc) return [];
  const cached = directImports.get(doc);
  if (cached && cached.version === doc.version && cached.listing === host.listing) return cached.files;
  const files = new Set<string>();
  for (const statement of useStatements(doc).statements) {
    const segments = statement.segments.map((s) => s.name);
    // `use m.x` may name an item of module `m`: both readings count (more edges only keep more types unknown).
    for (const path of [segments, segments.slice(0, -1)]) {
      const resolution = resolveModulePath(path, file, host.listing);
      if (resolution.kind === "file") files.add(resolution.file);
    }
  }
  const list = [...files];
  directImports.set(doc, { version: doc.version, listing: host.listing, files: list });
  return list;
}

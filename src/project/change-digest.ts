// The digest of a set of file changes (path, text before, text after): what a
// preview shows an agent, which an apply can be bound to. An apply that
// recomputes its changes (a rename, a format) and gets others than the preview
// (a file edited since, 106c V3: a third edit the agent never saw was written)
// is then refused, where re-checking each file during the call alone cannot
// tell. Order-free: a set of changes, whichever order a tool lists them in.
import { createHash } from "node:crypto";
import type { FileEdit } from "./write-set.js";

/** 16 hex digits of SHA-256 over the changes sorted by path (collisions are not the threat: a stale preview is). */
export function changeDigest(changes: readonly FileEdit[]): string {
  const hash = createHash("sha256");
  for (const change of [...changes].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    for (const part of [change.file, change.expectedText, change.newText]) {
      hash.update(String(Buffer.byteLength(part)));
      hash.update(":");
      hash.update(part);
    }
  }
  return hash.digest("hex").slice(0, 16);
}

// A project written to a fresh temporary folder (its real path, as the
// server reports paths), for tests that run the server on a few files.
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Writes `files` (relative path → text, folders made as needed) under a new folder named after `prefix`; returns its path. */
export function tempProject(prefix: string, files: Record<string, string>): string {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  }
  return root;
}

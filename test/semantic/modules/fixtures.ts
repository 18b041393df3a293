// Loads the fixture workspaces of modules-and-workspace.md §6.1 into memory:
// `loadWorkspace("w1", "w1-variants")` overlays the variant files on W1 (the
// spec's "W1 + src/x.yx"; per-file analyses do not see the other variants).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { documentsHost, type FileImports, type ModuleHost } from "../../../src/semantic/modules/index.js";
import { analyzeImports } from "../../../src/semantic/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

export const WORKSPACES = fileURLToPath(new URL("../../fixtures/workspaces/", import.meta.url));

/** Every `.yx` file below `dir`, root-relative with `/`, sorted. */
export function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => f.endsWith(".yx"))
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

export interface LoadedWorkspace {
  host: ModuleHost;
  docs: Map<string, Document>;
  doc(rel: string): Document;
  imports(rel: string): FileImports;
}

/** Parses the `.yx` files of the named fixture directories (later ones overlay earlier ones). */
export async function loadWorkspace(...names: string[]): Promise<LoadedWorkspace> {
  const texts = new Map<string, string>();
  for (const name of names) {
    const dir = path.join(WORKSPACES, name);
    for (const rel of sourceFiles(dir)) texts.set(rel, readFileSync(path.join(dir, rel), "utf8"));
  }
  return fromTexts(texts);
}

/** A workspace from literal files (`{ "src/a.yx": "…" }`). */
export async function fromTexts(files: Map<string, string> | Record<string, string>): Promise<LoadedWorkspace> {
  const parser = await sharedParser();
  const entries = files instanceof Map ? [...files] : Object.entries(files);
  const docs = new Map(entries.map(([rel, text]) => [rel, new Document(parser, text)] as const));
  const host = documentsHost(docs);
  const doc = (rel: string): Document => {
    const d = docs.get(rel);
    if (!d) throw new Error(`no fixture file ${rel}`);
    return d;
  };
  return { host, docs, doc, imports: (rel) => analyzeImports(host, rel, doc(rel)) };
}

// The workspace rename's property over the corpus/ workspaces, shared by the
// seeded sample of the default suite (workspace-rename.test.ts) and the full
// run (workspace-rename.long.test.ts). For a top-level symbol or a member:
//   * renameInWorkspace to a fresh name refuses (counted) or succeeds;
//   * its edits are exactly find_references' locations of the symbol (and
//     of the members renamed with it), minus an import alias and its uses;
//   * the renamed workspace type-checks exactly as before (same codes at
//     the same lines of the same files), and `check` says so;
//   * renaming back restores every file byte for byte (unless the original
//     name is one a rename may not give: a field `bytes`, a variant `ok`).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { checkNewName, renameInWorkspace, renameTargetOf, type WorkspaceRenameResult } from "../../../src/analysis/rename/index.js";
import { findReferences, type SymbolIndex, type SymbolInfo } from "../../../src/analysis/symbols/index.js";
import { checkDocument } from "../../../src/check/index.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { indexOf, yxFiles } from "../symbols/workspace.js";

const CORPUS = fileURLToPath(new URL("../../../corpus/", import.meta.url));
export const PROJECTS = ["concurrency", "geometry", "inventory", "textkit"];

export interface Tally {
  cases: number;
  refused: string[];
  /** Renamed, but not back: the original name is reserved (checkNewName refuses it as a new name). */
  oneWay: string[];
}

export function projectTexts(project: string): Map<string, string> {
  const dir = path.join(CORPUS, project);
  return new Map(yxFiles(dir).map((rel) => [rel, readFileSync(path.join(dir, rel), "utf8")] as const));
}

/** Top-level symbols and members declared in the workspace, by id. */
export function candidates(index: SymbolIndex): SymbolInfo[] {
  const out = new Map<string, SymbolInfo>();
  for (const [, symbols] of index.names(false)) {
    for (const s of symbols) if (s.kind !== "module" && s.origin === "workspace" && (s.scope === "top-level" || s.scope === "member")) out.set(s.id, s);
  }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

async function rename(index: SymbolIndex, symbol: SymbolInfo, newName: string): Promise<WorkspaceRenameResult> {
  return renameInWorkspace({ index, symbol, newName, parser: await sharedParser(), check: (host, file, doc) => checkDocument(host, file, doc) });
}

function withRenamed(texts: Map<string, string>, result: WorkspaceRenameResult): Map<string, string> {
  const next = new Map(texts);
  for (const f of result.files) next.set(f.file, f.renamed);
  return next;
}

/** `file:line code` of every error and warning of the workspace. */
function diagnosticsOf(index: SymbolIndex, paths: readonly string[]): string[] {
  const host = index.moduleHost();
  return paths.flatMap((p) => checkDocument(host, p, index.document(p)!).map((d) => `${p}:${d.span[0]} ${d.code}`)).sort();
}

/** The id the symbol has once renamed to `name`. */
function renamedId(symbol: SymbolInfo, name: string): string {
  return `${symbol.id.slice(0, symbol.id.lastIndexOf("."))}.${name}`;
}

/** A workspace as it is: its texts, index and diagnostics (shared by every symbol's case). */
export interface Base {
  readonly label: string;
  readonly texts: Map<string, string>;
  readonly index: SymbolIndex;
  readonly diagnostics: readonly string[];
}

export async function baseOf(label: string, texts: Map<string, string>): Promise<Base> {
  const { index } = await indexOf(texts);
  return { label, texts, index, diagnostics: diagnosticsOf(index, [...texts.keys()].sort()) };
}

export async function checkSymbol(base: Base, symbolId: string, tally: Tally): Promise<void> {
  const { label, texts, index } = base;
  const symbol = renameTargetOf(index, symbolId);
  if (!("id" in symbol)) throw new Error(`${label}: ${symbolId} does not resolve: ${symbol.message}`);
  const fresh = `${symbol.name}_rn`;
  tally.cases++;
  const forward = await rename(index, symbol, fresh);
  const refusal = forward.diagnostics.find((d) => d.severity === "error");
  if (refusal) {
    tally.refused.push(`${label} ${symbolId}: ${refusal.code} ${refusal.message}`);
    expect(forward.files, label).toEqual([]);
    return;
  }
  // The edits are find_references' locations (of every symbol renamed), minus what an alias keeps and,
  // for an interface, the types implementing it (listed at their own names, which keep them).
  const refs = findReferences(index, { query: symbolId }).locations.filter((l) => l.role !== "alias" && l.via === undefined && !(symbol.kind === "interface" && l.kind === "implementation"));
  const editPlaces = new Set(forward.files.flatMap((f) => f.edits.map((e) => `${f.file}:${e.start}`)));
  for (const l of refs) expect(editPlaces.has(`${l.file}:${l.start}`), `${label} ${symbolId}: ${l.file}:${l.span[0]}:${l.span[1]} not renamed`).toBe(true);
  for (const f of forward.files) for (const e of f.edits) expect(e.old_text, `${label} ${symbolId}`).toBe(symbol.name);

  const paths = [...texts.keys()].sort();
  const renamedTexts = withRenamed(texts, forward);
  const after = await indexOf(renamedTexts);
  expect(diagnosticsOf(after.index, paths), `${label} ${symbolId}: diagnostics changed`).toEqual(base.diagnostics);
  expect(forward.check!.errors_after, label).toBe(forward.check!.errors_before);

  // A member may have a name a rename cannot give (a field `bytes`, a variant `ok`): no way back.
  if (checkNewName(symbol.name) !== null) {
    tally.oneWay.push(`${label} ${symbolId}`);
    return;
  }
  const back = renameTargetOf(after.index, renamedId(symbol, fresh));
  if (!("id" in back)) throw new Error(`${label}: the renamed ${symbolId} does not resolve: ${back.message}`);
  const backward = await rename(after.index, back, symbol.name);
  expect(backward.diagnostics.filter((d) => d.severity === "error"), `${label} ${symbolId} back`).toEqual([]);
  const restored = withRenamed(renamedTexts, backward);
  for (const p of paths) expect(restored.get(p), `${label} ${symbolId}: ${p} not restored`).toBe(texts.get(p));
}

export function expectFewRefusals(tally: Tally): void {
  console.info(`workspace rename: ${tally.cases} symbols, ${tally.refused.length} refused, ${tally.oneWay.length} renamed one way only`);
  if (tally.oneWay.length > 0) console.warn(`renamed but not back (reserved original names): ${tally.oneWay.join(", ")}`);
  if (tally.refused.length > 0) console.warn(`workspace rename refusals (${tally.refused.length} of ${tally.cases}):\n${tally.refused.join("\n")}`);
  expect(tally.refused.length / Math.max(1, tally.cases)).toBeLessThan(0.05);
}

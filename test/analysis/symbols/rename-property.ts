// The rename property of issue 11 over real programs, shared by the
// exhaustive run (rename-properties.long.test.ts) and the seeded sample of
// the default suite (rename-properties.test.ts). For a symbol of a file
// that parses (a top-level function, type or value, a field, variant or
// method, a parameter or local):
//   * rename_symbol to a fresh name either refuses (counted) or succeeds;
//   * the renamed file type-checks exactly as before (same codes, same
//     places mapped through the edits), in its workspace;
//   * renaming back restores the original text byte for byte;
//   * the edit positions are exactly find_references' locations of the
//     renamed symbol (over the whole workspace, updated incrementally).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { checkNewName, findTargets, renameSymbol, SOURCE_PATH, type RenameResult, type RenameScope } from "../../../src/analysis/rename/index.js";
import { findReferences, type SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { checkDocument } from "../../../src/check/index.js";
import { canonicalModulePath } from "../../../src/semantic/modules/module-path.js";
import { documentsHost } from "../../../src/semantic/modules/host.js";
import { semanticModel, type SemanticModel } from "../../../src/semantic/index.js";
import { hasSyntaxErrors } from "../../../src/syntax/doc-cache.js";
import type { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { indexOf, programWorkspaces, yxFiles } from "./workspace.js";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const SHARED = path.join(REPO, "../shared/corpus/yx");

export interface Workspace {
  readonly label: string;
  readonly files: Map<string, string>;
}

/** Every corpus/ project, the programs of test/fixtures/programs, and each program of ../shared/corpus/yx whose reference verdict is clean (alone). */
export function workspaces(): Workspace[] {
  const out: Workspace[] = [];
  const corpus = path.join(REPO, "corpus");
  for (const project of ["concurrency", "geometry", "inventory", "textkit"]) {
    const dir = path.join(corpus, project);
    out.push({ label: `corpus/${project}`, files: new Map(yxFiles(dir).map((rel) => [rel, readFileSync(path.join(dir, rel), "utf8")] as const)) });
  }
  for (const w of programWorkspaces()) out.push({ label: `programs/${w.label}`, files: w.files });
  const manifest = path.join(SHARED, "manifest.json");
  if (!existsSync(manifest)) {
    console.warn(`rename properties: ${SHARED} is absent, only corpus/ is tested`);
    return out;
  }
  const items = (JSON.parse(readFileSync(manifest, "utf8")) as { items: { file: string; reference: { verdict: string } }[] }).items;
  for (const item of items) {
    if (item.reference.verdict !== "clean") continue;
    out.push({ label: `yx/${item.file}`, files: new Map([[path.basename(item.file), readFileSync(path.join(SHARED, item.file), "utf8")]]) });
  }
  return out;
}

export interface Case {
  readonly file: string;
  readonly name: string;
  readonly scope: RenameScope | undefined;
  /** The renamed definition's kind. */
  readonly kind: string;
  /** The rename's old name (`Type.member` for members). */
  readonly oldName: string;
  readonly fresh: string;
  /** The find_references query of the renamed symbol. */
  readonly query: (name: string) => string;
  /** The queries of every symbol the rename renames (a member's interface family; else `query`). */
  readonly family: readonly ((name: string) => string)[];
  readonly label: string;
}

const TOP_LEVEL = new Set(["type", "interface", "function", "variable"]);
const MEMBERS = new Set(["field", "variant", "method"]);
const LOCALS = new Set(["local", "parameter", "generic_parameter"]);

/** One case per symbol of `file` (a function's same-named locals are renamed together). */
export function casesOf(file: string, model: SemanticModel): Case[] {
  const definitions = model.definitions;
  const module = canonicalModulePath(file);
  const seen = new Set<string>();
  const out: Case[] = [];
  for (const def of definitions) {
    // Renaming back into a reserved name (`ok`, `List`) is refused by design.
    if (checkNewName(def.name)) continue;
    // Keep the capitalisation: `T.m = f[0]` defines a method only for a capitalised T.
    const fresh = `${/^[A-Z]/.test(def.name) ? "Zq" : "zq"}_fresh_${out.length}`;
    let c: Omit<Case, "file" | "fresh" | "label" | "kind"> | null = null;
    if (def.symbolScope === "top-level" && TOP_LEVEL.has(def.kind)) {
      c = { name: def.name, scope: { kind: "module" }, oldName: def.name, query: (n) => `${module}.${n}`, family: [(n) => `${module}.${n}`] };
    } else if (def.symbolScope === "member" && MEMBERS.has(def.kind) && def.container) {
      const container = def.container;
      const family = findTargets(model, `${container}.${def.name}`, undefined).map((d) => (n: string) => `${d.container}.${n}`);
      c = { name: def.name, scope: undefined, oldName: `${container}.${def.name}`, query: (n) => `${container}.${n}`, family };
    } else if (def.symbolScope === "local" && LOCALS.has(def.kind) && def.container) {
      const container = def.container;
      const query = (n: string) => `${module}.${container}#${n}`;
      c = { name: def.name, scope: { kind: "function", name: container }, oldName: def.name, query, family: [query] };
    }
    if (!c) continue;
    const key = `${c.scope?.kind === "function" ? c.scope.name : c.scope?.kind ?? "member"}\u0000${c.oldName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...c, kind: def.kind, file, fresh, label: `${file}: ${c.oldName} (${c.scope ? (c.scope.kind === "module" ? "module" : `function:${c.scope.name}`) : "member"})` });
  }
  return out;
}

export interface Tally {
  cases: number;
  refused: string[];
}

/**
 * Checks the property for `pick(cases)` of every file of `workspace` that
 * parses; adds to `tally`.
 */
export async function checkWorkspace(workspace: Workspace, tally: Tally, pick: (cases: Case[]) => Case[] = (c) => c): Promise<void> {
  const { index, docs } = await indexOf(workspace.files);
  const entries = [...docs].map(([p, doc]) => ({ path: p, document: () => doc }));
  const host = documentsHost(docs);
  const check = checkDocument;
  for (const [file, doc] of docs) {
    if (hasSyntaxErrors(doc)) continue;
    const source = doc.text;
    const before = checkDocument(host, file, doc);
    for (const c of pick(casesOf(file, semanticModel(host, file, doc)))) {
      tally.cases++;
      const renamed = await renameSymbol({ source, oldName: c.oldName, newName: c.fresh, scope: c.scope, check });
      // A rename that left uses it could not attribute says so (MCP-RENAME-UNRESOLVED): counted with the
      // refusals, since the text alone (no workspace) cannot say whether those uses are the symbol's.
      const refusal = renamed.diagnostics.find((d) => d.severity === "error" || d.code === "MCP-RENAME-UNRESOLVED");
      if (refusal) {
        tally.refused.push(`${workspace.label} ${c.label}: ${refusal.code} ${refusal.message}`);
        continue;
      }
      expect(renamed.edits.length, c.label).toBeGreaterThan(0);
      const back = await renameSymbol({ source: renamed.source, oldName: c.oldName.replace(/[^.]+$/, c.fresh), newName: c.name, scope: c.scope });
      expect(back.diagnostics.filter((d) => d.severity === "error"), c.label).toEqual([]);
      expect(back.source, c.label).toBe(source);

      doc.update(renamed.source);
      try {
        expect(diagnosticKeys(checkDocument(host, file, doc), renamed), c.label).toEqual(diagnosticKeys(before, null));
        index.sync(entries);
        // A member is renamed with its interface family (the interface's member and its implementations).
        // An interface's implementing types are listed at their own names, which its rename keeps.
        // The uses of a method a function is bound as (`last_txn = newest[0]`) are its references, which its rename leaves.
        const locations = c.family
          .flatMap((query) => {
            const found = findReferences(index, { query: query(c.fresh) });
            return found.locations.filter((l) => l.via === undefined || found.symbols.some((s) => s.id === l.symbol));
          })
          .filter((l) => !(c.kind === "interface" && l.kind === "implementation"));
        const spans = (list: readonly { span: readonly number[] }[]) => [...new Set(list.map((x) => x.span.join(",")))].sort();
        expect(locations.every((l) => l.file === file), c.label).toBe(true);
        expect(spans(locations), c.label).toEqual(spans(renamedSpans(renamed.edits)));
      } finally {
        doc.update(source);
        index.sync(entries);
      }
    }
  }
  for (const doc of docs.values()) doc.dispose();
}

/** `code@line:column` of every diagnostic, columns mapped back to the original text when `renamed` is given. */
function diagnosticKeys(diagnostics: readonly { code: string; span: readonly number[] }[], renamed: RenameResult | null): string[] {
  return diagnostics.map((d) => `${d.code}@${d.span[0]}:${renamed ? originalColumn(renamed, d.span[0]!, d.span[1]!) : d.span[1]}`).sort();
}

/** The column of the original text that column `col` of line `line` of the renamed text came from. */
function originalColumn(renamed: RenameResult, line: number, col: number): number {
  let shift = 0;
  for (const e of renamed.edits) {
    if (e.span[0] !== line || e.span[1] + shift >= col) continue;
    shift += e.new_text.length - e.old_text.length;
  }
  return col - shift;
}

/** Where the edited tokens are in the renamed text (edits are sorted, on one line each). */
function renamedSpans(edits: readonly { span: readonly number[]; old_text: string; new_text: string }[]): { span: number[] }[] {
  let line = 0;
  let shift = 0;
  return edits.map((e) => {
    if (e.span[0] !== line) {
      line = e.span[0]!;
      shift = 0;
    }
    const start = e.span[1]! + shift;
    shift += e.new_text.length - e.old_text.length;
    return { span: [line, start, line, start + e.new_text.length] };
  });
}

/** Fewer than 5 % of the renames may be refused (issue 11). */
export function expectFewRefusals(tally: Tally): void {
  // The figures issue 11 asks for, printed on every run.
  console.info(`rename properties: ${tally.cases} renames, ${tally.refused.length} refused${tally.refused.length > 0 ? `:\n${tally.refused.join("\n")}` : ""}`);
  expect(tally.cases).toBeGreaterThan(0);
  expect(tally.refused.length / tally.cases).toBeLessThan(0.05);
}

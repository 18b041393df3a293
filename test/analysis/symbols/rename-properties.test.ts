// Property tests of rename_symbol and find_references over real programs:
// the sample workspaces in corpus/ and the reference programs in
// ../shared/corpus/yx/programs (skipped with a message when absent).
// For every top-level and local binding of every file that parses:
//   * renaming it to a fresh name succeeds, and renaming back restores the
//     original text exactly;
//   * the renamed program still parses without any ERROR node;
//   * find_references of the new name (over the whole workspace, updated
//     incrementally) returns exactly the edited spans.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hasSyntaxErrors } from "../../../src/syntax/doc-cache.js";
import { canonicalModulePath } from "../../../src/semantic/modules/module-path.js";
import { checkNewName, renameSymbol, type RenameScope } from "../../../src/analysis/rename/index.js";
import { buildScopeGraph, type Definition } from "../../../src/analysis/scopes/index.js";
import { findReferences } from "../../../src/analysis/symbols/index.js";
import type { Document } from "../../../src/syntax/document.js";
import { indexOf, yxFiles } from "./workspace.js";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const SHARED_PROGRAMS = path.join(REPO, "../shared/corpus/yx/programs");

const TOP_LEVEL = new Set(["type", "interface", "function", "variable"]);
const LOCAL = new Set(["local", "parameter", "generic_parameter"]);

interface Case {
  name: string;
  scope: RenameScope;
  query: (fresh: string) => string;
}

/** One rename per (scope, name): a function's same-named locals are renamed together. */
function cases(path: string, doc: Document): Case[] {
  const module = canonicalModulePath(path);
  const seen = new Set<string>();
  const out: Case[] = [];
  for (const def of buildScopeGraph(doc).definitions) {
    const c = caseOf(module, def);
    if (!c) continue;
    const key = `${c.scope.kind === "module" ? "module" : c.scope.name}\u0000${c.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

function caseOf(module: string, def: Definition): Case | null {
  if (def.symbolScope === "top-level" && TOP_LEVEL.has(def.kind)) {
    return { name: def.name, scope: { kind: "module" }, query: (fresh) => `${module}.${fresh}` };
  }
  if (def.symbolScope === "local" && LOCAL.has(def.kind) && def.container) {
    const container = def.container;
    return { name: def.name, scope: { kind: "function", name: container }, query: (fresh) => `${module}.${container}#${fresh}` };
  }
  return null;
}

function errorNodes(doc: Document): number {
  let count = 0;
  const cursor = doc.tree.walk();
  let done = false;
  while (!done) {
    if (cursor.nodeType === "ERROR" || cursor.nodeIsMissing) count++;
    if (cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) {
        done = true;
        break;
      }
    }
  }
  cursor.delete();
  return count;
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

/** Workspaces to test: every corpus/ project, and each shared program alone. */
function workspaces(): { label: string; files: Map<string, string> }[] {
  const out: { label: string; files: Map<string, string> }[] = [];
  const corpus = path.join(REPO, "corpus");
  for (const project of ["concurrency", "geometry", "inventory", "textkit"]) {
    const dir = path.join(corpus, project);
    const files = new Map(yxFiles(dir).map((rel) => [rel, readFileSync(path.join(dir, rel), "utf8")] as const));
    out.push({ label: `corpus/${project}`, files });
  }
  if (existsSync(SHARED_PROGRAMS)) {
    for (const rel of yxFiles(SHARED_PROGRAMS)) {
      out.push({ label: `programs/${rel}`, files: new Map([[rel, readFileSync(path.join(SHARED_PROGRAMS, rel), "utf8")]]) });
    }
  }
  return out;
}

const all = workspaces();
if (!existsSync(SHARED_PROGRAMS)) console.warn(`rename properties: ${SHARED_PROGRAMS} is absent, only corpus/ is tested`);

describe("rename round trip and find_references agree on real programs", () => {
  it.each(all.map((w) => [w.label, w] as const))("%s", async (_label, workspace) => {
    const { index, docs } = await indexOf(workspace.files);
    const entries = [...docs].map(([p, doc]) => ({ path: p, document: () => doc }));
    let checked = 0;
    for (const [file, doc] of docs) {
      if (hasSyntaxErrors(doc)) continue;
      const source = doc.text;
      const before = errorNodes(doc);
      for (const [i, c] of cases(file, doc).entries()) {
        // Renaming back into a reserved name (`ok`, `List`) is refused by design.
        if (checkNewName(c.name)) continue;
        // Keep the capitalisation: `T.m = f[0]` defines a method only for a capitalised T.
        const fresh = `${/^[A-Z]/.test(c.name) ? "Zq" : "zq"}_fresh_${i}`;
        const label = `${file}: ${c.name} (${c.scope.kind === "module" ? "module" : `function:${c.scope.name}`})`;
        const renamed = await renameSymbol({ source, oldName: c.name, newName: fresh, scope: c.scope });
        expect(renamed.diagnostics, label).toEqual([]);
        expect(renamed.edits.length, label).toBeGreaterThan(0);
        const back = await renameSymbol({ source: renamed.source, oldName: fresh, newName: c.name, scope: c.scope });
        expect(back.diagnostics, label).toEqual([]);
        expect(back.source, label).toBe(source);

        doc.update(renamed.source);
        try {
          expect(errorNodes(doc), label).toBe(before);
          index.sync(entries);
          const found = findReferences(index, { query: c.query(fresh) });
          const spans = (list: readonly { span: readonly number[] }[]) => list.map((x) => x.span.join(",")).sort();
          expect(found.locations.every((l) => l.file === file), label).toBe(true);
          expect(spans(found.locations), label).toEqual(spans(renamedSpans(renamed.edits)));
        } finally {
          doc.update(source);
          index.sync(entries);
        }
        checked++;
      }
    }
    const parsed = [...docs.values()].filter((d) => !hasSyntaxErrors(d)).length;
    if (parsed === 0) console.warn(`${_label}: no file parses cleanly, nothing to rename`);
    else expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

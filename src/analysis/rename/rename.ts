// rename_symbol as a pure function over one source text
// (modules-and-workspace.md §5.7): parse → validate the new name → find the
// target → refuse collisions → edits, new text, unified diff. A refusal
// returns the source unchanged with exactly one MCP-RENAME-* diagnostic.
import { createPatch } from "diff";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { Document } from "../../syntax/document.js";
import { sharedParser } from "../../syntax/shared-parser.js";
import { lineIndexOf } from "../../syntax/doc-cache.js";
import { syntaxDiagnostics } from "../../syntax/syntax-diagnostics.js";
import { buildScopeGraph, type ScopeGraph } from "../scopes/index.js";
import { MAX_ANALYSED_DEPTH, rangesMentioning } from "../../semantic/model/deep-statements.js";
import { useStatements } from "../../semantic/modules/use-syntax.js";
import { RenameRefusal, type RenameResult, type RenameScope } from "./model.js";
import { applyEdits, renameEdits } from "./occurrences.js";
import { findTargets, stdRefusal } from "./targets.js";
import { checkNewName } from "./validate.js";
import { bindingChange, directClash } from "./verify.js";

export interface RenameRequest {
  source: string;
  oldName: string;
  newName: string;
  scope?: RenameScope;
  /** File name shown in the diff header (default `source.yx`). */
  fileName?: string;
}

export async function renameSymbol(request: RenameRequest): Promise<RenameResult> {
  const parser = await sharedParser();
  const doc = new Document(parser, request.source);
  try {
    return run(doc, request, parser);
  } catch (error) {
    if (error instanceof RenameRefusal) return refused(request.source, error);
    throw error;
  } finally {
    doc.dispose();
  }
}

function run(doc: Document, request: RenameRequest, parser: Parameters<typeof bindingChange>[0]): RenameResult {
  const { source, oldName, newName, scope } = request;
  // The documented supersets (`some(n) =>`, syntax.md §7.3) parse into the
  // right tree, so they do not stop a rename (modules-and-workspace.md S37).
  const syntax = syntaxDiagnostics(doc.tree, doc.text, lineIndexOf(doc), { supersets: false }).filter((d) => d.severity === "error");
  if (syntax.length > 0) {
    const first = syntax[0]!;
    const refusal = new RenameRefusal("MCP-RENAME-PARSE-ERROR", `the source has ${syntax.length} syntax error(s); fix them first (first: ${first.code} at ${first.span[0]}:${first.span[1]})`, first.span);
    return { ...refused(source, refusal), diagnostics: [toDiagnostic(refusal), ...syntax] };
  }
  const problem = checkNewName(newName);
  if (problem) throw new RenameRefusal(problem.code, problem.message, [1, 1, 1, 1]);
  if (oldName === newName) return { source, edits: [], diff: "", diagnostics: [] };

  const graph = buildScopeGraph(doc);
  const unknownUses = unanalysedMention(graph, source, oldName);
  if (unknownUses) throw unknownUses;
  let targets;
  try {
    targets = findTargets(graph, oldName, scope);
  } catch (error) {
    if (error instanceof RenameRefusal && error.code === "MCP-RENAME-NOT-FOUND" && scope?.kind !== "function" && !oldName.includes(".")) {
      const statements = useStatements(doc).statements;
      throw stdRefusal(graph, oldName, (ordinal) => statements[ordinal]?.segments[0]?.name === "std") ?? error;
    }
    throw error;
  }
  const clash = directClash(graph, targets, newName);
  if (clash) throw clash;
  const edits = renameEdits(doc, graph, targets, newName);
  const changed = bindingChange(parser, doc, graph, targets, edits, oldName, newName);
  if (changed) throw changed;
  const renamed = applyEdits(source, edits);
  const fileName = request.fileName ?? "source.yx";
  return { source: renamed, edits, diff: createPatch(fileName, source, renamed), diagnostics: [] };
}

/**
 * A statement too deep to analyse (graph.unanalysed) that mentions the name:
 * its uses there are unknown, so a rename could miss some.
 */
function unanalysedMention(graph: ScopeGraph, text: string, oldName: string): RenameRefusal | undefined {
  const name = oldName.slice(Math.max(oldName.lastIndexOf("."), oldName.lastIndexOf("#")) + 1);
  const deep = rangesMentioning(text, graph.unanalysed, name)[0];
  if (!deep) return undefined;
  return new RenameRefusal(
    "MCP-RENAME-TOO-DEEP",
    `the statement at line ${graph.spanOf(deep.start, deep.start)[0]} nests more than ${MAX_ANALYSED_DEPTH} levels deep and mentions '${name}': its uses there cannot be analysed, so the rename could miss some`,
    graph.spanOf(deep.start, deep.start),
    { help: "split that expression into named parts, then rename" },
  );
}

function refused(source: string, refusal: RenameRefusal): RenameResult {
  const result: RenameResult = { source, edits: [], diff: "", diagnostics: [toDiagnostic(refusal)] };
  return refusal.extra.candidates ? { ...result, candidates: refusal.extra.candidates } : result;
}

function toDiagnostic(refusal: RenameRefusal): Diagnostic {
  const d: Diagnostic = { code: refusal.code, severity: "error", message: refusal.message, span: refusal.span };
  if (refusal.extra.help) d.help = refusal.extra.help;
  if (refusal.extra.related) d.related = refusal.extra.related;
  return d;
}

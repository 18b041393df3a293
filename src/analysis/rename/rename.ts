// rename_symbol as a pure function over one source text
// (modules-and-workspace.md §5.7): parse → validate the new name → find the
// target in the file's semantic model → refuse collisions → edits, new
// text, unified diff → verify that every name keeps its meaning and, with a
// checker, that the renamed text has no new type error. A refusal returns
// the source unchanged with exactly one MCP-RENAME-* error diagnostic; member
// uses whose receiver's type is not known are left unchanged and listed in
// an MCP-RENAME-UNRESOLVED warning.
import type { Parser } from "web-tree-sitter";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { Document } from "../../syntax/document.js";
import { sharedParser } from "../../syntax/shared-parser.js";
import { lineIndexOf } from "../../syntax/doc-cache.js";
import { syntaxDiagnostics } from "../../syntax/syntax-diagnostics.js";
import { isListableType, semanticModel, type Definition, type SemanticModel } from "../../semantic/index.js";
import { documentsHost } from "../../semantic/modules/host.js";
import { rangesMentioning } from "../../semantic/model/deep-statements.js";
import type { Span } from "../../diagnostics/diagnostic.js";
import { overloadedArgumentWhy, uncoveredNameStarts } from "../symbols/index.js";
import { RenameRefusal, type FileCheck, type RenameResult, type RenameScope } from "./model.js";
import { ownersThroughAliases } from "./alias-owner.js";
import { applyEdits, planRename } from "./occurrences.js";
import { patternFieldRefusal } from "./pattern-fields.js";
import { newErrors } from "./recheck.js";
import { breaks, familyNote, patternLocalsNote, toDiagnostic, unresolvedWarning } from "./report.js";
import { unifiedDiff } from "./unified-diff.js";
import { findTargets, stdRefusal } from "./targets.js";
import { checkNewName, constructorNameProblem } from "./validate.js";
import { bindingChange, directClash } from "./verify.js";

/** The path the single source is analysed under (its module path is `source`). */
export const SOURCE_PATH = "source.yx";

export interface RenameRequest {
  source: string;
  oldName: string;
  newName: string;
  scope?: RenameScope;
  /** File name shown in the diff header (default `source.yx`). */
  fileName?: string;
  /** The type checker: with it, a rename that would add type errors is refused (MCP-RENAME-BREAKS). */
  check?: FileCheck;
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

/**
 * One source text as a one-file workspace (std imports resolve, workspace
 * imports do not): its type errors, when there is a checker, and its model.
 * The check walks the text once and leaves the model cached (96b D3: a model
 * read on its own, then a check of the same text, walked it twice and parsed
 * it again; a rename did that for the text and for the renamed text).
 */
function analysed(doc: Document, check: FileCheck | undefined): { model: SemanticModel; errors: readonly Diagnostic[] } {
  const host = documentsHost(new Map([[SOURCE_PATH, doc]]));
  const errors = check ? check(host, SOURCE_PATH, doc) : [];
  return { model: semanticModel(host, SOURCE_PATH, doc), errors };
}

function run(doc: Document, request: RenameRequest, parser: Parser): RenameResult {
  const { source, oldName, newName, scope } = request;
  // The documented supersets (`some(n) =>`, syntax.md §7.3) parse into the
  // right tree, so they do not stop a rename (modules-and-workspace.md S37).
  const syntax = syntaxDiagnostics(doc.tree, doc.text, lineIndexOf(doc), { supersets: false }).filter((d) => d.severity === "error");
  if (syntax.length > 0) {
    const first = syntax[0]!;
    const refusal = new RenameRefusal("MCP-RENAME-PARSE-ERROR", `the source has ${syntax.length} syntax error(s); fix them first (first: ${first.code} at ${first.span[0]}:${first.span[1]})`, first.span);
    return { ...refused(source, refusal), diagnostics: [toDiagnostic(refusal), ...syntax] };
  }
  // What a name is reserved for depends on whether the targets are types (validate.ts), known once they are.
  const asValue = checkNewName(newName);
  const asType = checkNewName(newName, true);
  const problem = asValue ?? asType;
  if (problem && asValue && asType) throw new RenameRefusal(problem.code, problem.message, [1, 1, 1, 1]);
  // `Item.qty` → `qty`, `f#limit` → `limit`: the name it has (99g D2: a collision with itself was reported).
  if (oldName === newName || oldName.split(/[.#]/).pop() === newName) return { source, edits: [], diff: "", diagnostics: [] };

  const { model, errors: errorsBefore } = analysed(doc, request.check);
  const ownerOf = ownersThroughAliases(model, doc);
  const unknownUses = unanalysedMention(model, source, oldName);
  if (unknownUses) throw unknownUses;
  let targets;
  try {
    // A bundle or a generic interface (`Sink: (T: Type) -> Type = { take: … }`) is listed as an interface is (81b D1).
    const listable = (d: Definition) => d.kind === "interface" || (d.kind === "type" && d.symbolScope === "top-level" && isListableType(SOURCE_PATH, doc, d.name));
    targets = findTargets(model, oldName, scope, listable, ownerOf);
  } catch (error) {
    if (error instanceof RenameRefusal && error.code === "MCP-RENAME-NOT-FOUND" && scope?.kind !== "function" && !oldName.includes(".")) {
      throw stdRefusal(model, oldName) ?? error;
    }
    throw error;
  }
  // An interface is a type too (89a D1: it could not take a declarable built-in name).
  const reserved = targets.every((t) => t.kind === "type" || t.kind === "interface") ? asType : asValue;
  if (reserved) throw new RenameRefusal(reserved.code, reserved.message, [1, 1, 1, 1]);
  const constructor = constructorNameProblem(newName, targets.some((t) => t.form === "pattern"));
  if (constructor) throw new RenameRefusal(constructor.code, constructor.message, [1, 1, 1, 1]);
  for (const target of targets) {
    const bound = patternFieldRefusal(model, target);
    if (bound) throw bound;
  }
  const clash = directClash(model, targets, newName, ownerOf);
  if (clash) throw clash;
  const { edits, unresolved, patternUses } = planRename(model, source, targets, newName, ownerOf);
  const renamed = applyEdits(source, edits);
  const after = new Document(parser, renamed);
  try {
    const { model: modelAfter, errors: errorsAfter } = analysed(after, request.check);
    const changed = bindingChange(model, modelAfter, targets, edits, oldName, newName);
    if (changed && !changed.extra.typeLost) throw changed;
    const added = newErrors(errorsBefore, errorsAfter);
    if (added.length > 0) throw breaks(added.map(({ file: _file, ...d }) => d));
    if (changed) throw changed;
  } finally {
    after.dispose();
  }
  const fileName = request.fileName ?? "source.yx";
  const readInPart = mentionsReadInPart(model, doc, oldName).map((span) => ({ member: oldName, unanalysed: true, span, why: READ_IN_PART }));
  const left = unresolved.map((u) =>
    u.resolution.kind === "overloaded-parameter"
      ? { member: u.member, argument: true, span: u.span, why: overloadedArgumentWhy(u.resolution.fn, u.member) }
      : u.resolution.kind === "value-call-argument"
        ? { member: u.member, argument: true, span: u.span, why: `\`${u.receiver ?? "?"}\` is called as a value whose function or type is not known here` }
        : { member: u.member, span: u.span, why: `the type of \`${u.receiver ?? "?"}\` is not known` },
  );
  const diagnostics: Diagnostic[] = [left, readInPart].filter((group) => group.length > 0).map((group) => unresolvedWarning(group));
  // A member renamed with its interface family: the other members, said.
  const asked = targets[0]!.qualifiedName;
  const others = targets.filter((t) => t.symbolScope === "member" && t.qualifiedName !== asked);
  if (others.length > 0) diagnostics.push(familyNote(asked, [...new Map(others.map((o) => [o.qualifiedName, { qualifiedName: o.qualifiedName, span: o.span }])).values()]));
  if (patternUses.length > 0) diagnostics.push(patternLocalsNote(asked, patternUses.map((span) => ({ span }))));
  return { source: renamed, edits, diff: unifiedDiff(fileName, source, edits), diagnostics };
}

/**
 * A statement the walk could not analyse (model.unanalysed) that mentions
 * the name: its uses there are unknown, so a rename could miss some.
 */
function unanalysedMention(model: SemanticModel, text: string, oldName: string): RenameRefusal | undefined {
  const name = oldName.slice(Math.max(oldName.lastIndexOf("."), oldName.lastIndexOf("#")) + 1);
  const deep = rangesMentioning(text, model.unanalysed, name)[0];
  if (!deep) return undefined;
  return new RenameRefusal(
    "MCP-RENAME-TOO-DEEP",
    `the statement at line ${model.spanOf(deep.start, deep.start)[0]} is nested too deeply to analyse and mentions '${name}': its uses there cannot be known, so the rename could miss some`,
    model.spanOf(deep.start, deep.start),
    { help: "split that expression into named parts, then rename" },
  );
}

function refused(source: string, refusal: RenameRefusal): RenameResult {
  const result: RenameResult = { source, edits: [], diff: "", diagnostics: [toDiagnostic(refusal)] };
  return refusal.extra.candidates ? { ...result, candidates: refusal.extra.candidates } : result;
}

const READ_IN_PART = "the parser could read the code around it only in part (an ERROR in parse_source's tree), so what it names is not known";

/**
 * The names `oldName` written in code the parser read only in part (a tree
 * with ERROR nodes the compiler may accept, `f"{value other}"`): no record
 * of the model covers them, so a rename leaves them, and says so.
 */
function mentionsReadInPart(model: SemanticModel, doc: Document, oldName: string): Span[] {
  if (!doc.tree.rootNode.hasError) return [];
  const covered = new Set<number>([...model.references.map((r) => r.start), ...model.members.map((m) => m.start)]);
  for (const d of model.definitions) {
    covered.add(d.start);
    if (d.signatureStart !== null) covered.add(d.signatureStart);
  }
  const lines = lineIndexOf(doc);
  return uncoveredNameStarts(doc.tree, doc.text, oldName, covered).map((start) => lines.offsetSpan(start, start + oldName.length));
}

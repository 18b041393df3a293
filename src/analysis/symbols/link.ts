// Links one file into the workspace: its symbols (with global ids) and every
// occurrence of a symbol in it (definitions, signature names, imports,
// aliases, references, writes), attributed through imports and member types.
// The result records which other files were consulted, so the index can
// re-link exactly the files an edit may affect.
import type { Document } from "../../syntax/document.js";
import { buildScopeGraph, type Definition, type Reference, type ScopeGraph } from "../scopes/index.js";
import { preludeEntry } from "../../semantic/modules/std-library.js";
import { internId, LinkContext, type WorkspaceFiles } from "./context.js";
import { topLevelId } from "./ids.js";
import type { Occurrence, OccurrenceKind, OccurrenceRole, SymbolInfo } from "./model.js";
import { ModuleSymbol, OccurrenceRecord, WorkspaceSymbol, type SpanSource } from "./records.js";
import { TypeResolver } from "./types.js";

export interface FileLink {
  readonly path: string;
  readonly module: string;
  readonly version: number;
  readonly symbols: readonly SymbolInfo[];
  /** Sorted by position. */
  readonly occurrences: readonly Occurrence[];
  /** Other files whose content this link depends on. */
  readonly deps: ReadonlySet<string>;
}

export function linkFile(files: WorkspaceFiles, path: string, doc: Document): FileLink {
  const ctx = new LinkContext(files, path);
  const graph = buildScopeGraph(doc);
  const module = ctx.module(path);
  const types = new TypeResolver(ctx);
  const occurrences: Occurrence[] = [];
  const spans = spanSource(graph);
  const push = (start: number, end: number, symbol: string, role: OccurrenceRole, kind: OccurrenceKind, via?: string) => {
    occurrences.push(new OccurrenceRecord(spans, path, start, end, symbol, role, kind, via));
  };

  const symbols: SymbolInfo[] = [new ModuleSymbol(module, path)];
  for (const def of graph.definitions) {
    if (def.kind === "import" || def.kind === "namespace") continue;
    const id = ctx.definitionId(path, def);
    symbols.push(new WorkspaceSymbol(def, id, module, path));
    push(def.start, def.end, id, "definition", "definition");
    if (def.signatureStart !== null) push(def.signatureStart, def.signatureStart + def.name.length, id, "signature", "definition");
  }

  // `use` statements: the module path, item names and aliases.
  const imports = files.imports(path);
  for (const record of imports) {
    const statement = record.statement;
    if (record.sourceFile) ctx.touch(record.sourceFile);
    const moduleId = record.moduleResolved ? (record.sourceFile ? ctx.module(record.sourceFile) : record.origin === "std" ? record.module : null) : null;
    const pathStart = statement.segments[0]?.start ?? statement.start;
    const last = statement.segments[statement.segments.length - 1];
    if (moduleId) push(pathStart, last ? last.start + last.name.length : pathStart, moduleId, "import", "import");
    const alias = statement.form === "module-alias" ? statement.aliases[0] : undefined;
    if (moduleId && alias) push(alias.start, alias.start + alias.name.length, moduleId, "alias", "import");
    statement.items.forEach((item, i) => {
      const binding = record.bindings[i];
      const def = binding?.resolved ? graph.definitionAt(item.local.start) : undefined;
      const target = def ? ctx.target(path, def) : null;
      if (!target) return;
      const id = ctx.targetId(target);
      push(item.name.start, item.name.start + item.name.name.length, id, "import", "import");
      if (item.alias) push(item.alias.start, item.alias.start + item.alias.name.length, id, "alias", "import");
    });
  }

  const definitions = graph.definitions;
  for (const ref of graph.references) {
    if (ref.role === "import") continue; // covered by the `use` statements above
    const res = ref.resolution;
    let id: string | null;
    let via: string | undefined;
    if (res.kind === "definition") {
      const def = definitions[res.definition]!;
      if (def.kind === "import" || def.kind === "namespace") {
        const target = ctx.target(path, def);
        id = target ? ctx.targetId(target) : null;
        via = viaName(ctx, path, def);
      } else {
        id = ctx.definitionId(path, def); // a definition of this file stands for itself
      }
    } else if (res.kind === "prelude") {
      const entry = preludeEntry(res.name);
      id = entry ? preludeId(entry.referenceChoice.module, res.name) : null;
    } else continue;
    if (id === null) continue;
    const role: OccurrenceRole = ref.role === "write" ? "write" : "reference";
    push(ref.start, ref.end, id, role, occurrenceKind(ref.role), via);
  }

  for (const access of graph.members) {
    const target = types.member(path, access);
    if (!target) continue;
    push(access.start, access.end, target.id, access.write ? "write" : "reference", access.write ? "write" : access.call ? "call" : "read");
  }

  occurrences.sort((a, b) => a.start - b.start);
  return { path, module, version: doc.version, symbols, occurrences, deps: ctx.deps };
}

/**
 * Spans of one file's occurrences, computed on demand. A standalone object
 * (not a closure inside linkFile, whose context would keep the LinkContext,
 * its id table and the type resolver alive as long as any occurrence).
 */
function spanSource(graph: ScopeGraph): SpanSource {
  return { span: (start, end) => graph.spanOf(start, end) };
}

const preludeIds = new Map<string, Map<string, string>>();

/** `<module>.<name>` of a prelude name, one string per name (thousands of references share it). */
function preludeId(module: string, name: string): string {
  let byName = preludeIds.get(module);
  if (!byName) {
    byName = new Map();
    preludeIds.set(module, byName);
  }
  let id = byName.get(name);
  if (id === undefined) {
    id = internId(topLevelId(module, name));
    byName.set(name, id);
  }
  return id;
}

/** The local name when it is an alias (`dist` for `distance as dist`, `geo` for `geometry as geo`). */
function viaName(ctx: LinkContext, path: string, def: Definition): string | undefined {
  if (def.kind === "import") return def.importedName !== null && def.importedName !== def.name ? def.name : undefined;
  if (def.kind === "namespace" && def.useOrdinal !== null) {
    const record = ctx.files.imports(path)[def.useOrdinal];
    return record?.form === "module-alias" ? def.name : undefined;
  }
  return undefined;
}

function occurrenceKind(role: Reference["role"]): OccurrenceKind {
  switch (role) {
    case "write":
      return "write";
    case "call":
      return "call";
    case "type":
      return "type";
    case "import":
      return "import";
    default:
      return "read";
  }
}

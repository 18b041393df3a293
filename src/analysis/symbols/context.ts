// Cross-file resolution for the symbol index: what a definition of one file
// stands for (an import → the imported symbol in another file or in std),
// with every other file consulted recorded as a dependency, so that the
// index knows which files to re-link when one changes.
import type { Document } from "../../syntax/document.js";
import { perVersion } from "../../syntax/doc-cache.js";
import { canonicalModulePath } from "../../semantic/modules/module-path.js";
import { buildScopeGraph, type Definition, type ScopeGraph } from "../scopes/index.js";
import { localId, memberId, topLevelId } from "./ids.js";
import type { ResolvedUse } from "./import-targets.js";

/** What the index offers the linker about any workspace file. */
export interface WorkspaceFiles {
  document(path: string): Document | undefined;
  /** What the file's `use` statements point at (by statement ordinal), cached by the index. */
  imports(path: string): readonly ResolvedUse[];
}

/** A definition in a workspace file. */
export interface DefRef {
  readonly path: string;
  readonly def: Definition;
}

/** What a name finally denotes. */
export type Target =
  | { readonly kind: "def"; readonly ref: DefRef }
  | { readonly kind: "module"; readonly path: string }
  | { readonly kind: "std-module"; readonly module: string }
  | { readonly kind: "std-export"; readonly id: string };

const MAX_DEPTH = 8;

export class LinkContext {
  /** Files other than the one being linked that were consulted. */
  readonly deps = new Set<string>();

  constructor(
    readonly files: WorkspaceFiles,
    readonly self: string,
  ) {}

  touch(path: string): void {
    if (path !== this.self) this.deps.add(path);
  }

  graph(path: string): ScopeGraph | undefined {
    const doc = this.files.document(path);
    if (!doc) return undefined;
    this.touch(path);
    return buildScopeGraph(doc);
  }

  module(path: string): string {
    return moduleOf(path);
  }

  /** The first top-level definition called `name` (not an import), as exports see it. */
  topLevel(path: string, name: string): Definition | undefined {
    const doc = this.files.document(path);
    if (!doc) return undefined;
    this.touch(path);
    return topLevelTable(doc).get(name);
  }

  /** Member definitions `container.name` declared in file `path` (fields, variants, methods). */
  members(path: string, container: string, name: string): readonly Definition[] {
    const doc = this.files.document(path);
    if (!doc) return [];
    this.touch(path);
    return memberTable(doc).get(`${container}.${name}`) ?? [];
  }

  /** Targets of import and namespace definitions already followed (each is referred to many times). */
  private readonly followed = new Map<Definition, Target | null>();

  /** What definition `def` of file `path` stands for (follows imports). */
  target(path: string, def: Definition, depth = 0): Target | null {
    if (def.kind !== "import" && def.kind !== "namespace") return { kind: "def", ref: { path, def } };
    // Every file consulted was recorded in `deps` the first time.
    let target = depth === 0 ? this.followed.get(def) : undefined;
    if (target === undefined) {
      target = def.kind === "import" ? this.importTarget(path, def, depth) : this.namespaceTarget(path, def);
      if (depth === 0) this.followed.set(def, target);
    }
    return target;
  }

  /** The symbol id of a target. */
  targetId(target: Target): string {
    switch (target.kind) {
      case "def":
        return this.definitionId(target.ref.path, target.ref.def);
      case "module":
        return this.module(target.path);
      case "std-module":
        return target.module;
      case "std-export":
        return target.id;
    }
  }

  /** By definition object (each belongs to one file's graph). */
  private readonly ids = new Map<Definition, string>();

  /** The symbol id of a (non-import) definition. */
  definitionId(path: string, def: Definition): string {
    let id = this.ids.get(def);
    if (id === undefined) {
      id = this.computeDefinitionId(path, def);
      // Other files name top-level symbols and members too: one copy for all of them.
      if (def.symbolScope !== "local") id = internId(id);
      this.ids.set(def, id);
    }
    return id;
  }

  private computeDefinitionId(path: string, def: Definition): string {
    const module = this.module(path);
    if (def.symbolScope === "top-level") return topLevelId(module, def.name);
    if (def.symbolScope === "local") return localId(module, def);
    return memberId(this.ownerTypeId(path, def), def.name);
  }

  /**
   * The id of the type a member belongs to: the record's type in the same
   * file, or for `T.m` whatever `T` resolves to there (possibly an imported
   * type: methods belong to their type's identity, D8).
   */
  ownerTypeId(path: string, member: Definition): string {
    const module = this.module(path);
    const container = member.container ?? "";
    if (member.kind === "method" && member.form === "declaration") {
      const graph = this.graph(path);
      // `T.m`: the receiver token ends right before the `.` (tolerate spaces around it).
      const owner =
        graph?.referenceAt(member.start - 1 - container.length) ??
        graph?.references.find((r) => r.name === container && r.end <= member.start && r.start >= member.start - container.length - 8);
      if (graph && owner?.resolution.kind === "definition") {
        const t = this.target(path, graph.definitions[owner.resolution.definition]!);
        if (t?.kind === "def" && (t.ref.def.kind === "type" || t.ref.def.kind === "interface")) {
          return topLevelId(this.module(t.ref.path), t.ref.def.name);
        }
      }
    }
    return topLevelId(module, container);
  }

  /** The import record and binding behind an `import` definition. */
  private importTarget(path: string, def: Definition, depth: number): Target | null {
    if (depth > MAX_DEPTH || def.useOrdinal === null) return null;
    const record = this.files.imports(path)[def.useOrdinal];
    // The item whose local name (alias or name) is the definition's token: same start offset.
    const items = record?.statement.items;
    const at = items ? items.findIndex((item) => item.local.start === def.start) : -1;
    const binding = at < 0 ? undefined : record!.bindings[at];
    const target = binding?.resolved ? binding.target : null;
    if (!target) return null;
    switch (target.kind) {
      case "export": {
        const found = this.topLevel(target.file, target.name);
        return found ? { kind: "def", ref: { path: target.file, def: found } } : null;
      }
      case "module":
        this.touch(target.file);
        return { kind: "module", path: target.file };
      case "std-export":
        return { kind: "std-export", id: internId(topLevelId(target.module, target.name)) };
      case "std-module":
        return { kind: "std-module", module: target.module };
      case "std-root":
        return { kind: "std-module", module: "std" };
    }
  }

  private namespaceTarget(path: string, def: Definition): Target | null {
    if (def.useOrdinal === null) return null;
    const record = this.files.imports(path)[def.useOrdinal];
    const target = record?.namespace?.resolved ? record.namespace.target : null;
    if (!target) return null;
    if (target.kind === "module") {
      this.touch(target.file);
      return { kind: "module", path: target.file };
    }
    if (target.kind === "std-module") return { kind: "std-module", module: target.module };
    if (target.kind === "std-root") return { kind: "std-module", module: "std" };
    return null;
  }
}

const modules = new Map<string, string>();

/** canonicalModulePath, remembered (asked for every id; paths repeat). */
function moduleOf(path: string): string {
  let module = modules.get(path);
  if (module === undefined) {
    if (modules.size > 100_000) modules.clear();
    module = canonicalModulePath(path);
    modules.set(path, module);
  }
  return module;
}

const ids = new Map<string, string>();

/**
 * One copy of each symbol id that several files refer to (every file that
 * refers to a symbol computes its id; a workspace keeps hundreds of
 * thousands of occurrences naming them). Ids are built flat (ids.ts).
 */
export function internId(id: string): string {
  const known = ids.get(id);
  if (known !== undefined) return known;
  if (ids.size > 500_000) ids.clear(); // bounded, like the name table of the scope graphs
  ids.set(id, id);
  return id;
}

/** name → first top-level definition (imports excluded), per document version. */
function topLevelTable(doc: Document): ReadonlyMap<string, Definition> {
  return perVersion(doc, "symbols.topLevel", (d) => {
    const table = new Map<string, Definition>();
    for (const def of buildScopeGraph(d).definitions) {
      if (def.symbolScope !== "top-level" || def.kind === "import" || def.kind === "namespace") continue;
      if (!table.has(def.name)) table.set(def.name, def);
    }
    return table;
  });
}

/** `Container.member` → member definitions, per document version. */
function memberTable(doc: Document): ReadonlyMap<string, Definition[]> {
  return perVersion(doc, "symbols.members", (d) => {
    const table = new Map<string, Definition[]>();
    for (const def of buildScopeGraph(d).definitions) {
      if (def.symbolScope !== "member") continue;
      const key = def.qualifiedName;
      const list = table.get(key);
      if (list) list.push(def);
      else table.set(key, [def]);
    }
    return table;
  });
}

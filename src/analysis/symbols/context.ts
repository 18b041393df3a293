// Cross-file resolution for the symbol index: what a definition of one file
// stands for (an import → the imported symbol in another file or in std),
// with every other file consulted recorded as a dependency, so that the
// index knows which files to re-link when one changes. Every file is read
// through its semantic model (src/semantic/).
import type { Document } from "../../syntax/document.js";
import type { ImportRecord } from "../../semantic/modules/imports.js";
import { aliasedTypeStart, type Definition, type MemberResolution, type SemanticModel } from "../../semantic/index.js";
import { canonicalModulePath } from "../../semantic/modules/module-path.js";
import { stdExport, stdModule } from "../../semantic/modules/std-library.js";
import { localId, memberId, topLevelId } from "./ids.js";

/** What the index offers the linker about any workspace file. */
export interface WorkspaceFiles {
  document(path: string): Document | undefined;
  /** The file's semantic model (cached by the index). */
  model(path: string): SemanticModel | undefined;
  /** Whether the workspace lists the file (no dependency: a change of the file set re-links every file). */
  listsFile(path: string): boolean;
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

/** A member use attributed: the symbol id, and the member's definition when it is in the workspace. */
export interface MemberTarget {
  readonly id: string;
  readonly ref: DefRef | null;
}

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

  model(path: string): SemanticModel | undefined {
    const model = this.files.model(path);
    if (model) this.touch(path);
    return model;
  }

  /** The file's document (what it declares: a link that reads it depends on it). */
  document(path: string): Document | undefined {
    const doc = this.files.document(path);
    if (doc) this.touch(path);
    return doc;
  }

  module(path: string): string {
    return moduleOf(path);
  }

  /** The first top-level definition called `name` (not an import), as exports see it. */
  topLevel(path: string, name: string): Definition | undefined {
    const model = this.model(path);
    return model ? topLevelTable(model).get(name) : undefined;
  }

  /** Member definitions `container.name` declared in file `path` (fields, variants, methods). */
  members(path: string, container: string, name: string): readonly Definition[] {
    const model = this.model(path);
    return model?.membersOf(container).filter((d) => d.name === name) ?? [];
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

  /** By definition object (each belongs to one file's model). */
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
    if (def.symbolScope === "local") return localId(module, def, this.localQualifiedName(path, def));
    return memberId(this.ownerTypeId(path, def), def.name);
  }

  /** Type names by the import aliases of a file they are bound under (`Product` of `use item.{Item as Product}` → `Item`). */
  private readonly aliasedTypes = new Map<string, Map<string, string | null>>();

  /**
   * A local's qualified name, its method's type named as the member is
   * (§4.3): `Item.discounted#pct` for a parameter of `Product.discounted`
   * declared under `use item.{Item as Product}`, whose method is
   * `item.Item.discounted`.
   */
  private localQualifiedName(path: string, def: Definition): string {
    const container = def.container ?? "";
    const dot = container.indexOf(".");
    if (dot <= 0 || !def.qualifiedName.startsWith(container)) return def.qualifiedName;
    const written = container.slice(0, dot);
    let byAlias = this.aliasedTypes.get(path);
    if (!byAlias) this.aliasedTypes.set(path, (byAlias = new Map()));
    let own = byAlias.get(written);
    if (own === undefined) {
      const model = this.model(path);
      const binding = model?.definitions.find((d) => d.kind === "import" && d.scope === 0 && d.name === written);
      const target = binding && this.target(path, binding);
      const type = target?.kind === "def" && (target.ref.def.kind === "type" || target.ref.def.kind === "interface") ? target.ref.def.name : null;
      own = type !== null && type !== written ? type : null;
      byAlias.set(written, own);
    }
    return own === null ? def.qualifiedName : own + def.qualifiedName.slice(dot);
  }

  /**
   * The id of the type a member belongs to: the record's type in the same
   * file, or for `T.m` whatever `T` resolves to there (possibly an imported
   * type: methods belong to their type's identity, D8).
   */
  ownerTypeId(path: string, member: Definition): string {
    const module = this.module(path);
    const container = member.container ?? "";
    if (member.kind === "method" && member.form === "declaration" && member.scope === 0) {
      const model = this.model(path);
      // `T.m`: the receiver token ends right before the `.` (tolerate spaces around it).
      const owner =
        model?.referenceAt(member.start - 1 - container.length) ??
        model?.references.find((r) => r.name === container && r.end <= member.start && r.start >= member.start - container.length - 8);
      if (model && owner?.resolution.kind === "definition") {
        const t = this.target(path, model.definitions[owner.resolution.definition]!);
        if (t?.kind === "def" && (t.ref.def.kind === "type" || t.ref.def.kind === "interface")) {
          const type = this.throughAliases(t.ref);
          return topLevelId(this.module(type.path), type.def.name);
        }
      }
    }
    return topLevelId(module, container);
  }

  /** The type an alias names (`Point` of `P2: Type = Point`, followed as far as aliases go), or `ref` itself when it is no alias. */
  private throughAliases(ref: { readonly path: string; readonly def: Definition }): { readonly path: string; readonly def: Definition } {
    let current = ref;
    for (let hop = 0; hop < MAX_DEPTH && current.def.kind === "type"; hop++) {
      const doc = this.document(current.path);
      const at = doc ? aliasedTypeStart(current.path, doc, current.def.name) : undefined;
      const named = at === undefined ? undefined : this.model(current.path)?.referenceAt(at);
      if (named?.resolution.kind !== "definition") return current;
      const next = this.target(current.path, this.model(current.path)!.definitions[named.resolution.definition]!);
      if (next?.kind !== "def" || (next.ref.def.kind !== "type" && next.ref.def.kind !== "interface")) return current;
      current = next.ref;
    }
    return current;
  }

  /** What a member use of file `path` denotes: a symbol (with its definition when in the workspace), or null. */
  member(resolution: MemberResolution): MemberTarget | null {
    switch (resolution.kind) {
      case "member": {
        const typeId = topLevelId(this.module(resolution.owner.file), resolution.owner.name);
        const def = this.members(resolution.file, resolution.owner.name, resolution.name).find((d) => this.ownerTypeId(resolution.file, d) === typeId);
        return { id: internId(memberId(typeId, resolution.name)), ref: def ? { path: resolution.file, def } : null };
      }
      case "function":
      case "module-export": {
        this.touch(resolution.file);
        const def = this.topLevel(resolution.file, resolution.name);
        return def ? { id: this.definitionId(resolution.file, def), ref: { path: resolution.file, def } } : null;
      }
      case "parameter": {
        this.touch(resolution.file);
        const at = resolution.overload;
        const def = this.model(resolution.file)?.definitions.find(
          // (A parameter of type `Type`, `describe: (t: Type, n: Int)` or `(T: Type) -> …`, is a generic parameter: `t = Int` names it; 103c E1.)
          (d) => (d.kind === "parameter" || d.kind === "generic_parameter") && d.container === resolution.fn && d.name === resolution.name && (!at || (d.start >= at[0] && d.start < at[1])),
        );
        return def ? { id: this.definitionId(resolution.file, def), ref: { path: resolution.file, def } } : null;
      }
      case "std-module":
        return stdModule(resolution.module) ? { id: resolution.module, ref: null } : null;
      case "std-export":
        return stdExport(resolution.module, resolution.name)?.plain ? { id: internId(topLevelId(resolution.module, resolution.name)), ref: null } : null;
      default:
        return null;
    }
  }

  /** The import record and binding behind an `import` definition. */
  private importTarget(path: string, def: Definition, depth: number): Target | null {
    if (depth > MAX_DEPTH || def.useOrdinal === null) return null;
    const record = this.importsOf(path)[def.useOrdinal];
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
    const record = this.importsOf(path)[def.useOrdinal];
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

  /** The resolved `use` statements of file `path`, by ordinal. */
  importsOf(path: string): readonly ImportRecord[] {
    return this.files.model(path)?.imports ?? [];
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
  if (ids.size > 500_000) ids.clear(); // bounded, like the name table of the models
  ids.set(id, id);
  return id;
}

const topLevelTables = new WeakMap<SemanticModel, ReadonlyMap<string, Definition>>();

/** name → first top-level definition (imports excluded), per model. */
function topLevelTable(model: SemanticModel): ReadonlyMap<string, Definition> {
  let table = topLevelTables.get(model);
  if (!table) {
    const map = new Map<string, Definition>();
    for (const def of model.definitions) {
      if (def.symbolScope !== "top-level" || def.kind === "import" || def.kind === "namespace") continue;
      if (!map.has(def.name)) map.set(def.name, def);
    }
    topLevelTables.set(model, (table = map));
  }
  return table;
}

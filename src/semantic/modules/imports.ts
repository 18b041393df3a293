// The imports of one file: every `use` in source order (top-level and nested),
// resolved, with the bindings it creates and the import diagnostics of
// modules-and-workspace.md §3.9:
//
//   E5001  module not found            error (workspace) / warning (std.*)   at the path
//   E5002  ambiguous module, or the    error                                 at the path
//          target has syntax errors,
//          or one path means two files
//          within the file's program (§3.3 Rule 4)
//   E5003  item not exported           error (workspace) / warning (std.*)   at the item
//   E5006  one local name bound to two error                                 at the later import
//          different entities at one                                         binding (always the
//          level                                                             import vs a definition)
//   W1003  resolved import binding     warning                               at the binding
//          never referenced (only in
//          files without syntax errors)
//
// Failed workspace imports bind an error placeholder (their names must not be
// reported again where used); failed std imports bind nothing.
//
// How often each binding is used (and so W1003) is read off the file's
// semantic model (../imports.ts), whose walk needs these records first: here
// the uses are an input.
import type { Diagnostic, RelatedInformation, Span } from "../../diagnostics/diagnostic.js";
import { nearestName } from "../../diagnostics/edit-distance.js";
import { formatMessage } from "../../diagnostics/registry.js";
import { throwIfCancelled } from "../../syntax/cancellation.js";
import type { Document } from "../../syntax/document.js";
import { hasSyntaxErrors, syntaxErrorsOf } from "../../syntax/doc-cache.js";
import { moduleExports, type TopLevelKind } from "./exports.js";
import { canonicalModulePath } from "./module-path.js";
import type { ModuleHost } from "./host.js";
import { programAmbiguities } from "./program.js";
import { resolveModulePath, type ModuleResolution, type SourceListing } from "./resolve-module.js";
import {
  PLANNED_STD_MODULES,
  STD_MODULES,
  STD_ROOT,
  stdExport,
  stdImportableNames,
  stdModule,
  type StdExportKind,
} from "./std-library.js";
import { TOP_LEVEL_SCOPE_ID, useStatements, type NameToken, type UseForm, type UseStatement } from "./use-syntax.js";

export type ImportOrigin = "workspace" | "std" | "unresolved";

/** Kind of an imported symbol: a §4.2 top-level kind, or `module` for std submodules. */
export type ImportedKind = TopLevelKind | StdExportKind | "module";

/** What a bound name stands for (stable identities for the symbol tools). */
export type ImportTarget =
  /** A top-level definition `name` of workspace file `file`. */
  | { readonly kind: "export"; readonly file: string; readonly name: string }
  /** A workspace module (namespace binding). */
  | { readonly kind: "module"; readonly file: string }
  /** Export `name` of std module `module` (`std.io`). */
  | { readonly kind: "std-export"; readonly module: string; readonly name: string }
  /** A std module (`use std.io`, or `io` in `use std.{io}`). */
  | { readonly kind: "std-module"; readonly module: string }
  /** The std root namespace (`use std`). */
  | { readonly kind: "std-root" };

export interface ImportedBinding {
  /** The exported name requested (`distance` in `use geometry.{distance as dist}`). */
  readonly name: string;
  /** The local name bound (`dist`). */
  readonly local: string;
  /** The item name token. */
  readonly span: Span;
  /** The alias token, when there is one. */
  readonly aliasSpan: Span | null;
  /** Kind of the imported symbol, null when unresolved. */
  readonly kind: ImportedKind | null;
  /** True when the item exists and the import as a whole succeeded. */
  readonly resolved: boolean;
  readonly target: ImportTarget | null;
  /** References to the local name in the file (from the semantic model; 0 when not counted). */
  readonly references: number;
}

export interface NamespaceBinding {
  /** The local name (alias, else last path segment). */
  readonly local: string;
  readonly span: Span;
  readonly resolved: boolean;
  readonly target: ImportTarget | null;
  readonly references: number;
}

export interface ImportRecord {
  /** The path as written: `geometry`, `std.io`, `math.vector`. */
  readonly module: string;
  /** Whole statement. */
  readonly span: Span;
  readonly pathSpan: Span;
  readonly form: UseForm;
  /** Local name of the module forms, else null. */
  readonly binding: string | null;
  /** The module alias (`geo` in `use geometry as geo`), else null. */
  readonly alias: string | null;
  /** Exported names requested, in order (empty for the module forms). */
  readonly items: readonly string[];
  /** One per item, in order (empty for the module forms). */
  readonly bindings: readonly ImportedBinding[];
  /** The namespace binding of the module forms, else null. */
  readonly namespace: NamespaceBinding | null;
  /** Resolved file relative to the root; null for std and unresolved modules. */
  readonly sourceFile: string | null;
  readonly origin: ImportOrigin;
  /** Null at the top level, else the qualified name of the enclosing function or method. */
  readonly enclosing: string | null;
  /** Problems of this statement (E5001/E5002/E5003/E5006/W1003), sorted by position. */
  readonly diagnostics: readonly Diagnostic[];
  /** How the path resolved. */
  readonly resolution: ModuleResolution;
  /** True when the module resolved and could be imported (no E5001/E5002). */
  readonly moduleResolved: boolean;
  /** The syntax this record was built from. */
  readonly statement: UseStatement;
}

export interface FileImports {
  readonly file: string;
  readonly imports: readonly ImportRecord[];
  /** Every import diagnostic of the file (with `file` set), sorted by position then code. */
  readonly diagnostics: readonly Diagnostic[];
  /** W1003 is computed only when this is false. */
  readonly hasSyntaxErrors: boolean;
}

export interface ImportAnalysisOptions {
  /**
   * Treat the file as an entry and report E5002 when one use-path string
   * means two different files within the set of files reachable from it
   * (§3.3 Rule 4). Default true. Costs a walk over the reachable files.
   */
  programAmbiguity?: boolean;
  /** Report W1003 (default true; only with `uses`). */
  unusedImports?: boolean;
  /**
   * How often each bound name is used: the start of its local name token →
   * references (../imports.ts counts them in the semantic model). Without
   * it, `references` are 0 and W1003 is not reported.
   */
  uses?: ReadonlyMap<number, number>;
  /** Where the other files of the program are read for Rule 4 (default: `host`). */
  programHost?: ModuleHost;
}

/** Most names listed in an E5003 message before "…". */
const MAX_LISTED_EXPORTS = 40;

/**
 * Resolves the imports of `file` (root-relative path `file`, parsed `doc`).
 * Resolution reads only `host`; results are plain data.
 */
export function resolveImports(
  host: ModuleHost,
  file: string,
  doc: Document,
  options: ImportAnalysisOptions = {},
): FileImports {
  const syntax = useStatements(doc);
  const syntaxErrors = hasSyntaxErrors(doc);
  const usage = options.uses ?? NO_USES;
  const builders = syntax.statements.map((statement) => {
    throwIfCancelled();
    return buildRecord(host, file, statement, usage);
  });

  if (options.programAmbiguity !== false) {
    for (const conflict of programAmbiguities(options.programHost ?? host, file, doc)) {
      const builder = builders[conflict.ordinal];
      if (builder && builder.moduleResolved) {
        builder.fail(diagnostic(file, "E5002", "error", builder.statement.pathSpan, { module: builder.statement.module, reason: conflict.reason }));
      }
    }
  }

  checkDuplicates(file, doc, builders);

  if (!syntaxErrors && options.uses && options.unusedImports !== false) {
    for (const builder of builders) builder.reportUnused();
  }

  const imports = builders.map((b) => b.finish());
  const diagnostics = imports.flatMap((i) => i.diagnostics).sort(byPosition);
  return { file, imports, diagnostics, hasSyntaxErrors: syntaxErrors };
}

/** Bindings reported E5006 (another binding of the name at the same level): never W1003. */
const clashing = new WeakSet<ImportedBinding | NamespaceBinding>();

function marked<B extends ImportedBinding | NamespaceBinding>(clash: boolean, b: B): B {
  if (clash) clashing.add(b);
  return b;
}

/**
 * `imports` (resolved without uses) with how often each binding is used
 * (`uses`, as in ImportAnalysisOptions) and W1003 for the resolved ones
 * never used (in files without syntax errors).
 */
export function withUses(imports: FileImports, uses: ReadonlyMap<number, number>, unusedImports = true): FileImports {
  const records = imports.imports.map((record) => {
    const unused: Diagnostic[] = [];
    const count = <B extends ImportedBinding | NamespaceBinding>(b: B, local: NameToken): B => {
      const references = uses.get(local.start) ?? 0;
      const counted = { ...b, references };
      if (clashing.has(b)) clashing.add(counted);
      if (unusedImports && !imports.hasSyntaxErrors && b.resolved && references === 0 && !clashing.has(b)) {
        unused.push(diagnostic(imports.file, "W1003", "warning", local.span, { name: local.name }, { help: `remove '${local.name}' from the import, or use it` }));
      }
      return counted;
    };
    const statement = record.statement;
    const bindings = record.bindings.map((b, i) => (statement.items[i] ? count(b, statement.items[i]!.local) : b));
    const namespace = record.namespace && statement.namespace ? count(record.namespace, statement.namespace) : record.namespace;
    const diagnostics = unused.length > 0 ? [...record.diagnostics, ...unused].sort(byPosition) : record.diagnostics;
    return { ...record, bindings, namespace, diagnostics };
  });
  return { ...imports, imports: records, diagnostics: records.flatMap((r) => r.diagnostics).sort(byPosition) };
}

const NO_USES: ReadonlyMap<number, number> = new Map();

// ─────────────────────────────── one statement ───────────────────────────────

interface MutableBinding {
  name: string;
  local: NameToken;
  nameToken: NameToken;
  aliasSpan: Span | null;
  kind: ImportedKind | null;
  resolved: boolean;
  target: ImportTarget | null;
  references: number;
  duplicate: boolean;
  /** A failed std item: binds nothing (§3.9). */
  unbound?: boolean;
}

class RecordBuilder {
  readonly diagnostics: Diagnostic[] = [];
  readonly items: MutableBinding[] = [];
  namespace: MutableBinding | null = null;
  moduleResolved = false;
  sourceFile: string | null = null;
  origin: ImportOrigin = "unresolved";
  /** True for a failed std import: binds nothing (§3.9). */
  bindsNothing = false;

  constructor(
    readonly file: string,
    readonly statement: UseStatement,
    readonly resolution: ModuleResolution,
  ) {}

  /** Every binding this statement makes, in source order. */
  bindings(): MutableBinding[] {
    if (this.bindsNothing) return [];
    return this.namespace ? [this.namespace] : this.items.filter((b) => !b.unbound);
  }

  /** The whole import failed (E5002 after the fact): bindings become error placeholders. */
  fail(d: Diagnostic): void {
    this.diagnostics.push(d);
    this.moduleResolved = false;
    for (const b of [...this.items, ...(this.namespace ? [this.namespace] : [])]) {
      b.resolved = false;
      b.kind = null;
      b.target = null;
    }
    // Item problems are moot once the module itself failed.
    for (let i = this.diagnostics.length - 1; i >= 0; i--) {
      if (this.diagnostics[i]!.code === "E5003") this.diagnostics.splice(i, 1);
    }
  }

  reportUnused(): void {
    for (const b of this.bindings()) {
      if (!b.resolved || b.duplicate || b.references > 0) continue;
      this.diagnostics.push(
        diagnostic(this.file, "W1003", "warning", b.local.span, { name: b.local.name }, {
          help: `remove '${b.local.name}' from the import, or use it`,
        }),
      );
    }
  }

  finish(): ImportRecord {
    const s = this.statement;
    const ns = this.namespace;
    return {
      module: s.module,
      span: s.span,
      pathSpan: s.pathSpan,
      form: s.form,
      binding: s.namespace?.name ?? null,
      alias: s.form === "module-alias" ? (s.aliases[0]?.name ?? null) : null,
      items: s.items.map((i) => i.name.name),
      bindings: this.items.map((b) =>
        marked(b.duplicate, {
          name: b.name,
          local: b.local.name,
          span: b.nameToken.span,
          aliasSpan: b.aliasSpan,
          kind: b.kind,
          resolved: b.resolved,
          target: b.target,
          references: b.references,
        }),
      ),
      namespace: ns
        ? marked(ns.duplicate, { local: ns.local.name, span: ns.local.span, resolved: ns.resolved, target: ns.target, references: ns.references })
        : null,
      sourceFile: this.sourceFile,
      origin: this.origin,
      enclosing: s.enclosing,
      diagnostics: this.diagnostics.sort(byPosition),
      resolution: this.resolution,
      moduleResolved: this.moduleResolved,
      statement: s,
    };
  }
}

function buildRecord(host: ModuleHost, file: string, statement: UseStatement, usage: ReadonlyMap<number, number>): RecordBuilder {
  const segments = statement.segments.map((s) => s.name);
  const resolution = resolveModulePath(segments, file, host.listing);
  const b = new RecordBuilder(file, statement, resolution);
  const isStd = segments[0] === STD_ROOT;
  const severity = isStd ? "warning" : "error";
  const refs = (token: NameToken) => usage.get(token.start) ?? 0;

  // Bindings first, unresolved; resolution below fills them in.
  for (const item of statement.items) {
    b.items.push({
      name: item.name.name,
      local: item.local,
      nameToken: item.name,
      aliasSpan: item.alias?.span ?? null,
      kind: null,
      resolved: false,
      target: null,
      references: refs(item.local),
      duplicate: false,
    });
  }
  if (statement.namespace) {
    b.namespace = {
      name: statement.module,
      local: statement.namespace,
      nameToken: statement.namespace,
      aliasSpan: statement.form === "module-alias" ? statement.namespace.span : null,
      kind: null,
      resolved: false,
      target: null,
      references: refs(statement.namespace),
      duplicate: false,
    };
  }

  switch (resolution.kind) {
    case "not-found": {
      b.diagnostics.push(notFound(host, file, statement, severity));
      b.bindsNothing = isStd;
      return b;
    }
    case "std-root":
    case "std": {
      b.origin = "std";
      b.moduleResolved = true;
      const modulePath = resolution.kind === "std" ? resolution.module.path : STD_ROOT;
      if (b.namespace) {
        b.namespace.resolved = true;
        b.namespace.kind = "module";
        b.namespace.target = resolution.kind === "std" ? { kind: "std-module", module: modulePath } : { kind: "std-root" };
      }
      for (const item of b.items) {
        if (resolution.kind === "std-root") {
          const sub = stdModule(`${STD_ROOT}.${item.name}`);
          if (sub) {
            item.resolved = true;
            item.kind = "module";
            item.target = { kind: "std-module", module: sub.path };
            continue;
          }
        } else {
          const e = stdExport(modulePath, item.name);
          if (e?.plain) {
            item.resolved = true;
            item.kind = e.kind;
            item.target = { kind: "std-export", module: modulePath, name: e.name };
            continue;
          }
        }
        item.unbound = true;
        const available = resolution.kind === "std" ? stdImportableNames(modulePath) : STD_MODULES.map((m) => m.name);
        b.diagnostics.push(notExported(file, item, modulePath, available, "warning"));
      }
      return b;
    }
    case "file": {
      b.origin = "workspace";
      b.sourceFile = resolution.file;
      if (resolution.ambiguousWith) {
        b.diagnostics.push(
          diagnostic(file, "E5002", "error", statement.pathSpan, {
            module: statement.module,
            reason: `both '${resolution.file}' and '${resolution.ambiguousWith}' exist; keep only one of them`,
          }, { help: `remove or rename one of '${resolution.file}' and '${resolution.ambiguousWith}': a module path must name one file` }),
        );
        return b;
      }
      const target = host.document(resolution.file);
      if (!target) {
        b.diagnostics.push(
          diagnostic(file, "E5002", "error", statement.pathSpan, {
            module: statement.module,
            reason: `'${resolution.file}' cannot be read`,
          }),
        );
        return b;
      }
      const targetErrors = syntaxErrorsOf(target);
      if (targetErrors.length > 0) {
        const first = targetErrors[0]!;
        b.diagnostics.push(
          diagnostic(file, "E5002", "error", statement.pathSpan, {
            module: statement.module,
            reason: `'${resolution.file}' has syntax errors (first: ${first.code} at ${first.span[0]}:${first.span[1]})`,
          }, {
            related: [{ message: first.message, span: first.span, file: resolution.file }],
            help: `fix the syntax errors of '${resolution.file}' (typecheck lists them there); this import then resolves, and the names it brings in are checked again`,
          }),
        );
        return b;
      }
      b.moduleResolved = true;
      if (b.namespace) {
        b.namespace.resolved = true;
        b.namespace.kind = "module";
        b.namespace.target = { kind: "module", file: resolution.file };
      }
      const exports = moduleExports(target);
      for (const item of b.items) {
        const e = exports.get(item.name);
        if (e) {
          item.resolved = true;
          item.kind = e.kind;
          item.target = { kind: "export", file: resolution.file, name: e.name };
          continue;
        }
        const d = notExported(file, item, statement.module, exports.names(), "error");
        if (exports.importedNames.has(item.name)) {
          const origin = importedFrom(host, resolution.file, item.name);
          d.help = origin
            ? `'${resolution.file}' only imports '${item.name}' itself (from '${origin}'); re-exports through \`use\` are not supported yet: import it from there, \`use ${importPathOf(origin, file)}.{${item.name}}\``
            : `'${resolution.file}' only imports '${item.name}' itself; re-exports through \`use\` are not supported yet: import it from the module that defines it`;
        } else {
          const submodule = submoduleFile(host.listing, resolution.file, item.name);
          if (submodule) d.help = `'${item.name}' is a module ('${submodule}'): write \`use ${statement.module}.${item.name}\``;
        }
        b.diagnostics.push(d);
      }
      return b;
    }
  }
}

function notFound(host: ModuleHost, file: string, statement: UseStatement, severity: "error" | "warning"): Diagnostic {
  const d = diagnostic(file, "E5001", severity, statement.pathSpan, { module: statement.module });
  const segments = statement.segments.map((s) => s.name);
  // `use geometry.distance`: a module plus an item, written as a whole path.
  if (segments.length > 1 && statement.form !== "items") {
    const parent = segments.slice(0, -1);
    const last = segments[segments.length - 1]!;
    if (exportsOf(host, parent, file)?.includes(last)) {
      d.help = `'${parent.join(".")}' is a module and '${last}' one of its exports: write \`use ${parent.join(".")}.{${last}}\``;
      return d;
    }
  }
  if (segments[0] === STD_ROOT) {
    const planned = PLANNED_STD_MODULES.includes(statement.module);
    // `std.strng`: the std module one edit away, as a workspace module's and a std item's misspelling get.
    const near = planned || segments.length < 2 ? undefined : nearestName(segments[1]!, STD_MODULES.map((m) => m.path.slice(STD_ROOT.length + 1)));
    d.help =
      (planned ? `'${statement.module}' is described by the language spec but not implemented yet. ` : "") +
      (near ? `did you mean 'std.${near}'? ` : "") +
      `std modules: ${STD_MODULES.map((m) => m.path).join(", ")}`;
    return d;
  }
  const resolution = resolveModulePath(segments, file, { hasFile: () => false });
  // The file is there but was not read (not UTF-8, too large): say so, not that it is missing.
  const skipped = resolution.kind === "not-found" ? resolution.tried.map((t) => ({ file: t, why: host.listing.skippedWhy?.(t) })).find((t) => t.why !== undefined) : undefined;
  if (skipped) {
    d.help = `the module's file is there, but ${skipped.why}: fix that file (MCP-FILE-SKIPPED says how) and this import resolves`;
    return d;
  }
  // The file exists where the workspace does not look (`target/`, a hidden or symlinked directory): say so, not that it is missing.
  const unindexed = resolution.kind === "not-found" ? resolution.tried.map((t) => ({ file: t, why: host.listing.unindexedWhy?.(t) })).find((t) => t.why !== undefined) : undefined;
  if (unindexed) {
    d.help = unindexed.why;
    return d;
  }
  if (resolution.kind === "not-found" && resolution.tried.length > 0) {
    d.help = `looked for ${resolution.tried.map((t) => `'${t}'`).join(", ")} (the importing file's directory, then the project root)`;
    const last = segments[segments.length - 1]!;
    const elsewhere = modulesNamed(host, last, file);
    if (elsewhere.length > 0) d.help += `; a module of that name is at ${elsewhere.slice(0, 3).map((m) => `'${m.file}' (\`use ${m.path}\`)`).join(", ")}`;
    else {
      // `use geomtry.{Point}`: a misspelt module name.
      const near = nearestName(last, moduleNames(host));
      const spelt = near === undefined ? [] : modulesNamed(host, near, file);
      if (spelt.length > 0) d.help += `; did you mean ${spelt.slice(0, 3).map((m) => `the module \`${m.path}\` ('${m.file}')`).join(" or ")}?`;
    }
  }
  return d;
}

/**
 * The workspace's modules whose last segment is `name` (a module moved to
 * another folder), each with the path `file` would import it by: from the
 * importing file's directory when it lies below it, else from the root.
 */
function modulesNamed(host: ModuleHost, name: string, file: string): { file: string; path: string }[] {
  const out: { file: string; path: string }[] = [];
  for (const candidate of host.listing.files ?? []) {
    if (!candidate.endsWith(".yx") || candidate === file || lastSegment(candidate) !== name) continue;
    out.push({ file: candidate, path: importPathOf(candidate, file) });
  }
  return out.sort((a, b) => a.path.length - b.path.length || a.file.localeCompare(b.file));
}

/** The last segments of the workspace's module paths (`geometry` of `src/geometry.yx`, `shapes` of `shapes/mod.yx`). */
function moduleNames(host: ModuleHost): Set<string> {
  return new Set((host.listing.files ?? []).filter((f) => f.endsWith(".yx")).map(lastSegment));
}

/** The last segment of a module file's path (`vector` of `linalg/vector.yx`, `linalg` of `linalg/mod.yx`). */
function lastSegment(file: string): string {
  return canonicalModulePath(file).split(".").pop()!;
}

/** The `use` path `importer` names module file `target` by: from the importer's directory when it lies below it, else from the root. */
function importPathOf(target: string, importer: string): string {
  const dir = importer.includes("/") ? importer.slice(0, importer.lastIndexOf("/") + 1) : "";
  // The importer's own folder's `mod.yx` has no path from that folder (53b D1): it is named from the root.
  const below = dir !== "" && target.startsWith(dir) && target !== `${dir}mod.yx`;
  const parts = (below ? target.slice(dir.length) : target).replace(/\.yx$/, "").split("/");
  if (parts[parts.length - 1] === "mod") parts.pop();
  return parts.join(".");
}

/** The module file `reexporter` imports `name` from at its top level (`use lib.{helper}` in mid.yx: lib.yx), if it resolves. */
function importedFrom(host: ModuleHost, reexporter: string, name: string): string | undefined {
  const doc = host.document(reexporter);
  return doc ? (topLevelImportOf(useStatements(doc).statements, reexporter, name, host.listing)?.file ?? undefined) : undefined;
}

/**
 * The file and name a top-level `use` of `file` (its `statements`) binds
 * `name` to (`use calc.{raise as lift}`: `lift` → calc's `raise`); null when
 * a `use` binds it but its path resolves to no one file, undefined when none
 * binds it (then the listing was not read).
 */
export function topLevelImportOf(statements: readonly UseStatement[], file: string, name: string, listing: SourceListing): { file: string; name: string } | null | undefined {
  for (const statement of statements) {
    const item = statement.scope.id === TOP_LEVEL_SCOPE_ID ? statement.items.find((i) => i.local.name === name) : undefined;
    if (!item) continue;
    const r = resolveModulePath(statement.segments.map((segment) => segment.name), file, listing);
    return r.kind === "file" && !r.ambiguousWith ? { file: r.file, name: item.name.name } : null;
  }
  return undefined;
}

/**
 * The file of the module a top-level `use` of `file` binds the namespace
 * `name` to (`use model as m`: `m`; `use app.model`: `model`); null when it
 * is no workspace file, undefined when no `use` binds `name`.
 */
export function topLevelNamespaceOf(statements: readonly UseStatement[], file: string, name: string, listing: SourceListing): string | null | undefined {
  for (const statement of statements) {
    if (statement.scope.id !== TOP_LEVEL_SCOPE_ID || statement.namespace?.name !== name) continue;
    const r = resolveModulePath(statement.segments.map((segment) => segment.name), file, listing);
    return r.kind === "file" && !r.ambiguousWith ? r.file : null;
  }
  return undefined;
}

/** Exported names of the module at `segments` (as seen from `file`), when it resolves. */
function exportsOf(host: ModuleHost, segments: string[], file: string): string[] | undefined {
  const r = resolveModulePath(segments, file, host.listing);
  if (r.kind === "std") return stdImportableNames(r.module.path);
  if (r.kind === "std-root") return STD_MODULES.map((m) => m.name);
  if (r.kind !== "file") return undefined;
  const doc = host.document(r.file);
  return doc ? moduleExports(doc).names() : undefined;
}

/** The file of submodule `name` of the module in `moduleFile` (`a/b.yx` or `a/b/mod.yx`: `a/b/name.yx`, then `a/b/name/mod.yx`), if the listing has it. */
export function submoduleFile(listing: SourceListing, moduleFile: string, name: string): string | undefined {
  const dir = moduleFile.endsWith("/mod.yx") ? moduleFile.slice(0, -"/mod.yx".length) : moduleFile.slice(0, -".yx".length);
  for (const candidate of [`${dir}/${name}.yx`, `${dir}/${name}/mod.yx`]) {
    if (listing.hasFile(candidate)) return candidate;
  }
  return undefined;
}

function notExported(
  file: string,
  item: MutableBinding,
  module: string,
  available: readonly string[],
  severity: "error" | "warning",
): Diagnostic {
  const shown = available.slice(0, MAX_LISTED_EXPORTS).join(", ") + (available.length > MAX_LISTED_EXPORTS ? ", …" : "");
  const hint = formatMessage("E5007", { module, available: available.length > 0 ? shown : "(nothing)" });
  const d = diagnostic(file, "E5003", severity, item.nameToken.span, { export: item.name, module });
  d.message = `${d.message}; ${hint}`;
  const near = nearestName(item.name, available);
  // Every top-level binding of a workspace module is importable (RFC-029): the name is missing there, not unexported.
  const instead = module === "std" || module.startsWith("std.") ? `import one of the names ${module} provides (the message lists them)` : `import one of the names the message lists, or declare '${item.name}' at the top level of module '${module}'`;
  d.help = near ? `did you mean '${near}'? (\`use ${module}.{${near}}\`)` : instead;
  return d;
}

// ──────────────────────────────── E5006 ────────────────────────────────

function entityKey(b: MutableBinding, builder: RecordBuilder): string {
  if (b.target) {
    const t = b.target;
    switch (t.kind) {
      case "export":
        return `export:${t.file}#${t.name}`;
      case "module":
        return `module:${t.file}`;
      case "std-export":
        return `std:${t.module}#${t.name}`;
      case "std-module":
        return `std:${t.module}`;
      case "std-root":
        return "std";
    }
  }
  // An error placeholder: the same failed spelling is the same (unknown) entity.
  const s = builder.statement;
  return s.form === "items" ? `failed:${s.module}#${b.name}` : `failed:${s.module}`;
}

function checkDuplicates(file: string, doc: Document, builders: RecordBuilder[]): void {
  const exports = moduleExports(doc);
  const { blockBindings } = useStatements(doc);
  // Per scope: local name → first import binding (and its entity).
  const seen = new Map<number, Map<string, { binding: MutableBinding; entity: string; written: string; builder: RecordBuilder }>>();
  for (const builder of builders) {
    const scopeId = builder.statement.scope.id;
    let names = seen.get(scopeId);
    if (!names) {
      names = new Map();
      seen.set(scopeId, names);
    }
    for (const b of builder.bindings()) {
      const name = b.local.name;
      // A definition at the same level: the import binding is reported, whatever the order.
      const definition = scopeId === TOP_LEVEL_SCOPE_ID ? exports.get(name) : undefined;
      const blockBinding =
        scopeId === TOP_LEVEL_SCOPE_ID ? undefined : blockBindings.get(scopeId)?.find((d) => d.name.name === name);
      if (definition || blockBinding) {
        const where = definition ? definition.span : blockBinding!.name.span;
        b.duplicate = true;
        builder.diagnostics.push(
          diagnostic(file, "E5006", "error", b.local.span, { name }, {
            message: `'${name}' is imported here but also defined in this ${definition ? "file" : "block"} at ${where[0]}:${where[1]}`,
            related: [{ message: `'${name}' is defined here`, span: where, file }],
            // A name the module does not export (E5003 here too, e.g. after the function moved into this file): aliasing keeps the E5003.
            help: b.resolved
              ? `import it under another name: \`${renamedImport(builder, b)}\``
              : `remove \`${itemText(b)}\` from this \`use\`: it does not resolve, and this ${definition ? "file" : "block"} defines '${name}' itself`,
          }),
        );
        continue;
      }
      const entity = entityKey(b, builder);
      const first = names.get(name);
      if (!first) {
        names.set(name, { binding: b, entity, written: importedAs(builder, b), builder });
        continue;
      }
      // The same entity imported twice is fine (and the two share their uses, ../imports.ts).
      if (first.entity === entity) continue;
      // A failed import names no entity (§3.9: E5006 is for two entities; its own E5001/E5002/E5003 says what
      // failed, 114b F2: an E5006 beside an E5003 named `cart.Money`, which does not exist); a later import that
      // resolves takes the name (import-bindings.ts), as the compiler, which skips failed imports, binds it.
      if (!first.binding.resolved || !b.resolved) {
        if (b.resolved) names.set(name, { binding: b, entity, written: importedAs(builder, b), builder });
        continue;
      }
      b.duplicate = true;
      const at = first.binding.local.span;
      builder.diagnostics.push(
        diagnostic(file, "E5006", "error", b.local.span, { name }, {
          // Two items of one module clash as well as two modules do: name both.
          message: `'${name}' has already been imported at ${at[0]}:${at[1]}, naming ${first.written}; here it would name ${importedAs(builder, b)}`,
          related: [{ message: `'${name}' is first imported here`, span: at, file }],
          help: `import one of them under another name: \`${renamedImport(builder, b)}\``,
        }),
      );
    }
  }
}

/** What the binding imports, as written: `` `shapes.Circle` ``, or `` the module `shapes` ``. */
function importedAs(builder: RecordBuilder, b: MutableBinding): string {
  const s = builder.statement;
  return s.form === "items" ? `\`${s.module}.${b.name}\`` : `the module \`${s.module}\``;
}

/** The item as written: `Circle`, or `Circle as Point`. */
function itemText(b: MutableBinding): string {
  return b.name === b.local.name ? b.name : `${b.name} as ${b.local.name}`;
}

/** The statement rewritten to bind `b` under another name (for help texts). */
function renamedImport(builder: RecordBuilder, b: MutableBinding): string {
  const s = builder.statement;
  return s.form === "items" ? `use ${s.module}.{${b.name} as other_name}` : `use ${s.module} as other_name`;
}

// ─────────────────────────────── helpers ───────────────────────────────

function diagnostic(
  file: string,
  code: string,
  severity: "error" | "warning",
  span: Span,
  args: Record<string, string>,
  extra: { message?: string; help?: string; related?: RelatedInformation[] } = {},
): Diagnostic {
  return {
    code,
    severity,
    message: extra.message ?? formatMessage(code, args) ?? code,
    span,
    file,
    phase: "modules",
    ...(extra.help ? { help: extra.help } : {}),
    ...(extra.related ? { related: extra.related } : {}),
  };
}

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.span[0] - b.span[0] || a.span[1] - b.span[1] || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

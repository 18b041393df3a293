// What the semantic walk of one file reads besides the file's own tree: its
// text and positions, its declarations, the types visible at its top level
// (own or imported by name) and, through its imports, other files'
// declarations, exports and `use` statements. The walk is a pure function of
// this. Every read of another file is noted by key (`reads`), with a digest
// of what was read, so that a cached model can tell whether an edit of that
// file changed anything it depends on (../analyse.ts).
import type { Document } from "../../syntax/document.js";
import type { AstNode } from "../../syntax/ast/ast.js";
import type { Positions } from "../../syntax/ast/positions.js";
import { braceInterpolation } from "../../syntax/brace-interpolation.js";
import { astOf, hasSyntaxErrors, perVersion, positionsOf } from "../../syntax/doc-cache.js";
import { moduleExports, type ExportSymbol, type ModuleExports } from "../modules/exports.js";
import type { ModuleHost } from "../modules/host.js";
import type { FileImports } from "../modules/imports.js";
import type { SourceListing } from "../modules/resolve-module.js";
import { useStatements, type UseStatement } from "../modules/use-syntax.js";
import { collectDeclarations, type Declarations, type FnDecl, type TypeDecl } from "../types/declarations.js";
import type { Type } from "../types/types.js";
import { withoutBroken, type BrokenStatements } from "./broken-statements.js";

export interface FileContext {
  /** Root-relative path (the `file` of every diagnostic). */
  readonly file: string;
  readonly text: string;
  readonly root: AstNode;
  readonly positions: Positions;
  /** The workspace's source files (where `use` paths resolve). */
  readonly listing: SourceListing;
  readonly declarations: Declarations;
  /** The file's own exports (top-level definitions and their kinds). */
  readonly exports: ModuleExports;
  /** A user type visible at the top level (own or imported), with its declaring file. */
  lookupType(name: string): { decl: TypeDecl; file: string } | undefined;
  /** `name` is bound by a top-level `use` that failed (E5001, E5002, not exported): what it names is unknown (§6.2), not an undeclared type. */
  failedImport(name: string): boolean;
  /** The declarations of another workspace file (for imported records and their methods). */
  declarationsOf(file: string): Declarations | undefined;
  /** The export `name` of another workspace file, or undefined (also when the file does not exist). */
  exportOf(file: string, name: string): ExportSymbol | undefined;
  /**
   * The type another workspace file's walk gave its top-level function or
   * value `name` without an annotation (a function has the result its body
   * gives there, a value the type of what it is bound to), or undefined when
   * that walk is not to be had (the file is being walked further up the
   * stack: imports in a cycle).
   */
  walkedTopLevelType(file: string, name: string): Type | undefined;
  /** Whether a workspace file (this one or another) has syntax errors: what a statement there declares may be lost. */
  hasSyntaxErrors(file: string): boolean;
  /** The `use` statements of another workspace file (for the types it imports by name). */
  useStatementsOf(file: string): readonly UseStatement[] | undefined;
  /** The workspace files this file imports (modules and the modules of imported items), in `use` order. */
  importedFiles(): readonly string[];
  /**
   * The names another workspace file declares a method `name` under that are
   * not types it declares itself (apartMethodKeys): the only ones through
   * which it can give a type of a third file that method.
   */
  apartMethodKeys(file: string, name: string): readonly string[];
  /** The text of `node` of another file's declarations (read through declarationsOf, whose read covers it). */
  textIn(file: string, node: AstNode): string | undefined;
  /** The document and version of a workspace file now (what a memo key of that file compares). */
  versionOf(file: string): readonly [Document | undefined, number];
  /** Every user type visible at the top level, flattened: name, declaring statement, file, … (to compare two walks). */
  typeEnvironment(): readonly unknown[];
  /** The interpolation the compiler reads from the text between an f-string's `{{` and `}}` (braceContents), or null. */
  braceInterpolation(content: AstNode): AstNode | null;
}

/** Where a finding points: a node, or a range of offsets. */
export type Site = AstNode | { readonly start: number; readonly end: number };

/** Per-version cache key prefix of the declarations (they hold nodes of the AST copy). */
export const DECLARATIONS_SLOT = "semantic.declarations:";

/** The declarations of `file` (its parsed `doc`), once per document version. */
export function declarationsOfDocument(file: string, doc: Document): Declarations {
  return perVersion(doc, DECLARATIONS_SLOT + file, (d) => collectDeclarations(file, astOf(d)));
}

/** Per-version cache key prefix of apartMethodKeys (strings only: kept when the tree copy is released). */
const APART_METHODS_SLOT = "semantic.apart-methods:";
const NO_KEYS: readonly string[] = [];

/**
 * Per method name, the names `file` (its parsed `doc`) declares a method of
 * that name under (`Book.mark: …`) that are not types it declares itself:
 * imported types, say, and its aliases of types (which may name another
 * file's). A method of a type declared in another file can come
 * from this one only under such a name (under one of its own types it is
 * that type's method), so a file without one for the name is no place to
 * look for it (members.ts methodIn): the test costs a map lookup instead of
 * the file's declarations, and a parse when its tree was released.
 */
export function apartMethodKeys(file: string, doc: Document): ReadonlyMap<string, readonly string[]> {
  return perVersion(doc, APART_METHODS_SLOT + file, () => {
    const decls = declarationsOfDocument(file, doc);
    const byName = new Map<string, string[]>();
    for (const [owner, methods] of decls.methods) {
      // An alias it declares may name another file's type (`PA: Type = Point`, `PA.third: …`; 102b D2).
      if (decls.types.has(owner) && decls.types.get(owner)!.kind !== "alias") continue;
      for (const name of methods.keys()) {
        const owners = byName.get(name);
        if (owners) owners.push(owner);
        else byName.set(name, [owner]);
      }
    }
    return byName;
  });
}

/** What a walk read of other files: file → read key → digest of what the key named then. */
export type ForeignReads = Map<string, Map<string, string>>;

/** The type the walk of `file` in `host` gave its top-level function `name`, as the walk of `from` may read it (../analyse.ts: walking it is above this layer). */
export type WalkedTopLevelType = (host: ModuleHost, from: string, file: string, name: string) => Type | undefined;

/**
 * The context of `file` (its parsed `doc`, its resolved `imports`) with
 * `host` as the rest of the workspace; `reads` gets every read of another
 * file.
 */
export function fileContext(
  host: ModuleHost,
  file: string,
  doc: Document,
  root: AstNode,
  imports: FileImports,
  reads: ForeignReads,
  broken: BrokenStatements | null,
  walkedTopLevelType: WalkedTopLevelType,
): FileContext {
  const all = declarationsOfDocument(file, doc);
  // What a statement a syntax error broke declares is unknown (broken-statements.ts).
  const declarations = broken ? withoutBroken(all, broken) : all;
  const foreign = new Map<string, Declarations | undefined>();
  const note = (other: string, key: string): void => {
    let keys = reads.get(other);
    if (!keys) reads.set(other, (keys = new Map()));
    if (!keys.has(key)) keys.set(key, surfaceDigest(host, file, other, key, walkedTopLevelType));
  };
  const declarationsOf = (other: string): Declarations | undefined => {
    if (other === file) return declarations;
    if (!foreign.has(other)) {
      const d = host.document(other);
      foreign.set(other, d ? noted(declarationsOfDocument(other, d), (key) => note(other, key)) : undefined);
      if (!d) note(other, ABSENT);
    }
    return foreign.get(other);
  };
  // Types imported by name (`use geometry.{Point}`), visible like the file's own.
  const importedTypes = new Map<string, { decl: TypeDecl; file: string }>();
  for (const record of imports.imports) {
    if (record.enclosing !== null) continue;
    for (const item of record.bindings) {
      if (item.target?.kind !== "export") continue;
      const decl = declarationsOf(item.target.file)?.types.get(item.target.name);
      if (decl && !importedTypes.has(item.local)) importedTypes.set(item.local, { decl, file: item.target.file });
    }
  }
  const failedImports = new Set<string>();
  for (const record of imports.imports) {
    if (record.enclosing === null) for (const item of record.bindings) if (!item.resolved) failedImports.add(item.local);
  }
  const importedFiles = [...new Set(imports.imports.map((r) => r.sourceFile).filter((f): f is string => f !== null && f !== file))];
  return {
    file,
    text: doc.text,
    root,
    positions: positionsOf(doc),
    listing: host.listing,
    declarations,
    exports: moduleExports(doc),
    lookupType(name) {
      const own = declarations.types.get(name);
      if (own) return { decl: own, file };
      return importedTypes.get(name);
    },
    failedImport: (name) => failedImports.has(name),
    declarationsOf,
    exportOf(other, name) {
      note(other, `e:${name}`);
      const d = host.document(other);
      return d ? moduleExports(d).get(name) : undefined;
    },
    walkedTopLevelType(other, name) {
      note(other, `r:${name}`);
      return walkedTopLevelType(host, file, other, name);
    },
    hasSyntaxErrors(other) {
      if (other === file) return hasSyntaxErrors(doc);
      note(other, "s:");
      const d = host.document(other);
      return d ? hasSyntaxErrors(d) : false;
    },
    useStatementsOf(other) {
      note(other, "u:");
      const d = host.document(other);
      return d ? useStatements(d).statements : undefined;
    },
    importedFiles: () => importedFiles,
    textIn(other, node) {
      return (other === file ? doc : host.document(other))?.text.slice(node.start, node.end);
    },
    apartMethodKeys(other, name) {
      note(other, `n:${name}`);
      const d = host.document(other);
      return (d && apartMethodKeys(other, d).get(name)) ?? NO_KEYS;
    },
    braceInterpolation: (content) => braceInterpolation(doc, content),
    versionOf(other) {
      const d = other === file ? doc : host.document(other);
      return [d, d?.version ?? -1];
    },
    typeEnvironment() {
      const out: unknown[] = [];
      for (const [name, decl] of declarations.types) out.push(name, decl.node, file);
      out.push("|");
      for (const [name, { decl, file: from }] of importedTypes) out.push(name, decl.node, from);
      return out;
    },
  };
}

const ABSENT = "-";

/**
 * What read key `key` of `file` (its document `doc`, if any) names now, as
 * the walk of `owner` reads it, as a
 * string: the text of the declarations it names (types, functions'
 * signatures and parameter heads, a type's methods), an export's kind and
 * signature, the file's top-level `use` statements, whether it has syntax
 * errors, the names it declares a method apart under (`n:`), the type its walk gave an unannotated function or value (`r:`, through `walkedTopLevelType`).
 * Equal digests mean the walk would read the same thing again.
 */
export function surfaceDigest(host: ModuleHost, owner: string, file: string, key: string, walkedTopLevelType: WalkedTopLevelType): string {
  const doc = host.document(file);
  if (!doc) return ABSENT;
  if (key === ABSENT) return "present";
  const colon = key.indexOf(":");
  const kind = key.slice(0, colon);
  const name = key.slice(colon + 1);
  const text = doc.text;
  const slice = (node: AstNode | null): string => (node ? text.slice(node.start, node.end) : "");
  switch (kind) {
    case "e": {
      const e = moduleExports(doc).get(name);
      return e ? `${e.kind} ${e.signature ?? ""}` : ABSENT;
    }
    case "u":
      return useStatements(doc)
        .statements.filter((s) => s.scope.id < 0)
        .map((s) => text.slice(s.start, s.end))
        .join("\n");
    case "s":
      return String(hasSyntaxErrors(doc));
    case "n":
      return (apartMethodKeys(file, doc).get(name) ?? NO_KEYS).join(" ");
    case "r":
      return JSON.stringify(walkedTopLevelType(host, owner, file, name) ?? null);
    default: {
      const decls = declarationsOfDocument(file, doc);
      const fn = (f: FnDecl) => `${slice(f.typeNode)} ${slice(f.lambda?.get("parameters") ?? null)}`;
      switch (kind) {
        case "t": {
          const t = decls.types.get(name);
          return t ? slice(t.node) : ABSENT;
        }
        case "f":
          return (decls.functions.get(name) ?? []).map(fn).join("\n") || ABSENT;
        case "m":
          return [...(decls.methods.get(name) ?? new Map<string, FnDecl>())].map(([m, f]) => `${m} ${fn(f)}`).join("\n") || ABSENT;
        case "v": {
          const v = decls.values.get(name);
          return v ? slice(v) : ABSENT;
        }
        default:
          return text;
      }
    }
  }
}

/** `decls` with every key asked of its maps reported (`t:`, `f:`, `m:`, `v:` + name; `*` for a walk over a map). */
function noted(decls: Declarations, read: (key: string) => void): Declarations {
  return {
    file: decls.file,
    types: new NotedMap(decls.types, "t:", read),
    functions: new NotedMap(decls.functions, "f:", read),
    methods: new NotedMap(decls.methods, "m:", read),
    values: new NotedMap(decls.values, "v:", read),
  };
}

/** A read-only map that reports every key asked for; walking all of it reports `*`. */
export class NotedMap<V> implements ReadonlyMap<string, V> {
  constructor(
    private readonly inner: ReadonlyMap<string, V>,
    private readonly prefix: string,
    private readonly read: (key: string) => void,
  ) {}

  get(key: string): V | undefined {
    this.read(this.prefix + key);
    return this.inner.get(key);
  }

  has(key: string): boolean {
    this.read(this.prefix + key);
    return this.inner.has(key);
  }

  get size(): number {
    this.read("*");
    return this.inner.size;
  }

  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void, thisArg?: unknown): void {
    this.read("*");
    this.inner.forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  entries(): MapIterator<[string, V]> {
    this.read("*");
    return this.inner.entries();
  }

  keys(): MapIterator<string> {
    this.read("*");
    return this.inner.keys();
  }

  values(): MapIterator<V> {
    this.read("*");
    return this.inner.values();
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }
}

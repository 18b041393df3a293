// What the semantic walk of one file reads besides the file's own tree: its
// text and positions, its declarations, the types visible at its top level
// (own or imported by name) and, through its imports, other files'
// declarations and documents. The walk is a pure function of this.
import type { Document } from "../../syntax/document.js";
import type { AstNode } from "../../syntax/ast/ast.js";
import type { Positions } from "../../syntax/ast/positions.js";
import { astOf, perVersion, positionsOf } from "../../syntax/doc-cache.js";
import type { ModuleHost } from "../modules/host.js";
import type { FileImports } from "../modules/imports.js";
import type { SourceListing } from "../modules/resolve-module.js";
import { collectDeclarations, type Declarations, type TypeDecl } from "../types/declarations.js";

export interface FileContext {
  /** Root-relative path (the `file` of every diagnostic). */
  readonly file: string;
  readonly text: string;
  readonly root: AstNode;
  readonly positions: Positions;
  /** The workspace's source files (where `use` paths resolve). */
  readonly listing: SourceListing;
  readonly declarations: Declarations;
  /** A user type visible at the top level (own or imported), with its declaring file. */
  lookupType(name: string): { decl: TypeDecl; file: string } | undefined;
  /** The declarations of another workspace file (for imported records and their methods). */
  declarationsOf(file: string): Declarations | undefined;
  /** The parsed document of a workspace file (this one included). */
  documentOf(file: string): Document | undefined;
  /** Every user type visible at the top level, flattened: name, declaring statement, file, … (to compare two walks). */
  typeEnvironment(): readonly unknown[];
}

/** Where a finding points: a node, or a range of offsets. */
export type Site = AstNode | { readonly start: number; readonly end: number };

/** Per-version cache key prefix of the declarations (they hold nodes of the AST copy). */
export const DECLARATIONS_SLOT = "semantic.declarations:";

/** The declarations of `file` (its parsed `doc`), once per document version. */
export function declarationsOfDocument(file: string, doc: Document): Declarations {
  return perVersion(doc, DECLARATIONS_SLOT + file, (d) => collectDeclarations(file, astOf(d)));
}

/** The context of `file` (its parsed `doc`, its resolved `imports`) with `host` as the rest of the workspace. */
export function fileContext(host: ModuleHost, file: string, doc: Document, root: AstNode, imports: FileImports): FileContext {
  const declarations = declarationsOfDocument(file, doc);
  const foreign = new Map<string, Declarations | undefined>();
  const declarationsOf = (other: string): Declarations | undefined => {
    if (other === file) return declarations;
    if (!foreign.has(other)) {
      const d = host.document(other);
      foreign.set(other, d ? declarationsOfDocument(other, d) : undefined);
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
  return {
    file,
    text: doc.text,
    root,
    positions: positionsOf(doc),
    listing: host.listing,
    declarations,
    lookupType(name) {
      const own = declarations.types.get(name);
      if (own) return { decl: own, file };
      return importedTypes.get(name);
    },
    declarationsOf,
    documentOf: (other) => (other === file ? doc : host.document(other)),
    typeEnvironment() {
      const out: unknown[] = [];
      for (const [name, decl] of declarations.types) out.push(name, decl.node, file);
      out.push("|");
      for (const [name, { decl, file: from }] of importedTypes) out.push(name, decl.node, from);
      return out;
    },
  };
}

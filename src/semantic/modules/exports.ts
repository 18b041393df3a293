// What a module exports (modules-and-workspace.md §3.5, Rule): every
// top-level definition of the file - types, functions, variables/constants,
// including bindings such as `Alias = other.Thing` - with its symbol kind per
// §4.2. Names bound by the file's own `use` statements are NOT exports
// (re-exports are not supported; importing one is E5003). Methods
// (`Point.norm: … = …`, `Vec2.dot = dot[0]`) travel with their type and are
// not importable on their own; they are listed separately for the symbol
// tools.
//
// Records are plain data (no tree nodes), computed once per document version.
import type { Node } from "web-tree-sitter";
import { dataOf, textOf, type AstNode } from "../../syntax/ast/ast.js";
import type { Span } from "../../diagnostics/diagnostic.js";
import type { Document } from "../../syntax/document.js";
import { astOf, perVersion, positionsOf } from "../../syntax/doc-cache.js";
import { collapseWhitespace, statementsOf } from "./nodes.js";
import { constructsType } from "./type-body.js";

/** Symbol kinds of top-level definitions (§4.2). */
export type TopLevelKind = "type" | "interface" | "function" | "variable";

/** Grammar node that declares a top-level symbol. */
export type DeclarationNode = "type_definition" | "generic_type_definition" | "binding" | "destructuring";

export interface ExportSymbol {
  /** Bare identifier. */
  readonly name: string;
  readonly kind: TopLevelKind;
  /** The name token. */
  readonly span: Span;
  /** The whole declaration statement. */
  readonly declSpan: Span;
  /** The annotation text with whitespace collapsed (bindings with a `: T`), else null. */
  readonly signature: string | null;
  readonly node: DeclarationNode;
  /** UTF-16 offsets of the name token and of the declaration (for the symbol tools). */
  readonly nameStart: number;
  readonly declStart: number;
  readonly declEnd: number;
}

export interface MethodSymbol {
  /** Bare method name (`norm`). */
  readonly name: string;
  /** The type it is attached to (`Point`), as written. */
  readonly container: string;
  /** The method name token. */
  readonly span: Span;
  readonly declSpan: Span;
  readonly signature: string | null;
  readonly nameStart: number;
}

export interface ModuleExports {
  /** Document version these records describe. */
  readonly version: number;
  /** The first definition of every exported name, in source order. */
  readonly symbols: readonly ExportSymbol[];
  /**
   * Every top-level definition in source order, repeats included (a second
   * top-level binding of a name is an overload or a re-assignment; the first
   * one is the symbol's definition).
   */
  readonly definitions: readonly ExportSymbol[];
  /** Methods declared at the top level (`T.m: … = …`, `T.m = f[…]`); not exports. */
  readonly methods: readonly MethodSymbol[];
  /** Local names bound by the file's top-level `use` statements (not exports). */
  readonly importedNames: ReadonlySet<string>;
  /** The export called `name` (first definition), or undefined. */
  get(name: string): ExportSymbol | undefined;
  /** Exported names in source order. */
  names(): string[];
}

/** The exports of a parsed file (cached per document version). */
export function moduleExports(doc: Document): ModuleExports {
  return perVersion(doc, "moduleExports", computeExports);
}

/** What one top-level statement contributes, without positions (cached on its AST node). */
interface StatementExports {
  readonly definitions: readonly { readonly name: string; readonly at: NameAt; readonly kind: TopLevelKind; readonly signature: string | null }[];
  readonly methods: readonly { readonly name: string; readonly container: string; readonly at: NameAt; readonly signature: string | null }[];
  readonly importedNames: readonly string[];
}

/**
 * A name token's offsets relative to its statement's start (the nodes of a
 * statement move together, see src/syntax/ast/ast.ts). Cached records hold no
 * tree node: a WeakMap value that reaches its key's tree keeps the whole
 * tree copy alive through every young-generation GC until the next full one.
 */
interface NameAt {
  readonly from: number;
  readonly to: number;
}

function nameAt(name: AstNode, statement: AstNode): NameAt {
  const base = statement.start;
  return { from: name.start - base, to: name.end - base };
}

const NOTHING: StatementExports = { definitions: [], methods: [], importedNames: [] };


// Read off the document's AST copy (plain objects, no calls into wasm).
function computeExports(doc: Document): ModuleExports {
  const positions = positionsOf(doc);
  const text = doc.text;
  const span = (node: AstNode): Span => positions.span(node.start, node.end);
  const definitions: ExportSymbol[] = [];
  const methods: MethodSymbol[] = [];
  const importedNames = new Set<string>();
  for (const statement of astOf(doc).children) {
    if (!statement.named) continue;
    // Cached on the statement's node: a node an incremental re-copy keeps is
    // unchanged (same text), so what it declares is too; only positions move.
    const data = dataOf(statement);
    let found = data.exports as StatementExports | undefined;
    if (!found) {
      found = statementExports(statement, text);
      data.exports = found;
    }
    if (found === NOTHING) continue;
    const base = statement.start;
    for (const d of found.definitions) {
      definitions.push({
        name: d.name,
        kind: d.kind,
        span: positions.span(base + d.at.from, base + d.at.to),
        declSpan: span(statement),
        signature: d.signature,
        node: statement.type as DeclarationNode,
        nameStart: base + d.at.from,
        declStart: statement.start,
        declEnd: statement.end,
      });
    }
    for (const m of found.methods) {
      methods.push({
        name: m.name,
        container: m.container,
        span: positions.span(base + m.at.from, base + m.at.to),
        declSpan: span(statement),
        signature: m.signature,
        nameStart: base + m.at.from,
      });
    }
    for (const name of found.importedNames) importedNames.add(name);
  }
  const byName = new Map<string, ExportSymbol>();
  for (const def of definitions) if (!byName.has(def.name)) byName.set(def.name, def);
  const symbols = [...byName.values()];
  return {
    version: doc.version,
    symbols,
    definitions,
    methods,
    importedNames,
    get: (name) => byName.get(name),
    names: () => symbols.map((s) => s.name),
  };
}

function bindingSignature(binding: AstNode, text: string): string | null {
  const type = binding.get("type");
  return type ? collapseWhitespace(textOf(type, text)) : null;
}

function usableName(node: AstNode | null, text: string): node is AstNode {
  return node !== null && !node.missing && textOf(node, text) !== "";
}

// (No closures here: this runs for every top-level statement of every file.)
function statementExports(statement: AstNode, text: string): StatementExports {
  switch (statement.type) {
    case "type_definition":
    case "generic_type_definition": {
      const name = statement.get("name");
      if (!usableName(name, text)) return NOTHING;
      const kind = statement.type === "type_definition" ? astTypeDefinitionKind(textOf(name, text), statement.get("value")) : "type";
      return { definitions: [{ name: textOf(name, text), at: nameAt(name, statement), kind, signature: null }], methods: [], importedNames: [] };
    }
    case "binding": {
      const target = statement.get("target");
      if (!target) return NOTHING;
      if (target.type === "identifier") {
        if (!usableName(target, text)) return NOTHING;
        const name = textOf(target, text);
        return { definitions: [{ name, at: nameAt(target, statement), kind: astBindingKind(name, statement), signature: bindingSignature(statement, text) }], methods: [], importedNames: [] };
      }
      if (target.type === "field_expression") {
        const object = target.get("object");
        const field = target.get("field");
        if (object?.type === "identifier" && usableName(field, text)) {
          return {
            definitions: [],
            methods: [{ name: textOf(field, text), container: textOf(object, text), at: nameAt(field, statement), signature: bindingSignature(statement, text) }],
            importedNames: [],
          };
        }
      }
      return NOTHING;
    }
    case "destructuring": {
      const definitions = statement
        .all("name")
        .filter((n) => usableName(n, text))
        .map((name) => ({ name: textOf(name, text), at: nameAt(name, statement), kind: "variable" as const, signature: null }));
      return definitions.length > 0 ? { definitions, methods: [], importedNames: [] } : NOTHING;
    }
    case "use_declaration": {
      const importedNames = astUseLocalNames(statement, text);
      return importedNames.length > 0 ? { definitions: [], methods: [], importedNames } : NOTHING;
    }
    default:
      return NOTHING;
  }
}

/** `bindingKind` over the AST copy. */
function astBindingKind(name: string, binding: AstNode): TopLevelKind {
  const type = binding.get("type");
  const value = binding.get("value");
  if (type?.type === "function_type") return "function";
  if (value?.type === "lambda") return "function";
  if (value?.type === "block") return value.children.some((c) => c.named) || name === "main" ? "function" : "variable";
  if (value?.type === "unsafe_expression" && /^[A-Z]/.test(name)) return "type";
  return "variable";
}

/**
 * §4.2: `T: Type = { … }` is an `interface` when its body is non-empty,
 * consists only of function-typed entries, and at least one entry does not
 * construct `T` (type-body.ts); when every one does it is a variant set (a
 * `type`). Bare type names listed in the body (implemented interfaces) are
 * references, not entries.
 */
function astTypeDefinitionKind(name: string, value: AstNode | null): "type" | "interface" {
  if (value?.type !== "record_type") return "type";
  let entries = 0;
  let allReturnSelf = true;
  for (const item of value.children) {
    if (!item.named || item.type === "type_identifier" || item.type === "generic_type") continue;
    entries++;
    if (item.type !== "field_declaration") return "type";
    const type = item.get("type");
    if (type?.type !== "function_type") return "type";
    if (!constructsType(type, name)) allReturnSelf = false;
  }
  if (entries === 0 || allReturnSelf) return "type";
  return "interface";
}

/** `useLocalNames` over the AST copy. */
function astUseLocalNames(use: AstNode, text: string): string[] {
  const items = use.get("items");
  if (items) {
    return items.children
      .filter((item) => item.named && item.type === "use_item")
      .map((item) => {
        const n = item.get("alias") ?? item.get("name");
        return n ? textOf(n, text) : "";
      })
      .filter((n) => n !== "");
  }
  const alias = use.get("alias");
  if (alias) return [textOf(alias, text)];
  const path = use.get("path");
  const segments = path?.children.filter((n) => n.named && n.type === "identifier") ?? [];
  const last = segments[segments.length - 1];
  return last ? [textOf(last, text)] : [];
}

/**
 * §4.2: a binding is a `function` when its value is a lambda or a non-empty
 * block, or its annotation is a function type; an empty `{}` counts only for
 * `main`. `T = unsafe { … }` produces a type (read as such when the name is
 * capitalised, the naming convention of types). Anything else is a `variable`.
 */
export function bindingKind(name: string, binding: Node): TopLevelKind {
  const type = binding.childForFieldName("type");
  const value = binding.childForFieldName("value");
  if (type?.type === "function_type") return "function";
  if (value?.type === "lambda") return "function";
  if (value?.type === "block") return statementsOf(value).length > 0 || name === "main" ? "function" : "variable";
  if (value?.type === "unsafe_expression" && /^[A-Z]/.test(name)) return "type";
  return "variable";
}


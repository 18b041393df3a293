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
import type { Span } from "../diagnostics/diagnostic.js";
import type { Document } from "../syntax/document.js";
import type { LineIndex } from "../syntax/line-index.js";
import { lineIndexOf, perVersion } from "./doc-cache.js";
import { collapseWhitespace, spanOf, statementsOf } from "./nodes.js";

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

function computeExports(doc: Document): ModuleExports {
  const index = lineIndexOf(doc);
  const definitions: ExportSymbol[] = [];
  const methods: MethodSymbol[] = [];
  const importedNames = new Set<string>();
  for (const statement of statementsOf(doc.tree.rootNode)) {
    switch (statement.type) {
      case "type_definition":
      case "generic_type_definition": {
        const name = statement.childForFieldName("name");
        if (!usable(name)) break;
        const kind = statement.type === "type_definition" ? typeDefinitionKind(name.text, statement.childForFieldName("value")) : "type";
        definitions.push(symbol(index, statement, name, kind, null));
        break;
      }
      case "binding": {
        const target = statement.childForFieldName("target");
        if (!target) break;
        if (target.type === "identifier") {
          if (!usable(target)) break;
          definitions.push(symbol(index, statement, target, bindingKind(target.text, statement), signatureOf(statement)));
        } else if (target.type === "field_expression") {
          const object = target.childForFieldName("object");
          const field = target.childForFieldName("field");
          if (object?.type === "identifier" && usable(field)) {
            methods.push({
              name: field.text,
              container: object.text,
              span: spanOf(index, field),
              declSpan: spanOf(index, statement),
              signature: signatureOf(statement),
              nameStart: field.startIndex,
            });
          }
        }
        break;
      }
      case "destructuring":
        for (const name of statement.childrenForFieldName("name")) {
          if (usable(name)) definitions.push(symbol(index, statement, name, "variable", null));
        }
        break;
      case "use_declaration":
        for (const local of useLocalNames(statement)) importedNames.add(local);
        break;
      default:
        break;
    }
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

function usable(node: Node | null): node is Node {
  return node !== null && !node.isMissing && node.text !== "";
}

function symbol(index: LineIndex, decl: Node, name: Node, kind: TopLevelKind, signature: string | null): ExportSymbol {
  return {
    name: name.text,
    kind,
    span: spanOf(index, name),
    declSpan: spanOf(index, decl),
    signature,
    node: decl.type as DeclarationNode,
    nameStart: name.startIndex,
    declStart: decl.startIndex,
    declEnd: decl.endIndex,
  };
}

function signatureOf(binding: Node): string | null {
  const type = binding.childForFieldName("type");
  return type ? collapseWhitespace(type.text) : null;
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

/**
 * §4.2: `T: Type = { … }` is an `interface` when its body is non-empty,
 * consists only of function-typed entries, and at least one entry does not
 * return `T`; when every entry returns `T` it is a variant set (a `type`).
 * Bare type names listed in the body (implemented interfaces) are references,
 * not entries.
 */
export function typeDefinitionKind(name: string, value: Node | null): "type" | "interface" {
  if (value?.type !== "record_type") return "type";
  let entries = 0;
  let allReturnSelf = true;
  for (const item of value.namedChildren) {
    if (!item || item.type === "type_identifier" || item.type === "generic_type") continue;
    if (item.type === "line_comment" || item.type === "block_comment") continue;
    entries++;
    if (item.type !== "field_declaration") return "type";
    const type = item.childForFieldName("type");
    if (type?.type !== "function_type") return "type";
    if (!returnsType(type, name)) allReturnSelf = false;
  }
  if (entries === 0 || allReturnSelf) return "type";
  return "interface";
}

function returnsType(fn: Node, name: string): boolean {
  let result = fn.childForFieldName("result");
  while (result?.type === "function_type") result = result.childForFieldName("result");
  if (!result) return false;
  if (result.type === "type_identifier") return result.text === name;
  if (result.type === "generic_type") return result.childForFieldName("name")?.text === name;
  return false;
}

/** Local names a `use` statement binds (alias, last path segment, or item names/aliases). */
function useLocalNames(use: Node): string[] {
  const items = use.childForFieldName("items");
  if (items) {
    return items.namedChildren
      .filter((item): item is Node => item?.type === "use_item")
      .map((item) => (item.childForFieldName("alias") ?? item.childForFieldName("name"))?.text ?? "")
      .filter((n) => n !== "");
  }
  const alias = use.childForFieldName("alias");
  if (alias) return [alias.text];
  const path = use.childForFieldName("path");
  const segments = path?.namedChildren.filter((n): n is Node => n?.type === "identifier") ?? [];
  const last = segments[segments.length - 1];
  return last ? [last.text] : [];
}

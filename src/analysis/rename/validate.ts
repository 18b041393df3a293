// Step 2 of rename_symbol: the new name must be an identifier (§0) other
// than `_`, and neither a keyword nor a name the language reserves
// (`Type`, `Native`, built-in type names). `some`, `none`, `ok`, `err` are
// ordinary identifiers (syntax.md §1.5) that a pattern reads as the
// built-in constructor: a new name only where that cannot matter
// (constructorNameProblem).
import { BUILTIN_CONSTRUCTORS, BUILTIN_TYPES, BUILTIN_VALUES, KEYWORDS } from "../../semantic/model/builtins.js";
import type { RenameCode } from "./model.js";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface NameProblem {
  readonly code: Extract<RenameCode, "MCP-RENAME-INVALID-NAME" | "MCP-RENAME-RESERVED">;
  readonly message: string;
}

/**
 * Built-in type names a program may declare a type of its own under (the guide's `Option: (T: Type) ->
 * Type = { some: …, none: … }`): a type may be renamed to one, as back after renaming it away; that
 * the rename changes no other name's meaning is checked as for any new name (verify.ts, the type check).
 */
const DECLARABLE_TYPE_NAMES: ReadonlySet<string> = new Set([
  "Option", "Result",
  // Built-in names no value or literal of the language has (88b D6: `Console` renamed away could not come back).
  "Console", "Formatter", "FilePath", "HttpUrl", "DBUrl", "Clone", "Dup", "Equal", "Debug", "Iterator", "Resource",
]);

/**
 * `forType`: the symbol renamed is a type, which may take a declarable built-in type name; any other
 * symbol may take a lower-case alias of a built-in type (`str`, `char`, `bytes`: a local of that name
 * type-checks, and a rename away must be undoable), which only a type position reads as the type.
 */
export function checkNewName(name: string, forType = false): NameProblem | null {
  if (!IDENTIFIER.test(name) || name === "_") {
    return { code: "MCP-RENAME-INVALID-NAME", message: `'${name}' is not an identifier (an ASCII letter or _, then ASCII letters, digits or _; not a lone _)` };
  }
  if (KEYWORDS.has(name)) return { code: "MCP-RENAME-RESERVED", message: `'${name}' is a keyword` };
  if (forType && DECLARABLE_TYPE_NAMES.has(name)) return null;
  if (!forType && /^[a-z]/.test(name) && BUILTIN_TYPES.has(name) && !BUILTIN_VALUES.has(name)) return null;
  if (name === "Type" || (BUILTIN_VALUES.has(name) && !BUILTIN_CONSTRUCTORS.has(name)) || BUILTIN_TYPES.has(name)) {
    return { code: "MCP-RENAME-RESERVED", message: `'${name}' is reserved (a built-in type or constructor name)` };
  }
  return null;
}

/**
 * `ok = s.advance()` renamed back from another name: `ok`, `err`, `some` and
 * `none` are new names for a symbol no pattern binds (a pattern reads the
 * name as the built-in constructor, so the binding would become a test).
 * What the name means elsewhere is judged as for any new name: a use of the
 * constructor it would capture changes meaning, and the rename is refused
 * as such (verify.ts, the type check after).
 */
export function constructorNameProblem(name: string, patternBinding: boolean): NameProblem | null {
  if (!BUILTIN_CONSTRUCTORS.has(name) || !patternBinding) return null;
  return { code: "MCP-RENAME-RESERVED", message: `'${name}' is reserved here (a pattern would read it as the built-in constructor)` };
}

/** Parses the `scope` argument: "module" or "function:<name>" / "function:<Type>.<method>"; null when malformed. */
export function parseScope(scope: string): { kind: "module" } | { kind: "function"; name: string } | null {
  if (scope === "module") return { kind: "module" };
  const m = /^function:([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)$/.exec(scope);
  return m ? { kind: "function", name: m[1]! } : null;
}

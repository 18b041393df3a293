// Step 2 of rename_symbol: the new name must be an identifier (§0) other
// than `_`, and neither a keyword nor a name the language reserves
// (`Type`, `some`, `none`, `ok`, `err`, built-in type names).
import { BUILTIN_TYPES, BUILTIN_VALUES, KEYWORDS } from "../../semantic/model/builtins.js";
import type { RenameCode } from "./model.js";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface NameProblem {
  readonly code: Extract<RenameCode, "MCP-RENAME-INVALID-NAME" | "MCP-RENAME-RESERVED">;
  readonly message: string;
  /** Not an identifier, or a lexer keyword: the tool reports these as MCP-INVALID-INPUT. */
  readonly malformed: boolean;
}

export function checkNewName(name: string): NameProblem | null {
  if (!IDENTIFIER.test(name) || name === "_") {
    return { code: "MCP-RENAME-INVALID-NAME", message: `'${name}' is not an identifier (a letter or _, then letters, digits or _; not a lone _)`, malformed: true };
  }
  if (KEYWORDS.has(name)) return { code: "MCP-RENAME-RESERVED", message: `'${name}' is a keyword`, malformed: true };
  if (name === "Type" || BUILTIN_VALUES.has(name) || BUILTIN_TYPES.has(name)) {
    return { code: "MCP-RENAME-RESERVED", message: `'${name}' is reserved (a built-in type or constructor name)`, malformed: false };
  }
  return null;
}

/** Parses the `scope` argument: "module" or "function:<name>" / "function:<Type>.<method>"; null when malformed. */
export function parseScope(scope: string): { kind: "module" } | { kind: "function"; name: string } | null {
  if (scope === "module") return { kind: "module" };
  const m = /^function:([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)$/.exec(scope);
  return m ? { kind: "function", name: m[1]! } : null;
}

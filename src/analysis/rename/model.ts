// rename_symbol's result (modules-and-workspace.md §5.7).
import type { Diagnostic, Span } from "../../diagnostics/diagnostic.js";
import type { ModuleHost } from "../../semantic/modules/host.js";
import type { Document } from "../../syntax/document.js";

export type RenameScope = { readonly kind: "module" } | { readonly kind: "function"; readonly name: string };

export interface RenameEdit {
  /** Against the ORIGINAL text; an insertion has start == end. */
  readonly span: Span;
  readonly old_text: string;
  readonly new_text: string;
  /** UTF-16 offsets in the original text. */
  readonly start: number;
  readonly end: number;
}

export type RenameCode =
  | "MCP-RENAME-PARSE-ERROR"
  | "MCP-RENAME-INVALID-NAME"
  | "MCP-RENAME-RESERVED"
  | "MCP-RENAME-NOT-FOUND"
  | "MCP-RENAME-AMBIGUOUS"
  | "MCP-RENAME-IMPORTED"
  | "MCP-RENAME-STD-SYMBOL"
  | "MCP-RENAME-COLLISION"
  /** The name occurs in a statement nested too deeply to analyse. */
  | "MCP-RENAME-TOO-DEEP"
  /** The renamed text would have type errors the original does not have. */
  | "MCP-RENAME-BREAKS"
  /** A local a record pattern `{ x }` binds, whose name is the field's. */
  | "MCP-RENAME-PATTERN-FIELD";

/** The warning listing member uses a rename left unchanged (their receiver's type is not known). */
export const UNRESOLVED_CODE = "MCP-RENAME-UNRESOLVED";

/** The note naming the other members a member's rename renamed with it (its interface family). */
export const FAMILY_CODE = "MCP-RENAME-FAMILY";

/** The note naming the uses of `{ x }` patterns' locals a field's rename renamed with it (not find_references' locations of the field). */
export const PATTERN_LOCALS_CODE = "MCP-RENAME-PATTERN-LOCALS";

/**
 * Type-checks `file` (its document) with `host` as the workspace (the caller
 * provides the checker: src/check/). Its walk leaves the file's semantic
 * model cached, so a rename that checks a text first reads its model for
 * nothing more.
 */
export type FileCheck = (host: ModuleHost, file: string, doc: Document) => readonly Diagnostic[];

export interface RenameResult {
  /** The renamed text, or the original when refused. */
  readonly source: string;
  readonly edits: readonly RenameEdit[];
  /** Unified diff of the change ("" when nothing changed). */
  readonly diff: string;
  /**
   * One refusal diagnostic (plus the syntax errors for PARSE-ERROR), else
   * the MCP-RENAME-UNRESOLVED warning when member uses were left unchanged,
   * else [].
   */
  readonly diagnostics: readonly Diagnostic[];
  /** Candidate scopes of an MCP-RENAME-AMBIGUOUS refusal (`function:first`, …). */
  readonly candidates?: readonly string[];
}

export class RenameRefusal extends Error {
  constructor(
    readonly code: RenameCode,
    message: string,
    readonly span: Span,
    /**
     * `typeLost`: a member use whose receiver's type the renamed code no longer knows: the type check, when it
     * finds the errors that lose it, explains the refusal better (MCP-RENAME-BREAKS), so it is thrown only when it finds none.
     */
    readonly extra: Partial<Pick<Diagnostic, "help" | "related" | "file">> & { candidates?: string[]; typeLost?: true } = {},
  ) {
    super(message);
  }
}

// The position form of the symbol tools (`file_path` + `line` + `column`
// instead of `query`): its input fields, the check that exactly one form is
// given, and the resolution of the file argument to the index's path.
import * as z from "zod";
import { focusedSymbolAt, symbolAtPosition, symbolIndexFor, type PositionResult, type SymbolIndex } from "../analysis/symbols/index.js";
import type { WorkspaceView } from "../project/workspace.js";
import { invalidInput } from "./errors.js";
import { pathInput } from "./limits.js";

export const positionInput = {
  file_path: pathInput.min(1).optional().describe("With line, column"),
  line: z.number().int().min(1).optional().describe("1-based"),
  column: z.number().int().min(1).optional().describe("Code points"),
};

export type SymbolRequest = { form: "query"; query: string } | { form: "position"; file_path: string; line: number; column: number };

/** Exactly one of `query` and `file_path`+`line`+`column`; MCP-INVALID-INPUT otherwise. */
export function symbolRequest(args: { query?: string; file_path?: string; line?: number; column?: number }): SymbolRequest {
  const position = [args.file_path, args.line, args.column].filter((v) => v !== undefined).length;
  if (args.query !== undefined && position > 0) throw invalidInput("pass either query or file_path + line + column, not both");
  if (args.query !== undefined) return { form: "query", query: args.query };
  if (position === 3) return { form: "position", file_path: args.file_path!, line: args.line!, column: args.column! };
  if (position === 0) throw invalidInput("pass query, or file_path + line + column (1-based, code points)");
  throw invalidInput("the position form needs all of file_path, line and column");
}

/** The symbol at a position of `file_path` (resolved inside the workspace root). */
export function symbolAt(view: WorkspaceView, index: SymbolIndex, request: { file_path: string; line: number; column: number }): PositionResult {
  const file = view.resolveFile(request.file_path);
  return inRange(symbolAtPosition(index, file.path, request.line, request.column), `${file.path}:${request.line}:${request.column}`);
}

/**
 * A position past the end of its line or of the file is a mistake of the call (architecture.md: a tool
 * error, MCP-INVALID-INPUT), not a place where nothing is (114b F5: an empty answer with a hint, where
 * rename_symbol refused with its own code). A cursor right after a line's last character is on the line.
 */
function inRange(found: PositionResult, place: string): PositionResult {
  if (!found.found && found.outOfRange) throw invalidInput(`${place} is ${found.what}`);
  return found;
}

/** The symbol at a position of `file_path`, from the index linked as far as the answer needs (focus.ts focusedSymbolAt). */
export function symbolAtFocused(view: WorkspaceView, request: { file_path: string; line: number; column: number }): { index: SymbolIndex; found: PositionResult; place: string } {
  const file = view.resolveFile(request.file_path).path;
  // The place as answers name it: the file relative to the root, however the request wrote it (106c V2: an absolute path came back).
  const place = `${file}:${request.line}:${request.column}`;
  const { index, found } = focusedSymbolAt((focus) => symbolIndexFor(view, focus).index, file, request.line, request.column);
  return { index, found: inRange(found, place), place };
}

// Call problems: the caller asked for something wrong (bad argument, path
// outside the project, missing file, ...). They become tool results with
// `isError: true`; code problems (syntax/type errors) are never ToolErrors.
import { ProjectError } from "../project/errors.js";

export const TOOL_ERROR_CODES = [
  "MCP-INVALID-INPUT",
  "MCP-PROJECT-NOT-FOUND",
  "MCP-PATH-OUTSIDE-PROJECT",
  "MCP-FILE-NOT-FOUND",
  "MCP-FILE-CHANGED",
  "MCP-WRITE-FAILED",
  "MCP-INTERNAL",
  "MCP-TIMEOUT",
] as const;

export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];

export class ToolError extends Error {
  constructor(
    readonly code: ToolErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ToolError";
  }
}

/** Shorthand for the most common call problem. */
export function invalidInput(message: string): ToolError {
  return new ToolError("MCP-INVALID-INPUT", message);
}

/**
 * The ToolError an exception stands for, or undefined when it is an unexpected
 * failure (a bug), which the caller reports as JSON-RPC error -32603 instead.
 */
export function asToolError(error: unknown): ToolError | undefined {
  if (error instanceof ToolError) return error;
  if (error instanceof ProjectError) return new ToolError(error.code, error.message);
  return undefined;
}

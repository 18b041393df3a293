// Tools that may write files. The server writes nothing unless it was started
// with --allow-writes; a tool that can write declares `writes` and gets an
// `apply` input, and `apply: true` on a server without the flag is a call
// problem (MCP-INVALID-INPUT naming the flag), decided before the handler
// runs. tools/list annotations and the server instructions say which mode the
// server is in, so a client can tell read-only tools from writing ones.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";

export interface ToolWrites {
  /** Calling again with the same arguments changes nothing more (formatting twice = once). */
  idempotent: boolean;
}

/** Input field added to every tool that declares `writes`. */
export const applyInput = z.boolean().optional().describe("Write (needs --allow-writes)");

/** With apply: the preview's `summary.digest`; the write is refused unless the changes are still those (project/change-digest.ts). */
export const digestInput = z.string().max(64).optional().describe("Preview's summary.digest");

export const WRITES_DISABLED =
  "apply: true writes files, and this server was started without --allow-writes (every tool is read-only); " +
  "leave apply out to get the changes as hunks, or restart the server with --allow-writes";

/**
 * The MCP annotations of a tool: read-only unless it can write and the server
 * allows it; a writing tool replaces files' contents (destructive).
 */
export function annotationsFor(writes: ToolWrites | undefined, allowWrites: boolean): ToolAnnotations {
  if (!writes || !allowWrites) return { readOnlyHint: true };
  return { readOnlyHint: false, destructiveHint: true, idempotentHint: writes.idempotent };
}

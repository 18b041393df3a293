// Tools that may write files. The server writes nothing unless it was started
// with --allow-writes; a tool that can write declares `writes` and gets an
// `apply` input, and `apply: true` on a server without the flag is a call
// problem (MCP-INVALID-INPUT naming the flag), decided before the handler
// runs. tools/list annotations and the server instructions say which mode the
// server is in, so a client can tell read-only tools from writing ones.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import { invalidInput } from "./errors.js";
import { quote } from "./redact.js";

export interface ToolWrites {
  /** Calling again with the same arguments changes nothing more (formatting twice = once). */
  idempotent: boolean;
}

/** Input field added to every tool that declares `writes`. */
export const applyInput = z.boolean().optional().describe("Write (needs --allow-writes)");

/** With apply: the preview's `summary.digest`; the write is refused unless the changes are still those (project/change-digest.ts). */
export const digestInput = z.string().max(64).optional().describe("Preview's summary.digest");

/**
 * A `digest` argument a call cannot use, said before any work: one without
 * `apply: true`, or not a digest a preview gives (16 hex digits; 106e X7: `"zz"`
 * was answered as if a file had changed).
 */
export function checkDigestArgument(digest: string | undefined, apply: boolean | undefined): void {
  if (digest === undefined) return;
  if (apply !== true) throw invalidInput("digest goes with apply: true (it binds the write to a preview's changes)");
  if (!/^[0-9a-f]{16}$/.test(digest)) throw invalidInput(`digest ${quote(digest)} is not a preview's summary.digest (16 hex digits)`);
}

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

// What the call errors (isError results, errors.ts) mean, for
// explain_diagnostic: an agent that meets `MCP-FILE-CHANGED` can ask what it
// means and what to do, as it can for the compiler's codes.
import { TOOL_ERROR_CODES, type ToolErrorCode } from "./errors.js";

export interface CallErrorExplanation {
  readonly code: ToolErrorCode;
  readonly category: "Call";
  readonly severity: "error";
  readonly title: string;
  readonly description: string;
  readonly help: string;
}

type Entry = Pick<CallErrorExplanation, "title" | "description" | "help">;

const ENTRIES: Record<ToolErrorCode, Entry> = {
  "MCP-INVALID-INPUT": {
    title: "The call's arguments are not valid",
    description: "An argument does not fit the tool's input schema (wrong type, out of range, too long), two arguments exclude each other (file_path and path, a query and a position), or the call asks for something the server was not started to allow (apply: true without --allow-writes). The message names the argument. Nothing was done.",
    help: "Correct the argument the message names (tools/list shows each tool's schema) and call again.",
  },
  "MCP-PROJECT-NOT-FOUND": {
    title: "The project root does not exist",
    description: "The workspace_root passed (or the server's --project-root) is not an existing directory inside the server's project.",
    help: "Pass a folder of the project relative to its root (\"\" or leave it out for the root itself).",
  },
  "MCP-PATH-OUTSIDE-PROJECT": {
    title: "A path leads outside the project",
    description: "A file or folder path is absolute, climbs out with `..`, or goes through a link whose target is outside the project root. The server reads and writes only inside the project.",
    help: "Pass a path relative to the project root that stays inside it.",
  },
  "MCP-FILE-NOT-FOUND": {
    title: "No such source file",
    description: "The path names no `.yx` file the workspace indexes: it does not exist, is hidden or under an ignored folder (.git, target, node_modules, …), was skipped (MCP-FILE-SKIPPED), or a folder or glob matched no file.",
    help: "Check the path against list_symbols {path: \"\"} (the workspace's files), or pass the source text itself where the tool takes one.",
  },
  "MCP-FILE-CHANGED": {
    title: "A file changed while the edits were being made",
    description: "apply: true found a file on disk that no longer holds the text the edits were computed from (someone edited it meanwhile). Nothing was written: no file is ever written over a change the server did not see.",
    help: "Call the tool again: it reads the files as they are now and computes the edits anew.",
  },
  "MCP-WRITE-FAILED": {
    title: "Writing the files failed",
    description: "apply: true could not write a file (permissions, a full disk, a file replaced by a folder). The files are written all or none: those already replaced were put back, and the message says so (or, if one could not be put back, where its original is kept).",
    help: "Fix what the message names (permissions, space) and call again.",
  },
  "MCP-INTERNAL": {
    title: "An internal error of the server",
    description: "The call failed because of a bug or a damaged component of the server (the parser library trapped, a worker thread died), not because of the code or the arguments. The server keeps serving, with a fresh worker where one was lost.",
    help: "Call again; if it fails the same way, report it with the call and the file that causes it.",
  },
  "MCP-TIMEOUT": {
    title: "The call ran out of time",
    description: "The call took longer than the server's --call-timeout (30 s by default), time spent waiting for a busy worker included; its work was stopped. Large workspaces and folders cost the most on the first call, which builds the index.",
    help: "Call again (the index built meanwhile is kept), or narrow the call: one file or folder, a longer query, a kind filter.",
  },
};

/** The explanation of a call error code, or undefined. Case-insensitive. */
export function explainCallError(code: string): CallErrorExplanation | undefined {
  const key = code.trim().toUpperCase();
  const known = TOOL_ERROR_CODES.find((c) => c === key);
  return known && { code: known, category: "Call", severity: "error", ...ENTRIES[known] };
}

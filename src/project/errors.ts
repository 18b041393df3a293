// Problems with a call's paths or project root. The codes are the MCP tool
// error codes fixed by modules-and-workspace.md §1.5 (Rule 3); the MCP layer
// turns a ProjectError into a tool error without knowing anything else about it.

export type ProjectErrorCode =
  | "MCP-PATH-OUTSIDE-PROJECT"
  | "MCP-FILE-NOT-FOUND"
  | "MCP-PROJECT-NOT-FOUND"
  | "MCP-INVALID-INPUT"
  | "MCP-FILE-CHANGED"
  | "MCP-WRITE-FAILED";

export class ProjectError extends Error {
  constructor(
    readonly code: ProjectErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ProjectError";
  }
}

// A temporary project served by the real binary over stdio for one test
// file: written and started before its tests, stopped and removed after.
import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { callTool, connectStdio, stopAll, type StdioSession, type ToolResult } from "./server-process.js";
import { tempProject } from "./temp-project.js";

export interface ServedProject {
  /** Calls `name` on the server serving the project. */
  call(name: string, args: Record<string, unknown>): Promise<ToolResult>;
}

/** Registers the hooks that serve `files` (see tempProject) for the tests of the calling file. */
export function servedProject(prefix: string, files: Record<string, string>): ServedProject {
  let root: string | undefined;
  let session: StdioSession | undefined;
  beforeAll(async () => {
    root = tempProject(prefix, files);
    session = await connectStdio(["--project-root", root]);
  }, 60_000);
  afterAll(async () => {
    await stopAll();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return {
    call: (name, args) => {
      if (!session) throw new Error("the project's server is not started (call servedProject at the top of a test file)");
      return callTool(session, name, args);
    },
  };
}

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

export interface ServeOptions {
  /** Run on the written project before the server starts (links, modes: what `files` cannot say). */
  readonly prepare?: (root: string) => void;
  /** More server flags (`--allow-writes`). */
  readonly flags?: readonly string[];
}

/** A server that indexes the project from scratch (no saved index read or written). */
export const FROM_SCRATCH: ServeOptions = { flags: ["--no-cache"] };

/** A yaoxiang.toml naming the package `name`. */
export function packageManifest(name: string): string {
  return `[package]\nname = "${name}"\nversion = "0.1.0"\n`;
}

/** Registers the hooks that serve `files` (see tempProject) for the tests of the calling file. */
export function servedProject(prefix: string, files: Record<string, string>, options: ServeOptions = {}): ServedProject & { readonly root: () => string } {
  let root: string | undefined;
  let session: StdioSession | undefined;
  beforeAll(async () => {
    root = tempProject(prefix, files);
    options.prepare?.(root);
    session = await connectStdio(["--project-root", root, ...(options.flags ?? [])]);
  }, 60_000);
  afterAll(async () => {
    await stopAll();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return {
    root: () => {
      if (!root) throw new Error("the project is not written yet (ask inside a test)");
      return root;
    },
    call: (name, args) => {
      if (!session) throw new Error("the project's server is not started (call servedProject at the top of a test file)");
      return callTool(session, name, args);
    },
  };
}

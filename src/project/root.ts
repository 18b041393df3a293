// Choosing the server's project root once at start-up (modules-and-workspace.md
// §1.5, RFC-035): `--project-root` first, else the nearest directory upwards
// that holds a regular file `yaoxiang.toml` (an inner project shadows an outer
// one), else the working directory itself.
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { ProjectError } from "./errors.js";

export const MANIFEST_NAME = "yaoxiang.toml";

export type RootSource = "CliFlag" | "AutoDetected" | "FallbackCwd";

export interface ProjectRoot {
  /** Absolute, symlink-free directory. */
  root: string;
  source: RootSource;
}

export function findProjectRoot(options: { cliRoot?: string | undefined; cwd?: string }): ProjectRoot {
  const cwd = options.cwd ?? process.cwd();
  if (options.cliRoot !== undefined) {
    const wanted = path.resolve(cwd, options.cliRoot);
    if (!isDirectory(wanted)) {
      throw new ProjectError("MCP-PROJECT-NOT-FOUND", `project root '${options.cliRoot}' is not an existing directory`);
    }
    return { root: realpathSync.native(wanted), source: "CliFlag" };
  }
  const start = realpathSync.native(cwd);
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isFile(path.join(dir, MANIFEST_NAME))) return { root: dir, source: "AutoDetected" };
    if (path.dirname(dir) === dir) break;
  }
  return { root: start, source: "FallbackCwd" };
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

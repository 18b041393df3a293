// Why a source path that exists on disk is not in the workspace: it lies in
// a directory the walk does not enter (scan.ts: `.git`, `.yaoxiang`,
// `target`, `node_modules` and hidden directories, §2.5; and directory
// symlinks, never followed). Asked only to explain an import that found no
// file (E5001's help): it stats paths inside the root, never reads a file.
import { accessSync, constants, lstatSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { isInside } from "./paths.js";
import { isWalkedDirName, realpathOrEmpty } from "./scan.js";

/**
 * Why `rel` (root-relative, `/` separators) is a file the workspace does not
 * index, as a sentence naming it, or undefined (not such a file). In a
 * directory the server may not list, whether it is there is unknown: that is
 * said instead.
 */
export function unindexedWhy(root: string, rel: string): string | undefined {
  const parts = rel.split("/");
  let abs = root;
  for (let i = 0; i < parts.length - 1; i++) {
    const name = parts[i]!;
    abs = path.join(abs, name);
    const dir = parts.slice(0, i + 1).join("/");
    let stats;
    try {
      stats = lstatSync(abs);
    } catch {
      return undefined;
    }
    if (stats.isSymbolicLink()) {
      const real = realpathOrEmpty(abs);
      // A link leading outside the project: nothing there is looked at.
      if (real === "" || !isInside(root, real) || !isFile(root, rel)) return undefined;
      const target = path.relative(root, real).split(path.sep).join("/");
      return `'${rel}' exists, but '${dir}' is a symbolic link to the directory '${target}', and the workspace does not follow directory links: import the module by its path there`;
    }
    if (!stats.isDirectory()) return undefined;
    if (!isWalkedDirName(name)) {
      return isFile(root, rel) ? `'${rel}' exists, but it is in '${dir}', a directory the workspace does not index (\`target\`, \`node_modules\`, \`.git\`, \`.yaoxiang\` and hidden directories are left out)` : undefined;
    }
    const denied = listingDenied(abs);
    if (denied) return `the server cannot list the directory '${dir}' (${denied}), so whether '${rel}' is there is unknown: let the server's user read and enter it (MCP-FILE-SKIPPED names it)`;
  }
  return undefined;
}

/** EACCES or EPERM when the server's user may not list and enter `abs`, else undefined. */
function listingDenied(abs: string): string | undefined {
  try {
    accessSync(abs, constants.R_OK | constants.X_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "EACCES" || code === "EPERM" ? code : undefined;
  }
}

function isFile(root: string, rel: string): boolean {
  const abs = path.join(root, ...rel.split("/"));
  try {
    return isInside(root, realpathSync.native(abs)) && statSync(abs).isFile();
  } catch {
    return false;
  }
}

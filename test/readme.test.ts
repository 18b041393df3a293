// The README tells the truth: its tool table is what the real server's
// tools/list publishes (scripts/tool-table.ts renders both the same way), and
// no README of the repository links to a file outside it or to one that does
// not exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generatedBlock, renderToolTable, type ListedTool } from "../scripts/tool-table.js";
import { connectStdio, REPO_ROOT, stopAll } from "./helpers/server-process.js";

afterAll(stopAll);

const SKIPPED_DIRS = new Set(["node_modules", "dist", ".git"]);

/** Every README.md of the repository (not of its dependencies). */
function readmes(dir = REPO_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : readmes(path);
    return entry.name === "README.md" ? [path] : [];
  });
}

/** Targets of markdown links and images that are neither URLs nor in-page anchors. */
function fileLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...withoutCode.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"));
}

describe("README.md", () => {
  it("has the tool table of tools/list (run `npm run readme:tools` after changing a tool)", async () => {
    const session = await connectStdio(["--project-root", "corpus"]);
    try {
      const { tools } = await session.client.listTools();
      const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
      expect(generatedBlock(readme)).toBe(renderToolTable(tools as ListedTool[]));
    } finally {
      await session.close();
    }
  }, 30_000);

  it("links only to files inside the repository, and they exist", () => {
    const files = readmes();
    expect(files.map((f) => relative(REPO_ROOT, f))).toContain("README.md");
    const bad: string[] = [];
    for (const file of files) {
      for (const link of fileLinks(readFileSync(file, "utf8"))) {
        const target = resolve(dirname(file), decodeURIComponent(link.split("#")[0]!));
        const inside = !relative(REPO_ROOT, target).startsWith("..");
        if (!inside || !existsSync(target)) bad.push(`${relative(REPO_ROOT, file)}: ${link}${inside ? " (missing)" : " (outside the repository)"}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

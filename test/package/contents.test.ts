// What `npm pack` ships (the file list, without building: `pretest` built
// dist/), and what dist/cli.js loads at start-up. The tarball itself is built,
// installed and run by install.long.test.ts.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/server-process.js";

const DIST = join(REPO_ROOT, "dist");
const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  exports: Record<string, unknown>;
};

/** The tarball's file list, as `npm pack --dry-run` computes it. */
function packedFiles(): string[] {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const out = execFileSync(npm, ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: REPO_ROOT, encoding: "utf8" });
  const [report] = JSON.parse(out) as { files: { path: string }[] }[];
  return report!.files.map((f) => f.path).sort();
}

/** The module markers esbuild writes above each bundled source (`// src/x/y.ts`). */
function bundledSources(file: string): string[] {
  return [...readFileSync(join(DIST, file), "utf8").matchAll(/^\/\/ (src\/\S+\.ts)$/gm)].map((m) => m[1]!);
}

/** dist/ files that `file` imports statically, transitively (what loading it evaluates). */
function staticClosure(file: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const text = readFileSync(join(DIST, name), "utf8");
    for (const m of text.matchAll(/^import (?:[^"'()]*? from )?"\.\/([^"]+\.js)";?$/gms)) visit(m[1]!);
  };
  visit(file);
  return [...seen];
}

describe("the package", () => {
  const files = packedFiles();

  it("ships the server, the library, the grammar and the licences", () => {
    for (const f of [
      "LICENSE",
      "README.md",
      "package.json",
      "bin/yaoxiang-mcp.js",
      "dist/cli.js",
      "dist/stdout-guard.js",
      "dist/index.js",
      "dist/THIRD-PARTY-LICENSES.txt",
      "wasm/tree-sitter-yaoxiang.wasm",
      "queries/locals.scm",
      "queries/highlights.scm",
      "src/grammar.json",
      "src/node-types.json",
      "src/parser.c",
      "src/scanner.c",
      "grammar.js",
    ]) {
      expect(files, f).toContain(f);
    }
  });

  it("ships no sources of the bundle, no source maps, no tests, scripts or sample data", () => {
    const offending = files.filter(
      (f) => f.endsWith(".map") || (f.endsWith(".ts") && !f.endsWith(".d.ts")) || /^(test|scripts|corpus|editors|tools)\//.test(f) || f === "dist/meta.json",
    );
    expect(offending).toEqual([]);
    for (const f of files.filter((f) => f.startsWith("dist/") && f.endsWith(".js"))) {
      expect(readFileSync(join(REPO_ROOT, f), "utf8"), f).not.toContain("sourceMappingURL");
    }
  });

  it("bundles no development-only module (conformance, test cases, spec probes)", () => {
    const bundled = readdirSync(DIST).filter((f) => f.endsWith(".js")).flatMap(bundledSources);
    expect(bundled).toContain("src/cli.ts");
    for (const devOnly of ["src/syntax/conformance.ts", "src/check/conformance.ts", "src/syntax/test-cases.ts", "src/check/probes.ts"]) {
      expect(bundled, devOnly).not.toContain(devOnly);
    }
  });

  it("runs no script when installed (prepack builds it, nothing runs at install time)", () => {
    for (const hook of ["preinstall", "install", "postinstall", "prepare"]) expect(pkg.scripts[hook], hook).toBeUndefined();
    expect(pkg.scripts.prepack).toBeDefined();
  });

  it("exports the library with its types", () => {
    expect(pkg.exports["."]).toEqual({ types: "./dist/types/index.d.ts", import: "./dist/index.js" });
  });
});

describe("start-up", () => {
  it("loads the checker and the formatter only when a call needs them", () => {
    const loaded = staticClosure("cli.js").flatMap(bundledSources);
    expect(loaded).toContain("src/mcp/server.ts");
    expect(loaded).not.toContain("src/check/check-files.ts");
    expect(loaded).not.toContain("src/format/format-source.ts");
    // …yet they are in the bundle, for the first typecheck and format_source call.
    const all = readdirSync(DIST).filter((f) => f.endsWith(".js")).flatMap(bundledSources);
    expect(all).toContain("src/check/check-files.ts");
    expect(all).toContain("src/format/format-source.ts");
  });

  it("compiles only the parts of zod the schemas use (one locale, not all of them)", () => {
    const markers = readdirSync(DIST)
      .filter((f) => f.endsWith(".js"))
      // (the path in esbuild's module comment is relative to where node_modules really is)
      .flatMap((f) => [...readFileSync(join(DIST, f), "utf8").matchAll(/^\/\/ \S*node_modules\/zod\/v4\/locales\/(\S+)$/gm)].map((m) => m[1]));
    expect(markers).toEqual(["en.js"]);
  });
});

// npm run build (also prepack, pretest, prestart): src/ → dist/ with esbuild.
//
// Each entry point (ENTRIES, below) becomes dist/NAME.js, one ES module;
// code they share, and modules imported on demand
// (`await import(…)`: the HTTP transport, the checker, the formatter), go to
// dist/chunk-HASH.js files beside them. Start-up then loads a handful of files
// instead of about a hundred modules of dist/, the SDK and zod, and compiles
// only what the first request needs.
//
// Everything sits directly in dist/: src/package-files.ts finds the package
// root one level up from wherever it lands, and a module's own location
// (`import.meta.url`) stays meaningful only in top-level modules of src/; the
// build refuses it deeper down (SOURCE_RULES). web-tree-sitter stays an ordinary dependency:
// it finds its runtime wasm next to its own module. The licences of the
// packages bundled in go to dist/THIRD-PARTY-LICENSES.txt.
//
//   tsx scripts/build.ts             bundle only (what the tests and the server need)
//   tsx scripts/build.ts --types     also the declarations in dist/types (library consumers)
//   tsx scripts/build.ts --metafile  also dist/meta.json (esbuild's input/output analysis)
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SRC = join(ROOT, "src");
const DIST = join(ROOT, "dist");

/**
 * Entry points, by output name (dist/NAME.js) → source: the CLI (bin/), the
 * console guard bin/ loads before the CLI (so that it runs before any chunk
 * the CLI imports), the library (package.json "exports") and the engine's
 * worker thread, which cli.ts spawns as `new URL("./engine-worker.js",
 * import.meta.url)`, and the builder threads of a first symbol index
 * (src/analysis/symbols/parallel-build.ts). Entries whose source does not
 * exist are left out.
 */
const ENTRIES: Record<string, string> = {
  cli: "src/cli.ts",
  "stdout-guard": "src/mcp/install-stdout-guard.ts",
  index: "src/index.ts",
  "engine-worker": "src/engine-worker.ts",
  "index-builder": "src/index-builder.ts",
};

/** Packages loaded from node_modules at run time instead of being bundled. */
const EXTERNAL = ["web-tree-sitter"];

// Bundled CommonJS dependencies (ajv, express) call require() for Node's own
// modules; an ES module has no require, so each output file gets one.
const REQUIRE_SHIM = 'import { createRequire as __yxCreateRequire } from "node:module";\nconst require = __yxCreateRequire(import.meta.url);';

function entryPoints(): Record<string, string> {
  const entries = Object.fromEntries(Object.entries(ENTRIES).filter(([, source]) => existsSync(join(ROOT, source))));
  if (!entries.cli) throw new Error("src/cli.ts is missing");
  return entries;
}

/**
 * What the bundle cannot work with, found in the sources: each rule's files
 * and why. `import { z } from "zod"` takes zod's namespace object as a value,
 * so esbuild keeps all of zod (every locale: about 550 KB more to compile at
 * start-up); `import * as z from "zod"` is the same API and keeps what is used.
 */
const SOURCE_RULES: { test: (path: string, text: string) => boolean; why: string }[] = [
  {
    test: (path, text) => path.includes("/") && /import\.meta\.(url|dirname|filename)/.test(text),
    why: "import.meta.url below src/ points elsewhere once bundled into dist/; use packageFile() from src/package-files.ts",
  },
  {
    test: (_path, text) => /import\s*\{\s*z\s*\}\s*from\s*["']zod["']/.test(text),
    why: 'write `import * as z from "zod"`: `import { z }` bundles all of zod',
  },
];

function checkSources(): void {
  const problems: string[] = [];
  for (const name of readdirSync(SRC, { recursive: true, encoding: "utf8" }).sort()) {
    if (!name.endsWith(".ts")) continue;
    const text = readFileSync(join(SRC, name), "utf8");
    for (const rule of SOURCE_RULES) if (rule.test(name, text)) problems.push(`src/${name}: ${rule.why}`);
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

/**
 * What the build is made of (package.json, src/, queries/), hashed: a symbol
 * index saved by one build is what another build reads only when they are
 * the same program (the package version alone stays the same across commits
 * that change what the index records). Compiled in as __YX_BUILD__.
 */
function buildId(): string {
  const hash = createHash("sha256").update(readFileSync(join(ROOT, "package.json")));
  for (const dir of ["src", "queries"]) {
    for (const name of readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).sort()) {
      const file = join(ROOT, dir, name);
      if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** The node_modules package folder an esbuild input path belongs to (`node_modules/@a/b/x.js` → `node_modules/@a/b`). */
function packageDir(input: string): string | undefined {
  const parts = input.split("/");
  const at = parts.lastIndexOf("node_modules");
  if (at < 0) return undefined;
  const scoped = parts[at + 1]?.startsWith("@");
  return parts.slice(0, at + (scoped ? 3 : 2)).join("/");
}

/** Name, version, licence and licence text of every package bundled into dist/. */
function thirdPartyNotices(metafile: Metafile): string {
  const dirs = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const input of Object.keys(output.inputs)) {
      const dir = packageDir(input);
      if (dir) dirs.add(dir);
    }
  }
  const sections = [...dirs].sort().map((dir) => {
    const pkg = JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8")) as { name: string; version: string; license?: string };
    const file = readdirSync(join(ROOT, dir)).find((f) => /^licen[cs]e(\.(md|txt))?$/i.test(f));
    const text = file ? readFileSync(join(ROOT, dir, file), "utf8").trim() : `(no licence file in the package; package.json says ${pkg.license ?? "nothing"})`;
    return `${pkg.name} ${pkg.version} (${pkg.license ?? "unknown"})\n\n${text}\n`;
  });
  return `dist/ bundles the following packages; their licences follow.\n\n${sections.join(`\n${"-".repeat(72)}\n\n`)}`;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  checkSources();
  rmSync(DIST, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: entryPoints(),
    outdir: DIST,
    entryNames: "[name]",
    chunkNames: "chunk-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    external: EXTERNAL,
    banner: { js: REQUIRE_SHIM },
    define: { __YX_BUILD__: JSON.stringify(buildId()) },
    // Readable stack traces without source maps (which would point at sources
    // the package does not ship).
    minify: false,
    sourcemap: false,
    legalComments: "eof",
    metafile: true,
    logLevel: "warning",
  });
  writeFileSync(join(DIST, "THIRD-PARTY-LICENSES.txt"), thirdPartyNotices(result.metafile));
  if (argv.includes("--metafile")) writeFileSync(join(DIST, "meta.json"), JSON.stringify(result.metafile));
  if (argv.includes("--types")) {
    execFileSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(ROOT, "tsconfig.types.json")], {
      stdio: "inherit",
    });
  }
  const entries = Object.keys(entryPoints()).map((name) => `${name}.js`);
  process.stderr.write(`build: dist/${entries.join(", dist/")} and ${Object.keys(result.metafile.outputs).length - entries.length} chunks\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`build: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

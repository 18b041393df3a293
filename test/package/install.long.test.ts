// The package as a user gets it: `npm pack` (prepack builds dist/ and its
// types) in a copy of the repository, so the dist/ other tests use is left
// alone; `npm install` of the tarball into an empty folder (dependencies from
// the npm cache or registry); then the installed `yaoxiang-mcp --version`,
// one tool call through the installed binary, the library from the consumer's
// side, and a TypeScript consumer compiled against the shipped types.
// Long suite: building the types and installing take a minute or more.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/server-process.js";

const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
/** What `npm pack` needs to build the package: its files and the build's inputs. */
const BUILD_INPUTS = ["package.json", "package-lock.json", "LICENSE", "README.md", "bin", "scripts", "src", "grammar.js", "queries", "wasm", "tree-sitter.json", "tsconfig.json", "tsconfig.types.json"];

let work: string;
let app: string;
let installLog: string;

function run(command: string, args: string[], cwd: string): { stdout: string; stderr: string } {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, npm_config_fund: "false", npm_config_audit: "false" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return { stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "yaoxiang-pack-"));
  const repo = join(work, "repo");
  for (const input of BUILD_INPUTS) cpSync(join(REPO_ROOT, input), join(repo, input), { recursive: true });
  symlinkSync(join(REPO_ROOT, "node_modules"), join(repo, "node_modules"), "dir");
  mkdirSync(join(work, "out"));
  run(NPM, ["pack", "--pack-destination", join(work, "out")], repo);
  const [tarball] = readdirSync(join(work, "out")).filter((f) => f.endsWith(".tgz"));
  app = join(work, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "consumer", version: "1.0.0", private: true, type: "module" }));
  const install = run(NPM, ["install", "--prefer-offline", join(work, "out", tarball!)], app);
  installLog = install.stdout + install.stderr;
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the packed package, installed", () => {
  it("installs without a warning about itself (no install scripts)", () => {
    const own = installLog.split("\n").filter((line) => /warn/i.test(line) && /yaoxiang-mcp|install-scripts/.test(line));
    expect(own).toEqual([]);
  });

  it("answers `yaoxiang-mcp --version` through npx", () => {
    const version = execFileSync(process.platform === "win32" ? "npx.cmd" : "npx", ["--no-install", "yaoxiang-mcp", "--version"], { cwd: app, encoding: "utf8" });
    expect(version).toMatch(/^yaoxiang-mcp \d+\.\d+\.\d+\n$/);
  });

  it("serves a tool call through the installed binary", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(app, "node_modules/yaoxiang-mcp/bin/yaoxiang-mcp.js"), "--project-root", join(REPO_ROOT, "corpus/geometry")],
      cwd: app,
      stderr: "ignore",
    });
    const client = new Client({ name: "install-test", version: "1.0.0" });
    await client.connect(transport);
    try {
      const result = (await client.callTool({ name: "typecheck", arguments: { source: "n: Int = \"text\"\n" } })) as {
        isError?: boolean;
        structuredContent?: { summary: { errors: number } };
      };
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent?.summary.errors).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it("is importable as a library", () => {
    const script = 'import { parseSource, VERSION } from "yaoxiang-mcp"; const r = await parseSource("x = 1\\n"); console.log(JSON.stringify({ VERSION, type: r.ast.type, diagnostics: r.diagnostics.length }));';
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: app, encoding: "utf8" });
    expect(JSON.parse(out)).toMatchObject({ type: "source_file", diagnostics: 0 });
  });

  it("gives TypeScript consumers its types", () => {
    writeFileSync(
      join(app, "consumer.ts"),
      [
        'import { checkFiles, createServer, findProjectRoot, formatSource, Logger, lookupSymbols, parseSource, ProjectService, resolveFormatOptions, symbolIndexFor, type Diagnostic } from "yaoxiang-mcp";',
        'const diagnostics: Diagnostic[] = (await parseSource("x = 1\\n")).diagnostics;',
        'const project = new ProjectService(findProjectRoot({ cliRoot: "." }));',
        "const view = await project.view();",
        "const errors: number = checkFiles({ view, files: view.files }).summary.errors;",
        'const formatted: string = (await formatSource("x=1\\n", resolveFormatOptions({}, undefined))).formatted;',
        'const found: number = lookupSymbols(symbolIndexFor(view).index, { query: "x" }).symbols.length;',
        'const server = createServer({ project, logger: new Logger({ level: "error", write: () => {} }) });',
        "console.log(diagnostics, errors, formatted, found, server);",
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { module: "nodenext", moduleResolution: "nodenext", target: "es2022", strict: true, noEmit: true, typeRoots: [join(REPO_ROOT, "node_modules/@types")], types: ["node"] },
        files: ["consumer.ts"],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(REPO_ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], { cwd: app, encoding: "utf8" });
    // Errors inside third-party declarations (web-tree-sitter wants @types/emscripten) are not ours.
    const ours = tsc.stdout.split("\n").filter((line) => /error TS/.test(line) && (line.startsWith("consumer.ts") || line.includes("node_modules/yaoxiang-mcp/")));
    expect(ours).toEqual([]);
  });
});

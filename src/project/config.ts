// `yaoxiang.toml` → typed configuration (modules-and-workspace.md §1).
// The rules are lenient on purpose, like the reference toolchain: unknown keys
// are ignored, a known key with the wrong type falls back to its default, and a
// file that is not TOML at all leaves the configuration empty. Nothing throws;
// what went wrong is returned as diagnostics so tools can show it to the agent.
// Keys keep their TOML spelling (snake_case), kebab-case is accepted as an alias
// for [fmt], [i18n] and [repl] (snake_case wins when both are present).
import { lstatSync } from "node:fs";
import path from "node:path";
import { parse as parseToml, TomlError } from "smol-toml";
import * as z from "zod";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.js";
import { MANIFEST_NAME } from "./root.js";
import { describeSkip, FILE_SKIPPED_CODE, MAX_MANIFEST_BYTES, readInsideRoot } from "./safe-read.js";

export const CONFIG_SYNTAX_CODE = "MCP-CONFIG-SYNTAX";
export const CONFIG_TYPE_CODE = "MCP-CONFIG-TYPE";

export interface ConfigLoad {
  config: ProjectConfig;
  /** Problems of the file itself (severity warning: defaults were used instead). */
  diagnostics: Diagnostic[];
  /** Whether a yaoxiang.toml was found at all. */
  found: boolean;
}

/**
 * Reads `<root>/yaoxiang.toml` (`root` a realpath); a missing file is simply
 * the default configuration. The file is read only if, through the one
 * descriptor opened for it, it is a regular file inside the root of at most
 * 64 KB: a FIFO, a device, a link leading outside or a huge file is not read,
 * and a warning (MCP-FILE-SKIPPED) says so; defaults apply.
 */
export function loadConfig(root: string): ConfigLoad {
  const file = path.join(root, MANIFEST_NAME);
  let link: boolean;
  try {
    link = lstatSync(file).isSymbolicLink();
  } catch {
    return { config: defaultConfig(), diagnostics: [], found: false };
  }
  const read = readInsideRoot(root, file, { maxBytes: MAX_MANIFEST_BYTES, noFollow: !link });
  if (read.ok) return { ...parseConfig(read.text), found: true };
  if (read.reason === undefined) return { config: defaultConfig(), diagnostics: [], found: false };
  const diagnostic: Diagnostic = {
    code: FILE_SKIPPED_CODE,
    severity: "warning",
    message: `${describeSkip(MANIFEST_NAME, read.reason)}; its settings are ignored and defaults apply`,
    span: [1, 1, 1, 1],
    file: MANIFEST_NAME,
    help: `Make ${MANIFEST_NAME} a regular file inside the project, of at most ${MAX_MANIFEST_BYTES / 1024} KB.`,
  };
  return { config: defaultConfig(), diagnostics: [diagnostic], found: true };
}

/** The configuration of a project without yaoxiang.toml: every default. */
export function defaultConfig(): ProjectConfig {
  return parseConfigValue({}, () => {});
}

export function parseConfig(text: string, file = MANIFEST_NAME): Omit<ConfigLoad, "found"> {
  let raw: Record<string, unknown>;
  try {
    raw = parseToml(text) as Record<string, unknown>;
  } catch (error) {
    const { message, span } = describeTomlError(error);
    const diagnostic: Diagnostic = {
      code: CONFIG_SYNTAX_CODE,
      severity: "warning",
      message: `${file} is not valid TOML (${message}); its settings are ignored and defaults apply`,
      span,
      file,
      help: "Fix the TOML syntax at this position.",
    };
    return { config: defaultConfig(), diagnostics: [diagnostic] };
  }
  const diagnostics: Diagnostic[] = [];
  const config = parseConfigValue(raw, (keyPath, expected) => {
    diagnostics.push({
      code: CONFIG_TYPE_CODE,
      severity: "warning",
      message: `${keyPath} should be ${expected}; the default is used instead`,
      span: locateKey(text, keyPath),
      file,
    });
  });
  // The schema checks keys in its own order; a result lists them as the file does (99d D2).
  diagnostics.sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
  return { config, diagnostics };
}

type Warn = (keyPath: string, expected: string) => void;

/**
 * `schema`, but an invalid value becomes `fallback` plus a warning. The schema
 * is built per call because the warning callback belongs to one parse.
 */
function lenient<T extends z.ZodType>(schema: T, fallback: z.output<T>, keyPath: string, expected: string, warn: Warn) {
  return schema.catch((ctx) => {
    if (ctx.input !== undefined) warn(keyPath, expected);
    return fallback;
  });
}

function configSchema(warn: Warn) {
  const str = (key: string) => lenient(z.string().optional(), undefined, key, "a string", warn);
  const strList = (key: string, fallback: string[]) =>
    lenient(z.array(z.string()), fallback, key, "an array of strings", warn);
  const int = (key: string, fallback: number) =>
    lenient(z.number().int().nonnegative(), fallback, key, "a non-negative integer", warn);
  const bool = (key: string, fallback: boolean) => lenient(z.boolean(), fallback, key, "true or false", warn);
  const section = <S extends z.ZodRawShape>(key: string, shape: S) => {
    const schema = z.object(shape);
    return lenient(schema, schema.parse({}), `[${key}]`, "a table", warn);
  };

  // String = version requirement; table = {version = "*", git?, path?}; any other type = "*".
  const dependency = z
    .union([
      z.string().transform((version) => ({ version })),
      z.object({
        version: z.string().catch("*").default("*"),
        git: z.string().optional().catch(undefined),
        path: z.string().optional().catch(undefined),
      }),
    ])
    .catch({ version: "*" });
  const dependencies = (key: string) => lenient(z.record(z.string(), dependency), {}, `[${key}]`, "a table", warn);

  return z.object({
    package: section("package", {
      name: str("package.name"),
      version: str("package.version"),
      description: str("package.description"),
      authors: strList("package.authors", []),
      license: str("package.license"),
    }),
    dependencies: dependencies("dependencies"),
    "dev-dependencies": dependencies("dev-dependencies"),
    i18n: section("i18n", {
      lang: lenient(z.string(), "en", "i18n.lang", "a string", warn),
      fallback: lenient(z.string(), "en", "i18n.fallback", "a string", warn),
      error_lang: str("i18n.error_lang"),
      local_lang: str("i18n.local_lang"),
    }),
    fmt: section("fmt", {
      // The ranges format_source's own arguments take: a value outside is a warning and the default applies.
      line_width: lenient(z.number().int().min(1).max(1000), 120, "fmt.line_width", "an integer from 1 to 1000", warn),
      indent_width: lenient(z.number().int().min(1).max(16), 4, "fmt.indent_width", "an integer from 1 to 16", warn),
      use_tabs: bool("fmt.use_tabs", false),
      single_quote: bool("fmt.single_quote", false),
      sort_imports: bool("fmt.sort_imports", true),
    }),
    runtime: section("runtime", {
      mode: lenient(z.enum(["embedded", "standard", "full"]), "embedded", "runtime.mode", "embedded, standard or full", warn),
      workers: int("runtime.workers", 0),
    }),
    // [repl] and [lint] live in the user-level file in the reference; read here
    // so a project file that has them is understood (open question 12 of §7.2).
    repl: section("repl", {
      history_size: int("repl.history_size", 1000),
      history_file: str("repl.history_file"),
      prompt: lenient(z.string(), "yx> ", "repl.prompt", "a string", warn),
      colors: bool("repl.colors", true),
      auto_imports: strList("repl.auto_imports", []),
    }),
    lint: section("lint", {
      rules: strList("lint.rules", ["recommended"]),
      strict: bool("lint.strict", false),
      dead_code: bool("lint.dead_code", false),
    }),
    tool: section("tool", {
      test: section("tool.test", { patterns: strList("tool.test.patterns", ["tests/**/*.yx"]) }),
    }),
    // Design-only entry/search keys (§1.2): parsed so tools can show them, but
    // nothing in module resolution reads them (§1.2 Rule 5).
    run: section("run", { main: str("run.main"), args: strList("run.args", []) }),
    lib: section("lib", { path: str("lib.path") }),
    bin: lenient(
      z.array(z.object({ name: z.string().optional().catch(undefined), path: z.string().optional().catch(undefined) })),
      [],
      "[[bin]]",
      "an array of tables",
      warn,
    ),
    workspace: section("workspace", {
      members: lenient(z.record(z.string(), z.string()), {}, "workspace.members", "a table of strings", warn),
    }),
  });
}

export type ProjectConfig = z.output<ReturnType<typeof configSchema>>;

const KEBAB_SECTIONS = ["fmt", "i18n", "repl"];

function parseConfigValue(raw: Record<string, unknown>, warn: Warn): ProjectConfig {
  return configSchema(warn).parse(withSnakeCaseAliases(raw));
}

/** Copies `line-width` to `line_width` (unless present) in the sections that accept both. */
function withSnakeCaseAliases(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const name of KEBAB_SECTIONS) {
    const table = raw[name];
    if (!table || typeof table !== "object" || Array.isArray(table)) continue;
    const copy: Record<string, unknown> = { ...(table as Record<string, unknown>) };
    for (const [key, value] of Object.entries(table)) {
      const snake = key.replace(/-/g, "_");
      if (snake !== key && !(snake in copy)) copy[snake] = value;
    }
    out[name] = copy;
  }
  return out;
}

function describeTomlError(error: unknown): { message: string; span: Span } {
  const firstLine = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "parse error";
  const message = firstLine.replace(/^Invalid TOML document:\s*/, "");
  if (error instanceof TomlError && error.line > 0) {
    return { message, span: [error.line, error.column, error.line, error.column + 1] };
  }
  return { message, span: [1, 1, 1, 1] };
}

/**
 * Best-effort position of `section.key = ...` (smol-toml reports no positions
 * for values): the first assignment to the last key segment inside the section.
 */
function locateKey(text: string, keyPath: string): Span {
  const cleaned = keyPath.replace(/^\[+|\]+$/g, "");
  const parts = cleaned.split(".");
  const key = parts.pop() ?? cleaned;
  const section = parts.join(".");
  const lines = text.split("\n");
  let current = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?/.exec(line);
    if (header) {
      current = (header[1] ?? "").replace(/\s+/g, "");
      if (current === cleaned) return [i + 1, 1, i + 1, line.trimEnd().length + 1];
      continue;
    }
    const assignment = new RegExp(`^(\\s*)["']?${escapeRegExp(key)}["']?\\s*=`).exec(line);
    if (assignment && current === section) {
      const col = (assignment[1]?.length ?? 0) + 1;
      return [i + 1, col, i + 1, col + key.length];
    }
  }
  return [1, 1, 1, 1];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

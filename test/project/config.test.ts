// yaoxiang.toml → typed configuration (modules-and-workspace.md §1): lenient,
// never throws, reports what it ignored as diagnostics.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_SYNTAX_CODE, CONFIG_TYPE_CODE, defaultConfig, loadConfig, parseConfig } from "../../src/project/config.js";

const SPEC_EXAMPLE = `
# Manifest for a small simulation project.
[package]
name = "orbit-sim"
version = "0.3.1"
description = "Toy n-body simulator"
authors = ["Lin Qiu <lin@example.org>"]
license = "Apache-2.0"
repository = "https://example.org/orbit-sim"   # documented only

[dependencies]
vecmath = "^1.2.0"
plotting = { version = "0.4.0", git = "https://example.org/plotting?tag=v0.4.0" }
units = { path = "../units" }

[dev-dependencies]
bench-kit = "~0.2.0"

[i18n]
lang = "zh"
fallback = "en"
error_lang = "en"

[fmt]
line_width = 100
indent_width = 4
use_tabs = false
single_quote = false
sort_imports = true

[runtime]
mode = "standard"
workers = 4

[tool.test]
patterns = ["tests/**/*.yx", "examples/smoke.yx"]

[yaoxiang]
version = ">=0.7.0, <1.0.0"

[run]
main = "src/main.yx"
args = ["--steps", "100"]

[[bin]]
name = "orbit"
path = "src/cli.yx"

[lib]
path = "src/lib.yx"

[profile.release]
optimize = true
`;

describe("parseConfig", () => {
  it("reads the complete example of the spec", () => {
    const { config, diagnostics } = parseConfig(SPEC_EXAMPLE);
    expect(diagnostics).toEqual([]);
    expect(config.package).toMatchObject({ name: "orbit-sim", version: "0.3.1", authors: ["Lin Qiu <lin@example.org>"] });
    expect(config.dependencies).toEqual({
      vecmath: { version: "^1.2.0" },
      plotting: { version: "0.4.0", git: "https://example.org/plotting?tag=v0.4.0" },
      units: { version: "*", path: "../units" },
    });
    expect(config["dev-dependencies"]).toEqual({ "bench-kit": { version: "~0.2.0" } });
    expect(config.i18n).toMatchObject({ lang: "zh", fallback: "en", error_lang: "en" });
    expect(config.fmt).toEqual({ line_width: 100, indent_width: 4, use_tabs: false, single_quote: false, sort_imports: true });
    expect(config.runtime).toEqual({ mode: "standard", workers: 4 });
    expect(config.tool.test.patterns).toEqual(["tests/**/*.yx", "examples/smoke.yx"]);
    expect(config.run).toEqual({ main: "src/main.yx", args: ["--steps", "100"] });
    expect(config.bin).toEqual([{ name: "orbit", path: "src/cli.yx" }]);
    expect(config.lib.path).toBe("src/lib.yx");
  });

  it("gives the defaults for an empty file", () => {
    const { config, diagnostics } = parseConfig("");
    expect(diagnostics).toEqual([]);
    expect(config).toEqual(defaultConfig());
    expect(config.fmt).toEqual({ line_width: 120, indent_width: 4, use_tabs: false, single_quote: false, sort_imports: true });
    expect(config.i18n).toMatchObject({ lang: "en", fallback: "en" });
    expect(config.runtime).toEqual({ mode: "embedded", workers: 0 });
    expect(config.tool.test.patterns).toEqual(["tests/**/*.yx"]);
  });

  it("warns about [fmt] widths outside what format_source takes, and uses the defaults", () => {
    const { config, diagnostics } = parseConfig("[fmt]\nindent_width = 99\nline_width = 0\n");
    expect(config.fmt).toMatchObject({ indent_width: 4, line_width: 120 });
    // In the file's order (99d D2: the schema's order put line 3 before line 2).
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      [CONFIG_TYPE_CODE, "fmt.indent_width should be an integer from 1 to 16; the default is used instead"],
      [CONFIG_TYPE_CODE, "fmt.line_width should be an integer from 1 to 1000; the default is used instead"],
    ]);
  });

  it("turns malformed TOML into one diagnostic with a position, not an exception", () => {
    const { config, diagnostics } = parseConfig('[package]\nname = "x"\nversion = = 3\n');
    expect(config).toEqual(defaultConfig());
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: CONFIG_SYNTAX_CODE, severity: "warning", file: "yaoxiang.toml" });
    expect(diagnostics[0]!.span[0]).toBe(3);
    expect(diagnostics[0]!.message).toContain("not valid TOML");
  });

  it("falls back to the default for a known key of the wrong type, with a warning at that key", () => {
    const { config, diagnostics } = parseConfig('[fmt]\nindent_width = 2\nline_width = "wide"\n\n[runtime]\nmode = "turbo"\n');
    expect(config.fmt.line_width).toBe(120);
    expect(config.fmt.indent_width).toBe(2);
    expect(config.runtime.mode).toBe("embedded");
    expect(diagnostics.map((d) => [d.code, d.span])).toEqual([
      [CONFIG_TYPE_CODE, [3, 1, 3, 11]],
      [CONFIG_TYPE_CODE, [6, 1, 6, 5]],
    ]);
    expect(diagnostics[0]!.message).toContain("fmt.line_width");
  });

  it("ignores unknown sections and keys", () => {
    const { config, diagnostics } = parseConfig('[whatever]\nx = 1\n[fmt]\ncolour = "blue"\n[tool.mytool]\na = [1]\n[project]\nname = "p"\n');
    expect(diagnostics).toEqual([]);
    expect(config.fmt.line_width).toBe(120);
  });

  it("accepts kebab-case spellings, snake_case winning", () => {
    const { config } = parseConfig(
      '[fmt]\nline-width = 80\nindent-width = 8\nindent_width = 2\n[i18n]\nerror-lang = "zh"\n[repl]\nhistory-size = 50\n',
    );
    expect(config.fmt.line_width).toBe(80);
    expect(config.fmt.indent_width).toBe(2);
    expect(config.i18n.error_lang).toBe("zh");
    expect(config.repl.history_size).toBe(50);
  });

  it("reads any other dependency value as version *", () => {
    const { config, diagnostics } = parseConfig("[dependencies]\nodd = 42\ntable = { branch = \"main\" }\n");
    expect(diagnostics).toEqual([]);
    expect(config.dependencies).toEqual({ odd: { version: "*" }, table: { version: "*" } });
  });
});

describe("loadConfig", () => {
  it("reports whether a manifest exists", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "yx-config-"));
    try {
      expect(loadConfig(dir)).toMatchObject({ found: false, diagnostics: [] });
      writeFileSync(path.join(dir, "yaoxiang.toml"), "[fmt\n");
      const loaded = loadConfig(dir);
      expect(loaded.found).toBe(true);
      expect(loaded.diagnostics[0]?.code).toBe(CONFIG_SYNTAX_CODE);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The Zed extension as Zed's extension registry and `zed: install dev
// extension` take it: editors/zed/extension.toml with a real grammar `rev`
// (the last commit that changed the generated parser, scripts/zed-pin-rev.sh), a
// LICENSE inside the extension directory (the registry requires one) that is
// the repository's MIT licence, and a language config naming the grammar.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { REPO } from "../../scripts/grammar-inputs.js";

const read = (path: string): string => readFileSync(join(REPO, path), "utf8");

function gitHistory(): boolean {
  try {
    execFileSync("git", ["rev-parse", "--is-inside-work-tree"], { cwd: REPO, stdio: "ignore" });
    return execFileSync("git", ["rev-parse", "--is-shallow-repository"], { cwd: REPO, encoding: "utf8" }).trim() === "false";
  } catch {
    return false;
  }
}

describe("Zed extension", () => {
  const manifest = parseToml(read("editors/zed/extension.toml")) as {
    id: string;
    version: string;
    schema_version: number;
    grammars: Record<string, { repository: string; rev: string }>;
  };

  it("has the fields Zed requires and a real grammar rev", () => {
    expect(manifest.id).toBe("yaoxiang");
    expect(manifest.schema_version).toBe(1);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    const grammar = manifest.grammars.yaoxiang!;
    expect(grammar.repository).toMatch(/^https:\/\//);
    expect(grammar.rev).toMatch(/^[0-9a-f]{40}$/);
    expect(grammar.rev).not.toMatch(/^0+$/);
  });

  it("names the grammar in the language config", () => {
    const config = parseToml(read("editors/zed/languages/yaoxiang/config.toml")) as { grammar: string; path_suffixes: string[] };
    expect(config.grammar).toBe("yaoxiang");
    expect(config.path_suffixes).toEqual(["yx"]);
  });

  it("ships the repository's MIT licence, also inside the extension directory", () => {
    const license = read("LICENSE");
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the tree-sitter-yaoxiang contributors\n/);
    expect((JSON.parse(read("package.json")) as { license: string }).license).toBe("MIT");
    expect(existsSync(join(REPO, "editors/zed/LICENSE"))).toBe(true);
    expect(read("editors/zed/LICENSE")).toBe(license);
  });

  it.skipIf(!gitHistory())("pins the last commit that changed the parser (bash scripts/zed-pin-rev.sh)", () => {
    const out = execFileSync("bash", [join(REPO, "scripts/zed-pin-rev.sh"), "--check"], { cwd: REPO, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    expect(out).toContain(manifest.grammars.yaoxiang!.rev);
  });
});

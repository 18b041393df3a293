// Generates editors/neovim/queries/yaoxiang/ from the repository's queries/.
//
//   npx tsx editors/neovim/generate-queries.ts          (writes the files)
//   npx tsx editors/neovim/generate-queries.ts --check  (exit 1 if stale)
//
// highlights, injections, folds, indents and textobjects are copied
// unchanged. locals.scm is rewritten: the tree-sitter CLI only accepts the
// plain capture @local.definition (with the kind in `(#set! local.kind "…")`),
// Neovim and nvim-treesitter expect the kind in the capture name
// (@local.definition.var) and `definition.<kind>.scope` for scope hints.
// test/queries.test.ts checks that the committed files are up to date.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The query files Neovim uses, in the order they are generated. */
export const NEOVIM_QUERY_FILES = ["highlights", "locals", "injections", "folds", "indents", "textobjects"] as const;

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Where the generated files live, relative to the repository root. */
export const NEOVIM_QUERY_DIR = "editors/neovim/queries/yaoxiang";

function header(name: string): string {
  return (
    `; Generated from queries/${name}.scm by editors/neovim/generate-queries.ts.\n` +
    `; Do not edit: change queries/${name}.scm and run\n` +
    `;   npx tsx editors/neovim/generate-queries.ts\n\n`
  );
}

/**
 * Turns the CLI form of locals.scm into nvim-treesitter's form. Works on the
 * file's top-level forms (patterns, with their predicates, and comments):
 * every form with a `@local.definition` capture must carry exactly one
 * `(#set! local.kind "<kind>")`.
 */
export function localsForNeovim(source: string): string {
  const out: string[] = [];
  for (const form of topLevelForms(source)) {
    if (!/^[([]/.test(form) || !/@local\.definition\b/.test(form)) {
      out.push(form);
      continue;
    }
    const kinds = [...form.matchAll(/\(#set! local\.kind "([a-z_]+)"\)/g)].map((m) => m[1]);
    if (kinds.length !== 1) {
      throw new Error(`locals.scm: expected one (#set! local.kind …) in:\n${form}`);
    }
    const kind = kinds[0];
    out.push(
      form
        .replace(/@local\.definition\b/g, `@local.definition.${kind}`)
        .replace(/\n\s*\(#set! local\.kind "[a-z_]+"\)/g, "")
        .replace(/\(#set! local\.scope "([a-z]+)"\)/g, `(#set! definition.${kind}.scope "$1")`),
    );
  }
  return out.join("");
}

/**
 * Splits a query file into consecutive chunks: each chunk is either text
 * outside any parenthesis/bracket (comments, blank lines) or one complete
 * top-level form. Joining the chunks gives the file back.
 */
function topLevelForms(source: string): string[] {
  const chunks: string[] = [];
  let depth = 0;
  let start = 0;
  let inString = false;
  let inComment = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (inComment) {
      if (c === "\n") inComment = false;
      continue;
    }
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === ";") inComment = true;
    else if (c === '"') inString = true;
    else if (c === "(" || c === "[") {
      if (depth === 0 && i > start) {
        chunks.push(source.slice(start, i));
        start = i;
      }
      depth++;
    } else if (c === ")" || c === "]") {
      depth--;
      if (depth === 0) {
        // A trailing quantifier or capture after the closing bracket belongs to the form.
        let j = i + 1;
        while (j < source.length && /[*+?]/.test(source[j]!)) j++;
        while (j < source.length && /[ \t]/.test(source[j]!) && source[j + 1] === "@") {
          j++;
          while (j < source.length && /[^\s)]/.test(source[j]!)) j++;
        }
        chunks.push(source.slice(start, j));
        start = j;
        i = j - 1;
      }
    }
  }
  if (start < source.length) chunks.push(source.slice(start));
  return chunks;
}

/** The generated files: name (without .scm) → content. */
export function neovimQueries(repo: string = REPO): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of NEOVIM_QUERY_FILES) {
    const source = readFileSync(join(repo, "queries", `${name}.scm`), "utf8");
    files.set(name, header(name) + (name === "locals" ? localsForNeovim(source) : source));
  }
  return files;
}

function main(): void {
  const check = process.argv.includes("--check");
  const dir = join(REPO, NEOVIM_QUERY_DIR);
  let stale = 0;
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of neovimQueries()) {
    const path = join(dir, `${name}.scm`);
    let current: string | undefined;
    try {
      current = readFileSync(path, "utf8");
    } catch {
      current = undefined;
    }
    if (current === content) continue;
    stale++;
    if (check) console.error(`stale: ${NEOVIM_QUERY_DIR}/${name}.scm`);
    else writeFileSync(path, content);
  }
  if (check && stale > 0) process.exit(1);
  if (!check) console.log(`${NEOVIM_QUERY_DIR}: ${stale} file(s) written`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

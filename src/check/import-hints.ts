// A name the file reads without a `use` (E1001; E1053 for a type named in an
// annotation whose value's member is read) or imports from a module that
// does not declare it (E5003), when another workspace module declares it: the
// help names that module and the `use` that reaches it from the file (90a D2,
// 84c D3: after a declaration moves to a new module, its users' errors said
// only that the name was unknown). Run over a request's diagnostics after the
// files are checked, not inside the per-file check, whose cached results
// depend only on the modules a file imports: this depends on every module.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { helpFor, templateOf, templateValues } from "../diagnostics/registry.js";
import type { ModuleHost } from "../semantic/modules/host.js";
import { moduleExports } from "../semantic/modules/exports.js";
import { preludeEntry } from "../semantic/modules/std-library.js";
import { semanticModel } from "../semantic/analyse.js";
import { useStatements } from "../semantic/modules/use-syntax.js";
import { resolveModulePath, directoryOf } from "../semantic/modules/resolve-module.js";
import { canonicalModulePath, isImportableModulePath } from "../semantic/modules/module-path.js";
import { nextWord } from "../syntax/words.js";
import { UNDECLARED_TYPE } from "./members.js";
import { UNDECLARED_NAME } from "./unknown-names.js";

/** At most this many modules are named. */
const MAX_MODULES = 3;

/** `diagnostics` with the helps of those E1001, E1053 and E5003 a workspace module's declaration answers. */
export function withImportHints(host: ModuleHost, diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const files = host.listing.files;
  const callees = files ? diagnostics.map((d) => preludeCallee(host, d)) : [];
  if (!files || !diagnostics.some((d, i) => missingName(d) !== undefined || callees[i] !== undefined)) return [...diagnostics];
  const declaring = new Map<string, string[]>();
  const modulesDeclaring = (name: string): string[] => {
    let found = declaring.get(name);
    if (!found) {
      found = files.filter((rel) => {
        // Only files whose text spells the name are parsed (a warm server has parsed none of a large workspace).
        if (host.text?.(rel)?.includes(name) === false) return false;
        const doc = host.document(rel);
        return doc !== undefined && moduleExports(doc).get(name) !== undefined;
      });
      declaring.set(name, found);
    }
    return found;
  };
  // The `use` paths that reach, from `file`, the other modules declaring `name`.
  const pathsFrom = (file: string, name: string): string[] =>
    modulesDeclaring(name)
      .filter((rel) => rel !== file)
      .map((rel) => usePath(host, file, rel))
      .filter((path): path is string => path !== null)
      .slice(0, MAX_MODULES);
  const aliases = new Map<string, string | undefined>();
  const aliasHint = (file: string, name: string): string | undefined => {
    const key = `${file}\0${name}`;
    if (!aliases.has(key)) aliases.set(key, aliasElsewhere(host, files, file, name));
    return aliases.get(key);
  };
  return diagnostics.map((d, i) => {
    const callee = callees[i];
    if (callee !== undefined) {
      const uses = pathsFrom(d.file!, callee.name);
      if (uses.length === 0) return d;
      const other = `this '${callee.name}' is the prelude's (${callee.module}), as the file neither declares nor imports one; ${uses.length === 1 ? "module" : "modules"} ${uses.map((p) => `'${p}'`).join(", ")} ${uses.length === 1 ? "declares" : "declare"} another, which ${uses.map((p) => `\`use ${p}.{${callee.name}}\``).join(" or ")} calls instead`;
      return { ...d, help: d.help ? `${other}; or else: ${d.help}` : other };
    }
    const name = missingName(d);
    if (name === undefined || d.file === undefined) return d;
    const uses = pathsFrom(d.file, name);
    if (uses.length === 0) {
      const alias = d.code === "E1001" ? aliasHint(d.file, name) : undefined;
      return alias ? { ...d, help: alias } : d;
    }
    const hint = `${uses.length === 1 ? "module" : "modules"} ${uses.map((p) => `'${p}'`).join(", ")} ${uses.length === 1 ? "declares" : "declare"} '${name}': ${uses.map((p) => `\`use ${p}.{${name}}\``).join(" or ")}`;
    // The code's generic help ("check the spelling, …, or add the missing `use`") is what the hint makes precise.
    const kept = d.help === undefined || d.help === helpFor(d.code) ? undefined : d.help;
    // A help that names the module already (a `use` of it lacks the item: "add it to that `use`") says it better.
    if (kept && uses.some((path) => kept.includes(`'${path}'`))) return d;
    return { ...d, help: kept ? `${hint}; or else: ${kept}` : hint };
  });
}

/** An argument error of a call by a bare short name (`clamp(v, 0.0, 1.0)`: argument-label forms of calls.ts). */
const ARGUMENT_ERROR = /^argument (?:\d+ \('[^']*'\)|'[^']*') of '([A-Za-z_][A-Za-z0-9_]*)' must be /;

/**
 * The std function an E1002 of a call's argument is about, when the call
 * reached the prelude (the file neither declares the name at its top level
 * nor imports an item so named): an agent that moved a workspace function
 * here and kept its bare calls is told that another `clamp` exists (99a D4:
 * the std one's "must be Int" sent it converting arguments).
 */
function preludeCallee(host: ModuleHost, d: Diagnostic): { name: string; module: string } | undefined {
  if (d.code !== "E1002" || d.file === undefined) return undefined;
  const name = ARGUMENT_ERROR.exec(d.message)?.[1];
  const prelude = name === undefined ? undefined : preludeEntry(name);
  if (name === undefined || prelude === undefined || prelude.ambiguous) return undefined;
  const doc = host.document(d.file);
  if (!doc || moduleExports(doc).get(name) !== undefined) return undefined;
  if (useStatements(doc).statements.some((u) => u.items.some((item) => item.local.name === name))) return undefined;
  // Nor in any scope (a local lambda `clamp = …`): which one the call named is then not certain, and no hint is better
  // than a wrong one. (The check that reported it left the file's model cached.)
  if (semanticModel(host, d.file, doc).definitions.some((def) => def.name === name)) return undefined;
  return { name, module: prelude.referenceChoice.module };
}

/**
 * Whether `text` writes `as NAME` (NAME a whole word, CJK names included):
 * the files that may bind `name` as an alias. A regular expression made
 * from the name would be refused past 32,000 characters (101a D1).
 */
function spellsAlias(text: string | undefined, name: string): boolean {
  if (text === undefined) return false;
  for (let at = nextWord(text, name, 0, "unicode"); at !== -1; at = nextWord(text, name, at + name.length, "unicode")) {
    let before = at;
    while (before > 0 && /\s/.test(text[before - 1]!)) before--;
    if (before < at && before >= 2 && text.slice(before - 2, before) === "as" && !/[A-Za-z0-9_]/.test(text[before - 3] ?? "")) return true;
  }
  return false;
}

/**
 * `m` read where another file binds it as a module alias (`use util.math as
 * m`): the `use` that binds it here (99a D4: a function moved to a new module
 * keeps its `m.clamp(…)`, and the E1001 said only that `m` is unknown).
 */
function aliasElsewhere(host: ModuleHost, files: readonly string[], file: string, name: string): string | undefined {
  // Every module other files bind so (99g D3: naming only the first could name the wrong one).
  const found = new Map<string, { other: string; written: string }>();
  for (const other of files) {
    if (found.size >= MAX_MODULES) break;
    if (other === file || !spellsAlias(host.text?.(other), name)) continue;
    const doc = host.document(other);
    const use = doc && useStatements(doc).statements.find((u) => u.aliases[0]?.name === name);
    if (!use) continue;
    const std = use.module === "std" || use.module.startsWith("std.");
    const resolved = std ? undefined : resolveModulePath(use.module.split("."), other, host.listing);
    const path = std ? use.module : resolved?.kind === "file" ? usePath(host, file, resolved.file) : null;
    if (path && !found.has(path)) found.set(path, { other, written: use.module });
  }
  if (found.size === 0) return undefined;
  const named = [...found].map(([path, { other, written }]) => `module '${path}' (\`use ${written} as ${name}\` in ${other})`);
  const uses = [...found.keys()].map((path) => `\`use ${path} as ${name}\``);
  return `'${name}' is the name other files give ${named.join(" or ")}: add ${uses.join(" or ")}`;
}

/** The name an E1001 of an undeclared name (unknown-names.ts), an E1053 of an undeclared type (members.ts) or an E5003 (the registry's template) is about. */
function missingName(d: Diagnostic): string | undefined {
  if (d.code === "E1001") return templateValues(UNDECLARED_NAME, d.message)?.name;
  if (d.code === "E5003") return templateValues(templateOf("E5003") ?? "", d.message)?.export;
  if (d.code === "E1053") return templateValues(UNDECLARED_TYPE, d.message)?.name;
  return undefined;
}

/** The module path a `use` in `importer` writes to reach `target` (both root-relative), checked by resolving it; null when none does. */
function usePath(host: ModuleHost, importer: string, target: string): string | null {
  const stem = target.replace(/\.yx$/, "").replace(/\/mod$/, "");
  const dir = directoryOf(importer);
  // The spelling a `use` of the file already gives that module comes first: another would import the same file under a
  // second path (96a D3: `use vec.{square}` beside `use geom.vec.{V}`).
  const doc = host.document(importer);
  const written = doc ? useStatements(doc).statements.map((u) => u.module.split(".").join("/")) : [];
  const candidates = [
    ...written,
    dir !== "" && stem.startsWith(`${dir}/`) ? stem.slice(dir.length + 1) : null,
    stem,
    canonicalModulePath(target).split(".").join("/"),
  ];
  for (const candidate of candidates) {
    if (candidate === null) continue;
    const path = candidate.split("/").join(".");
    if (!isImportableModulePath(path)) continue;
    const resolved = resolveModulePath(path.split("."), importer, host.listing);
    if (resolved.kind === "file" && resolved.file === target && resolved.ambiguousWith === null) return path;
  }
  return null;
}

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
import { useStatements } from "../semantic/modules/use-syntax.js";
import { resolveModulePath, directoryOf } from "../semantic/modules/resolve-module.js";
import { canonicalModulePath, isImportableModulePath } from "../semantic/modules/module-path.js";
import { UNDECLARED_TYPE } from "./members.js";
import { UNDECLARED_NAME } from "./unknown-names.js";

/** At most this many modules are named. */
const MAX_MODULES = 3;

/** `diagnostics` with the helps of those E1001, E1053 and E5003 a workspace module's declaration answers. */
export function withImportHints(host: ModuleHost, diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const files = host.listing.files;
  if (!files || !diagnostics.some((d) => missingName(d) !== undefined)) return [...diagnostics];
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
  return diagnostics.map((d) => {
    const name = missingName(d);
    if (name === undefined || d.file === undefined) return d;
    const uses = modulesDeclaring(name)
      .filter((rel) => rel !== d.file)
      .map((rel) => usePath(host, d.file!, rel))
      .filter((path): path is string => path !== null)
      .slice(0, MAX_MODULES);
    if (uses.length === 0) return d;
    const hint = `${uses.length === 1 ? "module" : "modules"} ${uses.map((p) => `'${p}'`).join(", ")} ${uses.length === 1 ? "declares" : "declare"} '${name}': ${uses.map((p) => `\`use ${p}.{${name}}\``).join(" or ")}`;
    // The code's generic help ("check the spelling, …, or add the missing `use`") is what the hint makes precise.
    const kept = d.help === undefined || d.help === helpFor(d.code) ? undefined : d.help;
    // A help that names the module already (a `use` of it lacks the item: "add it to that `use`") says it better.
    if (kept && uses.some((path) => kept.includes(`'${path}'`))) return d;
    return { ...d, help: kept ? `${hint}; or else: ${kept}` : hint };
  });
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

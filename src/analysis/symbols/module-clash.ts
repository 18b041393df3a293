// Two files with one canonical module path (modules-and-workspace.md §2.4:
// `util.yx` at the root and `src/util.yx` are both `util`, as are `math.yx`
// and `math/mod.yx`): their symbols get the same ids (§4.3), so one id
// stands for declarations of both files, and its references and a rename of
// it reach both. The tools say so rather than answer for one file.
import { canonicalModulePath } from "../../semantic/modules/module-path.js";
import type { SymbolInfo } from "./model.js";
import type { SymbolIndex } from "./workspace-index.js";

export interface ModuleClash {
  /** The module path the files share. */
  readonly module: string;
  /** The files declaring the symbol under that path, sorted. */
  readonly files: readonly string[];
}

/** The files declaring `symbol` that share one module path, when there are two or more; else null. */
export function moduleClashOf(index: SymbolIndex, symbol: SymbolInfo): ModuleClash | null {
  if (symbol.origin !== "workspace") return null;
  const files = [...new Set(index.definitionsOf(symbol.id).map((d) => d.file))];
  if (files.length < 2) return null;
  const byModule = new Map<string, string[]>();
  for (const file of files) {
    const module = canonicalModulePath(file);
    byModule.set(module, [...(byModule.get(module) ?? []), file]);
  }
  for (const [module, sharing] of byModule) if (sharing.length > 1) return { module, files: sharing.sort() };
  return null;
}

/** What a clash means, for a hint or a refusal. */
export function moduleClashText(clash: ModuleClash, name: string): string {
  return `${clash.files.join(" and ")} have the same module path '${clash.module}' (modules-and-workspace.md §2.4), so their declarations of '${name}' share one id and are not told apart: the answer covers both files`;
}

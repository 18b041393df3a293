// The symbol index kept up with a workspace edit by edit (symbolIndexFor:
// after an edit only the files the workspace names as changed are compared)
// must hold exactly what an index built from scratch on the same files
// holds: every symbol, and every occurrence of each. Seeded random edits on
// disk: new and removed top-level names, renamed imports, files added and
// removed, several files changed between two calls.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SymbolIndex, symbolIndexFor } from "../../src/analysis/symbols/index.js";
import { ProjectService } from "../../src/project/service.js";
import { random } from "../helpers/random.js";
import { dumpIndex } from "../helpers/index-dump.js";

let dir: string;
let project: ProjectService;
/** Every write gets its own mtime, so the stat scan sees each change whatever the clock's resolution. */
let clock = Date.now() / 1000 - 10_000;

function write(rel: string, text: string): void {
  const abs = path.join(dir, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  clock += 1;
  utimesSync(abs, clock, clock);
}

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "yx-incremental-")));
  // The stat scan (no watcher): what a call sees does not depend on when events arrive.
  project = new ProjectService({ root: dir, source: "CliFlag" }, { watch: false });
});

afterEach(() => {
  project.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A module of `lib/` with a few functions and a use of another module's
 * first function, by a named argument (which names the parameter by its
 * position: `lib.alpha.alpha_one#x@3:33`). Comment lines in front, as many
 * as `n` says, move every function when only a body changed.
 */
function libText(n: number, names: readonly string[], uses: string | undefined): string {
  const comments = "// revised\n".repeat(n % 3);
  const imports = uses ? `use lib.${uses}.{${uses}_one}\n\n` : "";
  const body = names.map((name, i) => `pub ${name}: (x: Int) -> Int = (x) => {\n    y = x + ${i}\n    y * ${n}\n}\n`).join("\n");
  const call = uses ? `\nuse_it: () -> Int = () => ${uses}_one(x = ${n})\n` : "";
  return `${comments}${imports}${body}${call}`;
}

describe("the symbol index after edits", () => {
  it("equals an index built from scratch after each of 40 seeded steps of edits", async () => {
    const next = random(23);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const modules = ["alpha", "beta", "gamma", "delta", "epsilon"];
    const names = new Map(modules.map((m) => [m, [`${m}_one`, `${m}_two`]]));
    const uses = new Map<string, string | undefined>(modules.map((m, i) => [m, i > 0 ? modules[i - 1] : undefined]));
    const present = new Set(modules);
    const writeModule = (m: string, n: number) => write(`lib/${m}.yx`, libText(n, names.get(m)!, uses.get(m)));
    modules.forEach((m, i) => writeModule(m, i));
    write("main.yx", `use lib.alpha.{alpha_one}\n\nmain = {\n    alpha_one(x = 1)\n}\n`);

    let checked = 0;
    for (let step = 0; step < 40; step++) {
      // One to three changes between two calls.
      const changes = 1 + Math.floor(next() * 3);
      for (let c = 0; c < changes; c++) {
        const m = pick(modules);
        const what = next();
        if (!present.has(m)) {
          present.add(m);
          writeModule(m, step);
        } else if (what < 0.4) {
          names.get(m)!.push(`${m}_n${step}_${c}`);
          writeModule(m, step);
        } else if (what < 0.6 && names.get(m)!.length > 1) {
          names.get(m)!.pop();
          writeModule(m, step);
        } else if (what < 0.8) {
          // Another module's first name imported (or none): what the file sees of others changes.
          const other = pick([...present].filter((o) => o !== m));
          uses.set(m, next() < 0.2 ? undefined : other);
          writeModule(m, step);
        } else if (what < 0.9 && present.size > 2 && m !== "alpha") {
          present.delete(m);
          unlinkSync(path.join(dir, "lib", `${m}.yx`));
        } else {
          writeModule(m, step + 100); // the same names, other bodies
        }
      }
      const view = await project.view();
      const incremental = dumpIndex(symbolIndexFor(view).index);
      const fresh = new SymbolIndex();
      fresh.sync(view.files);
      expect(incremental, `after step ${step}`).toEqual(dumpIndex(fresh));
      checked++;
    }
    expect(checked).toBe(40);
  });
});

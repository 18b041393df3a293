// npm run bench:deep [-- --json]
//
// The first symbol index of workspaces whose import graphs are deep, which
// the corpus copies of bench:workspace are not (each copy's projects import a
// few files): every file's walk looks for the methods it calls in the files
// its imports reach (up to 256), and checks the modules its program reaches.
//   layers  2,000 files in 20 layers of 100; each imports 3 files of the layer
//           below and calls a method of each one's record (the program of a
//           file in the top layer is nearly the whole workspace);
//   chain   1,500 files, each importing the one before it.
// Built by this thread alone (no builder threads), in process, from src/.
// No goal of the issues' is about these shapes: the figures are printed to
// watch for a cost that grows with the depth of the graph. Always exits 0.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { symbolIndexFor } from "../src/analysis/symbols/index.js";
import { Workspace } from "../src/project/workspace.js";
import { createParser } from "../src/syntax/language.js";

const json = process.argv.includes("--json");

/** A module of the workspace (`name` suffixes its names): a record, its method, and a function calling the records, methods and functions of `imports`. */
function moduleText(name: string, imports: readonly { module: string; name: string }[]): string {
  const uses = imports.map((m) => `use ${m.module}.{f_${m.name}, R_${m.name}}\n`).join("");
  const calls = imports.map((m, k) => `    r${k} = R_${m.name}(x, x)\n    y${k} = f_${m.name}(r${k}.sum())\n`).join("");
  return (
    `${uses}\nR_${name}: Type = { a: Int, b: Int }\n\nR_${name}.sum: (self: R_${name}) -> Int = (self) => self.a + self.b\n\n` +
    `f_${name}: (x: Int) -> Int = (x) => {\n${calls}    p = R_${name}(x, 1)\n    return p.sum()\n}\n`
  );
}

function writeLayers(root: string, layers: number, width: number): number {
  for (let l = 0; l < layers; l++) {
    mkdirSync(path.join(root, `l${l}`), { recursive: true });
    for (let w = 0; w < width; w++) {
      const below = l === 0 ? [] : [0, 1, 2].map((k) => (w * 7 + k * 13) % width).map((t) => ({ module: `l${l - 1}.m${t}`, name: `${l - 1}_${t}` }));
      writeFileSync(path.join(root, `l${l}`, `m${w}.yx`), moduleText(`${l}_${w}`, below));
    }
  }
  return layers * width;
}

function writeChain(root: string, length: number): number {
  mkdirSync(path.join(root, "src"), { recursive: true });
  for (let i = 0; i < length; i++) writeFileSync(path.join(root, "src", `m${i}.yx`), moduleText(String(i), i === 0 ? [] : [{ module: `m${i - 1}`, name: String(i - 1) }]));
  return length;
}

async function indexTime(write: (root: string) => number): Promise<{ files: number; ms: number }> {
  const root = mkdtempSync(path.join(tmpdir(), "yx-bench-deep-"));
  try {
    writeFileSync(path.join(root, "yaoxiang.toml"), '[package]\nname = "deep"\nversion = "0.1.0"\n');
    const files = write(root);
    const workspace = new Workspace(root, createParser, { watch: false });
    await workspace.refresh();
    const view = workspace.view();
    const started = performance.now();
    symbolIndexFor(view);
    const ms = performance.now() - started;
    workspace.dispose();
    return { files, ms };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const layers = await indexTime((root) => writeLayers(root, 20, 100));
const chain = await indexTime((root) => writeChain(root, 1500));
if (json) {
  console.log(JSON.stringify({ layers, chain }));
} else {
  console.log(`deep imports, first index by this thread alone (no goal; watch for growth with depth):`);
  console.log(`  layers: ${layers.files} files in 20 layers, ${layers.ms.toFixed(0)} ms (${(layers.ms / layers.files).toFixed(2)} ms a file)`);
  console.log(`  chain:  ${chain.files} files, ${chain.ms.toFixed(0)} ms (${(chain.ms / chain.files).toFixed(2)} ms a file)`);
}

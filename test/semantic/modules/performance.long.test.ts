// A workspace of 1,000 files: every file imports three others (so each program
// reaches the whole workspace) and std; every import resolves, and a second
// pass is answered from the cache. Speed is measured by `npm run
// bench:workspace`, not here. Long suite: building the 1,000 files takes
// several seconds.
import { describe, expect, it } from "vitest";
import { analyzeImports, semanticModel } from "../../../src/semantic/index.js";
import { fromTexts } from "./fixtures.js";

const N = 1000;

function workspace(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < N; i++) {
    const deps = [1, 7, 31].map((d) => (i + d) % N);
    const lines = ["use std.io", ...deps.map((d) => `use mod${d}.{f${d}, T${d}}`), ""];
    lines.push(`T${i}: Type = { x: Int, y: Float }`, "", `f${i}: (a: Int) -> Int = (a) => {`);
    for (let k = 0; k < 15; k++) lines.push(`    v${k} = a * ${k} + f${deps[k % 3]}(a)`);
    lines.push(`    t: T${deps[0]} = T${deps[1]}(1, 2.0)`, `    u: T${deps[2]} = t`, "    io.println(v1)", "    return v2", "}", "");
    files[`src/mod${i}.yx`] = lines.join("\n");
  }
  return files;
}

describe("1,000 files", () => {
  it("analyses every file's imports, and answers again from the cache", async () => {
    const files = workspace();
    const ws = await fromTexts(files);
    const names = Object.keys(files);
    const first = names.map((rel) => ws.imports(rel));
    for (const [i, result] of first.entries()) expect(result.diagnostics, names[i]).toEqual([]);
    // A second pass over unchanged documents reads the cached model itself, not a new one.
    const models = names.map((rel) => semanticModel(ws.host, rel, ws.doc(rel)));
    names.forEach((rel, i) => expect(semanticModel(ws.host, rel, ws.doc(rel)), rel).toBe(models[i]));
    const again = analyzeImports(ws.host, "src/mod500.yx", ws.doc("src/mod500.yx"));
    expect(again.imports.map((i) => i.module)).toEqual(["std.io", "mod501", "mod507", "mod531"]);
  }, 120_000);
});

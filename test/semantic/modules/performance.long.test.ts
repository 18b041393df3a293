// A workspace of 1,000 files must stay fast: every file imports three others
// (so each program reaches the whole workspace) and std. Bounds are generous
// (CI has 2 cores); the point is to catch quadratic blow-ups, not to benchmark.
// Long suite: building and analysing the 1,000 files takes several seconds.
import { describe, expect, it } from "vitest";
import { analyzeImports } from "../../../src/semantic/index.js";
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
  it("analyses every file's imports quickly, and faster again once cached", async () => {
    const files = workspace();
    const ws = await fromTexts(files);
    const names = Object.keys(files);

    let started = performance.now();
    for (const rel of names) expect(ws.imports(rel).diagnostics, rel).toEqual([]);
    const first = performance.now() - started;

    started = performance.now();
    for (const rel of names) ws.imports(rel);
    const second = performance.now() - started;

    started = performance.now();
    for (let i = 0; i < 50; i++) analyzeImports(ws.host, "src/mod500.yx", ws.doc("src/mod500.yx"));
    const single = (performance.now() - started) / 50;

    expect(first).toBeLessThan(20_000);
    // Relative, so that other tests sharing the cores do not fail it: typically a
    // quarter of the first pass, half of it with the long suite running beside it.
    expect(second).toBeLessThan(first);
    expect(single).toBeLessThan(50);
  }, 60_000);
});

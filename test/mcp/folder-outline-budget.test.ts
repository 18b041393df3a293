// A folder's outline over the output budget names every file it can before
// leaving any out: signatures go first, then each long file keeps its first
// symbols (101a D8: a file whose outline alone was over the budget ended the
// list there, and raising max_chars below its size changed nothing).
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const many = Array.from({ length: 1_500 }, (_, i) => `function_number_${i}: (value: Int) -> Int = value + ${i}\n`).join("");
const files: Record<string, string> = { "a_first.yx": "first: (x: Int) -> Int = x\n", "b_many.yx": many };
for (let i = 0; i < 30; i++) files[`c_${String(i).padStart(2, "0")}.yx`] = `Point${i}: Type = { x: Int, y: Int }\n\nnorm${i}: (p: Point${i}) -> Int = p.x * p.x + p.y * p.y\n`;
const project = servedProject("yx-folder-outline-", files);
const wide = `Wide: Type = {\n${Array.from({ length: 4_000 }, (_, i) => `    field_${i}: Int,`).join("\n")}\n}\n\n${Array.from({ length: 30 }, (_, i) => `after_${i}: Int = ${i}\n`).join("")}`;
const single = servedProject("yx-file-outline-", { "wide.yx": wide });
const typed: Record<string, string> = {};
for (let i = 0; i < 12; i++) {
  // More members than a cut outline keeps of each (10): the step that cuts them is passed through (106e X6).
  const sides = Array.from({ length: 14 }, (_, j) => `    side_${j}: Int,`).join("\n");
  typed[`t_${String(i).padStart(2, "0")}.yx`] = `Shape${i}: Type = {\n${sides}\n}\n\nShape${i}.area: (self: &Shape${i}) -> Int = self.side_0 * self.side_1\n\nbuild${i}: (n: Int) -> Shape${i} = Shape${i}(${Array.from({ length: 14 }, () => "n").join(", ")})\n`;
}
const typedFolder = servedProject("yx-folder-types-", typed);
const big = Array.from({ length: 4 }, (_, t) => {
  const fields = Array.from({ length: 25 }, (_, f) => `    f${f}: Int,`).join("\n");
  const methods = Array.from({ length: 15 }, (_, m) => `T${t}.m${m}: (self: &T${t}, a: Int) -> Int = { return self.f0 + a }\n`).join("");
  return `T${t}: Type = {\n${fields}\n}\n\n${methods}`;
}).join("\n");
const bigFile = servedProject("yx-file-members-", { "big.yx": big });

type Outline = { files: { file: string; symbols: { name: string; signature?: string }[]; symbol_count?: number }[]; truncated: boolean; hint?: string };

async function outline(maxChars: number): Promise<{ outline: Outline; chars: number }> {
  const result = await project.call("list_symbols", { path: "", max_chars: maxChars });
  return { outline: result.structuredContent as Outline, chars: JSON.stringify(result.structuredContent).length };
}

describe("a folder's outline over the budget", () => {
  it("names every file, the long one with its first symbols and how many it has", async () => {
    const { outline: cut, chars } = await outline(20_000);
    expect(chars).toBeLessThanOrEqual(20_000);
    expect(cut.files.map((f) => f.file)).toEqual(Object.keys(files).sort());
    const long = cut.files.find((f) => f.file === "b_many.yx")!;
    expect(long.symbol_count).toBe(1_500);
    expect(long.symbols.map((s) => s.name).slice(0, 2)).toEqual(["function_number_0", "function_number_1"]);
    expect(cut.truncated).toBe(true);
    expect(cut.hint).toContain("symbol_count");
  });

  it("shows more as max_chars grows", async () => {
    const small = await outline(5_000);
    const large = await outline(60_000);
    expect(small.chars).toBeLessThanOrEqual(5_000);
    expect(large.chars).toBeLessThanOrEqual(60_000);
    expect(small.outline.files.length).toBeGreaterThan(2);
    expect(small.outline.files.length).toBeLessThan(large.outline.files.length);
    expect(large.outline.files.map((f) => f.file)).toEqual(Object.keys(files).sort());
  });
});

describe("a folder's outline over the budget, with types", () => {
  it("leaves members out before signatures, child_count saying how many each type has (106a T4)", async () => {
    const full = (await typedFolder.call("list_symbols", { path: "", max_chars: 80_000 })).structuredContent as { files: { symbols: { name: string; children?: unknown[] }[] }[]; truncated: boolean };
    expect(full.truncated).toBe(false);
    expect(full.files[0]!.symbols[0]!.children).toHaveLength(15);
    const cut = (await typedFolder.call("list_symbols", { path: "", max_chars: 6_000 })).structuredContent as { files: { symbols: { name: string; signature?: string; child_count?: number; children?: unknown[] }[] }[]; hint: string };
    expect(JSON.stringify(cut).length).toBeLessThanOrEqual(6_000);
    expect(cut.files).toHaveLength(12);
    expect(cut.files.every((f) => f.symbols[0]!.children === undefined && f.symbols[0]!.child_count === 15)).toBe(true);
    expect(cut.files.every((f) => f.symbols[1]!.signature !== undefined)).toBe(true);
    expect(cut.hint).toContain("child_count");
    // Only the step in effect is told: no member is shown, so none is "cut to its first 10" (106e X6).
    expect(cut.hint).toMatch(/^Members left out of a folder's outline/);
    expect(cut.hint).not.toContain("Members cut to each symbol's first");
  });
});

describe("a file's outline over the budget", () => {
  it("leaves its types' members out before any type, child_count saying how many each has (107a L13)", async () => {
    const data = (await bigFile.call("list_symbols", { file_path: "big.yx", max_chars: 1_200 })).structuredContent as { symbols: { name: string; child_count?: number; children?: unknown[] }[]; hint: string };
    expect(JSON.stringify(data).length).toBeLessThanOrEqual(1_200);
    expect(data.symbols.map((s) => s.name)).toEqual(["T0", "T1", "T2", "T3"]);
    expect(data.symbols.every((s) => s.children === undefined && s.child_count === 40)).toBe(true);
    expect(data.hint).toMatch(/^Members left out of the outline/);
  });

  it("lists every symbol, a record of 4,000 fields with its first members and how many it has (101d D5)", async () => {
    const result = await single.call("list_symbols", { file_path: "wide.yx" });
    const data = result.structuredContent as { symbols: { name: string; child_count?: number; children?: unknown[] }[]; hint: string };
    expect(JSON.stringify(data).length).toBeLessThanOrEqual(20_000);
    expect(data.symbols.map((s) => s.name)).toEqual(["Wide", ...Array.from({ length: 30 }, (_, i) => `after_${i}`)]);
    expect(data.symbols[0]!.child_count).toBe(4_000);
    expect(data.symbols[0]!.children).toHaveLength(10);
    expect(data.hint).toContain("child_count");
  });
});

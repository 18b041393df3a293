// The output budget's list cut (src/mcp/budget.ts): it measures each item once
// and adds lengths up instead of serializing every candidate form, so it must
// choose exactly the form the plain search over serialized forms chooses.
import { describe, expect, it } from "vitest";
import { fitLists, fitResult, HARD_MAX_CHARS, headOfList, longTextsShortened, madeWithin, shortenedTexts, standsFor } from "../../src/mcp/budget.js";
import { random } from "../helpers/random.js";

const TEXTS = ["", "a", "名字", "line\nbreak", 'quote " and \\ slash', "😀 emoji", "x".repeat(300)];

function item(next: () => number): unknown {
  const pick = next();
  if (pick < 0.1) return Math.floor(next() * 100_000);
  if (pick < 0.15) return null;
  if (pick < 0.2) return TEXTS[Math.floor(next() * TEXTS.length)];
  return { name: TEXTS[Math.floor(next() * TEXTS.length)], line: Math.floor(next() * 1000), nested: next() < 0.3 ? { deep: [1, 2, TEXTS[1]] } : undefined };
}

/** The largest common list length whose serialized form fits, found by serializing every form. */
function plainSearch(data: Record<string, unknown>, lists: string[], limit: number, hint: string): string {
  const lengths = lists.map((k) => (Array.isArray(data[k]) ? (data[k] as unknown[]).length : 0));
  const total = lengths.reduce((a, b) => a + b, 0);
  const build = (n: number) => {
    const cut: Record<string, unknown> = { ...data };
    let shown = 0;
    for (const key of lists) {
      const list = data[key];
      if (!Array.isArray(list)) continue;
      cut[key] = list.slice(0, n);
      shown += Math.min(n, list.length);
    }
    return { ...cut, truncated: true, hint: `Output cut to fit ${limit} characters: ${shown} of ${total} items shown. ${hint} Or pass max_chars (up to ${HARD_MAX_CHARS}).` };
  };
  let best = JSON.stringify(build(0));
  for (let n = 1; n <= Math.max(0, ...lengths); n++) {
    const json = JSON.stringify(build(n));
    if (json.length > limit) break;
    best = json;
  }
  return best;
}

describe("fitLists", () => {
  it("chooses the form a search over serialized forms chooses, on 300 seeded cases", () => {
    const next = random(15);
    let cut = 0;
    for (let c = 0; c < 300; c++) {
      const data: Record<string, unknown> = { summary: { files: Math.floor(next() * 50) }, note: TEXTS[c % TEXTS.length] };
      const lists = ["symbols", "diagnostics"].slice(0, 1 + Math.floor(next() * 2));
      for (const key of lists) data[key] = Array.from({ length: Math.floor(next() * 120) }, () => item(next));
      const limit = 200 + Math.floor(next() * 6000);
      const fitted = fitLists(data, lists, limit, "Narrow it.");
      const whole = JSON.stringify({ ...data, truncated: false });
      const expected = whole.length <= limit ? whole : plainSearch(data, lists, limit, "Narrow it.");
      expect(fitted.json).toBe(expected);
      // A budget without smaller forms goes straight to the cut, the whole result never serialized when large.
      expect(fitResult(data, { lists, hint: "Narrow it." }, limit).json).toBe(expected);
      expect(JSON.stringify(fitted.value)).toBe(fitted.json);
      if (whole.length > limit) cut++;
    }
    expect(cut).toBeGreaterThan(100); // most cases are over the limit: the cut is what is tested
  });

  it("returns the smallest form, marked as not fitting, when even empty lists are over the limit", () => {
    const data = { preface: "p".repeat(2_000), symbols: [{ a: 1 }, { a: 2 }] };
    const fitted = fitLists(data, ["symbols"], 1_000, "Narrow it.");
    expect(fitted.fits).toBe(false);
    expect(fitted.value.symbols).toEqual([]);
    expect(fitted.json).toBe(JSON.stringify(fitted.value));
  });

  it("fitResult cuts after its shrink steps, with their hints first", () => {
    const data = { body: "b".repeat(5_000), items: Array.from({ length: 400 }, (_, i) => ({ i, text: `item ${i}` })) };
    const fitted = fitResult(data, { lists: ["items"], hint: "Pass a limit.", shrink: [{ shrink: (d) => ({ ...d, body: undefined }), hint: "Bodies left out." }] }, 3_000);
    const value = fitted.value as { items: unknown[]; hint: string; truncated: boolean };
    expect(fitted.json.length).toBeLessThanOrEqual(3_000);
    expect(value.truncated).toBe(true);
    expect(value.hint).toMatch(/^Output cut to fit 3000 characters: \d+ of 400 items shown\. Bodies left out\. Pass a limit\./);
    // The form with one item more would not have fitted.
    const n = value.items.length;
    const bigger = { ...value, items: data.items.slice(0, n + 1), hint: value.hint.replace(`${n} of 400`, `${n + 1} of 400`) };
    expect(JSON.stringify(bigger).length).toBeGreaterThan(3_000);
  });

  it("keeps the lists it keeps whole while it cuts the others, when that fits (round 34, 48d D3: a rename's warnings were cut first)", () => {
    const warnings = [{ code: "MCP-RENAME-PARSE-ERROR", message: "uses may be missed" }];
    const data = { files: [{ file: "a.yx", edits: "e".repeat(5_000) }], diagnostics: warnings };
    const fitted = fitResult(data, { lists: ["files", "diagnostics"], keep: ["diagnostics"], hint: "Pass a limit." }, 1_000);
    const value = fitted.value as { files: unknown[]; diagnostics: unknown[]; hint: string };
    expect(fitted.fits).toBe(true);
    expect(value.files).toEqual([]);
    expect(value.diagnostics).toEqual(warnings);
    expect(value.hint).toMatch(/^Output cut to fit 1000 characters: 0 of 1 items shown\. diagnostics shown whole\. Pass a limit\./);
    // When even they are over the limit, every list is cut as before.
    const many = { ...data, diagnostics: Array.from({ length: 100 }, (_, i) => ({ code: "W", message: `warning ${i}` })) };
    const cut = fitResult(many, { lists: ["files", "diagnostics"], keep: ["diagnostics"], hint: "Pass a limit." }, 1_000);
    expect(cut.json.length).toBeLessThanOrEqual(1_000);
    expect((cut.value as { diagnostics: unknown[] }).diagnostics.length).toBeLessThan(100);
  });

  it("cuts the head of a long list (headOfList) exactly as the whole list, and counts every item in the hint", () => {
    const next = random(11);
    for (let c = 0; c < 50; c++) {
      const items = Array.from({ length: 500 + Math.floor(next() * 5_000) }, (_, i) => ({ file: `f${i % 7}.yx`, line_text: "x".repeat(Math.floor(next() * 80)) }));
      const limit = 1_000 + Math.floor(next() * 20_000);
      const minItemChars = JSON.stringify({ file: "f0.yx", line_text: "" }).length;
      const head = headOfList(items, limit, minItemChars);
      expect(head.length).toBeLessThan(items.length);
      const fromHead = fitLists({ items: standsFor([...head], items.length) }, ["items"], limit, "Narrow it.");
      const fromWhole = fitLists({ items }, ["items"], limit, "Narrow it.");
      expect(fromHead.json).toBe(fromWhole.json);
    }
  });

  it("measures a result with smaller forms no further than its budget: items past it are never serialized", () => {
    let serialized = 0;
    // toJSON counts each time an item is serialized (measured or written).
    const items = Array.from({ length: 20_000 }, (_, i) => ({ toJSON: () => (serialized++, { i, name: `symbol_${i}` }) }));
    const budget = { lists: ["items"], hint: "Pass a limit.", shrink: [longTextsShortened(["items"])] };
    const fitted = fitResult({ items }, budget, 2_000);
    const count = serialized;
    const value = fitted.value as { items: unknown[]; hint: string };
    expect(fitted.json.length).toBeLessThanOrEqual(2_000);
    expect(value.hint).toMatch(new RegExp(`: ${value.items.length} of 20000 items shown`));
    // Each item measured once until the budget is spent, and those shown written once more: at most
    // twice as many as could fit at the least size of one (it was all 20,000 items serialized whole).
    const leastItem = JSON.stringify({ i: 0, name: "symbol_0" }).length;
    expect(count).toBeLessThanOrEqual(2 * (Math.floor(2_000 / leastItem) + 1));
    // A result within its budget is the whole, serialized as JSON.stringify does.
    const small = fitResult({ items: items.slice(0, 3), note: "n" }, budget, 2_000);
    expect(small.value).toEqual({ items: items.slice(0, 3), note: "n", truncated: false });
    expect(small.json).toBe(JSON.stringify({ items: items.slice(0, 3), note: "n", truncated: false }));
  });

  it("counts every item of a head whose texts a step shortened (the copy stands for the whole list too)", () => {
    const items = Array.from({ length: 5_000 }, (_, i) => ({ i, doc: i === 0 ? "d".repeat(3_000) : "short" }));
    const head = headOfList(items, 4_000, 10);
    const fitted = fitResult({ items: standsFor([...head], items.length) }, { lists: ["items"], hint: "Narrow it.", shrink: [longTextsShortened(["items"])] }, 4_000);
    const value = fitted.value as { items: { doc: string }[]; truncated: boolean; hint: string };
    expect(value.truncated).toBe(true);
    expect(value.items[0]!.doc.length).toBeLessThan(3_000);
    expect(value.hint).toMatch(new RegExp(`: ${value.items.length} of 5000 items shown\\. Texts over 500 characters shortened\\.`));
  });

  it("fits the items made only as far as the budget could show them (madeWithin) as all of them made, on 300 seeded cases", () => {
    const next = random(23);
    for (let c = 0; c < 300; c++) {
      const count = Math.floor(next() * 400);
      const items = Array.from({ length: count }, (_, i) => ({ i, name: `symbol_${i}`, doc: next() < 0.02 ? "d".repeat(600 + Math.floor(next() * 2_000)) : "x".repeat(Math.floor(next() * 120)) }));
      const limit = 1_000 + Math.floor(next() * 30_000);
      const budget = { lists: ["symbols"], hint: "Pass a longer query.", shrink: [longTextsShortened(["symbols"])] };
      let made = 0;
      const head = madeWithin(items, (item) => (made++, { ...item }), limit);
      expect(made).toBe(head.length);
      const fromHead = fitResult({ symbols: head, note: "n" }, budget, limit);
      const fromAll = fitResult({ symbols: items, note: "n" }, budget, limit);
      expect(fromHead.json.length).toBeLessThanOrEqual(limit);
      const shown = (fromHead.value as { symbols: unknown[] }).symbols;
      // As many items or more: a text past the head, never shown, no longer shortens the rest or lengthens the hint.
      expect(shown.length).toBeGreaterThanOrEqual((fromAll.value as { symbols: unknown[] }).symbols.length);
      if (fromHead.json === fromAll.json) continue;
      expect(shown.length - (fromAll.value as { symbols: unknown[] }).symbols.length).toBeLessThanOrEqual(2);
      shown.forEach((item, i) => expect([JSON.stringify(items[i]), JSON.stringify(shortenedTexts(items[i], 500))]).toContain(JSON.stringify(item)));
      expect((fromHead.value as { hint: string }).hint).toContain(` of ${count} items shown`);
    }
  });

  it("never passes a head off as the whole list, even when the head fits", () => {
    // A head made with a wrong (too large) least size: it fits, but it is not the whole list.
    const items = Array.from({ length: 1_000 }, (_, i) => i);
    const head = headOfList(items, 2_000, 100);
    const fitted = fitLists({ items: standsFor([...head], items.length) }, ["items"], 2_000, "Narrow it.");
    const value = fitted.value as { items: number[]; truncated: boolean; hint: string };
    expect(value.items).toEqual(head);
    expect(value.truncated).toBe(true);
    expect(value.hint).toMatch(/21 of 1000 items shown/);
  });
});

describe("the hint of a cut at the largest budget (82a D6)", () => {
  it("does not offer a larger max_chars, only narrowing", () => {
    const data = { symbols: Array.from({ length: 3000 }, (_, i) => ({ name: `symbol_${i}`, text: "x".repeat(40) })) };
    const hint = (limit: number) => (fitLists(data, ["symbols"], limit, "Narrow it.").value as { hint: string }).hint;
    expect(hint(HARD_MAX_CHARS)).toMatch(/ of 3000 items shown\. Narrow it\. \(max_chars is at its most, 80000\.\)$/);
    expect(hint(20_000)).toMatch(/Narrow it\. Or pass max_chars \(up to 80000\)\.$/);
  });
});

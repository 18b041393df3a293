// The output budget's size bound (budget.ts jsonLengthAtLeast): fitResult
// skips serializing a form whose bound is over the limit, so the bound must
// never exceed the real JSON length, and it is exact where nothing needs
// escaping and every number is one digit. And fitResult gives the same
// answer as serializing every form would.
import { describe, expect, it } from "vitest";
import { fitResult, jsonLengthAtLeast, type Budget } from "../../src/mcp/budget.js";
import { random } from "../helpers/random.js";

const PIECES = ["a", "é", "\n", '"', "\\", "\u2028", "\ud83d\ude00", "\ud800", "\t", "\u0001", "xyz"];

function randomValue(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 3 ? 5 : 8));
  switch (pick) {
    case 0:
      return Array.from({ length: Math.floor(next() * 4) }, () => PIECES[Math.floor(next() * PIECES.length)]).join("");
    case 1:
      return [0, 7, -1, 1.5, 1e21, Number.NaN, Infinity][Math.floor(next() * 7)];
    case 2:
      return next() < 0.5;
    case 3:
      return null;
    case 4:
      return undefined;
    case 5:
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(next() * 4); i > 0; i--) object[["k", "key", 'q"', "é"][Math.floor(next() * 4)]! + i] = randomValue(next, depth + 1);
      return object;
    }
  }
}

describe("jsonLengthAtLeast", () => {
  it("never exceeds the JSON length (2,000 seeded values: escapes, surrogates, numbers, undefined, nesting)", () => {
    const next = random(2026);
    for (let i = 0; i < 2_000; i++) {
      const value = { top: randomValue(next, 0), list: [randomValue(next, 1), undefined] };
      const json = JSON.stringify(value);
      expect(jsonLengthAtLeast(value), json).toBeLessThanOrEqual(json.length);
    }
  });

  it("is exact without escapes and with one-digit numbers", () => {
    for (const value of [{}, [], "", "abc", [1, "b", null, undefined], { a: 1, b: { c: [] }, d: undefined }, { files: [{ file: "a.yx", lines: ["+x", "-y"] }] }]) {
      expect(jsonLengthAtLeast(value), JSON.stringify(value)).toBe(JSON.stringify(value).length);
    }
  });
});

describe("fitResult", () => {
  const budget: Budget = {
    lists: ["items"],
    hint: "Ask for less.",
    shrink: [{ shrink: (data) => ("text" in data ? { ...data, text: undefined } : undefined), hint: "Text left out." }],
  };

  it("keeps the whole result, a shrunk form or a cut list exactly as far as each fits", () => {
    const data = { text: "t".repeat(3_000), items: Array.from({ length: 400 }, (_, i) => `item ${i}`) };
    for (const limit of [1_000, 3_100, 4_000, 7_000, 20_000]) {
      const fitted = fitResult(data, budget, limit);
      expect(fitted.fits).toBe(true);
      expect(fitted.json).toBe(JSON.stringify(fitted.value));
      expect(fitted.json.length).toBeLessThanOrEqual(limit);
      const whole = JSON.stringify({ ...data, truncated: false });
      if (whole.length <= limit) expect(fitted.value).toEqual({ ...data, truncated: false });
      else {
        expect(fitted.value.truncated).toBe(true);
        expect(fitted.value.text).toBeUndefined();
        const items = fitted.value.items as string[];
        // The longest head of the list that fits: one more item would not.
        const longer = { ...fitted.value, items: data.items.slice(0, items.length + 1) };
        if (items.length < data.items.length) expect(JSON.stringify(longer).length).toBeGreaterThan(limit);
      }
    }
  });
});

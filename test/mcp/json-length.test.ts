// jsonLength counts what JSON.stringify would write without writing it (the
// budget measures every item of a long answer with it): it must agree with
// JSON.stringify on every value a tool's result can hold.
import { describe, expect, it } from "vitest";
import { jsonLength, jsonStringLength } from "../../src/mcp/json-length.js";
import { random } from "../helpers/random.js";

const TEXTS = ["", "a", "名字", "line\nbreak\ttab\r\f\b", 'quote " and \\ slash', "😀 emoji", "\u0001\u001f control", "lone \ud800 high", "lone \udc00 low", "end \ud83d", "x".repeat(300), "\u2028\u2029 separators", "</script>"];
const NUMBERS = [0, -0, 1, -1, 9, 10, 99, 100, -100, 123456789, 2 ** 53, -(2 ** 53), 1e21, 1e-7, 0.1, -3.25, 1 / 3, NaN, Infinity, -Infinity, Number.MAX_VALUE, Number.MIN_VALUE];

function value(next: () => number, depth: number): unknown {
  const pick = next();
  const one = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  if (pick < 0.2) return one(NUMBERS);
  if (pick < 0.35) return one(TEXTS);
  if (pick < 0.4) return one([true, false, null, undefined]);
  if (depth > 3 || pick < 0.5) return one([...NUMBERS, ...TEXTS]);
  if (pick < 0.75) return Array.from({ length: Math.floor(next() * 5) }, () => value(next, depth + 1));
  const record: Record<string, unknown> = {};
  for (let i = Math.floor(next() * 5); i > 0; i--) record[one(TEXTS)] = value(next, depth + 1);
  if (next() < 0.2) record.skipped = one([undefined, () => 1, Symbol("s")]);
  return record;
}

const stringified = (v: unknown) => (JSON.stringify(v) ?? "null").length;

describe("jsonLength", () => {
  it("is JSON.stringify's length for every kind of string, number and literal", () => {
    for (const text of TEXTS) expect(jsonStringLength(text), JSON.stringify(text)).toBe(JSON.stringify(text).length);
    for (const v of [...NUMBERS, ...TEXTS, true, false, null, undefined, [], {}, [undefined, () => 1], { a: undefined }])
      expect(jsonLength(v), String(JSON.stringify(v))).toBe(stringified(v));
  });

  it("agrees with JSON.stringify on 3,000 random nested results", () => {
    const next = random(105);
    for (let i = 0; i < 3000; i++) {
      const v = value(next, 0);
      expect(jsonLength(v), JSON.stringify(v)).toBe(stringified(v));
    }
  });

  it("serializes what defines its own JSON form (a Date) and counts maps and sets as JSON.stringify does", () => {
    const v = { when: new Date(0), items: [new Date(86_400_000)], map: new Map([[1, 2]]), set: new Set([1]) };
    expect(jsonLength(v)).toBe(stringified(v));
  });
});

// finish() sends the JSON the output budget made when zod's copy of the value
// kept it whole (engine/kept-whole.ts), and serializes the copy when a schema
// stripped a key: what is sent is always what the schema let through.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { keptWhole } from "../../src/mcp/engine/kept-whole.js";

const schema = z.object({
  symbols: z.array(z.looseObject({})),
  summary: z.object({ files: z.number() }),
  hint: z.string().optional(),
});

describe("keptWhole", () => {
  it("is true for zod's copy of a value the schema lets through whole, loose items' own keys included", () => {
    const value = { symbols: [{ name: "a", span: [1, 2, 1, 3], extra: { deep: [true, null] } }, {}], summary: { files: 2 }, hint: undefined };
    const copy = schema.parse(value);
    expect(copy).not.toBe(value);
    expect(keptWhole(value, copy)).toBe(true);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
  });

  it("is false when a strict object schema stripped a key, at any level", () => {
    const top = { symbols: [], summary: { files: 1 }, stray: 1 };
    expect(keptWhole(top, schema.parse(top))).toBe(false);
    const nested = { symbols: [], summary: { files: 1, stray: "x" } };
    expect(keptWhole(nested, schema.parse(nested))).toBe(false);
  });

  it("is false when the copy differs in a value or a list's length", () => {
    expect(keptWhole({ a: [1, 2] }, { a: [1] })).toBe(false);
    expect(keptWhole({ a: "x" }, { a: "y" })).toBe(false);
    expect(keptWhole({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

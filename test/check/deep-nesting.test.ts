// typecheck on code nested thousands of levels deep: a long operator chain is
// checked (its left spine is walked in a loop), and a file too deep for the
// recursive passes gets one E8001 saying it was not checked, never a crash
// and never a clean answer.
import { describe, expect, it } from "vitest";
import { check, codes } from "./helpers.js";

const chain = (term: string, n: number) => Array.from({ length: n }, () => term).join(" + ");

describe("deeply nested code", () => {
  it("checks a 20,000-term operator chain and finds the unknown name in it", async () => {
    expect(codes(await check(`x = ${chain("1", 20_000)}\n`))).toEqual([]);
    expect(codes(await check(`x = ${chain("1", 10_000)} + missing_name + ${chain("1", 10_000)}\n`))).toEqual(["E1001@1"]);
  });

  it("reports E8001 (not checked) for parentheses nested 8,000 deep", async () => {
    const diagnostics = await check(`ok = 1\nx = ${"(".repeat(8000)}1${")".repeat(8000)}\n`);
    expect(codes(diagnostics)).toEqual(["E8001@1"]);
    expect(diagnostics[0]?.message).toMatch(/nested too deeply/);
  });
});

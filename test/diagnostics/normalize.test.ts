// normalizeDiagnostics: one diagnostic per code and span (diagnostics.md §3.7),
// sorted; the E1002s of one call's arguments, all at its `(`, become one that
// names each argument.
import { describe, expect, it } from "vitest";
import { normalizeDiagnostics, type Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { check } from "../check/helpers.js";

const at = (code: string, line: number, message: string, help?: string): Diagnostic => ({ code, severity: "error", message, span: [line, 5, line, 9], ...(help ? { help } : {}) });

describe("normalizeDiagnostics", () => {
  it("drops an exact duplicate and keeps one E1002 per span that says every message once, with each help once", () => {
    const out = normalizeDiagnostics([
      at("E2014", 2, "moved"),
      at("E2014", 2, "moved"),
      at("E1002", 3, "argument 1 ('a') of 'f' must be Int, but the value is String", "pass an Int"),
      at("E1002", 3, "argument 2 ('b') of 'f' must be Bool, but the value is Float", "pass an Int"),
      at("E1002", 3, "argument 1 ('a') of 'f' must be Int, but the value is String"),
      at("E1002", 1, "a: Int = \"s\""),
    ]);
    expect(out.map((d) => [d.code, d.span[0], d.message, d.help])).toEqual([
      ["E1002", 1, 'a: Int = "s"', undefined],
      ["E2014", 2, "moved", undefined],
      ["E1002", 3, "argument 1 ('a') of 'f' must be Int, but the value is String; argument 2 ('b') of 'f' must be Bool, but the value is Float", "pass an Int"],
    ]);
  });

  it("gives a call with three wrong arguments one E1002 at its `(` naming all three (114a F3, 116a F3; 90a D4: only the first was kept)", async () => {
    const found = await check('f: (a: Int, b: Bool, c: Float) -> Int = (a, b, c) => a\nmain = {\n x = f("s", 1.5, true)\n}');
    expect(found.map((d) => `${d.code} ${d.span.join(":")}`)).toEqual(["E1002 3:7:3:23"]);
    expect(found[0]!.message.split("; ")).toEqual([
      "argument 1 ('a') of 'f' must be Int, but the value is String",
      "argument 2 ('b') of 'f' must be Bool, but the value is Float",
      "argument 3 ('c') of 'f' must be Float, but the value is Bool",
    ]);
  });
});

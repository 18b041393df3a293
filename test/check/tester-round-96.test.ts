// Tester round 96a (refactorings an agent does with the tools): what it found, fixed.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

describe("a call of a method bound by position (96a D1)", () => {
  it("is counted as the function it binds is declared, without the parameter its receiver fills", async () => {
    const source =
      "V: Type = { x: Float, y: Float }\n\ndot: (a: &V, b: &V, w: Float) -> Float = {\n    return (a.x * b.x + a.y * b.y) * w\n}\n\nV.dotp = dot[0]\n\n" +
      'main = {\n    a = V(1.0, 2.0)\n    b = V(3.0, 4.0)\n    r0 = a.dotp(b, 2.0)\n    r1 = a.dotp(b)\n    r2 = a.dotp(b, "x")\n}\n';
    expect((await check(source)).map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1010 13:16 the method 'V.dotp' takes 2 argument(s) besides its receiver but 1 was given",
      "E1002 14:16 argument 2 ('w') of 'V.dotp' must be Float, but the value is String",
    ]);
  });

  it("by a position from the end, the receiver fills that one", async () => {
    const source = 'V: Type = { x: Float }\np4: (c: Int, d: String, a: V) -> Float = a.x\nV.mp = p4[-1]\n\nmain = {\n    a = V(1.0)\n    ok = a.mp(1, "x")\n    bad = a.mp(1)\n}\n';
    expect((await check(source)).map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1010 8:15"]);
  });
});


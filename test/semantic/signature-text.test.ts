// The signature a declaration shows (lookup_symbol, the outline): one line
// however it is laid out, so format_source does not change it.
import { describe, expect, it } from "vitest";
import { normalisedSignature, signatureAt } from "../../src/semantic/model/signature-text.js";

describe("signatures", () => {
  const signatureOf = (text: string) => signatureAt(text, 0, text.length);

  it("are one line however the declaration is laid out: no comments, no space inside brackets, one after a comma, no trailing comma", () => {
    expect(signatureOf("(a: Int, // first part\n    b: Int, c: Int) -> Int")).toBe("(a: Int, b: Int, c: Int) -> Int");
    expect(signatureOf("(\n    customer_name: String,\n    note: String,\n) -> String")).toBe("(customer_name: String, note: String) -> String");
    expect(signatureOf("(xs: &List(Int),\ntarget: Int,lo: Int) -> Int")).toBe("(xs: &List(Int), target: Int, lo: Int) -> Int");
    expect(signatureOf("( x: Int /* the x */ ) -> Int")).toBe("(x: Int) -> Int");
  });

  it("drop the trailing comma of a one-entry parameter list broken over lines, which is no tuple (68a D2)", () => {
    expect(signatureOf("(\n    n: Int,\n) -> Int")).toBe("(n: Int) -> Int");
    expect(signatureOf("(\n    self: &Vec2,\n) -> Float")).toBe("(self: &Vec2) -> Float");
    expect(signatureOf("(\n    T: Type,\n) -> (\n    x: T,\n) -> T")).toBe("(T: Type) -> (x: T) -> T");
    expect(signatureOf("(\n    Int,\n) -> Int")).toBe("(Int) -> Int");
    expect(signatureOf("(\n    t: (Int,),\n) -> (Int,)")).toBe("(t: (Int,)) -> (Int,)");
  });

  it("keep a one-tuple's comma and what a string says", () => {
    expect(signatureOf("(t: (Int,)) -> (Int,)")).toBe("(t: (Int,)) -> (Int,)");
    expect(signatureOf('(s: String = "a // b") -> Int')).toBe('(s: String = "a // b") -> Int');
  });

  it("take the text as written when nothing in it needs normalising, the same as normalising it", () => {
    // Random texts of signature pieces (seeded): the fast path and the normalisation agree on every one.
    const pieces = ["(", ")", "[", "]", "{", "}", ",", ", ", " ", "  ", "\n", "a: Int", "&List(T)", "->", " -> ", "x", "(Int,)", "/* c */", "// c\n", '"s, )"', "\t"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 12) }, () => pieces[Math.floor(next() * pieces.length)]).join("");
      expect(signatureAt(text, 0, text.length), JSON.stringify(text)).toBe(normalisedSignature(text));
    }
    expect(signatureAt("(a: &Point, b: &Point) -> Float", 0, 31)).toBe("(a: &Point, b: &Point) -> Float");
  });
});

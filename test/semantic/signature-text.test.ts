// The signature a declaration shows (lookup_symbol, the outline): one line
// however it is laid out, so format_source does not change it.
import { describe, expect, it } from "vitest";
import { signatureAt } from "../../src/semantic/model/signature-text.js";

describe("signatures", () => {
  const signatureOf = (text: string) => signatureAt(text, 0, text.length);

  it("are one line however the declaration is laid out: no comments, no space inside brackets, one after a comma, no trailing comma", () => {
    expect(signatureOf("(a: Int, // first part\n    b: Int, c: Int) -> Int")).toBe("(a: Int, b: Int, c: Int) -> Int");
    expect(signatureOf("(\n    customer_name: String,\n    note: String,\n) -> String")).toBe("(customer_name: String, note: String) -> String");
    expect(signatureOf("(xs: &List(Int),\ntarget: Int,lo: Int) -> Int")).toBe("(xs: &List(Int), target: Int, lo: Int) -> Int");
    expect(signatureOf("( x: Int /* the x */ ) -> Int")).toBe("(x: Int) -> Int");
  });

  it("keep a one-tuple's comma and what a string says", () => {
    expect(signatureOf("(t: (Int,)) -> (Int,)")).toBe("(t: (Int,)) -> (Int,)");
    expect(signatureOf('(s: String = "a // b") -> Int')).toBe('(s: String = "a // b") -> Int');
  });
});

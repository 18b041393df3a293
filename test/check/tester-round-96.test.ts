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

  it("named through its type, is the function it binds as declared, every argument in its own order (112a)", async () => {
    const source =
      "Wallet: Type = { cash: Float, credit = credit_to[1] }\ncredit_to: (amount: Float, w: Wallet) -> Wallet = Wallet(w.cash + amount)\n" +
      "Room: Type = { n: Int }\ntotal_fn: (r: &Room, k: Int) -> Int = r.n + k\nRoom.total = total_fn[0]\n\n" +
      'main = {\n    w = Wallet(1.0)\n    a = Wallet.credit(5.0, w)\n    b = Wallet.credit(w, 5.0)\n    c = Wallet.credit(5.0)\n' +
      '    r = Room(2)\n    d = Room.total(r, 2)\n    e = Room.total(r, "s")\n    f = Room.total(r)\n    print(a, b, c, d, e, f)\n}\n';
    const found = await check(source);
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1002 10:22 argument 1 ('amount') of 'Wallet.credit' must be Float, but the value is Wallet; argument 2 ('w') of 'Wallet.credit' must be Wallet, but the value is Float",
      "E1010 11:22 'Wallet.credit' takes 2 argument(s) but 1 was given",
      "E1002 14:19 argument 2 ('k') of 'Room.total' must be Int, but the value is String",
      "E1010 15:19 'Room.total' takes 2 argument(s) but 1 was given",
    ]);
    // The receiver is named as the first argument only where it is first.
    expect(found.filter((d) => d.code === "E1010").map((d) => d.help)).toEqual([
      "pass one value per parameter of 'Wallet.credit'",
      "called through its type, the method takes its receiver `r` as the first argument, then one value per parameter after it",
    ]);
  });

  it("a function-typed field bound by position is checked so too, on a value and through its type (114a F1)", async () => {
    const source =
      "Square: Type = {\n    side: Float,\n    bump: ((s: Square, d: Float) -> Square)[0] = ((s, d) => Square(s.side + d)),\n" +
      "    tail: ((d: Float, s: Square) -> Square)[-1] = ((d, s) => Square(s.side + d)),\n}\n" +
      'main = {\n    s = Square(2.0)\n    a = Square.bump(s)\n    b = s.bump(1.0, 2.0)\n    c = s.bump("x")\n    d = Square.bump(s, "x")\n' +
      "    e = s.bump(1.0)\n    f = Square.bump(s, 1.0)\n    g = s.tail(1.0)\n    h = Square.tail(1.0, s)\n    i = s.bump(d = 2.0)\n    print(a, b, c, d, e, f, g, h, i)\n}\n";
    expect((await check(source)).map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1010 8:20 'Square.bump' takes 2 argument(s) but 1 was given",
      "E1010 9:15 the method 'Square.bump' takes 1 argument(s) besides its receiver but 2 were given",
      "E1002 10:15 argument 1 ('d') of 'Square.bump' must be Float, but the value is String",
      "E1002 11:20 argument 2 ('d') of 'Square.bump' must be Float, but the value is String",
    ]);
  });
});

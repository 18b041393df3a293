// Tester round 65a: an overloaded method read as a value (`g = m.times`,
// not called) has no single type: neither the value (59a D2) nor the
// member at the read, where a position query gave the first overload's
// `(Int) -> Money` (65a D2). Called, each overload is typed as before.
import { describe, expect, it } from "vitest";
import { typesAt } from "./helpers.js";

const SOURCE = `Money: Type = { cents: Int }

Money.plus: (self: &Money, other: &Money) -> Money = {
    return Money(self.cents + other.cents)
}

Money.times: (self: &Money, k: Int) -> Money = {
    return Money(self.cents * k)
}

Money.times: (self: &Money, f: Float, up: Bool) -> Money = {
    return Money(self.cents)
}

main = {
    m = Money(10)
    h = m.plus
    g = m.times
    a = m.times(2)
    b = m.times(1.5, true)
}
`;

describe("an overloaded method read as a value", () => {
  it("has no type at the read, while a method declared once and each overload's call keep theirs", async () => {
    const [plus, times, g, first, second] = await typesAt(SOURCE, [
      [17, 11],
      [18, 11],
      [18, 5],
      [19, 11],
      [20, 11],
    ]);
    expect(plus).toBe("(&Money) -> Money");
    expect(times).toBeNull();
    // The local read from it is of unknown type, shown `?` (93e D7).
    expect(g).toBe("?");
    expect(first).toBe("(Int) -> Money");
    expect(second).toBe("(Float, Bool) -> Money");
  });
});

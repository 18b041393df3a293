// An anonymous method of a type's body (`fee: ((a: Account, pct: Float) ->
// Float)[0] = ((a, pct) => …)`, syntax.md §3.7) has a body: its parameters
// are `Account.fee#pct`, named by the field's function type as a top-level
// function's are by its annotation (modules-and-workspace.md §4.5: the
// annotation's name has the `signature` role when a lambda head binds it),
// and a call's named argument (`acc.fee(pct = 0.5)`) names the parameter:
// a reference, not a `possible` use (65a D1).
import { describe, expect, it } from "vitest";
import { findReferences, lookupSymbols } from "../../../src/analysis/symbols/index.js";
import { indexOf } from "./workspace.js";

const SOURCE = `Account: Type = {
    balance: Float,
    fee: ((a: Account, pct: Float) -> Float)[0] = ((a, pct) => a.balance * pct),
}

main = {
    acc = Account(balance = 10.0)
    print(acc.fee(pct = 0.5))
    print(acc.fee(0.25))
}
`;

describe("an anonymous method's parameters", () => {
  it("are named by the field's function type, and a call's named argument is a reference", async () => {
    const { index } = await indexOf(new Map([["acct.yx", SOURCE]]));
    const found = findReferences(index, { query: "Account.fee#pct" });
    expect(found.locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["3:24 signature", "3:56 definition", "3:76 read", "8:19 argument"]);
    expect(found.possible ?? []).toEqual([]);
    // The receiver's parameter is named in the type and the lambda; no call names it.
    expect(findReferences(index, { query: "Account.fee#a" }).locations.map((l) => `${l.span[0]}:${l.span[1]} ${l.kind}`)).toEqual(["3:12 signature", "3:53 definition", "3:64 read"]);
    expect(lookupSymbols(index, { query: "Account.fee#pct" }).symbols[0]?.signature).toBe("Float");
  });
});

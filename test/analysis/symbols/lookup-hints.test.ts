// The hint of an empty lookup names the query an agent meant when it wrote a
// member with another language's separator (`::`, `->`, `:`).
import { describe, expect, it } from "vitest";
import { lookupSymbols, SymbolIndex } from "../../../src/analysis/symbols/index.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

describe("an empty lookup's hint", () => {
  it("says a member is written with a dot", async () => {
    const doc = new Document(await sharedParser(), "Account: Type = { cents: Int }\nAccount.withdraw: (self: &mut Account, n: Int) -> Void = {\n    self.cents = self.cents - n\n}\n");
    const index = new SymbolIndex();
    index.sync([{ path: "bank.yx", document: () => doc }]);
    for (const query of ["Account::withdraw", "Account->withdraw", "Account:withdraw"]) {
      const result = lookupSymbols(index, { query });
      expect(result.symbols).toEqual([]);
      expect(result.hint).toContain("A member is written with a dot: query 'Account.withdraw'");
    }
    expect(lookupSymbols(index, { query: "Account.withdraw" }).symbols.map((s) => s.id)).toEqual(["bank.Account.withdraw"]);
  });
});

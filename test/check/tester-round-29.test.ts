// Round 29 (testers' type-system programs): a name a failed import binds is
// unknown, not an undeclared type (§6.2: its uses are not reported again);
// a variant's constructor is checked against its declared function type
// (E1002, E1010), as a field holding a function is; a generic type's
// parameter bounded by an interface is a generic parameter; a `#` line is
// one E0001 and leaves the declarations after it intact.
import { describe, expect, it } from "vitest";
import { documentsHost } from "../../src/semantic/modules/host.js";
import { semanticModel } from "../../src/semantic/index.js";
import { Document } from "../../src/syntax/document.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";
import { check, checkFiles, codes } from "./helpers.js";

describe("a failed import", () => {
  it("leaves the type alias it would have bound unknown: only the E5001, no E1002 where it annotates", async () => {
    const files = {
      "src/core/money.yx": "pub Cents: Type = Int\n",
      "src/core/account.yx": `use core.money.{Cents}
Account: Type = { owner: String, balance: Cents = 0 }
pay: (amount: Cents) -> Int = amount
main = {
    a: Cents = 5
    n = pay(7)
}
`,
    };
    const found = await checkFiles(files, ["src/core/account.yx"]);
    expect(found["src/core/account.yx"]!.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual(["E5001@1 module 'core.money' not found"]);
    // The same alias imported by a path that resolves is Int: 5 fits, "x" does not.
    const resolved = await checkFiles({ ...files, "src/core/account.yx": `use money.{Cents}\nmain = {\n    a: Cents = 5\n    b: Cents = "x"\n}\n` }, ["src/core/account.yx"]);
    expect(codes(resolved["src/core/account.yx"]!)).toEqual(["E1002@4"]);
  });
});

describe("variant constructors", () => {
  it("are checked against the variant's declared function type: argument types (E1002) and counts (E1010)", async () => {
    const source = `Tok: Type = { num: (Int) -> Tok, word: (String) -> Tok, end: () -> Tok }
Pt: Type = { x: Int, y: Int }
main = {
    a = Tok.num("seven")
    b = Tok.num(1, 2)
    c = Tok.end(3)
    d = Tok.word(Pt(1, 2))
    e = Tok.num(7)
    f = Tok.end()
    g = Tok.word("w")
}
`;
    const found = await check(source);
    expect(found.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual([
      "E1002@4 argument 1 of 'Tok.num' must be Int, but the value is String",
      "E1010@5 the variant 'Tok.num' takes 1 argument(s) but 2 were given",
      "E1010@6 the variant 'Tok.end' takes 0 argument(s) but 1 was given",
      "E1002@7 argument 1 of 'Tok.word' must be String, but the value is Pt",
    ]);
  });

  it("of a generic variant set are not checked by type (their type parameters are the arguments')", async () => {
    const source = `Option: (T: Type) -> Type = { some: (T) -> Option(T), none: () -> Option(T) }
main = {
    a = Option.some(1)
    b = Option.some("s")
    c = Option.none()
}
`;
    expect(codes(await check(source))).toEqual([]);
  });
});

describe("a generic type's parameters", () => {
  it("one bounded by an interface is a generic parameter, a constant one a parameter", async () => {
    const source = `Named: Type = { name: (self: &Named) -> String }
Shelf: (T: Named) -> Type = { item: T }
Ring: (T: Type, N: Int) -> Type = { items: List(T) }
`;
    const doc = new Document(await sharedParser(), source);
    try {
      const model = semanticModel(documentsHost(new Map([["main.yx", doc]])), "main.yx", doc);
      const kinds = model.definitions.filter((d) => d.symbolScope === "local").map((d) => `${d.qualifiedName} ${d.kind}`);
      // (`self` of the interface's method is a parameter its function type names: 62a D3.)
      expect(kinds).toEqual(["Named.name#self parameter", "Shelf#T generic_parameter", "Ring#T generic_parameter", "Ring#N parameter"]);
    } finally {
      doc.dispose();
    }
  });
});

describe("a `#` line", () => {
  it("is one E0001 at the `#`; the declarations after it stay declared and used", async () => {
    const source = `# Books with fewer copies than this are flagged for purchase.
MIN_COPIES: Int = 2

// One title.
Book: Type = {
    code: String,
}

n = MIN_COPIES
b = Book("x")
`;
    const found = await check(source);
    expect(found.map((d) => `${d.code}@${d.span.join(",")} ${d.help ?? ""}`)).toEqual(["E0001@1,1,1,2 comments start with `//` or `/*`; YaoXiang has no attributes (`#[derive(…)]`)"]);
  });
});

describe("two modules declaring a record of one name", () => {
  it("are two types: passing one where the other is declared is E1002, naming where the value's is declared", async () => {
    const found = await checkFiles(
      {
        "pots.yx": "Pot: Type = { n: Int }\n",
        "lib.yx": "Pot: Type = { n: Int }\nkeep: (p: Pot) -> Int = (p) => 1\nmake: () -> Pot = () => Pot(2)\n",
        "main.yx": "use pots.{Pot}\nuse lib.{keep, make}\nmain = {\n    a = keep(Pot(1))\n    b = keep(make())\n}\n",
      },
      ["main.yx"],
    );
    expect(found["main.yx"]!.map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual([
      "E1002@4 argument 1 ('p') of 'keep' must be Pot, but the value is Pot, another type of the same name (the value's is declared in pots.yx)",
    ]);
  });
});

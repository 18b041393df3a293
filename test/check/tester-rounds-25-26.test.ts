// Rounds 25 and 26 (testers' ownership programs, an agent's refactorings,
// Option/Result-heavy code): a typed copy of a `&mut` token, Options and
// Results that move (a generic variant set's values too), print-like std
// functions that only read, help texts that name the user's binding, a
// top-level function called method-style (E1042 wherever the call is, unless
// `pub` and attached, generic ones included), and generic record instances
// compared by their arguments.
import { describe, expect, it } from "vitest";
import { renameSymbol } from "../../src/analysis/rename/index.js";
import { check, checkFiles, codes } from "./helpers.js";

describe("ownership", () => {
  it("`m2: &mut P = m` copies the write token as `m2 = m` does (E2003); `&P` and a plain value borrow", async () => {
    const copy = `P: Type = { x: Int }
main = {
    mut p = P(1)
    m = &mut p
    m2: &mut P = m
    m2.x = 4
}
edit: (cur: &mut P) -> Void = {
    c2: &mut P = cur
    c2.x = 2
}
`;
    expect(codes(await check(copy))).toEqual(["E2003@5", "E2003@9"]);
    const borrows = `P: Type = { x: Int }
main = {
    mut p = P(1)
    r: &P = p
    q = p
}
`;
    expect(codes(await check(borrows))).toEqual([]);
  });

  it("an Option or a Result passed by value twice is E2014 (§6.7: everything but primitives moves), and the help names it", async () => {
    const source = `use std.string
take: (o: Option(Int)) -> Int = 0
keep: (r: Result(Int, Error)) -> Int = 0
twice: (o: Option(Int)) -> Int = {
    a = take(o)
    b = take(o)
    return a
}
main = {
    r = string.parse_int("1")
    c = keep(r)
    d = keep(r)
}
`;
    const found = await check(source);
    expect(codes(found)).toEqual(["E2014@6", "E2014@12"]);
    expect(found[0]!.help).toContain("`&o`");
  });

  it("a File is not moved by the std functions that take it (writing twice stays clean)", async () => {
    const source = `use std.os
main = {
    f = os.open("log.txt", "w")
    os.write(f, "a")
    os.write(f, "b")
    os.close(f)
}
`;
    expect(codes(await check(source))).toEqual([]);
  });

  it("E2010's help names the binding to declare `mut`, E2003's the token", async () => {
    const source = `main = {
    turn = 0
    while turn < 3 {
        turn = turn + 1
    }
}
P: Type = { x: Int }
pass: (from: &mut P) -> Void = {
    src = from
}
`;
    const found = await check(source);
    expect(codes(found)).toEqual(["E2010@4", "E2003@9"]);
    expect(found[0]!.help).toContain("`mut turn = …`");
    expect(found[1]!.help).toContain("'from'");
    expect(found.map((d) => d.help).join(" ")).not.toMatch(/total|&mut c\b/);
    // A shadowing declaration (E2013) keeps its own help: another name, not `mut`.
    const shadow = await check("main = {\n    n = 1\n    if true {\n        n: Int = 2\n    }\n}\n");
    expect(shadow.map((d) => [d.code, d.help])).toEqual([["E2013", "Give the inner variable a different name."]]);
  });
});

describe("a read after the block that declared the name ended (E2020)", () => {
  it("is a use of that local: a rename renames it with the declaration, and the diagnostic stays", async () => {
    const source = `main = {
    {
        tmp = 40
    }
    again = tmp + 2
}
`;
    expect(codes(await check(source))).toEqual(["E2020@5"]);
    const renamed = await renameSymbol({ source, oldName: "tmp", newName: "scratch", scope: { kind: "function", name: "main" } });
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.edits.map((e) => e.span)).toEqual([
      [3, 9, 3, 12],
      [5, 13, 5, 16],
    ]);
    expect(codes(await check(renamed.source))).toEqual(["E2020@5"]);
  });
});

describe("a top-level function called method-style", () => {
  const model = `Item: Type = { name: String, price: Float }\n`;
  const tags = `use model.{Item}

label: (it: &Item) -> String = (it) => it.name

shown: (it: &Item) -> String = {
    return it.label()
}
`;
  const main = `use model.{Item}
use tags.{label}

main = {
    pen = Item("pen", 1.5)
    s = pen.label()
}
`;

  it("is E1042 in the file that declares it and in a file that imports it alike (§6.6: a field, else a method)", async () => {
    const found = await checkFiles({ "model.yx": model, "tags.yx": tags, "main.yx": main }, ["tags.yx", "main.yx"]);
    expect(codes(found["tags.yx"]!)).toEqual(["E1042@6"]);
    expect(codes(found["main.yx"]!).filter((c) => c.startsWith("E"))).toEqual(["E1042@6"]);
  });

  it("a `pub` function whose first parameter's type is declared in its file is attached: no error", async () => {
    const source = `Item: Type = { name: String }
pub label: (it: &Item) -> String = (it) => it.name
main = {
    i = Item("pen")
    s = i.label()
}
`;
    expect(codes(await check(source))).toEqual([]);
  });
});

describe("generic record instances", () => {
  it("are compared by their arguments where both are known: `Pair(String, Int)` is no `Pair(Int, Int)`", async () => {
    const source = `Pair: (A: Type, B: Type) -> Type = { first: A, second: B }
firsts: (p: Pair(Int, Int)) -> Int = p.first
floats: (p: Pair(Float, Float)) -> Float = p.first
pair_of: (A: Type, B: Type) -> (a: A, b: B) -> Pair(A, B) = (a, b) => Pair(a, b)
main = {
    n = firsts(Pair("a", 2))
    m = firsts(Pair(1, 2))
    f = floats(Pair(1, 2))
    xs: List(Pair(Int, Int)) = [pair_of("k", 1)]
    ys: List(Pair(Int, Int)) = [pair_of(3, 1)]
}
`;
    const found = await check(source);
    expect(codes(found)).toEqual(["E1002@6", "E1002@9"]);
    expect(found[0]!.message).toBe("argument 1 ('p') of 'firsts' must be Pair(Int, Int), but the value is Pair(String, Int)");
  });
});

describe("round 26", () => {
  it("a generic variant set's value moves (`a = Option.some(1)` passed twice by value is E2014), as a plain set's does", async () => {
    const source = `Option: (T: Type) -> Type = { some: (T) -> Option(T), none: () -> Option(T) }
Light: Type = { red: () -> Light, dim: (level: Int) -> Light }
take: (o: Option(Int)) -> Int = 0
use_light: (l: Light) -> Int = 1
main = {
    a = Option.some(1)
    n = take(a)
    m = take(a)
    c = Light.dim(3)
    k = use_light(c)
    j = use_light(c)
}
`;
    expect(codes(await check(source))).toEqual(["E2014@8", "E2014@11"]);
  });

  it("print, println and format only read their arguments through their module too: no E2018 beside a live `&mut`", async () => {
    const source = `use std.{io, string}
main = {
    mut n = 1
    a = &mut n
    println(n)
    io.println(n)
    s1 = format("{}", n)
    s2 = string.format("{}", n)
}
`;
    expect(codes(await check(source))).toEqual([]);
  });

  it("on an interface value, a `pub` function of the interface's file taking it first is attached; another function is E1042, with help", async () => {
    const source = `Shape: Type = { area: (self: &Shape) -> Float }
Sq: Type = { side: Float, Shape }
Sq.area: (self: &Sq) -> Float = self.side * self.side
pub describe: (s: &Shape) -> String = "shape"
plain: (s: &Shape) -> String = "shape"
main = {
    q = Sq(2.0)
    s: &Shape = q
    a = s.describe()
    b = s.plain()
}
`;
    const found = await check(source);
    expect(codes(found)).toEqual(["E1042@10"]);
    expect(found[0]!.help).toContain("'plain' is a function, not a method of 'Shape': call it as `plain(…)`");
  });

  it("a generic `pub` function whose value group takes the type first is attached (`pub unbox: (T: Type) -> (b: &Box(T)) -> T`, syntax.md §3.4)", async () => {
    const source = `Box: (T: Type) -> Type = { item: T }
pub unbox: (T: Type) -> (b: &Box(T)) -> T = (b) => b.item
pub peek: (b: &Box(T)) -> T = b.item
main = {
    b = Box(4)
    x = b.peek()
    y = b.unbox()
}
`;
    expect(codes(await check(source))).toEqual([]);
  });
});

describe("a syntax error in another file", () => {
  it("does not make a member of a type declared there missing elsewhere (it may be in what the error broke): no E1042", async () => {
    const books = "Catalogue: Type = { n: Int }\n\nCatalogue.add: (self: &mut Catalogue) -> Void = {\n    self.n = self.n + 1\n\nCatalogue.size: (self: &Catalogue) -> Int = {\n    return self.n\n}\n";
    const desk = "use books.{Catalogue}\n\nDesk: Type = { cat: Catalogue }\n";
    const report = "use desk.{Desk}\n\nshow: (d: &Desk) -> Int = {\n    return d.cat.size()\n}\n";
    const found = await checkFiles({ "books.yx": books, "desk.yx": desk, "report.yx": report }, ["report.yx"]);
    expect(codes(found["report.yx"]!)).toEqual([]);
    // Without the error, a member the type lacks is still E1042.
    const fixed = books.replace("self.n + 1\n", "self.n + 1\n}\n");
    const wrong = report.replace("size()", "sise()");
    expect(codes((await checkFiles({ "books.yx": fixed, "desk.yx": desk, "report.yx": wrong }, ["report.yx"]))["report.yx"]!)).toEqual(["E1042@4"]);
  });
});

describe("round 28", () => {
  it("a `pub` function attached to an interface is a method of a record listing it", async () => {
    const source = `Labelled: Type = { label: (self: &Labelled) -> String }
Parcel: Type = { code: String, Labelled }
Parcel.label: (self: &Parcel) -> String = self.code
pub shout: (x: &Labelled) -> String = x.label()
main = {
    p = Parcel("p-9")
    b = p.shout()
}
`;
    expect(codes(await check(source))).toEqual([]);
  });

  it("an imported type alias names what its own file sees (`Alias: Type = Thing`, Thing not imported here)", async () => {
    const things = "Thing: Type = { id: Int, name: String }\nAlias: Type = Thing\n";
    const main = 'use things.{Alias}\nuse things\nmain = {\n    y: Alias = things.Thing(5, "y")\n    n = y.id\n    bad: Alias = 3\n}\n';
    const found = await checkFiles({ "things.yx": things, "main.yx": main }, ["main.yx"]);
    expect(codes(found["main.yx"]!)).toEqual(["E1002@6"]);
  });

  it("a std print-like function imported under another name only reads its arguments (`use std.io.{println as say}`)", async () => {
    const source = `use std.io.{println as say}
use std.string.{format as fmt}
main = {
    mut n = 1
    w = &mut n
    say(n)
    s = fmt("{}", n)
}
`;
    expect(codes(await check(source))).toEqual([]);
  });
});

// Tester round 97b (every diagnostic code, and the fix loop an agent follows): what it found, fixed.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";
import { explainDiagnosticTool } from "../../src/mcp/tools/explain_diagnostic.js";

async function helps(source: string): Promise<string[]> {
  return (await check(source)).map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.help ?? "-"}`);
}

describe("syntax errors that had no help (97b D1, D2)", () => {
  it("a `use` path ending with `.` names that `.`, not the next line's `=`", async () => {
    expect((await helps("use std.io.\nmain = {\n    x = 1\n}\n"))[0]).toBe(
      "E0011 2:6 the `use` path on line 1 ends with `.`, so it goes on with `main` on line 2: remove that `.`, or finish the path on line 1",
    );
  });

  it("a list left open says where it probably ends; a `(` on the same line too", async () => {
    expect(await helps("main = {\n    x = [1, 2\n}\n")).toEqual(["E0010 3:1 the `[` on line 2 is not closed: add `]` after `2` on line 2, or a `,` if the list goes on"]);
    expect(await helps("main = {\n    x: List(Int = [1]\n}\n")).toEqual(["E0010 2:17 add `)` after `Int` if the list ends there, or a `,` if it goes on"]);
  });

  it("a function's own `}` left over by recovery from an error in its match is kept, and what follows it follows that error (106e X2)", async () => {
    const found = await helps('f: (n: Int) -> String = {\n    r = match n {\n        0 => "zero"\n        -1 => "minus one"\n        _ => "other"\n    }\n    return r\n}\n\nafter: (n: Int) -> Int = {\n    return n\n}\n');
    const close = found.find((h) => h.startsWith("E0011 8:1 "));
    expect(close).toBe("E0011 8:1 this probably follows from the error at line 4, column 15: recovering from it took the `}` of a block it was in, so this one has no block left to close; fix that error first, and keep this `}`");
    for (const later of found.filter((h) => / 10:\d+ /.test(h))) expect(later).toContain("follows from the error at line 4, column 15");
  });

  it("a `}` that closes nothing, a statement starting with `.`, and `pub use` say so", async () => {
    expect(await helps("main = {\n    x = 5\n}}\n")).toEqual(["E0011 3:2 no block is open here, so this `}` closes nothing: remove it, or add the `{` it was meant to close"]);
    expect((await helps("main = {\n    .x = 1\n}\n"))[0]).toBe(
      "E0011 2:5 a `.` member needs its value before it (`p.x = 1`, `xs.len()`); a line may start with `.` only to go on with the expression the line above ends with",
    );
    expect((await helps("pub use std.io\n"))[0]).toBe(
      "E0011 1:5 a `use` cannot be `pub`: the names a module imports are not exported (re-exporting them is not supported); drop `pub`",
    );
  });
});

describe("`ref` where a name is declared (97b D3)", () => {
  it("is a reserved word to rename, not a `ref` value to bind", async () => {
    expect(await helps("main = {\n    ref = 2\n}\n")).toEqual(["E0018 2:5 `ref` is a reserved word and cannot be used as a name: rename it (`ref_value`)"]);
    expect(await helps("main = {\n    ref: Int = 2\n}\n")).toEqual(["E0018 2:5 `ref` is a reserved word and cannot be used as a name: rename it (`ref_value`)"]);
    // A statement that is a `ref` value still gets the help to bind it.
    expect(await helps("main = {\n    x = 1\n    ref x\n}\n")).toEqual(["E0018 3:5 bind the result instead, e.g. `value = ref …`"]);
  });
});

describe("a type nobody declares, applied (97b D7)", () => {
  it("is named in messages as written, arguments included", async () => {
    const found = await check("Iter: Type = { next: (self: &mut Iter) -> Int }\nCounter: Type = { n: Int, Iter }\npeek: (c: &Counter) -> Elem(Counter) = (c) => c.n\nmain = {\n    x: Foo(3, Int) = 1\n}\n");
    expect(found.map((d) => `${d.code} ${d.span[0]} ${d.message}`)).toEqual([
      "E1002 3 the function returns Elem(Counter), but the value is Int",
      "E1002 5 'x' is declared as Foo(3, Int), but the value is Int",
    ]);
  });
});

describe("explain_diagnostic E0004 (97b D6)", () => {
  it("says which codes typecheck reports instead, and its example gets the one it names", async () => {
    const explained = (await explainDiagnosticTool.handler({ code: "E0004" }, {} as never)) as { description: string; example: string };
    expect(explained.description).toContain("as E0001, which is what `typecheck` reports too");
    expect(explained.description).toContain("MCP-CHAR-LITERAL");
    expect((await check(explained.example.replace(/\s*\/\/ <<note>>/, ""))).map((d) => d.code)).toEqual(["E0001"]);
    expect((await check("main = {\n    c = 'ab'\n}\n")).map((d) => d.code)).toEqual(["MCP-CHAR-LITERAL"]);
  });
});

describe("a std module used by its own name where the file imports it under an alias (98a D5)", () => {
  it("gets a help naming the alias", async () => {
    expect((await helps("use std.list as l\nmain = {\n    xs = list.push([1], 2)\n    n = l.len([1])\n}\n"))[0]).toBe(
      "E1001 3:10 std.list is imported here as `l`: write `l.…`, or import it as `use std.list`",
    );
    // `string` is also a built-in type: the E1001 of its member says the same.
    expect((await helps('use std.string as str\nmain = {\n    n = string.len("a")\n    m = str.len("b")\n}\n'))[0]).toBe(
      "E1001 3:9 std.string is imported here as `str`: write `str.len(…)`, or import it as `use std.string`",
    );
  });
});

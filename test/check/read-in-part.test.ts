// Code the parser reads only in part where no syntax error is known for it
// (the reference parser model accepts it): the statement goes unchecked, and
// typecheck says so with MCP-READ-IN-PART instead of answering clean
// (tester round 85c D1, D2).
import { describe, expect, it } from "vitest";
import { explainCheckCode } from "../../src/check/code-explanations.js";
import { check } from "./helpers.js";

const at = (found: readonly { code: string; span: readonly number[]; message: string }[]) => found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]} ${d.message.replace(/^.*known for it: (what it means is not known, so )?|^this part of the interpolation is ignored: /, "")}`);

describe("MCP-READ-IN-PART", () => {
  it("warns at the first place of each statement read in part, saying what goes unchecked", async () => {
    const found = await check('add: (a: Int, b: Int) Int = a + b\nmain = {\n    a = 1\n    count: Int == 0\n    y: String = 1\n}\nshow = {\n    a = 2\n    print(f"{a b}")\n}\n');
    expect(at(found)).toEqual([
      "MCP-READ-IN-PART 1:6 the statement on line 1 is not checked",
      "MCP-READ-IN-PART 4:17 the statement on lines 2–6 is not checked",
      "MCP-READ-IN-PART 9:16 the compiler reads only `a` of this interpolation and ignores the rest",
    ]);
    expect(found.every((d) => d.severity === "warning")).toBe(true);
    // In a file with no other error too (stop 67: the walk ran only where the tree had an ERROR node), and after a
    // float `.0` (no numeric field access, syntax.md §1.5) or a `!` (no postfix `!`).
    expect(at(await check('main = {\n    t = 1\n    print(f"{t b}")\n    print(f"{t!r} {t != 2}")\n    print(f"{t.0}")\n}\n'))).toEqual([
      "MCP-READ-IN-PART 3:16 the compiler reads only `t` of this interpolation and ignores the rest",
      "MCP-READ-IN-PART 4:15 the compiler reads only `t` of this interpolation and ignores the rest",
      // The float's own warning says more (tester-round-36).
      "MCP-NUMERIC-FIELD 5:15 `t.0` is `t` followed by the float `.0` (in an f-string's interpolation): YaoXiang has no numeric field access, so what comes before takes the whole value",
    ]);
    // It explains its own interpolation only: another on its line is still warned (117a F2).
    expect(at(await check('main = {\n    t = 1\n    print(f"{t.0} {t!r}")\n}\n')).map((d) => d.split(" ").slice(0, 2).join(" "))).toEqual(["MCP-NUMERIC-FIELD 3:15", "MCP-READ-IN-PART 3:21"]);
    // One the compiler cannot read is text (105c Q3: the warning said it went unchecked either way).
    expect(at(await check('main = {\n    x = 1\n    print(f"{, x}")\n}\n'))).toEqual(["MCP-READ-IN-PART 3:14 the compiler keeps this interpolation as text (it does not read as an expression), so nothing in it is checked"]);
  });

  it("reads an interpolation as the compiler's lexer and parser do: text where its braces close early or its first token fails, and after a made-up operand (111a F1, F2, F6)", async () => {
    const source = "add: (a: Int, b: Int) -> Int = a\nmain = {\n    n = 1\n    print(f\"{add(n, '}')}\")\n    print(f\"{if zz}\")\n    print(f\"{n +}\")\n}\n";
    const found = await check(source);
    expect(found.filter((d) => d.severity === "error")).toEqual([]);
    // The char literal's `}` ends the interpolation for the compiler's lexer: told at it.
    expect(found.filter((d) => d.code === "MCP-INTERPOLATION-TEXT").map((d) => `${d.span[0]}:${d.span[1]}`)).toEqual(["4:22"]);
    expect(at(found.filter((d) => d.code === "MCP-READ-IN-PART"))).toEqual([
      "MCP-READ-IN-PART 5:14 the compiler keeps this interpolation as text (it does not read as an expression), so nothing in it is checked",
      "MCP-READ-IN-PART 6:17 the compiler keeps this interpolation as text (it does not read as an expression), so nothing in it is checked",
    ]);
  });

  it("warns once at one place (an ERROR node and a made-up token where it starts: 112b O3)", async () => {
    expect(at(await check('main = {\n    print(f"{add(zz: 1)}")\n}\n'))).toEqual(["MCP-READ-IN-PART 2:20 the compiler keeps this interpolation as text (it does not read as an expression), so nothing in it is checked"]);
  });

  it("reads what the compiler's brace counting reads the same: a `{w}` in a spec, an extra `}` that closes a `{` in a literal (112b)", async () => {
    const source = "k: (s: String) -> String = s\nmain = {\n    name = \"a\"\n    w = 5\n    print(f\"[{name:>{w}}] {name + \"{\"}} {k(\"{\")}}\")\n    print(f\"{name /* } */}\")\n}\n";
    const found = await check(source);
    // Every `name` of line 5 is read (no W-unused, no E1001 after a rename); line 6's is cut by the comment's `}`.
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["MCP-INTERPOLATION-TEXT 6:22"]);
  });

  it("reads the braces of a format spec as the spec's text, however many groups it holds (113a: `{p}` of `{n:>{w}.{p}}` was an interpolation)", async () => {
    const found = await check('n = 3.5\nw = 8\nmain = {\n    print(f"{n:>{w}.{p}} {n:{aa}:{bb}} {zz}")\n}\n');
    expect(found.map((d) => `${d.code} ${d.span[0]}:${d.span[1]}`)).toEqual(["E1001 4:41"]);
  });

  it("is not given where a syntax error says what is wrong, nor in the reference's view, nor on clean code", async () => {
    expect((await check("add: (a: Int) Int = a\nq = (1 +\n")).map((d) => d.code).filter((c) => c === "MCP-READ-IN-PART")).toEqual([]);
    expect(await check("add: (a: Int) Int = a\n", { referenceMode: true })).toEqual([]);
    expect(await check("add: (a: Int) -> Int = a\n")).toEqual([]);
  });

  it("is explained", () => {
    expect(explainCheckCode("mcp-read-in-part")?.title).toBe("A statement the parser reads only in part");
  });
});

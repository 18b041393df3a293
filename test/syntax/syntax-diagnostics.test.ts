// Syntax diagnostics: codes, positions and messages for the errors the
// reference front end reports (diagnostics.md §2, §8.8).
import { describe, expect, it } from "vitest";
import { parseSource } from "../../src/syntax/parse-source.js";

async function diagnose(source: string) {
  return (await parseSource(source, { maxNodes: 1 })).diagnostics.map(({ code, span, message }) => ({ code, span, message }));
}

describe("syntax diagnostics", () => {
  it("is empty for valid code", async () => {
    expect(await diagnose("use std.io\nmain = {\n    io.println(f\"{1 + 2:>4}\")\n}\n")).toEqual([]);
  });

  it.each([
    ["x = 1 # c\n", "E0001", [1, 7, 1, 8], "`#`"],
    ["y = a && b\n", "E0001", [1, 7, 1, 9], "`&&`"],
    ["y = a || b\n", "E0001", [1, 7, 1, 9], "`||`"],
    ["x = 0x\n", "E0001", [1, 5, 1, 7], "0x"],
    ["x = 1e\n", "E0001", [1, 5, 1, 7], "exponent"],
    ["s = \"abc\nt = 1\n", "E0001", [1, 9, 1, 9], "unterminated"],
    ["z = \"a\\q\"\n", "E0001", [1, 7, 1, 9], "\\q"],
    ["c = ''\n", "E0001", [1, 5, 1, 7], "character literal"],
    ["ref x = 1\n", "E0018", [1, 1, 1, 4], "`ref`"],
    ["else x\n", "E0018", [1, 1, 1, 5], "`else`"],
    ["use a.{x} as y\n", "E0011", [1, 11, 1, 13], "`as`"],
    ["use a as x, y\n", "E0012", [1, 13, 1, 14], "one alias"],
    ["x = 1\n?\n", "E0011", [2, 1, 2, 2], "`?`"],
    ["x = (1, 2\ny = 3\n", "E0010", [2, 1, 2, 2], "`)`"],
    ["f: (a: ?) -> Void = (a) => {}\n", "E0012", [1, 8, 1, 9], "not a type"],
    ["main = {\n    ref = 2\n}\n", "E0018", [2, 5, 2, 8], "`ref`"],
    ["@inline\nf = 1\n", "E0011", [1, 1, 1, 2], "`@`"],
  ])("%j → %s", async (source, code, span, fragment) => {
    const diagnostics = await diagnose(source);
    const hit = diagnostics.find((d) => d.code === code);
    expect(hit, JSON.stringify(diagnostics)).toBeDefined();
    expect(hit!.span).toEqual(span);
    expect(hit!.message).toContain(fragment);
  });

  it("probe L01-L03 of diagnostics.md §8.8 start where the reference reports", async () => {
    expect((await diagnose("x = 0x\n"))[0]).toMatchObject({ code: "E0001", span: [1, 5, 1, 7] });
    const l02 = await diagnose("use std.io.\nmain = {\n    io.println(\"x\")\n}\n");
    expect(l02[0]).toMatchObject({ code: "E0011", span: [2, 6, 2, 7] });
    const l03 = await diagnose("main = {\n    x: Int | String = 5\n}\n");
    expect(l03[0]).toMatchObject({ code: "E0011", span: [2, 12, 2, 13] });
  });

  it("reports a keyword at statement start once, without recovery echoes", async () => {
    expect((await diagnose("main = {\n    ref = 2\n}\n")).map((d) => d.code)).toEqual(["E0018"]);
  });

  it("reports one diagnostic per unreadable character, not a cascade", async () => {
    const diagnostics = await diagnose("a = 1\nb = $\nc = 2\n");
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.code).toBe("E0001");
  });
});

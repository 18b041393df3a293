// An interpolation with `&&` or `||` is text to the compiler (syntax.md
// §1.12: it keeps an interpolation it cannot lex as written; §1.6: no such
// tokens): no E0001 there, nothing in it checked, and MCP-INTERPOLATION-TEXT
// says so (87a D4). Outside an interpolation `&&` stays the lexer's E0001.
import { describe, expect, it } from "vitest";
import { explainCheckCode } from "../../src/check/code-explanations.js";
import { TEXT_INTERPOLATION_CODE } from "../../src/check/text-interpolations.js";
import { parseSource } from "../../src/syntax/parse-source.js";
import { check } from "./helpers.js";

describe("`&&` and `||` in an f-string interpolation", () => {
  it("is a warning at the operator, and the interpolation's names are not read", async () => {
    const source = 'main = {\n    a = true\n    s = f"{a && a}"\n    t = f"{missing || a} and {a}"\n}\n';
    const found = await check(source);
    expect(found.map((d) => [d.code, d.severity, d.span.join(":")])).toEqual([
      [TEXT_INTERPOLATION_CODE, "warning", "3:14:3:16"],
      [TEXT_INTERPOLATION_CODE, "warning", "4:20:4:22"],
    ]);
    expect(found[0]!.help).toBe("write `and`");
    expect((await parseSource(source, { maxNodes: 1 })).diagnostics).toEqual([]);
  });

  it("is told wherever the model leaves the interpolation unread, also where the grammar reads two borrows (`&&x`)", async () => {
    const found = await check('main = {\n    x = 1\n    s = f"{&&x}"\n}\n');
    expect(found.map((d) => [d.code, d.span.join(":")])).toEqual([[TEXT_INTERPOLATION_CODE, "3:12:3:14"]]);
  });

  it("leaves `&&` in a string inside the interpolation alone, and is still E0001 outside one", async () => {
    expect(await check('main = {\n    s = f"{"&&"}"\n}\n')).toEqual([]);
    expect((await check("main = {\n    a = true\n    b = a && a\n}\n")).map((d) => d.code)).toEqual(["E0001"]);
  });

  it("is explained in English and Chinese with an example that gets it", async () => {
    const entry = explainCheckCode(TEXT_INTERPOLATION_CODE);
    expect(entry?.zh?.help).toContain("`and`");
    expect((await check(entry!.example)).map((d) => d.code)).toEqual([TEXT_INTERPOLATION_CODE]);
  });
});

// `f"{{name}}"` with `name` bound: the compiler interpolates it (its lexer
// turns `{{` into `{` first, syntax.md §1.12) and prints the value, where the
// RFC, the grammar and the editors read literal braces; a warning of the
// tool's own says so (116b F1: silent). Unbound, the E1001 says it alone.
import { describe, expect, it } from "vitest";
import { BRACES_INTERPOLATED_CODE } from "../../src/check/brace-interpolation.js";
import { explainCheckCode } from "../../src/check/code-explanations.js";
import { check } from "./helpers.js";

describe("`{{…}}` in an f-string, which the compiler interpolates", () => {
  it("warns at the braces when what they hold is bound, and leaves an unbound name to its E1001", async () => {
    const source = 'main = {\n    name = "x"\n    println(f"{{name}}")\n    println(f"{{literal}}")\n    n = 2\n    println(f"a {{n + 1}} b {n}")\n    println(f"{n} }} {{")\n    println(f"{{name, n}}")\n}\n';
    const found = await check(source);
    expect(found.map((d) => `${d.code} ${d.severity} ${d.span.join(":")}`)).toEqual([
      `${BRACES_INTERPOLATED_CODE} warning 3:15:3:23`,
      "E1001 error 4:17:4:24",
      `${BRACES_INTERPOLATED_CODE} warning 6:17:6:26`,
      `${BRACES_INTERPOLATED_CODE} warning 8:15:8:26`,
    ]);
    expect(found[3]!.message).toContain("reads `{{name, n}}` as an interpolation of `name` and prints its value, not the text `{name, n}`");
    expect(found[0]!.message).toBe("the compiler reads `{{name}}` as an interpolation of `name` and prints its value, not the text `{name}` (its lexer turns `{{` into `{` first, syntax.md §1.12)");
    expect(found[0]!.help).toContain("to print the value, write `{name}`");
  });

  it("is explained in English and Chinese with an example that gets it", async () => {
    const explained = explainCheckCode("mcp-braces-interpolated")!;
    expect(explained.severity).toBe("warning");
    expect(explained.zh?.title).toContain("插值");
    expect((await check(explained.example!)).map((d) => d.code)).toEqual([BRACES_INTERPOLATED_CODE]);
  });
});

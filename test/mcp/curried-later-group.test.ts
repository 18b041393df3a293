// A curried function's later group called at once (`twice(3)((x) => …)`):
// checked as the same group called through a name is (`inc = add(1);
// inc(…)`), its lambdas typed by it. It was neither (106h K2): no diagnostic
// for a lambda of the wrong result or one that can end without a value, and
// the lambda's parameter typed `?`. Through the server, the function imported.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-curried-later-group-", {
  "hof.yx": "pub twice: (n: Int) -> (f: (x: Int) -> Int) -> Int = (n) => (f) => f(f(n))\n",
  "main.yx": [
    "use hof.{twice}",
    "",
    "main = {",
    "    t = twice(3)((x) => {",
    "        if x > 4 {",
    "            return x",
    "        }",
    "    })",
    '    u = twice(3)((x) => { return "s" })',
    "    v = twice(3)(5)",
    "    ok = twice(3)((y) => y + 1)",
    "    print(t)",
    "    print(u)",
    "    print(v)",
    "    print(ok)",
    "}",
    "",
  ].join("\n"),
});

describe("a curried function's later group, called at once (106h K2)", () => {
  it("is checked as the group is through a name: a lambda's end and result, a value that is no function", async () => {
    const result = (await project.call("typecheck", { file_path: "main.yx" })).structuredContent as { diagnostics: { code: string; span: number[]; message: string }[] };
    expect(result.diagnostics.map((d) => `${d.code}@${d.span[0]}:${d.span[1]} ${d.message}`)).toEqual([
      "E1002@8:5 the function returns Int, but its body can end here without a value: a path reaches the end with no `return` ",
      "E1002@9:17 argument 1 ('f') of 'twice' must be (Int) -> Int, but the value is (Int) -> String",
      "E1002@10:17 argument 1 ('f') of 'twice' must be (Int) -> Int, but the value is Int",
    ].map((s) => s.trimEnd()));
  });

  it("types the lambda's parameter by the group", async () => {
    const at = async (line: number, column: number) => ((await project.call("lookup_symbol", { file_path: "main.yx", line, column })).structuredContent as { type?: string }).type;
    expect(await at(4, 19)).toBe("Int");
    expect(await at(11, 20)).toBe("Int");
  });
});

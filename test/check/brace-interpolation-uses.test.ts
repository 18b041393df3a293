// `{{name}}` in an f-string: the compiler's lexer turns `{{` into `{` before
// its parser splits the f-string, so it interpolates `name` (syntax.md §1.12,
// fstrings.ts). typecheck reads it so (E1001 where nothing is bound); the
// symbol tools now read it as the same use (tester round 76d D2: a rename
// left it behind, where it then named another binding without a word).
import { describe, expect, it } from "vitest";
import { renameSymbol } from "../../src/analysis/rename/index.js";
import { check, codes, typesAt } from "./helpers.js";

const SOURCE = 'title = "top"\n\nshow: (title: String) -> String = (title) => f"{{title}} / {title}"\n\nmain = {\n    print(show("x"))\n}\n';

describe("a `{{name}}` the compiler interpolates is a use of the name (76d D2)", () => {
  it("a rename of the parameter renames it with the other uses", async () => {
    const renamed = await renameSymbol({ source: SOURCE, oldName: "title", newName: "heading", scope: { kind: "function", name: "show" } });
    expect(renamed.diagnostics).toEqual([]);
    expect(renamed.source).toContain('(heading: String) -> String = (heading) => f"{{heading}} / {heading}"');
    expect(renamed.source).toContain('title = "top"');
    expect(codes(await check(renamed.source))).toEqual(codes(await check(SOURCE)));
  });

  it("lookup at it finds the parameter, with its type", async () => {
    expect(await typesAt(SOURCE, [[3, 50]])).toEqual(["String"]);
  });

  it("an unbound one stays E1001, and text that is no name stays text", async () => {
    expect(codes(await check('main = {\n    s = f"{{nobody}}"\n    t = f"{{1 + 2}} {{ }}"\n}\n'))).toEqual(["E1001@2"]);
  });
});

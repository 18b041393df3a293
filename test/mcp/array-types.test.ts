// A value declared `Array(T, N)` is shown as written, not as the `List(T)`
// the checker reads it as (108f P1: `cells: Array(Int, 4)` was typed
// `List(Int)`, contradicting the signature in the same answer, and in a file
// that declares its own `List` it named a type the value is not). Through the
// server, at a field's declaration, a use of it and a local.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-array-types-", {
  "main.yx": [
    "Grid: Type = { cells: Array(Int, 4), rows: List(Int) }",
    "Pad: Type = { n: Int }",
    "",
    "main = {",
    "    g = Grid([1, 2, 3, 4], [5])",
    "    c = g.cells",
    "    a: Array(Int, 2) = [1, 2]",
    "    e = a[0]",
    "    print(c, e)",
    "}",
    "",
  ].join("\n"),
  // A file that declares its own `List` (as corpus 02-type-system_generic_constructor does).
  "own.yx": "List: (T: Type) -> Type = { data: Array(T), length: Int }\n",
});

describe("an Array type (108f P1)", () => {
  it("is shown as written, with its size, where a list is shown as a list", async () => {
    const at = async (line: number, column: number) => ((await project.call("lookup_symbol", { file_path: "main.yx", line, column })).structuredContent as { type?: string }).type;
    expect(await at(1, 16)).toBe("Array(Int, 4)");
    expect(await at(1, 38)).toBe("List(Int)");
    const own = ((await project.call("lookup_symbol", { file_path: "own.yx", line: 1, column: 29 })).structuredContent as { type?: string }).type;
    expect(own).toBe("Array(T)");
    expect(await at(6, 11)).toBe("Array(Int, 4)");
    expect(await at(6, 5)).toBe("Array(Int, 4)");
    expect(await at(7, 5)).toBe("Array(Int, 2)");
    expect(await at(8, 5)).toBe("Int");
  });

  it("is still a list to the checker: a list literal fits it, and it is no String", async () => {
    const result = (await project.call("typecheck", { file_path: "main.yx" })).structuredContent as { diagnostics: unknown[] };
    expect(result.diagnostics).toEqual([]);
  });
});

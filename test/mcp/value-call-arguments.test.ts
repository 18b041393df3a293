// Named arguments of calls through a value whose declaration the walk does
// not follow (`g = scale` then `g(factor = 3)`, `mk = Dog` then `mk(name =
// …)`), through the real server (tester round 76d D3; `Box(Int)(tag = …)`
// builds a `Box(Int)` since 99h D2, so its `tag` is a use of the field):
// they were in neither `locations` nor `possible`, and a rename of the
// parameter or field left them behind without a word. They are possible uses
// of every parameter or field of their name, and a rename warns of them.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-value-calls-", {
  "yaoxiang.toml": '[package]\nname = "calls"\nversion = "0.1.0"\n',
  "src/calc.yx": "scale: (x: Int, factor: Int) -> Int = (x, factor) => x * factor\n",
  "src/kinds.yx": "Dog: Type = { name: String, bark: Int }\n\nBox: (T: Type) -> Type = { value: T, tag: String }\n",
  "src/main.yx":
    'use calc.{scale}\nuse kinds.{Dog, Box}\n\nmain = {\n    g = scale\n    a = g(2, factor = 3)\n    c = scale(2, factor = 4)\n    mk = Dog\n    b = mk(name = "y", bark = 2)\n    d = Box(Int)(value = 4, tag = "u")\n    print(a + c)\n}\n',
});

type Place = { file: string; span: number[] };
type Answer = { locations?: Place[]; possible?: (Place & { why: string })[]; files?: { file: string; edits: unknown[] }[]; diagnostics?: { code: string; severity: string; message: string; related?: Place[] }[] };

async function call(name: string, args: Record<string, unknown>): Promise<Answer> {
  const result = await project.call(name, args);
  expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
  return result.structuredContent as Answer;
}

const at = (places: Place[] | undefined) => (places ?? []).map((p) => `${p.file}:${p.span[0]}:${p.span[1]}`);

describe("named arguments of calls through a value (76d D3)", () => {
  it.each([
    ["a parameter, called through a local holding the function", "scale#factor", ["src/main.yx:6:14"], "src/main.yx:7:18"],
    ["a field, called through a local holding the constructor", "Dog.name", ["src/main.yx:9:12"], undefined],
  ])("find_references of %s lists them under possible, with why", async (_what, query, possible, location) => {
    const answer = await call("find_references", { query });
    expect(at(answer.possible)).toEqual(possible);
    expect(answer.possible![0]!.why).toContain("called as a value whose function or type is not known");
    if (location) expect(at(answer.locations)).toContain(location);
  });

  it("find_references of a generic record's field lists it where an explicit instance is built (99h D2: it was a possible use)", async () => {
    const answer = await call("find_references", { query: "Box.tag" });
    expect(at(answer.locations)).toContain("src/main.yx:10:29");
    expect(at(answer.possible)).toEqual([]);
  });

  it("rename_symbol renames the direct call's argument and warns of the others (MCP-RENAME-UNRESOLVED)", async () => {
    const answer = await call("rename_symbol", { query: "scale#factor", new_name: "times" });
    const warning = answer.diagnostics?.find((d) => d.code === "MCP-RENAME-UNRESOLVED");
    expect(warning?.severity).toBe("warning");
    expect(at(warning?.related)).toEqual(["src/main.yx:6:14"]);
    const main = answer.files?.find((f) => f.file === "src/main.yx");
    expect(main?.edits).toHaveLength(1);
  });

  it("a field's rename warns too", async () => {
    const answer = await call("rename_symbol", { query: "Dog.name", new_name: "title" });
    expect(at(answer.diagnostics?.find((d) => d.code === "MCP-RENAME-UNRESOLVED")?.related)).toEqual(["src/main.yx:9:12"]);
  });

  it("lookup_symbol at such an argument says what it is", async () => {
    const answer = (await call("lookup_symbol", { file_path: "src/main.yx", line: 6, column: 14 })) as Answer & { hint?: string };
    expect(answer.hint).toContain("the named argument `factor` of a call of `g`");
  });
});

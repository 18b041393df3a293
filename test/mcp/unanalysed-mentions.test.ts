// A name written where the grammar reads the code only in part (real syntax
// errors): find_references lists it under `possible`, and a rename leaves it
// with an MCP-RENAME-UNRESOLVED warning (tester round 76d D9: left without a
// word). An interpolation the compiler reads as `value` and ignores the rest
// of (`f"{value other}"`, README language note 23) is read as it does: a use.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-unanalysed-", {
  "yaoxiang.toml": '[package]\nname = "partial"\nversion = "0.1.0"\n',
  "src/main.yx": 'main = {\n    value = 3\n    other = 4\n    print(f"{value other}")\n    print(value + other)\n}\nafter = (value +\n',
});

type Place = { file: string; span: number[]; why?: string; message?: string };
type Answer = { possible?: Place[]; files?: { file: string; edits: unknown[] }[]; diagnostics?: { code: string; severity: string; message: string; related?: Place[] }[] };

describe("a name in code read only in part (76d D9)", () => {
  it("find_references lists it as possible, saying the parser read the code only in part", async () => {
    const answer = (await project.call("find_references", { query: "main#value" })).structuredContent as Answer & { locations: Place[] };
    expect(answer.locations.map((p) => `${p.span[0]}:${p.span[1]}`)).toEqual(["2:5", "4:14", "5:11"]);
    expect(answer.possible?.map((p) => `${p.span[0]}:${p.span[1]}`)).toEqual(["7:10"]);
    expect(answer.possible![0]!.why).toContain("could read only in part");
  });

  it("a rename refuses a file with syntax errors, naming the first", async () => {
    const answer = (await project.call("rename_symbol", { query: "main#value", new_name: "amount" })).structuredContent as Answer;
    expect(answer.files).toEqual([]);
    expect(answer.diagnostics?.map((d) => d.code)).toEqual(["MCP-RENAME-PARSE-ERROR"]);
  });

  it("`f\"{value other}\"` is a use of `value`, which the compiler reads there (105a N2): a rename of a source text renames it, without a warning", async () => {
    const source = 'main = {\n    value = 3\n    other = 4\n    print(f"{value other}")\n    print(value + other)\n}\n';
    const answer = (await project.call("rename_symbol", { source, old_name: "value", new_name: "amount" })).structuredContent as Answer & { edits?: unknown[]; source?: string };
    expect(answer.edits).toHaveLength(3);
    expect(answer.diagnostics?.filter((d) => d.code === "MCP-RENAME-UNRESOLVED")).toEqual([]);
  });
});

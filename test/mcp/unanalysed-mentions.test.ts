// A name written where the grammar reads the code only in part (an
// interpolation the compiler reads as `value` and ignores the rest of,
// `f"{value other}"`, README language note 23; or real syntax errors):
// find_references lists it under `possible`, and a rename leaves it with an
// MCP-RENAME-UNRESOLVED warning (tester round 76d D9: left without a word).
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-unanalysed-", {
  "yaoxiang.toml": '[package]\nname = "partial"\nversion = "0.1.0"\n',
  "src/main.yx": 'main = {\n    value = 3\n    other = 4\n    print(f"{value other}")\n    print(value + other)\n}\n',
});

type Place = { file: string; span: number[]; why?: string; message?: string };
type Answer = { possible?: Place[]; files?: { file: string; edits: unknown[] }[]; diagnostics?: { code: string; severity: string; message: string; related?: Place[] }[] };

describe("a name in code read only in part (76d D9)", () => {
  it("find_references lists it as possible, saying the parser read the code only in part", async () => {
    const answer = (await project.call("find_references", { query: "main#value" })).structuredContent as Answer;
    expect(answer.possible?.map((p) => `${p.span[0]}:${p.span[1]}`)).toEqual(["4:14"]);
    expect(answer.possible![0]!.why).toContain("could read only in part");
  });

  it("rename_symbol renames the other uses and warns of it", async () => {
    const answer = (await project.call("rename_symbol", { query: "main#value", new_name: "amount" })).structuredContent as Answer;
    expect(answer.files?.[0]?.edits).toHaveLength(2);
    const warning = answer.diagnostics?.find((d) => d.code === "MCP-RENAME-UNRESOLVED");
    expect(warning?.severity).toBe("warning");
    expect(warning?.message).toContain("could not be analysed");
    expect(warning?.related?.map((r) => `${r.span[0]}:${r.span[1]}`)).toEqual(["4:14"]);
  });

  it("so does the rename of a source text (old_name), where no syntax error is reported either", async () => {
    const source = 'main = {\n    value = 3\n    other = 4\n    print(f"{value other}")\n    print(value + other)\n}\n';
    const answer = (await project.call("rename_symbol", { source, old_name: "value", new_name: "amount" })).structuredContent as Answer & { edits?: unknown[] };
    expect(answer.edits).toHaveLength(2);
    const warning = answer.diagnostics?.find((d) => d.code === "MCP-RENAME-UNRESOLVED");
    expect(warning?.related?.map((r) => `${r.span[0]}:${r.span[1]}`)).toEqual(["4:14"]);
  });
});

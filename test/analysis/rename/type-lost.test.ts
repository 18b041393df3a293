// A rename that makes a receiver's type unknown (the project's own `Result`
// renamed: `?` needs a type called Result, E1081, so `first` is untyped and
// `first.prio` no longer a member) is refused for the type errors that cause
// it, not as a collision at the member use (105d R8).
import { describe, expect, it } from "vitest";
import { renameInWorkspace, renameSymbol } from "../../../src/analysis/rename/index.js";
import { checkDocument } from "../../../src/check/index.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";
import { indexOf } from "../symbols/workspace.js";

const MODEL = "pub Result: (T: Type, E: Type) -> Type = {\n    ok: (T) -> Result(T, E),\n    err: (E) -> Result(T, E),\n}\n\npub Task: Type = { prio: Int, estimate: Int }\n";
const OPS =
  "use tracker.model.{Result, Task}\n\npub find_task: (tasks: &List(Task), wanted: Int) -> Result(Task, String) = {\n    for t in tasks {\n        if t.prio == wanted {\n            return Result.ok(t)\n        }\n    }\n    return Result.err(\"none\")\n}\n\npub pair_score: (tasks: &List(Task), a: Int) -> Result(Int, String) = {\n    first = find_task(tasks, a)?\n    return Result.ok(first.prio * first.estimate)\n}\n";

describe("a rename that loses a receiver's type (105d R8)", () => {
  it("is refused in a workspace for the new type errors (MCP-RENAME-BREAKS naming the E1081), not for the member use", async () => {
    const { index } = await indexOf(new Map([["tracker/model.yx", MODEL], ["tracker/ops.yx", OPS]]));
    const symbol = index.symbolsNamed("Result", false).find((s) => s.id === "tracker.model.Result")!;
    expect(symbol).toBeDefined();
    const result = renameInWorkspace({ index, symbol, newName: "Outcome", parser: await sharedParser(), check: (host, file, doc) => checkDocument(host, file, doc) });
    expect(result.files).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-BREAKS"]);
    expect(result.diagnostics[0]!.message).toMatch(/E1081 at tracker\/ops.yx:\d+:32/);
  });

  it("is refused in one text the same way", async () => {
    const source = `${MODEL}\n${OPS.replace("use tracker.model.{Result, Task}\n\n", "").replaceAll("pub ", "")}`;
    const result = await renameSymbol({ source, oldName: "Result", newName: "Outcome", check: (host, file, doc) => checkDocument(host, file, doc) });
    expect(result.edits).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["MCP-RENAME-BREAKS"]);
    expect(result.diagnostics[0]!.message).toMatch(/E1081 at \d+:32/);
  });
});

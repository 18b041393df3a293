// A name a `use` binds both at the top level and inside a function body
// (§3.7: the block's binding holds there). Renamed by a position on the
// block's binding or a use of it, the block's binding and its uses change;
// the top level's stay (99g D6: the top level's were renamed instead, and
// the name pointed at was left as it was). Through the real server.
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const project = servedProject("yx-block-use-rename-", {
  "a.yx": "X: Type = { v: Int }\n",
  "twice.yx": "use a.{X as P}\ng = {\n    use a.{X as P}\n    p = P(1)\n}\nh = {\n    q = P(2)\n}\n",
  "io.yx": 'use std.io\ng = {\n    use std.io\n    io.println("x")\n}\nh = {\n    io.println("y")\n}\n',
});

type Edit = { span: number[]; new: string };

async function renamedAt(file: string, line: number, column: number, newName: string): Promise<string[]> {
  const result = await project.call("rename_symbol", { file_path: file, line, column, new_name: newName });
  const out = result.structuredContent as { files: { file: string; edits: Edit[] }[]; diagnostics: unknown[] };
  expect(out.diagnostics).toEqual([]);
  return out.files.flatMap((f) => f.edits.map((e) => `${f.file} ${e.span[0]}:${e.span[1]} ${JSON.stringify(e.new)}`));
}

describe("a name bound by `use` at the top level and in a function body", () => {
  it("renamed at the block's use of it: the block's binding and its uses", async () => {
    expect(await renamedAt("twice.yx", 4, 9, "Q")).toEqual(['twice.yx 3:17 "Q"', 'twice.yx 4:9 "Q"']);
    expect(await renamedAt("io.yx", 4, 5, "out")).toEqual(['io.yx 3:15 " as out"', 'io.yx 4:5 "out"']);
  });

  it("renamed at the top level's use of it: the top level's binding and its uses", async () => {
    expect(await renamedAt("twice.yx", 7, 9, "Q")).toEqual(['twice.yx 1:13 "Q"', 'twice.yx 7:9 "Q"']);
  });
});

// A name of tens of thousands of characters (generated code) is answered
// about like any other: its hints quote it shortened, so the answer is not
// cut to "0 of 0 items shown" (101a D7).
import { describe, expect, it } from "vitest";
import { servedProject } from "../helpers/served-project.js";

const NAME = "n".repeat(40_000);
const project = servedProject("yx-long-names-", { "long.yx": `main = {\n    x = ${NAME}\n}\n` });

describe("a name of 40,000 characters", () => {
  it.each(["lookup_symbol", "find_references"])("%s at it says there is no symbol, quoting the name shortened", async (tool) => {
    const result = await project.call(tool, { file_path: "long.yx", line: 2, column: 10 });
    const data = result.structuredContent as { truncated: boolean; hint: string };
    expect(data.truncated).toBe(false);
    expect(data.hint).toMatch(/^No symbol at long\.yx:2:10: the name `n{200}… \(40000 characters\)`, which no visible binding defines/);
    expect(data.hint.length).toBeLessThan(1_000);
  });
});

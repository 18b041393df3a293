// E4018 for a refinement predicate another file declares: the message quotes
// the predicate from that file (it quoted the annotation, `Sleeps(9)`).
import { describe, expect, it } from "vitest";
import { checkFiles } from "./helpers.js";

describe("a refinement imported from another file", () => {
  it("is reported with its predicate's own text", async () => {
    const { "main.yx": found } = await checkFiles(
      {
        "preds.yx": "pub Sleeps: (n: Int) -> Type = { n <= 6 }\n",
        "main.yx": "use preds.{Sleeps}\nmain = {\n    a: Sleeps(9) = 4\n    b: Sleeps(3) = 4\n}\n",
      },
      ["main.yx"],
    );
    expect(found!.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.span[0]} ${d.message}`)).toEqual(["E4018@3 the refinement Sleeps(9) is false: its predicate `n <= 6` does not hold for n = 9"]);
  });
});

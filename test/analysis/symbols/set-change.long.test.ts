// set-change.test.ts over every multi-file program: each file removed and
// restored, moved to another directory (where its importers' `use` paths no
// longer reach it) and back, and a file of methods for each type of another
// module added and removed; after each change the index equals one built
// from scratch.
import { describe, expect, it } from "vitest";
import { setChangeSession, withFile, without } from "./set-change-session.js";
import { COMPOSITIONS, compositionTexts, corpusTexts, programWorkspaces } from "./workspace.js";

const TYPE = /^(?:pub\s+)?([A-Z][A-Za-z0-9_]*)\s*:\s*Type\s*=\s*\{/m;

describe("a change of the file set, over every multi-file program", () => {
  const workspaces = () => [
    { label: "corpus/", files: corpusTexts() },
    ...programWorkspaces().filter((w) => w.files.size > 1),
    ...Object.entries(COMPOSITIONS).map(([label, c]) => ({ label, files: compositionTexts(c) })),
  ];

  it("keeps each index exact as files go, come back, move and gain methods elsewhere", async () => {
    let steps = 0;
    for (const { label, files } of workspaces()) {
      const s = await setChangeSession(files);
      for (const path of [...files.keys()].sort()) {
        const text = files.get(path)!;
        s.change(without(files, path));
        s.change(files);
        s.change(withFile(without(files, path), `moved_away/${path.split("/").pop()}`, text));
        s.change(files);
        // A method for a type of this file, declared in a new file that imports it (the walk finds it by name).
        const type = TYPE.exec(text)?.[1];
        const module = path.replace(/\.yx$/, "").replace(/^src\//, "").replace(/\/mod$/, "").split("/").join(".");
        if (type && !path.includes("/src/")) {
          s.change(withFile(files, "extra_methods.yx", `use ${module}.{${type}}\n\n${type}.extra_count: (self: ${type}) -> Int = 1\n`));
          s.change(files);
          steps += 2;
        }
        steps += 4;
      }
      expect(steps, label).toBeGreaterThan(0);
    }
    expect(steps).toBeGreaterThan(200);
  });
});

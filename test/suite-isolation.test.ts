// The default suite shares modules between test files (vitest.config.ts,
// isolate: false): a file that replaces a module with vi.mock would replace it
// for the files after it too, so every such file must be listed in
// ISOLATED, which runs each with fresh modules.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const MOCKS = /\bvi\s*\.\s*(?:mock|doMock|hoisted|stubGlobal|stubEnv)\s*\(/;

function testFiles(): string[] {
  return readdirSync(path.join(REPO, "test"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".test.ts") && !f.endsWith(".long.test.ts"))
    .map((f) => `test/${f.split(path.sep).join("/")}`)
    .sort();
}

describe("the default suite's shared modules", () => {
  it("runs every file that mocks a module, a global or the environment in default-isolated", () => {
    const config = readFileSync(path.join(REPO, "vitest.config.ts"), "utf8");
    const isolated = /const ISOLATED = \[([^\]]*)\]/.exec(config)?.[1] ?? "";
    const mocking = testFiles().filter((f) => f !== "test/suite-isolation.test.ts" && MOCKS.test(readFileSync(path.join(REPO, f), "utf8")));
    expect(mocking).toContain("test/project/paths-race.test.ts");
    for (const file of mocking) expect(isolated, `${file} mocks; list it in ISOLATED (vitest.config.ts)`).toContain(`"${file}"`);
  });
});

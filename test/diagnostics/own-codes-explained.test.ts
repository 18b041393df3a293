// Every code the server reports of its own (MCP-*: the checker's, the
// project's, rename_symbol's, the call errors) is explained as the
// compiler's codes are: in English and Chinese, with an example. Before,
// a Chinese request got the English text behind a notice, and most had no
// example.
import { describe, expect, it } from "vitest";
import { explainRenameCode, renameCodes } from "../../src/analysis/rename/code-explanations.js";
import { checkCodes, explainCheckCode } from "../../src/check/code-explanations.js";
import { explainCallError } from "../../src/mcp/error-explanations.js";
import { TOOL_ERROR_CODES } from "../../src/mcp/errors.js";
import { explainDiagnosticTool } from "../../src/mcp/tools/explain_diagnostic.js";
import { explainProjectCode, projectCodes } from "../../src/project/code-explanations.js";

interface Texts {
  title: string;
  description: string;
  help: string;
}
interface Explained extends Texts {
  example?: string;
  zh?: Texts;
}

const TABLES: [string, string[], (code: string) => Explained | undefined][] = [
  ["check", checkCodes(), explainCheckCode],
  ["project", projectCodes(), explainProjectCode],
  ["rename", renameCodes(), explainRenameCode],
  ["call", [...TOOL_ERROR_CODES], explainCallError],
];

const CJK = /[\u4e00-\u9fff]/;

describe("the server's own codes", () => {
  it("each table lists its codes", () => {
    for (const [, codes] of TABLES) expect(codes.length).toBeGreaterThan(0);
  });

  for (const [table, codes, explain] of TABLES) {
    for (const code of codes) {
      it(`${code} (${table}) has English and Chinese texts and an example`, () => {
        const entry = explain(code);
        expect(entry).toBeDefined();
        for (const key of ["title", "description", "help"] as const) {
          expect(entry![key].trim()).not.toBe("");
          expect(entry!.zh?.[key].trim() ?? "").not.toBe("");
          expect(entry!.zh?.[key]).toMatch(CJK);
        }
        expect(entry!.example?.trim() ?? "").not.toBe("");
      });
    }
  }

  it("a rename or call example is a tool call with its arguments as JSON", () => {
    for (const [table, codes, explain] of TABLES.filter(([table]) => table === "rename" || table === "call")) {
      for (const code of codes) {
        const call = explain(code)!.example!.split("\n").find((line) => /^[a-z_]+ \{/.test(line));
        expect(call, `${table} ${code}`).toBeDefined();
        expect(() => JSON.parse(call!.slice(call!.indexOf(" ") + 1)), `${table} ${code}`).not.toThrow();
      }
    }
  });
});

describe("explain_diagnostic with lang zh", () => {
  const explain = async (code: string, lang?: "en" | "zh") =>
    (await explainDiagnosticTool.handler({ code, lang }, {} as never)) as { title: string; description: string; help: string; example: string | null };

  it("answers a rename code and a call error with their Chinese texts, and the example of either language", async () => {
    for (const code of ["MCP-RENAME-COLLISION", "MCP-FILE-CHANGED"]) {
      const zh = await explain(code, "zh");
      const en = await explain(code);
      const texts = (explainRenameCode(code) ?? explainCallError(code))!.zh!;
      expect({ title: zh.title, description: zh.description, help: zh.help }).toEqual(texts);
      expect(zh.description).not.toContain("只有英文");
      expect(en.title).not.toMatch(CJK);
      expect(zh.example).toBe(en.example);
      expect(zh.example).not.toBeNull();
    }
  });
});

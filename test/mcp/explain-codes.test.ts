// explain_diagnostic explains every code a tool's result may carry in its
// diagnostics: the compiler's, rename_symbol's (MCP-RENAME-*), and the
// project's own (a yaoxiang.toml that could not be used, a file that was not
// read), which the server emits in typecheck's and format_source's results.
// Before, it answered MCP-INVALID-INPUT for the project's (round 14).
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { explainDiagnosticTool } from "../../src/mcp/tools/explain_diagnostic.js";
import { CONFIG_SYNTAX_CODE, CONFIG_TYPE_CODE } from "../../src/project/config.js";
import { FILE_SKIPPED_CODE } from "../../src/project/safe-read.js";
import { FAMILY_CODE, UNRESOLVED_CODE } from "../../src/analysis/rename/model.js";
import { TOOL_ERROR_CODES } from "../../src/mcp/errors.js";

const explain = async (code: string) => (await explainDiagnosticTool.handler({ code }, {} as never)) as { code: string; category: string; severity: string; help: string };

describe("explain_diagnostic", () => {
  it("explains the project's own codes and rename_symbol's warnings, case-insensitively", async () => {
    for (const code of [CONFIG_SYNTAX_CODE, CONFIG_TYPE_CODE, FILE_SKIPPED_CODE]) {
      expect(await explain(code.toLowerCase())).toMatchObject({ code, category: "Project", severity: "warning" });
    }
    expect(await explain(UNRESOLVED_CODE)).toMatchObject({ category: "Rename", severity: "warning" });
    expect(await explain(FAMILY_CODE)).toMatchObject({ category: "Rename", severity: "note" });
  });

  it("explains every call error a tool may answer with (round 30: MCP-FILE-CHANGED was an unknown code)", async () => {
    for (const code of TOOL_ERROR_CODES) {
      const explained = await explain(` ${code.toLowerCase()} `);
      expect(explained).toMatchObject({ code, category: "Call", severity: "error" });
      expect(explained.help.length).toBeGreaterThan(20);
    }
    expect((await explain("MCP-FILE-CHANGED")).help).toContain("Call the tool again");
  });

  it("answers a Chinese request for an MCP code in Chinese, as for the compiler's codes (before: the English text behind a notice, round 34, 48d D5)", async () => {
    for (const code of ["MCP-INVALID-INPUT", UNRESOLVED_CODE, FILE_SKIPPED_CODE, "E1010"]) {
      const zh = (await explainDiagnosticTool.handler({ code, lang: "zh" }, {} as never)) as { title: string; description: string };
      expect(zh.title).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.description).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.description).not.toContain("只有英文");
    }
  });

  it("takes the compiler's six locale tags (diagnostics.md §1.4) and says which language it answered in (92b D5)", async () => {
    const input = explainDiagnosticTool.inputSchema;
    const answer = async (lang: string) => {
      const args = input.parse({ code: "E1001", lang });
      return (await explainDiagnosticTool.handler(args, {} as never)) as { title: string; lang: string };
    };
    const english = await answer("en");
    expect(english.lang).toBe("en");
    for (const lang of ["ja", "ru"]) expect(await answer(lang)).toEqual(english);
    const chinese = await answer("zh");
    expect(chinese).toMatchObject({ lang: "zh", title: expect.stringMatching(/[\u4e00-\u9fff]/) });
    for (const lang of ["zh-classical", "zh-x-miao"]) expect(await answer(lang)).toEqual(chinese);
    expect(input.safeParse({ code: "E1001", lang: "fr" }).success).toBe(false);
  });

  it("says where an agent meets E8001: a format_source refusal", async () => {
    expect((await explain("E8001")).help).toContain("format_source");
  });
});

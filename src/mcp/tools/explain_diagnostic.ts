// explain_diagnostic: what a YaoXiang error code means and how to fix it
// (diagnostics.md §4.2), rename_symbol's own MCP-RENAME-* codes, the
// checker's own warnings (MCP-NUMERIC-FIELD, MCP-INCREMENT), the project's
// (MCP-CONFIG-*, MCP-FILE-SKIPPED) and the call errors (MCP-INVALID-INPUT,
// MCP-FILE-CHANGED, …). A thin shell around src/diagnostics/explain.ts,
// analysis/rename, project/ and ../error-explanations.ts, each in English and
// Chinese.
import * as z from "zod";
import { explainRenameCode } from "../../analysis/rename/index.js";
// Not through check/index.js: that would load the checker at start-up (it loads on a call's first need).
import { explainCheckCode } from "../../check/code-explanations.js";
import { explainProjectCode } from "../../project/index.js";
import { closestCodes, explainDiagnostic, languageFromTag } from "../../diagnostics/explain.js";
import { explainCallError } from "../error-explanations.js";
import { invalidInput } from "../errors.js";
import { codeInput } from "../limits.js";
import { quote } from "../redact.js";
import { defineTool } from "../tool.js";

/** The reference's six locales (diagnostics.md §1.4). We have English and Chinese texts: the others are answered in the nearer one, and `lang` in the result says which. */
const LOCALES = ["en", "zh", "ja", "ru", "zh-classical", "zh-x-miao"] as const;

export const explainDiagnosticTool = defineTool({
  name: "explain_diagnostic",
  title: "Explain a diagnostic code",
  description:
    "What a YaoXiang code (E1001, W1003…, MCP-*) means, with an example and the fix.",
  input: {
    code: codeInput.describe("Code such as E1001"),
    lang: z.enum(LOCALES).optional().describe("Default en"),
  },
  output: {
    code: z.string().describe("The code"),
    category: z.string().describe("Category, e.g. Type Check"),
    severity: z.enum(["error", "warning", "note"]).describe("Severity"),
    title: z.string().describe("Short name"),
    description: z.string().describe("What it means"),
    example: z.string().nullable().describe("Code that triggers it"),
    help: z.string().describe("How to fix it"),
    lang: z.enum(["en", "zh"]).describe("Text language"),
  },
  usesWorkspace: false,
  handler: ({ code, lang: asked }) => {
    const lang = languageFromTag(asked);
    const explanation = explainDiagnostic(code, lang);
    // rename_symbol's, the checker's and the project's own diagnostics (MCP-RENAME-*, MCP-NUMERIC-FIELD, MCP-INCREMENT, MCP-CONFIG-*, MCP-FILE-SKIPPED) and the call errors, in English and Chinese.
    const own = explanation ? undefined : (explainRenameCode(code) ?? explainCheckCode(code) ?? explainProjectCode(code) ?? explainCallError(code));
    if (own) {
      // An entry without Chinese texts (every table has them) is answered in English, and a Chinese request is told so rather than silently.
      const text = lang !== "zh" ? own : (own.zh ?? { ...own, description: `（此代码的说明只有英文。）${own.description}` });
      return { code: own.code, category: own.category, severity: own.severity, title: text.title, description: text.description, example: own.example ?? null, help: text.help, lang };
    }
    if (!explanation) {
      const near = closestCodes(code, 3);
      const suggestion = near.length > 0 ? ` Closest known codes: ${near.join(", ")}.` : "";
      throw invalidInput(`unknown diagnostic code ${quote(code)}.${suggestion}`);
    }
    const { category, severity, title, description, example, help } = explanation;
    return { code: explanation.code, category, severity, title, description, example: example || null, help, lang };
  },
});

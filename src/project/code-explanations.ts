// What the project layer's own diagnostics mean (explain_diagnostic explains
// them as it does the compiler's codes): a yaoxiang.toml that could not be
// used, and a file that was not read.
import { ownCodeLookup, type OwnCodeEntry, type OwnCodeExplanation, type OwnCodeTexts } from "../diagnostics/own-codes.js";
import { CONFIG_SYNTAX_CODE, CONFIG_TYPE_CODE } from "./config.js";
import { FILE_SKIPPED_CODE } from "./safe-read.js";

// An example says in its first line which file it is (a comment line).
type Entry = OwnCodeEntry & { readonly severity: "error" | "warning"; readonly example: string; readonly zh: OwnCodeTexts };

export type ProjectCodeExplanation = OwnCodeExplanation<"Project", Entry>;

const ENTRIES: Record<string, Entry> = {
  [CONFIG_SYNTAX_CODE]: {
    severity: "warning",
    title: "yaoxiang.toml is not valid TOML",
    description: "The project's yaoxiang.toml does not parse as TOML, so none of its settings were used: the defaults apply (the formatting options). The span points at the first problem.",
    example: "# yaoxiang.toml\n[fmt]\nline_width = \n",
    help: "Fix the TOML syntax at the span given; the next call reads the file again.",
    zh: {
      title: "yaoxiang.toml 不是合法的 TOML",
      description: "项目的 yaoxiang.toml 无法按 TOML 解析，因此其中的设置一项也没有采用：改用默认值（格式化选项）。span 指向第一个问题。",
      help: "在给出的 span 处修正 TOML 语法；下一次调用会重新读取该文件。",
    },
  },
  [CONFIG_TYPE_CODE]: {
    severity: "warning",
    title: "A yaoxiang.toml setting has the wrong type or value",
    description: "A key of yaoxiang.toml holds a value of the wrong kind or out of range (say `line_width = \"wide\"`): that setting was ignored and its default used; the others apply.",
    example: "# yaoxiang.toml\n[fmt]\nline_width = \"wide\"\n",
    help: "Correct the value at the span given; the next call reads the file again.",
    zh: {
      title: "yaoxiang.toml 的某项设置类型或取值错误",
      description: "yaoxiang.toml 中某个键的值类型不对或超出范围（例如 `line_width = \"wide\"`）：该设置被忽略，改用其默认值；其他设置照常生效。",
      help: "在给出的 span 处更正该值；下一次调用会重新读取该文件。",
    },
  },
  [FILE_SKIPPED_CODE]: {
    severity: "warning",
    title: "A file was not read",
    description: "A file of the project was left out: not a regular file (a FIFO, a device), a link leading outside the project, larger than the size limit (4 MB for a source, 64 KB for yaoxiang.toml), or not UTF-8. A source that is not UTF-8 is an error at the line of its first invalid byte, so that typecheck is not clean; the others are warnings.",
    example: "// main.yx, saved in Latin-1: its `é` is the byte 0xE9, which is not UTF-8\nname = \"café\"\n",
    help: "Make it a regular UTF-8 file inside the project within the limit, or leave it out of the project if it is not source.",
    zh: {
      title: "有文件未被读取",
      description: "项目中的某个文件被略过了：它不是普通文件（FIFO、设备文件），是指向项目之外的链接，超过了大小上限（源文件 4 MB，yaoxiang.toml 64 KB），或者不是 UTF-8。不是 UTF-8 的源文件会在其第一个非法字节所在的行报告为错误，使 typecheck 的结果不再干净；其余情况都是警告。",
      help: "把它改成项目内、不超过上限的普通 UTF-8 文件；如果它不是源文件，就把它移出项目。",
    },
  },
};

/** The codes the table explains. */
export const projectCodes = (): string[] => Object.keys(ENTRIES);

/** The explanation of a project-layer code, or undefined. Case-insensitive. */
export const explainProjectCode: (code: string) => ProjectCodeExplanation | undefined = ownCodeLookup("Project", ENTRIES);

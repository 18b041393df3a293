// What the call errors (isError results, errors.ts) mean, for
// explain_diagnostic: an agent that meets `MCP-FILE-CHANGED` can ask what it
// means and what to do, as it can for the compiler's codes.
import type { OwnCodeTexts } from "../diagnostics/own-codes.js";
import { TOOL_ERROR_CODES, type ToolErrorCode } from "./errors.js";

export interface CallErrorExplanation {
  readonly code: ToolErrorCode;
  readonly category: "Call";
  readonly severity: "error";
  readonly title: string;
  readonly description: string;
  readonly help: string;
  /** The call that gets it (its arguments as JSON), or the situation when no one call does (a race, a bug, a deadline). */
  readonly example: string;
  /** The Chinese texts, explain_diagnostic's answer to lang "zh". */
  readonly zh?: OwnCodeTexts;
}

type Entry = Pick<CallErrorExplanation, "title" | "description" | "help" | "example"> & { readonly zh: OwnCodeTexts };

const ENTRIES: Record<ToolErrorCode, Entry> = {
  "MCP-INVALID-INPUT": {
    title: "The call's arguments are not valid",
    description: "An argument does not fit the tool's input schema (wrong type, out of range, too long), two arguments exclude each other (file_path and path, a query and a position), or the call asks for something the server was not started to allow (apply: true without --allow-writes). The message names the argument. Nothing was done.",
    help: "Correct the argument the message names (tools/list shows each tool's schema) and call again.",
    example: String.raw`lookup_symbol {"query": "main", "file_path": "main.yx", "line": 1, "column": 1}`,
    zh: {
      title: "调用的参数无效",
      description: "某个参数不符合工具的输入 schema（类型错误、超出范围、过长），两个参数互相排斥（file_path 与 path、查询与位置），或者调用请求了服务器启动时没有允许的操作（未带 --allow-writes 时的 apply: true）。消息会指出是哪个参数。什么也没有执行。",
      help: "修正消息指出的参数（tools/list 列出每个工具的 schema），然后再次调用。",
    },
  },
  "MCP-PROJECT-NOT-FOUND": {
    title: "The project root does not exist",
    description: "The workspace_root passed (or the server's --project-root) is not an existing directory inside the server's project.",
    help: "Pass a folder of the project relative to its root (\"\" or leave it out for the root itself).",
    example: String.raw`list_symbols {"path": "", "workspace_root": "no-such-folder"}`,
    zh: {
      title: "项目根目录不存在",
      description: "传入的 workspace_root（或服务器的 --project-root）不是服务器项目中已存在的目录。",
      help: "传入项目中的一个文件夹，路径相对于项目根目录（根目录本身传 \"\" 或省略该参数）。",
    },
  },
  "MCP-PATH-OUTSIDE-PROJECT": {
    title: "A path leads outside the project",
    description: "A file or folder path is absolute, climbs out with `..`, or goes through a link whose target is outside the project root. The server reads and writes only inside the project.",
    help: "Pass a path relative to the project root that stays inside it.",
    example: String.raw`list_imports {"file_path": "../outside.yx"}`,
    zh: {
      title: "路径指向项目之外",
      description: "文件或文件夹路径是绝对路径、用 `..` 爬出了项目，或者经过一个目标在项目根目录之外的链接。服务器只在项目内读写。",
      help: "传入相对于项目根目录、且不离开项目的路径。",
    },
  },
  "MCP-FILE-NOT-FOUND": {
    title: "No such source file",
    description: "The path names no `.yx` file the workspace indexes: it does not exist, is hidden or under an ignored folder (.git, target, node_modules, …), was skipped (MCP-FILE-SKIPPED), or a folder or glob matched no file.",
    help: "Check the path against list_symbols {path: \"\"} (the workspace's files), or pass the source text itself where the tool takes one.",
    example: String.raw`list_symbols {"file_path": "missing.yx"}`,
    zh: {
      title: "没有这个源文件",
      description: "该路径不对应工作区索引的任何 `.yx` 文件：它不存在，是隐藏文件或位于被忽略的文件夹（.git、target、node_modules 等）下，被略过了（MCP-FILE-SKIPPED），或者某个文件夹或 glob 没有匹配到任何文件。",
      help: "对照 list_symbols {path: \"\"}（工作区的文件）检查该路径，或者在工具接受源文本时直接传入源文本。",
    },
  },
  "MCP-FILE-CHANGED": {
    title: "A file changed while the edits were being made",
    description: "apply: true found a file on disk that no longer holds the text the edits were computed from (someone edited it meanwhile). Nothing was written: no file is ever written over a change the server did not see.",
    help: "Call the tool again: it reads the files as they are now and computes the edits anew.",
    example: "// A race, which no single call makes: on a server started with --allow-writes, an editor saves main.yx\n// after this call has read it and before it writes it:\n" + String.raw`format_source {"file_paths": ["main.yx"], "apply": true}`,
    zh: {
      title: "生成编辑期间文件被修改了",
      description: "apply: true 发现磁盘上的某个文件已不再是计算编辑时所依据的文本（在此期间有人编辑了它）。什么也没有写入：服务器绝不会覆盖它没有看到的修改。",
      help: "再次调用该工具：它会按文件当前的内容重新读取，并重新计算编辑。",
    },
  },
  "MCP-WRITE-FAILED": {
    title: "Writing the files failed",
    description: "apply: true could not write a file (permissions, a full disk, a file replaced by a folder). The files are written all or none: those already replaced were put back, and the message says so (or, if one could not be put back, where its original is kept).",
    help: "Fix what the message names (permissions, space) and call again.",
    example: "// On a server started with --allow-writes, main.yx not formatted and read-only (chmod a-w main.yx):\n" + String.raw`format_source {"file_paths": ["main.yx"], "apply": true}`,
    zh: {
      title: "写入文件失败",
      description: "apply: true 无法写入某个文件（权限问题、磁盘已满、文件被替换成了文件夹）。文件要么全部写入，要么一个也不写：已经替换的文件会被恢复原样，消息会说明这一点（如果有文件无法恢复，则说明其原始内容保存在哪里）。",
      help: "解决消息指出的问题（权限、空间），然后再次调用。",
    },
  },
  "MCP-INTERNAL": {
    title: "An internal error of the server",
    description: "The call failed because of a bug or a damaged component of the server (the parser library trapped, a worker thread died), not because of the code or the arguments. The server keeps serving, with a fresh worker where one was lost.",
    help: "Call again; if it fails the same way, report it with the call and the file that causes it.",
    example: "// No call is meant to get it: any call can, when the server fails under it, e.g. this one while its\n// worker thread dies or the parser library traps:\n" + String.raw`typecheck {"file_paths": ["main.yx"]}`,
    zh: {
      title: "服务器内部错误",
      description: "调用失败是由于服务器的缺陷或损坏的组件（解析器库发生 trap、工作线程崩溃），而不是代码或参数的问题。服务器会继续提供服务，丢失的工作线程会换成新的。",
      help: "再次调用；如果以同样的方式失败，请报告该问题，附上这次调用和引发它的文件。",
    },
  },
  "MCP-TIMEOUT": {
    title: "The call ran out of time",
    description: "The call took longer than the server's --call-timeout (30 s by default), time spent waiting for a busy worker included; its work was stopped. Large workspaces and folders cost the most on the first call, which builds the index.",
    help: "Call again (the index built meanwhile is kept), or narrow the call: one file or folder, a longer query, a kind filter.",
    example: "// On a server started with --call-timeout 0.1 (the least) and --no-cache in a project of 200 .yx files,\n// as its first call (which builds the symbol index):\n" + String.raw`lookup_symbol {"query": "main"}`,
    zh: {
      title: "调用超时",
      description: "调用耗时超过了服务器的 --call-timeout（默认 30 秒），等待繁忙工作线程的时间也计算在内；其工作已被停止。大型工作区和文件夹在第一次调用时代价最大，因为这次调用要建立索引。",
      help: "再次调用（期间建立的索引会保留下来），或者缩小调用的范围：一个文件或文件夹、更长的查询、按种类过滤。",
    },
  },
};

/** The explanation of a call error code, or undefined. Case-insensitive. */
export function explainCallError(code: string): CallErrorExplanation | undefined {
  const key = code.trim().toUpperCase();
  const known = TOOL_ERROR_CODES.find((c) => c === key);
  return known && { code: known, category: "Call", severity: "error", ...ENTRIES[known] };
}

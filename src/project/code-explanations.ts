// What the project layer's own diagnostics mean (explain_diagnostic explains
// them as it does the compiler's codes): a yaoxiang.toml that could not be
// used, and a file that was not read.
import { ownCodeLookup, type OwnCodeEntry, type OwnCodeExplanation } from "../diagnostics/own-codes.js";
import { CONFIG_SYNTAX_CODE, CONFIG_TYPE_CODE } from "./config.js";
import { FILE_SKIPPED_CODE } from "./safe-read.js";

type Entry = OwnCodeEntry & { readonly severity: "error" | "warning" };

export type ProjectCodeExplanation = OwnCodeExplanation<"Project", Entry>;

const ENTRIES: Record<string, Entry> = {
  [CONFIG_SYNTAX_CODE]: {
    severity: "warning",
    title: "yaoxiang.toml is not valid TOML",
    description: "The project's yaoxiang.toml does not parse as TOML, so none of its settings were used: the defaults apply (the formatting options). The span points at the first problem.",
    help: "Fix the TOML syntax at the span given; the next call reads the file again.",
  },
  [CONFIG_TYPE_CODE]: {
    severity: "warning",
    title: "A yaoxiang.toml setting has the wrong type or value",
    description: "A key of yaoxiang.toml holds a value of the wrong kind or out of range (say `line_width = \"wide\"`): that setting was ignored and its default used; the others apply.",
    help: "Correct the value at the span given; the next call reads the file again.",
  },
  [FILE_SKIPPED_CODE]: {
    severity: "warning",
    title: "A file was not read",
    description: "A file of the project was left out: not a regular file (a FIFO, a device), a link leading outside the project, larger than the size limit (4 MB for a source, 64 KB for yaoxiang.toml), or not UTF-8. A source that is not UTF-8 is an error at the line of its first invalid byte, so that typecheck is not clean; the others are warnings.",
    help: "Make it a regular UTF-8 file inside the project within the limit, or leave it out of the project if it is not source.",
  },
};

/** The explanation of a project-layer code, or undefined. Case-insensitive. */
export const explainProjectCode: (code: string) => ProjectCodeExplanation | undefined = ownCodeLookup("Project", ENTRIES);

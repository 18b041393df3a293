// Public surface of the YaoXiang formatter.
export { formatSource, type FormatResult } from "./format-source.js";
export { diffHunks, type DiffHunk } from "./hunks.js";
export {
  DEFAULT_FORMAT_OPTIONS,
  resolveFormatOptions,
  type FormatOptions,
  type ResolvedFormatOptions,
} from "./options.js";

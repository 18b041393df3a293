// Public surface of the YaoXiang formatter.
export { formatSource, type FormatResult } from "./format-source.js";
export { diffHunks, withoutContext, type DiffHunk } from "./hunks.js";
export {
  DEFAULT_FORMAT_OPTIONS,
  resolveFormatOptions,
  type FormatOptions,
  type ResolvedFormatOptions,
} from "./options.js";
export { formatFiles, type FormatFilesHooks, type FormattedFile, type SourceText } from "./format-files.js";

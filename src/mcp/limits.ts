// Input limits at the MCP edge. Every string and list a tool accepts is
// bounded in its zod schema, so an oversized argument is refused with
// MCP-INVALID-INPUT by the validation in register.ts, before any work, and no
// tool ever sees more than these. Tools build their inputs from these helpers
// (a new path argument is `pathInput.describe(...)`, a list of them is
// `listInput(pathInput, MAX_PATHS)`), so the limits stay the same everywhere.
import * as z from "zod";

/** Largest source text a tool accepts (characters). */
export const MAX_SOURCE_CHARS = 2_000_000;
/** Longest path (characters): Linux's PATH_MAX; nothing longer can name a file. */
export const MAX_PATH_CHARS = 4_096;
/** Longest symbol name, qualified name or query (characters). */
export const MAX_NAME_CHARS = 256;
/** Longest diagnostic code (characters); real codes have five. */
export const MAX_CODE_CHARS = 32;
/** Most paths in one call (`file_paths`). */
export const MAX_PATHS = 1_000;
/** Most entries in a short list of names (`kind`). */
export const MAX_NAMES = 32;

/** A `source` argument: YaoXiang text, at most MAX_SOURCE_CHARS. */
export const sourceInput = z
  .string()
  .max(MAX_SOURCE_CHARS, `source is larger than ${MAX_SOURCE_CHARS} characters`)
  .describe("YaoXiang source");

/** A path argument (relative to the project root), at most MAX_PATH_CHARS. */
export const pathInput = z.string().max(MAX_PATH_CHARS);

/** A name or query argument, at most MAX_NAME_CHARS. */
export const nameInput = z.string().max(MAX_NAME_CHARS);

/** A diagnostic-code argument, at most MAX_CODE_CHARS. */
export const codeInput = z.string().max(MAX_CODE_CHARS);

/** A list argument of at most `max` items. */
export function listInput<T extends z.ZodType>(item: T, max: number): z.ZodArray<T> {
  return z.array(item).max(max);
}

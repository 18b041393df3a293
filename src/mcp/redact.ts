// What a client may see of an error message or a log record. Both are built
// from caller input and from server internals, so before they leave the
// server:
//   - caller text is quoted with at most QUOTE_CHARS characters (`quote`, and
//     `shortenEchoes` for messages built elsewhere that repeat an argument);
//   - a message has at most MAX_MESSAGE_CHARS characters;
//   - absolute paths of this machine (the project root, the folder the server
//     is installed in, the home folder) are replaced by root-relative or
//     placeholder forms;
//   - stack traces are dropped.
// stderr keeps the full detail: it belongs to the person who started the server.
import { homedir } from "node:os";
import path from "node:path";
import { packageFile } from "../package-files.js";

/** Most characters of one caller-supplied string shown in a message. */
export const QUOTE_CHARS = 200;
/** Most characters of a message sent to a client. */
export const MAX_MESSAGE_CHARS = 1_000;
/** Log data sent to a client: longest list, deepest nesting. */
const MAX_DATA_ITEMS = 20;
const MAX_DATA_DEPTH = 6;

/** `'text'`, shortened as by `shorten`. */
export function quote(text: string, max = QUOTE_CHARS): string {
  return `'${shorten(text, max)}'`;
}

/** `text`, or its first `max` characters and `… (N characters)` for longer text. */
export function shorten(text: string, max = QUOTE_CHARS): string {
  return text.length <= max ? text : `${clip(text, max)}… (${text.length} characters)`;
}

/** The first `max` UTF-16 units of `text`, never ending inside a surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Replaces every caller string longer than QUOTE_CHARS that `message` repeats
 * verbatim (an argument value or name anywhere in `input`) by its quoted
 * short form, so a message built deeper down never echoes a large input.
 */
export function shortenEchoes(message: string, input: unknown): string {
  let out = message;
  // Longest first: a shorter string may be part of a longer one.
  const texts = longStrings(input, [], 0).sort((a, b) => b.length - a.length);
  for (const text of texts) {
    if (out.includes(text)) out = out.split(text).join(shorten(text));
  }
  return out;
}

function longStrings(value: unknown, found: string[], depth: number): string[] {
  if (typeof value === "string") {
    if (value.length > QUOTE_CHARS) found.push(value);
  } else if (Array.isArray(value)) {
    if (depth < MAX_DATA_DEPTH) for (const item of value) longStrings(item, found, depth + 1);
  } else if (value && typeof value === "object" && depth < MAX_DATA_DEPTH) {
    for (const [key, inner] of Object.entries(value)) {
      longStrings(key, found, depth + 1);
      longStrings(inner, found, depth + 1);
    }
  }
  return found;
}

export interface Redactor {
  /** A message for a client: machine paths replaced, at most MAX_MESSAGE_CHARS. */
  message(text: string): string;
  /** Log data for a client: strings as in `message`, no stacks, lists and nesting bounded. */
  data(value: unknown): unknown;
}

/** A redactor for a server whose project root is `projectRoot`. */
export function redactor(projectRoot: string): Redactor {
  const replacements = pathReplacements(projectRoot);
  const message = (text: string): string => {
    let out = text;
    for (const [from, to] of replacements) if (out.includes(from)) out = out.split(from).join(to);
    return out.length > MAX_MESSAGE_CHARS ? `${clip(out, MAX_MESSAGE_CHARS)}… (message cut)` : out;
  };
  const data = (value: unknown, depth = 0): unknown => {
    if (typeof value === "string") return message(value);
    if (value === null || typeof value !== "object") return value;
    if (depth >= MAX_DATA_DEPTH) return "…";
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_DATA_ITEMS).map((item) => data(item, depth + 1));
      return value.length > MAX_DATA_ITEMS ? [...items, `… ${value.length - MAX_DATA_ITEMS} more`] : items;
    }
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === "stack") continue;
      out[message(key)] = data(inner, depth + 1);
    }
    return out;
  };
  return { message, data: (value) => data(value) };
}

/**
 * [absolute prefix, replacement] pairs, longest prefix first so that a path
 * inside the project is made root-relative before the home folder is.
 */
function pathReplacements(projectRoot: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const add = (dir: string | undefined, inside: string, itself: string) => {
    // The file-system root itself is a prefix of every path: nothing to hide there.
    if (!dir || path.parse(dir).root === dir) return;
    pairs.push([dir + path.sep, inside], [dir, itself]);
  };
  add(projectRoot, "", "<project root>");
  add(installDir(), "<install>/", "<install>");
  add(homedir(), "~/", "~");
  return pairs.sort((a, b) => b[0].length - a[0].length);
}

/** The folder holding this package (sources or bundle alike, src/package-files.ts). */
function installDir(): string {
  return path.dirname(packageFile("package.json"));
}

// The signature text `lookup_symbol` and the outline show for a declaration:
// its declared type as written, as one normalised line.
import { collapseWhitespace } from "../modules/nodes.js";

/**
 * The declared type text of a declaration as one line, the same however it
 * is laid out (format_source breaks a long parameter list one per line, with
 * a trailing comma): comments dropped, whitespace collapsed, none inside
 * brackets, one space after a comma, no trailing comma (but a one-tuple's).
 */
export function signatureAt(text: string, start: number, end: number): string {
  const written = text.slice(start, end);
  // Most signatures are written as they are shown (every declaration of the workspace is read at index time).
  return NEEDS_NORMALISING.test(written) ? normalisedSignature(written) : written;
}

/** signatureAt's normalisation of a signature's text (exported for the test that the fast path agrees with it). */
export function normalisedSignature(written: string): string {
  const flat = collapseWhitespace(written.includes("/") ? withoutComments(written) : written)
    .replace(/([([])\s+/g, "$1")
    .replace(/\s+([)\]])/g, "$1")
    .replace(/\s*,\s*/g, ", ");
  return withoutTrailingCommas(flat.replace(/, ([)\]])/g, ",$1")).replace(/, \}/g, " }");
}

/**
 * What signatureAt changes: a comment or a line break, a run of or edge whitespace, whitespace inside
 * brackets or before a comma, a comma not followed by exactly one space, a trailing comma.
 */
const NEEDS_NORMALISING = /[\n\r\t/]|\s\s|^\s|\s$|[([]\s|\s[)\]]|\s,|,(?! )|, [)\]}]/;

/** `text` with its `//` and `/* … *\/` comments replaced by a space (not inside string literals). */
function withoutComments(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === "/" && text[i + 1] === "/") {
      const newline = text.indexOf("\n", i);
      out += " ";
      i = newline < 0 ? text.length : newline - 1;
    } else if (c === "/" && text[i + 1] === "*") {
      const close = text.indexOf("*/", i + 2);
      out += " ";
      i = close < 0 ? text.length : close + 1;
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * Drops `,` before a closing bracket unless it makes a one-tuple (`(T,)`: no
 * other comma at its level, no `name:` in it, no `->` after it: a one-entry
 * parameter list broken over lines, `(n: Int,) -> Int` or `(Int,) -> Int`,
 * is no tuple).
 */
function withoutTrailingCommas(text: string): string {
  if (!/,[)\]}]/.test(text)) return text;
  const groups: { commas: number; named: boolean }[] = [];
  const drop = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(" || c === "[" || c === "{") {
      groups.push({ commas: 0, named: false });
    } else if ((c === ")" || c === "]" || c === "}") && groups.length > 0) {
      const group = groups.pop()!;
      const parameters = c === ")" && (group.named || /^\s*->/.test(text.slice(i + 1)));
      if (text[i - 1] === "," && (c !== ")" || group.commas > 1 || parameters)) drop.add(i - 1);
    } else if (c === "," && groups.length > 0) {
      groups[groups.length - 1]!.commas++;
    } else if (c === ":" && groups.length > 0) {
      groups[groups.length - 1]!.named = true;
    }
  }
  return [...text].filter((_, i) => !drop.has(i)).join("");
}

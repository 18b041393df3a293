// Literal normalisation (formatting.md §7.1): numbers and strings are printed
// from their value, not from their spelling.
import type { CstNode } from "./cst.js";

/** `0xFF` → `255`, `1_000` → `1000`, `007` → `7`. */
export function formatInteger(text: string): string {
  const clean = text.replace(/_/g, "");
  try {
    // BigInt understands 0x/0o/0b prefixes and arbitrary size.
    return BigInt(/^0[xob]/i.test(clean) ? clean.slice(0, 2).toLowerCase() + clean.slice(2) : clean).toString();
  } catch {
    return text;
  }
}

/**
 * Shortest round-trip digits, never in exponent notation, always with a
 * decimal point: `1.50` → `1.5`, `1e3` → `1000.0`, `1e-7` → `0.0000001`.
 */
export function formatFloat(text: string): string {
  // A malformed literal (`1._`, `.5e`) is printed as written: it is an error outside an f-string, and
  // inside one the compiler keeps the interpolation as text (83a D3: `f"{1._}"` became `f"{1.0}"`).
  if (/_$|[eE][+-]?$/.test(text)) return text;
  const value = Number(text.replace(/_/g, ""));
  if (!Number.isFinite(value)) return text;
  let digits = String(value);
  const exponent = digits.indexOf("e");
  if (exponent >= 0) digits = expandExponent(digits.slice(0, exponent), Number(digits.slice(exponent + 1)));
  return digits.includes(".") ? digits : digits + ".0";
}

function expandExponent(mantissa: string, exponent: number): string {
  const point = mantissa.indexOf(".");
  const intPart = point < 0 ? mantissa : mantissa.slice(0, point);
  const fraction = point < 0 ? "" : mantissa.slice(point + 1);
  const allDigits = intPart + fraction;
  const pointAt = intPart.length + exponent;
  if (pointAt <= 0) return "0." + "0".repeat(-pointAt) + allDigits;
  if (pointAt >= allDigits.length) return allDigits + "0".repeat(pointAt - allDigits.length);
  return allDigits.slice(0, pointAt) + "." + allDigits.slice(pointAt);
}

/** Decodes one escape sequence of a string or char literal (syntax.md §1.9). */
function decodeEscape(escape: string): string {
  switch (escape[1]) {
    case "n":
      return "\n";
    case "t":
      return "\t";
    case "r":
      return "\r";
    case "0":
      return "\0";
    case "x":
      return String.fromCharCode(parseInt(escape.slice(2, 4), 16));
    case "u": {
      const code = parseInt(escape.slice(3, -1), 16);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : escape;
    }
    default:
      // `\\`, `\"`, `\'`, and for chars any other escaped character.
      return escape.slice(1);
  }
}

/** The value of a `"…"` literal node. */
export function stringValue(node: CstNode): string {
  return stringValueOfParts(node.children);
}

/**
 * The value of a `"…"` literal, or of a run of an f-string's text parts, from
 * its children in order, in any representation of them (equivalence.ts reads
 * its own). An f-string's `{{`, `}}` and lone `}` stand for one brace.
 */
export function stringValueOfParts(parts: Iterable<{ readonly type: string; readonly text: string }>): string {
  let value = "";
  for (const part of parts) {
    if (part.type === "string_content") value += part.text;
    else if (part.type === "escape_sequence") value += decodeEscape(part.text);
    else if (part.type === "brace_escape") value += part.text[0];
  }
  return value;
}

/** The value of a `"""…"""` literal: only `\\ \" \' \n \t \r` are escapes (syntax.md §1.10). */
export function multilineStringValue(text: string): string {
  return text.slice(3, -3).replace(/\\([\\"'ntr])/g, (_, c: string) => ({ n: "\n", t: "\t", r: "\r" })[c] ?? c);
}

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0" };

/** Re-escapes a value: only backslash, LF, CR, tab, NUL and the quote are escaped. */
export function quote(value: string, quoteChar: '"' | "'"): string {
  let out = quoteChar;
  for (const ch of value) {
    const escaped = ESCAPES[ch];
    if (escaped !== undefined) out += escaped;
    else if (ch === quoteChar) out += "\\" + ch;
    else out += ch;
  }
  return out + quoteChar;
}

/** The `{`s of an f-string's text written `{{` whose `}` has not come yet (read across its interpolations). */
export interface OpenBraces {
  open: number;
}

// A tab is written as itself, as the reference writes an f-string's text (§7.1: "an escaped tab becomes a real tab").
const FORMAT_TEXT_ESCAPES: Record<string, string> = { ...ESCAPES, "\t": "\t", '"': '\\"', "{": "{{" };

/**
 * A run of an f-string's text, from its value: written like a string's
 * value (backslash, LF, CR, NUL and `"` escaped, so `\u{4F60}` becomes the
 * character, formatting.md §7.1), with each `{` doubled (a single one would
 * open an interpolation), and a tab as itself, as the reference writes it.
 * A lone `}` is text as it stands (syntax.md §1.12), so it is written as
 * the reference writes it, once; it is doubled where `}`s follow each other
 * (`}}` would read as one) and where it closes a `{{` of the same string. The reference writes the value with
 * no escaping at all, which breaks an escaped quote, newline or backslash
 * (§7.1); ours keeps those escaped.
 */
export function formatStringText(value: string, braces: OpenBraces = { open: 0 }): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === "{") braces.open++;
    if (ch !== "}") out += FORMAT_TEXT_ESCAPES[ch] ?? ch;
    else if (braces.open > 0 || value[i - 1] === "}" || value[i + 1] === "}") {
      braces.open = Math.max(0, braces.open - 1);
      out += "}}";
    } else out += "}";
  }
  return out;
}

/** The characters of a `'…'` literal after decoding its escapes. */
function charValue(text: string): string[] {
  const body = text.slice(1, -1);
  const chars: string[] = [];
  const escape = /\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|.)/uy;
  for (let i = 0; i < body.length; ) {
    if (body[i] === "\\") {
      escape.lastIndex = i;
      const match = escape.exec(body);
      if (match) {
        chars.push(decodeEscape(match[0]));
        i += match[0].length;
        continue;
      }
    }
    const ch = String.fromCodePoint(body.codePointAt(i)!);
    chars.push(ch);
    i += ch.length;
  }
  return chars;
}

/**
 * A char literal in canonical form. A literal holding several characters is
 * kept as written: the language keeps only the first one, and silently
 * deleting the rest of what the user typed (as the reference does, vector
 * o047) would hide the mistake instead of leaving it to the checker.
 */
export function formatChar(text: string): string {
  const chars = charValue(text);
  if (chars.length !== 1) return text;
  return quote(chars[0]!, "'");
}

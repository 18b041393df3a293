// The length of a value's JSON text, counted without making the text. The
// budget measures every item of a long list it may show (a lookup's up to 256
// symbols in 20,000 characters): serializing each only to read its length
// made most of what a lookup allocated, and so most of the young-generation
// collections behind its slowest answers.

/** Characters a string takes as JSON, quotes included: what JSON.stringify(text).length is. */
export function jsonStringLength(text: string): number {
  // Nothing to escape (the usual case: names, types, paths): a scan without a copy.
  if (!NEEDS_ESCAPE.test(text)) return text.length + 2;
  let length = 2;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 || code === 0x5c) length += 2;
    else if (code < 0x20) length += SHORT_ESCAPES.has(code) ? 2 : 6;
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair stays as it is; a lone surrogate is written \uXXXX (well-formed JSON.stringify).
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length += 2;
        i++;
      } else length += 6;
    } else if (code >= 0xdc00 && code <= 0xdfff) length += 6;
    else length += 1;
  }
  return length;
}

/**
 * What (JSON.stringify(value) ?? "null").length is, for data: objects,
 * arrays, strings, numbers, booleans, null and undefined. A value with a
 * toJSON method, or one JSON.stringify rejects (a bigint), is serialized.
 */
export function jsonLength(value: unknown): number {
  switch (typeof value) {
    case "string":
      return jsonStringLength(value);
    case "number":
      return numberLength(value);
    case "boolean":
      return value ? 4 : 5;
    case "object":
      if (value === null) return 4;
      if (typeof (value as { toJSON?: unknown }).toJSON === "function") return (JSON.stringify(value) ?? "null").length;
      return Array.isArray(value) ? arrayLength(value) : objectLength(value as Record<string, unknown>);
    case "undefined":
    case "function":
    case "symbol":
      return 4;
    default:
      return (JSON.stringify(value) ?? "null").length;
  }
}

/** `"`, `\`, a control character or a surrogate: JSON.stringify writes these otherwise than as themselves. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** \b \t \n \f \r: two characters; other control characters take six (\u00XX). */
const SHORT_ESCAPES = new Set([0x08, 0x09, 0x0a, 0x0c, 0x0d]);

function numberLength(value: number): number {
  if (!Number.isFinite(value)) return 4; // null
  if (Number.isInteger(value) && Math.abs(value) < 1e15) {
    let length = value < 0 ? 2 : 1;
    for (let rest = Math.abs(value); rest >= 10; rest = Math.floor(rest / 10)) length++;
    return length;
  }
  return String(value).length;
}

function arrayLength(items: readonly unknown[]): number {
  let length = 2 + Math.max(0, items.length - 1);
  for (const item of items) length += jsonLength(item);
  return length;
}

function objectLength(record: Record<string, unknown>): number {
  let length = 2;
  let members = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const item = record[key];
    // JSON.stringify leaves these members out.
    if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
    length += jsonStringLength(key) + 1 + jsonLength(item);
    members++;
  }
  return length + Math.max(0, members - 1);
}

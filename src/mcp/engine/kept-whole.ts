// Whether a tool's output schema kept its value whole: the object zod's
// safeParse returns is always a copy, and our output schemas have no
// defaults, transforms or coercions, so the copy can differ from the value
// only by the keys a non-loose object schema strips. Counting keys, level by
// level, tells that without serializing either (finish() then sends the JSON
// the budget already made instead of making it again: a lookup's answer is
// about 20,000 characters, made for every call).

/** True when `checked` (zod's copy of `value`) has every key `value` has, at every level. */
export function keptWhole(value: unknown, checked: unknown, depth = 0): boolean {
  if (value === checked) return true;
  if (typeof value !== "object" || value === null || typeof checked !== "object" || checked === null) return false;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    if (!Array.isArray(checked) || checked.length !== value.length) return false;
    for (let i = 0; i < value.length; i++) if (!keptWhole(value[i], checked[i], depth + 1)) return false;
    return true;
  }
  const original = value as Record<string, unknown>;
  const copy = checked as Record<string, unknown>;
  let keys = 0;
  for (const key in original) {
    // An undefined property is not serialized either way.
    if (original[key] === undefined) continue;
    keys++;
    if (!Object.prototype.hasOwnProperty.call(copy, key) || !keptWhole(original[key], copy[key], depth + 1)) return false;
  }
  let copied = 0;
  for (const key in copy) if (copy[key] !== undefined) copied++;
  return keys === copied;
}

/** Deeper than any tool's output nests: past it, the value is serialized again rather than walked. */
const MAX_DEPTH = 64;

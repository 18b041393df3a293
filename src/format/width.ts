// Widths are UTF-8 byte counts (formatting.md §"width(s)"): the reference
// measures Rust strings, so a CJK character counts 3 and a newline counts 1.

export function utf8Width(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair is 2 code units and 4 bytes.
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}

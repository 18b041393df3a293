// The oracle-verified probes of diagnostics.md §8, read from the markdown:
// each `**ID**` paragraph, its "Ours:" expectation and its code block.
// Expectations are codes with `line:col`; "same" means the reference list;
// "clean" means nothing.
export interface Probe {
  id: string;
  source: string;
  /** Expected `CODE@line` (line 0 = no position: code alone). */
  expected: { code: string; line: number }[];
  /** Syntax probes allow later recovery errors. */
  allowExtraSyntax: boolean;
  text: string;
}

export function extractProbes(markdown: string): Probe[] {
  const start = markdown.indexOf("## 8. Oracle-verified probes");
  const section = start === -1 ? "" : markdown.slice(start);
  const out: Probe[] = [];
  const re = /\*\*([A-Z]\d{2})\*\* - ([\s\S]*?)```yaoxiang\n([\s\S]*?)```/g;
  for (let m = re.exec(section); m; m = re.exec(section)) {
    const [, id, text, source] = m as unknown as [string, string, string, string];
    const ours = /Ours:([\s\S]*)$/.exec(text)?.[1] ?? "";
    const reference = /Reference:([\s\S]*?)Ours:/.exec(text)?.[1] ?? "";
    const codes = (s: string) => [...s.matchAll(/\b([EW]\d{4})\s+(\d+):(\d+)/g)].map((x) => ({ code: x[1] as string, line: Number(x[2]) }));
    let expected = codes(ours);
    if (expected.length === 0 && /^\s*same\b/.test(ours)) expected = codes(reference);
    if (/^\s*clean\b/.test(ours)) expected = [];
    out.push({ id, source, expected: dedupe(expected), allowExtraSyntax: id.startsWith("L"), text: text.trim() });
  }
  return out;
}

function dedupe(list: { code: string; line: number }[]): { code: string; line: number }[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const k = `${e.code}@${e.line}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

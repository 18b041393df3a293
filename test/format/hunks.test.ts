import { structuredPatch } from "diff";
import { describe, expect, it } from "vitest";
import { diffHunks, formatSource, withoutContext, type DiffHunk } from "../../src/format/index.js";
import { random } from "../helpers/random.js";

/** Applies hunks (old → new) the way `patch` does, checking every context and removed line. */
function applyHunks(oldText: string, hunks: readonly DiffHunk[]): string {
  const old = oldText === "" ? [] : oldText.replace(/\n$/, "").split("\n");
  const out: string[] = [];
  let at = 0; // next old line (0-based)
  let newMissingEol = false;
  for (const hunk of hunks) {
    const first = hunk.oldStart - 1;
    while (at < first) out.push(old[at++]!);
    for (const [k, line] of hunk.lines.entries()) {
      if (line[0] === "\\") continue;
      const missingEol = hunk.lines[k + 1]?.[0] === "\\";
      if (line[0] === " " || line[0] === "-") expect(old[at++], `old line ${at}`).toBe(line.slice(1));
      if (line[0] === " " || line[0] === "+") {
        out.push(line.slice(1));
        newMissingEol = missingEol;
      }
    }
  }
  while (at < old.length) out.push(old[at++]!);
  return out.join("\n") + (newMissingEol || out.length === 0 ? "" : "\n");
}

function linesText(lines: string[], eol: boolean): string {
  return lines.length === 0 ? "" : lines.join("\n") + (eol ? "\n" : "");
}

describe("diffHunks", () => {
  it("is empty for equal texts", () => {
    expect(diffHunks("a\nb\n", "a\nb\n")).toEqual([]);
  });

  it("gives old and new line ranges with unified-diff lines", () => {
    const lines = Array.from({ length: 12 }, (_, i) => `l${i + 1}`);
    const old = lines.join("\n") + "\n";
    const now = lines.map(l => (l === "l2" ? "L2" : l === "l11" ? "L11a\nL11b" : l)).join("\n") + "\n";
    expect(diffHunks(old, now)).toEqual([
      { oldStart: 1, oldLines: 5, newStart: 1, newLines: 5, lines: [" l1", "-l2", "+L2", " l3", " l4", " l5"] },
      { oldStart: 8, oldLines: 5, newStart: 8, newLines: 6, lines: [" l8", " l9", " l10", "-l11", "+L11a", "+L11b", " l12"] },
    ]);
  });

  it("marks a missing final newline", () => {
    const hunks = diffHunks("x=1", "x = 1\n");
    expect(hunks).toHaveLength(1);
    expect(hunks[0]!.lines).toEqual(["-x=1", "\\ No newline at end of file", "+x = 1"]);
  });

  it("handles an empty side", () => {
    expect(diffHunks("", "x = 1\n")[0]).toMatchObject({ oldLines: 0, newStart: 1, newLines: 1, lines: ["+x = 1"] });
    expect(diffHunks("  \n", "")[0]).toMatchObject({ oldStart: 1, oldLines: 1, newLines: 0 });
  });

  it("agrees with the diff package's structuredPatch where the change is unambiguous, and always applies", () => {
    const next = random(7);
    const pick = (n: number) => Math.floor(next() * n);
    for (let run = 0; run < 300; run++) {
      // Distinct lines: the longest common subsequence is unique, so both diffs must agree.
      const old = Array.from({ length: pick(30) }, (_, i) => `line ${i}`);
      const now = old.filter(() => next() > 0.2).map((l) => (next() < 0.2 ? `${l} changed` : l));
      for (let k = pick(4); k > 0; k--) now.splice(pick(now.length + 1), 0, `new ${run}.${k}`);
      const [oldText, newText] = [linesText(old, next() < 0.8), linesText(now, next() < 0.8)];
      const ours = diffHunks(oldText, newText);
      const theirs = oldText === newText ? [] : structuredPatch("o", "n", oldText, newText, "", "", { context: 3 }).hunks;
      expect(ours, JSON.stringify([oldText, newText])).toEqual(theirs.map(({ oldStart, oldLines, newStart, newLines, lines }) => ({ oldStart, oldLines, newStart, newLines, lines })));
    }
    for (let run = 0; run < 300; run++) {
      // Repeated lines: alignments may differ from Myers', the hunks must still turn old into new.
      const alphabet = ["}", "", "x = 1", "    y", "z"];
      const old = Array.from({ length: pick(40) }, () => alphabet[pick(alphabet.length)]!);
      const now = old.flatMap((l) => (next() < 0.3 ? [] : next() < 0.2 ? [l, alphabet[pick(alphabet.length)]!] : [l]));
      const [oldText, newText] = [linesText(old, true), linesText(now, true)];
      expect(applyHunks(oldText, diffHunks(oldText, newText))).toBe(newText);
      expect(applyHunks(oldText, withoutContext(diffHunks(oldText, newText)))).toBe(newText);
    }
  });

  it("finds a minimal diff of a formatted file that changes on most lines, also at 5,000 lines", async () => {
    const block = (i: number) => [`// block ${i}`, `scale_${i}: (x: Float, k: Float)->Float=(x,k)=>{`, "  mut acc=x*k", "  return acc", "}", ""];
    const textOf = (blocks: number) => Array.from({ length: blocks }, (_, i) => block(i)).flat().join("\n") + "\n";
    const changedLines = (hunks: readonly { lines: string[] }[]) => hunks.flatMap((h) => h.lines).filter((l) => l[0] === "-" || l[0] === "+").length;
    const small = textOf(60);
    const smallFormatted = (await formatSource(small)).formatted;
    const myers = structuredPatch("o", "n", small, smallFormatted, "", "", { context: 3 }).hunks;
    expect(changedLines(diffHunks(small, smallFormatted))).toBe(changedLines(myers));

    const big = textOf(834);
    const formatted = (await formatSource(big)).formatted;
    const hunks = diffHunks(big, formatted);
    expect(applyHunks(big, hunks)).toBe(formatted);
    expect(changedLines(hunks)).toBe((changedLines(myers) / 60) * 834);
  });
});

describe("withoutContext", () => {
  it("splits hunks into runs of changes with their own line ranges", () => {
    const old = "a\nb\nc\nd\ne\nf\n";
    const now = "a\nB\nc\nd\nE\nf\ng\n";
    const hunks = diffHunks(old, now);
    expect(hunks).toHaveLength(1);
    expect(withoutContext(hunks)).toEqual([
      { oldStart: 2, oldLines: 1, newStart: 2, newLines: 1, lines: ["-b", "+B"] },
      { oldStart: 5, oldLines: 1, newStart: 5, newLines: 1, lines: ["-e", "+E"] },
      { oldStart: 7, oldLines: 0, newStart: 7, newLines: 1, lines: ["+g"] },
    ]);
    expect(withoutContext(diffHunks("x=1", "x = 1\n"))).toEqual([{ oldStart: 1, oldLines: 1, newStart: 1, newLines: 1, lines: ["-x=1", "\\ No newline at end of file", "+x = 1"] }]);
  });
});

describe("diffHunks on large inputs", () => {
  it("reorders 20,000 lines without quadratic work, with hunks that apply", () => {
    // Every line moves: Myers needs 40,000 edits over 40,000 lines (format_source took 137 s).
    const old = Array.from({ length: 20_000 }, (_, i) => `use m${20_000 - i}\n`).join("");
    const now = Array.from({ length: 20_000 }, (_, i) => `use m${i + 1}\n`).join("");
    const started = performance.now();
    const hunks = diffHunks(old, now);
    expect(performance.now() - started).toBeLessThan(10_000); // a hang guard, not a benchmark
    expect(applyHunks(old, hunks)).toBe(now);
  });

  it("stays valid when no line is unique (patience has nothing to hold on to)", () => {
    const old = "x = 1\n".repeat(30_000);
    const now = old.split("\n").map((l, i) => (i % 97 === 0 && l ? "y = 2" : l)).join("\n");
    expect(applyHunks(old, diffHunks(old, now))).toBe(now);
  });
});

// Which source lines are blank (empty or whitespace only), for the top-level
// blank-line rule (formatting.md §3.3, §10.3). Like the reference, this is a
// plain scan of the raw lines: a whitespace-only line inside a multi-line
// comment or string counts too.

export class BlankLines {
  /** before[r] = number of blank rows among rows 0..r-1. */
  private readonly before: Int32Array;

  constructor(source: string) {
    const lines = source.split("\n");
    this.before = new Int32Array(lines.length + 1);
    lines.forEach((line, r) => {
      this.before[r + 1] = this.before[r]! + (/^[ \t\r]*$/.test(line) ? 1 : 0);
    });
  }

  /** True when a blank row lies strictly between rows `after` and `before`. */
  anyBetween(after: number, before: number): boolean {
    const from = Math.max(0, after + 1);
    const to = Math.min(before, this.before.length - 1);
    return to > from && this.before[to]! - this.before[from]! > 0;
  }
}

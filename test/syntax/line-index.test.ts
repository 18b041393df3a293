import { describe, expect, it } from "vitest";
import { LineIndex } from "../../src/syntax/line-index.js";

describe("LineIndex.pointAt", () => {
  it("gives the row and UTF-16 column of every offset", () => {
    const text = "ab\n\ncd😀e\n";
    const index = new LineIndex(text);
    const expected = [
      [0, 0], [0, 1], [0, 2],
      [1, 0],
      [2, 0], [2, 1], [2, 2], [2, 3], [2, 4], [2, 5],
      [3, 0],
    ];
    expect([...Array(text.length + 1).keys()].map((i) => { const p = index.pointAt(i); return [p.row, p.column]; })).toEqual(expected);
  });
});

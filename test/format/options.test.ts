import { describe, expect, it } from "vitest";
import { DEFAULT_FORMAT_OPTIONS, resolveFormatOptions } from "../../src/format/index.js";

describe("resolveFormatOptions", () => {
  it("defaults to formatting.md §2", () => {
    expect(resolveFormatOptions()).toEqual({
      indent_width: 4,
      line_width: 120,
      use_tabs: false,
      sort_imports: true,
      single_quote: false,
      verify: false,
    });
    expect(DEFAULT_FORMAT_OPTIONS.line_width).toBe(120);
  });

  it("lets earlier layers win, key by key", () => {
    const input = { line_width: 80 };
    const project = { line_width: 100, indent_width: 2, use_tabs: true };
    expect(resolveFormatOptions(input, project)).toMatchObject({ line_width: 80, indent_width: 2, use_tabs: true });
  });

  it("treats tab_size as an alias of indent_width; indent_width wins in the same layer", () => {
    expect(resolveFormatOptions({ tab_size: 2 }).indent_width).toBe(2);
    expect(resolveFormatOptions({ tab_size: 2, indent_width: 8 }).indent_width).toBe(8);
    expect(resolveFormatOptions({ tab_size: 3 }, { indent_width: 8 }).indent_width).toBe(3);
  });

  it("ignores kebab-case keys and values of the wrong type or range", () => {
    const project = { "line-width": 10, indent_width: "2", use_tabs: "yes", line_width: 0, sort_imports: false };
    expect(resolveFormatOptions(undefined, project)).toMatchObject({ line_width: 120, indent_width: 4, use_tabs: false, sort_imports: false });
    expect(resolveFormatOptions({ indent_width: 2.5 }).indent_width).toBe(4);
  });
});

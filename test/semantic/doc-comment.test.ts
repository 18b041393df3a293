// A declaration's doc comment (lookup_symbol, list_symbols): the comment
// block right above it, or, as the formatter lays out comments between two
// top-level statements (formatting.md §3.3: the blank line goes after them),
// the block one blank line above it with another statement above the block.
// A file's header comments stay no one's doc.
import { describe, expect, it } from "vitest";
import { docCommentAt } from "../../src/semantic/model/doc-comment.js";

const docOf = (text: string, name: string) => docCommentAt(text, text.indexOf(`${name} =`));

describe("doc comments", () => {
  it("right above the declaration, or one blank line above it after another statement (the formatter's layout)", () => {
    expect(docOf("a = 1\n\n// Adds one.\ninc = 1\n", "inc")).toBe("Adds one.");
    expect(docOf("use std.{ io }\n// Adds one.\n// Twice.\n\ninc = 1\n", "inc")).toBe("Adds one.\nTwice.");
    expect(docOf("a = 1\n/* A block\n * doc. */\n\ninc = 1\n", "inc")).toBe("A block\ndoc.");
  });

  it("not a file's header comments, nor a comment after code; a block several blank lines away is one (format_source makes them one)", () => {
    expect(docOf("// header\n\ninc = 1\n", "inc")).toBeNull();
    expect(docOf("a = 1\n// loose\n\n\ninc = 1\n", "inc")).toBe("loose");
    expect(docOf("a = 1 // tail\n\ninc = 1\n", "inc")).toBeNull();
    expect(docOf("a = 1\n\ninc = 1\n", "inc")).toBeNull();
  });

  it("`///` lines one blank line above the first statement: the header format_source makes of a first declaration's doc (formatting.md §10.2)", () => {
    expect(docOf("// geometry helpers\n/// A point on the grid.\n/// Integer coordinates.\n\nPoint = 1\n", "Point")).toBe("A point on the grid.\nInteger coordinates.");
    expect(docOf("/// A point.\n\nPoint = 1\n", "Point")).toBe("A point.");
    // Plain `//` lines there stay the file's header.
    expect(docOf("// geometry helpers\n// A point.\n\nPoint = 1\n", "Point")).toBeNull();
  });

  it("a `///` doc followed by `//` lines right above the first declaration keeps the same doc in the header layout", () => {
    const written = "/// Only doc.\n// plain\nbeta = { 2 }\n";
    const formatted = "/// Only doc.\n// plain\n\nbeta = { 2 }\n";
    expect(docOf(written, "beta")).toBe("Only doc.\nplain");
    expect(docOf(formatted, "beta")).toBe("Only doc.\nplain");
    // Header lines above the first `///` line stay the file's.
    expect(docOf("// tool header\n/// Only doc.\n// plain\n\nbeta = { 2 }\n", "beta")).toBe("Only doc.\nplain");
  });

  it("right above the first statement, header lines above its first `///` line are not its doc, as in the header layout (71b D1)", () => {
    const written = "// Inventory header.\n/// A counter.\nCounter = 1\n";
    expect(docOf(written, "Counter")).toBe("A counter.");
    expect(docOf("// Inventory header.\n/// A counter.\n\nCounter = 1\n", "Counter")).toBe("A counter.");
    expect(docOf("//! Module doc.\n/// A counter.\nCounter = 1\n", "Counter")).toBe("A counter.");
    // Without a `///` line the block right above is the doc, as it always was.
    expect(docOf("/* licence */\n\n// A counter.\nCounter = 1\n", "Counter")).toBe("A counter.");
    // With code above, the block right above is the doc, whatever its markers.
    expect(docOf("a = 1\n// plain\n/// A counter.\nCounter = 1\n", "Counter")).toBe("plain\nA counter.");
  });

  it("takes the `!` of a `//!` line off with its marker, as the third `/` of `///` (71b D3)", () => {
    expect(docOf("a = 1\n\n//! inner bang comment\nOther = 1\n", "Other")).toBe("inner bang comment");
  });
});

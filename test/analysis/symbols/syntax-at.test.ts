// What a position that names no symbol is inside: literals, escapes in them included.
import { describe, expect, it } from "vitest";
import { describeSyntaxAt } from "../../../src/analysis/symbols/syntax-at.js";
import { Document } from "../../../src/syntax/document.js";
import { sharedParser } from "../../../src/syntax/shared-parser.js";

describe("describeSyntaxAt", () => {
  it("says a string or character literal anywhere in one, on its escapes too", async () => {
    const text = 's = "a\\n"\nm = """x\\ty\\qz"""\nc = \'\\n\'\nd = \'a\'\ne = \'\\u{4E2D}\'\n';
    const doc = new Document(await sharedParser(), text);
    const at = (needle: string, from = 0) => describeSyntaxAt(doc, text.indexOf(needle, from));
    expect(at("\\n")).toBe("a string literal");
    expect(at('"""')).toBe("a string literal");
    expect(at("\\t")).toBe("a string literal");
    expect(at("\\q")).toBe("a string literal");
    expect(at("z")).toBe("a string literal");
    const line3 = text.indexOf("c =");
    expect(at("'", line3)).toBe("a character literal");
    expect(at("\\n", line3)).toBe("a character literal");
    expect(at("a'")).toBe("a character literal");
    expect(at("\\u")).toBe("a character literal");
    expect(at("4E2D")).toBe("a character literal");
  });
});
